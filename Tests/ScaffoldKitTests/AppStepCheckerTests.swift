import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// The steps flow scenes emit, checked against the app's own step enum (`supportTypes: {steps: AppStep}`) as its
/// Swift declares it: each case must be there, taking the values it is given, labelled alike.
@Suite struct AppStepCheckerTests {
    private static let entry = Located("AppStep", at: SourceLocation(file: "scaffold.yml", line: 9, column: 10))

    /// A list whose tap on a row names the app's case, and whose intro button emits the step scaffold names.
    private static let list = """
        scene: List
        conventions: {navigation: rxflow}
        inputs: [pick: Int, tapIntro]
        coordinator:
          routes:
            - pick:
                scene: Detail
                step: movieIsPicked(withId:)
            - tapIntro: Intro
        """

    private static let targets = [
        "scene: Detail\nconventions: {navigation: rxflow}\narguments: [id: Int]\ncoordinator:\n  routes: []\n",
        "scene: Intro\nconventions: {navigation: rxflow}\ncoordinator:\n  routes: []\n",
    ]

    private func check(_ swift: MarkedSwift, list: String = Self.list) -> [String] {
        let file = AppCodeParser(path: swift.file, displayPath: swift.file).parse(Data(swift.text.utf8)).file
        let specs = ([list] + Self.targets).enumerated().compactMap { index, text in
            SpecDecoder().decode(Data(text.utf8), file: "Specs/Spec\(index).yml").spec
        }
        return AppStepChecker(
            index: AppCodeIndex(files: [file]), patterns: ["App"], naming: Naming(),
            projectConventions: Conventions()
        ).check(specs, appSteps: Self.entry).map(\.description)
    }

    @Test func casesTheAppDeclaresAsTheyAreEmittedPass() {
        #expect(
            check(MarkedSwift("enum AppStep: Step {\n    case movieIsPicked(withId: Int)\n    case intro\n}\n")) == [])
    }

    @Test func aCaseTheAppLacksIsAnErrorAtStepWithTheClosestCaseAndANoteAtTheEnum() {
        let swift = MarkedSwift("enum 1️⃣AppStep: Step {\n    case moviePicked(withId: Int)\n    case intro\n}\n")
        #expect(
            check(swift) == [
                """
                Specs/Spec0.yml:8:15: error: 'AppStep' has no case 'movieIsPicked', which route 'pick' emits; did \
                you mean 'moviePicked'? If not, declare it in the app's enum, or name one it has with 'step:'
                \(swift["1️⃣"]): note: 'AppStep' is declared here
                """
            ])
    }

    @Test func aCaseWithOtherLabelsIsAnErrorThatSpellsTheCaseAsDeclared() {
        let swift = MarkedSwift("enum 1️⃣AppStep: Step {\n    case movieIsPicked(id: Int)\n    case intro\n}\n")
        #expect(
            check(swift) == [
                """
                Specs/Spec0.yml:8:15: error: 'AppStep.movieIsPicked(id: Int)' does not take what route 'pick' emits \
                as 'movieIsPicked(withId:)': write 'step: movieIsPicked(id:)' if its values are what the spec gives, \
                or declare the case with one associated value, labelled 'withId'
                \(swift["1️⃣"]): note: 'AppStep' is declared here
                """
            ])
    }

    @Test func theStepScaffoldNamesIsCheckedAtTheRoutesScene() {
        let swift = MarkedSwift("enum 1️⃣AppStep: Step {\n    case movieIsPicked(withId: Int)\n    case intro(Int)\n}\n")
        #expect(
            check(swift) == [
                """
                Specs/Spec0.yml:9:17: error: 'AppStep.intro(Int)' does not take what route 'tapIntro' emits as \
                'intro': the flow reads the scene's arguments from it, so declare it with no associated value, or \
                name a case of the app's with 'step:'
                \(swift["1️⃣"]): note: 'AppStep' is declared here
                """
            ])
    }

    @Test func anEnumTheAppDoesNotDeclareIsAnErrorAtTheEntry() {
        #expect(
            check(MarkedSwift("enum Steps: Step {}\n")) == [
                "scaffold.yml:9:10: error: 'AppStep' is not declared in 'appCode' (App); declare it in a file "
                    + "'appCode' lists, or remove 'steps' so that scaffold writes its own"
            ])
    }

    @Test func aStepTypeThatIsNoEnumIsAnErrorAtItsDeclaration() {
        let swift = MarkedSwift("struct 1️⃣AppStep: Step {}\n")
        #expect(
            check(swift) == [
                """
                \(swift["1️⃣"]): error: 'AppStep' is a struct in 'appCode', but generated code needs an enum
                scaffold.yml:9:10: note: 'steps' names 'AppStep' here
                """
            ])
    }

    @Test func aDefaultStepTheAppSpellsLongerIsSuggested() {
        let swift = MarkedSwift(
            "enum 1️⃣AppStep: Step {\n    case movieIsPicked(withId: Int)\n    case introIsRequired\n}\n")
        #expect(
            check(swift) == [
                """
                Specs/Spec0.yml:9:17: error: 'AppStep' has no case 'intro', which route 'tapIntro' emits; did you \
                mean 'introIsRequired'? If not, declare it in the app's enum, or name one it has with 'step:'
                \(swift["1️⃣"]): note: 'AppStep' is declared here
                """
            ])
    }
}
