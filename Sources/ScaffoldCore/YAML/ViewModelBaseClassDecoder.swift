import Yams

/// Reads `viewModelBaseClass:`, the same in a spec and in `scaffold.yml`: `NSObject`, short for `{name: NSObject}`,
/// or `{name: ViewModel, superInit: "super.init(provider: swiftHubAPI)", dependencies: [SwiftHubAPI]}`.
enum ViewModelBaseClassDecoder {
    static func baseClass(_ node: Node, reader: inout NodeReader) -> ViewModelBaseClassSpec? {
        guard case .mapping = node else {
            return reader.string(node, expected: "a class name, or a mapping with 'name' and 'superInit'")
                .flatMap { reader.typeName($0) }
                .map { ViewModelBaseClassSpec(name: $0) }
        }
        guard let writtenPairs = reader.mapping(node, expected: "a mapping") else { return nil }
        let pairs = reader.checkingKeys(writtenPairs, allowed: SpecVocabulary.ViewModelBaseClass.names)
        var name: Located<String>?
        var superInit: Located<String>?
        var dependencies: [Located<String>] = []
        for (key, value) in pairs {
            switch key.value {
            case "name":
                name = reader.string(value, expected: "a class name").flatMap { reader.typeName($0) }
            case "superInit":
                guard let call = reader.string(value, expected: "a call such as 'super.init(provider: provider)'")
                else { continue }
                if isPlausibleSuperInit(call.value) {
                    superInit = call
                } else {
                    reader.report(.error(.implausibleSuperInit(call.value), at: call.location))
                }
            case "dependencies":
                dependencies = SpecDecoder.dependencies(value, reader: &reader)
            default:
                break
            }
        }
        guard let name else {
            if !pairs.contains(where: { $0.key.value == "name" }) {
                reader.error(.missingKey("name", in: "viewModelBaseClass (write 'name: ViewModel')"), at: node)
            }
            return nil
        }
        return ViewModelBaseClassSpec(name: name, superInit: superInit, dependencies: dependencies)
    }

    /// One call of `super.init` on one line: it starts with `super.init(` and ends with the `)` that closes it, and
    /// its arguments pass the check of an `initial:` expression (plain strings with escapes, balanced brackets, no
    /// comment, `;` or `#`), so that nothing can follow the call.
    static func isPlausibleSuperInit(_ call: String) -> Bool {
        let opening = "super.init("
        guard call.hasPrefix(opening), call.hasSuffix(")") else { return false }
        let arguments = call.dropFirst(opening.count).dropLast()
        // In brackets, the commas between arguments are inside them, and a ')' that would close the call before
        // its end is unbalanced.
        return InitialExpression.problem(in: "[" + arguments + "]") == nil
    }
}
