// API stand-in for RxSwift 6.x: schedulers.
// These bodies run (see ../README.md). Timed work uses DispatchQueue.asyncAfter on the scheduler's queue.

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
    ) -> Disposable {
        let recursion = RecursiveScheduling(scheduler: self, action: action)
        recursion.schedule(state)
        return recursion
    }
}

/// Runs `action` on `scheduler`, once per `recurse` call, until disposed.
private final class RecursiveScheduling<State>: Disposable {
    private let scheduler: ImmediateSchedulerType
    private let action: (State, (State) -> Void) -> Void
    // Steps scheduled but not yet started, so that disposal can cancel them.
    private let pending = CompositeDisposable()

    init(scheduler: ImmediateSchedulerType, action: @escaping (State, (State) -> Void) -> Void) {
        self.scheduler = scheduler
        self.action = action
    }

    func schedule(_ state: State) {
        let step = SingleAssignmentDisposable()
        guard let key = pending.insert(step) else { return }
        step.setDisposable(
            scheduler.schedule(state) { state in
                self.pending.remove(for: key)
                if !self.pending.isDisposed {
                    self.action(state) { next in self.schedule(next) }
                }
                return Disposables.create()
            })
    }

    func dispose() {
        pending.dispose()
    }
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
    ) -> Disposable {
        // Each tick schedules the next one relative to now: good enough for UI timers.
        let ticks = SerialDisposable()
        func tick(_ state: StateType, after delay: RxTimeInterval) {
            ticks.disposable = scheduleRelative(state, dueTime: delay) { state in
                tick(action(state), after: period)
                return Disposables.create()
            }
        }
        tick(state, after: startAfter)
        return ticks
    }
}

public class CurrentThreadScheduler: ImmediateSchedulerType {
    public static let instance = CurrentThreadScheduler()

    /// The queue of the action running on this thread, if one is: work scheduled meanwhile waits in
    /// it (a trampoline) instead of running nested, and runs when that action returns.
    private final class Trampoline {
        var queue: [() -> Void] = []
    }

    private static let trampolineKey = "RxSwiftStandIn.CurrentThreadScheduler.trampoline"

    private static var trampoline: Trampoline? {
        get { Thread.current.threadDictionary[trampolineKey] as? Trampoline }
        set { Thread.current.threadDictionary[trampolineKey] = newValue }
    }

    public static var isScheduleRequired: Bool { trampoline == nil }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if let trampoline = CurrentThreadScheduler.trampoline {
            let scheduled = SingleAssignmentDisposable()
            trampoline.queue.append {
                if !scheduled.isDisposed { scheduled.setDisposable(action(state)) }
            }
            return scheduled
        }
        let trampoline = Trampoline()
        CurrentThreadScheduler.trampoline = trampoline
        defer { CurrentThreadScheduler.trampoline = nil }
        let disposable = action(state)
        while !trampoline.queue.isEmpty {
            trampoline.queue.removeFirst()()
        }
        return disposable
    }
}

/// Dispatch-queue scheduling shared by the dispatch schedulers.
private enum DispatchScheduling {
    static func async<StateType>(
        on queue: DispatchQueue,
        _ state: StateType,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let scheduled = SingleAssignmentDisposable()
        queue.async {
            if !scheduled.isDisposed { scheduled.setDisposable(action(state)) }
        }
        return scheduled
    }

    static func after<StateType>(
        _ dueTime: RxTimeInterval,
        on queue: DispatchQueue,
        _ state: StateType,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let scheduled = SingleAssignmentDisposable()
        queue.asyncAfter(deadline: .now() + dueTime) {
            if !scheduled.isDisposed { scheduled.setDisposable(action(state)) }
        }
        return scheduled
    }

    static func periodic<StateType>(
        on queue: DispatchQueue,
        leeway: DispatchTimeInterval,
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        let cancelled = BooleanDisposable()
        var state = state
        timer.schedule(deadline: .now() + startAfter, repeating: period, leeway: leeway)
        timer.setEventHandler {
            if !cancelled.isDisposed { state = action(state) }
        }
        timer.resume()
        return Disposables.create {
            cancelled.dispose()
            timer.cancel()
        }
    }
}

public class SerialDispatchQueueScheduler: SchedulerType {
    public typealias TimeInterval = Foundation.TimeInterval
    public typealias Time = Date

    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    public var now: Date { Date() }

    init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        self.queue = serialQueue
        self.leeway = leeway
    }

    public convenience init(
        internalSerialQueueName: String,
        serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
        leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)
    ) {
        let queue = DispatchQueue(label: internalSerialQueueName)
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    public convenience init(
        queue: DispatchQueue,
        internalSerialQueueName: String,
        leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)
    ) {
        self.init(serialQueue: DispatchQueue(label: internalSerialQueueName, target: queue), leeway: leeway)
    }

    public convenience init(
        qos: DispatchQoS,
        internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
        leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)
    ) {
        self.init(serialQueue: DispatchQueue(label: internalSerialQueueName, qos: qos), leeway: leeway)
    }

    public final func schedule<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable { scheduleInternal(state, action: action) }

    /// What `schedule` does; `MainScheduler` overrides it (`schedule` itself is final, as in RxSwift).
    func scheduleInternal<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable { DispatchScheduling.async(on: queue, state, action: action) }

    public final func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable { DispatchScheduling.after(dueTime, on: queue, state, action: action) }

    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        DispatchScheduling.periodic(
            on: queue, leeway: leeway, state, startAfter: startAfter, period: period, action: action)
    }
}

public final class MainScheduler: SerialDispatchQueueScheduler {
    public init() { super.init(serialQueue: DispatchQueue.main) }

    public static let instance = MainScheduler()

    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        if !Thread.isMainThread {
            fatalError(errorMessage ?? "Executing on background thread. Please use `MainScheduler.instance.schedule`")
        }
    }

    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        if !Thread.isMainThread {
            fatalError(errorMessage ?? "Running on background thread.")
        }
    }

    // How many actions this scheduler has started or enqueued and not finished.
    private let lock = RecursiveLock()
    private var outstanding = 0

    /// Like RxSwift's: runs `action` at once when called on the main thread while nothing this
    /// scheduler enqueued is still waiting (so order is kept), and enqueues it on the main queue otherwise.
    override func scheduleInternal<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let previouslyOutstanding: Int = lock.perform {
            defer { outstanding += 1 }
            return outstanding
        }
        if Thread.isMainThread && previouslyOutstanding == 0 {
            defer { lock.perform { outstanding -= 1 } }
            return action(state)
        }
        let scheduled = SingleAssignmentDisposable()
        queue.async {
            defer { self.lock.perform { self.outstanding -= 1 } }
            if !scheduled.isDisposed { scheduled.setDisposable(action(state)) }
        }
        return scheduled
    }
}

public class ConcurrentDispatchQueueScheduler: SchedulerType {
    public typealias TimeInterval = Foundation.TimeInterval
    public typealias Time = Date

    private let queue: DispatchQueue
    private let leeway: DispatchTimeInterval

    public var now: Date { Date() }

    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        self.queue = queue
        self.leeway = leeway
    }

    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), leeway: leeway)
    }

    public final func schedule<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable { DispatchScheduling.async(on: queue, state, action: action) }

    public final func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable { DispatchScheduling.after(dueTime, on: queue, state, action: action) }

    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        DispatchScheduling.periodic(
            on: queue, leeway: leeway, state, startAfter: startAfter, period: period, action: action)
    }
}

public final class ConcurrentMainScheduler: SchedulerType {
    public typealias TimeInterval = Foundation.TimeInterval
    public typealias Time = Date

    public var now: Date { Date() }

    public static let instance = ConcurrentMainScheduler()

    private init() {}

    /// Runs at once on the main thread (whatever is queued), else enqueues on the main queue.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if Thread.isMainThread { return action(state) }
        return DispatchScheduling.async(on: DispatchQueue.main, state, action: action)
    }

    public final func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable { MainScheduler.instance.scheduleRelative(state, dueTime: dueTime, action: action) }

    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        MainScheduler.instance.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
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

    /// A scheduled action: it runs when the clock reaches `time`, in scheduling order among equals.
    private struct Item {
        let time: VirtualTime
        let id: Int
        let run: () -> Void
    }

    private let converter: Converter
    private var currentClock: VirtualTime
    private var items: [Item] = []
    private var nextID = 0
    private var running = false

    public var now: RxTime { converter.convertFromVirtualTime(currentClock) }

    public var clock: VirtualTime { currentClock }

    public init(initialClock: VirtualTime, converter: Converter) {
        self.currentClock = initialClock
        self.converter = converter
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    public func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let time = converter.convertToVirtualTime(now.addingTimeInterval(dueTime.rxSeconds))
        return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(time), action: action)
    }

    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType,
        dueTime: VirtualTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleAbsoluteVirtual(state, time: converter.offsetVirtualTime(currentClock, offset: dueTime), action: action)
    }

    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType,
        time: VirtualTime,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let scheduled = SingleAssignmentDisposable()
        nextID += 1
        items.append(
            Item(time: time, id: nextID) {
                if !scheduled.isDisposed { scheduled.setDisposable(action(state)) }
            })
        return scheduled
    }

    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime { time }

    /// Runs the scheduled actions in time order, moving the clock forward, until none is left or `stop()`.
    public func start() {
        running = true
        while running, let item = takeNext(until: nil) {
            run(item)
        }
        running = false
    }

    public func advanceTo(_ virtualTime: VirtualTime) {
        running = true
        while running, let item = takeNext(until: virtualTime) {
            run(item)
        }
        running = false
        if converter.compareVirtualTime(currentClock, virtualTime) == .lessThan { currentClock = virtualTime }
    }

    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        currentClock = converter.offsetVirtualTime(currentClock, offset: virtualInterval)
    }

    public func stop() { running = false }

    private func run(_ item: Item) {
        if converter.compareVirtualTime(currentClock, item.time) == .lessThan { currentClock = item.time }
        item.run()
    }

    /// Removes and returns the earliest item, if it is due by `limit` (any time when nil).
    private func takeNext(until limit: VirtualTime?) -> Item? {
        guard
            let index = items.indices.min(by: { lhs, rhs in
                switch converter.compareVirtualTime(items[lhs].time, items[rhs].time) {
                case .lessThan: return true
                case .greaterThan: return false
                case .equal: return items[lhs].id < items[rhs].id
                }
            })
        else { return nil }
        if let limit, converter.compareVirtualTime(items[index].time, limit) == .greaterThan { return nil }
        return items.remove(at: index)
    }
}

extension VirtualTimeScheduler: CustomDebugStringConvertible {
    public var debugDescription: String { "VirtualTimeScheduler(clock: \(clock), scheduled: \(items.count))" }
}
