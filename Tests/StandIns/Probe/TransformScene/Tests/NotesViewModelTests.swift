// Probe (transform convention): the view model's test builds Input from subjects, runs
// transform(input:) under SharingScheduler.mock, and records every Output field.

import Foundation
import RxCocoa
import RxSwift
import RxTest
import XCTest

@testable import App

final class NotesUseCaseMock: NotesUseCase {
    private(set) var queries: [String] = []
    var notesResult: Observable<[Note]> = .just([])
    var saveResult: Observable<Note> = .never()
    var deleteResult: Completable = .empty()

    func notes(matching query: String) -> Observable<[Note]> {
        queries.append(query)
        return notesResult
    }

    func save(_ note: Note) -> Observable<Note> {
        saveResult
    }

    func delete(_ note: Note) -> Completable {
        deleteResult
    }
}

final class NotesNavigatorMock: NotesNavigator {
    private(set) var shownNotes: [Note] = []
    private(set) var closeCount = 0

    func toNote(_ note: Note) {
        shownNotes.append(note)
    }

    func toNewNote() {}

    func close() {
        closeCount += 1
    }
}

final class NotesViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var disposeBag: DisposeBag!
    private var useCase: NotesUseCaseMock!
    private var navigator: NotesNavigatorMock!
    private var trigger: PublishSubject<Void>!
    private var query: PublishSubject<String>!
    private var selection: PublishSubject<Int>!
    private var close: PublishSubject<Void>!
    private var input: NotesViewModel.Input!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
        useCase = NotesUseCaseMock()
        navigator = NotesNavigatorMock()
        trigger = PublishSubject<Void>()
        query = PublishSubject<String>()
        selection = PublishSubject<Int>()
        close = PublishSubject<Void>()
        input = NotesViewModel.Input(
            trigger: trigger.asDriver(onErrorDriveWith: .empty()),
            query: query.asDriver(onErrorJustReturn: ""),
            selection: selection.asDriver(onErrorDriveWith: .empty()),
            create: Driver.never(),
            delete: .empty(),
            close: close.asSignal(onErrorSignalWith: .empty())
        )
    }

    func test_trigger_showsTheTitlesOfTheNotes() {
        useCase.notesResult = .just([Note(id: 1, title: "Milk")])
        let titles = scheduler.createObserver([String].self)

        SharingScheduler.mock(scheduler: scheduler) {
            let output = NotesViewModel(useCase: useCase, navigator: navigator).transform(input: input)
            output.titles.drive(titles).disposed(by: disposeBag)
            scheduler.createColdObservable([.next(10, ())]).bind(to: trigger).disposed(by: disposeBag)
            scheduler.start()
        }

        XCTAssertEqual(titles.events, [.next(10, ["Milk"])])
        XCTAssertEqual(useCase.queries, [""])
    }

    func test_selection_opensTheSelectedNote() {
        let note = Note(id: 2, title: "Eggs")
        useCase.notesResult = .just([note])

        let scheduler: TestScheduler = self.scheduler
        SharingScheduler.mock(
            makeScheduler: { scheduler },
            action: {
                let output = NotesViewModel(useCase: useCase, navigator: navigator).transform(input: input)
                output.selected.drive().disposed(by: disposeBag)
                trigger.onNext(())
                selection.onNext(0)
            })

        XCTAssertEqual(navigator.shownNotes, [note])
    }

    func test_close_dismissesTheScreen() throws {
        let dismissed = scheduler.createObserver(Void.self)
        let output = NotesViewModel(useCase: useCase, navigator: navigator).transform(input: input)
        output.dismiss.emit(to: dismissed).disposed(by: disposeBag)
        output.errorMessage.emit(onNext: { XCTFail($0) }).disposed(by: disposeBag)

        try SharingScheduler.mock(scheduler: scheduler) {
            try XCTUnwrap(close).onNext(())
        }

        XCTAssertEqual(dismissed.events.count, 1)
        XCTAssertEqual(navigator.closeCount, 1)
    }
}
