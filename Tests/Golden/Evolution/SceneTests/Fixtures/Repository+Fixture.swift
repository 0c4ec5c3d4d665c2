// Created by scaffold. This file is yours: scaffold never overwrites it.

import Foundation
@testable import App

extension Repository {
    /// The `Repository` the generated tests use; change it as they need.
    static func fixture() throws -> Repository {
        Repository(fullName: "text", url: URL(fileURLWithPath: "/"), starsCount: 1)
    }
}
