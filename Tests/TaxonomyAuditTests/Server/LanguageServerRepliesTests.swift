import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// The server's replies in a session, byte for byte as Foundation's `JSONSerialization` wrote them
/// (`[.sortedKeys, .withoutEscapingSlashes]`).
final class LanguageServerRepliesTests: XCTestCase {
    func testRepliesAreWrittenAsFoundationWroteThem() throws {
        let root = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["m/animals.txt": "cat\ndog\n", "m/zoo.txt": "dog\n"], in: root)
        let zoo = root.appendingPathComponent("m/zoo.txt").absoluteString
        var written = "", logged = ""
        let server = LanguageServer(write: { written += $0 }, log: { logged += $0 })
        let messages: [[String: Any]] = [
            ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]],
            ["jsonrpc": "2.0", "method": "initialized", "params": [:]],
            ["jsonrpc": "2.0", "method": "textDocument/didOpen",
             "params": ["textDocument": ["uri": zoo, "languageId": "plaintext", "version": 1, "text": "sofaa\ncat\nhorse\nhorse\n"]]],
            ["jsonrpc": "2.0", "id": "two", "method": "textDocument/codeAction",
             "params": ["textDocument": ["uri": zoo], "range": ["start": ["line": 0, "character": 0], "end": ["line": 3, "character": 0]],
                        "context": ["diagnostics": []]]],
            ["jsonrpc": "2.0", "id": 3.5, "method": "textDocument/hover",
             "params": ["textDocument": ["uri": zoo], "position": ["line": 1, "character": 1]]],
            ["jsonrpc": "2.0", "id": 4, "method": "textDocument/completion",
             "params": ["textDocument": ["uri": zoo], "position": ["line": 2, "character": 1]]],
            ["jsonrpc": "2.0", "id": 5, "method": "workspace/symbol", "params": [:]],
            ["jsonrpc": "2.0", "id": 6, "method": "shutdown"],
        ]
        for message in messages {
            server.receive(MessageFraming.frame(try JSONSerialization.data(withJSONObject: message)))
        }
        XCTAssertEqual(logged, "")
        var reader = MessageFraming.Reader()
        reader.append(Data(written.utf8))
        var bodies: [Data] = []
        while let frame = reader.next() {
            guard case .body(let body) = frame else { return XCTFail("a bad frame in \(written)") }
            bodies.append(body)
        }
        XCTAssertEqual(bodies.count, 7, "six answers and the diagnostics")
        for body in bodies {
            let value = try JSONSerialization.jsonObject(with: body)
            let foundation = try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes])
            XCTAssertEqual(String(decoding: body, as: UTF8.self), String(decoding: foundation, as: UTF8.self))
        }
        let text = bodies.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
        XCTAssertTrue(text.contains(#""id":"two""#) && text.contains(#""id":3.5"#) && text.contains(#""sortText":""#), text)
    }

    func testSortTextIsPrintfs() {
        for (isRelated, index) in [(true, 0), (false, 7), (true, 99), (false, 12345), (true, 123456)] {
            XCTAssertEqual(LanguageServer.sortText(isRelated: isRelated, index: index), String(format: "%d%05d", isRelated ? 0 : 1, index))
        }
    }
}
