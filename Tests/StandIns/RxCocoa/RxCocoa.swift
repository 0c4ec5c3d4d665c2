// API stand-in for RxCocoa 6.x (iOS): module header.
// These bodies run (see ../README.md).
//
// Like the real RxCocoa.swift, only RxRelay is re-exported. RxSwift and UIKit are
// imported privately, so `import RxCocoa` alone does not make `Observable` or
// `UIButton` visible.

import Foundation
@_exported import RxRelay
import RxSwift
import UIKit

public enum RxCocoaError: Swift.Error, CustomDebugStringConvertible {
    case unknown
    case invalidOperation(object: Any)
    case itemsNotYetBound(object: Any)
    case invalidPropertyName(object: Any, propertyName: String)
    case invalidObjectOnKeyPath(object: Any, sourceObject: AnyObject, propertyName: String)
    case errorDuringSwizzling
    case castingError(object: Any, targetType: Any.Type)
}

extension RxCocoaError {
    public var debugDescription: String {
        switch self {
        case .unknown: return "Unknown error occurred."
        case .invalidOperation(let object): return "Invalid operation was attempted on `\(object)`."
        case .itemsNotYetBound(let object):
            return "Data source is set, but items are not yet bound to user interface for `\(object)`."
        case .invalidPropertyName(let object, let propertyName):
            return "Object `\(object)` doesn't have a property named `\(propertyName)`."
        case .invalidObjectOnKeyPath(let object, let sourceObject, let propertyName):
            return "Unobservable object `\(object)` was observed as `\(propertyName)` of `\(sourceObject)`."
        case .errorDuringSwizzling: return "Error during swizzling."
        case .castingError(let object, let targetType): return "Error casting `\(object)` to `\(targetType)`"
        }
    }
}
