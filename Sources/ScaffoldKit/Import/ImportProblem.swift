import ScaffoldCore

/// Why `scaffold import` could not write a spec from the Swift it was given; each says what to do instead.
public enum ImportProblem: Equatable, Sendable, CustomStringConvertible {
    /// The file is not Swift that parses: the first error, as the parser reads it.
    case doesNotParse(String)
    /// No file declares a class named `…ViewModel`.
    case noViewModel
    /// Two classes could each be the view model; the first is named, the diagnostic stands at the second.
    case twoViewModels(first: String, second: String)
    /// A file is not a Swift file.
    case notSwift
    /// The spec made from the Swift is one scaffold's validator refuses: its message, at the member it came from.
    case invalidImportedSpec(String)
    /// `--output` would replace a spec that exists.
    case specExists(String)

    public var description: String {
        switch self {
        case .doesNotParse(let detail):
            return "this is not Swift that parses (\(detail)); fix the file so that it compiles, then import it again"
        case .noViewModel:
            return
                "no view model class found: pass the Swift file that declares the class whose name ends in 'ViewModel'"
        case .twoViewModels(let first, let second):
            return
                "two view model classes, '\(first)' and '\(second)': import one at a time, passing the file of one "
                + "and its '<Scene>.generated.swift'"
        case .notSwift:
            return "not a Swift file: pass the view model's '.swift' file"
        case .invalidImportedSpec(let message):
            return "the spec imported from here is not valid: \(message); write this member by hand in the spec"
        case .specExists(let path):
            return "\(path) exists; pass --force to replace it, or choose another --output folder"
        }
    }

    /// This problem as an error at `location`.
    public func diagnostic(at location: SourceLocation) -> Diagnostic {
        Diagnostic(severity: .error, location: location, message: description)
    }
}
