/// A Swift source file the generator reads: its text and the path problems are reported at.
public struct SourceFile: Sendable, Equatable {
    /// The path as messages print it, relative to the package root: `Sources/ScaffoldKit/Presentation/SceneModel.swift`.
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
