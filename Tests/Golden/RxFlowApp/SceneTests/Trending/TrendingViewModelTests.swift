// Created by scaffold from Specs/Trending.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxFlow
import RxSwift
import RxTest
import XCTest
@testable import App

/// Feeds TrendingViewModel's inputs through a test scheduler and records every output.
final class TrendingViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var disposeBag: DisposeBag!
    private var viewModel: TrendingViewModel!
    private var pickSubject: PublishSubject<Int>!
    private var tapSignInSubject: PublishSubject<Void>!
    private var closeSubject: PublishSubject<Void>!
    private var repositoriesObserver: TestableObserver<[Repository]>!
    private var openRepositoryObserver: TestableObserver<Repository>!
    private var didCloseObserver: TestableObserver<Void>!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
        viewModel = TrendingViewModel()
        pickSubject = PublishSubject<Int>()
        tapSignInSubject = PublishSubject<Void>()
        closeSubject = PublishSubject<Void>()
        let input = TrendingViewModel.Input(
            pick: pickSubject.asDriver(onErrorDriveWith: .empty()),
            tapSignIn: tapSignInSubject.asDriver(onErrorDriveWith: .empty()),
            close: closeSubject.asDriver(onErrorDriveWith: .empty())
        )
        let output = viewModel.transform(input: input)
        repositoriesObserver = scheduler.createObserver([Repository].self)
        openRepositoryObserver = scheduler.createObserver(Repository.self)
        didCloseObserver = scheduler.createObserver(Void.self)
        output.repositories.drive(repositoriesObserver).disposed(by: disposeBag)
        output.openRepository.drive(openRepositoryObserver).disposed(by: disposeBag)
        output.didClose.drive(didCloseObserver).disposed(by: disposeBag)
    }

    override func tearDown() {
        viewModel = nil
        disposeBag = nil
        scheduler = nil
        super.tearDown()
    }

    func test_viewModelIsReleasedWhenNothingHoldsIt() {
        weak var releasedViewModel: TrendingViewModel?
        releasedViewModel = viewModel
        viewModel = nil
        disposeBag = nil

        XCTAssertNil(releasedViewModel, "something the view model owns holds it strongly: capture self weakly")
    }

    func test_pick() throws {
        let value: Int = 1
        scheduler.createHotObservable([.next(10, value)])
            .subscribe(pickSubject)
            .disposed(by: disposeBag)

        scheduler.start()

        // For example: XCTAssertEqual(repositoriesObserver.events.count, 1)
        throw XCTSkip("TODO: assert what `pick` makes the view model emit")
    }

    func test_tapSignIn() throws {
        var steps: [Step] = []
        viewModel.steps.subscribe(onNext: { steps.append($0) }).disposed(by: disposeBag)
        scheduler.createHotObservable([.next(10, ())])
            .subscribe(tapSignInSubject)
            .disposed(by: disposeBag)

        scheduler.start()

        guard steps.count == 1, case AppStep.signIn? = steps.first as? AppStep else {
            return XCTFail("`tapSignIn` should open SignIn")
        }
    }

    func test_close() throws {
        scheduler.createHotObservable([.next(10, ())])
            .subscribe(closeSubject)
            .disposed(by: disposeBag)

        scheduler.start()

        // For example: XCTAssertEqual(repositoriesObserver.events.count, 1)
        throw XCTSkip("TODO: assert what `close` makes the view model emit")
    }
}
