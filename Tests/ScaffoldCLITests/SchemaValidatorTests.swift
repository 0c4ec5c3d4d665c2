import Foundation
import ProcessRunning
import Testing

/// The schemas checked by a real JSON-Schema validator: `Tests/Schema/validate.py` (Python's jsonschema, draft
/// 2020-12) accepts every bundled spec and starter file, refuses the broken corpus as it lists, and agrees with
/// scaffold on its own cases. Without python3, jsonschema or PyYAML the test is skipped, except in CI
/// (`CI=true`), where `.ci/run` installs them and a skip would hide a missing install.
@Suite struct SchemaValidatorTests {
    static let script = ValidateCommandTests.repositoryRoot.appendingPathComponent("Tests/Schema/validate.py")

    static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

    static let hasValidator: Bool = {
        let probe = try? ProcessRunner.run(
            "/usr/bin/env", ["python3", "-c", "import jsonschema, yaml; assert yaml.__with_libyaml__"])
        return probe?.status == 0
    }()

    @Test(
        .enabled(
            if: hasValidator || isCI,
            "python3 with jsonschema and PyYAML (libyaml) not found: python3 -m pip install jsonschema PyYAML"))
    func theSchemasPassTheJSONSchemaValidator() throws {
        try #require(
            Self.hasValidator,
            "CI=true: python3 with jsonschema and PyYAML (libyaml) must be installed, as .ci/run does")
        let result = try ProcessRunner.run(
            "/usr/bin/env", ["python3", Self.script.path, "--scaffold", CommandLineRunner.executable.path])
        #expect(result.status == 0, "\(result.stdoutText)\(result.stderrText)")
        #expect(result.stdoutText.hasSuffix("; 0 failed\n"))
    }
}
