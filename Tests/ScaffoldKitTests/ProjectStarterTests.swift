import Foundation
import ScaffoldCore
import ScaffoldKit
import Testing

/// What `scaffold init` and `scaffold new` write: the config at its defaults, and first lines that lead editors to the schemas.
@Suite struct ProjectStarterTests {
    @Test func theStarterConfigDeclaresNoExternalScenesTheDefaultGeneratedBaseClassAndTheDefaultNaming() throws {
        let config = try ConfigDecoder().decode(Data(ProjectStarter.config.utf8), file: "scaffold.yml").get()
        #expect(config.externalScenes == [])
        #expect(config.baseCoordinator.name.value == SceneNames.baseCoordinator)
        #expect(config.baseCoordinator.isGenerated)
        #expect(config.naming == Naming())
    }

    @Test func aModelineLeadsFromTheFilesFolderToTheSchemaInTheProjectFolder() {
        let root = URL(fileURLWithPath: "/work/app")
        let folders = ["/work/app", "/work/app/Specs", "/work/app/Specs/Services", "/work/Shared/Specs"]
        #expect(
            folders.map { ProjectSchemaFile.spec.modeline(forFileIn: URL(fileURLWithPath: $0), projectRoot: root) } == [
                "# yaml-language-server: $schema=scaffold-spec.schema.json",
                "# yaml-language-server: $schema=../scaffold-spec.schema.json",
                "# yaml-language-server: $schema=../../scaffold-spec.schema.json",
                "# yaml-language-server: $schema=../../app/scaffold-spec.schema.json",
            ])
    }

    @Test func theStarterConfigPointsAtTheConfigSchemaBesideIt() {
        let root = URL(fileURLWithPath: "/work/app")
        #expect(
            ProjectStarter.config.hasPrefix(
                ProjectSchemaFile.config.modeline(forFileIn: root, projectRoot: root) + "\n"))
    }
}
