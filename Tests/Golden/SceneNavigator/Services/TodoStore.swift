// Created by scaffold from Specs/Services/TodoStore.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// The app's one TodoStore, created by `AppDependencies` and shared by every scene that lists it.
struct TodoStore: TodoStoreType {
    func items() -> Observable<[TodoItem]> {
        // TODO: implement `items`.
        .error(NotImplemented("TodoStore.items()"))
    }

    func add(title: String) -> Completable {
        // TODO: implement `add`.
        .error(NotImplemented("TodoStore.add(title:)"))
    }
}
