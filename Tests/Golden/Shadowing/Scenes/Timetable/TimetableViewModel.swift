// Created by scaffold from Specs/Timetable.yml. Yours to edit: scaffold only merges spec changes into it.

import Action
import Foundation
import RxCocoa
import RxSwift

/// The rides and releases of one day.
final class TimetableViewModel {
    var inputs: any TimetableViewModelInputsType { self }
    var outputs: any TimetableViewModelOutputsType { self }
    var actions: any TimetableViewModelActionsType { self }

    // MARK: - Inputs

    let selectEvent = PublishSubject<Event>()
    let reload = PublishSubject<Void>()

    // MARK: - Outputs

    let events: Observable<[Event]>
    let nextDriver: RxCocoa.Driver<Driver>
    let isLoading: Observable<Bool>
    let failure: Observable<String>
    let openRelease: Observable<Single>
    let didFinish: Observable<Event>
    /// The screen's current state.
    let state: Observable<TimetableState>

    // MARK: - Actions

    let book: Action::Action<Driver, Event>
    let dispatch: Action::Action<Action, Void>
    let refresh: CocoaAction

    // MARK: - Dependencies

    private let timetableService: any TimetableServiceType

    // MARK: - Tracking

    private let activityTracker = ActivityTracker()
    private let errorTracker = ErrorTracker()

    // MARK: - Init

    init(timetableService: any TimetableServiceType = TimetableService()) {
        self.timetableService = timetableService

        // TODO: derive every output from the inputs and timetableService; all bindings live here.
        // TODO: send each request and each action's work through the trackers, then catch its error:
        // `.trackActivity(activityTracker)` makes `isLoading` true while it runs;
        // `.trackError(errorTracker)` sends why it failed to `failure`.
        self.events = .empty()
        self.nextDriver = .empty()
        self.isLoading = activityTracker.asObservable()
        self.failure = errorTracker.map(\.localizedDescription)
        self.openRelease = .empty()
        self.didFinish = .empty()
        self.state = .empty()

        // TODO: do the work of `book`.
        self.book = Action::Action { _ in .empty() }

        // TODO: do the work of `dispatch`.
        self.dispatch = Action::Action { _ in .empty() }

        // TODO: do the work of `refresh`.
        self.refresh = Action::Action { _ in .empty() }
    }
}

// MARK: - Conformances

extension TimetableViewModel:
    TimetableViewModelType,
    TimetableViewModelInputsType,
    TimetableViewModelOutputsType,
    TimetableViewModelActionsType
{}
