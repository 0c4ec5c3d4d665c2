import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// The acceptance of `scaffold import`: for every bundled example spec, and the CleanArchitecture fixture's, the
/// scene is generated in a temporary copy of its project, its view model skeleton and contract are imported, and
/// the imported spec, put in the original's place, generates the same contract (`<Scene>.generated.swift`), byte
/// for byte, except for the lines listed in `allowedDifferences`.
@Suite struct ImportRoundTripTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// What a spec says that no generated Swift of the view model or its contract shows, so no import can read
    /// it back; each line is one the imported spec's contract lacks (`-`) or has instead (`+`).
    ///
    /// Routes of a coordinator that observes its view model's outputs (RepositoryList, Cart) are written in the
    /// coordinator skeleton only, which import does not read; the contract shows them only through the shared
    /// services the scenes they start need, which the `<Scene>Dependencies` typealias lists.
    static let allowedDifferences: [String: [String]] = [
        "RepositoryList": [
            "- // MARK: - Dependencies",
            "- ",
            "- /// The shared services the scene's coordinator hands to its view model and to the scenes it starts.",
            "- typealias RepositoryListDependencies = HasAnalyticsService & HasUserService",
            "- ",
        ],
        "Cart": [
            "- typealias CartDependencies = HasCartService & HasPricesUseCase",
            "+ typealias CartDependencies = HasCartService",
        ],
        // The events of inputs that start routes (Account, OrderHistory) are there for routes the coordinator skeleton
        // holds, which import does not read.
        "Account": [
            "-     /// Each `tapOrders`, which the navigator leads to OrderHistory.",
            "-     var tapOrdersEvents: Observable<Void> { get }",
            "-     /// Each `reorder`, which the navigator leads to Product.",
            "-     var reorderEvents: Observable<Int> { get }",
            "- typealias AccountDependencies = HasCartService & HasPricesUseCase",
            "+ typealias AccountDependencies = HasCartService",
        ],
        "OrderHistory": [
            "-     /// Each `selectOrder`, which the navigator leads to Product.",
            "-     var selectOrderEvents: Observable<Int> { get }",
            "-     /// Each `tapCart`, which the navigator leads to Cart.",
            "-     var tapCartEvents: Observable<Void> { get }",
            "- typealias OrderHistoryDependencies = HasCartService & HasPricesUseCase",
            "+ typealias OrderHistoryDependencies = HasCartService",
        ],
        // A route method returning `Observable<Void>` does not name the scene it starts, which has no result.
        "Catalog": [
            "-     /// Shows the Wishlist scene at once; the result tells how it ended, and need not be observed.",
            "-     @discardableResult",
            "-     func showWishlist() -> Observable<Void>",
        ],
        // A route method returning `Observable<Void>` names no scene, nor the Safari page, system or handler a route
        // leads to outside the scenes: import cannot tell where `tapAccount`, `notificationSettings` (its method
        // `openSettings(url:)`), `tapShare` and `compare` (`compare(_:with:)`) go.
        "Wishlist": [
            "-     /// Shows the Account scene at once; the result tells how it ended, and need not be observed.",
            "-     @discardableResult",
            "-     func tapAccount() -> Observable<Void>",
            "-     /// Hands the URL to the system to open, and completes.",
            "-     @discardableResult",
            "-     func openSettings(url: URL) -> Observable<Void>",
            "-     /// Leads to `shareWishlist`, which completes when the route may run again; need not be observed.",
            "-     @discardableResult",
            "-     func tapShare() -> Observable<Void>",
            "-     /// Leads to `compareProducts`, which completes when the route may run again; need not be observed.",
            "-     @discardableResult",
            "-     func compare(_ first: Int, with: Int) -> Observable<Void>",
        ],
    ]

    static let bundledScenes = [
        "Filter", "LanguageList", "Login", "Profile", "RepositoryCell", "RepositoryDetail", "RepositoryList", "Search",
        "SignUp",
    ]
    static let cleanArchitectureScenes = [
        "Account", "Cart", "Catalog", "OrderHistory", "Orders", "Product", "Wishlist",
    ]

    @Test(arguments: bundledScenes)
    func bundledSceneRoundTrips(_ scene: String) throws {
        let project = try TemporaryFolder(copying: ["scaffold.yml", "Specs"], from: Self.repositoryRoot)
        let differences = try Self.roundTrip(scene, in: project)
        #expect(differences == Self.allowedDifferences[scene, default: []])
    }

    @Test(arguments: cleanArchitectureScenes)
    func cleanArchitectureSceneRoundTrips(_ scene: String) throws {
        let fixture = Self.repositoryRoot.appendingPathComponent("Tests/Fixtures/CleanArchitecture")
        let project = try TemporaryFolder(copying: ["scaffold.yml", "Specs", "App"], from: fixture)
        let differences = try Self.roundTrip(scene, in: project)
        #expect(differences == Self.allowedDifferences[scene, default: []])
    }

    /// Generates every scene of the project in `folder`, imports `scene`'s view model and contract, writes the
    /// imported spec over the original and generates again: the contract lines that changed, `-` before `+`.
    static func roundTrip(_ scene: String, in folder: TemporaryFolder) throws -> [String] {
        let project = try Project.load(configPath: nil, workingDirectory: folder.root)
        let original = try ScenePipeline(project: project).generate().files
        let viewModel = try #require(original.first { $0.path.hasSuffix("/\(scene)/\(scene)ViewModel.swift") })
        let contract = try #require(original.first { $0.path.hasSuffix("/\(scene)/\(scene).generated.swift") })
        let imported = try SpecImporter(project: project).importSpec(sources: [
            (viewModel.path, viewModel.contents), (contract.path, contract.contents),
        ])
        #expect(imported.scene == scene)
        try Data(imported.text.utf8).write(to: folder.root.appendingPathComponent("Specs/\(scene).yml"))
        let regenerated = try ScenePipeline(project: project).generate().files
        let again = try #require(regenerated.first { $0.path == contract.path })
        return lineDifferences(contract.contents, again.contents)
    }

    /// The lines only `old` has (`- line`), then those only `new` has (`+ line`), by a longest common subsequence.
    static func lineDifferences(_ old: String, _ new: String) -> [String] {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var removed: [String] = []
        var added: [String] = []
        var (i, j) = (0, 0)
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                i += 1
                j += 1
            } else if j == b.count || (i < a.count && lengths[i + 1][j] >= lengths[i][j + 1]) {
                removed.append("- " + a[i])
                i += 1
            } else {
                added.append("+ " + b[j])
                j += 1
            }
        }
        return removed + added
    }
}

/// A copy of some files of a project in a temporary folder, removed when the test ends.
final class TemporaryFolder {
    let root: URL

    init(copying names: [String], from source: URL) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for name in names {
            try FileManager.default.copyItem(
                at: source.appendingPathComponent(name), to: root.appendingPathComponent(name))
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }
}
