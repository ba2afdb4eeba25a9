import XCTest
@testable import TaxonomyAudit

final class LineDiffTests: XCTestCase {
    func testIdenticalTextsHaveNoHunks() {
        let diff = LineDiff(old: "a\nb\n", new: "a\nb\n")
        XCTAssertEqual(diff.lines, [.same("a"), .same("b")])
        XCTAssertEqual(diff.hunks(), "")
    }

    func testAChangedLineWithContext() {
        let old = (1...9).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        XCTAssertEqual(LineDiff(old: old, new: new).hunks(context: 1), "@@ -4,3 +4,3 @@\n line 4\n-line 5\n+line five\n line 6\n")
    }

    func testDistantChangesMakeSeparateHunksAndCloseOnesShareOne() {
        let old = (1...12).map { "\($0)\n" }.joined()
        let new = ([1] + Array(3...11)).map { "\($0)\n" }.joined() + "eleven and a half\n12\n"
        XCTAssertEqual(LineDiff(old: old, new: new).hunks(context: 1),
                       "@@ -1,3 +1,2 @@\n 1\n-2\n 3\n@@ -11,2 +10,3 @@\n 11\n+eleven and a half\n 12\n")
        XCTAssertEqual(LineDiff(old: "a\nb\nc\nd\n", new: "A\nb\nc\nD\n").hunks(context: 1),
                       "@@ -1,4 +1,4 @@\n-a\n+A\n b\n c\n-d\n+D\n")
    }

    func testCRLFEndsLinesLikeLF() {
        XCTAssertEqual(LineDiff(old: "a\r\nb\r\n", new: "a\r\nc\r\n").lines, [.same("a"), .removed("b"), .added("c")])
    }

    func testAnEmptySideIsNumberedByTheLineBeforeIt() {
        XCTAssertEqual(LineDiff(old: "", new: "a\n").hunks(), "@@ -0,0 +1,1 @@\n+a\n")
        XCTAssertEqual(LineDiff(old: "a\n", new: "").hunks(), "@@ -1,1 +0,0 @@\n-a\n")
    }

    func testLongDiffsAreCutAndHugeOnesAreNotComputed() {
        let old = (1...50).map { "\($0)\n" }.joined()
        let new = (1...50).map { "changed \($0)\n" }.joined()
        let hunks = LineDiff(old: old, new: new).hunks(maximumLines: 10)
        XCTAssertEqual(hunks.split(separator: "\n").count, 11)
        XCTAssertTrue(hunks.hasSuffix("(91 more diff lines)\n"), hunks)
        let limited = LineDiff(old: old, new: new, maximumEdits: 20)
        XCTAssertNil(limited.lines)
        XCTAssertEqual(limited.hunks(), "(too many changes to show)\n")
    }
}
