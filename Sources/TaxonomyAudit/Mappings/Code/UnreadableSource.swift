#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A source file a directory scan found whose bytes hold `audit:` but which cannot be read (strings nested
/// too deep, bytes that are no text, an unknown `audit:` word) and holds no marker comment: it has no list,
/// and the `unreadable-source` note says why it was passed over. A file named on its own that cannot be read
/// is an input error instead.
struct UnreadableSource: MappingSource {
    let path: String
    /// Its lines when they are text, else none.
    let text: TextLines
    /// The line the reading stopped at, when one is at fault.
    let line: Int?
    /// Why it cannot be read: the input error's message.
    let reason: String

    /// The file at `path`, read from `data`, that failed with `error`.
    init(path: String, data: Data, failure error: AuditError) {
        self.path = path
        text = (try? TextLines(path: path, data: data, maximumLineLength: nil)) ?? TextLines(linesOf: path, data: data)
        line = error.line
        reason = error.message
    }

    var lists: [MappingList] { [] }

    func rendering(_ edits: [MappingEdit]) -> String { String(decoding: text.data, as: UTF8.self) }

    func reread(_ contents: String) throws -> any MappingSource { self }

    func reason(for entry: MappingEntry) -> String? { nil }
}

private extension TextLines {
    /// The bytes of a file that is no text, with no lines.
    init(linesOf path: String, data: Data) {
        self.path = path
        self.data = data
        lines = []
        hasByteOrderMark = false
        lineEnding = "\n"
        endsWithNewline = false
    }
}
