import XCTest
@testable import TaxonomyAudit

final class FindingOrderTests: XCTestCase {
    private func finding(_ path: String, _ line: Int?, _ column: Int?, _ rule: RuleID, _ subject: String, message: String = "") -> Finding {
        Finding(rule: rule, severity: .warning, category: "soft", subject: subject, path: path, line: line, column: column, message: message)
    }

    /// The integer keys sort as `reportOrder` does, file-level findings last, ties kept in the order given.
    func testIndicesFollowReportOrder() {
        let findings = [
            finding("b.txt", 1, 1, .duplicate, "pillow"),
            finding("a.txt", nil, nil, .missingLabel, "wetsuit"),
            finding("a.txt", 3, 2, .deadEntry, "cotton"),
            finding("a.txt", 3, nil, .deadEntry, "cotton"),
            finding("a.txt", 3, 2, .catchAll, "cotton"),
            finding("a.txt", nil, nil, .missingLabel, "bathrobe"),
            finding("a.txt", 3, 2, .deadEntry, "cotton", message: "second"),
            finding("a.txt", 2, 9, .unusedSuppression, ""),
        ]
        let order = Finding.reportOrderIndices(findings)
        XCTAssertEqual(order.map { findings[$0] }, findings.sorted(by: Finding.reportOrder))
        XCTAssertEqual(order, [7, 3, 4, 2, 6, 5, 1, 0])
    }

    /// A list of lists reads in report order, equal findings in the order given, list by list; the lists are
    /// read where they are, not moved.
    func testListsReadInReportOrder() {
        let lists = [
            [finding("b.txt", 1, 1, .duplicate, "pillow"), finding("a.txt", 5, 1, .duplicate, "sofa")],
            [],
            [finding("a.txt", nil, nil, .missingLabel, "wetsuit"), finding("a.txt", 2, 1, .deadEntry, "cotton", message: "m"),
             finding("a.txt", 5, 1, .duplicate, "sofa", message: "later list")],
        ]
        let ordered = FindingList(ordering: lists)
        XCTAssertEqual(Array(ordered), lists.flatMap { $0 }.sorted(by: Finding.reportOrder))
        XCTAssertEqual(ordered.map(\.subject), ["cotton", "sofa", "sofa", "wetsuit", "pillow"])
        XCTAssertEqual(ordered.map(\.message), ["m", "", "later list", "", ""], "ties keep list order")
        XCTAssertEqual(Array(FindingList(ordering: [[], []])), [])
        XCTAssertEqual(Array(FindingList(lists[0])), lists[0], "a list given in order reads as given")
    }
}
