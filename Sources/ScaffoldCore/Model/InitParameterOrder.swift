/// Which parameters come first in a view model's `init` (`conventions: {initOrder: ...}`). The `Input` of
/// `inputs: init` is always the first.
public enum InitParameterOrder: String, CaseIterable, Hashable, Sendable {
    /// The scene's arguments, then its coordinator and services: `init(albumID: Int, albumsService: ...)`.
    case argumentsFirst
    /// The coordinator and services, then the arguments, as apps that inject first write it:
    /// `init(_ service: any AlbumsServiceType, albumID: Int)`.
    case dependenciesFirst
}
