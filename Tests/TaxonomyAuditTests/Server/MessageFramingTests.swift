import Foundation
import XCTest
@testable import TaxonomyAudit

final class MessageFramingTests: XCTestCase {
    private func bodies(_ frames: [MessageFraming.Frame]) -> [String] {
        frames.map {
            switch $0 {
            case .body(let data): return String(decoding: data, as: UTF8.self)
            case .badHeader: return "<bad header>"
            }
        }
    }

    private func drain(_ reader: inout MessageFraming.Reader) -> [MessageFraming.Frame] {
        var frames: [MessageFraming.Frame] = []
        while let frame = reader.next() { frames.append(frame) }
        return frames
    }

    func testFramesWaitForTheWholeBodyAndCountBytes() {
        var reader = MessageFraming.Reader()
        let body = #"{"text":"é😀"}"#  // 13 characters, 17 bytes
        let framed = MessageFraming.frame(Data(body.utf8))
        XCTAssertEqual(String(decoding: framed.prefix(22), as: UTF8.self), "Content-Length: 17\r\n\r\n")
        reader.append(framed.prefix(25))
        XCTAssertNil(reader.next())
        reader.append(framed.dropFirst(25) + MessageFraming.frame(Data("{}".utf8)))
        XCTAssertEqual(bodies(drain(&reader)), [body, "{}"])
    }

    func testOtherHeadersAndCaseAreAccepted() {
        var reader = MessageFraming.Reader()
        reader.append(Data("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8))
        XCTAssertEqual(bodies(drain(&reader)), ["{}"])
    }

    func testABadHeaderIsReportedAndTheNextMessageRead() {
        var reader = MessageFraming.Reader()
        reader.append(Data("Content-Length: ten\r\n\r\n{\"lost\":1}Content-Length: 2\r\n\r\n{}".utf8))
        XCTAssertEqual(bodies(drain(&reader)), ["<bad header>", "{}"])
        reader.append(Data("garbage\r\n\r\nContent-Length: 2\r\n\r\n[]".utf8))
        XCTAssertEqual(bodies(drain(&reader)), ["<bad header>", "[]"])
        reader.append(Data("Content-Type: x\r\n\r\n".utf8))
        XCTAssertEqual(drain(&reader), [.badHeader("no Content-Length header")])
    }

    func testARepeatedContentLengthIsABadHeaderAndTheNextMessageIsRead() {
        var reader = MessageFraming.Reader()
        reader.append(Data("Content-Length: 2\r\nContent-Length: 200\r\n\r\n{}Content-Length: 2\r\n\r\n[]".utf8))
        XCTAssertEqual(drain(&reader), [.badHeader("a repeated Content-Length header"), .body(Data("[]".utf8))])
        reader.append(Data("Content-Length: 2\r\ncontent-length: 2\r\n\r\n{}".utf8))
        XCTAssertEqual(drain(&reader), [.badHeader("a repeated Content-Length header")], "even with the same value")
    }

    func testHeadersAreCapped() {
        let message = MessageFraming.frame(Data("{}".utf8))
        var reader = MessageFraming.Reader()
        // 400,000 header lines: one bad header, then the message's own Content-Length is found.
        reader.append(Data(String(repeating: "X-A: b\r\n", count: 400_000).utf8) + message)
        XCTAssertEqual(drain(&reader), [.badHeader("more than \(MessageFraming.Reader.maximumLineCount) header lines"), .body(Data("{}".utf8))])
        // A 20 MB line without a colon, then a message.
        reader.append(Data(repeating: UInt8(ascii: "A"), count: 20 << 20) + Data("\r\n".utf8) + message)
        XCTAssertEqual(drain(&reader), [.badHeader("a header line longer than \(MessageFraming.Reader.maximumLineLength) bytes"),
                                        .body(Data("{}".utf8))])
        // A header that arrives a byte at a time, looked for after each byte, and a stream of zeros.
        for byte in Data(String(repeating: "X", count: 200_000).utf8) + Data(count: 1 << 20) + message {
            reader.append(Data([byte]))
            while let frame = reader.next(), frame != .body(Data("{}".utf8)) {
                XCTAssertEqual(frame, .badHeader("a header line longer than \(MessageFraming.Reader.maximumLineLength) bytes"))
            }
        }
    }

    func testMessagesAreClassified() {
        func code(_ text: String) -> Int? {
            guard case .failure(let failure) = RPCMessage.parse(Data(text.utf8)) else { return nil }
            return failure.code.rawValue
        }
        XCTAssertEqual(code("{"), -32700)
        XCTAssertEqual(code("[1]"), -32600)
        XCTAssertEqual(code(#"{"id":1,"method":"x"}"#), -32600, "jsonrpc must be 2.0")
        XCTAssertEqual(code(#"{"jsonrpc":"2.0","id":{},"method":"x"}"#), -32600)
        XCTAssertEqual(code(#"{"jsonrpc":"2.0","id":1,"method":3}"#), -32600)
        XCTAssertEqual(code(#"{"jsonrpc":"2.0","id":1,"method":"x","params":[1]}"#), -32602)
        XCTAssertNil(code(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#))
        guard case .success(let request) = RPCMessage.parse(Data(#"{"jsonrpc":"2.0","id":"7","method":"shutdown"}"#.utf8)) else {
            return XCTFail("a request")
        }
        XCTAssertEqual(request.id as? String, "7")
        XCTAssertEqual(request.method, "shutdown")
    }

    func testALoneSurrogateInAMessageIsReadAsAReplacementCharacter() throws {
        let body = #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"text":"a\ud800b\udc00\ud800\u0041"}}}"#
        guard case .success(let message) = RPCMessage.parse(Data(body.utf8)) else { return XCTFail("a notification") }
        XCTAssertEqual((message.params["textDocument"] as? [String: Any])?["text"] as? String, "a\u{FFFD}b\u{FFFD}\u{FFFD}A")
        XCTAssertThrowsError(try JSONReader.read(Data(#"["\ud800"]"#.utf8)), "other readers still refuse it")
    }

    /// Ids are echoed in the digits they came in, however large; whole numbers within an Int as they were.
    func testIdsAreAnsweredAsWritten() {
        var written = ""
        let server = LanguageServer(write: { written += $0 }, log: { _ in })
        for id in ["1180591620717411303424", "9007199254740993", "1e3", "-0.5"] {
            written = ""
            server.receive(MessageFraming.frame(Data(#"{"id": \#(id), "jsonrpc":"2.0","method":"shutdown"}"#.utf8)))
            XCTAssertTrue(written.hasSuffix(#""id":\#(id),"jsonrpc":"2.0"}"#), written)
        }
        XCTAssertEqual(RPCMessage.numberText(ofMember: "id", in: Array(#"{"x":{"id":1},"i\u0064" : 25e1 ,"s":"\"id\":3"}"#.utf8)), "25e1")
    }

    /// In process: nothing but frames is written, a notification gets no answer, an unknown request gets -32601.
    func testServerAnswersOnlyRequests() throws {
        var written = "", logged = ""
        let server = LanguageServer(write: { written += $0 }, log: { logged += $0 })
        func message(_ text: String) -> Data { MessageFraming.frame(Data(text.utf8)) }
        server.receive(message(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#))
        written = ""
        server.receive(message(#"{"jsonrpc":"2.0","method":"workspace/didChangeConfiguration","params":{}}"#))
        XCTAssertEqual(written, "")
        server.receive(message(#"{"jsonrpc":"2.0","id":2,"method":"workspace/symbol","params":{}}"#))
        XCTAssertEqual(written, String(decoding: message(#"{"error":{"code":-32601,"message":"no method `workspace\/symbol`"},"id":2,"jsonrpc":"2.0"}"#.replacingOccurrences(of: "\\/", with: "/")), as: UTF8.self))
        XCTAssertNil(server.exitStatus)
        server.receive(message(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#))
        server.receive(message(#"{"jsonrpc":"2.0","method":"exit"}"#))
        XCTAssertEqual(server.exitStatus, 0)
        XCTAssertEqual(logged, "")
    }
}
