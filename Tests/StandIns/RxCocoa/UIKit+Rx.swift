// API stand-in for RxCocoa 6.x (iOS): reactive extensions for UIKit types.
// Declarations only; bodies never run (see ../README.md).
//
// RxCocoa 6 no longer ships explicit binders for writable properties such as
// `UIView.isHidden`, `UIControl.isEnabled` or `UILabel.text`: those come from
// `Reactive`'s `@dynamicMemberLookup` subscript in RxSwift (ReferenceWritableKeyPath
// -> Binder). Only the members RxCocoa really declares are listed here.

import RxSwift
import UIKit

// NSObject+Rx.swift (the message interception the Objective-C runtime provides on iOS)
extension Reactive where Base: AnyObject {
    public var deallocated: Observable<Void> { fatalError() }

    public func sentMessage(_ selector: Selector) -> Observable<[Any]> { fatalError() }

    public func methodInvoked(_ selector: Selector) -> Observable<[Any]> { fatalError() }

    public var deallocating: Observable<Void> { fatalError() }
}

// UIControl+Rx.swift
extension Reactive where Base: UIControl {
    public func controlEvent(_ controlEvents: UIControl.Event) -> ControlEvent<Void> { fatalError() }

    public func controlProperty<T>(
        editingEvents: UIControl.Event,
        getter: @escaping (Base) -> T,
        setter: @escaping (Base, T) -> Void
    ) -> ControlProperty<T> { fatalError() }
}

// UIButton+Rx.swift
extension Reactive where Base: UIButton {
    public var tap: ControlEvent<Void> { fatalError() }

    public func title(for controlState: UIControl.State = []) -> Binder<String?> { fatalError() }

    public func image(for controlState: UIControl.State = []) -> Binder<UIImage?> { fatalError() }

    public func backgroundImage(for controlState: UIControl.State = []) -> Binder<UIImage?> { fatalError() }

    public func attributedTitle(for controlState: UIControl.State = []) -> Binder<NSAttributedString?> { fatalError() }
}

// UITextField+Rx.swift
extension Reactive where Base: UITextField {
    public var text: ControlProperty<String?> { fatalError() }

    public var value: ControlProperty<String?> { fatalError() }

    public var attributedText: ControlProperty<NSAttributedString?> { fatalError() }
}

// UIActivityIndicatorView+Rx.swift
extension Reactive where Base: UIActivityIndicatorView {
    public var isAnimating: Binder<Bool> { fatalError() }
}

// UIRefreshControl+Rx.swift
extension Reactive where Base: UIRefreshControl {
    public var isRefreshing: Binder<Bool> { fatalError() }
}

// UIBarButtonItem+Rx.swift
extension Reactive where Base: UIBarButtonItem {
    public var tap: ControlEvent<Void> { fatalError() }
}

// UITableView+Rx.swift (items binding and selection events; data-source proxies omitted)
extension Reactive where Base: UITableView {
    public func items<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
        -> (_ cellFactory: @escaping (UITableView, Int, Sequence.Element) -> UITableViewCell)
        -> Disposable
    where Source.Element == Sequence { fatalError() }

    public func items<Sequence: Swift.Sequence, Cell: UITableViewCell, Source: ObservableType>(
        cellIdentifier: String, cellType: Cell.Type = Cell.self
    )
        -> (_ source: Source)
        -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void)
        -> Disposable
    where Source.Element == Sequence { fatalError() }
}

extension Reactive where Base: UITableView {
    public var itemSelected: ControlEvent<IndexPath> { fatalError() }

    public var itemDeselected: ControlEvent<IndexPath> { fatalError() }

    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> { fatalError() }

    public func modelDeselected<T>(_ modelType: T.Type) -> ControlEvent<T> { fatalError() }

    public func model<T>(at indexPath: IndexPath) throws -> T { fatalError() }
}
