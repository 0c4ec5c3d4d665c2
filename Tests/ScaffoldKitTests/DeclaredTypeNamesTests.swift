import Testing

@testable import ScaffoldCore
@testable import ScaffoldKit

/// The types a file declares, as another file names them: top-level ones, and nested ones (in a type or in an
/// extension of one) by their dotted names, each where its name is written.
@Suite struct DeclaredTypeNamesTests {
    @Test func nestedTypesAreNamedThroughTheTypeOrExtensionTheyAreIn() {
        let text = """
            protocol LoginViewModelType {}
            final class LoginViewModel {
                struct Input {}
                enum Mode { case a }
            }
            extension LoginViewModel {
                struct Output {}
            }
            typealias Handler = () -> Void
            func helper() {}
            """
        #expect(
            DeclaredTypeNames.declarations(in: text, path: "A.swift").map { "\($0.name) \($0.location)" } == [
                "LoginViewModelType A.swift:1:10", "LoginViewModel A.swift:2:13", "LoginViewModel.Input A.swift:3:12",
                "LoginViewModel.Mode A.swift:4:10", "LoginViewModel.Output A.swift:7:12", "Handler A.swift:9:11",
            ])
    }
}
