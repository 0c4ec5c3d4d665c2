// Created by scaffold from Specs/LanguageList.yml. Yours to edit: scaffold only merges spec changes into it.

import RxRelay
import RxSwift

/// Lets the user pick the language whose repositories are shown.
/// Finishes with the chosen language, or with `cancel`.
final class LanguageListViewModel {
    var inputs: any LanguageListViewModelInputsType { self }
    var outputs: any LanguageListViewModelOutputsType { self }

    // MARK: - Inputs

    let selectLanguage: AnyObserver<String>
    /// Narrows the list to languages containing it.
    let searchText = BehaviorRelay<String>(value: "")
    let cancel: AnyObserver<Void>

    // MARK: - Outputs

    let languages: Observable<[String]>
    let didSelectLanguage: Observable<String>
    let didCancel: Observable<Void>

    // MARK: - Dependencies

    private let analyticsService: any AnalyticsServiceType
    private let languageListService: any LanguageListServiceType

    // MARK: - Init

    init(
        analyticsService: any AnalyticsServiceType,
        languageListService: any LanguageListServiceType = LanguageListService()
    ) {
        self.analyticsService = analyticsService
        self.languageListService = languageListService

        let selectLanguageSubject = PublishSubject<String>()
        self.selectLanguage = selectLanguageSubject.asObserver()
        let cancelSubject = PublishSubject<Void>()
        self.cancel = cancelSubject.asObserver()

        // TODO: derive every output from the inputs and languageListService; all bindings live here.
        self.languages = .empty()
        self.didSelectLanguage = .empty()
        self.didCancel = .empty()
    }
}

// MARK: - Conformances

extension LanguageListViewModel:
    LanguageListViewModelType,
    LanguageListViewModelInputsType,
    LanguageListViewModelOutputsType
{}
