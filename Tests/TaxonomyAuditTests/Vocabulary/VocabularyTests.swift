import Foundation
import CategoryMapping
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// The vocabulary's numbered hierarchy and the built-in table read row by row, against the committed table.
final class VocabularyTests: XCTestCase {
    /// `taxonomy/knowledge.tsv`, parsed into records the plain way.
    private func committedTable() throws -> KnowledgeTable {
        try KnowledgeTable(tsv: String(contentsOf: TestSupport.repository.appendingPathComponent("taxonomy/knowledge.tsv"), encoding: .utf8))
    }

    func testTheBuiltinVocabularySaysWhatTheCommittedTableSaysOfEveryIdentifier() throws {
        let table = try committedTable()
        let vocabulary = Vocabulary.builtin
        XCTAssertEqual(vocabulary.identifiers, table.entries.map(\.identifier))
        for entry in table.entries {
            XCTAssertEqual(vocabulary.info(entry.identifier), entry)
            XCTAssertEqual(vocabulary.isGeneric(entry.identifier), entry.isGeneric, entry.identifier)
            XCTAssertEqual(vocabulary.parents(of: entry.identifier), entry.parents, entry.identifier)
        }
        XCTAssertNil(vocabulary.info("sofas"))
        XCTAssertEqual(vocabulary.parents(of: "sofas"), [])
    }

    func testAVocabularyFileKeepsEachIdentifierOnceWithoutCommentsOrWhiteSpace() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let path = directory.appendingPathComponent("kitchen.txt").path
        let lines = ["# kitchen things", "  # audit:reporting hierarchical", "dog", " couch ", "couch", "pillow # soft", "\tcushion\t",
                     "crème brûlée", "#hash", "dog", "café\u{A0}", "sofa", "canine"]
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let vocabulary = try Vocabulary.load(path: path)
        XCTAssertEqual(vocabulary.identifiers, ["dog", "couch", "pillow", "cushion", "crème brûlée", "café", "sofa", "canine"])
        XCTAssertEqual(vocabulary.reporting, .hierarchical)
        XCTAssertEqual(vocabulary.name, "kitchen")
        XCTAssertEqual(vocabulary.parents(of: "dog"), ["canine"], "the built-in table's parents that the file lists")
        XCTAssertEqual(vocabulary.children(of: "canine"), ["dog"])
        XCTAssertTrue(vocabulary.contains("sofa") && !vocabulary.contains(" couch ") && !vocabulary.contains("#hash"))
    }

    func testChildrenAreSortedAndDescendantsBreadthFirst() throws {
        let vocabulary = Vocabulary(name: "v", identifiers: ["thing", "zebra", "animal", "cat", "ant", "kitten"], knowledge: [
            IdentifierInfo(identifier: "zebra", sense: nil, parents: ["animal"], genericReason: nil, gloss: ""),
            IdentifierInfo(identifier: "animal", sense: nil, parents: ["thing"], genericReason: nil, gloss: ""),
            IdentifierInfo(identifier: "cat", sense: nil, parents: ["animal"], genericReason: nil, gloss: ""),
            IdentifierInfo(identifier: "ant", sense: nil, parents: ["animal", "elsewhere"], genericReason: nil, gloss: ""),
            IdentifierInfo(identifier: "kitten", sense: nil, parents: ["cat", "animal"], genericReason: nil, gloss: ""),
        ])
        XCTAssertEqual(vocabulary.children(of: "animal"), ["ant", "cat", "kitten", "zebra"])
        XCTAssertEqual(vocabulary.descendants(of: "thing"), ["animal", "ant", "cat", "kitten", "zebra"])
        XCTAssertEqual(vocabulary.info("ant")?.parents, ["animal"], "parents outside the vocabulary are dropped")
        XCTAssertEqual(vocabulary.ancestors(of: "kitten").map(\.identifier), ["cat", "animal", "thing"])
        XCTAssertEqual(vocabulary.ancestors(of: "kitten").map(\.distance), [1, 1, 2])
        XCTAssertEqual(vocabulary.descendants(ofAny: ["cat", "zebra"]), ["kitten"])
        XCTAssertEqual(vocabulary.descendants(ofAny: ["thing"], within: 1), ["animal"])
    }

    /// The hierarchy worked out on the vocabulary's numbering is the one the plain parent table gives, for every
    /// identifier of the built-in vocabulary; links that close a cycle, or repeat, are cut as the plain one cuts them.
    func testTheNumberedHierarchyIsThePlainOne() {
        let info = { (identifier: String, parents: [String]) in
            IdentifierInfo(identifier: identifier, sense: nil, parents: parents, genericReason: nil, gloss: "")
        }
        let cyclic = Vocabulary(name: "cyclic", identifiers: ["a", "b", "c", "d", "e"], knowledge: [
            info("a", ["b"]), info("b", ["a"]), info("c", ["c"]), info("d", ["a", "a"]), info("e", ["d", "d", "e"]),
        ], reporting: .hierarchical)
        let repeated = Vocabulary(name: "repeated", identifiers: ["x", "y", "z"], knowledge: [
            info("z", ["y", "y", "z"]), info("y", ["x"]),
        ], reporting: .hierarchical)
        // The cycle a ↔ b is cut where it closes, walking from the identifiers in order: b counts as a root
        // under a, and the self-link of c and the repeats are dropped.
        XCTAssertEqual(["a", "b", "c", "d", "e"].map(cyclic.hierarchy.depth(of:)), [1, 0, 0, 2, 3])
        XCTAssertEqual(cyclic.hierarchy.parents(of: "c"), [])
        XCTAssertEqual(cyclic.hierarchy.parents(of: "e"), ["d"])
        XCTAssertEqual(["x", "y", "z"].map(repeated.hierarchy.depth(of:)), [0, 1, 2])
        for vocabulary in [Vocabulary.builtin, cyclic, repeated] {
            let plain = Hierarchy(parents: Dictionary(uniqueKeysWithValues: vocabulary.identifiers.map { ($0, vocabulary.parents(of: $0)) }))
            let numbered = vocabulary.hierarchy
            for identifier in vocabulary.identifiers {
                XCTAssertEqual(numbered.parents(of: identifier), plain.parents(of: identifier), identifier)
                XCTAssertEqual(numbered.depth(of: identifier), plain.depth(of: identifier), identifier)
            }
        }
        XCTAssertEqual(repeated.hierarchy.chain(of: "z"), ["x", "y", "z"])
        XCTAssertGreaterThan(Vocabulary.builtin.hierarchy.depth(of: "dalmatian"), 1)
    }

    /// A chain longer than the walk's short list, with a shortcut, so the hash-set side is exercised too.
    func testLongChainsKeepEachAncestorOnceAtItsNearestDistance() {
        let names = (0..<100).map { "level\($0)" }
        let knowledge = names.indices.dropFirst().map { index in
            IdentifierInfo(identifier: names[index], sense: nil,
                           parents: index == 99 ? [names[98], names[0]] : [names[index - 1]], genericReason: nil, gloss: "")
        }
        let vocabulary = Vocabulary(name: "chain", identifiers: names, knowledge: knowledge)
        let ancestors = vocabulary.ancestors(of: "level99")
        XCTAssertEqual(ancestors.count, 99)
        XCTAssertEqual(Set(ancestors.map(\.identifier)).count, 99)
        XCTAssertEqual(ancestors.first { $0.identifier == "level0" }?.distance, 1)
        XCTAssertEqual(ancestors.first { $0.identifier == "level1" }?.distance, 98)
        XCTAssertEqual(ancestors.prefix(2).map(\.identifier), ["level98", "level0"])
        XCTAssertEqual(vocabulary.descendants(of: "level0").count, 99)
    }

    func testAMalformedTableNamesItsLine() {
        let text = "# comment\nidentifier\tsense\tparents\tgeneric\tgloss\nsofa\tsofa#1\t\t\ta seat\nbed\tbed#1\t\textra\ta frame\tstray\n"
        XCTAssertThrowsError(try KnowledgeTable(tsv: text)) { error in
            XCTAssertEqual("\(error)", "knowledge table line 4: expected 5 tab-separated columns")
        }
        XCTAssertThrowsError(try KnowledgeTable(tsv: "sofa\tsofa#1\n"))
        XCTAssertEqual(try KnowledgeTable(tsv: "sofa\tsofa#1\tfurniture,seat\t\ta seat").entries,
                       [IdentifierInfo(identifier: "sofa", sense: "sofa#1", parents: ["furniture", "seat"], genericReason: nil, gloss: "a seat")])
    }
}
