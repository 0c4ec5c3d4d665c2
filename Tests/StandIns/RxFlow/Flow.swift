// Mirrors RxFlow 2.13 `RxFlow/Flow.swift`, without `Flows.use` (no generated code uses it) and the readiness relay.

import RxRelay
import RxSwift
import UIKit

/// A Flow defines a clear navigation area. Combined to a Step it leads to a navigation action
public protocol Flow: AnyObject, Presentable, Synchronizable {
    /// the Presentable on which rely the navigation inside this Flow. This method must always give the same instance
    var root: Presentable { get }

    /// Adapts an incoming step before the navigate(to:) function
    /// - Parameter step: the step emitted by a Stepper within the Flow
    /// - Returns: the step (possibly in the future) that should really by interpreted by the navigate(to:) function
    func adapt(step: Step) -> Single<Step>

    /// Resolves FlowContributors according to the Step, in the context of this very Flow
    ///
    /// - Parameters:
    ///   - step: the Step emitted by one of the Steppers declared in the Flow
    /// - Returns: the FlowContributors matching the Step. These FlowContributors determines the next navigation steps
    ///  (Presentables to display / Steppers to listen)
    func navigate(to step: Step) -> FlowContributors
}

extension Flow {
    public func adapt(step: Step) -> Single<Step> {
        return .just(step)
    }
}
