import Foundation
import ScaffoldCore
import Testing

@testable import ScaffoldKit

/// One Swift file of the app, read into its entry of the index: each kind of declaration and member shape, where
/// each is written, and a file that does not parse.
@Suite struct AppCodeParserTests {
    private func parse(_ input: MarkedSwift) -> (file: AppCodeIndex.File, warning: Diagnostic?) {
        AppCodeParser(path: "App/PricesUseCase.swift", displayPath: input.file).parse(Data(input.text.utf8))
    }

    @Test func aProtocolsMembersAreReadWithTheirShapesAndPositions() {
        let input = MarkedSwift(
            """
            import 1️⃣RxSwift
            import struct 2️⃣Foundation.URL
            #if canImport(UIKit)
            import UIKit
            #endif

            protocol 3️⃣PricesUseCase: 4️⃣AnyObject, 5️⃣Base {
                associatedtype 6️⃣Price: Equatable
                var 7️⃣currency: 8️⃣String { get set }
                static var 9️⃣shared: 0️⃣Self { get }
            }
            """)
        let (file, warning) = parse(input)
        #expect(warning == nil)
        #expect(
            file
                == AppCodeIndex.File(
                    path: "App/PricesUseCase.swift",
                    imports: [input.located("RxSwift", at: "1️⃣"), input.located("Foundation", at: "2️⃣")],
                    declarations: [
                        AppDeclaration(
                            kind: .protocol, name: "PricesUseCase",
                            inheritedTypes: [input.located("AnyObject", at: "4️⃣"), input.located("Base", at: "5️⃣")],
                            members: [
                                AppMember(
                                    kind: .associatedType(inheritedTypes: ["Equatable"]), name: "Price",
                                    location: input["6️⃣"]),
                                AppMember(
                                    kind: .property(
                                        AppMember.Property(type: input.located("String", at: "8️⃣"), isSettable: true)),
                                    name: "currency", location: input["7️⃣"]),
                                AppMember(
                                    kind: .property(
                                        AppMember.Property(type: input.located("Self", at: "0️⃣"), isSettable: false)),
                                    name: "shared", isStatic: true, location: input["9️⃣"]),
                            ],
                            location: input["3️⃣"])
                    ]))
    }

    @Test func aMethodIsReadWithItsLabelsTypesEffectsGenericsAndReturnType() {
        let input = MarkedSwift(
            """
            protocol Loader {
                @discardableResult
                mutating func 1️⃣load<T: Decodable>(2️⃣_ id: 3️⃣Int, 4️⃣from url: 5️⃣URL, 6️⃣ids: 7️⃣Int..., 8️⃣x: 9️⃣@escaping (T) -> Void) async throws -> 0️⃣[T]
            }
            """)
        let method = AppMember.Method(
            parameters: [
                AppMember.Parameter(
                    label: "_", name: "id", type: input.located("Int", at: "3️⃣"), location: input["2️⃣"]),
                AppMember.Parameter(
                    label: "from", name: "url", type: input.located("URL", at: "5️⃣"), location: input["4️⃣"]),
                AppMember.Parameter(
                    label: "ids", name: "ids", type: input.located("Int", at: "7️⃣"), isVariadic: true,
                    location: input["6️⃣"]),
                AppMember.Parameter(
                    label: "x", name: "x", type: input.located("@escaping (T) -> Void", at: "9️⃣"),
                    location: input["8️⃣"]),
            ],
            returnType: input.located("[T]", at: "0️⃣"), isAsync: true, isThrowing: true,
            genericParameters: ["T: Decodable"])
        #expect(
            parse(input).file.declarations.first?.members == [
                AppMember(
                    kind: .method(method), name: "load", attributes: ["@discardableResult"], modifiers: ["mutating"],
                    location: input["1️⃣"])
            ])
    }

    @Test func typedThrowsWhereClausesDefaultValuesAndGetterEffectsAreRead() {
        let input = MarkedSwift(
            """
            final class Catalog {
                func 1️⃣check(2️⃣code: 3️⃣String = "x") throws(4️⃣CheckError) -> 6️⃣Bool where T: Sendable { true }
                func 5️⃣map() rethrows {}
                private(set) var 8️⃣count: 9️⃣Int = 0
                var 0️⃣token: 7️⃣String { get async throws { "" } }
            }
            """)
        #expect(
            parse(input).file.declarations.first?.members == [
                AppMember(
                    kind: .method(
                        AppMember.Method(
                            parameters: [
                                AppMember.Parameter(
                                    label: "code", name: "code", type: input.located("String", at: "3️⃣"),
                                    defaultValue: "\"x\"", location: input["2️⃣"])
                            ],
                            returnType: input.located("Bool", at: "6️⃣"), isThrowing: true,
                            thrownType: input.located("CheckError", at: "4️⃣"), whereClause: "where T: Sendable")),
                    name: "check", location: input["1️⃣"]),
                AppMember(
                    kind: .method(AppMember.Method(isThrowing: true, isRethrowing: true)),
                    name: "map", location: input["5️⃣"]),
                AppMember(
                    kind: .property(
                        AppMember.Property(
                            type: input.located("Int", at: "9️⃣"), isSettable: false, setterAccess: "private",
                            initialValue: Located("0", at: input["9️⃣"].advanced(byColumns: 6)), isStored: true)),
                    name: "count", modifiers: ["private(set)"], location: input["8️⃣"]),
                AppMember(
                    kind: .property(
                        AppMember.Property(type: input.located("String", at: "7️⃣"), isSettable: false, hasEffects: true)),
                    name: "token", location: input["0️⃣"]),
            ])
    }

    @Test func initializersSubscriptsAndMembersInsideIfAreRead() {
        let input = MarkedSwift(
            """
            protocol Store {
                1️⃣init(4️⃣name: 5️⃣String)
                2️⃣subscript(key: String) -> Int { get }
                #if DEBUG
                func 3️⃣dump()
                #endif
            }
            """)
        #expect(
            parse(input).file.declarations.first?.members == [
                AppMember(
                    kind: .initializer(parameters: [
                        AppMember.Parameter(
                            label: "name", name: "name", type: input.located("String", at: "5️⃣"),
                            location: input["4️⃣"])
                    ]), name: "init", location: input["1️⃣"]),
                AppMember(kind: .subscript, name: "subscript", location: input["2️⃣"]),
                AppMember(kind: .method(AppMember.Method()), name: "dump", isConditional: true, location: input["3️⃣"]),
            ])
    }

    @Test func extensionsAreRecordedWithTheirConformancesAndMembers() {
        let input = MarkedSwift(
            """
            extension 1️⃣ActivityIndicator: 2️⃣ObservableConvertibleType {}

            #if DEBUG
            extension 3️⃣ObservableConvertibleType where Element == Int {
                func 4️⃣trackActivity(5️⃣_ indicator: 6️⃣ActivityIndicator) -> 7️⃣Observable<Element> { fatalError() }
            }
            #endif
            """)
        #expect(
            parse(input).file.extensions == [
                AppExtension(
                    extendedType: "ActivityIndicator",
                    inheritedTypes: [input.located("ObservableConvertibleType", at: "2️⃣")],
                    location: input["1️⃣"]),
                AppExtension(
                    extendedType: "ObservableConvertibleType", hasWhereClause: true,
                    members: [
                        AppMember(
                            kind: .method(
                                AppMember.Method(
                                    parameters: [
                                        AppMember.Parameter(
                                            label: "_", name: "indicator",
                                            type: input.located("ActivityIndicator", at: "6️⃣"), location: input["5️⃣"])
                                    ], returnType: input.located("Observable<Element>", at: "7️⃣"))),
                            name: "trackActivity", location: input["4️⃣"])
                    ], isConditional: true, location: input["3️⃣"]),
            ])
    }

    @Test func classesStructsEnumsAndTypealiasesAreReadWithTheirGenericsAndInheritance() {
        let input = MarkedSwift(
            """
            final class 1️⃣Cache<Key: Hashable, Value>: 2️⃣NSObject where Key: Sendable {
                let 3️⃣count = 0
                var 4️⃣size: 5️⃣Int { 1 }
            }
            open class 6️⃣Base {}
            class 7️⃣Plain {}
            struct 8️⃣Price {}
            enum 9️⃣Currency { case euro }
            typealias 0️⃣Prices = [Price]
            """)
        let declarations = parse(input).file.declarations
        #expect(
            declarations.map(\.kind) == [
                .class(isFinal: true, isOpen: false), .class(isFinal: false, isOpen: true),
                .class(isFinal: false, isOpen: false), .struct, .enum,
                .typealias(Located("[Price]", at: input["0️⃣"].advanced(byColumns: 9))),
            ])
        #expect(
            declarations.first
                == AppDeclaration(
                    kind: .class(isFinal: true, isOpen: false), name: "Cache",
                    genericParameters: ["Key: Hashable", "Value"], inheritedTypes: [input.located("NSObject", at: "2️⃣")],
                    hasWhereClause: true,
                    members: [
                        AppMember(
                            kind: .property(
                                AppMember.Property(
                                    type: nil, isSettable: false, isConstant: true,
                                    initialValue: Located("0", at: input["3️⃣"].advanced(byColumns: 8)), isStored: true)),
                            name: "count",
                            location: input["3️⃣"]),
                        AppMember(
                            kind: .property(AppMember.Property(type: input.located("Int", at: "5️⃣"), isSettable: false)),
                            name: "size", location: input["4️⃣"]),
                    ],
                    location: input["1️⃣"]))
        #expect(declarations.map(\.location) == ["1️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "0️⃣"].map { input[$0] })
    }

    @Test func nestedTypesAreDeclarationsOfTheirOwnUnderTheirDottedName() {
        let input = MarkedSwift(
            """
            enum Shop {
                protocol Cart { func add() }
            }
            extension Shop.Cart {}
            extension Shop {
                struct Receipt {}
            }
            #if DEBUG
            protocol Debugging {}
            #endif
            """)
        let declarations = parse(input).file.declarations
        #expect(declarations.map(\.name) == ["Shop", "Shop.Cart", "Shop.Receipt", "Debugging"])
        #expect(declarations.map(\.isConditional) == [false, false, false, true])
        #expect(declarations.first?.members == [])
    }

    @Test func aTypeIsReadWithoutCommentsAndWithOneSpaceForEachLineBreak() {
        let input = MarkedSwift(
            """
            protocol Prices {
                func all() -> 1️⃣[String: // the product
                    Int]
            }
            """)
        guard case .method(let method) = parse(input).file.declarations.first?.members.first?.kind else {
            Issue.record("no method")
            return
        }
        #expect(method.returnType == input.located("[String: Int]", at: "1️⃣"))
    }

    @Test func aColumnCountsCharactersNotBytes() {
        let input = MarkedSwift("/* Préférences → prix */ protocol 1️⃣Prix {}\n")
        #expect(parse(input).file.declarations.map(\.location) == [input["1️⃣"]])
    }

    @Test func aFileThatDoesNotParseIsAWarningAtItsFirstErrorAndItsBrokenDeclarationsAreLeftOut() {
        let input = MarkedSwift(
            """
            protocol Broken {
                func price( 1️⃣-> Int
            }
            protocol Whole {
                func price() -> Int
            }
            """)
        let (file, warning) = parse(input)
        #expect(file.declarations.map(\.name) == ["Whole"])
        #expect(
            warning
                == Diagnostic(
                    severity: .warning, location: input["1️⃣"],
                    message: "this Swift does not parse (expected a name); declarations with errors are left out of "
                        + "'appCode'"))
    }
}
