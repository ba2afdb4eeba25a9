import TestSupport
import XCTest
@testable import TaxonomyAudit

/// `match-mode`: one finding on a list whose dead entries (at least 3) are mostly identifiers but for case or
/// separators, naming the `.audit.json` `match` value that makes them live.
final class MatchModeRuleTests: RuleTestCase {
    /// The soft list of an app that capitalises its labels, and its hard list, written with spaces and hyphens.
    static let soft = "# capitalised, as the app shows them\nPillow\nSofa\nCurtain\nbed\ncotton\n"
    static let hard = "stuffed animals\ncar-seat\nBathrobe\ncotton\ntable\n"

    func testMostlyCaseOnlyDeadEntriesNameCaseInsensitive() throws {
        let found = try audit([("soft", Self.soft)], vocabulary: .builtin)
        let modes = found.filter { $0.rule == .matchMode }
        XCTAssertEqual(modes.count, 1, "one finding for the list, not one per entry")
        let finding = try XCTUnwrap(modes.first)
        XCTAssertEqual(finding.severity, .warning)
        XCTAssertEqual(finding.category, "soft")
        XCTAssertEqual(finding.path, "mappings/soft.txt")
        XCTAssertNil(finding.line, "a text file's list is the file")
        XCTAssertEqual(finding.subject, "case-insensitive")
        XCTAssertEqual(finding.related, ["Pillow", "Sofa", "Curtain"])
        XCTAssertEqual(finding.message, """
            3 of the 4 dead entries of soft are identifiers but for case ("Pillow" for pillow, "Sofa" for sofa, "Curtain" for curtain): \
            if the app compares labels so, set "match": "case-insensitive" in .audit.json and they are live
            """)
        XCTAssertTrue(finding.fixes.isEmpty, "the comparison is the app's: no edit of the list is proposed")
        // The entries' own findings stay.
        XCTAssertEqual(found.filter { $0.rule == .deadEntry }.map(\.subject), ["Pillow", "Sofa", "Curtain", "cotton"])
        XCTAssertTrue(MatchMode(rawValue: finding.subject) != nil, "the value is one .audit.json reads")
    }

    func testSeparatorsNameNormalized() throws {
        let found = try findings(.matchMode, [("hard", Self.hard)], vocabulary: .builtin)
        XCTAssertEqual(found.map(\.subject), ["normalized"])
        XCTAssertEqual(found.first?.related, ["stuffed animals", "car-seat", "Bathrobe"])
        XCTAssertTrue(found.first?.message.hasPrefix("3 of the 4 dead entries of hard are identifiers but for case or separators (") == true,
                      found.first?.message ?? "")
    }

    func testTheNamedModeMakesThemLive() throws {
        let caseInsensitive = Vocabulary.builtin.matching(.caseInsensitive)
        XCTAssertEqual(try findings(.deadEntry, [("soft", Self.soft)], vocabulary: caseInsensitive).map(\.subject), ["cotton"])
        XCTAssertEqual(try findings(.matchMode, [("soft", Self.soft)], vocabulary: caseInsensitive), [])
        // Comparing without case leaves the separators: normalized is what the hard list needs.
        XCTAssertEqual(try findings(.matchMode, [("hard", Self.hard)], vocabulary: caseInsensitive).map(\.subject), ["normalized"])
        let normalized = Vocabulary.builtin.matching(.normalized)
        XCTAssertEqual(try findings(.deadEntry, [("hard", Self.hard)], vocabulary: normalized).map(\.subject), ["cotton"])
        XCTAssertEqual(try findings(.matchMode, [("hard", Self.hard), ("soft", Self.soft)], vocabulary: normalized), [])
    }

    func testTwoDeadEntriesAreTooFewAndOneCaseOnlyOfThreeIsNoMajority() throws {
        XCTAssertEqual(try findings(.matchMode, [("soft", "Pillow\nSofa\nbed\n")], vocabulary: .builtin), [], "2 dead entries")
        XCTAssertEqual(try findings(.matchMode, [("soft", "Sofa\ncotton\nfabric\nbed\n")], vocabulary: .builtin), [],
                       "3 dead entries, only 1 of them case-only")
        XCTAssertEqual(try findings(.matchMode, [("soft", "Sofa\nPillow\ncotton\nfabric\n")], vocabulary: .builtin), [],
                       "half is no majority")
        // Each list is counted on its own: two lists of two dead entries each make no finding.
        XCTAssertEqual(try findings(.matchMode, [("soft", "Pillow\nSofa\n"), ("hard", "Table\nDoor\n")], vocabulary: .builtin), [])
    }

    func testAListInCodeIsReportedAtItsMarker() throws {
        let swift = """
            struct Labels {
                // audit:category soft
                static let soft: Set<String> = ["Pillow", "Sofa", "Curtain", "bed"]
                // audit:category hard
                static let hard: Set<String> = ["table", "Door", "cotton"]
            }

            """
        let found = try findings(.matchMode, [("Labels.swift", swift)], vocabulary: .builtin)
        XCTAssertEqual(found.map(\.category), ["soft"])
        XCTAssertEqual(found.map(\.line), [2])
        XCTAssertEqual(found.map(\.path), ["mappings/Labels.swift"])
    }

    func testTheCommandLineReportsItAndFixLeavesTheEntries() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["mappings/soft.txt": Self.soft], in: directory)
        let report = try TestSupport.runAudit(["mappings", "--fail-on", "never"], in: directory)
        XCTAssertEqual(report.status, 0, report.error)
        XCTAssertTrue(report.output.contains("mappings/soft.txt: warning: [match-mode] 3 of the 4 dead entries of soft"), report.output)
        let fix = try TestSupport.runAudit(["--fix", "mappings"], in: directory)
        XCTAssertTrue(fix.output.hasPrefix("No changes written.\n"), fix.output)
        try TestSupport.write([".audit.json": "{\"match\": \"case-insensitive\"}\n"], in: directory)
        let configured = try TestSupport.runAudit(["mappings", "--fail-on", "never"], in: directory)
        XCTAssertFalse(configured.output.contains("match-mode"), configured.output)
        XCTAssertTrue(configured.output.contains("[dead-entry] \"cotton\""), configured.output)
    }
}
