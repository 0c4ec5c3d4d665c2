// Created by scaffold from Specs/RepositoryDetail.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
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
    private var starsCountObserver: TestableObserver<Int>!
    private var isStarredObserver: TestableObserver<Bool>!
    private var webPageObserver: TestableObserver<URL>!
    private var didCloseObserver: TestableObserver<Void>!

    override func setUpWithError() throws {
        try super.setUpWithError()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
        viewModel = RepositoryDetailViewModel(repository: try Repository.fixture(), highlight: nil)
        titleObserver = scheduler.createObserver(String.self)
        starsCountObserver = scheduler.createObserver(Int.self)
        isStarredObserver = scheduler.createObserver(Bool.self)
        webPageObserver = scheduler.createObserver(URL.self)
        didCloseObserver = scheduler.createObserver(Void.self)
        viewModel.outputs.title.drive(titleObserver).disposed(by: disposeBag)
        viewModel.outputs.starsCount.drive(starsCountObserver).disposed(by: disposeBag)
        viewModel.outputs.isStarred.drive(isStarredObserver).disposed(by: disposeBag)
        viewModel.outputs.webPage.drive(webPageObserver).disposed(by: disposeBag)
        viewModel.outputs.didClose.drive(didCloseObserver).disposed(by: disposeBag)
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

    func test_toggleStar() throws {
        scheduler.createHotObservable([.next(10, ())])
            .subscribe(viewModel.inputs.toggleStar)
            .disposed(by: disposeBag)

        scheduler.start()

        // For example: XCTAssertEqual(titleObserver.events.count, 1)
        throw XCTSkip("TODO: assert what `toggleStar` makes the view model emit")
    }

    func test_readOnTheWeb() throws {
        scheduler.createHotObservable([.next(10, ())])
            .subscribe(viewModel.inputs.readOnTheWeb)
            .disposed(by: disposeBag)

        scheduler.start()

        // For example: XCTAssertEqual(titleObserver.events.count, 1)
        throw XCTSkip("TODO: assert what `readOnTheWeb` makes the view model emit")
    }

    func test_share() throws {
        scheduler.createHotObservable([.next(10, ())])
            .subscribe(viewModel.inputs.share)
            .disposed(by: disposeBag)

        scheduler.start()

        // For example: XCTAssertEqual(titleObserver.events.count, 1)
        throw XCTSkip("TODO: assert what `share` makes the view model emit")
    }

    func test_close() throws {
        scheduler.createHotObservable([.next(10, ())])
            .subscribe(viewModel.inputs.close)
            .disposed(by: disposeBag)

        scheduler.start()

        // For example: XCTAssertEqual(titleObserver.events.count, 1)
        throw XCTSkip("TODO: assert what `close` makes the view model emit")
    }
}
