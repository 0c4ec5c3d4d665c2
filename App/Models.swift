// The example app's own model types, which the bundled specs mention. scaffold reads them (`appCode: App` in
// scaffold.yml) to fill in the tests' fixtures, and the golden files type-check with them as one module.
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
