import Foundation
import ScaffoldCore

/// A project on disk: its folder and its settings.
public struct Project: Sendable {
    /// The folder that holds `scaffold.yml` (or the working folder when there is none).
    public var root: URL {
        didSet { rootPath = root.path }
    }
    /// `root.path`, kept: every file of a run asks for it, and `URL.path` is not cheap.
    private var rootPath: String
    public var config: ProjectConfig
    /// The config file as shown in diagnostics, nil when defaults are used.
    public var configFile: String?
    /// The working folder, for showing paths the way the user typed them.
    public var workingDirectory: URL
    /// The config file relative to the project, which it sits at the root of; nil when defaults are used. The
    /// mocks of the app's own protocols (`appServices`) name it in their header as their spec.
    public var configPathInProject: String? {
        configFile.map { URL(fileURLWithPath: $0).lastPathComponent }
    }
    /// The hash of the config bytes this project was loaded from.
    var configFingerprint: ContentHash?

    public init(root: URL, config: ProjectConfig, configFile: String?, workingDirectory: URL) {
        // Directory URLs (trailing slash): relative paths resolve against a base URL's folder, so a
        // folder URL without one would resolve `Scenes` next to the project instead of inside it.
        self.root = URL(fileURLWithPath: root.standardizedFileURL.path, isDirectory: true)
        rootPath = self.root.path
        self.config = config
        self.configFile = configFile
        self.workingDirectory = URL(fileURLWithPath: workingDirectory.standardizedFileURL.path, isDirectory: true)
    }

    /// Loads `configPath`, or `scaffold.yml` in `workingDirectory` when it exists, or the defaults.
    public static func load(configPath: String?, workingDirectory: URL) throws(DiagnosticsError) -> Project {
        let fileManager = FileManager.default
        let configURL: URL
        if let configPath {
            configURL = URL(fileURLWithPath: configPath, relativeTo: workingDirectory).standardizedFileURL
            guard fileManager.fileExists(atPath: configURL.path) else {
                throw DiagnosticsError([.error(.missingFile, at: .startOf(configPath))])
            }
        } else {
            // As git and SwiftPM do: the project is the nearest folder, from here upward, with a config.
            guard let found = Self.nearestConfig(from: workingDirectory) else {
                let project = Project(
                    root: workingDirectory, config: ProjectConfig(), configFile: nil,
                    workingDirectory: workingDirectory)
                try project.checkPathsStayInside()
                return project
            }
            configURL = found
        }
        let display = PathDisplay.relative(configURL, to: workingDirectory)
        let data: Data
        do {
            data = try FileSystem.read(configURL.path, display: display, limit: .config)
        } catch {
            throw DiagnosticsError([.error(error)])
        }
        switch ConfigDecoder().decode(data, file: display) {
        case .failure(let error):
            throw error
        case .success(let config):
            var project = Project(
                root: configURL.deletingLastPathComponent(), config: config, configFile: display,
                workingDirectory: workingDirectory)
            project.configFingerprint = .of(bytes: data)
            try project.checkPathsStayInside()
            return project
        }
    }

    /// Refuses config paths that lead out of the project folder, and an Xcode project folder that is not there.
    func checkPathsStayInside() throws(DiagnosticsError) {
        var diagnostics: [Diagnostic] = []
        let paths =
            config.specs + [config.output, config.services]
            + [config.templates, config.tests, config.xcode?.inputFileList, config.xcode?.outputFileList].compactMap {
                $0
            }
        // Lexically, and again with symlinks resolved: `Scenes -> /elsewhere` leads out just the same.
        for path in paths
        where !PathDisplay.isInside(url(path.value), root)
            || !PathDisplay.isInside(
                PathDisplay.resolvingExistingPrefix(url(path.value)), root.resolvingSymlinksInPath())
        {
            diagnostics.append(.error(.pathEscapesProject(path.value), at: path.location))
        }
        if let folder = config.xcode?.projectFolder, !folder.value.hasPrefix("/") {
            var isFolder: ObjCBool = false
            if !FileManager.default.fileExists(atPath: url(folder.value).path, isDirectory: &isFolder)
                || !isFolder.boolValue
            {
                diagnostics.append(.error(.xcodeProjectFolderMissing(folder.value), at: folder.location))
            }
        }
        if !diagnostics.isEmpty { throw DiagnosticsError(diagnostics) }
    }

    /// The folder that confines reads and writes of the project-relative `path`, and the path below it:
    /// the project folder for a path inside it, else the one of `roots` the path lies under
    /// (`--output /elsewhere`), else the path's own folder.
    func confinement(of path: String, roots: [String] = []) -> (folder: ConfinedFolder, relative: String) {
        if !path.hasPrefix("/") && !Self.hasDotComponent(path) {
            return (ConfinedFolder(root: root.path), path)
        }
        for folder in roots.sorted(by: { $0.count > $1.count }) where path.hasPrefix(folder + "/") {
            return (ConfinedFolder(root: absolutePath(folder)), String(path.dropFirst(folder.count + 1)))
        }
        let (folder, name) = ConfinedFolder.split(absolutePath(path))
        return (ConfinedFolder(root: folder.isEmpty ? "/" : folder), name)
    }

    /// `path` (relative to the project folder, or absolute) as a URL.
    public func url(_ path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: root).standardizedFileURL
    }

    /// The absolute path of a project-relative path. Paths scaffold builds itself are already
    /// normalised, so they are joined as strings; anything with `.` or `..` goes through `URL`.
    public func absolutePath(_ relative: String) -> String {
        if relative.hasPrefix("/") || Self.hasDotComponent(relative) {
            return url(relative).path
        }
        return rootPath == "/" ? "/" + relative : rootPath + "/" + relative
    }

    /// Whether a component of `path` is `.` or `..`, read as bytes: every file a run writes asks, and splitting
    /// the path into `Character`s or substrings showed in profiles.
    static func hasDotComponent(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            var componentStart = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
                let length = index - componentStart
                if (length == 1 || length == 2) && bytes[componentStart..<index].allSatisfy({ $0 == UInt8(ascii: ".") })
                {
                    return true
                }
                componentStart = index + 1
            }
            return false
        }
    }

    /// `scaffold.yml` in `folder` or the nearest folder above it that has one.
    static func nearestConfig(from folder: URL) -> URL? {
        var folder = folder.standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(ProjectConfig.fileName)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue
            {
                return candidate
            }
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// A project-relative path as the user sees it (relative to the working folder).
    public func displayPath(forProjectPath relative: String) -> String {
        if root == workingDirectory && !relative.hasPrefix("..") && !relative.hasPrefix("/") { return relative }
        return displayPath(url(relative))
    }

    /// `url` relative to the project folder, for headers and output paths.
    public func relativePath(_ url: URL) -> String {
        PathDisplay.relative(url, to: root)
    }

    /// `url` as the user should see it in diagnostics: relative to the working folder.
    public func displayPath(_ url: URL) -> String {
        PathDisplay.relative(url, to: workingDirectory)
    }
}
