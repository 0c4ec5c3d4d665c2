// Created by scaffold from Specs/DealAlerts.yml. Yours to edit: scaffold only merges spec changes into it.

import RxRelay
import RxSwift
import RxTest
import XCTest
@testable import App

/// Feeds DealAlertsViewModel's inputs through a test scheduler and records every output.
final class DealAlertsViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var disposeBag: DisposeBag!
    private var catalogRepository: CatalogRepositoryMock!
    private var viewModel: DealAlertsViewModel!
    private var alertsObserver: TestableObserver<[String]>!
    private var headingObserver: TestableObserver<String>!
    private var failedObserver: TestableObserver<String>!
    private var savedObserver: TestableObserver<Void>!
    private var isEmptyObserver: TestableObserver<Bool>!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
        catalogRepository = CatalogRepositoryMock()
        viewModel = DealAlertsViewModel(owner: "text", catalogRepository: catalogRepository)
        alertsObserver = scheduler.createObserver([String].self)
        headingObserver = scheduler.createObserver(String.self)
        failedObserver = scheduler.createObserver(String.self)
        savedObserver = scheduler.createObserver(Void.self)
        isEmptyObserver = scheduler.createObserver(Bool.self)
        viewModel.outputs.alerts.subscribe(alertsObserver).disposed(by: disposeBag)
        viewModel.outputs.heading.subscribe(headingObserver).disposed(by: disposeBag)
        viewModel.outputs.failed.subscribe(failedObserver).disposed(by: disposeBag)
        viewModel.outputs.saved.subscribe(savedObserver).disposed(by: disposeBag)
        viewModel.outputs.isEmpty.subscribe(isEmptyObserver).disposed(by: disposeBag)
    }

    override func tearDown() {
        viewModel = nil
        disposeBag = nil
        scheduler = nil
        super.tearDown()
    }

    func test_viewModelIsReleasedWhenNothingHoldsIt() {
        weak var releasedViewModel: DealAlertsViewModel?
        releasedViewModel = viewModel
        viewModel = nil
        disposeBag = nil

        XCTAssertNil(releasedViewModel, "something the view model owns holds it strongly: capture self weakly")
    }

    /// The screen binds what the view model reports to UIKit, which runs only on the main thread: all of it must
    /// arrive there, also when the work runs on another queue (`observe(on: MainScheduler.instance)` brings it back).
    func test_outputsArriveOnTheMainThread() {
        let offMainThreadOutputs = OffMainThreadOutputs()
        offMainThreadOutputs.watch(viewModel.outputs.alerts, named: "alerts")
        offMainThreadOutputs.watch(viewModel.outputs.heading, named: "heading")
        offMainThreadOutputs.watch(viewModel.outputs.failed, named: "failed")
        offMainThreadOutputs.watch(viewModel.outputs.saved, named: "saved")
        offMainThreadOutputs.watch(viewModel.outputs.isEmpty, named: "isEmpty")
        scheduler.scheduleAt(10) { self.viewModel.inputs.refresh() }
        scheduler.scheduleAt(20) { self.viewModel.inputs.remove(at: 1) }

        scheduler.start()

        XCTAssertEqual(offMainThreadOutputs.names(), [], "these outputs reported off the main thread")
    }

    func test_refresh() throws {
        scheduler.scheduleAt(10) { self.viewModel.inputs.refresh() }

        scheduler.start()

        // For example: XCTAssertEqual(alertsObserver.events.count, 1)
        throw XCTSkip("TODO: assert what `refresh` makes the view model emit")
    }

    func test_remove() throws {
        let value: Int = 1
        scheduler.scheduleAt(10) { self.viewModel.inputs.remove(at: value) }

        scheduler.start()

        // For example: XCTAssertEqual(alertsObserver.events.count, 1)
        throw XCTSkip("TODO: assert what `remove` makes the view model emit")
    }
}
