// Created by scaffold from Specs/Starred.yml. Yours to edit: scaffold only merges spec changes into it.

import RxFlow
import RxRelay
import RxSwift

/// Lists the repositories the user starred.
final class StarredViewModel {
    var inputs: any StarredViewModelInputsType { self }
    var outputs: any StarredViewModelOutputsType { self }

    // MARK: - Inputs

    let appear = PublishRelay<Void>()
    let tapSignIn = PublishRelay<Void>()
    let tapIntro = PublishRelay<Void>()

    // MARK: - Outputs

    let names: Observable<[String]>

    /// Keeps the binding of the route steps to `steps` alive as long as the view model lives.
    private let disposeBag = DisposeBag()

    // MARK: - Steps

    /// What the view model asks StarredFlow to show: RxFlow's `Stepper` requirement.
    let steps = PublishRelay<Step>()

    // MARK: - Init

    init() {
        // TODO: derive every output from the inputs; all bindings live here.
        self.names = .empty()

        // The steps of the spec's routes and result, which StarredFlow follows.
        routeSteps.bind(to: steps).disposed(by: disposeBag)
    }
}

// MARK: - Conformances

extension StarredViewModel:
    StarredViewModelType,
    StarredViewModelInputsType,
    StarredViewModelOutputsType
{}
