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
    /// driven by `scaffold init`'s `scaffold.mk`, which builds a rule line from the list of specs: the `;`
    /// would end the prerequisites and start a recipe, `touch>PWNED;.yml.stamp`.
    /// Expected: `scaffold specs --for-make` refuses the name, make stops before reading any rule built
    /// from it, and no `PWNED` appears (today the shell creates it).
    @Test func scaffoldMakefileStopsOnASpecNameMakeWouldReadAsSyntax() throws {
        let project = try TemporaryProject()
        try project.runner.run(["init"])
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("Specs/Example.yml"))
        try project.write("Specs/Real.yml", "scene: Real\n")
        try project.write("Specs/Real.yml.stamp;touch>PWNED;.yml", "scene: Odd\n")
        try project.write("Makefile", "SCAFFOLD = \(CommandLineRunner.executable.path)\ninclude scaffold.mk\n")
        let result = try project.runner.run(
            ["make", "--silent", "--no-print-directory", "scaffold"], executable: Self.make)
        #expect(!project.exists("PWNED"))
        #expect(
            result
                == .init(
                    status: 2, stdout: "",
                    stderr: """
                        Specs/Real.yml.stamp;touch>PWNED;.yml:1:1: error: make cannot read this file name: it holds \
                        ';', which starts a recipe; rename the file
                        scaffold.mk:15: *** scaffold specs failed: see its errors above.  Stop.

                        """))
    }

    /// Attack: a spec named `Specs/a&b c.yml` (a space) in a project driven by `scaffold.mk`.
    /// Expected: make stops with scaffold's error naming the file instead of splitting the name into
    /// two specs that do not exist (today: "No rule to make target '.scaffold/Specs/a&b'").
    @Test func scaffoldMakefileStopsOnASpecNameWithASpace() throws {
        let project = try TemporaryProject()
        try project.runner.run(["init"])
        try project.write("Specs/a&b c.yml", "scene: Odd\n")
        try project.write("Makefile", "SCAFFOLD = \(CommandLineRunner.executable.path)\ninclude scaffold.mk\n")
        let result = try project.runner.run(
            ["make", "--silent", "--no-print-directory", "scaffold"], executable: Self.make)
        #expect(
            result
                == .init(
                    status: 2, stdout: "",
                    stderr: """
                        Specs/a&b c.yml:1:1: error: make cannot read this file name: it holds ' ', which a make word \
                        list cannot carry (scaffold.mk lists the specs); rename the file
                        scaffold.mk:15: *** scaffold specs failed: see its errors above.  Stop.

                        """))
    }
}
