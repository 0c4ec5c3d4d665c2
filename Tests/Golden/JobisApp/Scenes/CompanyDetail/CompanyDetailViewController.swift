// Created by scaffold from Specs/CompanyDetail.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the CompanyDetail screen and binds it to its view model.
public final class CompanyDetailViewController: UIViewController {
    private let viewModel: CompanyDetailViewModel
    private let disposeBag = DisposeBag()

    public init(viewModel: CompanyDetailViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "CompanyDetailViewController is created in code with its view model")
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
        let input = CompanyDetailViewModel.Input(
            viewAppear: .empty(),
            recruitmentButtonDidTap: .empty()
        )
        let output = viewModel.transform(input)
        // `openRecruitment` is handled by CompanyDetailFlow.

        output.companyDetailInfo.asSignal()
            .emit(with: self) { owner, companyDetailInfo in
                // TODO: show `companyDetailInfo` (CompanyInfoDetailEntity) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        output.reviewListInfo.asSignal()
            .emit(with: self) { owner, reviewListInfo in
                // TODO: show `reviewListInfo` ([ReviewEntity]) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }
}
