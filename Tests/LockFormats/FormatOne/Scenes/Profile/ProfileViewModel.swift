// Created by scaffold from Specs/Profile.yml. This file is yours: scaffold never overwrites it.

import RxSwift

/// Turns the Profile screen's inputs into the outputs it shows.
final class ProfileViewModel {
    var inputs: any ProfileViewModelInputsType { self }
    var outputs: any ProfileViewModelOutputsType { self }

    // MARK: - Inputs

    let refresh = PublishSubject<Void>()

    // MARK: - Outputs

    let name: Observable<String>

    // MARK: - Dependencies

    private let profileService: any ProfileServiceType

    // MARK: - Init

    init(profileService: any ProfileServiceType = ProfileService()) {
        self.profileService = profileService

        // TODO: derive every output from the inputs and profileService; all bindings live here.
        self.name = .empty()
    }
}

// MARK: - Conformances

extension ProfileViewModel:
    ProfileViewModelType,
    ProfileViewModelInputsType,
    ProfileViewModelOutputsType
{}
