import Foundation
import ScaffoldCore

/// The skeletons a change of names renamed (`names:` or `naming:` now spelling a type otherwise, so its file is
/// named otherwise), found as git finds a renamed file: a skeleton the run makes that has neither a file nor a base,
/// paired with one of the same scene that the lock knows, the run no longer makes and is still on disk, when the
/// old one's base, its type renamed, shares at least half its lines with the new render.
struct RenamedSkeletons {
    /// One skeleton to move, by project-relative path, the spec that makes it, and the person's text.
    struct Rename: Equatable, Sendable {
        var old: String
        var new: String
        var spec: String
        var text: String
    }

    /// The share of lines two texts must have in common to be one file under two names, as git's default.
    static let minimumSimilarity = 0.5

    /// The renames in `generated` against `lock`, where `isOnDisk` says whether a project-relative path is a file
    /// and `text` reads the file at a path as UTF-8 when it says scaffold created it from the spec at the second path
    /// (nil leaves it where it is: the lock is committed and edited in pull requests, and moves nothing on its own).
    /// A scene the lock knows by another name is `scaffold rename`'s, not this.
    static func find(
        in generated: GeneratedOutput, lock: SkeletonLock, isOnDisk: (String) -> Bool,
        text: (_ path: String, _ spec: String) throws(DiagnosticsError) -> String?
    ) throws(DiagnosticsError) -> [Rename] {
        let sceneNames = Dictionary(generated.specs.map { ($0.file, $0.name.value) }, uniquingKeysWith: { a, _ in a })
        let produced = Set(generated.files.map(\.path))
        var renames: [Rename] = []
        let bySpec = Dictionary(
            grouping: generated.files.filter { $0.kind == .skeleton && $0.spec != nil }, by: { $0.spec ?? "" })
        for (spec, skeletons) in bySpec.sorted(by: { $0.key < $1.key }) {
            guard let scene = lock.scenes[spec], scene.name == sceneNames[spec] else { continue }
            let locked = scene.skeletons
            var gone = locked.keys.filter { !produced.contains($0) && isOnDisk($0) }.sorted()
            for file in skeletons.sorted(by: { $0.path < $1.path })
            where locked[file.path] == nil && !isOnDisk(file.path) {
                let newStem = stem(of: file.path)
                let scored = gone.map { old -> (path: String, similarity: Double) in
                    let base = locked[old]!.replacingOccurrences(of: stem(of: old), with: newStem)
                    return (old, similarity(base, file.contents))
                }
                guard let best = scored.max(by: { $0.similarity < $1.similarity }),
                    best.similarity >= minimumSimilarity, let person = try text(best.path, spec)
                else { continue }
                renames.append(Rename(old: best.path, new: file.path, spec: spec, text: person))
                gone.removeAll { $0 == best.path }
            }
        }
        return renames.sorted { $0.new < $1.new }
    }

    /// `ProfileCoordinator` of `Scenes/Profile/ProfileCoordinator.swift`: the type the skeleton is named after.
    static func stem(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".swift") ? String(name.dropLast(".swift".count)) : name
    }

    /// The lines `a` and `b` share, counted with their repeats, over the lines of both: 1 for the same text.
    /// Blank lines and lone braces say nothing of what a file is, and are left out.
    static func similarity(_ a: String, _ b: String) -> Double {
        func lines(_ text: String) -> [Substring: Int] {
            var counts: [Substring: Int] = [:]
            for line in text.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard !trimmed.isEmpty, !["{", "}", "})", "]"].contains(trimmed) else { continue }
                counts[line, default: 0] += 1
            }
            return counts
        }
        let (left, right) = (lines(a), lines(b))
        let total = left.values.reduce(0, +) + right.values.reduce(0, +)
        guard total > 0 else { return 0 }
        let shared = left.reduce(0) { sum, entry in sum + min(entry.value, right[entry.key] ?? 0) }
        return Double(2 * shared) / Double(total)
    }
}

extension SkeletonLock {
    /// The lock with the base of the skeleton at `old` kept under `new`, in the same scene.
    func movingBase(of old: String, to new: String, in spec: String) -> SkeletonLock {
        var lock = self
        guard let base = lock.scenes[spec]?.skeletons.removeValue(forKey: old) else { return lock }
        lock.scenes[spec]?.skeletons[new] = base
        return lock
    }
}

extension OutputStage {
    /// The skeletons of `generated` a change of names renamed, with the person's text of each (see
    /// `RenamedSkeletons`).
    func renamedSkeletons(_ generated: GeneratedOutput, lock: SkeletonLock) throws(DiagnosticsError)
        -> [RenamedSkeletons.Rename]
    {
        try RenamedSkeletons.find(
            in: generated, lock: lock,
            isOnDisk: { path in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: project.absolutePath(path), isDirectory: &isFolder)
                    && !isFolder.boolValue
            },
            text: { path, spec throws(DiagnosticsError) in
                let data: Data?
                do throws(FileSystemProblem) {
                    data = try FileSystem.readIfPresent(
                        project.absolutePath(path), display: display(path), limit: .sourceFile)
                } catch {
                    throw DiagnosticsError([.error(error)])
                }
                guard let data, SkeletonHeader.saysScaffoldCreated(data, from: spec) else { return nil }
                return String(validating: data, as: UTF8.self)
            })
    }
}
