import ScaffoldCore

/// The spec `scaffold import` makes from a view model, before it is written as YAML: each entry with the Swift
/// position it was read from, and each member it could not express with the reason, kept in the section it
/// would have gone in.
struct ImportedScene: Sendable, Equatable {
    /// A spec section that holds a list, in the order a spec writes them.
    enum Section: String, CaseIterable, Sendable {
        case arguments
        case inputs
        case outputs
        case properties
        case methods
        case actions
        case state
        case service
        case dependencies
        case routes
        case result
    }

    /// One list item: `- name`, `- name: Type` or `- name: {key: value, ...}`.
    struct Entry: Sendable, Equatable {
        var name: String
        /// The item's keys in the order written; `type` alone is written in the short form.
        var fields: [Field]
        var location: SourceLocation

        init(_ name: String, _ fields: [Field] = [], at location: SourceLocation) {
            self.name = name
            self.fields = fields
            self.location = location
        }
    }

    /// One key of a list item.
    struct Field: Sendable, Equatable {
        enum Value: Sendable, Equatable {
            case scalar(String)
            /// A list of one-pair mappings such as `params: [email: String]`: each key and value.
            case pairs([(String, String)])
            /// A boolean, written `true` or `false` without quotes.
            case flag(Bool)

            static func == (lhs: Value, rhs: Value) -> Bool {
                switch (lhs, rhs) {
                case (.scalar(let left), .scalar(let right)): return left == right
                case (.flag(let left), .flag(let right)): return left == right
                case (.pairs(let left), .pairs(let right)): return left.elementsEqual(right, by: ==)
                default: return false
                }
            }
        }

        var key: String
        var value: Value

        init(_ key: String, _ value: String) {
            self.key = key
            self.value = .scalar(value)
        }

        init(_ key: String, flag: Bool) {
            self.key = key
            self.value = .flag(flag)
        }

        init(_ key: String, pairs: [(String, String)]) {
            self.key = key
            self.value = .pairs(pairs)
        }
    }

    /// A member the spec cannot hold: `# not imported: <what> at line N: <why>`.
    struct Skipped: Sendable, Equatable {
        var what: String
        var location: SourceLocation
        var reason: String

        /// The YAML comment that stands for it.
        var comment: String { "# not imported: \(what) at line \(location.line): \(reason)" }
    }

    var scene: String
    var location: SourceLocation
    var kind: String?
    var doc: String?
    var imports: [String] = []
    /// `conventions:` keys and values, e.g. `inputs: observer`; only those that differ from the project's.
    var conventions: [(key: String, value: String)] = []
    /// `names:` keys and patterns, e.g. `inputsProtocol: {viewModel}Input`; only names the project would spell
    /// otherwise.
    var names: [(key: String, value: String)] = []
    var entries: [Section: [Entry]] = [:]
    var skipped: [Section: [Skipped]] = [:]
    /// `service: {name:}` when the service is not the scene's default one.
    var serviceName: String?
    /// `service: {label:}` when `init` labels the service's parameter otherwise than by its property's name.
    var serviceLabel: String?
    var hasService = false
    var serviceLocation: SourceLocation?
    var hasCoordinator = false
    var viewModelBaseClass: String?

    init(scene: String, location: SourceLocation) {
        self.scene = scene
        self.location = location
    }

    mutating func add(_ entry: Entry, to section: Section) {
        entries[section, default: []].append(entry)
    }

    mutating func skip(_ what: String, at location: SourceLocation, because reason: String, in section: Section) {
        skipped[section, default: []].append(Skipped(what: what, location: location, reason: reason))
    }

    static func == (lhs: ImportedScene, rhs: ImportedScene) -> Bool {
        lhs.scene == rhs.scene && lhs.location == rhs.location && lhs.kind == rhs.kind && lhs.doc == rhs.doc
            && lhs.imports == rhs.imports && lhs.conventions.elementsEqual(rhs.conventions, by: ==)
            && lhs.names.elementsEqual(rhs.names, by: ==)
            && lhs.entries == rhs.entries && lhs.skipped == rhs.skipped && lhs.serviceName == rhs.serviceName
            && lhs.serviceLabel == rhs.serviceLabel
            && lhs.hasService == rhs.hasService && lhs.hasCoordinator == rhs.hasCoordinator
            && lhs.viewModelBaseClass == rhs.viewModelBaseClass
    }
}
