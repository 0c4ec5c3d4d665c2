import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// Only the app's files that can declare a looked-up protocol, or one it inherits, are parsed.
@Suite struct AppCodeIndexerTests {
    private func inputs(_ files: [String: String]) -> AppCodeInputs {
        AppCodeInputs(
            files: files.keys.sorted().map { AppSourceFile(path: $0, displayPath: $0, bytes: Data(files[$0]!.utf8)) },
            patterns: ["App"])
    }

    @Test func aFileThatDoesNotMentionTheNameIsNotParsed() {
        let (index, warnings) = AppCodeIndexer.index(
            inputs([
                "App/Prices.swift": "protocol PricesUseCase {}\n",
                "App/Broken.swift": "protocol Broken { func ( }\n",
                "App/Views.swift": "final class PriceView {}\n",
            ]), lookingFor: ["PricesUseCase"])
        #expect(index.files.map(\.path) == ["App/Prices.swift"])
        #expect(warnings == [])
    }

    @Test func theProtocolsItInheritsAreLookedUpInTheirFilesToo() {
        let (index, _) = AppCodeIndexer.index(
            inputs([
                "App/Prices.swift": "protocol PricesUseCase: UseCase, AnyObject {}\n",
                "App/UseCase.swift": "protocol UseCase: Cancellable {}\n",
                "App/Cancellable.swift": "protocol Cancellable {}\n",
                "App/Other.swift": "struct Other {}\n",
            ]), lookingFor: ["PricesUseCase"])
        #expect(index.files.map(\.path) == ["App/Cancellable.swift", "App/Prices.swift", "App/UseCase.swift"])
        #expect(index.declarations(named: "Cancellable").map(\.file.path) == ["App/Cancellable.swift"])
    }

    @Test func aParsedFileThatDoesNotParseGivesItsWarning() {
        let (_, warnings) = AppCodeIndexer.index(
            inputs(["App/Prices.swift": "protocol PricesUseCase { func ( }\n"]), lookingFor: ["PricesUseCase"])
        #expect(warnings.map(\.location) == [SourceLocation(file: "App/Prices.swift", line: 1, column: 31)])
    }

    @Test func theSearchedNameIsTheLastComponentWithoutGenericArguments() {
        #expect(AppCodeIndexer.searchedName("Shop.Cart") == "Cart")
        #expect(AppCodeIndexer.searchedName("Repository<User>") == "Repository")
        #expect(AppCodeIndexer.mentions(Data("abcPricesUseCase".utf8), Array("PricesUseCase".utf8)))
        #expect(!AppCodeIndexer.mentions(Data("PricesUseCas".utf8), Array("PricesUseCase".utf8)))
    }
}
