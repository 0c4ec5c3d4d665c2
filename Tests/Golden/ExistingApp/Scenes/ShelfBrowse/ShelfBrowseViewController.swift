// Created by scaffold from Specs/ShelfBrowse.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import UIKit

/// Shows the ShelfBrowse screen and binds it to its view model.
final class ShelfBrowseViewController: UIViewController {
    private let viewModel: ShelfBrowseViewModel
    /// Starts the routes. Held weakly: the coordinator keeps the flow while the screen is shown, and an event that
    /// arrives after the flow ended finds no router rather than a freed one.
    private weak var router: (any ShelfBrowseRouting)?
    private let disposeBag = DisposeBag()

    init(viewModel: ShelfBrowseViewModel, router: any ShelfBrowseRouting) {
        self.viewModel = viewModel
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "ShelfBrowseViewController is created in code with its view model")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bindViewModel()
    }

    /// Feeds the screen's events to the view model and shows what it returns; every binding lives here.
    private func bindViewModel() {
        // TODO: connect `tapGuide` to its control; the router leads it to ReviewGuide.
        let tapGuide: ControlEvent<Void> = ControlEvent(events: Observable<Void>.empty())
        // TODO: connect `tapHelp` to its control; the router leads it to `showHelp`.
        let tapHelp: Signal<Void> = .empty()
        // TODO: replace each .empty() with the screen's events, for example button.rx.tap.asDriver().
        // TODO: replace each ControlProperty with the control's: textField.rx.text.
        let input = ShelfBrowseViewModel.Input(
            appear: .empty(),
            tapGuide: tapGuide,
            rating: ControlProperty(values: Observable<Int>.empty(), valueSink: AnyObserver { _ in }),
            tapHelp: tapHelp,
            pick: .empty()
        )
        let output = viewModel.transform(input: input)
        // `openProduct` starts a route below, through the router.

        output.titles
            .drive(with: self) { owner, titles in
                // TODO: show `titles` ([String]) through `owner` (self, held weakly).
            }
            .disposed(by: disposeBag)

        // Starts the spec's routes through the router. While a scene a route opened is on screen, further events of
        // that route are ignored (`flatMapFirst`), so a double tap opens one screen.
        tapGuide.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self] _ -> Observable<ReviewGuideCoordinationResult> in
                self?.router?.tapGuide() ?? .empty()
            }
            .subscribe()
            .disposed(by: disposeBag)

        tapHelp.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self] _ -> Observable<Void> in
                self?.router?.tapHelp() ?? .empty()
            }
            .subscribe()
            .disposed(by: disposeBag)

        output.openProduct.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self] value -> Observable<ProductDetailCoordinationResult> in
                self?.router?.openProduct(value) ?? .empty()
            }
            .subscribe()
            .disposed(by: disposeBag)
    }
}
