// Created by scaffold from Specs/Welcome.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// Greets the user and opens the catalog or today's featured product.
final class WelcomeViewModel: BaseViewModel {
    var outputs: any WelcomeViewModelOutputsType { self }

    // MARK: - Outputs

    let greeting: Observable<String>

    // MARK: - Dependencies

    private weak var coordinator: (any WelcomeCoordinatorType)?

    // MARK: - Init

    init(input: Input, coordinator: any WelcomeCoordinatorType, catalogRepository: any CatalogRepository) {
        self.coordinator = coordinator

        // TODO: derive every output from the inputs; all bindings live here.
        self.greeting = .empty()

        super.init(repository: catalogRepository)

        // `tapStart` opens Catalog (a route of the spec).
        input.tapStart.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self] _ in self?.coordinator?.tapStart() ?? .empty() }
            .subscribe()
            .disposed(by: disposeBag)

        // `tapFeatured` opens ProductDetail (a route of the spec).
        input.tapFeatured.asObservable()
            .observe(on: MainScheduler.instance)
            .flatMapFirst { [weak self] value in self?.coordinator?.tapFeatured(value) ?? .empty() }
            .subscribe()
            .disposed(by: disposeBag)
    }
}

// MARK: - Conformances

extension WelcomeViewModel:
    WelcomeViewModelType,
    WelcomeViewModelOutputsType
{}
