import Foundation
import XCTest
@testable import TaxonomyAudit

final class SummaryBlockTests: XCTestCase {
    private func block() throws -> SummaryBlock {
        let context = AuditContext(vocabulary: try GeneratedDocsTests.vocabulary(), sources: try GeneratedDocsTests.mappings())
        let index = DocsIndex(context: context)
        return SummaryBlock(index: index, mappingsPage: MappingsPage(index: index, vocabularyPage: VocabularyPage(index: index)))
    }

    private func replace(_ readme: String) throws -> String {
        try block().replacingBlock(in: TextLines(path: "README.md", data: Data(readme.utf8)))
    }

    private func assertInputError(_ readme: String, line: Int?, _ message: String, file: StaticString = #filePath, lineNumber: UInt = #line) {
        XCTAssertThrowsError(try replace(readme), file: file, line: lineNumber) { error in
            let inputError = error as? AuditError
            XCTAssertEqual(inputError?.path, "README.md", file: file, line: lineNumber)
            XCTAssertEqual(inputError?.line, line, file: file, line: lineNumber)
            XCTAssertTrue(inputError?.message.contains(message) == true, "\(error)", file: file, line: lineNumber)
        }
    }

    func testReplacesOnlyTheLinesBetweenTheMarkers() throws {
        let readme = "# App\n\n<!-- audit:summary:start -->\nold\nlines\n<!-- audit:summary:end -->\ntail\n"
        let result = try replace(readme)
        XCTAssertEqual(result, "# App\n\n<!-- audit:summary:start -->\n" + (try block().render()) + "<!-- audit:summary:end -->\ntail\n")
    }

    func testKeepsCRLFTheByteOrderMarkAndAMissingFinalNewline() throws {
        let readme = "\u{FEFF}# App\r\n  <!-- audit:summary:start -->\r\n<!-- audit:summary:end -->\r\nno final newline"
        let result = try replace(readme)
        XCTAssertTrue(result.hasPrefix("\u{FEFF}# App\r\n  <!-- audit:summary:start -->\r\n\r\n<!-- Generated"))
        XCTAssertTrue(result.hasSuffix(".md).\r\n\r\n![coverage](docs/coverage.svg)\r\n\r\n<!-- audit:summary:end -->\r\nno final newline"))
        XCTAssertFalse(result.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "every generated line ends with CRLF")
    }

    func testReplacingTwiceGivesTheSameText() throws {
        let once = try replace("<!-- audit:summary:start -->\n<!-- audit:summary:end -->\n")
        XCTAssertEqual(try replace(once), once)
    }

    func testMissingOrMisplacedMarkersAreInputErrorsNamingTheFile() {
        assertInputError("# App\n", line: nil, "no <!-- audit:summary:start --> and <!-- audit:summary:end --> lines")
        assertInputError("<!-- audit:summary:start -->\n", line: 1, "has no <!-- audit:summary:end --> after it")
        assertInputError("<!-- audit:summary:end -->\n<!-- audit:summary:start -->\n", line: 1, "comes before")
        assertInputError("<!-- audit:summary:start -->\n<!-- audit:summary:start -->\n", line: 2, "a second <!-- audit:summary:start -->")
        assertInputError("<!-- audit:summary:start -->\n<!-- audit:summary:end -->\n<!-- audit:summary:end -->\n", line: 3,
                         "a second <!-- audit:summary:end -->")
    }
}
