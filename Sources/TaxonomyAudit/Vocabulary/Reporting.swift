import CategoryMapping

/// How a classifier reports a photo, which decides what a mapping does at run time.
enum Reporting: String, Sendable, CaseIterable {
    /// A photo of X yields X and all its ancestors, each at least as confident as X (Apple Vision).
    case hierarchical
    /// A photo yields its identifiers alone, without ancestors (an ImageNet softmax, a flat multi-label model).
    case flat

    /// The comment line a vocabulary file declares its reporting with.
    static let headerPrefix = "# audit:reporting"

    /// The reporting `line` declares (`# audit:reporting hierarchical`), nil when it is no such line.
    init?(header line: String, path: String, line number: Int) throws {
        let text = line.trimmingWhitespace()
        guard text.hasPrefix(Self.headerPrefix) else { return nil }
        let value = text.dropFirst(Self.headerPrefix.count).trimmingWhitespace()
        guard let reporting = Reporting(rawValue: String(value)) else {
            throw AuditError(path: path, line: number,
                             message: "`audit:reporting` must be hierarchical or flat, not `\(value)`")
        }
        self = reporting
    }
}

extension Vocabulary {
    /// The names `--vocabulary` and `.audit.json` accept for the built-in vocabularies.
    static let builtinNames = BuiltinVocabulary.allCases.flatMap(\.names)

    /// The vocabulary `name` stands for: a built-in one by name (a file of that name is `./name`), else
    /// the file `name` when it contains `/` or exists.
    static func named(_ name: String, fileExists: (String) -> Bool) throws -> Vocabulary {
        if !name.contains("/"), let builtin = BuiltinVocabulary.named(name) { return builtin.vocabulary }
        guard name.contains("/") || fileExists(name) else {
            throw AuditError.usage("unknown vocabulary `\(name)`: not built in (\(builtinNames.joined(separator: ", "))) and no such file")
        }
        return try load(path: name)
    }
}
