import Foundation
import Testing

@testable import ScaffoldCore

/// `supportTypes:` in `scaffold.yml`: the app's own types in place of scaffold's support types, read with their
/// positions; every mistake a positioned diagnostic.
struct SupportTypesConfigTests {
    private func decode(_ yaml: String) -> (input: MarkedText, result: Result<ProjectConfig, DiagnosticsError>) {
        let input = MarkedText(yaml, file: "scaffold.yml")
        return (
            input,
            ConfigDecoder().decode(input.data, file: input.file).mapError { DiagnosticsError($0.diagnostics.sorted()) }
        )
    }

    @Test func withoutTheKeyScaffoldsOwnTypesAreNamed() throws {
        let config = try decode("output: Scenes\n").result.get()
        #expect(config.supportTypes == SupportTypesSpec())
        #expect(
            [
                config.supportTypes.viewModelTypeName, config.supportTypes.activityTrackerName,
                config.supportTypes.errorTrackerName,
            ] == ["ViewModelType", "ActivityTracker", "ErrorTracker"])
    }

    @Test func everyMappedTypeIsReadWithItsPosition() throws {
        let (input, result) = decode(
            """
            supportTypes:
              viewModelType: 1️⃣ViewModelType
              activityTracker: 2️⃣ActivityIndicator
              errorTracker: 3️⃣ErrorTracker
            """)
        #expect(
            try result.get().supportTypes
                == SupportTypesSpec(
                    viewModelType: input.located("ViewModelType", at: "1️⃣"),
                    activityTracker: input.located("ActivityIndicator", at: "2️⃣"),
                    errorTracker: input.located("ErrorTracker", at: "3️⃣")))
    }

    @Test func anEmptyMappingMapsNothing() throws {
        #expect(try decode("supportTypes:\n").result.get().supportTypes == SupportTypesSpec())
    }

    @Test func aMisspeltKeyIsReportedWithItsSuggestion() {
        let (input, result) = decode("supportTypes: {1️⃣activityTraker: ActivityIndicator}\n")
        #expect(
            result
                == .failure(
                    DiagnosticsError([
                        Diagnostic(
                            severity: .error, location: input["1️⃣"],
                            message: "unknown key 'activityTraker'; did you mean 'activityTracker'?")
                    ])))
    }

    @Test func aNameThatIsNotATypeNameIsReportedAtIt() {
        let (input, result) = decode("supportTypes: {errorTracker: 1️⃣errorTracker}\n")
        #expect(
            result
                == .failure(
                    DiagnosticsError([
                        Diagnostic(
                            severity: .error, location: input["1️⃣"],
                            message:
                                "'errorTracker' is not a type name; start it with an uppercase letter: 'ErrorTracker'")
                    ])))
    }

    @Test func theAppsCodeIsReadWhenItIsListedAndASupportTypeIsMapped() throws {
        let config = try decode("appCode: App\nsupportTypes: {viewModelType: ViewModelType}\n").result.get()
        #expect(config.readsAppCode)
    }

    /// An app type named like a library type changes how generated code spells the library's, whatever the config
    /// maps: listed, the app's code is read.
    @Test func theAppsCodeIsReadWheneverItIsListed() throws {
        #expect(try decode("appCode: App\ntests: none\n").result.get().readsAppCode)
        #expect(try decode("tests: none\n").result.get().readsAppCode == false)
    }

    /// The tests' fixtures are made from the app's types.
    @Test func theAppsCodeIsReadForAProjectWithTests() throws {
        #expect(try decode("appCode: App\n").result.get().readsAppCode)
    }
}
