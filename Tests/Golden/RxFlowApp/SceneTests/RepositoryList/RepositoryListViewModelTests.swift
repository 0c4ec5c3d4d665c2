// Created by scaffold from Specs/RepositoryList.yml. Yours to edit: scaffold only merges spec changes into it.

import RxFlow
import RxSwift
import RxTest
import XCTest
@testable import App

/// Feeds RepositoryListViewModel's inputs through a test scheduler and records every output.
final class RepositoryListViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var disposeBag: DisposeBag!
    private var viewModel: RepositoryListViewModel!
    private var repositoriesObserver: TestableObserver<[Repository]>!
    private var isSignedInObserver: TestableObserver<Bool>!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
        viewModel = RepositoryListViewModel()
        repositoriesObserver = scheduler.createObserver([Repository].self)
        isSignedInObserver = scheduler.createObserver(Bool.self)
        viewModel.outputs.repositories.subscribe(repositoriesObserver).disposed(by: disposeBag)
        viewModel.outputs.isSignedIn.subscribe(isSignedInObserver).disposed(by: disposeBag)
    }

    override func tearDown() {
        viewModel = nil
        disposeBag = nil
        scheduler = nil
        super.tearDown()
    }

    func test_viewModelIsReleasedWhenNothingHoldsIt() {
        weak var releasedViewModel: RepositoryListViewModel?
        releasedViewModel = viewModel
        viewModel = nil
        disposeBag = nil

        XCTAssertNil(releasedViewModel, "something the view model owns holds it strongly: capture self weakly")
    }

    /// The screen binds what the view model reports to UIKit, which runs only on the main thread: all of it must
    /// arrive there, also when the work runs on another queue (`observe(on: MainScheduler.instance)` brings it back).
    func test_outputsArriveOnTheMainThread() {
        let offMainThreadOutputs = OffMainThreadOutputs()
        offMainThreadOutputs.watch(viewModel.outputs.repositories, named: "repositories")
        offMainThreadOutputs.watch(viewModel.outputs.isSignedIn, named: "isSignedIn")
        scheduler.scheduleAt(10) { _ = try? self.viewModel.inputs.selectRepository.onNext(Repository.fixture()) }
        scheduler.scheduleAt(20) { self.viewModel.inputs.tapSignIn.onNext(()) }

        scheduler.start()

        XCTAssertEqual(offMainThreadOutputs.names(), [], "these outputs reported off the main thread")
    }

    func test_selectRepository() throws {
        let value: Repository = try Repository.fixture()
        var steps: [Step] = []
        viewModel.steps.subscribe(onNext: { steps.append($0) }).disposed(by: disposeBag)
        scheduler.createHotObservable([.next(10, value)])
            .subscribe(viewModel.inputs.selectRepository)
            .disposed(by: disposeBag)

        scheduler.start()

        guard steps.count == 1, case AppStep.repositoryDetail? = steps.first as? AppStep else {
            return XCTFail("`selectRepository` should open RepositoryDetail")
        }
    }

    func test_tapSignIn() throws {
        var steps: [Step] = []
        viewModel.steps.subscribe(onNext: { steps.append($0) }).disposed(by: disposeBag)
        scheduler.createHotObservable([.next(10, ())])
            .subscribe(viewModel.inputs.tapSignIn)
            .disposed(by: disposeBag)

        scheduler.start()

        guard steps.count == 1, case AppStep.signIn? = steps.first as? AppStep else {
            return XCTFail("`tapSignIn` should open SignIn")
        }
    }
}
