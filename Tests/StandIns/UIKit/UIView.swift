// API stand-in for UIKit: views, windows and controls.
// The view hierarchy and windows behave simply (see ../README.md, "UIKit behaviour"); other views
// keep what is set on them. Layout, drawing, touches and target-action do nothing.

@preconcurrency @MainActor
open class UIView: UIResponder, @preconcurrency NSCoding {
    private weak var parentView: UIView?
    private var childViews: [UIView] = []
    /// The view controller whose view this is.
    weak var owningViewController: UIViewController?

    public init(frame: CGRect) {
        super.init()
        self.frame = frame
        bounds = CGRect(origin: .zero, size: frame.size)
        center = CGPoint(x: frame.midX, y: frame.midY)
    }

    public required init?(coder: NSCoder) {}

    override public convenience init() { self.init(frame: .zero) }

    open func encode(with coder: NSCoder) {}

    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var center: CGPoint = .zero
    open var backgroundColor: UIColor?
    open var isHidden: Bool = false {
        didSet { hiddenDidChange() }
    }
    open var alpha: CGFloat = 1
    open var isOpaque: Bool = true
    open var clipsToBounds: Bool = false
    open var isUserInteractionEnabled: Bool = true
    open var tintColor: UIColor!
    open var tag: Int = 0
    open var accessibilityIdentifier: String?
    open var translatesAutoresizingMaskIntoConstraints: Bool = true
    open var layoutMargins: UIEdgeInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    open var superview: UIView? { parentView }
    open var subviews: [UIView] { childViews }
    /// The window at the root of the superview chain (a window's own is itself).
    open var window: UIWindow? {
        var root = self
        while let parent = root.parentView { root = parent }
        return root as? UIWindow
    }

    override open var next: UIResponder? { owningViewController ?? parentView }

    func hiddenDidChange() {}

    open func addSubview(_ view: UIView) {
        insertSubview(view, at: childViews.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self, "UIKit stand-in: a view cannot be its own subview")
        if view.parentView === self {
            childViews.removeAll { $0 === view }
        } else {
            view.removeFromSuperview()
        }
        childViews.insert(view, at: max(0, min(index, childViews.count)))
        view.parentView = self
    }

    open func removeFromSuperview() {
        guard let parent = parentView else { return }
        parent.childViews.removeAll { $0 === self }
        parentView = nil
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard view.parentView === self else { return }
        insertSubview(view, at: childViews.count)
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard view.parentView === self else { return }
        insertSubview(view, at: 0)
    }

    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func setNeedsDisplay() {}
    open func sizeToFit() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// `UIView.noIntrinsicMetric` (-1) in both dimensions.
    open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }

    /// Makes the first responder among this view and its subviews resign.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        var resigned = true
        if isFirstResponder { resigned = resignFirstResponder() || force }
        for view in childViews where !view.endEditing(force) {
            resigned = false
        }
        return resigned
    }

    /// Runs `animations` at once; `completion(true)` follows as an animated transition's end does (on a later
    /// turn of the main queue, or at `runUntilTransitionsFinish()`), at once for a zero duration.
    open class func animate(
        withDuration duration: TimeInterval,
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        TransitionQueue.complete(animated: duration > 0) { completion?(true) }
    }

    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }
}

@preconcurrency @MainActor
open class UIScrollView: UIView {
    open var contentOffset: CGPoint = .zero
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var isScrollEnabled: Bool = true
    open var alwaysBounceVertical: Bool = false
    open var showsVerticalScrollIndicator: Bool = true
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none
    open var refreshControl: UIRefreshControl?
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0
        case onDrag = 1
        case interactive = 2
    }

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
}

@preconcurrency @MainActor
open class UIWindow: UIView {
    private static weak var currentKeyWindow: UIWindow?
    private var storedRootViewController: UIViewController?
    private weak var storedWindowScene: UIWindowScene?

    /// Hidden until `makeKeyAndVisible()` or `isHidden = false`, as UIKit's windows are.
    override public init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    public init(windowScene: UIWindowScene) {
        super.init(frame: .zero)
        isHidden = true
        self.windowScene = windowScene
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// Setting it loads the view controller's view and puts it in the window; while the window is visible,
    /// the old root disappears and the new one appears (not animated). What the old root presented stays
    /// presented, as in UIKit.
    open var rootViewController: UIViewController? {
        get { storedRootViewController }
        set {
            guard newValue !== storedRootViewController else { return }
            TransitionQueue.finishAll()
            if let old = storedRootViewController {
                old.beginAppearanceTransition(false, animated: false)
                old.endAppearanceTransition()
                old.viewIfLoaded?.removeFromSuperview()
            }
            storedRootViewController = newValue
            guard let root = newValue else { return }
            addSubview(root.view)
            if !isHidden {
                root.beginAppearanceTransition(true, animated: false)
                root.endAppearanceTransition()
            }
        }
    }
    /// Weak, as in UIKit; setting it adds the window to the scene's `windows`.
    open var windowScene: UIWindowScene? {
        get { storedWindowScene }
        set {
            storedWindowScene?.detach(self)
            storedWindowScene = newValue
            newValue?.attach(self)
        }
    }
    open var isKeyWindow: Bool { UIWindow.currentKeyWindow === self }

    override func hiddenDidChange() {
        guard let root = storedRootViewController else { return }
        TransitionQueue.finishAll()
        root.beginAppearanceTransition(!isHidden, animated: false)
        root.endAppearanceTransition()
    }

    open func makeKey() { UIWindow.currentKeyWindow = self }

    /// Makes the window key and shows it: its root view controller appears.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }
}

@preconcurrency @MainActor
open class UILabel: UIView {
    open var text: String?
    open var attributedText: NSAttributedString?
    open var font: UIFont!
    open var textColor: UIColor!
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines: Int = 1
    open var adjustsFontSizeToFitWidth: Bool = false
}

@preconcurrency @MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static var touchDown: UIControl.Event { Event(rawValue: 1 << 0) }
        public static var touchDownRepeat: UIControl.Event { Event(rawValue: 1 << 1) }
        public static var touchDragInside: UIControl.Event { Event(rawValue: 1 << 2) }
        public static var touchDragOutside: UIControl.Event { Event(rawValue: 1 << 3) }
        public static var touchDragEnter: UIControl.Event { Event(rawValue: 1 << 4) }
        public static var touchDragExit: UIControl.Event { Event(rawValue: 1 << 5) }
        public static var touchUpInside: UIControl.Event { Event(rawValue: 1 << 6) }
        public static var touchUpOutside: UIControl.Event { Event(rawValue: 1 << 7) }
        public static var touchCancel: UIControl.Event { Event(rawValue: 1 << 8) }
        public static var valueChanged: UIControl.Event { Event(rawValue: 1 << 12) }
        public static var primaryActionTriggered: UIControl.Event { Event(rawValue: 1 << 13) }
        public static var menuActionTriggered: UIControl.Event { Event(rawValue: 1 << 14) }
        public static var editingDidBegin: UIControl.Event { Event(rawValue: 1 << 16) }
        public static var editingChanged: UIControl.Event { Event(rawValue: 1 << 17) }
        public static var editingDidEnd: UIControl.Event { Event(rawValue: 1 << 18) }
        public static var editingDidEndOnExit: UIControl.Event { Event(rawValue: 1 << 19) }
        public static var allTouchEvents: UIControl.Event { Event(rawValue: 0x0000_0FFF) }
        public static var allEditingEvents: UIControl.Event { Event(rawValue: 0x000F_0000) }
        public static var applicationReserved: UIControl.Event { Event(rawValue: 0x0F00_0000) }
        public static var systemReserved: UIControl.Event { Event(rawValue: 0xF000_0000) }
        public static var allEvents: UIControl.Event { Event(rawValue: 0xFFFF_FFFF) }
    }

    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static var normal: UIControl.State { State(rawValue: 0) }
        public static var highlighted: UIControl.State { State(rawValue: 1 << 0) }
        public static var disabled: UIControl.State { State(rawValue: 1 << 1) }
        public static var selected: UIControl.State { State(rawValue: 1 << 2) }
        public static var focused: UIControl.State { State(rawValue: 1 << 3) }
        public static var application: UIControl.State { State(rawValue: 0x00FF_0000) }
        public static var reserved: UIControl.State { State(rawValue: 0xFF00_0000) }
    }

    open var isEnabled: Bool = true
    open var isSelected: Bool = false
    open var isHighlighted: Bool = false
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {}
    open func sendActions(for controlEvents: UIControl.Event) {}
}

@preconcurrency @MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7
        public static var plain: UIButton.ButtonType { .system }
        public static var roundedRect: UIButton.ButtonType { .system }
    }

    private var storedButtonType = UIButton.ButtonType.custom
    private var titles: [UIControl.State: String] = [:]
    private lazy var label = UILabel()
    private lazy var image = UIImageView(image: nil)

    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        storedButtonType = buttonType
    }

    open var buttonType: UIButton.ButtonType { storedButtonType }
    open var titleLabel: UILabel? { label }
    open var imageView: UIImageView? { image }
    open var currentTitle: String? {
        title(for: !isEnabled ? .disabled : isHighlighted ? .highlighted : isSelected ? .selected : .normal)
    }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
        label.text = currentTitle
    }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        if state == .normal { self.image.image = image }
    }
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        setTitle(title?.string, for: state)
    }
    /// The title set for `state`, otherwise the one for `.normal`.
    open func title(for state: UIControl.State) -> String? { titles[state] ?? titles[.normal] }
}

@preconcurrency @MainActor
open class UIImageView: UIView {
    public init(image: UIImage?) {
        super.init(frame: .zero)
        self.image = image
    }

    override public init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var image: UIImage?
    open var contentMode: UIView.ContentMode = .scaleToFill
}

extension UIView {
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }
}

@preconcurrency @MainActor
open class UITextField: UIControl {
    public enum BorderStyle: Int, Sendable {
        case none = 0
        case line = 1
        case bezel = 2
        case roundedRect = 3
    }

    open var text: String?
    open var attributedText: NSAttributedString?
    open var placeholder: String?
    open var attributedPlaceholder: NSAttributedString?
    open var textColor: UIColor?
    open var font: UIFont?
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: UITextField.BorderStyle = .none
    open var isSecureTextEntry: Bool = false
    open var clearsOnBeginEditing: Bool = false
    open var isEditing: Bool { isFirstResponder }

    override var acceptsFirstResponder: Bool { isEnabled }
}

@preconcurrency @MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }

    public enum AccessoryType: Int, Sendable {
        case none = 0
        case disclosureIndicator = 1
        case detailDisclosureButton = 2
        case checkmark = 3
        case detailButton = 4
    }

    public enum SelectionStyle: Int, Sendable {
        case none = 0
        case blue = 1
        case gray = 2
        case `default` = 3
    }

    public enum EditingStyle: Int, Sendable {
        case none = 0
        case delete = 1
        case insert = 2
    }

    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private var storedReuseIdentifier: String?
    private lazy var content = UIView()
    private lazy var label = UILabel()
    private lazy var detailLabel = UILabel()
    private lazy var image = UIImageView(image: nil)

    open var reuseIdentifier: String? { storedReuseIdentifier }
    open var contentView: UIView { content }
    open var textLabel: UILabel? { label }
    open var detailTextLabel: UILabel? { detailLabel }
    open var imageView: UIImageView? { image }
    open var accessoryType: UITableViewCell.AccessoryType = .none
    open var selectionStyle: UITableViewCell.SelectionStyle = .default
    open func prepareForReuse() {}
}

@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
    }

    public enum RowAnimation: Int, Sendable {
        case fade = 0
        case right = 1
        case left = 2
        case top = 3
        case bottom = 4
        case none = 5
        case middle = 6
        case automatic = 100
    }

    public static let automaticDimension: CGFloat = -1

    private var storedStyle = UITableView.Style.plain
    private var selectedRow: IndexPath?

    public init(frame: CGRect, style: UITableView.Style) {
        storedStyle = style
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var style: UITableView.Style { storedStyle }
    open var rowHeight: CGFloat = UITableView.automaticDimension
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open var allowsSelection: Bool = true
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}

    /// Cells are not simulated: a registered subclass cannot be made through its metatype here.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        fatalError("UIKit stand-in: table view cells are not simulated")
    }

    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        fatalError("UIKit stand-in: table view cells are not simulated")
    }

    open func reloadData() {}
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if selectedRow == indexPath { selectedRow = nil }
    }
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        selectedRow = indexPath
    }
    /// Always nil: no cells are visible.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
    open var indexPathForSelectedRow: IndexPath? { selectedRow }

    public enum ScrollPosition: Int, Sendable {
        case none = 0
        case top = 1
        case middle = 2
        case bottom = 3
    }
}

// UIKit's additions to Foundation's IndexPath: rows of a table view, items of a collection
// view. Not in Foundation, so a file that reads `indexPath.row` imports UIKit.
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
        case whiteLarge = 0
        case white = 1
        case gray = 2
    }

    private var animating = false

    public init(style: UIActivityIndicatorView.Style) {
        super.init(frame: .zero)
        self.style = style
    }

    override public init(frame: CGRect) { super.init(frame: frame) }

    public required init(coder: NSCoder) { super.init(frame: .zero) }

    open var style: UIActivityIndicatorView.Style = .medium
    open var hidesWhenStopped: Bool = true
    open var color: UIColor!
    open func startAnimating() { animating = true }
    open func stopAnimating() { animating = false }
    open var isAnimating: Bool { animating }
}

@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    public init() { super.init(frame: .zero) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private var refreshing = false

    open var isRefreshing: Bool { refreshing }
    open var attributedTitle: NSAttributedString?
    open func beginRefreshing() { refreshing = true }
    open func endRefreshing() { refreshing = false }
}

@preconcurrency @MainActor
open class UIStackView: UIView {
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading = 1
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        case lastBaseline = 5
        public static var top: UIStackView.Alignment { .leading }
        public static var bottom: UIStackView.Alignment { .trailing }
    }

    public enum Distribution: Int, Sendable {
        case fill = 0
        case fillEqually = 1
        case fillProportionally = 2
        case equalSpacing = 3
        case equalCentering = 4
    }

    private var arranged: [UIView] = []

    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        for view in views {
            addArrangedSubview(view)
        }
    }

    override public init(frame: CGRect) { super.init(frame: frame) }

    public required init(coder: NSCoder) { super.init(frame: .zero) }

    open var arrangedSubviews: [UIView] { arranged }
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var alignment: UIStackView.Alignment = .fill
    open var distribution: UIStackView.Distribution = .fill
    open var spacing: CGFloat = 0
    open func addArrangedSubview(_ view: UIView) {
        arranged.removeAll { $0 === view }
        arranged.append(view)
        addSubview(view)
    }
    /// Leaves `view` a subview, as UIKit does.
    open func removeArrangedSubview(_ view: UIView) { arranged.removeAll { $0 === view } }
}

@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    open var isActive: Bool = false
    open var constant: CGFloat = 0
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {}
}
