// Created by scaffold from Specs/RecruitmentDetail.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the RecruitmentDetail screen and binds it to its view model.
public final class RecruitmentDetailViewController: UIViewController {
    private let viewModel: RecruitmentDetailViewModel
    private let disposeBag = DisposeBag()

    public init(viewModel: RecruitmentDetailViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "RecruitmentDetailViewController is created in code with its view model")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        bindViewModel()
    }

    /// Feeds the screen's events to the view model and shows what it returns; every binding lives here.
    private func bindViewModel() {
        // TODO: replace each .empty() with the screen's events, for example button.rx.tap.asDriver().
        let input = RecruitmentDetailViewModel.Input(
            viewAppear: .empty(),
            bookMarkButtonDidTap: .empty()
        )
        let output = viewModel.transform(input)
        // `openCompanyDetail` and `openApply` are handled by RecruitmentDetailFlow.

        output.recruitmentDetailEntity.asSignal()
            .emit(with: self) { owner, recruitmentDetailEntity in
                // TODO: show `recruitmentDetailEntity` (RecruitmentDetailEntity) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }
}
