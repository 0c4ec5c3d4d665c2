import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// A member removed from a spec merges out of the skeletons, but a line of the person's that uses it stays and no
/// longer compiles: the run says where.
@Suite struct RemovedMemberWarningTests {
    static let viewModel = "Scenes/Feed/FeedViewModel.swift"

    static func spec(inputs: String) -> String {
        "scene: Feed\ninputs:\n  - reload\n\(inputs)outputs:\n  - title: String\n  - openSettings\n"
    }

    static let before = spec(inputs: "  - tapSettings\n")
    static let without = spec(inputs: "")

    /// A project generated from `spec` (and `otherSpecs`, by path) whose view model a person edited: `before`
    /// replaced by `after`.
    static func editedProject(
        replacing before: String, with after: String, spec: String = before, otherSpecs: [String: String] = [:]
    ) throws -> Project {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scaffold-removed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        let project = try Project.load(configPath: nil, workingDirectory: root)
        for (path, text) in otherSpecs.merging(["Specs/Feed.yml": spec], uniquingKeysWith: { _, feed in feed }) {
            try write(text, to: path, in: project)
        }
        _ = try ScenePipeline(project: project).run()
        let skeleton = try read(viewModel, in: project)
        #expect(skeleton.contains(before))
        try write(skeleton.replacingOccurrences(of: before, with: after), to: viewModel, in: project)
        return project
    }

    static func write(_ text: String, to path: String, in project: Project) throws {
        try Data(text.utf8).write(to: project.root.appendingPathComponent(path))
    }

    static func read(_ path: String, in project: Project) throws -> String {
        try String(contentsOf: project.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func aRemovedInputTheViewModelStillUsesIsWarnedOfWhereItIsUsed() throws {
        let project = try Self.editedProject(
            replacing: "        self.openSettings = .empty()\n",
            with: "        self.openSettings = tapSettings.asObservable()\n")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try Self.write(Self.without, to: "Specs/Feed.yml", in: project)

        let report = try ScenePipeline(project: project).run()

        #expect(
            report.diagnostics == [
                .skeleton(
                    .removedMemberStillUsed("tapSettings", kind: "input", spec: "Specs/Feed.yml"), severity: .warning,
                    at: SourceLocation(file: Self.viewModel, line: 24, column: 29))
            ])
        #expect(
            try Self.read(Self.viewModel, in: project).components(separatedBy: "\n")[23]
                == "        self.openSettings = tapSettings.asObservable()")
    }

    @Test func aRemovedInputTheViewModelDoesNotUseGivesNoWarning() throws {
        let project = try Self.editedProject(
            replacing: "        self.title = .empty()\n", with: "        self.title = .just(\"Feed\")\n")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try Self.write(Self.without, to: "Specs/Feed.yml", in: project)

        let report = try ScenePipeline(project: project).run()

        #expect(report.changes.first { $0.path == Self.viewModel }?.action == .merge)
        #expect(report.diagnostics == [])
    }

    static let viewController = "Scenes/Feed/FeedViewController.swift"

    /// The diagnostics of a run that removes the output `title` from a project whose view controller has `lines`
    /// after `super.viewDidLoad()`.
    static func removingTitle(afterViewDidLoad lines: String) throws -> [Diagnostic] {
        let project = try editedProject(
            replacing: "        self.title = .empty()\n", with: "        self.title = .empty()\n")
        defer { try? FileManager.default.removeItem(at: project.root) }
        let text = try read(viewController, in: project).replacingOccurrences(
            of: "        super.viewDidLoad()\n", with: "        super.viewDidLoad()\n" + lines)
        try write(text, to: viewController, in: project)
        try write(
            spec(inputs: "  - tapSettings\n").replacingOccurrences(of: "  - title: String\n", with: ""),
            to: "Specs/Feed.yml", in: project)
        return try ScenePipeline(project: project).run().diagnostics
    }

    /// In a view controller the view model's members are reached through it; `title` alone, `self.title` and
    /// `navigationItem.title` are UIKit's, which removing the output `title` does not touch.
    @Test func aViewControllersOwnTitleIsNotAUseOfARemovedOutput() throws {
        #expect(
            try Self.removingTitle(
                afterViewDidLoad: "        title = \"Feed\"\n        navigationItem.title = self.title\n")
                == [])
    }

    /// Reached through the view model, the removed output is the view model's, in a view controller too.
    @Test func aViewControllerLineReadingARemovedOutputFromTheViewModelIsWarned() throws {
        #expect(
            try Self.removingTitle(afterViewDidLoad: "        _ = viewModel.outputs.title.subscribe()\n").map(
                \.location)
                == [SourceLocation(file: Self.viewController, line: 24, column: 31)])
    }

    /// The name in a comment or a string literal is not a use: the line compiles without the member.
    @Test func aRemovedInputNamedOnlyInACommentOrAStringGivesNoWarning() throws {
        let project = try Self.editedProject(
            replacing: "        self.openSettings = .empty()\n",
            with: "        // Was tapSettings; /* tapSettings */\n        self.openSettings = .just(\"tapSettings\")\n")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try Self.write(Self.without, to: "Specs/Feed.yml", in: project)

        let report = try ScenePipeline(project: project).run()

        #expect(report.changes.first { $0.path == Self.viewModel }?.action == .merge)
        #expect(report.diagnostics == [])
    }

    /// `renamedFrom:` renames the person's uses too, so nothing is left using the old name.
    @Test func aRenamedInputGivesNoWarning() throws {
        let project = try Self.editedProject(
            replacing: "        self.openSettings = .empty()\n",
            with: "        self.openSettings = tapSettings.asObservable()\n")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try Self.write(
            Self.spec(inputs: "  - showSettings: {renamedFrom: tapSettings}\n"), to: "Specs/Feed.yml", in: project)

        let report = try ScenePipeline(project: project).run()

        #expect(report.diagnostics == [])
        #expect(try Self.read(Self.viewModel, in: project).contains("self.openSettings = showSettings.asObservable()"))
    }

    /// Moved from one kind of member to another, the name is still declared, and the line still compiles.
    @Test func anInputThatBecameAnotherKindOfMemberGivesNoWarning() throws {
        let project = try Self.editedProject(
            replacing: "        self.openSettings = .empty()\n",
            with: "        self.openSettings = tapSettings.asObservable()\n")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try Self.write(Self.without + "state:\n  - tapSettings\n", to: "Specs/Feed.yml", in: project)

        let report = try ScenePipeline(project: project).run()

        #expect(report.diagnostics == [])
    }

    /// The coordinator never had the input, so its change line does not name it; the route it gains, it names.
    @Test func aFileIsNotSaidToChangeForAMemberItNeverMentioned() throws {
        let routes = "coordinator:\n  routes:\n    - openSettings: Settings\n"
        let project = try Self.editedProject(
            replacing: "        self.title = .empty()\n", with: "        self.title = .just(\"Feed\")\n",
            spec: Self.before + routes, otherSpecs: ["Specs/Settings.yml": "scene: Settings\ncoordinator: {}\n"])
        defer { try? FileManager.default.removeItem(at: project.root) }
        try Self.write(
            Self.without.replacingOccurrences(of: "  - openSettings\n", with: "  - openSettings\n  - openHelp\n")
                + routes + "    - openHelp: Settings\n",
            to: "Specs/Feed.yml", in: project)

        let report = try ScenePipeline(project: project).run()

        #expect(
            report.changes.filter { $0.kind == .skeleton && $0.path.contains("/Feed/") }.map {
                "\($0.action) \($0.path) (\($0.detail ?? ""))"
            } == [
                "merge Scenes/Feed/FeedViewModel.swift (+ output openHelp, + route openHelp, - input tapSettings)",
                "update Scenes/Feed/FeedCoordinator.swift (+ output openHelp, + route openHelp)",
                "update Scenes/Feed/FeedViewController.swift (+ output openHelp, + route openHelp, - input tapSettings)",
                "update SceneTests/Feed/FeedViewModelTests.swift (+ output openHelp, + route openHelp, "
                    + "- input tapSettings)",
            ])
    }
}
