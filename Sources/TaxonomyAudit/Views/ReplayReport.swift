import CategoryMapping
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `audit replay` found: each capture's verdict under the policy (and at `--base`), in text or JSON.
struct ReplayReport {
    enum Format: String, CaseIterable {
        case text, json
    }

    /// One capture's outcome.
    struct Outcome {
        let capture: Capture
        let verdict: Verdict
        let before: Verdict?

        /// nil when the capture states no expectation.
        var matches: Bool? {
            capture.expected.map { $0 == verdict.categories || ($0 == ["none"] && verdict.categories.isEmpty) }
        }
        var flipped: Bool { before.map { $0.categories != verdict.categories } ?? false }
    }

    let outcomes: [Outcome]
    /// The policy the verdicts are under.
    let policy: Policy
    /// With `--base`: the REF.
    let base: String?

    /// Whether a capture's verdict is not what it expects, or (with `failOnVerdictChange`) a verdict flipped.
    func fails(failOnVerdictChange: Bool) -> Bool {
        outcomes.contains { $0.matches == false } || (failOnVerdictChange && outcomes.contains(where: \.flipped))
    }

    private static func location(_ capture: Capture) -> String {
        Finding.Location(path: capture.path, line: capture.line).description
    }

    func text() -> String {
        var out = ""
        for outcome in outcomes {
            var line = "\(Self.location(outcome.capture)): \(VerdictRendering.name(outcome.verdict.categories))"
            let deciders = outcome.verdict.decidedBy.map { "\($0.identifier) \($0.confidence)" }.joined(separator: ", ")
            if !deciders.isEmpty { line += outcome.verdict.isEmpty ? " (rank 1: \(deciders))" : " (decided by \(deciders))" }
            if let expected = outcome.capture.expected {
                line += outcome.matches == true ? "; expected \(VerdictRendering.name(expected)): matches"
                    : "; expected \(VerdictRendering.name(expected)): MISMATCH"
            }
            if let before = outcome.before {
                line += outcome.flipped ? "; was \(VerdictRendering.name(before.categories)) at \(base ?? "")" : "; unchanged"
            }
            out += TerminalText.lineStart(line) + "\n"
        }
        let summary = Self.summary(outcomes)
        out += "\n\(ReportText.plural(summary.captures, "capture")) under \(RunTimeModel.name(policy)), threshold "
            + "\(policy.threshold): \(summary.matched) matched, \(summary.mismatched) mismatched"
            + (base.map { ", \(summary.flipped) flipped since \(TerminalText.escaped($0))" } ?? "") + ".\n"
        return out
    }

    static func summary(_ outcomes: [Outcome]) -> (captures: Int, matched: Int, mismatched: Int, flipped: Int) {
        (outcomes.count, outcomes.filter { $0.matches == true }.count, outcomes.filter { $0.matches == false }.count,
         outcomes.filter(\.flipped).count)
    }

    func json() -> String {
        let summary = Self.summary(outcomes)
        let captures: [JSONValue] = outcomes.map { outcome in
            let capture = outcome.capture
            let expected: JSONValue = capture.expected.map {
                capture.expectedIsList ? VerdictRendering.strings($0) : .string($0[0])
            } ?? .null
            return .object([
                ("path", .string(capture.path)),
                ("line", capture.line.map(JSONValue.int) ?? .null),
                ("verdict", VerdictRendering.strings(outcome.verdict.categories)),
                ("decidedBy", VerdictRendering.strings(outcome.verdict.decidedBy.map(\.identifier))),
                ("expected", expected),
                ("matches", outcome.matches.map(JSONValue.bool) ?? .null),
                ("before", outcome.before.map { VerdictRendering.strings($0.categories) } ?? .null),
            ])
        }
        return JSONValue.object([
            ("captures", .array(captures)),
            ("summary", .object([("captures", .int(summary.captures)), ("matched", .int(summary.matched)),
                                 ("mismatched", .int(summary.mismatched)), ("flipped", .int(summary.flipped))])),
        ]).rendered()
    }
}
