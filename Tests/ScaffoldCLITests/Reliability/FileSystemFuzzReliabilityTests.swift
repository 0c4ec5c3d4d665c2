import Foundation
import FuzzSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Seeded mutations of what lies around the specs (spec file names, the bytes of the cache and the lock,
/// the shape of the output folders), each followed by two runs of `scaffold scene` with a random mode.
/// Whatever a run decides, the promises of `Documentation/Guarantees.md` hold; see `check`.
///
/// `SCAFFOLD_FS_FUZZ_ITERATIONS=2000 SCAFFOLD_FS_FUZZ_SEED=7 swift test --filter FileSystemFuzz` runs longer;
/// a failure names its seed and iteration, and that seed with iterations one past it replays it.
@Suite("Reliability: file system fuzz") struct FileSystemFuzzReliabilityTests {
    static var iterations: Int {
        ProcessInfo.processInfo.environment["SCAFFOLD_FS_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 80
    }

    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["SCAFFOLD_FS_FUZZ_SEED"].flatMap(UInt64.init) ?? 2026
    }

    /// A hang fails the run; longer runs get a proportionally longer limit.
    static var timeLimit: TimeLimitTrait.Duration { .minutes(max(3, iterations / 100)) }

    /// Attack: per iteration, a copy of a generated three-scene project with hand-written files planted in
    /// its output tree and a sibling folder outside it, then one to three mutations: spec files renamed (spaces,
    /// `#`, `$`, `:`, `%`, unicode, a leading dash, a line break, 240 bytes, a twin differing only in case),
    /// the cache or the lock cut, flipped, emptied or with lines duplicated or swapped, a file where a folder
    /// goes and a folder where a file goes, links to inside and outside the project and to nothing, a FIFO
    /// where a generated file, the cache or the lock goes, a read-only folder, a dead run's temporary file,
    /// and a spec added, changed or deleted so that runs have something to write.
    /// Expected, for every outcome: an exit status of 0, 1, 2 or 3 within 30 seconds; every line on standard
    /// error a `path:line:col: severity: message` diagnostic; the outside folder untouched; every planted file
    /// still there with its bytes; after exit 2, or any `--check` or `--dry-run`, the project unchanged; no
    /// temporary file of scaffold's left behind.
    @Test(.timeLimit(timeLimit))
    func mutatedNamesCachesAndFolderShapesKeepEveryGuarantee() throws {
        let template = try FuzzProject.makeTemplate()
        defer { try? FileManager.default.removeItem(at: template) }
        var outcomes: [Int32: Int] = [:]
        for iteration in 0..<Self.iterations {
            var random = SeededRandom(seed: Self.seed &+ UInt64(iteration) &* 0x9E37_79B9_7F4A_7C15)
            let project = try FuzzProject(copying: template)
            defer { project.remove() }
            let mutations = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                project.mutate(using: &random)
            }
            let replay =
                "seed \(Self.seed), iteration \(iteration) (replay: SCAFFOLD_FS_FUZZ_SEED=\(Self.seed) "
                + "SCAFFOLD_FS_FUZZ_ITERATIONS=\(iteration + 1)), after \(mutations.joined(separator: "; "))"
            for _ in 0..<2 {
                let arguments = ["scene", "--tests", "none"] + Self.mode(using: &random)
                let status = try project.check(arguments, context: replay)
                outcomes[status, default: 0] += 1
            }
        }
        // A fuzzer whose runs all fail the same way tests one path; each outcome must come up.
        #expect(
            Self.iterations < 50 || [0, 1, 2].allSatisfy { outcomes[$0, default: 0] > 0 },
            "seed \(Self.seed): exit statuses seen \(outcomes)")
    }

    /// The options of one run: a plain run most often, else one of the modes.
    static func mode(using random: inout SeededRandom) -> [String] {
        [[], [], ["--check"], ["--prune"], ["--dry-run"], ["--depfile", "deps.d"], ["--no-cache"], ["--quiet"]]
            .randomElement(using: &random)!
    }
}

/// One fuzz iteration's folders: `project/`, a generated scaffold project, and `outside/`, which links in the
/// project point to and no run may change.
private final class FuzzProject {
    let base: URL
    let project: URL
    let outside: URL
    /// Files no run generated, by path relative to `project`, with their bytes: every run must leave them.
    private var planted: [String: Data] = [:]
    /// Temporary files named as a dead scaffold run would leave them: the next run may sweep them.
    private var staleTemporaries: Set<String> = []

    static let specs = [
        "Specs/Profile.yml": minimalSpec,
        "Specs/Feed.yml": "scene: Feed\ninputs:\n  - reload\noutputs:\n  - title: String\n",
        "Specs/Settings.yml": "scene: Settings\n",
    ]
    static let scenes = ["Profile", "Feed", "Settings"]
    static let handWritten = [
        "Scenes/README.md": "# Scenes\n",
        "Scenes/Profile/ProfileExtras.swift": "// Written by hand.\n",
        "Scenes/Feed/.Feed.generated.swift.tmp": "not scaffold's\n",
        "Notes.txt": "notes\n",
    ]
    /// A process id no process has (above Linux's and Darwin's largest), for a dead run's temporary file.
    static let deadProcess = 999_999_999

    /// A generated project in a temporary folder, with hand-written files beside the generated ones.
    static func makeTemplate() throws -> URL {
        let template = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-fs-fuzz-\(UUID())")
        for (path, text) in specs.merging(handWritten, uniquingKeysWith: { $1 }) {
            let url = template.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let result = try CommandLineRunner(directory: template).run(["scene", "--tests", "none"])
        #expect(result.status == 0, "the fuzz project does not generate: \(result.stderr)")
        return template
    }

    init(copying template: URL) throws {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-fs-fuzz-\(UUID())")
        project = base.appendingPathComponent("project")
        outside = base.appendingPathComponent("outside")
        try FileManager.default.createDirectory(
            at: outside.appendingPathComponent("Folder"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: template, to: project)
        try Data("// outside\n".utf8).write(to: outside.appendingPathComponent("Target.swift"))
        try Data("// outside\n".utf8).write(to: outside.appendingPathComponent("Folder/Profile.generated.swift"))
        for (path, text) in Self.handWritten { planted[path] = Data(text.utf8) }
    }

    func remove() {
        // Folders made read-only would stop the removal for a user without root's override.
        if geteuid() != 0, let paths = FileManager.default.enumerator(atPath: base.path) {
            for case let path as String in paths { chmod(base.appendingPathComponent(path).path, 0o755) }
        }
        try? FileManager.default.removeItem(at: base)
    }

    private func url(_ path: String) -> URL { project.appendingPathComponent(path) }

    private func plant(_ path: String, _ text: String) {
        try? FileManager.default.createDirectory(
            at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
        if (try? Data(text.utf8).write(to: url(path))) != nil { planted[path] = Data(text.utf8) }
    }

    /// Replaces whatever is at `path` (nothing, a file, a folder) by what `make` creates there.
    private func replace(_ path: String, _ make: (String) -> Void) {
        try? FileManager.default.removeItem(at: url(path))
        planted = planted.filter { !$0.key.hasPrefix(path + "/") && $0.key != path }
        make(url(path).path)
    }

    /// Applies one random mutation and says what it did.
    func mutate(using random: inout SeededRandom) -> String {
        let scene = FuzzProject.scenes.randomElement(using: &random)!
        let generated = "Scenes/\(scene)/\(scene).generated.swift"
        switch Int.random(in: 0..<15, using: &random) {
        case 0, 1:
            let names = [
                "Pro file.yml", "#Profile.yml", "$Profile.yml", "Pro:file.yml", "Pro%file.yml", "Prófile.yml",
                "-Profile.yml", "Pro\nfile.yml", String(repeating: "P", count: 240) + ".yml", "Pro\\file.yml",
                "Pro*file.yml", "Pro=file.yml", " Profile.yml", "Profile .yml",
            ]
            let name = names.randomElement(using: &random)!
            // Not FileManager.moveItem: Foundation on Linux traps comparing names with diacritics.
            rename(url("Specs/Profile.yml").path, url("Specs/\(name)").path)
            return "Specs/Profile.yml renamed \(name.debugDescription)"
        case 2:
            let twin = ["Specs/feed.yml", "Specs/FEED.yml"].randomElement(using: &random)!
            let text = ["scene: Feed\n", "scene: FeedTwin\n"].randomElement(using: &random)!
            try? Data(text.utf8).write(to: url(twin))
            return "\(twin) beside Specs/Feed.yml holding \(text.debugDescription)"
        case 3, 4:
            let file = [".scaffold/scene.cache", "scaffold.lock"].randomElement(using: &random)!
            return "\(file) \(damage(file, using: &random))"
        case 5:
            replace("Scenes/\(scene)") { _ in plant("Scenes/\(scene)", "a file where a folder goes\n") }
            return "a file at Scenes/\(scene)"
        case 6:
            replace(generated) { _ in plant("\(generated)/Inside.swift", "a folder where a file goes\n") }
            return "a folder at \(generated)"
        case 7:
            let links = [
                (generated, outside.appendingPathComponent("Target.swift").path),
                ("Scenes/\(scene)", outside.appendingPathComponent("Folder").path),
                ("Scenes", outside.path),
                (".scaffold", outside.appendingPathComponent("Folder").path),
                ("scaffold.lock", outside.appendingPathComponent("Target.swift").path),
                (generated, "../../Specs/Feed.yml"),
                ("Scenes/\(scene)/Extra.swift", outside.appendingPathComponent("Target.swift").path),
            ]
            let (path, destination) = links.randomElement(using: &random)!
            replace(path) { try? FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: destination) }
            return "\(path) a link to \(destination)"
        case 8:
            let path = [generated, "Scenes/\(scene)", ".scaffold/scene.cache"].randomElement(using: &random)!
            replace(path) { try? FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: "Missing") }
            return "\(path) a link to nothing"
        case 9:
            let path = [generated, ".scaffold/scene.cache", "scaffold.lock", "Scenes/\(scene)/\(scene)ViewModel.swift"]
                .randomElement(using: &random)!
            replace(path) { mkfifo($0, 0o644) }
            return "\(path) a FIFO"
        case 10:
            let path = ["Scenes/\(scene)", "Scenes", ".scaffold", "."].randomElement(using: &random)!
            chmod(url(path).path, 0o555)
            return "\(path) read-only"
        case 11:
            let path = "Scenes/\(scene)/.\(scene).generated.swift.\(FuzzProject.deadProcess).00000000deadbeef.tmp"
            try? Data("partial".utf8).write(to: url(path))
            staleTemporaries.insert(path)
            return "a dead run's \(path)"
        case 12:
            try? FileManager.default.removeItem(at: url("Specs/\(scene).yml"))
            return "Specs/\(scene).yml deleted"
        case 13:
            try? Data("scene: Added\n".utf8).write(to: url("Specs/Added.yml"))
            return "a new scene in Specs/Added.yml"
        default:
            let spec = "Specs/\(scene).yml"
            let input = ["extra", "more", "other"].randomElement(using: &random)!
            try? Data("scene: \(scene)\ninputs:\n  - \(input)\n".utf8).write(to: url(spec))
            return "\(spec) changed"
        }
    }

    /// Damages the bytes of `path` in one of the ways a crash, a disk or a merge tool does.
    private func damage(_ path: String, using random: inout SeededRandom) -> String {
        guard var bytes = try? Data(contentsOf: url(path)), !bytes.isEmpty else { return "missing" }
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let what: String
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
            let end = Int.random(in: 0..<bytes.count, using: &random)
            bytes = bytes.prefix(end)
            what = "cut after \(end) bytes"
        case 1:
            let index = Int.random(in: 0..<bytes.count, using: &random)
            let mask = UInt8.random(in: 1...255, using: &random)
            bytes[bytes.startIndex + index] ^= mask
            what = "byte \(index) xor \(mask)"
        case 2:
            let index = Int.random(in: 0..<lines.count, using: &random)
            lines.insert(lines[index], at: index)
            bytes = Data(lines.joined(separator: [UInt8(ascii: "\n")]))
            what = "line \(index + 1) twice"
        case 3:
            let first = Int.random(in: 0..<lines.count, using: &random)
            let second = Int.random(in: 0..<lines.count, using: &random)
            lines.swapAt(first, second)
            bytes = Data(lines.joined(separator: [UInt8(ascii: "\n")]))
            what = "lines \(first + 1) and \(second + 1) swapped"
        default:
            bytes = Data()
            what = "emptied"
        }
        try? bytes.write(to: url(path))
        return what
    }

    /// Runs scaffold with `arguments` under a time limit, checks every guarantee, and returns its exit status.
    func check(_ arguments: [String], context: String) throws -> Int32 {
        let projectBefore = snapshot(project)
        let outsideBefore = snapshot(outside)
        let result = try run(arguments)
        let message =
            "\(context); then scaffold \(arguments.joined(separator: " ")) exited \(result.status)\n"
            + "stdout:\n\(result.stdout)stderr:\n\(result.stderr)"

        #expect([0, 1, 2, 3].contains(result.status), "a crash, a hang or a usage error: \(message)")
        let diagnostic = /^[^\n]+:[0-9]+:[0-9]+: (error|warning|note): [^\n]+$/
        for line in result.stderr.split(separator: "\n") {
            #expect(line.wholeMatch(of: diagnostic) != nil, "not a diagnostic: \(line.debugDescription)\n\(message)")
        }
        #expect(snapshot(outside) == outsideBefore, "a change outside the project: \(message)")
        for (path, bytes) in planted {
            #expect(
                FileManager.default.contents(atPath: url(path).path) == bytes,
                "the hand-written \(path) is gone or changed: \(message)")
        }
        let projectAfter = snapshot(project)
        if result.status == 2 || arguments.contains("--check") || arguments.contains("--dry-run") {
            let changed = Set(projectBefore.keys).union(projectAfter.keys)
                .filter { projectBefore[$0] != projectAfter[$0] }.sorted()
            #expect(changed.isEmpty, "a run that wrote nothing changed \(changed): \(message)")
        }
        let temporaries = projectAfter.keys.filter(Self.isTemporary).filter { !staleTemporaries.contains($0) }
        #expect(temporaries.isEmpty, "temporary files left behind \(temporaries.sorted()): \(message)")
        return result.status
    }

    /// Whether the file at `path` is named like scaffold's temporary files: `.<name>.<pid>.<16 hex>.tmp`.
    static func isTemporary(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.wholeMatch(of: /\..+\.[0-9]+\.[0-9a-f]{16}\.tmp/) != nil
    }

    /// Runs scaffold in the project, killed after 30 seconds (`timeout` then exits 124 or 137), and, for root,
    /// without the capabilities that override file permissions so that a read-only folder is one.
    private func run(_ arguments: [String]) throws -> CommandLineRunner.Result {
        let timed = ["--kill-after=5", "30", CommandLineRunner.executable.path] + arguments
        let command =
            geteuid() == 0
            ? ["--bounding-set=-dac_override,-dac_read_search", "/usr/bin/timeout"] + timed : timed
        let executable = geteuid() == 0 ? "/usr/bin/setpriv" : "/usr/bin/timeout"
        return try CommandLineRunner(directory: project).run(command, executable: URL(fileURLWithPath: executable))
    }

    /// Every entry below `root`, links not followed: a file's bytes and mode, a folder's mode, a link's
    /// destination, or the kind of anything else; by path relative to `root`.
    private func snapshot(_ root: URL) -> [String: String] {
        var entries: [String: String] = [:]
        func walk(_ relative: String) {
            let path = relative.isEmpty ? root.path : root.appendingPathComponent(relative).path
            var status = stat()
            guard lstat(path, &status) == 0 else { return }
            let mode = String(status.st_mode & 0o7777, radix: 8)
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                let bytes = FileManager.default.contents(atPath: path) ?? Data()
                entries[relative] = "file \(mode) \(bytes.base64EncodedString())"
            case S_IFDIR:
                entries[relative] = "folder \(mode)"
                for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                    walk(relative.isEmpty ? name : "\(relative)/\(name)")
                }
            case S_IFLNK:
                entries[relative] = "link " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "")
            default:
                entries[relative] = "special \(mode)"
            }
        }
        walk("")
        return entries.filter { !staleTemporaries.contains($0.key) }
    }
}
