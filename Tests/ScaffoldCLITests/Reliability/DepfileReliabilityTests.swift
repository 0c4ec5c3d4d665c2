import Foundation
import Testing

/// File names reach make as names: a depfile spells each one so GNU Make reads back exactly it, or
/// refuses it before anything is written; `scaffold.mk` hands them to the shell quoted.
@Suite("Reliability: depfile", .serialized) struct DepfileReliabilityTests {
    static let make = URL(fileURLWithPath: "/usr/bin/env")

    /// Attack: a spec file whose name holds line breaks, `x⏎injected: ; touch PWNED⏎#.yml`, and
    /// `scaffold scene --depfile deps.d`; a Makefile including deps.d would run `touch PWNED`.
    /// Expected: exit 2 with an error at that file (its line breaks shown escaped) saying make cannot
    /// read the name, and nothing written: no depfile, no generated file (before, the rule landed in
    /// deps.d and the run exited 0).
    @Test func aFileNameWithALineBreakIsRefusedBeforeAnythingIsWritten() throws {
        let project = try TemporaryProject()
        let name = "Specs/x\ninjected: ; touch PWNED\n#.yml"
        try project.write(name, "scene: Evil\n")
        let result = try project.runner.run(["scene", "--tests", "none", "--depfile", "deps.d"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr: """
                        Specs/x\\u{A}injected: ; touch PWNED\\u{A}#.yml:1:1: error: make cannot read this file name: \
                        it holds a line break (U+000A), which would end the rule; rename the file

                        """))
        #expect(project.files() == [name])
    }

    /// Attack: a spec named `a b#c$d:e%f|g*h[i],j.yml` written into an output folder named
    /// `Out put#1$:|*[x],y`: space, `#`, `$`, `:`, `|` and wildcards each mean something to make.
    /// Expected: make reads back the exact names: after the run nothing is out of date, and touching
    /// the spec makes exactly the generated file out of date (today the unescaped `:` and `|` make
    /// deps.d a static pattern rule that make rejects).
    @Test func makeReadsBackEveryNameItCanExpress() throws {
        let project = try TemporaryProject()
        let spec = "Specs/a b#c$d:e%f|g*h[i],j.yml"
        try project.write(spec, "scene: Odd\n")
        let generate = try project.runner.run([
            "scene", "--tests", "none", "--quiet", "--output", "Out put#1$:|*[x],y", "--depfile", "deps.d",
        ])
        #expect(generate == .init(status: 0, stdout: "", stderr: ""))
        // The depfile's first rule is make's goal; this recipe only says which target make would remake.
        try project.write("Makefile", "include deps.d\n%:\n\t@printf 'remake %s\\n' '$@'\n")
        let upToDate = try project.runner.run(["make", "--silent", "--no-print-directory"], executable: Self.make)
        #expect(upToDate == .init(status: 0, stdout: "", stderr: ""))

        // The spec edited after the run: older than now, newer than the generated file.
        let now = Date()
        try FileManager.default.setAttributes(
            [.modificationDate: now.addingTimeInterval(-20)],
            ofItemAtPath: project.root.appendingPathComponent("Out put#1$:|*[x],y/Odd/Odd.generated.swift").path)
        try FileManager.default.setAttributes(
            [.modificationDate: now.addingTimeInterval(-10)],
            ofItemAtPath: project.root.appendingPathComponent(spec).path)
        let stale = try project.runner.run(["make", "--silent", "--no-print-directory"], executable: Self.make)
        #expect(stale == .init(status: 0, stdout: "remake Out put#1$:|*[x],y/Odd/Odd.generated.swift\n", stderr: ""))
    }

    /// Attack: beside `Specs/Real.yml`, a spec named `Real.yml.stamp;touch>PWNED;.yml` in a project
    /// driven by `scaffold init`'s `scaffold.mk`, which includes scaffold's depfile: the `;` would end the
    /// prerequisites and start a recipe, `touch>PWNED;.yml`.
    /// Expected: `scaffold scene` refuses the name before writing anything, make stops with its error, and
    /// no `PWNED` appears.
    @Test func scaffoldMakefileStopsOnASpecNameMakeWouldReadAsSyntax() throws {
        let project = try TemporaryProject()
        try project.runner.run(["init"])
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("Specs/Example.yml"))
        try project.write("Specs/Real.yml", "scene: Real\n")
        try project.write("Specs/Real.yml.stamp;touch>PWNED;.yml", "scene: Odd\n")
        try project.write("Makefile", "SCAFFOLD = \(CommandLineRunner.executable.path)\ninclude scaffold.mk\n")
        let before = project.files()
        let result = try project.runner.run(
            ["make", "--silent", "--no-print-directory", "scaffold"], executable: Self.make)
        #expect(!project.exists("PWNED"))
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr: """
                        Specs/Real.yml.stamp;touch>PWNED;.yml:1:1: error: make cannot read this file name: it holds \
                        ';', which starts a recipe; rename the file
                        make: *** [scaffold.mk:25: .scaffold/make.stamp] Error 2

                        """))
        #expect(project.files() == before)
    }

    /// Attack: a spec named `Specs/a&b c.yml` (a space and `&`) in a project folder named `My App` driven by
    /// `scaffold.mk`.
    /// Expected: make generates the scene, runs scaffold again once the spec is edited, and not otherwise: the
    /// name reaches make only through the depfile, escaped (`Specs/a&b\ c.yml`). Before, make stopped
    /// with "make cannot read this file name", since the fragment built its rules from a word list of specs.
    @Test func scaffoldMakefileCarriesASpecNameWithASpace() throws {
        let project = try TemporaryProject()
        let app = CommandLineRunner(directory: project.root.appendingPathComponent("My App"))
        try project.write("My App/Specs/a&b c.yml", "scene: Odd\n")
        try app.run(["init"])
        try project.write("My App/Makefile", "SCAFFOLD = \(CommandLineRunner.executable.path)\ninclude scaffold.mk\n")
        let make = ["make", "--silent", "--no-print-directory", "scaffold"]

        let first = try app.run(make, executable: Self.make)
        #expect(first.status == 0 && first.stderr == "")
        #expect(project.exists("My App/Scenes/Odd/Odd.generated.swift"))
        #expect(
            try project.read("My App/.scaffold/make.d").hasPrefix(
                ".scaffold/make.stamp: Specs/Example.yml Specs/a&b\\ c.yml "))

        try project.settle(newest: "My App/.scaffold/make.stamp")
        let generated = "My App/Scenes/Odd/Odd.generated.swift"
        let untouched = try project.modificationDate(generated)
        #expect(try app.run(make, executable: Self.make) == .init(status: 0, stdout: "", stderr: ""))
        #expect(try project.modificationDate(generated) == untouched)

        try project.write("My App/Specs/a&b c.yml", "scene: Odd\ninputs:\n  - reload\n")
        let edited = try app.run(make, executable: Self.make)
        #expect(edited.status == 0 && edited.stderr == "")
        #expect(edited.stdout.contains("update Scenes/Odd/Odd.generated.swift\n"))
        #expect(try project.read("My App/Scenes/Odd/Odd.generated.swift").contains("reload"))
    }

    /// Attack: a spec named `Specs/a&b c.yml` (a space) listed by `scaffold specs --for-make`, for a Makefile
    /// that builds rules from the list.
    /// Expected: exit 2 with an error at that file saying a make word list cannot carry the space, instead
    /// of a list in which the name reads as two.
    @Test func specsForMakeRefusesASpecNameWithASpace() throws {
        let project = try TemporaryProject()
        try project.write("Specs/a&b c.yml", "scene: Odd\n")
        let result = try project.runner.run(["specs", "--for-make"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr: """
                        Specs/a&b c.yml:1:1: error: make cannot read this file name: it holds ' ', which a make word \
                        list cannot carry; rename the file

                        """))
    }
}
