// Created by scaffold from Specs/ShelfPicks.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the ShelfPicks screen and binds it to its view model.
final class ShelfPicksViewController: UIViewController {
    private let viewModel: ShelfPicksViewModel
    /// Starts the routes. Held weakly: the coordinator keeps the flow while the screen is shown, and an event that
    /// arrives after the flow ended finds no router rather than a freed one.
    private weak var router: (any ShelfPicksRouting)?
    private let disposeBag = DisposeBag()

    init(viewModel: ShelfPicksViewModel, router: any ShelfPicksRouting) {
        self.viewModel = viewModel
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "ShelfPicksViewController is created in code with its view model")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bindViewModel()
    }

    /// Feeds the screen's events to the view model and shows what it returns; every binding lives here.
    private func bindViewModel() {
        // TODO: connect `tapCatalog` to its control; the router leads it to Catalog.
        let tapCatalog: Driver<Void> = .empty()
        // TODO: replace each .empty() with the screen's events, for example button.rx.tap.asDriver().
        let input = ShelfPicksViewModel.Input(
            tapCatalog: tapCatalog,
            pick: .empty()
        )
        let output = viewModel.transform(input: input)
        // `openPick` starts a route below, through the router.

        output.picks
            .drive(with: self) { owner, picks in
                // TODO: show `picks` ([String]) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        // Starts the spec's routes through the router. While a scene a route opened is on screen, further events of
        // that route are ignored (`flatMapFirst`), so a double tap opens one screen.
        tapCatalog.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self] _ -> Observable<Void> in
                self?.router?.tapCatalog() ?? .empty()
            }
            .subscribe()
            .disposed(by: disposeBag)

        output.openPick.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self] value -> Observable<ProductDetailCoordinationResult> in
                self?.router?.openPick(value) ?? .empty()
            }
            .subscribe()
            .disposed(by: disposeBag)
    }
}
