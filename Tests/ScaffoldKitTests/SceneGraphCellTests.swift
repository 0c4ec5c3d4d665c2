import Foundation
import ScaffoldCore
import ScaffoldKit
import Testing

/// Cells and components in the scene graph: drawn apart from screens, with a "contains" edge from every scene
/// whose members name their view model.
@Suite struct SceneGraphCellTests {
    static func spec(_ yaml: String) throws -> SceneSpec {
        let name = yaml.split(separator: "\n")[0].dropFirst("scene: ".count)
        let (spec, diagnostics) = SpecDecoder().decode(Data(yaml.utf8), file: "Specs/\(name).yml")
        #expect(diagnostics == [])
        return try #require(spec)
    }

    /// `List` shows `Row` cells and a `Pad` component and starts `Detail`; `Spare` is a cell nothing shows.
    static func specs() throws -> [SceneSpec] {
        try [
            spec(
                """
                scene: List
                inputs: [select: RowViewModel]
                outputs: [rows: "[RowViewModel]", keypad: PadViewModel?, openDetail]
                coordinator:
                  routes: [openDetail: Detail]
                """),
            spec("scene: Row\nkind: cell\noutputs: [title: String]\n"),
            spec("scene: Pad\nkind: component\n"),
            spec("scene: Spare\nkind: cell\n"),
            spec("scene: Detail\ncoordinator:\n  result: [closed]\n"),
        ]
    }

    @Test func mermaidDrawsCellsAsStadiumsAndContainmentAsDottedCircleEdges() throws {
        #expect(
            SceneGraph(specs: try Self.specs()).mermaid == """
                flowchart LR
                    Detail["Detail<br/>result: closed"]
                    List["List"]
                    Pad(["Pad<br/>(component)"])
                    Row(["Row<br/>(cell)"])
                    Spare(["Spare<br/>(cell)"])
                    List -- "openDetail" --> Detail
                    Detail -. "closed" .-> List
                    List -. "contains" .-o Pad
                    List -. "contains" .-o Row

                """)
    }

    @Test func dotDrawsCellsRoundedAndContainmentDottedWithACircle() throws {
        #expect(
            SceneGraph(specs: try Self.specs()).dot == """
                digraph scenes {
                    rankdir=LR;
                    node [shape=box];
                    "Detail" [label="Detail\\nresult: closed"];
                    "List" [label="List"];
                    "Pad" [label="Pad\\n(component)", style=rounded];
                    "Row" [label="Row\\n(cell)", style=rounded];
                    "Spare" [label="Spare\\n(cell)", style=rounded];
                    "List" -> "Detail" [label="openDetail"];
                    "Detail" -> "List" [label="closed", style=dashed];
                    "List" -> "Pad" [label="contains", style=dotted, arrowhead=odot];
                    "List" -> "Row" [label="contains", style=dotted, arrowhead=odot];
                }

                """)
    }

    @Test func aGraphOfTheParentAloneStillDrawsTheCellsItContains() throws {
        let specs = try Self.specs()
        let graph = SceneGraph(specs: [specs[0]], lookingUpTargetsIn: specs)
        #expect(
            graph.nodes.map { "\($0.scene) \($0.kind)" } == [
                "Detail screen", "List screen", "Pad component", "Row cell",
            ])
        #expect(graph.edges.filter { $0.kind == .contains }.map(\.to) == ["Pad", "Row"])
    }
}
