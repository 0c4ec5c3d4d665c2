import Testing

@testable import ScaffoldKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary names `AtomicFile` writes, and which names the sweep of leftovers recognises.
@Suite struct TemporaryFileNameTests {
    @Test func aFreshNameNamesThisProcessAsItsWriter() {
        #expect(TemporaryFileName.writer(of: TemporaryFileName.make(for: "Login.generated.swift")) == getpid())
    }

    @Test func aFreshNameAddsAtMostTheOverhead() {
        let name = TemporaryFileName.make(for: "Login.swift")
        #expect(name.utf8.count - "Login.swift".utf8.count <= TemporaryFileName.maximumOverhead)
    }

    @Test(arguments: [
        "Login.generated.swift",
        ".Login.generated.swift.tmp",
        ".Login.generated.swift.1234567890.tmp",
        ".Login.swift.12.0123456789ABCDEF.tmp",
        ".Login.swift.12.0123456789abcde.tmp",
        ".Login.swift.x12.0123456789abcdef.tmp",
        "..12.0123456789abcdef.tmp",
        ".Login.swift.0.0123456789abcdef.tmp",
        ".Login.swift.12345678901.0123456789abcdef.tmp",
        "Login.swift.12.0123456789abcdef.tmp",
    ])
    func namesThatAreNotScaffoldsAreLeftAlone(name: String) {
        #expect(TemporaryFileName.writer(of: name) == nil)
    }

    @Test func aNameOfTheExactPatternNamesItsWriter() {
        #expect(TemporaryFileName.writer(of: ".Log.in.swift.4242.0123456789abcdef.tmp") == 4242)
    }
}
