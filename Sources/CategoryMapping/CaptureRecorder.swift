import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Appends a photo's observations to a capture file that `audit replay` reads as is: JSON Lines, one
/// object a line, `{"observations": [{"identifier": "sofa", "confidence": 0.28}, ...], "expected": "soft"}`.
///
/// `record` never waits for the disk: it encodes the line on the caller's thread (microseconds) and
/// hands it to a background serial queue, which appends it holding an exclusive `flock` on the file, so
/// lines from several recorders and processes do not interleave. The file never grows past `byteLimit`,
/// however many recorders append to it: the first line that would not fit is refused, and from then on
/// `isFull` is true and nothing more is appended. A line that fitted when recorded but no longer fits
/// when written, because another recorder filled the file meanwhile, is dropped the same way. A write
/// error (a full disk) stops the recorder too (`failure`), and the file is cut back to the size it had
/// before that line: it always ends with a whole line. When the file does not end with a newline (a line
/// cut short by a crash), a newline goes before the next line so that it starts a line of its own.
/// Safe to call from any thread.
public final class CaptureRecorder: @unchecked Sendable {
    /// The file appended to.
    public let path: String
    /// The size the file may reach, in bytes, counting what it held when opened.
    public let byteLimit: Int

    private let sink: Sink
    private let queue = DispatchQueue(label: "CategoryMapping.CaptureRecorder")
    private let lock = Lock()
    private var size: Int
    private var full = false

    /// Opens (or creates, mode 0644) the capture file at `path` for appending (and reading its last byte).
    public init(path: String, byteLimit: Int = 1 << 20) throws {
        let descriptor = open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw MappingError(path: path, line: nil, reason: .cannotAppend) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, UInt32(status.st_mode) & 0o170000 == 0o100000 else {
            close(descriptor)
            throw MappingError(path: path, line: nil, reason: .cannotAppend)
        }
        self.path = path
        self.byteLimit = byteLimit
        self.size = Int(status.st_size)
        self.sink = Sink(descriptor: descriptor, byteLimit: byteLimit)
    }

    /// Whether a line was refused because the file reached `byteLimit`: nothing more is appended.
    public var isFull: Bool { lock.locked { full } || sink.isFull }

    /// What the file held when opened and the lines this recorder accepted, in bytes: the size of the file once
    /// they are written, when no other recorder appends to it.
    public var byteCount: Int { lock.locked { size } }

    /// The error of a failed write (`errno`), after which nothing more is appended; nil while all is well.
    public var failure: Int32? { sink.failure }

    /// Records one photo: its observations in the order given (the replay ranks them), and optionally
    /// the category the user says is right, what the photo shows and where it comes from.
    ///
    /// Returns false, recording nothing, when the recorder is full or failed, or when a confidence is
    /// outside 0…1 (NaN included), which `audit replay` would refuse.
    @discardableResult
    public func record(_ observations: [Observation], expected: String? = nil, photo: String? = nil, source: String? = nil) -> Bool {
        guard let line = Self.line(observations, expected: expected, photo: photo, source: source), sink.failure == nil else {
            return false
        }
        return lock.locked {
            guard !full, !sink.isFull, size + line.count <= byteLimit else {
                full = true
                return false
            }
            size += line.count
            let sink = self.sink
            queue.async { sink.append(line) }
            return true
        }
    }

    @discardableResult
    public func record(_ observations: [(identifier: String, confidence: Float)], expected: String? = nil,
                       photo: String? = nil, source: String? = nil) -> Bool {
        record(observations.map { Observation(identifier: $0.identifier, confidence: $0.confidence) },
               expected: expected, photo: photo, source: source)
    }

    /// Waits until every accepted line is written. This one call blocks: for tests and for an app about
    /// to exit.
    public func flush() {
        queue.sync {}
    }

    /// One capture as a JSON line (with its newline), or nil when a confidence is outside 0…1.
    static func line(_ observations: [Observation], expected: String?, photo: String?, source: String?) -> [UInt8]? {
        var out = #"{"observations": ["#
        for (index, observation) in observations.enumerated() {
            guard (0...1).contains(observation.confidence) else { return nil }
            if index > 0 { out += ", " }
            out += #"{"identifier": "# + JSONText.string(observation.identifier)
            out += #", "confidence": "# + JSONText.number(observation.confidence) + "}"
        }
        out += "]"
        for (key, value) in [("expected", expected), ("photo", photo), ("source", source)] {
            if let value { out += ", \"\(key)\": " + JSONText.string(value) }
        }
        out += "}\n"
        return Array(out.utf8)
    }

    /// The open file; closed when the recorder and its pending writes are gone.
    private final class Sink: @unchecked Sendable {
        let descriptor: Int32
        let byteLimit: Int
        private let lock = Lock()
        private var error: Int32?
        private var full = false

        init(descriptor: Int32, byteLimit: Int) {
            self.descriptor = descriptor
            self.byteLimit = byteLimit
        }

        deinit { close(descriptor) }

        var failure: Int32? { lock.locked { error } }
        /// Whether a line was dropped because the file, as written by every recorder, reached `byteLimit`.
        var isFull: Bool { lock.locked { full } }

        /// Runs on the recorder's queue only: appends `line` whole, or leaves the file as it was.
        func append(_ line: [UInt8]) {
            guard failure == nil, !isFull else { return }
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else { return stop(errno) }
            }
            defer { flock(descriptor, LOCK_UN) }
            var status = stat()
            guard fstat(descriptor, &status) == 0 else { return stop(errno) }
            let before = Int(status.st_size)
            var last: UInt8 = 0x0A
            if before > 0, pread(descriptor, &last, 1, off_t(before - 1)) != 1 { return stop(errno) }
            let bytes = last == 0x0A ? line : [0x0A] + line
            guard before + bytes.count <= byteLimit else {
                lock.locked { full = true }
                return
            }
            var written = 0
            while written < bytes.count {
                let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
                if count < 0 {
                    if errno == EINTR { continue }
                    let code = errno
                    _ = ftruncate(descriptor, off_t(before))
                    return stop(code)
                }
                written += count
            }
        }

        private func stop(_ code: Int32) {
            lock.locked { error = code }
        }
    }
}

/// JSON text without Foundation.
package enum JSONText {
    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped.
    static func string(_ text: String) -> String {
        "\"" + escaped(text, strict: true) + "\""
    }

    /// The text of a JSON string holding `text`: quotes, backslashes and control characters (U+0000 to
    /// U+001F) escaped; `strict` also escapes DEL and U+2028/U+2029, which some line readers and
    /// JavaScript take for line breaks.
    package static func escaped(_ text: String, strict: Bool) -> String {
        TextEscaping.replacing(text) { scalar in
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            case _ where scalar.value < 0x20: return "\\u" + hex(scalar.value)
            case "\u{7F}", "\u{2028}", "\u{2029}": return strict ? "\\u" + hex(scalar.value) : nil
            default: return nil
            }
        }
    }

    /// A finite `value` in the shortest form that reads back as the same `Float`, whether the reader
    /// parses it as a `Float` or as a `Double` and then narrows it.
    static func number(_ value: Float) -> String {
        let short = value.description
        if let wide = Double(short), Float(wide) == value { return short }
        return Double(value).description
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
