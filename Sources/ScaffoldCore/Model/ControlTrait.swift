/// An RxCocoa control trait a transform view model's `Input` field may be (`trait: controlEvent`,
/// `trait: controlProperty`), as apps write `Input` when their view controller fills it straight from its controls:
/// `loginButton.rx.tap` is a `ControlEvent<Void>`, `idTextField.rx.text` a `ControlProperty<String?>`.
public enum ControlTrait: String, CaseIterable, Hashable, Sendable {
    /// `ControlEvent<T>`: events of a control, such as a button's taps.
    case controlEvent
    /// `ControlProperty<T>`: the values of a control's property, such as a text field's text.
    case controlProperty

    /// The RxCocoa type of the field: `ControlEvent` or `ControlProperty`.
    public var typeName: String {
        switch self {
        case .controlEvent: return "ControlEvent"
        case .controlProperty: return "ControlProperty"
        }
    }
}
