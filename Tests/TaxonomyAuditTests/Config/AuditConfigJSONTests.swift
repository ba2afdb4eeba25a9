import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// `.audit.json` as JSON: what the reader says about a text that is not JSON, and the types it tells apart.
final class AuditConfigJSONTests: XCTestCase {
    private func problem(_ text: String) throws -> String? {
        let directory = try TestSupport.temporaryDirectory(self)
        let path = directory.appendingPathComponent(".audit.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        do {
            _ = try AuditConfig.load(path: path)
            return nil
        } catch {
            return String(describing: error).replacingOccurrences(of: path, with: ".audit.json")
        }
    }

    func testInvalidJSONNamesItsLineAndColumn() throws {
        XCTAssertEqual(try problem("{\n  \"paths\": [\"mappings\"]\n  \"failOn\": \"note\"\n}\n"),
                       ".audit.json:3: not valid JSON (`\"` where `,` or `}` was expected, column 3)")
        XCTAssertEqual(try problem("{\"paths\": [\"mappings\",]}"), ".audit.json:1: not valid JSON (a trailing comma before `]`, column 22)")
        XCTAssertEqual(try problem("\"mappings\""),
                       ".audit.json:1: not valid JSON (the top-level value must be an object or an array, column 1)")
        XCTAssertEqual(try problem("[\"mappings\"]"), ".audit.json:1: must be a JSON object")
    }

    func testBooleansAreNotNumbersNorNumbersStrings() throws {
        XCTAssertEqual(try problem("{\"policy\": {\"threshold\": false}}"), ".audit.json:1: `policy.threshold` must be a number")
        XCTAssertEqual(try problem("{\"thresholds\": {\"kitchen\": \"0.5\"}}"), ".audit.json:1: `thresholds.kitchen` must be a number")
        XCTAssertEqual(try problem("{\"paths\": [\"a\", 1]}"), ".audit.json:1: `paths` must be a list of strings")
        XCTAssertNil(try problem("{\"policy\": {\"top\": 3, \"threshold\": 5e-1}, \"thresholds\": {\"kitchen\": 1}}"))
    }

    func testValuesAreRead() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let path = directory.appendingPathComponent(".audit.json").path
        try Data(#"{"paths": ["m\u0061ppings", "more/"], "policy": {"top": 3, "threshold": 0.25}, "thresholds": {"kitchen": 1}}"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        let config = try AuditConfig.load(path: path)
        XCTAssertEqual(config.paths, ["mappings", "more/"])
        XCTAssertEqual(config.top, 3)
        XCTAssertEqual(config.threshold, 0.25)
        XCTAssertEqual(config.thresholds, ["kitchen": 1])
    }
}
