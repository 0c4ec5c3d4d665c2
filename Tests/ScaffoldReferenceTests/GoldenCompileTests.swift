import Foundation
import Testing

/// The golden files are real Swift: they compile together against the API stand-ins, in Swift 5 and in
/// Swift 6 with complete concurrency checking, with warnings as errors.
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

    /// Scenes compile as the app module; tests and mocks compile as a test module importing it. The
    /// compiler has nothing to say about either.
    @Test(arguments: LanguageMode.allCases)
    func goldenFilesCompile(in mode: LanguageMode) throws {
        #expect(Self.appFiles().count > 20)
        #expect(Self.testFiles().count >= 8)
        let result = try SwiftTypeChecker.typecheck(app: Self.appFiles(), tests: Self.testFiles(), mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }

    @Test(arguments: LanguageMode.allCases)
    func aTypeErrorInAGeneratedFileFailsTheCheck(in mode: LanguageMode) throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-broken-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: RepositoryPaths.golden, to: copy)
        let broken = copy.appendingPathComponent("Scenes/Login/Login.generated.swift")
        let text = try String(contentsOf: broken, encoding: .utf8)
            .replacingOccurrences(
                of: "var isLoading: Observable<Bool> { get }", with: "var isLoading: Observable<Int> { get }")
        try Data(text.utf8).write(to: broken)

        let result = try SwiftTypeChecker.typecheck(
            app: Self.appFiles(in: copy), tests: Self.testFiles(in: copy), mode: mode)
        #expect(result.status != 0)
        #expect(
            result.output.contains("LoginViewModel"),
            "expected the broken conformance to be reported:\n\(result.output)")
    }
}
