import Foundation
import XCTest
@testable import TaxonomyAudit

final class ChunkedRenderingTests: XCTestCase {
    /// Every item is rendered once, into the chunk of its range, and the chunks come out in item order however
    /// many are rendered at a time.
    func testChunksComeOutInItemOrderWhateverTheLanes() {
        let count = 3 * ChunkedRendering.itemsPerChunk + 17
        let expected = (0..<count).map { "\($0)\n" }.joined()
        for lanes in [1, 2, 3, 5] {
            var text = ""
            var out = BufferedOutput { text += $0 }
            ChunkedRendering.render(count, to: &out, lanes: lanes) { range, bytes in
                for index in range { bytes.write("\(index)\n") }
            }
            out.flush()
            XCTAssertEqual(text, expected, "\(lanes) lanes")
        }
        var text = "unchanged"
        var out = BufferedOutput { text += $0 }
        ChunkedRendering.render(0, to: &out) { _, _ in XCTFail("no item to render") }
        out.flush()
        XCTAssertEqual(text, "unchanged")
    }

    /// With many more chunks than the lanes hold at once, the first the last to be rendered and the last one
    /// short, lanes render ahead only into free slots and every chunk still comes out once, in item order.
    func testChunksComeOutInItemOrderWhenTheFirstChunkIsTheSlowest() {
        let count = 20 * ChunkedRendering.itemsPerChunk + 5
        let expected = (0..<count).map { "\($0)\n" }.joined()
        for lanes in [1, 2, 3] {
            var text = ""
            var out = BufferedOutput { text += $0 }
            ChunkedRendering.render(count, to: &out, lanes: lanes) { range, bytes in
                if range.lowerBound == 0 { Thread.sleep(forTimeInterval: 0.05) }
                for index in range { bytes.write("\(index)\n") }
            }
            out.flush()
            XCTAssertEqual(text, expected, "\(lanes) lanes")
        }
    }

    /// A report long enough to render on several threads.
    private func largeReport() throws -> AuditReport {
        let repeats = ChunkedRendering.minimumItemsForThreads + 3 * ChunkedRendering.itemsPerChunk / 2
        let text = "sofa\npillow\n" + (0..<repeats).map { $0 % 3 == 0 ? "pillow\n" : $0 % 3 == 1 ? "  sofa\n" : "!pillow\n" }.joined()
            + "!pillow\n"
        let findings = try TestSupport.audit([("soft", text)])
        XCTAssertGreaterThan(findings.count, ChunkedRendering.minimumItemsForThreads)
        return AuditReport(vocabularyName: "apple-vision-rev1", vocabularyCount: 1303,
                           mappings: [.init(category: "soft", path: "mappings/soft.txt", entries: repeats + 3)], findings: findings)
    }

    /// The text report of many findings, rendered in chunks on several threads, is each finding's line in order,
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
