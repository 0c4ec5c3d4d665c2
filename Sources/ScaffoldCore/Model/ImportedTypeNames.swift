/// The types that generated code names from the modules it imports (the Swift standard library, Foundation,
/// UIKit, SafariServices, XCTest, RxSwift, RxRelay, RxCocoa, RxTest and Action), each with its module.
///
/// A type the app declares under one of these names shadows the imported one in every file of the app, so the
/// generated code that means the imported type no longer compiles. Generated code spells the Rx and Action
/// types with their module where an app type shadows them (`LibraryNames`); a service whose declarations would
/// take one of these names is refused.
public enum ImportedTypeNames {
    /// Each name with its module.
    public static let modules: [String: String] = {
        var modules: [String: String] = [:]
        let byModule: [(module: String, names: [String])] = [
            (
                "Swift",
                [
                    "Any", "AnyObject", "Array", "Bool", "CustomStringConvertible", "Dictionary", "Double", "Equatable",
                    "Error", "Float", "Hashable", "Int", "MainActor", "Never", "ObjectIdentifier", "Optional",
                    "Result", "Sendable", "Set", "String", "Void",
                ]
            ),
            (
                "Foundation",
                [
                    "Data", "Date", "DispatchQueue", "LocalizedError", "NSCoder", "NSLock", "NSObject",
                    "NSObjectProtocol", "NSRecursiveLock", "RunLoop", "Selector", "Thread", "TimeInterval", "URL",
                    "UUID",
                ]
            ),
            (
                "UIKit",
                [
                    "UIAdaptivePresentationControllerDelegate", "UIApplication", "UINavigationController",
                    "UINavigationControllerDelegate", "UIPresentationController", "UIResponder", "UIScene",
                    "UIView", "UIViewController", "UIWindow", "UIWindowScene",
                ]
            ),
            ("SafariServices", ["SFSafariViewController", "SFSafariViewControllerDelegate"]),
            ("XCTest", ["XCTestCase", "XCTSkip"]),
            (
                "RxSwift",
                [
                    "AnyObserver", "BehaviorSubject", "Binder", "Completable", "Disposable", "Disposables",
                    "DisposeBag", "Event", "Infallible", "MainScheduler", "Maybe", "Observable",
                    "ObservableConvertibleType", "ObservableType", "ObserverType", "PrimitiveSequence",
                    "PublishSubject", "Reactive", "ReplaySubject", "SchedulerType", "Single",
                ]
            ),
            ("RxRelay", ["BehaviorRelay", "PublishRelay", "ReplayRelay"]),
            ("RxCocoa", ["ControlEvent", "ControlProperty", "Driver", "SharedSequence", "Signal"]),
            ("RxTest", ["Recorded", "TestScheduler", "TestableObservable", "TestableObserver"]),
            ("Action", ["Action", "ActionError", "CocoaAction", "CompletableAction"]),
        ]
        for (module, names) in byModule {
            for name in names { modules[name] = module }
        }
        return modules
    }()

    /// The modules whose types generated code writes with their module where an app type shadows them
    /// (`LibraryNames` in ScaffoldKit, the `rx` object of the template contexts).
    public static let libraryModules: Set<String> = ["RxSwift", "RxRelay", "RxCocoa", "RxTest", "Action"]

    /// Each type generated code takes from `libraryModules`, with its module.
    public static let libraryTypes: [String: String] = modules.filter { libraryModules.contains($0.value) }

    /// The library type `name` written with its module, `RxSwift.Single`, for a project whose own type shadows
    /// it; nil for a name that is no library type. Action's types take a module selector (`Action::Action`), as
    /// `Action` is also its module's name, which a dotted name cannot get past.
    public static func qualifiedLibraryType(_ name: String) -> String? {
        guard let module = libraryTypes[name] else { return nil }
        return module == "Action" ? "\(module)::\(name)" : "\(module).\(name)"
    }

    /// Library types that take generic arguments: written bare in a spec, such a name is an app type.
    static let genericLibraryTypes: Set<String> = [
        "AnyObserver", "BehaviorSubject", "Event", "Infallible", "Maybe", "Observable", "PrimitiveSequence",
        "PublishSubject", "Reactive", "ReplaySubject", "Single", "Binder", "BehaviorRelay", "PublishRelay",
        "ReplayRelay", "ControlEvent", "ControlProperty", "Driver", "SharedSequence", "Signal", "Recorded",
        "TestableObservable", "TestableObserver", "Action", "CompletableAction",
    ]

    /// Library types a spec can only write bare, since their module is also a class's name (`Action.CocoaAction`
    /// does not compile), and which no app names its own: written bare, they are the library's.
    public static let libraryWhenBare: Set<String> = ["CocoaAction"]

    /// The names in `type` that are the app's own types although a library type has the name: a library type
    /// written bare where it takes generic arguments (`[Event]`, `Driver?`), or any other library name written
    /// bare. `RxSwift.Single<User>` and `Observable<Int>` are the library's.
    public static func appTypesNamedLikeLibraryTypes(in type: SwiftType) -> Set<String> {
        var names: Set<String> = []
        type.forEachNamedType { components in
            guard components.count == 1, let name = components.first, libraryTypes[name.name] != nil,
                !libraryWhenBare.contains(name.name)
            else { return }
            if !genericLibraryTypes.contains(name.name) || name.genericArguments.isEmpty {
                names.insert(name.name)
            }
        }
        return names
    }

    /// Whether generated code writes Action's type `name` with a module selector (`Action::Action`) when an app
    /// type shadows it: Action's types are the only library types whose module shares a class's name.
    public static func needsModuleSelector(_ name: String) -> Bool { libraryTypes[name] == "Action" }

    /// `modules` and the protocols of RxSwift that a service's protocol (its name and `Type`) would take: a
    /// service `Subject` would declare `SubjectType`.
    public static let shadowedByServices: [String: String] = modules.merging(
        ["SubjectType": "RxSwift", "Cancelable": "RxSwift"], uniquingKeysWith: { first, _ in first })
}
