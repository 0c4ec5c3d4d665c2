// API stand-in for RxTest 6.x: XCTest+Rx.swift (assertion overloads).
// Declarations only; bodies never run (see ../README.md).
//
// RxTest 5 also had an overload for `[SingleEvent<T>]`; whether it survived the
// RxSwift 6 switch of `SingleEvent` to `Result` could not be confirmed, so it is
// deliberately left out (a stand-in that is stricter than the real API is safe).

import RxSwift
import XCTest

// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Event<T>],
    _ rhs: [Event<T>],
    file: StaticString = #file,
    line: UInt = #line
) { fatalError() }

// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [MaybeEvent<T>],
    _ rhs: [MaybeEvent<T>],
    file: StaticString = #file,
    line: UInt = #line
) { fatalError() }

// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTAssertEqual(
    _ lhs: [CompletableEvent],
    _ rhs: [CompletableEvent],
    file: StaticString = #file,
    line: UInt = #line
) { fatalError() }

// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Recorded<Event<T>>],
    _ rhs: [Recorded<Event<T>>],
    file: StaticString = #file,
    line: UInt = #line
) { fatalError() }

// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Recorded<Event<T?>>],
    _ rhs: [Recorded<Event<T?>>],
    file: StaticString = #file,
    line: UInt = #line
) { fatalError() }

// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTAssertRecordedElements<T: Equatable>(
    _ stream: [Recorded<Event<T>>],
    _ elements: [T],
    file: StaticString = #file,
    line: UInt = #line
) { fatalError() }
