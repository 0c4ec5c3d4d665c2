import ScaffoldCore

/// The UIKit types a spec may write, which make a generated file import UIKit.
///
/// The coordinator and the view controller import UIKit anyway; the contract, the view model and the tests import it
/// only where a member's type comes from it (an `avatar: UIImage` output).
enum UIKitTypes {
    /// Whether any of `types` names a UIKit type at any depth: one scaffold knows, a `UI` name such as
    /// `UIStackView`, or a name written with its module (`UIKit.UIImage`).
    static func areUsed(by types: [SwiftType]) -> Bool {
        var isUsed = false
        for type in types {
            type.forEachNamedType { components in
                guard let first = components.first?.name else { return }
                // `UIFont.TextStyle` is a type nested in UIKit's; a module selector names UIKit itself.
                if first == "UIKit" || isUIKitName(first) { isUsed = true }
            }
        }
        return isUsed
    }

    /// UIKit's types with Foundation's prefix, which apps' view models hold (layout and text attributes).
    static let prefixedLikeFoundation: Set<String> = [
        "NSLayoutConstraint", "NSLayoutAnchor", "NSLayoutDimension", "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor",
        "NSTextAlignment", "NSLineBreakMode", "NSDirectionalEdgeInsets", "NSParagraphStyle", "NSMutableParagraphStyle",
        "NSShadow", "NSTextAttachment", "NSTextContainer", "NSLayoutManager", "NSTextStorage", "NSUnderlineStyle",
        "NSWritingDirection", "NSDiffableDataSourceSnapshot", "NSCollectionLayoutSection", "NSCollectionLayoutItem",
        "NSCollectionLayoutGroup", "NSCollectionLayoutSize",
    ]

    private static func isUIKitName(_ name: String) -> Bool {
        if KnownTypeNames.uiKit.contains(name) || ImportedTypeNames.modules[name] == "UIKit" { return true }
        if prefixedLikeFoundation.contains(name) { return true }
        // `UIStackView`, `UIEdgeInsets`: UIKit's prefix, followed by the capital of the type's own name.
        return name.hasPrefix("UI") && name.dropFirst(2).first?.isUppercase == true
    }
}
