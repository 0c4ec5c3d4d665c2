// API stand-in for UIKit: scenes, scene sessions and scene delegates (iOS 13+).
// Behaves as UIKit documents (see ../README.md, "UIKit behaviour").

/// The scene's delegate. On iOS its methods are Objective-C `optional` requirements; Linux has no optional
/// requirements, so here they are Swift requirements with do-nothing defaults.
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    )
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {}

    public func sceneDidDisconnect(_ scene: UIScene) {}

    public func sceneDidBecomeActive(_ scene: UIScene) {}

    public func sceneWillResignActive(_ scene: UIScene) {}

    public func sceneWillEnterForeground(_ scene: UIScene) {}

    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// The window scene's delegate. `window` is an Objective-C `optional` property on iOS; here it is a Swift
/// requirement whose default has no storage (reads nil, ignores writes), so a conforming class declares
/// `var window: UIWindow?` as on iOS.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

@preconcurrency @MainActor
open class UISceneSession: NSObject {
    weak var connectedScene: UIScene?
    private let identifier = UUID().uuidString

    init(forScene: Void) {}

    open var scene: UIScene? { connectedScene }
    open var persistentIdentifier: String { identifier }
    open var userInfo: [String: Any]?
}

@preconcurrency @MainActor
open class UIScene: UIResponder {
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        init(forScene: Void) {}
    }

    private let sceneSession: UISceneSession

    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        sceneSession = session
        super.init()
        session.connectedScene = self
    }

    open var session: UISceneSession { sceneSession }

    /// Strong, as in UIKit: the scene owns its delegate.
    open var delegate: (any UISceneDelegate)?

    open var title: String!
}

@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    private var windowReferences: [WeakWindow] = []

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    open var windows: [UIWindow] { windowReferences.compactMap(\.window) }

    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    func attach(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
        windowReferences.append(WeakWindow(window: window))
    }

    func detach(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
    }

    /// The system connects a new window scene: makes a session and a scene with `delegate`, then calls the
    /// delegate's `scene(_:willConnectTo:options:)`, where a scene delegate makes its window. The scene keeps
    /// `delegate`, as UIKit's scenes do. Test-only.
    @_spi(UserSimulation)
    public static func simulateConnecting(delegate: any UIWindowSceneDelegate) -> UIWindowScene {
        let options = UIScene.ConnectionOptions(forScene: ())
        let session = UISceneSession(forScene: ())
        let scene = UIWindowScene(session: session, connectionOptions: options)
        scene.delegate = delegate
        delegate.scene(scene, willConnectTo: session, options: options)
        return scene
    }
}
