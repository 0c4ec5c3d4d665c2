// API stand-in for RxCocoa 6.x (iOS): reactive extensions for UIKit types.
// These bodies run (see ../README.md), within what Linux allows: nothing here hooks into UIKit, so
// - events that come from UIKit (taps, editing, selection, message interception, deallocation) are
//   sequences that never emit and never end;
// - control properties emit the control's current value once, on subscription, and then nothing;
// - binders set the UIKit property on the main thread, as RxCocoa's do;
// - `rx.items` keeps the items (for `model(at:)`) and reloads the table view, but creates no cells.
//
// RxCocoa 6 no longer ships explicit binders for writable properties such as
// `UIView.isHidden`, `UIControl.isEnabled` or `UILabel.text`: those come from
// `Reactive`'s `@dynamicMemberLookup` subscript in RxSwift (ReferenceWritableKeyPath
// -> Binder). Only the members RxCocoa really declares are listed here.

import RxSwift
import UIKit

// NSObject+Rx.swift (the message interception the Objective-C runtime provides on iOS)
extension Reactive where Base: AnyObject {
    public var deallocated: Observable<Void> { Observable.never() }

    public func sentMessage(_ selector: Selector) -> Observable<[Any]> { Observable.never() }

    public func methodInvoked(_ selector: Selector) -> Observable<[Any]> { Observable.never() }

    public var deallocating: Observable<Void> { Observable.never() }
}

// UIControl+Rx.swift
extension Reactive where Base: UIControl {
    public func controlEvent(_ controlEvents: UIControl.Event) -> ControlEvent<Void> {
        ControlEvent(events: Observable.never())
    }

    public func controlProperty<T>(
        editingEvents: UIControl.Event,
        getter: @escaping (Base) -> T,
        setter: @escaping (Base, T) -> Void
    ) -> ControlProperty<T> {
        let values = Observable<T>.create { [weak base] observer in
            if let base { observer.onNext(getter(base)) }
            return Disposables.create()
        }
        return ControlProperty(values: values, valueSink: Binder(base, binding: setter))
    }
}

// UIButton+Rx.swift
extension Reactive where Base: UIButton {
    public var tap: ControlEvent<Void> { controlEvent(.touchUpInside) }

    public func title(for controlState: UIControl.State = []) -> Binder<String?> {
        Binder(base) { button, title in button.setTitle(title, for: controlState) }
    }

    public func image(for controlState: UIControl.State = []) -> Binder<UIImage?> {
        Binder(base) { button, image in button.setImage(image, for: controlState) }
    }

    public func backgroundImage(for controlState: UIControl.State = []) -> Binder<UIImage?> {
        Binder(base) { button, image in button.setBackgroundImage(image, for: controlState) }
    }

    public func attributedTitle(for controlState: UIControl.State = []) -> Binder<NSAttributedString?> {
        Binder(base) { button, title in button.setAttributedTitle(title, for: controlState) }
    }
}

// UITextField+Rx.swift
extension Reactive where Base: UITextField {
    public var text: ControlProperty<String?> { value }

    public var value: ControlProperty<String?> {
        controlProperty(
            editingEvents: [.allEditingEvents, .valueChanged],
            getter: { $0.text },
            setter: { textField, value in
                if textField.text != value { textField.text = value }
            })
    }

    public var attributedText: ControlProperty<NSAttributedString?> {
        controlProperty(
            editingEvents: [.allEditingEvents, .valueChanged],
            getter: { $0.attributedText },
            setter: { textField, value in
                if textField.attributedText != value { textField.attributedText = value }
            })
    }
}

// UIActivityIndicatorView+Rx.swift
extension Reactive where Base: UIActivityIndicatorView {
    public var isAnimating: Binder<Bool> {
        Binder(base) { indicator, active in
            if active { indicator.startAnimating() } else { indicator.stopAnimating() }
        }
    }
}

// UIRefreshControl+Rx.swift
extension Reactive where Base: UIRefreshControl {
    public var isRefreshing: Binder<Bool> {
        Binder(base) { control, refreshing in
            if refreshing { control.beginRefreshing() } else { control.endRefreshing() }
        }
    }
}

// UIBarButtonItem+Rx.swift
extension Reactive where Base: UIBarButtonItem {
    public var tap: ControlEvent<Void> { ControlEvent(events: Observable.never()) }
}

// UITableView+Rx.swift (items binding and selection events; data-source proxies omitted)
extension Reactive where Base: UITableView {
    public func items<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
        -> (_ cellFactory: @escaping (UITableView, Int, Sequence.Element) -> UITableViewCell)
        -> Disposable
    where Source.Element == Sequence {
        { _ in bindItems(source) }
    }

    public func items<Sequence: Swift.Sequence, Cell: UITableViewCell, Source: ObservableType>(
        cellIdentifier: String, cellType: Cell.Type = Cell.self
    )
        -> (_ source: Source)
        -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void)
        -> Disposable
    where Source.Element == Sequence {
        { source in { _ in bindItems(source) } }
    }

    /// Keeps each item list `source` sends (for `model(at:)`) and reloads the table view.
    private func bindItems<Source: ObservableType>(_ source: Source) -> Disposable where Source.Element: Sequence {
        let tableView = base
        return source.subscribe(
            onNext: { [weak tableView] items in
                guard let tableView else { return }
                BoundItems.set(Array(items), for: tableView)
                tableView.reloadData()
            },
            onError: { error in assertionFailure("Binding error: \(error)") },
            onDisposed: { [weak tableView] in
                if let tableView { BoundItems.set(nil, for: tableView) }
            })
    }
}

/// The items last bound to each table view with `rx.items` (RxCocoa keeps them in its data source).
private enum BoundItems {
    private static let lock = NSLock()
    private static var itemsByTable: [ObjectIdentifier: [Any]] = [:]

    static func set(_ items: [Any]?, for tableView: UITableView) {
        lock.lock()
        defer { lock.unlock() }
        itemsByTable[ObjectIdentifier(tableView)] = items
    }

    static func items(for tableView: UITableView) -> [Any]? {
        lock.lock()
        defer { lock.unlock() }
        return itemsByTable[ObjectIdentifier(tableView)]
    }
}

extension Reactive where Base: UITableView {
    public var itemSelected: ControlEvent<IndexPath> { ControlEvent(events: Observable.never()) }

    public var itemDeselected: ControlEvent<IndexPath> { ControlEvent(events: Observable.never()) }

    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> { ControlEvent(events: Observable.never()) }

    public func modelDeselected<T>(_ modelType: T.Type) -> ControlEvent<T> { ControlEvent(events: Observable.never()) }

    public func model<T>(at indexPath: IndexPath) throws -> T {
        guard let items = BoundItems.items(for: base) else { throw RxCocoaError.itemsNotYetBound(object: base) }
        guard items.indices.contains(indexPath.row) else { throw RxCocoaError.invalidOperation(object: indexPath) }
        guard let model = items[indexPath.row] as? T else {
            throw RxCocoaError.castingError(object: items[indexPath.row], targetType: T.self)
        }
        return model
    }
}
