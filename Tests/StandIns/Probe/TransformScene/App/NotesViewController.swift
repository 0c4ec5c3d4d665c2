// Probe (transform convention): the view controller builds Input from its controls, calls
// transform(input:) once, and drives or emits every Output field into them.

import RxCocoa
import RxRelay
import RxSwift
import UIKit

final class NotesViewController: UIViewController {
    private let viewModel: NotesViewModel
    private let disposeBag = DisposeBag()

    private let searchField = UITextField()
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let refreshControl = UIRefreshControl()
    private let createButton = UIButton(type: .system)
    private let closeItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let summaryLabel = UILabel()
    private let emptyLabel = UILabel()
    private let lastSaved = BehaviorRelay<Note?>(value: nil)
    private let deletions = PublishRelay<Int>()
    private let messages = PublishRelay<String>()
    private let closeRequests = PublishRelay<Void>()

    init(viewModel: NotesViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.refreshControl = refreshControl
        navigationItem.rightBarButtonItem = closeItem
        bindViewModel()
    }

    private func bindViewModel() {
        // On iOS: #selector(UIViewController.viewWillAppear(_:)); Linux has no #selector.
        let viewWillAppear = rx.sentMessage("viewWillAppear:")
            .mapToVoid()
            .asDriverOnErrorJustComplete()
        let pull = refreshControl.rx.controlEvent(.valueChanged).asDriver()
        let input = NotesViewModel.Input(
            trigger: Driver.merge(viewWillAppear, pull),
            query: searchField.rx.text.orEmpty.asDriver(),
            selection: tableView.rx.itemSelected.asDriver().map(\.row),
            create: createButton.rx.tap.asDriver(),
            delete: deletions.asObservable(),
            close: Signal.merge(closeItem.rx.tap.asSignal(), closeRequests.asSignal())
        )
        let output = viewModel.transform(input: input)

        output.fetching.drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        output.fetching.drive(refreshControl.rx.isRefreshing).disposed(by: disposeBag)
        output.placeholder.drive(searchField.rx.placeholder).disposed(by: disposeBag)
        output.titles
            .drive(tableView.rx.items(cellIdentifier: "Note", cellType: UITableViewCell.self)) { _, title, cell in
                cell.textLabel?.text = title
            }
            .disposed(by: disposeBag)
        output.isEmpty.map { !$0 }.drive(emptyLabel.rx.isHidden).disposed(by: disposeBag)
        output.summary.drive(summaryLabel.rx.text, rx.title).disposed(by: disposeBag)
        output.selected.drive().disposed(by: disposeBag)
        output.saved.drive(lastSaved).disposed(by: disposeBag)
        output.deletedCount
            .drive(with: self, onNext: { owner, count in owner.navigationItem.title = "\(count) deleted" })
            .disposed(by: disposeBag)
        output.createEnabled.drive(createButton.rx.isEnabled).disposed(by: disposeBag)
        output.errorMessage.emit(to: messages).disposed(by: disposeBag)
        output.errorMessage.emit(to: alert).disposed(by: disposeBag)
        output.dismiss
            .emit(onNext: { [weak self] in self?.dismiss(animated: true) })
            .disposed(by: disposeBag)
    }

    private var alert: Binder<String> {
        Binder(self) { viewController, message in
            let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            viewController.present(alert, animated: true)
        }
    }
}
