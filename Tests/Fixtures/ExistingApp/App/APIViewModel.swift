/// The base view model of the screens written before `BaseViewModel`, in SwiftHub's style: its `init` takes the
/// app's class `ShopAPI` itself. Generated view models pass theirs to it and keep no second copy.
class APIViewModel {
    let api: ShopAPI

    init(api: ShopAPI) {
        self.api = api
    }
}
