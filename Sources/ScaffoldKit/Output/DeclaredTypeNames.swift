import Foundation
import ScaffoldCore
import SwiftParser
import SwiftSyntax

/// The types a Swift file declares, as other files see them: `LoginViewModelType`, and a type nested in a type or
/// in an extension of one by its dotted name, `SearchViewModel.Input`. Used when a hand-written view model is
/// adopted, to find what it declares that the scene's generated files declare too.
enum DeclaredTypeNames {
    /// Each type `text` declares with where its name is written, in the order written.
    static func declarations(in text: String, path: String) -> [(name: String, location: ScaffoldCore.SourceLocation)] {
        let tree = Parser.parse(source: text)
        let source = SwiftSourceReading(tree: tree, text: text, displayPath: path)
        var found: [(name: String, location: ScaffoldCore.SourceLocation)] = []
        func locate(_ token: TokenSyntax) -> ScaffoldCore.SourceLocation { source.location(token) }
        func visit(_ members: MemberBlockItemListSyntax, in outer: String) {
            for item in members { visit(item.decl, in: outer) }
        }
        func visit(_ decl: DeclSyntax, in outer: String?) {
            func add(_ token: TokenSyntax, members: MemberBlockSyntax?) {
                let name = outer.map { "\($0).\(token.text)" } ?? token.text
                found.append((name, locate(token)))
                if let members { visit(members.members, in: name) }
            }
            if let node = decl.as(ProtocolDeclSyntax.self) {
                add(node.name, members: nil)
            } else if let node = decl.as(ClassDeclSyntax.self) {
                add(node.name, members: node.memberBlock)
            } else if let node = decl.as(StructDeclSyntax.self) {
                add(node.name, members: node.memberBlock)
            } else if let node = decl.as(EnumDeclSyntax.self) {
                add(node.name, members: node.memberBlock)
            } else if let node = decl.as(ActorDeclSyntax.self) {
                add(node.name, members: node.memberBlock)
            } else if let node = decl.as(TypeAliasDeclSyntax.self) {
                add(node.name, members: nil)
            } else if let node = decl.as(ExtensionDeclSyntax.self) {
                let extended = node.extendedType.trimmedDescription
                visit(node.memberBlock.members, in: outer.map { "\($0).\(extended)" } ?? extended)
            }
        }
        for statement in tree.statements {
            if case .decl(let decl) = statement.item { visit(decl, in: nil) }
        }
        return found
    }
}
