import CategoryMapping
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The options that declare the app's run-time model, shared by every command that audits or shows
/// verdicts: `--policy`, `--top`, `--threshold`, `--rule ID=SEVERITY|off`, `--config FILE`, `--no-config`.
struct ModelOptions {
    var policyKind: Policy.Kind?
    var top: Int?
    var threshold: Float?
    var rules: [RuleID: Severity?] = [:]
    var configPath: String?
    var noConfig = false

    func validate() throws {
        if noConfig && configPath != nil { throw AuditError.usage("--config and --no-config exclude each other") }
    }

    /// `--fail-on-verdict-change` compares with `--base`, so it needs one (check, verdicts and replay alike).
    static func validateVerdictChangeGate(_ failOnVerdictChange: Bool, base: String?) throws {
        if failOnVerdictChange && base == nil { throw AuditError.usage("--fail-on-verdict-change needs --base REF") }
    }

    /// The configuration that applies: `--config FILE`, else the nearest `.audit.json`, none with `--no-config`.
    func config() throws -> AuditConfig? {
        if noConfig { return nil }
        if let configPath {
            guard FileManager.default.fileExists(atPath: configPath) else {
                throw AuditError(path: configPath, line: nil, message: "no such file")
            }
            return try AuditConfig.load(path: configPath)
        }
        return try AuditConfig.find(from: FileManager.default.currentDirectoryPath).map(AuditConfig.load(path:))
    }

    /// The declarations of these options for a command whose options keep them at `keyPath`; `--rule` only
    /// for commands that report findings.
    static func declarations<Options: CommandOptions>(_ keyPath: WritableKeyPath<Options, ModelOptions> & Sendable,
                                                      findings: Bool = true) -> [Option<Options>] {
        let kinds = Policy.Kind.allCases.map(\.rawValue)
        let declared: [Option<Options>] = [
            .value("--policy", "KIND", kind: .choice(kinds),
                   help: Option<Options>.listing(kinds, after: "how the app picks a verdict", marking: Policy.Kind.firstMatch.rawValue)) {
                $0[keyPath: keyPath].policyKind = try PolicySettings.kind($1, name: "--policy")
            },
            .value("--top", "N", help: "first-match: how many observations it walks (default: \(Policy.defaultTop))") {
                $0[keyPath: keyPath].top = try PolicySettings.top(try number($1, "--top"), written: $1, name: "--top")
            },
            .value("--threshold", "X", help: "the confidence an observation needs to count (default: \(Policy.defaultThreshold))") {
                $0[keyPath: keyPath].threshold = try PolicySettings.threshold(try number($1, "--threshold"), name: "--threshold")
            },
            .value("--rule", "ID=SEVERITY", help: "set every finding of a rule to error, warning or note, or turn it off",
                   repeats: true) { options, value in
                guard let equals = value.firstIndex(of: "=") else {
                    throw AuditError.usage("--rule takes ID=SEVERITY (error, warning, note) or ID=off, not `\(value)`")
                }
                let (rule, severity) = try PolicySettings.ruleSetting(id: String(value[..<equals]),
                                                                      setting: String(value[value.index(after: equals)...]))
                options[keyPath: keyPath].rules[rule] = severity
            },
            .value("--config", "FILE", kind: .path, help: "read FILE instead of the nearest .audit.json") {
                $0[keyPath: keyPath].configPath = $1
            },
            .flag("--no-config", help: "read no .audit.json") { $0[keyPath: keyPath].noConfig = true },
        ]
        return findings ? declared : declared.filter { $0.info.name != "--rule" }
    }

    private static func number(_ raw: String, _ option: String) throws -> Double {
        guard let value = Double(raw), value.isFinite else { throw AuditError.usage("\(option) needs a number, not `\(raw)`") }
        return value
    }
}

extension AuditConfig {
    /// `path` as written in the file, made relative to the working directory.
    func resolve(_ path: String) -> String {
        let directory = PathText.deletingLastComponent(self.path)
        guard !directory.isEmpty, !path.hasPrefix("/") else { return path }
        return MappingLoader.display(PathText.appending(directory, path))
    }
}
