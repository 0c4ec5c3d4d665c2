import Foundation
import Testing

@testable import ScaffoldCore

/// An `appServices` entry without `methods:` gets the methods of the app's own declaration of its protocol, as
/// scaffold indexed it from `appCode`; what a mock cannot implement yet is an error at the Swift declaration.
struct AppProtocolResolverTests {
    private let file = "App/PricesUseCase.swift"

    private func at(_ line: Int, _ column: Int, in file: String? = nil) -> SourceLocation {
        SourceLocation(file: file ?? self.file, line: line, column: column)
    }

    /// The entry `appServices: {name: }` in `scaffold.yml`, at line 3.
    private func entry(_ name: String) -> SharedServiceSpec {
        var service = SharedServiceSpec(file: "scaffold.yml", name: Located(name, at: at(3, 3, in: "scaffold.yml")))
        service.isAppProtocol = true
        return service
    }

    private func type(_ text: String) throws -> SwiftType {
        try SwiftTypeParser.parse(text).get()
    }

    /// A method requirement on `line`, its name at column 10 and its return type, if any, at column 40.
    private func method(
        _ name: String, line: Int, _ parameters: [AppMember.Parameter] = [], returns: String? = nil,
        isAsync: Bool = false, isThrowing: Bool = false, thrownType: String? = nil, isRethrowing: Bool = false,
        generics: [String] = [], whereClause: String? = nil, isStatic: Bool = false, attributes: [String] = [],
        modifiers: [String] = [], isConditional: Bool = false
    ) -> AppMember {
        AppMember(
            kind: .method(
                AppMember.Method(
                    parameters: parameters, returnType: returns.map { Located($0, at: at(line, 40)) },
                    isAsync: isAsync, isThrowing: isThrowing || thrownType != nil || isRethrowing,
                    thrownType: thrownType.map { Located($0, at: at(line, 30)) }, isRethrowing: isRethrowing,
                    genericParameters: generics, whereClause: whereClause)),
            name: name, isStatic: isStatic, attributes: attributes, modifiers: modifiers,
            isConditional: isConditional, location: at(line, 10))
    }

    /// A parameter on `line`, its label at `column` and its type 10 columns further.
    private func parameter(_ label: String, _ type: String, name: String? = nil, line: Int, column: Int = 20)
        -> AppMember.Parameter
    {
        AppMember.Parameter(
            label: label, name: name ?? label, type: Located(type, at: at(line, column + 10)),
            location: at(line, column))
    }

    private func index(_ declarations: [AppDeclaration], imports: [String] = []) -> AppCodeIndex {
        AppCodeIndex(files: [
            AppCodeIndex.File(
                path: file, imports: imports.map { Located($0, at: at(1, 8)) }, declarations: declarations)
        ])
    }

    private func prices(_ members: [AppMember], inherits: [String] = []) -> AppDeclaration {
        AppDeclaration(
            kind: .protocol, name: "PricesUseCase", inheritedTypes: inherits.map { Located($0, at: at(2, 25)) },
            members: members, location: at(2, 10))
    }

    private func resolve(_ index: AppCodeIndex, _ services: [SharedServiceSpec]) -> (
        services: [SharedServiceSpec], diagnostics: [Diagnostic]
    ) {
        AppProtocolResolver(index: index, patterns: ["App"]).resolve(services)
    }

    @Test func everyMethodBecomesAServiceMethodOfTheKindItsReturnTypeSays() throws {
        let members = [
            method("price", line: 3, [parameter("productID", "Int", line: 3)], returns: "Observable<String>"),
            method("currencyCode", line: 4, returns: "RxSwift.Single<String>"),
            method("save", line: 5, [parameter("_", "Price", name: "price", line: 5)], returns: "Completable"),
            method("cached", line: 6, [parameter("for", "Int", name: "id", line: 6)], returns: "Maybe<[Price]>"),
            method("reset", line: 7),
            method(
                "rate", line: 8, [parameter("from", "Int", line: 8), parameter("to", "Int", line: 8, column: 30)],
                returns: "Double?"),
            method("observe", line: 9, [parameter("handler", "@escaping (Price) -> Void", line: 9)], returns: "Void"),
        ]
        let (services, diagnostics) = resolve(
            index([prices(members)], imports: ["RxSwift", "Domain"]), [entry("PricesUseCase")])
        var expected = entry("PricesUseCase")
        expected.imports = [Located("RxSwift", at: at(1, 8)), Located("Domain", at: at(1, 8))]
        expected.declarationFiles = [file]
        expected.methods = [
            ServiceMethodSpec(
                name: Located("price", at: at(3, 10)),
                parameters: [
                    ParameterSpec(
                        name: Located("productID", at: at(3, 20)), type: Located(try type("Int"), at: at(3, 30)))
                ],
                returns: Located(try type("String"), at: at(3, 40)), kind: Located(.observable, at: at(3, 40))),
            ServiceMethodSpec(
                name: Located("currencyCode", at: at(4, 10)), returns: Located(try type("String"), at: at(4, 40)),
                kind: Located(.single, at: at(4, 40))),
            ServiceMethodSpec(
                name: Located("save", at: at(5, 10)),
                parameters: [
                    ParameterSpec(
                        name: Located("price", at: at(5, 20)), type: Located(try type("Price"), at: at(5, 30)),
                        label: Located("_", at: at(5, 20)))
                ],
                kind: Located(.completable, at: at(5, 40))),
            ServiceMethodSpec(
                name: Located("cached", at: at(6, 10)),
                parameters: [
                    ParameterSpec(
                        name: Located("id", at: at(6, 20)), type: Located(try type("Int"), at: at(6, 30)),
                        label: Located("for", at: at(6, 20)))
                ],
                returns: Located(try type("[Price]"), at: at(6, 40)), kind: Located(.maybe, at: at(6, 40))),
            ServiceMethodSpec(name: Located("reset", at: at(7, 10)), kind: Located(.sync, at: at(7, 10))),
            ServiceMethodSpec(
                name: Located("rate", at: at(8, 10)),
                parameters: [
                    ParameterSpec(name: Located("from", at: at(8, 20)), type: Located(try type("Int"), at: at(8, 30))),
                    ParameterSpec(name: Located("to", at: at(8, 30)), type: Located(try type("Int"), at: at(8, 40))),
                ],
                returns: Located(try type("Double?"), at: at(8, 40)), kind: Located(.sync, at: at(8, 40))),
            ServiceMethodSpec(
                name: Located("observe", at: at(9, 10)),
                parameters: [
                    ParameterSpec(
                        name: Located("handler", at: at(9, 20)),
                        type: Located(try type("(Price) -> Void"), at: at(9, 30)))
                ],
                kind: Located(.sync, at: at(9, 40))),
        ].map { method in
            var method = method
            method.appShape = AppMethodShape(mockedName: method.name.value)
            return method
        }
        #expect(diagnostics == [])
        #expect(services == [expected])
    }

    @Test func theMethodsOfInheritedProtocolsFollowItsOwnAndAClassConstraintIsSatisfied() throws {
        let base = AppDeclaration(
            kind: .protocol, name: "UseCase", members: [method("cancel", line: 12)], location: at(11, 10))
        let index = AppCodeIndex(files: [
            AppCodeIndex.File(
                path: "App/Base.swift", imports: [Located("Foundation", at: at(1, 8, in: "App/Base.swift"))]),
            AppCodeIndex.File(
                path: file,
                declarations: [prices([method("reset", line: 3)], inherits: ["UseCase", "AnyObject"]), base]),
        ])
        let (services, diagnostics) = resolve(index, [entry("PricesUseCase")])
        #expect(diagnostics == [])
        #expect(
            services.map { $0.methods.map(\.name.value) } == [["reset", "cancel"]])
        #expect(services.map(\.declarationFiles) == [[file]])
    }

    @Test func anEntryThatListsItsMethodsAndAServiceSpecAreLeftAlone() {
        var listed = entry("PricesUseCase")
        listed.listsMethods = true
        let spec = SharedServiceSpec(file: "Specs/Services/Cart.yml", name: Located("CartService", at: at(1, 10)))
        let (services, diagnostics) = resolve(index([prices([method("reset", line: 3)])]), [listed, spec])
        #expect(diagnostics == [])
        #expect(services == [listed, spec])
    }

    @Test func aProtocolAppCodeDoesNotDeclareIsAnErrorAtItsEntry() {
        let (services, diagnostics) = resolve(index([]), [entry("PricesUseCase")])
        #expect(services == [entry("PricesUseCase")])
        #expect(
            diagnostics == [
                Diagnostic(
                    severity: .error, location: at(3, 3, in: "scaffold.yml"),
                    message: "no protocol 'PricesUseCase' is declared in 'appCode' (App); declare it in a file "
                        + "'appCode' lists, or list its methods under 'methods:'")
            ])
    }

    @Test func aClassGivesTheProtocolExtractedFromItsAPIWithoutPrivateMembersOrInitializers() throws {
        let members = [
            method("load", line: 5, [parameter("page", "Int", line: 5)], returns: "Single<[Int]>"),
            AppMember(
                kind: .property(AppMember.Property(type: Located("Int", at: at(6, 20)), isSettable: true)),
                name: "limit", modifiers: ["public", "final"], location: at(6, 10)),
            method("evict", line: 7, modifiers: ["private"]),
            AppMember(kind: .initializer(parameters: []), name: "init", location: at(8, 10)),
            method("reset", line: 9, attributes: ["@objc"], modifiers: ["override"]),
        ]
        var withDefault = members
        if case .method(var load) = withDefault[0].kind {
            load.parameters[0].defaultValue = "1"
            withDefault[0].kind = .method(load)
        }
        let cache = AppDeclaration(
            kind: .class(isFinal: true, isOpen: false), name: "Cache", members: withDefault,
            attributes: ["@MainActor"], location: at(4, 13))
        let (services, diagnostics) = resolve(index([cache], imports: ["RxSwift"]), [entry("Cache")])
        #expect(diagnostics == [])
        let service = try #require(services.first)
        #expect(service.names.serviceProtocol == "CacheType")
        #expect(service.keepsAppName == false)
        #expect(service.extractedClass == ExtractedClass(defaultValues: [["1"], []], location: at(4, 13)))
        #expect(service.methods.map(\.name.value) == ["load", "reset"])
        #expect(service.methods.map(\.appShape?.isolation) == [["@MainActor"], ["@MainActor"]])
        #expect(
            service.properties == [
                ServicePropertySpec(
                    name: Located("limit", at: at(6, 10)), type: Located(try type("Int"), at: at(6, 20)),
                    isSettable: true, isolation: ["@MainActor"])
            ])
        #expect(service.declarationFiles == [file])
        #expect(service.imports.map(\.value) == ["RxSwift"])
    }

    @Test func aGenericClassIsAnErrorAtItsEntryWithANoteAtTheClass() {
        let cache = AppDeclaration(
            kind: .class(isFinal: true, isOpen: false), name: "Cache", genericParameters: ["Key"], location: at(4, 13))
        #expect(
            resolve(index([cache]), [entry("Cache")]).diagnostics == [
                Diagnostic(
                    severity: .error, location: at(3, 3, in: "scaffold.yml"),
                    message: "scaffold cannot extract a protocol from class 'Cache': it is generic; declare the "
                        + "protocol its view models need and list that under 'appServices'",
                    notes: [.init(location: at(4, 13), message: "'Cache' is declared here")])
            ])
    }

    @Test func aStructIsAnErrorAtItsEntryWithANoteAtTheStruct() {
        let cache = AppDeclaration(kind: .struct, name: "Cache", location: at(4, 13))
        #expect(
            resolve(index([cache]), [entry("Cache")]).diagnostics == [
                Diagnostic(
                    severity: .error, location: at(3, 3, in: "scaffold.yml"),
                    message: "'Cache' is a struct in 'appCode'; 'appServices' lists protocols, whose mocks scaffold "
                        + "writes, and classes, whose protocol and mock it writes; write 'Cache: {concrete: true}' to "
                        + "have view models hold a class or struct as it is",
                    notes: [.init(location: at(4, 13), message: "'Cache' is declared here")])
            ])
    }

    @Test(
        arguments: [
            ("0", "Int"), ("-1_000", "Int"), ("2.5", "Double"), ("\"a\"", "String"), ("false", "Bool"),
            ("Date()", "Date"), ("DispatchQueue(label: \"q\")", "DispatchQueue"), ("\"\\(x)\"", nil), ("[]", nil),
            ("Foo.make()", nil), ("makeDate()", nil), ("Box(Box())", nil),
        ] as [(String, String?)])
    func aPropertysTypeIsInferredOnlyWhereNoLookupIsNeeded(value: String, type: String?) {
        #expect(AppProtocolResolver.typeOfInitialValue(Located(value, at: at(5, 20)))?.value == type)
    }

    @Test(
        arguments: [
            ("1", "1"), ("-2.5", "-2.5"), ("\"x\"", "\"x\""), ("true", "true"), ("nil", "nil"), ("[]", "[]"),
            (".full", ".full"), ("Self.limit", nil), ("makeDefault()", nil), ("\"\\(x)\"", nil), ("x", nil),
        ] as [(String, String?)])
    func onlyDefaultsThatMeanTheSameOutsideTheClassArePassed(value: String, passed: String?) {
        #expect(AppProtocolResolver.passableDefault(value) == passed)
    }

    @Test func aProtocolDeclaredTwiceIsAnErrorAtItsEntryWithANoteAtEach() {
        let other = AppDeclaration(kind: .protocol, name: "PricesUseCase", location: at(9, 10))
        #expect(
            resolve(index([prices([]), other]), [entry("PricesUseCase")]).diagnostics == [
                Diagnostic(
                    severity: .error, location: at(3, 3, in: "scaffold.yml"),
                    message: "'PricesUseCase' is declared more than once in 'appCode'; leave one of the files out of "
                        + "'appCode', or list its methods under 'methods:'",
                    notes: [
                        .init(location: at(2, 10), message: "declared here"),
                        .init(location: at(9, 10), message: "declared here"),
                    ])
            ])
    }

    /// The note every error in the app's Swift carries: the entry that asked for the protocol.
    private var entryNote: Diagnostic.Note {
        .init(
            location: at(3, 3, in: "scaffold.yml"), message: "'appServices' reads 'PricesUseCase' from 'appCode' here")
    }

    private static let advice =
        "list the methods the mock of 'PricesUseCase' should have under its 'methods:' in 'appServices'"

    static let unsupportedMembers: [(member: AppMember, message: String)] = {
        let tests = AppProtocolResolverTests()
        func member(_ kind: AppMember.Kind, _ name: String) -> AppMember {
            AppMember(kind: kind, name: name, location: tests.at(5, 10))
        }
        return [
            (
                member(.property(AppMember.Property(type: nil, isSettable: false)), "currency"),
                "'currency' of protocol 'PricesUseCase' cannot be mocked yet: it has no type written, and its "
                    + "initial value is not a literal or a type's initializer, so the mock cannot declare one"
            ),
            (
                member(
                    .property(
                        AppMember.Property(
                            type: Located("String", at: tests.at(5, 20)), isSettable: false, hasEffects: true)),
                    "token"),
                "'token' of protocol 'PricesUseCase' cannot be mocked yet: its getter is 'async' or 'throws'"
            ),
            (
                member(.associatedType(inheritedTypes: []), "Price"),
                "'Price' of protocol 'PricesUseCase' cannot be mocked yet: it is an associated type"
            ),
            (
                member(.initializer(parameters: []), "init"),
                "'init' of protocol 'PricesUseCase' cannot be mocked yet: it is an initializer"
            ),
            (
                member(.subscript, "subscript"),
                "'subscript' of protocol 'PricesUseCase' cannot be mocked yet: it is a subscript"
            ),
            (
                tests.method("map", line: 5, isRethrowing: true),
                "'map()' of protocol 'PricesUseCase' cannot be mocked yet: it is 'rethrows'"
            ),
            (
                tests.method("fetch", line: 5, attributes: ["@objc"]),
                "'fetch()' of protocol 'PricesUseCase' cannot be mocked yet: it has the attribute '@objc'"
            ),
            (
                tests.method("fetch", line: 5, modifiers: ["optional"]),
                "'fetch()' of protocol 'PricesUseCase' cannot be mocked yet: it is 'optional'"
            ),
            (
                tests.method("fetch", line: 5, isConditional: true),
                "'fetch()' of protocol 'PricesUseCase' cannot be mocked yet: it is declared inside '#if'"
            ),
            (
                tests.method("add", line: 5, [tests.parameter("values", "Int...", line: 5)]),
                "'add(values:)' of protocol 'PricesUseCase' cannot be mocked yet: its parameter 'values' has the type "
                    + "'Int...', which scaffold does not read yet"
            ),
            (
                tests.method("add", line: 5, [tests.parameter("value", "inout Int", line: 5)]),
                "'add(value:)' of protocol 'PricesUseCase' cannot be mocked yet: its parameter 'value' is 'inout'"
            ),
            (
                tests.method("each", line: 5, [tests.parameter("body", "(Int) -> Void", line: 5)]),
                "'each(body:)' of protocol 'PricesUseCase' cannot be mocked yet: its parameter 'body' is a closure "
                    + "that is not '@escaping', which the mock keeps"
            ),
            (
                tests.method("copy", line: 5, returns: "Self"),
                "'copy()' of protocol 'PricesUseCase' cannot be mocked yet: its signature mentions 'Self'"
            ),
            (
                tests.method("shape", line: 5, returns: "some Shape"),
                "'shape()' of protocol 'PricesUseCase' cannot be mocked yet: it returns 'some Shape', which scaffold "
                    + "does not read yet"
            ),
        ]
    }()

    @Test(arguments: unsupportedMembers.indices)
    func aMemberAMockCannotImplementYetIsAnErrorAtItsDeclaration(case index: Int) {
        let (member, message) = Self.unsupportedMembers[index]
        #expect(
            resolve(self.index([prices([member])]), [entry("PricesUseCase")]).diagnostics == [
                Diagnostic(
                    severity: .error, location: member.location, message: message + "; " + Self.advice,
                    notes: [entryNote])
            ])
    }

    @Test func aVariadicParameterIsRefusedAsVariadic() {
        var values = parameter("values", "Int", line: 5)
        values.isVariadic = true
        #expect(
            resolve(index([prices([method("add", line: 5, [values])])]), [entry("PricesUseCase")]).diagnostics.map(
                \.message) == [
                    "'add(values:)' of protocol 'PricesUseCase' cannot be mocked yet: its parameter 'values' is "
                        + "variadic; " + Self.advice
                ])
    }

    @Test func methodsSharingABaseNameGetMockMembersNamedByTheirLabelsThenTheirTypes() {
        let members = [
            method("price", line: 3, [parameter("productID", "Int", line: 3)], returns: "Observable<String>"),
            method("price", line: 4, [parameter("sku", "String", line: 4)], returns: "Observable<String>"),
            method("price", line: 5, [parameter("_", "[Int]", name: "ids", line: 5)], returns: "Single<[String]>"),
            method("price", line: 6, [parameter("sku", "Int", line: 6)], returns: "Observable<String>"),
            method("total", line: 7),
        ]
        let (services, diagnostics) = resolve(index([prices(members)]), [entry("PricesUseCase")])
        #expect(diagnostics == [])
        #expect(
            services.first?.methods.map(\.mockedName) == [
                "priceProductID", "priceSku", "priceIds", "priceSkuInt", "total",
            ])
    }

    @Test func methodsNoLabelsOrTypesTellApartAreAnErrorAtTheLaterWithANoteAtTheEarlier() {
        let members = [
            method("price", line: 3, [parameter("id", "Int", line: 3)], returns: "Observable<String>"),
            method("price", line: 4, [parameter("id", "Int", line: 4)], returns: "Single<String>"),
            method("price", line: 5, [parameter("id", "Int", line: 5)], returns: "Maybe<String>"),
        ]
        #expect(
            resolve(index([prices(members)]), [entry("PricesUseCase")]).diagnostics == [
                Diagnostic(
                    severity: .error, location: at(5, 10),
                    message: "'price(id:)' of protocol 'PricesUseCase' cannot be mocked yet: another method of the "
                        + "protocol is named 'price' too, with the same labels and types, and the mock's members for "
                        + "the two would clash; " + Self.advice,
                    notes: [.init(location: at(4, 10), message: "'price(id:)' is declared here"), entryNote])
            ])
    }

    @Test func effectsGenericsStaticAndIsolationAreKeptForTheMock() throws {
        let members = [
            method("load", line: 3, returns: "[Int]", isAsync: true, isThrowing: true),
            method("check", line: 4, returns: "Bool", thrownType: "CheckError"),
            method(
                "decode", line: 5, [parameter("_", "T.Type", name: "type", line: 5)], returns: "T",
                generics: ["T: Decodable"], whereClause: "where T: Sendable"),
            method("reset", line: 6, isStatic: true),
            method("refresh", line: 7, attributes: ["@MainActor", "@discardableResult"], modifiers: ["mutating"]),
            method("remove", line: 8, [parameter("_", "Int", name: "_", line: 8)]),
        ]
        let (services, diagnostics) = resolve(index([prices(members)]), [entry("PricesUseCase")])
        #expect(diagnostics == [])
        let methods = try #require(services.first?.methods)
        #expect(
            methods.map(\.appShape) == [
                AppMethodShape(isAsync: true, throwing: .untyped, mockedName: "load"),
                AppMethodShape(throwing: .typed(try type("CheckError")), mockedName: "check"),
                AppMethodShape(
                    genericParameters: ["T: Decodable"], whereClause: "where T: Sendable", mockedName: "decode"),
                AppMethodShape(isStatic: true, mockedName: "reset"),
                AppMethodShape(isolation: ["@MainActor"], mockedName: "refresh"),
                AppMethodShape(mockedName: "remove"),
            ])
        #expect(methods.last?.parameters.map(\.name.value) == ["argument1"])
    }

    @Test func propertiesAreStoredByTheMockWithTheirSettability() throws {
        let members = [
            AppMember(
                kind: .property(AppMember.Property(type: Located("String", at: at(3, 20)), isSettable: true)),
                name: "currency", location: at(3, 10)),
            AppMember(
                kind: .property(AppMember.Property(type: Located("Session", at: at(4, 20)), isSettable: false)),
                name: "session", isStatic: true, attributes: ["@MainActor"], location: at(4, 10)),
        ]
        let (services, diagnostics) = resolve(index([prices(members)]), [entry("PricesUseCase")])
        #expect(diagnostics == [])
        #expect(
            services.first?.properties == [
                ServicePropertySpec(
                    name: Located("currency", at: at(3, 10)), type: Located(try type("String"), at: at(3, 20)),
                    isSettable: true),
                ServicePropertySpec(
                    name: Located("session", at: at(4, 10)), type: Located(try type("Session"), at: at(4, 20)),
                    isSettable: false, isStatic: true, isolation: ["@MainActor"]),
            ])
    }

    @Test func anInheritedProtocolAppCodeDoesNotDeclareIsAnErrorAtTheInheritance() {
        #expect(
            resolve(index([prices([], inherits: ["Sendable"])]), [entry("PricesUseCase")]).diagnostics == [
                Diagnostic(
                    severity: .error, location: at(2, 25),
                    message: "protocol 'PricesUseCase' inherits 'Sendable', which 'appCode' does not declare, so a "
                        + "mock cannot implement what it requires; " + Self.advice,
                    notes: [entryNote])
            ])
    }

    @Test func aProtocolWithPrimaryAssociatedTypesIsAnErrorAtTheProtocol() {
        var repository = prices([])
        repository.genericParameters = ["Price"]
        #expect(
            resolve(index([repository]), [entry("PricesUseCase")]).diagnostics == [
                Diagnostic(
                    severity: .error, location: at(2, 10),
                    message: "protocol 'PricesUseCase' cannot be mocked yet: it has primary associated types; "
                        + Self.advice,
                    notes: [entryNote])
            ])
    }
}
