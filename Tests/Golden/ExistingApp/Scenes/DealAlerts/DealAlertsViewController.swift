// Created by scaffold from Specs/DealAlerts.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the DealAlerts screen and binds it to its view model.
final class DealAlertsViewController: UIViewController {
    private let viewModel: any DealAlertsViewModelType
    private let disposeBag = DisposeBag()

    init(viewModel: any DealAlertsViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "DealAlertsViewController is created in code with its view model")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bindInputs()
        bindOutputs()
    }

    /// Sends the user's events to the view model.
    private func bindInputs() {
        // TODO: connect the screen's controls, for example:
        // viewModel.inputs.refresh()
        // viewModel.inputs.remove(at: /* Int */)
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        // `saved` is handled by DealAlertsCoordinator.
        viewModel.outputs.alerts
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, alerts in
                // TODO: show `alerts` ([String]) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        viewModel.outputs.heading
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, heading in
                // TODO: show `heading` (String) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        viewModel.outputs.failed
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, failed in
                // TODO: show `failed` (String) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        viewModel.outputs.isEmpty
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, isEmpty in
                // TODO: show `isEmpty` (Bool) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }
}
