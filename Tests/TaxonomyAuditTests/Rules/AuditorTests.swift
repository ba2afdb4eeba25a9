import TestSupport
import XCTest
@testable import TaxonomyAudit

final class AuditorTests: RuleTestCase {
    func testSuppressionSilencesOnlyTheNamedRuleOnItsLine() throws {
        let found = try audit([("soft", "pillow\ncotton # audit:ignore dead-entry\nwool # audit:ignore duplicate\n")])
        XCTAssertEqual(found.map { "\($0.rule.rawValue):\($0.line ?? 0)" }, ["dead-entry:3", "unused-suppression:3"])
        XCTAssertEqual(found[1].severity, .note)
        XCTAssertEqual(found[1].column, 6)
        XCTAssertEqual(found[1].message, "`audit:ignore duplicate` silences nothing on this line; remove it")
    }

    func testAStraySuppressionIsANote() throws {
        let found = try audit([("soft", "pillow\n# audit:ignore dead-entry\n")])
        XCTAssertEqual(found.map(\.rule), [.unusedSuppression])
        XCTAssertEqual(found.first?.line, 2)
    }

    func testFindingsAreInReportOrder() throws {
        let found = try audit([("soft", "clothing\ncotton\nstructure\ncotton\n"), ("hard", "brick\nsofa\n")])
        XCTAssertEqual(found, found.sorted(by: Finding.reportOrder))
        XCTAssertEqual(found.first?.path, "mappings/hard.txt")
        let soft = found.filter { $0.path == "mappings/soft.txt" }
        XCTAssertEqual(soft.prefix(4).map(\.line), [2, 3, 4, 4])
        XCTAssertNil(soft.last?.line, "file-level findings come after the lines")
    }

    func testEveryRuleHasAUniqueIdAndDocumentation() {
        let descriptions = Auditor.descriptions
        XCTAssertEqual(Set(descriptions.map(\.id)), Set(RuleID.allCases))
        XCTAssertEqual(descriptions.count, RuleID.allCases.count)
        for description in descriptions {
            XCTAssertFalse(description.summary.isEmpty)
            XCTAssertFalse(description.rationale.isEmpty)
            XCTAssertFalse(description.triggeringExamples.isEmpty, description.id.rawValue)
            XCTAssertFalse(description.nonTriggeringExamples.isEmpty, description.id.rawValue)
        }
    }

    /// Each rule's documented examples hold on the built-in vocabulary they are written for.
    func testRuleExamplesTriggerAndDoNotTrigger() throws {
        for description in Auditor.descriptions {
            for example in description.triggeringExamples {
                let found = try audit(example.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, vocabulary: description.vocabulary.vocabulary)
                XCTAssertTrue(found.contains { $0.rule == description.id }, "\(description.id.rawValue) should fire on \(example)")
            }
            for example in description.nonTriggeringExamples {
                let found = try audit(example.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, vocabulary: description.vocabulary.vocabulary)
                XCTAssertFalse(found.contains { $0.rule == description.id }, "\(description.id.rawValue) should not fire on \(example)")
            }
        }
    }

    /// Each rule's documented corrections are what its default fixes make of the example.
    func testRuleCorrectionsAreWhatTheDefaultFixesMake() throws {
        for description in Auditor.descriptions {
            for correction in description.corrections {
                let files = try correction.before.sorted { $0.key < $1.key }.map { try TestSupport.mapping($0.key, $0.value) }
                let context = AuditContext(vocabulary: .builtin, sources: files)
                let fixes = Auditor().audit(context).filter { $0.rule == description.id }
                    .compactMap { $0.fixes.first { $0.applicability != .alternative } }
                XCTAssertFalse(fixes.isEmpty, "\(description.id.rawValue) has a fix for \(correction.before)")
                var workspace = MappingWorkspace(sources: files)
                try workspace.apply(FixPlanner(context: context).plan(fixes))
                let after = Dictionary(uniqueKeysWithValues: workspace.sources.map { ($0.lists[0].category, String(decoding: $0.text.data, as: UTF8.self)) })
                XCTAssertEqual(after, correction.after, description.id.rawValue)
            }
        }
    }
}
