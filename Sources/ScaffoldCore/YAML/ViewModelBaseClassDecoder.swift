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
        guard let pairs = reader.mapping(node, expected: "a mapping") else { return nil }
        reader.checkKeys(pairs, allowed: SpecVocabulary.ViewModelBaseClass.names)
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

    /// One call of `super.init` on one line: the parenthesis it opens closes at the very end (outside string
    /// literals), so that nothing can follow the call, and no comment can start in it.
    static func isPlausibleSuperInit(_ call: String) -> Bool {
        let opening = "super.init("
        guard call.hasPrefix(opening), call.hasSuffix(")"), !call.contains("//"), !call.contains("/*"),
            !call.unicodeScalars.contains(where: {
                DisplayText.needsEscape($0) || $0.properties.isWhitespace && $0 != " "
            })
        else { return false }
        var depth = 0
        var inString = false
        var previous: Character?
        for (offset, character) in call.enumerated() {
            defer { previous = character }
            if character == "\"" && previous != "\\" { inString.toggle() }
            if inString { continue }
            if character == "(" { depth += 1 }
            if character == ")" {
                depth -= 1
                // The call's own parenthesis closes only with the last character.
                if depth == 0 && offset != call.count - 1 { return false }
                if depth < 0 { return false }
            }
        }
        return depth == 0 && !inString
    }
}
