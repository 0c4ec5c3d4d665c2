import Foundation
import Testing

@testable import ScaffoldCore

/// `appCode:` in `scaffold.yml`: the forms it is written in, with positions, the paths it refuses where they are
/// written, and what its patterns match, one path component at a time.
struct AppCodePatternTests {
    private func decode(_ input: MarkedText) -> Result<ProjectConfig, DiagnosticsError> {
        ConfigDecoder().decode(input.data, file: input.file).mapError { DiagnosticsError($0.diagnostics.sorted()) }
    }

    private func pattern(_ text: String) -> AppCodePattern {
        AppCodePattern(Located(text, at: .startOf("scaffold.yml")))
    }

    /// Whether `pattern` matches the project-relative file `path`, walking from its literal prefix as a search does.
    private func matches(_ pattern: String, _ path: String) -> Bool {
        let pattern = self.pattern(pattern)
        var components = path.split(separator: "/").map(String.init)
        guard components.starts(with: pattern.literalPrefix), components.count > pattern.literalPrefix.count else {
            return false
        }
        components.removeFirst(pattern.literalPrefix.count)
        var progress = pattern.start
        for folder in components.dropLast() {
            guard let next = pattern.entering(folder: folder, from: progress) else { return false }
            progress = next
        }
        return pattern.matches(file: components.last!, at: progress)
    }

    @Test func aFolderAFileAndAPatternAreReadInOrderWithTheirPositions() throws {
        let input = MarkedText(
            """
            appCode:
              - 1️⃣App
              - "2️⃣Sources/Domain/**/*.swift"
              - 3️⃣./Shared//Prices.swift
            """, file: "scaffold.yml")
        #expect(
            try decode(input).get().appCode == [
                AppCodePattern(text: input.located("App", at: "1️⃣"), components: ["App"]),
                AppCodePattern(
                    text: input.located("Sources/Domain/**/*.swift", at: "2️⃣"),
                    components: ["Sources", "Domain", "**", "*.swift"]),
                AppCodePattern(
                    text: input.located("./Shared//Prices.swift", at: "3️⃣"), components: ["Shared", "Prices.swift"]),
            ])
    }

    @Test func oneFolderMayBeWrittenWithoutAList() throws {
        let input = MarkedText("appCode: 1️⃣App\n", file: "scaffold.yml")
        #expect(
            try decode(input).get().appCode == [
                AppCodePattern(text: input.located("App", at: "1️⃣"), components: ["App"])
            ])
    }

    @Test func withoutTheKeyOrWithNothingThereIsNoAppCode() throws {
        #expect(try decode(MarkedText("output: Scenes\n", file: "scaffold.yml")).get().appCode == [])
        #expect(try decode(MarkedText("appCode:\n", file: "scaffold.yml")).get().appCode == [])
    }

    @Test func anAbsolutePathAWayOutAndAnEmptyPathAreErrorsWhereTheyAreWritten() {
        let input = MarkedText(
            """
            appCode:
              - 1️⃣/Users/me/App
              - 2️⃣App/../../Elsewhere
              - "3️⃣"
              - 4️⃣[App]
            """, file: "scaffold.yml")
        #expect(
            decode(input)
                == .failure(
                    DiagnosticsError([
                        .error(.appCode(.absolutePattern("/Users/me/App")), at: input["1️⃣"]),
                        .error(.pathEscapesProject("App/../../Elsewhere"), at: input["2️⃣"]),
                        .error(.appCode(.emptyPattern), at: input["3️⃣"]),
                        .error(
                            .wrongKind(expected: "a folder or a pattern such as 'App/**/*.swift'", found: "a list"),
                            at: input["4️⃣"]),
                    ])))
    }

    @Test func theMessagesSayWhatToDo() {
        #expect(
            SpecProblem.appCode(.absolutePattern("/Users/me/App")).description
                == "'/Users/me/App' is an absolute path; 'appCode' lists paths relative to the project folder")
        #expect(
            SpecProblem.pathEscapesProject("../App").description
                == "path '../App' is outside the project folder; use a path inside it")
    }

    @Test func theLiteralPrefixIsWhereTheSearchStarts() {
        #expect(pattern("App").literalPrefix == ["App"])
        #expect(pattern("Sources/Domain/**/*.swift").literalPrefix == ["Sources", "Domain"])
        #expect(pattern("*/Domain").literalPrefix == [])
        #expect(pattern(".").literalPrefix == [])
    }

    @Test func aFolderTakesEverySwiftFileBelowIt() {
        #expect(matches("App", "App/PricesUseCase.swift"))
        #expect(matches("App", "App/Domain/Deep/Cart.swift"))
        #expect(matches("App/**", "App/Domain/Deep/Cart.swift"))
        #expect(matches(".", "App/Cart.swift"))
        #expect(!matches("App", "Other/Cart.swift"))
    }

    @Test func aStarMatchesWithinOneComponent() {
        #expect(matches("Sources/Domain/*.swift", "Sources/Domain/Cart.swift"))
        #expect(!matches("Sources/Domain/*.swift", "Sources/Domain/Deep/Cart.swift"))
        #expect(matches("Sources/*/UseCases", "Sources/Shop/UseCases/Prices.swift"))
        #expect(!matches("Sources/*/UseCases", "Sources/Shop/Other/Prices.swift"))
        #expect(matches("App/*UseCase.swift", "App/PricesUseCase.swift"))
        #expect(!matches("App/*UseCase.swift", "App/PricesUseCases.swift"))
    }

    @Test func twoStarsMatchAnyNumberOfFolders() {
        #expect(matches("App/**/*.swift", "App/Cart.swift"))
        #expect(matches("App/**/*.swift", "App/A/B/C/Cart.swift"))
        #expect(matches("**/Domain/*.swift", "Modules/Shop/Domain/Cart.swift"))
        #expect(matches("**/Domain/*.swift", "Domain/Cart.swift"))
        #expect(!matches("**/Domain/*.swift", "Modules/Domain/Deep/Cart.swift"))
    }

    @Test func aQuestionMarkMatchesOneCharacter() {
        #expect(AppCodePattern.component("V?", matches: "V2"))
        #expect(!AppCodePattern.component("V?", matches: "V"))
        #expect(!AppCodePattern.component("V?", matches: "V22"))
        #expect(AppCodePattern.component("*a*b*", matches: "xaybz"))
        #expect(!AppCodePattern.component("*a*b*", matches: "xbya"))
        #expect(AppCodePattern.component("*", matches: ""))
    }

    @Test func nothingBelowAFolderThePatternCannotEnterIsSearched() {
        let pattern = pattern("Sources/*/UseCases/*.swift")
        let shop = pattern.entering(folder: "Shop", from: pattern.start)
        #expect(shop != nil)
        #expect(shop.flatMap { pattern.entering(folder: "Views", from: $0) } == nil)
    }
}
