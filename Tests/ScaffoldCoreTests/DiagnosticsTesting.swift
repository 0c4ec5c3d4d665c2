import Foundation
import Testing

@testable import ScaffoldCore

/// Each check on specs reports exactly what a user reads: message, severity, line:column and notes.
///
/// Every test compares the whole list of diagnostics for its input, decoding and validation together,
/// as `scaffold validate` reports them. Suites conform to share these helpers.
protocol DiagnosticsTesting {}

extension DiagnosticsTesting {
    /// What `scaffold` reports for one spec: problems reading it, then problems in its contents.
    func diagnostics(_ input: MarkedText, loader: YAMLDocumentLoader = YAMLDocumentLoader()) -> [Diagnostic] {
        diagnostics(input.data, file: input.file, loader: loader)
    }

    func diagnostics(
        _ data: Data, file: String = "Specs/Test.yml", loader: YAMLDocumentLoader = YAMLDocumentLoader()
    ) -> [Diagnostic] {
        let (spec, diagnostics) = SpecDecoder(documentLoader: loader).decode(data, file: file)
        return diagnostics + (spec.map { SpecValidator().validate([$0]) } ?? [])
    }

    /// What `scaffold` reports for several specs loaded together.
    func diagnostics(_ inputs: [MarkedText]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var specs: [SceneSpec] = []
        for input in inputs {
            let result = SpecDecoder().decode(input.data, file: input.file)
            diagnostics += result.diagnostics
            specs += result.spec.map { [$0] } ?? []
        }
        return diagnostics + SpecValidator().validate(specs)
    }

    func error(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) -> Diagnostic {
        Diagnostic(severity: .error, location: location, message: message, notes: notes)
    }

    func warning(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(severity: .warning, location: location, message: message)
    }

    func note(_ message: String, at location: SourceLocation) -> Diagnostic.Note {
        Diagnostic.Note(location: location, message: message)
    }

    func at(_ line: Int, _ column: Int, file: String = "Specs/Test.yml") -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }
}
