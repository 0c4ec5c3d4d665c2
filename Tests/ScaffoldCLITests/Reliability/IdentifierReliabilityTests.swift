import Foundation
import Testing

/// Names and types that validate also compile: identifiers follow the Swift grammar, keywords name no
/// type, and no generated member shares a name with another member.
@Suite("Reliability: identifiers that validate but do not compile")
struct IdentifierReliabilityTests {
    /// Attack: a name starts with U+0345 COMBINING GREEK YPOGEGRAMMENI, a letter by its Unicode properties
    /// but, like every combining mark, only an identifier-character in Swift's grammar, never a head.
    /// Expected: an error at the character's column naming its code point.
    @Test func combiningMarkCannotStartAName() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Mark.yml", "scene: Mark\ninputs:\n  - \"\\u0345reload\"\n")
        let result = try project.runner.run(["validate"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr: """
                        Specs/Mark.yml:3:6: error: '\u{345}reload' is not a valid Swift identifier: U+0345 COMBINING \
                        GREEK YPOGEGRAMMENI cannot start an identifier, only follow another character

                        """))
    }

    /// Attack: keywords where a type name must be: `class`, `Int.self`, `Array<let>`. The type parser took
    /// any word, so the specs validated and generated `PublishSubject<class>`.
    /// Expected: an error at each keyword, naming it.
    @Test func keywordsCannotNameATypeAnywhereInATypeExpression() throws {
        let project = try TemporaryProject()
        try project.write(
            "Specs/Words.yml",
            """
            scene: Words
            inputs:
              - a: class
              - b: Int.self
              - c: Array<let>
              - d: Int.Type

            """)
        let result = try project.runner.run(["validate"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "3 errors in 1 spec\n",
                    stderr: """
                        Specs/Words.yml:3:8: error: invalid type: 'class' is a keyword and cannot name a type
                        Specs/Words.yml:4:12: error: invalid type: 'self' is a keyword and cannot name a type
                        Specs/Words.yml:5:14: error: invalid type: 'let' is a keyword and cannot name a type

                        """))
    }

    /// Attack: with the function convention, input `reload` keeps its events in a private property
    /// `reloadSubject`, and a second input is called `reloadSubject`: the view model declared the name twice.
    /// Expected: an error at the member named like the generated property, with a note at the input that makes it.
    @Test func memberNamedLikeAFunctionInputsSubjectIsReportedAtTheSpecPosition() throws {
        let project = try TemporaryProject()
        try project.write(
            "Specs/Feed.yml",
            """
            scene: Feed
            conventions: {inputs: function}
            inputs:
              - reload
              - reloadSubject

            """)
        let result = try project.runner.run(["validate"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr: """
                        Specs/Feed.yml:5:5: error: input 'reloadSubject' has the same name as the private subject \
                        that stores the events of input 'reload'; rename one of them
                        Specs/Feed.yml:4:5: note: input 'reload' is declared here

                        """))
    }

    /// Attack: a service named `TitleObserver` next to an output `title`. The generated test stores the service
    /// mock in `titleObserver` and the output's observer in `titleObserver` too: a redeclaration in the test.
    /// Expected: an error at the service name with a note at the output, from the names the test template gets.
    @Test func serviceNamedLikeAnOutputsTestObserverIsReportedAtTheServiceName() throws {
        let project = try TemporaryProject()
        try project.write("Specs/Feed.yml", "scene: Feed\noutputs: [title]\nservice: {name: TitleObserver}\n")
        let result = try project.runner.run(["validate"])
        #expect(
            result
                == .init(
                    status: 2, stdout: "1 error in 1 spec\n",
                    stderr: """
                        Specs/Feed.yml:3:17: error: the generated test would store service 'TitleObserver' in a \
                        property named 'titleObserver', which it uses for the observer of output 'title'; rename the \
                        service
                        Specs/Feed.yml:2:11: note: output 'title' is declared here

                        """))
    }
}
