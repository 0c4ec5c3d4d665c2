import Foundation
import ScaffoldKit
import Testing

/// Compares rendered files with the committed golden files under `Tests/Golden`, byte for byte.
///
/// Set `SCAFFOLD_RECORD=1` to rewrite the golden files from the current output; a recording run
/// still fails, so it is never green by accident: review the diff, then run again without it.
enum GoldenFiles {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["SCAFFOLD_RECORD"] == "1" }

    /// Checks (or records) every file, and that the golden folder `folder` holds no file that was not produced.
    static func expectMatch(_ files: [OutputFile], folder: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let expectedPaths = Set(files.map(\.path))
        for file in files {
            let url = RepositoryPaths.golden.appendingPathComponent(file.path)
            let existing = FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
            if isRecording {
                if existing != file.contents {
                    try? FileManager.default.createDirectory(
                        at: url.deletingLastPathComponent(),
                        withIntermediateDirectories: true)
                    try? Data(file.contents.utf8).write(to: url)
                }
                continue
            }
            guard let existing else {
                Issue.record(
                    "missing golden file Tests/Golden/\(file.path); record with SCAFFOLD_RECORD=1",
                    sourceLocation: sourceLocation)
                continue
            }
            if existing != file.contents {
                let diff = UnifiedDiff.make(old: existing, new: file.contents, path: "Tests/Golden/\(file.path)")
                Issue.record("golden file differs (- committed, + generated):\n\(diff)", sourceLocation: sourceLocation)
            }
        }
        let folderURL = RepositoryPaths.golden.appendingPathComponent(folder)
        let enumerator = FileManager.default.enumerator(at: folderURL, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            let path = url.path.replacingOccurrences(of: RepositoryPaths.golden.path + "/", with: "")
            if !expectedPaths.contains(path) {
                if isRecording {
                    try? FileManager.default.removeItem(at: url)
                } else {
                    Issue.record(
                        "golden file Tests/Golden/\(path) is no longer generated; re-record with SCAFFOLD_RECORD=1",
                        sourceLocation: sourceLocation)
                }
            }
        }
        if isRecording {
            Issue.record(
                "recorded golden files under Tests/Golden/\(folder); review the diff, then run without SCAFFOLD_RECORD",
                sourceLocation: sourceLocation)
        }
    }
}
