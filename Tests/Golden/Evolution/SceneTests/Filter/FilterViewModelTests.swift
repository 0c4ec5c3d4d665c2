// Created by scaffold from Specs/Filter.yml. Yours to edit: scaffold only merges spec changes into it.

import Action
import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest
@testable import App

/// Feeds FilterViewModel's inputs through a test scheduler and records every output.
final class FilterViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var disposeBag: DisposeBag!
    private var coordinator: FilterCoordinatorMock!
    private var userService: UserServiceMock!
    private var filterStore: FilterStoreMock!
    private var viewModel: FilterViewModel!
    private var currentFilterObserver: TestableObserver<Int>!
    private var shouldShowFilterObserver: TestableObserver<Bool>!
    private var summaryObserver: TestableObserver<[String: Int]>!
    private var showLanguagePickerObserver: TestableObserver<Void>!
    private var didApplyObserver: TestableObserver<Int>!
    private var didDismissObserver: TestableObserver<Void>!
    private var didResetObserver: TestableObserver<Void>!
    private var stateObserver: TestableObserver<FilterState>!
    private var loadFiltersExecutingObserver: TestableObserver<Bool>!
    private var loadFiltersElementsObserver: TestableObserver<(count: Int, names: [String])>!
    private var loadFiltersErrorsObserver: TestableObserver<ActionError>!
    private var saveExecutingObserver: TestableObserver<Bool>!
    private var saveElementsObserver: TestableObserver<Void>!
    private var saveErrorsObserver: TestableObserver<ActionError>!
    private var clearExecutingObserver: TestableObserver<Bool>!
    private var clearElementsObserver: TestableObserver<Void>!
    private var clearErrorsObserver: TestableObserver<ActionError>!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
        coordinator = FilterCoordinatorMock()
        userService = UserServiceMock()
        filterStore = FilterStoreMock()
        viewModel = FilterViewModel(coordinator: coordinator, userService: userService, filterStore: filterStore)
        currentFilterObserver = scheduler.createObserver(Int.self)
        shouldShowFilterObserver = scheduler.createObserver(Bool.self)
        summaryObserver = scheduler.createObserver([String: Int].self)
        showLanguagePickerObserver = scheduler.createObserver(Void.self)
        didApplyObserver = scheduler.createObserver(Int.self)
        didDismissObserver = scheduler.createObserver(Void.self)
        didResetObserver = scheduler.createObserver(Void.self)
        stateObserver = scheduler.createObserver(FilterState.self)
        loadFiltersExecutingObserver = scheduler.createObserver(Bool.self)
        loadFiltersElementsObserver = scheduler.createObserver((count: Int, names: [String]).self)
        loadFiltersErrorsObserver = scheduler.createObserver(ActionError.self)
        saveExecutingObserver = scheduler.createObserver(Bool.self)
        saveElementsObserver = scheduler.createObserver(Void.self)
        saveErrorsObserver = scheduler.createObserver(ActionError.self)
        clearExecutingObserver = scheduler.createObserver(Bool.self)
        clearElementsObserver = scheduler.createObserver(Void.self)
        clearErrorsObserver = scheduler.createObserver(ActionError.self)
        viewModel.outputs.currentFilter.drive(currentFilterObserver).disposed(by: disposeBag)
        viewModel.outputs.shouldShowFilter.drive(shouldShowFilterObserver).disposed(by: disposeBag)
        viewModel.outputs.summary.drive(summaryObserver).disposed(by: disposeBag)
        viewModel.outputs.showLanguagePicker.drive(showLanguagePickerObserver).disposed(by: disposeBag)
        viewModel.outputs.didApply.subscribe(didApplyObserver).disposed(by: disposeBag)
        viewModel.outputs.didDismiss.emit(to: didDismissObserver).disposed(by: disposeBag)
        viewModel.outputs.didReset.emit(to: didResetObserver).disposed(by: disposeBag)
        viewModel.outputs.state.drive(stateObserver).disposed(by: disposeBag)
        viewModel.actions.loadFilters.executing.subscribe(loadFiltersExecutingObserver).disposed(by: disposeBag)
        viewModel.actions.loadFilters.elements.subscribe(loadFiltersElementsObserver).disposed(by: disposeBag)
        viewModel.actions.loadFilters.errors.subscribe(loadFiltersErrorsObserver).disposed(by: disposeBag)
        viewModel.actions.save.executing.subscribe(saveExecutingObserver).disposed(by: disposeBag)
        viewModel.actions.save.elements.subscribe(saveElementsObserver).disposed(by: disposeBag)
        viewModel.actions.save.errors.subscribe(saveErrorsObserver).disposed(by: disposeBag)
        viewModel.actions.clear.executing.subscribe(clearExecutingObserver).disposed(by: disposeBag)
        viewModel.actions.clear.elements.subscribe(clearElementsObserver).disposed(by: disposeBag)
        viewModel.actions.clear.errors.subscribe(clearErrorsObserver).disposed(by: disposeBag)
    }

    override func tearDown() {
        viewModel = nil
        disposeBag = nil
        scheduler = nil
        super.tearDown()
    }

    func test_viewModelIsReleasedWhenNothingHoldsIt() {
        weak var releasedViewModel: FilterViewModel?
        releasedViewModel = viewModel
        viewModel = nil
        disposeBag = nil

        XCTAssertNil(releasedViewModel, "something the view model owns holds it strongly: capture self weakly")
    }

    /// The screen binds what the view model reports to UIKit, which runs only on the main thread: all of it must
    /// arrive there, also when the work runs on another queue (`observe(on: MainScheduler.instance)` brings it back).
    func test_outputsArriveOnTheMainThread() {
        // The service succeeds at once, so that the work after its answer runs too.
        filterStore.savedFilterResult = .just(nil)
        filterStore.saveResult = .empty()
        filterStore.observeChangesResult = .just((old: 1, new: 1))
        filterStore.resetResult = .empty()
        let offMainThreadOutputs = OffMainThreadOutputs()
        offMainThreadOutputs.watch(viewModel.outputs.didApply, named: "didApply")
        offMainThreadOutputs.watch(viewModel.actions.loadFilters.executing, named: "loadFilters.executing")
        offMainThreadOutputs.watch(viewModel.actions.loadFilters.elements, named: "loadFilters.elements")
        offMainThreadOutputs.watch(viewModel.actions.loadFilters.errors, named: "loadFilters.errors")
        offMainThreadOutputs.watch(viewModel.actions.save.executing, named: "save.executing")
        offMainThreadOutputs.watch(viewModel.actions.save.elements, named: "save.elements")
        offMainThreadOutputs.watch(viewModel.actions.save.errors, named: "save.errors")
        offMainThreadOutputs.watch(viewModel.actions.clear.executing, named: "clear.executing")
        offMainThreadOutputs.watch(viewModel.actions.clear.elements, named: "clear.elements")
        offMainThreadOutputs.watch(viewModel.actions.clear.errors, named: "clear.errors")
        scheduler.scheduleAt(10) { self.viewModel.inputs.filterButtonEvents.onNext(1) }
        scheduler.scheduleAt(20) { self.viewModel.inputs.filterSelectionEvent.onNext(1) }
        scheduler.scheduleAt(30) { self.viewModel.inputs.pickLanguage.onNext(()) }
        scheduler.scheduleAt(40) { self.viewModel.inputs.minimumStars.accept(1) }
        scheduler.scheduleAt(50) { self.viewModel.inputs.apply.onNext(()) }
        scheduler.scheduleAt(60) { self.viewModel.inputs.dismiss.onNext(()) }
        scheduler.scheduleAt(70) { self.viewModel.inputs.reset.onNext(()) }
        scheduler.scheduleAt(80) { self.viewModel.inputs.tapSearch.onNext(()) }
        scheduler.scheduleAt(90) { self.viewModel.actions.loadFilters.execute(nil) }
        scheduler.scheduleAt(100) { self.viewModel.actions.save.execute() }
        scheduler.scheduleAt(110) { self.viewModel.actions.clear.execute() }

        scheduler.start()

        XCTAssertEqual(offMainThreadOutputs.names(), [], "these outputs reported off the main thread")
    }

    /// An action is idle until the screen runs it: `executing` starts with `false`.
    func test_loadFilters_isNotExecutingBeforeItRuns() {
        scheduler.start()

        XCTAssertEqual(loadFiltersExecutingObserver.events, [.next(0, false)])
    }

    func test_loadFilters() throws {
        let value: Result<User, Error>? = nil
        scheduler.scheduleAt(10) { self.viewModel.actions.loadFilters.execute(value) }

        scheduler.start()

        // For example, once the work answers:
        // XCTAssertEqual(loadFiltersExecutingObserver.events, [.next(0, false), .next(10, true), .next(10, false)])
        // XCTAssertEqual(loadFiltersElementsObserver.events.count, 1)
        // XCTAssertTrue(loadFiltersErrorsObserver.events.isEmpty)
        throw XCTSkip("TODO: make the mocks answer, then assert what `loadFilters` reports")
    }

    /// An action is idle until the screen runs it: `executing` starts with `false`.
    func test_save_isNotExecutingBeforeItRuns() {
        scheduler.start()

        XCTAssertEqual(saveExecutingObserver.events, [.next(0, false)])
    }

    func test_save() throws {
        scheduler.scheduleAt(10) { self.viewModel.actions.save.execute() }

        scheduler.start()

        // For example, once the work answers:
        // XCTAssertEqual(saveExecutingObserver.events, [.next(0, false), .next(10, true), .next(10, false)])
        // XCTAssertEqual(saveElementsObserver.events.count, 1)
        // XCTAssertTrue(saveErrorsObserver.events.isEmpty)
        throw XCTSkip("TODO: make the mocks answer, then assert what `save` reports")
    }

    /// An action is idle until the screen runs it: `executing` starts with `false`.
    func test_clear_isNotExecutingBeforeItRuns() {
        scheduler.start()

        XCTAssertEqual(clearExecutingObserver.events, [.next(0, false)])
    }

    func test_clear() throws {
        scheduler.scheduleAt(10) { self.viewModel.actions.clear.execute() }

        scheduler.start()

        // For example, once the work answers:
        // XCTAssertEqual(clearExecutingObserver.events, [.next(0, false), .next(10, true), .next(10, false)])
        // XCTAssertEqual(clearElementsObserver.events.count, 1)
        // XCTAssertTrue(clearErrorsObserver.events.isEmpty)
        throw XCTSkip("TODO: make the mocks answer, then assert what `clear` reports")
    }

    func test_filterButtonEvents() throws {
        let value: Int = 1
        scheduler.createHotObservable([.next(10, value)])
            .subscribe(viewModel.inputs.filterButtonEvents)
            .disposed(by: disposeBag)

        scheduler.start()

        // For example: XCTAssertEqual(currentFilterObserver.events.count, 1)
        throw XCTSkip("TODO: assert what `filterButtonEvents` makes the view model emit")
    }

    func test_filterSelectionEvent() throws {
        let value: Int = 1
        scheduler.createHotObservable([.next(10, value)])
            .subscribe(viewModel.inputs.filterSelectionEvent)
            .disposed(by: disposeBag)

        scheduler.start()

        // For example: XCTAssertEqual(currentFilterObserver.events.count, 1)
        throw XCTSkip("TODO: assert what `filterSelectionEvent` makes the view model emit")
    }

    func test_pickLanguage() throws {
        scheduler.createHotObservable([.next(10, ())])
            .subscribe(viewModel.inputs.pickLanguage)
            .disposed(by: disposeBag)

        scheduler.start()

        // For example: XCTAssertEqual(currentFilterObserver.events.count, 1)
        throw XCTSkip("TODO: assert what `pickLanguage` makes the view model emit")
    }

    func test_minimumStars() throws {
        let value: Int = 1
        scheduler.scheduleAt(10) { self.viewModel.inputs.minimumStars.accept(value) }

        scheduler.start()

        // For example: XCTAssertEqual(viewModel.inputs.minimumStars.value, value)
        throw XCTSkip("TODO: assert what `minimumStars` makes the view model emit")
    }

    func test_apply() throws {
        scheduler.createHotObservable([.next(10, ())])
            .subscribe(viewModel.inputs.apply)
            .disposed(by: disposeBag)

        scheduler.start()

        XCTAssertEqual(currentFilterObserver.events.count, 1)
    }

    func test_dismiss() throws {
        scheduler.createHotObservable([.next(10, ())])
            .subscribe(viewModel.inputs.dismiss)
            .disposed(by: disposeBag)

        scheduler.start()

        // For example: XCTAssertEqual(currentFilterObserver.events.count, 1)
        throw XCTSkip("TODO: assert what `dismiss` makes the view model emit")
    }

    func test_reset() throws {
        scheduler.createHotObservable([.next(10, ())])
            .subscribe(viewModel.inputs.reset)
            .disposed(by: disposeBag)

        scheduler.start()

        // For example: XCTAssertEqual(currentFilterObserver.events.count, 1)
        throw XCTSkip("TODO: assert what `reset` makes the view model emit")
    }

    func test_tapSearch() throws {
        scheduler.createHotObservable([.next(10, ())])
            .subscribe(viewModel.inputs.tapSearch)
            .disposed(by: disposeBag)

        scheduler.start()

        XCTAssertEqual(coordinator.tapSearchCallCount, 1, "`tapSearch` should open Search")
    }
}
