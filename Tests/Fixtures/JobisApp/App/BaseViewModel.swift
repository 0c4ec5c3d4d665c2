/// The app's own view model protocol, public as the presentation module declares it.
public protocol BaseViewModel {
    associatedtype Input
    associatedtype Output

    func transform(_ input: Input) -> Output
}
