import TestSupport
import XCTest
@testable import TaxonomyAudit
@testable import TaxonomyGeneration

/// The meaning index built from the tiny WordNet fixture.
final class MeaningIndexBuilderTests: XCTestCase {
    let vocabulary = ["bathrobe", "clothing", "cushions", "furniture", "sofa", "structure"]

    func index(_ overrides: String) throws -> MeaningIndex {
        let wordNet = try WordNetTests.fixture()
        let builder = TaxonomyBuilder(vocabulary: vocabulary, wordNet: wordNet,
                                      overrides: try Overrides(text: overrides, path: "overrides.tsv"), overridesPath: "overrides.tsv")
        let result = try builder.build()
        let text = MeaningIndexBuilder(wordNet: wordNet, identifiers: vocabulary, alignments: result.alignments, table: result.table).text()
        XCTAssertTrue(text.hasPrefix(vocabulary.joined(separator: " ") + "\n"))
        return MeaningIndex(text: text)
    }

    func links(_ index: MeaningIndex, _ lemma: String) -> [String] {
        index.links(for: lemma).map { "\($0.relation.rawValue)\($0.identifier)" + ($0.via.map { ":" + $0 } ?? "") }
    }

    func testSynonymsComeFromTheIdentifiersSynsetAndEverySenseCounts() throws {
        let index = try index("cushions sense cushion#2\n")
        XCTAssertEqual(links(index, "couch"), ["=sofa", "<furniture"])
        XCTAssertEqual(links(index, "lounge"), ["=sofa", "<furniture"])
        XCTAssertEqual(links(index, "wear"), ["=clothing", ">bathrobe"], "bathrobe is a robe, a kind of clothing")
        XCTAssertEqual(links(index, "cushion"), ["=cushions"], "its second sense is the identifier's")
        XCTAssertEqual(links(index, "shock_absorber"), [], "no identifier near the shock absorber")
        XCTAssertTrue(index.contains("shock_absorber"), "every lemma is known")
    }

    func testKindsAboveAndBelowAreLinkedWithTheCloserFirst() throws {
        let index = try index("")
        XCTAssertEqual(links(index, "robe"), ["<clothing", ">bathrobe"], "robe is a kind of clothing; bathrobe is a kind of robe")
        XCTAssertEqual(links(index, "sofa"), ["<furniture"], "an identifier's own word does not link to itself")
        XCTAssertEqual(links(index, "artifact"), [], "too broad: more than three identifiers are kinds of it")
    }

    func testGenericIdentifiersFollowSpecificOnesAndStandAloneOnlyAsSynonyms() throws {
        let index = try index("clothing generic worn by everyone\nsofa generic seats\nfurniture generic all of it\n")
        XCTAssertEqual(links(index, "robe"), [">bathrobe", "<clothing"])
        XCTAssertEqual(links(index, "wear"), [">bathrobe", "=clothing"])
        XCTAssertEqual(links(index, "couch"), ["=sofa"], "a generic synonym still names what the word means")
        let allGeneric = try self.index("clothing generic worn by everyone\nbathrobe generic robes\n")
        XCTAssertEqual(links(allGeneric, "robe"), [], "near generic identifiers only, none of them a synonym")
        XCTAssertTrue(allGeneric.contains("robe"))
    }

    /// A WordNet of its own: mouse the animal and the device; screen the display (a kind of device, as a
    /// monitor is, and computer monitors are kinds of monitor) and the blind (curtains are kinds of it).
    static let senseWordNet = """
        00001740 03 n 01 entity 0 000 | that which exists
        00001930 03 n 01 physical_entity 0 001 @ 00001740 n 0000 | an entity that has physical existence
        00000010 06 n 01 artifact 0 001 @ 00001930 n 0000 | a man-made object
        00000120 05 n 01 animal 0 001 @ 00001930 n 0000 | a living organism that moves
        00000130 05 n 01 mouse 0 001 @ 00000120 n 0000 | a small rodent
        00000140 06 n 02 mouse 0 computer_mouse 0 001 @ 00000010 n 0000 | a hand-operated pointing device
        00000150 06 n 01 device 0 001 @ 00000010 n 0000 | an instrumentality invented for a purpose
        00000160 06 n 01 screen 0 001 @ 00000150 n 0000 | the display of a cathode-ray tube
        00000170 06 n 01 monitor 0 001 @ 00000150 n 0000 | a display that shows a signal
        00000180 06 n 01 computer_monitor 0 001 @ 00000170 n 0000 | the monitor of a computer
        00000190 06 n 01 screen 0 001 @ 00000010 n 0000 | a covering that hinders sight
        00000200 06 n 01 curtain 0 001 @ 00000190 n 0000 | hanging cloth used as a blind

        """
    static let senseIndex = """
        animal n 1 1 @ 1 0 00000120
        artifact n 1 1 @ 1 0 00000010
        computer_monitor n 1 1 @ 1 0 00000180
        computer_mouse n 1 1 @ 1 0 00000140
        curtain n 1 1 @ 1 0 00000200
        device n 1 1 @ 1 0 00000150
        entity n 1 0 1 0 00001740
        monitor n 1 1 @ 1 0 00000170
        mouse n 2 1 @ 2 0 00000130 00000140
        physical_entity n 1 1 @ 1 0 00001930
        screen n 2 1 @ 2 0 00000160 00000190

        """

    func testASensesOwnLinksAreKeptForAWordWhoseSensesReachDifferentIdentifiers() throws {
        let wordNet = try WordNet(data: Self.senseWordNet, index: Self.senseIndex, exceptions: "")
        let identifiers = ["animal", "computer_mouse", "computer_monitor", "curtain"]
        let builder = TaxonomyBuilder(vocabulary: identifiers, wordNet: wordNet,
                                      overrides: try Overrides(text: "curtain parent computer_monitor\n", path: "overrides.tsv"),
                                      overridesPath: "overrides.tsv")
        let result = try builder.build()
        let index = MeaningIndex(text: MeaningIndexBuilder(wordNet: wordNet, identifiers: identifiers, alignments: result.alignments,
                                                           table: result.table).text())
        XCTAssertEqual(links(index, "mouse"), ["=computer_mouse", "<animal"], "the second sense is a synonym, nearer than a kind")
        XCTAssertEqual(index.senses(of: "mouse").map { $0.map(\.identifier) }, [["animal"], ["computer_mouse"]], "in WordNet's sense order")
        XCTAssertEqual(links(index, "screen"), [">curtain"])
        XCTAssertEqual(index.senses(of: "screen").map { $0.map { "\($0.relation.rawValue)\($0.identifier):\($0.via ?? "")" } },
                       [["~computer_monitor:device"], [">curtain:"]],
                       "a computer monitor is two levels below the display's parent: a sister of the screen for its sense alone")
        XCTAssertEqual(index.senses(of: "curtain"), [], "one sense")

        // The hierarchy: identifiers are nodes 0 to 3, then the synsets above them.
        XCTAssertEqual(index.lineage(of: "computer_mouse").count, 4, "computer_mouse, artifact, physical_entity, entity")
        XCTAssertEqual(Set(index.lineage(of: "animal")).intersection(index.lineage(of: "computer_mouse")).count, 2,
                       "physical_entity and entity")
        XCTAssertTrue(index.lineage(of: "curtain").contains(2), "the knowledge table's parent computer_monitor counts too")
        XCTAssertEqual(index.identifiers(below: 2), 2, "computer_monitor and curtain")
        XCTAssertEqual(index.lineage(of: "curtain").first, 3)
    }

    func testIrregularPluralsKeepTheirBaseForms() throws {
        let index = try index("")
        XCTAssertEqual(index.irregularBases(of: "geese"), ["goose"])
        XCTAssertEqual(index.baseForms(of: "geese"), ["geese", "goose"])
    }
}

/// The generated files and `taxonomy-gen --check`, on the fixture WordNet in a temporary directory.
final class TaxonomyGeneratorTests: XCTestCase {
    func testCheckCoversEveryGeneratedFileIncludingTheMeaningIndex() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["vocabulary.txt": "bathrobe\nclothing\nsofa\n", "overrides.tsv": "# none\n"], in: directory)
        var generator = TaxonomyGenerator()
        generator.wordNetDirectory = GenerationTestSupport.fixtures.appendingPathComponent("WordNet")
        generator.vocabularyPath = directory.appendingPathComponent("vocabulary.txt").path
        generator.overridesPath = directory.appendingPathComponent("overrides.tsv").path
        generator.tablePath = directory.appendingPathComponent("knowledge.tsv").path
        generator.sourcePath = directory.appendingPathComponent("BuiltinTaxonomy.generated.swift").path
        generator.meaningIndexPath = directory.appendingPathComponent("MeaningIndex.generated.swift").path
        generator.visionHierarchyPath = directory.appendingPathComponent("VisionHierarchy.generated.swift").path
        generator.reportPath = directory.appendingPathComponent("REPORT.md").path
        XCTAssertEqual(try generator.write().count, 5, "the table, its Swift source, the meaning index, the parent table and the report")
        XCTAssertTrue(try String(contentsOfFile: generator.reportPath, encoding: .utf8).hasPrefix("# Knowledge table report\n"))
        XCTAssertEqual(try generator.stale(), [])
        let source = try String(contentsOfFile: generator.meaningIndexPath, encoding: .utf8)
        XCTAssertTrue(source.contains("// WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved."))
        XCTAssertTrue(source.contains("static let builtinText = #\"\"\"\nbathrobe clothing sofa\n"), source)
        XCTAssertTrue(source.contains("\ncouch\t=2\n"), "couch is a synonym of sofa, the third identifier")
        let hierarchy = try String(contentsOfFile: generator.visionHierarchyPath, encoding: .utf8)
        XCTAssertTrue(hierarchy.contains("static let parentTable = #\"\"\"\nbathrobe\tclothing\n\"\"\"#"), hierarchy)
        try Data((source + "// edited\n").utf8).write(to: URL(fileURLWithPath: generator.meaningIndexPath))
        XCTAssertEqual(try generator.stale(), [generator.meaningIndexPath])
    }
}
