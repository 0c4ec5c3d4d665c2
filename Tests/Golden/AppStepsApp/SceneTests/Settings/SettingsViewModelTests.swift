// Created by scaffold from Specs/Settings.yml. Yours to edit: scaffold only merges spec changes into it.

import RxFlow
import RxSwift
import RxTest
import XCTest
@testable import App

/// Feeds SettingsViewModel's inputs through a test scheduler and records every output.
final class SettingsViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var disposeBag: DisposeBag!
    private var viewModel: SettingsViewModel!
    private var versionObserver: TestableObserver<String>!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
        viewModel = SettingsViewModel()
        versionObserver = scheduler.createObserver(String.self)
        viewModel.outputs.version.subscribe(versionObserver).disposed(by: disposeBag)
    }

    override func tearDown() {
        viewModel = nil
        disposeBag = nil
        scheduler = nil
        super.tearDown()
    }

    func test_viewModelIsReleasedWhenNothingHoldsIt() {
        weak var releasedViewModel: SettingsViewModel?
        releasedViewModel = viewModel
        viewModel = nil
        disposeBag = nil

        XCTAssertNil(releasedViewModel, "something the view model owns holds it strongly: capture self weakly")
    }

    /// The screen binds what the view model reports to UIKit, which runs only on the main thread: all of it must
    /// arrive there, also when the work runs on another queue (`observe(on: MainScheduler.instance)` brings it back).
    func test_outputsArriveOnTheMainThread() {
        let offMainThreadOutputs = OffMainThreadOutputs()
        offMainThreadOutputs.watch(viewModel.outputs.version, named: "version")
        scheduler.scheduleAt(10) { self.viewModel.inputs.tapIntro.onNext(()) }

        scheduler.start()

        XCTAssertEqual(offMainThreadOutputs.names(), [], "these outputs reported off the main thread")
    }

    func test_tapIntro() throws {
        var steps: [Step] = []
        viewModel.steps.subscribe(onNext: { steps.append($0) }).disposed(by: disposeBag)
        scheduler.createHotObservable([.next(10, ())])
            .subscribe(viewModel.inputs.tapIntro)
            .disposed(by: disposeBag)

        scheduler.start()

        guard steps.count == 1, case AppStep.onboardingIsRequired? = steps.first as? AppStep else {
            return XCTFail("`tapIntro` should open Onboarding")
        }
    }
}
