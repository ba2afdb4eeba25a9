extension Finding {
    /// Where a finding (or an entry it cites) is: a file, and within it a 1-based line and column in
    /// characters. Every report prints a place through `formatted`, as `path:line:column`.
    struct Location: Sendable, Equatable, Hashable, CustomStringConvertible {
        let path: String
        /// The line and column in 32 bits each, `Int32.min` for none: a report holds a million locations.
        private let storedLine: Int32
        private let storedColumn: Int32

        init(path: String, line: Int? = nil, column: Int? = nil) {
            self.path = path
            storedLine = line.map { Int32(clamping: $0) } ?? .min
            storedColumn = line == nil ? .min : column.map { Int32(clamping: $0) } ?? .min
        }

        /// Nil for the whole file.
        var line: Int? { storedLine == .min ? nil : Int(storedLine) }
        /// Nil for the whole line; never set without a line.
        var column: Int? { storedColumn == .min ? nil : Int(storedColumn) }

        /// `path:line:column`, leaving out what is not known (`path:line`, `path`).
        var description: String { formatted() }

        /// `path:line:column` with the path shown as `shownPath` gives it (escaped for a terminal, made relative).
        func formatted(path shownPath: String? = nil) -> String {
            var out = ""
            write(to: &out, path: shownPath)
            return out
        }

        /// Appends `formatted(path:)` to `out`, without building a string of its own.
        func write(to out: inout some TextOutputStream, path shownPath: String? = nil) {
            out.write(shownPath ?? path)
            guard let line else { return }
            out.write(":")
            out.write(String(line))
            if let column {
                out.write(":")
                out.write(String(column))
            }
        }
    }
}
