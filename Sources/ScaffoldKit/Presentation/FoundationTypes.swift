import ScaffoldCore

/// The Foundation types a spec may write, which make a generated file import Foundation.
///
/// Generated files import Foundation only where something in them comes from it; a spec that uses a Foundation
/// type this list does not know lists `Foundation` under `imports:`.
enum FoundationTypes {
    /// Foundation's value types and the classes models commonly hold, by the name a spec writes.
    static let names: Set<String> = KnownTypeNames.foundation

    /// Whether any of `types` names a Foundation type at any depth: one of `names`, an `NS` class such as
    /// `NSAttributedString`, or a name written with its module (`Foundation.Date`).
    static func areUsed(by types: [SwiftType]) -> Bool {
        var isUsed = false
        for type in types {
            type.forEachNamedType { components in
                guard let first = components.first?.name else { return }
                if first == "Foundation" || (components.count == 1 && isFoundationName(first)) { isUsed = true }
            }
        }
        return isUsed
    }

    /// Whether the class name `name` (`NSObject`, `Foundation.NSObject`, `BaseViewModel`) is Foundation's.
    static func isUsed(byClass name: String) -> Bool {
        let components = name.split(separator: ".").map(String.init)
        guard let first = components.first else { return false }
        return first == "Foundation" || (components.count == 1 && isFoundationName(first))
    }

    private static func isFoundationName(_ name: String) -> Bool {
        if names.contains(name) { return true }
        // `NSRange`, `NSAttributedString`: Foundation's prefix, followed by the capital of the type's own name.
        return name.hasPrefix("NS") && name.dropFirst(2).first?.isUppercase == true
    }
}
