import Foundation
import Testing

/// The golden files are real Swift: they type-check together against the API stand-ins.
@Suite struct GoldenCompileTests {
    static func appFiles(in golden: URL = RepositoryPaths.golden) -> [URL] {
        SwiftTypeChecker.swiftFiles(in: golden.appendingPathComponent("Scenes"))
            + SwiftTypeChecker.swiftFiles(in: golden.appendingPathComponent("Services"))
            + SwiftTypeChecker.swiftFiles(in: RepositoryPaths.fixtures)
            + SwiftTypeChecker.swiftFiles(in: RepositoryPaths.composition)
    }

    static func testFiles(in golden: URL = RepositoryPaths.golden) -> [URL] {
        SwiftTypeChecker.swiftFiles(in: golden.appendingPathComponent("SceneTests"))
    }

    /// Scenes compile as the app module; tests and mocks compile as a test module importing it.
    @Test func goldenFilesTypeCheck() throws {
        #expect(Self.appFiles().count > 20)
        #expect(Self.testFiles().count >= 8)
        let result = try SwiftTypeChecker.typecheck(app: Self.appFiles(), tests: Self.testFiles())
        #expect(result.status == 0, "golden files do not type-check:\n\(result.output)")
    }

    @Test func aTypeErrorInAGeneratedFileFailsTheCheck() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-broken-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: RepositoryPaths.golden, to: copy)
        let broken = copy.appendingPathComponent("Scenes/Login/Login.generated.swift")
        let text = try String(contentsOf: broken, encoding: .utf8)
            .replacingOccurrences(
                of: "var isLoading: Observable<Bool> { get }", with: "var isLoading: Observable<Int> { get }")
        try Data(text.utf8).write(to: broken)

        let result = try SwiftTypeChecker.typecheck(app: Self.appFiles(in: copy), tests: Self.testFiles(in: copy))
        #expect(result.status != 0)
        #expect(
            result.output.contains("LoginViewModel"),
            "expected the broken conformance to be reported:\n\(result.output)")
    }
}
