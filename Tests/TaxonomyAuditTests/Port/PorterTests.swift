import TestSupport
import XCTest
@testable import TaxonomyAudit

/// How entries are carried to a target vocabulary, on the small world of `PortTestWorld`.
final class PorterTests: XCTestCase {
    private let porter = Porter(source: PortTestWorld.source, target: PortTestWorld.target)

    private func counterparts(_ identifier: String, _ porter: Porter? = nil) -> [String] {
        (porter ?? self.porter).counterparts(of: identifier).map { "\($0.identifier) \($0.relation)" }
    }

    func testASynonymComesFirstThenTheNearestKindAboveThenTheKindsBelow() {
        XCTAssertEqual(counterparts("sofa"), ["Couch synonym"])
        XCTAssertEqual(counterparts("armchair"), ["Chair kindOf(distance: 1)"])
        XCTAssertEqual(counterparts("folding_chair"), ["Chair kindOf(distance: 1)"])
        // Nothing is dog or above it but the generic Thing: a flat target gets the breeds.
        XCTAssertEqual(counterparts("dog"), ["Beagle narrower(distance: 1)", "Poodle narrower(distance: 1)"])
        // Not the generic Thing above seat, but its kinds, at every depth.
        XCTAssertEqual(counterparts("seat"), ["Couch narrower(distance: 1)", "Chair narrower(distance: 1)"])
    }

    func testAnIdentifierWordNetLacksMatchesOnlyByNameOrUpwards() {
        XCTAssertEqual(counterparts("hoodie"), ["Hoodie sameName"])
        let renamed = try! ConceptTable(name: "t", reporting: .flat, text: "Sweatshirt\t<10\nFabric\t10\n\n" + PortTestWorld.links)
        XCTAssertEqual(counterparts("hoodie", Porter(source: PortTestWorld.source, target: renamed)), ["Fabric kindOf(distance: 1)"])
        XCTAssertEqual(counterparts("frozen"), [])
        XCTAssertEqual(counterparts("unknown"), [])
    }

    func testAFlatTargetAlsoGetsTheKindsBelowAHierarchicalOneOnlyTheTopmostWhenNothingElse() {
        let flat = try! ConceptTable(name: "flat", reporting: .flat, text: "Chair\t4\nArmchair\t5\nFurniture\t2\n\n" + PortTestWorld.links)
        XCTAssertEqual(counterparts("chair", Porter(source: PortTestWorld.source, target: flat)),
                       ["Chair synonym", "Armchair narrower(distance: 1)"])
        XCTAssertEqual(counterparts("seat", Porter(source: PortTestWorld.source, target: flat)),
                       ["Furniture kindOf(distance: 1)", "Chair narrower(distance: 1)", "Armchair narrower(distance: 2)"])
        let hierarchical = Porter(source: PortTestWorld.source, target: PortTestWorld.hierarchicalTarget)
        XCTAssertEqual(counterparts("seat", hierarchical), ["chair narrower(distance: 1)", "sofa narrower(distance: 1)"])
        XCTAssertEqual(counterparts("chair", hierarchical), ["chair synonym"])
    }

    private func port(_ mappings: [(String, String)]) throws -> [PortedCategory] {
        porter.port(try mappings.flatMap { try TestSupport.mapping($0.0, $0.1).lists })
    }

    private func lines(_ category: PortedCategory) -> [String] {
        category.lines.map { ($0.isExclusion ? "!" : "") + $0.identifier + " <- " + $0.origins.map(\.entry.text).joined(separator: ",") }
    }

    func testAnIdentifierReachedAsCloselyFromTwoCategoriesIsLeftOutOfBoth() throws {
        let ported = try port([("soft", "sofa\narmchair\n"), ("hard", "folding_chair\n!chair\n")])
        XCTAssertEqual(ported.map(\.category), ["soft", "hard"])
        XCTAssertEqual(lines(ported[0]), ["Couch <- sofa"])
        XCTAssertEqual(lines(ported[1]), ["!Chair <- chair"])
        XCTAssertEqual(ported[0].leftOut.map(\.entry.text), ["armchair"])
        XCTAssertEqual(ported[0].leftOut.first?.reason, .ambiguous(identifier: "Chair", categories: ["hard", "soft"]))
        XCTAssertEqual(ported[1].leftOut.map(\.entry.text), ["folding_chair"])
    }

    func testTheCloserEntryWinsAndAnExclusionWinsTiesInItsCategory() throws {
        // sofa is Couch itself; seat reaches it only from above: Couch is soft, and seat still brings Chair.
        let closer = try port([("soft", "sofa\n"), ("hard", "seat\n")])
        XCTAssertEqual(lines(closer[0]), ["Couch <- sofa"])
        XCTAssertEqual(lines(closer[1]), ["Chair <- seat"])
        XCTAssertEqual(closer[1].leftOut.count, 0)
        // !chair is Chair itself, armchair only a kind: the decision against Chair holds.
        let excluded = try port([("soft", "armchair\n!chair\n")])
        XCTAssertEqual(lines(excluded[0]), ["!Chair <- chair"])
        XCTAssertEqual(excluded[0].leftOut.map(\.reason), [.excluded(identifier: "Chair", by: "chair")])
        // An exclusion carries over only to the same concept: !seat has Chair and Couch below it, not seat.
        let mapped = try port([("hard", "chair\n!seat\n")])
        XCTAssertEqual(lines(mapped[0]), ["Chair <- chair"])
        XCTAssertEqual(mapped[0].leftOut.map(\.reason), [.exclusionNotCarried(nearest: "Couch", relation: .narrower(distance: 1))])
    }

    func testEntriesWithoutCounterpartAreListedWithTheirReason() throws {
        let ported = try port([("soft", "cotton\nfrozen\nsofa\nsofa\n")])
        XCTAssertEqual(ported[0].leftOut.map(\.reason), [.notAnIdentifier, .noSense])
        // Two entries reaching one identifier make one line, naming both.
        XCTAssertEqual(lines(ported[0]), ["Couch <- sofa,sofa"])
    }

    func testThePortedFileSaysWhereEachLineComesFrom() throws {
        let ported = try port([("soft", "sofa\narmchair\ndog\nhoodie\n!chair\ncotton\n")])
        XCTAssertEqual(PortedText.file(ported[0], from: PortTestWorld.source, to: PortTestWorld.target), """
            # soft: ported by `audit port` from source-vocabulary to target-vocabulary through WordNet 3.0 senses.
            Couch   # from sofa: synonym
            Beagle  # from dog: one of its kinds
            Poodle  # from dog: one of its kinds
            Hoodie  # from hoodie: same name
            !Chair  # from !chair: synonym

            # Not carried over:
            # armchair: Chair is excluded here by !chair, which is at least as close
            # cotton: not an identifier of source-vocabulary

            """)
    }
}

/// The shipped mappings, ported to every built-in vocabulary, audit with no dead entry, conflict or duplicate.
final class PortedShippedMappingsTests: XCTestCase {
    func testPortedFilesHaveNoDeadEntryConflictOrDuplicate() throws {
        let files = try MappingLoader.load(paths: [TestSupport.repository.appendingPathComponent("mappings").path]).flatMap(\.lists)
        let source = try XCTUnwrap(ConceptTable.builtin(named: BuiltinTaxonomy.name))
        for vocabulary in BuiltinVocabulary.allCases {
            let target = try XCTUnwrap(ConceptTable.builtin(named: vocabulary.rawValue))
            let ported = try Porter(source: source, target: target).port(files).map {
                try TestSupport.mapping($0.category, PortedText.file($0, from: source, to: target), directory: vocabulary.rawValue)
            }
            XCTAssertEqual(ported.map(\.category), ["hard", "soft"])
            XCTAssertGreaterThan(ported.reduce(0) { $0 + $1.entries.count }, 20, vocabulary.rawValue)
            let findings = Auditor().audit(AuditContext(vocabulary: vocabulary.vocabulary, sources: ported))
            XCTAssertEqual(findings.filter { [.deadEntry, .conflict, .duplicate].contains($0.rule) }.map(\.message), [], vocabulary.rawValue)
        }
    }
}
