// API stand-in for RxSwift 6.x: schedulers.
// Declarations only; bodies never run (see ../README.md).

import Dispatch
import Foundation

public typealias RxTimeInterval = DispatchTimeInterval
public typealias RxTime = Date

public protocol ImmediateSchedulerType {
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

extension ImmediateSchedulerType {
    public func scheduleRecursive<State>(
        _ state: State,
        action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable { fatalError() }
}

public protocol SchedulerType: ImmediateSchedulerType {
    var now: RxTime { get }

    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable

    func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable
}

extension SchedulerType {
    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable { fatalError() }
}

public class CurrentThreadScheduler: ImmediateSchedulerType {
    public static let instance = CurrentThreadScheduler()

    public static var isScheduleRequired: Bool { fatalError() }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        fatalError()
    }
}

public class SerialDispatchQueueScheduler: SchedulerType {
    public typealias TimeInterval = Foundation.TimeInterval
    public typealias Time = Date

    public var now: Date { fatalError() }

    init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {}

    public convenience init(
        internalSerialQueueName: String,
        serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
        leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)
    ) { fatalError() }

    public convenience init(
        queue: DispatchQueue,
        internalSerialQueueName: String,
        leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)
    ) { fatalError() }

    public convenience init(
        qos: DispatchQoS,
        internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
        leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)
    ) { fatalError() }

    public final func schedule<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable { fatalError() }

    public final func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable { fatalError() }

    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable { fatalError() }
}

public final class MainScheduler: SerialDispatchQueueScheduler {
    public init() { super.init(serialQueue: DispatchQueue.main) }

    public static let instance = MainScheduler()

    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) { fatalError() }

    public static func ensureRunningOnMainThread(errorMessage: String? = nil) { fatalError() }
}

public class ConcurrentDispatchQueueScheduler: SchedulerType {
    public typealias TimeInterval = Foundation.TimeInterval
    public typealias Time = Date

    public var now: Date { fatalError() }

    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {}

    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        fatalError()
    }

    public final func schedule<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable { fatalError() }

    public final func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable { fatalError() }

    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable { fatalError() }
}

public final class ConcurrentMainScheduler: SchedulerType {
    public typealias TimeInterval = Foundation.TimeInterval
    public typealias Time = Date

    public var now: Date { fatalError() }

    public static let instance = ConcurrentMainScheduler()

    private init() {}

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        fatalError()
    }

    public final func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable { fatalError() }

    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable { fatalError() }
}

// VirtualTimeConverterType.swift
public protocol VirtualTimeConverterType {
    associatedtype VirtualTimeUnit
    associatedtype VirtualTimeIntervalUnit

    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

public enum VirtualTimeComparison {
    case lessThan
    case equal
    case greaterThan
}

// VirtualTimeScheduler.swift
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType {
    public typealias VirtualTime = Converter.VirtualTimeUnit
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    public var now: RxTime { fatalError() }

    public var clock: VirtualTime { fatalError() }

    public init(initialClock: VirtualTime, converter: Converter) {}

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        fatalError()
    }

    public func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable { fatalError() }

    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType,
        dueTime: VirtualTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable { fatalError() }

    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType,
        time: VirtualTime,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable { fatalError() }

    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime { fatalError() }

    public func start() { fatalError() }

    public func advanceTo(_ virtualTime: VirtualTime) { fatalError() }

    public func sleep(_ virtualInterval: VirtualTimeInterval) { fatalError() }

    public func stop() { fatalError() }
}

extension VirtualTimeScheduler: CustomDebugStringConvertible {
    public var debugDescription: String { fatalError() }
}
