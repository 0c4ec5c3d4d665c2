// API stand-in for UIKit: the presentation controller and its adaptive delegate.
// Behaves as UIKit documents (see ../README.md, "UIKit behaviour").

/// The presentation controller's delegate. On iOS its methods are Objective-C `optional` requirements, called
/// as `delegate?.presentationControllerDidDismiss?(...)`; Linux has no optional requirements, so here they are
/// Swift requirements with defaults (`true` for `presentationControllerShouldDismiss`, otherwise nothing).
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }

    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}

    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}

    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// Unowned: the presented view controller owns its presentation controller.
    private unowned let presented: UIViewController
    weak var presentingController: UIViewController?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presented = presentedViewController
        presentingController = presentingViewController
    }

    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?

    open var presentedViewController: UIViewController { presented }

    /// The presenter while the view controller is presented; before that (or after its dismissal), the view
    /// controller passed to the initialiser, or the presented view controller when none was.
    open var presentingViewController: UIViewController { presentingController ?? presented }

    open var presentationStyle: UIModalPresentationStyle { presented.modalPresentationStyle }
}
