// Created by scaffold from Specs/Onboarding.yml. Yours to edit: scaffold only merges spec changes into it.

import RxFlow
import RxRelay
import RxSwift

/// Introduces the app.
final class OnboardingViewModel {
    var inputs: any OnboardingViewModelInputsType { self }
    var outputs: any OnboardingViewModelOutputsType { self }

    // MARK: - Inputs

    let finish = PublishSubject<Void>()
    let skip = PublishSubject<Void>()

    // MARK: - Outputs

    let didFinish: Observable<Void>
    let didSkip: Observable<Void>

    /// Keeps the binding of the route steps to `steps` alive as long as the view model lives.
    private let disposeBag = DisposeBag()

    // MARK: - Steps

    /// What the view model asks OnboardingFlow to show: RxFlow's `Stepper` requirement.
    let steps = PublishRelay<Step>()

    // MARK: - Init

    init() {
        // TODO: derive every output from the inputs; all bindings live here.
        self.didFinish = .empty()
        self.didSkip = .empty()

        // The steps of the spec's routes and result, which OnboardingFlow follows.
        routeSteps.bind(to: steps).disposed(by: disposeBag)
    }
}

// MARK: - Conformances

extension OnboardingViewModel:
    OnboardingViewModelType,
    OnboardingViewModelInputsType,
    OnboardingViewModelOutputsType
{}
