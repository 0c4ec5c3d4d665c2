import Testing

@testable import ScaffoldKit

/// How a skeleton renamed by a change of names is told from a different skeleton: by the share of lines its base,
/// its type renamed, has in common with the new render.
struct RenamedSkeletonsTests {
    @Test func theSameTextIsWhollySimilarAndUnrelatedTextNotAtAll() {
        let text = "import RxSwift\n\nfinal class A {\n    let x = 1\n}\n"
        #expect(RenamedSkeletons.similarity(text, text) == 1)
        #expect(RenamedSkeletons.similarity(text, "import UIKit\nstruct B {}\n") == 0)
    }

    @Test func blankLinesAndLoneBracesCountForNothing() {
        #expect(RenamedSkeletons.similarity("a\n\n}\n", "a\n{\n\n") == 1)
        #expect(RenamedSkeletons.similarity("\n}\n", "\n}\n") == 0)
    }

    @Test func sharedLinesCountWithTheirRepeats() {
        // Two of the four lines are shared, once each.
        #expect(RenamedSkeletons.similarity("a\na\n", "a\nb\n") == 0.5)
    }

    @Test func theStemIsTheFileNameWithoutSwift() {
        #expect(RenamedSkeletons.stem(of: "Scenes/Profile/ProfileRouter.swift") == "ProfileRouter")
    }
}
