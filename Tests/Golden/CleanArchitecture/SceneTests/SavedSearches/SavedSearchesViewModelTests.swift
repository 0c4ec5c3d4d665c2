// Created by scaffold from Specs/SavedSearches.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest
@testable import App

/// Feeds SavedSearchesViewModel's inputs through a test scheduler and records every output.
final class SavedSearchesViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var disposeBag: DisposeBag!
    private var navigator: SavedSearchesNavigatorMock!
    private var cartService: CartServiceMock!
    private var viewModel: SavedSearchesViewModel!
    private var titlesObserver: TestableObserver<[String]>!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
        navigator = SavedSearchesNavigatorMock()
        cartService = CartServiceMock()
        viewModel = SavedSearchesViewModel(navigator: navigator, cartService: cartService)
        titlesObserver = scheduler.createObserver([String].self)
        viewModel.outputs.titles.drive(titlesObserver).disposed(by: disposeBag)
    }

    override func tearDown() {
        viewModel = nil
        disposeBag = nil
        scheduler = nil
        super.tearDown()
    }

    func test_viewModelIsReleasedWhenNothingHoldsIt() {
        weak var releasedViewModel: SavedSearchesViewModel?
        releasedViewModel = viewModel
        viewModel = nil
        disposeBag = nil

        XCTAssertNil(releasedViewModel, "something the view model owns holds it strongly: capture self weakly")
    }

    func test_appear() throws {
        scheduler.scheduleAt(10) { self.viewModel.inputs.appear.accept(()) }

        scheduler.start()

        // For example: XCTAssertEqual(titlesObserver.events.count, 1)
        throw XCTSkip("TODO: assert what `appear` makes the view model emit")
    }

    func test_selectProduct() throws {
        let value: Int = 1
        scheduler.scheduleAt(10) { self.viewModel.inputs.selectProduct.accept(value) }

        scheduler.start()

        XCTAssertEqual(navigator.selectProductCallCount, 1, "`selectProduct` should open Product")
    }

    func test_tapAccount() throws {
        scheduler.scheduleAt(10) { self.viewModel.inputs.tapAccount.accept(()) }

        scheduler.start()

        XCTAssertEqual(navigator.tapAccountCallCount, 1, "`tapAccount` should open Account")
    }
}
