/// A presentation model as the templates see it: a template object, a struct tagged `- Template object:`.
///
/// Its keys are declared once, as the struct's properties and their doc comments; `make contract` writes each
/// conformance from them into `TemplateContract.generated.swift`, with `TemplateSchema.objects` and the key tables of
/// `Documentation/TemplateContext.md`. The keys are a public API, pinned for every bundled spec by
/// `Tests/Golden/Context`. Writing the tree directly costs a fraction of going through `Encodable`.
protocol TemplateValueConvertible {
    var templateValue: TemplateValue { get }
}

extension TemplateValue {
    static func strings(_ values: [String]) -> TemplateValue { .list(values.map(TemplateValue.string)) }
    static func optional(_ value: String?) -> TemplateValue { value.map(TemplateValue.string) ?? .null }
    static func optional(_ model: (some TemplateValueConvertible)?) -> TemplateValue { model?.templateValue ?? .null }
    static func list(_ models: [some TemplateValueConvertible]) -> TemplateValue { .list(models.map(\.templateValue)) }
}
