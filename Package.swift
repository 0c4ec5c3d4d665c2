// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "scaffold",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "scaffold", targets: ["scaffold"]),
        .library(name: "ScaffoldKit", targets: ["ScaffoldKit"]),
        // `swift package scaffold scene` in a package that depends on this one.
        .plugin(name: "ScaffoldCommand", targets: ["ScaffoldCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The parser of the app's own Swift (`appCode`), and `make contract`'s.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .target(
            name: "ScaffoldCore",
            dependencies: [.product(name: "Yams", package: "Yams")]
        ),
        .target(
            name: "ScaffoldKit",
            dependencies: [
                "ScaffoldCore",
                .product(name: "Mustache", package: "swift-mustache"),
                // Reads the app's own Swift (`appCode`), only in a run that needs it.
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            plugins: ["EmbedTemplates"]
        ),
        .executableTarget(
            name: "scaffold",
            dependencies: [
                "ScaffoldKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "TemplateEmbedder"),
        // Runs a child process and captures its output, time and peak memory. Only for the bench and the
        // tests: `scaffold` never depends on it, and no product exports it.
        .target(name: "ProcessRunning"),
        // What the bench reads from scaffold's and valgrind's output, and how figures grow: kept apart so it is tested.
        .target(name: "BenchFigures"),
        // `make bench`: times the release `scaffold` binary on synthetic projects; never run by tests.
        .executableTarget(
            name: "scaffold-bench",
            dependencies: [
                "BenchFigures",
                "ProcessRunning",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `make contract`: reads the presentation models' doc comments with swift-syntax and writes their template
        // encoding, `TemplateSchema.objects` and the key tables of Documentation/TemplateContext.md. A dev tool, like
        // the bench: `scaffold` never depends on it.
        .target(
            name: "TemplateContractGeneration",
            dependencies: [
                "ScaffoldCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "generate-template-contract", dependencies: ["TemplateContractGeneration"]),
        .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["TemplateEmbedder"]),
        .plugin(
            name: "ScaffoldCommand",
            capability: .command(
                intent: .custom(
                    verb: "scaffold",
                    description: "Run scaffold in this package: scaffold scene, validate, new, graph... (see --help)"
                ),
                // None: the commands that only read must run without a prompt, in CI; the ones that write take
                // --allow-writing-to-package-directory, which scaffold's advice names through the plugin.
                permissions: []),
            dependencies: ["scaffold"]
        ),
        .testTarget(
            name: "ScaffoldCoreTests", dependencies: ["ScaffoldCore", .product(name: "Yams", package: "Yams")]),
        .testTarget(name: "ScaffoldKitTests", dependencies: ["ScaffoldKit"]),
        // Apart from the unit tests: these read the repository (Specs, Tests/Golden, README and Documentation) and run swiftc,
        // so they are slower, and `make golden` re-records through them.
        .testTarget(
            name: "ScaffoldReferenceTests",
            dependencies: [
                "ScaffoldKit", "ProcessRunning", "FuzzSupport",
                // Reads the XcodeGen project descriptions the docs show (DocumentationBlockTests).
                .product(name: "Yams", package: "Yams"),
                // Reads generated files for syntax newer than the Swift they promise (MinimumToolchainTests).
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        .testTarget(name: "ProcessRunningTests", dependencies: ["ProcessRunning"]),
        .testTarget(name: "BenchFiguresTests", dependencies: ["BenchFigures"]),
        // The generator's unit tests, and the test that the committed generated files are what it writes now.
        .testTarget(name: "TemplateContractGenerationTests", dependencies: ["TemplateContractGeneration"]),
        // Runs the built `scaffold` binary as a user would; the dependency makes `swift test` build it.
        .testTarget(name: "ScaffoldCLITests", dependencies: ["scaffold", "ProcessRunning", "FuzzSupport"]),
        // What the fuzz tests of both targets above share: a seeded random generator.
        .target(name: "FuzzSupport", path: "Tests/FuzzSupport"),
    ]
)
