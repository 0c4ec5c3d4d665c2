// How an app starts the bundled scenes: one container of shared services, made once and handed to the
// first coordinator, which hands it on. Type-checked with the golden files, so the composition compiles.
// Like the scene delegate it stands for, it runs on the main actor, where coordinators live.
import RxSwift
import UIKit

@MainActor
final class AppStart {
    private let dependencies = AppDependencies()
    private let disposeBag = DisposeBag()

    func start(in window: UIViewController) {
        let root = RepositoryListCoordinator(rootViewController: window, dependencies: dependencies)
        root.start().subscribe().disposed(by: disposeBag)
    }
}
