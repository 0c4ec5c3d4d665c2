// API stand-in for UIKit: view controllers, navigation, presentation, bar items, alerts.
// View controllers, navigation and presentation behave as UIKit documents (see ../README.md,
// "UIKit behaviour"); the `@_spi(UserSimulation)` members simulate the user for tests.

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}

@preconcurrency @MainActor
open class UIViewController: UIResponder, @preconcurrency NSCoding {
    enum AppearanceState {
        case disappeared
        case appearing
        case appeared
        case disappearing
    }

    private var loadedView: UIView?
    private var storedTitle: String?
    private var storedNavigationItem: UINavigationItem?
    weak var parentController: UIViewController?
    var childControllers: [UIViewController] = []
    /// The view controller this one presented (only the root of a parent chain presents).
    var presentedController: UIViewController?
    /// The view controller that presented this one.
    weak var presentingController: UIViewController?
    var ownPresentationController: UIPresentationController?
    /// Whether presenting this view controller made its presenter disappear (full-screen styles).
    var presentationHidPresenter = false
    var appearanceState = AppearanceState.disappeared
    private var appearanceAnimated = false
    var movingToParent = false
    var movingFromParent = false
    var beingPresented = false
    var beingDismissed = false

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    public required init?(coder: NSCoder) {}

    override public convenience init() { self.init(nibName: nil, bundle: nil) }

    open func encode(with coder: NSCoder) {}

    override open var next: UIResponder? {
        parent ?? presentingViewController ?? loadedView?.superview
    }

    /// Loads the view on first access: `loadView()`, then `viewDidLoad()`.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            if loadedView == nil { loadedView = UIView() }
            loadedView?.owningViewController = self
            viewDidLoad()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }
    open var viewIfLoaded: UIView? { loadedView }
    open var isViewLoaded: Bool { loadedView != nil }
    /// Setting the title also sets the navigation item's title, as UIKit does.
    open var title: String? {
        get { storedTitle }
        set {
            storedTitle = newValue
            navigationItem.title = newValue
        }
    }
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem(untitled: ())
        item.title = storedTitle
        storedNavigationItem = item
        return item
    }
    /// The nearest `UINavigationController` among the parents (a presented view controller has none unless
    /// it sits in a navigation controller of its own).
    open var navigationController: UINavigationController? {
        var ancestor = parentController
        while let current = ancestor {
            if let navigationController = current as? UINavigationController { return navigationController }
            ancestor = current.parentController
        }
        return nil
    }
    open var parent: UIViewController? { parentController }
    open var children: [UIViewController] { childControllers }
    /// What this view controller, or the nearest of its ancestors, presented.
    open var presentedViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presented = controller.presentedController { return presented }
            current = controller.parentController
        }
        return nil
    }
    /// What presented this view controller, or the nearest of its ancestors.
    open var presentingViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presenting = controller.presentingController { return presenting }
            current = controller.parentController
        }
        return nil
    }
    /// The presentation controller managing this view controller or its nearest presented ancestor; a view
    /// controller that is not presented gets one made from `modalPresentationStyle` on first access.
    open var presentationController: UIPresentationController? {
        if let ownPresentationController { return ownPresentationController }
        var ancestor = parentController
        while let current = ancestor {
            if current.presentingController != nil { return current.ownPresentationController }
            ancestor = current.parentController
        }
        let controller = UIPresentationController(presentedViewController: self, presenting: nil)
        ownPresentationController = controller
        return controller
    }
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var isModalInPresentation: Bool = false
    open var hidesBottomBarWhenPushed: Bool = false
    open var isMovingToParent: Bool { movingToParent }
    open var isMovingFromParent: Bool { movingFromParent }
    open var isBeingPresented: Bool { beingPresented }
    open var isBeingDismissed: Bool { beingDismissed }
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    open func loadView() { view = UIView() }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// Calls `viewWillAppear(_:)` or `viewWillDisappear(_:)` (loading the view first when appearing) and
    /// forwards to the children on screen. Unbalanced calls are ignored.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            _ = view
            appearanceState = .appearing
            appearanceAnimated = animated
            viewWillAppear(animated)
            appearanceWillBegin(appearing: true, animated: animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
            appearanceWillBegin(appearing: false, animated: animated)
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in appearanceChildren {
                child.beginAppearanceTransition(isAppearing, animated: animated)
            }
        }
    }

    /// Calls `viewDidAppear(_:)` or `viewDidDisappear(_:)` for the transition begun last, and forwards to the
    /// children on screen.
    open func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceAnimated)
        case .appeared, .disappeared:
            return
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in appearanceChildren {
                child.endAppearanceTransition()
            }
        }
        appearanceDidEnd(appearing: appearanceState == .appeared)
    }

    /// The children whose appearance follows this view controller's: those whose view is in its view.
    var appearanceChildren: [UIViewController] {
        childControllers.filter { $0.viewIfLoaded?.superview != nil }
    }

    /// Whether this view controller is on screen or getting there.
    var isOnScreen: Bool { appearanceState == .appearing || appearanceState == .appeared }

    func appearanceWillBegin(appearing: Bool, animated: Bool) {}

    func appearanceDidEnd(appearing: Bool) {}

    var rootAncestor: UIViewController {
        var root = self
        while let parent = root.parentController { root = parent }
        return root
    }

    /// Presents from the root of this view controller's parent chain. Appearance runs at once (a presented view
    /// controller is on screen even when its presenter is not, unlike UIKit); `completion` runs when the
    /// transition finishes. Presenting from a view controller that already presents something does nothing, as
    /// UIKit only logs a warning then.
    open func present(
        _ viewControllerToPresent: UIViewController,
        animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        let presenter = rootAncestor
        let presented = viewControllerToPresent
        precondition(presented !== presenter, "UIKit stand-in: a view controller cannot present itself")
        precondition(
            presented.presentingController == nil,
            "Application tried to present modally a view controller that is already being presented")
        precondition(
            presented.parentController == nil,
            "Application tried to present modally a view controller that has a parent view controller")
        if let existing = presenter.presentedController {
            print(
                "UIKit stand-in: Attempt to present \(presented) on \(presenter) which is already presenting "
                    + "\(existing) (ignored, as UIKit does)")
            return
        }
        TransitionQueue.finishAll()
        presenter.presentedController = presented
        presented.presentingController = presenter
        let presentationController = presented.presentationController
        presentationController?.presentingController = presenter
        let hidesPresenter = presented.modalPresentationStyle.removesPresenterView && presenter.isOnScreen
        presented.presentationHidPresenter = hidesPresenter
        presented.beingPresented = true
        if let window = presenter.viewIfLoaded?.window {
            window.addSubview(presented.view)
        }
        presented.beginAppearanceTransition(true, animated: flag)
        if hidesPresenter {
            presenter.beginAppearanceTransition(false, animated: flag)
        }
        TransitionQueue.complete(animated: flag) {
            presented.endAppearanceTransition()
            if hidesPresenter {
                presenter.endAppearanceTransition()
            }
            presented.beingPresented = false
            completion?()
        }
    }

    /// Dismisses what this view controller (or its root ancestor) presented; when it presented nothing but was
    /// presented, asks its presenter to dismiss it. The links stay until the transition finishes, then the
    /// presented view controller is released. Does not call the presentation controller delegate's
    /// `WillDismiss`/`DidDismiss`, which are for the user's interactive dismissal only.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let root = rootAncestor
        if root.presentedController != nil {
            root.dismissPresented(animated: flag, completion: completion)
        } else if let presenter = root.presentingController {
            presenter.dismissPresented(animated: flag, completion: completion)
        }
    }

    /// Dismisses `presentedController` and everything it presented in turn.
    func dismissPresented(animated flag: Bool, completion: (() -> Void)?, afterwards: (() -> Void)? = nil) {
        guard let presented = presentedController, !presented.beingDismissed else { return }
        TransitionQueue.finishAll()
        var chain: [UIViewController] = []
        var next: UIViewController? = presented
        while let current = next {
            chain.append(current)
            next = current.presentedController
        }
        for controller in chain.reversed() {
            controller.beingDismissed = true
            controller.beginAppearanceTransition(false, animated: flag)
        }
        let revealsPresenter = presented.presentationHidPresenter
        if revealsPresenter {
            beginAppearanceTransition(true, animated: flag)
        }
        TransitionQueue.complete(animated: flag) { [self] in
            for controller in chain.reversed() {
                controller.endAppearanceTransition()
                controller.viewIfLoaded?.removeFromSuperview()
            }
            if revealsPresenter {
                endAppearanceTransition()
            }
            for controller in chain {
                controller.presentingController?.presentedController = nil
                controller.presentingController = nil
                controller.ownPresentationController?.presentingController = nil
                controller.presentationHidPresenter = false
                controller.beingDismissed = false
            }
            completion?()
            afterwards?()
        }
    }

    /// Pushes onto the navigation controller this view controller is in (or is), otherwise presents.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController = self as? UINavigationController ?? navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Presents: there is no split view controller here.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        present(vc, animated: true)
    }

    /// Removes `childController` from its current parent if it has one, calls its `willMove(toParent:)`, then
    /// adds it. The caller calls `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) {
        precondition(childController !== self, "UIKit stand-in: a view controller cannot be its own child")
        if childController.parentController === self { return }
        if childController.parentController != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        childControllers.append(childController)
        childController.parentController = self
    }

    /// Removes this view controller from its parent, then calls `didMove(toParent: nil)`. The caller calls
    /// `willMove(toParent: nil)` first.
    open func removeFromParent() {
        guard let parent = parentController else { return }
        parent.childControllers.removeAll { $0 === self }
        parentController = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
}

extension UIModalPresentationStyle {
    /// Styles whose presentation takes the presenter's view off screen (so it disappears). `.automatic` is a
    /// page sheet on iOS 13 and later, which leaves the presenter on screen.
    var removesPresenterView: Bool {
        self == .fullScreen || self == .currentContext
    }

    /// Styles the user can dismiss by swiping down.
    var isSheet: Bool {
        self == .automatic || self == .pageSheet || self == .formSheet
    }
}

/// The navigation controller's delegate. On iOS its methods are Objective-C `optional` requirements, called
/// as `delegate?.navigationController?(...)`; Linux has no optional requirements, so here they are Swift
/// requirements with do-nothing defaults.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController,
        animated: Bool
    )
    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    )
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController,
        animated: Bool
    ) {}

    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {}
}

@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []
    /// The top view controller the delegate was last told `didShow` about.
    private weak var shownTop: UIViewController?
    private var announcedTop: UIViewController?

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    weak open var delegate: (any UINavigationControllerDelegate)?

    /// Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    open var topViewController: UIViewController? { stack.last }
    /// What this navigation controller presented, if anything, otherwise the top view controller.
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }
    open var isNavigationBarHidden: Bool = false

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        precondition(
            !stack.contains { $0 === viewController },
            "Pushing the same view controller instance more than once is not supported")
        replaceStack(with: stack + [viewController], animated: animated)
    }

    /// Pops the top view controller and returns it; does nothing and returns nil when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        replaceStack(with: Array(stack.dropLast()), animated: animated)
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            preconditionFailure("Tried to pop to a view controller that doesn't exist.")
        }
        let popped = Array(stack[(index + 1)...])
        if !popped.isEmpty {
            replaceStack(with: Array(stack[...index]), animated: animated)
        }
        return popped
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        replaceStack(with: viewControllers, animated: animated)
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    override var appearanceChildren: [UIViewController] {
        topViewController.map { [$0] } ?? []
    }

    override func appearanceWillBegin(appearing: Bool, animated: Bool) {
        guard appearing, let top = topViewController else { return }
        view.addSubview(top.view)
        if top !== shownTop {
            announcedTop = top
            delegate?.navigationController(self, willShow: top, animated: animated)
        }
    }

    override func appearanceDidEnd(appearing: Bool) {
        guard appearing, let top = announcedTop else { return }
        announcedTop = nil
        shownTop = top
        delegate?.navigationController(self, didShow: top, animated: false)
    }

    /// Changes the stack at once (containment: `willMove` now, `didMove`/`removeFromParent` when the transition
    /// finishes), then, if this navigation controller is on screen and the top changes, runs the transition:
    /// delegate `willShow`, old top `viewWillDisappear`, new top `viewWillAppear`; when it finishes, containment,
    /// `viewDidDisappear`, `viewDidAppear`, delegate `didShow`.
    private func replaceStack(with newStack: [UIViewController], animated: Bool) {
        for (index, controller) in newStack.enumerated() {
            precondition(
                !(controller is UINavigationController), "Pushing a navigation controller is not supported")
            precondition(
                !newStack[..<index].contains { $0 === controller },
                "All view controllers in a navigation controller must be distinct")
        }
        TransitionQueue.finishAll()
        let oldStack = stack
        let removed = oldStack.filter { old in !newStack.contains { $0 === old } }
        let added = newStack.filter { new in !oldStack.contains { $0 === new } }
        let oldTop = oldStack.last
        let newTop = newStack.last
        for controller in removed {
            controller.willMove(toParent: nil)
        }
        for controller in added {
            addChild(controller)
        }
        stack = newStack
        childControllers =
            newStack + childControllers.filter { child in !newStack.contains { $0 === child } }
        let transitions = isOnScreen && oldTop !== newTop
        let animates = animated && transitions && oldTop != nil
        if transitions, let newTop {
            delegate?.navigationController(self, willShow: newTop, animated: animates)
        }
        if transitions {
            if let oldTop {
                oldTop.movingFromParent = removed.contains { $0 === oldTop }
                oldTop.beginAppearanceTransition(false, animated: animates)
            }
            if let newTop {
                newTop.movingToParent = added.contains { $0 === newTop }
                view.addSubview(newTop.view)
                newTop.beginAppearanceTransition(true, animated: animates)
            }
        }
        TransitionQueue.complete(animated: animates) { [self] in
            for controller in added {
                controller.didMove(toParent: self)
            }
            for controller in removed where controller.parentController === self {
                controller.removeFromParent()
            }
            guard transitions else { return }
            if let oldTop {
                oldTop.endAppearanceTransition()
                oldTop.viewIfLoaded?.removeFromSuperview()
                oldTop.movingFromParent = false
            }
            if let newTop {
                newTop.endAppearanceTransition()
                newTop.movingToParent = false
                shownTop = newTop
                delegate?.navigationController(self, didShow: newTop, animated: animates)
            }
        }
    }

    /// The user taps the back button: `popViewController(animated: true)`. Does nothing when there is no back
    /// button (only the root on the stack, or the top's `navigationItem.hidesBackButton`). Test-only.
    @_spi(UserSimulation)
    public func simulateBackButtonTap() {
        guard stack.count > 1, let top = stack.last, !top.navigationItem.hidesBackButton else { return }
        popViewController(animated: true)
    }

    /// The user swipes from the left edge (the interactive pop gesture) and lifts the finger: the delegate's
    /// `willShow` for the view controller below, `viewWillDisappear` (with `isMovingFromParent`) for the top
    /// and `viewWillAppear` for the one below; then either the pop finishes (the stack loses the top,
    /// containment, `viewDidDisappear`, `viewDidAppear`, `didShow` for the one below) or, when not
    /// `completing`, it is cancelled (the top stays: `viewWillAppear`/`viewDidAppear` for it,
    /// `viewWillDisappear`/`viewDidDisappear` for the one below, `didShow` for the top). The whole gesture runs
    /// inside this call. Does nothing when the gesture is unavailable (only the root on the stack, the back
    /// button hidden, or the navigation controller not on screen). Test-only.
    @_spi(UserSimulation)
    public func simulateEdgeSwipeBack(completing: Bool = true) {
        guard stack.count > 1, isOnScreen, let top = stack.last, !top.navigationItem.hidesBackButton else { return }
        TransitionQueue.finishAll()
        let below = stack[stack.count - 2]
        delegate?.navigationController(self, willShow: below, animated: true)
        top.movingFromParent = true
        top.beginAppearanceTransition(false, animated: true)
        view.addSubview(below.view)
        below.beginAppearanceTransition(true, animated: true)
        if completing {
            top.willMove(toParent: nil)
            stack.removeLast()
            top.removeFromParent()
            top.endAppearanceTransition()
            top.viewIfLoaded?.removeFromSuperview()
            top.movingFromParent = false
            below.endAppearanceTransition()
            shownTop = below
            delegate?.navigationController(self, didShow: below, animated: true)
        } else {
            top.movingFromParent = false
            top.beginAppearanceTransition(true, animated: true)
            below.beginAppearanceTransition(false, animated: true)
            top.endAppearanceTransition()
            below.endAppearanceTransition()
            below.viewIfLoaded?.removeFromSuperview()
            delegate?.navigationController(self, didShow: top, animated: true)
        }
    }
}

extension UIViewController {
    /// The user swipes a sheet down. On a presented view controller, or one inside it (the presented root is
    /// found through the parents), of a sheet style (`.automatic`, `.pageSheet`, `.formSheet`): if the
    /// presented view controller or one on screen inside it has `isModalInPresentation`, or the presentation
    /// controller's delegate says `presentationControllerShouldDismiss` false, the delegate gets
    /// `presentationControllerDidAttemptToDismiss` and nothing else happens; otherwise
    /// `presentationControllerWillDismiss`, the dismissal (with `isBeingDismissed` during the disappearance),
    /// then `presentationControllerDidDismiss`. The whole gesture runs inside this call. Does nothing for a view
    /// controller that is not presented or a style without the gesture (full screen). Test-only.
    @_spi(UserSimulation)
    public func simulateSwipeDownToDismiss() {
        let presented = rootAncestor
        guard let presenter = presented.presentingController, presented.modalPresentationStyle.isSheet,
            let presentationController = presented.ownPresentationController
        else { return }
        let delegate = presentationController.delegate
        if presented.blocksInteractiveDismissal
            || delegate?.presentationControllerShouldDismiss(presentationController) == false
        {
            delegate?.presentationControllerDidAttemptToDismiss(presentationController)
            return
        }
        delegate?.presentationControllerWillDismiss(presentationController)
        presenter.dismissPresented(animated: true, completion: nil) {
            delegate?.presentationControllerDidDismiss(presentationController)
        }
        TransitionQueue.finishAll()
    }

    /// `isModalInPresentation` on this view controller or one on screen inside it.
    private var blocksInteractiveDismissal: Bool {
        isModalInPresentation || appearanceChildren.contains { $0.blocksInteractiveDismissal }
    }
}

@preconcurrency @MainActor
open class UINavigationItem: NSObject, @preconcurrency NSCoding {
    public init(title: String) {
        self.title = title
    }

    /// A view controller's item before anything sets its title.
    init(untitled: Void) {}

    public required init?(coder: NSCoder) {}

    open func encode(with coder: NSCoder) {}

    open var title: String?
    open var titleView: UIView?
    open var backBarButtonItem: UIBarButtonItem?
    open var hidesBackButton: Bool = false
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
}

@preconcurrency @MainActor
open class UIBarItem: NSObject, @preconcurrency NSCoding {
    override public init() {}

    public required init?(coder: NSCoder) {}

    open func encode(with coder: NSCoder) {}

    open var isEnabled: Bool = true
    open var title: String?
    open var image: UIImage?
    open var tag: Int = 0
}

@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable {
        case plain = 0
        case done = 2
    }

    public enum SystemItem: Int, Sendable {
        case done = 0
        case cancel = 1
        case edit = 2
        case save = 3
        case add = 4
        case flexibleSpace = 5
        case fixedSpace = 6
        case compose = 7
        case reply = 8
        case action = 9
        case organize = 10
        case bookmarks = 11
        case search = 12
        case refresh = 13
        case stop = 14
        case camera = 15
        case trash = 16
        case play = 17
        case pause = 18
        case rewind = 19
        case fastForward = 20
        case undo = 21
        case redo = 22
        case close = 24
    }

    override public init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?)
    {
        self.init()
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    open var style: UIBarButtonItem.Style = .plain
    open var customView: UIView?
    weak open var target: AnyObject?
    open var action: Selector?
    open var tintColor: UIColor?
}

@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    private var storedTitle: String?
    private var storedStyle = UIAlertAction.Style.default
    private var handler: ((UIAlertAction) -> Void)?

    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
        storedTitle = title
        storedStyle = style
        self.handler = handler
    }

    open var title: String? { storedTitle }
    open var style: UIAlertAction.Style { storedStyle }
    open var isEnabled: Bool = true
}

@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    private var storedActions: [UIAlertAction] = []
    private var storedPreferredStyle = UIAlertController.Style.alert

    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        storedPreferredStyle = preferredStyle
    }

    open func addAction(_ action: UIAlertAction) { storedActions.append(action) }
    open var actions: [UIAlertAction] { storedActions }
    open var preferredStyle: UIAlertController.Style { storedPreferredStyle }
    open var message: String?
}
