// API stand-in for RxCocoa 6.x (iOS): reactive extensions for UIKit types.
// Declarations only; bodies never run (see ../README.md).
//
// RxCocoa 6 no longer ships explicit binders for writable properties such as
// `UIView.isHidden`, `UIControl.isEnabled` or `UILabel.text`: those come from
// `Reactive`'s `@dynamicMemberLookup` subscript in RxSwift (ReferenceWritableKeyPath
// -> Binder). Only the members RxCocoa really declares are listed here.

import RxSwift
import UIKit

// NSObject+Rx.swift
extension Reactive where Base: AnyObject {
    public var deallocated: Observable<Void> { fatalError() }
}

// UIControl+Rx.swift
public extension Reactive where Base: UIControl {
    func controlEvent(_ controlEvents: UIControl.Event) -> ControlEvent<Void> { fatalError() }

    func controlProperty<T>(
        editingEvents: UIControl.Event,
        getter: @escaping (Base) -> T,
        setter: @escaping (Base, T) -> Void
    ) -> ControlProperty<T> { fatalError() }
}

// UIButton+Rx.swift
public extension Reactive where Base: UIButton {
    var tap: ControlEvent<Void> { fatalError() }

    func title(for controlState: UIControl.State = []) -> Binder<String?> { fatalError() }

    func image(for controlState: UIControl.State = []) -> Binder<UIImage?> { fatalError() }

    func backgroundImage(for controlState: UIControl.State = []) -> Binder<UIImage?> { fatalError() }

    func attributedTitle(for controlState: UIControl.State = []) -> Binder<NSAttributedString?> { fatalError() }
}

// UITextField+Rx.swift
public extension Reactive where Base: UITextField {
    var text: ControlProperty<String?> { fatalError() }

    var value: ControlProperty<String?> { fatalError() }

    var attributedText: ControlProperty<NSAttributedString?> { fatalError() }
}

// UIActivityIndicatorView+Rx.swift
public extension Reactive where Base: UIActivityIndicatorView {
    var isAnimating: Binder<Bool> { fatalError() }
}

// UIRefreshControl+Rx.swift
public extension Reactive where Base: UIRefreshControl {
    var isRefreshing: Binder<Bool> { fatalError() }
}

// UIBarButtonItem+Rx.swift
public extension Reactive where Base: UIBarButtonItem {
    var tap: ControlEvent<Void> { fatalError() }
}

// UITableView+Rx.swift (items binding and selection events; data-source proxies omitted)
public extension Reactive where Base: UITableView {
    func items<Sequence: Swift.Sequence, Source: ObservableType>
    (_ source: Source)
    -> (_ cellFactory: @escaping (UITableView, Int, Sequence.Element) -> UITableViewCell)
    -> Disposable
    where Source.Element == Sequence { fatalError() }

    func items<Sequence: Swift.Sequence, Cell: UITableViewCell, Source: ObservableType>
    (cellIdentifier: String, cellType: Cell.Type = Cell.self)
    -> (_ source: Source)
    -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void)
    -> Disposable
    where Source.Element == Sequence { fatalError() }
}

public extension Reactive where Base: UITableView {
    var itemSelected: ControlEvent<IndexPath> { fatalError() }

    var itemDeselected: ControlEvent<IndexPath> { fatalError() }

    func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> { fatalError() }

    func modelDeselected<T>(_ modelType: T.Type) -> ControlEvent<T> { fatalError() }

    func model<T>(at indexPath: IndexPath) throws -> T { fatalError() }
}
