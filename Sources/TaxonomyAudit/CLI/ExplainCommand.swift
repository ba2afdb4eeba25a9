import Foundation

extension AuditCommand {
    /// `audit explain WORD [PATH ...]`: exit 0 for an identifier, 1 for a dead word. The mappings are those
    /// given, else `mappings/` when it exists.
    func explain(_ options: ExplainOptions) throws -> Int32 {
        var isDirectory: ObjCBool = false
        let defaultExists = FileManager.default.fileExists(atPath: MappingLoader.defaultPath, isDirectory: &isDirectory) && isDirectory.boolValue
        let settings = try settings(options.model, vocabularyPath: options.vocabularyPath, paths: options.paths)
        let run = settings.paths.isEmpty && !defaultExists ? AuditRun(settings, sources: []) : try AuditRun(settings)
        let explanation = Explanation.explain(options.word, in: run.context)
        io.write(explanation.text)
        return (explanation.isIdentifier ? ExitStatus.success : .failure).rawValue
    }
}
