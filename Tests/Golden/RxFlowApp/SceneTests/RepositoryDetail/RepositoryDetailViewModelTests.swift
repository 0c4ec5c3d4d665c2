// Created by scaffold from Specs/RepositoryDetail.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift
import RxTest
import XCTest
@testable import App

/// Feeds RepositoryDetailViewModel's inputs through a test scheduler and records every output.
final class RepositoryDetailViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var disposeBag: DisposeBag!
    private var viewModel: RepositoryDetailViewModel!
    private var titleObserver: TestableObserver<String>!
    private var openSignInObserver: TestableObserver<Void>!

    override func setUpWithError() throws {
        try super.setUpWithError()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
        viewModel = RepositoryDetailViewModel(repository: try Repository.fixture(), highlight: nil)
        titleObserver = scheduler.createObserver(String.self)
        openSignInObserver = scheduler.createObserver(Void.self)
        viewModel.outputs.title.subscribe(titleObserver).disposed(by: disposeBag)
        viewModel.outputs.openSignIn.subscribe(openSignInObserver).disposed(by: disposeBag)
    }

    override func tearDown() {
        viewModel = nil
        disposeBag = nil
        scheduler = nil
        super.tearDown()
    }

    func test_viewModelIsReleasedWhenNothingHoldsIt() {
        weak var releasedViewModel: RepositoryDetailViewModel?
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
        offMainThreadOutputs.watch(viewModel.outputs.openSignIn, named: "openSignIn")

        scheduler.start()

        XCTAssertEqual(offMainThreadOutputs.names(), [], "these outputs reported off the main thread")
    }
}
