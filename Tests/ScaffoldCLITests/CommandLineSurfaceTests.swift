import Foundation
import ProcessRunning
import Testing

/// `--version`, `help` and the shell completions, held to what the README and `Documentation/CommandLine.md` say.
@Suite("Command line: version, help and completions") struct CommandLineSurfaceTests {
    private static let readme = ValidateCommandTests.repositoryRoot.appendingPathComponent("README.md")
    private static let commandLinePage = ValidateCommandTests.repositoryRoot.appendingPathComponent(
        "Documentation/CommandLine.md")

    private func run(_ arguments: [String]) throws -> CommandLineRunner.Result {
        try CommandLineRunner(directory: FileManager.default.temporaryDirectory).run(arguments)
    }

    /// The README names the version the binary reports, which is `ScaffoldVersion.current`.
    @Test func theReadmeNamesTheVersionTheBinaryReports() throws {
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let named = readme.matches(of: /version ([0-9][0-9.]*) \(`scaffold --version`\)/).map { String($0.output.1) }
        let version = try run(["--version"])
        #expect(version.status == 0 && version.stderr == "")
        #expect(named.map { $0 + "\n" } == [version.stdout])
    }

    /// Mint installs what follows `@`: a branch or tag this repository has, or the install line fails.
    @Test func theReadmesMintLineNamesABranchOrTagTheRepositoryHas() throws {
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let references = readme.matches(of: /(?m)^mint install .*URL>@(\S+)$/).map { String($0.output.1) }
        #expect(references.count == 1)
        for reference in references {
            let known = try ProcessRunner.run(
                "/usr/bin/env",
                [
                    "git", "-C", ValidateCommandTests.repositoryRoot.path, "rev-parse", "--verify", "--quiet",
                    "\(reference)^{commit}",
                ])
            #expect(known.status == 0, "no branch, tag or commit '\(reference)' in this repository")
        }
    }

    @Test func versionIsOneLineOfDigitsAndDots() throws {
        let result = try run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+\n/) != nil)
    }

    /// A mistyped command gets the command it was meant to be, as ArgumentParser gives a mistyped option its own.
    @Test func aMistypedCommandIsAUsageErrorThatNamesTheCommandItMeant() throws {
        #expect(
            try run(["scen", "--check"])
                == .init(
                    status: 64, stdout: "",
                    stderr: "Error: unknown command 'scen'; did you mean 'scene'?\n"
                        + "Usage: scaffold <subcommand>\n  See 'scaffold --help' for more information.\n"))
    }

    /// A word like no command is left to ArgumentParser, which says it did not expect it.
    @Test func aWordLikeNoCommandGetsNoSuggestion() throws {
        let result = try run(["frobnicate"])
        #expect(result.status == 64)
        #expect(!result.stderr.contains("did you mean"))
    }

    /// `scaffold help`, and `scaffold help X` for a command with commands of its own, list exactly the commands the
    /// command line page shows.
    @Test func helpListsTheCommandsTheReadmeLists() throws {
        #expect(try Set(helpOptions().keys) == Set(readmeOptions().keys))
    }

    /// Each command's help lists exactly the long options its line on the command line page shows
    /// (`--help`, and `--version` which ArgumentParser adds to every subcommand, aside).
    @Test func eachCommandsHelpListsTheOptionsItsReadmeLineShows() throws {
        let help = try helpOptions()
        let readme = try readmeOptions()
        for command in Set(help.keys).intersection(readme.keys).sorted() {
            #expect(help[command] == readme[command], "scaffold \(command)")
        }
    }

    /// ArgumentParser's completion script for each shell offers every command `help` lists, and `help` itself.
    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptOffersEveryCommand(_ shell: String) throws {
        let result = try run(["--generate-completion-script", shell])
        #expect(result.status == 0 && result.stderr == "")
        let offered: [String]
        switch shell {
        case "bash":
            offered =
                result.stdout.firstMatch(of: /compgen -W '([a-z -]+)'/).map { $0.output.1.split(separator: " ") }?
                .map(String.init) ?? []
        case "zsh":
            offered =
                result.stdout.firstMatch(of: /\n +([a-z-]+(?:\|[a-z-]+)+)\)\n/).map {
                    $0.output.1.split(separator: "|")
                }?
                .map(String.init) ?? []
        default:
            offered = result.stdout.matches(of: /for_positional "scaffold" -eq 1' -fa '([a-z-]+)'/).map {
                String($0.output.1)
            }
        }
        let commands = try helpOptions().keys.compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(offered.sorted() == (Set(commands).sorted() + ["help"]).sorted())
    }

    @Test func bashCompletionScriptIsValidBash() throws {
        let project = try TemporaryProject()
        let script = try run(["--generate-completion-script", "bash"]).stdout
        try project.write("scaffold.bash", script)
        let check = try CommandLineRunner(directory: project.root).run(
            ["-n", "scaffold.bash"], executable: URL(fileURLWithPath: "/bin/bash"))
        #expect(check == .init(status: 0, stdout: "", stderr: ""))
    }

    /// Every command path (`""` for `scaffold` itself, `templates export`) with the long options its help lists.
    private func helpOptions(_ path: [String] = []) throws -> [String: Set<String>] {
        let help = try run(["help"] + path)
        #expect(help.status == 0, "scaffold help \(path.joined(separator: " "))")
        let subcommands = section("SUBCOMMANDS", of: help.stdout).compactMap {
            $0.wholeMatch(of: #/  ([a-z][a-z-]*)( .*)?/#).map { String($0.output.1) }
        }
        if !subcommands.isEmpty && !path.isEmpty {
            return try subcommands.reduce(into: [:]) { $0.merge(try helpOptions(path + [$1])) { old, _ in old } }
        }
        var options = Set(
            section("OPTIONS", of: help.stdout).compactMap {
                $0.firstMatch(of: /^  (?:-[a-z], )?(--[a-z][a-z-]*)/).map { String($0.output.1) }
            })
        options.remove("--help")
        if !path.isEmpty { options.remove("--version") }
        var all = [path.joined(separator: " "): options]
        for subcommand in subcommands {
            all.merge(try helpOptions([subcommand])) { old, _ in old }
        }
        return all
    }

    /// The lines of `text` under `title:`, up to the next blank line.
    private func section(_ title: String, of text: String) -> [Substring] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "\(title):") else { return [] }
        return Array(lines[(start + 1)...].prefix { !$0.isEmpty })
    }

    /// The command line page's first block: each command path with the long options its line shows.
    private func readmeOptions() throws -> [String: Set<String>] {
        let page = try String(contentsOf: Self.commandLinePage, encoding: .utf8)
        guard let block = page.firstMatch(of: /^# Command line\n\n```\n((?:.*\n)*?)```\n/)?.output.1 else {
            Issue.record("Documentation/CommandLine.md has no code block under '# Command line'")
            return [:]
        }
        // A line starting with blanks continues the command above it.
        let commands = block.replacing(/\n +/, with: " ").split(separator: "\n")
        return commands.reduce(into: [:]) { all, line in
            let words = line.split(separator: " ").dropFirst()
            let path = words.prefix { $0.wholeMatch(of: /[a-z][a-z-]*/) != nil }.joined(separator: " ")
            all[path, default: []].formUnion(line.matches(of: /--[a-z][a-z-]*/).map { String($0.output) })
        }
    }
}
