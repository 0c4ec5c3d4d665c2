// Created by scaffold from Specs/Welcome.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift
import RxTest
import XCTest
@testable import App

/// Feeds WelcomeViewModel's inputs through a test scheduler and records every output.
final class WelcomeViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var disposeBag: DisposeBag!
    private var coordinator: WelcomeCoordinatorMock!
    private var catalogRepository: CatalogRepositoryMock!
    private var viewModel: WelcomeViewModel!
    private var tapStartSubject: PublishSubject<Void>!
    private var tapFeaturedSubject: PublishSubject<Int>!
    private var greetingObserver: TestableObserver<String>!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
        coordinator = WelcomeCoordinatorMock()
        catalogRepository = CatalogRepositoryMock()
        tapStartSubject = PublishSubject<Void>()
        tapFeaturedSubject = PublishSubject<Int>()
        let input = WelcomeViewModel.Input(
            tapStart: tapStartSubject.asObservable(),
            tapFeatured: tapFeaturedSubject.asObservable()
        )
        viewModel = WelcomeViewModel(input: input, coordinator: coordinator, catalogRepository: catalogRepository)
        greetingObserver = scheduler.createObserver(String.self)
        viewModel.outputs.greeting.subscribe(greetingObserver).disposed(by: disposeBag)
    }

    override func tearDown() {
        viewModel = nil
        disposeBag = nil
        scheduler = nil
        super.tearDown()
    }

    func test_viewModelIsReleasedWhenNothingHoldsIt() {
        weak var releasedViewModel: WelcomeViewModel?
        releasedViewModel = viewModel
        viewModel = nil
        disposeBag = nil

        XCTAssertNil(releasedViewModel, "something the view model owns holds it strongly: capture self weakly")
    }

    /// The screen binds what the view model reports to UIKit, which runs only on the main thread: all of it must
    /// arrive there, also when the work runs on another queue (`observe(on: MainScheduler.instance)` brings it back).
    func test_outputsArriveOnTheMainThread() {
        let offMainThreadOutputs = OffMainThreadOutputs()
        offMainThreadOutputs.watch(viewModel.outputs.greeting, named: "greeting")
        scheduler.scheduleAt(10) { self.tapStartSubject.onNext(()) }
        scheduler.scheduleAt(20) { self.tapFeaturedSubject.onNext(1) }

        scheduler.start()

        XCTAssertEqual(offMainThreadOutputs.names(), [], "these outputs reported off the main thread")
    }

    func test_tapStart() throws {
        scheduler.createHotObservable([.next(10, ())])
            .subscribe(tapStartSubject)
            .disposed(by: disposeBag)

        scheduler.start()

        XCTAssertEqual(coordinator.tapStartCallCount, 1, "`tapStart` should open Catalog")
    }

    func test_tapFeatured() throws {
        let value: Int = 1
        scheduler.createHotObservable([.next(10, value)])
            .subscribe(tapFeaturedSubject)
            .disposed(by: disposeBag)

        scheduler.start()

        XCTAssertEqual(coordinator.tapFeaturedCallCount, 1, "`tapFeatured` should open ProductDetail")
    }
}
