// Probe (transform convention): a view model as a person fills in the transform skeleton,
// with the operators that convention leans on. Type-checked, never run.

import Foundation
import RxCocoa
import RxSwift

struct Note: Equatable {
    let id: Int
    let title: String
}

protocol NotesUseCase {
    func notes(matching query: String) -> Observable<[Note]>
    func save(_ note: Note) -> Observable<Note>
    func delete(_ note: Note) -> Completable
}

protocol NotesNavigator: AnyObject {
    func toNote(_ note: Note)
    func toNewNote()
    func close()
}

final class NotesViewModel: ViewModelType {
    struct Input {
        let trigger: Driver<Void>
        let query: Driver<String>
        let selection: Driver<Int>
        let create: Driver<Void>
        let delete: Observable<Int>
        let close: Signal<Void>
    }

    struct Output {
        let fetching: Driver<Bool>
        let placeholder: Driver<String>
        let titles: Driver<[String]>
        let isEmpty: Driver<Bool>
        let summary: Driver<String>
        let selected: Driver<Note>
        let saved: Driver<Note>
        let deletedCount: Driver<Int>
        let createEnabled: Driver<Bool>
        let errorMessage: Signal<String>
        let dismiss: Signal<Void>
    }

    private let useCase: NotesUseCase
    private let navigator: NotesNavigator

    init(useCase: NotesUseCase, navigator: NotesNavigator) {
        self.useCase = useCase
        self.navigator = navigator
    }

    func transform(input: Input) -> Output {
        let activity = ActivityIndicator()
        let errors = ErrorTracker()
        let useCase = self.useCase
        let navigator = self.navigator

        let query = input.query
            .debounce(.milliseconds(300))
            .distinctUntilChanged()
            .startWith("")
        let saved = input.create
            .throttle(.seconds(1), latest: false)
            .withLatestFrom(query)
            .filter { !$0.isEmpty }
            .flatMapFirst { title -> Driver<Note> in
                useCase.save(Note(id: 0, title: title))
                    .trackActivity(activity)
                    .trackError(errors)
                    .asDriver(onErrorDriveWith: .empty())
            }
            .do(onNext: { _ in navigator.toNewNote() })
        let reload = Driver.merge(input.trigger, saved.mapToVoid())
        let notes = Driver.combineLatest(reload, query) { _, query in query }
            .flatMapLatest { query -> Driver<[Note]> in
                useCase.notes(matching: query)
                    .trackActivity(activity)
                    .trackError(errors)
                    .asDriverOnErrorJustComplete()
            }
        let titles = notes.map { $0.map(\.title) }
        let summary = Driver.zip(query, titles)
            .map { query, titles in query.isEmpty ? "\(titles.count) notes" : "\(titles.count) for \(query)" }
            .distinctUntilChanged(\.count)
        let selected = input.selection
            .withLatestFrom(notes) { row, notes in notes.indices.contains(row) ? notes[row] : nil }
            .compactMap { $0 }
            .do(onNext: navigator.toNote)
        let deletedCount = input.delete
            .withLatestFrom(notes) { row, notes in notes[row] }
            .flatMapLatest { note in useCase.delete(note).andThen(Observable.just(())) }
            .asDriver(onErrorJustReturn: ())
            .scan(0) { count, _ in count + 1 }
        let createEnabled = Driver.combineLatest(activity.asDriver(), query)
            .map { fetching, query in !fetching && !query.isEmpty }
        let errorMessage = errors.asDriver()
            .map { "\($0)" }
            .asObservable()
            .asSignalOnErrorJustComplete()

        return Output(
            fetching: activity.asDriver(),
            placeholder: Driver.just("Search notes"),
            titles: titles,
            isEmpty: titles.map(\.isEmpty).distinctUntilChanged(),
            summary: summary.skip(1),
            selected: selected,
            saved: saved,
            deletedCount: deletedCount.startWith(0),
            createEnabled: createEnabled.startWith(false),
            errorMessage: errorMessage,
            dismiss: input.close.do(onNext: { navigator.close() })
        )
    }
}
