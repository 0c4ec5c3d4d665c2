// API stand-in for RxCocoa 6.x: SharedSequence operators.
// Declarations only; bodies never run (see ../README.md).

import RxSwift

public extension SharedSequenceConvertibleType {
    func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        fatalError()
    }

    func compactMap<Result>(_ selector: @escaping (Element) -> Result?) -> SharedSequence<SharingStrategy, Result> {
        fatalError()
    }

    func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        fatalError()
    }
}

public extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> { fatalError() }
}

public extension SharedSequenceConvertibleType {
    func flatMapLatest<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
    -> SharedSequence<Sharing, Result> { fatalError() }

    func flatMapFirst<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
    -> SharedSequence<Sharing, Result> { fatalError() }

    func flatMap<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
    -> SharedSequence<Sharing, Result> { fatalError() }
}

public extension SharedSequenceConvertibleType {
    func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> { fatalError() }

    func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> SharedSequence<SharingStrategy, Element> { fatalError() }
}

public extension SharedSequenceConvertibleType where Element: Equatable {
    func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> { fatalError() }
}

public extension SharedSequenceConvertibleType {
    func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key)
    -> SharedSequence<SharingStrategy, Element> { fatalError() }

    func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool)
    -> SharedSequence<SharingStrategy, Element> { fatalError() }

    func distinctUntilChanged<K>(
        _ keySelector: @escaping (Element) -> K,
        comparer: @escaping (K, K) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> { fatalError() }
}

public extension SharedSequenceConvertibleType {
    static func merge<Collection: Swift.Collection>(_ sources: Collection) -> SharedSequence<SharingStrategy, Element>
    where Collection.Element == SharedSequence<SharingStrategy, Element> { fatalError() }

    static func merge(_ sources: [SharedSequence<SharingStrategy, Element>])
    -> SharedSequence<SharingStrategy, Element> { fatalError() }

    static func merge(_ sources: SharedSequence<SharingStrategy, Element>...)
    -> SharedSequence<SharingStrategy, Element> { fatalError() }
}

public extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> { fatalError() }

    func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> { fatalError() }
}

public extension SharedSequenceConvertibleType {
    func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        fatalError()
    }

    func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> { fatalError() }
}

public extension SharedSequenceConvertibleType {
    func scan<A>(_ seed: A, accumulator: @escaping (A, Element) -> A) -> SharedSequence<SharingStrategy, A> {
        fatalError()
    }
}

public extension SharedSequence {
    static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element>
    where Sequence.Element == SharedSequence<SharingStrategy, Element> { fatalError() }

    static func concat<Collection: Swift.Collection>(_ collection: Collection)
    -> SharedSequence<SharingStrategy, Element>
    where Collection.Element == SharedSequence<SharingStrategy, Element> { fatalError() }
}

public extension SharedSequence {
    static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping ([Element]) throws -> Result
    ) -> SharedSequence<SharingStrategy, Result>
    where Collection.Element == SharedSequence<SharingStrategy, Element> { fatalError() }

    static func zip<Collection: Swift.Collection>(_ collection: Collection)
    -> SharedSequence<SharingStrategy, [Element]>
    where Collection.Element == SharedSequence<SharingStrategy, Element> { fatalError() }
}

public extension SharedSequence {
    static func combineLatest<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping ([Element]) throws -> Result
    ) -> SharedSequence<SharingStrategy, Result>
    where Collection.Element == SharedSequence<SharingStrategy, Element> { fatalError() }

    static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
    -> SharedSequence<SharingStrategy, [Element]>
    where Collection.Element == SharedSequence<SharingStrategy, Element> { fatalError() }
}

public extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> { fatalError() }

    func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        fatalError()
    }
}

public extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    @available(
        *,
        message: "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead",
        unavailable
    )
    func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> { fatalError() }

    @available(
        *,
        message: "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead",
        unavailable
    )
    func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        fatalError()
    }
}

public extension SharedSequenceConvertibleType {
    func withLatestFrom<SecondO: SharedSequenceConvertibleType, ResultType>(
        _ second: SecondO,
        resultSelector: @escaping (Element, SecondO.Element) -> ResultType
    ) -> SharedSequence<SharingStrategy, ResultType> where SecondO.SharingStrategy == SharingStrategy {
        fatalError()
    }

    func withLatestFrom<SecondO: SharedSequenceConvertibleType>(_ second: SecondO)
    -> SharedSequence<SharingStrategy, SecondO.Element> { fatalError() }
}

public extension SharedSequenceConvertibleType {
    func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> { fatalError() }

    func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> { fatalError() }

    func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> { fatalError() }
}
