#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The base protocol of the language server: messages framed by a `Content-Length` header (other headers,
/// such as `Content-Type`, are read and ignored), each body one UTF-8 JSON value.
enum MessageFraming {
    /// One framed message read from the stream, or why a header could not be read.
    enum Frame: Equatable {
        case body(Data)
        /// A header block without a usable `Content-Length`; the reader has skipped to the next header.
        case badHeader(String)
    }

    /// `body` with its header.
    static func frame(_ body: Data) -> Data {
        var data = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        data.append(body)
        return data
    }

    /// Splits framed messages off the front of a byte buffer as bytes arrive.
    struct Reader {
        private var buffer = Data()
        /// The largest body accepted; a longer `Content-Length` is a bad header.
        static let maximumBodyLength = 64 << 20
        private static let separator = Data("\r\n\r\n".utf8)
        private static let contentLength = Data("content-length:".utf8)

        mutating func append(_ data: Data) {
            buffer.append(data)
        }

        /// The next complete frame, or nil when more bytes are needed.
        mutating func next() -> Frame? {
            guard let end = buffer.firstRange(ofBytes: Self.separator) else { return nil }
            let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
            let bodyStart = end.upperBound
            switch Self.length(in: header) {
            case .success(let length):
                guard buffer.distance(from: bodyStart, to: buffer.endIndex) >= length else { return nil }
                let bodyEnd = buffer.index(bodyStart, offsetBy: length)
                let body = Data(buffer[bodyStart..<bodyEnd])
                buffer = Data(buffer[bodyEnd...])
                return .body(body)
            case .failure(let reason):
                skipToNextHeader(after: bodyStart)
                return .badHeader(reason.reason)
            }
        }

        /// Drops everything before the next `Content-Length` header after `start` (what followed a bad
        /// header is taken for its body); keeps nothing when there is none yet.
        private mutating func skipToNextHeader(after start: Data.Index) {
            let lowered = Data(buffer[start...].map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 })
            if let next = lowered.firstRange(ofBytes: Self.contentLength) {
                buffer = Data(buffer[buffer.index(start, offsetBy: lowered.distance(from: lowered.startIndex, to: next.lowerBound))...])
            } else {
                buffer = Data()
            }
        }

        private struct HeaderError: Error {
            let reason: String
        }

        /// The `Content-Length` of a header block, or why it has none that can be used.
        private static func length(in header: String) -> Result<Int, HeaderError> {
            var length: Int?
            for line in header.components(separatedBy: "\r\n") {
                guard let colon = line.firstIndex(of: ":") else {
                    return .failure(HeaderError(reason: "header line without a colon: \(line.prefix(80))"))
                }
                let name = line[..<colon].trimmingWhitespace().lowercased()
                let value = line[line.index(after: colon)...].trimmingWhitespace()
                if name == "content-length" {
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
    let id: Any?
    let method: String?
    let params: [String: Any]

    /// Parses a body; the error is the JSON-RPC error to answer with, and the id to answer to when known.
    static func parse(_ body: Data) -> Result<RPCMessage, RPCFailure> {
        let value: JSONInput
        do {
            value = try JSONReader.read(body)
        } catch {
            return .failure(RPCFailure(id: nil, code: .parseError, message: "the body is not valid JSON"))
        }
        guard let object = value.object else {
            return .failure(RPCFailure(id: nil, code: .invalidRequest, message: "a message must be a JSON object"))
        }
        // An id is answered as it came: a string or a number (or, as ever accepted, a boolean); null is no id.
        let id: Any?
        switch object["id"] {
        case nil, .null?: id = nil
        case .string?, .integer?, .number?, .bool?: id = object["id"]?.plain
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

/// A message the server cannot act on, with the error to answer.
struct RPCFailure: Error {
    let id: Any?
    let code: RPCError
    let message: String
}
