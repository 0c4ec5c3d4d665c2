/// The type names scaffold knows without reading the app's Swift: those of the Swift standard library, Foundation,
/// UIKit, XCTest, RxSwift, RxRelay, RxCocoa, RxTest and Action that specs write.
///
/// A spec's type that is none of these, nor the app's nor one scaffold generates, may be a typo; one close to a name
/// scaffold knows is warned about (`SpecValidator`), since it may as well come from a module the spec imports.
public enum KnownTypeNames {
    /// Foundation's value types and the classes models commonly hold, by the name a spec writes.
    public static let foundation: Set<String> = [
        "AffineTransform", "AttributedString", "Bundle", "ByteCountFormatter", "CGFloat", "CGPoint", "CGRect",
        "CGSize", "CGVector", "Calendar", "CharacterSet", "CocoaError", "Data", "Date", "DateComponents",
        "DateComponentsFormatter", "DateFormatter", "DateInterval", "Decimal", "Dimension", "DispatchQueue",
        "DispatchTime", "FileManager", "HTTPCookie", "HTTPURLResponse", "ISO8601DateFormatter", "IndexPath",
        "IndexSet", "JSONDecoder", "JSONEncoder", "ListFormatter", "LocalizedError", "Locale", "Measurement",
        "MeasurementFormatter", "Notification", "NotificationCenter", "NumberFormatter", "Operation",
        "OperationQueue", "PersonNameComponents", "ProcessInfo", "Progress", "PropertyListDecoder",
        "PropertyListEncoder", "RelativeDateTimeFormatter", "RunLoop", "Thread", "TimeInterval", "TimeZone", "Timer",
        "URL", "URLCache", "URLComponents", "URLError", "URLQueryItem", "URLRequest", "URLResponse", "URLSession",
        "URLSessionConfiguration", "URLSessionDataTask", "URLSessionTask", "UUID", "UnitDuration", "UnitLength",
        "UnitMass", "UnitSpeed", "UnitTemperature", "UserDefaults",
    ]

    /// Standard library types and protocols that specs may write beyond those generated code names itself.
    static let standardLibrary: Set<String> = [
        "AnyHashable", "ArraySlice", "AsyncStream", "AsyncThrowingStream", "CaseIterable", "Character",
        "ClosedRange", "Codable", "Collection", "Comparable", "ContiguousArray", "CustomDebugStringConvertible",
        "Decodable", "Duration", "Encodable", "Float16", "Float80", "Identifiable", "Int128", "Int16", "Int32",
        "Int64", "Int8", "KeyPath", "LosslessStringConvertible", "Range", "RawRepresentable", "Sequence",
        "StaticString", "Substring", "Task", "UInt", "UInt128", "UInt16", "UInt32", "UInt64", "UInt8", "Unicode",
        "WritableKeyPath",
    ]

    /// UIKit's types that view models and their specs commonly hold.
    public static let uiKit: Set<String> = [
        "UIButton", "UICollectionView", "UIColor", "UIEdgeInsets", "UIFont", "UIImage", "UIImageView", "UILabel",
        "UITableView", "UITableViewCell", "UICollectionViewCell", "UITextField", "UIViewController",
    ]

    /// Every name scaffold knows.
    public static let all: Set<String> = foundation.union(standardLibrary).union(uiKit)
        .union(ImportedTypeNames.modules.keys).union(StandardTypeNames.names)

    /// Whether `name`, written bare, is a type scaffold knows: one of `all`, or an Apple framework's name by its
    /// prefix (`NSAttributedString`, `UIStackView`, `CGImage`), which no list here could hold in full.
    public static func contains(_ name: String) -> Bool {
        if all.contains(name) { return true }
        let prefixes = ["NS", "UI", "CG", "CA", "CL", "MK", "AV", "WK", "SK", "PH", "CN", "UN"]
        return prefixes.contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
    }
}
