// Created by scaffold from Specs/Wishlist.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import RxTest
import XCTest
@testable import App

/// Feeds WishlistViewModel's inputs through a test scheduler and records every output.
final class WishlistViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var disposeBag: DisposeBag!
    private var navigator: WishlistNavigatorMock!
    private var cartService: CartServiceMock!
    private var viewModel: WishlistViewModel!
    private var titlesObserver: TestableObserver<[String]>!
    private var notificationSettingsObserver: TestableObserver<URL>!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
        navigator = WishlistNavigatorMock()
        cartService = CartServiceMock()
        viewModel = WishlistViewModel(navigator: navigator, cartService: cartService)
        titlesObserver = scheduler.createObserver([String].self)
        notificationSettingsObserver = scheduler.createObserver(URL.self)
        viewModel.outputs.titles.drive(titlesObserver).disposed(by: disposeBag)
        viewModel.outputs.notificationSettings.drive(notificationSettingsObserver).disposed(by: disposeBag)
    }

    override func tearDown() {
        viewModel = nil
        disposeBag = nil
        scheduler = nil
        super.tearDown()
    }

    func test_viewModelIsReleasedWhenNothingHoldsIt() {
        weak var releasedViewModel: WishlistViewModel?
        releasedViewModel = viewModel
        viewModel = nil
        disposeBag = nil

        XCTAssertNil(releasedViewModel, "something the view model owns holds it strongly: capture self weakly")
    }

    func test_selectProduct() throws {
        let value: Int = 1
        scheduler.createHotObservable([.next(10, value)])
            .subscribe(viewModel.inputs.selectProduct)
            .disposed(by: disposeBag)

        scheduler.start()

        XCTAssertEqual(navigator.selectProductCallCount, 1, "`selectProduct` should open Product")
    }

    func test_tapAccount() throws {
        scheduler.createHotObservable([.next(10, ())])
            .subscribe(viewModel.inputs.tapAccount)
            .disposed(by: disposeBag)

        scheduler.start()

        XCTAssertEqual(navigator.tapAccountCallCount, 1, "`tapAccount` should open Account")
    }

    func test_tapShare() throws {
        scheduler.createHotObservable([.next(10, ())])
            .subscribe(viewModel.inputs.tapShare)
            .disposed(by: disposeBag)

        scheduler.start()

        XCTAssertEqual(navigator.tapShareCallCount, 1, "`tapShare` should be handled by `shareWishlist`")
    }

    func test_compare() throws {
        let value: (first: Int, second: Int) = (first: 1, second: 1)
        scheduler.createHotObservable([.next(10, value)])
            .subscribe(viewModel.inputs.compare)
            .disposed(by: disposeBag)

        scheduler.start()

        XCTAssertEqual(navigator.compareCallCount, 1, "`compare` should be handled by `compareProducts`")
    }
}
