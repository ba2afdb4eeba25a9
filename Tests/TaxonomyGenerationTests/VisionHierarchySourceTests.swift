import CategoryMapping
import TestSupport
import XCTest
@testable import TaxonomyAudit
@testable import TaxonomyGeneration

/// The parent table the library carries is the knowledge table's, so the library and the linter rank
/// and decide with the same hierarchy.
final class VisionHierarchySourceTests: XCTestCase {
    func testCommittedTableIsWhatTheGeneratorMakesOfTheCommittedKnowledgeTable() throws {
        let tsv = try String(contentsOf: TestSupport.repository.appendingPathComponent("taxonomy/knowledge.tsv"), encoding: .utf8)
        let expected = VisionHierarchySource.swiftSource(table: try KnowledgeTable(tsv: tsv), tablePath: "taxonomy/knowledge.tsv")
        let committed = try String(contentsOf: TestSupport.repository.appendingPathComponent(VisionHierarchySource.path), encoding: .utf8)
        XCTAssertTrue(committed == expected, "\(VisionHierarchySource.path) is stale: run `make taxonomy`")
    }

    func testLibraryHierarchyHasTheBuiltinVocabularysParents() {
        let hierarchy = Hierarchy.vision
        var differing: [String] = []
        for identifier in Vocabulary.builtin.identifiers
        where hierarchy.parents(of: identifier) != Vocabulary.builtin.info(identifier)?.parents {
            differing.append(identifier)
        }
        XCTAssertEqual(differing, [])
        XCTAssertEqual(hierarchy.parents(of: "sofa"), Vocabulary.builtin.info("sofa")?.parents)
        XCTAssertFalse(hierarchy.parents(of: "sofa").isEmpty)
        XCTAssertTrue(hierarchy.isAncestor("chair", of: "armchair"))
    }
}
