import ScaffoldCore

/// How generated code spells the types it takes from RxSwift, RxRelay, RxCocoa, RxTest and Action.
///
/// A type of the app's module shadows an imported type of the same name in every file of that module, and in a
/// test module that imports both, the two are ambiguous. So when a project's specs use an app type named like one
/// of these (an `Event` model, a music `Single`, a taxi `Driver`), generated code writes the library's type with
/// its module (`RxSwift.Single`) and, in tests, the app's with the app module (`App.Single`). Other projects get
/// the plain names. `Action` is also its module's name, which a dotted name cannot get past, so Action's types
/// take a module selector (`Action::Action`), which needs Swift 6.3: `SpecValidator` warns where a spec makes
/// generated code need it.
///
/// Templates see it as the `rx` object, whose keys are not its properties but the library type names, each spelled
/// as generated code writes it (`rx.DisposeBag`); its `templateValue` and schema are generated from `names`.
/// - Template object: library names
/// - Template keys: one per library type
public struct LibraryNames: Sendable, Equatable {
    /// Each library type generated code or its tests can meet, with its module.
    static let modules: [String: String] = ImportedTypeNames.libraryTypes

    /// The library names an app type of the project shadows, which generated code therefore qualifies.
    public let shadowed: Set<String>
    /// Foundation names the specs use that `appCode` declares as the app's own types (a `Notification` model): the
    /// test module imports Foundation and the app, so its files write these with the app module.
    public var appTypesNamedLikeFoundation: Set<String> = []

    public init(shadowed: Set<String> = []) {
        self.shadowed = shadowed.intersection(Self.modules.keys)
    }

    /// The names of `specs` and `services` that are the app's own types and also name a library type: a library
    /// type written bare where it takes generic arguments, any other library name, and services named like one.
    /// A spec that means the library's type writes it with its module (`RxSwift.Completable`).
    public init(appTypesOf specs: some Sequence<SceneSpec>, services: some Sequence<SharedServiceSpec>) {
        var names: Set<String> = []
        for spec in specs {
            for type in spec.memberTypes { names.formUnion(ImportedTypeNames.appTypesNamedLikeLibraryTypes(in: type)) }
            if let service = spec.service?.name { names.insert(service.value) }
        }
        for service in services {
            names.insert(service.name.value)
            for type in service.methods.flatMap(\.types) + service.properties.map(\.type.value) {
                names.formUnion(ImportedTypeNames.appTypesNamedLikeLibraryTypes(in: type))
            }
        }
        self.init(shadowed: names)
    }

    /// The library's `name` as generated code writes it: plain, or with its module when an app type shadows it.
    public func callAsFunction(_ name: String) -> String {
        guard shadowed.contains(name), let qualified = ImportedTypeNames.qualifiedLibraryType(name) else { return name }
        return qualified
    }

    /// `type` as a test module that imports the app module `appModule` and the libraries writes it: each app type
    /// named like a library type gets the app module's name. Nil `appModule` (tests inside the app's module) and a
    /// project without such types leave it unchanged.
    public func inTests(_ type: SwiftType, appModule: String?) -> SwiftType {
        guard let appModule, !shadowed.isEmpty || !appTypesNamedLikeFoundation.isEmpty else { return type }
        return type.qualifyingFirstComponents(shadowed.union(appTypesNamedLikeFoundation), with: appModule)
    }

    /// Whether `types` name one of Action's types (`CocoaAction`, `Action<Int, String>`) that is not the app's own,
    /// so that the files declaring them import Action.
    public func useAction(_ types: [SwiftType]) -> Bool {
        modules(usedBy: types).contains("Action")
    }

    /// The library modules (RxSwift, RxRelay, RxCocoa, RxTest, Action) whose types `types` name, at any depth, where
    /// they are not the app's own: the modules a file that declares them imports. A library type written with its
    /// module (`RxCocoa.Driver<Int>`) is the library's even where an app type shadows the bare name.
    public func modules(usedBy types: [SwiftType]) -> Set<String> {
        var used: Set<String> = []
        for type in types {
            type.forEachNamedType { components in
                if let module = libraryModule(of: components) { used.insert(module) }
            }
        }
        return used
    }

    /// The library module of the type `components` name, where it is not the app's own: a bare library name that
    /// no app type shadows, or one written with its module (`RxCocoa.Driver`), which is the library's even where an
    /// app type shadows the bare name. Nil for any other name.
    func libraryModule(of components: [SwiftType.Component]) -> String? {
        guard let last = components.last, let module = Self.modules[last.name] else { return nil }
        switch components.count {
        case 1: return shadowed.contains(last.name) ? nil : module
        case 2: return components[0].name == module && components[0].genericArguments.isEmpty ? module : nil
        default: return nil
        }
    }

    /// Every library type name, as the `rx` object of the template contexts lists them.
    public static var names: [String] { modules.keys.sorted() }
}
