/// A line diff of two texts (Myers' algorithm), printed as unified-diff hunks.
public struct LineDiff: Sendable {
    /// One line of the diff: kept, removed from the old text or added by the new one.
    public enum Line: Sendable, Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// Every line of both texts in diff order; nil when the texts differ by more than the edit limit.
    public let lines: [Line]?

    /// The diff of `old` and `new`, giving up beyond `maximumEdits` removed plus added lines (the work grows
    /// with the square of the edits, not of the texts).
    public init(old: String, new: String, maximumEdits: Int = 400) {
        lines = Self.diff(Self.split(old), Self.split(new), maximumEdits: maximumEdits)
    }

    /// The lines of `text` (LF or CRLF); a final newline ends the last line rather than starting an empty one.
    private static func split(_ text: String) -> [String] {
        // "\r\n" is one Character in Swift.
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    private static func diff(_ a: [String], _ b: [String], maximumEdits: Int) -> [Line]? {
        let (n, m) = (a.count, b.count)
        let limit = min(maximumEdits, n + m)
        // v[k + limit]: the furthest x reached on diagonal k (x - y = k); trace[d] is v before step d.
        var v = [Int](repeating: 0, count: 2 * limit + 2)
        var trace: [[Int]] = []
        for d in 0...limit {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && v[k - 1 + limit] < v[k + 1 + limit]) ? v[k + 1 + limit] : v[k - 1 + limit] + 1
                var y = x - k
                while x < n && y < m && a[x] == b[y] { x += 1; y += 1 }
                v[k + limit] = x
                if x >= n && y >= m { return backtrack(a, b, trace: trace, limit: limit) }
            }
        }
        return nil
    }

    private static func backtrack(_ a: [String], _ b: [String], trace: [[Int]], limit: Int) -> [Line] {
        var (x, y) = (a.count, b.count)
        var reversed: [Line] = []
        for d in stride(from: trace.count - 1, to: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = k == -d || (k != d && v[k - 1 + limit] < v[k + 1 + limit]) ? k + 1 : k - 1
            let previousX = v[previousK + limit]
            let previousY = previousX - previousK
            while x > previousX && y > previousY { x -= 1; y -= 1; reversed.append(.same(a[x])) }
            if x == previousX { y -= 1; reversed.append(.added(b[y])) } else { x -= 1; reversed.append(.removed(a[x])) }
        }
        while x > 0 && y > 0 { x -= 1; y -= 1; reversed.append(.same(a[x])) }
        return reversed.reversed()
    }

    /// Unified-diff hunks with `context` lines around each change, cut after `maximumLines` lines with a note.
    public func hunks(context: Int = 1, maximumLines: Int = 40) -> String {
        guard let lines else { return "(too many changes to show)\n" }
        // Line numbers in the old and new text before each index.
        var oldBefore: [Int] = [0], newBefore: [Int] = [0]
        for line in lines {
            oldBefore.append(oldBefore.last! + (line.isAdded ? 0 : 1))
            newBefore.append(newBefore.last! + (line.isRemoved ? 0 : 1))
        }
        // Changes closer than 2 × context kept lines share a hunk.
        var groups: [ClosedRange<Int>] = []
        for index in lines.indices where lines[index].isAdded || lines[index].isRemoved {
            if let last = groups.last, index - last.upperBound - 1 <= 2 * context {
                groups[groups.count - 1] = last.lowerBound...index
            } else {
                groups.append(index...index)
            }
        }
        var out: [String] = []
        for group in groups {
            let range = max(0, group.lowerBound - context)..<min(lines.count, group.upperBound + context + 1)
            let oldCount = oldBefore[range.upperBound] - oldBefore[range.lowerBound]
            let newCount = newBefore[range.upperBound] - newBefore[range.lowerBound]
            // An empty side is numbered by the line before it, as in `diff -u`.
            let oldStart = oldBefore[range.lowerBound] + (oldCount == 0 ? 0 : 1)
            let newStart = newBefore[range.lowerBound] + (newCount == 0 ? 0 : 1)
            out.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            out += lines[range].map(\.unified)
        }
        guard out.count > maximumLines else { return out.map { $0 + "\n" }.joined() }
        return out.prefix(maximumLines).map { $0 + "\n" }.joined() + "(\(out.count - maximumLines) more diff lines)\n"
    }
}

extension LineDiff.Line {
    var isAdded: Bool { if case .added = self { return true } else { return false } }
    var isRemoved: Bool { if case .removed = self { return true } else { return false } }

    /// The line as a unified diff writes it: prefixed by ` `, `-` or `+`.
    var unified: String {
        switch self {
        case .same(let text): return " " + text
        case .removed(let text): return "-" + text
        case .added(let text): return "+" + text
        }
    }
}
