// Created by scaffold from Specs/Days.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// The days of a diet; the values its screen reads now are in a third protocol, as the app wrote them.
final class DaysViewModel {
    var input: any DaysViewModelInput { self }
    var output: any DaysViewModelOutput { self }
    var state: any DaysViewModelState { self }

    // MARK: - Inputs

    let selectDay = PublishSubject<Int>()

    // MARK: - Outputs

    let showDetailDay: Observable<Int>

    // MARK: - Arguments

    /// Whose days the screen shows.
    let userName: String

    // MARK: - Init

    init(userName: String) {
        self.userName = userName

        // TODO: derive every output from the inputs; all bindings live here.
        self.showDetailDay = .empty()
    }

    // MARK: - Properties

    /// The days the table lists.
    var days: [String] {
        // TODO: compute `days`.
        []
    }

    /// The screen's title.
    var title: String {
        // TODO: compute `title`.
        ""
    }
}

// MARK: - Conformances

extension DaysViewModel:
    DaysViewModelProtocol,
    DaysViewModelInput,
    DaysViewModelOutput,
    DaysViewModelState
{}
