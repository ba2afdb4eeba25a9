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
