import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

final class ChunkedRenderingTests: XCTestCase {
    /// Every item is rendered once, into the chunk of its range, and the chunks come out in item order.
    func testChunksComeOutInItemOrder() {
        let count = 3 * ChunkedRendering.itemsPerChunk + 17
        let expected = (0..<count).map { "\($0)\n" }.joined()
        var text = ""
        var out = BufferedOutput { text += $0 }
        ChunkedRendering.render(count, to: &out) { range, bytes in
            for index in range { bytes.write("\(index)\n") }
        }
        out.flush()
        XCTAssertEqual(text, expected)
        text = "unchanged"
        out = BufferedOutput { text += $0 }
        ChunkedRendering.render(0, to: &out) { _, _ in XCTFail("no item to render") }
        out.flush()
        XCTAssertEqual(text, "unchanged")
    }

    /// A report of several chunks.
    private func largeReport() throws -> AuditReport {
        let repeats = 4 * ChunkedRendering.itemsPerChunk + ChunkedRendering.itemsPerChunk / 2
        let text = "sofa\npillow\n" + (0..<repeats).map { $0 % 3 == 0 ? "pillow\n" : $0 % 3 == 1 ? "  sofa\n" : "!pillow\n" }.joined()
            + "!pillow\n"
        let findings = try TestSupport.audit([("soft", text)])
        XCTAssertGreaterThan(findings.count, 4 * ChunkedRendering.itemsPerChunk)
        return AuditReport(vocabularyName: "apple-vision-rev1", vocabularyCount: 1303,
                           mappings: [.init(category: "soft", path: "mappings/soft.txt", entries: repeats + 3)], findings: findings)
    }

    /// The text report of many findings, rendered in chunks, is each finding's line in order,
    /// as the line of one finding alone is written, then the summary.
    func testALargeTextReportIsEveryLineInOrder() throws {
        let report = try largeReport()
        let reporter = TextReporter()
        let expected = report.findings.map { reporter.line(for: $0) + "\n" }.joined() + ReportText.summary(report) + "\n"
        XCTAssertEqual(reporter.render(report), expected)
    }

    /// The JSON report of many findings holds every finding once, in report order, and the findings array is
    /// laid out as `JSONValue` lays out an array of objects.
    func testALargeJSONReportHoldsEveryFindingInOrder() throws {
        let report = try largeReport()
        let output = JSONReporter().render(report)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(document["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, report.findings.count)
        for (object, finding) in zip(findings, report.findings) {
            XCTAssertEqual(object["line"] as? Int, finding.line)
            XCTAssertEqual(object["message"] as? String, finding.message)
        }
        var array = ""
        JSONValue.writeItems(report.findings.count, to: &array, indent: "  ") { index, out, indent in
            var bytes = ReportBytes()
            JSONReporter.write(report.findings[index], to: &bytes, indent: indent.utf8.count)
            out.write(String(decoding: bytes.bytes, as: UTF8.self))
        }
        XCTAssertTrue(output.contains("\"findings\": " + array + ",\n"))
    }
}
