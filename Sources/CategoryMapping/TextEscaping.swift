/// The one walk every escaper of the package takes (JSON strings, XML character data, git's quoted
/// names, workflow commands): each format says only what a character becomes.
package enum TextEscaping {
    /// `text` with each scalar for which `replacement` gives text written as that text, the others as
    /// they are.
    package static func replacing(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        // Most text has nothing to replace and comes back as it is; otherwise the text between replacements is
        // copied a run at a time.
        let scalars = text.unicodeScalars
        var out = ""
        var replacedAny = false
        var start = scalars.startIndex
        var index = start
        while index != scalars.endIndex {
            let next = scalars.index(after: index)
            if let replaced = replacement(scalars[index]) {
                if !replacedAny { out.reserveCapacity(text.utf8.count + 16) }
                replacedAny = true
                out.unicodeScalars.append(contentsOf: scalars[start..<index])
                out += replaced
                start = next
            }
            index = next
        }
        guard replacedAny else { return text }
        out.unicodeScalars.append(contentsOf: scalars[start...])
        return out
    }
}
