/// The one walk every escaper of the package takes (JSON strings, XML character data, git's quoted
/// names, workflow commands): each format says only what a character becomes.
package enum TextEscaping {
    /// `text` with each scalar for which `replacement` gives text written as that text, the others as
    /// they are.
    package static func replacing(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) { out += replaced } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
