import Foundation
import ScaffoldCore

/// The spec files of a run with the bytes read from them: everything the generator needs from disk.
public struct SpecInputs: Sendable {
    /// The specs the run was asked for, in path order.
    public var requested: [SpecInput]
    /// The project's other specs, read only to look up route targets.
    public var others: [SpecInput]
    /// True when the run covers every spec of the config, so unplanned generated files are orphans.
    public var coversWholeProject: Bool
    /// Why the project's other specs could not all be listed (a narrower run goes on without them).
    public var unlisted: [Diagnostic] = []
    /// Every folder listed to find the specs, as the user sees it: a spec added to one or removed from it
    /// changes the run, so a depfile lists them.
    public var folders: [String] = []
    /// The app's Swift (`appCode`), read when an app protocol is to be made from it; nil when none is.
    public var appCode: AppCodeInputs?

    public init(requested: [SpecInput], others: [SpecInput] = [], coversWholeProject: Bool = true) {
        self.requested = requested
        self.others = others
        self.coversWholeProject = coversWholeProject
    }

    /// Every spec source of the project that could not be listed or read; `--prune` refuses to run
    /// unless this is empty, since a spec it did not see would make its scene's files look orphaned.
    public var unreadSources: [Diagnostic] {
        let unread = (requested + others).compactMap { input -> Diagnostic? in
            guard case .failure(let problem) = input.contents else { return nil }
            return .error(problem)
        }
        return unlisted + unread
    }

    /// Hashes of the exact bytes read, requested specs first, then the app's Swift; nil when a spec could not be
    /// read.
    var fingerprints: [SpecFingerprint]? {
        var fingerprints: [SpecFingerprint] = []
        for input in requested + others {
            guard case .success(let data) = input.contents else { return nil }
            fingerprints.append(SpecFingerprint(projectPath: input.file.projectPath, hash: .of(bytes: data)))
        }
        return fingerprints + (appCode?.fingerprints ?? [])
    }
}

/// One spec file and its bytes, or the reason they could not be read.
public struct SpecInput: Sendable {
    public var file: SpecFile
    public var contents: Result<Data, FileSystemProblem>

    public init(file: SpecFile, contents: Result<Data, FileSystemProblem>) {
        self.file = file
        self.contents = contents
    }
}
