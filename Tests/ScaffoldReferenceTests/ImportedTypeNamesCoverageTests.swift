import Foundation
import ScaffoldCore
import Testing

/// `ImportedTypeNames` lists every imported type the built-in templates name, so that a service named like one is
/// refused and a shadowed Rx type is written with its module: a type the templates start to use is caught here, not
/// by an app that stops compiling.
@Suite struct ImportedTypeNamesCoverageTests {
    /// Names the templates write that are not imported types: generic parameters they declare, `Self`, a module in
    /// `canImport`, and XCTest's assertion functions.
    static let notImportedTypes: Set<String> = [
        "ChildResult", "Element", "Input", "Observer", "Output", "ResultType", "Source", "Self", "ObjectiveC",
        "XCTAssertEqual", "XCTAssertNil", "XCTSkipIf",
    ]

    /// RxFlow's types, which only the files of `navigation: rxflow` scenes name. They are left out of
    /// `ImportedTypeNames` on purpose: listed there, a project without RxFlow could no longer name a service `Flow`,
    /// and its own `Step` model would be written `App.Step` in its tests.
    static let rxFlowTypes: Set<String> = ["Flow", "FlowContributors", "Presentable", "Step", "Stepper"]

    /// The capitalised names in the code of `template`: outside Mustache tags, comments and string literals, and not
    /// after a `.` (a member).
    static func capitalisedNames(in template: String) -> Set<String> {
        var names: Set<String> = []
        for line in template.split(separator: "\n") {
            var code = String(line).replacing(/\{\{[^}]*\}\}/, with: "")
            if let comment = code.firstRange(of: "//") { code = String(code[..<comment.lowerBound]) }
            code = code.replacing(/"(\\.|[^"\\])*"/, with: "\"\"")
            // A capitalised word after something other than `.` or a word character: a type, not a member.
            for match in code.matches(of: /(^|[^.\w])([A-Z][A-Za-z0-9_]*)/) { names.insert(String(match.2)) }
        }
        return names
    }

    /// The types the templates declare themselves: `class ShownScreen`, `enum CoordinationResult`.
    static func declaredNames(in template: String) -> Set<String> {
        Set(template.matches(of: /\b(?:class|struct|enum|protocol|typealias|actor)\s+([A-Z]\w*)/).map { String($0.1) })
    }

    @Test func everyImportedTypeTheTemplatesNameIsListed() throws {
        let folder = RepositoryPaths.root.appendingPathComponent("Templates")
        let templates = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".mustache")
        }
        var used: Set<String> = []
        var declared: Set<String> = [
            SceneNames.baseCoordinator, SceneNames.scenePresentation, SceneNames.shownScreen,
            SceneNames.transformViewModelProtocol, SceneNames.notImplemented, SceneNames.offMainThreadWatcher,
            SceneNames.activityTracker, SceneNames.errorTracker,
        ]
        for name in templates {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            used.formUnion(Self.capitalisedNames(in: text))
            declared.formUnion(Self.declaredNames(in: text))
        }
        let modules = Set(ImportedTypeNames.modules.values)
        let unlisted = used.subtracting(declared).subtracting(Self.notImportedTypes).subtracting(Self.rxFlowTypes)
            .subtracting(modules).filter {
                ImportedTypeNames.modules[$0] == nil
            }
        #expect(unlisted.sorted() == [])
    }
}
