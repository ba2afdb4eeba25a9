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

    func testIrregularPluralsKeepTheirBaseForms() throws {
        let index = try index("")
        XCTAssertEqual(index.irregularBases(of: "geese"), ["goose"])
        XCTAssertEqual(index.baseForms(of: "geese"), ["geese", "goose"])
    }
}

/// The generated files and `taxonomy-gen --check`, on the fixture WordNet in a temporary directory.
final class TaxonomyGeneratorTests: XCTestCase {
    func testCheckCoversEveryGeneratedFileIncludingTheMeaningIndex() throws {
        let directory = try GenerationTestSupport.temporaryDirectory(self)
        try GenerationTestSupport.write(["vocabulary.txt": "bathrobe\nclothing\nsofa\n", "overrides.tsv": "# none\n"], in: directory)
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
