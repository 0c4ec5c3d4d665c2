import Foundation
import ScaffoldCore

/// `scaffold rename Settings Preferences`: renames a scene everywhere scaffold put its name, then
/// regenerates. The spec's `scene:` (and the spec file when it is named after the scene), routes
/// in other specs, the scene's folders and skeleton files, the scene's type names in every skeleton
/// and in their bases in scaffold.lock, so the following merge sees no change the rename made.
///
/// Everything is read and computed first, the names to rename among it (`plan()`); files are written only when
/// every check passed.
public struct SceneRename: Sendable {
    public var project: Project
    public var oldName: String
    public var newName: String

    public init(project: Project, oldName: String, newName: String) {
        self.project = project
        self.oldName = oldName
        self.newName = newName
    }

    /// One file the rename writes, moves or deletes, for the command's report.
    public struct Step: Equatable, Sendable {
        public enum Action: String, Sendable {
            case update
            case move
            case delete
        }
        public var action: Action
        /// The path as the user sees it; for `move`, `old -> new`.
        public var path: String
    }

    /// One generated name the rename changes, for the plan printed before the first change.
    public struct NameChange: Equatable, Sendable, CustomStringConvertible {
        public var kind: NameKind
        public var old: String
        public var new: String

        /// `rename type ProfileViewModel -> AccountViewModel`.
        public var description: String { "rename \(kind) \(old) -> \(new)" }
    }

    /// The whole rename, computed and checked before anything is written.
    public struct Plan: Sendable {
        public var oldName: String
        public var newName: String
        /// Every name of the scene the rename changes, in the naming table's order: types, members, files.
        public var names: [NameChange]
        var edits: FileEdits

        /// What `apply()` will do to each file, in its order.
        public var steps: [Step] { edits.plannedSteps }

        /// Writes, moves and deletes the files and returns what it did to each; regenerating is the caller's next
        /// step.
        public func apply() throws(DiagnosticsError) -> [Step] {
            // The plan is on disk before the first change, so an interrupted rename is finished by the next run.
            try RenameJournal(oldName: oldName, newName: newName, edits: edits).record(in: edits.project)
            let steps = try edits.apply()
            try RenameJournal.remove(in: edits.project)
            return steps
        }
    }

    /// Renames the scene and returns what it did to each file; regenerating is the caller's next step.
    public func perform() throws(DiagnosticsError) -> [Step] {
        try plan().apply()
    }

    /// Reads the project and computes the rename, changing nothing but to finish a rename an earlier run left half
    /// done: this one starts from a project with one name per scene. A dry run stops at such a rename instead.
    public func plan(dryRun: Bool = false) throws(DiagnosticsError) -> Plan {
        if let problem = SwiftIdentifier.typeNameProblem(with: newName) {
            throw DiagnosticsError([.error(problem, at: .startOf(newName))])
        }
        if dryRun, RenameJournal.isPresent(in: project) {
            throw DiagnosticsError([
                .skeleton(
                    .interruptedRenamePending, at: .startOf(project.displayPath(forProjectPath: RenameJournal.path)))
            ])
        }
        _ = try RenameJournal.finishIfPresent(in: project)
        let source = SpecSource(project: project)
        let inputs = try source.specs([])
        let generator = Generator(configuration: project.generatorConfiguration(for: SceneRequest()))
        let loaded = try generator.load(inputs)
        var lock = try source.lock().parse(folders: project.lockFolders(for: SceneRequest()))
        // The spec may say the new name already, when someone edited it before running the command.
        let renamedInSpec = loaded.all.first {
            $0.name.value == newName && lock.scenes[$0.file]?.name == oldName
        }
        guard let found = loaded.all.first(where: { $0.name.value == oldName }) ?? renamedInSpec else {
            throw DiagnosticsError([.skeleton(.unknownScene(oldName), at: .startOf(oldName))])
        }
        if renamedInSpec == nil, let existing = loaded.all.first(where: { $0.name.value == newName }) {
            throw DiagnosticsError([
                .skeleton(
                    .sceneExists(newName, in: project.displayPath(forProjectPath: existing.file)), at: .startOf(oldName)
                )
            ])
        }
        var spec = found
        spec.name.value = oldName
        var renamed = spec
        renamed.name.value = newName
        // Every check the regeneration makes is made now, on the renamed specs, before the first change: a name
        // a support type or another scene takes (`Base` declares `BaseCoordinator`), or one differing from
        // another scene's only in case, leaves the project as it was.
        let renamedSpecs = loaded.all.map { other -> SceneSpec in
            var other = other.file == spec.file ? renamed : other
            for index in other.coordinator?.routes.indices ?? 0..<0
            where other.coordinator?.routes[index].startsScene == true
                && other.coordinator?.routes[index].scene.value == oldName
            {
                other.coordinator?.routes[index].scene.value = newName
            }
            return other
        }
        let problems = generator.validator.validate(renamedSpecs, services: loaded.allServices)
        if problems.containsErrors { throw DiagnosticsError(problems.filter { $0.severity == .error }) }
        // The spec under both names, with the config's naming: its tables differ only by the names the rename changes.
        let namer = generator.validator.namer
        let oldNames = SceneNames(spec, namedBy: namer)
        let changes = Self.nameChanges(
            from: oldNames, to: SceneNames(renamed, namedBy: namer), keepsCoordinator: spec.coordinator?.appType != nil)
        let names = Self.renamedWords(changes)
        let specPath = Self.renamedSpecPath(spec.file, from: oldName, to: newName)
        var edits = FileEdits(project: project)

        // Specs: this scene's name and every route that names it.
        let texts = Dictionary(
            inputs.requested.compactMap { input in
                (try? input.contents.get()).map { (input.file.projectPath, String(decoding: $0, as: UTF8.self)) }
            }, uniquingKeysWith: { first, _ in first })
        for other in loaded.all {
            var locations =
                other.coordinator?.routes.filter { $0.startsScene && $0.scene.value == oldName }.map(\.scene.location)
                ?? []
            if other.file == spec.file && renamedInSpec == nil { locations.append(spec.name.location) }
            let moves = other.file == spec.file && specPath != spec.file
            guard !locations.isEmpty || moves, let text = texts[other.file] else { continue }
            let updated = Self.replacing(oldName, with: newName, at: locations, in: text)
            edits.write(updated, to: other.file == spec.file ? specPath : other.file, from: other.file)
        }

        // Skeletons and their bases: moved with the scene, its type names renamed in all of them; in the
        // person's files only in code and on the lines scaffold wrote, never in their own literals and comments.
        let oldHeader = "from \(SwiftSourceText.lineCommentText(spec.file))."
        let newHeader = "from \(SwiftSourceText.lineCommentText(specPath))."
        let renaming = SwiftRenaming(names: names, sceneName: (oldName, newName))
        func rename(_ text: String, scaffoldLines: Set<Substring>? = nil) -> String {
            // scaffold's header names the spec by its path, which moves on its own terms.
            let header = text.prefix { $0 != "\n" }
            guard header.hasPrefix(SkeletonHeader.prefix) else {
                return renaming.renamed(text, scaffoldLines: scaffoldLines)
            }
            return header.replacingOccurrences(of: oldHeader, with: newHeader)
                + renaming.renamed(String(text.dropFirst(header.count)), scaffoldLines: scaffoldLines)
        }
        for specKey in lock.scenes.keys.sorted() {
            guard var scene = lock.scenes[specKey] else { continue }
            var skeletons: [String: String] = [:]
            for (path, base) in scene.skeletons.texts.sorted(by: { $0.key < $1.key }) {
                let target =
                    specKey == spec.file ? Self.renamedPath(path, from: oldName, to: newName, names: names) : path
                skeletons[target] = rename(base)
                let absolute = project.absolutePath(path)
                // Only a file that says scaffold created it from this entry's spec is renamed or moved: the lock
                // could list any file of the project.
                guard let data = FileSystem.contentsIfReadable(absolute, limit: .sourceFile),
                    SkeletonHeader.saysScaffoldCreated(data, from: specKey)
                else { continue }
                guard let text = String(validating: data, as: UTF8.self) else {
                    // Renaming inside would replace the bytes it cannot read; the person must fix the file.
                    throw DiagnosticsError([
                        .skeleton(.unreadable, at: .startOf(project.displayPath(forProjectPath: path)))
                    ])
                }
                // Renaming inside a conflict would leave the person two versions to reconcile under new names.
                if let line = ThreeWayMerge.conflictMarkerLine(in: text) {
                    let location = SourceLocation(
                        file: project.displayPath(forProjectPath: path), line: line, column: 1)
                    throw DiagnosticsError([.skeleton(.conflictBlocksRename, at: location)])
                }
                let updated = rename(text, scaffoldLines: Set(ThreeWayMerge.linesWithoutBreaks(of: base)))
                if target != path || updated != text { edits.write(updated, to: target, from: path) }
            }
            scene.skeletons = LockBases(texts: skeletons)
            if specKey == spec.file {
                scene.name = newName
                scene.spec = specPath
                lock.scenes[specKey] = nil
                lock.scenes[specPath] = scene
            } else {
                lock.scenes[specKey] = scene
            }
        }
        // The person's own Swift files in the scene's folders (`ProfileViewModel+Helpers.swift`) move with the
        // scene and keep extending its types: renamed in their code, never in their literals and comments.
        let roots = project.roots(for: SceneRequest())
        let handled = Set(edits.writes.map(\.source) + lock.scenes.values.flatMap(\.skeletons.keys))
        for root in roots.all {
            let folder = root == "." ? oldName : "\(root)/\(oldName)"
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: project.absolutePath(folder))) ?? []
            for name in entries.sorted() where name.hasSuffix(".swift") && !name.hasSuffix(".generated.swift") {
                let path = "\(folder)/\(name)"
                guard !handled.contains(path),
                    let data = FileSystem.contentsIfReadable(project.absolutePath(path), limit: .sourceFile),
                    let text = String(validating: data, as: UTF8.self)
                else { continue }
                let target = Self.renamedPath(path, from: oldName, to: newName, names: names)
                let updated = rename(text, scaffoldLines: [])
                if target != path || updated != text { edits.write(updated, to: target, from: path) }
            }
        }
        // The old contract and mocks go; the regeneration writes them under the new names.
        for root in roots.all {
            let folder = root == "." ? oldName : "\(root)/\(oldName)"
            for file in [oldNames.generatedFile, oldNames.mocksFile] {
                let path = "\(folder)/\(file)"
                if FileManager.default.fileExists(atPath: project.absolutePath(path)) { edits.delete(path) }
            }
        }
        edits.write(lock.text, to: SkeletonLock.path, from: SkeletonLock.path)
        try edits.check()
        return Plan(oldName: oldName, newName: newName, names: changes, edits: edits)
    }

    /// Each name of the scene whose spelling the rename changes, old and new paired by role; names that do not
    /// contain the scene's name, such as a named service or an input's subject, stay and are not listed.
    ///
    /// With `keepsCoordinator`, the scene's coordinator is the app's own class (`coordinator: {type:}`), the app's to
    /// name: neither the class of the coordinator's name nor a file of that name is renamed.
    static func nameChanges(from old: SceneNames, to new: SceneNames, keepsCoordinator: Bool = false) -> [NameChange] {
        let kept = keepsCoordinator ? Set([old.coordinator, old.coordinatorFile].compactMap { $0 }) : []
        return old.table.changes(to: new.table).filter { !kept.contains($0.old.spelling) }.map {
            NameChange(kind: $0.old.kind, old: $0.old.spelling, new: $0.new.spelling)
        }
    }

    /// The words to rename in Swift code: every changed name but the files'.
    static func renamedWords(_ changes: [NameChange]) -> [String: String] {
        Dictionary(
            changes.filter { $0.kind != .file }.map { ($0.old, $0.new) }, uniquingKeysWith: { first, _ in first })
    }

    /// `text` with every whole-word occurrence of an old name replaced by its new one.
    static func replacingWords(_ names: [String: String], in text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var word = ""
        func flush() {
            result += names[word] ?? word
            word = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    /// `old` replaced by `new` where the spec writes it: at each location, the first occurrence on
    /// that line from that column on.
    static func replacing(_ old: String, with new: String, at locations: [SourceLocation], in text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for location in locations where location.line >= 1 && location.line <= lines.count {
            let line = lines[location.line - 1]
            let scalars = line.unicodeScalars
            let start = scalars.index(
                scalars.startIndex, offsetBy: min(max(location.column - 1, 0), scalars.count))
            guard let range = line[start...].range(of: old) else { continue }
            lines[location.line - 1] = line.replacingCharacters(in: range, with: new)
        }
        return lines.joined(separator: "\n")
    }

    /// `Specs/Settings.yml` becomes `Specs/Preferences.yml`; a spec named otherwise keeps its name.
    static func renamedSpecPath(_ path: String, from old: String, to new: String) -> String {
        let folder = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[...$0]) } ?? ""
        let name = String(path.dropFirst(folder.count))
        for suffix in [".yml", ".yaml"] where name == old + suffix {
            return folder + new + suffix
        }
        return path
    }

    /// `Scenes/Settings/SettingsViewModel.swift` becomes `Scenes/Preferences/PreferencesViewModel.swift`:
    /// the scene's folder and every file named after one of its types.
    static func renamedPath(_ path: String, from old: String, to new: String, names: [String: String]) -> String {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let file = components.popLast() else { return path }
        components = components.map { $0 == old ? new : $0 }
        guard file.hasSuffix(".swift") else { return (components + [file]).joined(separator: "/") }
        let stem = String(file.dropLast(".swift".count))
        // An extension's file is named after the type it extends: `ProfileViewModel+Helpers.swift`.
        let type = stem.prefix { $0 != "+" }
        let renamedStem = (names[String(type)] ?? String(type)) + stem.dropFirst(type.count)
        return (components + [renamedStem + ".swift"]).joined(separator: "/")
    }
}
