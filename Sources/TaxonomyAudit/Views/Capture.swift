import CategoryMapping
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One recorded classifier output: the observations of one photo as published, with the category the
/// photo should get when the file says (`"expected"`).
struct Capture: Equatable {
    let path: String
    /// The line of a JSON Lines file; nil for a file holding one capture.
    let line: Int?
    /// In the order recorded.
    let observations: [Observation]
    /// The expected categories (one for a string, several for a list), or nil when not given.
    let expected: [String]?
    /// Whether `expected` was written as a list.
    let expectedIsList: Bool

    /// The captures of the file at `path` (a FIFO too): one JSON object (`Tests/Captures/*.json`), or JSON
    /// Lines, one capture a line (blank lines skipped, a CR before each newline allowed). A malformed
    /// capture is an input error naming file and line, except a last line that no newline ends and that
    /// is no whole JSON object, as a recorder stopped mid-line leaves: it is skipped, and `torn` says where.
    static func load(path: String) throws -> (captures: [Capture], torn: Int?) {
        let bytes = try contents(path)
        let isLines = path.hasSuffix(".jsonl") || path.hasSuffix(".ndjson")
        var wholeError: JSONReadError?
        if !isLines {
            do {
                return ([try capture(try JSONReader.read(bytes, containerOnly: true), path: path, line: nil)], nil)
            } catch let error as JSONReadError {
                wholeError = error
            }
        }
        var captures: [Capture] = []
        var number = 0
        var lineStart = 0
        while lineStart < bytes.count {
            number += 1
            let newline = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n"))
            let line = bytes[lineStart..<(newline ?? bytes.count)]
            lineStart = (newline ?? bytes.count) + 1
            guard line.contains(where: { !Self.isBlank($0) }) else { continue }
            let object: JSONInput
            do throws(JSONReadError) {
                object = try JSONReader.read(line, containerOnly: true)
            } catch {
                if newline == nil, isLines || !captures.isEmpty {
                    guard !captures.isEmpty else {
                        throw AuditError(path: path, line: number, message: "the only line is cut short: no newline ends it and it is not a whole JSON object")
                    }
                    return (captures, number)
                }
                if !isLines, captures.isEmpty, let wholeError {
                    throw AuditError(path: path, line: wholeError.line, message: "not valid JSON (one capture object, or JSON Lines): \(wholeError.problem), column \(wholeError.column)")
                }
                throw AuditError(path: path, line: number, message: "not a JSON object: \(error.problem), column \(error.column)")
            }
            captures.append(try capture(object, path: path, line: number))
        }
        guard !captures.isEmpty else { throw AuditError(path: path, line: nil, message: "holds no capture") }
        return (captures, nil)
    }

    /// Space, tab and CR: what a line of JSON Lines may hold besides its object.
    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// The bytes of the file at `path`, read to its end: a regular file or a FIFO.
    private static func contents(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            throw AuditError(path: path, line: nil, message: code == ENOENT || code == ENOTDIR ? "no such file"
                             : "cannot read file (\(SystemErrorText.describe(errno: code)))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw AuditError(path: path, line: nil, message: "cannot read file") }
        let type = UInt32(status.st_mode) & UInt32(S_IFMT)
        guard type == UInt32(S_IFREG) || type == UInt32(S_IFIFO) else {
            throw AuditError(path: path, line: nil, message: type == UInt32(S_IFDIR) ? "is a directory, not a capture file"
                             : "is not a regular file or a FIFO, not a capture file")
        }
        var bytes: [UInt8] = []
        guard FileSystem.readToEnd(descriptor, into: &bytes) else {
            throw AuditError(path: path, line: nil, message: "cannot read file (\(SystemErrorText.describe(errno: errno)))")
        }
        return bytes
    }

    private static func capture(_ object: JSONInput, path: String, line: Int?) throws -> Capture {
        func problem(_ message: String) -> AuditError { AuditError(path: path, line: line, message: message) }
        guard let object = object.object else { throw problem("a capture must be a JSON object") }
        guard let list = object["observations"]?.array else {
            throw problem("a capture needs `observations`: a list of {\"identifier\", \"confidence\"}")
        }
        var observations: [Observation] = []
        for (index, item) in list.enumerated() {
            guard let item = item.object, let identifier = item["identifier"]?.string, let confidence = item["confidence"]?.number else {
                throw problem("observation \(index + 1) needs a string `identifier` and a number `confidence`")
            }
            guard (0...1).contains(confidence) else {
                throw problem("observation \(index + 1): confidence \(confidence) is outside 0…1")
            }
            observations.append(Observation(identifier: identifier, confidence: Float(confidence)))
        }
        var expected: [String]?
        var isList = false
        switch object["expected"] {
        case nil, .null: break
        case .string(let category): expected = [category]
        case .array(let categories):
            let strings = categories.compactMap(\.string)
            guard strings.count == categories.count else { throw problem("`expected` must be a category or a list of categories") }
            expected = strings.sorted()
            isList = true
        default: throw problem("`expected` must be a category or a list of categories")
        }
        return Capture(path: path, line: line, observations: observations, expected: expected, expectedIsList: isList)
    }
}
