// API stand-in for RxSwift 6.x: Reactive, ReactiveCompatible, Binder.
// These bodies run (see ../README.md).

import Foundation

@dynamicMemberLookup
public struct Reactive<Base> {
    public let base: Base

    public init(_ base: Base) {
        self.base = base
    }

    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property>
    where Base: AnyObject {
        Binder(base) { base, value in base[keyPath: keyPath] = value }
    }
}

public protocol ReactiveCompatible {
    associatedtype ReactiveBase

    static var rx: Reactive<ReactiveBase>.Type { get set }

    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // swiftlint:disable:next unused_setter_value
        set {}
    }

    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // swiftlint:disable:next unused_setter_value
        set {}
    }
}

extension NSObject: ReactiveCompatible {}

// Binder.swift (moved from RxCocoa to RxSwift in 6.0)
public struct Binder<Value>: ObserverType {
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// Holds `target` weakly and runs `binding` for each element on `scheduler` (by default
    /// synchronously when already on the main thread); an error is a programming error.
    public init<Target: AnyObject>(
        _ target: Target,
        scheduler: ImmediateSchedulerType = MainScheduler(),
        binding: @escaping (Target, Value) -> Void
    ) {
        self.binding = { [weak target] event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element) { element in
                    if let target { binding(target, element) }
                    return Disposables.create()
                }
            case .error(let error):
                rxFatalErrorInDebug("Binding error: \(error)")
            case .completed:
                break
            }
        }
    }

    public func on(_ event: Event<Value>) { binding(event) }

    public func asObserver() -> AnyObserver<Value> { AnyObserver(eventHandler: on) }
}
