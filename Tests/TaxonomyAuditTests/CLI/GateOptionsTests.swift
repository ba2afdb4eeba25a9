import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

final class GateOptionsTests: XCTestCase {
    func testParsesTheGateOptions() throws {
        let options = try check(["--diff", "--base=origin/main", "--baseline", "b.json", "--strict-baseline", "mappings"])
        XCTAssertEqual(options.mode, .diff)
        XCTAssertEqual(options.gate.base, "origin/main")
        XCTAssertEqual(options.gate.baseline, "b.json")
        XCTAssertTrue(options.gate.strictBaseline)
        XCTAssertEqual(options.paths, ["mappings"])
        XCTAssertEqual(try check(["--write-baseline", "w.json"]).gate.writeBaseline, "w.json")
        XCTAssertThrowsError(try check(["--base"])) { error in
            XCTAssertEqual(error as? AuditError, .usage("--base needs a value"))
        }
    }

    private func check(_ arguments: [String]) throws -> CheckOptions {
        guard case let .run(options) = try CommandTable.check.parse(arguments) else { throw AuditError.usage("not a run") }
        return options
    }

    /// The built binary accepts every format and says which exist when given another.
    func testEveryFormatRunsFromTheCommandLine() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["vocabulary.txt": "pillow\nsofa\n", "mappings/soft.txt": "pillow\ncotton\n"], in: directory)
        let starts: [OutputFormat: String] = [
            .text: "mappings/soft.txt:2:1: error: [dead-entry]", .json: "{\n  \"vocabulary\"", .sarif: "{\n  \"$schema\"",
            .github: "::error file=mappings/soft.txt,line=2,col=1,title=dead-entry::", .junit: "<?xml version=\"1.0\"",
            .markdown: "## audit: 1 finding (1 error, 0 warnings, 0 notes)\n",
            .xcode: "mappings/soft.txt:2:1: error: [dead-entry]",
        ]
        for format in OutputFormat.allCases {
            let run = try TestSupport.runAudit(["--vocabulary", "vocabulary.txt", "--format", format.rawValue], in: directory)
            XCTAssertEqual(run.status, 1, format.rawValue)
            XCTAssertTrue(run.output.hasPrefix(starts[format]!), run.output)
        }
        let bad = try TestSupport.runAudit(["--format", "xml"], in: directory)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.error.contains("--format must be one of text, json, sarif, github, junit, markdown, xcode, not `xml`"), bad.error)
    }
}
