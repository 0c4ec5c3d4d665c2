/// The types that generated code names from the modules it imports (the Swift standard library, Foundation,
/// UIKit, XCTest, RxSwift, RxRelay, RxCocoa, RxTest and Action), each with its module.
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
                    "Error", "Float", "Hashable", "Int", "Never", "Optional", "Result", "Sendable", "Set", "String",
                    "Void",
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
                    "UIAdaptivePresentationControllerDelegate", "UINavigationController",
                    "UINavigationControllerDelegate", "UIPresentationController", "UIResponder", "UIScene",
                    "UIView", "UIViewController", "UIWindow", "UIWindowScene",
                ]
            ),
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

    /// `modules` and the protocols of RxSwift that a service's protocol (its name and `Type`) would take: a
    /// service `Subject` would declare `SubjectType`.
    public static let shadowedByServices: [String: String] = modules.merging(
        ["SubjectType": "RxSwift", "Cancelable": "RxSwift"], uniquingKeysWith: { first, _ in first })
}
