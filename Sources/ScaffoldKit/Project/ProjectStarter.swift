import ScaffoldCore

/// The files `scaffold init` and `scaffold new` write: a commented config, a Makefile fragment and
/// a starter spec that validates and generates as it is.
public enum ProjectStarter {
    /// `scaffold.yml` with every setting at its default, each explained; its first line points editors at the
    /// config's schema beside it.
    public static let config = config()

    /// `config`, with the scenes in `output` and the tests in `testsFolder`, importing `testableImport`: where a
    /// package's app target and test target are, for a project started through the SwiftPM plugin.
    public static func config(
        output: String = "Scenes", testsFolder: String = "SceneTests", testableImport: String = "App"
    ) -> String {
        """
        # yaml-language-server: $schema=\(ProjectSchemaFile.config.fileName)
        # scaffold project settings. Every key is optional; the values below are the defaults.
        # Paths are relative to this file and must stay inside this folder.

        # Spec files or folders of specs (*.yml, *.yaml): one spec per scene.
        specs: Specs

        # Where scenes are written: <output>/<Scene>/<Scene>.generated.swift and the skeletons.
        output: \(output)

        # Where view model tests and mocks go ('tests: none' for none), and the app module they
        # '@testable import': in Xcode, tests live in their own target.
        tests:
          folder: \(testsFolder)
          testableImport: \(testableImport)

        # A folder of *.mustache files that replace built-in templates of the same name.
        # Start from the built-in ones with: scaffold templates export Templates
        # templates: Templates

        # How generated code looks; a spec may override these under its own 'conventions:'.
        conventions:
          # subject: PublishSubject<T> properties | observer: AnyObserver<T> | function: func name(_:)
          # | publishRelay: PublishRelay<T> properties
          inputs: subject
          # observable | driver | signal: the trait of outputs that do not name their own
          outputs: observable
          # false: the coordinator observes the view model's outputs
          # true: the view model gets its coordinator in init and calls route methods on it
          # property: the same, with the coordinator set after init (weak var coordinator)
          coordinatorInViewModel: false

        # Scenes written by hand, without a spec, that routes may start: each with its coordinator
        # class (default <Scene>Coordinator) and result type (default Void).
        # externalScenes:
        #   Onboarding:
        #   Settings: {coordinator: AppSettingsFlow, result: SettingsResult}

        # Protocols the app already has, which scenes may list under 'dependencies': scaffold writes their
        # mocks from these methods and takes them in AppDependencies' init, never the protocols themselves.
        # appServices:
        #   PostsUseCase:
        #     methods:
        #       - posts: {returns: "[Post]", kind: single}

        # The class every generated coordinator subclasses; 'generate: false' when the app has its own.
        baseCoordinator:
          name: BaseCoordinator
          generate: true

        # What scenes' own services and coordinators are called, in every scene.
        # service: <Scene>Service | useCase: <Scene>UseCase
        # coordinator: <Scene>Coordinator | navigator: <Scene>Navigator, which shows what <Scene>Assembler builds
        naming:
          service: service
          coordinator: coordinator

        # Xcode file lists every run keeps current, for a Run Script phase that runs scaffold before
        # compiling and that Xcode skips while no spec, template or app file it used has changed
        # (Integration.md, In Xcode).
        # xcode:
        #   inputFileList: scaffold-inputs.xcfilelist
        #   outputFileList: scaffold-outputs.xcfilelist

        """
    }

    /// A Makefile fragment: `include scaffold.mk`, then `make scaffold` and `make scaffold-check`.
    public static let makefile = """
        # scaffold.mk: include this from your Makefile.
        #   make scaffold        regenerate the scenes whose spec, config or templates changed
        #   make scaffold-check  fail when committed generated files are out of date (for CI)
        # One scaffold run covers every spec: its cache and byte comparison leave unchanged scenes alone,
        # so one process does the work of one per changed spec, and knows which scenes route to them.
        # A stamp records the last run; scaffold's depfile lists what that run read (specs, spec folders,
        # config, templates, scaffold itself), each name escaped as make reads it, spaces included, so
        # make reruns scaffold only when one of them is newer than the stamp, or gone.

        # Included before the Makefile's first rule, this file's rules must not become its default goal.
        scaffold_default_goal := $(.DEFAULT_GOAL)

        SCAFFOLD ?= scaffold
        SCAFFOLD_FLAGS ?=
        SCAFFOLD_STATE ?= .scaffold
        # Single-quotes a file name for the shell, so a name reaches scaffold as a name, never as a command.
        scaffold_quote = '$(subst ','\\'',$(1))'

        .PHONY: scaffold scaffold-check

        scaffold: $(SCAFFOLD_STATE)/make.stamp

        # The run prints the files it changed (a merge into your skeleton among them) and a summary.
        $(SCAFFOLD_STATE)/make.stamp:
        \t$(SCAFFOLD) scene --depfile $(call scaffold_quote,$(SCAFFOLD_STATE)/make.d) \\
        \t  --depfile-target $(call scaffold_quote,$@) $(SCAFFOLD_FLAGS)
        \t@touch $(call scaffold_quote,$@)

        scaffold-check:
        \t$(SCAFFOLD) scene --check $(SCAFFOLD_FLAGS)

        -include $(SCAFFOLD_STATE)/make.d

        # Empty, as when this file comes first, lets make choose the next rule the Makefile defines.
        .DEFAULT_GOAL := $(scaffold_default_goal)

        """

    /// A commented starter spec for scene `name`, whose first line is `modeline` (see `ProjectSchemaFile`).
    public static func spec(named name: String, modeline: String) -> String {
        """
        \(modeline)
        # The \(name) scene. Run `scaffold scene` after editing; see the spec reference, scaffold's Documentation/Specs.md.
        # Each list item names one member, in one of three forms that mean the same thing:
        #   - name                        carries nothing (Void)
        #   - name: Type                  carries a Type
        #   - name: {type: Type, doc: Text for the /// comment.}
        scene: \(name)
        doc: The \(name) screen.

        # What the screen sends to its view model.
        inputs:
          - viewDidLoad
          - refresh
          - close

        # What the view model emits; `trait:` may be observable, driver or signal.
        outputs:
          - title: {type: String, trait: driver}
          - items: "[String]"
          - didClose

        # Work run on request, with progress and errors: Action<Input, Output>.
        actions:
          - reload: {output: "[String]"}

        # One enum of screen states instead of scattered flags; adds an output `state`.
        state:
          - loading
          - loaded: "[String]"
          - failed: String

        # The view model's service: protocol \(name)ServiceType and struct \(name)Service.
        service:
          methods:
            - fetchItems: {returns: "[String]", kind: single}

        # Where outputs lead. `routes` start other scenes (- output: Scene); `result` says how this
        # scene finishes (omit it for a scene that never does).
        coordinator:
          result:
            - closed: {from: didClose}

        """
    }

    /// A commented starter spec for the shared service `name`, which scenes list under `dependencies`; its first
    /// line is `modeline`.
    public static func serviceSpec(named name: String, modeline: String) -> String {
        """
        \(modeline)
        # The \(name) service, shared by every scene that lists it: `dependencies: [\(name)]`.
        # Run `scaffold scene` after editing; see the spec reference, scaffold's Documentation/Specs.md.
        service: \(name)
        doc: What \(name) does for the scenes that use it.

        # One list item per method: - name: {params: [label: Type], returns: Type, kind: single}
        # `kind:` may be single, maybe, completable or observable.
        methods:
          - fetchItems: {params: [query: String], returns: "[String]", kind: single}

        """
    }
}
