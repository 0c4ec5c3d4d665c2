import Testing

@testable import ScaffoldCore

/// With `appCode`, a spec's type that neither the app nor a library scaffold knows declares, and that is one typo
/// from a name that is declared, is warned where the spec writes it.
struct UndeclaredTypeDiagnosticsTests: DiagnosticsTesting {
    /// What validation reports for `input` in a project whose app's Swift declares `appTypes` (nil: no `appCode`).
    func diagnostics(_ input: MarkedText, appTypes: Set<String>?) -> [Diagnostic] {
        let (spec, decoding) = SpecDecoder().decode(input.data, file: input.file)
        var validator = SpecValidator()
        validator.appTypeNames = appTypes
        return decoding + (spec.map { validator.validate([$0]) } ?? [])
    }

    static func message(_ name: String, suggestion: String) -> String {
        "type '\(name)' is declared neither by the app's Swift (appCode) nor by a library scaffold knows; did you "
            + "mean '\(suggestion)'?"
    }

    @Test func aTypoOfALibraryTypeIsWarnedAtTheTypeWithTheLibrarysName() {
        let input = MarkedText("scene: Cart\noutputs:\n  - total: {type: 1️⃣Decimel}\ncoordinator: {}")
        #expect(
            diagnostics(input, appTypes: ["Product"]) == [
                warning(Self.message("Decimel", suggestion: "Decimal"), at: input["1️⃣"])
            ])
    }

    @Test func aTypoOfAnAppTypeInsideAnotherTypeIsWarnedWithTheAppsName() {
        let input = MarkedText("scene: Cart\narguments:\n  - products: \"1️⃣[Prodcut]\"\ncoordinator: {}")
        #expect(
            diagnostics(input, appTypes: ["Product"]) == [
                warning(Self.message("Prodcut", suggestion: "Product"), at: input["1️⃣"])
            ])
    }

    @Test func appTypesLibraryTypesAndGeneratedTypesAreNotWarned() {
        let input = MarkedText(
            "scene: Cart\narguments:\n  - product: Product\n  - total: Decimal\n  - image: UIImage\n"
                + "outputs:\n  - rows: \"[CartViewModel]\"\ncoordinator: {}")
        #expect(diagnostics(input, appTypes: ["Product"]) == [])
    }

    @Test func aNameCloseToNoDeclaredNameIsNotWarned() {
        let input = MarkedText("scene: Cart\narguments:\n  - charge: StripeCharge\ncoordinator: {}")
        #expect(diagnostics(input, appTypes: ["Product"]) == [])
    }

    @Test func aNameWithItsModuleIsNotWarned() {
        let input = MarkedText("scene: Cart\narguments:\n  - total: Shop.Decimel\ncoordinator: {}")
        #expect(diagnostics(input, appTypes: ["Product"]) == [])
    }

    @Test func withoutAppCodeNothingIsWarned() {
        let input = MarkedText("scene: Cart\noutputs:\n  - total: {type: Decimel}\ncoordinator: {}")
        #expect(diagnostics(input, appTypes: nil) == [])
    }
}
