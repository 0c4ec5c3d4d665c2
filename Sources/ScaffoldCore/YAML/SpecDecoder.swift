import Foundation
import Yams

/// Reads one spec (YAML) into a `SceneSpec` or a `SharedServiceSpec`, reporting every problem with its position.
public struct SpecDecoder: Sendable {
    public var documentLoader: YAMLDocumentLoader

    public init(documentLoader: YAMLDocumentLoader = YAMLDocumentLoader()) {
        self.documentLoader = documentLoader
    }

    /// The scene spec in `data` and every diagnostic found while reading it. The spec is nil when the file
    /// could not be read at all, has no usable `scene` name, or declares a service instead.
    public func decode(_ data: Data, file: String) -> (spec: SceneSpec?, diagnostics: [Diagnostic]) {
        let (document, diagnostics) = decodeDocument(data, file: file)
        return (document?.scene, diagnostics)
    }

    /// The scene or service spec in `data` and every diagnostic found while reading it; nil when the file could
    /// not be read at all or has no usable name.
    public func decodeDocument(_ data: Data, file: String) -> (document: SpecDocument?, diagnostics: [Diagnostic]) {
        switch documentLoader.loadDocument(data, file: file) {
        case .failure(let error):
            return (nil, error.diagnostics)
        case .success(let (root, text)):
            var reader = NodeReader(file: file, text: text)
            let document = Self.document(from: root, reader: &reader)
            return (reader.isExhausted ? nil : document, reader.diagnostics)
        }
    }

    /// A scene spec has `scene:`; a service spec has `service:` with a name where a scene has a mapping.
    static func document(from root: Node, reader: inout NodeReader) -> SpecDocument? {
        guard
            let pairs = reader.mapping(
                root, expected: "a mapping with 'scene:' and the scene's members, or 'service:' and its methods")
        else {
            return nil
        }
        let service = pairs.first { $0.key.value == "service" }?.value
        if !pairs.contains(where: { $0.key.value == "scene" }), let service, case .scalar = service {
            return Self.sharedService(pairs, reader: &reader).map(SpecDocument.service)
        }
        return Self.scene(pairs, root: root, reader: &reader).map(SpecDocument.scene)
    }

    static func scene(_ pairs: [(key: Located<String>, value: Node)], root: Node, reader: inout NodeReader)
        -> SceneSpec?
    {
        let pairs = reader.checkingKeys(pairs, allowed: SpecVocabulary.Scene.names)
        let values = Dictionary(pairs.map { ($0.key.value, $0.value) }, uniquingKeysWith: { first, _ in first })
        let keyLocations = Dictionary(
            pairs.map { ($0.key.value, $0.key.location) },
            uniquingKeysWith: { first, _ in first })

        guard let nameNode = values["scene"] else {
            reader.error(
                .missingKey(
                    "scene",
                    in: "the spec (write 'scene: Login' for a screen, or 'service: UserService' for a service "
                        + "that scenes share)"),
                at: root)
            return nil
        }
        // An invalid name is reported but kept, so the rest of the spec is still checked in this run.
        let writtenName = reader.string(nameNode, expected: "a scene name")
        _ = writtenName.flatMap { reader.typeName($0) }
        var spec = SceneSpec(
            file: reader.file,
            name: writtenName ?? Located("", at: reader.location(of: nameNode))
        )
        spec.doc = values["doc"].flatMap { reader.text($0) }
        spec.renamedFrom = values["renamedFrom"].flatMap { reader.string($0, expected: "a scene name") }
            .flatMap { reader.typeName($0) }
        spec.kind = values["kind"].flatMap { reader.choice($0, field: "scene kind", as: SceneKind.self) }
        if let node = values["imports"] {
            spec.imports = imports(node, reader: &reader)
        }
        if let node = values["conventions"] {
            spec.conventions = ConventionsDecoder.overrides(from: node, reader: &reader)
        }
        if let node = values["arguments"] {
            spec.arguments = arguments(node, takesLabels: true, reader: &reader)
        }
        if let node = values["inputs"] {
            spec.inputs = list(node, what: "inputs", reader: &reader) { name, value, reader in
                guard
                    let (member, extra) = member(
                        name: name, value: value, keys: SpecVocabulary.Input.names, reader: &reader)
                else { return nil }
                let (trait, relay) = traitAndRelay(extra, ofOutput: false, reader: &reader)
                var input = InputSpec(member: member, trait: trait)
                input.relay = relay
                let parameters = extra["params"].flatMap { inputParameters($0, of: &input.member, reader: &reader) }
                input.parameters = parameters
                return input
            }
        }
        if let node = values["outputs"] {
            spec.outputs = list(node, what: "outputs", reader: &reader) { name, value, reader in
                guard
                    let (member, extra) = member(
                        name: name, value: value, keys: SpecVocabulary.Output.names, reader: &reader)
                else { return nil }
                let (trait, relay) = traitAndRelay(extra, ofOutput: true, reader: &reader)
                var output = OutputSpec(member: member, trait: trait)
                output.relay = relay
                return output
            }
        }
        if let node = values["actions"] {
            spec.actions = list(node, what: "actions", reader: &reader, element: action)
        }
        if let node = values["state"] {
            spec.state = list(node, what: "state cases", reader: &reader) { name, value, reader in
                member(name: name, value: value, keys: SpecVocabulary.Member.names, reader: &reader).map(\.member)
            }
        }
        if let node = values["service"], let location = keyLocations["service"] {
            spec.service = service(node, at: location, reader: &reader)
        }
        if let node = values["dependencies"] {
            (spec.dependencies, spec.dependencyDefaults, spec.dependencyLabels, spec.exposedDependencies) =
                sceneDependencies(node, reader: &reader)
        }
        if let node = values["coordinator"], let location = keyLocations["coordinator"] {
            spec.coordinator = coordinator(node, at: location, reader: &reader)
        }
        if let node = values["tracking"], let location = keyLocations["tracking"] {
            spec.tracking = tracking(node, at: location, reader: &reader)
        }
        if let node = values["viewModelBaseClass"] {
            // Lower-case `false` or `no` names no class a spec would write: it keeps this view model off the project's.
            if case .scalar(let scalar) = node, SpecVocabulary.noBaseClassSpellings.contains(scalar.string) {
                spec.declinesViewModelBaseClass = true
            } else {
                spec.viewModelBaseClass = ViewModelBaseClassDecoder.baseClass(node, reader: &reader)
            }
        }
        if let node = values["conformsTo"] {
            spec.conformsTo = protocolNames(node, reader: &reader)
        }
        if let node = values["protocolInherits"] {
            spec.protocolInherits = protocolNames(node, reader: &reader)
        }
        if let node = values["properties"] {
            spec.properties = properties(node, reader: &reader)
        }
        if let node = values["methods"] {
            spec.methods = viewModelMethods(node, reader: &reader)
        }
        if let node = values["names"] {
            spec.names = NamePatternsDecoder.patterns(node, projectWide: false, reader: &reader)
        }
        checkValuesReadByRelays(of: spec, reader: &reader)
        return writtenName == nil ? nil : spec
    }

    /// A service spec: `service: UserService` with its `doc`, `imports` and `methods`.
    static func sharedService(_ pairs: [(key: Located<String>, value: Node)], reader: inout NodeReader)
        -> SharedServiceSpec?
    {
        let pairs = reader.checkingKeys(pairs, allowed: SpecVocabulary.SharedService.names)
        var name: Located<String>?
        var service = SharedServiceSpec(file: reader.file, name: Located("", at: .startOf(reader.file)))
        for (key, value) in pairs {
            switch key.value {
            case "service":
                // An invalid name is reported but kept, so the methods are still checked in this run.
                name = reader.string(value, expected: "a service type name")
                _ = name.flatMap { reader.typeName($0) }
            case "doc": service.doc = reader.text(value)
            case "imports": service.imports = imports(value, reader: &reader)
            case "methods": service.methods = list(value, what: "methods", reader: &reader, element: method)
            default: break
            }
        }
        guard let name else { return nil }
        service.name = name
        return service
    }

    /// `dependencies: [UserService, AnalyticsService]`: the shared services a scene's view model needs.
    static func dependencies(_ node: Node, reader: inout NodeReader) -> [Located<String>] {
        if NodeReader.isNull(node) { return [] }
        guard let items = reader.sequence(node, expected: "a list of service names") else { return [] }
        return items.compactMap { item in
            reader.string(item, expected: "a service type name").flatMap { reader.typeName($0) }
        }
    }

    /// A scene's `dependencies`: each a service name, or `- Name: {default: expression}` with the Swift expression
    /// the view model's `init` parameter defaults to, checked like a relay's first value.
    static func sceneDependencies(_ node: Node, reader: inout NodeReader) -> (
        names: [Located<String>], defaults: [String: Located<String>], labels: [String: Located<String>],
        exposed: [String: SourceLocation]
    ) {
        if NodeReader.isNull(node) { return ([], [:], [:], [:]) }
        guard let items = reader.sequence(node, expected: "a list of service names") else { return ([], [:], [:], [:]) }
        var names: [Located<String>] = []
        var defaults: [String: Located<String>] = [:]
        var labels: [String: Located<String>] = [:]
        var exposed: [String: SourceLocation] = [:]
        for item in items {
            guard let (key, value) = reader.namedItem(item, what: "a service type name"),
                let name = reader.typeName(key)
            else { continue }
            names.append(name)
            guard let value,
                let pairs = reader.mapping(value, expected: "a mapping with 'default', 'label' or 'expose'")
            else {
                continue
            }
            for (key, node) in reader.checkingKeys(pairs, allowed: SpecVocabulary.Dependency.names) {
                switch key.value {
                case "default":
                    guard let expression = reader.string(node, expected: "a Swift expression") else { continue }
                    if let (problem, offset) = InitialExpression.problem(in: expression.value, key: "default") {
                        reader.report(.error(.relay(problem), at: reader.location(ofOffset: offset, in: expression)))
                    }
                    defaults[name.value] = expression
                case "label": labels[name.value] = initLabel(node, reader: &reader)
                case "expose":
                    if let flag = reader.bool(node, key: "expose"), flag.value { exposed[name.value] = flag.location }
                default: break
                }
            }
        }
        return (names, defaults, labels, exposed)
    }

    static func imports(_ node: Node, reader: inout NodeReader) -> [Located<String>] {
        guard let items = reader.sequence(node, expected: "a list of module names") else { return [] }
        return items.compactMap { item in
            guard let module = reader.string(item, expected: "a module name") else { return nil }
            // `Foundation.Date`-style submodule imports are allowed; each part must be an identifier.
            var offset = 0
            for part in module.value.split(separator: ".", omittingEmptySubsequences: false) {
                let part = String(part)
                if let problem = SwiftIdentifier.problem(with: part) {
                    let offsetInPart = SwiftIdentifier.offset(of: problem, in: part) ?? 0
                    reader.report(.error(problem, at: reader.location(ofOffset: offset + offsetInPart, in: module)))
                    return nil
                }
                offset += part.unicodeScalars.count + 1
            }
            return module
        }
    }

    /// `conformsTo: [Refreshing, Analytics.Screen]`: protocol names, each a type name or one qualified by its
    /// module or outer type, every part checked as an identifier at its column.
    static func protocolNames(_ node: Node, reader: inout NodeReader) -> [Located<String>] {
        if NodeReader.isNull(node) { return [] }
        guard let items = reader.sequence(node, expected: "a list of protocol names") else { return [] }
        return items.compactMap { item in
            guard let name = reader.string(item, expected: "a protocol name") else { return nil }
            var offset = 0
            let parts = name.value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            for (index, part) in parts.enumerated() {
                // A module may be named in lower case; the protocol itself is a type name.
                let problem =
                    index == parts.count - 1
                    ? SwiftIdentifier.typeNameProblem(with: part) : SwiftIdentifier.problem(with: part)
                if let problem {
                    let offsetInPart = SwiftIdentifier.offset(of: problem, in: part) ?? 0
                    reader.report(.error(problem, at: reader.location(ofOffset: offset + offsetInPart, in: name)))
                    return nil
                }
                offset += part.unicodeScalars.count + 1
            }
            return name
        }
    }

    /// Reads a list whose items each name one member, keeping the spec's order.
    static func list<Element>(
        _ node: Node, what: String, reader: inout NodeReader,
        element: (Located<String>, Node?, inout NodeReader) -> Element?
    ) -> [Element] {
        if NodeReader.isNull(node) { return [] }
        guard let items = reader.sequence(node, expected: "a list of \(what)") else { return [] }
        var elements: [Element] = []
        for item in items {
            guard let (name, value) = reader.namedItem(item, what: "a name") else { continue }
            guard let valid = reader.memberName(name) else { continue }
            if let element = element(valid, value, &reader) {
                elements.append(element)
            }
        }
        return elements
    }

    /// A member in short form (`name: Type`) or long form (`name: {type:, doc:, ...}`, any of `keys`).
    /// Returns the member and the values of the keys other than `type` and `doc` that were present.
    static func member(
        name: Located<String>, value: Node?, keys: [String], reader: inout NodeReader
    ) -> (member: MemberSpec, extra: [String: Node])? {
        guard let value else { return (MemberSpec(name: name), [:]) }
        if case .mapping = value {
            guard let writtenPairs = reader.mapping(value, expected: "a mapping") else { return nil }
            let pairs = reader.checkingKeys(writtenPairs, allowed: keys)
            var member = MemberSpec(name: name)
            var extra: [String: Node] = [:]
            for (key, node) in pairs {
                switch key.value {
                case "type":
                    member.type = NodeReader.isNull(node) ? nil : reader.type(node)
                    member.hasInvalidType = !NodeReader.isNull(node) && member.type == nil
                case "doc": member.doc = reader.text(node)
                case "renamedFrom":
                    member.renamedFrom = reader.string(node, expected: "the member's former name").flatMap {
                        reader.memberName($0)
                    }
                default: if keys.contains(key.value) { extra[key.value] = node }
                }
            }
            return (member, extra)
        }
        // A member whose type is wrong is kept, so references to it by name are not reported as well.
        let type = reader.type(value)
        return (MemberSpec(name: name, type: type, hasInvalidType: type == nil), [:])
    }

    static func action(name: Located<String>, value: Node?, reader: inout NodeReader) -> ActionSpec? {
        guard let value else { return ActionSpec(name: name) }
        guard let writtenPairs = reader.mapping(value, expected: "a mapping with 'input' and/or 'output' types") else {
            return nil
        }
        let pairs = reader.checkingKeys(writtenPairs, allowed: SpecVocabulary.Action.names)
        var action = ActionSpec(name: name)
        for (key, node) in pairs {
            switch key.value {
            case "input": action.input = reader.type(node)
            case "output": action.output = reader.type(node)
            case "doc": action.doc = reader.text(node)
            case "renamedFrom":
                action.renamedFrom = reader.string(node, expected: "the action's former name").flatMap {
                    reader.memberName($0)
                }
            default: break
            }
        }
        return action
    }

    /// The `service:` mapping; `location` is where the key was written, the place to blame the service.
    static func service(_ node: Node, at location: SourceLocation, reader: inout NodeReader) -> ServiceSpec? {
        guard let writtenPairs = reader.mapping(node, expected: "a mapping with 'name' and 'methods'") else {
            return nil
        }
        let pairs = reader.checkingKeys(writtenPairs, allowed: SpecVocabulary.SceneService.names)
        var service = ServiceSpec(location: location)
        for (key, value) in pairs {
            switch key.value {
            case "name":
                service.name = reader.string(value, expected: "a service type name").flatMap { reader.typeName($0) }
            case "methods":
                service.methods = list(value, what: "methods", reader: &reader, element: method)
            case "label": service.label = initLabel(value, reader: &reader)
            default: break
            }
        }
        return service
    }

    static func method(name: Located<String>, value: Node?, reader: inout NodeReader) -> ServiceMethodSpec? {
        method(name: name, value: value, keys: SpecVocabulary.Method.names, reader: &reader)
    }

    /// A method in short form (`name: ReturnType`) or long form, with any of `keys`.
    static func method(
        name: Located<String>, value: Node?, keys: [String], reader: inout NodeReader
    ) -> ServiceMethodSpec? {
        guard let value else { return ServiceMethodSpec(name: name) }
        guard case .mapping = value else {
            // Short form: `- name: ReturnType`.
            return reader.type(value).map { ServiceMethodSpec(name: name, returns: $0) }
        }
        guard let writtenPairs = reader.mapping(value, expected: "a mapping") else { return nil }
        let pairs = reader.checkingKeys(writtenPairs, allowed: keys)
        var method = ServiceMethodSpec(name: name)
        for (key, node) in pairs where keys.contains(key.value) {
            switch key.value {
            case "params": method.parameters = parameters(node, reader: &reader)
            case "returns": method.returns = NodeReader.isNull(node) ? nil : reader.type(node)
            case "kind": method.kind = reader.choice(node, field: "method kind", as: ServiceMethodKind.self)
            case "doc": method.doc = reader.text(node)
            case "renamedFrom":
                method.renamedFrom = reader.string(node, expected: "the method's former name").flatMap {
                    reader.memberName($0)
                }
            default: break
            }
        }
        return method
    }

    /// The `coordinator:` mapping; `location` is where the key was written.
    static func coordinator(_ node: Node, at location: SourceLocation, reader: inout NodeReader) -> CoordinatorSpec? {
        if NodeReader.isNull(node) { return CoordinatorSpec(location: location) }
        guard let writtenPairs = reader.mapping(node, expected: "a mapping with 'routes' and/or 'result'") else {
            return nil
        }
        let pairs = reader.checkingKeys(writtenPairs, allowed: SpecVocabulary.Coordinator.names)
        var coordinator = CoordinatorSpec(location: location)
        for (key, value) in pairs {
            switch key.value {
            case "routes":
                coordinator.routes = list(value, what: "routes", reader: &reader, element: route)
            case "result":
                let cases = list(value, what: "result cases", reader: &reader, element: resultCase)
                if cases.isEmpty, NodeReader.isNull(value) || value.sequence?.isEmpty == true {
                    reader.report(.error(.emptyResult, at: key.location))
                }
                coordinator.result = cases
            case "type":
                coordinator.appType = reader.string(value, expected: "the name of the app's coordinator class")
                    .flatMap { reader.typeName($0) }
            case "hold":
                coordinator.hold = reader.choice(value, field: "coordinator hold", as: CoordinatorHold.self)
            default: break
            }
        }
        // The app's own class has the handler's method: a handler route without `method:` calls it by that name.
        if coordinator.appType != nil {
            for index in coordinator.routes.indices where coordinator.routes[index].method == nil {
                guard let destination = coordinator.routes[index].destination,
                    case .handler(let name) = destination.value
                else { continue }
                coordinator.routes[index].method = Located(RouteMethodName(baseName: name), at: destination.location)
            }
        }
        return coordinator
    }

    /// The `tracking:` mapping; `location` is where the key was written.
    static func tracking(_ node: Node, at location: SourceLocation, reader: inout NodeReader) -> TrackingSpec? {
        guard
            let writtenPairs = reader.mapping(
                node, expected: "a mapping with 'activity' and/or 'errors', each naming an output")
        else { return nil }
        let pairs = reader.checkingKeys(writtenPairs, allowed: SpecVocabulary.Tracking.names)
        var tracking = TrackingSpec(location: location)
        for (key, value) in pairs {
            let output = reader.string(value, expected: "an output name").flatMap { reader.memberName($0) }
            switch key.value {
            case "activity": tracking.activity = output
            case "errors": tracking.errors = output
            default: break
            }
        }
        if pairs.isEmpty {
            reader.report(.error(.emptyTracking, at: location))
        }
        return tracking
    }

    static func route(output: Located<String>, value: Node?, reader: inout NodeReader) -> RouteSpec? {
        guard let value else {
            reader.report(
                .error(
                    .missingKey("scene", in: "route '\(output.value)' (write '\(output.value): Scene')"),
                    at: output.location))
            return nil
        }
        if case .mapping = value {
            guard let writtenPairs = reader.mapping(value, expected: "a mapping") else { return nil }
            let pairs = reader.checkingKeys(writtenPairs, allowed: SpecVocabulary.Route.names)
            let values = Dictionary(pairs.map { ($0.key.value, $0.value) }, uniquingKeysWith: { first, _ in first })
            // Where the route leads, a scene or a destination, then what both kinds write alike.
            let scene: Located<String>
            var destination: Located<RouteDestination>?
            if let written = Self.destination(of: output, in: pairs, reader: &reader) {
                guard let written else { return nil }
                scene = Located(written.written, at: written.location)
                destination = Located(written.value, at: written.location)
            } else {
                guard let sceneNode = values["scene"] else {
                    reader.report(
                        .error(
                            .missingKey("scene", in: "route '\(output.value)' (or 'external' or 'handler')"),
                            at: output.location))
                    return nil
                }
                guard let name = reader.string(sceneNode, expected: "a scene name").flatMap({ reader.typeName($0) })
                else { return nil }
                scene = name
            }
            var route = RouteSpec(
                output: output, scene: scene, doc: values["doc"].flatMap { reader.text($0) },
                argument: values["argument"].flatMap { reader.string($0, expected: "an argument name") }.flatMap {
                    reader.memberName($0)
                },
                present: values["present"].flatMap {
                    reader.choice($0, field: "presentation", as: RoutePresentation.self)
                },
                source: values["source"].flatMap { reader.choice($0, field: "route source", as: RouteSource.self) },
                destination: destination,
                method: values["method"].flatMap { routeMethod($0, route: output.value, reader: &reader) },
                step: values["step"].flatMap { stepCase($0, of: "route '\(output.value)'", reader: &reader) }
            )
            if let typeNode = values["type"] {
                route.type = reader.type(typeNode, expected: "the Swift type of the route's value")
                route.hasInvalidType = route.type == nil
            }
            return route
        }
        guard let scene = reader.string(value, expected: "a scene name").flatMap({ reader.typeName($0) }) else {
            return nil
        }
        return RouteSpec(output: output, scene: scene)
    }

    /// `method: show(month:)`: the name of a route's method; nil, reported, when it is not one.
    static func routeMethod(_ node: Node, route: String, reader: inout NodeReader) -> Located<RouteMethodName>? {
        // An empty name or a stray character reads best as the forms a method name takes.
        parsedName(node, expected: "a method name", reader: &reader) { written, label in
            label.map { .routeMethod(.reservedLabel($0, method: written)) }
                ?? .routeMethod(.malformed(written, route: route))
        }
    }

    /// `step: "movieIsPicked(withId:)"`: the case of the app's step enum that `owner` (`route 'pick'`) emits; nil,
    /// reported, when it is no case name.
    static func stepCase(_ node: Node, of owner: String, reader: inout NodeReader) -> Located<RouteMethodName>? {
        parsedName(node, expected: "a step case name", reader: &reader) { written, label in
            label.map { .appStep(.reservedLabel($0, step: written)) } ?? .appStep(.malformed(written, owner: owner))
        }
    }

    /// A name written as Swift names a method or an enum case, `show(month:)`; nil, reported, when it is none. A
    /// keyword is reported as one; any other problem as `problem` makes it of the text written and, for a reserved
    /// label (`inout`), the label.
    private static func parsedName(
        _ node: Node, expected: String, reader: inout NodeReader,
        problem: (_ written: String, _ reservedLabel: String?) -> SpecProblem
    ) -> Located<RouteMethodName>? {
        guard let written = reader.string(node, expected: expected) else { return nil }
        switch RouteMethodName.parse(written.value) {
        case .success(let name):
            return Located(name, at: written.location)
        case .failure(let failure):
            let found: SpecProblem
            switch failure {
            case .identifier(.keyword(let keyword)): found = .keyword(keyword)
            case .reservedLabel(let label): found = problem(written.value, label)
            case .malformed, .identifier: found = problem(written.value, nil)
            }
            reader.report(.error(found, at: written.location))
            return nil
        }
    }

    /// The destination of a route written with `external:` or `handler:`: nil when it names neither (a route to a
    /// scene), `.some(nil)` when it names one unreadably, or two, or a scene as well (each reported).
    static func destination(
        of output: Located<String>, in pairs: [(key: Located<String>, value: Node)], reader: inout NodeReader
    ) -> (value: RouteDestination, written: String, location: SourceLocation)?? {
        let written = pairs.filter { ["external", "handler", "scene"].contains($0.key.value) }
        guard written.contains(where: { $0.key.value != "scene" }) else { return nil }
        // Each destination's value is read, and reported when wrong, before a second place to go is.
        let destinations = written.filter { $0.key.value != "scene" }.map { pair in
            destinationValue(pair.value, key: pair.key.value, reader: &reader)
        }
        if written.count > 1 {
            let keys = written.map { "'\($0.key.value)'" }.joined(separator: " and ")
            reader.report(.error(.routeWithSeveralDestinations(output.value, keys: keys), at: written[1].key.location))
            return .some(nil)
        }
        return .some(destinations[0])
    }

    /// The destination `external: value` or `handler: value` names; nil, reported, when the value is not one.
    static func destinationValue(_ value: Node, key: String, reader: inout NodeReader) -> (
        value: RouteDestination, written: String, location: SourceLocation
    )? {
        if key == "external" {
            guard let choice = reader.choice(value, field: "external destination", as: ExternalDestination.self)
            else { return nil }
            return (.external(choice.value), choice.value.rawValue, choice.location)
        }
        guard let name = reader.string(value, expected: "a method name").flatMap({ reader.memberName($0) })
        else { return nil }
        return (.handler(name.value), name.value, name.location)
    }

    /// `arguments: [post: Post, editable: Bool]`: members that must each have a type, which may be implicitly
    /// unwrapped (`user: User!`); the long form adds `keys` beyond `type` and `doc` (a scene's `default` and
    /// `expose`, a hand-written scene's `default`).
    /// `takesLabels` reads a scene's `label name: Type` (`withMovieId movieId: Int`, `_ albumID: Int`), the label the
    /// view model's `init` gives the argument.
    static func arguments(
        _ node: Node, keys: [String] = SpecVocabulary.Argument.names, takesLabels: Bool = false,
        reader: inout NodeReader
    ) -> [MemberSpec] {
        func typed(_ argument: MemberSpec?, reader: inout NodeReader) -> MemberSpec? {
            guard let argument else { return nil }
            if argument.type == nil && !argument.hasInvalidType {
                reader.report(.error(.argumentWithoutType(argument.name.value), at: argument.name.location))
                return nil
            }
            return argument
        }
        guard takesLabels else {
            return list(node, what: "arguments", reader: &reader) { name, value, reader in
                typed(argument(name: name, value: value, keys: keys, reader: &reader), reader: &reader)
            }
        }
        if NodeReader.isNull(node) { return [] }
        guard let items = reader.sequence(node, expected: "a list of arguments") else { return [] }
        return items.compactMap { item in
            guard let (key, value) = reader.namedItem(item, what: "a name"),
                let (label, name) = labelAndName(key, reader: &reader)
            else { return nil }
            var labelled = typed(argument(name: name, value: value, keys: keys, reader: &reader), reader: &reader)
            labelled?.label = label
            return labelled
        }
    }

    /// `expose: true` (the view model's protocol shows the member), `false`, `outputs` (the outputs protocol shows
    /// it) or `state` (the state protocol shows it): whether it is shown, and where `outputs` or `state` was written.
    /// A property takes `outputs` or `state` alone.
    static func exposure(_ node: Node, allowsBool: Bool, reader: inout NodeReader) -> Exposure {
        let outputs = "outputs"
        let state = "state"
        guard
            let text = reader.string(
                node, expected: allowsBool ? "true, false, outputs or state" : "outputs or state")
        else { return Exposure() }
        if text.value == outputs {
            return Exposure(exposed: Located(true, at: text.location), inOutputs: text.location)
        }
        if text.value == state { return Exposure(exposed: Located(true, at: text.location), inState: text.location) }
        if allowsBool, SpecVocabulary.trueSpellings.contains(text.value) {
            return Exposure(exposed: Located(true, at: text.location))
        }
        if allowsBool, SpecVocabulary.falseSpellings.contains(text.value) {
            return Exposure(exposed: Located(false, at: text.location))
        }
        let allowed = allowsBool ? ["true", "false", outputs, state] : [outputs, state]
        let suggestion = EditDistance.closest(to: text.value, among: allowed)
        reader.report(
            .error(
                suggestion.map { .misspelledValue(text.value, for: "place to expose", suggestion: $0) }
                    ?? .invalidValue(text.value, for: "place to expose", allowed: allowed), at: text.location))
        return Exposure()
    }

    /// What an `expose:` value says: whether the member is shown, and where `outputs` or `state` was written.
    struct Exposure {
        var exposed: Located<Bool>? = nil
        var inOutputs: SourceLocation? = nil
        var inState: SourceLocation? = nil
    }

    /// One argument in short form (`name: Type`) or long form (`name: {type:, doc:, default:, expose:}`).
    static func argument(name: Located<String>, value: Node?, keys: [String], reader: inout NodeReader)
        -> MemberSpec?
    {
        guard let value else { return MemberSpec(name: name) }
        guard case .mapping = value else {
            // A member whose type is wrong is kept, so references to it by name are not reported as well.
            let parsed = reader.argumentType(value)
            var argument = MemberSpec(name: name, type: parsed?.type, hasInvalidType: parsed == nil)
            argument.isImplicitlyUnwrapped = parsed?.isImplicitlyUnwrapped ?? false
            return argument
        }
        guard let writtenPairs = reader.mapping(value, expected: "a mapping") else { return nil }
        var argument = MemberSpec(name: name)
        for (key, node) in reader.checkingKeys(writtenPairs, allowed: keys) {
            switch key.value {
            case "type":
                guard !NodeReader.isNull(node) else { continue }
                let parsed = reader.argumentType(node)
                argument.type = parsed?.type
                argument.isImplicitlyUnwrapped = parsed?.isImplicitlyUnwrapped ?? false
                argument.hasInvalidType = parsed == nil
            case "doc": argument.doc = reader.text(node)
            case "renamedFrom":
                argument.renamedFrom = reader.string(node, expected: "the member's former name").flatMap {
                    reader.memberName($0)
                }
            case "default":
                guard let expression = reader.string(node, expected: "a Swift expression") else { continue }
                if let (problem, offset) = InitialExpression.problem(in: expression.value, key: "default") {
                    reader.report(.error(.relay(problem), at: reader.location(ofOffset: offset, in: expression)))
                }
                argument.defaultValue = expression
            case "expose":
                let shown = exposure(node, allowsBool: true, reader: &reader)
                (argument.exposed, argument.exposedInOutputs) = (shown.exposed, shown.inOutputs)
                argument.exposedInState = shown.inState
            case "inject":
                argument.injection = reader.choice(
                    node, field: "injection", as: ArgumentInjection.self)
            default: break
            }
        }
        return argument
    }

    static func resultCase(name: Located<String>, value: Node?, reader: inout NodeReader) -> ResultCaseSpec? {
        guard
            let (member, extra) = member(
                name: name, value: value, keys: SpecVocabulary.ResultCase.names, reader: &reader)
        else {
            return nil
        }
        let from = extra["from"].flatMap { reader.string($0, expected: "an output name") }
            .flatMap { reader.memberName($0) }
        let step = extra["step"].flatMap { stepCase($0, of: "result case '\(name.value)'", reader: &reader) }
        return ResultCaseSpec(member: member, from: from, step: step)
    }
}
