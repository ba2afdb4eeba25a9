import CategoryMapping
import Foundation

/// The options that declare the app's run-time model and the views on it: `--policy`, `--top`,
/// `--threshold`, `--rule ID=SEVERITY|off`, `--config FILE`, `--no-config`, `--fail-on-verdict-change`
/// and `--mappings PATH` (for `audit replay`).
struct ModelOptions {
    var policyKind: Policy.Kind?
    var top: Int?
    var threshold: Float?
    var rules: [RuleID: Severity?] = [:]
    var configPath: String?
    var noConfig = false
    var failOnVerdictChange = false
    var mappings: [String] = []

    static let help = """
          --policy KIND         how the app picks a verdict: first-match (default), top1, any, most-specific
          --top N               first-match: how many observations it walks (default 5)
          --threshold X         the confidence an observation needs to count (default 0.2)
          --rule ID=SEVERITY    set every finding of a rule to error, warning or note, or `off` (repeatable)
          --config FILE         read FILE instead of the nearest .audit.json
          --no-config           read no .audit.json
          --fail-on-verdict-change
                                with --base: exit 1 when a verdict changed (verdicts, replay, audit)

        """

    /// Reads `option` and its value when it is one of these options; returns whether it was.
    mutating func parse(_ option: String, _ cursor: inout Arguments) throws -> Bool {
        switch option {
        case "--policy": policyKind = try PolicySettings.kind(try cursor.value(for: option), name: option)
        case "--top": top = try PolicySettings.top(try number(option, &cursor), name: option)
        case "--threshold": threshold = try PolicySettings.threshold(try number(option, &cursor), name: option)
        case "--rule":
            let value = try cursor.value(for: option)
            guard let equals = value.firstIndex(of: "=") else {
                throw InputError.usage("--rule takes ID=SEVERITY (error, warning, note) or ID=off, not `\(value)`")
            }
            let (rule, severity) = try PolicySettings.ruleSetting(id: String(value[..<equals]),
                                                                  setting: String(value[value.index(after: equals)...]))
            rules[rule] = severity
        case "--config": configPath = try cursor.value(for: option)
        case "--no-config": noConfig = true
        case "--fail-on-verdict-change": failOnVerdictChange = true
        case "--mappings": mappings.append(try cursor.value(for: option))
        default: return false
        }
        return true
    }

    func validate() throws {
        if noConfig && configPath != nil { throw InputError.usage("--config and --no-config exclude each other") }
    }

    private func number(_ option: String, _ cursor: inout Arguments) throws -> Double {
        let raw = try cursor.value(for: option)
        guard let value = Double(raw), value.isFinite else { throw InputError.usage("\(option) needs a number, not `\(raw)`") }
        return value
    }

    /// The configuration that applies: `--config FILE`, else the nearest `.audit.json`, none with `--no-config`.
    func config() throws -> AuditConfig? {
        if noConfig { return nil }
        if let configPath {
            guard FileManager.default.fileExists(atPath: configPath) else {
                throw InputError(path: configPath, line: nil, message: "no such file")
            }
            return try AuditConfig.load(path: configPath)
        }
        return try AuditConfig.find(from: FileManager.default.currentDirectoryPath).map(AuditConfig.load(path:))
    }
}

/// What a command runs with: the command line over `.audit.json` over the defaults.
struct AuditSettings {
    var vocabulary: Vocabulary
    var paths: [String]
    var policy: Policy
    var thresholds: [String: Float]
    var failOn: FailureThreshold
    var overrides: [RuleID: Severity?]
    var captures: [String]

    var auditor: Auditor { Auditor(overrides: overrides) }

    func context(_ files: [MappingFile]) -> AuditContext {
        AuditContext(vocabulary: vocabulary, files: files, policy: policy, thresholds: thresholds)
    }
}

extension AuditConfig {
    /// `path` as written in the file, made relative to the working directory.
    func resolve(_ path: String) -> String {
        let directory = (self.path as NSString).deletingLastPathComponent
        guard !directory.isEmpty, !path.hasPrefix("/") else { return path }
        return MappingLoader.display((directory as NSString).appendingPathComponent(path))
    }
}
