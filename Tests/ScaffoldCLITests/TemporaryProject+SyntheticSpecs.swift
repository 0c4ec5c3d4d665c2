import Foundation

extension TemporaryProject {
    /// Writes `Specs/Scene1.yml` to `Specs/Scene<count>.yml`, each a valid scene with inputs, outputs, a
    /// service and a coordinator result; revision 2 adds an input to every one, changing all its files.
    func writeSyntheticSpecs(count: Int, revision: Int = 1) throws {
        for index in 1...count {
            try write(
                "Specs/Scene\(index).yml",
                """
                scene: Scene\(index)
                inputs:
                  - refresh
                  - select: Int\(revision > 1 ? "\n  - retry" : "")
                outputs:
                  - title: String
                  - close
                service:
                  methods:
                    - load: {returns: "[String]"}
                coordinator:
                  result:
                    - done: {from: close}

                """)
        }
    }
}
