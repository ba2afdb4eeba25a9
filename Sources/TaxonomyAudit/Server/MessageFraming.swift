#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The base protocol of the language server: messages framed by a `Content-Length` header (other headers,
/// such as `Content-Type`, are read and ignored), each body one UTF-8 JSON value. Headers are a few short
/// lines: a longer line, more lines or a longer body than the limits here is a bad header.
package enum MessageFraming {
    /// One framed message read from the stream, or why a header could not be read.
    enum Frame: Equatable {
        case body(Data)
        /// A header block without a usable `Content-Length`; the reader skips to the next `Content-Length`.
        case badHeader(String)
    }

    /// `body` with its header.
    package static func frame(_ body: Data) -> Data {
        var data = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        data.append(body)
        return data
    }

    /// Splits framed messages off the front of a byte buffer as bytes arrive. Each byte is looked at a
    /// bounded number of times, however the bytes are split into reads.
    struct Reader {
        /// The largest body accepted; a longer `Content-Length` is a bad header.
        static let maximumBodyLength = 64 << 20
        /// The longest header line, in bytes without its CRLF.
        static let maximumLineLength = 8 << 10
        /// The most lines one header holds.
        static let maximumLineCount = 32
        private static let contentLength = Array("content-length:".utf8)

        private var buffer: [UInt8] = []
        /// The first byte still needed: the start of the header line being read, of the body, or of the search
        /// for the next `Content-Length` after a bad header.
        private var position = 0
        /// Where the search for the end of the current header line goes on.
        private var scanned = 0
        /// The lines of the header being read.
        private var lines: [String] = []
        /// The length of the body being waited for, once its header was read.
        private var bodyLength: Int?
        /// Whether a bad header was reported and the next `Content-Length` is looked for.
        private var resynchronizing = false

        mutating func append(_ data: Data) {
            buffer.append(contentsOf: data)
        }

        /// The next complete frame, or nil when more bytes are needed.
        mutating func next() -> Frame? {
            defer { compact() }
            while true {
                if resynchronizing {
                    guard let found = Self.firstContentLength(in: buffer, from: position) else {
                        // A `Content-Length` split between reads is found when the rest arrives.
                        position = max(position, buffer.count - (Self.contentLength.count - 1))
                        return nil
                    }
                    position = found
                    scanned = found
                    resynchronizing = false
                }
                if let length = bodyLength {
                    guard buffer.count - position >= length else { return nil }
                    let body = Data(buffer[position..<(position + length)])
                    position += length
                    scanned = position
                    bodyLength = nil
                    return .body(body)
                }
                guard let lineEnd = lineEnd() else {
                    guard buffer.count - position <= Self.maximumLineLength + 1 else {
                        return bad("a header line longer than \(Self.maximumLineLength) bytes", resumeAt: position + 1)
                    }
                    return nil
                }
                let line = buffer[position..<lineEnd]
                position = lineEnd + 2
                scanned = position
                guard line.count <= Self.maximumLineLength else {
                    return bad("a header line longer than \(Self.maximumLineLength) bytes", resumeAt: lineEnd - line.count + 1)
                }
                if !line.isEmpty {
                    lines.append(String(decoding: line, as: UTF8.self))
                    guard lines.count <= Self.maximumLineCount else {
                        return bad("more than \(Self.maximumLineCount) header lines", resumeAt: position)
                    }
                    continue
                }
                switch Self.length(in: lines) {
                case .success(let length):
                    lines = []
                    bodyLength = length
                case .failure(let reason):
                    // What followed the bad header is taken for its body.
                    return bad(reason.reason, resumeAt: position)
                }
            }
        }

        /// The index of the CRLF that ends the header line at `position`, searched from `scanned` on.
        private mutating func lineEnd() -> Int? {
            var index = max(scanned, position)
            while index + 1 < buffer.count {
                if buffer[index] == 0x0D && buffer[index + 1] == 0x0A { return index }
                index += 1
            }
            scanned = index
            return nil
        }

        /// Reports a bad header and looks for the next `Content-Length` from `resumeAt` on.
        private mutating func bad(_ reason: String, resumeAt: Int) -> Frame {
            lines = []
            position = min(resumeAt, buffer.count)
            scanned = position
            resynchronizing = true
            return .badHeader(reason)
        }

        /// Drops the bytes before `position` once they are most of the buffer.
        private mutating func compact() {
            guard position > 65_536, position * 2 > buffer.count else { return }
            buffer.removeFirst(position)
            scanned -= position
            position = 0
        }

        /// Where `content-length:` starts (in any case) from `start` on.
        private static func firstContentLength(in bytes: [UInt8], from start: Int) -> Int? {
            let needle = contentLength
            guard bytes.count >= needle.count else { return nil }
            var index = start
            while index + needle.count <= bytes.count {
                var matched = 0
                while matched < needle.count, Self.lowered(bytes[index + matched]) == needle[matched] { matched += 1 }
                if matched == needle.count { return index }
                index += 1
            }
            return nil
        }

        private static func lowered(_ byte: UInt8) -> UInt8 {
            byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
        }

        private struct HeaderError: Error {
            let reason: String
        }

        /// The `Content-Length` of a header's lines, or why it has none that can be used; a second one is an
        /// error even when it repeats the first, since the two cannot be told apart from a body cut short.
        private static func length(in lines: [String]) -> Result<Int, HeaderError> {
            var length: Int?
            for line in lines {
                guard let colon = line.firstIndex(of: ":") else {
                    return .failure(HeaderError(reason: "header line without a colon: \(line.prefix(80))"))
                }
                let name = line[..<colon].trimmingWhitespace().lowercased()
                let value = line[line.index(after: colon)...].trimmingWhitespace()
                if name == "content-length" {
                    guard length == nil else { return .failure(HeaderError(reason: "a repeated Content-Length header")) }
                    guard let parsed = Int(value), parsed >= 0, parsed <= maximumBodyLength else {
                        return .failure(HeaderError(reason: "bad Content-Length `\(value.prefix(40))`"))
                    }
                    length = parsed
                }
            }
            guard let length else { return .failure(HeaderError(reason: "no Content-Length header")) }
            return .success(length)
        }
    }
}

/// JSON-RPC 2.0 error codes the server answers with.
enum RPCError: Int {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    /// LSP: a request other than `initialize` before `initialize`.
    case serverNotInitialized = -32002
}

/// A JSON-RPC message as read: a request (with an id), a notification (without), or a response to a
/// request of the server's (ignored).
struct RPCMessage {
    /// A string, a number (`Int`, or a `JSONFragment` of its digits) or a boolean; nil for none.
    let id: (any Sendable)?
    let method: String?
    let params: [String: Any]

    /// Parses a body; the error is the JSON-RPC error to answer with, and the id to answer to when known.
    static func parse(_ body: Data) -> Result<RPCMessage, RPCFailure> {
        let value: JSONInput
        do {
            value = try JSONReader.read(body, replacingLoneSurrogates: true)
        } catch {
            return .failure(RPCFailure(id: nil, code: .parseError, message: "the body is not valid JSON"))
        }
        guard let object = value.object else {
            return .failure(RPCFailure(id: nil, code: .invalidRequest, message: "a message must be a JSON object"))
        }
        // An id is answered as it came: a string or a number (or, as ever accepted, a boolean); null is no id. A
        // number that is no `Int` (`1e3`, one beyond 2^63) is answered in the digits it was written with.
        let id: (any Sendable)?
        switch object["id"] {
        case nil, .null?: id = nil
        case .number(let number)?: id = numberText(ofMember: "id", in: Array(body)).map(JSONFragment.init) ?? Int(exactly: number) ?? number
        case .string(let text)?: id = text
        case .integer(let number)?: id = number
        case .bool(let flag)?: id = flag
        case .array?, .object?:
            return .failure(RPCFailure(id: nil, code: .invalidRequest, message: "`id` must be a number or a string"))
        }
        guard object["jsonrpc"] == .string("2.0") else {
            return .failure(RPCFailure(id: id, code: .invalidRequest, message: "`jsonrpc` must be \"2.0\""))
        }
        let method = object["method"]
        if let method, method.string == nil {
            return .failure(RPCFailure(id: id, code: .invalidRequest, message: "`method` must be a string"))
        }
        if method == nil, id == nil {
            return .failure(RPCFailure(id: nil, code: .invalidRequest, message: "a message needs a `method` or an `id`"))
        }
        let params = object["params"]
        if let params, params.object == nil, params != .null {
            return .failure(RPCFailure(id: id, code: .invalidParams, message: "`params` must be an object"))
        }
        return .success(RPCMessage(id: id, method: method?.string, params: params?.object?.mapValues(\.plain) ?? [:]))
    }
}

extension RPCMessage {
    /// The text of the number written as member `key` of the object `body` holds (the last one when the key is
    /// written twice, as the reader keeps it); nil when there is none.
    static func numberText(ofMember key: String, in body: [UInt8]) -> String? {
        var depth = 0, index = 0
        var expectsKey = false
        var lastKey: String?
        var found: String?
        while index < body.count {
            let byte = body[index]
            if byte == UInt8(ascii: "\"") {
                let open = index
                index += 1
                while index < body.count, body[index] != UInt8(ascii: "\"") { index += body[index] == UInt8(ascii: "\\") ? 2 : 1 }
                if depth == 1, expectsKey, index < body.count {
                    lastKey = (try? JSONReader.read(body[open...index], replacingLoneSurrogates: true))?.string
                    expectsKey = false
                }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                expectsKey = depth == 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
            case UInt8(ascii: ","):
                expectsKey = depth == 1
            case UInt8(ascii: ":") where depth == 1:
                var start = index + 1
                while start < body.count, [0x20, 0x09, 0x0A, 0x0D].contains(body[start]) { start += 1 }
                var end = start
                while end < body.count, Array("+-.0123456789eE".utf8).contains(body[end]) { end += 1 }
                if lastKey == key { found = end > start ? String(decoding: body[start..<end], as: UTF8.self) : nil }
                index = max(index, end - 1)
            default:
                break
            }
            index += 1
        }
        return found
    }
}

/// A message the server cannot act on, with the error to answer.
struct RPCFailure: Error {
    /// As `RPCMessage.id`.
    let id: (any Sendable)?
    let code: RPCError
    let message: String
}
