import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

final class FixDiffTests: XCTestCase {
    private let comments = ["# Surfaces that swallow an ultrasonic pulse.", "# the couch in the living room", "# too stiff to absorb anything"]

    func testPatchMatchesSnapshot() throws {
        let context = AuditContext(vocabulary: GateSupport.vocabulary, sources: try GateSupport.files())
        try TestSupport.assertSnapshot(FixDiff.render(Auditor().audit(context), context: context), named: "Gate/diff.patch")
    }

    /// `git apply` accepts the patch; afterwards no error or warning remains, comments are intact and the
    /// CRLF file keeps its line endings and its missing final newline.
    func testGitApplyFixesEveryErrorAndWarning() throws {
        let context = AuditContext(vocabulary: GateSupport.vocabulary, sources: try GateSupport.files())
        let patch = FixDiff.render(Auditor().audit(context), context: context)
        let repository = try GitRepository(self)
        try repository.commit(["mappings/soft.txt": GateSupport.soft, "mappings/hard.txt": GateSupport.hard], message: "mappings")
        try repository.git("apply", "--whitespace=nowarn", input: patch)

        let (soft, hard) = (try repository.read("mappings/soft.txt"), try repository.read("mappings/hard.txt"))
        let files = [try TestSupport.mapping("hard", hard), try TestSupport.mapping("soft", soft)]
        let findings = Auditor().audit(AuditContext(vocabulary: GateSupport.vocabulary, sources: files))
        XCTAssertEqual(findings.filter { $0.severity >= .warning }, [], "\(patch)")
        for comment in comments { XCTAssertTrue(soft.contains(comment), comment) }
        // What git made of the patch is exactly what the rewriter would write.
        let plans = FixPlanner(context: context).plan(Auditor().audit(context), scope: .defaultAnswers)
        XCTAssertEqual(plans.map(\.path), ["mappings/hard.txt", "mappings/soft.txt"])
        XCTAssertEqual([hard, soft], zip(plans, context.sources).map { $1.rendering($0.edits) })
        XCTAssertEqual(hard.replacingOccurrences(of: "\r\n", with: "").filter { $0 == "\n" || $0 == "\r" }, "")
        XCTAssertTrue(hard.hasPrefix("brick\r\ntable"), hard)
        XCTAssertFalse(hard.hasSuffix("\n"), "the missing final newline is kept")
    }

    /// The built binary: `--diff` writes nothing, exits as an audit does, and its patch applies with `git apply`
    /// from the working directory, leaving no dead entry (a byte-order mark and CRLF survive).
    func testDiffOptionEndToEnd() throws {
        let repository = try GitRepository(self)
        let bom = "\u{FEFF}# woven things\r\nDoors\r\n"
        let files = ["vocabulary.txt": GateSupport.vocabulary.identifiers.joined(separator: "\n") + "\n",
                     "mappings/soft.txt": GateSupport.soft, "mappings/hard.txt": GateSupport.hard, "mappings/woven.txt": bom]
        try repository.commit(files, message: "mappings")

        let run = try repository.audit(["--vocabulary", "vocabulary.txt", "--diff"])
        XCTAssertEqual(run.status, 1, run.error)
        XCTAssertTrue(run.output.hasPrefix("diff --git a/mappings/hard.txt b/mappings/hard.txt\n--- a/mappings/hard.txt\n+++ b/mappings/hard.txt\n"),
                      run.output)
        XCTAssertEqual(try repository.git("status", "--porcelain"), "", "--diff writes nothing")

        try repository.git("apply", "--whitespace=nowarn", input: run.output)
        XCTAssertEqual(try repository.read("mappings/woven.txt"), "\u{FEFF}# woven things\r\ndoor\r\n")
        for comment in comments { XCTAssertTrue(try repository.read("mappings/soft.txt").contains(comment), comment) }
        let after = try repository.audit(["--vocabulary", "vocabulary.txt", "--format", "json", "--fail-on", "never"])
        XCTAssertEqual(after.status, 0, after.error)
        XCTAssertFalse(after.output.contains("\"rule\": \"dead-entry\""), after.output)
    }

    func testNothingToFixGivesAnEmptyPatch() throws {
        let context = AuditContext(vocabulary: GateSupport.vocabulary, sources: [try TestSupport.mapping("soft", "# fine\npillow\nsofa\n")])
        XCTAssertEqual(FixDiff.render(Auditor().audit(context), context: context), "")
    }
}
