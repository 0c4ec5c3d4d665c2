import Foundation
import ScaffoldCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Indexes the app's Swift files that can declare the types a run looks up.
///
/// A declaration of `PricesUseCase` spells `PricesUseCase`, so a file whose bytes do not hold the name cannot
/// declare it and is never parsed: a run that reads one protocol from 500 files parses the few that mention it.
/// The protocols a found protocol inherits are looked up the same way, until nothing new is named.
enum AppCodeIndexer {
    /// The index of the files of `inputs` that mention `names` or what the protocols so named inherit, with a
    /// warning for each of those files that does not parse. `inputs` must have been read (`isRead`).
    ///
    /// With `followingMembers`, the names in the types of what makes a value of a found struct, class or enum (its
    /// stored properties, initializers' parameters, cases' associated values) and of a typealias's target are looked
    /// up too, for the tests' fixtures.
    static func index(_ inputs: AppCodeInputs, lookingFor names: [String], followingMembers: Set<String> = []) -> (
        index: AppCodeIndex, warnings: [Diagnostic]
    ) {
        var parsed: [Int: (file: AppCodeIndex.File, warning: Diagnostic?)] = [:]
        var searched: Set<String> = []
        var pending = Set(names).union(followingMembers)
        // The names whose declarations' member types are looked up, and the declarations done.
        var following = followingMembers
        var followed: Set<String> = []
        while !pending.isEmpty {
            searched.formUnion(pending)
            let needles = pending.map { Array(searchedName($0).utf8) }
            let candidates = inputs.files.indices.filter { index in
                parsed[index] == nil && needles.contains { mentions(inputs.files[index].bytes ?? Data(), $0) }
            }
            let results = candidates.concurrentMap { index in
                let file = inputs.files[index]
                return AppCodeParser(path: file.path, displayPath: file.displayPath).parse(file.bytes ?? Data())
            }
            for (index, result) in zip(candidates, results) { parsed[index] = result }
            pending = []
            for (file, _) in parsed.values {
                for declaration in file.declarations
                where following.contains(searchedName(declaration.name)) && followed.insert(declaration.name).inserted {
                    for name in memberTypeNames(declaration) {
                        following.insert(name)
                        if !searched.contains(name) { pending.insert(name) }
                    }
                }
                for declaration in file.declarations
                where declaration.kind == .protocol && searched.contains(declaration.name) {
                    for inherited in declaration.inheritedTypes
                    where !searched.contains(inherited.value)
                        && !AppProtocolResolver.classConstraints.contains(inherited.value)
                    {
                        pending.insert(inherited.value)
                    }
                }
            }
        }
        let ordered = parsed.keys.sorted().map { parsed[$0]! }
        return (AppCodeIndex(files: ordered.map(\.file)), ordered.compactMap(\.warning))
    }

    /// The identifiers in the types that make a value of `declaration`: its stored properties', its initializers'
    /// parameters', its cases' associated values', a typealias's target.
    static func memberTypeNames(_ declaration: AppDeclaration) -> Set<String> {
        var written: [String] = declaration.enumCases.flatMap { $0.values.map(\.type) }
        if case .typealias(let target) = declaration.kind { written.append(target.value) }
        for member in declaration.members {
            switch member.kind {
            case .property(let property): written += property.type.map { [$0.value] } ?? []
            case .initializer(let parameters): written += parameters.map(\.type.value)
            default: break
            }
        }
        var names: Set<String> = []
        for text in written {
            for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            where word.first?.isUppercase == true {
                names.insert(String(word))
            }
        }
        return names
    }

    /// The part of a type name its declaration spells: `Cart` of `Shop.Cart`, `Repository` of `Repository<User>`.
    static func searchedName(_ name: String) -> String {
        let base = name.prefix { $0 != "<" }
        return String(base.split(separator: ".").last ?? base)
    }

    /// Whether `bytes` hold `needle`.
    static func mentions(_ bytes: Data, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        return bytes.withUnsafeBytes { haystack in
            needle.withUnsafeBytes { needle in
                guard let start = haystack.baseAddress, let wanted = needle.baseAddress else { return false }
                let lastStart = haystack.count - needle.count
                var offset = 0
                while offset <= lastStart {
                    guard let found = memchr(start + offset, Int32(first), lastStart - offset + 1) else { return false }
                    if memcmp(found, wanted, needle.count) == 0 { return true }
                    offset = start.distance(to: UnsafeRawPointer(found)) + 1
                }
                return false
            }
        }
    }

    /// The name after each `struct`, `class`, `enum`, `protocol`, `actor`, `typealias` and `associatedtype` in the
    /// files of `inputs`, nested types' and those in comments included: found without parsing, since a typo's
    /// warning needs every name the app may mean and no more.
    static func declaredTypeNames(in inputs: AppCodeInputs) -> Set<String> {
        let introducers: Set<Substring> = [
            "struct", "class", "enum", "protocol", "actor", "typealias", "associatedtype",
        ]
        let perFile = inputs.files.concurrentMap { file -> Set<String> in
            let text = String(decoding: file.bytes ?? Data(), as: UTF8.self)
            let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            var names: Set<String> = []
            for (word, next) in zip(words, words.dropFirst()) where introducers.contains(word) {
                names.insert(String(next))
            }
            return names
        }
        return perFile.reduce(into: []) { $0.formUnion($1) }
    }

    /// Those of `names` that a file of `inputs` declares as a top-level type. Only files whose bytes hold
    /// `struct Name`, `class Name`, `enum Name`, `actor Name` or `typealias Name` are parsed.
    static func declaredTypes(_ names: Set<String>, in inputs: AppCodeInputs) -> Set<String> {
        Set(typeDeclarations(names, in: inputs).keys)
    }

    /// Where `inputs` first declares each of `names` as a type of its own (in path order, then line order).
    static func typeDeclarations(_ names: Set<String>, in inputs: AppCodeInputs) -> [String: SourceLocation] {
        guard !names.isEmpty else { return [:] }
        let needles = names.flatMap { name in
            ["struct", "class", "enum", "actor", "typealias"].map { Array("\($0) \(name)".utf8) }
        }
        let candidates = inputs.files.indices.filter { index in
            let bytes = inputs.files[index].bytes ?? Data()
            return needles.contains { mentions(bytes, $0) }
        }
        let declared = candidates.concurrentMap { index -> [(String, SourceLocation)] in
            let file = inputs.files[index]
            return AppCodeParser(path: file.path, displayPath: file.displayPath).parse(file.bytes ?? Data())
                .file.declarations.filter { names.contains($0.name) }.map { ($0.name, $0.location) }
        }
        return Dictionary(declared.joined().map { $0 }, uniquingKeysWith: { first, _ in first })
    }
}
