// API stand-in for RxCocoa 6.x (iOS): module header.
// Declarations only; bodies never run (see ../README.md).
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
    public var debugDescription: String { fatalError() }
}
