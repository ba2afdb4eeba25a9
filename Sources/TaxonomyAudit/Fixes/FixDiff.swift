/// `--diff`: the default answer to every error and warning (`FixPlanner`'s `.defaultAnswers`), rendered by
/// the mapping source (`MappingSource.rendering`) and shown as one unified diff per source; nothing is written.
enum FixDiff {
    /// The patch for `findings` over the sources of `context`, paths relative to the working directory.
    static func render(_ findings: FindingList, context: AuditContext) -> String {
        var out = ""
        write(findings, context: context, to: &out)
        return out
    }

    /// Writes the patch `render` gives to `out` as it goes. Only the edits are planned ahead (no fix, no
    /// description is kept); each source's new text is diffed against its bytes as read.
    static func write(_ findings: FindingList, context: AuditContext, to out: inout some TextOutputStream) {
        let plans = FixPlanner(context: context).plan(findings, scope: .defaultAnswers, describing: false)
        let sources = Dictionary(context.sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for plan in plans {
            guard let source = sources[plan.path] else { continue }
            // Decoded as the text is everywhere else, so the old side's bytes are those any reader sees.
            var old = String(decoding: source.text.data, as: UTF8.self)
            let new = Array(source.rendering(plan.edits).utf8)
            let path = RelativePath.fromWorkingDirectory(source.path)
            old.withUTF8 { old in
                new.withUnsafeBufferPointer { new in UnifiedDiff.write(old: old, new: new, path: path, to: &out) }
            }
        }
    }
}
