import XCTest
@testable import TaxonomyAudit

final class MissingLabelRuleTests: RuleTestCase {
    func testKindsOfAMappedIdentifierAreProposedWithTheirReason() throws {
        let found = try findings(.missingLabel, [("soft", "pillow\nclothing\n")])
        XCTAssertEqual(found.map(\.subject), ["bathrobe", "cloak", "headgear", "helmet", "poncho", "wetsuit"])
        XCTAssertEqual(Set(found.map(\.severity)), [.warning])
        let bathrobe = found[0]
        XCTAssertEqual(bathrobe.category, "soft")
        XCTAssertEqual(bathrobe.path, "mappings/soft.txt")
        XCTAssertNil(bathrobe.line)
        XCTAssertEqual(bathrobe.related, ["clothing"])
        XCTAssertTrue(bathrobe.message.contains("kind of clothing, mapped soft at mappings/soft.txt:2"), bathrobe.message)
    }

    func testGenericIdentifiersAreNeverProposed() throws {
        let found = try findings(.missingLabel, [("soft", "clothing\n")])
        XCTAssertFalse(found.map(\.subject).contains("costume"))
    }

    func testExclusionsSilenceTheIdentifierAndItsKinds() throws {
        let found = try findings(.missingLabel, [("soft", "clothing\n!headgear\n!cloak\n")])
        XCTAssertEqual(found.map(\.subject), ["bathrobe", "wetsuit"])
    }

    func testTheNearestMappedAncestorDecides() throws {
        let found = try findings(.missingLabel, [("soft", "sofa\n"), ("hard", "furniture\n")])
        XCTAssertEqual(found.map { "\($0.subject)→\($0.category)" }, ["chair→hard", "table→hard", "futon→soft"])
    }

    func testAncestorsMappedToTwoCategoriesAtTheSameDistanceProposeNothing() throws {
        let vocabulary = Vocabulary(name: "v", identifiers: ["a", "b", "c"], knowledge: [
            IdentifierInfo(identifier: "c", sense: nil, parents: ["a", "b"], genericReason: nil, gloss: "")])
        XCTAssertEqual(try findings(.missingLabel, [("soft", "a\n"), ("hard", "b\n")], vocabulary: vocabulary), [])
    }

    func testSiblingsOfSeveralMembersAreProposedAsNotes() throws {
        let found = try findings(.missingLabel, [("soft", "sofa\nchair\n!futon\n")])
        XCTAssertEqual(found.map(\.subject), ["table"])
        XCTAssertEqual(found.first?.severity, .note)
        XCTAssertEqual(found.first?.related, ["chair", "sofa"])
        XCTAssertTrue(found.first?.message.contains("like chair, sofa (kinds of furniture), mapped soft") == true)
    }

    func testOneSiblingIsNotEnough() throws {
        XCTAssertEqual(try findings(.missingLabel, [("soft", "sofa\n!futon\n")]), [])
    }
}

extension MissingLabelRuleTests {
    func testADuplicatedAncestorIsCitedOnce() throws {
        let found = try findings(.missingLabel, [("soft", "clothing\n!headgear\n!cloak\nclothing\n")])
        XCTAssertEqual(found.map(\.subject), ["bathrobe", "wetsuit"])
        XCTAssertEqual(found.first?.related, ["clothing"])
        XCTAssertTrue(found.first?.message.contains("kind of clothing, mapped soft at mappings/soft.txt:1; add it") == true,
                      found.first?.message ?? "")
    }
}
