// Created by scaffold from Specs/TaskList.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxFlow
import RxSwift
import RxTest
import XCTest
@testable import App

/// Feeds TaskListViewModel's inputs through a test scheduler and records every output.
final class TaskListViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var disposeBag: DisposeBag!
    private var viewModel: TaskListViewModel!
    private var pickTaskSubject: PublishSubject<Int>!
    private var tapIntroSubject: PublishSubject<Void>!
    private var tapSettingsSubject: PublishSubject<Void>!
    private var tasksObserver: TestableObserver<[Task]>!
    private var openDueDateObserver: TestableObserver<(day: Int, month: Int)>!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
        viewModel = TaskListViewModel()
        pickTaskSubject = PublishSubject<Int>()
        tapIntroSubject = PublishSubject<Void>()
        tapSettingsSubject = PublishSubject<Void>()
        let input = TaskListViewModel.Input(
            pickTask: pickTaskSubject.asDriver(onErrorDriveWith: .empty()),
            tapIntro: tapIntroSubject.asDriver(onErrorDriveWith: .empty()),
            tapSettings: tapSettingsSubject.asDriver(onErrorDriveWith: .empty())
        )
        let output = viewModel.transform(input: input)
        tasksObserver = scheduler.createObserver([Task].self)
        openDueDateObserver = scheduler.createObserver((day: Int, month: Int).self)
        output.tasks.drive(tasksObserver).disposed(by: disposeBag)
        output.openDueDate.drive(openDueDateObserver).disposed(by: disposeBag)
    }

    override func tearDown() {
        viewModel = nil
        disposeBag = nil
        scheduler = nil
        super.tearDown()
    }

    func test_viewModelIsReleasedWhenNothingHoldsIt() {
        weak var releasedViewModel: TaskListViewModel?
        releasedViewModel = viewModel
        viewModel = nil
        disposeBag = nil

        XCTAssertNil(releasedViewModel, "something the view model owns holds it strongly: capture self weakly")
    }

    func test_pickTask() throws {
        let value: Int = 1
        var steps: [Step] = []
        viewModel.steps.subscribe(onNext: { steps.append($0) }).disposed(by: disposeBag)
        scheduler.createHotObservable([.next(10, value)])
            .subscribe(pickTaskSubject)
            .disposed(by: disposeBag)

        scheduler.start()

        guard steps.count == 1, case AppStep.taskIsPicked? = steps.first as? AppStep else {
            return XCTFail("`pickTask` should open TaskDetail")
        }
    }

    func test_tapIntro() throws {
        var steps: [Step] = []
        viewModel.steps.subscribe(onNext: { steps.append($0) }).disposed(by: disposeBag)
        scheduler.createHotObservable([.next(10, ())])
            .subscribe(tapIntroSubject)
            .disposed(by: disposeBag)

        scheduler.start()

        guard steps.count == 1, case AppStep.onboardingIsRequired? = steps.first as? AppStep else {
            return XCTFail("`tapIntro` should open Onboarding")
        }
    }

    func test_tapSettings() throws {
        var steps: [Step] = []
        viewModel.steps.subscribe(onNext: { steps.append($0) }).disposed(by: disposeBag)
        scheduler.createHotObservable([.next(10, ())])
            .subscribe(tapSettingsSubject)
            .disposed(by: disposeBag)

        scheduler.start()

        guard steps.count == 1, case AppStep.settings? = steps.first as? AppStep else {
            return XCTFail("`tapSettings` should open Settings")
        }
    }
}
