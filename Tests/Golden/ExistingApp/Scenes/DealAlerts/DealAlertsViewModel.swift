// Created by scaffold from Specs/DealAlerts.yml. Yours to edit: scaffold only merges spec changes into it.

import RxRelay
import RxSwift

/// Lists the price alerts the user set.
final class DealAlertsViewModel: BaseViewModel {
    var inputs: any DealAlertsViewModelInputsType { self }
    var outputs: any DealAlertsViewModelOutputsType { self }

    // MARK: - Inputs

    private let refreshSubject = PublishSubject<Void>()
    private let removeSubject = PublishSubject<Int>()

    // MARK: - Outputs

    /// The alerts, newest first.
    let alerts = BehaviorRelay<[String]>(value: [])
    private(set) lazy var heading = BehaviorRelay<String>(value: owner)
    /// Why loading or removing failed.
    let failed = PublishSubject<String>()
    /// The alerts were saved.
    let saved = PublishRelay<Void>()
    let isEmpty: Observable<Bool>

    // MARK: - Arguments

    /// Whose alerts the screen lists.
    private let owner: String

    // MARK: - Init

    init(owner: String, catalogRepository: any CatalogRepository) {
        self.owner = owner

        // TODO: derive every output from the inputs; all bindings live here.
        self.isEmpty = .empty()
        // TODO: bind into alerts: `.bind(to: alerts).disposed(by: disposeBag)`
        // TODO: bind into heading: `.bind(to: heading).disposed(by: disposeBag)`
        // TODO: bind into failed: `.bind(to: failed).disposed(by: disposeBag)`
        // TODO: bind into saved: `.bind(to: saved).disposed(by: disposeBag)`

        super.init(repository: catalogRepository)
    }

    // MARK: - Input methods

    func refresh() {
        refreshSubject.onNext(())
    }

    /// The user swiped an alert away.
    func remove(at index: Int) {
        removeSubject.onNext(index)
    }
}

// MARK: - Conformances

extension DealAlertsViewModel:
    DealAlertsViewModelType,
    DealAlertsViewModelInputsType,
    DealAlertsViewModelOutputsType
{}
