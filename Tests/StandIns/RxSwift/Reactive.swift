// API stand-in for RxSwift 6.x: Reactive, ReactiveCompatible, Binder.
// Declarations only; bodies never run (see ../README.md).

import Foundation

@dynamicMemberLookup
public struct Reactive<Base> {
    public let base: Base

    public init(_ base: Base) {
        self.base = base
    }

    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property>
    where Base: AnyObject {
        fatalError()
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

    public init<Target: AnyObject>(
        _ target: Target,
        scheduler: ImmediateSchedulerType = MainScheduler(),
        binding: @escaping (Target, Value) -> Void
    ) {}

    public func on(_ event: Event<Value>) { fatalError() }

    public func asObserver() -> AnyObserver<Value> { fatalError() }
}
