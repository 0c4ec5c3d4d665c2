// API stand-in for RxSwift 6.x: Event, errors, hooks.
// Declarations only; bodies never run (see ../README.md).

@frozen public enum Event<Element> {
    case next(Element)
    case error(Swift.Error)
    case completed
}

extension Event: CustomDebugStringConvertible {
    public var debugDescription: String { fatalError() }
}

extension Event {
    public var isStopEvent: Bool { fatalError() }
    public var element: Element? { fatalError() }
    public var error: Swift.Error? { fatalError() }
    public var isCompleted: Bool { fatalError() }
}

extension Event {
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> { fatalError() }
}

public protocol EventConvertible {
    associatedtype Element
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    public var event: Event<Element> { self }
}

public enum RxError: Swift.Error, CustomDebugStringConvertible {
    case unknown
    case disposed(object: AnyObject)
    case overflow
    case argumentOutOfRange
    case noElements
    case moreThanOneElement
    case timeout
}

extension RxError {
    public var debugDescription: String { fatalError() }
}

public enum Hooks {
    public static var recordCallStackOnError: Bool = false
}

extension Hooks {
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Error) -> Void
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    public static var defaultErrorHandler: DefaultErrorHandler {
        get { fatalError() }
        set { fatalError() }
    }

    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { fatalError() }
        set { fatalError() }
    }
}

public typealias RxAbstractInteger = FixedWidthInteger
