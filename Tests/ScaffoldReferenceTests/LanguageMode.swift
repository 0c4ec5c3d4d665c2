import Foundation

/// A Swift language mode the generated code is compiled in, with warnings as errors.
enum LanguageMode: String, CaseIterable, CustomStringConvertible {
    /// Swift 5, where a project that has not adopted strict concurrency stays.
    case swift5
    /// Swift 6 with complete concurrency checking: actor isolation and data races are errors.
    case swift6

    var description: String { rawValue }

    /// The compiler arguments that choose this mode.
    var languageArguments: [String] {
        switch self {
        case .swift5: ["-swift-version", "5"]
        case .swift6: ["-swift-version", "6", "-strict-concurrency=complete"]
        }
    }

    /// The compiler arguments that build one module in this mode into `module`, with every
    /// diagnostic the compiler has (SIL's included) and warnings as errors.
    func moduleArguments(writingTo module: URL) -> [String] {
        languageArguments + [
            "-warnings-as-errors", "-enable-upcoming-feature", "MemberImportVisibility",
            "-emit-module", "-wmo", "-emit-module-path", module.path,
        ]
    }
}
