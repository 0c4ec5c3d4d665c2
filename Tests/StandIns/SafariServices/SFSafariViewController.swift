// API stand-in for SafariServices: the view controller that shows a web page inside the app.
// It behaves as the SDK documents: Done tells the delegate and dismisses the page, which the
// `@_spi(UserSimulation)` member simulates for tests.

import Foundation
@_spi(UserSimulation) import UIKit

/// SafariServices' delegate of the page. Its methods are optional Objective-C requirements in the SDK; Linux has no
/// optional requirements, so here they are Swift requirements with defaults that do nothing, as UIKit's
/// delegates are in this stand-in. Only `safariViewControllerDidFinish(_:)` is mirrored.
@preconcurrency @MainActor
public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
}

/// A web page shown by Safari inside the app, with a Done button.
@preconcurrency @MainActor
open class SFSafariViewController: UIViewController {
    /// The page shown.
    let url: URL

    weak open var delegate: (any SFSafariViewControllerDelegate)?

    public convenience init(url URL: URL) {
        self.init(url: URL, configuration: Configuration())
    }

    public init(url URL: URL, configuration: SFSafariViewController.Configuration) {
        url = URL
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("SafariServices stand-in: SFSafariViewController is not made from a coder")
    }

    /// How the page is shown; none of its settings are mirrored.
    @preconcurrency @MainActor
    open class Configuration: NSObject {
        override public init() {}
    }
}

extension SFSafariViewController {
    /// The user taps Done: the delegate hears `safariViewControllerDidFinish(_:)` and the page dismisses itself
    /// (no presentation controller delegate hears of it). Test-only.
    @_spi(UserSimulation)
    public func simulateDoneTap() {
        delegate?.safariViewControllerDidFinish(self)
        dismiss(animated: true)
    }
}
