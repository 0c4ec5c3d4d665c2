import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// Swift that `scaffold import` cannot make a spec from: one whole diagnostic each, at the place to fix.
@Suite struct ImportDiagnosticsTests {
    func diagnostics(_ path: String, _ text: String) -> [Diagnostic] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-import-empty")
        let project = Project(root: folder, config: ProjectConfig(), configFile: nil, workingDirectory: folder)
        do {
            _ = try SpecImporter(project: project).importSpec(sources: [(path, text)])
            return []
        } catch {
            return error.diagnostics
        }
    }

    func error(_ file: String, _ line: Int, _ column: Int, _ message: String) -> Diagnostic {
        Diagnostic(severity: .error, location: SourceLocation(file: file, line: line, column: column), message: message)
    }

    @Test func aFileWithoutAViewModelClassSaysWhichFileToPass() {
        #expect(
            diagnostics("Model.swift", "struct Model {}\n") == [
                error(
                    "Model.swift", 1, 1,
                    "no view model class found: pass the Swift file that declares the class whose name ends in "
                        + "'ViewModel'")
            ])
    }

    @Test func twoViewModelClassesAreRefusedAtTheSecond() {
        #expect(
            diagnostics("Two.swift", "final class AViewModel {}\nfinal class BViewModel {}\n") == [
                error(
                    "Two.swift", 2, 13,
                    "two view model classes, 'AViewModel' and 'BViewModel': import one at a time, passing the file of "
                        + "one and its '<Scene>.generated.swift'")
            ])
    }

    @Test func swiftThatDoesNotParseIsRefusedAtItsFirstError() {
        #expect(
            diagnostics("Broken.swift", "final class CViewModel {\n    let x: = 1\n}\n") == [
                error(
                    "Broken.swift", 2, 12,
                    "this is not Swift that parses (expected a type); fix the file so that it compiles, then import it "
                        + "again")
            ])
    }

    @Test func aSpecTheValidatorRefusesIsBlamedOnTheSwiftItCameFrom() {
        let swift = """
            protocol DViewModelOutputsType {
                var title: Observable<string> { get }
            }

            final class DViewModel {}
            """
        #expect(
            diagnostics("DViewModel.swift", swift) == [
                error(
                    "DViewModel.swift", 2, 9,
                    "the spec imported from here is not valid: invalid type: 'string' is not a type (type names are "
                        + "case-sensitive); did you mean 'String'?; write this member by hand in the spec")
            ])
    }
}
