import Testing

@testable import ScaffoldKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The skeleton merge: scaffold's change (base → theirs) applied to the person's file (base → yours).
@Suite struct ThreeWayMergeTests {
    func merge(_ base: [String], _ yours: [String], _ theirs: [String]) -> ThreeWayMerge.Result {
        ThreeWayMerge.merge(
            base: base.joined(separator: "\n") + "\n", yours: yours.joined(separator: "\n") + "\n",
            theirs: theirs.joined(separator: "\n") + "\n")
    }

    func clean(_ lines: [String]) -> ThreeWayMerge.Result {
        ThreeWayMerge.Result(text: lines.joined(separator: "\n") + "\n", conflicts: [])
    }

    /// One pasted CR LF line in an LF file is the person's line, not a change of every line: scaffold's new member
    /// lands where it belongs, and the pasted line keeps its break.
    @Test func aPastedCRLFLineInAnLFFileMergesLineByLine() {
        let base = "import RxSwift\n\nfinal class A {\n    let a = 1\n}\n"
        let yours = "import RxSwift\n\nfinal class A {\n    let a = 1\n    let pasted = 2\r\n}\n"
        let theirs = "import RxSwift\n\nfinal class A {\n    let a = 1\n    let b = 3\n}\n"
        #expect(
            ThreeWayMerge.merge(base: base, yours: yours, theirs: theirs)
                == ThreeWayMerge.Result(
                    text: "import RxSwift\n\nfinal class A {\n    let a = 1\n    let b = 3\n    let pasted = 2\r\n}\n",
                    conflicts: []))
    }

    /// A file saved with CR LF breaks gets scaffold's lines with CR LF too.
    @Test func aCRLFFileGetsNewLinesWithCRLF() {
        let base = "a\nb\n"
        #expect(
            ThreeWayMerge.merge(base: base, yours: "a\r\nb\r\n", theirs: "a\nnew\nb\n")
                == ThreeWayMerge.Result(text: "a\r\nnew\r\nb\r\n", conflicts: []))
    }

    /// A member the person already declared by hand, elsewhere in the file, is not declared a second time.
    @Test func aMemberThePersonAlreadyDeclaredIsNotAddedAgain() {
        let base = ["final class A {", "    let a = PublishSubject<Void>()", "", "    init() {}", "}"]
        let yours = [
            "final class A {", "    let a = PublishSubject<Void>()", "", "    init() {}", "",
            "    let reset = PublishSubject<Void>()", "}",
        ]
        let theirs = [
            "final class A {", "    let a = PublishSubject<Void>()", "    let reset = PublishSubject<Void>()", "",
            "    init() {}", "}",
        ]
        #expect(merge(base, yours, theirs) == clean(yours))
    }

    /// Statements may repeat: scaffold's new `.disposed(by:)` line is added although the file has one.
    @Test func aStatementThePersonHasElsewhereIsStillAdded() {
        let base = ["func bind() {", "    a.disposed(by: bag)", "}"]
        let theirs = ["func bind() {", "    a.disposed(by: bag)", "    b.disposed(by: bag)", "}"]
        let yours = ["func bind() {", "    a.disposed(by: bag)", "}", "// b.disposed(by: bag)"]
        #expect(
            merge(base, yours, theirs)
                == clean([
                    "func bind() {", "    a.disposed(by: bag)", "    b.disposed(by: bag)", "}",
                    "// b.disposed(by: bag)",
                ]))
    }

    /// A file far larger than the Myers diff handles whole (here 60,000 lines) still merges exactly: scaffold's
    /// insertion near the top and the person's edit near the bottom both land.
    @Test func aLargeFileMergesExactly() {
        let body = (0..<60_000).map { "    // line \($0)" }
        let base = ["final class A {"] + body + ["}"]
        var yours = base
        yours[50_000] = "    // the person's line"
        yours.insert("    // the person's note", at: 30_000)
        var theirs = base
        theirs.insert("    let added = 1", at: 1)
        var expected = yours
        expected.insert("    let added = 1", at: 1)
        #expect(merge(base, yours, theirs) == clean(expected))
    }

    /// A base from an untrusted lock of 80,000 lines that are all alike, against a small skeleton that shares none of
    /// them, is replaced whole at once: the Myers diff of the two would compare every line with every other, billions
    /// of steps. The guard counts the processor time of this thread, which other tests running beside it do not
    /// lengthen as they lengthen the wall clock (it measures nothing; the shortcut takes milliseconds).
    @Test(.timeLimit(.minutes(10))) func aHugeBaseOfLikeLinesAgainstASmallFileIsReplacedWhole() {
        let base = Array(repeating: "    x()", count: 80_000).map { Substring($0) }
        let other = (0..<50).map { Substring("    y\($0)()") }
        let start = Self.threadProcessorSeconds()
        let kept = LineMatching.kept(base: base, other: other)
        let spent = Self.threadProcessorSeconds() - start
        #expect(kept.base == Array(repeating: false, count: 80_000))
        #expect(kept.other == Array(repeating: false, count: 50))
        #expect(spent < 10, "matching took \(spent) s of processor time: the line diff ran on the whole base")
    }

    /// The processor time this thread has used, in seconds.
    private static func threadProcessorSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    @Test func changesOnDifferentLinesAreBothApplied() {
        let base = ["a", "b", "c", "d", "e"]
        #expect(
            merge(base, ["a", "B", "c", "d", "e"], ["a", "b", "c", "D", "e"]) == clean(["a", "B", "c", "D", "e"]))
    }

    @Test func theSameChangeOnBothSidesIsAppliedOnce() {
        let base = ["a", "b", "c"]
        #expect(merge(base, ["a", "x", "c"], ["a", "x", "c"]) == clean(["a", "x", "c"]))
    }

    @Test func anUneditedFileTakesTheNewRender() {
        let base = ["a", "b", "c"]
        #expect(merge(base, base, ["a", "c", "d"]) == clean(["a", "c", "d"]))
    }

    @Test func anAssignmentAddedInsideRewrittenInitGoesBeforeThePersonsCode() {
        let base = ["init() {", "    self.a = .empty()", "    self.b = .empty()", "}"]
        let yours = [
            "init() {", "    let shared = source.share()", "    self.a = shared", "    self.b = shared.map { $0 }", "}",
        ]
        let theirs = ["init() {", "    self.a = .empty()", "    self.new = .empty()", "    self.b = .empty()", "}"]
        #expect(
            merge(base, yours, theirs)
                == clean([
                    "init() {", "    self.new = .empty()", "    let shared = source.share()", "    self.a = shared",
                    "    self.b = shared.map { $0 }", "}",
                ]))
    }

    @Test func anAssignmentAddedRightAfterRewrittenInitStillGoesBeforeThePersonsCode() {
        let base = ["init() {", "    self.a = .empty()", "}"]
        let yours = ["init() {", "    self.a = source.map { [unowned self] in self.f($0) }", "}"]
        let theirs = [
            "init() {", "    self.a = .empty()", "", "    // TODO: do the work of `go`.",
            "    self.go = Action { _ in .empty() }", "}",
        ]
        #expect(
            merge(base, yours, theirs)
                == clean([
                    "init() {", "", "    // TODO: do the work of `go`.", "    self.go = Action { _ in .empty() }",
                    "    self.a = source.map { [unowned self] in self.f($0) }", "}",
                ]))
    }

    @Test func otherCodeAddedRightAfterEditedLinesGoesAfterThem() {
        let base = ["switch state {", "case .idle:", "    // TODO: show idle", "}"]
        let yours = ["switch state {", "case .idle:", "    spinner.stop()", "}"]
        let theirs = [
            "switch state {", "case .idle:", "    // TODO: show idle", "case .busy:", "    // TODO: show busy", "}",
        ]
        #expect(
            merge(base, yours, theirs)
                == clean([
                    "switch state {", "case .idle:", "    spinner.stop()", "case .busy:", "    // TODO: show busy", "}",
                ]))
    }

    @Test func linesThePersonAlreadyHasAreNotAddedTwice() {
        // An interrupted run wrote the merged file but not the new base: the next run merges again.
        let base = ["init() {", "    self.a = .empty()", "    self.b = .empty()", "}"]
        let yours = ["init() {", "    self.new = .empty()", "    self.a = x", "    self.b = y", "}"]
        let theirs = ["init() {", "    self.a = .empty()", "    self.new = .empty()", "    self.b = .empty()", "}"]
        #expect(merge(base, yours, theirs) == clean(yours))
    }

    /// A file the person reformatted (tabs, imports reordered) differs from scaffold's render on nearly every line:
    /// the new member and its assignment still land in the class and in `init`, never above the imports.
    @Test func scaffoldsLinesLandInTheirDeclarationsInAFileThePersonReformatted() {
        let base = [
            "import RxSwift", "import RxCocoa", "", "final class A {", "    let a: Observable<Int>", "",
            "    init() {", "        self.a = .empty()", "    }", "}",
        ]
        let yours = [
            "import RxCocoa", "import RxSwift", "final class A {", "\tlet a: Observable<Int>", "\tinit() {",
            "\t\tself.a = .just(1)", "\t}", "}",
        ]
        let theirs = [
            "import RxSwift", "import RxCocoa", "", "final class A {", "    let a: Observable<Int>",
            "    let b: Observable<String>", "", "    init() {", "        self.a = .empty()",
            "        self.b = .empty()",
            "    }", "}",
        ]
        #expect(
            merge(base, yours, theirs)
                == clean([
                    "import RxCocoa", "import RxSwift", "final class A {", "    let b: Observable<String>",
                    "\tlet a: Observable<Int>", "\tinit() {", "        self.b = .empty()", "\t\tself.a = .just(1)",
                    "\t}",
                    "}",
                ]))
    }

    /// A hand-written file taken in with `--adopt` shares almost no line with scaffold's render: a new method goes
    /// into the class, not above it.
    @Test func aNewMethodGoesIntoTheClassOfAnAdoptedFile() {
        let base = ["import UIKit", "", "final class AViewController: UIViewController {", "}"]
        let yours = [
            "import UIKit // the app's", "import SnapKit", "", "class AViewController: BaseViewController {",
            "    override func viewDidLoad() { super.viewDidLoad() }", "} // AViewController",
        ]
        let theirs = [
            "import UIKit", "", "final class AViewController: UIViewController {", "    func render() {}", "}",
        ]
        #expect(
            merge(base, yours, theirs)
                == clean([
                    "import UIKit // the app's", "import SnapKit", "", "class AViewController: BaseViewController {",
                    "    override func viewDidLoad() { super.viewDidLoad() }", "    func render() {}",
                    "} // AViewController",
                ]))
    }

    /// Where the person's lines start with the imports, a new property does not go above them.
    @Test func aNewPropertyNeverGoesAboveTheImports() {
        let base = ["import RxSwift", "", "let a = 1"]
        let yours = ["// Mine.", "import RxSwift", "import RxCocoa", "let a = 2"]
        let theirs = ["import RxSwift", "", "let b = 0", "let a = 1"]
        #expect(
            merge(base, yours, theirs)
                == clean(["// Mine.", "import RxSwift", "import RxCocoa", "let b = 0", "let a = 2"]))
    }

    @Test func bothSidesInsertingAtOnePlacePutsScaffoldsLinesFirst() {
        let base = ["class A {", "}"]
        let yours = ["class A {", "    private func helper() {}", "}"]
        let theirs = ["class A {", "    func reload() {}", "}"]
        #expect(
            merge(base, yours, theirs)
                == clean(["class A {", "    func reload() {}", "    private func helper() {}", "}"]))
    }

    @Test func changingALineThePersonChangedIsAConflictWithBothVersions() {
        let base = ["a", "let x: Observable<Int>", "c"]
        let yours = ["a", "let x: Observable<Int> // counts", "c"]
        let theirs = ["a", "let x: Observable<String>", "c"]
        #expect(
            merge(base, yours, theirs)
                == ThreeWayMerge.Result(
                    text: """
                        a
                        <<<<<<< yours
                        let x: Observable<Int> // counts
                        =======
                        let x: Observable<String>
                        >>>>>>> scaffold
                        c

                        """,
                    conflicts: [.init(startLine: 2, endLine: 6)]))
    }

    @Test func removingALineThePersonChangedIsAConflict() {
        let base = ["a", "self.old = .empty()", "c"]
        let yours = ["a", "self.old = source", "c"]
        let theirs = ["a", "c"]
        #expect(
            merge(base, yours, theirs).text == """
                a
                <<<<<<< yours
                self.old = source
                =======
                >>>>>>> scaffold
                c

                """)
    }

    @Test func removingLinesAroundALineThePersonAddedIsAConflict() {
        let base = ["a", "b", "c", "d"]
        let yours = ["a", "b", "mine", "c", "d"]
        let theirs = ["a", "d"]
        #expect(merge(base, yours, theirs).conflicts == [.init(startLine: 2, endLine: 7)])
    }

    @Test func removingLinesNextToAnEditIsNotAConflict() {
        let base = ["a", "b", "c", "d"]
        #expect(merge(base, ["a", "B", "c", "d"], ["a", "b", "d"]) == clean(["a", "B", "d"]))
    }

    @Test(
        arguments: [
            ("a\n<<<<<<< yours\nb\n=======\nc\n>>>>>>> scaffold\n", 2),
            ("a\nb\n=======\nc\n>>>>>>> scaffold", 5),
            ("<<<<<<< yours\r\nb\r\n", 1),
            ("a\n// <<<<<<< yours in a comment\n", nil),
            ("a\n<<<<<<< yours, but more\n", nil),
            ("", nil),
        ] as [(String, Int?)])
    func theFirstConflictMarkerIsFoundAtItsLine(text: String, line: Int?) {
        #expect(ThreeWayMerge.conflictMarkerLine(in: text) == line)
    }

    @Test func initialisationIsAPropertyAssignmentWithOptionalSetUp() {
        #expect(ThreeWayMerge.isInitialisation(["", "    // TODO: x", "    self.go = Action { _ in .empty() }"]))
        #expect(
            ThreeWayMerge.isInitialisation([
                "    let goSubject = PublishSubject<Void>()", "    self.go = goSubject.asObserver()",
            ]))
        #expect(!ThreeWayMerge.isInitialisation(["    // only a comment"]))
        #expect(!ThreeWayMerge.isInitialisation(["case .busy:", "    self.x = 1"]))
        #expect(!ThreeWayMerge.isInitialisation(["    self.button.isEnabled = true"]))
    }

    @Test func aFileSavedWithCRLFLineBreaksMergesInItsOwnLineBreaks() {
        let result = ThreeWayMerge.merge(base: "a\nb\nc\n", yours: "a\r\nB\r\nc\r\n", theirs: "a\nb\nc\nd\n")
        #expect(result == ThreeWayMerge.Result(text: "a\r\nB\r\nc\r\nd\r\n", conflicts: []))
    }
}
