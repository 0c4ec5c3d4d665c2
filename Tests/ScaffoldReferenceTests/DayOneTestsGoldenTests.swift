import Foundation
import Testing

/// The day-one tests (no leak, outputs on the main thread) of every bundled and golden project run from the start:
/// no generated test class can skip in `setUp`, and every fixture its tests call is filled in.
@Suite struct DayOneTestsGoldenTests {
    /// The tests folder of each project whose output is recorded: the bundled specs, their evolution, and the
    /// fixture projects.
    static let testFolders = [
        "SceneTests", "Evolution/SceneTests", "CleanArchitecture/SceneTests", "ExistingApp/SceneTests",
        "Shadowing/SceneTests", "Migration/SceneTests", "RxFlowApp/SceneTests", "AppStepsApp/SceneTests",
        "SceneNavigator/SceneTests", "JobisApp/SceneTests",
    ]

    static func files(in folder: String) throws -> [(path: String, text: String)] {
        try SwiftTypeChecker.swiftFiles(in: RepositoryPaths.golden.appendingPathComponent(folder)).map {
            ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8))
        }
    }

    /// The body of a test class's `setUp`, from its `override func setUp` to the `override func tearDown` after it.
    static func setUpBody(of text: String) -> Substring? {
        guard let start = text.range(of: "override func setUp"),
            let end = text.range(of: "override func tearDown", range: start.upperBound..<text.endIndex)
        else { return nil }
        return text[start.lowerBound..<end.lowerBound]
    }

    /// The types whose fixtures `text` calls: `Repository` of `try Repository.fixture()`.
    static func fixtureCalls(in text: String) -> Set<String> {
        var types: Set<String> = []
        var rest = text[...]
        while let call = rest.range(of: ".fixture()") {
            let type = rest[..<call.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || "._<>".contains($0) }
            types.insert(String(type.reversed()))
            rest = rest[call.upperBound...]
        }
        return types
    }

    @Test(arguments: testFolders)
    func noTestClassCanSkipInSetUp(folder: String) throws {
        let tests = try Self.files(in: folder).filter { $0.path.hasSuffix("ViewModelTests.swift") }
        #expect(!tests.isEmpty)
        for test in tests {
            let setUp = try #require(Self.setUpBody(of: test.text), "\(test.path) has no setUp")
            // A skip in setUp skips every test of the class; only a fixture may throw there, and those are filled in.
            #expect(!setUp.contains("XCTSkip"), "\(test.path) skips in setUp")
            #expect(!setUp.contains("try make"), "\(test.path) calls a factory that skips in setUp")
        }
    }

    @Test(arguments: testFolders)
    func everyFixtureTheTestsCallIsFilledIn(folder: String) throws {
        let files = try Self.files(in: folder)
        var fixtures: [String: String] = [:]
        for file in files where file.path.hasSuffix("+Fixture.swift") {
            let declared = try #require(file.text.split(separator: "\n").first { $0.hasPrefix("extension ") })
            fixtures[String(declared.dropFirst("extension ".count).dropLast(" {".count))] = file.text
        }
        let called = files.filter { $0.path.hasSuffix("ViewModelTests.swift") }.flatMap {
            Self.fixtureCalls(in: $0.text)
        }
        for type in Set(called) {
            let fixture = try #require(fixtures[type], "no fixture declares \(type).fixture()")
            #expect(!fixture.contains("XCTSkip"), "\(type).fixture() is not filled in")
        }
    }
}
