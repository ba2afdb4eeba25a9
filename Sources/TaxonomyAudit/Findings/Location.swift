extension Finding {
    /// Where a finding (or an entry it cites) is: a file, and within it a 1-based line and column in
    /// characters. Every report prints a place through `formatted`, as `path:line:column`.
    struct Location: Sendable, Equatable, Hashable, CustomStringConvertible {
        let path: String
        /// Nil for the whole file.
        let line: Int?
        /// Nil for the whole line; never set without a line.
        let column: Int?

        init(path: String, line: Int? = nil, column: Int? = nil) {
            self.path = path
            self.line = line
            self.column = line == nil ? nil : column
        }

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
