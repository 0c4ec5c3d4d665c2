import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// The app's own coordinator class (`coordinator: {type: AuthFlow}`), checked against the app's Swift as scaffold
/// indexes it: a class with a method of each route's name and labels that returns nothing, in the class or an
/// extension. What is missing is an error at the route, with a note at the class.
@Suite struct AppCoordinatorCheckerTests {
    /// A scene whose routes call `showReset(email:)`, `showHelp()` and `close(_:)` on `AuthFlow`.
    static let spec = """
        scene: SignIn
        inputs:
          - forgotPassword: String
          - tapHelp
          - tapClose: Int
        coordinator:
          type: AuthFlow
          routes:
            - forgotPassword: {scene: Reset, method: "showReset(email:)"}
            - tapHelp: {handler: showHelp}
            - tapClose: {handler: close}
        """

    private func check(_ input: MarkedSwift) throws -> [String] {
        let (spec, diagnostics) = SpecDecoder().decode(Data(Self.spec.utf8), file: "Specs/SignIn.yml")
        #expect(diagnostics == [])
        let file = AppCodeParser(path: input.file, displayPath: input.file).parse(Data(input.text.utf8)).file
        return AppCoordinatorChecker(index: AppCodeIndex(files: [file])).check([try #require(spec)]) { _ in true }
            .map(\.description)
    }

    @Test func aClassWithEveryMethodInItOrItsExtensionsPasses() throws {
        let input = MarkedSwift(
            """
            final class AuthFlow {
                func showReset(email: String) {}
                func close(_ value: Int) -> Void {}
            }

            extension AuthFlow {
                func showHelp() {}
            }
            """, file: "App/AuthFlow.swift")
        #expect(try check(input) == [])
    }

    @Test func aMissingMethodIsAnErrorAtTheRouteWithTheClosestName() throws {
        let input = MarkedSwift(
            """
            final class 1️⃣AuthFlow {
                func showReset(email: String) {}
                func showHlep() {}
                func close(_ value: Int) {}
            }
            """, file: "App/AuthFlow.swift")
        #expect(
            try check(input) == [
                """
                Specs/SignIn.yml:10:26: error: 'AuthFlow' has no method 'showHelp()', which the view model calls for \
                route 'tapHelp'; add it to 'AuthFlow', or name the method it has with 'method:' (did you mean \
                'showHlep()'?)
                App/AuthFlow.swift:\(input["1️⃣"].line):\(input["1️⃣"].column): note: 'AuthFlow' is declared here
                """
            ])
    }

    @Test func aMethodWithOtherLabelsIsMissingAndSuggested() throws {
        let input = MarkedSwift(
            """
            final class AuthFlow {
                func showReset(_ email: String) {}
                func showHelp() {}
                func close(_ value: Int) {}
            }
            """, file: "App/AuthFlow.swift")
        #expect(
            try check(input).map { $0.split(separator: "\n")[0] } == [
                "Specs/SignIn.yml:9:47: error: 'AuthFlow' has no method 'showReset(email:)', which the view model "
                    + "calls for route 'forgotPassword'; add it to 'AuthFlow', or name the method it has with "
                    + "'method:' (did you mean 'showReset(_:)'?)"
            ])
    }

    /// A method of the route's name that cannot take what the route carries is named, not suggested: `method:`
    /// written after it would only be refused for its labels.
    @Test func aMethodOfTheNameThatCannotTakeTheValueIsNamedNotSuggested() throws {
        let input = MarkedSwift(
            """
            final class AuthFlow {
                func showReset(email: String) {}
                func 1️⃣showHelp(with topic: String) {}
                func close(_ value: Int) {}
            }
            """, file: "App/AuthFlow.swift")
        #expect(
            try check(input) == [
                """
                Specs/SignIn.yml:10:26: error: input 'tapHelp' carries nothing, which 'AuthFlow.showHelp(with:)' \
                cannot take, so the route cannot call it; give the input the values the method takes, or add a method \
                to 'AuthFlow' that takes what the input carries
                App/AuthFlow.swift:\(input["1️⃣"].line):\(input["1️⃣"].column): note: 'showHelp(with:)' is declared here
                """
            ])
    }

    @Test func aMethodThatReturnsAValueIsAnErrorAtTheRoute() throws {
        let input = MarkedSwift(
            """
            final class AuthFlow {
                func showReset(email: String) {}
                func 1️⃣showHelp() -> Bool { true }
                func close(_ value: Int) {}
            }
            """, file: "App/AuthFlow.swift")
        #expect(
            try check(input) == [
                """
                Specs/SignIn.yml:10:26: error: 'AuthFlow.showHelp()' returns 'Bool', but the view model calls it for \
                its effect through the protocol of the scene's routes, which asks for a method that returns nothing; \
                make it so, or leave out 'type' and let scaffold write the coordinator
                App/AuthFlow.swift:\(input["1️⃣"].line):\(input["1️⃣"].column): note: 'showHelp()' is declared here
                """
            ])
    }

    @Test func aProtocolIsNoClass() throws {
        let input = MarkedSwift(
            """
            protocol 1️⃣AuthFlow: AnyObject {
                func showHelp()
            }
            """, file: "App/AuthFlow.swift")
        #expect(
            try check(input) == [
                """
                Specs/SignIn.yml:7:9: error: 'AuthFlow' is a protocol in the app's Swift, but 'type' names the class \
                the view model calls, which scaffold makes conform to the protocol of the scene's routes; name a class
                App/AuthFlow.swift:\(input["1️⃣"].line):\(input["1️⃣"].column): note: 'AuthFlow' is declared here
                """
            ])
    }

    @Test func aClassTheAppDoesNotDeclareIsAnErrorAtType() throws {
        let input = MarkedSwift("final class SignUpFlow {}", file: "App/SignUpFlow.swift")
        #expect(
            try check(input) == [
                "Specs/SignIn.yml:7:9: error: the app's Swift ('appCode') declares no 'AuthFlow'; name the app's "
                    + "coordinator class, or add the folder that declares it to 'appCode'"
            ])
    }

    @Test func anOverloadThatReturnsNothingMeetsTheRequirement() throws {
        let input = MarkedSwift(
            """
            final class AuthFlow {
                func showReset(email: String) {}
                func showHelp() -> Bool { true }
                func showHelp() {}
                func close(_ value: Int) -> Swift.Void {}
            }
            """, file: "App/AuthFlow.swift")
        #expect(try check(input) == [])
    }

    @Test func aPrivateMethodCannotMeetTheRequirement() throws {
        let input = MarkedSwift(
            """
            final class AuthFlow {
                func showReset(email: String) {}
                private func showHelp() {}
                func close(_ value: Int) {}
            }
            """, file: "App/AuthFlow.swift")
        #expect(
            try check(input).map { $0.split(separator: ";")[0] } == [
                "Specs/SignIn.yml:10:26: error: 'AuthFlow' has no method 'showHelp()', which the view model calls for "
                    + "route 'tapHelp'"
            ])
    }

    /// Whether `AuthFlow`, declared in `swift`, conforms on the main actor.
    private func isMainActor(_ swift: String) throws -> Bool {
        let file = AppCodeParser(path: "App/AuthFlow.swift", displayPath: "App/AuthFlow.swift").parse(
            Data(swift.utf8)
        ).file
        let (spec, _) = SpecDecoder().decode(Data(Self.spec.utf8), file: "Specs/SignIn.yml")
        return AppCoordinatorChecker(index: AppCodeIndex(files: [file])).isMainActor(
            "AuthFlow", routes: try #require(spec?.coordinator?.routes))
    }

    @Test func aClassIsOnTheMainActorThroughAGenericBaseClass() throws {
        #expect(
            try isMainActor(
                "@MainActor class BaseCoordinator<ResultType> {}\nfinal class AuthFlow: BaseCoordinator<Void> {}"))
    }

    @Test func aClassIsOnTheMainActorThroughAProtocolItConformsTo() throws {
        #expect(
            try isMainActor("@MainActor protocol Coordinator: AnyObject {}\nfinal class AuthFlow: Coordinator {}"))
    }

    @Test func aClassIsOnTheMainActorThroughAUIKitBaseClass() throws {
        #expect(try isMainActor("final class AuthFlow: UINavigationController {}"))
    }

    @Test func aClassWhoseRouteMethodIsOnTheMainActorConformsThere() throws {
        #expect(try isMainActor("final class AuthFlow {\n    @MainActor func showHelp() {}\n}"))
    }

    @Test func aClassWithoutIsolationIsNotOnTheMainActor() throws {
        #expect(try !isMainActor("class Base {}\nfinal class AuthFlow: Base {\n    @MainActor func unrelated() {}\n}"))
    }
}
