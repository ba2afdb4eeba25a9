#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension AuditCommand {
    /// `audit explain WORD [PATH ...]`: exit 0 for an identifier, 1 for a dead word. The mappings are those
    /// given, else `mappings/` when it exists.
    func explain(_ options: ExplainOptions) throws -> Int32 {
        let defaultExists = FileType(MappingLoader.defaultPath) == .directory
        let settings = try settings(options.model, vocabularyPath: options.vocabularyPath, paths: options.paths)
        let run = settings.paths.isEmpty && !defaultExists ? AuditRun(settings, sources: []) : try AuditRun(settings)
        let explanation = Explanation.explain(options.word, in: run.context)
        io.write(explanation.text)
        return (explanation.isIdentifier ? ExitStatus.success : .failure).rawValue
    }
}
