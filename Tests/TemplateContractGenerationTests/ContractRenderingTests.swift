import Testing

@testable import TemplateContractGeneration

/// What the generator writes from a contract: each object's `templateValue` and the schema, and the documentation's
/// key tables between their markers, the prose around them left alone.
@Suite struct ContractRenderingTests {
    let contract = TemplateContract(objects: [
        TemplateObject(
            title: "scene", typeName: "SceneModel",
            keys: .properties([
                TemplateKey(
                    key: "specPath", property: "specPath", type: .string, meaning: "The spec file.", example: "`A.yml`"),
                TemplateKey(
                    key: "hasInputs", property: "hasInputs", type: .bool, meaning: "Whether | or not.", example: ""),
                TemplateKey(
                    key: "docLines", property: "docLines", type: .strings, meaning: "`doc` by line.", example: ""),
                TemplateKey(key: "note", property: "note", type: .optional(.string), meaning: "A note.", example: ""),
                TemplateKey(
                    key: "state", property: "state", type: .optional(.object("state")), meaning: "The state.",
                    example: ""),
                TemplateKey(
                    key: "cases", property: "cases", type: .objects("enum case"), meaning: "Cases.", example: ""),
                TemplateKey(
                    key: "rx", property: "libraryNames", type: .object("library names"), meaning: "Names.", example: ""),
            ])),
        TemplateObject(title: "state", typeName: "StateModel", keys: .properties([])),
        TemplateObject(title: "library names", typeName: "LibraryNames", keys: .libraryTypes),
    ])

    @Test func theSwiftSourceEncodesEachKeyAndListsItsType() {
        #expect(
            contract.swiftSource() == """
                \(TemplateContract.swiftHeader)

                import ScaffoldCore

                extension SceneModel: TemplateValueConvertible {
                    private static let templateLayout = TemplateLayout([
                        "specPath",
                        "hasInputs",
                        "docLines",
                        "note",
                        "state",
                        "cases",
                        "rx",
                    ])

                    var templateValue: TemplateValue {
                        let values: [TemplateValue] = [
                            .string(specPath),
                            .bool(hasInputs),
                            .strings(docLines),
                            .optional(note),
                            .optional(state),
                            .list(cases),
                            libraryNames.templateValue,
                        ]
                        return .object(TemplateObject(Self.templateLayout, values))
                    }
                }

                extension StateModel: TemplateValueConvertible {
                    private static let templateLayout = TemplateLayout([])

                    var templateValue: TemplateValue {
                        let values: [TemplateValue] = []
                        return .object(TemplateObject(Self.templateLayout, values))
                    }
                }

                extension LibraryNames: TemplateValueConvertible {
                    private static let templateLayout = TemplateLayout(names)

                    var templateValue: TemplateValue {
                        .object(TemplateObject(Self.templateLayout, Self.templateLayout.names.map { .string(self($0)) }))
                    }
                }

                extension TemplateSchema {
                    /// The keys of each object, by the title of its section in the documentation.
                    public static let objects: [String: [String: KeyType]] = [
                        "scene": [
                            "specPath": .string,
                            "hasInputs": .bool,
                            "docLines": .strings,
                            "note": .optional(.string),
                            "state": .optional(.object("state")),
                            "cases": .objects("enum case"),
                            "rx": .object("library names"),
                        ],
                        "state": [:],
                        "library names": Dictionary(uniqueKeysWithValues: LibraryNames.names.map { ($0, KeyType.string) }),
                    ]
                }

                """)
    }

    @Test func theDocumentationGetsATableBetweenEachPairOfMarkers() throws {
        let documentation = """
            # Context

            ## scene

            The root.

            <!-- BEGIN GENERATED: keys of scene -->
            | old | table |
            <!-- END GENERATED -->

            ## state
            <!-- BEGIN GENERATED: keys of state -->
            <!-- END GENERATED -->
            ## library names
            <!-- BEGIN GENERATED: keys of library names -->
            <!-- END GENERATED -->
            """
        let updated = try contract.documentation(updating: documentation, path: "Doc.md")
        let lines = updated.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            Array(lines.prefix(23)) == [
                "# Context", "", "## scene", "", "The root.", "", "<!-- BEGIN GENERATED: keys of scene -->", "",
                "| key | type | meaning | example |", "|---|---|---|---|",
                "| `specPath` | `String` | the spec file | `A.yml` |",
                "| `hasInputs` | `Bool` | whether \\| or not | |",
                "| `docLines` | `[String]` | `doc` by line | |",
                "| `note` | `String?` | a note | |",
                "| `state` | [state](#state)`?` | the state | |",
                "| `cases` | [[enum case]](#enum-case) | cases | |",
                "| `rx` | [library names](#library-names) | names | |",
                "", "<!-- END GENERATED -->", "", "## state", "<!-- BEGIN GENERATED: keys of state -->", "",
            ])
        #expect(
            updated.contains(
                "| `Action` | `String` | `Action`, or `Action::Action` when an app type of the project is called "
                    + "`Action` | `Action` |\n"))
        #expect(
            updated.contains(
                "| `Single` | `String` | `Single`, or `RxSwift.Single` when an app type of the project is called "
                    + "`Single` | `Single` |\n"))
        #expect(try contract.documentation(updating: updated, path: "Doc.md") == updated)
    }

    @Test func anObjectWithoutMarkersOrMarkersOfNoObjectAreErrors() {
        let documentation = """
            <!-- BEGIN GENERATED: keys of scene -->
            <!-- END GENERATED -->
            <!-- BEGIN GENERATED: keys of stat -->
            <!-- END GENERATED -->
            <!-- BEGIN GENERATED: keys of library names -->
            """
        #expect(
            throws: ContractProblems([
                ContractProblem(
                    path: "Doc.md", line: 1, column: 1,
                    message: "the template object 'state' (StateModel) has no key table; add "
                        + "'<!-- BEGIN GENERATED: keys of state -->' and '<!-- END GENERATED -->' where its section lists them"
                ),
                ContractProblem(
                    path: "Doc.md", line: 3, column: 1,
                    message:
                        "'<!-- BEGIN GENERATED: keys of stat -->' names no template object; the objects are 'scene', "
                        + "'state', 'library names'"),
                ContractProblem(
                    path: "Doc.md", line: 5, column: 1,
                    message:
                        "'<!-- BEGIN GENERATED: keys of library names -->' has no '<!-- END GENERATED -->' after it"),
                ContractProblem(
                    path: "Doc.md", line: 1, column: 1,
                    message: "the template object 'library names' (LibraryNames) has no key table; add "
                        + "'<!-- BEGIN GENERATED: keys of library names -->' and '<!-- END GENERATED -->' where its section "
                        + "lists them"),
            ])
        ) {
            try contract.documentation(updating: documentation, path: "Doc.md")
        }
    }

    @Test(arguments: [
        ("The spec file.", "the spec file"), ("A relay.", "a relay"), ("`init` takes it.", "`init` takes it"),
        ("RxSwift's types.", "RxSwift's types"), ("Whether it ends in e.g.", "whether it ends in e.g"),
    ])
    func theMeaningIsTheSentenceAsATableCellWritesIt(prose: String, cell: String) {
        #expect(TemplateContract.meaningColumn(of: prose) == cell)
    }
}
