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
        let methods = (declaration.members + index.extensions(of: name).flatMap(\.members)).compactMap {
            member -> (name: String, method: AppMember.Method, location: SourceLocation)? in
            guard case .method(let method) = member.kind, !member.isStatic else { return nil }
            return (member.name, method, member.location)
        }
        return routes.compactMap { route -> Diagnostic? in
            let labels = Self.labels(of: route, payload: spec.payloadType(of: route))
            let reference = "\(route.methodBaseName)(" + labels.map { "\($0):" }.joined() + ")"
            let blamed = route.method?.location ?? route.output.location
            guard
                let found = methods.first(where: {
                    $0.name == route.methodBaseName && $0.method.parameters.map(\.label) == labels
                })
            else {
                // A method of the same name with other labels is the likeliest meant; else one a typo away.
                let references = methods.map { $0.method.reference(name: $0.name) }
                let suggestion =
                    methods.first { $0.name == route.methodBaseName }.map { $0.method.reference(name: $0.name) }
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

    /// Whether the class `name` is isolated to the main actor: marked `@MainActor`, or inheriting from a class that
    /// is (one the app declares, or UIKit's, whose classes all are).
    public func isMainActor(_ name: String) -> Bool {
        var visited: Set<String> = []
        var current = name
        while visited.insert(current).inserted {
            guard let declaration = index.declarations(named: current).first?.declaration else {
                return Self.isUIKitClass(current)
            }
            if declaration.attributes.contains("@MainActor") { return true }
            guard declaration.kind.isClass, let superclass = declaration.inheritedTypes.first?.value else {
                return false
            }
            current = superclass
        }
        return false
    }

    /// `UIViewController`, `UIResponder`: a UIKit class name, whose classes are isolated to the main actor.
    private static func isUIKitClass(_ name: String) -> Bool {
        let bare = name.hasPrefix("UIKit.") ? String(name.dropFirst("UIKit.".count)) : name
        guard bare.hasPrefix("UI"), let third = bare.dropFirst(2).first else { return false }
        return third.isUppercase
    }

    /// The labels of the method the view model calls for `route`, which carries `payload`: none for a route that
    /// carries nothing, one per element where `method:` gives several, else the one `method:` gives or `_`.
    static func labels(of route: RouteSpec, payload: SwiftType) -> [String] {
        guard !payload.isVoid else { return [] }
        if let labels = route.method?.value.labels, labels.count > 1 { return labels }
        return [route.methodParameterLabel ?? "_"]
    }

    /// What keeps `method` from meeting a requirement that returns nothing, as the middle of a sentence; nil when
    /// nothing does.
    static func effect(of method: AppMember.Method) -> String? {
        if let returned = method.returnType?.value, !["Void", "()"].contains(returned) {
            return "returns '\(returned)'"
        }
        if method.isAsync { return "is async" }
        if method.isThrowing { return "throws" }
        return nil
    }
}
