import CategoryMapping

/// The checks `.audit.json` and the command line share for a policy, thresholds and rule severities.
enum PolicySettings {
    static func kind(_ raw: String, name: String, path: String? = nil, line: Int? = nil) throws -> Policy.Kind {
        guard let kind = Policy.Kind(rawValue: raw) else {
            throw AuditError(path: path, line: line,
                             message: "\(name) must be one of \(Policy.Kind.allCases.map(\.rawValue).joined(separator: ", ")), not `\(raw)`")
        }
        return kind
    }

    /// The largest `top` taken: more observations than a classifier reports.
    static let maximumTop = 1_000_000

    /// `value` as `top`; `written` is the number as the input wrote it, which a message quotes.
    static func top(_ value: Double, written: String, name: String, path: String? = nil, line: Int? = nil) throws -> Int {
        guard value >= 1, value <= Double(maximumTop), value.rounded() == value else {
            throw AuditError(path: path, line: line, message: "\(name) must be a whole number from 1 to \(maximumTop), not \(written)")
        }
        return Int(value)
    }

    /// `top` is read by `first-match` only: given with another kind, it would be ignored without a word.
    static func checkTop(given top: Bool, kind: Policy.Kind, name: String, path: String? = nil, line: Int? = nil) throws {
        guard top, kind != .firstMatch else { return }
        throw AuditError(path: path, line: line, message: "\(name) applies to the \(Policy.Kind.firstMatch.rawValue) policy only; "
                         + "\(kind.rawValue) would ignore it (remove it)")
    }

    static func threshold(_ value: Double, name: String, path: String? = nil, line: Int? = nil) throws -> Float {
        guard value >= 0, value <= 1 else {
            throw AuditError(path: path, line: line, message: "\(name) must be a confidence between 0 and 1, not \(value)")
        }
        return Float(value)
    }

    /// A rule id and its setting: a severity, or `off` (nil).
    static func ruleSetting(id: String, setting: String) throws -> (RuleID, Severity?) {
        guard let rule = RuleID(rawValue: id) else { throw AuditError.usage(ruleSettingProblem(id: id, setting: setting, name: id)) }
        if setting == "off" { return (rule, nil) }
        guard let severity = Severity(rawValue: setting) else {
            throw AuditError.usage(ruleSettingProblem(id: id, setting: setting, name: id))
        }
        return (rule, severity)
    }

    /// What is wrong with `id` = `setting`.
    static func ruleSettingProblem(id: String, setting: String, name: String) -> String {
        guard RuleID(rawValue: id) != nil else {
            return "unknown rule `\(id)`; the rules are \(RuleID.allCases.map(\.rawValue).joined(separator: ", "))"
        }
        return "\(name) must be error, warning, note or off, not `\(setting)`"
    }
}
