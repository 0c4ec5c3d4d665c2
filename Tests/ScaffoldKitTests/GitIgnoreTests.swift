import ScaffoldKit
import Testing

/// How `scaffold init` adds `.scaffold/` to a `.gitignore` a person keeps.
@Suite struct GitIgnoreTests {
    @Test func anEmptyFileGetsTheEntryAlone() {
        #expect(GitIgnore.adding(".scaffold/", to: "") == ".scaffold/\n")
    }

    @Test func theEntryGoesAfterTheLastLine() {
        #expect(GitIgnore.adding(".scaffold/", to: "Pods/\n.build/\n") == "Pods/\n.build/\n.scaffold/\n")
    }

    @Test func aMissingFinalNewlineIsAddedBeforeTheEntry() {
        #expect(GitIgnore.adding(".scaffold/", to: "Pods/") == "Pods/\n.scaffold/\n")
    }

    @Test func aFileWithWindowsLineEndingsKeepsThem() {
        #expect(GitIgnore.adding(".scaffold/", to: "Pods/\r\n.build/") == "Pods/\r\n.build/\r\n.scaffold/\r\n")
    }

    /// Anchored or not, with or without the folder's slash, with trailing blanks (git drops them), or negated (the
    /// person decided): the folder is named already and the text stays as it is.
    @Test(arguments: [
        ".scaffold/", ".scaffold", "/.scaffold/", "/.scaffold", ".scaffold/  ", "!.scaffold/", "Pods\n.scaffold\n",
        "Pods\r\n/.scaffold/\r\n",
    ])
    func aLineNamingTheFolderAlreadyLeavesTheTextAsItIs(_ text: String) {
        #expect(GitIgnore.adding(".scaffold/", to: text) == text)
    }

    /// A comment, a pattern with leading blanks (part of the pattern to git) or one for another folder does not
    /// ignore the project's state folder.
    @Test(arguments: ["# .scaffold/\n", " .scaffold/\n", "Scenes/.scaffold/\n", ".scaffold-old/\n"])
    func aLineThatDoesNotIgnoreTheFolderGetsTheEntryAdded(_ text: String) {
        #expect(GitIgnore.adding(".scaffold/", to: text) == text + ".scaffold/\n")
    }
}
