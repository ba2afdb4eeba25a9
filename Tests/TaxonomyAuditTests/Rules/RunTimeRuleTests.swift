import CategoryMapping
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// `unreachable`, `ineffective-exclusion` and the hierarchical grading of `missing-label`, on the small
/// fixture table (`Fixtures/Knowledge/small.tsv`).
final class RunTimeRuleTests: XCTestCase {
    func audit(_ mappings: [(String, String)], policy: Policy = .article, rule: RuleID) throws -> [Finding] {
        let files = try mappings.map { try TestSupport.mapping($0.0, $0.1) }
        return Auditor().audit(AuditContext(vocabulary: SmallKnowledge.vocabulary, sources: files, policy: policy))
            .filter { $0.rule == rule }
    }

    // MARK: unreachable

    func testAnEntryBehindTopNUnmappedAncestorsIsUnreachable() throws {
        // dalmatian's chain: animal, mammal, canine, dog, dalmatian.
        let found = try audit([("dogs", "dalmatian\n")], policy: .firstMatch(top: 2, threshold: 0.2), rule: .unreachable)
        XCTAssertEqual(found.map(\.subject), ["dalmatian"])
        XCTAssertEqual(found[0].severity, .warning)
        XCTAssertTrue(found[0].message.contains("comes after 4 unmapped ancestors (animal, canine, mammal, dog)")
                      || found[0].message.contains("comes after 4 unmapped ancestors"), found[0].message)
        XCTAssertTrue(found[0].message.contains("as the knowledge table says"), found[0].message)
    }

    func testWithinTopNOrWithAMappedAncestorItIsReachable() throws {
        XCTAssertEqual(try audit([("dogs", "dalmatian\n")], rule: .unreachable), [], "4 ancestors fit in the top 5")
        XCTAssertEqual(try audit([("dogs", "dog\ndalmatian\n")], policy: .firstMatch(top: 4, threshold: 0.2), rule: .unreachable), [],
                       "dog is within the top 4 and decides dalmatian photos")
        XCTAssertEqual(try audit([("dogs", "dog\ndalmatian\n")], policy: .firstMatch(top: 2, threshold: 0.2), rule: .unreachable)
            .map(\.subject), ["dog"], "dog itself is behind animal, canine and mammal")
        XCTAssertEqual(try audit([("dogs", "dalmatian\n")], policy: .mostSpecific(threshold: 0.2), rule: .unreachable), [])
    }

    func testUnderTop1OneUnmappedAncestorMakesAnEntryUnreachable() throws {
        // top1 takes the most confident observation only; dog's ancestors (animal, mammal, canine) come first.
        let found = try audit([("dogs", "dog\n")], policy: .top1(threshold: 0.2), rule: .unreachable)
        XCTAssertEqual(found.map(\.subject), ["dog"])
        XCTAssertEqual(found[0].message, "\"dog\" has 3 unmapped ancestors (animal, mammal, canine) that Vision reports with it "
            + "at least as confidently, as the knowledge table says; top1 takes the most confident observation, so dog decides only "
            + "when Vision breaks ties in its favour; map an ancestor, or choose first-match with top above 3 or most-specific")
        let one = try audit([("beings", "mammal\n")], policy: .top1(threshold: 0.2), rule: .unreachable)
        XCTAssertEqual(one.map(\.message), ["\"mammal\" has an unmapped ancestor (animal) that Vision reports with it at least as "
            + "confidently, as the knowledge table says; top1 takes the most confident observation, so mammal decides only when "
            + "Vision breaks ties in its favour; map an ancestor, or choose first-match with top above 1 or most-specific"])
        // A root has no ancestor to lose to, and a mapped ancestor decides the photo instead.
        XCTAssertEqual(try audit([("beings", "animal\n")], policy: .top1(threshold: 0.2), rule: .unreachable), [])
        XCTAssertEqual(try audit([("dogs", "canine\ndog\n")], policy: .top1(threshold: 0.2), rule: .unreachable).map(\.subject),
                       ["canine"], "canine is behind its own unmapped ancestors; dog is behind a mapped one")
    }

    // MARK: ineffective-exclusion

    func testAnExclusionUnderAMappedAncestorDoesNotHold() throws {
        let found = try audit([("soft", "clothing\n!tiara\n")], rule: .ineffectiveExclusion)
        XCTAssertEqual(found.map(\.subject), ["tiara"])
        XCTAssertEqual(found[0].line, 2)
        XCTAssertEqual(found[0].severity, .warning)
        XCTAssertEqual(found[0].related, ["clothing"])
        XCTAssertEqual(found[0].relatedLocations, [RelatedLocation(identifier: "clothing", path: "mappings/soft.txt", line: 1)])
        XCTAssertTrue(found[0].message.contains("tiara photos can still come out soft through clothing, mapped soft at mappings/soft.txt:1"),
                      found[0].message)
    }

    func testAnExclusionWithNoMappedAncestorHolds() throws {
        XCTAssertEqual(try audit([("soft", "hat\n!tiara\n")], rule: .ineffectiveExclusion), [])
        XCTAssertEqual(try audit([("soft", "clothing\n"), ("hard", "!tiara\n")], rule: .ineffectiveExclusion), [])
    }

    // MARK: missing-label, hierarchical

    func testAKindCoveredThroughAMappedAncestorIsANote() throws {
        let found = try audit([("soft", "pillow\nclothing\n")], rule: .missingLabel)
        XCTAssertEqual(Set(found.map(\.severity)), [.note])
        XCTAssertEqual(found.map(\.subject), ["bathrobe", "cloak", "hardhat", "hat", "headgear", "helmet", "poncho", "tiara"])
        let bathrobe = found[0]
        XCTAssertEqual(bathrobe.related, ["clothing"])
        XCTAssertTrue(bathrobe.message.contains("covered through clothing, mapped soft at mappings/soft.txt:2"), bathrobe.message)
        XCTAssertTrue(bathrobe.message.contains("map it to depend on no hidden link"), bathrobe.message)
        XCTAssertEqual(Set(found.map(\.group)).count, 1, "one cause: clothing")
    }

    func testAnExcludedAncestorSilencesItsKinds() throws {
        let found = try audit([("soft", "clothing\n!headgear\n")], rule: .missingLabel)
        XCTAssertEqual(found.map(\.subject), ["bathrobe", "cloak", "poncho"])
    }

    func testAnUncoveredIdentifierWhoseSiblingsAreMappedIsAWarning() throws {
        let found = try audit([("dogs", "beagle\npoodle\n")], rule: .missingLabel)
        XCTAssertEqual(found.map(\.subject), ["dalmatian"])
        XCTAssertEqual(found[0].severity, .warning)
        XCTAssertEqual(found[0].related, ["beagle", "poodle"])
    }

    func testOneMappedSiblingIsNotEnough() throws {
        XCTAssertEqual(try audit([("dogs", "beagle\n")], rule: .missingLabel), [])
    }

    func testABroadParentMappedOnPurposeGivesNotesOnly() throws {
        let found = try audit([("dogs", "dog\n")], policy: .any(threshold: 0.2), rule: .missingLabel)
        XCTAssertEqual(found.map(\.subject), ["beagle", "dalmatian", "poodle"])
        XCTAssertEqual(Set(found.map(\.severity)), [.note])
    }
}
