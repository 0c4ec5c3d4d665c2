import Testing

@testable import ScaffoldKit

/// `concurrentMap`: the results in the order of the elements, and none of them kept alive once the caller lets go of
/// the array they came in.
@Suite struct ConcurrentMapTests {
    /// A result whose release a weak reference shows.
    final class Result: Sendable {
        let index: Int

        init(_ index: Int) {
            self.index = index
        }
    }

    /// A reference to a result that does not keep it alive.
    struct Watched {
        weak var result: Result?
    }

    @Test func resultsKeepTheOrderOfTheElements() {
        #expect(Array(0..<1000).concurrentMap { $0 * 3 } == (0..<1000).map { $0 * 3 })
    }

    @Test func noResultOutlivesTheArrayItCameIn() {
        let watched: [Watched]
        do {
            let results = Array(0..<64).concurrentMap { Result($0) }
            watched = results.map { Watched(result: $0) }
            #expect(watched.compactMap(\.result?.index) == Array(0..<64))
        }
        #expect(watched.compactMap(\.result?.index) == [])
    }
}
