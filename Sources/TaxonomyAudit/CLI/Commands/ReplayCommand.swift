extension AuditCommand {
    /// `audit replay CAPTURE... [--mappings PATH]... [--base REF]`: recorded outputs run through the mappings
    /// with the policy, by the shared engine, with their real confidences. A note on standard error for each
    /// capture file whose torn last line is skipped.
    func replay(_ options: ReplayOptions) throws -> Int32 {
        let settings = try settings(options.view.model, vocabularyPath: options.view.vocabularyPath, paths: options.mappings)
        let paths = options.captures.isEmpty ? try CaptureGlob.expand(settings.captures) : options.captures
        guard !paths.isEmpty else {
            throw AuditError.usage("`audit replay` needs capture files, or `captures` in .audit.json")
        }
        var captures: [Capture] = []
        var notes: [String] = []
        for path in paths {
            let file = try Capture.load(path: path)
            captures += file.captures
            if let torn = file.torn {
                notes.append(TerminalText.lineStart(Finding.Location(path: path, line: torn).description)
                             + ": skipped: the last line is cut short (no newline ends it and it is not a whole JSON object)")
            }
        }
        let run = try AuditRun(settings)
        let engine = run.context.engine
        let previous = try options.view.base.map { try run.at(revision: $0).context.engine }
        let outcomes = captures.map {
            ReplayReport.Outcome(capture: $0, verdict: engine.verdict(for: $0.observations), before: previous?.verdict(for: $0.observations))
        }
        let report = ReplayReport(outcomes: outcomes, policy: settings.policy, base: options.view.base)
        if !notes.isEmpty { io.writeError(notes.map { "audit replay: \($0)\n" }.joined()) }
        switch options.view.format {
        case .json: io.write(report.json())
        case .text: io.write(report.text())
        }
        return (report.fails(failOnVerdictChange: options.view.failOnVerdictChange) ? ExitStatus.failure : .success).rawValue
    }
}
