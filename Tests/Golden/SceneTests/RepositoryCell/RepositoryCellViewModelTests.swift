// Created by scaffold from Specs/RepositoryCell.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import RxTest
import XCTest
@testable import App

/// Feeds RepositoryCellViewModel's inputs through a test scheduler and records every output.
final class RepositoryCellViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var disposeBag: DisposeBag!
    private var viewModel: RepositoryCellViewModel!
    private var titleObserver: TestableObserver<String>!
    private var starsObserver: TestableObserver<String>!
    private var isStarredObserver: TestableObserver<Bool>!

    override func setUpWithError() throws {
        try super.setUpWithError()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
        viewModel = RepositoryCellViewModel(repository: try Repository.fixture())
        titleObserver = scheduler.createObserver(String.self)
        starsObserver = scheduler.createObserver(String.self)
        isStarredObserver = scheduler.createObserver(Bool.self)
        viewModel.outputs.title.drive(titleObserver).disposed(by: disposeBag)
        viewModel.outputs.stars.drive(starsObserver).disposed(by: disposeBag)
        viewModel.outputs.isStarred.drive(isStarredObserver).disposed(by: disposeBag)
    }

    override func tearDown() {
        viewModel = nil
        disposeBag = nil
        scheduler = nil
        super.tearDown()
    }

    func test_viewModelIsReleasedWhenNothingHoldsIt() {
        weak var releasedViewModel: RepositoryCellViewModel?
        releasedViewModel = viewModel
        viewModel = nil
        disposeBag = nil

        XCTAssertNil(releasedViewModel, "something the view model owns holds it strongly: capture self weakly")
    }

    func test_toggleStar() throws {
        scheduler.createHotObservable([.next(10, ())])
            .subscribe(viewModel.inputs.toggleStar)
            .disposed(by: disposeBag)

        scheduler.start()

        // For example: XCTAssertEqual(titleObserver.events.count, 1)
        throw XCTSkip("TODO: assert what `toggleStar` makes the view model emit")
    }
}
