import SwiftSyntax

/// Finds the template objects of one source file: each struct whose doc comment has `- Template object:`, with
/// its properties, and the problems of their doc comments.
final class ObjectCollector: SyntaxVisitor {
    private let path: String
    private let converter: SourceLocationConverter
    private(set) var objects: [DeclaredObject] = []
    private(set) var problems: [ContractProblem] = []

    /// The one value `- Template keys:` takes: the `rx` object's keys are the library type names.
    static let libraryTypeKeys = "one per library type"

    init(file: SourceFile, tree: SourceFileSyntax) {
        path = file.path
        converter = SourceLocationConverter(fileName: file.path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let comment = templateObjectComment(of: Syntax(node)) else { return .visitChildren }
        let title = comment.value(of: .templateObject) ?? ""
        let typeName = node.name.text
        let position = self.position(of: node.name.positionAfterSkippingLeadingTrivia)
        for tag in comment.tags where tag.name == .templateKey || tag.name == .example {
            problems.append(
                tag.position.problem(in: path, "'- \(tag.name.rawValue):' belongs on a property, not on a type"))
        }
        if let keySource = comment.value(of: .templateKeys) {
            guard keySource == Self.libraryTypeKeys else {
                let tag = comment.tags.first { $0.name == .templateKeys }!
                problems.append(
                    tag.position.problem(
                        in: path,
                        "unknown key source '\(keySource)'; '- Template keys:' takes '\(Self.libraryTypeKeys)'"))
                return .visitChildren
            }
            objects.append(
                DeclaredObject(title: title, typeName: typeName, keys: .libraryTypes, path: path, position: position))
            return .visitChildren
        }
        var keys: [DeclaredKey] = []
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.isStatic else { continue }
            keys += declaredKeys(of: variable, in: typeName)
        }
        objects.append(
            DeclaredObject(title: title, typeName: typeName, keys: .properties(keys), path: path, position: position))
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        refuseTemplateObject(Syntax(node), kind: "a class")
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        refuseTemplateObject(Syntax(node), kind: "an enum")
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        refuseTemplateObject(Syntax(node), kind: "an extension")
    }

    private func refuseTemplateObject(_ node: Syntax, kind: String) -> SyntaxVisitorContinueKind {
        if let comment = templateObjectComment(of: node),
            let tag = comment.tags.first(where: { $0.name == .templateObject })
        {
            problems.append(
                tag.position.problem(in: path, "'- Template object:' is for a struct, and this is \(kind)"))
        }
        return .visitChildren
    }

    /// The keys `variable` declares, none when its doc comment says `- Template key: none`.
    private func declaredKeys(of variable: VariableDeclSyntax, in typeName: String) -> [DeclaredKey] {
        let namePosition = position(of: variable.bindingSpecifier.positionAfterSkippingLeadingTrivia)
        let comment = DocComment(lines: docLines(of: Syntax(variable)), path: path)
        problems += comment.problems
        for tag in comment.tags where tag.name == .templateObject || tag.name == .templateKeys {
            problems.append(
                tag.position.problem(in: path, "'- \(tag.name.rawValue):' belongs on a type, not on a property"))
        }
        if comment.value(of: .templateKey) == "none" { return [] }
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
        else {
            problems.append(
                namePosition.problem(
                    in: path, "declare one property per line in \(typeName), so that each has its doc comment"))
            return []
        }
        let property = name.text
        guard !comment.prose.isEmpty else {
            problems.append(
                namePosition.problem(
                    in: path,
                    "'\(property)' of \(typeName) has no doc comment; write what the key means, which "
                        + "Documentation/TemplateContext.md prints, or tag it '- Template key: none'"))
            return []
        }
        let type: PropertyType
        let typePosition: SourcePosition
        if let annotation = binding.typeAnnotation?.type {
            type = Self.propertyType(of: annotation)
            typePosition = position(of: annotation.positionAfterSkippingLeadingTrivia)
        } else if let value = binding.initializer?.value, let inferred = Self.inferredType(of: value) {
            type = inferred
            typePosition = position(of: name.positionAfterSkippingLeadingTrivia)
        } else {
            problems.append(
                position(of: name.positionAfterSkippingLeadingTrivia).problem(
                    in: path, "cannot tell the type of '\(property)' of \(typeName); write it: 'var \(property): T'"))
            return []
        }
        return [
            DeclaredKey(
                key: comment.value(of: .templateKey) ?? property.filter { $0 != "`" }, property: property, type: type,
                meaning: comment.prose, example: comment.value(of: .example) ?? "", typePosition: typePosition)
        ]
    }

    /// The doc comment of `node` when it has `- Template object:`. A comment with a line that starts like a
    /// template tag is read for its problems too, so that a misspelt `- Template objekt:` is reported.
    private func templateObjectComment(of node: Syntax) -> DocComment? {
        let lines = docLines(of: node)
        guard lines.contains(where: { $0.text.hasPrefix("- Template") }) else { return nil }
        let comment = DocComment(lines: lines, path: path)
        problems += comment.problems
        return comment.value(of: .templateObject) == nil ? nil : comment
    }

    /// The `///` lines right before `node`: a blank line or another kind of comment ends them.
    private func docLines(of node: Syntax) -> [DocComment.Line] {
        var lines: [DocComment.Line] = []
        var offset = node.position
        for piece in node.leadingTrivia {
            defer { offset = offset.advanced(by: piece.sourceLength.utf8Length) }
            switch piece {
            case .docLineComment(let text):
                var content = text.dropFirst(3)
                var column = position(of: offset).column + 3
                if content.first == " " {
                    content = content.dropFirst()
                    column += 1
                }
                lines.append(
                    DocComment.Line(
                        text: String(content), position: SourcePosition(line: position(of: offset).line, column: column)
                    ))
            case .newlines(let count), .carriageReturnLineFeeds(let count):
                if count > 1 { lines = [] }
            case .lineComment, .blockComment, .docBlockComment:
                lines = []
            default:
                break
            }
        }
        return lines
    }

    private func position(of absolute: AbsolutePosition) -> SourcePosition {
        let location = converter.location(for: absolute)
        return SourcePosition(line: location.line, column: location.column)
    }

    /// `type` in the shapes the generator takes apart.
    static func propertyType(of type: TypeSyntax) -> PropertyType {
        if let array = type.as(ArrayTypeSyntax.self) { return .array(propertyType(of: array.element)) }
        if let optional = type.as(OptionalTypeSyntax.self) { return .optional(propertyType(of: optional.wrappedType)) }
        return .named(type.trimmedDescription)
    }

    /// The type of a property declared without one: a string or Boolean literal, or a call of a type's `init()`.
    static func inferredType(of value: ExprSyntax) -> PropertyType? {
        if value.is(StringLiteralExprSyntax.self) { return .named("String") }
        if value.is(BooleanLiteralExprSyntax.self) { return .named("Bool") }
        if let call = value.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            callee.baseName.text.first?.isUppercase == true
        {
            return .named(callee.baseName.text)
        }
        return nil
    }
}

extension VariableDeclSyntax {
    /// Whether it declares a type's property rather than an instance's.
    fileprivate var isStatic: Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }
}
