/// Checks the app's own support types (`supportTypes`, and `baseCoordinator` with `generate: false`) against its
/// Swift (`appCode`): each must be declared, be the right kind of type, and offer every member generated code
/// calls on it, in its body or in an extension (of the type, or for the trackers' operators, of RxSwift's
/// `ObservableConvertibleType`).
///
/// A missing member is an error at the app's declaration, with a note at the `scaffold.yml` entry that maps it.
public struct SupportTypeChecker: Sendable {
    /// The app's Swift, as indexed for this run.
    public var index: AppCodeIndex
    /// The `appCode` patterns as written, for messages.
    public var patterns: [String]

    public init(index: AppCodeIndex, patterns: [String]) {
        self.index = index
        self.patterns = patterns
    }

    /// The protocols an extension that gives every observable an operator may extend.
    static let observableProtocols: Set<String> = [
        "ObservableConvertibleType", "ObservableType", "SharedSequenceConvertibleType",
        "RxSwift.ObservableConvertibleType", "RxSwift.ObservableType", "RxCocoa.SharedSequenceConvertibleType",
    ]

    /// What generated code needs of a support type: a member, as messages name it, what generated code writes
    /// that needs it, and whether the type's members (its own and its extensions') offer it.
    struct Requirement {
        var member: String
        var usage: String
        var isMet: (_ found: Found) -> Bool
        /// What to change when the type offers the member in another shape the conventions can choose.
        var advice: (_ found: Found) -> String? = { _ in nil }
    }

    /// A support type as the index holds it: its declaration and the extensions of it.
    struct Found {
        var declaration: AppDeclaration
        var extensions: [AppExtension]
        /// The extensions of RxSwift's observable protocols, where the trackers' operators are declared.
        var observableExtensions: [AppExtension]

        var members: [AppMember] {
            declaration.members + extensions.flatMap(\.members)
        }

        var inheritedTypes: [String] {
            (declaration.inheritedTypes + extensions.flatMap(\.inheritedTypes)).map(\.value)
        }

        func methods(named name: String) -> [AppMember.Method] {
            members.compactMap { member in
                guard member.name == name, case .method(let method) = member.kind else { return nil }
                return method
            }
        }
    }

    /// Every problem with the support types of `supportTypes` and `baseCoordinator`;
    /// `transform` is the shape the conventions give `transform` (`viewModel.transform(input: input)`);
    /// `inheritedProperties` are the properties the view models' base classes declare, which satisfy the view model
    /// protocol's property requirements of those names.
    public func check(
        _ supportTypes: SupportTypesSpec, baseCoordinator: BaseCoordinatorSpec, transform: TransformShape,
        inheritedProperties: Set<String> = []
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if let name = supportTypes.viewModelType {
            diagnostics += check(
                name, key: "viewModelType", expected: "a protocol", isRightKind: { $0 == .protocol },
                requirements: Self.viewModelTypeRequirements(transform: transform))
            diagnostics += unsatisfiablePropertyRequirements(of: name, inheritedProperties: inheritedProperties)
        }
        if let name = supportTypes.activityTracker {
            diagnostics += check(
                name, key: "activityTracker", expected: "a class", isRightKind: \.isClass,
                requirements: Self.trackerRequirements(
                    name.value, property: SceneNames.activityTrackerProperty, operator: "trackActivity"))
        }
        if let name = supportTypes.errorTracker {
            diagnostics += check(
                name, key: "errorTracker", expected: "a class", isRightKind: \.isClass,
                requirements: Self.trackerRequirements(
                    name.value, property: SceneNames.errorTrackerProperty, operator: "trackError"))
        }
        if !baseCoordinator.isGenerated {
            diagnostics += check(
                baseCoordinator.name, key: "baseCoordinator", expected: "a generic class",
                isRightKind: \.isClass,
                requirements: Self.baseCoordinatorRequirements(baseCoordinator.name.value))
        }
        return diagnostics
    }

    /// The problems with the type `name` maps to: not declared (at the entry), of the wrong kind or lacking a
    /// member (at its declaration, with a note at the entry).
    private func check(
        _ name: Located<String>, key: String, expected: String, isRightKind: (AppDeclaration.Kind) -> Bool,
        requirements: [Requirement]
    ) -> [Diagnostic] {
        guard let declaration = index.declarations(named: name.value).first?.declaration else {
            return [
                .error(.appCode(.supportTypeNotFound(name.value, key: key, patterns: patterns)), at: name.location)
            ]
        }
        let entry = Diagnostic.Note(
            location: name.location, message: "'\(key)' names '\(name.value)' here")
        guard isRightKind(declaration.kind) else {
            return [
                .error(
                    .appCode(
                        .supportTypeOfWrongKind(name.value, kind: declaration.kind.description, expected: expected)),
                    at: declaration.location, notes: [entry])
            ]
        }
        let found = Found(
            declaration: declaration, extensions: index.extensions(of: name.value),
            observableExtensions: Self.observableProtocols.sorted().flatMap { index.extensions(of: $0) })
        return requirements.filter { !$0.isMet(found) }.map { requirement in
            .error(
                .appCode(
                    .supportTypeLacks(
                        name.value, member: requirement.member, usage: requirement.usage,
                        advice: requirement.advice(found))),
                at: declaration.location, notes: [entry])
        }
    }

    /// An error at the `viewModelType` entry for each property its protocol requires that generated view models do
    /// not declare, with a note at the requirement: they declare `disposeBag: DisposeBag` and nothing else, so
    /// `var disposebag: DisposeBag { get set }` would leave them not conforming. A default in an extension of the
    /// protocol, or a base class property of that name, satisfies it.
    private func unsatisfiablePropertyRequirements(of name: Located<String>, inheritedProperties: Set<String>)
        -> [Diagnostic]
    {
        guard let declaration = index.declarations(named: name.value).first?.declaration,
            declaration.kind == .protocol
        else { return [] }
        let defaults = Set(index.extensions(of: name.value).flatMap(\.members).map(\.name))
        return declaration.members.compactMap { member -> Diagnostic? in
            guard case .property(let property) = member.kind, !RequiredDisposeBag.isSatisfiable(member),
                !defaults.contains(member.name), !inheritedProperties.contains(member.name)
            else { return nil }
            let requirement =
                "\(member.isStatic ? "static " : "")var \(member.name): \(property.type?.value ?? "_") "
                + (property.isSettable ? "{ get set }" : "{ get }")
            return .error(
                .appCode(.supportTypeRequiresProperty(name.value, requirement: requirement)), at: name.location,
                notes: [Diagnostic.Note(location: member.location, message: "'\(name.value)' requires it here")])
        }
    }

    /// `Input` and `Output`, and `transform` of the shape the generated view models declare.
    static func viewModelTypeRequirements(transform shape: TransformShape) -> [Requirement] {
        func associatedType(_ name: String) -> Requirement {
            Requirement(
                member: "'associatedtype \(name)'", usage: "struct \(name)",
                isMet: { found in
                    found.declaration.members.contains {
                        guard case .associatedType = $0.kind else { return false }
                        return $0.name == name
                    }
                })
        }
        let parameters = shape.parameters
        let signature = shape.signature()
        func transforms(_ found: Found) -> [AppMember.Method] {
            found.methods(named: "transform").filter { method in
                method.returnType.map { stripped($0.value) } == "Output" && !method.isAsync && !method.isThrowing
            }
        }
        let transform = Requirement(
            member: "'\(signature)'", usage: shape.call,
            isMet: { found in
                transforms(found).contains { method in
                    method.parameters.map { ($0.label, stripped($0.type.value)) }.elementsEqual(
                        parameters, by: { $0.0 == $1.label && $0.1 == $1.type })
                }
            },
            advice: { found in
                transforms(found).lazy.compactMap { Self.transformAdvice(for: $0, instead: shape) }.first
            })
        return [associatedType("Input"), associatedType("Output"), transform]
    }

    /// The conventions that would make generated view models declare `method`, an app's `transform` of another
    /// shape than `project`'s: `transform: {label: _}` for `transform(_ input: Input) -> Output`.
    static func transformAdvice(for method: AppMember.Method, instead project: TransformShape) -> String? {
        let types = method.parameters.map { stripped($0.type.value) }
        guard types == ["Input"] || types == ["Input", "DisposeBag"], let input = method.parameters.first,
            types.count == 1 || method.parameters[1].label == "disposeBag"
        else { return nil }
        let takesDisposeBag = types.count == 2
        var options: [String] = []
        if takesDisposeBag != project.takesDisposeBag { options.append("disposeBag: \(takesDisposeBag)") }
        // Choosing the bag changes the label scaffold chooses; otherwise the project's label is the one that differs.
        if input.label != TransformShape(takesDisposeBag: takesDisposeBag).inputLabel
            || (takesDisposeBag == project.takesDisposeBag && input.label != project.inputLabel)
        {
            options.append("label: \(input.label)")
        }
        let written = TransformShape(inputLabel: input.label, takesDisposeBag: takesDisposeBag).signature()
        return
            "it declares '\(written)': write 'transform: {\(options.joined(separator: ", "))}' under 'conventions' in "
            + "scaffold.yml"
    }

    /// A tracker's `init()`, its conversion to an observable, and its operator on every observable.
    static func trackerRequirements(_ name: String, property: String, operator operatorName: String) -> [Requirement] {
        [
            Requirement(
                member: "an 'init()'", usage: "private let \(property) = \(name)()",
                isMet: { found in
                    let initializers = found.members.compactMap { member -> [AppMember.Parameter]? in
                        guard case .initializer(let parameters) = member.kind else { return nil }
                        return parameters
                    }
                    return initializers.isEmpty || initializers.contains { $0.allSatisfy(\.hasDefaultValue) }
                }),
            Requirement(
                member: "'asObservable()' or a conformance to 'ObservableConvertibleType'",
                usage: "\(property).asDriver(onErrorDriveWith: .empty())",
                isMet: { found in
                    !found.methods(named: "asObservable").isEmpty
                        || found.inheritedTypes.contains { observableProtocols.contains(stripped($0)) }
                }),
            Requirement(
                member: "'\(operatorName)(_:)' taking it, in an extension of 'ObservableConvertibleType'",
                usage: "request.\(operatorName)(\(property))",
                isMet: { found in
                    found.observableExtensions.flatMap(\.members).contains { member in
                        guard member.name == operatorName, case .method(let method) = member.kind,
                            let first = method.parameters.first
                        else { return false }
                        return first.label == "_" && stripped(first.type.value) == name
                            && method.parameters.dropFirst().allSatisfy(\.hasDefaultValue)
                    }
                }),
        ]
    }

    /// The base coordinator's result type parameter, and what generated coordinators call on it.
    static func baseCoordinatorRequirements(_ name: String) -> [Requirement] {
        func has(_ member: String, _ isWanted: @escaping (AppMember) -> Bool) -> (Found) -> Bool {
            { found in found.members.contains { $0.name == member && isWanted($0) } }
        }
        func isMethod(_ member: AppMember) -> Bool {
            if case .method = member.kind { return true }
            return false
        }
        return [
            Requirement(
                member: "one generic parameter, the result type", usage: "\(name)<Void>",
                isMet: { $0.declaration.genericParameters.count == 1 }),
            Requirement(
                member: "'start()'", usage: "override func start() -> Observable<CoordinationResult>",
                isMet: has("start", isMethod)),
            Requirement(
                member: "'coordinate(to:)'", usage: "self.coordinate(to: coordinator)",
                isMet: has("coordinate") { member in
                    guard case .method(let method) = member.kind else { return false }
                    return method.parameters.first?.label == "to"
                }),
            Requirement(
                member: "a 'disposeBag' property", usage: ".disposed(by: disposeBag)",
                isMet: has("disposeBag") { member in
                    if case .property = member.kind { return true }
                    return false
                }),
        ]
    }

    /// `type` without `any`, `some`, RxSwift's module prefix and spaces: `Input` of `Self.Input`.
    public static func stripped(_ type: String) -> String {
        var text = type.filter { !$0.isWhitespace }
        for prefix in ["any", "some"] where text.hasPrefix(prefix) && text.count > prefix.count {
            let rest = text.dropFirst(prefix.count)
            if rest.first?.isUppercase == true { text = String(rest) }
        }
        for prefix in ["Self.", "RxSwift.", "RxCocoa."] where text.hasPrefix(prefix) {
            text.removeFirst(prefix.count)
        }
        return text
    }
}
