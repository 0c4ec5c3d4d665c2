import Foundation
import ScaffoldCore

extension OutputStage {
    /// What happens to a skeleton: created when missing; otherwise the change from its base (what
    /// scaffold last rendered into it) to the new render is merged into the person's file.
    ///
    /// - Parameters:
    ///   - base: The skeleton's base from scaffold.lock; nil when the lock has none. Expanded only when the plan
    ///     needs it: a skeleton that matches its render does not.
    ///   - changes: What changed in the spec's members since the lock recorded them, for the change line and to find
    ///     the person's uses of a removed member.
    ///   - members: The scene's members, to name those a skeleton without a base lacks.
    ///   - generatedFiles: The generated files of the skeleton's spec, whose types a hand-written file without a
    ///     base must not declare again.
    ///   - generatedTypes: What those files declare, parsed once per run.
    ///   - renaming: The names the spec's `renamedFrom:` keys change, merged into the base and the person's file as a
    ///     rename while the base still has the old names.
    func planSkeleton(
        _ file: OutputFile, base lockBase: LockBase?, changes: [SceneMemberChange], members: [SceneMember],
        generatedFiles: [OutputFile] = [], generatedTypes: GeneratedTypeNames = GeneratedTypeNames(),
        renaming: SwiftRenaming? = nil
    ) -> FilePlan {
        let path = display(file.path)
        let render = file.contents
        lazy var base = lockBase?.text
        let changeLine = changes.isEmpty ? nil : Self.changeLine(changes, mentionedIn: [base ?? "", render])
        // Decoding would replace the bytes it cannot read: leave the person's file exactly as it is. A check
        // cannot tell whether such a file is current, so it fails rather than pass over it.
        let unreadable =
            options.mode == .check
            ? FilePlan(
                change: FileChange(action: .skip, path: path, kind: .skeleton),
                uncheckable: .skeleton(.uncheckable, at: .startOf(path)))
            : FilePlan(
                change: FileChange(action: .skip, path: path, kind: .skeleton),
                diagnostics: [.skeleton(.unreadable, severity: .warning, at: .startOf(path))])
        let existing: Data?
        do {
            existing = try FileSystem.readIfPresent(project.absolutePath(file.path), display: path, limit: .sourceFile)
        } catch {
            switch error.reason {
            case .notARegularFile, .symbolicLinkInTheWay, .tooLarge, .isAFolder:
                return FilePlan(refusing: error, for: file, at: path)
            default:
                return unreadable
            }
        }
        guard let existing else {
            if options.mode == .check {
                return FilePlan(change: FileChange(action: .missingSkeleton, path: path, kind: .skeleton))
            }
            return FilePlan(
                change: FileChange(action: .create, path: path, kind: .skeleton), contents: render, base: render)
        }
        guard let onDisk = String(validating: existing, as: UTF8.self) else { return unreadable }
        var disk = onDisk
        if let renaming, let lastBase = base {
            // Renamed in both, the member is the same member to the merge: the person's lines that use it follow.
            disk = renaming.renamed(disk, scaffoldLines: Set(ThreeWayMerge.linesWithoutBreaks(of: lastBase)))
            base = renaming.renamed(lastBase)
        }
        // The person's file once renamed, when the rename is all that changes it.
        func renamedOnly(to text: String) -> FilePlan {
            let detail = changeLine ?? "rename"
            guard options.mode != .check else {
                return FilePlan(change: change(.behind, file, from: onDisk, to: text, detail: detail))
            }
            return FilePlan(
                change: change(.merge, file, from: onDisk, to: text, detail: detail), contents: text, base: render)
        }
        if disk == render {
            // `skip`, like every existing skeleton left as it is; the base is recorded all the same.
            guard disk == onDisk else { return renamedOnly(to: render) }
            return FilePlan(change: FileChange(action: .skip, path: path, kind: .skeleton), base: render)
        }
        if options.force && options.mode != .check {
            return FilePlan(
                change: change(.update, file, from: disk, to: render), contents: render, base: render)
        }
        if let line = ThreeWayMerge.conflictMarkerLine(in: disk) {
            return FilePlan(
                change: FileChange(action: .conflict, path: path, kind: .skeleton, firstChangedLine: line),
                diagnostics: [.skeleton(.unresolvedConflict, at: SourceLocation(file: path, line: line, column: 1))])
        }
        guard let base else {
            let missing = Self.names(members.map(\.name), in: render, missingFrom: disk)
            // Adopting a view model that lacks members would record them as deleted by the person: they would
            // never merge in, and the check would pass on an app that no longer compiles.
            let breaksBuild = file.fulfilsContract && !missing.isEmpty
            // A hand-written view model often declares its own protocols or `Input`, which the contract now does.
            let redeclared = Self.redeclarations(
                in: disk, path: path, generatedFiles: generatedFiles, declaring: generatedTypes)
            if options.adopt && options.mode != .check && !breaksBuild {
                return FilePlan(
                    change: FileChange(action: .adopt, path: path, kind: .skeleton), base: render,
                    diagnostics: redeclared)
            }
            return FilePlan(
                change: FileChange(
                    action: options.mode == .check && breaksBuild ? .behind : .skip, path: path, kind: .skeleton,
                    detail: breaksBuild ? "lacks " + missing.map { "'\($0)'" }.joined(separator: ", ") : nil),
                diagnostics: [.skeleton(.noBase(missingMembers: missing), severity: .warning, at: .startOf(path))]
                    + redeclared)
        }
        if base == render {
            guard disk == onDisk else { return renamedOnly(to: disk) }
            return FilePlan(change: FileChange(action: .skip, path: path, kind: .skeleton))
        }
        let detail = changeLine ?? "template change"
        if disk == base {
            let action: FileChange.Action = options.mode == .check ? .behind : .update
            return FilePlan(
                change: change(action, file, from: onDisk, to: render, detail: detail), contents: render, base: render)
        }
        let merged = ThreeWayMerge.merge(base: base, yours: disk, theirs: render)
        if options.mode == .check {
            return FilePlan(change: change(.behind, file, from: onDisk, to: merged.text, detail: detail))
        }
        let action: FileChange.Action = merged.conflicts.isEmpty ? .merge : .conflict
        var diagnostics: [Diagnostic] = []
        if options.mode == .write {
            diagnostics = merged.conflicts.map {
                Diagnostic.skeleton(.conflict, at: SourceLocation(file: path, line: $0.startLine, column: 1))
            }
            diagnostics += RemovedMemberUses.warnings(
                removed: changes.compactMap(\.removedMember), declared: members, in: merged.text, render: render,
                path: path, spec: display(file.spec ?? ""))
        }
        return FilePlan(
            change: change(action, file, from: onDisk, to: merged.text, detail: detail), contents: merged.text,
            base: render, diagnostics: diagnostics)
    }

    /// A warning at each type `text` (the person's file at `path`) declares that one of `generatedFiles` declares
    /// too, naming the generated file.
    static func redeclarations(
        in text: String, path: String, generatedFiles: [OutputFile], declaring types: GeneratedTypeNames
    ) -> [Diagnostic] {
        guard !generatedFiles.isEmpty else { return [] }
        var generated: [String: String] = [:]
        for file in generatedFiles {
            for name in types.names(in: file) where generated[name] == nil { generated[name] = file.path }
        }
        return DeclaredTypeNames.declarations(in: text, path: path).compactMap { name, location in
            generated[name].map {
                Diagnostic.skeleton(.declaredByGeneratedFile(name, file: $0), severity: .warning, at: location)
            }
        }
    }

    /// A change line for `file`, with the diff a dry run or check shows; like a generated file's, the
    /// diff's headers name the project-relative path, so it applies with `git apply` from anywhere.
    private func change(
        _ action: FileChange.Action, _ file: OutputFile, from old: String, to new: String, detail: String? = nil
    ) -> FileChange {
        guard options.mode != .write else {
            return FileChange(action: action, path: display(file.path), kind: .skeleton, detail: detail)
        }
        return FileChange(
            action: action, path: display(file.path), kind: .skeleton,
            diff: UnifiedDiff.make(old: old, new: new, path: file.path), detail: detail,
            firstChangedLine: UnifiedDiff.firstChangedLine(old: old, new: new))
    }

    /// `+ input reload, - output title`: the `changes` that `texts` (a skeleton's base and render) mention, in any
    /// spelling scaffold makes of the member's name (`reload`, `reloadSubject`, `showTitle`, `test_title`), so that
    /// a file is not said to change for a member it never had; all of them when they mention none, and nil without
    /// changes.
    static func changeLine(_ changes: [SceneMemberChange], mentionedIn texts: [String]) -> String? {
        guard !changes.isEmpty else { return nil }
        let mentioned = changes.filter { change in
            var names = [change.member.name]
            if case .renamed(_, let old) = change { names.append(old) }
            // A kind or a convention shapes the whole scene, whatever its files say.
            return !change.member.namesSwiftCode
                || names.contains { name in texts.contains { mentions(name, in: $0) } }
        }
        return (mentioned.isEmpty ? changes : mentioned).map(\.description).joined(separator: ", ")
    }

    /// Whether `text` has `name` as a word of an identifier: the identifier itself or its start (`reloadSubject`)
    /// as written, or, capitalised, a later word of one (`showTitle`); not a part of a word (`age` in `page`).
    static func mentions(_ name: String, in text: String) -> Bool {
        func isWordCharacter(_ character: Character?) -> Bool {
            character.map { $0.isLetter || $0.isNumber } ?? false
        }
        let capitalised = name.prefix(1).uppercased() + name.dropFirst()
        for (spelling, mustStartIdentifier) in [(name, true), (capitalised, false)] {
            for range in text.ranges(of: spelling) {
                let before = range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : nil
                let after = range.upperBound < text.endIndex ? text[range.upperBound] : nil
                if mustStartIdentifier && isWordCharacter(before) { continue }
                if isWordCharacter(after) && after?.isUppercase != true { continue }
                return true
            }
        }
        return false
    }

    /// The spec's member names that the render mentions and the person's file does not: what a
    /// skeleton made before scaffold.lock lacks.
    static func names(_ names: [String], in render: String, missingFrom disk: String) -> [String] {
        let diskWords = words(of: disk)
        let renderWords = words(of: render)
        var missing: [String] = []
        for word in names where !diskWords.contains(Substring(word)) && renderWords.contains(Substring(word)) {
            if !missing.contains(word) { missing.append(word) }
        }
        return missing
    }

    private static func words(of text: String) -> Set<Substring> {
        Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") })
    }
}

extension OutputStage {
    /// By spec path, how the spec's `renamedFrom:` keys rename the names in its skeletons, for the renames still to
    /// merge: those whose old member the lock still lists and whose new one it does not. Specs without any are left
    /// out.
    func memberRenamings(_ specs: [SceneSpec], lock: SkeletonLock) -> [String: SwiftRenaming] {
        let namer = NamingTableBuilder(
            naming: project.config.naming, baseCoordinator: project.config.baseCoordinator.name.value)
        var renamings: [String: SwiftRenaming] = [:]
        for spec in specs {
            guard let locked = lock.scenes[spec.file]?.members else { continue }
            let listed = Set(locked.map { "\($0.kind) \($0.name)" })
            let pending = MemberRenames(spec).keeping { rename in
                let kind = SceneMember.kind(ofRenamed: rename.kind)
                return listed.contains("\(kind) \(rename.old.value)") && !listed.contains("\(kind) \(rename.new.value)")
            }
            let spellings = pending.spellings(of: spec, namer: namer)
            guard !spellings.isEmpty else { continue }
            renamings[spec.file] = SwiftRenaming(names: spellings, sceneName: (spec.name.value, spec.name.value))
        }
        return renamings
    }
}
