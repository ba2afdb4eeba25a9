import CategoryMapping
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// `audit replay`, `audit verdicts`, `audit vocab` and `--format github` show text from captures, vocabularies
/// and lists as the text report does: no raw control, separator or bidirectional character, and no line that
/// a GitHub Actions runner would take for a workflow command.
final class ViewOutputEscapingEndToEndTests: XCTestCase {
    var directory: URL!

    /// A line starting a workflow command, an OSC title sequence, BEL, a screen clear and U+202E.
    static let hostile = ["::error file=a.swift::INJECTED", "\u{1B}]0;pwn\u{07}evil", "\u{1B}[2Jzzz", "be\u{202E}LTR"]

    override func setUpWithError() throws {
        directory = try TestSupport.temporaryDirectory(self)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try TestSupport.write(["mappings/soft.txt": "sofa\n"], in: directory)
    }

    func run(_ arguments: [String]) throws -> TestSupport.RunResult {
        try TestSupport.runAudit(arguments, in: directory)
    }

    /// The lines of `text` that could act on a terminal or a CI log.
    func unsafeLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { line in
            line.hasPrefix("::") || line.unicodeScalars.contains(where: TerminalText.needsEscape)
        }
    }

    func jsonString(_ text: String) -> String { "\"" + JSONText.escaped(text, strict: true) + "\"" }

    func testReplayShowsCaptureTextAndFileNamesEscaped() throws {
        let expected = "x\n::error file=a.swift::INJECTED\u{1B}]0;title\u{07}"
        let lines = [
            #"{"observations": [{"identifier": "sofa", "confidence": 0.9}], "expected": \#(jsonString(expected))}"#,
            #"{"observations": [{"identifier": \#(jsonString("so\nfa::x\u{202E}")), "confidence": 0.9}], "expected": \#(jsonString(Self.hostile[2]))}"#,
        ]
        try TestSupport.write(["c\n::warning::z.jsonl": lines.joined(separator: "\n") + "\n",
                               "::error file=a::x.json": #"{"observations": [{"identifier": "sofa", "confidence": 0.5}], "expected": "soft"}"#],
                              in: directory)
        let result = try run(["replay", "c\n::warning::z.jsonl", "::error file=a::x.json", "--mappings", "mappings"])
        XCTAssertEqual(result.status, 1, result.error)
        XCTAssertEqual(unsafeLines(result.output), [], result.output)
        XCTAssertTrue(result.output.contains("c\\n::warning::z.jsonl:1: soft (decided by sofa 0.9); expected x\\n::error file=a.swift::INJECTED\\x1b]0;title\\x07: MISMATCH"),
                      result.output)
        XCTAssertTrue(result.output.contains("(rank 1: so\\nfa::x\\u{202e} 0.9); expected \\x1b[2Jzzz: MISMATCH"), result.output)
        XCTAssertTrue(result.output.contains("\n\\x3a:error file=a::x.json: soft; expected soft: matches")
                      || result.output.contains("\n\\x3a:error file=a::x.json: soft (decided by sofa 0.5); expected soft: matches"), result.output)
    }

    func testVerdictsShowVocabularyAndCategoryTextEscaped() throws {
        try TestSupport.write(["voc.txt": (["sofa"] + Self.hostile).joined(separator: "\n") + "\n"], in: directory)
        let result = try run(["verdicts", "mappings", "--vocabulary", "voc.txt"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(unsafeLines(result.output), [], result.output)
        XCTAssertTrue(result.output.contains("\n\\x3a:error file=a.swift::INJECTED  none: not mapped\n"), result.output)
        XCTAssertTrue(result.output.contains("\\x1b]0;pwn\\x07evil"), result.output)
        XCTAssertTrue(result.output.contains("be\\u{202e}LTR"), result.output)
        XCTAssertTrue(result.output.hasPrefix("sofa"), result.output)
    }

    func testVerdictsMarkdownKeepsACategoryInItsCell() throws {
        try TestSupport.write(["odd/a|*b*.txt": "sofa\n"], in: directory)
        let result = try run(["verdicts", "odd", "--format", "markdown"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.contains("| `sofa` | a\\|\\*b\\* | a\\|\\*b\\* | `sofa` | a\\|\\*b\\* | "), result.output)
        XCTAssertTrue(result.output.contains("Under first-match (top 5): a\\|\\*b\\* 1 mapped"), result.output)
    }

    func testTheVerdictDiffShowsItsIdentifiersAndRefEscaped() {
        let change = VerdictChange(identifier: "\u{1B}[2Jsofa\n::error::x", before: ["soft"], after: ["c\u{202E}at"], decidedBy: [],
                                   reason: "mapped at \u{07}here")
        let text = VerdictRendering.changesText([change], base: "main\n::warning::ref")
        XCTAssertEqual(unsafeLines(text), [], text)
        XCTAssertEqual(text, "This edit changes 1 verdict since main\\n::warning::ref:\n"
                       + "  \\x1b[2Jsofa\\n::error::x: soft → c\\u{202e}at (mapped at \\x07here)\n")
        let markdown = VerdictRendering.changesMarkdown([change], base: "`main`")
        XCTAssertTrue(markdown.contains("since `` `main` ``:"), markdown)
        XCTAssertTrue(markdown.contains("| soft | c\\\\u{202e}at | mapped at \\\\x07here |"), "Markdown shows a backslash escaped: " + markdown)
    }

    func testVocabShowsItsIdentifiersEscaped() throws {
        try TestSupport.write(["voc.txt": (["sofa"] + Self.hostile).joined(separator: "\n") + "\n"], in: directory)
        let result = try run(["vocab", "--vocabulary", "voc.txt"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.output, "sofa\n\\x3a:error file=a.swift::INJECTED\n\\x1b]0;pwn\\x07evil\n\\x1b[2Jzzz\nbe\\u{202e}LTR\n")
        XCTAssertEqual(try run(["vocab"]).output, Vocabulary.builtin.identifiers.map { $0 + "\n" }.joined(), "ordinary identifiers as they are")
    }

    func testGitHubAnnotationsShowControlsEscaped() throws {
        try TestSupport.write(["List.swift": "// audit:category soft\nlet soft: Set<String> = [\"\\u{1B}[2J\\u{1B}]0;t\\u{07}\", \"be\\u{202E}x\"]\n"],
                              in: directory)
        let result = try run(["--format", "github", "List.swift"])
        XCTAssertEqual(result.status, 1, result.output + result.error)
        XCTAssertFalse(result.output.unicodeScalars.contains { $0 != "\n" && TerminalText.needsEscape($0) }, result.output)
        XCTAssertTrue(result.output.contains("\\x1b[2J\\x1b]0;t\\x07"), result.output)
        XCTAssertTrue(result.output.contains("be\\u{202e}x"), result.output)
        XCTAssertEqual(GitHubReporter.escapeData("50%\u{1B}[2J\n"), "50%25\\x1b[2J%0A")
    }
}
