/// `--diff`: the default answer to every error and warning (`FixPlanner`'s `.defaultAnswers`), rendered by
/// the mapping source (`MappingSource.rendering`) and shown as one unified diff per source; nothing is written.
enum FixDiff {
    /// The patch for `findings` over the sources of `context`, paths relative to the working directory.
    static func render(_ findings: [Finding], context: AuditContext) -> String {
        let plans = FixPlanner(context: context).plan(findings, scope: .defaultAnswers)
        let sources = Dictionary(context.sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var out = ""
        for plan in plans {
            guard let source = sources[plan.path] else { continue }
            let old = String(decoding: source.text.data, as: UTF8.self)
            let new = source.rendering(plan.edits)
            out += UnifiedDiff.render(old: old, new: new, path: RelativePath.fromWorkingDirectory(source.path))
        }
        return out
    }
}
