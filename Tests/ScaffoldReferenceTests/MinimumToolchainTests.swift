import Foundation
import ScaffoldCore
import ScaffoldKit
import SwiftParser
import SwiftSyntax
import Testing

/// Generated code builds with `SwiftToolchain.minimum`: the generated files of every bundled and golden project
/// use no syntax newer than that, except a module selector where an app type hides one of Action's types, and
/// then validation warns at the spec that names the app's type.
@Suite struct MinimumToolchainTests {
    /// A project scaffold generates in the tests, by its folder (the repository for the bundled example).
    static let projects: [URL] =
        [RepositoryPaths.root]
        + [
            "CleanArchitecture", "ExistingApp", "Shadowing", "Migration", "RxFlowApp", "AppStepsApp", "SceneNavigator",
            "JobisApp",
        ].map {
            RepositoryPaths.fixtures.appendingPathComponent($0)
        }

    /// What one generated file writes that Swift 6.2 cannot read, as `line: what` entries.
    static func newerSyntax(in source: String) -> [String] {
        let tree = Parser.parse(source: source)
        let finder = NewerSyntaxFinder(converter: SourceLocationConverter(fileName: "", tree: tree))
        finder.walk(tree)
        return finder.findings
    }

    /// Generates the project in `folder` in memory: its files and its validation warnings.
    static func generate(_ folder: URL) throws -> GeneratedOutput {
        try ScenePipeline(project: Project.load(configPath: nil, workingDirectory: folder)).generate()
    }

    @Test(arguments: projects)
    func generatedCodeNeedsANewerSwiftOnlyWhereValidationWarns(in folder: URL) throws {
        let output = try Self.generate(folder)
        let newer = output.files.filter { $0.path.hasSuffix(".swift") }.flatMap { file in
            Self.newerSyntax(in: file.contents).map { "\(file.path):\($0)" }
        }
        let messages = Set(
            ["Action", "ActionError", "CompletableAction"].map {
                SpecProblem.moduleSelectorNeedsNewerSwift($0).description
            })
        let warned = output.warnings.filter { messages.contains($0.message) }
        #expect(output.files.count > 10)
        // Only module selectors are newer, and only in a project that was warned about them.
        #expect(newer.allSatisfy { $0.hasSuffix(": module selector") })
        #expect(newer.isEmpty == warned.isEmpty, "newer syntax: \(newer.prefix(5)), warnings: \(warned)")
    }

    @Test func theShadowingProjectIsWarnedWhereItsSpecWritesTheAppsAction() throws {
        let folder = RepositoryPaths.fixtures.appendingPathComponent("Shadowing")
        let warnings = try Self.generate(folder).warnings.map(\.description)
        #expect(
            warnings == [
                "Specs/Timetable.yml:16:23: warning: app type 'Action' hides the Action library's 'Action' in the "
                    + "app's module, so generated code writes the library's as 'Action::Action', a module selector that "
                    + "needs Swift 6.3 (Xcode 26.4); everything else builds with Swift 6.2 (Xcode 26), so rename the "
                    + "app's type to build with that"
            ])
    }

    @Test func findsAModuleSelector() {
        #expect(Self.newerSyntax(in: "let a: Action::Action<Int, Int>\n") == ["1: module selector"])
    }

    @Test func findsAnAttributeOfSwift6Point3() {
        #expect(Self.newerSyntax(in: "@c func f() {}\n") == ["1: attribute @c"])
    }
}

/// Finds the syntax of Swift 6.3 and later: module selectors (SE-0491), and the attributes `@c` (SE-0495),
/// `@export` (SE-0497), `@specialized` (SE-0460) and `@inline(always)` (SE-0496).
private final class NewerSyntaxFinder: SyntaxVisitor {
    static let newerAttributes: Set<String> = ["c", "export", "specialized"]
    let converter: SourceLocationConverter
    var findings: [String] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func record(_ what: String, at node: some SyntaxProtocol) {
        findings.append("\(node.startLocation(converter: converter).line): \(what)")
    }

    override func visit(_ node: ModuleSelectorSyntax) -> SyntaxVisitorContinueKind {
        record("module selector", at: node)
        return .skipChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        let arguments = node.arguments?.trimmedDescription ?? ""
        if Self.newerAttributes.contains(name) || name == "inline" && arguments == "always" {
            record("attribute @\(name)", at: node)
        }
        return .visitChildren
    }
}
