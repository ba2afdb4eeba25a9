import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit
@testable import TaxonomyGeneration

/// The concept data `audit port` reads: each identifier's synset from its knowledge-table sense, and the
/// hypernym links of every synset on a chain above.
final class ConceptBuilderTests: XCTestCase {
    private func wordNet() throws -> WordNet {
        try WordNet(directory: GenerationTestSupport.fixtures.appendingPathComponent("WordNet"))
    }

    private func table(_ rows: [String]) -> String {
        "# comment\n" + KnowledgeTable.columns.joined(separator: "\t") + "\n" + rows.map { $0 + "\n" }.joined()
    }

    func testSensesBecomeOffsetsAndChainsBecomeLinks() throws {
        let tsv = table([
            "sofa\tsofa#1\tfurniture\t\tan upholstered seat",
            "bathrobe\tbathrobe#1\t\t\ta robe",
            "hoodie\tkindof:clothing#1\t\t\ta hooded sweatshirt",
            "structure\tstructure#2\t\ttoo broad\ta thing constructed",
            "frozen\t\t\ta quality\tfrozen things",
        ])
        let builder = try ConceptBuilder(wordNet: wordNet())
        let lines = try builder.identifierLines(tsv: tsv, path: "k.tsv")
        XCTAssertEqual(lines.text, """
            sofa\t60
            bathrobe\t40
            hoodie\t<20
            structure\t100\tg
            frozen\t\tg

            """)
        XCTAssertEqual(lines.chainStarts, [60, 40, 20, 100])
        let links = builder.links(above: lines.chainStarts)
        XCTAssertEqual(links, """
            10\t1930
            20\t10
            30\t20
            40\t30
            50\t10
            60\t50
            100\t10
            1930\t1740

            """)
        // The runtime reads what the generator writes.
        let concepts = try ConceptTable(name: "test", reporting: .flat, text: lines.text + "\n" + links)
        XCTAssertEqual(concepts.concept(of: "hoodie"), .init(synset: 20, isKindOf: true))
        XCTAssertEqual(concepts.ancestors(of: .init(synset: 40, isKindOf: false)).map(\.synset), [30, 20, 10, 1930, 1740])
        XCTAssertTrue(concepts.isGeneric("structure"))
    }

    func testASenseWordNetLacksNamesTheTableAndIdentifier() throws {
        let tsv = table(["sofa\tsofa#7\t\t\tgloss"])
        XCTAssertThrowsError(try ConceptBuilder(wordNet: wordNet()).identifierLines(tsv: tsv, path: "taxonomy/k.tsv")) { error in
            XCTAssertEqual("\(error)", "taxonomy/k.tsv: sofa: WordNet 3.0 has no noun sense `sofa#7`")
        }
    }

    /// Every built-in vocabulary with concept data has its generated file, and the runtime finds it by name.
    func testEverySourceIsGeneratedAndKnownToTheRuntime() throws {
        for source in ConceptBuilder.sources {
            XCTAssertTrue(FileManager.default.fileExists(atPath: TestSupport.repository.appendingPathComponent(source.sourcePath).path),
                          source.sourcePath)
            XCTAssertEqual(ConceptTable.builtin(named: source.vocabulary)?.name, source.vocabulary)
            XCTAssertTrue(ConceptTable.targetNames.contains(source.vocabulary))
        }
        XCTAssertEqual(Set(ConceptBuilder.sources.map(\.vocabulary)), Set(ConceptTable.targetNames))
    }
}
