import Foundation
import Testing

@testable import ScaffoldCore

/// `naming:` in `scaffold.yml`: what scenes' own services and coordinators are called, read with every mistake
/// reported at its place.
struct NamingConfigTests {
    private func decode(_ yaml: String) -> (input: MarkedText, result: Result<ProjectConfig, DiagnosticsError>) {
        let input = MarkedText(yaml, file: "scaffold.yml")
        return (
            input,
            ConfigDecoder().decode(input.data, file: input.file).mapError { DiagnosticsError($0.diagnostics.sorted()) }
        )
    }

    private func errors(_ errors: [(message: String, marker: Character)], in input: MarkedText) -> DiagnosticsError {
        DiagnosticsError(
            errors.map { Diagnostic(severity: .error, location: input[$0.marker], message: $0.message) })
    }

    @Test func withoutNamingScenesHaveServicesAndCoordinators() throws {
        #expect(
            try decode("output: Scenes\n").result.get().naming == Naming(service: .service, coordinator: .coordinator))
    }

    @Test func namingChoosesUseCasesAndNavigators() throws {
        let (_, result) = decode("naming: {service: useCase, coordinator: navigator}\n")
        #expect(try result.get().naming == Naming(service: .useCase, coordinator: .navigator))
    }

    @Test func aNamingLeftOutKeepsItsDefault() throws {
        let (_, result) = decode("naming:\n  coordinator: navigator\n")
        #expect(try result.get().naming == Naming(service: .service, coordinator: .navigator))
    }

    @Test func everyMistakeInNamingIsReportedAtItsPlace() {
        let (input, result) = decode(
            """
            naming: {service: 1️⃣usecase, coordinator: 2️⃣Navigator, 3️⃣assembler: yes}
            """)
        #expect(
            result
                == .failure(
                    errors(
                        [
                            ("'usecase' is not a valid service naming; did you mean 'useCase'?", "1️⃣"),
                            ("'Navigator' is not a valid coordinator naming; did you mean 'navigator'?", "2️⃣"),
                            ("unknown key 'assembler'; expected one of: service, coordinator", "3️⃣"),
                        ], in: input)))
    }

    @Test func aMisspelledNamingKeySuggestsTheClosest() {
        let (input, result) = decode("naming:\n  1️⃣coordinater: navigator\n")
        #expect(
            result == .failure(errors([("unknown key 'coordinater'; did you mean 'coordinator'?", "1️⃣")], in: input)))
    }

    @Test func namingIsAMapping() {
        let (input, result) = decode("naming: 1️⃣useCase\n")
        #expect(
            result
                == .failure(
                    errors(
                        [("expected a mapping with 'service' and 'coordinator', found a string ('useCase')", "1️⃣")],
                        in: input)))
    }
}
