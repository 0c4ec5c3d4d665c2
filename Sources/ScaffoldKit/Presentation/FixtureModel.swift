/// What the fixture skeleton of one app type prints: an extension of the type with `static func fixture() throws`,
/// which every scene's tests call where they need a value of it. Written once and then the person's, like every
/// skeleton; scaffold fills it in when `appCode` declares the type, and otherwise it skips the tests that call it,
/// saying which file to fill in.
/// - Template object: fixture
public struct FixtureModel: Sendable, Equatable {
    /// The type, as the tests write it: what the extension extends and the fixture returns.
    /// - Example: `Repository`
    public var type: String
    /// The file, relative to the project.
    /// - Template key: none
    public var path: String
    /// The type as the app declares it, the key of the lock entry's member.
    /// - Template key: none
    public var appType: String
    /// Modules the file imports: `Foundation` when the value uses its types, `XCTest` when the fixture skips, and
    /// UIKit or the Rx libraries where the type or its value names theirs (`RxCocoa` for `Page<Driver<Int>>`).
    /// - Example: `["Foundation"]`
    public var imports: [String]
    /// The module the file `@testable import`s (`tests.testableImport` in `scaffold.yml`).
    /// - Example: `App`
    public var testableImport: String?
    /// The fixture's one-line doc comment.
    /// - Example: ``The `Repository` the generated tests use; change it as they need.``
    public var docLine: String
    /// The lines of the value scaffold made, a call over several lines when it does not fit on one, each line
    /// indented as it is inside the method (`try` first when it calls other fixtures); empty when scaffold could not
    /// make one.
    /// - Example: `["Repository(fullName: \"text\", url: URL(fileURLWithPath: \"/\"), starsCount: 1)"]`
    public var valueLines: [String]
    /// Scaffold made a value, so the fixture returns it rather than skip.
    /// - Example: `true`
    public var isFilled: Bool
    /// Why scaffold could not make a value, for the `// TODO:` line; `null` when it did.
    /// - Example: `` `appCode` declares no `Repository` ``
    public var unfilledReason: String?
    /// The message of the `XCTSkip` an unfilled fixture throws, which names the fixture and its file.
    /// - Example: `Fill in Repository.fixture() in SceneTests/Fixtures/Repository+Fixture.swift`
    public var skipMessage: String
    /// The app's Swift files that declare the type, which a depfile lists.
    /// - Template key: none
    public var declarationFiles: [String] = []
}
