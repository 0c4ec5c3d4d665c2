import Yams

/// The source folders of every target of an XcodeGen `project.yml`, each written as a path (`- Scenes`) or as a
/// mapping (`- {path: Services, optional: true}`).
struct XcodeGenSources {
    /// Every source path of every target.
    var all: Set<String> = []
    /// The paths marked `optional: true`, which XcodeGen does not require to exist.
    var optional: Set<String> = []

    init(_ yaml: String) throws {
        let document = try Yams.load(yaml: yaml) as? [String: Any] ?? [:]
        let targets = document["targets"] as? [String: Any] ?? [:]
        for case let target as [String: Any] in targets.values {
            let sources: [Any] = (target["sources"] as? [Any]) ?? (target["sources"].map { [$0] } ?? [])
            for source in sources {
                if let path = source as? String {
                    all.insert(path)
                } else if let entry = source as? [String: Any], let path = entry["path"] as? String {
                    all.insert(path)
                    if entry["optional"] as? Bool == true { optional.insert(path) }
                }
            }
        }
    }
}
