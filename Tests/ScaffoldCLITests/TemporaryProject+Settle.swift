import Foundation

extension TemporaryProject {
    /// Dates every file and folder below the project ten seconds back and `newest` (a make stamp) five:
    /// make then sees the stamp newer than every input (the scaffold binary too, built before the tests ran)
    /// and a change made next newer than the stamp, whatever the file system's time resolution and without
    /// dating anything in the future, which make warns about.
    func settle(newest: String) throws {
        let now = Date()
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var paths = [root.path]
        while let path = enumerator?.nextObject() as? String { paths.append(root.appendingPathComponent(path).path) }
        for path in paths {
            try FileManager.default.setAttributes([.modificationDate: now.addingTimeInterval(-10)], ofItemAtPath: path)
        }
        try FileManager.default.setAttributes(
            [.modificationDate: now.addingTimeInterval(-5)], ofItemAtPath: root.appendingPathComponent(newest).path)
    }
}
