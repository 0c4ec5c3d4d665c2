// API stand-in for UIKit: views and controls.
// Declarations only; bodies never run (see ../README.md).

@preconcurrency @MainActor
open class UIView: UIResponder, @preconcurrency NSCoding {
    public init(frame: CGRect) {}

    public required init?(coder: NSCoder) {}

    override public convenience init() { self.init(frame: .zero) }

    open func encode(with coder: NSCoder) {}

    open var frame: CGRect {
        get { fatalError() }
        set {}
    }
    open var bounds: CGRect {
        get { fatalError() }
        set {}
    }
    open var center: CGPoint {
        get { fatalError() }
        set {}
    }
    open var backgroundColor: UIColor? {
        get { fatalError() }
        set {}
    }
    open var isHidden: Bool {
        get { fatalError() }
        set {}
    }
    open var alpha: CGFloat {
        get { fatalError() }
        set {}
    }
    open var isOpaque: Bool {
        get { fatalError() }
        set {}
    }
    open var clipsToBounds: Bool {
        get { fatalError() }
        set {}
    }
    open var isUserInteractionEnabled: Bool {
        get { fatalError() }
        set {}
    }
    open var tintColor: UIColor! {
        get { fatalError() }
        set {}
    }
    open var tag: Int {
        get { fatalError() }
        set {}
    }
    open var accessibilityIdentifier: String? {
        get { fatalError() }
        set {}
    }
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { fatalError() }
        set {}
    }
    open var layoutMargins: UIEdgeInsets {
        get { fatalError() }
        set {}
    }
    open var superview: UIView? { fatalError() }
    open var subviews: [UIView] { fatalError() }
    open var window: UIWindow? { fatalError() }

    open func addSubview(_ view: UIView) {}
    open func insertSubview(_ view: UIView, at index: Int) {}
    open func removeFromSuperview() {}
    open func bringSubviewToFront(_ view: UIView) {}
    open func sendSubviewToBack(_ view: UIView) {}

    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func setNeedsDisplay() {}
    open func sizeToFit() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
    open var intrinsicContentSize: CGSize { fatalError() }

    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { fatalError() }

    open class func animate(
        withDuration duration: TimeInterval,
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {}

    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}
}

@preconcurrency @MainActor
open class UIScrollView: UIView {
    open var contentOffset: CGPoint {
        get { fatalError() }
        set {}
    }
    open var contentSize: CGSize {
        get { fatalError() }
        set {}
    }
    open var contentInset: UIEdgeInsets {
        get { fatalError() }
        set {}
    }
    open var isScrollEnabled: Bool {
        get { fatalError() }
        set {}
    }
    open var alwaysBounceVertical: Bool {
        get { fatalError() }
        set {}
    }
    open var showsVerticalScrollIndicator: Bool {
        get { fatalError() }
        set {}
    }
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode {
        get { fatalError() }
        set {}
    }
    open var refreshControl: UIRefreshControl? {
        get { fatalError() }
        set {}
    }
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0
        case onDrag = 1
        case interactive = 2
    }

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
}

@preconcurrency @MainActor
open class UIScene: UIResponder {}

@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    open var windows: [UIWindow] { fatalError() }
}

@preconcurrency @MainActor
open class UIWindow: UIView {
    override public init(frame: CGRect) { super.init(frame: frame) }

    public init(windowScene: UIWindowScene) { super.init(frame: .zero) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var rootViewController: UIViewController? {
        get { fatalError() }
        set {}
    }
    open var windowScene: UIWindowScene? {
        get { fatalError() }
        set {}
    }
    open var isKeyWindow: Bool { fatalError() }

    open func makeKey() {}
    open func makeKeyAndVisible() {}
}

@preconcurrency @MainActor
open class UILabel: UIView {
    open var text: String? {
        get { fatalError() }
        set {}
    }
    open var attributedText: NSAttributedString? {
        get { fatalError() }
        set {}
    }
    open var font: UIFont! {
        get { fatalError() }
        set {}
    }
    open var textColor: UIColor! {
        get { fatalError() }
        set {}
    }
    open var textAlignment: NSTextAlignment {
        get { fatalError() }
        set {}
    }
    open var numberOfLines: Int {
        get { fatalError() }
        set {}
    }
    open var adjustsFontSizeToFitWidth: Bool {
        get { fatalError() }
        set {}
    }
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

    open var isEnabled: Bool {
        get { fatalError() }
        set {}
    }
    open var isSelected: Bool {
        get { fatalError() }
        set {}
    }
    open var isHighlighted: Bool {
        get { fatalError() }
        set {}
    }
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

    public convenience init(type buttonType: UIButton.ButtonType) { fatalError() }

    open var buttonType: UIButton.ButtonType { fatalError() }
    open var titleLabel: UILabel? { fatalError() }
    open var imageView: UIImageView? { fatalError() }
    open var currentTitle: String? { fatalError() }

    open func setTitle(_ title: String?, for state: UIControl.State) {}
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
    open func setImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {}
    open func title(for state: UIControl.State) -> String? { fatalError() }
}

@preconcurrency @MainActor
open class UIImageView: UIView {
    public init(image: UIImage?) { super.init(frame: .zero) }

    override public init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var image: UIImage? {
        get { fatalError() }
        set {}
    }
    open var contentMode: UIView.ContentMode {
        get { fatalError() }
        set {}
    }
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

    open var text: String? {
        get { fatalError() }
        set {}
    }
    open var attributedText: NSAttributedString? {
        get { fatalError() }
        set {}
    }
    open var placeholder: String? {
        get { fatalError() }
        set {}
    }
    open var attributedPlaceholder: NSAttributedString? {
        get { fatalError() }
        set {}
    }
    open var textColor: UIColor? {
        get { fatalError() }
        set {}
    }
    open var font: UIFont? {
        get { fatalError() }
        set {}
    }
    open var textAlignment: NSTextAlignment {
        get { fatalError() }
        set {}
    }
    open var borderStyle: UITextField.BorderStyle {
        get { fatalError() }
        set {}
    }
    open var isSecureTextEntry: Bool {
        get { fatalError() }
        set {}
    }
    open var clearsOnBeginEditing: Bool {
        get { fatalError() }
        set {}
    }
    open var isEditing: Bool { fatalError() }
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

    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var reuseIdentifier: String? { fatalError() }
    open var contentView: UIView { fatalError() }
    open var textLabel: UILabel? { fatalError() }
    open var detailTextLabel: UILabel? { fatalError() }
    open var imageView: UIImageView? { fatalError() }
    open var accessoryType: UITableViewCell.AccessoryType {
        get { fatalError() }
        set {}
    }
    open var selectionStyle: UITableViewCell.SelectionStyle {
        get { fatalError() }
        set {}
    }
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

    public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var style: UITableView.Style { fatalError() }
    open var rowHeight: CGFloat {
        get { fatalError() }
        set {}
    }
    open var estimatedRowHeight: CGFloat {
        get { fatalError() }
        set {}
    }
    open var tableHeaderView: UIView? {
        get { fatalError() }
        set {}
    }
    open var tableFooterView: UIView? {
        get { fatalError() }
        set {}
    }
    open var allowsSelection: Bool {
        get { fatalError() }
        set {}
    }
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}

    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { fatalError() }

    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        fatalError()
    }

    open func reloadData() {}
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {}
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { fatalError() }
    open var indexPathForSelectedRow: IndexPath? { fatalError() }

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
    public init(row: Int, section: Int) { fatalError() }

    public init(item: Int, section: Int) { fatalError() }

    public var section: Int {
        get { fatalError() }
        set {}
    }

    public var row: Int {
        get { fatalError() }
        set {}
    }

    public var item: Int {
        get { fatalError() }
        set {}
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

    public init(style: UIActivityIndicatorView.Style) { super.init(frame: .zero) }

    override public init(frame: CGRect) { super.init(frame: frame) }

    public required init(coder: NSCoder) { super.init(frame: .zero) }

    open var style: UIActivityIndicatorView.Style {
        get { fatalError() }
        set {}
    }
    open var hidesWhenStopped: Bool {
        get { fatalError() }
        set {}
    }
    open var color: UIColor! {
        get { fatalError() }
        set {}
    }
    open func startAnimating() {}
    open func stopAnimating() {}
    open var isAnimating: Bool { fatalError() }
}

@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    public init() { super.init(frame: .zero) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var isRefreshing: Bool { fatalError() }
    open var attributedTitle: NSAttributedString? {
        get { fatalError() }
        set {}
    }
    open func beginRefreshing() {}
    open func endRefreshing() {}
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

    public init(arrangedSubviews views: [UIView]) { super.init(frame: .zero) }

    override public init(frame: CGRect) { super.init(frame: frame) }

    public required init(coder: NSCoder) { super.init(frame: .zero) }

    open var arrangedSubviews: [UIView] { fatalError() }
    open var axis: NSLayoutConstraint.Axis {
        get { fatalError() }
        set {}
    }
    open var alignment: UIStackView.Alignment {
        get { fatalError() }
        set {}
    }
    open var distribution: UIStackView.Distribution {
        get { fatalError() }
        set {}
    }
    open var spacing: CGFloat {
        get { fatalError() }
        set {}
    }
    open func addArrangedSubview(_ view: UIView) {}
    open func removeArrangedSubview(_ view: UIView) {}
}

@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    open var isActive: Bool {
        get { fatalError() }
        set {}
    }
    open var constant: CGFloat {
        get { fatalError() }
        set {}
    }
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {}
}
