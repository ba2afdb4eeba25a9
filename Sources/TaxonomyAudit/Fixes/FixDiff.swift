/// `--diff`: the default answer to every error and warning (`FixPlanner`'s `.defaultAnswers`), rendered by
/// the mapping source (`EditRendering`) and shown as one unified diff per file; nothing is written.
public enum FixDiff {
    /// The patch for `findings` over the files of `context`, paths relative to the working directory.
    public static func render(_ findings: [Finding], context: AuditContext) -> String {
        let plans = FixPlanner(context: context).plan(findings, scope: .defaultAnswers)
        let files = Dictionary(context.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var out = ""
        for plan in plans {
            guard let file = files[plan.path] else { continue }
            let old = String(decoding: file.text.data, as: UTF8.self)
            let new = file.rendering(plan.edits)
            out += UnifiedDiff.render(old: old, new: new, path: RelativePath.fromWorkingDirectory(file.path))
        }
        return out
    }
}
