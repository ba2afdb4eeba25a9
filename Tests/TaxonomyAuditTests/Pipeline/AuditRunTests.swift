import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// One run of the pipeline: the settings' model and severities apply, and `--base` is the same run at the
/// revision, which the gate marks the report against.
final class AuditRunTests: XCTestCase {
    /// The settings `audit check` makes with no configuration, `--rule` settings over them.
    func settings(paths: [String] = [], rules: [RuleID: Severity?] = [:]) throws -> AuditSettings {
        var model = ModelOptions()
        model.noConfig = true
        model.rules = rules
        return try AuditCommand(io: CommandIO(write: { _ in }, writeError: { _ in })).settings(model, vocabularyPath: nil, paths: paths)
    }

    func testTheSettingsSeveritiesApplyAndAReportWithoutAGateIsUnmarked() throws {
        let soft = try TestSupport.mapping("soft", "pillow\nSofas\npillow\n")
        let all = AuditRun(try settings(), sources: [soft]).findings().filter { $0.severity >= .warning }.map(\.rule)
        XCTAssertEqual(all, [.deadEntry, .duplicate])
        let run = AuditRun(try settings(rules: [.duplicate: nil, .deadEntry: .note]), sources: [soft])
        XCTAssertEqual(run.findings().filter { $0.rule == .deadEntry }.map(\.severity), [.note])
        XCTAssertFalse(run.findings().contains { $0.rule == .duplicate })
        let report = try run.report()
        XCTAssertEqual(Array(report.findings), Array(run.findings()))
        XCTAssertTrue(report.marks.allSatisfy { $0 == FindingMark() })
        XCTAssertNil(report.changes)
    }

    func testTheBaseIsTheSameRunAtTheRevision() throws {
        let repository = try GitRepository(self)
        try repository.commit(["mappings/soft.txt": "pillow\nSofas\n"], message: "soft")
        try TestSupport.write(["mappings/soft.txt": "pillow\nsofa\nCushions\n"], in: repository.root)
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(repository.root.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }

        let run = try AuditRun(try settings(rules: [.missingLabel: nil]))
        XCTAssertEqual(run.sources.map(\.path), ["mappings/soft.txt"])
        XCTAssertEqual(try run.at(revision: "HEAD").sources.map(\.text.data), [Data("pillow\nSofas\n".utf8)])
        let report = try run.report(gate: Gate(base: "HEAD"))
        XCTAssertEqual(report.markedFindings.map { "\($0.finding.subject) \($0.mark.status?.rawValue ?? "")" },
                       ["Cushions introduced"])
        XCTAssertEqual(report.changes?.resolved.map(\.subject), ["Sofas"])
        XCTAssertEqual(report.changes?.categories.first?.added, ["Cushions", "sofa"])
    }
}
