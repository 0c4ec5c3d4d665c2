/// The app's own protocol of view models, written before scaffold: transform view models conform to it, and
/// scaffold writes none of its own (`supportTypes: {viewModelType:}`).
protocol ViewModelType {
    associatedtype Input
    associatedtype Output

    func transform(input: Input) -> Output
}
