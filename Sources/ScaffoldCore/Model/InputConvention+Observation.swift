extension InputConvention {
    /// Whether each input is a member that others observe as it is, a `PublishSubject` or a `PublishRelay`, rather
    /// than an observer, a method or an `init` observable that the view model keeps behind a subject of its own.
    public var exposesObservableInputs: Bool { self == .subject || self == .publishRelay }
}
