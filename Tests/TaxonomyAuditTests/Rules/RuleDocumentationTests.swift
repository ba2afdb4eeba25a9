import Foundation
import XCTest
@testable import TaxonomyAudit

final class RuleDocumentationTests: XCTestCase {
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
