// API stand-in for RxSwift 6.x: disposables.
// Declarations only; bodies never run (see ../README.md).

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
    public static func create() -> Disposable { fatalError() }

    public static func create(with dispose: @escaping () -> Void) -> Cancelable { fatalError() }

    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable { fatalError() }

    public static func create(
        _ disposable1: Disposable,
        _ disposable2: Disposable,
        _ disposable3: Disposable
    ) -> Cancelable { fatalError() }

    public static func create(
        _ disposable1: Disposable,
        _ disposable2: Disposable,
        _ disposable3: Disposable,
        _ disposables: Disposable...
    ) -> Cancelable { fatalError() }

    public static func create(_ disposables: [Disposable]) -> Cancelable { fatalError() }
}

public class DisposeBase {
    init() {}
}

extension Disposable {
    public func disposed(by bag: DisposeBag) { fatalError() }
}

public final class DisposeBag: DisposeBase {
    override public init() {}

    public func insert(_ disposable: Disposable) { fatalError() }
}

extension DisposeBag {
    public convenience init(disposing disposables: Disposable...) { fatalError() }

    public convenience init(@DisposableBuilder builder: () -> [Disposable]) { fatalError() }

    public convenience init(disposing disposables: [Disposable]) { fatalError() }

    public func insert(_ disposables: Disposable...) { fatalError() }

    public func insert(@DisposableBuilder builder: () -> [Disposable]) { fatalError() }

    public func insert(_ disposables: [Disposable]) { fatalError() }

    @resultBuilder
    public enum DisposableBuilder {
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] { disposables }
    }
}

public final class BooleanDisposable: Cancelable {
    public init() {}
    public init(isDisposed: Bool) {}
    public var isDisposed: Bool { fatalError() }
    public func dispose() { fatalError() }
}

public final class SerialDisposable: DisposeBase, Cancelable {
    override public init() {}
    public var isDisposed: Bool { fatalError() }
    public var disposable: Disposable {
        get { fatalError() }
        set { fatalError() }
    }
    public func dispose() { fatalError() }
}

public final class SingleAssignmentDisposable: DisposeBase, Cancelable {
    override public init() {}
    public var isDisposed: Bool { fatalError() }
    public func setDisposable(_ disposable: Disposable) { fatalError() }
    public func dispose() { fatalError() }
}

// Simplified: the real class also exposes `insert(_:) -> DisposeKey?` and
// `remove(for:)` keyed by RxSwift's `BagKey`; those are omitted here.
public final class CompositeDisposable: DisposeBase, Cancelable {
    override public init() {}
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {}
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {}
    public init(
        _ disposable1: Disposable,
        _ disposable2: Disposable,
        _ disposable3: Disposable,
        _ disposable4: Disposable,
        _ disposables: Disposable...
    ) {}
    public init(disposables: [Disposable]) {}
    public var isDisposed: Bool { fatalError() }
    public var count: Int { fatalError() }
    public func dispose() { fatalError() }
}
