import CategoryMapping

/// `audit verdicts [PATH...] [--base REF]`: every identifier's verdict under the policy, in text, JSON or
/// Markdown; with `--base`, the verdicts the edit changes.
struct VerdictsCommand {
    enum Format: String, CaseIterable {
        case text, json, markdown
    }

    struct Options {
        var paths: [String]
        var vocabulary: Vocabulary
        var policy: Policy
        var thresholds: [String: Float]
        var format: Format
        var base: String?
        var failOnVerdictChange: Bool
    }

    let options: Options

    func run() throws -> (output: String, status: Int32) {
        let table = VerdictTable(context: context(try MappingLoader.load(paths: options.paths)))
        var changes: [VerdictChange] = []
        if let base = options.base {
            let previous = VerdictTable(context: context(try GitRevision(ref: base).mappingFiles(paths: options.paths)))
            changes = VerdictChange.compare(previous, table)
        }
        let rendering = VerdictRendering(table: table, base: options.base, changes: changes)
        let output: String
        switch options.format {
        case .text: output = rendering.text()
        case .json: output = rendering.json()
        case .markdown: output = rendering.markdown()
        }
        return (output, options.failOnVerdictChange && !changes.isEmpty ? 1 : 0)
    }

    private func context(_ files: [MappingFile]) -> AuditContext {
        AuditContext(vocabulary: options.vocabulary, files: files, policy: options.policy, thresholds: options.thresholds)
    }
}
