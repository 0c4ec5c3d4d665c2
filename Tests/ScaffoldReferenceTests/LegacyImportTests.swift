import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// `scaffold import` on the existing app's hand-written view models (`Tests/Fixtures/ExistingApp/Legacy`), written
/// as RxSwift apps write them rather than as scaffold would, and depending on the app's own `CatalogRepository`
/// protocol and `ImageCache` class: each imports to exactly the spec below, that spec generates a scene that
/// compiles with the app's Swift, and the generated contract has the members the legacy view model exposed, but
/// for the differences listed in `allowedContractDifferences`.
@Suite struct LegacyImportTests {
    static let fixture = RepositoryPaths.fixtures.appendingPathComponent("ExistingApp")
    static let scenes = ["ProductReviews", "ProductSearch", "Wishlist"]

    /// The spec each legacy view model imports to, whole.
    static let expectedSpecs: [String: String] = [
        "ProductReviews": """
        scene: ProductReviews
        doc: "The reviews of one product. As in RxSwift's GitHub sign-up example, the view controller builds `Input` from\\nits controls and the view model derives every output from it once, in `init`."
        conventions: {inputs: init, outputs: driver}
        viewModelBaseClass: "false"
        arguments:
          - productID: Int
        inputs:
          - refresh: {doc: The user pulled to refresh.}
          - rating: {type: Int, doc: The stars the user gave.}
        outputs:
          - reviews: {type: "[String]", doc: "The reviews' texts, newest first."}
          - averageRating: Double
          - productImage: Data
          - ratingSent: {type: Int, trait: signal}
        # not imported: method 'retry' at line 44: it is not in the view model's protocols; a spec's methods are members of the view model
        dependencies:
          - CatalogRepository: {label: repository}
          - ImageCache

        """,
        "ProductSearch": """
        scene: ProductSearch
        doc: Searches one category of the catalog as the user types.
        conventions: {viewModel: transform}
        viewModelBaseClass: "false"
        arguments:
          - category: String
        inputs:
          - trigger: {doc: The screen appeared.}
          - query: {type: String, doc: "The search field's text."}
          - selection: {type: Int, trait: signal, doc: The row the user picked.}
        outputs:
          - fetching: Bool
          - names: "[String]"
          - thumbnail: Data
          - selectedProduct: Product
        # not imported: property 'pageSize' at line 27: it is not in the view model's protocols or Output; a spec's properties are read-only members of the view model
        dependencies:
          - CatalogRepository: {label: repository}
          - ImageCache

        """,
        "Wishlist": """
        scene: Wishlist
        doc: "The products a person wished for, in the inputs/outputs style of Kickstarter's iOS app."
        conventions: {inputs: function, outputs: driver}
        viewModelBaseClass: "false"
        names: {inputsProtocol: "{viewModel}Inputs", outputsProtocol: "{viewModel}Outputs"}
        arguments:
          - wishlistID: Int
        inputs:
          - viewDidLoad: {doc: "Call from the view controller's viewDidLoad."}
          - productTapped: {params: [at index: Int], doc: Call when the user taps the product at this row.}
          - removeProduct: {params: [id: Int], doc: Call when the user swipes a product away.}
        outputs:
          - productNames: {type: "[String]", doc: The names of the wished products.}
          - headerImage: {type: Data, doc: The picture shown above the list.}
          - goToProduct: {type: Product, trait: observable, doc: Emits the product to open.}
        properties:
          - isEmpty: {type: Bool, doc: Whether the list is empty right now., expose: outputs}
        dependencies:
          - CatalogRepository: {label: repository}
          - ImageCache

        """,
    ]

    /// What each legacy view model shows its screen (`contract(of:in:)`), as it declares it.
    static let legacyContracts: [String: [String]] = [
        "ProductReviews": [
            "inputs: var refresh: Observable<Void>", "inputs: var rating: Observable<Int>",
            "outputs: var reviews: Driver<[String]>", "outputs: var averageRating: Driver<Double>",
            "outputs: var productImage: Driver<Data>", "outputs: var ratingSent: Signal<Int>", "own: func retry()",
        ],
        "ProductSearch": [
            "inputs: var trigger: Driver<Void>", "inputs: var query: Driver<String>",
            "inputs: var selection: Signal<Int>", "outputs: var fetching: Driver<Bool>",
            "outputs: var names: Driver<[String]>", "outputs: var thumbnail: Driver<Data>",
            "outputs: var selectedProduct: Driver<Product>", "own: var pageSize = 20",
        ],
        "Wishlist": [
            "inputs: func viewDidLoad()", "inputs: func productTapped(at index: Int)",
            "inputs: func removeProduct(id: Int)", "outputs: var productNames: Driver<[String]>",
            "outputs: var headerImage: Driver<Data>", "outputs: var goToProduct: Observable<Product>",
            "outputs: var isEmpty: Bool",
        ],
    ]

    /// The members of a legacy contract the generated one lacks: each is one import keeps as a `# not imported:`
    /// comment. Every other member is in the generated contract, in the same order, with its name and type.
    static let allowedContractDifferences: [String: [String]] = [
        // A public method of a view model without protocols: a spec's methods are members of its protocol, and
        // nothing says this one was meant to be.
        "ProductReviews": ["own: func retry()"],
        // A settable stored property: a spec's properties are read-only members of the view model's protocol.
        "ProductSearch": ["own: var pageSize = 20"],
    ]

    /// The project a test works in: a copy of the fixture's config, specs and app code, with the legacy files.
    static func copyOfFixture() throws -> TemporaryFolder {
        try TemporaryFolder(copying: ["scaffold.yml", "Specs", "App", "Legacy"], from: fixture)
    }

    /// A copy of some files of a project in a temporary folder, removed when the test ends.
    final class TemporaryFolder {
        let root: URL

        init(copying names: [String], from source: URL) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-legacy-\(UUID().uuidString)")
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

    static func importSpec(_ scene: String, in folder: TemporaryFolder) throws -> SpecImporter.ImportedSpec {
        let project = try Project.load(configPath: nil, workingDirectory: folder.root)
        return try SpecImporter(project: project).importSpec(["Legacy/\(scene)ViewModel.swift"])
    }

    @Test(arguments: scenes)
    func legacyViewModelImportsToItsSpec(_ scene: String) throws {
        let folder = try Self.copyOfFixture()
        let imported = try Self.importSpec(scene, in: folder)
        #expect(imported.scene == scene)
        #expect(imported.text == Self.expectedSpecs[scene])
    }

    /// All three imported specs, generated into the copy with the fixture's own scenes; the scenes, services and
    /// the app's Swift compile as the app module, and the generated tests and mocks as its test module.
    @Test(arguments: LanguageMode.allCases)
    func importedScenesCompileWithTheAppsOwnSwift(in mode: LanguageMode) throws {
        let folder = try Self.copyOfFixture()
        let root = try Self.generateImportedScenes(in: folder)
        let app =
            SwiftTypeChecker.swiftFiles(in: root.appendingPathComponent("Scenes"))
            + SwiftTypeChecker.swiftFiles(in: root.appendingPathComponent("Services"))
            + SwiftTypeChecker.swiftFiles(in: root.appendingPathComponent("App"))
        let tests = SwiftTypeChecker.swiftFiles(in: root.appendingPathComponent("SceneTests"))
        for scene in Self.scenes {
            #expect(app.contains { $0.lastPathComponent == "\(scene).generated.swift" })
        }
        let result = try SwiftTypeChecker.typecheck(app: app, tests: tests, mode: mode)
        #expect(result.output == "")
        #expect(result.status == 0)
    }

    @Test(arguments: scenes)
    func generatedContractHasTheLegacyMembers(_ scene: String) throws {
        let folder = try Self.copyOfFixture()
        let root = try Self.generateImportedScenes(in: folder)
        let legacy = try Self.declarations(at: folder.root.appendingPathComponent("Legacy/\(scene)ViewModel.swift"))
        let generated = try Self.declarations(
            at: root.appendingPathComponent("Scenes/\(scene)/\(scene).generated.swift"))
        let old = Self.contract(of: scene, in: legacy)
        #expect(old == Self.legacyContracts[scene])
        let allowed = Self.allowedContractDifferences[scene, default: []]
        #expect(Self.contract(of: scene, in: generated) == old.filter { !allowed.contains($0) })
    }

    /// Imports every legacy view model into the copy's spec folder and generates the whole project there.
    static func generateImportedScenes(in folder: TemporaryFolder) throws -> URL {
        for scene in scenes {
            let imported = try importSpec(scene, in: folder)
            try Data(imported.text.utf8).write(to: folder.root.appendingPathComponent("Specs/\(scene).yml"))
        }
        let project = try Project.load(configPath: nil, workingDirectory: folder.root)
        for file in try ScenePipeline(project: project).generate().files {
            let url = folder.root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
        }
        return folder.root
    }

    static func declarations(at url: URL) throws -> SwiftDeclarations {
        let text = try String(contentsOf: url, encoding: .utf8)
        switch SwiftDeclarationReader(displayPath: url.lastPathComponent).read(text) {
        case .success(let declarations): return declarations
        case .failure(let diagnostic): throw DiagnosticsError([diagnostic])
        }
    }

    /// What a view model shows its screen, one line per member, `section: member` with `let` and `var` made
    /// alike: the members of its inputs and outputs protocols whatever they are called (`XInputs`, or scaffold's
    /// `XInputsType`), or of its `Input` and `Output`, or, without protocols, its class's own stream properties;
    /// then the class's other members that are not private (`own:`).
    static func contract(of scene: String, in declarations: SwiftDeclarations) -> [String] {
        let viewModel = scene + "ViewModel"
        var lines: [String] = []
        var named: Set<String> = ["inputs", "outputs", "transform"]
        for (section, types) in [
            ("inputs", [viewModel + "Inputs", viewModel + "InputsType", viewModel + ".Input"]),
            ("outputs", [viewModel + "Outputs", viewModel + "OutputsType", viewModel + ".Output"]),
        ] {
            for member in types.flatMap({ declarations.members(of: $0) }) {
                lines.append("\(section): \(signature(member))")
                named.insert(member.name)
            }
        }
        let own = declarations.members(of: viewModel).filter { member in
            guard !member.modifiers.contains(where: { ["private", "fileprivate"].contains($0) }) else { return false }
            switch member.kind {
            case .property, .method: return !named.contains(member.name)
            default: return false
            }
        }
        let hasOutputs = lines.contains { $0.hasPrefix("outputs: ") }
        for member in own {
            if !hasOutputs, case .property(let type?, _, false) = member.kind,
                ["Observable", "Driver", "Signal"].contains(where: { type.hasPrefix($0 + "<") })
            {
                lines.append("outputs: \(signature(member))")
            } else {
                lines.append("own: \(signature(member))")
            }
        }
        return lines
    }

    static func signature(_ member: SwiftDeclarations.Member) -> String {
        switch member.kind {
        case .property(let type?, _, _):
            return "var \(member.name): \(type)"
        case .property(nil, let initializer, _):
            return "var \(member.name) = \(initializer ?? "")"
        case .method(let parameters, let returnType):
            let list = parameters.map { parameter in
                (parameter.label == parameter.name ? "" : parameter.label + " ")
                    + "\(parameter.name): \(parameter.type)"
            }
            return "func \(member.name)(\(list.joined(separator: ", ")))" + (returnType.map { " -> \($0)" } ?? "")
        default:
            return "\(member.kind) \(member.name)"
        }
    }
}
