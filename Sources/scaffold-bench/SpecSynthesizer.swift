import Foundation

/// Writes N valid scene specs shaped like a real app's: 8 inputs, 8 outputs, 3 actions, a 4-method service,
/// a 4-case state, and a coordinator with 2 results and 2 routes to other synthesised scenes.
struct SpecSynthesizer {
    let count: Int
    /// 2 adds an input, an output and a service method to every spec: the change the merge phase merges.
    var revision = 1

    /// `Scene0001`…; wide enough that names sort in order.
    func sceneName(_ index: Int) -> String {
        let width = max(4, String(count).count)
        let digits = String(index)
        return "Scene" + String(repeating: "0", count: width - digits.count) + digits
    }

    /// Writes `Scene….yml` for every scene into `folder`, which must exist.
    func write(into folder: String) throws {
        for index in 1...count {
            let path = folder + "/" + sceneName(index) + ".yml"
            do {
                try spec(index).write(toFile: path, atomically: false, encoding: .utf8)
            } catch {
                throw BenchError.fileSystem("cannot write \(path): \(error.localizedDescription)")
            }
        }
    }

    /// The spec of scene `index` (1-based). Conventions rotate so every template path is exercised.
    func spec(_ index: Int) -> String {
        let name = sceneName(index)
        // Routes go to the next two scenes, wrapping round; every scene has a coordinator with a result.
        let next = sceneName(index % count + 1)
        let afterNext = sceneName((index + 1) % count + 1)
        let inputsConvention = ["subject", "observer", "function"][index % 3]
        let coordinatorInViewModel = index % 4 == 0
        return """
            # Synthesised by scaffold-bench.
            scene: \(name)
            doc: |-
              Synthetic scene \(index) of \(count): a searchable, paged list of repositories.
              Opens \(next) and \(afterNext); finishes with the chosen repository or a cancel.
            imports: [Foundation]
            conventions: {inputs: \(inputsConvention), coordinatorInViewModel: \(coordinatorInViewModel)}
            inputs:
              - viewDidLoad
              - refresh
              - loadNextPage
              - setQuery: String
              - selectRepository: {type: Int, doc: The row the user tapped.}
              - setFilters: "[String: Int]"
              - toggleFavorite: {type: Bool, doc: Whether the repository is starred.}
              - cancel\(revision > 1 ? "\n  - resetFilters" : "")
            outputs:
              - repositories: "[Repository]"
              - title: {type: String, trait: driver}
              - isLoading: {type: Bool, trait: driver}
              - errorMessage: {type: String, trait: signal, doc: A message to show when loading fails.}
              - didChooseRepository: Repository
              - didCancel
              - showFilters
              - showOwner: {doc: Opens the owner's profile.}\(revision > 1 ? "\n  - subtitle: String" : "")
            actions:
              - reload: {output: "[Repository]", doc: Reloads the first page from the network.}
              - star: {input: Int, output: Bool}
              - clearCache
            state:
              - idle
              - loading
              - loaded: "[Repository]"
              - failed: {type: String, doc: What went wrong.}
            service:
              name: \(name)Service
              methods:
                - search: {params: [query: String, page: Int], returns: "[Repository]", doc: One page of results.}
                - observeStars: {params: [repositoryID: Int], returns: Int, kind: observable}
                - star: {params: [repositoryID: Int, starred: Bool], kind: completable}
                - cachedOwner: {params: [login: String], returns: User?, kind: maybe}\(revision > 1 ? "\n    - clearHistory: {kind: completable}" : "")
            coordinator:
              routes:
                - showFilters: \(next)
                - showOwner: {scene: \(afterNext), doc: The owner's page.}
              result:
                - chose: {type: Repository, from: didChooseRepository, doc: The repository the user picked.}
                - cancel: {from: didCancel}

            """
    }
}
