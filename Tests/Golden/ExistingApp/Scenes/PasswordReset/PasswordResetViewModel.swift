// Created by scaffold from Specs/PasswordReset.yml. Yours to edit: scaffold only merges spec changes into it.

import RxSwift

/// Sends a link that resets the password to the user's address.
final class PasswordResetViewModel: BaseViewModel {
    var inputs: any PasswordResetViewModelInputsType { self }
    var outputs: any PasswordResetViewModelOutputsType { self }

    // MARK: - Inputs

    let send = PublishSubject<Void>()
    let tapBack = PublishSubject<Void>()

    // MARK: - Outputs

    let status: Observable<String>

    // MARK: - Arguments

    private let email: String

    // MARK: - Dependencies

    private weak var coordinator: (any PasswordResetCoordinatorType)?

    // MARK: - Init

    init(email: String, coordinator: any PasswordResetCoordinatorType, catalogRepository: any CatalogRepository) {
        self.email = email
        self.coordinator = coordinator

        // TODO: derive every output from the inputs; all bindings live here.
        self.status = .empty()

        super.init(repository: catalogRepository)

        // `tapBack` is handled by `close` (a route of the spec).
        tapBack
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] _ in self?.coordinator?.close() })
            .disposed(by: disposeBag)
    }
}

// MARK: - Conformances

extension PasswordResetViewModel:
    PasswordResetViewModelType,
    PasswordResetViewModelInputsType,
    PasswordResetViewModelOutputsType
{}
