import CategoryMapping
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// The run-time rules on the real knowledge table (the built-in vocabulary): the cases the issue measured.
final class RunTimeRealTableTests: XCTestCase {
    func audit(_ mappings: [(String, String)], policy: Policy = .article) throws -> [Finding] {
        let files = try mappings.map { try TestSupport.mapping($0.0, $0.1) }
        return Array(Auditor().audit(AuditContext(vocabulary: .builtin, sources: files, policy: policy)))
    }

    func testChairDecidesArmchairAndChaise() throws {
        let found = try audit([("soft", "armchair\nchaise\n"), ("hard", "chair\n")]).filter { $0.rule == .catchAll }
        XCTAssertEqual(found.map(\.subject), ["chair"])
        XCTAssertEqual(found[0].related, ["armchair", "chaise"])
    }

    func testStructureSoftWhileHardMapsBuildingKindsIsAWarningNamingThem() throws {
        let found = try audit([("soft", "structure\n"), ("hard", "barn\nskyscraper\n")]).filter { $0.rule == .catchAll }
        XCTAssertEqual(found.map(\.subject), ["structure"])
        XCTAssertEqual(found[0].severity, .warning)
        XCTAssertEqual(found[0].related, ["barn", "skyscraper"])
    }

    func testClothingMakesTiaraExclusionIneffective() throws {
        let found = try audit([("soft", "clothing\n!tiara\n")]).filter { $0.rule == .ineffectiveExclusion }
        XCTAssertEqual(found.map(\.subject), ["tiara"])
        XCTAssertEqual(found[0].related, ["clothing"])
    }

    func testDalmatianBehindItsAncestorsWithTopTwo() throws {
        XCTAssertEqual(try audit([("dogs", "dalmatian\n")], policy: .firstMatch(top: 2, threshold: 0.2))
            .filter { $0.rule == .unreachable }.map(\.subject), ["dalmatian"])
        XCTAssertEqual(try audit([("dogs", "dalmatian\n")]).filter { $0.rule == .unreachable }, [])
    }

    func testBeachInABeachCategoryIsNothingAndElsewhereANote() throws {
        XCTAssertEqual(try audit([("beach", "beach\n")]).filter { $0.rule == .catchAll }, [])
        XCTAssertEqual(try audit([("places", "beach\n")]).filter { $0.rule == .catchAll }.map(\.severity), [.note])
    }
}
