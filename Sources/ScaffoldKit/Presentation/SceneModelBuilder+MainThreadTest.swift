import ScaffoldCore

extension SceneModelBuilder {
    /// How the tests reach the view model of one scene: where its outputs and actions are read, and how its inputs
    /// take a value.
    struct TestAccess {
        /// `viewModel.outputs`, or the `output` that `transform` returned.
        var outputs: String
        /// `viewModel.actions`, or the kept `output`.
        var actions: String
        /// The test case's property that holds the mock of the scene's own service; nil without a service.
        var serviceMock: String?
        /// The scene's generated names, which the test's members are read from.
        var names: SceneNames
        var conventions: Conventions
    }

    /// The test that drives each input and action once and expects every Observable output and every report of an
    /// action on the main thread; nil when there is nothing that could arrive elsewhere.
    func mainThreadTest(spec: SceneSpec, outputs: [ResolvedOutput], access: TestAccess) -> MainThreadTestModel? {
        // A Driver or Signal delivers on the main scheduler by construction: watching one could never fail.
        var watched = outputs.filter { $0.trait == .observable }.map { ("\(access.outputs).\($0.name)", $0.name) }
        for action in spec.actions {
            for report in ActionReport.allCases {
                let name = "\(action.name.value).\(report.rawValue)"
                watched.append(("\(access.actions).\(name)", name))
            }
        }
        guard !watched.isEmpty else { return nil }

        var statements: [String] = []
        var undriven: [String] = []
        for input in spec.inputs {
            if let statement = driveStatement(input, access: access) {
                statements.append(statement)
            } else {
                undriven.append(input.name.value)
            }
        }
        for action in spec.actions {
            let input = action.input?.value ?? .void
            let argument = input.isVoid ? TestValue(expression: "") : valueMaker.value(of: input)
            if let argument {
                statements.append(
                    Self.tolerating(
                        argument, "self.\(access.actions).\(action.name.value).execute(\(argument.expression))"))
            } else {
                undriven.append(action.name.value)
            }
        }
        // A service may not be called like the watcher class, so no mock property can take this name.
        let watcher = SwiftIdentifier.lowerCamelCase(SceneNames.offMainThreadWatcher)
        return MainThreadTestModel(
            name: access.names[.mainThreadTest],
            watcher: SceneNames.offMainThreadWatcher,
            watcherLocal: watcher,
            answerLines: answerLines(of: spec.service?.methods ?? [], access: access),
            watchLines: watched.flatMap { stream, name in
                Self.call("\(watcher).watch", arguments: [stream, "named: \"\(name)\""])
            },
            driveLines: statements.enumerated().flatMap { index, statement in
                Self.scheduled(statement, at: (index + 1) * 10)
            },
            undrivenNotes: undriven.map { "`\($0)` is not driven: its test value comes from a factory that skips." }
        )
    }

    /// The mock's answers that succeed at once, after a comment that says why; empty when there is none.
    private func answerLines(of methods: [ServiceMethodSpec], access: TestAccess) -> [String] {
        guard let mock = access.serviceMock else { return [] }
        let answers = methods.compactMap { answer(of: $0, mock: mock, names: access.names) }
        return answers.isEmpty
            ? [] : ["// The service succeeds at once, so that the work after its answer runs too."] + answers
    }

    /// `searchService.searchResult = .just([])`: the mock's answer that succeeds at once, so that the paths that
    /// follow a success run too; nil for a `sync` method, which answers on its caller's thread, and for a value
    /// without a literal.
    private func answer(of method: ServiceMethodSpec, mock: String, names: SceneNames) -> String? {
        let result = names.table.mockMembers(of: .serviceMethod(method.mockedName)).result
        let element = method.returns?.value ?? .void
        switch method.kind?.value ?? .single {
        case .sync:
            return nil
        case .completable:
            return "\(mock).\(result) = .empty()"
        case .single, .maybe, .observable:
            let value = element.isVoid ? "()" : valueMaker.literal(of: element)
            return value.map { "\(mock).\(result) = .just(\($0))" }
        }
    }

    /// The statement that sends one test value into `input`; nil when no fixture can carry its type. A value made
    /// by fixtures is sent only when they make one (`_ = try?`): a fixture still to fill in skips the test that
    /// needs it, never this one.
    private func driveStatement(_ input: InputSpec, access: TestAccess) -> String? {
        let name = input.name.value
        let type = input.type?.value ?? .void
        let entry = inputEntry(input, conventions: access.conventions, names: access.names)
        let inputs = entry.inputs
        let maker = valueMaker
        if entry.isFunction {
            guard let parameters = input.parameters else {
                if type.isVoid { return "self.\(inputs).\(name)()" }
                return maker.value(of: type).map { Self.tolerating($0, "self.\(inputs).\(name)(\($0.expression))") }
            }
            var values: [TestValue] = []
            for parameter in parameters {
                guard let value = maker.value(of: parameter.type.value) else { return nil }
                values.append(value)
            }
            let all = TestValue(
                expression: Self.argumentList(parameters, values: values.map(\.expression)),
                fixtures: values.flatMap(\.fixtures))
            return Self.tolerating(all, "self.\(inputs).\(name)(\(all.expression))")
        }
        guard let value = type.isVoid ? TestValue(expression: "()") : maker.value(of: type) else { return nil }
        return Self.tolerating(
            value,
            entry.relay.map { "self.\($0).accept(\(value.expression))" }
                ?? "self.\(entry.sink).onNext(\(value.expression))")
    }

    /// `statement`, which passes `value`, as it is when the value is a literal; otherwise run only when the fixtures
    /// make their values: `_ = try? self.viewModel.inputs.select.onNext(Repository.fixture())`.
    static func tolerating(_ value: TestValue, _ statement: String) -> String {
        value.isLiteral ? statement : "_ = try? " + statement
    }

    /// `name(a, b)` on a line indented by `indent`, or over several when it would pass the line limit: the
    /// arguments one per line, then the closing parenthesis.
    static func call(_ name: String, arguments: [String], indent: Int = 8) -> [String] {
        let wrapped = LineWrapping.wrappedLines(arguments, fixed: indent + "()".count + name.count)
        guard !wrapped.isEmpty else { return ["\(name)(\(arguments.joined(separator: ", ")))"] }
        return ["\(name)("] + LineWrapping.unfoldingCalls(wrapped, indent: indent + 4).map { "    " + $0 } + [")"]
    }

    /// `scheduler.scheduleAt(10) { statement }`, or the statement on a line of its own when that is too long.
    static func scheduled(_ statement: String, at time: Int) -> [String] {
        let line = "scheduler.scheduleAt(\(time)) { \(statement) }"
        guard "        ".count + line.count > LineWrapping.limit else { return [line] }
        return ["scheduler.scheduleAt(\(time)) {", "    " + statement, "}"]
    }
}
