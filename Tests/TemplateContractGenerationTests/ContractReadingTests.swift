import Testing

@testable import TemplateContractGeneration

/// The generator reads each struct tagged `- Template object:` into an object whose keys are its properties, with
/// their doc comments as meaning and example, and reports each problem at its file, line and column.
@Suite struct ContractReadingTests {
    func contract(_ source: String) throws -> TemplateContract {
        try TemplateContract(sources: [SourceFile(path: MarkedSource.path, text: source)])
    }

    func problems(_ source: MarkedSource) -> [ContractProblem] {
        do {
            _ = try TemplateContract(sources: [source.file])
            return []
        } catch {
            return error.problems
        }
    }

    @Test func aPropertyIsAKeyWithItsDocCommentAsMeaningAndExample() throws {
        let source = """
            /// A greeting.
            /// - Template object: greeting
            struct GreetingModel {
                /// The name to greet, once
                /// per line.
                /// - Example: `Ada`
                var name: String
                var count = 0  // a stored property without a doc comment, but tagged none below, is skipped
            }
            """
        #expect(
            throws: ContractProblems([
                ContractProblem(
                    path: MarkedSource.path, line: 8, column: 5,
                    message: "'count' of GreetingModel has no doc comment; write what the key means, which "
                        + "Documentation/TemplateContext.md prints, or tag it '- Template key: none'")
            ])
        ) { try contract(source) }
        #expect(
            try contract(
                source.replacingOccurrences(of: "    var count", with: "    /// - Template key: none\n    var count"))
                == TemplateContract(objects: [
                    TemplateObject(
                        title: "greeting", typeName: "GreetingModel",
                        keys: .properties([
                            TemplateKey(
                                key: "name", property: "name", type: .string,
                                meaning: "The name to greet, once per line.",
                                example: "`Ada`")
                        ]))
                ]))
    }

    @Test func eachTypeMapsToTheShapeTemplatesSee() throws {
        let source = """
            /// - Template object: outer
            struct OuterModel {
                /// A.
                var title: String
                /// B.
                var isOn: Bool
                /// C.
                var lines: [String]
                /// D.
                var note: String?
                /// E.
                var inner: InnerModel
                /// F.
                var inners: [InnerModel]
                /// G.
                var maybeInner: InnerModel?
                /// H.
                var computed: Bool { !lines.isEmpty }
                /// I.
                var inferredText = "text"
                /// J.
                var inferredFlag = false
                /// K.
                var inferredInner = InnerModel()
            }

            /// - Template object: inner thing
            struct InnerModel {}
            """
        let keys = try contract(source).objects.first.map { object -> [String: KeyType] in
            guard case .properties(let keys) = object.keys else { return [:] }
            return Dictionary(uniqueKeysWithValues: keys.map { ($0.key, $0.type) })
        }
        #expect(
            keys == [
                "title": .string, "isOn": .bool, "lines": .strings, "note": .optional(.string),
                "inner": .object("inner thing"), "inners": .objects("inner thing"),
                "maybeInner": .optional(.object("inner thing")), "computed": .bool, "inferredText": .string,
                "inferredFlag": .bool, "inferredInner": .object("inner thing"),
            ])
    }

    @Test func aPropertyTaggedNoneIsNoKeyAndARenamedOneHasItsKey() throws {
        let source = """
            /// - Template object: scene
            struct SceneModel {
                /// Where the files go.
                /// - Template key: none
                var folder: Int
                /// How the files write the library types.
                /// - Template key: rx
                var libraryNames: LibraryNames
                static let shared = 1
                struct Nested {
                    var ignored: Int
                }
            }

            /// - Template object: library names
            /// - Template keys: one per library type
            struct LibraryNames {
                var shadowed: Set<String>
            }
            """
        #expect(
            try contract(source).objects == [
                TemplateObject(
                    title: "scene", typeName: "SceneModel",
                    keys: .properties([
                        TemplateKey(
                            key: "rx", property: "libraryNames", type: .object("library names"),
                            meaning: "How the files write the library types.", example: "")
                    ])),
                TemplateObject(title: "library names", typeName: "LibraryNames", keys: .libraryTypes),
            ])
    }

    @Test func anUnknownTagIsAnErrorAtTheTag() {
        let source = MarkedSource(
            """
            /// 1️⃣- Template objekt: greeting
            struct GreetingModel {
                /// The name.
                var name: String
            }

            /// 3️⃣- Template objekt: farewell
            /// - Template object: farewell
            struct FarewellModel {
                /// The name.
                /// 2️⃣- Examples: `Ada`
                var name: String
            }
            """)
        let tags = "the tags are '- Template object:', '- Template keys:', '- Template key:', '- Example:'"
        #expect(
            problems(source)
                == [
                    source.problem("unknown tag '- Template objekt:'; \(tags)", at: "1"),
                    source.problem("unknown tag '- Examples:'; \(tags)", at: "2"),
                    source.problem("unknown tag '- Template objekt:'; \(tags)", at: "3"),
                ].sorted())
    }

    @Test func aTypeWithoutAShapeIsAnErrorAtTheType() {
        let source = MarkedSource(
            """
            /// - Template object: counts
            struct CountsModel {
                /// How many.
                var count: 1️⃣Int
                /// Maybe some.
                var lines: 2️⃣[String]?
                /// A set.
                var 3️⃣names = Set<String>()
            }
            """)
        func unmapped(_ type: String, _ property: String) -> String {
            "cannot map the type '\(type)' of '\(property)' to a template value; a key is a String, Bool, [String] or "
                + "String?, or a template object (a struct tagged '- Template object:'), an array of one or an "
                + "optional one; tag a property that is no key '- Template key: none'"
        }
        #expect(
            problems(source)
                == [
                    source.problem(unmapped("Int", "count"), at: "1"),
                    source.problem(unmapped("[String]?", "lines"), at: "2"),
                    source.problem(
                        "cannot tell the type of 'names' of CountsModel; write it: 'var names: T'", at: "3"),
                ].sorted())
    }

    @Test func textAfterATagIsAnErrorButAnIndentedLineContinuesIt() throws {
        let source = MarkedSource(
            """
            /// - Template object: lines
            struct LinesModel {
                /// The lines.
                /// - Example: `["one",
                ///   "two"]`
                /// 1️⃣More text.
                var lines: [String]
            }
            """)
        #expect(
            problems(source) == [
                source.problem(
                    "text after a tag; put the description before the tags, or indent a tag's continued value by "
                        + "two spaces", at: "1")
            ])
        let fixed = try contract(source.text.replacingOccurrences(of: "    /// More text.\n", with: ""))
        #expect(
            fixed.objects.first?.keys
                == .properties([
                    TemplateKey(
                        key: "lines", property: "lines", type: .strings, meaning: "The lines.",
                        example: "`[\"one\", \"two\"]`")
                ]))
    }

    @Test func aTagInTheWrongPlaceOrTwoObjectsOfOneTitleAreErrors() {
        let source = MarkedSource(
            """
            /// - Template object: thing
            /// 1️⃣- Example: `x`
            struct ThingModel {
                /// Its name.
                /// 2️⃣- Template object: other
                var name: String
            }

            /// - Template object: thing
            struct 3️⃣OtherThingModel {}

            /// 4️⃣- Template object: helper
            enum Helper {}
            """)
        #expect(
            problems(source) == [
                source.problem("'- Example:' belongs on a property, not on a type", at: "1"),
                source.problem("'- Template object:' belongs on a type, not on a property", at: "2"),
                source.problem("another type is the template object 'thing'", at: "3"),
                source.problem("'- Template object:' is for a struct, and this is an enum", at: "4"),
            ])
    }

    @Test func docCommentsOfOtherTypesAreNotRead() throws {
        #expect(
            try contract(
                """
                /// Runs a thing.
                /// - Parameters:
                ///   - x: the thing
                struct Runner {
                    var count: Int
                }
                """
            ).objects == [])
    }
}
