import Foundation
import Testing

/// The golden files are real Swift: they compile together against the API stand-ins, in Swift 5 and in
/// Swift 6 with complete concurrency checking, with warnings as errors.
@Suite struct GoldenCompileTests {
    static func appFiles(in golden: URL = RepositoryPaths.golden) -> [URL] {
        SwiftTypeChecker.swiftFiles(in: golden.appendingPathComponent("Scenes"))
            + SwiftTypeChecker.swiftFiles(in: golden.appendingPathComponent("Services"))
            + RepositoryPaths.bundledAppFixtureFiles
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

    /// Compiles a copy of the golden files in which `file` has `text` replaced by `replacement`.
    static func compileEditedCopy(
        of file: String, replacing text: String, with replacement: String, in mode: LanguageMode
    ) throws -> (status: Int32, output: String) {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-edited-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: RepositoryPaths.golden, to: copy)
        let edited = copy.appendingPathComponent(file)
        let original = try String(contentsOf: edited, encoding: .utf8)
        #expect(original.contains(text))
        try Data(original.replacingOccurrences(of: text, with: replacement).utf8).write(to: edited)
        return try SwiftTypeChecker.typecheck(app: Self.appFiles(in: copy), tests: Self.testFiles(in: copy), mode: mode)
    }

    @Test(arguments: LanguageMode.allCases)
    func aTypeErrorInAGeneratedFileFailsTheCheck(in mode: LanguageMode) throws {
        let result = try Self.compileEditedCopy(
            of: "Scenes/Login/Login.generated.swift", replacing: "var isLoading: Observable<Bool> { get }",
            with: "var isLoading: Observable<Int> { get }", in: mode)
        #expect(result.status != 0)
        #expect(
            result.output.contains("LoginViewModel"),
            "expected the broken conformance to be reported:\n\(result.output)")
    }

    /// With `coordinatorInViewModel` the view model, which belongs to no actor, calls the routes of its
    /// coordinator, which belongs to the main actor, from events delivered on the main thread, as a person
    /// fills it in: that compiles as it is in both modes.
    @Test(arguments: LanguageMode.allCases)
    func aViewModelCallsItsMainActorCoordinator(in mode: LanguageMode) throws {
        let result = try Self.compileEditedCopy(
            of: "Scenes/Filter/FilterViewModel.swift", replacing: "        self.showLanguagePicker = .empty()\n",
            with: """
                        self.showLanguagePicker = pickLanguage
                            .observe(on: MainScheduler.instance)
                            .flatMapFirst { [weak coordinator] in coordinator?.showLanguagePicker() ?? .empty() }
                            .map { _ in }
                            .asDriver(onErrorDriveWith: .empty())

                """, in: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }
}
