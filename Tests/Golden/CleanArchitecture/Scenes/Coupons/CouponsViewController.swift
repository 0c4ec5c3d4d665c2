// Created by scaffold from Specs/Coupons.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the Coupons screen and binds it to its view model.
final class CouponsViewController: UIViewController {
    private let viewModel: CouponsViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: CouponsViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "CouponsViewController is created in code with its view model")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bindViewModel()
    }

    /// Feeds the screen's events to the view model and shows what it returns; every binding lives here.
    private func bindViewModel() {
        // TODO: accept the screen's events into each relay, for example viewWillAppear.accept(()), or bind them to it;
        // keep a relay in a property to accept into it from another method.
        let viewWillAppear = PublishRelay<Void>()
        let pick = PublishRelay<Int>()
        // TODO: replace each .empty() with the screen's events, for example button.rx.tap.asDriver().
        // TODO: replace each ControlEvent and ControlProperty with the control's: button.rx.tap or textField.rx.text.
        let input = CouponsViewModel.Input(
            viewWillAppear: viewWillAppear,
            pick: pick,
            addButtonDidTap: .empty(),
            code: ControlProperty(values: Observable<String?>.empty(), valueSink: AnyObserver { _ in }),
            redeem: ControlEvent(events: Observable<Void>.empty())
        )
        let output = viewModel.transform(input: input)

        output.titles
            .drive(with: self) { owner, titles in
                // TODO: show `titles` ([String]) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }
}
