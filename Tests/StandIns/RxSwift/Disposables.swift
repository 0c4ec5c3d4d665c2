// API stand-in for RxSwift 6.x: disposables.
// These bodies run (see ../README.md).

public protocol Disposable {
    func dispose()
}

public protocol Cancelable: Disposable {
    var isDisposed: Bool { get }
}

public struct Disposables {
    private init() {}
}

extension Disposables {
    public static func create() -> Disposable { NopDisposable() }

    public static func create(with dispose: @escaping () -> Void) -> Cancelable { AnonymousDisposable(dispose) }

    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        CompositeDisposable(disposable1, disposable2)
    }

    public static func create(
        _ disposable1: Disposable,
        _ disposable2: Disposable,
        _ disposable3: Disposable
    ) -> Cancelable { CompositeDisposable(disposable1, disposable2, disposable3) }

    public static func create(
        _ disposable1: Disposable,
        _ disposable2: Disposable,
        _ disposable3: Disposable,
        _ disposables: Disposable...
    ) -> Cancelable { CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables) }

    public static func create(_ disposables: [Disposable]) -> Cancelable {
        CompositeDisposable(disposables: disposables)
    }
}

/// Disposes nothing.
private struct NopDisposable: Disposable {
    func dispose() {}
}

/// Runs its action on the first `dispose()` only.
private final class AnonymousDisposable: Cancelable {
    private let lock = RecursiveLock()
    private var action: (() -> Void)?
    private var disposed = false

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    var isDisposed: Bool { lock.perform { disposed } }

    func dispose() {
        let action: (() -> Void)? = lock.perform {
            defer { self.action = nil }
            disposed = true
            return self.action
        }
        action?()
    }
}

public class DisposeBase {
    init() {}
}

extension Disposable {
    public func disposed(by bag: DisposeBag) { bag.insert(self) }
}

/// Disposes everything inserted into it when it is deallocated (replace the bag to dispose early).
public final class DisposeBag: DisposeBase {
    private let lock = RecursiveLock()
    private var disposables: [Disposable] = []

    override public init() {}

    public func insert(_ disposable: Disposable) {
        lock.perform { disposables.append(disposable) }
    }

    deinit {
        // In insertion order, as RxSwift does.
        for disposable in disposables { disposable.dispose() }
    }
}

extension DisposeBag {
    public convenience init(disposing disposables: Disposable...) {
        self.init(disposing: disposables)
    }

    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        insert(disposables)
    }

    public func insert(_ disposables: Disposable...) { insert(disposables) }

    public func insert(@DisposableBuilder builder: () -> [Disposable]) { insert(builder()) }

    public func insert(_ disposables: [Disposable]) {
        for disposable in disposables { insert(disposable) }
    }

    @resultBuilder
    public enum DisposableBuilder {
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] { disposables }
    }
}

public final class BooleanDisposable: Cancelable {
    private let lock = RecursiveLock()
    private var disposed: Bool

    public init() { disposed = false }
    public init(isDisposed: Bool) { disposed = isDisposed }
    public var isDisposed: Bool { lock.perform { disposed } }
    public func dispose() { lock.perform { disposed = true } }
}

/// Holds one disposable at a time: setting a new one disposes the old one, and once disposed
/// anything set is disposed at once.
public final class SerialDisposable: DisposeBase, Cancelable {
    private let lock = RecursiveLock()
    private var current: Disposable?
    private var disposed = false

    override public init() {}
    public var isDisposed: Bool { lock.perform { disposed } }
    public var disposable: Disposable {
        get { lock.perform { current ?? Disposables.create() } }
        set {
            let replaced: Disposable? = lock.perform {
                if disposed { return newValue }
                defer { current = newValue }
                return current
            }
            replaced?.dispose()
        }
    }
    public func dispose() {
        let last: Disposable? = lock.perform {
            defer { current = nil }
            disposed = true
            return current
        }
        last?.dispose()
    }
}

/// Takes its disposable once, possibly after it was disposed (then disposes it at once).
public final class SingleAssignmentDisposable: DisposeBase, Cancelable {
    private let lock = RecursiveLock()
    private var assigned: Disposable?
    private var isAssigned = false
    private var disposed = false

    override public init() {}
    public var isDisposed: Bool { lock.perform { disposed } }
    public func setDisposable(_ disposable: Disposable) {
        let disposeNow: Bool = lock.perform {
            precondition(!isAssigned, "SingleAssignmentDisposable: disposable already set")
            isAssigned = true
            if disposed { return true }
            assigned = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }
    public func dispose() {
        let toDispose: Disposable? = lock.perform {
            defer { assigned = nil }
            disposed = true
            return assigned
        }
        toDispose?.dispose()
    }
}

// Simplified: the real class also exposes `insert(_:) -> DisposeKey?` and
// `remove(for:)` keyed by RxSwift's `BagKey`; those are omitted here (internal, keyed by Int).
public final class CompositeDisposable: DisposeBase, Cancelable {
    private let lock = RecursiveLock()
    private var entries: [(key: Int, disposable: Disposable)] = []
    private var nextKey = 0
    private var disposed = false

    override public init() {}
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        super.init()
        add([disposable1, disposable2])
    }
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        super.init()
        add([disposable1, disposable2, disposable3])
    }
    public init(
        _ disposable1: Disposable,
        _ disposable2: Disposable,
        _ disposable3: Disposable,
        _ disposable4: Disposable,
        _ disposables: Disposable...
    ) {
        super.init()
        add([disposable1, disposable2, disposable3, disposable4] + disposables)
    }
    public init(disposables: [Disposable]) {
        super.init()
        add(disposables)
    }
    public var isDisposed: Bool { lock.perform { disposed } }
    public var count: Int { lock.perform { entries.count } }
    public func dispose() {
        let all: [(key: Int, disposable: Disposable)] = lock.perform {
            defer { entries = [] }
            disposed = true
            return entries
        }
        for entry in all { entry.disposable.dispose() }
    }

    private func add(_ disposables: [Disposable]) {
        for disposable in disposables { _ = insert(disposable) }
    }

    /// Adds `disposable` and returns its key, or disposes it and returns nil if this is disposed.
    func insert(_ disposable: Disposable) -> Int? {
        let key: Int? = lock.perform {
            if disposed { return nil }
            nextKey += 1
            entries.append((nextKey, disposable))
            return nextKey
        }
        if key == nil { disposable.dispose() }
        return key
    }

    /// Removes and disposes the disposable under `key`, if it is still here.
    func remove(for key: Int) {
        let removed: Disposable? = lock.perform {
            guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
            return entries.remove(at: index).disposable
        }
        removed?.dispose()
    }
}
