// Created by scaffold from Specs/Settings.yml. Yours to edit: scaffold only merges spec changes into it.

import RxFlow
import RxRelay
import RxSwift

/// The app's settings.
final class SettingsViewModel {
    var inputs: any SettingsViewModelInputsType { self }
    var outputs: any SettingsViewModelOutputsType { self }

    // MARK: - Inputs

    let tapIntro = PublishSubject<Void>()

    // MARK: - Outputs

    let version: Observable<String>

    /// Keeps the binding of the route steps to `steps` alive as long as the view model lives.
    private let disposeBag = DisposeBag()

    // MARK: - Steps

    /// What the view model asks SettingsFlow to show: RxFlow's `Stepper` requirement.
    let steps = PublishRelay<Step>()

    // MARK: - Init

    init() {
        // TODO: derive every output from the inputs; all bindings live here.
        self.version = .empty()

        // The steps of the spec's routes and result, which SettingsFlow follows.
        routeSteps.bind(to: steps).disposed(by: disposeBag)
    }
}

// MARK: - Conformances

extension SettingsViewModel:
    SettingsViewModelType,
    SettingsViewModelInputsType,
    SettingsViewModelOutputsType
{}
