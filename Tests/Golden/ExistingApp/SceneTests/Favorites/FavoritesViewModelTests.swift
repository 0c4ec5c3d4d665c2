// Created by scaffold from Specs/Favorites.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift
import RxTest
import XCTest
@testable import App

/// Feeds FavoritesViewModel's inputs through a test scheduler and records every output.
final class FavoritesViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var disposeBag: DisposeBag!
    private var coordinator: FavoritesCoordinatorMock!
    private var catalogRepository: CatalogRepositoryMock!
    private var imageCache: ImageCacheMock!
    private var viewModel: FavoritesViewModel!
    private var titlesObserver: TestableObserver<[String]>!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
        coordinator = FavoritesCoordinatorMock()
        catalogRepository = CatalogRepositoryMock()
        imageCache = ImageCacheMock()
        viewModel = FavoritesViewModel(catalogRepository: catalogRepository)
        viewModel.coordinator = coordinator
        viewModel.imageCache = imageCache
        titlesObserver = scheduler.createObserver([String].self)
        viewModel.outputs.titles.subscribe(titlesObserver).disposed(by: disposeBag)
    }

    override func tearDown() {
        viewModel = nil
        disposeBag = nil
        scheduler = nil
        super.tearDown()
    }

    func test_viewModelIsReleasedWhenNothingHoldsIt() {
        weak var releasedViewModel: FavoritesViewModel?
        releasedViewModel = viewModel
        viewModel = nil
        disposeBag = nil

        XCTAssertNil(releasedViewModel, "something the view model owns holds it strongly: capture self weakly")
    }

    /// The screen binds what the view model reports to UIKit, which runs only on the main thread: all of it must
    /// arrive there, also when the work runs on another queue (`observe(on: MainScheduler.instance)` brings it back).
    func test_outputsArriveOnTheMainThread() {
        let offMainThreadOutputs = OffMainThreadOutputs()
        offMainThreadOutputs.watch(viewModel.outputs.titles, named: "titles")
        scheduler.scheduleAt(10) { self.viewModel.inputs.select.onNext(1) }
        scheduler.scheduleAt(20) { self.viewModel.inputs.tapGuide.onNext(()) }

        scheduler.start()

        XCTAssertEqual(offMainThreadOutputs.names(), [], "these outputs reported off the main thread")
    }

    func test_select() throws {
        let value: Int = 1
        scheduler.createHotObservable([.next(10, value)])
            .subscribe(viewModel.inputs.select)
            .disposed(by: disposeBag)

        scheduler.start()

        XCTAssertEqual(coordinator.selectCallCount, 1, "`select` should open ProductDetail")
    }

    func test_tapGuide() throws {
        scheduler.createHotObservable([.next(10, ())])
            .subscribe(viewModel.inputs.tapGuide)
            .disposed(by: disposeBag)

        scheduler.start()

        XCTAssertEqual(coordinator.tapGuideCallCount, 1, "`tapGuide` should open ReviewGuide")
    }
}
