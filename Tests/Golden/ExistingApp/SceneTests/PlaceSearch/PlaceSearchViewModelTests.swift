// Created by scaffold from Specs/PlaceSearch.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest
@testable import App

/// Feeds PlaceSearchViewModel's inputs through a test scheduler and records every output.
final class PlaceSearchViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var disposeBag: DisposeBag!
    private var catalogRepository: CatalogRepositoryMock!
    private var imageCache: ImageCacheMock!
    private var shopAPI: ShopAPI!
    private var viewModel: PlaceSearchViewModel!
    private var searchPlaceholderObserver: TestableObserver<String>!
    private var searchHintsObserver: TestableObserver<[String]?>!
    private var sceneDidHideObserver: TestableObserver<Void>!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
        catalogRepository = CatalogRepositoryMock()
        imageCache = ImageCacheMock()
        shopAPI = ShopAPI()
        viewModel = PlaceSearchViewModel(
            apiService: catalogRepository,
            theme: imageCache,
            region: "text",
            storage: shopAPI,
            isInteractiveAnimationEnabled: true
        )
        searchPlaceholderObserver = scheduler.createObserver(String.self)
        searchHintsObserver = scheduler.createObserver([String]?.self)
        sceneDidHideObserver = scheduler.createObserver(Void.self)
        viewModel.outputs.searchPlaceholder.drive(searchPlaceholderObserver).disposed(by: disposeBag)
        viewModel.outputs.searchHints.drive(searchHintsObserver).disposed(by: disposeBag)
        viewModel.outputs.sceneDidHide.subscribe(sceneDidHideObserver).disposed(by: disposeBag)
    }

    override func tearDown() {
        viewModel = nil
        disposeBag = nil
        scheduler = nil
        super.tearDown()
    }

    func test_viewModelIsReleasedWhenNothingHoldsIt() {
        weak var releasedViewModel: PlaceSearchViewModel?
        releasedViewModel = viewModel
        viewModel = nil
        disposeBag = nil

        XCTAssertNil(releasedViewModel, "something the view model owns holds it strongly: capture self weakly")
    }

    /// The screen binds what the view model reports to UIKit, which runs only on the main thread: all of it must
    /// arrive there, also when the work runs on another queue (`observe(on: MainScheduler.instance)` brings it back).
    func test_outputsArriveOnTheMainThread() {
        let offMainThreadOutputs = OffMainThreadOutputs()
        offMainThreadOutputs.watch(viewModel.outputs.sceneDidHide, named: "sceneDidHide")
        scheduler.scheduleAt(10) { self.viewModel.inputs.searchValue.accept(nil) }
        scheduler.scheduleAt(20) { self.viewModel.inputs.performSearch.onNext(()) }
        scheduler.scheduleAt(30) { self.viewModel.inputs.locationHintTap.accept(1) }
        scheduler.scheduleAt(40) { self.viewModel.inputs.searchByLocation.accept(()) }

        scheduler.start()

        XCTAssertEqual(offMainThreadOutputs.names(), [], "these outputs reported off the main thread")
    }

    func test_searchValue() throws {
        let value: String? = nil
        scheduler.scheduleAt(10) { self.viewModel.inputs.searchValue.accept(value) }

        scheduler.start()

        // For example: XCTAssertEqual(viewModel.inputs.searchValue.value, value)
        throw XCTSkip("TODO: assert what `searchValue` makes the view model emit")
    }

    func test_performSearch() throws {
        scheduler.createHotObservable([.next(10, ())])
            .subscribe(viewModel.inputs.performSearch)
            .disposed(by: disposeBag)

        scheduler.start()

        // For example: XCTAssertEqual(searchPlaceholderObserver.events.count, 1)
        throw XCTSkip("TODO: assert what `performSearch` makes the view model emit")
    }

    func test_locationHintTap() throws {
        let value: Int = 1
        scheduler.scheduleAt(10) { self.viewModel.inputs.locationHintTap.accept(value) }

        scheduler.start()

        // For example: XCTAssertEqual(searchPlaceholderObserver.events.count, 1)
        throw XCTSkip("TODO: assert what `locationHintTap` makes the view model emit")
    }

    func test_searchByLocation() throws {
        scheduler.scheduleAt(10) { self.viewModel.inputs.searchByLocation.accept(()) }

        scheduler.start()

        // For example: XCTAssertEqual(searchPlaceholderObserver.events.count, 1)
        throw XCTSkip("TODO: assert what `searchByLocation` makes the view model emit")
    }

    func test_animationState() throws {
        try XCTSkipIf(true, "TODO: assert what `animationState` returns, then remove this skip")
        _ = viewModel.animationState
    }
}
