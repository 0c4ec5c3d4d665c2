import Foundation

/// Where `make contract` reads the template objects and what it writes, relative to the package root.
public enum ContractFiles {
    /// The folders whose Swift files may declare template objects.
    public static let sourceFolders = ["Sources/ScaffoldCore", "Sources/ScaffoldKit"]

    /// Every model's `templateValue` and `TemplateSchema.objects`.
    public static let generatedSwift = "Sources/ScaffoldKit/Generated/TemplateContract.generated.swift"

    /// The template context's documentation, whose key tables are generated between markers.
    public static let documentation = "Documentation/TemplateContext.md"

    /// A file the generator writes, with what it should hold.
    public struct Output: Equatable, Sendable {
        /// Relative to the package root.
        public var path: String
        public var contents: String
    }

    /// What the generated files under `root` should hold now, from the sources and the documentation's prose there.
    ///
    /// Throws `ContractProblems` for a problem in them, and `ContractFileError` for a file it cannot read.
    public static func outputs(root: URL) throws -> [Output] {
        let contract = try TemplateContract(sources: try sources(root: root))
        let documentationText = try read(documentation, root: root)
        return [
            Output(path: generatedSwift, contents: contract.swiftSource()),
            Output(
                path: documentation,
                contents: try contract.documentation(updating: documentationText, path: documentation)),
        ]
    }

    /// The Swift files of `sourceFolders` but the generated one, sorted by path, so that the output's order is the
    /// same on every machine.
    static func sources(root: URL) throws -> [SourceFile] {
        var paths: [String] = []
        for folder in sourceFolders {
            let url = root.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(atPath: url.path) else { continue }
            for case let relative as String in enumerator where relative.hasSuffix(".swift") {
                paths.append(folder + "/" + relative)
            }
        }
        return try paths.filter { $0 != generatedSwift }.sorted().map { path in
            SourceFile(path: path, text: try read(path, root: root))
        }
    }

    /// Writes `output` under `root` unless the file already holds it; whether it wrote.
    public static func write(_ output: Output, root: URL) throws(ContractFileError) -> Bool {
        let url = root.appendingPathComponent(output.path)
        let data = Data(output.contents.utf8)
        guard (try? Data(contentsOf: url)) != data else { return false }
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw .cannotWrite(path: output.path)
        }
        return true
    }

    private static func read(_ path: String, root: URL) throws(ContractFileError) -> String {
        guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else {
            throw .cannotRead(path: path)
        }
        return text
    }
}
