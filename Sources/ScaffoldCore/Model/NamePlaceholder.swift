/// A word a name pattern (`names:`) may write in braces, replaced by a name scaffold spells first.
public enum NamePlaceholder: String, CaseIterable, Hashable, Sendable {
    /// The scene's name as written: `Profile`.
    case scene
    /// The view model's class, itself spelled by `names.viewModel`: `ProfileViewModel`.
    case viewModel
    /// The coordinator's class, spelled by `names.coordinator`: `ProfileCoordinator`.
    case coordinator
    /// A case of the scene's result with its first letter upper-cased, `SignedIn`, in a `resultStep` that gives each
    /// result case a step of its own (`"{case}IsRequired"` spells `signedInIsRequired`).
    case resultCase = "case"
}
