import CategoryMapping
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `audit replay CAPTURE... [--mappings PATH]... [--base REF]`: recorded outputs run through the mappings
/// with the policy, by the shared engine, with their real confidences.
struct ReplayCommand {
    enum Format: String, CaseIterable {
        case text, json
    }

    struct Options {
        var captures: [String]
        /// The mappings (`settings.paths`), vocabulary and model.
        var settings: AuditSettings
        var format: Format
        var base: String?
        var failOnVerdictChange: Bool
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

    let options: Options

    /// The report, the exit status, and a note for each capture file whose torn last line was skipped.
    func run() throws -> (output: String, status: Int32, notes: [String]) {
        var captures: [Capture] = []
        var notes: [String] = []
        for path in options.captures {
            let file = try Capture.load(path: path)
            captures += file.captures
            if let torn = file.torn {
                notes.append(TerminalText.lineStart(Finding.Location(path: path, line: torn).description)
                             + ": skipped: the last line is cut short (no newline ends it and it is not a whole JSON object)")
            }
        }
        let run = try AuditRun(options.settings)
        let engine = run.context.engine
        let previous = try options.base.map { try run.at(revision: $0).context.engine }
        let outcomes = captures.map {
            Outcome(capture: $0, verdict: engine.verdict(for: $0.observations), before: previous?.verdict(for: $0.observations))
        }
        let failed = outcomes.contains { $0.matches == false } || (options.failOnVerdictChange && outcomes.contains(where: \.flipped))
        let output: String
        switch options.format {
        case .json: output = json(outcomes)
        case .text: output = text(outcomes)
        }
        return (output, failed ? 1 : 0, notes)
    }

    private static func location(_ capture: Capture) -> String {
        Finding.Location(path: capture.path, line: capture.line).description
    }

    func text(_ outcomes: [Outcome]) -> String {
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
                line += outcome.flipped ? "; was \(VerdictRendering.name(before.categories)) at \(options.base ?? "")" : "; unchanged"
            }
            out += TerminalText.lineStart(line) + "\n"
        }
        let summary = Self.summary(outcomes)
        out += "\n\(ReportText.plural(summary.captures, "capture")) under \(RunTimeModel.name(options.settings.policy)), threshold "
            + "\(options.settings.policy.threshold): \(summary.matched) matched, \(summary.mismatched) mismatched"
            + (options.base.map { ", \(summary.flipped) flipped since \(TerminalText.escaped($0))" } ?? "") + ".\n"
        return out
    }

    static func summary(_ outcomes: [Outcome]) -> (captures: Int, matched: Int, mismatched: Int, flipped: Int) {
        (outcomes.count, outcomes.filter { $0.matches == true }.count, outcomes.filter { $0.matches == false }.count,
         outcomes.filter(\.flipped).count)
    }

    func json(_ outcomes: [Outcome]) -> String {
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
