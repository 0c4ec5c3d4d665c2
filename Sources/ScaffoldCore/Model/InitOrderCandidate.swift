/// A parameter of a view model's `init` that an explicit order (`conventions: {initOrder: [...]}`) may list, with the
/// words that name it there.
public struct InitOrderCandidate: Equatable, Sendable {
    /// Which parameter it is, as every caller of the `init` tells them apart.
    public enum Identity: Hashable, Sendable {
        /// The scene's argument of this name.
        case argument(String)
        /// The coordinator the view model calls (`coordinatorInViewModel`).
        case coordinator
        /// The app's one scene coordinator (`navigation: sceneCoordinator`).
        case sceneCoordinator
        /// The shared service held in the property of this name.
        case dependency(String)
        /// The scene's own service.
        case service
        /// The one parameter holding the shared services under `inject: container`.
        case container
    }

    public var identity: Identity
    /// The parameter's name first, then its label (not `_`) and, for a service, the service's name.
    public var names: [String]
    /// Whether the order must list it: the arguments and the services, which the spec writes. The coordinator
    /// and the scene coordinator, which the conventions add, come first when the order leaves them out, and
    /// services set after `init` (`inject: property`) may be left out.
    public var isRequired: Bool

    /// The parameter's name, as diagnostics call it.
    public var name: String { names[0] }
}

extension SceneSpec {
    /// The parameters the view model's `init` may take under `conventions`, which an explicit `initOrder` names.
    public func initOrderCandidates(names: SceneNames, conventions: Conventions) -> [InitOrderCandidate] {
        func words(_ name: String, _ label: Located<String>?, _ more: String? = nil) -> [String] {
            var words = [name]
            if let label = label?.value, label != "_", label != name { words.append(label) }
            if let more, !words.contains(more) { words.append(more) }
            return words
        }
        let servicesRequired = conventions.inject != .property
        // An argument set after `init` (`inject: property`) is no parameter of it.
        var candidates = arguments.filter { !$0.isSetAfterInit }.map {
            InitOrderCandidate(
                identity: .argument($0.name.value), names: words($0.name.value, $0.label), isRequired: true)
        }
        // A coordinator set after `init` (`coordinatorInViewModel: property`) is no parameter of it.
        if conventions.coordinatorInViewModel, !conventions.coordinatorSetAfterInit,
            let property = names.coordinatorProperty
        {
            candidates.append(InitOrderCandidate(identity: .coordinator, names: [property], isRequired: false))
        }
        if conventions.navigation == .sceneCoordinator {
            candidates.append(
                InitOrderCandidate(
                    identity: .sceneCoordinator, names: [SceneNames.sceneCoordinatorProperty], isRequired: false))
        }
        let contained = Set(containedDependencies(conventions: conventions).map(\.value))
        if !contained.isEmpty, let parameter = Self.servicesParameter(under: conventions.inject) {
            candidates.append(InitOrderCandidate(identity: .container, names: [parameter], isRequired: true))
        }
        for (service, dependency) in zip(dependencies, names.dependencies) where !contained.contains(service.value) {
            candidates.append(
                InitOrderCandidate(
                    identity: .dependency(dependency.property),
                    names: words(dependency.property, dependencyLabels[service.value], service.value),
                    isRequired: servicesRequired))
        }
        if let property = names.serviceProperty {
            candidates.append(
                InitOrderCandidate(
                    identity: .service, names: words(property, service?.label, names.service),
                    isRequired: servicesRequired))
        }
        return candidates
    }

    /// The parameter an entry of an explicit `initOrder` names: the one it is the name of, else the one it is a
    /// label or service name of; nil for a word that names none.
    public static func initOrderCandidate(named word: String, among candidates: [InitOrderCandidate])
        -> InitOrderCandidate?
    {
        candidates.first { $0.name == word } ?? candidates.first { $0.names.contains(word) }
    }

    /// The parameters an explicit `initOrder` lists, in its order, each once; nil when the spec writes no list.
    public func explicitInitOrder(names: SceneNames, conventions: Conventions) -> [InitOrderCandidate.Identity]? {
        guard let written = self.conventions.initOrderNames else { return nil }
        let candidates = initOrderCandidates(names: names, conventions: conventions)
        var order: [InitOrderCandidate.Identity] = []
        for word in written.value {
            guard let identity = Self.initOrderCandidate(named: word.value, among: candidates)?.identity,
                !order.contains(identity)
            else { continue }
            order.append(identity)
        }
        return order
    }
}
