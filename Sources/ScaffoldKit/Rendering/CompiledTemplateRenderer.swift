/// The state the compiled built-in templates render with: the output text and the context stack.
///
/// `TemplateEmbedder` turns each built-in template into a function that calls these methods, in the
/// order of the template's tokens, with Mustache's whitespace rules already applied at build time. Each
/// method does what swift-mustache does for the same tag, so both paths give the same bytes (a reference
/// test renders every bundled spec both ways).
struct CompiledTemplateRenderer {
    /// The output as UTF-8 bytes: a `String` checks its storage and flags on every append, and rendering
    /// 100 scenes makes some 100,000 appends.
    private var output: [UInt8] = []

    /// The rendered text in storage of its own size: output grows by doubling, and a run keeps every
    /// file until it is written (a 10,000-scene project renders 200 MB).
    var finishedOutput: String {
        String(decoding: output, as: UTF8.self)
    }
    private var stack: [TemplateValue]

    /// Output grows as it is written: reserving a guess kept the unused part alive with every file,
    /// which was 50 MB over a 1000-scene project.
    init(context: TemplateValue) {
        stack = [context]
    }

    /// Literal template text.
    mutating func text(_ text: String) {
        append(text)
    }

    private mutating func append(_ text: String) {
        output.append(contentsOf: text.utf8)
    }

    /// `{{key}}`; `key` is the name's ID (`CompiledTemplates.keyNames`), as in every method here.
    mutating func variable(_ key: Int) {
        write(lookup(key))
    }

    /// `{{key.member}}`: `key` is looked up through the stack, `member` only in what it names.
    mutating func variable(_ key: Int, _ member: Int) {
        write(lookup(key)?.member(member))
    }

    /// `{{.}}`.
    mutating func current() {
        write(stack.last)
    }

    /// `{{#key}}…{{/key}}`: once per element of a list, once for true, once with any other present,
    /// non-null value pushed; never for false, null, an empty list or a missing key.
    mutating func section(_ key: Int, _ body: (inout CompiledTemplateRenderer) -> Void) {
        switch lookup(key) {
        case .list(let elements):
            for element in elements {
                stack.append(element)
                body(&self)
                stack.removeLast()
            }
        case .bool(let isTrue):
            if isTrue { body(&self) }
        case .null, nil:
            break
        case .some(let value):
            stack.append(value)
            body(&self)
            stack.removeLast()
        }
    }

    /// `{{^key}}…{{/key}}`: once for false, null, an empty list or a missing key.
    mutating func invertedSection(_ key: Int, _ body: (inout CompiledTemplateRenderer) -> Void) {
        switch lookup(key) {
        case .list(let elements):
            // swift-mustache pushes the empty list, which only `{{.}}` can see.
            if elements.isEmpty {
                stack.append(.list(elements))
                body(&self)
                stack.removeLast()
            }
        case .bool(let isTrue):
            if !isTrue { body(&self) }
        case .null, nil:
            body(&self)
        case .some:
            break
        }
    }

    /// The value `key` names in the innermost context that has it.
    private func lookup(_ key: Int) -> TemplateValue? {
        for context in stack.reversed() {
            if let value = context.member(key) { return value }
        }
        return nil
    }

    private mutating func write(_ value: TemplateValue?) {
        switch value {
        case .string(let string): append(string)
        case .int(let int): append(String(int))
        case .bool(let bool): append(bool ? "true" : "false")
        case .null, nil: break
        // Lists and objects print as swift-mustache prints them; no template prints one on purpose.
        case .list, .object: append(String(describing: value!.mustacheObject))
        }
    }
}
