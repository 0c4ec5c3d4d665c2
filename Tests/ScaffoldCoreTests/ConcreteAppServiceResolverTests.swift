import Testing

@testable import ScaffoldCore

/// An `appServices` entry written `concrete: true` is checked against the app's declaration: a class or struct
/// is held as it is, with no protocol extracted, and generated tests must be able to make it with `init()`.
struct ConcreteAppServiceResolverTests {
    private let file = "App/SwiftHubAPI.swift"

    private func at(_ line: Int, _ column: Int, in file: String? = nil) -> SourceLocation {
        SourceLocation(file: file ?? self.file, line: line, column: column)
    }

    /// The entry `appServices: {SwiftHubAPI: {concrete: true}}` in `scaffold.yml`, at line 3.
    private var entry: SharedServiceSpec {
        var service = SharedServiceSpec(
            file: "scaffold.yml", name: Located("SwiftHubAPI", at: at(3, 3, in: "scaffold.yml")))
        service.isAppProtocol = true
        service.isConcrete = true
        return service
    }

    /// `SwiftHubAPI` declared on line 1 as `kind`, with an `init` on line 2 for each parameter list of `inits`.
    private func index(_ kind: AppDeclaration.Kind, inits: [[AppMember.Parameter]] = []) -> AppCodeIndex {
        var declaration = AppDeclaration(kind: kind, name: "SwiftHubAPI", location: at(1, 13))
        declaration.members = inits.map {
            AppMember(kind: .initializer(parameters: $0), name: "init", location: at(2, 5))
        }
        return AppCodeIndex(files: [AppCodeIndex.File(path: file, imports: [], declarations: [declaration])])
    }

    private func parameter(_ label: String, defaultValue: String? = nil) -> AppMember.Parameter {
        AppMember.Parameter(
            label: label, name: label, type: Located("String", at: at(2, 20)), defaultValue: defaultValue,
            location: at(2, 10))
    }

    private func resolve(_ index: AppCodeIndex, testsMakeIt: Bool = true) -> (
        services: [SharedServiceSpec], diagnostics: [Diagnostic]
    ) {
        AppProtocolResolver(index: index, patterns: ["App"], testsMakeConcreteServices: testsMakeIt).resolve([entry])
    }

    private var declared: Diagnostic.Note {
        .init(location: at(1, 13), message: "'SwiftHubAPI' is declared here")
    }

    @Test func aClassIsKeptAsItIsWithNoProtocolExtracted() {
        let resolved = resolve(index(.class(isFinal: true, isOpen: false), inits: [[]]))
        #expect(resolved.services == [entry])
        #expect(resolved.diagnostics == [])
    }

    @Test func aStructWithoutAnInitIsMadeByTheOneSwiftGivesIt() {
        #expect(resolve(index(.struct)).diagnostics == [])
    }

    @Test func anInitWhoseParametersAllHaveDefaultValuesMakesIt() {
        let inits = [[parameter("token")], [parameter("baseURL", defaultValue: "nil")]]
        #expect(resolve(index(.class(isFinal: false, isOpen: false), inits: inits)).diagnostics == [])
    }

    @Test func aTypeWhoseEveryInitTakesArgumentsIsAnErrorWhenTestsMakeIt() {
        #expect(
            resolve(index(.class(isFinal: true, isOpen: false), inits: [[parameter("token")]])).diagnostics == [
                Diagnostic(
                    severity: .error, location: at(3, 3, in: "scaffold.yml"),
                    message: "generated tests make 'SwiftHubAPI' as 'SwiftHubAPI()', but no 'init' it declares can "
                        + "be called without arguments (each takes arguments, is private, failable or isolated to the "
                        + "main actor); give 'SwiftHubAPI' an 'init' whose parameters all have default values, or set "
                        + "'tests: none'",
                    notes: [declared])
            ])
    }

    @Test func aTypeWhoseEveryInitTakesArgumentsIsFineWithoutTests() {
        let index = index(.class(isFinal: true, isOpen: false), inits: [[parameter("token")]])
        #expect(resolve(index, testsMakeIt: false).diagnostics == [])
    }

    @Test func aProtocolIsAnErrorThatSaysToRemoveTheFlag() {
        #expect(
            resolve(index(.protocol)).diagnostics == [
                Diagnostic(
                    severity: .error, location: at(3, 3, in: "scaffold.yml"),
                    message: "'concrete: true' holds 'SwiftHubAPI' as it is, but 'appCode' declares it as a "
                        + "protocol, which view models hold as 'any SwiftHubAPI'; remove 'concrete: true'",
                    notes: [declared])
            ])
    }

    @Test func aTypeAppCodeDoesNotDeclareIsAnErrorAtItsEntry() {
        #expect(
            resolve(AppCodeIndex(files: [])).diagnostics == [
                Diagnostic(
                    severity: .error, location: at(3, 3, in: "scaffold.yml"),
                    message: "no class or struct 'SwiftHubAPI' is declared in 'appCode' (App); declare it in a file "
                        + "'appCode' lists, or remove 'concrete: true'")
            ])
    }
}
