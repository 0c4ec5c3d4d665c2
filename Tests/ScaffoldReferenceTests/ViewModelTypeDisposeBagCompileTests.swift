import Foundation
import ScaffoldKit
import Testing

/// An app's view model protocol that requires the view models' dispose bag, as many apps write theirs
/// (`protocol ViewModelType { var disposeBag: DisposeBag { get set } ... }`): generated transform view models
/// declare the bag as the requirement needs, keep their own bindings in it, and type-check with the protocol.
@Suite struct ViewModelTypeDisposeBagCompileTests {
    /// A scene whose view model binds relays and leads a route to its coordinator, and one that binds nothing.
    static let specs = [
        "Specs/Login.yml": """
        scene: Login
        inputs:
          - submit: {trait: observable}
          - findPassword: {trait: observable}
        outputs:
          - loginValid: {type: Bool, trait: observable}
          - toastMessage: {type: String, trait: publishRelay}
        coordinator:
          routes:
            - findPassword: FindPassword
        """,
        "Specs/FindPassword.yml": """
        scene: FindPassword
        outputs: [title: String]
        coordinator:
        """,
    ]

    static let config = """
        tests: {folder: SceneTests, testableImport: App}
        appCode: App
        conventions: {viewModel: transform, coordinatorInViewModel: true}
        supportTypes: {viewModelType: ViewModelType}
        """

    /// The app's protocol, its bag required with `accessors`.
    static func viewModelType(accessors: String) -> String {
        """
        import RxSwift

        protocol ViewModelType {
            associatedtype Input
            associatedtype Output
            var disposeBag: DisposeBag { \(accessors) }
            func transform(input: Input) -> Output
        }

        """
    }

    @Test(arguments: [("get set", "var"), ("get", "let")], LanguageMode.allCases)
    func viewModelsDeclareTheBagTheAppsProtocolRequires(requirement: (String, String), mode: LanguageMode) throws {
        let (accessors, keyword) = requirement
        let appProtocol = Self.viewModelType(accessors: accessors)
        let output = try AppCodeCompileTests.generate(
            config: Self.config,
            specs: Self.specs.merging(["App/ViewModelType.swift": appProtocol]) { first, _ in first })
        #expect(output.warnings == [])
        let bags = Dictionary(
            uniqueKeysWithValues: output.files.filter { $0.path.hasSuffix("ViewModel.swift") }.map { file in
                (
                    file.path,
                    file.contents.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                        .filter { $0.contains("disposeBag = ") }
                )
            })
        #expect(
            bags == [
                "Scenes/Login/LoginViewModel.swift": ["\(keyword) disposeBag = DisposeBag()"],
                "Scenes/FindPassword/FindPasswordViewModel.swift": ["\(keyword) disposeBag = DisposeBag()"],
            ])
        let result = try AppCodeCompileTests.typecheck(
            output, handWritten: ["ViewModelType.swift": appProtocol], mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }
}
