import Yams

extension ConfigDecoder {
    /// `appCode: App`, or `appCode: [App, "Sources/Domain/**/*.swift"]`: the app's own Swift, in the order written.
    /// An absolute path, one leading out of the project and an empty one are errors at their place; whether a
    /// pattern matches anything is for the run that reads the files to say.
    static func appCode(_ node: Node, reader: inout NodeReader) -> [AppCodePattern] {
        if NodeReader.isNull(node) { return [] }
        let items: [Node]
        if case .sequence = node {
            items = reader.sequence(node, expected: "a list of folders or patterns") ?? []
        } else {
            items = [node]
        }
        return items.compactMap { item in
            guard let text = reader.string(item, expected: "a folder or a pattern such as 'App/**/*.swift'") else {
                return nil
            }
            if let problem = AppCodePattern.problem(with: text.value) {
                reader.report(.error(problem, at: text.location))
                return nil
            }
            return AppCodePattern(text)
        }
    }
}
