import Foundation
import XCTest
@testable import TaxonomyAudit

/// The writer against Foundation's `JSONSerialization` with `[.sortedKeys, .withoutEscapingSlashes]`, which
/// the language server's replies were written with.
final class CompactJSONWriterTests: XCTestCase {
    /// A message like the server's, with `null` given as each side spells it.
    private func message(null: Any) -> [String: Any] {
        [
            "jsonrpc": "2.0", "id": 7, "result": null,
            "params": [
                "uri": "file:///tmp/a%20b/zoo.txt",
                "text": "quote \" backslash \\ slash / tab \t newline \n cr \r bs \u{08} ff \u{0C} nul \u{00} us \u{1F} del \u{7F} é😀",
                "numbers": [0, -3, 1.5, 1.0, -0.0, 0.1, 1e20, 1.2345678901234567e+19, 2.5e-7] as [Any],
                "flags": [true, false],
                "empty": [String: Any](), "none": [Any](),
                "textDocument": 1, "textEdit": 2, "text_": 3, "Zeta": 4, "alpha": 5, "isIncomplete": false, "items": [null],
            ] as [String: Any],
        ]
    }

    func testBytesAreFoundations() throws {
        let ours = try CompactJSONWriter.data(message(null: JSONInput.null))
        let theirs = try JSONSerialization.data(withJSONObject: message(null: NSNull()), options: [.sortedKeys, .withoutEscapingSlashes])
        XCTAssertEqual(String(decoding: ours, as: UTF8.self), String(decoding: theirs, as: UTF8.self))
    }

    func testOutputReadsBackToTheValue() throws {
        let written = try CompactJSONWriter.data(message(null: JSONInput.null))
        let read = try JSONSerialization.jsonObject(with: written)
        XCTAssertEqual(JSONReaderTests.converted(read), JSONReaderTests.converted(message(null: NSNull())))
        XCTAssertEqual(try JSONReader.read(written), JSONReaderTests.converted(message(null: NSNull())))
    }

    func testSortedKeysAndUnescapedSlashes() throws {
        let written = try CompactJSONWriter.data(["uri": "file:///a/b", "id": 2, "error": ["message": "no", "code": -32601] as [String: Any]])
        XCTAssertEqual(String(decoding: written, as: UTF8.self), #"{"error":{"code":-32601,"message":"no"},"id":2,"uri":"file:///a/b"}"#)
        XCTAssertEqual(["textEdit", "text_", "Zeta", "textDocument", "alpha", "text", "a"].sorted(by: CompactJSONWriter.precedes),
                       ["a", "alpha", "text", "text_", "textDocument", "textEdit", "Zeta"])
    }

    func testReadValuesAreWrittenBack() throws {
        let text = #"{"a":[1,1.5,"x/y",null,true,{}],"b":-0.25,"c":9007199254740993}"#
        XCTAssertEqual(String(decoding: try CompactJSONWriter.data(JSONReader.read(text.utf8)), as: UTF8.self), text)
    }

    func testWhatJSONCannotHoldIsAnError() {
        XCTAssertThrowsError(try CompactJSONWriter.data(["n": Double.nan]))
        XCTAssertThrowsError(try CompactJSONWriter.data([Double.infinity]))
        XCTAssertThrowsError(try CompactJSONWriter.data(["d": Date()]))
    }
}
