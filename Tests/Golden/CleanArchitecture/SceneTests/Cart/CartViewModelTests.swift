// Created by scaffold from Specs/Cart.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import RxTest
import XCTest
@testable import App

/// Feeds CartViewModel's inputs through a test scheduler and records every output.
final class CartViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var disposeBag: DisposeBag!
    private var cartService: CartServiceMock!
    private var viewModel: CartViewModel!
    private var itemCountObserver: TestableObserver<Int>!
    private var didFinishObserver: TestableObserver<Void>!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
        cartService = CartServiceMock()
        viewModel = CartViewModel(cartService: cartService)
        itemCountObserver = scheduler.createObserver(Int.self)
        didFinishObserver = scheduler.createObserver(Void.self)
        viewModel.outputs.itemCount.drive(itemCountObserver).disposed(by: disposeBag)
        viewModel.outputs.didFinish.drive(didFinishObserver).disposed(by: disposeBag)
    }

    override func tearDown() {
        viewModel = nil
        disposeBag = nil
        scheduler = nil
        super.tearDown()
    }

    func test_viewModelIsReleasedWhenNothingHoldsIt() {
        weak var releasedViewModel: CartViewModel?
        releasedViewModel = viewModel
        viewModel = nil
        disposeBag = nil

        XCTAssertNil(releasedViewModel, "something the view model owns holds it strongly: capture self weakly")
    }

    func test_remove() throws {
        let value: Int = 1
        scheduler.createHotObservable([.next(10, value)])
            .subscribe(viewModel.inputs.remove)
            .disposed(by: disposeBag)

        scheduler.start()

        // For example: XCTAssertEqual(itemCountObserver.events.count, 1)
        throw XCTSkip("TODO: assert what `remove` makes the view model emit")
    }

    func test_selectProduct() throws {
        let value: Int = 1
        scheduler.createHotObservable([.next(10, value)])
            .subscribe(viewModel.inputs.selectProduct)
            .disposed(by: disposeBag)

        scheduler.start()

        // For example: XCTAssertEqual(itemCountObserver.events.count, 1)
        throw XCTSkip("TODO: assert what `selectProduct` makes the view model emit")
    }
}
