// API stand-in for UIKit (iOS 13+ SDK surface used by generated MVVM-C code).
// Views, view controllers, navigation and presentation behave as UIKit documents, enough to run
// navigation flows on Linux (see ../README.md, "UIKit behaviour").
//
// The real UIKit re-exports Foundation, so `import UIKit` alone makes Foundation
// visible; mirrored here. UIResponder/UIView/UIViewController and their subclasses,
// bar and navigation items, alert actions and NSLayoutConstraint are imported from
// Objective-C as `@MainActor` (NS_SWIFT_UI_ACTOR) with pre-concurrency semantics:
// Swift 5 code may call them from anywhere, Swift 6 code only on the main actor.
// Mirrored with `@preconcurrency @MainActor`. UIColor, UIImage and UIFont are not
// main-actor isolated in the SDK, so they are not annotated here either. The C enums,
// option sets and structs (UIModalPresentationStyle, UIControl.Event, UIEdgeInsets, ...)
// are imported as `Sendable`; mirrored with an explicit `Sendable`, which a public
// Swift type of another module does not get implicitly.

@_exported import Foundation

#if !canImport(ObjectiveC)
    /// Linux shim: on Apple platforms `Selector` comes from the ObjectiveC module
    /// (re-exported through Foundation). It exists here only so that signatures such as
    /// `UIBarButtonItem(title:style:target:action:)` can be declared. `#selector(...)`
    /// still cannot be used on Linux.
    public struct Selector: ExpressibleByStringLiteral, Hashable {
        public init(_ str: String) {}
        public init(stringLiteral value: String) {}
    }
#endif

public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets()
}

@preconcurrency @MainActor
open class UIResponder: NSObject {
    private static weak var currentFirstResponder: UIResponder?

    override public init() {}

    open var next: UIResponder? { nil }

    /// False, except for text fields.
    open var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    var acceptsFirstResponder: Bool { false }

    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.currentFirstResponder, current !== self {
            guard current.resignFirstResponder() else { return false }
        }
        UIResponder.currentFirstResponder = self
        return true
    }

    open var canResignFirstResponder: Bool { true }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if UIResponder.currentFirstResponder === self { UIResponder.currentFirstResponder = nil }
        return true
    }

    open var isFirstResponder: Bool { UIResponder.currentFirstResponder === self }
}

open class UIColor: NSObject {
    private var redComponent: CGFloat = 0
    private var greenComponent: CGFloat = 0
    private var blueComponent: CGFloat = 0
    private var alphaComponent: CGFloat = 1
    private var name: String?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        redComponent = red
        greenComponent = green
        blueComponent = blue
        alphaComponent = alpha
    }

    public init(white: CGFloat, alpha: CGFloat) {
        redComponent = white
        greenComponent = white
        blueComponent = white
        alphaComponent = alpha
    }

    /// Only the components of `(hue, 0, brightness)`; the hue is kept as a name.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        redComponent = brightness
        greenComponent = brightness
        blueComponent = brightness
        alphaComponent = alpha
        name = "hue \(hue) saturation \(saturation)"
    }

    /// Never nil: there is no asset catalog on Linux; colours of the same name are equal.
    public init?(named name: String) {
        self.name = name
    }

    /// Resolved once, with a default trait collection.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let resolved = dynamicProvider(UITraitCollection())
        redComponent = resolved.redComponent
        greenComponent = resolved.greenComponent
        blueComponent = resolved.blueComponent
        alphaComponent = resolved.alphaComponent
        name = resolved.name
    }

    private convenience init(system name: String) {
        self.init(white: 0, alpha: 1)
        self.name = name
    }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let color = UIColor(red: redComponent, green: greenComponent, blue: blueComponent, alpha: alpha)
        color.name = name
        return color
    }

    override open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return (redComponent, greenComponent, blueComponent, alphaComponent) == (
            other.redComponent, other.greenComponent, other.blueComponent, other.alphaComponent
        ) && name == other.name
    }

    override open var hash: Int {
        var hasher = Hasher()
        hasher.combine(redComponent)
        hasher.combine(greenComponent)
        hasher.combine(blueComponent)
        hasher.combine(alphaComponent)
        hasher.combine(name)
        return hasher.finalize()
    }

    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    open class var systemRed: UIColor { UIColor(system: "systemRed") }
    open class var systemGreen: UIColor { UIColor(system: "systemGreen") }
    open class var systemBlue: UIColor { UIColor(system: "systemBlue") }
    open class var systemOrange: UIColor { UIColor(system: "systemOrange") }
    open class var systemYellow: UIColor { UIColor(system: "systemYellow") }
    open class var systemGray: UIColor { UIColor(system: "systemGray") }
    open class var label: UIColor { UIColor(system: "label") }
    open class var secondaryLabel: UIColor { UIColor(system: "secondaryLabel") }
    open class var tertiaryLabel: UIColor { UIColor(system: "tertiaryLabel") }
    open class var placeholderText: UIColor { UIColor(system: "placeholderText") }
    open class var separator: UIColor { UIColor(system: "separator") }
    open class var link: UIColor { UIColor(system: "link") }
    open class var systemBackground: UIColor { UIColor(system: "systemBackground") }
    open class var secondarySystemBackground: UIColor { UIColor(system: "secondarySystemBackground") }
    open class var tertiarySystemBackground: UIColor { UIColor(system: "tertiarySystemBackground") }
    open class var systemGroupedBackground: UIColor { UIColor(system: "systemGroupedBackground") }
}

open class UITraitCollection: NSObject {
    override public init() {}
}

open class UIImage: NSObject {
    override public init() {}
    public init?(named name: String) {}
    public init?(systemName name: String) {}
    public init?(data: Data) {}

    /// Always `.zero`: no image data is decoded.
    open var size: CGSize { .zero }
}

open class UIFont: NSObject {
    public struct Weight: Hashable, RawRepresentable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    private var size: CGFloat = 17

    init(pointSize: CGFloat) {
        size = pointSize
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(pointSize: fontSize)
    }
    /// The default (large) content size category's sizes.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let sizes: [UIFont.TextStyle: CGFloat] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15, .body: 17,
            .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11,
        ]
        return UIFont(pointSize: sizes[style] ?? 17)
    }
    /// Never nil: there are no font files here.
    public init?(name fontName: String, size fontSize: CGFloat) {
        size = fontSize
    }

    open var pointSize: CGFloat { size }
}
