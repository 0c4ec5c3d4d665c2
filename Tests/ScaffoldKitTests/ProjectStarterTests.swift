import Foundation
import ScaffoldCore
import ScaffoldKit
import Testing

/// The config `scaffold init` writes shows the app-code keys at their defaults.
@Suite struct ProjectStarterTests {
    @Test func theStarterConfigDeclaresNoExternalScenesAndTheDefaultGeneratedBaseClass() throws {
        let config = try ConfigDecoder().decode(Data(ProjectStarter.config.utf8), file: "scaffold.yml").get()
        #expect(config.externalScenes == [])
        #expect(config.baseCoordinator.name.value == SceneNames.baseCoordinator)
        #expect(config.baseCoordinator.isGenerated)
    }
}
