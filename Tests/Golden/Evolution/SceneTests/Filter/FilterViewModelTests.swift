// Created by scaffold from Specs/Filter.yml. This file is yours: scaffold never overwrites it.

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
        viewModel.outputs.currentFilter.drive(currentFilterObserver).disposed(by: disposeBag)
        viewModel.outputs.shouldShowFilter.drive(shouldShowFilterObserver).disposed(by: disposeBag)
        viewModel.outputs.summary.drive(summaryObserver).disposed(by: disposeBag)
        viewModel.outputs.showLanguagePicker.drive(showLanguagePickerObserver).disposed(by: disposeBag)
        viewModel.outputs.didApply.subscribe(didApplyObserver).disposed(by: disposeBag)
        viewModel.outputs.didDismiss.emit(to: didDismissObserver).disposed(by: disposeBag)
        viewModel.outputs.didReset.emit(to: didResetObserver).disposed(by: disposeBag)
        viewModel.outputs.state.drive(stateObserver).disposed(by: disposeBag)
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
}
