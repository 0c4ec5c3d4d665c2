/// Turns an `Encodable` presentation model into the `TemplateValue` tree the templates read.
///
/// The models' synthesized `Encodable` conformances build the tree without reflection. A nil optional
/// becomes an explicit null, so a template never picks up a key of the same name from an enclosing
/// section by accident.
enum TemplateValueEncoder {
    static func encode<Value: Encodable>(_ value: Value) -> TemplateValue {
        let encoder = TreeEncoder()
        do {
            try value.encode(to: encoder)
        } catch {
            // The tree encoder itself never throws, and presentation models encode plain values.
            preconditionFailure("presentation model failed to encode: \(error)")
        }
        return encoder.node.resolved
    }
}

/// A value under construction: containers are reference boxes so nested encoders can fill them.
/// Children live in plain stored properties, mutated in place; keeping them in an enum payload made
/// every insert copy the whole container.
private final class TreeNode {
    enum Kind {
        case empty
        case value
        case dictionary
        case array
    }

    var kind = Kind.empty
    var value = TemplateValue.null
    var dictionary: [String: TreeNode] = [:]
    var array: [TreeNode] = []

    var resolved: TemplateValue {
        switch kind {
        case .empty: return .object([:])
        case .value: return value
        case .dictionary: return .object(dictionary.mapValues(\.resolved))
        case .array: return .list(array.map(\.resolved))
        }
    }

    func becomeDictionary() {
        if kind != .dictionary {
            kind = .dictionary
            dictionary = [:]
        }
    }

    func becomeArray() {
        if kind != .array {
            kind = .array
            array = []
        }
    }

    func set(_ key: String, _ value: TemplateValue) {
        let child = TreeNode()
        child.kind = .value
        child.value = value
        dictionary[key] = child
    }

    func setValue(_ value: TemplateValue) {
        kind = .value
        self.value = value
    }
}

private final class TreeEncoder: Encoder {
    let node: TreeNode
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    init(node: TreeNode = TreeNode()) {
        self.node = node
    }

    func container<Key: CodingKey>(keyedBy _: Key.Type) -> KeyedEncodingContainer<Key> {
        node.becomeDictionary()
        return KeyedEncodingContainer(KeyedContainer<Key>(node: node))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.becomeArray()
        return UnkeyedContainer(node: node)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(node: node)
    }

    /// Encodes a nested value into a fresh node.
    static func child<Value: Encodable>(_ value: Value) throws -> TreeNode {
        let child = TreeNode()
        try value.encode(to: TreeEncoder(node: child))
        return child
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: TreeNode
    var codingPath: [any CodingKey] = []

    mutating func encodeNil(forKey key: Key) { node.set(key.stringValue, .null) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) {
        node.set(key.stringValue, value.map(TemplateValue.string) ?? .null)
    }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) {
        node.set(key.stringValue, value.map(TemplateValue.bool) ?? .null)
    }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) {
        node.set(key.stringValue, value.map(TemplateValue.int) ?? .null)
    }
    mutating func encodeIfPresent<Value: Encodable>(_ value: Value?, forKey key: Key) throws {
        if let value {
            try encode(value, forKey: key)
        } else {
            node.set(key.stringValue, .null)
        }
    }
    mutating func encode(_ value: Bool, forKey key: Key) { node.set(key.stringValue, .bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) { node.set(key.stringValue, .string(value)) }
    mutating func encode(_ value: Int, forKey key: Key) { node.set(key.stringValue, .int(value)) }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        node.dictionary[key.stringValue] = try TreeEncoder.child(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let child = TreeNode()
        node.dictionary[key.stringValue] = child
        return TreeEncoder(node: child).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = TreeNode()
        node.dictionary[key.stringValue] = child
        return TreeEncoder(node: child).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { TreeEncoder(node: node) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { TreeEncoder(node: node) }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let node: TreeNode
    var codingPath: [any CodingKey] = []
    var count: Int { node.array.count }

    private func append(_ child: TreeNode) {
        node.array.append(child)
    }

    mutating func encodeNil() {}

    mutating func encode(_ value: String) {
        let child = TreeNode()
        child.setValue(.string(value))
        append(child)
    }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        append(try TreeEncoder.child(value))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        let child = TreeNode()
        append(child)
        return TreeEncoder(node: child).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = TreeNode()
        append(child)
        return TreeEncoder(node: child).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { TreeEncoder(node: node) }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let node: TreeNode
    var codingPath: [any CodingKey] = []

    mutating func encodeNil() {}
    mutating func encode(_ value: Bool) { node.setValue(.bool(value)) }
    mutating func encode(_ value: String) { node.setValue(.string(value)) }
    mutating func encode(_ value: Int) { node.setValue(.int(value)) }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        try value.encode(to: TreeEncoder(node: node))
    }
}
