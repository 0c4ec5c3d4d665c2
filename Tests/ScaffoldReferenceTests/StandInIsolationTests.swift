import Foundation
import Testing

/// The UIKit stand-in is isolated as the iOS SDK is: its views and view controllers belong to the main
/// actor with pre-concurrency semantics (Objective-C declarations predate Swift concurrency), so calling
/// them from nonisolated code passes in Swift 5 and is an error in Swift 6; the values it imports from C
/// are `Sendable`.
@Suite struct StandInIsolationTests {
    /// Nonisolated code that shows a screen, as coordinators were written before Swift concurrency.
    static let nonisolatedPresenter = """
        import UIKit

        final class Presenter {
            func show(_ viewController: UIViewController, from root: UIViewController) {
                let navigationController = UINavigationController(rootViewController: viewController)
                root.present(navigationController, animated: true)
                NSLayoutConstraint.activate([])
            }
        }

        """

    /// UIKit's C enums, option sets and structs cross from the main actor.
    static let importedValues = """
        import UIKit

        func presentationStyle() async -> UIModalPresentationStyle {
            await MainActor.run { .fullScreen }
        }

        func insets() async -> (UIEdgeInsets, UIControl.Event, UIFont.Weight) {
            await MainActor.run { (.zero, .touchUpInside, .bold) }
        }

        """

    /// Compiles `source` alone in `mode` and returns the diagnostics about it.
    static func diagnostics(of source: String, in mode: LanguageMode) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scaffold-isolation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Source.swift")
        try Data(source.utf8).write(to: file)
        let result = try SwiftTypeChecker.typecheck(app: [file], mode: mode)
        return SwiftTypeChecker.diagnostics(in: result.output, about: folder)
    }

    @Test func mainActorUIKitCalledFromNonisolatedCodePassesInSwift5() throws {
        let diagnostics = try Self.diagnostics(of: Self.nonisolatedPresenter, in: .swift5)
        #expect(diagnostics == [])
    }

    @Test func mainActorUIKitCalledFromNonisolatedCodeIsAnErrorInSwift6() throws {
        let diagnostics = try Self.diagnostics(of: Self.nonisolatedPresenter, in: .swift6)
        #expect(
            diagnostics == [
                "Source.swift:5:36: error: call to main actor-isolated initializer 'init(rootViewController:)' in a "
                    + "synchronous nonisolated context [#ActorIsolatedCall]",
                "Source.swift:6:14: error: call to main actor-isolated instance method "
                    + "'present(_:animated:completion:)' in a synchronous nonisolated context [#ActorIsolatedCall]",
                "Source.swift:7:28: error: call to main actor-isolated class method 'activate' in a synchronous "
                    + "nonisolated context [#ActorIsolatedCall]",
            ])
    }

    @Test(arguments: LanguageMode.allCases)
    func valuesUIKitImportsFromCAreSendable(in mode: LanguageMode) throws {
        let diagnostics = try Self.diagnostics(of: Self.importedValues, in: mode)
        #expect(diagnostics == [])
    }
}
