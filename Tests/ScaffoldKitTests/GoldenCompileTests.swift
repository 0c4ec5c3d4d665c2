import Foundation
import Testing

/// The golden files are real Swift: they type-check together against the API stand-ins.
@Suite struct GoldenCompileTests {
    static func goldenSwiftFiles() -> [URL] {
        SwiftTypeChecker.swiftFiles(in: RepositoryPaths.golden) + SwiftTypeChecker.swiftFiles(in: RepositoryPaths.fixtures)
    }

    @Test func goldenFilesTypeCheck() throws {
        let files = Self.goldenSwiftFiles()
        #expect(files.count > 20)
        let result = try SwiftTypeChecker.typecheck(files)
        #expect(result.status == 0, "golden files do not type-check:\n\(result.output)")
    }

    @Test func aTypeErrorInAGeneratedFileFailsTheCheck() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-broken-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: RepositoryPaths.golden, to: copy)
        let broken = copy.appendingPathComponent("Scenes/Login/Login.generated.swift")
        let text = try String(contentsOf: broken, encoding: .utf8)
            .replacingOccurrences(of: "var isLoading: Observable<Bool> { get }", with: "var isLoading: Observable<Int> { get }")
        try Data(text.utf8).write(to: broken)

        let files = SwiftTypeChecker.swiftFiles(in: copy) + SwiftTypeChecker.swiftFiles(in: RepositoryPaths.fixtures)
        let result = try SwiftTypeChecker.typecheck(files)
        #expect(result.status != 0)
        #expect(result.output.contains("LoginViewModel"), "expected the broken conformance to be reported:\n\(result.output)")
    }
}
