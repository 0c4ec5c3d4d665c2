import Foundation
import Testing

/// What `make install` runs; it is dry-run here (building release takes minutes), so this holds the recipe, and the
/// README's Install section reports the check by hand (`ldd` lists no Swift library).
@Suite struct InstallTests {
    /// On Linux the installed binary carries the Swift runtime and Foundation, so it starts without the toolchain;
    /// it is installed without its debug information.
    @Test func installBuildsReleaseWithTheSwiftRuntimeLinkedInOnLinux() throws {
        let result = try CommandLineRunner(directory: ValidateCommandTests.repositoryRoot).run(
            // The variables a person or CI may have set are given, so the recipe printed is the Makefile's alone.
            [
                "make", "--no-print-directory", "-n", "install", "PREFIX=/opt/example", "DESTDIR=", "SWIFT=swift",
                "BUILD_FLAGS=-j 2", "STRIP=strip",
            ],
            executable: URL(fileURLWithPath: "/usr/bin/env"))
        #if os(Linux)
            let staticRuntime = " --static-swift-stdlib"
        #else
            let staticRuntime = ""
        #endif
        #expect(
            result
                == .init(
                    status: 0,
                    stdout: """
                        swift build -c release -j 2\(staticRuntime) --product scaffold
                        install -d "/opt/example/bin"
                        install -m 0755 .build/release/scaffold "/opt/example/bin/scaffold"
                        strip -S "/opt/example/bin/scaffold"

                        """,
                    stderr: ""))
    }
}
