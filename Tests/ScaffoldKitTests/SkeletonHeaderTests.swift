import Foundation
import Testing

@testable import ScaffoldKit

/// The first line of a skeleton, which says which spec it was created from: what lets `--prune` and `rename` act
/// on it.
struct SkeletonHeaderTests {
    private func says(_ firstLine: String, from spec: String) -> Bool {
        SkeletonHeader.saysScaffoldCreated(Data((firstLine + "\nimport Foundation\n").utf8), from: spec)
    }

    @Test func todaysHeaderNamesItsSpec() {
        #expect(
            says(
                "// Created by scaffold from Specs/Login.yml. Yours to edit: scaffold only merges spec changes into it.",
                from: "Specs/Login.yml"))
    }

    /// Projects started with an earlier scaffold have skeletons with the earlier wording.
    @Test func theEarlierHeaderStillNamesItsSpec() {
        #expect(
            says(
                "// Created by scaffold from Specs/Login.yml. This file is yours: scaffold never overwrites it.",
                from: "Specs/Login.yml"))
    }

    @Test func anotherSpecsHeaderDoesNotNameThisSpec() {
        #expect(
            !says(
                "// Created by scaffold from Specs/Logout.yml. Yours to edit: scaffold only merges spec changes.",
                from: "Specs/Login.yml"))
    }
}
