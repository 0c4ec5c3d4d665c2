// Created by scaffold from Specs/TodoDetail.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift
import RxTest
import XCTest
@testable import App

/// Feeds TodoDetailViewModel's inputs through a test scheduler and records every output.
final class TodoDetailViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var disposeBag: DisposeBag!
    private var sceneCoordinator: SceneCoordinatorMock!
    private var viewModel: TodoDetailViewModel!
    private var titleObserver: TestableObserver<String>!

    override func setUpWithError() throws {
        try super.setUpWithError()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
        sceneCoordinator = SceneCoordinatorMock()
        viewModel = TodoDetailViewModel(item: try TodoItem.fixture(), sceneCoordinator: sceneCoordinator)
        titleObserver = scheduler.createObserver(String.self)
        viewModel.outputs.title.subscribe(titleObserver).disposed(by: disposeBag)
    }

    override func tearDown() {
        viewModel = nil
        disposeBag = nil
        scheduler = nil
        super.tearDown()
    }

    func test_viewModelIsReleasedWhenNothingHoldsIt() {
        weak var releasedViewModel: TodoDetailViewModel?
        releasedViewModel = viewModel
        viewModel = nil
        disposeBag = nil

        XCTAssertNil(releasedViewModel, "something the view model owns holds it strongly: capture self weakly")
    }

    /// The screen binds what the view model reports to UIKit, which runs only on the main thread: all of it must
    /// arrive there, also when the work runs on another queue (`observe(on: MainScheduler.instance)` brings it back).
    func test_outputsArriveOnTheMainThread() {
        let offMainThreadOutputs = OffMainThreadOutputs()
        offMainThreadOutputs.watch(viewModel.outputs.title, named: "title")
        scheduler.scheduleAt(10) { self.viewModel.inputs.tapEdit.onNext(()) }

        scheduler.start()

        XCTAssertEqual(offMainThreadOutputs.names(), [], "these outputs reported off the main thread")
    }

    func test_tapEdit() throws {
        scheduler.createHotObservable([.next(10, ())])
            .subscribe(viewModel.inputs.tapEdit)
            .disposed(by: disposeBag)

        scheduler.start()

        XCTAssertEqual(sceneCoordinator.transitions.map(\.scene.name), ["editTodo"], "`tapEdit` should open EditTodo")
    }
}
