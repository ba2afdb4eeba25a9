import CategoryMapping
import Foundation

extension AuditCommand {
    /// The settings of this run: each flag given, else `.audit.json`, else the default.
    func settings(_ options: Options) throws -> AuditSettings {
        let config = try options.model.config()
        let exists = { FileManager.default.fileExists(atPath: $0) }
        var vocabulary = Vocabulary.builtin
        if let name = options.vocabularyPath {
            vocabulary = try Vocabulary.named(name, fileExists: exists)
        } else if let config, let name = config.vocabulary {
            let resolved = config.resolve(name)
            do {
                vocabulary = try Vocabulary.named(name.contains("/") || exists(resolved) ? resolved : name, fileExists: exists)
            } catch let error as InputError where error.path == nil {
                throw InputError(path: config.path, line: nil, message: "`vocabulary`: \(error.message)")
            }
        }
        // `audit replay` takes capture files as positional arguments; its mappings come from `--mappings`.
        let given = options.subcommand == .replay ? options.model.mappings : options.paths
        let paths = !given.isEmpty ? given : (config?.paths ?? []).map { config?.resolve($0) ?? $0 }
        let policy = Policy(kind: options.model.policyKind ?? config?.policyKind ?? .firstMatch,
                            top: options.model.top ?? config?.top ?? Policy.defaultTop,
                            threshold: options.model.threshold ?? config?.threshold ?? Policy.defaultThreshold)
        var overrides = config?.rules ?? [:]
        overrides.merge(options.model.rules) { $1 }
        return AuditSettings(vocabulary: vocabulary, paths: paths, policy: policy, thresholds: config?.thresholds ?? [:],
                             failOn: options.failOnGiven ? options.failOn : config?.failOn ?? options.failOn,
                             overrides: overrides, captures: (config?.captures ?? []).map { config?.resolve($0) ?? $0 })
    }
}
