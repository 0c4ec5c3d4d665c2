// Created by scaffold from Specs/Account.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import RxTest
import XCTest
@testable import App

/// Feeds AccountViewModel's inputs through a test scheduler and records every output.
final class AccountViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var disposeBag: DisposeBag!
    private var cartService: CartServiceMock!
    private var viewModel: AccountViewModel!
    private var nameObserver: TestableObserver<String>!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
        cartService = CartServiceMock()
        viewModel = AccountViewModel(cartService: cartService)
        nameObserver = scheduler.createObserver(String.self)
        viewModel.outputs.name.drive(nameObserver).disposed(by: disposeBag)
    }

    override func tearDown() {
        viewModel = nil
        disposeBag = nil
        scheduler = nil
        super.tearDown()
    }

    func test_viewModelIsReleasedWhenNothingHoldsIt() {
        weak var releasedViewModel: AccountViewModel?
        releasedViewModel = viewModel
        viewModel = nil
        disposeBag = nil

        XCTAssertNil(releasedViewModel, "something the view model owns holds it strongly: capture self weakly")
    }

    func test_tapOrders() throws {
        let tapOrdersEvents = scheduler.createObserver(Void.self)
        viewModel.inputs.tapOrdersEvents.subscribe(tapOrdersEvents).disposed(by: disposeBag)
        scheduler.scheduleAt(10) { self.viewModel.inputs.tapOrders() }

        scheduler.start()

        XCTAssertEqual(tapOrdersEvents.events.count, 1, "`tapOrders` should open OrderHistory")
    }

    func test_reorder() throws {
        let value: Int = 1
        let reorderEvents = scheduler.createObserver(Int.self)
        viewModel.inputs.reorderEvents.subscribe(reorderEvents).disposed(by: disposeBag)
        scheduler.scheduleAt(10) { self.viewModel.inputs.reorder(productID: value) }

        scheduler.start()

        XCTAssertEqual(reorderEvents.events.count, 1, "`reorder` should open Product")
    }
}
