// Mirrors RxFlow 2.13 `RxFlow/FlowContributor.swift`, without the deprecated `NextFlowItems` typealias.

/// A FlowContributor describes the next thing that will contribute to a Flow.
public enum FlowContributor {
    /// the given stepper will emit steps, according to lifecycle of the given presentable, that will contribute to
    /// the current Flow
    case contribute(
        withNextPresentable: Presentable,
        withNextStepper: Stepper,
        allowStepWhenNotPresented: Bool = false,
        allowStepWhenDismissed: Bool = false)
    /// the "withStep" step will be forwarded to the current flow
    case forwardToCurrentFlow(withStep: Step)
    /// the "withStep" step will be forwarded to the parent flow
    case forwardToParentFlow(withStep: Step)

    /// Shortcut static func that returns a .contribute(withNextPresentable: _, withNextStepper: _)
    /// in case we have a single actor that is a Presentable and also a Stepper
    public static func contribute(withNext nextPresentableAndStepper: Presentable & Stepper) -> FlowContributor {
        return .contribute(withNextPresentable: nextPresentableAndStepper, withNextStepper: nextPresentableAndStepper)
    }
}

/// FlowContributors represent the next things that will trigger
/// navigation actions inside a Flow
public enum FlowContributors {
    /// a Flow will trigger several FlowContributor at the same time for the same Step
    case multiple(flowContributors: [FlowContributor])
    /// a Flow will trigger only one FlowContributor for a Step
    case one(flowContributor: FlowContributor)
    /// a Flow will trigger a special FlowContributor that represents the dismissal of this Flow
    case end(forwardToParentFlowWithStep: Step)
    /// no further navigation will be triggered for a Step
    case none
    /// same as .one(flowContributor: .forwardToParentFlow(withStep: Step)). Should not be used anymore
    @available(*, deprecated, message: "You should use .one(flowContributor: .forwardToParentFlow(withStep: Step))")
    case triggerParentFlow(withStep: Step)
}
