// Created by scaffold from Specs/ReviewStats.yml. Yours to edit: scaffold only merges spec changes into it.

import Foundation
import RxCocoa
import RxRelay
import RxSwift
import UIKit

/// Shows how the reviews of one product add up.
final class ReviewStatsViewModel: BaseViewModel {
    var inputs: any ReviewStatsViewModelInputsType { self }
    var outputs: any ReviewStatsViewModelOutputsType { self }

    // MARK: - Inputs

    let refresh = PublishSubject<Void>()

    // MARK: - Outputs

    var average: Observable<Double> { averageRelay.asObservable() }
    private let averageRelay = BehaviorRelay<Double>(value: 0)
    let thumbnail: Observable<Data>
    let starColor: Observable<UIColor>

    // MARK: - Arguments

    private let productID: Int

    // MARK: - Dependencies

    var imageCache: (any ImageCacheType)! = ImageCache()
    var reviewStatsService: (any ReviewStatsServiceType)!

    // MARK: - Init

    init(productID: Int, catalogRepository: any CatalogRepository) {
        self.productID = productID

        // TODO: derive every output from the inputs and reviewStatsService; all bindings live here.
        // TODO: `imageCache` and `reviewStatsService` are set after init: bind what calls them
        // once every stored property is set, reading them when an event arrives:
        // `refresh.flatMapLatest { [unowned self] _ in self.imageCache... }`.
        self.thumbnail = .empty()
        self.starColor = .empty()
        // TODO: bind into averageRelay: `.bind(to: averageRelay).disposed(by: disposeBag)`

        super.init(repository: catalogRepository)
    }

    // MARK: - Properties

    /// The average as the rating label shows it.
    var ratingText: Driver<String> {
        // TODO: compute `ratingText`.
        fatalError("`ratingText` is not implemented yet")
    }
}

// MARK: - Conformances

extension ReviewStatsViewModel:
    ReviewStatsViewModelType,
    ReviewStatsViewModelInputsType,
    ReviewStatsViewModelOutputsType
{}
