/// The Swift versions generated code is written for.
///
/// The floor is what every iOS team can build with in late 2026: App Store Connect has taken only builds made
/// with Xcode 26 (Swift 6.2) since April 2026. Generated code uses nothing newer unless a spec makes it, and then
/// validation warns at that spec's line.
public enum SwiftToolchain {
    /// The oldest Swift compiler that builds generated code, in Swift 5 and Swift 6 language modes.
    public static let minimum = "Swift 6.2 (Xcode 26)"

    /// The first Swift with module selectors (`Action::Action`), which generated code writes only where an app
    /// type hides one of Action's types.
    public static let moduleSelectors = "Swift 6.3 (Xcode 26.4)"
}
