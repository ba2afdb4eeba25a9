import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// How `audit replay` reads capture files: CRLF line ends, confidences outside 0…1, what a malformed line
/// says, a FIFO, and a last line cut short by a recorder stopped mid-write.
final class CaptureInputEndToEndTests: XCTestCase {
    var directory: URL!

    static let sofa = #"{"observations": [{"identifier": "sofa", "confidence": 0.5}], "expected": "soft"}"#
    static let brick = #"{"observations": [{"identifier": "brick", "confidence": 0.5}], "expected": "hard"}"#

    override func setUpWithError() throws {
        directory = try TestSupport.temporaryDirectory(self)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try TestSupport.write(["mappings/soft.txt": "sofa\n", "mappings/hard.txt": "brick\n"], in: directory)
    }

    func run(_ arguments: [String]) throws -> TestSupport.RunResult {
        try TestSupport.runAudit(arguments, in: directory)
    }

    func testCRLFLineEndsAreRead() throws {
        try TestSupport.write(["crlf.jsonl": Self.sofa + "\r\n" + Self.brick + "\r\n\r\n", "one.json": Self.sofa + "\r\n"], in: directory)
        let result = try run(["replay", "crlf.jsonl", "one.json", "--mappings", "mappings"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.contains("crlf.jsonl:1: soft (decided by sofa 0.5); expected soft: matches\n"), result.output)
        XCTAssertTrue(result.output.contains("crlf.jsonl:2: hard (decided by brick 0.5); expected hard: matches\n"), result.output)
        XCTAssertTrue(result.output.contains("3 captures"), result.output)
    }

    func testConfidencesOutsideZeroToOneAreRejectedWithTheLine() throws {
        for (confidence, shown) in [("2.5", "2.5"), ("-1", "-1.0"), ("1.0000001", "1.0000001")] {
            try TestSupport.write(["bad.jsonl": Self.sofa + "\n" + #"{"observations": [{"identifier": "a", "confidence": 0.1}, {"identifier": "sofa", "confidence": \#(confidence)}]}"# + "\n"],
                                  in: directory)
            let result = try run(["replay", "bad.jsonl", "--mappings", "mappings"])
            XCTAssertEqual(result.status, 2, confidence)
            XCTAssertEqual(result.error, "audit: bad.jsonl:2: observation 2: confidence \(shown) is outside 0…1\n")
            XCTAssertEqual(result.output, "")
        }
        try TestSupport.write(["edges.jsonl": #"{"observations": [{"identifier": "sofa", "confidence": 1}, {"identifier": "x", "confidence": 0}]}"# + "\n"],
                              in: directory)
        XCTAssertEqual(try run(["replay", "edges.jsonl", "--mappings", "mappings"]).status, 0)
    }

    func testAMalformedLineSaysWhatIsWrong() throws {
        try TestSupport.write(["huge.jsonl": #"{"observations": [{"identifier": "sofa", "confidence": 1e400}]}"# + "\n",
                               "nan.jsonl": #"{"observations": [{"identifier": "sofa", "confidence": NaN}]}"# + "\n" + Self.sofa + "\n",
                               "pretty.json": "{\n  \"observations\": [\n    {\"identifier\": \"sofa\", \"confidence\": 0.5},\n  ]\n}\n"],
                              in: directory)
        let huge = try run(["replay", "huge.jsonl", "--mappings", "mappings"])
        XCTAssertEqual(huge.status, 2)
        XCTAssertEqual(huge.error, "audit: huge.jsonl:1: not a JSON object: the number 1e400 is out of range, column 56\n")
        let nan = try run(["replay", "nan.jsonl", "--mappings", "mappings"])
        XCTAssertEqual(nan.status, 2)
        XCTAssertTrue(nan.error.hasPrefix("audit: nan.jsonl:1: not a JSON object: `N` where a value was expected"), nan.error)
        let pretty = try run(["replay", "pretty.json", "--mappings", "mappings"])
        XCTAssertEqual(pretty.status, 2)
        XCTAssertEqual(pretty.error, "audit: pretty.json:3: not valid JSON (one capture object, or JSON Lines): a trailing comma before `]`, column 46\n")
    }

    func testACaptureIsReadFromAFIFO() throws {
        let fifo = directory.appendingPathComponent("live.jsonl")
        XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
        let writer = Thread {
            guard let handle = FileHandle(forWritingAtPath: fifo.path) else { return }
            handle.write(Data((Self.sofa + "\n").utf8))
            try? handle.close()
        }
        writer.start()
        let result = try run(["replay", "live.jsonl", "--mappings", "mappings"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.hasPrefix("live.jsonl:1: soft (decided by sofa 0.5); expected soft: matches\n"), result.output)
        let device = try run(["replay", "/dev/zero", "--mappings", "mappings"])
        XCTAssertEqual(device.status, 2, "a device that never ends is not read")
        XCTAssertEqual(device.error, "audit: /dev/zero: is not a regular file or a FIFO, not a capture file\n")
    }

    func testALastLineCutShortIsSkippedWithANote() throws {
        let torn = #"{"observations": [{"identifier": "sofa", "confidence": 0.5}, {"iden"#
        try TestSupport.write(["torn.jsonl": Self.sofa + "\n" + Self.brick + "\n" + torn,
                               "middle.jsonl": Self.sofa + "\n" + torn + "\n" + Self.brick + "\n",
                               "only.jsonl": torn], in: directory)
        let result = try run(["replay", "torn.jsonl", "--mappings", "mappings"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.error,
                       "audit replay: torn.jsonl:3: skipped: the last line is cut short (no newline ends it and it is not a whole JSON object)\n")
        XCTAssertTrue(result.output.contains("2 captures"), result.output)
        let middle = try run(["replay", "middle.jsonl", "--mappings", "mappings"])
        XCTAssertEqual(middle.status, 2, "a broken line that a newline ends is no torn write")
        XCTAssertTrue(middle.error.hasPrefix("audit: middle.jsonl:2: not a JSON object: "), middle.error)
        var cut = Data((Self.sofa + "\n").utf8)
        cut.append(contentsOf: Array(#"{"observations": [{"identifier": "caf"#.utf8) + [0xC3])
        try cut.write(to: directory.appendingPathComponent("cut.jsonl"))
        let midCharacter = try run(["replay", "cut.jsonl", "--mappings", "mappings"])
        XCTAssertEqual(midCharacter.status, 0, "a line cut inside a character is torn too: " + midCharacter.error)
        XCTAssertTrue(midCharacter.error.hasPrefix("audit replay: cut.jsonl:2: skipped: "), midCharacter.error)
        var latin1 = Data((Self.sofa + "\n").utf8)
        latin1.append(contentsOf: Array(#"{"observations": [{"identifier": "caf"#.utf8) + [0xE9] + Array(#"", "confidence": 0.5}]}"#.utf8) + [0x0A])
        try latin1.write(to: directory.appendingPathComponent("latin1.jsonl"))
        let notUTF8 = try run(["replay", "latin1.jsonl", "--mappings", "mappings"])
        XCTAssertEqual(notUTF8.status, 2)
        XCTAssertTrue(notUTF8.error.hasPrefix("audit: latin1.jsonl:2: not a JSON object: a string that is not UTF-8"), notUTF8.error)
        let only = try run(["replay", "only.jsonl", "--mappings", "mappings"])
        XCTAssertEqual(only.status, 2)
        XCTAssertTrue(only.error.hasPrefix("audit: only.jsonl:1: the only line is cut short"), only.error)
    }
}
