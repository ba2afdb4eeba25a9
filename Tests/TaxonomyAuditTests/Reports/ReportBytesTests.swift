import XCTest
@testable import TaxonomyAudit

final class ReportBytesTests: XCTestCase {
    private func quoted(_ text: String) -> String {
        var json = ReportBytes()
        json.appendQuoted(text)
        return String(decoding: json.bytes, as: UTF8.self)
    }

    /// Every string is written byte for byte as `JSONValue` writes it: each control character, quotes and
    /// backslashes escaped, everything else (DEL, non-ASCII, a combining mark after a quote) as is.
    func testQuotedStringsMatchTheValueWriter() {
        var texts = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) + "x" }
        texts += ["", "plain", "\"quoted\"", "back\\slash", "tab\tnew\nline\r\n", "\u{7F}", "é\u{301}", "\"\u{301}",
                  "👨‍👩‍👧 #", "\u{1B}[31mred\u{1B}[0m", "\u{2028}\u{202E}", String(repeating: "long \"text\" ", count: 500)]
        for text in texts {
            var expected = ""
            JSONValue.writeString(text, to: &expected)
            XCTAssertEqual(quoted(text), expected, text.debugDescription)
        }
        XCTAssertEqual(quoted("\u{1}\u{1F}"), "\"\\u0001\\u001f\"")
    }

    func testNumbersAreWrittenInDecimal() {
        for number in [0, 1, -1, 9, 10, 99, 100, 1_020_001, -42, Int.max, Int.min] {
            var json = ReportBytes()
            json.append(number)
            XCTAssertEqual(String(decoding: json.bytes, as: UTF8.self), String(number))
        }
        var json = ReportBytes()
        json.append(Int?.none)
        XCTAssertEqual(String(decoding: json.bytes, as: UTF8.self), "null")
    }

    /// Indents of every width, within the literal the short ones are copied from and past it.
    func testSpacesOfAnyCount() {
        for count in [0, 1, 2, 63, 64, 65, 200] {
            var json = ReportBytes()
            json.append("[")
            json.appendSpaces(count)
            json.append("]")
            XCTAssertEqual(String(decoding: json.bytes, as: UTF8.self), "[" + String(repeating: " ", count: count) + "]")
        }
    }

    /// Bytes are handed on only past a chunk (or when forced), and whole.
    func testFlushHandsOnWholeChunks() {
        var json = ReportBytes()
        var out = ""
        json.write("small")
        json.flush(to: &out)
        XCTAssertEqual(out, "")
        json.write(String(repeating: "é", count: ReportBytes.chunkBytes))
        json.flush(to: &out)
        XCTAssertEqual(out, "small" + String(repeating: "é", count: ReportBytes.chunkBytes))
        XCTAssertTrue(json.bytes.isEmpty)
        json.write("end")
        json.flush(to: &out, force: true)
        XCTAssertTrue(out.hasSuffix("éend"))
    }

    /// A finding with every member filled (suggestions, related entries and their places, both marks) is written
    /// as the same object built as a `JSONValue` is, at any depth.
    func testAFindingIsWrittenAsItsValueWouldBe() {
        let finding = Finding(rule: .catchAll, severity: .warning, category: "soft \"things\"", subject: "clothing",
                              path: "mappings/soft.txt", line: 3, column: 2, message: "takes over\tbathrobe",
                              suggestions: [Suggestion(identifier: "cloak", kind: .meaning, reason: "a \"cloak\" is clothing"),
                                            Suggestion(identifier: "poncho", kind: .spelling, reason: "close")],
                              related: ["bathrobe", "wetsuit"],
                              relatedLocations: [RelatedLocation(identifier: "bathrobe", path: "mappings/hard.txt", line: 7)])
        let value = JSONValue.object([
            ("rule", .string("catch-all")), ("severity", .string("warning")), ("category", .string("soft \"things\"")),
            ("identifier", .string("clothing")), ("path", .string("mappings/soft.txt")), ("line", .int(3)), ("column", .int(2)),
            ("message", .string("takes over\tbathrobe")), ("suggestions", .array([.string("cloak"), .string("poncho")])),
            ("suggestionDetails", .array([
                .object([("identifier", .string("cloak")), ("kind", .string("meaning")), ("reason", .string("a \"cloak\" is clothing"))]),
                .object([("identifier", .string("poncho")), ("kind", .string("spelling")), ("reason", .string("close"))]),
            ])),
            ("related", .array([.string("bathrobe"), .string("wetsuit")])),
            ("relatedLocations", .array([.object([("identifier", .string("bathrobe")), ("path", .string("mappings/hard.txt")), ("line", .int(7))])])),
            ("status", .string("introduced")), ("baselined", .bool(false)),
        ])
        for indent in [0, 4] {
            var json = ReportBytes()
            JSONReporter.write(finding, mark: FindingMark(status: .introduced, baselined: false), to: &json, indent: indent)
            var expected = ""
            value.write(to: &expected, indent: String(repeating: " ", count: indent))
            XCTAssertEqual(String(decoding: json.bytes, as: UTF8.self), expected)
        }
        let plain = Finding(rule: .duplicate, severity: .warning, category: "soft", subject: "pillow", path: "soft.txt",
                            line: nil, column: nil, message: "m")
        var json = ReportBytes()
        JSONReporter.write(plain, to: &json, indent: 2)
        XCTAssertEqual(String(decoding: json.bytes, as: UTF8.self), """
            {
                "rule": "duplicate",
                "severity": "warning",
                "category": "soft",
                "identifier": "pillow",
                "path": "soft.txt",
                "line": null,
                "column": null,
                "message": "m",
                "suggestions": [],
                "suggestionDetails": [],
                "related": []
              }
            """)
    }
}
