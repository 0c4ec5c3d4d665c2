/// The version of scaffold: what `scaffold --version` prints, and what the README's install instructions name.
///
/// The one place it is spelled; a release bumps it here and in the README (a test compares the two).
public enum ScaffoldVersion {
    /// `major.minor.patch`, as the release is tagged.
    public static let current = "0.1.0"
}
