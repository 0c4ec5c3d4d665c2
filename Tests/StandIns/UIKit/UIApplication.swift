// API stand-in for UIKit: the application object, for opening URLs. It remembers each URL it was asked to open,
// which `@_spi(UserSimulation)` members show tests, and opens nothing.

@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The options of `open(_:options:completionHandler:)`; none are mirrored.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }

    private static let instance = UIApplication()

    open class var shared: UIApplication { instance }

    var openedURLs: [URL] = []

    open func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        openedURLs.append(url)
        completion?(true)
    }

    open func canOpenURL(_ url: URL) -> Bool {
        true
    }
}

extension UIApplication {
    /// The URLs the app asked this application to open, oldest first. Test-only.
    @_spi(UserSimulation)
    public var urlsAskedToOpen: [URL] { openedURLs }
}
