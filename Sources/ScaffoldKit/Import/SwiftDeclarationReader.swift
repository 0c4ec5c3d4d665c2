import ScaffoldCore
import SwiftParser
import SwiftSyntax

/// Reads one Swift file with swift-syntax into `SwiftDeclarations`, for `scaffold import`.
///
/// Unlike the app-code reader, which skips what it cannot read, it refuses a file that does not parse: a spec
/// imported from half a view model would silently lose the other half.
struct SwiftDeclarationReader {
    /// The file as diagnostics name it.
    var displayPath: String

    /// The declarations of `text`, or the problem at the first syntax error.
    func read(_ text: String) -> Result<SwiftDeclarations, Diagnostic> {
        let tree = Parser.parse(source: text)
        let walker = Walker(source: SwiftSourceReading(tree: tree, text: text, displayPath: displayPath))
        if tree.hasError { return .failure(walker.syntaxError(in: tree)) }
        var declarations = SwiftDeclarations()
        walker.read(tree.statements, into: &declarations)
        return .success(declarations)
    }

    private struct Walker {
        var source: SwiftSourceReading

        func read(_ statements: CodeBlockItemListSyntax, into declarations: inout SwiftDeclarations) {
            for statement in statements {
                guard case .decl(let decl) = statement.item else { continue }
                if let imported = decl.as(ImportDeclSyntax.self), let module = imported.path.first {
                    if !declarations.imports.contains(module.name.text) {
                        declarations.imports.append(module.name.text)
                    }
                } else if let block = decl.as(IfConfigDeclSyntax.self) {
                    for clause in block.clauses {
                        if case .statements(let inner) = clause.elements { read(inner, into: &declarations) }
                    }
                } else {
                    declarations.types += types(decl, in: nil)
                }
            }
        }

        /// The type `decl` declares, then those nested in it; none for anything else.
        private func types(_ decl: DeclSyntax, in outer: String?) -> [SwiftDeclarations.TypeDeclaration] {
            typealias Kind = SwiftDeclarations.TypeDeclaration.Kind
            let found: (Kind, String, InheritanceClauseSyntax?, MemberBlockSyntax, Syntax)?
            if let node = decl.as(ClassDeclSyntax.self) {
                found = (.class, node.name.text, node.inheritanceClause, node.memberBlock, Syntax(node.name))
            } else if let node = decl.as(StructDeclSyntax.self) {
                found = (.struct, node.name.text, node.inheritanceClause, node.memberBlock, Syntax(node.name))
            } else if let node = decl.as(ProtocolDeclSyntax.self) {
                found = (.protocol, node.name.text, node.inheritanceClause, node.memberBlock, Syntax(node.name))
            } else if let node = decl.as(EnumDeclSyntax.self) {
                found = (.enum, node.name.text, node.inheritanceClause, node.memberBlock, Syntax(node.name))
            } else if let node = decl.as(ExtensionDeclSyntax.self) {
                found = (
                    .extension, Self.text(of: node.extendedType), node.inheritanceClause, node.memberBlock,
                    Syntax(node.extendedType)
                )
            } else {
                found = nil
            }
            guard let (kind, name, inheritance, block, nameNode) = found else { return [] }
            let qualified = outer.map { "\($0).\(name)" } ?? name
            let declaration = SwiftDeclarations.TypeDeclaration(
                kind: kind, name: qualified,
                inheritedTypes: inheritance?.inheritedTypes.map { Self.text(of: $0.type) } ?? [],
                doc: Self.doc(decl), location: location(nameNode),
                members: memberDecls(block.members).flatMap(members))
            return [declaration] + memberDecls(block.members).flatMap { types($0, in: qualified) }
        }

        /// The declarations of `members`, those inside `#if` clauses included, in the order written.
        private func memberDecls(_ members: MemberBlockItemListSyntax) -> [DeclSyntax] {
            members.flatMap { item -> [DeclSyntax] in
                guard let block = item.decl.as(IfConfigDeclSyntax.self) else { return [item.decl] }
                return block.clauses.flatMap { clause -> [DeclSyntax] in
                    guard case .decls(let inner) = clause.elements else { return [] }
                    return memberDecls(inner)
                }
            }
        }

        private func members(_ decl: DeclSyntax) -> [SwiftDeclarations.Member] {
            typealias Member = SwiftDeclarations.Member
            let doc = Self.doc(decl)
            if let node = decl.as(VariableDeclSyntax.self) {
                // `var` among the modifiers tells a variable from a constant, which a property's kind does not.
                let modifiers =
                    node.modifiers.map(\.name.text) + (node.bindingSpecifier.tokenKind == .keyword(.var) ? ["var"] : [])
                return node.bindings.compactMap { binding -> Member? in
                    guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
                    let isComputed: Bool
                    switch binding.accessorBlock?.accessors {
                    case .getter: isComputed = true
                    case .accessors(let accessors): isComputed = accessors.contains { $0.body != nil }
                    case nil: isComputed = false
                    }
                    return Member(
                        name: pattern.identifier.text,
                        kind: .property(
                            type: binding.typeAnnotation.map { Self.text(of: $0.type) },
                            initializer: binding.initializer.map { Self.text(of: $0.value) }, isComputed: isComputed),
                        modifiers: modifiers, doc: doc, location: location(pattern.identifier))
                }
            }
            if let node = decl.as(FunctionDeclSyntax.self) {
                return [
                    Member(
                        name: node.name.text,
                        kind: .method(
                            parameters: node.signature.parameterClause.parameters.map(parameter),
                            returnType: node.signature.returnClause.map { Self.text(of: $0.type) }),
                        modifiers: node.modifiers.map(\.name.text), doc: doc, location: location(node.name),
                        constants: Self.constants(in: node.body))
                ]
            }
            if let node = decl.as(InitializerDeclSyntax.self) {
                return [
                    Member(
                        name: "init",
                        kind: .initializer(parameters: node.signature.parameterClause.parameters.map(parameter)),
                        modifiers: node.modifiers.map(\.name.text), doc: doc, location: location(node.initKeyword))
                ]
            }
            if let node = decl.as(EnumCaseDeclSyntax.self) {
                return node.elements.map { element in
                    let values = element.parameterClause?.parameters.map { value in
                        (value.firstName.map { $0.text + ": " } ?? "") + Self.text(of: value.type)
                    }
                    let payload = values.map { values in
                        values.count == 1 && element.parameterClause?.parameters.first?.firstName == nil
                            ? values[0] : "(" + values.joined(separator: ", ") + ")"
                    }
                    return Member(
                        name: element.name.text, kind: .enumCase(payload: payload), modifiers: [], doc: doc,
                        location: location(element.name))
                }
            }
            if let node = decl.as(SubscriptDeclSyntax.self) {
                return [
                    Member(
                        name: "subscript", kind: .other("subscript"), modifiers: node.modifiers.map(\.name.text),
                        doc: doc, location: location(node.subscriptKeyword))
                ]
            }
            if let node = decl.as(TypeAliasDeclSyntax.self) {
                var member = Member(
                    name: node.name.text, kind: .other("typealias"), modifiers: node.modifiers.map(\.name.text),
                    doc: doc, location: location(node.name))
                member.aliasedType = node.initializer.value.trimmedDescription
                return [member]
            }
            return []
        }

        /// The `let` constants at the top level of `body` with their initial values, by name.
        private static func constants(in body: CodeBlockSyntax?) -> [String: String] {
            var constants: [String: String] = [:]
            for item in body?.statements ?? [] {
                guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "let"
                else { continue }
                for binding in variable.bindings {
                    guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
                        let initializer = binding.initializer
                    else { continue }
                    constants[pattern.identifier.text] = text(of: initializer.value)
                }
            }
            return constants
        }

        private func parameter(_ node: FunctionParameterSyntax) -> SwiftDeclarations.Parameter {
            SwiftDeclarations.Parameter(
                label: node.firstName.text, name: (node.secondName ?? node.firstName).text,
                type: Self.text(of: node.type) + (node.ellipsis == nil ? "" : "..."),
                defaultValue: node.defaultValue.map { Self.text(of: $0.value) }, location: location(node.firstName))
        }

        func location(_ node: some SyntaxProtocol) -> ScaffoldCore.SourceLocation {
            source.location(node)
        }

        /// The error for a tree that does not parse, at its first missing or unexpected token.
        func syntaxError(in tree: SourceFileSyntax) -> Diagnostic {
            guard let (detail, location) = source.firstSyntaxProblem(in: tree) else {
                return ImportProblem.doesNotParse("a syntax error").diagnostic(at: .startOf(source.displayPath))
            }
            return ImportProblem.doesNotParse(detail).diagnostic(at: location)
        }

        /// The `///` lines before `decl`, without their slashes and the one space after them; nil without any.
        static func doc(_ decl: DeclSyntax) -> String? {
            let lines = decl.leadingTrivia.compactMap { piece -> String? in
                guard case .docLineComment(let text) = piece else { return nil }
                let body = text.dropFirst(3)
                return String(body.hasPrefix(" ") ? body.dropFirst() : body)
            }
            return lines.isEmpty ? nil : lines.joined(separator: "\n")
        }

        /// The source text of `node` without comments, each run of whitespace between its tokens one space.
        static func text(of node: some SyntaxProtocol) -> String {
            SwiftSourceReading.text(of: node)
        }
    }
}
