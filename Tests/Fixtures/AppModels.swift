// App model types that the bundled example specs mention. A real app declares these itself;
// here they let the golden files type-check as one module.
import Foundation

struct Repository {
    var fullName: String
    var url: URL
    var starsCount: Int
}

struct User {
    var id: String
    var email: String
}
