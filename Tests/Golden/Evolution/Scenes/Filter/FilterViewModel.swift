// Created by scaffold from Specs/Filter.yml. Yours to edit: scaffold only merges spec changes into it.

import Action
import Foundation
import RxCocoa
import RxRelay
import RxSwift

/// Chooses how the repository list is filtered.
final class FilterViewModel {
    var inputs: any FilterViewModelInputsType { self }
    var outputs: any FilterViewModelOutputsType { self }
    var actions: any FilterViewModelActionsType { self }

    // MARK: - Inputs

    let filterButtonEvents = PublishSubject<Int>()
    let filterSelectionEvent = PublishSubject<Int>()
    let pickLanguage = PublishSubject<Void>()
    /// The fewest stars a repository may have; read when applying.
    let minimumStars = BehaviorRelay<Int>(value: 0)
    let apply = PublishSubject<Void>()
    let dismiss = PublishSubject<Void>()
    let reset = PublishSubject<Void>()
    let tapSearch = PublishSubject<Void>()

    // MARK: - Outputs

    let currentFilter: Driver<Int>
    let shouldShowFilter: Driver<Bool>
    /// Counts per filter, e.g. ["stars > 100 & forks < 10": 12].
    let summary: Driver<[String: Int]>
    let showLanguagePicker: Driver<Void>
    let didApply: Observable<Int>
    let didDismiss: Signal<Void>
    let didReset: Signal<Void>
    /// The screen's current state.
    let state: Driver<FilterState>

    // MARK: - Actions

    let loadFilters: Action<Result<User, Error>?, (count: Int, names: [String])>
    let save: CocoaAction
    let clear: CocoaAction

    // MARK: - Dependencies

    private weak var coordinator: (any FilterCoordinatorType)?
    private let userService: any UserServiceType
    private let filterStore: any FilterStoreType

    /// Keeps the subscriptions that lead inputs to the coordinator alive as long as the view model lives.
    private let disposeBag = DisposeBag()

    // MARK: - Init

    init(
        coordinator: any FilterCoordinatorType,
        userService: any UserServiceType,
        filterStore: any FilterStoreType = FilterStore()
    ) {
        self.coordinator = coordinator
        self.userService = userService
        self.filterStore = filterStore

        self.currentFilter = .just(0)
        self.shouldShowFilter = .just(false)
        self.summary = .empty()
        self.showLanguagePicker = .empty()
        self.didApply = .empty()
        self.didDismiss = .empty()
        self.didReset = .empty()
        self.state = .empty()
        // TODO: call coordinator?.showLanguagePicker() to open LanguageList; it emits how LanguageList finished.

        // TODO: do the work of `loadFilters`.
        self.loadFilters = Action { _ in .empty() }

        // TODO: do the work of `save`.
        self.save = Action { _ in .empty() }

        // TODO: do the work of `clear`.
        self.clear = Action { _ in .empty() }

        // `tapSearch` opens Search (a route of the spec).
        tapSearch
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self] _ in self?.coordinator?.tapSearch() ?? .empty() }
            .subscribe()
            .disposed(by: disposeBag)
    }
}

// MARK: - Conformances

extension FilterViewModel:
    FilterViewModelType,
    FilterViewModelInputsType,
    FilterViewModelOutputsType,
    FilterViewModelActionsType
{}
