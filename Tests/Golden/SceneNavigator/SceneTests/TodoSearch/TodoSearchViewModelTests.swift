// Created by scaffold from Specs/TodoSearch.yml. Yours to edit: scaffold only merges spec changes into it.

import RxRelay
import RxSwift
import RxTest
import XCTest
@testable import App

/// Feeds TodoSearchViewModel's inputs through a test scheduler and records every output.
final class TodoSearchViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var disposeBag: DisposeBag!
    private var sceneCoordinator: SceneCoordinatorMock!
    private var viewModel: TodoSearchViewModel!
    private var titlesObserver: TestableObserver<[String]>!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
        sceneCoordinator = SceneCoordinatorMock()
        viewModel = TodoSearchViewModel(sceneCoordinator: sceneCoordinator)
        titlesObserver = scheduler.createObserver([String].self)
        viewModel.outputs.titles.subscribe(titlesObserver).disposed(by: disposeBag)
    }

    override func tearDown() {
        viewModel = nil
        disposeBag = nil
        scheduler = nil
        super.tearDown()
    }

    func test_viewModelIsReleasedWhenNothingHoldsIt() {
        weak var releasedViewModel: TodoSearchViewModel?
        releasedViewModel = viewModel
        viewModel = nil
        disposeBag = nil

        XCTAssertNil(releasedViewModel, "something the view model owns holds it strongly: capture self weakly")
    }

    /// The screen binds what the view model reports to UIKit, which runs only on the main thread: all of it must
    /// arrive there, also when the work runs on another queue (`observe(on: MainScheduler.instance)` brings it back).
    func test_outputsArriveOnTheMainThread() {
        let offMainThreadOutputs = OffMainThreadOutputs()
        offMainThreadOutputs.watch(viewModel.outputs.titles, named: "titles")
        scheduler.scheduleAt(10) { self.viewModel.inputs.query.accept("text") }
        scheduler.scheduleAt(20) { self.viewModel.inputs.tapAdd.accept(()) }

        scheduler.start()

        XCTAssertEqual(offMainThreadOutputs.names(), [], "these outputs reported off the main thread")
    }

    func test_query() throws {
        let value: String = "text"
        scheduler.scheduleAt(10) { self.viewModel.inputs.query.accept(value) }

        scheduler.start()

        // For example: XCTAssertEqual(titlesObserver.events.count, 1)
        throw XCTSkip("TODO: assert what `query` makes the view model emit")
    }

    func test_tapAdd() throws {
        scheduler.scheduleAt(10) { self.viewModel.inputs.tapAdd.accept(()) }

        scheduler.start()

        XCTAssertEqual(sceneCoordinator.transitions.map(\.scene.name), ["editTodo"], "`tapAdd` should open EditTodo")
    }
}
