import TestSupport
import XCTest
@testable import TaxonomyAudit

/// JSON lists and property lists are read by grammars that cannot trap or exhaust the stack: a bad escape or
/// a document nested past the limit is an input error naming the file and line, from the library and from
/// the binary.
final class StructuredInputLimitsTests: XCTestCase {
    func testABadSurrogateEscapeInAJSONListIsAnInputError() {
        CodeFixtures.assertInputError("soft.json", "{\"soft\": [\"sofa\", \"\\uD800\\u0041\"]}", line: 1, containing: "lone surrogate")
        CodeFixtures.assertInputError("soft.json", "{\"soft\": [\n  \"sofa\",\n  \"\\uDC00\"\n]}", line: 3, containing: "lone surrogate")
        CodeFixtures.assertInputError("soft.json", "[\"\\uD83D\"]", line: 1, containing: "lone surrogate")
    }

    func testTheJSONListReaderSharesTheStrictGrammar() {
        // What the configuration reader rejects, the list reader rejects too, at the line of the problem.
        CodeFixtures.assertInputError("soft.json", "{\"soft\": [\"sofa\",\n]}", line: 1, containing: "trailing comma")
        CodeFixtures.assertInputError("soft.json", "{\"soft\": [\"sofa\"],\n \"hard\": [01]}", line: 2, containing: "leading zero")
        CodeFixtures.assertInputError("soft.json", "{\"soft\": [\"sofa\"]}\n\n{}", line: 3, containing: "after the JSON value")
        CodeFixtures.assertInputError("soft.json", "{\"soft\": [\"so\\qfa\"]}", line: 1, containing: "invalid escape")
    }

    func testEscapedEntriesKeepTheirPositions() throws {
        let document = try CodeFixtures.document(named: "m.json", "{\n  \"soft\": [\"\\u0073ofa\", \"\\uD83D\\uDECB\",\n    \"pillow\"]\n}\n")
        XCTAssertEqual(CodeFixtures.summary(document), ["soft: sofa@2:12, \u{1F6CB}@2:25, pillow@3:5"])
    }

    func testJSONNestedPastTheLimitIsAnInputError() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        CodeFixtures.assertInputError("soft.json", deep, line: 1, containing: "nested deeper than 512 levels")
    }

    func testAPropertyListNestedPastTheLimitIsAnInputError() {
        let deep = "<plist>\n" + String(repeating: "<array>", count: 100_000) + String(repeating: "</array>", count: 100_000) + "</plist>\n"
        CodeFixtures.assertInputError("Soft.plist", deep, line: 2, containing: "elements nested deeper than 512 levels")
    }

    func testAPropertyListAtTheLimitIsReadForItsShape() {
        // 512 levels (the <plist> and 511 arrays) are read; the error is then about what they hold.
        let atLimit = "<plist>" + String(repeating: "<array>", count: 511) + String(repeating: "</array>", count: 511) + "</plist>"
        CodeFixtures.assertInputError("Soft.plist", atLimit, line: 1, containing: "holds a <array>, not a <string>")
        let pastLimit = "<plist>" + String(repeating: "<array>", count: 512) + String(repeating: "</array>", count: 512) + "</plist>"
        CodeFixtures.assertInputError("Soft.plist", pastLimit, line: 1, containing: "nested deeper than 512")
    }

    func testTheBinaryExitsWithAnInputErrorNotASignal() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let deepPlist = "<plist>" + String(repeating: "<dict>", count: 60_000) + String(repeating: "</dict>", count: 60_000) + "</plist>\n"
        try TestSupport.write(["bad.json": "{\"soft\": [\"sofa\", \"\\uD800\\u0041\"]}\n", "Deep.plist": deepPlist], in: directory)
        let json = try TestSupport.runAudit(["bad.json"], in: directory)
        XCTAssertEqual(json.status, 2, json.error)
        XCTAssertEqual(json.error, "audit: bad.json:1: invalid JSON: a lone surrogate `\\uD800` (followed by `\\u0041`, not a low surrogate)\n")
        let plist = try TestSupport.runAudit(["Deep.plist"], in: directory)
        XCTAssertEqual(plist.status, 2, plist.error)
        XCTAssertEqual(plist.error, "audit: Deep.plist:1: not a property list: elements nested deeper than 512 levels\n")
    }
}
