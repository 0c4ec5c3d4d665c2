// A small harness for navigation flows that run as a program: each flow drives generated scenes the way a user
// does, through the UIKit stand-in's user simulation, and reports what it expected and did not see. The program
// prints one line per flow (`PASS name` or `FAIL name: what went wrong`), then `N passed, M failed`, and exits
// non-zero when a flow failed. NavigationFlowTests compiles and runs it.
import Foundation
import UIKit

/// What one flow found wrong, in the order it looked.
@MainActor
final class FlowRecord {
    private(set) var problems: [String] = []

    /// Records `message` unless `condition` holds.
    func expect(_ condition: Bool, _ message: @autoclosure () -> String, line: Int = #line) {
        if !condition { problems.append("line \(line): \(message())") }
    }

    /// Records `message` and returns nil unless `value` is there, for flows that cannot go on without it.
    func require<Value>(_ value: Value?, _ message: @autoclosure () -> String, line: Int = #line) -> Value? {
        if value == nil { problems.append("line \(line): \(message())") }
        return value
    }
}

/// Runs `flows` in order and prints their results; the process's exit status is 1 when any failed.
@MainActor
func runFlows(_ flows: [(name: String, body: @MainActor (FlowRecord) -> Void)]) -> Never {
    var failed = 0
    for flow in flows {
        let record = FlowRecord()
        autoreleasepoolIfAvailable { flow.body(record) }
        settle()
        if record.problems.isEmpty {
            print("PASS \(flow.name)")
        } else {
            failed += 1
            print("FAIL \(flow.name): \(record.problems.joined(separator: "; "))")
        }
    }
    print("\(flows.count - failed) passed, \(failed) failed")
    exit(failed == 0 ? 0 : 1)
}

/// Lets everything UIKit and the scenes queued on the main queue run: finished animations, delegate calls,
/// deferred work. A user's next tap comes after that.
@MainActor
func settle() {
    for _ in 0..<10 { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.002)) }
}

@MainActor
private func autoreleasepoolIfAvailable(_ body: () -> Void) {
    #if canImport(ObjectiveC)
        autoreleasepool(invoking: body)
    #else
        body()
    #endif
}

/// The coordinators `coordinator` keeps running, read from its base class's storage: there is no API for it,
/// and a flow must tell that a child was let go.
@MainActor
func childCoordinators(of coordinator: AnyObject) -> [AnyObject]? {
    var mirror: Mirror? = Mirror(reflecting: coordinator)
    while let current = mirror {
        if let children = current.descendant("children") {
            return Mirror(reflecting: children).children.compactMap { entry in
                // A dictionary's entries are (key, value) pairs; the value is (coordinator:, flow:).
                Mirror(reflecting: entry.value).descendant(1, "coordinator") as AnyObject?
            }
        }
        mirror = current.superclassMirror
    }
    return nil
}

/// The view model a generated view controller was made with, read from its private `viewModel`.
@MainActor
func viewModel<ViewModel>(of viewController: UIViewController?, as type: ViewModel.Type) -> ViewModel? {
    guard let viewController else { return nil }
    return Mirror(reflecting: viewController).descendant("viewModel") as? ViewModel
}
