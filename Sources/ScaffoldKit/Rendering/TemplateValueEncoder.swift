/// Turns an `Encodable` presentation model into the `TemplateValue` tree the templates read.
///
/// The models' synthesized `Encodable` conformances build the tree without reflection. A nil optional
/// becomes an explicit null, so a template never picks up a key of the same name from an enclosing
/// section by accident. Values go straight into the tree; strings and lists of strings, most of any
/// context, skip the nested encoder a generic value needs.
enum TemplateValueEncoder {
    static func encode<Value: Encodable>(_ value: Value) -> TemplateValue {
        if let string = value as? String { return .string(string) }
        if let strings = value as? [String] { return .list(strings.map(TemplateValue.string)) }
        let encoder = TreeEncoder()
        do {
            try value.encode(to: encoder)
        } catch {
            // The tree encoder itself never throws, and presentation models encode plain values.
            preconditionFailure("presentation model failed to encode: \(error)")
        }
        return encoder.storage.resolved
    }
}

/// What one encoder has been given so far. A reference, so containers handed out can fill it.
private final class Storage {
    var members: [String: TemplateValue] = [:]
    var elements: [TemplateValue] = []
    var single: TemplateValue?
    /// Containers asked for with `nestedContainer`, filled after they were handed out.
    var nestedMembers: [(key: String, storage: Storage)] = []
    var nestedElements: [(index: Int, storage: Storage)] = []
    var isList = false

    var resolved: TemplateValue {
        if let single { return single }
        if isList {
            var elements = elements
            for nested in nestedElements { elements.insert(nested.storage.resolved, at: nested.index) }
            return .list(elements)
        }
        var members = members
        for nested in nestedMembers { members[nested.key] = nested.storage.resolved }
        return .object(members)
    }
}

private final class TreeEncoder: Encoder {
    let storage: Storage
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    init(storage: Storage = Storage()) {
        self.storage = storage
    }

    func container<Key: CodingKey>(keyedBy _: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedContainer<Key>(storage: storage))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        storage.isList = true
        return UnkeyedContainer(storage: storage)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(storage: storage)
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let storage: Storage
    var codingPath: [any CodingKey] = []

    mutating func encodeNil(forKey key: Key) { storage.members[key.stringValue] = .null }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) {
        storage.members[key.stringValue] = value.map(TemplateValue.string) ?? .null
    }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) {
        storage.members[key.stringValue] = value.map(TemplateValue.bool) ?? .null
    }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) {
        storage.members[key.stringValue] = value.map(TemplateValue.int) ?? .null
    }
    mutating func encodeIfPresent<Value: Encodable>(_ value: Value?, forKey key: Key) {
        if let value {
            storage.members[key.stringValue] = TemplateValueEncoder.encode(value)
        } else {
            storage.members[key.stringValue] = .null
        }
    }
    mutating func encode(_ value: Bool, forKey key: Key) { storage.members[key.stringValue] = .bool(value) }
    mutating func encode(_ value: String, forKey key: Key) { storage.members[key.stringValue] = .string(value) }
    mutating func encode(_ value: Int, forKey key: Key) { storage.members[key.stringValue] = .int(value) }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) {
        storage.members[key.stringValue] = TemplateValueEncoder.encode(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = Storage()
        storage.nestedMembers.append((key.stringValue, nested))
        return TreeEncoder(storage: nested).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = Storage()
        storage.nestedMembers.append((key.stringValue, nested))
        return TreeEncoder(storage: nested).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { TreeEncoder(storage: storage) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { TreeEncoder(storage: storage) }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let storage: Storage
    var codingPath: [any CodingKey] = []
    var count: Int { storage.elements.count + storage.nestedElements.count }

    mutating func encodeNil() {}
    mutating func encode(_ value: String) { storage.elements.append(.string(value)) }
    mutating func encode<Value: Encodable>(_ value: Value) {
        storage.elements.append(TemplateValueEncoder.encode(value))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        let nested = Storage()
        storage.nestedElements.append((count, nested))
        return TreeEncoder(storage: nested).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = Storage()
        storage.nestedElements.append((count, nested))
        return TreeEncoder(storage: nested).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { TreeEncoder(storage: storage) }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let storage: Storage
    var codingPath: [any CodingKey] = []

    mutating func encodeNil() { storage.single = .null }
    mutating func encode(_ value: Bool) { storage.single = .bool(value) }
    mutating func encode(_ value: String) { storage.single = .string(value) }
    mutating func encode(_ value: Int) { storage.single = .int(value) }
    mutating func encode<Value: Encodable>(_ value: Value) { storage.single = TemplateValueEncoder.encode(value) }
}
