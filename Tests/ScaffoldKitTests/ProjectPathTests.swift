import Testing

@testable import ScaffoldKit

/// Paths with a `.` or `..` component go through `URL`; the others are joined as strings.
struct ProjectPathTests {
    @Test(arguments: [
        ("Scenes/Login/LoginViewModel.swift", false), ("./Scenes", true), ("Scenes/..", true), ("a/./b", true),
        ("a/../b", true), (".hidden/file", false), ("a/.../b", false), ("a..b/c.", false), ("", false), ("a//b", false),
        (".", true), ("..", true), ("/abs/path", false),
    ])
    func aDotComponentIsFoundWhereverItStands(path: String, hasDot: Bool) {
        #expect(Project.hasDotComponent(path) == hasDot)
    }
}
