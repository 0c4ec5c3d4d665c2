/// What `OffMainThreadOutputs.generated.swift` prints: the test helper that keeps the outputs that reported off the
/// main thread, rendered once per project into the tests' `Support` folder.
/// - Template object: watcher
struct OffMainThreadWatcherModel: Sendable, Equatable {
    /// The class.
    /// - Example: `OffMainThreadOutputs`
    var name: String
    /// How the file writes the library types.
    /// - Template key: rx
    var libraryNames: LibraryNames
}
