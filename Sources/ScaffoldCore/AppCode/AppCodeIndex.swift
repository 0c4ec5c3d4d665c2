/// What scaffold read of the app's own Swift (`appCode` in `scaffold.yml`): per file, the modules it imports and
/// the types it declares, each with its members and where it is written.
///
/// A run indexes only the files it needs: those that mention a name it looks up.
public struct AppCodeIndex: Equatable, Sendable {
    /// One Swift file of the app.
    public struct File: Equatable, Sendable {
        /// Relative to the project: what a depfile lists.
        public var path: String
        /// The modules it imports outside `#if`, as written (`RxSwift`, `Foundation` for `import struct
        /// Foundation.URL`), each where it is written.
        public var imports: [Located<String>]
        /// Every type it declares, nested ones after the type they are in, without those that do not parse.
        public var declarations: [AppDeclaration]
        /// Every top-level `extension` of the file, in the order written, without those that do not parse.
        public var extensions: [AppExtension]

        public init(
            path: String, imports: [Located<String>] = [], declarations: [AppDeclaration] = [],
            extensions: [AppExtension] = []
        ) {
            self.path = path
            self.imports = imports
            self.declarations = declarations
            self.extensions = extensions
        }
    }

    /// The files, in path order.
    public var files: [File]

    public init(files: [File] = []) {
        self.files = files
    }

    /// Every declaration named `name` (nested ones by their dotted name), with its file, in path order.
    public func declarations(named name: String) -> [(file: File, declaration: AppDeclaration)] {
        files.flatMap { file in file.declarations.filter { $0.name == name }.map { (file, $0) } }
    }

    /// Every extension of the type `name` (as written after `extension`), in path order.
    public func extensions(of name: String) -> [AppExtension] {
        files.flatMap { file in file.extensions.filter { $0.extendedType == name } }
    }
}
