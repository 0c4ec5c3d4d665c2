// API stand-in for RxTest 6.x: TestScheduler, converter, testable observer/observable.
// Declarations only; bodies never run (see ../README.md).

import Foundation
import RxSwift

public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType {
    public typealias VirtualTimeUnit = Int
    public typealias VirtualTimeIntervalUnit = Int

    init(resolution: Double) {}

    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime { fatalError() }

    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit { fatalError() }

    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        fatalError()
    }

    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit { fatalError() }

    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        fatalError()
    }

    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        fatalError()
    }
}

public class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> {
    public struct Defaults {
        public static let created = 100
        public static let subscribed = 200
        public static let disposed = 1000
    }

    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        fatalError()
    }

    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        fatalError()
    }

    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> { fatalError() }

    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) { fatalError() }

    override public func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime { fatalError() }

    public func start<Element, OutputSequence: ObservableConvertibleType>(
        created: TestTime,
        subscribed: TestTime,
        disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element { fatalError() }

    public func start<Element, OutputSequence: ObservableConvertibleType>(
        disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element { fatalError() }

    public func start<Element, OutputSequence: ObservableConvertibleType>(
        _ create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element { fatalError() }
}

// TestableObserver.swift
public final class TestableObserver<Element>: ObserverType {
    public fileprivate(set) var events = [Recorded<Event<Element>>]()

    init(scheduler: TestScheduler) {}

    public func on(_ event: Event<Element>) { fatalError() }
}

// TestableObservable.swift
public class TestableObservable<Element>: ObservableType {
    public internal(set) var subscriptions: [Subscription]

    public internal(set) var recordedEvents: [Recorded<Event<Element>>]

    internal let testScheduler: TestScheduler

    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
        self.subscriptions = []
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element { fatalError() }
}
