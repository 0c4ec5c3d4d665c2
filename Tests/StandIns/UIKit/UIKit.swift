// API stand-in for UIKit (iOS 13+ SDK surface used by generated MVVM-C code).
// Declarations only; bodies never run (see ../README.md).
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
    override public init() {}

    open var next: UIResponder? { fatalError() }

    open var canBecomeFirstResponder: Bool { fatalError() }

    @discardableResult
    open func becomeFirstResponder() -> Bool { fatalError() }

    open var canResignFirstResponder: Bool { fatalError() }

    @discardableResult
    open func resignFirstResponder() -> Bool { fatalError() }

    open var isFirstResponder: Bool { fatalError() }
}

open class UIColor: NSObject {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(white: CGFloat, alpha: CGFloat) {}
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {}
    public init?(named name: String) {}
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {}

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }

    open class var black: UIColor { fatalError() }
    open class var darkGray: UIColor { fatalError() }
    open class var lightGray: UIColor { fatalError() }
    open class var white: UIColor { fatalError() }
    open class var gray: UIColor { fatalError() }
    open class var red: UIColor { fatalError() }
    open class var green: UIColor { fatalError() }
    open class var blue: UIColor { fatalError() }
    open class var cyan: UIColor { fatalError() }
    open class var yellow: UIColor { fatalError() }
    open class var magenta: UIColor { fatalError() }
    open class var orange: UIColor { fatalError() }
    open class var purple: UIColor { fatalError() }
    open class var brown: UIColor { fatalError() }
    open class var clear: UIColor { fatalError() }

    open class var systemRed: UIColor { fatalError() }
    open class var systemGreen: UIColor { fatalError() }
    open class var systemBlue: UIColor { fatalError() }
    open class var systemOrange: UIColor { fatalError() }
    open class var systemYellow: UIColor { fatalError() }
    open class var systemGray: UIColor { fatalError() }
    open class var label: UIColor { fatalError() }
    open class var secondaryLabel: UIColor { fatalError() }
    open class var tertiaryLabel: UIColor { fatalError() }
    open class var placeholderText: UIColor { fatalError() }
    open class var separator: UIColor { fatalError() }
    open class var link: UIColor { fatalError() }
    open class var systemBackground: UIColor { fatalError() }
    open class var secondarySystemBackground: UIColor { fatalError() }
    open class var tertiarySystemBackground: UIColor { fatalError() }
    open class var systemGroupedBackground: UIColor { fatalError() }
}

open class UITraitCollection: NSObject {
    override public init() {}
}

open class UIImage: NSObject {
    override public init() {}
    public init?(named name: String) {}
    public init?(systemName name: String) {}
    public init?(data: Data) {}

    open var size: CGSize { fatalError() }
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

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
    public init?(name fontName: String, size fontSize: CGFloat) {}

    open var pointSize: CGFloat { fatalError() }
}
