// Mirrors the public API of RxFlow 2.13 `RxFlow/FlowCoordinator.swift` (`coordinate(flow:with:allowStepWhenDismissed:)`
// and `navigate(to:)`), without the `rx.willNavigate`/`rx.didNavigate` extensions. Its body is a small
// implementation of what RxFlow documents, not RxFlow's: it listens to the flow's stepper (its `initialStep`, then
// `steps`, calling `readyToEmitSteps()` on subscription), hands each step to `navigate(to:)`, follows each contributed
// stepper (a contributed flow gets a child coordinator), and passes `.end` and `forwardToParentFlow` steps to the
// parent. Steps are handled synchronously on the thread that emits them; nothing is paused or ended by dismissal.

import Foundation
import RxCocoa
import RxSwift

/// A FlowCoordinator handles the navigation of a Flow, based on its Stepper and the FlowContributors it emits
public final class FlowCoordinator: NSObject {
    private let disposeBag = DisposeBag()
    private var childFlowCoordinators = [String: FlowCoordinator]()
    private weak var parentFlowCoordinator: FlowCoordinator?
    private var flow: Flow?
    internal let identifier = UUID().uuidString

    /// Execute the navigation of the Flow
    ///
    /// - Parameters:
    ///   - flow: the Flow that describes the navigation we want to coordinate
    ///   - stepper: the Stepper that drives the global navigation of the Flow
    ///   - allowStepWhenDismissed: the flag that allow stepper to continue emit steps even
    ///   the presentable has dismissed (e.g UIPageViewController's child)
    public func coordinate(flow: Flow, with stepper: Stepper = DefaultStepper(), allowStepWhenDismissed: Bool = false) {
        self.flow = flow
        follow(stepper)
    }

    /// allow to drive the navigation from the outside of a flow
    /// - Parameter step: the step to navigate to. (it will be passed to all sub flows)
    public func navigate(to step: Step) {
        handle(step)
        for child in childFlowCoordinators.values { child.navigate(to: step) }
    }

    private func follow(_ stepper: Stepper) {
        stepper.steps
            .do(onSubscribed: { stepper.readyToEmitSteps() })
            .startWith(stepper.initialStep)
            .filter { !($0 is NoneStep) }
            .subscribe(onNext: { [weak self] step in self?.handle(step) })
            .disposed(by: disposeBag)
    }

    private func handle(_ step: Step) {
        guard let flow else { return }
        switch flow.navigate(to: step) {
        case .one(let contributor):
            perform(contributor)
        case .multiple(let contributors):
            for contributor in contributors { perform(contributor) }
        case .end(let forwardedStep):
            parentFlowCoordinator?.handle(forwardedStep)
            childFlowCoordinators.removeAll()
            parentFlowCoordinator?.childFlowCoordinators.removeValue(forKey: identifier)
        case .triggerParentFlow(let forwardedStep):
            parentFlowCoordinator?.handle(forwardedStep)
        case .none:
            break
        }
    }

    private func perform(_ contributor: FlowContributor) {
        switch contributor {
        case .contribute(let presentable, let stepper, _, let allowStepWhenDismissed):
            if let childFlow = presentable as? Flow {
                let child = FlowCoordinator()
                child.parentFlowCoordinator = self
                childFlowCoordinators[child.identifier] = child
                child.coordinate(flow: childFlow, with: stepper, allowStepWhenDismissed: allowStepWhenDismissed)
            } else {
                follow(stepper)
            }
        case .forwardToCurrentFlow(let step):
            DispatchQueue.main.async { [weak self] in self?.handle(step) }
        case .forwardToParentFlow(let step):
            parentFlowCoordinator?.handle(step)
        }
    }
}
