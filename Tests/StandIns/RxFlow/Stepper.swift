// Mirrors RxFlow 2.13 `RxFlow/Stepper.swift`, without `CompositeStepper` (no generated code uses it).

import RxCocoa
import RxSwift

/// a Stepper has only one purpose is: emits Steps that correspond to specific navigation states.
/// The Step changes lead to navigation actions in the context of a specific Flow
public protocol Stepper {
    /// the relay used to emit steps inside this Stepper
    var steps: PublishRelay<Step> { get }

    /// the initial step that will be emitted when listening to this Stepper
    var initialStep: Step { get }

    /// function called when stepper is listened by the FlowCoordinator
    func readyToEmitSteps()
}

// MARK: - default implementation
extension Stepper {
    public var initialStep: Step {
        return NoneStep()
    }

    public func readyToEmitSteps() {}
}

/// A Simple Stepper that has one goal: emit a single Step once initialized
public class OneStepper: Stepper {
    public let steps = PublishRelay<Step>()
    private let singleStep: Step

    /// Initialize the OneStepper
    ///
    /// - Parameter singleStep: the step to be emitted once initialized
    public init(withSingleStep singleStep: Step) {
        self.singleStep = singleStep
    }

    public var initialStep: Step {
        return self.singleStep
    }
}

/// A Simple Stepper that has one goal: emit a first default step equal to RxFlowStep.home
public class DefaultStepper: OneStepper {
    /// Initialize the DefaultStepper
    public init() {
        super.init(withSingleStep: RxFlowStep.home)
    }
}
