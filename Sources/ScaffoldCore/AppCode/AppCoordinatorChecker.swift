/// Checks each app coordinator class the specs name (`coordinator: {type: AuthCoordinator}`) against its declaration
/// in the app's Swift: a class, with a method of each route's name and labels that returns nothing and neither
/// throws nor suspends, in the class or its extensions. The contract's conformance would fail to compile otherwise;
/// this says so first, at the spec. Parameter types are left to the compiler.
public struct AppCoordinatorChecker: Sendable {
    public var index: AppCodeIndex

    public init(index: AppCodeIndex) {
        self.index = index
    }

    /// The problems of the scenes among `specs` whose view models call the app class their `type:` names, as
    /// `callsCoordinator` tells for each.
    public func check(_ specs: [SceneSpec], callsCoordinator: (SceneSpec) -> Bool) -> [Diagnostic] {
        specs.flatMap { spec -> [Diagnostic] in
            guard let coordinator = spec.coordinator, let type = coordinator.appType, callsCoordinator(spec) else {
                return []
            }
            return problems(of: type, routes: coordinator.routes, in: spec)
        }
    }

    private func problems(of type: Located<String>, routes: [RouteSpec], in spec: SceneSpec) -> [Diagnostic] {
        let name = type.value
        guard let declaration = index.declarations(named: name).first?.declaration else {
            return [.error(.appCoordinator(.notDeclared(name)), at: type.location)]
        }
        let declared = Diagnostic.Note(location: declaration.location, message: "'\(name)' is declared here")
        guard declaration.kind.isClass else {
            return [
                .error(
                    .appCoordinator(.notAClass(name, kind: declaration.kind.description)), at: type.location,
                    notes: [declared])
            ]
        }
        // A private method cannot meet a requirement of the protocol, which the contract declares in another file.
        let methods = (declaration.members + index.extensions(of: name).flatMap(\.members)).compactMap {
            member -> (name: String, method: AppMember.Method, location: SourceLocation)? in
            guard case .method(let method) = member.kind, !member.isStatic,
                !member.modifiers.contains("private"), !member.modifiers.contains("fileprivate")
            else { return nil }
            return (member.name, method, member.location)
        }
        return routes.compactMap { route -> Diagnostic? in
            // A `method:` that does not take what the route carries is refused by the validator already.
            let method = route.method?.value ?? RouteMethodName(baseName: route.output.value)
            guard let labels = method.parameterLabels(taking: spec.payloadType(of: route)) else { return nil }
            let reference = "\(route.methodBaseName)(" + labels.map { "\($0):" }.joined() + ")"
            let blamed = route.method?.location ?? route.output.location
            // Overloads may share the name and labels: one that returns nothing meets the requirement.
            let candidates = methods.filter {
                $0.name == route.methodBaseName && $0.method.parameters.map(\.label) == labels
            }
            guard let found = candidates.first(where: { Self.effect(of: $0.method) == nil }) ?? candidates.first
            else {
                // A method of the same name with other labels is the likeliest meant, if the route's value fits its
                // parameters (suggesting one it does not fit sends `method:` straight into another error); else one a
                // typo away.
                let payload = spec.payloadType(of: route)
                let sameName = methods.filter { $0.name == route.methodBaseName }
                let fitting = sameName.first {
                    RouteMethodName(baseName: $0.name, labels: $0.method.parameters.map(\.label))
                        .parameterLabels(taking: payload) != nil
                }
                if fitting == nil, let other = sameName.first {
                    return .error(
                        .appCoordinator(
                            .methodTakesOtherValues(
                                type: name, method: other.method.reference(name: other.name),
                                route: route.output.value, source: spec.source(of: route) ?? .output,
                                payload: payload.isVoid ? nil : payload.description)),
                        at: blamed,
                        notes: [
                            .init(
                                location: other.location,
                                message: "'\(other.method.reference(name: other.name))' is declared here")
                        ])
                }
                let references = methods.map { $0.method.reference(name: $0.name) }
                let suggestion =
                    fitting.map { $0.method.reference(name: $0.name) }
                    ?? EditDistance.closest(to: reference, among: references)
                return .error(
                    .appCoordinator(
                        .missingMethod(
                            type: name, method: reference, route: route.output.value, suggestion: suggestion)),
                    at: blamed, notes: [declared])
            }
            guard let what = Self.effect(of: found.method) else { return nil }
            return .error(
                .appCoordinator(.methodNotPlain(type: name, method: reference, what: what)), at: blamed,
                notes: [.init(location: found.location, message: "'\(reference)' is declared here")])
        }
    }

    /// Whether the class `name` conforms to the routes' protocol on the main actor: it is isolated there (marked
    /// `@MainActor`, or inheriting from a class or conforming to a protocol that is, generic ones included, or from
    /// UIKit's classes, which all are), or a method `routes` call is (`@MainActor` on it, or declared in an extension
    /// that conforms to a main-actor protocol), which a conformance without isolation could not use.
    public func isMainActor(_ name: String, routes: [RouteSpec] = []) -> Bool {
        if isIsolated(name) { return true }
        let called = Set(routes.map(\.methodBaseName))
        func callsIsolated(_ members: [AppMember]) -> Bool {
            members.contains { called.contains($0.name) && $0.attributes.contains("@MainActor") }
        }
        if let declaration = index.declarations(named: name).first?.declaration, callsIsolated(declaration.members) {
            return true
        }
        return index.extensions(of: name).contains { ext in
            callsIsolated(ext.members)
                || ext.inheritedTypes.contains { isIsolated($0.value) }
                    && ext.members.contains { called.contains($0.name) }
        }
    }

    /// Whether the type `name` is isolated to the main actor, itself or through what it inherits.
    private func isIsolated(_ name: String) -> Bool {
        var pending = [name]
        var visited: Set<String> = []
        while let written = pending.popLast() {
            // `BaseCoordinator<Void>` is the generic class `BaseCoordinator`.
            let current = String(written.prefix { $0 != "<" }).trimmingCharacters(in: .whitespaces)
            guard visited.insert(current).inserted else { continue }
            guard let declaration = index.declarations(named: current).first?.declaration else {
                if Self.isUIKitClass(current) { return true }
                continue
            }
            if declaration.attributes.contains("@MainActor") { return true }
            if declaration.kind.isClass || declaration.kind == .protocol {
                pending += declaration.inheritedTypes.map(\.value)
            }
        }
        return false
    }

    /// `UIViewController`, `UIResponder`: a UIKit class name, whose classes are isolated to the main actor.
    private static func isUIKitClass(_ name: String) -> Bool {
        let bare = name.hasPrefix("UIKit.") ? String(name.dropFirst("UIKit.".count)) : name
        guard bare.hasPrefix("UI"), let third = bare.dropFirst(2).first else { return false }
        return third.isUppercase
    }

    /// What keeps `method` from meeting a requirement that returns nothing, as the middle of a sentence; nil when
    /// nothing does.
    static func effect(of method: AppMember.Method) -> String? {
        if let returned = method.returnType?.value,
            !["Void", "()", "Swift.Void"].contains(returned.filter { !$0.isWhitespace })
        {
            return "returns '\(returned)'"
        }
        if method.isAsync { return "is async" }
        if method.isThrowing { return "throws" }
        return nil
    }
}
