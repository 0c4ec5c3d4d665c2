// Created by scaffold from Specs/LanguageList.yml. Yours to edit: scaffold only merges spec changes into it.

import RxCocoa
import RxSwift
import RxRelay

/// Lets the user pick the language whose repositories are shown.
/// Finishes with the chosen language, or with `cancel`.
final class LanguageListViewModel {
    var inputs: any LanguageListViewModelInputsType { self }
    var outputs: any LanguageListViewModelOutputsType { self }

    // MARK: - Inputs

    let selectLanguage: AnyObserver<String>
    /// Narrows the list to languages containing it.
    let searchText = BehaviorRelay<String>(value: "")
    let search: AnyObserver<String>
    let tapSignUp: AnyObserver<Void>
    /// Each `tapSignUp`, which the view controller leads to SignUp.
    let tapSignUpEvents: Observable<Void>

    // MARK: - Outputs

    let languages: Observable<[String]>
    let didSelectLanguage: Observable<String>
    let didCancel: Observable<Void>
    let isSearching: Driver<Bool>

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
        let searchSubject = PublishSubject<String>()
        self.search = searchSubject.asObserver()
        let tapSignUpSubject = PublishSubject<Void>()
        self.tapSignUp = tapSignUpSubject.asObserver()
        self.tapSignUpEvents = tapSignUpSubject.asObservable()

        self.languages = languageListService.getLanguageList()
        self.didSelectLanguage = selectLanguageSubject.asObservable()
        self.didCancel = .empty()
        self.isSearching = .empty()
    }
}

// MARK: - Conformances

extension LanguageListViewModel:
    LanguageListViewModelType,
    LanguageListViewModelInputsType,
    LanguageListViewModelOutputsType
{}
