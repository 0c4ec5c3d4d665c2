// API stand-in for RxSwift 6.x: Event, errors, hooks.
// These bodies run (see ../README.md).

@frozen public enum Event<Element> {
    case next(Element)
    case error(Swift.Error)
    case completed
}

extension Event: CustomDebugStringConvertible {
    public var debugDescription: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event {
    public var isStopEvent: Bool {
        if case .next = self { return false }
        return true
    }

    public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }
}

extension Event {
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        do {
            switch self {
            case .next(let element): return .next(try transform(element))
            case .error(let error): return .error(error)
            case .completed: return .completed
            }
        } catch {
            return .error(error)
        }
    }
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
    public var debugDescription: String {
        switch self {
        case .unknown: return "Unknown error occurred."
        case .disposed(let object): return "Object `\(object)` was already disposed."
        case .overflow: return "Arithmetic overflow occurred."
        case .argumentOutOfRange: return "Argument out of range."
        case .noElements: return "Sequence doesn't contain any elements."
        case .moreThanOneElement: return "Sequence contains more than one element."
        case .timeout: return "Sequence timeout."
        }
    }
}

public enum Hooks {
    public static var recordCallStackOnError: Bool = false
}

extension Hooks {
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Error) -> Void
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    // Unguarded, like the real hooks: set them once, before any subscription.
    private static var errorHandler: DefaultErrorHandler = { _, error in
        print("Unhandled error happened: \(error)")
    }
    private static var captureSubscriptionCallstack: CustomCaptureSubscriptionCallstack = { [] }

    public static var defaultErrorHandler: DefaultErrorHandler {
        get { errorHandler }
        set { errorHandler = newValue }
    }

    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { captureSubscriptionCallstack }
        set { captureSubscriptionCallstack = newValue }
    }
}

public typealias RxAbstractInteger = FixedWidthInteger
