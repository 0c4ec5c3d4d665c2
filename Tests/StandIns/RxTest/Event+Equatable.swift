// API stand-in for RxTest 6.x: Event+Equatable.swift.
// Declarations only; bodies never run (see ../README.md).
//
// RxTest (not RxSwift) adds these conformances. `SingleEvent` is
// `Result<Element, Swift.Error>` in RxSwift 6 and gets no conformance here.
// `@retroactive` only silences the cross-module warning these separately built
// stand-ins would otherwise get (the real RxTest ships in the same package as RxSwift).

import RxSwift

// swift-format-ignore: AvoidRetroactiveConformances
extension CompletableEvent: @retroactive Equatable {
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool { fatalError() }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension Event: @retroactive Equatable where Element: Equatable {
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool { fatalError() }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension MaybeEvent: @retroactive Equatable where Element: Equatable {
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool { fatalError() }
}
