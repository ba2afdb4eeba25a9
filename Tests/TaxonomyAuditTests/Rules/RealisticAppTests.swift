import CategoryMapping
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// A photo-search app mapped by hand the way real ones are (`Fixtures/Mappings/photo-search`): broad parents
/// (`dog`, `cake`, `tree`, `cat`, `flower`) on purpose, a `beach` scene category, read under `any`.
final class RealisticAppTests: XCTestCase {
    func audit(policy: Policy) throws -> [Finding] {
        let files = try MappingLoader.load(paths: [TestSupport.fixture("Mappings/photo-search")])
        return Array(Auditor().audit(AuditContext(vocabulary: .builtin, sources: files, policy: policy)))
    }

    /// Every kind the parents cover is a note (the app relies on Vision reporting the parent, and should know
    /// it does), never a warning; `beach` in `beach.txt` is what the category means, so nothing.
    func testNoWallOfWarnings() throws {
        let findings = try audit(policy: .any(threshold: 0.2))
        XCTAssertEqual(findings.filter { $0.severity >= .warning }.map { TextReporter().line(for: $0) }, [])
        XCTAssertFalse(findings.contains { $0.rule == .catchAll }, "beach is the beach category's own question")
        let notes = Dictionary(grouping: findings, by: \.category).mapValues(\.count)
        // The unmapped kinds under each parent in the knowledge table: 38 breeds under dog, and so on.
        XCTAssertEqual(notes, ["dogs": 38, "cakes": 4, "flowers": 15, "trees": 8, "cats": 4])
        XCTAssertTrue(findings.allSatisfy { $0.rule == .missingLabel && $0.severity == .note })
    }

    /// Text output says each cause once: five lines of notes and the summary.
    func testTextSaysEachCauseOnce() throws {
        let findings = try audit(policy: .any(threshold: 0.2))
        let text = TextReporter().render(AuditReport(vocabularyName: "v", vocabularyCount: 1, mappings: [], findings: findings))
        let lines = text.split(separator: "\n")
        XCTAssertEqual(lines.count, 6, text)
        XCTAssertTrue(text.contains("note: [missing-label] 38 kinds of dog are covered only through dog, mapped dogs at "), text)
    }

    /// `--diff` proposes no patch: the app mapped `dog` on purpose and must not get 38 breeds added.
    func testDiffLeavesTheNotesAlone() throws {
        let run = try TestSupport.runAudit([TestSupport.fixture("Mappings/photo-search"), "--policy", "any", "--diff", "--no-config"])
        XCTAssertEqual(run.status, 0, run.error)
        XCTAssertEqual(run.output, "")
    }

    /// The same lists under the article's first-match: still no warning, as nothing is mapped under another category.
    func testFirstMatchAlsoStaysQuiet() throws {
        XCTAssertEqual(try audit(policy: .article).filter { $0.severity >= .warning }.map { TextReporter().line(for: $0) }, [])
    }
}
