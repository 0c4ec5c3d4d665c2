import Foundation
import Testing

/// Names read the same in review as they compile: no invisible or text-direction characters.
@Suite("Reliability: invisible and text-direction characters in names")
struct InvisibleCharacterReliabilityTests {
    /// Attack: an input name holds U+200B ZERO WIDTH SPACE, which Swift's grammar allows in identifiers; two
    /// members that look identical in review are different names to the compiler.
    /// Expected: an error at the character's column naming its code point, the name shown with it escaped.
    @Test func zeroWidthSpaceInANameIsAnErrorAtItsColumn() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Feed.yml", "scene: Feed\ninputs:\n  - \"re\\u200Bload\"\n")
        let result = try project.runner.run(["validate"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr: """
                        Specs/Feed.yml:3:8: error: 're\\u{200B}load' contains the invisible or text-direction \
                        character U+200B ZERO WIDTH SPACE; remove it

                        """))
    }

    /// Attack: a scene name written plainly holds U+202E RIGHT-TO-LEFT OVERRIDE, which makes the rest of the
    /// line display reversed (a "Trojan Source" name).
    /// Expected: an error at the override's column naming its code point.
    @Test func textDirectionOverrideInASceneNameIsAnErrorAtItsColumn() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Feed.yml", "scene: Fe\u{202E}ed\n")
        let result = try project.runner.run(["validate"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr: """
                        Specs/Feed.yml:1:10: error: 'Fe\\u{202E}ed' contains the invisible or text-direction \
                        character U+202E RIGHT-TO-LEFT OVERRIDE; remove it

                        """))
    }
}
