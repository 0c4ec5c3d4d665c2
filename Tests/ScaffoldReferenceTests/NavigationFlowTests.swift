import Foundation
import Testing

/// Generated navigation works on screen, not only in the compiler: the flows in `Tests/Flows/Bundled` run the
/// golden scenes, filled in where a flow needs an output to fire, against the behaving Rx and UIKit stand-ins, and
/// a user who leaves a scene (the back button, an edge swipe, a sheet swiped down) ends it, releases it and can
/// open it again; an app that signs in first swaps its root scene, and the scene it replaced is released.
@Suite struct NavigationFlowTests {
    /// What a person writes in the golden view models before the flows can tap through them: each edit turns
    /// an output that a fresh skeleton leaves `.empty()` into one its input drives.
    static let filledIn: [(file: String, text: String, replacement: String)] = [
        (
            "Scenes/RepositoryList/RepositoryListViewModel.swift", "self.showRepository = .empty()",
            #"self.showRepository = selectRepositorySubject.map { _ in Repository(fullName: "scaffold/scaffold", url: URL(fileURLWithPath: "/"), starsCount: 1) }"#
        ),
        (
            "Scenes/RepositoryList/RepositoryListViewModel.swift", "self.showLanguageList = .empty()",
            "self.showLanguageList = chooseLanguageSubject.asObservable()"
        ),
        (
            "Scenes/RepositoryDetail/RepositoryDetailViewModel.swift", "self.didClose = .empty()",
            "self.didClose = close.asDriver(onErrorDriveWith: .empty())"
        ),
        (
            "Scenes/RepositoryDetail/RepositoryDetailViewModel.swift", "self.webPage = .empty()",
            "self.webPage = readOnTheWeb.map { [repository] in repository.url }.asDriver(onErrorDriveWith: .empty())"
        ),
        (
            "Scenes/Login/LoginViewModel.swift", "self.loginSuccess = .empty()",
            #"self.loginSuccess = tapSubmitSubject.map { User(id: "1", email: "someone@example.com") }"#
        ),
        (
            "Scenes/LanguageList/LanguageListViewModel.swift", "self.didSelectLanguage = .empty()",
            "self.didSelectLanguage = selectLanguageSubject.asObservable()"
        ),
        (
            "Scenes/LanguageList/LanguageListViewModel.swift", "self.didCancel = .empty()",
            "self.didCancel = cancelSubject.asObservable()"
        ),
    ]

    static let bundledFlows = [
        "theRootSceneStartsInAWindowAndStaysAlive", "aPushedChildEndsWhenTheUserTapsBack",
        "aPushedChildEndsWhenTheUserSwipesBackFromTheEdge", "aCancelledEdgeSwipeKeepsThePushedChild",
        "aSecondTapWhileTheChildIsOnScreenIsIgnored", "aPushedChildFinishingWithAResultIsPoppedAndReleased",
        "aSheetEndsWhenTheUserSwipesItDown", "aSheetThatRefusesTheSwipeStays",
        "aSheetFinishingWithAResultReportsItAndIsDismissed", "aChildLeftByTheUserCompletesWithoutAResult",
        "aModalChildEndsWhenSwipedDown", "aRouteTheViewModelCallsWithoutObservingShowsEndsAndReleasesTheChild",
        "aWebPageInSafariEndsWhenTheUserTapsDone", "aWebPageInSafariEndsWhenSwipedDown",
        "aSecondTapWhileTheWebPageIsShownIsIgnored", "aCustomPresentationEndsWhenTheUserLeaves",
        "signingInPutsTheListInPlaceOfTheSignInScene", "aSignOutEndsTheListAndThePageItPushed",
    ]

    @Test(arguments: LanguageMode.allCases)
    func bundledScenesNavigateAsAUserExpects(in mode: LanguageMode) throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-flows-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: RepositoryPaths.golden, to: copy)
        for edit in Self.filledIn {
            let file = copy.appendingPathComponent(edit.file)
            let original = try String(contentsOf: file, encoding: .utf8)
            try #require(original.contains(edit.text), "\(edit.file) no longer has `\(edit.text)`")
            try Data(original.replacingOccurrences(of: edit.text, with: edit.replacement).utf8).write(to: file)
        }
        let run = try FlowRunner.run("Bundled", app: GoldenCompileTests.appFiles(in: copy), mode: mode)
        #expect(run.failed == [], "\(run.output)")
        #expect(run.passed == Self.bundledFlows, "\(run.output)")
    }

    /// Navigators of the transform convention, whose route methods a view model calls without observing them, and a
    /// navigator that observes an input that starts a route.
    @Test(arguments: LanguageMode.allCases)
    func navigatorsShowEndAndReleaseWhatTheyStart(in mode: LanguageMode) throws {
        let run = try FlowRunner.run("CleanArchitecture", app: CleanArchitectureGoldenTests.appFiles, mode: mode)
        #expect(run.failed == [], "\(run.output)")
        #expect(
            run.passed == [
                "aTapOnAnInputThatStartsARouteShowsItsScene",
                "aRouteCalledWithoutObservingShowsTheChild",
                "aChildShownWithoutObservingEndsWhenSwipedDownAndOpensAgain",
                "aChildShownWithoutObservingIsDismissedWhenItFinishes",
                "aRouteToTheSystemHandsItTheURL",
            ], "\(run.output)")
    }

    /// A scene whose view controller starts its routes (`navigation: viewController`, the existing app's shelf): a
    /// tap reaches the router the coordinator handed its view controller, and the child is shown, ignored while on
    /// screen, ended by a swipe and opened again; the screen does not keep its coordinator.
    @Test(arguments: LanguageMode.allCases)
    func aViewControllerStartsItsRoutesThroughItsRouter(in mode: LanguageMode) throws {
        let golden = ExistingAppGoldenTests.golden
        let app =
            SwiftTypeChecker.swiftFiles(in: golden.appendingPathComponent("Scenes"))
            + SwiftTypeChecker.swiftFiles(in: golden.appendingPathComponent("Services"))
            + SwiftTypeChecker.swiftFiles(in: ExistingAppGoldenTests.project.appendingPathComponent("App"))
            + SwiftTypeChecker.swiftFiles(in: ExistingAppGoldenTests.project.appendingPathComponent("Legacy"))
        let run = try FlowRunner.run("ViewControllerRoutes", app: app, mode: mode)
        #expect(run.failed == [], "\(run.output)")
        #expect(
            run.passed == [
                "aTapTheViewControllerRoutesShowsTheChild", "aSecondTapWhileTheChildIsOnScreenIsIgnored",
                "theChildEndsWhenSwipedDownAndTheTapOpensItAgain", "theScreenDoesNotKeepItsCoordinator",
            ], "\(run.output)")
    }

    /// What a person writes in the shelf browser's skeletons before the flows can tap through them: the view
    /// controller's routed tap and row picks read the flow's controls, and the view model opens the picked product.
    static let transformRouterFilledIn: [(file: String, text: String, replacement: String)] = [
        (
            "Scenes/ShelfBrowse/ShelfBrowseViewController.swift",
            "let tapGuide: ControlEvent<Void> = ControlEvent(events: Observable<Void>.empty())",
            "let tapGuide: ControlEvent<Void> = ControlEvent(events: ShelfBrowseControls.guideTaps)"
        ),
        (
            "Scenes/ShelfBrowse/ShelfBrowseViewController.swift", "pick: .empty()",
            "pick: ShelfBrowseControls.pickedRows.asDriver(onErrorDriveWith: .empty())"
        ),
        ("Scenes/ShelfBrowse/ShelfBrowseViewModel.swift", "openProduct: .empty()", "openProduct: input.pick"),
    ]

    /// A transform scene whose view controller starts its routes (`navigation: viewController`, the existing app's
    /// shelf browser): a tap the view controller keeps in a local and an output of `transform` reach the router the
    /// coordinator handed it, the child is shown and ignored while on screen, and the screen does not keep its
    /// coordinator.
    @Test(arguments: LanguageMode.allCases)
    func aTransformViewControllerStartsItsRoutesThroughItsRouter(in mode: LanguageMode) throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-flows-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: ExistingAppGoldenTests.golden, to: copy)
        for edit in Self.transformRouterFilledIn {
            let file = copy.appendingPathComponent(edit.file)
            let original = try String(contentsOf: file, encoding: .utf8)
            try #require(original.contains(edit.text), "\(edit.file) no longer has `\(edit.text)`")
            try Data(original.replacingOccurrences(of: edit.text, with: edit.replacement).utf8).write(to: file)
        }
        let app =
            SwiftTypeChecker.swiftFiles(in: copy.appendingPathComponent("Scenes"))
            + SwiftTypeChecker.swiftFiles(in: copy.appendingPathComponent("Services"))
            + SwiftTypeChecker.swiftFiles(in: ExistingAppGoldenTests.project.appendingPathComponent("App"))
            + SwiftTypeChecker.swiftFiles(in: ExistingAppGoldenTests.project.appendingPathComponent("Legacy"))
        let run = try FlowRunner.run("TransformRouter", app: app, mode: mode)
        #expect(run.failed == [], "\(run.output)")
        #expect(
            run.passed == [
                "aTapTheViewControllerRoutesShowsTheChild", "aSecondTapWhileTheChildIsOnScreenIsIgnored",
                "anOutputOfTransformOpensItsScene", "theScreenDoesNotKeepItsCoordinator",
            ], "\(run.output)")
    }
}
