import ScaffoldCore

extension ScenePipeline {
    /// The hashes of the app's Swift that the last writing run kept, and when this run started reading; nil when
    /// the run reads no app code or may not use the caches.
    func loadAppCodeHashes() -> (cache: AppCodeHashCache, readAt: Int64)? {
        guard options.usesCache, project.config.readsAppCode else { return nil }
        return (AppCodeHashCache.load(in: project), AppCodeHashCache.now)
    }

    /// Keeps the hashes of `appCode` for the next run, when this one writes and they differ from `loaded`.
    func saveAppCodeHashes(_ appCode: AppCodeInputs?, over loaded: (cache: AppCodeHashCache, readAt: Int64)?) {
        guard options.mode == .write, let appCode, let loaded else { return }
        let cache = AppCodeHashCache(files: appCode.files, now: loaded.readAt)
        if cache != loaded.cache { cache.save(in: project) }
    }
}
