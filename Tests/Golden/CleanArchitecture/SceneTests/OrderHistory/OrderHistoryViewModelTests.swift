// Created by scaffold from Specs/OrderHistory.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import RxTest
import XCTest
@testable import App

/// Feeds OrderHistoryViewModel's inputs through a test scheduler and records every output.
final class OrderHistoryViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var disposeBag: DisposeBag!
    private var cartService: CartServiceMock!
    private var viewModel: OrderHistoryViewModel!
    private var ordersObserver: TestableObserver<[String]>!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
        cartService = CartServiceMock()
        viewModel = OrderHistoryViewModel(cartService: cartService)
        ordersObserver = scheduler.createObserver([String].self)
        viewModel.outputs.orders.drive(ordersObserver).disposed(by: disposeBag)
    }

    override func tearDown() {
        viewModel = nil
        disposeBag = nil
        scheduler = nil
        super.tearDown()
    }

    func test_viewModelIsReleasedWhenNothingHoldsIt() {
        weak var releasedViewModel: OrderHistoryViewModel?
        releasedViewModel = viewModel
        viewModel = nil
        disposeBag = nil

        XCTAssertNil(releasedViewModel, "something the view model owns holds it strongly: capture self weakly")
    }

    func test_selectOrder() throws {
        let value: Int = 1
        let selectOrderEvents = scheduler.createObserver(Int.self)
        viewModel.inputs.selectOrderEvents.subscribe(selectOrderEvents).disposed(by: disposeBag)
        scheduler.createHotObservable([.next(10, value)])
            .subscribe(viewModel.inputs.selectOrder)
            .disposed(by: disposeBag)

        scheduler.start()

        XCTAssertEqual(selectOrderEvents.events.count, 1, "`selectOrder` should open Product")
    }

    func test_tapCart() throws {
        let tapCartEvents = scheduler.createObserver(Void.self)
        viewModel.inputs.tapCartEvents.subscribe(tapCartEvents).disposed(by: disposeBag)
        scheduler.createHotObservable([.next(10, ())])
            .subscribe(viewModel.inputs.tapCart)
            .disposed(by: disposeBag)

        scheduler.start()

        XCTAssertEqual(tapCartEvents.events.count, 1, "`tapCart` should open Cart")
    }
}
