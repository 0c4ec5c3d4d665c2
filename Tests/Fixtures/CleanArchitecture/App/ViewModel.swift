import Foundation

/// The shop's base of every view model, written by hand as an app would: it holds the cart, whose badge every
/// screen shows. The fixture's scaffold.yml names it as `viewModelBaseClass`.
class ViewModel {
    let cart: any CartServiceType

    init(cart: any CartServiceType) {
        self.cart = cart
    }
}
