// API stand-in for RxSwift 6.x: combineLatest / zip (arity 2...4 and collections).
// These bodies run (see ../README.md); every arity goes through the array forms at the end of the file.

extension ObservableType {
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        combineLatestArray([source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any }]) {
            values in
            try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element)
        }
    }
}

extension ObservableType where Element == Any {
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable<(O1.Element, O2.Element)>.combineLatest(source1, source2) { ($0, $1) }
    }
}

extension ObservableType {
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        combineLatestArray([
            source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
            source3.asObservable().map { $0 as Any },
        ]) { values in
            try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element)
        }
    }
}

extension ObservableType where Element == Any {
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.combineLatest(source1, source2, source3) { ($0, $1, $2) }
    }
}

extension ObservableType {
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        combineLatestArray([
            source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
            source3.asObservable().map { $0 as Any }, source4.asObservable().map { $0 as Any },
        ]) { values in
            try resultSelector(
                values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element, values[3] as! O4.Element)
        }
    }
}

extension ObservableType where Element == Any {
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.combineLatest(source1, source2, source3, source4) {
            ($0, $1, $2, $3)
        }
    }
}

extension ObservableType {
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        combineLatestArray(collection.map { $0.asObservable() }, resultSelector)
    }

    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.combineLatestArray(collection.map { $0.asObservable() }) { $0 }
    }
}

extension ObservableType {
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        zipArray([source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any }]) { values in
            try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element)
        }
    }
}

extension ObservableType where Element == Any {
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable<(O1.Element, O2.Element)>.zip(source1, source2) { ($0, $1) }
    }
}

extension ObservableType {
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        zipArray([
            source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
            source3.asObservable().map { $0 as Any },
        ]) { values in
            try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element)
        }
    }
}

extension ObservableType where Element == Any {
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.zip(source1, source2, source3) { ($0, $1, $2) }
    }
}

extension ObservableType {
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        zipArray([
            source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
            source3.asObservable().map { $0 as Any }, source4.asObservable().map { $0 as Any },
        ]) { values in
            try resultSelector(
                values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element, values[3] as! O4.Element)
        }
    }
}

extension ObservableType where Element == Any {
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.zip(source1, source2, source3, source4) {
            ($0, $1, $2, $3)
        }
    }
}

extension ObservableType {
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        zipArray(collection.map { $0.asObservable() }, resultSelector)
    }

    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.zipArray(collection.map { $0.asObservable() }) { $0 }
    }
}

extension ObservableType {
    /// Emits `combine` of the latest element of every source once each has one, then on every element.
    /// Completes when all sources have completed, or when one completes without ever emitting.
    fileprivate static func combineLatestArray<Value>(
        _ sources: [Observable<Value>],
        _ combine: @escaping ([Value]) throws -> Element
    ) -> Observable<Element> {
        guard !sources.isEmpty else { return emitOnce { try combine([]) } }
        return AnonymousObservable { observer in
            let lock = RecursiveLock()
            var latest = [Value?](repeating: nil, count: sources.count)
            var completed = [Bool](repeating: false, count: sources.count)
            let subscriptions = sources.enumerated().map { index, source in
                source.subscribeEvents { event in
                    lock.perform {
                        switch event {
                        case .next(let value):
                            latest[index] = value
                            let values = latest.compactMap { $0 }
                            guard values.count == sources.count else { return }
                            do {
                                observer.onNext(try combine(values))
                            } catch {
                                observer.onError(error)
                            }
                        case .error(let error):
                            observer.onError(error)
                        case .completed:
                            completed[index] = true
                            if latest[index] == nil || !completed.contains(false) { observer.onCompleted() }
                        }
                    }
                }
            }
            return Disposables.create(subscriptions)
        }
    }

    /// Emits `combine` of the next unused element of every source once each has one. Completes when a
    /// source has completed and all its elements are used.
    fileprivate static func zipArray<Value>(
        _ sources: [Observable<Value>],
        _ combine: @escaping ([Value]) throws -> Element
    ) -> Observable<Element> {
        guard !sources.isEmpty else { return emitOnce { try combine([]) } }
        return AnonymousObservable { observer in
            let lock = RecursiveLock()
            var queues = [[Value]](repeating: [], count: sources.count)
            var completed = [Bool](repeating: false, count: sources.count)
            func isExhausted(_ index: Int) -> Bool { completed[index] && queues[index].isEmpty }
            let subscriptions = sources.enumerated().map { index, source in
                source.subscribeEvents { event in
                    lock.perform {
                        switch event {
                        case .next(let value):
                            queues[index].append(value)
                            if queues.allSatisfy({ !$0.isEmpty }) {
                                let values = queues.indices.map { queues[$0].removeFirst() }
                                do {
                                    observer.onNext(try combine(values))
                                } catch {
                                    observer.onError(error)
                                    return
                                }
                            }
                            if queues.indices.contains(where: isExhausted) { observer.onCompleted() }
                        case .error(let error):
                            observer.onError(error)
                        case .completed:
                            completed[index] = true
                            if queues.indices.contains(where: isExhausted) { observer.onCompleted() }
                        }
                    }
                }
            }
            return Disposables.create(subscriptions)
        }
    }

    /// For an empty source array: one `result` element, then completion, as RxSwift does.
    private static func emitOnce(_ result: @escaping () throws -> Element) -> Observable<Element> {
        AnonymousObservable { observer in
            do {
                observer.onNext(try result())
                observer.onCompleted()
            } catch {
                observer.onError(error)
            }
            return Disposables.create()
        }
    }
}
