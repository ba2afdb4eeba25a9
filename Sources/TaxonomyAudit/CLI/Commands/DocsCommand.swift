extension AuditCommand {
    /// `audit docs [PATH ...]`: writes the generated pages that changed; with `--check`, compares them instead
    /// (exit 1 when one is stale).
    func docs(_ options: DocsOptions) throws -> Int32 {
        let settings = try settings(options.model, vocabularyPath: options.vocabularyPath, paths: options.paths)
        let run = try AuditRun(settings)
        let docs = try GeneratedDocs(context: run.context, directory: options.outputDirectory)
        if options.check {
            io.write(docs.stalenessReport)
            return (docs.stale.isEmpty ? ExitStatus.success : .failure).rawValue
        }
        let inputs = RunInputs(run)
        for file in docs.files { try inputs.refuse(output: file.path, of: "audit docs") }
        let written = try docs.write()
        io.write(written.isEmpty ? "Generated docs unchanged.\n" : written.map { "wrote \($0)\n" }.joined())
        return ExitStatus.success.rawValue
    }
}
