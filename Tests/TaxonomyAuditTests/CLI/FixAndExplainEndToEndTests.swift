import TestSupport
import XCTest
@testable import TaxonomyAudit

/// `audit --fix` and `audit explain`, run as the real binary.
final class FixAndExplainEndToEndTests: XCTestCase {
    func testFixAppliesOnlySafeFixesAndKeepsTheFileByteForByte() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let original = "\u{FEFF}# Soft things\r\n  Sofas   # plural\r\npillow\r\n\r\ncotton\r\npillow  # again\r\nwet-suit\r\n!Cushions\r\nstructure"
        try TestSupport.write(["mappings/soft.txt": original, "mappings/hard.txt": "table\ncouch\n"], in: directory)
        let result = try TestSupport.runAudit(["--fix"], in: directory)
        XCTAssertEqual(result.status, 1, "the dead entries that only meaning explains remain")
        let fixed = try Data(contentsOf: directory.appendingPathComponent("mappings/soft.txt"))
        XCTAssertEqual(String(decoding: fixed, as: UTF8.self),
                       "\u{FEFF}# Soft things\r\n  sofa   # plural\r\npillow\r\n\r\ncotton\r\nwetsuit\r\n!Cushions\r\nstructure")
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("mappings/hard.txt"), encoding: .utf8), "table\ncouch\n",
                       "couch → sofa is a meaning, never applied by --fix")
        XCTAssertTrue(result.output.hasPrefix("""
            mappings/soft.txt:6: removed duplicate "pillow"
            mappings/soft.txt:2: replaced "Sofas" with "sofa"
            mappings/soft.txt:7: replaced "wet-suit" with "wetsuit"
            Wrote 1 file: mappings/soft.txt.

            mappings/hard.txt:2:1: error: [dead-entry] "couch"
            """), result.output)
        XCTAssertTrue(result.output.contains("mappings/soft.txt:5:1: error: [dead-entry] \"cotton\""), "line numbers of the fixed file")
        let again = try TestSupport.runAudit(["--fix"], in: directory)
        XCTAssertTrue(again.output.hasPrefix("No changes written.\n"), again.output)
    }

    /// 40,000 lines, half of them copies and half a dead plural whose correction is already listed: the
    /// patch keeps the first line and removes every other one (it once took quadratic time).
    func testDiffOnFortyThousandLinesCompletesAndRemovesEveryRepeat() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let original = String(repeating: "sofa\nSofas\n", count: 20_000)
        try TestSupport.write(["mappings/soft.txt": original], in: directory)
        let result = try TestSupport.runAudit(["--diff"], in: directory)
        XCTAssertEqual(result.status, 1, result.error)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(Array(lines.prefix(5)), ["diff --git a/mappings/soft.txt b/mappings/soft.txt", "--- a/mappings/soft.txt",
                                                "+++ b/mappings/soft.txt", "@@ -1,40000 +1 @@", " sofa"])
        XCTAssertEqual(lines.count, 5 + 39_999)
        XCTAssertTrue(lines.dropFirst(5).allSatisfy { $0 == "-sofa" || $0 == "-Sofas" }, "only removals after the kept line")
        let kept = try String(contentsOf: directory.appendingPathComponent("mappings/soft.txt"), encoding: .utf8)
        XCTAssertEqual(kept, original, "--diff writes nothing")
    }

    func testFixWithJSONKeepsStandardOutputJSON() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["soft.txt": "Pillows\n"], in: directory)
        let result = try TestSupport.runAudit(["--fix", "--format", "json", "soft.txt"], in: directory)
        XCTAssertEqual(result.status, 0)
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(result.output.utf8)))
        XCTAssertEqual(result.error, "soft.txt:1: replaced \"Pillows\" with \"pillow\"\nWrote 1 file: soft.txt.\n")
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("soft.txt"), encoding: .utf8), "pillow\n")
    }

    func testFixSuggestAndDiffCannotBeCombined() throws {
        let result = try TestSupport.runAudit(["--fix", "--suggest"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.hasPrefix("audit: --fix and --suggest cannot be combined\n"), result.error)
        let diff = try TestSupport.runAudit(["--suggest", "--diff"])
        XCTAssertEqual(diff.status, 2)
        XCTAssertTrue(diff.error.hasPrefix("audit: --diff writes nothing; it cannot be combined with --suggest\n"), diff.error)
    }

    func testExplainExitsZeroForAnIdentifierAndOneForADeadWord() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["mappings/soft.txt": "sofa\ncouch\n"], in: directory)
        let sofa = try TestSupport.runAudit(["explain", "sofa"], in: directory)
        XCTAssertEqual(sofa.status, 0)
        XCTAssertTrue(sofa.output.contains("  mapped:    soft (mappings/soft.txt:1)\n"), sofa.output)
        let couch = try TestSupport.runAudit(["explain", "couch"], in: directory)
        XCTAssertEqual(couch.status, 1)
        XCTAssertTrue(couch.output.contains("  sofa  meaning: couch is a synonym of sofa\n"), couch.output)
        XCTAssertTrue(couch.output.hasSuffix("Written at: mappings/soft.txt:2\n"), couch.output)
        let elsewhere = try TestSupport.runAudit(["explain", "couch"], in: TestSupport.temporaryDirectory(self))
        XCTAssertEqual(elsewhere.status, 1, "without mappings/ the word is still explained")
        XCTAssertFalse(elsewhere.output.contains("Written at"))
        let missing = try TestSupport.runAudit(["explain"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.error.hasPrefix("audit: `audit explain` needs a word\n"), missing.error)
    }
}
