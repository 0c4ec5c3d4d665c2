import SwiftParser
import SwiftSyntax

/// The template contract as the model sources declare it: every template object and its keys, read from the doc
/// comments of the structs tagged `- Template object:`.
///
/// Reading is parse → collect → resolve over plain values; `swiftSource()` and `documentation(updating:)` render
/// the two generated outputs, and neither touches the disk.
struct TemplateContract: Equatable {
    /// The objects in the order of their sources, then of their declarations.
    var objects: [TemplateObject]

    init(objects: [TemplateObject]) {
        self.objects = objects
    }

    /// The contract `sources` declare, or every problem found in them.
    init(sources: [SourceFile]) throws(ContractProblems) {
        var declared: [DeclaredObject] = []
        var problems: [ContractProblem] = []
        for file in sources {
            let tree = Parser.parse(source: file.text)
            let collector = ObjectCollector(file: file, tree: tree)
            collector.walk(tree)
            declared += collector.objects
            problems += collector.problems
        }
        var titleOfType: [String: String] = [:]
        var seenTitles: Set<String> = []
        for object in declared {
            if !seenTitles.insert(object.title).inserted {
                problems.append(
                    object.position.problem(in: object.path, "another type is the template object '\(object.title)'"))
            }
            titleOfType[object.typeName] = titleOfType[object.typeName] ?? object.title
        }
        objects = declared.map { object in
            guard case .properties(let declaredKeys) = object.keys else {
                return TemplateObject(title: object.title, typeName: object.typeName, keys: .libraryTypes)
            }
            var keys: [TemplateKey] = []
            for declaredKey in declaredKeys {
                guard let type = Self.keyType(of: declaredKey.type, titleOfType: titleOfType) else {
                    problems.append(
                        declaredKey.typePosition.problem(
                            in: object.path,
                            "cannot map the type '\(declaredKey.type)' of '\(declaredKey.property)' to a template value; "
                                + "a key is a String, Bool, [String] or String?, or a template object (a struct tagged "
                                + "'- Template object:'), an array of one or an optional one; tag a property that is no "
                                + "key '- Template key: none'"))
                    continue
                }
                if keys.contains(where: { $0.key == declaredKey.key }) {
                    problems.append(
                        declaredKey.typePosition.problem(
                            in: object.path, "\(object.typeName) has the key '\(declaredKey.key)' twice"))
                }
                keys.append(
                    TemplateKey(
                        key: declaredKey.key, property: declaredKey.property, type: type, meaning: declaredKey.meaning,
                        example: declaredKey.example))
            }
            return TemplateObject(title: object.title, typeName: object.typeName, keys: .properties(keys))
        }
        guard problems.isEmpty else { throw ContractProblems(problems) }
    }

    /// What a property of `type` holds in a template, nil for a type the contract has no shape for.
    static func keyType(of type: PropertyType, titleOfType: [String: String]) -> KeyType? {
        switch type {
        case .named("String"): return .string
        case .named("Bool"): return .bool
        case .array(.named("String")): return .strings
        case .named(let name): return titleOfType[name].map(KeyType.object)
        case .array(.named(let name)): return titleOfType[name].map(KeyType.objects)
        case .optional(.named("String")): return .optional(.string)
        case .optional(.named(let name)): return titleOfType[name].map { .optional(.object($0)) }
        case .array, .optional: return nil
        }
    }
}
