/// The standard library and Foundation types people write in specs, for telling `string` from `String`.
///
/// Swift type names are case-sensitive, and no module the scenes import declares a lowercase `string`,
/// so a name that matches one of these but for case is a typo that would not compile.
enum StandardTypeNames {
    static let names: [String] = [
        "Any", "AnyHashable", "AnyObject", "Array", "Bool", "Calendar", "Character", "Data", "Date",
        "DateComponents", "Decimal", "Dictionary", "Double", "Error", "Float", "Int", "Int16", "Int32", "Int64",
        "Int8", "Locale", "Never", "Optional", "Result", "Set", "String", "Substring", "TimeInterval", "TimeZone",
        "UInt", "UInt16", "UInt32", "UInt64", "UInt8", "URL", "URLRequest", "UUID", "Void",
    ]

    private static let byLowercasedName = Dictionary(uniqueKeysWithValues: names.map { ($0.lowercased(), $0) })

    /// The standard type `name` misspells in case only (`string` → `String`), nil when it spells none.
    static func correctCase(of name: String) -> String? {
        guard let correct = byLowercasedName[name.lowercased()], correct != name else { return nil }
        return correct
    }
}
