// Positive probe: exercises the stand-in APIs the way RxSwift/MVVM-C iOS app code
// and its unit tests do. It is only type-checked (never compiled to a binary or run):
//
//   swiftc -typecheck -swift-version 5 -I <dir with stand-in .swiftmodules> Probe.swift
//
// Not part of any module or SwiftPM target.

import Action
import Foundation
import RxCocoa
import RxRelay
import RxSwift
import RxTest
import UIKit
import XCTest

// MARK: - Model / errors

struct User: Equatable {
    let id: Int
    let name: String
}

enum ProbeError: Error {
    case failed
}

protocol UserServiceType {
    func fetchUsers() -> Single<[User]>
    func user(id: Int) -> Maybe<User>
    func delete(id: Int) -> Completable
    func search(_ query: String) -> Observable<[User]>
}

final class UserService: UserServiceType {
    func fetchUsers() -> Single<[User]> {
        Single.create { single in
            single(.success([User(id: 1, name: "a")]))
            single(.failure(ProbeError.failed))
            return Disposables.create()
        }
    }

    func user(id: Int) -> Maybe<User> {
        Maybe.create { maybe in
            maybe(.success(User(id: id, name: "x")))
            maybe(.completed)
            maybe(.error(ProbeError.failed))
            return Disposables.create {}
        }
    }

    func delete(id: Int) -> Completable {
        Completable.create { completable in
            completable(.completed)
            completable(.error(ProbeError.failed))
            return Disposables.create()
        }
    }

    func search(_ query: String) -> Observable<[User]> {
        Observable.create { observer in
            observer.onNext([])
            observer.on(.next([User(id: 2, name: query)]))
            observer.onCompleted()
            observer.onError(ProbeError.failed)
            return Disposables.create()
        }
    }
}

// MARK: - ViewModel (MVVM with Input/Output)

final class UserListViewModel {
    struct Input {
        let refresh: Observable<Void>
        let query: Observable<String>
        let selection: Observable<User>
    }

    struct Output {
        let users: Driver<[User]>
        let isLoading: Driver<Bool>
        let errorMessage: Signal<String>
        let title: Driver<String>
        let isEmpty: Driver<Bool>
    }

    let didSelectUser = PublishRelay<User>()
    let loading = BehaviorRelay<Bool>(value: false)
    let queryRelay = BehaviorRelay<String>(value: "")
    let errors = PublishSubject<Error>()
    let disposeBag = DisposeBag()

    let deleteAction: CompletableAction<Int>
    let refreshAction: CocoaAction
    let loadAction: Action<Int, [User]>

    private let service: UserServiceType

    init(service: UserServiceType) {
        self.service = service
        deleteAction = CompletableAction<Int> { id in service.delete(id: id) }
        refreshAction = CocoaAction { Observable.just(()) }
        loadAction = Action(enabledIf: Observable.just(true)) { (page: Int) -> Observable<[User]> in
            service.fetchUsers().asObservable()
        }
        _ = Action<Int, User>(workFactory: { id in service.user(id: id) })
        _ = Action<Void, [User]>(workFactory: { service.fetchUsers() })
    }

    func transform(input: Input) -> Output {
        let loading = self.loading
        let errors = self.errors

        let users = input.refresh
            .startWith(())
            .withLatestFrom(input.query)
            .debounce(.milliseconds(300), scheduler: MainScheduler.instance)
            .distinctUntilChanged()
            .flatMapLatest { [service] query -> Observable<[User]> in
                service.search(query)
                    .do(
                        onNext: { _ in loading.accept(false) },
                        onError: { errors.onNext($0) },
                        onSubscribe: { loading.accept(true) }
                    )
                    .catchAndReturn([])
            }
            .share(replay: 1, scope: .whileConnected)

        input.selection
            .bind(to: didSelectUser)
            .disposed(by: disposeBag)

        input.query
            .bind(to: queryRelay)
            .disposed(by: disposeBag)

        let title = Observable.combineLatest(users, input.query) { users, query in "\(query): \(users.count)" }
            .asDriver(onErrorJustReturn: "")

        return Output(
            users: users.asDriver(onErrorDriveWith: .empty()),
            isLoading: loading.asDriver(),
            errorMessage: errors.map { "\($0)" }.asSignal(onErrorJustReturn: "error"),
            title: title,
            isEmpty: users.map { $0.isEmpty }.asDriver(onErrorRecover: { _ in Driver.just(true) })
        )
    }
}

// MARK: - ViewController

final class UserListViewController: UIViewController {
    private let viewModel: UserListViewModel
    private let disposeBag = DisposeBag()

    private let tableView = UITableView(frame: .zero, style: .plain)
    private let searchField = UITextField()
    private let titleLabel = UILabel()
    // `rx.action` is assigned through the no-op `rx` setter, so the receiver must be a `var`
    // (same with the real RxSwift/Action).
    private var reloadButton = UIButton(type: .system)
    private let deleteButton = UIButton(type: .custom)
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let refreshControl = UIRefreshControl()
    private var addItem = UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
    private let emptyView = UIView(frame: .zero)

    init(viewModel: UserListViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(tableView)
        view.addSubview(emptyView)
        title = "Users"
        navigationItem.rightBarButtonItem = addItem
        tableView.refreshControl = refreshControl
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        bindViewModel()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
    }

    private func bindViewModel() {
        let input = UserListViewModel.Input(
            refresh: Observable.merge(
                reloadButton.rx.tap.asObservable(),
                refreshControl.rx.controlEvent(.valueChanged).asObservable(),
                addItem.rx.tap.asObservable()
            ),
            query: searchField.rx.text.orEmpty.asObservable(),
            selection: tableView.rx.modelSelected(User.self).asObservable()
        )
        let output = viewModel.transform(input: input)

        output.users
            .drive(tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) { _, user, cell in
                cell.textLabel?.text = user.name
            }
            .disposed(by: disposeBag)

        output.title.drive(titleLabel.rx.text).disposed(by: disposeBag)
        output.title.map { Optional($0) }.drive(navigationItem.rx.title).disposed(by: disposeBag)
        output.isLoading.drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        output.isLoading.drive(refreshControl.rx.isRefreshing).disposed(by: disposeBag)
        output.isLoading.map { !$0 }.drive(reloadButton.rx.isEnabled).disposed(by: disposeBag)
        output.isEmpty.map { !$0 }.drive(emptyView.rx.isHidden).disposed(by: disposeBag)
        output.isEmpty.drive(onNext: { _ in }, onCompleted: {}, onDisposed: {}).disposed(by: disposeBag)
        output.isEmpty.drive(with: self, onNext: { owner, empty in owner.tableView.isHidden = empty })
            .disposed(by: disposeBag)
        output.isEmpty.drive(viewModel.loading).disposed(by: disposeBag)
        output.errorMessage.emit(onNext: { [weak self] message in self?.showError(message) }).disposed(by: disposeBag)
        let errorUsers = PublishSubject<User>()
        output.errorMessage.emit(to: errorUsers.mapObserver { User(id: 0, name: $0) })
            .disposed(by: disposeBag)

        let textBinder = Binder<String>(self) { vc, text in vc.title = text }
        output.title.drive(textBinder).disposed(by: disposeBag)

        viewModel.loading
            .map { !$0 }
            .bind(to: searchField.rx.isEnabled, deleteButton.rx.isEnabled)
            .disposed(by: disposeBag)

        searchField.rx.text
            .bind(onNext: { text in print(text ?? "") })
            .disposed(by: disposeBag)

        searchField.rx.text.orEmpty
            .bind(with: self) { owner, text in owner.title = text }
            .disposed(by: disposeBag)

        reloadButton.rx.action = viewModel.refreshAction
        deleteButton.rx.bind(to: viewModel.deleteAction, input: 42)
        deleteButton.rx.bind(to: viewModel.deleteAction) { _ in 7 }
        addItem.rx.action = viewModel.refreshAction

        tableView.rx.itemSelected
            .subscribe(onNext: { [weak self] indexPath in
                self?.tableView.deselectRow(at: indexPath, animated: true)
            })
            .disposed(by: disposeBag)
    }

    private func showError(_ message: String) {
        let alert = UIAlertController(title: "Error", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true, completion: nil)
    }
}

final class UserCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// MARK: - Coordinator

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start() -> Observable<Void>
}

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let window: UIWindow
    private let navigationController: UINavigationController
    private let disposeBag = DisposeBag()

    init(window: UIWindow) {
        self.window = window
        self.navigationController = UINavigationController()
    }

    func start() -> Observable<Void> {
        let viewModel = UserListViewModel(service: UserService())
        let viewController = UserListViewController(viewModel: viewModel)
        navigationController.setViewControllers([viewController], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()

        viewModel.didSelectUser
            .observe(on: MainScheduler.instance)
            .subscribe(with: self, onNext: { owner, user in owner.showDetail(user) })
            .disposed(by: disposeBag)

        return Observable.never()
    }

    private func showDetail(_ user: User) {
        let detail = UIViewController()
        detail.title = user.name
        navigationController.pushViewController(detail, animated: true)
        navigationController.popViewController(animated: true)
        navigationController.popToRootViewController(animated: false)
        let modal = UINavigationController(rootViewController: UIViewController(nibName: nil, bundle: nil))
        modal.modalPresentationStyle = .fullScreen
        navigationController.present(modal, animated: true)
        modal.dismiss(animated: true)
        navigationController.topViewController?.show(UIViewController(), sender: nil)
    }
}

// MARK: - Plain RxSwift surface

func rxSwiftSurface() {
    let bag = DisposeBag()
    let ints = Observable.of(1, 2, 3)
    let strings = Observable.from(["a", "b"])
    let fromSequence = Observable.from(1...3)
    let just = Observable.just(true)
    let empty = Observable<Int>.empty()
    let never = Observable<Int>.never()
    let failing = Observable<Int>.error(ProbeError.failed)
    let created = Observable<Int>.create { observer in
        observer.onNext(1)
        return Disposables.create()
    }

    _ = Observable.merge(ints, empty, never, failing, created)
    _ = Observable.merge([ints, empty])
    _ = Observable.merge(AnyCollection([ints]))
    _ = Observable.of(ints, empty).merge()
    _ = Observable.combineLatest(ints, strings)
    _ = Observable.combineLatest(ints, strings) { "\($0)\($1)" }
    _ = Observable.combineLatest(ints, strings, just)
    _ = Observable.combineLatest(ints, strings, just) { i, s, b in b ? "\(i)" : s }
    _ = Observable.combineLatest(ints, strings, just, fromSequence)
    _ = Observable.combineLatest(ints, strings, just, fromSequence) { a, b, c, d in "\(a)\(b)\(c)\(d)" }
    _ = Observable.combineLatest([ints, fromSequence]).map { $0.reduce(0, +) }
    _ = Observable.zip(ints, strings)
    _ = Observable.zip(ints, strings) { "\($0)\($1)" }
    _ = Observable.zip(ints, strings, just)
    _ = Observable.zip(ints, strings, just) { a, b, c in "\(a)\(b)\(c)" }
    _ = Observable.concat(ints, empty)
    _ = ints.concat(empty)

    let step1: Observable<Int> =
        ints
        .map { $0 * 2 }
        .compactMap { $0 > 2 ? $0 : nil }
        .filter { $0 % 2 == 0 }
    let step2: Observable<Int> =
        step1
        .flatMap { Observable.just($0) }
        .flatMapLatest { Observable.just($0 + 1) }
        .flatMapFirst { Single.just($0) }
    let step3: Observable<String> =
        step2
        .withLatestFrom(strings) { number, string in "\(number)\(string)" }
    let step4: Observable<Int> =
        step3
        .withLatestFrom(ints)
        .startWith(0, 1)
        .scan(0, accumulator: +)
    let step5: Observable<Int> =
        step4
        .scan(into: [Int]()) { acc, value in acc.append(value) }
        .map { $0.count }
    let step6: Observable<Int> =
        step5
        .distinctUntilChanged()
        .distinctUntilChanged { $0 == $1 }
        .take(5)
        .skip(1)
        .take(until: never)
        .take(while: { $0 < 100 })
        .share(replay: 1, scope: .forever)
        .share()
    let step7: Observable<Int> =
        step6
        .do(
            onNext: { _ in }, afterNext: { _ in }, onError: { _ in }, afterError: { _ in },
            onCompleted: {}, afterCompleted: {}, onSubscribe: {}, onSubscribed: {}, onDispose: {}
        )
        .do(onNext: { print($0) })
    let step8: Observable<Int> =
        step7
        .catch { _ in Observable.just(0) }
        .catchAndReturn(-1)
        .retry(2)
    let pipeline: Observable<String> =
        step8
        .observe(on: MainScheduler.instance)
        .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .background))
        .debounce(.milliseconds(300), scheduler: MainScheduler.instance)
        .throttle(.seconds(1), scheduler: MainScheduler.instance)
        .throttle(.seconds(1), latest: false, scheduler: MainScheduler.asyncInstance)
        .delay(.milliseconds(10), scheduler: SerialDispatchQueueScheduler(qos: .default))
        .map { String($0) }

    let materialized: Observable<Event<String>> = pipeline.materialize()
    _ = materialized.map { event -> String in
        switch event {
        case .next(let value): return value
        case .error(let error): return "\(error)"
        case .completed: return "done"
        }
    }
    let dematerialized: Observable<String> = materialized.dematerialize()
    _ = materialized.map { $0.element }.compactMap { $0 }
    let event: Event<Int> = .next(1)
    _ = event.isStopEvent
    _ = event.map { $0 + 1 }

    dematerialized.subscribe(onNext: { print($0) }, onError: { print($0) }, onCompleted: {}, onDisposed: {})
        .disposed(by: bag)
    dematerialized.subscribe(onNext: { print($0) }).disposed(by: bag)
    dematerialized.subscribe { (event: Event<String>) in print(event) }.disposed(by: bag)

    final class Owner {}
    let owner = Owner()
    dematerialized
        .subscribe(with: owner, onNext: { _, _ in }, onError: { _, _ in }, onCompleted: { _ in }, onDisposed: { _ in })
        .disposed(by: bag)
    _ = dematerialized.withUnretained(owner).map { $1 }

    let ignored: Observable<Never> = ints.ignoreElements()
    let completable: Completable = ignored.asCompletable()
    let single: Single<Int> = ints.asSingle()
    let maybe: Maybe<Int> = ints.asMaybe()
    _ = ints.toArray()
    _ = (completable, single, maybe)

    // Subjects and observers
    let publish = PublishSubject<Int>()
    let behavior = BehaviorSubject<Int>(value: 0)
    let replay = ReplaySubject<Int>.create(bufferSize: 1)
    let async = AsyncSubject<Int>()
    _ = try? behavior.value()
    publish.onNext(1)
    behavior.onCompleted()
    replay.onError(ProbeError.failed)
    async.on(.next(2))
    _ = publish.hasObservers

    let anyObserver = AnyObserver<Int> { event in print(event) }
    let wrapped = AnyObserver(publish)
    let erased: AnyObserver<Int> = behavior.asObserver().asObserver()
    let mapped: AnyObserver<String> = anyObserver.mapObserver { Int($0) ?? 0 }
    anyObserver.onNext(1)
    wrapped.on(.completed)
    erased.onError(ProbeError.failed)
    mapped.onNext("1")

    ints.bind(to: publish).disposed(by: bag)
    ints.bind(to: behavior, behavior).disposed(by: bag)
    ints.map { Optional($0) }.bind(to: anyObserver.mapObserver { $0 ?? 0 }).disposed(by: bag)
    ints.bind(to: replay).disposed(by: bag)
    ints.bind(to: anyObserver).disposed(by: bag)
    ints.bind(onNext: { print($0) }).disposed(by: bag)
    ints.subscribe(publish).disposed(by: bag)

    // Relays
    let publishRelay = PublishRelay<Int>()
    let behaviorRelay = BehaviorRelay<Int>(value: 0)
    let optionalRelay = BehaviorRelay<Int?>(value: nil)
    let replayRelay = ReplayRelay<Int>.create(bufferSize: 2)
    publishRelay.accept(1)
    behaviorRelay.accept(behaviorRelay.value + 1)
    ints.bind(to: publishRelay).disposed(by: bag)
    ints.bind(to: behaviorRelay, behaviorRelay).disposed(by: bag)
    ints.bind(to: optionalRelay).disposed(by: bag)
    ints.bind(to: replayRelay).disposed(by: bag)
    _ = publishRelay.asObservable()
    _ = behaviorRelay.asDriver()
    _ = publishRelay.asSignal()

    // Disposables
    let disposable = Disposables.create()
    let composite = Disposables.create(disposable, Disposables.create { print("disposed") })
    let bag2 = DisposeBag()
    bag2.insert(disposable, composite)
    composite.dispose()
    _ = composite.isDisposed
    let serial = SerialDisposable()
    serial.disposable = disposable

    // Schedulers
    let scheduler: SchedulerType = MainScheduler.instance
    let immediate: ImmediateSchedulerType = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    let interval: RxTimeInterval = .milliseconds(250)
    _ = Observable<Int>.interval(interval, scheduler: scheduler)
    _ = Observable<Int>.timer(.seconds(1), scheduler: scheduler)
    _ = immediate.schedule(()) { _ in Disposables.create() }
}

func traitsSurface() {
    let bag = DisposeBag()
    let single = Single<Int>.just(1)
    let failed = Single<Int>.error(ProbeError.failed)
    let never = Single<Int>.never()

    single
        .map { $0 + 1 }
        .flatMap { Single.just("\($0)") }
        .catchAndReturn("fallback")
        .observe(on: MainScheduler.instance)
        .subscribe(onSuccess: { print($0) }, onFailure: { print($0) }, onDisposed: {})
        .disposed(by: bag)
    failed.subscribe { (result: SingleEvent<Int>) in
        switch result {
        case .success(let value): print(value)
        case .failure(let error): print(error)
        }
    }.disposed(by: bag)
    _ = never.asObservable()
    _ = single.asCompletable()
    _ = single.asMaybe()
    _ = single.do(onSuccess: { _ in })
    _ = Single.zip(single, failed)
    _ = Single.zip(single, failed) { $0 + $1 }

    let maybe = Maybe<Int>.just(1)
    _ = Maybe<Int>.empty()
    maybe.map { $0 * 2 }
        .subscribe(onSuccess: { _ in }, onError: { _ in }, onCompleted: {}, onDisposed: {})
        .disposed(by: bag)
    _ = maybe.ifEmpty(default: 0)

    let completable = Completable.empty()
    completable
        .andThen(
            Completable.create { observer in
                observer(.completed)
                return Disposables.create()
            }
        )
        .andThen(single)
        .subscribe(onSuccess: { _ in })
        .disposed(by: bag)
    _ = completable.andThen(Observable.just(1))
    _ = completable.andThen(maybe)
    completable.subscribe(onCompleted: {}, onError: { _ in }).disposed(by: bag)
    _ = Completable.error(ProbeError.failed)
    _ = Completable.zip(completable, completable)
}

func cocoaSurface() {
    let bag = DisposeBag()
    let driver = Driver.just(1)
    let drivers: [Driver<Int>] = [Driver.empty(), Driver.never(), Driver.of(1, 2, 3)]
    _ = Driver.merge(drivers)
    _ = Driver.merge(driver, driver)
    _ = Driver.combineLatest(driver, driver)
    _ = Driver.combineLatest(driver, driver) { $0 + $1 }
    _ = Driver.combineLatest(driver, driver, driver) { $0 + $1 + $2 }
    _ = Driver.zip(driver, driver)

    let strings: Driver<String> =
        driver
        .map { $0 * 2 }
        .filter { $0 > 0 }
        .flatMapLatest { Driver.just($0) }
        .distinctUntilChanged()
        .startWith(0)
        .map { String($0) }
    strings.drive(onNext: { print($0) }).disposed(by: bag)
    strings.drive().disposed(by: bag)
    _ = strings.asObservable()

    let observableDriver: Driver<Int> = Observable.just(1).asDriver(onErrorJustReturn: 0)
    _ = Observable.just(1).asDriver(onErrorDriveWith: Driver.empty())
    _ = Observable.just(1).asDriver(onErrorRecover: { _ in .empty() })
    _ = Single.just(1).asDriver(onErrorJustReturn: 0)
    _ = observableDriver.asDriver()

    let signal: Signal<Int> = Observable.just(1).asSignal(onErrorJustReturn: 0)
    let relay = PublishRelay<Int>()
    let subject = PublishSubject<Int>()
    signal.emit(to: relay).disposed(by: bag)
    signal.emit(to: subject).disposed(by: bag)
    signal.emit(onNext: { print($0) }).disposed(by: bag)
    _ = Signal<Int>.empty()
    _ = Observable.just(1).asSignal(onErrorSignalWith: .empty())

    let button = UIButton(type: .system)
    let control: UIControl = UISwitch()
    let tap: ControlEvent<Void> = button.rx.tap
    let edit: ControlEvent<Void> = control.rx.controlEvent(.editingChanged)
    tap.subscribe(onNext: {}).disposed(by: bag)
    _ = edit.asDriver()
    _ = tap.asSignal()

    let textField = UITextField(frame: .zero)
    let text: ControlProperty<String?> = textField.rx.text
    let orEmpty: ControlProperty<String> = text.orEmpty
    orEmpty.map { $0.count }.bind(to: relay).disposed(by: bag)
    Observable.just("x").bind(to: textField.rx.text).disposed(by: bag)
    _ = text.changed

    let label = UILabel()
    let binder: Binder<String?> = label.rx.text
    Observable<String?>.just("hi").bind(to: binder).disposed(by: bag)
    strings.drive(label.rx.text).disposed(by: bag)

    let view = UIView()
    Observable.just(true).bind(to: view.rx.isHidden).disposed(by: bag)
    Observable.just(UIColor.white).bind(to: view.rx.backgroundColor).disposed(by: bag)
    Observable.just(false).bind(to: button.rx.isEnabled).disposed(by: bag)
    Observable<String?>.just("t").bind(to: button.rx.title(for: .normal)).disposed(by: bag)

    let spinner = UIActivityIndicatorView(style: .large)
    Observable.just(true).bind(to: spinner.rx.isAnimating).disposed(by: bag)
    let refresh = UIRefreshControl()
    Observable.just(false).bind(to: refresh.rx.isRefreshing).disposed(by: bag)
    let item = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
    item.rx.tap.bind(to: subject.mapObserver { 0 }).disposed(by: bag)

    let tableView = UITableView(frame: .zero, style: .grouped)
    Observable.just(["a", "b"])
        .bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) { row, element, cell in
            cell.textLabel?.text = "\(row) \(element)"
        }
        .disposed(by: bag)
    Observable.just([1, 2])
        .bind(to: tableView.rx.items) { tableView, row, _ in
            tableView.dequeueReusableCell(withIdentifier: "Cell")
                ?? UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        .disposed(by: bag)

    _ = UIColor.systemBackground
    _ = UIImage(named: "icon")
    let window = UIWindow(frame: .zero)
    window.rootViewController = UINavigationController(rootViewController: UIViewController())
}

final class UISwitch: UIControl {}

// MARK: - Action surface

func actionSurface() {
    let bag = DisposeBag()
    let action = Action<String, Int>(enabledIf: Observable.just(true)) { input in
        Observable.just(input.count)
    }
    let workFactory: Action<String, Int>.WorkFactory = { Observable.just($0.count) }
    _ = Action(workFactory: workFactory)

    let inputs: AnyObserver<String> = action.inputs
    inputs.onNext("x")
    action.elements.subscribe(onNext: { print($0) }).disposed(by: bag)
    action.executing.subscribe(onNext: { print($0) }).disposed(by: bag)
    action.enabled.subscribe(onNext: { print($0) }).disposed(by: bag)
    action.executionObservables.subscribe(onNext: { _ in }).disposed(by: bag)
    action.underlyingError.subscribe(onNext: { print($0) }).disposed(by: bag)
    action.errors
        .subscribe(onNext: { error in
            switch error {
            case .notEnabled: print("not enabled")
            case .underlyingError(let underlying): print(underlying)
            }
        })
        .disposed(by: bag)
    action.execute("hello")
    action.execute("hello").subscribe().disposed(by: bag)
    Observable.just("a").bind(to: action.inputs).disposed(by: bag)

    let cocoaAction = CocoaAction { Observable.empty() }
    cocoaAction.execute()
    let singleAction = Action<Int, String> { Single.just("\($0)") }
    let completableAction = CompletableAction<Void> { Completable.empty() }
    let maybeAction = Action<Void, Int> { Maybe.just(1) }
    _ = completableAction.completions
    _ = (singleAction, maybeAction)

    var button = UIButton(type: .custom)
    button.rx.action = cocoaAction
    _ = button.rx.action
    button.rx.bind(to: action, input: "tap")
    button.rx.bind(to: action) { _ in "transform" }
    button.rx.bind(to: action, controlEvent: button.rx.tap) { _ in "event" }
    button.rx.unbindAction()

    var item = UIBarButtonItem(title: "t", style: .done, target: nil, action: nil)
    item.rx.action = cocoaAction
    let refresh = UIRefreshControl()
    refresh.rx.bind(to: cocoaAction, input: ())
    _ = UIAlertAction.Action("OK", style: .default)
}

// MARK: - RxTest surface

final class UserListViewModelTests: XCTestCase {
    var scheduler: TestScheduler!
    var disposeBag: DisposeBag!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
    }

    func testHotAndCold() {
        let hot = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .completed(300),
        ])
        let cold: TestableObservable<String> = scheduler.createColdObservable([
            .next(10, "a"),
            .error(20, ProbeError.failed),
        ])
        let observer = scheduler.createObserver(Int.self)

        hot.map { $0 * 10 }.bind(to: observer).disposed(by: disposeBag)
        scheduler.scheduleAt(250) { _ = cold.subscribe() }
        scheduler.start()
        scheduler.advanceTo(400)

        XCTAssertEqual(observer.events, [.next(210, 10), .next(220, 20), .completed(300)])
        XCTAssertEqual(observer.events, Recorded.events(.next(210, 10), .next(220, 20), .completed(300)))
        XCTAssertEqual(observer.events.map { $0.value }, [Event<Int>.next(10), .next(20), .completed])
        XCTAssertRecordedElements(observer.events, [10, 20])
        XCTAssertEqual(hot.subscriptions, [Subscription(0, 1000)])
        XCTAssertEqual(cold.recordedEvents.count, 2)
        XCTAssertTrue(observer.events[0] == Recorded.next(210, 10))
        XCTAssertEqual(observer.events.first?.time, 210)
    }

    func testStartHelpers() {
        let created = scheduler.start(created: 0, subscribed: 100, disposed: 1000) {
            Observable.just(1)
        }
        let disposed = scheduler.start(disposed: 500) { Driver.just("x") }
        let defaults: TestableObserver<Bool> = scheduler.start { Single.just(true) }

        XCTAssertEqual(created.events, [.next(101, 1), .completed(101)])
        XCTAssertEqual(disposed.events, [.next(201, "x"), .completed(201)])
        XCTAssertEqual(defaults.events.count, 2)
        XCTAssertEqual(TestScheduler.Defaults.disposed, 1000)
    }

    func testViewModelWithRelays() {
        let viewModel = UserListViewModel(service: UserService())
        let refresh = scheduler.createHotObservable([.next(300, ())])
        let query = scheduler.createHotObservable([.next(200, "a")])
        let output = viewModel.transform(
            input: .init(
                refresh: refresh.asObservable(),
                query: query.asObservable(),
                selection: .never()
            ))
        let loading = scheduler.createObserver(Bool.self)
        output.isLoading.drive(loading).disposed(by: disposeBag)
        SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start()
        }
        XCTAssertEqual(loading.events, [.next(0, false)])
    }
}
