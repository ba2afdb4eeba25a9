import CategoryMapping
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A line diff of two texts in git's unified format, which `git apply` and `patch -p1` accept.
///
/// Lines are compared byte for byte with their line endings, so CRLF files keep their `\r`; a last line
/// without a newline is followed by `\ No newline at end of file`.
enum UnifiedDiff {
    /// Unchanged lines shown around each change.
    static let contextLines = 3

    /// Edits beyond which the search for a shortest script stops (its work grows with the square of the edits):
    /// past it, the changed middle of the texts is shown as removed and added whole, still a correct patch.
    static let maximumEdits = 2_000

    /// The diff turning `old` into `new`, both at `path` (relative, as `a/path` and `b/path`); "" when equal.
    static func render(old: String, new: String, path: String) -> String {
        var out = ""
        var (old, new) = (old, new)
        old.withUTF8 { old in new.withUTF8 { new in write(old: old, new: new, path: path, to: &out) } }
        return out
    }

    /// Writes the diff turning the UTF-8 text `old` into `new` to `out`, as `render` gives it, a chunk at a time:
    /// the lines are compared where they lie in the two texts, so a million-line file is diffed without a
    /// string per line.
    static func write(old: UnsafeBufferPointer<UInt8>, new: UnsafeBufferPointer<UInt8>, path: String,
                      to out: inout some TextOutputStream) {
        let (a, b) = (ByteLine.lines(old), ByteLine.lines(new))
        let script = editScript(a, b, maximumEdits: maximumEdits)
        guard script.contains(where: { $0.kind != .equal }) else { return }
        let (old, new) = (quoted("a/" + path), quoted("b/" + path))
        var bytes: [UInt8] = []
        bytes.reserveCapacity(chunkBytes + 4096)
        let appendText = { (text: String, bytes: inout [UInt8]) in bytes.append(contentsOf: text.utf8) }
        appendText("diff --git \(old) \(new)\n--- \(old)\n+++ \(new)\n", &bytes)
        for hunk in hunks(script) {
            let first = hunk[hunk.startIndex]
            let oldCount = hunk.filter { $0.kind != .insert }.count, newCount = hunk.filter { $0.kind != .delete }.count
            appendText("@@ -\(range(start: first.oldIndex, count: oldCount)) +\(range(start: first.newIndex, count: newCount)) @@\n", &bytes)
            for operation in hunk {
                let line: ByteLine
                switch operation.kind {
                case .equal: bytes.append(UInt8(ascii: " ")); line = a[operation.oldIndex]
                case .delete: bytes.append(UInt8(ascii: "-")); line = a[operation.oldIndex]
                case .insert: bytes.append(UInt8(ascii: "+")); line = b[operation.newIndex]
                }
                bytes.append(contentsOf: line.bytes)
                if line.bytes.last != 0x0A { appendText("\n\\ No newline at end of file\n", &bytes) }
                // Handed on between lines, so every chunk is whole characters.
                if bytes.count >= chunkBytes {
                    out.write(String(decoding: bytes, as: UTF8.self))
                    bytes.removeAll(keepingCapacity: true)
                }
            }
        }
        out.write(String(decoding: bytes, as: UTF8.self))
    }

    /// Bytes gathered before `write` hands them on.
    private static let chunkBytes = 1 << 16

    /// One line of a text, with its line ending, as the bytes where it lies; compared byte for byte. Valid only
    /// while the text it points into is.
    private struct ByteLine: Hashable {
        let bytes: UnsafeBufferPointer<UInt8>

        static func == (lhs: ByteLine, rhs: ByteLine) -> Bool {
            guard lhs.bytes.count == rhs.bytes.count else { return false }
            guard let left = lhs.bytes.baseAddress, let right = rhs.bytes.baseAddress else { return true }  // both empty
            return memcmp(left, right, lhs.bytes.count) == 0
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        }

        /// The lines of `text`, each with its line ending, split after each `\n` (a `\r\n` ends a line as its `\n`
        /// does); the last may have no ending.
        static func lines(_ text: UnsafeBufferPointer<UInt8>) -> [ByteLine] {
            var result: [ByteLine] = []
            var start = 0
            for index in text.indices where text[index] == 0x0A {
                result.append(ByteLine(bytes: UnsafeBufferPointer(rebasing: text[start...index])))
                start = index + 1
            }
            if start < text.count { result.append(ByteLine(bytes: UnsafeBufferPointer(rebasing: text[start...]))) }
            return result
        }
    }

    struct Operation: Equatable {
        enum Kind { case equal, delete, insert }
        let kind: Kind
        /// Index of the old line (for an insertion, of the old line it comes before).
        let oldIndex: Int
        /// Index of the new line (for a deletion, of the new line it comes before).
        let newIndex: Int
    }

    /// `diff` cut after `maximumLines` lines, with a note of how many more there are.
    static func truncated(_ diff: String, maximumLines: Int) -> String {
        let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        guard lines.count > maximumLines else { return diff }
        return lines.prefix(maximumLines).map { $0 + "\n" }.joined() + "(\(lines.count - maximumLines) more diff lines)\n"
    }

    /// A shortest edit script from `a` to `b` (Myers' greedy algorithm), after skipping common ends; when it
    /// needs more than `maximumEdits` edits, the middle is deleted and inserted whole instead.
    static func editScript<Element: Hashable>(_ a: [Element], _ b: [Element], maximumEdits: Int = Int.max) -> [Operation] {
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let x0 = a[prefix..<(a.count - suffix)], y0 = b[prefix..<(b.count - suffix)]
        var script = (0..<prefix).map { Operation(kind: .equal, oldIndex: $0, newIndex: $0) }
        if let middle = myers(x0, y0, maximumEdits: maximumEdits) {
            script += middle
        } else {
            script += x0.indices.map { Operation(kind: .delete, oldIndex: $0, newIndex: prefix) }
            script += y0.indices.map { Operation(kind: .insert, oldIndex: prefix + x0.count, newIndex: $0) }
        }
        script += (0..<suffix).map { Operation(kind: .equal, oldIndex: a.count - suffix + $0, newIndex: b.count - suffix + $0) }
        return script
    }

    /// The shortest script between the slices (indices as in the whole arrays, both slices starting at the same
    /// index), or nil when it needs more than `maximumEdits` edits. A first search without a trace says
    /// whether it does, so a long diff past the limit keeps no trace at all.
    private static func myers<Element: Hashable>(_ a: ArraySlice<Element>, _ b: ArraySlice<Element>, maximumEdits: Int) -> [Operation]? {
        let (n, m) = (a.count, b.count)
        let limit = min(n + m, maximumEdits)
        guard n + m > 0 else { return [] }
        let offset = limit + 1
        let (a0, b0) = (a.startIndex, b.startIndex)
        // The frontier before each depth, from diagonal -depth-1 to depth+1 (all a depth reads), one after another.
        var trace: [Int] = []
        var traceStarts: [Int] = []
        func search(recording: Bool) -> Bool {
            var frontier = [Int](repeating: 0, count: 2 * limit + 3)
            for depth in 0...limit {
                if recording {
                    traceStarts.append(trace.count)
                    trace += frontier[(offset - depth - 1)...(offset + depth + 1)]
                }
                for k in stride(from: -depth, through: depth, by: 2) {
                    var x = k == -depth || (k != depth && frontier[offset + k - 1] < frontier[offset + k + 1])
                        ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                    var y = x - k
                    while x < n && y < m && a[a0 + x] == b[b0 + y] { x += 1; y += 1 }
                    frontier[offset + k] = x
                    if x >= n && y >= m { return true }
                }
            }
            return false
        }
        guard search(recording: false) else { return nil }
        _ = search(recording: true)
        // Walk back through the frontiers, from the end to the start.
        var operations: [Operation] = []
        var (x, y) = (n, m)
        for depth in stride(from: traceStarts.count - 1, through: 0, by: -1) {
            let previous = { (k: Int) in trace[traceStarts[depth] + k + depth + 1] }
            let k = x - y
            let down = k == -depth || (k != depth && previous(k - 1) < previous(k + 1))
            let previousK = down ? k + 1 : k - 1
            let previousX = depth == 0 ? 0 : previous(previousK)
            let previousY = depth == 0 ? 0 : previousX - previousK
            while x > previousX && y > previousY {
                x -= 1; y -= 1
                operations.append(Operation(kind: .equal, oldIndex: a0 + x, newIndex: b0 + y))
            }
            guard depth > 0 else { break }
            if down {
                y -= 1
                operations.append(Operation(kind: .insert, oldIndex: a0 + x, newIndex: b0 + y))
            } else {
                x -= 1
                operations.append(Operation(kind: .delete, oldIndex: a0 + x, newIndex: b0 + y))
            }
        }
        return operations.reversed()
    }

    /// The script cut into hunks: each change with `contextLines` of context, nearby changes merged.
    private static func hunks(_ script: [Operation]) -> [ArraySlice<Operation>] {
        let changes = script.indices.filter { script[$0].kind != .equal }
        var hunks: [ArraySlice<Operation>] = []
        var start = max(changes[0] - contextLines, 0)
        var end = changes[0]
        for change in changes.dropFirst() {
            if change - end - 1 > 2 * contextLines {
                hunks.append(script[start...min(end + contextLines, script.count - 1)])
                start = change - contextLines
            }
            end = change
        }
        hunks.append(script[start...min(end + contextLines, script.count - 1)])
        return hunks
    }

    /// `name` as git writes it in headers: in double quotes with C escapes when it holds a quote, a
    /// backslash or a control character.
    static func quoted(_ name: String) -> String {
        guard name.unicodeScalars.contains(where: { $0 == "\"" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F }) else {
            return name
        }
        return "\"" + TextEscaping.replacing(name) { scalar in
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\t": return "\\t"
            case "\n": return "\\n"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let octal = String(scalar.value, radix: 8)
                return "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            default: return nil
            }
        } + "\""
    }

    /// `start,count` in 1-based lines; git omits a count of 1, and names the line before an empty range.
    private static func range(start index: Int, count: Int) -> String {
        switch count {
        case 0: return "\(index),0"
        case 1: return "\(index + 1)"
        default: return "\(index + 1),\(count)"
        }
    }
}
