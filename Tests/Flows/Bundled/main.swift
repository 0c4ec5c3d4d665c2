import RxSwift
// The bundled scenes on screen, as a user meets them on the first day: the list is the window's root, a row
// pushes the repository's page, the language button presents the language list in a sheet, the page opens the
// repository on the web in Safari, and each can be left and opened again. Compiled with the golden scenes, filled in as a person would (NavigationFlowTests
// applies those edits), against the Rx and UIKit stand-ins.
@_spi(UserSimulation) import SafariServices
@_spi(UserSimulation) import UIKit

let repository = Repository(fullName: "scaffold/scaffold", url: URL(fileURLWithPath: "/"), starsCount: 1)

/// The app as its scene delegate starts it, in a window, and the list scene on top of its stack.
@MainActor
struct RunningApp {
    let sceneDelegate = SceneDelegate()
    let window = UIWindow(frame: .zero)

    init() {
        sceneDelegate.start(in: window)
        settle()
    }

    var navigationController: UINavigationController? { window.rootViewController as? UINavigationController }

    var rootCoordinator: RepositoryListCoordinator? {
        Mirror(reflecting: sceneDelegate).descendant("rootCoordinator") as? RepositoryListCoordinator
    }

    var list: RepositoryListViewModel? {
        viewModel(of: navigationController?.viewControllers.first, as: RepositoryListViewModel.self)
    }

    /// The user taps a repository's row.
    func tapRow() {
        list?.inputs.selectRepository.onNext(RepositoryCellViewModel(repository: repository))
        settle()
    }

    /// The user taps the button that chooses a language.
    func tapLanguageButton() {
        list?.inputs.chooseLanguage.onNext(())
        settle()
    }

    /// Starts the coordinator `makeChild` makes from the list's coordinator, as a route does, and returns what
    /// the list hears of how it ends; nil, recorded, when the app did not start.
    func startFromTheList<Result>(
        _ record: FlowRecord, _ makeChild: (UINavigationController) -> BaseCoordinator<Result>
    ) -> ChildEnding? {
        guard let root = record.require(rootCoordinator, "no root coordinator"),
            let navigationController = record.require(navigationController, "no navigation controller")
        else { return nil }
        let ending = ChildEnding()
        root.coordinate(to: makeChild(navigationController))
            .subscribe(
                onNext: { [ending] in ending.events.append("result \($0)") },
                onCompleted: { [ending] in ending.events.append("completed") }
            )
            .disposed(by: root.disposeBag)
        settle()
        return ending
    }

    /// Starts the coordinator `makeChild` makes from the list's coordinator, and returns it while it runs.
    func runningChild<Result, Child: BaseCoordinator<Result>>(
        _ record: FlowRecord, _ makeChild: (UINavigationController) -> Child
    ) -> Child? {
        guard startFromTheList(record, makeChild) != nil else { return nil }
        return record.require(
            childCoordinators(of: rootCoordinator as AnyObject)?.first as? Child, "\(Child.self) does not run")
    }

    /// The view controller presented over the list, and the screen inside it.
    var presentedScreen: UIViewController? {
        let presented = navigationController?.presentedViewController
        return (presented as? UINavigationController)?.viewControllers.first ?? presented
    }
}

/// What a parent heard of how a child it started ended: `result ...` and `completed`, in order.
@MainActor
final class ChildEnding {
    var events: [String] = []
}

/// Weak references to one scene's objects, taken while it is on screen.
@MainActor
final class SceneReferences {
    weak var coordinator: AnyObject?
    weak var viewModel: AnyObject?
    weak var viewController: UIViewController?

    init(coordinator: AnyObject?, viewController: UIViewController?) {
        self.coordinator = coordinator
        self.viewController = viewController
        viewModel = viewController.flatMap { Mirror(reflecting: $0).descendant("viewModel") as AnyObject? }
    }

    var areReleased: Bool { coordinator == nil && viewModel == nil && viewController == nil }

    var description: String {
        "coordinator \(coordinator == nil ? "released" : "kept"), view model \(viewModel == nil ? "released" : "kept"), "
            + "view controller \(viewController == nil ? "released" : "kept")"
    }
}

@MainActor
func pushedDetail(of app: RunningApp, _ record: FlowRecord) -> SceneReferences? {
    guard let navigationController = record.require(app.navigationController, "no navigation controller") else {
        return nil
    }
    record.expect(
        navigationController.viewControllers.count == 2
            && navigationController.topViewController
                is RepositoryDetailViewController,
        "the row did not push the repository's page: \(navigationController.viewControllers)")
    let children = childCoordinators(of: app.rootCoordinator as AnyObject) ?? []
    record.expect(children.count == 1, "the list runs \(children.count) children, not 1")
    return SceneReferences(coordinator: children.first, viewController: navigationController.topViewController)
}

@MainActor
func presentedLanguageList(of app: RunningApp, _ record: FlowRecord) -> SceneReferences? {
    record.expect(
        app.presentedScreen is LanguageListViewController,
        "the language button did not present the language list: \(String(describing: app.presentedScreen))")
    let children = childCoordinators(of: app.rootCoordinator as AnyObject) ?? []
    record.expect(children.count == 1, "the list runs \(children.count) children, not 1")
    return SceneReferences(coordinator: children.first, viewController: app.presentedScreen)
}

@MainActor
func expectEnded(_ scene: SceneReferences, of app: RunningApp, _ record: FlowRecord, after what: String) {
    record.expect(scene.areReleased, "after \(what): \(scene.description)")
    let children = childCoordinators(of: app.rootCoordinator as AnyObject)
    record.expect(children?.isEmpty == true, "after \(what) the list still runs \(children?.count ?? -1) children")
}

/// The repository's page pushed by a row, with the web page its `readOnTheWeb` tap showed in Safari over it.
@MainActor
func webPageOverTheDetail(of app: RunningApp, _ record: FlowRecord) -> (
    detail: RepositoryDetailViewModel, page: SceneReferences
)? {
    app.tapRow()
    guard let detailScreen = app.navigationController?.topViewController,
        let detail = record.require(
            viewModel(of: detailScreen, as: RepositoryDetailViewModel.self), "the row did not push the page")
    else { return nil }
    detail.inputs.readOnTheWeb.onNext(())
    settle()
    let detailCoordinator = childCoordinators(of: app.rootCoordinator as AnyObject)?.first
    let page = SceneReferences(
        coordinator: detailCoordinator.flatMap { childCoordinators(of: $0)?.first },
        viewController: detailScreen.presentedViewController)
    record.expect(
        page.viewController is SFSafariViewController,
        "the tap did not show the web page: \(String(describing: detailScreen.presentedViewController))")
    return (detail, page)
}

/// The flow of a user who opens the repository on the web, closes the page by `gesture`, and opens it again.
@MainActor
func closingTheWebPage(
    by gesture: String, _ close: @escaping @MainActor (UIViewController) -> Void
) -> @MainActor (FlowRecord) -> Void {
    { record in
        let app = RunningApp()
        guard let (detail, page) = webPageOverTheDetail(of: app, record) else { return }
        // No local keeps the page: the flow checks that it is released.
        page.viewController.map(close)
        settle()
        let detailScreen = app.navigationController?.topViewController
        record.expect(detailScreen?.presentedViewController == nil, "after \(gesture) the web page is still shown")
        record.expect(page.areReleased, "after \(gesture): \(page.description)")
        detail.inputs.readOnTheWeb.onNext(())
        settle()
        record.expect(
            detailScreen?.presentedViewController is SFSafariViewController, "the web page did not open a second time")
    }
}

/// The flow of a user who opens a repository's page, leaves it by `gesture` (or the page finishes), and opens
/// it again.
@MainActor
func leavingThePushedPage(
    by gesture: String, _ leave: @escaping @MainActor (UINavigationController) -> Void
) -> @MainActor (FlowRecord) -> Void {
    { record in
        let app = RunningApp()
        app.tapRow()
        guard let detail = pushedDetail(of: app, record), let navigationController = app.navigationController else {
            return
        }
        leave(navigationController)
        settle()
        expectEnded(detail, of: app, record, after: gesture)
        app.tapRow()
        _ = pushedDetail(of: app, record)
    }
}

/// An app that signs in first (Tests/Composition/SignInFirst.swift): its coordinator shows the sign-in scene as
/// the root of a window's navigation controller.
@MainActor
struct SigningInApp {
    let window = UIWindow(frame: .zero)
    let navigationController = UINavigationController()
    let appCoordinator: AppCoordinator

    init() {
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        appCoordinator = AppCoordinator(navigationController: navigationController, dependencies: AppDependencies())
        appCoordinator.start().subscribe().disposed(by: appCoordinator.disposeBag)
        settle()
    }

    /// The scene at the root of the stack, with its coordinator, the app coordinator's one child.
    func root(_ record: FlowRecord) -> SceneReferences {
        let children = childCoordinators(of: appCoordinator) ?? []
        record.expect(children.count == 1, "the app runs \(children.count) scenes, not 1")
        record.expect(
            navigationController.viewControllers.count == 1,
            "the stack holds \(navigationController.viewControllers.count) screens, not 1")
        return SceneReferences(coordinator: children.first, viewController: navigationController.viewControllers.first)
    }

    /// The user fills in the form and taps submit, which the filled-in view model answers with a user.
    func signIn() {
        let login = viewModel(of: navigationController.viewControllers.first, as: LoginViewModel.self)
        login?.inputs.tapSubmit()
        settle()
    }
}

// Top-level code runs on the main thread; Swift 5 does not put it on the main actor by itself.
MainActor.assumeIsolated {
    runFlows([
        (
            "theRootSceneStartsInAWindowAndStaysAlive",
            { record in
                let app = RunningApp()
                record.expect(app.window.isKeyWindow, "the window is not key")
                record.expect(
                    app.navigationController?.viewControllers.count == 1
                        && app.navigationController?.viewControllers.first is RepositoryListViewController,
                    "the window does not show the list: \(String(describing: app.navigationController?.viewControllers))"
                )
                record.expect(app.rootCoordinator != nil, "nothing keeps the root coordinator")
                app.tapRow()
                record.expect(app.navigationController?.viewControllers.count == 2, "the root scene's routes are dead")
            }
        ),
        (
            "aPushedChildEndsWhenTheUserTapsBack",
            leavingThePushedPage(by: "the back button") { $0.simulateBackButtonTap() }
        ),
        (
            "aPushedChildEndsWhenTheUserSwipesBackFromTheEdge",
            leavingThePushedPage(by: "an edge swipe") { $0.simulateEdgeSwipeBack(completing: true) }
        ),
        (
            "aCancelledEdgeSwipeKeepsThePushedChild",
            { record in
                let app = RunningApp()
                app.tapRow()
                guard let detail = pushedDetail(of: app, record) else { return }
                app.navigationController?.simulateEdgeSwipeBack(completing: false)
                settle()
                record.expect(
                    detail.coordinator != nil && detail.viewController != nil, "a cancelled swipe ended the page")
                record.expect(app.navigationController?.viewControllers.count == 2, "a cancelled swipe popped the page")
            }
        ),
        (
            "aSecondTapWhileTheChildIsOnScreenIsIgnored",
            { record in
                let app = RunningApp()
                app.tapRow()
                app.tapRow()
                record.expect(
                    app.navigationController?.viewControllers.count == 2,
                    "two taps pushed \((app.navigationController?.viewControllers.count ?? 1) - 1) pages")
            }
        ),
        (
            "aPushedChildFinishingWithAResultIsPoppedAndReleased",
            leavingThePushedPage(by: "the page finishing") { navigationController in
                // No local keeps the view model: the flow checks that it is released.
                viewModel(of: navigationController.topViewController, as: RepositoryDetailViewModel.self)?.inputs
                    .close.onNext(())
            }
        ),
        (
            "aSheetEndsWhenTheUserSwipesItDown",
            { record in
                let app = RunningApp()
                app.tapLanguageButton()
                guard let languages = presentedLanguageList(of: app, record) else { return }
                languages.viewController?.simulateSwipeDownToDismiss()
                settle()
                record.expect(app.navigationController?.presentedViewController == nil, "the sheet is still presented")
                expectEnded(languages, of: app, record, after: "a swipe down")
                app.tapLanguageButton()
                _ = presentedLanguageList(of: app, record)
            }
        ),
        (
            "aSheetThatRefusesTheSwipeStays",
            { record in
                let app = RunningApp()
                app.tapLanguageButton()
                guard let languages = presentedLanguageList(of: app, record) else { return }
                languages.viewController?.navigationController?.isModalInPresentation = true
                languages.viewController?.simulateSwipeDownToDismiss()
                settle()
                record.expect(languages.coordinator != nil, "a sheet that refused the swipe ended its scene")
                record.expect(app.navigationController?.presentedViewController != nil, "the refusing sheet went away")
            }
        ),
        (
            "aSheetFinishingWithAResultReportsItAndIsDismissed",
            { record in
                let app = RunningApp()
                guard
                    let ending = app.startFromTheList(
                        record,
                        {
                            LanguageListCoordinator(rootViewController: $0, dependencies: AppDependencies())
                        }),
                    let languages = presentedLanguageList(of: app, record)
                else { return }
                // No local keeps the view model: the flow checks that it is released.
                viewModel(of: languages.viewController, as: LanguageListViewModel.self)?.inputs.selectLanguage
                    .onNext("Swift")
                settle()
                record.expect(
                    ending.events == ["result language(\"Swift\")", "completed"], "the list saw \(ending.events)")
                record.expect(app.navigationController?.presentedViewController == nil, "the sheet was not dismissed")
                expectEnded(languages, of: app, record, after: "the sheet finished")
            }
        ),
        (
            "aChildLeftByTheUserCompletesWithoutAResult",
            { record in
                let app = RunningApp()
                guard
                    let ending = app.startFromTheList(
                        record,
                        {
                            RepositoryDetailCoordinator(
                                rootViewController: $0, presentation: .push, repository: repository, highlight: nil)
                        }),
                    let detail = pushedDetail(of: app, record)
                else { return }
                app.navigationController?.simulateBackButtonTap()
                settle()
                record.expect(ending.events == ["completed"], "the list saw \(ending.events)")
                expectEnded(detail, of: app, record, after: "the back button")
            }
        ),
        (
            "aModalChildEndsWhenSwipedDown",
            { record in
                let app = RunningApp()
                guard
                    app.startFromTheList(
                        record,
                        {
                            RepositoryDetailCoordinator(
                                rootViewController: $0, presentation: .modal, repository: repository, highlight: nil)
                        }) != nil
                else { return }
                let page = SceneReferences(
                    coordinator: childCoordinators(of: app.rootCoordinator as AnyObject)?.first,
                    viewController: app.navigationController?.presentedViewController)
                record.expect(page.viewController is RepositoryDetailViewController, "the page was not presented")
                page.viewController?.simulateSwipeDownToDismiss()
                settle()
                expectEnded(page, of: app, record, after: "a swipe down")
            }
        ),
        (
            "aRouteTheViewModelCallsWithoutObservingShowsEndsAndReleasesTheChild",
            { record in
                let app = RunningApp()
                guard
                    let filter = app.runningChild(
                        record,
                        {
                            FilterCoordinator(rootViewController: $0, dependencies: AppDependencies())
                        })
                else { return }
                // What a filled-in FilterViewModel does with its coordinator: call the route, not observe it.
                filter.showLanguagePicker()
                settle()
                let filterSheet = app.navigationController?.presentedViewController
                let picker = SceneReferences(
                    coordinator: childCoordinators(of: filter)?.first,
                    viewController: (filterSheet?.presentedViewController as? UINavigationController)?.viewControllers
                        .first)
                record.expect(picker.viewController is LanguageListViewController, "the picker was not shown")
                picker.viewController?.simulateSwipeDownToDismiss()
                settle()
                record.expect(picker.areReleased, "after a swipe down: \(picker.description)")
                record.expect(childCoordinators(of: filter)?.isEmpty == true, "the filter still runs the picker")
                filter.showLanguagePicker()
                settle()
                record.expect(
                    (filterSheet?.presentedViewController as? UINavigationController)?.viewControllers.first
                        is LanguageListViewController, "the picker did not open a second time")
            }
        ),
        (
            "aWebPageInSafariEndsWhenTheUserTapsDone",
            closingTheWebPage(by: "Done") { ($0 as? SFSafariViewController)?.simulateDoneTap() }
        ),
        (
            "aWebPageInSafariEndsWhenSwipedDown",
            closingTheWebPage(by: "a swipe down") { $0.simulateSwipeDownToDismiss() }
        ),
        (
            "aSecondTapWhileTheWebPageIsShownIsIgnored",
            { record in
                let app = RunningApp()
                guard let (detail, page) = webPageOverTheDetail(of: app, record) else { return }
                detail.inputs.readOnTheWeb.onNext(())
                settle()
                let detailCoordinator = childCoordinators(of: app.rootCoordinator as AnyObject)?.first
                let running = detailCoordinator.flatMap { childCoordinators(of: $0) } ?? []
                record.expect(
                    running.count == 1 && running.first === page.coordinator,
                    "a second tap started \(running.count) pages")
            }
        ),
        (
            "aCustomPresentationEndsWhenTheUserLeaves",
            { record in
                let app = RunningApp()
                guard
                    let search = app.runningChild(
                        record,
                        {
                            SearchCoordinator(rootViewController: $0, dependencies: AppDependencies())
                        })
                else { return }
                search.openRepository(repository)
                settle()
                let page = SceneReferences(
                    coordinator: childCoordinators(of: search)?.first,
                    viewController: app.navigationController?.presentedViewController?.presentedViewController)
                record.expect(page.viewController is RepositoryDetailViewController, "the custom page was not shown")
                page.viewController?.simulateSwipeDownToDismiss()
                settle()
                record.expect(page.areReleased, "after a swipe down: \(page.description)")
                record.expect(childCoordinators(of: search)?.isEmpty == true, "the search still runs the page")
            }
        ),
        (
            "signingInPutsTheListInPlaceOfTheSignInScene",
            { record in
                let app = SigningInApp()
                let signIn = app.root(record)
                record.expect(signIn.viewController is LoginViewController, "the app did not start on the sign-in")
                app.signIn()
                let list = app.root(record)
                record.expect(list.viewController is RepositoryListViewController, "signing in did not show the list")
                record.expect(signIn.areReleased, "after signing in: \(signIn.description)")
            }
        ),
        (
            "aSignOutEndsTheListAndThePageItPushed",
            { record in
                let app = SigningInApp()
                app.signIn()
                let list = app.root(record)
                viewModel(of: list.viewController, as: RepositoryListViewModel.self)?
                    .inputs.selectRepository.onNext(RepositoryCellViewModel(repository: repository))
                settle()
                let page = SceneReferences(
                    coordinator: list.coordinator.flatMap { childCoordinators(of: $0)?.first },
                    viewController: app.navigationController.topViewController)
                record.expect(page.viewController is RepositoryDetailViewController, "the row did not push the page")
                app.appCoordinator.showSignIn()
                settle()
                let signIn = app.root(record)
                record.expect(signIn.viewController is LoginViewController, "the sign-out did not show the sign-in")
                record.expect(list.areReleased, "after the sign-out, the list: \(list.description)")
                record.expect(page.areReleased, "after the sign-out, the page: \(page.description)")
            }
        ),
    ])
}
