// API stand-in for RxTest 6.x: time, recorded values, subscriptions.
// Declarations only; bodies never run (see ../README.md).

import Foundation
import RxSwift

public typealias TestTime = Int

// Recorded.swift
public struct Recorded<Value>: CustomDebugStringConvertible {
    public let time: TestTime
    public let value: Value

    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }
}

extension Recorded {
    public var debugDescription: String { fatalError() }
}

extension Recorded: Equatable where Value: Equatable {
    public static func == (lhs: Recorded<Value>, rhs: Recorded<Value>) -> Bool { fatalError() }
}

// Recorded+Event.swift
extension Recorded {
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        fatalError()
    }

    public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>>
    where Value == Event<T> { fatalError() }

    public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self)
        -> Recorded<Event<T>> where Value == Event<T>
    { fatalError() }
}

extension Recorded {
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>]
    where Value == Event<T> { fatalError() }

    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>]
    where Value == Event<T> { fatalError() }
}

// Subscription.swift
public struct Subscription: Equatable, Hashable, CustomDebugStringConvertible {
    public let subscribe: Int
    public let unsubscribe: Int

    public init(_ subscribe: Int) {
        self.subscribe = subscribe
        self.unsubscribe = Int.max
    }

    public init(_ subscribe: Int, _ unsubscribe: Int) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    public var debugDescription: String { fatalError() }
}
