// Created by scaffold from Specs/LanguageList.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// Does the work the LanguageList view model asks for: network, storage, formatting.
struct LanguageListService: LanguageListServiceType {
    func getLanguageList() -> Observable<[String]> {
        // TODO: implement `getLanguageList`.
        .error(NotImplemented("LanguageListService.getLanguageList()"))
    }
}
