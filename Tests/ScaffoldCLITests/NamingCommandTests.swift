import Foundation
import Testing

/// `naming:` in `scaffold.yml` as a person meets it: switching it makes the project stale, and `scaffold rename`
/// renames the navigator and assembler it brings.
@Suite struct NamingCommandTests {
    static let cleanArchitecture = "tests: none\nnaming: {service: useCase, coordinator: navigator}\n"

    @Test func switchingTheNamingMakesTheProjectStale() throws {
        let project = try TemporaryProject()
        try project.write("scaffold.yml", "tests: none\n")
        try project.write("Specs/Profile.yml", "scene: Profile\nservice:\n  methods: [load]\ncoordinator: {}\n")
        try project.runner.run(["scene"])
        try project.write("scaffold.yml", Self.cleanArchitecture)
        let result = try project.runner.run(["scene", "--check"])
        #expect(
            result
                == .init(
                    status: 1,
                    stdout: """
                        stale Scenes/Profile/Profile.generated.swift
                        --- a/Scenes/Profile/Profile.generated.swift
                        +++ b/Scenes/Profile/Profile.generated.swift
                        @@ -4,13 +4,13 @@
                         
                         // MARK: - View model contract
                         
                        -/// The Profile view model as its screen and coordinator see it.
                        +/// The Profile view model as its screen and navigator see it.
                         protocol ProfileViewModelType: AnyObject {
                         }
                         
                        -// MARK: - Service
                        +// MARK: - Use case
                         
                        -/// The work the Profile view model asks of its service.
                        -protocol ProfileServiceType {
                        +/// The work the Profile view model asks of its use case.
                        +protocol ProfileUseCaseType {
                             func load() -> Single<Void>
                         }
                        behind Scenes/Profile/ProfileViewModel.swift (template change)
                        --- a/Scenes/Profile/ProfileViewModel.swift
                        +++ b/Scenes/Profile/ProfileViewModel.swift
                        @@ -7,12 +7,12 @@
                         
                             // MARK: - Dependencies
                         
                        -    private let profileService: any ProfileServiceType
                        +    private let profileUseCase: any ProfileUseCaseType
                         
                             // MARK: - Init
                         
                        -    init(profileService: any ProfileServiceType = ProfileService()) {
                        -        self.profileService = profileService
                        +    init(profileUseCase: any ProfileUseCaseType = ProfileUseCase()) {
                        +        self.profileUseCase = profileUseCase
                             }
                         }
                         
                        orphan Scenes/Profile/ProfileCoordinator.swift (--prune removes it)
                        orphan Scenes/Profile/ProfileService.swift (--prune removes it)
                        1 scene: 1 stale of 4 generated files, 1 skeleton behind its spec, 2 skeletons no longer made by \
                        their specs; run 'scaffold scene --prune' to update

                        """,
                    stderr: """
                        Scenes/Profile/ProfileUseCase.swift:1:1: warning: skeleton is missing; run 'scaffold scene' to create it
                        Scenes/Profile/ProfileNavigator.swift:1:1: warning: skeleton is missing; run 'scaffold scene' to create it
                        Scenes/Profile/ProfileAssembler.swift:1:1: warning: skeleton is missing; run 'scaffold scene' to create it

                        """))
    }

    /// The new skeletons are created beside those of the former naming, which are orphans until pruned: an edited
    /// one is the person's to empty and delete, one nobody edited goes.
    @Test func regeneratingUnderTheNewNamingCreatesItsSkeletonsAndOrphansTheOldOnes() throws {
        let project = try TemporaryProject()
        try project.write("scaffold.yml", "tests: none\n")
        try project.write("Specs/Profile.yml", "scene: Profile\nservice:\n  methods: [load]\ncoordinator: {}\n")
        try project.runner.run(["scene"])
        try project.write(
            "Scenes/Profile/ProfileService.swift",
            try project.read("Scenes/Profile/ProfileService.swift") + "// The person's notes.\n")
        try project.write("scaffold.yml", Self.cleanArchitecture)
        let result = try project.runner.run(["scene"])
        #expect(result.status == 0)
        #expect(
            result.stdout.split(separator: "\n").filter { $0.hasPrefix("orphan ") } == [
                "orphan Scenes/Profile/ProfileCoordinator.swift (--prune removes it)",
                "orphan Scenes/Profile/ProfileService.swift (edited: --prune keeps it)",
            ])
        #expect(
            project.files().filter { $0.hasPrefix("Scenes/Profile/") } == [
                "Scenes/Profile/Profile.generated.swift", "Scenes/Profile/ProfileAssembler.swift",
                "Scenes/Profile/ProfileCoordinator.swift", "Scenes/Profile/ProfileNavigator.swift",
                "Scenes/Profile/ProfileService.swift", "Scenes/Profile/ProfileUseCase.swift",
                "Scenes/Profile/ProfileViewController.swift", "Scenes/Profile/ProfileViewModel.swift",
            ])
        #expect(try project.runner.run(["scene", "--check"]).status == 1)
        #expect(try project.runner.run(["scene", "--prune"]).status == 0)
        #expect(!project.exists("Scenes/Profile/ProfileCoordinator.swift"))
        #expect(project.exists("Scenes/Profile/ProfileService.swift"))
        #expect(try project.runner.run(["scene", "--check"]).status == 0)
    }

    @Test func renameRenamesTheNavigatorAndTheAssemblerAndKeepsThePersonsCode() throws {
        let project = try TemporaryProject()
        try project.write("scaffold.yml", Self.cleanArchitecture)
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.write(
            "Specs/Home.yml",
            "scene: Home\noutputs:\n  - openProfile\ncoordinator:\n  routes:\n    - openProfile: Profile\n")
        try project.runner.run(["scene"])
        let assembler = try project.read("Scenes/Profile/ProfileAssembler.swift")
        try project.write(
            "Scenes/Profile/ProfileAssembler.swift",
            assembler.replacingOccurrences(
                of: "        ProfileViewModel()\n", with: "        ProfileViewModel(profileUseCase: ProfileUseCase())\n"
            ))

        let result = try project.runner.run(["rename", "Profile", "Account"])

        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            project.files().filter { $0.hasPrefix("Scenes/Account/") || $0.hasPrefix("Scenes/Profile/") } == [
                "Scenes/Account/Account.generated.swift", "Scenes/Account/AccountAssembler.swift",
                "Scenes/Account/AccountNavigator.swift", "Scenes/Account/AccountUseCase.swift",
                "Scenes/Account/AccountViewController.swift", "Scenes/Account/AccountViewModel.swift",
            ])
        #expect(
            try project.read("Scenes/Account/AccountAssembler.swift") == """
                // Created by scaffold from Specs/Account.yml. Yours to edit: scaffold only merges spec changes into it.

                import UIKit

                /// Builds the Account scene with what it needs, for AccountNavigator to show.
                @MainActor
                struct AccountAssembler {
                    func makeViewModel() -> AccountViewModel {
                        AccountViewModel(accountUseCase: AccountUseCase())
                    }

                    func makeViewController(viewModel: any AccountViewModelType) -> AccountViewController {
                        AccountViewController(viewModel: viewModel)
                    }
                }

                """)
        #expect(
            try project.read("Scenes/Account/AccountNavigator.swift") == """
                // Created by scaffold from Specs/Account.yml. Yours to edit: scaffold only merges spec changes into it.

                import RxSwift
                import UIKit

                /// Shows the Account scene its assembler builds, and leads its outputs to other scenes.
                @MainActor
                final class AccountNavigator: BaseCoordinator<AccountCoordinationResult> {
                    private let rootViewController: UIViewController
                    private let presentation: ScenePresentation
                    private let assembler: AccountAssembler

                    init(rootViewController: UIViewController, presentation: ScenePresentation = .modalInNavigation) {
                        self.rootViewController = rootViewController
                        self.presentation = presentation
                        assembler = AccountAssembler()
                    }

                    override func start() -> Observable<CoordinationResult> {
                        let viewModel = assembler.makeViewModel()
                        let viewController = assembler.makeViewController(viewModel: viewModel)
                        let screen = presentation.show(viewController, from: rootViewController)

                        let doneResult = viewModel.outputs.name.asObservable()
                            .map { _ in CoordinationResult.done }
                        return screen.result(of: Observable.merge(doneResult))
                    }
                }

                """)
        #expect(try project.read("Scenes/Home/HomeNavigator.swift").contains("AccountNavigator(rootViewController:"))
        #expect(try project.runner.run(["scene", "--check"]).status == 0)
    }

    @Test func pruneDeletesTheNavigatorAndTheAssemblerOfADeletedScene() throws {
        let project = try TemporaryProject()
        try project.write("scaffold.yml", Self.cleanArchitecture)
        try project.write("Specs/Profile.yml", minimalSpec)
        try project.write("Specs/Home.yml", "scene: Home\n")
        try project.runner.run(["scene"])
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("Specs/Profile.yml"))

        let result = try project.runner.run(["scene", "--prune"])

        #expect(result.status == 0)
        #expect(
            result.stdout.split(separator: "\n").filter { $0.hasPrefix("remove ") } == [
                "remove Scenes/Profile/Profile.generated.swift",
                "remove Scenes/Support/BaseCoordinator.generated.swift",
                "remove Scenes/Support/NotImplemented.generated.swift",
                "remove Scenes/Support/ScenePresentation.generated.swift",
                "remove Scenes/Profile/ProfileAssembler.swift", "remove Scenes/Profile/ProfileNavigator.swift",
                "remove Scenes/Profile/ProfileUseCase.swift", "remove Scenes/Profile/ProfileViewController.swift",
                "remove Scenes/Profile/ProfileViewModel.swift",
            ])
        #expect(project.files().filter { $0.hasPrefix("Scenes/Profile/") } == [])
    }
}
