import Dispatch

/// Wall time of each phase of one run, in the order the phases ran: what `scaffold scene --timings`
/// prints and the benchmark reads.
public final class PhaseTimings: @unchecked Sendable {
    /// One measured phase.
    public struct Phase: Equatable, Sendable {
        public var name: String
        public var nanoseconds: UInt64
    }

    /// Phases are measured from the thread that runs the pipeline, never from its workers.
    public private(set) var phases: [Phase] = []
    private let start = DispatchTime.now().uptimeNanoseconds

    public init() {}

    /// Runs `body`, adding its wall time to the phase called `name`.
    public func measure<Value, Failure: Error>(_ name: String, _ body: () throws(Failure) -> Value) throws(Failure)
        -> Value
    {
        let started = DispatchTime.now().uptimeNanoseconds
        defer { add(name, DispatchTime.now().uptimeNanoseconds - started) }
        return try body()
    }

    private func add(_ name: String, _ nanoseconds: UInt64) {
        if let index = phases.firstIndex(where: { $0.name == name }) {
            phases[index].nanoseconds += nanoseconds
        } else {
            phases.append(Phase(name: name, nanoseconds: nanoseconds))
        }
    }

    /// One line per phase and a total since this value was made: `phase <name> <milliseconds> ms`.
    public var report: String {
        let total = DispatchTime.now().uptimeNanoseconds - start
        let measured = phases.reduce(0) { $0 + $1.nanoseconds }
        let lines =
            (phases + [
                Phase(name: "other", nanoseconds: total - min(total, measured)),
                Phase(name: "total", nanoseconds: total),
            ])
            .map { "phase \($0.name.padding(11)) \(Self.milliseconds($0.nanoseconds)) ms" }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func milliseconds(_ nanoseconds: UInt64) -> String {
        let tenths = (nanoseconds + 50_000) / 100_000
        let text = "\(tenths / 10).\(tenths % 10)"
        return String(repeating: " ", count: max(0, 8 - text.count)) + text
    }
}

extension PhaseTimings? {
    /// Runs `body`, timing it only when there are timings to record into.
    func measure<Value, Failure: Error>(_ name: String, _ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        guard let timings = self else { return try body() }
        return try timings.measure(name, body)
    }
}

extension String {
    fileprivate func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
