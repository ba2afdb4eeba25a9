import Foundation
import XCTest
@testable import TaxonomyAudit

final class RuleDocumentationTests: XCTestCase {
    /// `docs/rules.md` is what the rules' descriptions generate; `UPDATE_SNAPSHOTS=1` rewrites it.
    func testCommittedPageIsCurrent() throws {
        let url = TestSupport.repository.appendingPathComponent(RuleDocumentation.location)
        let generated = RuleDocumentation.markdown()
        if ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(generated.utf8).write(to: url)
            return
        }
        let committed = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        XCTAssertEqual(committed, generated, "\(RuleDocumentation.location) is stale: regenerate it with UPDATE_SNAPSHOTS=1 swift test --filter RuleDocumentationTests")
    }

    /// Each rule has a section with an anchor, which its SARIF help link names.
    func testEveryRuleHasTheAnchorItsLinkNames() {
        let page = RuleDocumentation.markdown()
        for rule in RuleID.allCases {
            let link = RuleDocumentation.link(rule)
            XCTAssertTrue(link.hasPrefix(RuleDocumentation.location + "#"))
            let anchor = String(link.dropFirst(RuleDocumentation.location.count + 1))
            XCTAssertTrue(page.contains("<a id=\"\(anchor)\"></a>\n\n## \(rule.rawValue)\n"), rule.rawValue)
        }
    }

    func testExamplesAreShownPerFileInCategoryOrder() {
        let description = RuleDescription(id: .conflict, severity: .error, summary: "s", rationale: "r",
                                          triggeringExamples: [["soft": "sofa", "hard": "sofa\n"]], nonTriggeringExamples: [])
        let page = RuleDocumentation.markdown([description])
        XCTAssertTrue(page.contains("Fires on:\n\n```\n# hard.txt\nsofa\n\n# soft.txt\nsofa\n```\n"), page)
        XCTAssertFalse(page.contains("Stays silent on"))
    }
}
