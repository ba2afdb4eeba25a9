import XCTest
@testable import TaxonomyAudit

final class FindingKeyTests: XCTestCase {
    private func key(_ identifier: String, _ rule: RuleID = .deadEntry, category: String = "soft") -> FindingKey {
        FindingKey(rule: rule, category: category, identifier: identifier)
    }

    func testKeyIgnoresLineColumnPathAndMessage() {
        let a = Finding(rule: .deadEntry, severity: .error, category: "soft", subject: "cotton", path: "mappings/soft.txt",
                        line: 4, column: 1, message: "one")
        let b = Finding(rule: .deadEntry, severity: .error, category: "soft", subject: "cotton", path: "other/soft.txt",
                        line: 40, column: 3, message: "two")
        XCTAssertEqual(FindingKey(a), FindingKey(b))
        XCTAssertNotEqual(FindingKey(a), key("cotton", category: "hard"))
        XCTAssertNotEqual(FindingKey(a), key("cotton", .duplicate))
        XCTAssertEqual(FindingKey(a).text, "dead-entry/soft/cotton")
    }

    func testMatchPairsEqualKeysOneToOne() {
        let current = [key("pillow", .duplicate), key("cotton"), key("pillow", .duplicate), key("fabric")]
        let previous = [key("wool"), key("pillow", .duplicate), key("cotton")]
        let (matched, unmatched) = FindingKey.match(current, against: previous)
        XCTAssertEqual(matched, [true, true, false, false])
        XCTAssertEqual(unmatched, [0])
    }

    func testMatchWithNothingBefore() {
        let (matched, unmatched) = FindingKey.match([key("a"), key("a")], against: [])
        XCTAssertEqual(matched, [false, false])
        XCTAssertEqual(unmatched, [])
        XCTAssertEqual(FindingKey.match([], against: [key("a"), key("b")]).unmatched, [0, 1])
    }
}
