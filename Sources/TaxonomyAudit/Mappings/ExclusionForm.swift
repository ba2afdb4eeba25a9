/// How an exclusion is written in a mapping source, for messages that advise one: `!sofa` in a text file,
/// an `audit:exclude sofa` comment in source code; a JSON file or a property list has no way to write one
/// (there a `"!sofa"` string is an entry, never an exclusion).
enum ExclusionForm {
    /// The exclusion of `identifier` as written in the source at `path` (quoted as a message cites it), nil
    /// when that source cannot hold one.
    static func written(_ identifier: String, in path: String) -> String? {
        if path.hasSuffix(".json") || path.hasSuffix(".plist") { return nil }
        if let language = SourceLanguage(path: path) { return "a comment \(language.lineComment) audit:exclude \(identifier)" }
        return "!" + identifier
    }

    /// The advice to decide against `identifier` in the source at `path`: `or write !sofa to decide against it`.
    static func advice(_ identifier: String, in path: String) -> String {
        guard let form = written(identifier, in: path) else {
            return "or, to decide against it, list it in a text file or source file as an exclusion (this file cannot hold one)"
        }
        return "or write \(form) to decide against it"
    }
}
