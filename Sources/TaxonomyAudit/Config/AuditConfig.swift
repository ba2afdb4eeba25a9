import CategoryMapping
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `.audit.json`: the app declared once (vocabulary, mapping paths, policy, thresholds, gate, rule
/// severities, captures), found from the working directory upwards. Every key is optional.
struct AuditConfig: Equatable {
    static let fileName = ".audit.json"
    static let keys = ["vocabulary", "match", "paths", "policy", "thresholds", "failOn", "rules", "captures"]
    static let policyKeys = ["kind", "top", "threshold"]

    /// The file read, as found or given.
    var path: String
    var vocabulary: String?
    /// How the app compares the classifier's output with its entries.
    var match: MatchMode?
    var paths: [String]?
    var policyKind: Policy.Kind?
    var top: Int?
    var threshold: Float?
    var thresholds: [String: Float] = [:]
    var failOn: FailureThreshold?
    /// Rule id → severity, or nil for `"off"`.
    var rules: [RuleID: Severity?] = [:]
    var captures: [String]?

    /// The `.audit.json` that applies in `directory`: the nearest one upwards, stopping at the nearest
    /// directory holding `.git`; outside a repository only `directory` itself is read.
    static func find(from directory: String, fileExists: (String) -> Bool = FileManager.default.fileExists(atPath:)) -> String? {
        // Paths as strings: Foundation's URL would cost the default audit's start-up more than the search itself.
        var candidates: [String] = []
        var current = standardized(directory)
        while true {
            candidates.append(current)
            if fileExists(joined(current, ".git")) { break }
            guard let slash = current.lastIndex(of: "/"), current != "/" else {
                candidates = [candidates[0]]
                break
            }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
        for (level, candidate) in candidates.enumerated() where fileExists(joined(candidate, fileName)) {
            return level == 0 ? fileName : String(repeating: "../", count: level) + fileName
        }
        return nil
    }

    /// `directory` made absolute, without `.` components or empty ones (`a//b`, a final `/`). A `..`, which
    /// goes up from where a symbolic link leads, is left to Foundation.
    private static func standardized(_ directory: String) -> String {
        let absolute = directory.hasPrefix("/") ? directory : FileManager.default.currentDirectoryPath + "/" + directory
        var components: [String] = []
        for component in absolute.split(separator: "/") where component != "." {
            guard component != ".." else { return URL(fileURLWithPath: directory).standardizedFileURL.path }
            components.append(String(component))
        }
        // Appended one by one: joining would resolve generic conformances at run time, on every start-up.
        var path = ""
        for component in components { path += "/" + component }
        return path.isEmpty ? "/" : path
    }

    private static func joined(_ directory: String, _ name: String) -> String {
        directory == "/" ? "/" + name : directory + "/" + name
    }

    /// Reads and checks the file at `path`; an unknown key or a bad value is an input error naming the
    /// file, the key and its line.
    static func load(path: String) throws -> AuditConfig {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AuditError(path: path, line: nil, message: "cannot read")
        }
        let text = String(decoding: data, as: UTF8.self)
        let parsed: JSONInput
        do {
            parsed = try JSONReader.read(data, containerOnly: true)
        } catch {
            throw AuditError(path: path, line: error.line, message: "not valid JSON (\(error.problem), column \(error.column))")
        }
        guard let object = parsed.object else {
            throw AuditError(path: path, line: 1, message: "must be a JSON object")
        }
        var config = AuditConfig(path: path)
        let reader = Reader(path: path, text: text)
        for key in object.keys.sorted() where !keys.contains(key) {
            throw reader.error(key, "unknown key `\(key)`; the keys are \(keys.joined(separator: ", "))")
        }
        config.vocabulary = try object["vocabulary"].map { try reader.string($0, key: "vocabulary") }
        if let value = object["match"] {
            let raw = try reader.string(value, key: "match")
            guard let match = MatchMode(rawValue: raw) else {
                throw reader.error("match", "`match` must be one of \(MatchMode.allCases.map(\.rawValue).joined(separator: ", ")), not `\(raw)`")
            }
            config.match = match
        }
        config.paths = try object["paths"].map { try reader.strings($0, key: "paths") }
        config.captures = try object["captures"].map { try reader.strings($0, key: "captures") }
        if let value = object["failOn"] {
            let raw = try reader.string(value, key: "failOn")
            guard let failOn = FailureThreshold(rawValue: raw) else {
                throw reader.error("failOn", "`failOn` must be one of \(FailureThreshold.allCases.map(\.rawValue).joined(separator: ", ")), not `\(raw)`")
            }
            config.failOn = failOn
        }
        if let value = object["policy"] {
            guard let policy = value.object else { throw reader.error("policy", "`policy` must be an object") }
            for key in policy.keys.sorted() where !policyKeys.contains(key) {
                throw reader.error(key, "unknown key `policy.\(key)`; the keys are \(policyKeys.joined(separator: ", "))")
            }
            if let kind = policy["kind"] {
                let raw = try reader.string(kind, key: "policy.kind")
                config.policyKind = try PolicySettings.kind(raw, name: "`policy.kind`", path: path, line: reader.line(of: "kind"))
            }
            if let top = policy["top"] {
                let value = try reader.number(top, key: "policy.top")
                config.top = try PolicySettings.top(value, written: reader.written(number: value, of: "top"), name: "`policy.top`",
                                                    path: path, line: reader.line(of: "top"))
                try PolicySettings.checkTop(given: true, kind: config.policyKind ?? .firstMatch, name: "`policy.top`", path: path,
                                            line: reader.line(of: "top"))
            }
            if let threshold = policy["threshold"] {
                config.threshold = try PolicySettings.threshold(reader.number(threshold, key: "policy.threshold"),
                                                                name: "`policy.threshold`", path: path, line: reader.line(of: "threshold"))
            }
        }
        if let value = object["thresholds"] {
            guard let thresholds = value.object else { throw reader.error("thresholds", "`thresholds` must be an object") }
            for (category, number) in thresholds {
                config.thresholds[category] = try PolicySettings.threshold(reader.number(number, key: "thresholds.\(category)"),
                                                                           name: "`thresholds.\(category)`", path: path,
                                                                           line: reader.line(of: category))
            }
        }
        if let value = object["rules"] {
            guard let rules = value.object else { throw reader.error("rules", "`rules` must be an object") }
            for (id, setting) in rules {
                let raw = try reader.string(setting, key: "rules.\(id)")
                guard let (rule, severity) = try? PolicySettings.ruleSetting(id: id, setting: raw) else {
                    throw reader.error(id, PolicySettings.ruleSettingProblem(id: id, setting: raw, name: "`rules.\(id)`"))
                }
                config.rules[rule] = severity
            }
        }
        return config
    }

    /// Type checks with errors that name the file, the key and the line of its first mention.
    private struct Reader {
        let path: String
        let text: String

        /// The line where `"key"` first appears, found by a plain search.
        func line(of key: String) -> Int? {
            guard let range = text.firstByteRange(of: "\"\(key)\"") else { return nil }
            return text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        }

        func error(_ key: String, _ message: String) -> AuditError {
            AuditError(path: path, line: line(of: key.split(separator: ".").last.map(String.init) ?? key), message: message)
        }

        func string(_ value: JSONInput, key: String) throws -> String {
            guard let string = value.string else { throw error(key, "`\(key)` must be a string") }
            return string
        }

        func strings(_ value: JSONInput, key: String) throws -> [String] {
            guard let list = value.array else { throw error(key, "`\(key)` must be a list of strings") }
            var strings: [String] = []
            for item in list {
                guard let string = item.string else { throw error(key, "`\(key)` must be a list of strings") }
                strings.append(string)
            }
            return strings
        }

        /// The number after `"key":` as the file writes it, found by a plain search; else `number` in Swift's spelling.
        func written(number: Double, of key: String) -> String {
            guard let range = text.firstByteRange(of: "\"\(key)\"") else { return "\(number)" }
            let rest = text[range.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == ":" }
            let written = rest.prefix { "+-.0123456789eE".contains($0) }
            return written.isEmpty ? "\(number)" : String(written)
        }

        /// A number; `true` and `false` are not numbers.
        func number(_ value: JSONInput, key: String) throws -> Double {
            guard let number = value.number else { throw error(key, "`\(key)` must be a number") }
            return number
        }
    }
}
