/// A word a name pattern (`names:`) may write in braces, replaced by a name scaffold spells first.
public enum NamePlaceholder: String, CaseIterable, Hashable, Sendable {
    /// The scene's name as written: `Profile`.
    case scene
    /// The view model's class, itself spelled by `names.viewModel`: `ProfileViewModel`.
    case viewModel
    /// The coordinator's class, spelled by `names.coordinator`: `ProfileCoordinator`.
    case coordinator
}
