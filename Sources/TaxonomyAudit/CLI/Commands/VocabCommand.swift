extension AuditCommand {
    /// `audit vocab`: the vocabulary, one identifier per line; with `--list`, the built-in vocabularies.
    func vocab(_ options: VocabOptions) throws -> Int32 {
        guard !options.list else {
            io.write(BuiltinVocabulary.listing())
            return ExitStatus.success.rawValue
        }
        io.write(try vocabulary(options.vocabularyPath).identifiers.map { TerminalText.lineStart($0) + "\n" }.joined())
        return ExitStatus.success.rawValue
    }
}
