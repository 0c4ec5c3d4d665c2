// Created by scaffold from Specs/LanguageList.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the LanguageList screen and binds it to its view model.
final class LanguageListViewController: UIViewController {
    private let viewModel: any LanguageListViewModelType
    /// Starts the routes. Held weakly: the coordinator keeps the flow while the screen is shown, and an event that
    /// arrives after the flow ended finds no router rather than a freed one.
    private weak var router: (any LanguageListRouting)?
    private let disposeBag = DisposeBag()

    init(viewModel: any LanguageListViewModelType, router: any LanguageListRouting) {
        self.viewModel = viewModel
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "LanguageListViewController is created in code with its view model")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bindInputs()
        bindOutputs()
        bindRoutes()
    }

    /// Sends the user's events to the view model.
    private func bindInputs() {
        // TODO: connect the screen's controls, for example:
        // selectLanguage: bind an Observable<String> to viewModel.inputs.selectLanguage
        // searchText: bind an Observable<String> to viewModel.inputs.searchText
        // search: bind an Observable<String> to viewModel.inputs.search
        // button.rx.tap.bind(to: viewModel.inputs.tapSignUp).disposed(by: disposeBag)
    }

    /// Shows what the view model emits; every output is bound here and nowhere else.
    private func bindOutputs() {
        // `didSelectLanguage` and `didCancel` are handled by LanguageListCoordinator.
        viewModel.outputs.languages
            .observe(on: MainScheduler.instance)
            .subscribe(with: self) { owner, languages in
                print(languages.count)
            }
            .disposed(by: disposeBag)

        viewModel.outputs.isSearching
            .drive(with: self) { owner, isSearching in
                // TODO: show `isSearching` (Bool) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)
    }

    /// Starts the spec's routes through the router. While a scene a route opened is on screen, further events of
    /// that route are ignored (`flatMapFirst`), so a double tap opens one screen.
    private func bindRoutes() {
        viewModel.inputs.tapSignUpEvents.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self] _ -> Observable<SignUpCoordinationResult> in
                self?.router?.tapSignUp() ?? .empty()
            }
            .subscribe()
            .disposed(by: disposeBag)
    }
}
