import Foundation

/// A ring of scenes on one shared service: each scene routes to the next and the last to the first, so every
/// scene reaches every other and hands out the service. The figure shows that working out what each scene
/// reaches stays linear in the scenes, where one search per scene grew with their square.
struct ServiceRing {
    static let scenes = 6000

    var generate: PhaseResult

    var text: String {
        String(
            format: "A ring of %d scenes on one shared service: cold generate in %.0f ms (median), %.0f MB peak",
            Self.scenes, generate.milliseconds, generate.peakMB)
    }

    /// Writes the ring's specs and the service's spec into `project`'s `Specs` folder.
    static func writeSpecs(into project: String) throws {
        try FileSystem.createFolder(project + "/Specs/Services")
        try Data("service: Store\nmethods:\n  - load: {returns: Int}\n".utf8).write(
            to: URL(fileURLWithPath: project + "/Specs/Services/Store.yml"))
        for index in 0..<scenes {
            let next = (index + 1) % scenes
            let spec =
                "scene: Ring\(index)\ndependencies: [Store]\noutputs: [next]\ncoordinator:\n  routes:\n"
                + "    - next: Ring\(next)\n"
            try Data(spec.utf8).write(to: URL(fileURLWithPath: project + "/Specs/Ring\(index).yml"))
        }
    }
}
