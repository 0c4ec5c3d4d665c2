import Testing

@testable import ScaffoldKit

/// Which of a spec's member changes a skeleton's change line names: those its text mentions.
@Suite struct ChangeLineTests {
    @Test(arguments: [
        ("reload", "let reload = PublishSubject<Void>()", true),
        ("reload", "reloadSubject.onNext(())", true),
        ("title", "func showTitle() {}", true),
        ("title", "func test_title() {}", true),
        ("age", "let page = 1 // message", false),
        ("id", "let identifier = Identifier()", false),
    ])
    func aMemberIsMentionedAsAWordOfAnIdentifier(name: String, text: String, mentioned: Bool) {
        #expect(OutputStage.mentions(name, in: text) == mentioned)
    }

    @Test func aFileNamesOnlyTheChangesItMentions() {
        let changes: [SceneMemberChange] = [
            .added(SceneMember(kind: "output", name: "openHelp", signature: "Void")),
            .removed(SceneMember(kind: "input", name: "tapSettings", signature: "Void")),
            .added(SceneMember(kind: "kind", name: "cell", signature: "")),
        ]
        #expect(
            OutputStage.changeLine(changes, mentionedIn: ["", "func showOpenHelp() {}"])
                == "+ output openHelp, + kind cell")
    }

    @Test func aFileThatMentionsNoChangedMemberNamesThemAll() {
        let changes: [SceneMemberChange] = [.removed(SceneMember(kind: "input", name: "tapSettings", signature: ""))]
        #expect(OutputStage.changeLine(changes, mentionedIn: ["", ""]) == "- input tapSettings")
    }
}
