// Created by scaffold. This file is yours: scaffold merges new services into it and never overwrites it.

/// Creates the app's one instance of every shared service. Make one when the app starts and pass it to
/// the first coordinator; each coordinator hands it on to the scenes it starts.
final class AppDependencies: AppServices {
    let catalogRepository: any CatalogRepository
    let imageCache: any ImageCacheType
    let shopAPI: ShopAPI

    /// Takes the services the app had before scaffold, which it creates itself.
    init(catalogRepository: any CatalogRepository, imageCache: any ImageCacheType, shopAPI: ShopAPI) {
        self.catalogRepository = catalogRepository
        self.imageCache = imageCache
        self.shopAPI = shopAPI
    }
}
