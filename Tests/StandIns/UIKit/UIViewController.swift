// API stand-in for UIKit: view controllers, navigation, bar items, alerts.
// Declarations only; bodies never run (see ../README.md).

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
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    public required init?(coder: NSCoder) {}

    override public convenience init() { self.init(nibName: nil, bundle: nil) }

    open func encode(with coder: NSCoder) {}

    open var view: UIView! {
        get { fatalError() }
        set {}
    }
    open var viewIfLoaded: UIView? { fatalError() }
    open var isViewLoaded: Bool { fatalError() }
    open var title: String? {
        get { fatalError() }
        set {}
    }
    open var navigationItem: UINavigationItem { fatalError() }
    open var navigationController: UINavigationController? { fatalError() }
    open var parent: UIViewController? { fatalError() }
    open var children: [UIViewController] { fatalError() }
    open var presentedViewController: UIViewController? { fatalError() }
    open var presentingViewController: UIViewController? { fatalError() }
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { fatalError() }
        set {}
    }
    open var isModalInPresentation: Bool {
        get { fatalError() }
        set {}
    }
    open var hidesBottomBarWhenPushed: Bool {
        get { fatalError() }
        set {}
    }

    open func loadView() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    open func present(
        _ viewControllerToPresent: UIViewController,
        animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {}

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}

    open func show(_ vc: UIViewController, sender: Any?) {}
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {}

    open func addChild(_ childController: UIViewController) {}
    open func removeFromParent() {}
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
}

@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }

    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var viewControllers: [UIViewController] {
        get { fatalError() }
        set {}
    }
    open var topViewController: UIViewController? { fatalError() }
    open var visibleViewController: UIViewController? { fatalError() }
    open var isNavigationBarHidden: Bool {
        get { fatalError() }
        set {}
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { fatalError() }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? { fatalError() }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        fatalError()
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {}
}

@preconcurrency @MainActor
open class UINavigationItem: NSObject, @preconcurrency NSCoding {
    public init(title: String) {}

    public required init?(coder: NSCoder) {}

    open func encode(with coder: NSCoder) {}

    open var title: String? {
        get { fatalError() }
        set {}
    }
    open var titleView: UIView? {
        get { fatalError() }
        set {}
    }
    open var backBarButtonItem: UIBarButtonItem? {
        get { fatalError() }
        set {}
    }
    open var hidesBackButton: Bool {
        get { fatalError() }
        set {}
    }
    open var leftBarButtonItem: UIBarButtonItem? {
        get { fatalError() }
        set {}
    }
    open var rightBarButtonItem: UIBarButtonItem? {
        get { fatalError() }
        set {}
    }
    open var leftBarButtonItems: [UIBarButtonItem]? {
        get { fatalError() }
        set {}
    }
    open var rightBarButtonItems: [UIBarButtonItem]? {
        get { fatalError() }
        set {}
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {}
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {}
}

@preconcurrency @MainActor
open class UIBarItem: NSObject, @preconcurrency NSCoding {
    override public init() {}

    public required init?(coder: NSCoder) {}

    open func encode(with coder: NSCoder) {}

    open var isEnabled: Bool {
        get { fatalError() }
        set {}
    }
    open var title: String? {
        get { fatalError() }
        set {}
    }
    open var image: UIImage? {
        get { fatalError() }
        set {}
    }
    open var tag: Int {
        get { fatalError() }
        set {}
    }
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
        fatalError()
    }

    public convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        fatalError()
    }

    public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?)
    {
        fatalError()
    }

    public convenience init(customView: UIView) { fatalError() }

    open var style: UIBarButtonItem.Style {
        get { fatalError() }
        set {}
    }
    open var customView: UIView? {
        get { fatalError() }
        set {}
    }
    open var target: AnyObject? {
        get { fatalError() }
        set {}
    }
    open var action: Selector? {
        get { fatalError() }
        set {}
    }
    open var tintColor: UIColor? {
        get { fatalError() }
        set {}
    }
}

@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        fatalError()
    }

    open var title: String? { fatalError() }
    open var style: UIAlertAction.Style { fatalError() }
    open var isEnabled: Bool {
        get { fatalError() }
        set {}
    }
}

@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        fatalError()
    }

    open func addAction(_ action: UIAlertAction) {}
    open var actions: [UIAlertAction] { fatalError() }
    open var preferredStyle: UIAlertController.Style { fatalError() }
    open var message: String? {
        get { fatalError() }
        set {}
    }
}
