import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

final class UnifiedDiffTests: XCTestCase {
    /// Lines are split after each `\n`, keeping their endings (a CRLF whole, a last line without one), and an
    /// empty text has no line.
    func testLinesKeepTheirEndings() {
        let diff = UnifiedDiff.render(old: "a\r\nb\nc", new: "a\r\nb\nd", path: "f.txt")
        XCTAssertTrue(diff.hasSuffix("@@ -1,3 +1,3 @@\n a\r\n b\n-c\n\\ No newline at end of file\n+d\n\\ No newline at end of file\n"), diff)
        XCTAssertTrue(UnifiedDiff.render(old: "", new: "a\n", path: "f.txt").hasSuffix("@@ -0,0 +1 @@\n+a\n"))
        XCTAssertTrue(UnifiedDiff.render(old: "a\n", new: "", path: "f.txt").hasSuffix("@@ -1 +0,0 @@\n-a\n"))
    }

    func testEqualTextsGiveNoDiff() {
        XCTAssertEqual(UnifiedDiff.render(old: "a\nb\n", new: "a\nb\n", path: "f.txt"), "")
    }

    func testFormatMatchesGit() {
        let diff = UnifiedDiff.render(old: "a\nb\nc\n", new: "a\nc\nd\n", path: "mappings/soft.txt")
        XCTAssertEqual(diff, """
            diff --git a/mappings/soft.txt b/mappings/soft.txt
            --- a/mappings/soft.txt
            +++ b/mappings/soft.txt
            @@ -1,3 +1,3 @@
             a
            -b
             c
            +d

            """)
    }

    func testMissingFinalNewlineIsMarked() {
        let diff = UnifiedDiff.render(old: "a\nb", new: "a\nb\n", path: "f.txt")
        XCTAssertTrue(diff.hasSuffix("@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n"), diff)
    }

    func testCarriageReturnsAreKept() {
        let diff = UnifiedDiff.render(old: "a\r\nb\r\n", new: "a\r\n", path: "f.txt")
        XCTAssertTrue(diff.hasSuffix("@@ -1,2 +1 @@\n a\r\n-b\r\n"), diff)
    }

    func testDistantChangesMakeSeparateHunks() {
        let old = (1...20).map { "line\($0)\n" }.joined()
        var new = old.replacingOccurrences(of: "line2\n", with: "two\n")
        XCTAssertEqual(UnifiedDiff.render(old: old, new: new, path: "f").components(separatedBy: "\n@@ ").count, 2)
        new = new.replacingOccurrences(of: "line18\n", with: "eighteen\n")
        let separate = UnifiedDiff.render(old: old, new: new, path: "f")
        XCTAssertTrue(separate.contains("@@ -1,5 +1,5 @@\n") && separate.contains("@@ -15,6 +15,6 @@\n"), separate)
        // Six unchanged lines between two changes: the contexts touch, so git makes one hunk.
        let near = UnifiedDiff.render(old: old, new: old.replacingOccurrences(of: "line2\n", with: "two\n")
            .replacingOccurrences(of: "line9\n", with: "nine\n"), path: "f")
        XCTAssertTrue(near.contains("@@ -1,12 +1,12 @@\n"), near)
    }

    func testPathsWithQuotesAreQuotedAsGitDoes() {
        XCTAssertEqual(UnifiedDiff.quoted("a/plain name.txt"), "a/plain name.txt")
        XCTAssertEqual(UnifiedDiff.quoted("a/we\"ird\\.txt"), "\"a/we\\\"ird\\\\.txt\"")
        XCTAssertEqual(UnifiedDiff.quoted("a/tab\there"), "\"a/tab\\there\"")
    }

    /// The edit script is a shortest one: its changes number n + m - 2·LCS, with the LCS found by dynamic programming.
    func testEditScriptIsMinimal() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<300 {
            let a = (0..<Int.random(in: 0...12, using: &generator)).map { _ in Int.random(in: 0...3, using: &generator) }
            let b = (0..<Int.random(in: 0...12, using: &generator)).map { _ in Int.random(in: 0...3, using: &generator) }
            let script = UnifiedDiff.editScript(a, b)
            XCTAssertEqual(script.filter { $0.kind != .equal }.count, a.count + b.count - 2 * Self.lcs(a, b), "\(a) → \(b)")
            XCTAssertEqual(script.filter { $0.kind != .insert }.map { a[$0.oldIndex] }, a)
            XCTAssertEqual(script.filter { $0.kind != .delete }.map { b[$0.newIndex] }, b)
        }
    }

    /// Real `git apply` turns the old text into the new one, for random texts with CRLF, LF and missing final newlines.
    func testGitApplyAcceptsRandomDiffs() throws {
        let repository = try GitRepository(self)
        var generator = SplitMix64(seed: 42)
        let names = ["soft.txt", "with space.txt", "we\"ird.txt"]
        for round in 0..<24 {
            let ending = round % 3 == 0 ? "\r\n" : "\n"
            func text() -> String {
                let lines = (0..<Int.random(in: 0...14, using: &generator)).map { _ in ["pillow", "sofa", "# note", "", "cotton"].randomElement(using: &generator)! }
                var text = lines.joined(separator: ending)
                if !lines.isEmpty && Bool.random(using: &generator) { text += ending }
                return text
            }
            let (old, new) = (text(), text())
            let name = names[round % names.count]
            try TestSupport.write([name: old], in: repository.root)
            let patch = UnifiedDiff.render(old: old, new: new, path: name)
            guard !patch.isEmpty else { XCTAssertEqual(old, new); continue }
            try repository.git("apply", "--whitespace=nowarn", input: patch)
            let applied = try Data(contentsOf: repository.root.appendingPathComponent(name))
            XCTAssertEqual(applied, Data(new.utf8), "round \(round):\n\(patch)")
        }
    }

    private static func lcs(_ a: [Int], _ b: [Int]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}

extension UnifiedDiffTests {
    func testLongDiffsAreCutWithACount() {
        let old = (1...50).map { "\($0)\n" }.joined()
        let new = (1...50).map { "changed \($0)\n" }.joined()
        let diff = UnifiedDiff.render(old: old, new: new, path: "f.txt")
        let cut = UnifiedDiff.truncated(diff, maximumLines: 10)
        XCTAssertEqual(cut.split(separator: "\n").count, 11)
        XCTAssertTrue(cut.hasSuffix("(94 more diff lines)\n"), cut)
        XCTAssertEqual(UnifiedDiff.truncated(diff, maximumLines: 1000), diff)
    }

    func testBeyondTheEditLimitTheMiddleIsReplacedWholeAndStillCorrect() {
        let a = ["k", "1", "x", "2", "y", "3", "k"], b = ["k", "x", "4", "y", "5", "k"]
        let bounded = UnifiedDiff.editScript(a, b, maximumEdits: 2)
        XCTAssertEqual(bounded.filter { $0.kind == .delete }.count, 5)
        XCTAssertEqual(bounded.filter { $0.kind == .insert }.count, 4)
        XCTAssertEqual(bounded.filter { $0.kind != .insert }.map { a[$0.oldIndex] }, a)
        XCTAssertEqual(bounded.filter { $0.kind != .delete }.map { b[$0.newIndex] }, b)
        XCTAssertEqual(UnifiedDiff.editScript(a, b).filter { $0.kind != .equal }.count, 5, "unbounded: the shortest script")
    }
}
