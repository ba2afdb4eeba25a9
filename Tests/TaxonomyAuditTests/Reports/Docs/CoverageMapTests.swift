import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// `docs/coverage.svg` on the fixture knowledge table of `Fixtures/Docs` read as hierarchical, with the mappings
/// of `Fixtures/Mappings/coverage`, which give every shade but "not reached".
final class CoverageMapTests: XCTestCase {
    static func vocabulary() throws -> Vocabulary {
        let text = try String(contentsOfFile: TestSupport.fixture("Docs/knowledge.tsv"), encoding: .utf8)
        let table = try KnowledgeTable(tsv: text)
        return Vocabulary(name: "fixture-vocabulary", identifiers: table.entries.map(\.identifier), knowledge: table.entries,
                          reporting: .hierarchical)
    }

    static func mappings(_ categories: [String] = ["hard", "soft"]) throws -> [MappingFile] {
        try categories.map { category in
            let data = try Data(contentsOf: URL(fileURLWithPath: TestSupport.fixture("Mappings/coverage/\(category).txt")))
            return try MappingFile(text: TextLines(path: "mappings/\(category).txt", data: data))
        }
    }

    static func map(_ files: [MappingFile]? = nil) throws -> CoverageMap {
        CoverageMap(context: AuditContext(vocabulary: try vocabulary(), sources: try files ?? mappings()))
    }

    /// The elements of `document` named `name`, in document order.
    static func elements(_ name: String, in document: XMLDocument) -> [XMLElement] {
        var found: [XMLElement] = []
        var stack: [XMLNode] = document.rootElement().map { [$0] } ?? []
        while let node = stack.popLast() {
            guard let element = node as? XMLElement else { continue }
            if element.name == name { found.append(element) }
            stack += (element.children ?? []).reversed()
        }
        return found
    }

    // FoundationXML's `attribute(forName:)` finds no attribute of an element in a default namespace, so these
    // helpers go by the nodes' names.
    static func title(_ element: XMLElement) -> String? {
        (element.children ?? []).compactMap { $0 as? XMLElement }.first { $0.name == "title" }?.stringValue
    }

    /// The parsed SVG, and each identifier's cell: its fill and its title.
    static func parse(_ svg: String) throws -> (XMLDocument, [String: (fill: String, title: String)]) {
        let document = try XMLDocument(data: Data(svg.utf8), options: [])
        var cells: [String: (String, String)] = [:]
        for rect in elements("rect", in: document) {
            guard let title = title(rect), let fill = (rect.attributes ?? []).first(where: { $0.name == "fill" })?.stringValue,
                  let colon = title.firstIndex(of: ":") else { continue }
            // Group frames say how many identifiers they hold.
            if title.contains(" identifiers, ") || title.contains(" identifier, ") { continue }
            cells[String(title[..<colon])] = (fill, title)
        }
        return (document, cells)
    }

    func testTheFixtureMapMatchesItsSnapshot() throws {
        try TestSupport.assertSnapshot(Self.map().render(), named: "Docs/coverage-hierarchical.svg")
    }

    func testEachIdentifierIsOneCellColouredByItsVerdict() throws {
        let (_, cells) = try Self.parse(Self.map().render())
        XCTAssertEqual(Set(cells.keys), Set(try Self.vocabulary().identifiers), "every identifier once, groups aside")
        let hard = CoverageMap.palette[0], soft = CoverageMap.palette[1]
        let expected: [String: String] = [
            "brick": hard, "furniture": hard, "chair": CoverageMap.lighter(hard), "table": CoverageMap.lighter(hard),
            "clothing": soft, "pillow": soft, "bathrobe": CoverageMap.lighter(soft), "poncho": CoverageMap.lighter(soft),
            "hoodie": "url(#overruled-1)", "sofa": "url(#overruled-0)",
            "signboard": "#4D4D4D", "material": "#A6A6A6", "structure": "#A6A6A6", "wall": "#E6E6E6", "dog": "#E6E6E6",
        ]
        for (identifier, fill) in expected { XCTAssertEqual(cells[identifier]?.fill, fill, identifier) }
        XCTAssertNotEqual(CoverageMap.lighter(hard), hard)
    }

    func testTitlesSayTheVerdictAndWhyInTheViewsWords() throws {
        let context = AuditContext(vocabulary: try Self.vocabulary(), sources: try Self.mappings())
        let rows = Dictionary(uniqueKeysWithValues: VerdictTable(context: context).rows.map { ($0.identifier, $0) })
        let (_, cells) = try Self.parse(CoverageMap(context: context).render())
        for identifier in ["sofa", "chair", "wall", "signboard", "material"] {
            let reason = try XCTUnwrap(rows[identifier]?.reason)
            XCTAssertTrue(cells[identifier]?.title.hasSuffix("Why: " + reason) == true, "\(identifier): \(cells[identifier]?.title ?? "")")
        }
        XCTAssertEqual(cells["sofa"]?.title.hasPrefix("sofa: hard, though mapped to soft. Why: furniture (mapped hard at mappings/hard.txt:2)"), true,
                       cells["sofa"]?.title ?? "")
        XCTAssertEqual(cells["chair"]?.title.hasPrefix("chair: hard, through an ancestor. "), true)
        XCTAssertEqual(cells["signboard"]?.title.hasPrefix("signboard: none, excluded from soft. "), true)
        XCTAssertEqual(cells["material"]?.title, "material: none, a catch-all (names what a thing is made of, which a photo does not show). Why: not mapped")
    }

    func testTheLegendCountsEachShade() throws {
        let svg = try Self.map().render()
        for label in ["2 mapped to it", "2 through an ancestor", "1 mapped elsewhere, decided by its ancestor",
                      "8 unmapped", "2 catch-alls, unmapped", "1 excluded", "0 mapped, not reached"] {
            XCTAssertTrue(svg.contains(">\(label)</text>"), label)
        }
        for label in ["2 mapped to it", "2 through an ancestor", "1 mapped elsewhere, decided by its ancestor"] {
            XCTAssertEqual(svg.components(separatedBy: ">\(label)</text>").count, 3, "\(label): once for hard, once for soft")
        }
    }

    func testTheBuiltinVocabularyGivesAWellFormedMapOfEveryIdentifier() throws {
        let files = try ["hard", "soft"].map { category in
            try MappingFile(text: TextLines(path: "mappings/\(category).txt",
                                            data: Data(contentsOf: URL(fileURLWithPath: TestSupport.fixture("Mappings/coverage/\(category).txt")))))
        }
        let (document, cells) = try Self.parse(CoverageMap(context: AuditContext(vocabulary: .builtin, sources: files)).render())
        XCTAssertEqual(cells.count, Vocabulary.builtin.count)
        XCTAssertEqual(document.rootElement()?.name, "svg")
        let labels = Self.elements("text", in: document).compactMap(\.stringValue)
        XCTAssertTrue(labels.contains { $0.hasPrefix("animal (") }, "large umbrellas are labelled: \(labels.prefix(20))")
    }

    func testSameInputsSameBytesWhateverTheOrderOfTheFiles() throws {
        let first = try Self.map().render()
        XCTAssertEqual(first, try Self.map().render())
        XCTAssertEqual(first, try Self.map(Self.mappings(["soft", "hard"])).render())
    }

    func testAHostileCategoryAndFileNameAreEscaped() throws {
        let hostile = "a<b>&\"c'\u{1b}]0;x\u{7}"
        let file = try MappingFile(text: TextLines(path: "mappings/\(hostile).txt", data: Data("clothing\n".utf8)))
        let svg = try Self.map([file]).render()
        XCTAssertFalse(svg.contains("<b>"), "markup from the name stays text")
        XCTAssertFalse(svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "no control character reaches the file")
        let (document, cells) = try Self.parse(svg)
        let shown = "a<b>&\"c'\\x1b]0;x\\x07"
        XCTAssertEqual(cells["clothing"]?.title.contains("mapped \(shown) at mappings/\(shown).txt:1"), true, cells["clothing"]?.title ?? "")
        let legend = Self.elements("text", in: document).compactMap(Self.title)
        XCTAssertEqual(legend, [shown])
    }

    func testNumbersAreFixedToOneDecimal() {
        XCTAssertEqual(CoverageMap.number(12), "12")
        XCTAssertEqual(CoverageMap.number(12.345), "12.3")
        XCTAssertEqual(CoverageMap.number(0.96), "1")
        XCTAssertEqual(CoverageMap.number(-0.25), "-0.3")
    }
}
