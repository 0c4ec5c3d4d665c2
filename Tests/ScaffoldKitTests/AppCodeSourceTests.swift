import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// Which of the app's Swift files `appCode:` reads: what its patterns match, what it skips, and that it never
/// follows a symbolic link, reads a file over its limit, or reads anything when no app protocol needs it.
@Suite struct AppCodeSourceTests {
    /// A temporary project with `scaffold.yml` holding `config`, `files` written and `links` (path → destination)
    /// made; removed by `remove`.
    struct Fixture {
        let root: URL
        let project: Project

        init(config: String, files: [String], links: [String: String] = [:]) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("app-code-\(UUID().uuidString)")
            for file in files {
                let url = root.appendingPathComponent(file)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("protocol PricesUseCase {}\n".utf8).write(to: url)
            }
            for (path, destination) in links.sorted(by: { $0.key < $1.key }) {
                try FileManager.default.createSymbolicLink(
                    atPath: root.appendingPathComponent(path).path, withDestinationPath: destination)
            }
            try Data(config.utf8).write(to: root.appendingPathComponent("scaffold.yml"))
            project = try Project.load(configPath: nil, workingDirectory: root)
        }

        func read() throws -> AppCodeInputs {
            try AppCodeSource(project: project).read()
        }

        func remove() {
            try? FileManager.default.removeItem(at: root)
        }
    }

    @Test func aFolderAPatternAndAFileAreReadSortedOnceWithoutHiddenOrOtherFiles() throws {
        let fixture = try Fixture(
            config: "appCode: [App, \"Sources/*/Domain/*.swift\", Shared/Prices.swift, App/A.swift]\n",
            files: [
                "App/A.swift", "App/Deep/B.swift", "App/.build/C.swift", "App/notes.txt", "Sources/Shop/Domain/D.swift",
                "Sources/Shop/Domain/Deep/E.swift", "Sources/Shop/Views/F.swift", "Shared/Prices.swift",
                "Shared/Other.swift",
            ])
        defer { fixture.remove() }
        let inputs = try fixture.read()
        #expect(
            inputs.files.map(\.path) == [
                "App/A.swift", "App/Deep/B.swift", "Shared/Prices.swift", "Sources/Shop/Domain/D.swift",
            ])
        #expect(inputs.files.first?.bytes == Data("protocol PricesUseCase {}\n".utf8))
        #expect(inputs.warnings == [])
    }

    @Test func scaffoldsOwnOutputFoldersInsideAListedFolderAreSkipped() throws {
        let fixture = try Fixture(
            config: "output: App/Scenes\ntests: App/SceneTests\nservices: App/Services\nappCode: App\n",
            files: ["App/A.swift", "App/Scenes/B.swift", "App/SceneTests/C.swift", "App/Services/D.swift"])
        defer { fixture.remove() }
        #expect(try fixture.read().files.map(\.path) == ["App/A.swift"])
    }

    @Test func aSymbolicLinkIsNeverFollowedAndIsAWarningAtThePatternThatMetIt() throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        try Data("protocol Secret {}\n".utf8).write(to: outside.appendingPathComponent("Secret.swift"))
        let fixture = try Fixture(
            config: "appCode:\n  - App\n  - Linked\n",
            files: ["App/A.swift"],
            links: [
                "App/Outside": outside.path, "App/Secret.swift": outside.appendingPathComponent("Secret.swift").path,
                "App/Notes": outside.appendingPathComponent("none.txt").path, "Linked": "App",
            ])
        defer { fixture.remove() }
        let inputs = try fixture.read()
        #expect(inputs.files.map(\.path) == ["App/A.swift"])
        let first = SourceLocation(file: "scaffold.yml", line: 2, column: 5)
        let second = SourceLocation(file: "scaffold.yml", line: 3, column: 5)
        #expect(
            inputs.warnings == [
                .warning(.appCode(.symbolicLinkNotFollowed("App/Outside")), at: first),
                .warning(.appCode(.symbolicLinkNotFollowed("App/Secret.swift")), at: first),
                .warning(.appCode(.symbolicLinkNotFollowed("Linked")), at: second),
            ])
    }

    @Test func aPatternThatMatchesNothingIsAWarningWhereItIsWritten() throws {
        let fixture = try Fixture(config: "appCode: [App, Missing, \"App/*.m\"]\n", files: ["App/A.swift"])
        defer { fixture.remove() }
        let inputs = try fixture.read()
        #expect(inputs.files.map(\.path) == ["App/A.swift"])
        #expect(
            inputs.warnings == [
                .warning(
                    .appCode(.patternMatchesNothing("Missing")),
                    at: SourceLocation(file: "scaffold.yml", line: 1, column: 16)),
                .warning(
                    .appCode(.patternMatchesNothing("App/*.m")),
                    at: SourceLocation(file: "scaffold.yml", line: 1, column: 26)),
            ])
    }

    @Test func aFileOverItsLimitIsLeftOutWithAWarningBeforeAByteIsRead() throws {
        let fixture = try Fixture(config: "appCode: App\n", files: ["App/A.swift", "App/Huge.swift"])
        defer { fixture.remove() }
        let huge = try FileHandle(forWritingTo: fixture.root.appendingPathComponent("App/Huge.swift"))
        try huge.truncate(atOffset: UInt64(FileSizeLimit.appSource.bytes + 1))
        try huge.close()
        let inputs = try fixture.read()
        #expect(inputs.files.map(\.path) == ["App/A.swift"])
        #expect(
            inputs.warnings.map(\.description) == [
                "App/Huge.swift:1:1: warning: cannot read App/Huge.swift: it is 8388609 bytes, more than the limit of "
                    + "8 MiB (8388608 bytes) for a Swift file of the app; list only the folders 'appCode' needs; the "
                    + "run goes on without it"
            ])
    }

    /// The app's types named like library types matter to every run: listed, the app's code is read, without tests
    /// and with every app protocol's methods listed too; not listed, it is not.
    @Test func theAppsCodeIsReadWhenListedAndOnlyThen() throws {
        let listed = try Fixture(
            config: "appCode: App\ntests: none\nappServices:\n  PricesUseCase:\n    methods: [reset: {kind: sync}]\n",
            files: ["App/A.swift"])
        defer { listed.remove() }
        #expect(try AppCodeSource(project: listed.project).readIfNeeded()?.files.map(\.path) == ["App/A.swift"])
        let unlisted = try Fixture(config: "tests: none\n", files: ["App/A.swift"])
        defer { unlisted.remove() }
        #expect(try AppCodeSource(project: unlisted.project).readIfNeeded() == nil)
    }
}
