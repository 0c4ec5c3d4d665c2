import Testing

@testable import ScaffoldKit

/// A relay whose `initial:` reads a value (a scene argument) cannot start in a stored property's initializer, which
/// does not see the view model's other properties; literals, types and enum cases can.
@Suite struct RelayInitialTests {
    @Test(arguments: [
        ("first", true), ("first + 1", true), ("names.count", true), ("String(describing: first)", true),
        ("_cache", true), ("0", false), ("\"first\"", false), ("false", false), ("nil", false), ("[]", false),
        (".idle", false), ("Date()", false), ("Date(timeIntervalSince1970: 0)", false), ("State.idle", false),
        ("\"a \\\"b\\\" c\"", false),
    ])
    func anInitialReadsAValueOnlyWhenItNamesOne(initial: String, readsAValue: Bool) {
        #expect(SceneModelBuilder.readsAValue(initial) == readsAValue)
    }

    /// A value of the view model's own, an argument called `URL`, is a value however it is spelled.
    @Test func anInitialReadsAnArgumentNamedLikeAType() {
        #expect(SceneModelBuilder.readsAValue("URL", values: ["URL"]))
        #expect(SceneModelBuilder.readsAValue("Items.count", values: ["Items"]))
        #expect(!SceneModelBuilder.readsAValue("URL", values: ["link"]))
    }
}
