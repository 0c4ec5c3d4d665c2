import Foundation
import ScaffoldCore
import SwiftParser
import SwiftSyntax

/// Reads one Swift file of the app with swift-syntax (the toolchain's own parser) into its entry of the
/// `AppCodeIndex`: its imports and the types it declares, each member with its shape and position.
///
/// It never fails: a file that does not parse gives a warning at its first error, and the declarations that hold
/// an error are left out, so that scaffold never reads a half-written protocol as a whole one.
struct AppCodeParser {
    /// The file as the index names it (relative to the project) and as diagnostics name it.
    var path: String
    var displayPath: String

    /// The file's entry in the index, and a warning when it does not parse.
    func parse(_ bytes: Data) -> (file: AppCodeIndex.File, warning: Diagnostic?) {
        let text = String(decoding: bytes, as: UTF8.self)
        let tree = Parser.parse(source: text)
        var reader = Reader(source: SwiftSourceReading(tree: tree, text: text, displayPath: displayPath))
        var file = AppCodeIndex.File(path: path)
        reader.read(tree.statements, conditional: false, into: &file)
        return (file, tree.hasError ? reader.syntaxWarning(in: tree) : nil)
    }

    /// The walk over one tree, with what it needs to place things.
    private struct Reader {
        var source: SwiftSourceReading

        /// The imports and declarations of top-level `statements`.
        mutating func read(_ statements: CodeBlockItemListSyntax, conditional: Bool, into file: inout AppCodeIndex.File)
        {
            for statement in statements {
                guard case .decl(let decl) = statement.item else { continue }
                if let imported = decl.as(ImportDeclSyntax.self) {
                    if !conditional, !imported.hasError, let module = imported.path.first {
                        file.imports.append(Located(module.name.text, at: location(module.name)))
                    }
                } else if let block = decl.as(IfConfigDeclSyntax.self) {
                    for clause in block.clauses {
                        if case .statements(let inner) = clause.elements {
                            read(inner, conditional: true, into: &file)
                        }
                    }
                } else {
                    if let extended = decl.as(ExtensionDeclSyntax.self), !extended.hasError {
                        file.extensions.append(
                            AppExtension(
                                extendedType: Self.text(of: extended.extendedType),
                                inheritedTypes: inheritedTypes(extended.inheritanceClause),
                                hasWhereClause: extended.genericWhereClause != nil,
                                members: members(extended.memberBlock, conditional: false), isConditional: conditional,
                                location: location(extended.extendedType)))
                    }
                    file.declarations += declarations(decl, in: nil, conditional: conditional)
                }
            }
        }

        /// The type `decl` declares, then the types nested in it; none for anything else, or when it has an error.
        func declarations(_ decl: DeclSyntax, in outer: String?, conditional: Bool) -> [AppDeclaration] {
            if let extended = decl.as(ExtensionDeclSyntax.self) {
                let name = Self.text(of: extended.extendedType)
                return nestedDeclarations(
                    extended.memberBlock, in: qualified(name, in: outer), conditional: conditional)
            }
            guard !decl.hasError, let (declaration, members) = declaration(decl, in: outer, conditional: conditional)
            else { return [] }
            return [declaration]
                + (members.map { nestedDeclarations($0, in: declaration.name, conditional: conditional) } ?? [])
        }

        private func nestedDeclarations(_ block: MemberBlockSyntax, in outer: String, conditional: Bool)
            -> [AppDeclaration]
        {
            forEachMember(block.members, conditional: conditional).flatMap { decl, conditional in
                declarations(decl, in: outer, conditional: conditional)
            }
        }

        /// The declarations of `members`, those inside `#if` marked conditional, in the order written.
        private func forEachMember(_ members: MemberBlockItemListSyntax, conditional: Bool) -> [(
            DeclSyntax, Bool
        )] {
            members.flatMap { item -> [(DeclSyntax, Bool)] in
                guard let block = item.decl.as(IfConfigDeclSyntax.self) else { return [(item.decl, conditional)] }
                return block.clauses.flatMap { clause -> [(DeclSyntax, Bool)] in
                    guard case .decls(let inner) = clause.elements else { return [] }
                    return forEachMember(inner, conditional: true)
                }
            }
        }

        private func qualified(_ name: String, in outer: String?) -> String {
            outer.map { "\($0).\(name)" } ?? name
        }

        /// The declaration of one type, and the member block its nested types are in.
        private func declaration(_ decl: DeclSyntax, in outer: String?, conditional: Bool) -> (
            AppDeclaration, MemberBlockSyntax?
        )? {
            func made(
                _ kind: AppDeclaration.Kind, _ name: TokenSyntax, generics: GenericParameterClauseSyntax?,
                inheritance: InheritanceClauseSyntax?, whereClause: GenericWhereClauseSyntax?,
                members: MemberBlockSyntax?
            ) -> (AppDeclaration, MemberBlockSyntax?) {
                let declaration = AppDeclaration(
                    kind: kind, name: qualified(name.text, in: outer),
                    genericParameters: generics?.parameters.map { Self.text(of: $0).trimmingTrailingComma } ?? [],
                    inheritedTypes: inheritedTypes(inheritance), hasWhereClause: whereClause != nil,
                    members: members.map { self.members($0, conditional: false) } ?? [], isConditional: conditional,
                    location: location(name))
                return (declaration, members)
            }
            if let node = decl.as(ProtocolDeclSyntax.self) {
                var (declaration, block) = made(
                    .protocol, node.name, generics: nil, inheritance: node.inheritanceClause,
                    whereClause: node.genericWhereClause, members: node.memberBlock)
                declaration.genericParameters =
                    node.primaryAssociatedTypeClause?.primaryAssociatedTypes.map { $0.name.text } ?? []
                declaration.attributes = Self.attributeNames(node.attributes)
                return (declaration, block)
            }
            if let node = decl.as(ClassDeclSyntax.self) {
                let modifiers = Set(node.modifiers.map(\.name.text))
                var (declaration, block) = made(
                    .class(isFinal: modifiers.contains("final"), isOpen: modifiers.contains("open")), node.name,
                    generics: node.genericParameterClause, inheritance: node.inheritanceClause,
                    whereClause: node.genericWhereClause, members: node.memberBlock)
                declaration.attributes = Self.attributeNames(node.attributes)
                return (declaration, block)
            }
            if let node = decl.as(StructDeclSyntax.self) {
                return made(
                    .struct, node.name, generics: node.genericParameterClause, inheritance: node.inheritanceClause,
                    whereClause: node.genericWhereClause, members: node.memberBlock)
            }
            if let node = decl.as(EnumDeclSyntax.self) {
                var (declaration, block) = made(
                    .enum, node.name, generics: node.genericParameterClause, inheritance: node.inheritanceClause,
                    whereClause: node.genericWhereClause, members: node.memberBlock)
                declaration.enumCases = node.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
                    .flatMap { caseDecl in
                        caseDecl.elements.map { element in
                            AppDeclaration.EnumCase(
                                name: element.name.text,
                                values: element.parameterClause?.parameters.map { value in
                                    AppDeclaration.EnumCase.Value(
                                        label: value.firstName?.text ?? "_", type: Self.text(of: value.type),
                                        hasDefaultValue: value.defaultValue != nil)
                                } ?? [])
                        }
                    }
                return (declaration, block)
            }
            if let node = decl.as(TypeAliasDeclSyntax.self) {
                let target = Located(Self.text(of: node.initializer.value), at: location(node.initializer.value))
                return made(
                    .typealias(target), node.name, generics: node.genericParameterClause, inheritance: nil,
                    whereClause: node.genericWhereClause, members: nil)
            }
            return nil
        }

        func inheritedTypes(_ clause: InheritanceClauseSyntax?) -> [Located<String>] {
            clause?.inheritedTypes.map { Located(Self.text(of: $0.type), at: location($0.type)) } ?? []
        }

        /// The members of a type's body, those of `#if` clauses marked conditional; nested types are not members.
        func members(_ block: MemberBlockSyntax, conditional: Bool) -> [AppMember] {
            forEachMember(block.members, conditional: conditional).flatMap { decl, conditional in
                members(of: decl, conditional: conditional)
            }
        }

        private func members(of decl: DeclSyntax, conditional: Bool) -> [AppMember] {
            func made(
                _ kind: AppMember.Kind, _ name: String, at position: some SyntaxProtocol,
                attributes: AttributeListSyntax, modifiers: DeclModifierListSyntax
            ) -> AppMember {
                // `private(set)` is kept whole: it limits the setter, not the member.
                let modifierNames = modifiers.map { modifier in
                    modifier.detail.map { "\(modifier.name.text)(\($0.detail.text))" } ?? modifier.name.text
                }
                return AppMember(
                    kind: kind, name: name, isStatic: modifierNames.contains { $0 == "static" || $0 == "class" },
                    attributes: attributes.map { attribute in
                        if case .attribute(let attribute) = attribute {
                            return "@" + Self.text(of: attribute.attributeName)
                        }
                        return "#if"
                    },
                    modifiers: modifierNames.filter { $0 != "static" && $0 != "class" },
                    isConditional: conditional, location: location(position))
            }
            if let node = decl.as(FunctionDeclSyntax.self) {
                let signature = node.signature
                let method = AppMember.Method(
                    parameters: signature.parameterClause.parameters.map(parameter),
                    returnType: signature.returnClause.map { Located(Self.text(of: $0.type), at: location($0.type)) },
                    isAsync: signature.effectSpecifiers?.asyncSpecifier != nil,
                    isThrowing: signature.effectSpecifiers?.throwsClause != nil,
                    thrownType: signature.effectSpecifiers?.throwsClause?.type.map {
                        Located(Self.text(of: $0), at: location($0))
                    },
                    isRethrowing: signature.effectSpecifiers?.throwsClause?.throwsSpecifier.tokenKind
                        == .keyword(.rethrows),
                    genericParameters: node.genericParameterClause?.parameters.map {
                        Self.text(of: $0).trimmingTrailingComma
                    } ?? [],
                    whereClause: node.genericWhereClause.map { Self.text(of: $0) })
                return [
                    made(
                        .method(method), node.name.text, at: node.name, attributes: node.attributes,
                        modifiers: node.modifiers)
                ]
            }
            if let node = decl.as(VariableDeclSyntax.self) {
                let isVar = node.bindingSpecifier.tokenKind == .keyword(.var)
                return node.bindings.compactMap { binding -> AppMember? in
                    guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
                    let isSettable: Bool
                    var hasEffects = false
                    switch binding.accessorBlock?.accessors {
                    case .accessors(let accessors):
                        isSettable = accessors.contains {
                            ["set", "_modify", "unsafeMutableAddress"].contains($0.accessorSpecifier.text)
                        }
                        hasEffects = accessors.contains { $0.effectSpecifiers != nil }
                    case .getter: isSettable = false
                    case nil: isSettable = isVar
                    }
                    let setterAccess = node.modifiers.first { $0.detail?.detail.text == "set" }?.name.text
                    let type = binding.typeAnnotation.map { Located(Self.text(of: $0.type), at: location($0.type)) }
                    var isStored = true
                    if case .accessors(let accessors) = binding.accessorBlock?.accessors {
                        isStored = accessors.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
                    } else if binding.accessorBlock != nil {
                        isStored = false
                    }
                    var member = made(
                        .property(
                            AppMember.Property(
                                type: type, isSettable: isSettable && setterAccess == nil, hasEffects: hasEffects,
                                isConstant: !isVar, setterAccess: setterAccess,
                                initialValue: binding.initializer.map {
                                    Located(Self.text(of: $0.value), at: location($0.value))
                                })),
                        pattern.identifier.text, at: pattern.identifier, attributes: node.attributes,
                        modifiers: node.modifiers)
                    if case .property(var property) = member.kind {
                        property.isStored = isStored
                        member.kind = .property(property)
                    }
                    return member
                }
            }
            if let node = decl.as(AssociatedTypeDeclSyntax.self) {
                return [
                    made(
                        .associatedType(inheritedTypes: inheritedTypes(node.inheritanceClause).map(\.value)),
                        node.name.text, at: node.name, attributes: node.attributes, modifiers: node.modifiers)
                ]
            }
            if let node = decl.as(InitializerDeclSyntax.self) {
                var member = made(
                    .initializer(parameters: node.signature.parameterClause.parameters.map(parameter)), "init",
                    at: node.initKeyword, attributes: node.attributes, modifiers: node.modifiers)
                member.isFailable = node.optionalMark != nil
                return [member]
            }
            if let node = decl.as(SubscriptDeclSyntax.self) {
                return [
                    made(
                        .subscript, "subscript", at: node.subscriptKeyword, attributes: node.attributes,
                        modifiers: node.modifiers)
                ]
            }
            return []
        }

        private func parameter(_ node: FunctionParameterSyntax) -> AppMember.Parameter {
            AppMember.Parameter(
                label: node.firstName.text, name: (node.secondName ?? node.firstName).text,
                type: Located(Self.text(of: node.type), at: location(node.type)), isVariadic: node.ellipsis != nil,
                defaultValue: node.defaultValue.map { Self.text(of: $0.value) }, location: location(node.firstName))
        }

        func location(_ node: some SyntaxProtocol) -> ScaffoldCore.SourceLocation {
            source.location(node)
        }

        /// The warning for a tree with errors, at its first missing or unexpected token.
        func syntaxWarning(in tree: SourceFileSyntax) -> Diagnostic {
            guard let (detail, location) = source.firstSyntaxProblem(in: tree) else {
                return .warning(.appCode(.doesNotParse("a syntax error")), at: .startOf(source.displayPath))
            }
            return .warning(.appCode(.doesNotParse(detail)), at: location)
        }

        /// `@MainActor`, `@objc`: the attributes written on a declaration, by name, without arguments.
        static func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
            attributes.compactMap { attribute in
                guard case .attribute(let attribute) = attribute else { return nil }
                return "@" + Self.text(of: attribute.attributeName)
            }
        }

        static func text(of node: some SyntaxProtocol) -> String {
            SwiftSourceReading.text(of: node)
        }
    }
}

extension String {
    /// Without the `,` that separates it from the next element of a list, and the space before it.
    fileprivate var trimmingTrailingComma: String {
        guard hasSuffix(",") else { return self }
        var text = dropLast()
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
