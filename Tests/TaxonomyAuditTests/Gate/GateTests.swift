import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// The gate is a stage: given a report and the audit of the base revision, it marks the report; it runs no
/// audit of its own.
final class GateTests: XCTestCase {
    func audit(soft: String = GateSupport.soft) throws -> Gate.BaseAudit {
        let context = AuditContext(vocabulary: GateSupport.vocabulary, sources: try GateSupport.files(soft: soft))
        return (context, Auditor().audit(context))
    }

    func testTheBaseAuditMarksEachFindingAndRecordsTheChanges() throws {
        let current = try audit(), previous = try audit(soft: GateSupport.previousSoft)
        var report = AuditReport(context: current.context, findings: current.findings)
        try Gate(base: "origin/main").mark(&report, context: current.context, previous: previous)
        let introduced = report.markedFindings.filter { $0.mark.status == .introduced }.map { "\($0.finding.rule.rawValue) \($0.finding.subject)" }
        XCTAssertEqual(introduced, ["dead-entry Sofas"], "only what the edit wrote is new")
        XCTAssertEqual(report.markedFindings.filter { $0.mark.status == .existing }.count, current.findings.count - 1)
        XCTAssertEqual(report.changes?.resolved.map(\.subject), ["fabric"])
        XCTAssertEqual(report.changes?.categories.map { "\($0.category) +\($0.added) -\($0.removed)" }, ["soft +[\"Sofas\"] -[\"fabric\"]"])
        XCTAssertEqual(report.verdictChanges, [], "Sofas and fabric are both dead: no verdict changes")
        let compared = try GateSupport.comparedReport()
        XCTAssertEqual(report.changes, compared.changes, "the comparison the golden reports were made from")
        XCTAssertEqual(report.marks, compared.marks)
    }

    func testWithoutABaseTheBaseAuditIsIgnoredAndNothingIsMarked() throws {
        let current = try audit()
        var report = AuditReport(context: current.context, findings: current.findings)
        try Gate().mark(&report, context: current.context, previous: try audit(soft: GateSupport.previousSoft))
        XCTAssertTrue(report.markedFindings.allSatisfy { $0.mark == FindingMark() })
        XCTAssertNil(report.changes)
    }

    func testWritingABaselineMarksEveryFindingBaselined() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let path = directory.appendingPathComponent("audit-baseline.json").path
        let current = try audit()
        var report = AuditReport(context: current.context, findings: current.findings)
        try Gate(writeBaseline: path).mark(&report, context: current.context, previous: nil)
        XCTAssertTrue(report.markedFindings.allSatisfy { $0.mark.baselined == true })
        XCTAssertEqual(try Baseline.load(path: path), Baseline(findings: current.findings))
        XCTAssertFalse(report.fails(.note))

        var strict = AuditReport(context: current.context, findings: FindingList(current.findings.filter { $0.subject != "Sofas" }))
        try Gate(baseline: path, strictBaseline: true).mark(&strict, context: current.context, previous: nil)
        XCTAssertEqual(strict.baseline?.stale.map(\.key.identifier), ["Sofas"])
        XCTAssertTrue(strict.fails(.error), "a strict baseline fails when a finding it lists is gone")
    }
}
