// API stand-in for RxCocoa 6.x: SharedSequence operators.
// Declarations only; bodies never run (see ../README.md).

import RxSwift

extension SharedSequenceConvertibleType {
    public func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        fatalError()
    }

    public func compactMap<Result>(_ selector: @escaping (Element) -> Result?) -> SharedSequence<
        SharingStrategy, Result
    > {
        fatalError()
    }

    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        fatalError()
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> { fatalError() }
}

extension SharedSequenceConvertibleType {
    public func flatMapLatest<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result>
    { fatalError() }

    public func flatMapFirst<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result>
    { fatalError() }

    public func flatMap<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result>
    { fatalError() }
}

extension SharedSequenceConvertibleType {
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> { fatalError() }

    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> SharedSequence<SharingStrategy, Element> { fatalError() }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> { fatalError() }
}

extension SharedSequenceConvertibleType {
    public func distinctUntilChanged(_ keySelector: @escaping (Element) -> some Equatable)
        -> SharedSequence<SharingStrategy, Element>
    { fatalError() }

    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool)
        -> SharedSequence<SharingStrategy, Element>
    { fatalError() }

    public func distinctUntilChanged<K>(
        _ keySelector: @escaping (Element) -> K,
        comparer: @escaping (K, K) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> { fatalError() }
}

extension SharedSequenceConvertibleType {
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> SharedSequence<
        SharingStrategy, Element
    >
    where Collection.Element == SharedSequence<SharingStrategy, Element> { fatalError() }

    public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>])
        -> SharedSequence<SharingStrategy, Element>
    { fatalError() }

    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...)
        -> SharedSequence<SharingStrategy, Element>
    { fatalError() }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> { fatalError() }

    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> { fatalError() }
}

extension SharedSequenceConvertibleType {
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        fatalError()
    }

    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> { fatalError() }
}

extension SharedSequenceConvertibleType {
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) -> A) -> SharedSequence<SharingStrategy, A> {
        fatalError()
    }
}

extension SharedSequence {
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<
        SharingStrategy, Element
    >
    where Sequence.Element == SharedSequence<SharingStrategy, Element> { fatalError() }

    public static func concat<Collection: Swift.Collection>(_ collection: Collection)
        -> SharedSequence<SharingStrategy, Element>
    where Collection.Element == SharedSequence<SharingStrategy, Element> { fatalError() }
}

extension SharedSequence {
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping ([Element]) throws -> Result
    ) -> SharedSequence<SharingStrategy, Result>
    where Collection.Element == SharedSequence<SharingStrategy, Element> { fatalError() }

    public static func zip<Collection: Swift.Collection>(_ collection: Collection)
        -> SharedSequence<SharingStrategy, [Element]>
    where Collection.Element == SharedSequence<SharingStrategy, Element> { fatalError() }
}

extension SharedSequence {
    public static func combineLatest<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping ([Element]) throws -> Result
    ) -> SharedSequence<SharingStrategy, Result>
    where Collection.Element == SharedSequence<SharingStrategy, Element> { fatalError() }

    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
        -> SharedSequence<SharingStrategy, [Element]>
    where Collection.Element == SharedSequence<SharingStrategy, Element> { fatalError() }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> { fatalError() }

    public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        fatalError()
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    @available(
        *,
        message:
            "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead",
        unavailable
    )
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> { fatalError() }

    @available(
        *,
        message:
            "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead",
        unavailable
    )
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        fatalError()
    }
}

extension SharedSequenceConvertibleType {
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType, ResultType>(
        _ second: SecondO,
        resultSelector: @escaping (Element, SecondO.Element) -> ResultType
    ) -> SharedSequence<SharingStrategy, ResultType> where SecondO.SharingStrategy == SharingStrategy {
        fatalError()
    }

    public func withLatestFrom<SecondO: SharedSequenceConvertibleType>(_ second: SecondO)
        -> SharedSequence<SharingStrategy, SecondO.Element>
    { fatalError() }
}

extension SharedSequenceConvertibleType {
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> { fatalError() }

    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> { fatalError() }

    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> { fatalError() }
}
