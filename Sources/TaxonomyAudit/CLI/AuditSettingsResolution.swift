import CategoryMapping
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension AuditCommand {
    /// The settings of this run: each flag given, else `.audit.json`, else the default. `paths` are the
    /// mapping paths given (empty: the config's, else `mappings`); `failOn` is nil unless `--fail-on` was given.
    func settings(_ model: ModelOptions, vocabularyPath: String?, paths: [String], failOn: FailureThreshold? = nil) throws -> AuditSettings {
        let config = try model.config()
        let exists = { FileManager.default.fileExists(atPath: $0) }
        var vocabulary = Vocabulary.builtin
        var read: [(path: String, kind: String)] = config.map { [($0.path, "the configuration")] } ?? []
        if let name = vocabularyPath {
            vocabulary = try Vocabulary.named(name, fileExists: exists)
            if name.contains("/") || BuiltinVocabulary.named(name) == nil { read.append((name, "the vocabulary")) }
        } else if let config, let name = config.vocabulary {
            let resolved = config.resolve(name)
            do {
                // A built-in name is the built-in vocabulary; a file is a name with `/` or one that exists.
                let isFile = name.contains("/") || (BuiltinVocabulary.named(name) == nil && exists(resolved))
                vocabulary = try Vocabulary.named(isFile ? resolved : name, fileExists: exists)
                if isFile { read.append((resolved, "the vocabulary")) }
            } catch let error as AuditError where error.path == nil {
                throw AuditError(path: config.path, line: nil, message: "`vocabulary`: \(error.message)")
            }
        }
        if let match = config?.match { vocabulary = vocabulary.matching(match) }
        let kind = model.policyKind ?? config?.policyKind ?? .firstMatch
        try PolicySettings.checkTop(given: model.top != nil, kind: kind, name: "--top")
        let policy = Policy(kind: kind,
                            top: model.top ?? config?.top ?? Policy.defaultTop,
                            threshold: model.threshold ?? config?.threshold ?? Policy.defaultThreshold)
        var overrides = config?.rules ?? [:]
        overrides.merge(model.rules) { $1 }
        return AuditSettings(vocabulary: vocabulary,
                             paths: !paths.isEmpty ? paths : (config?.paths ?? []).map { config?.resolve($0) ?? $0 },
                             policy: policy, thresholds: config?.thresholds ?? [:],
                             failOn: failOn ?? config?.failOn ?? .error,
                             overrides: overrides, captures: (config?.captures ?? []).map { config?.resolve($0) ?? $0 },
                             readFiles: read)
    }
}
