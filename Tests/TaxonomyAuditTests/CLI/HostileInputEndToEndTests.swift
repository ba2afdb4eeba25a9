import TestSupport
import XCTest
@testable import TaxonomyAudit

/// Hostile file names and entries run through the real binary: nothing reaches the terminal, a CI log or a
/// Markdown comment raw, and every error stays on one line.
final class HostileInputEndToEndTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = try TestSupport.temporaryDirectory(self)
    }

    func run(_ arguments: [String]) throws -> TestSupport.RunResult {
        try TestSupport.runAudit(arguments, in: directory)
    }

    func contents(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: directory.appendingPathComponent(path)), as: UTF8.self)
    }

    /// Whether `text` holds a C0 or C1 control other than the line feeds that end its lines.
    func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 != "\n" && $0.properties.generalCategory == .control }
    }

    func testTerminalEscapesInEntriesAreShownEscaped() throws {
        try TestSupport.write(["ansi.txt": "sofa\n\u{1B}[2J\u{1B}[31mpwned\u{1B}]0;title\u{07}\n"], in: directory)
        let result = try run(["ansi.txt"])
        XCTAssertEqual(result.status, 1)
        XCTAssertFalse(hasRawControl(result.output), result.output)
        XCTAssertTrue(result.output.contains("ansi.txt:2:1: error: [dead-entry] \"\\x1b[2J\\x1b[31mpwned\\x1b]0;title\\x07\""), result.output)
    }

    func testAFileNameCannotStartAWorkflowCommandInAnyFormat() throws {
        let names = directory.appendingPathComponent("names")
        try TestSupport.write(["names/evil\n::warning file=x::INJECTED.txt": "Sofas\n", "::error::direct.txt": "Pillows\n"], in: directory)
        XCTAssertTrue(FileManager.default.fileExists(atPath: names.path))
        for format in OutputFormat.allCases {
            let result = try run(["--format", format.rawValue, "names", "::error::direct.txt"])
            XCTAssertEqual(result.status, 1, format.rawValue + result.error)
            for line in result.output.split(separator: "\n") where line.hasPrefix("::") {
                XCTAssertEqual(format, .github, "\(format): \(line)")
                XCTAssertTrue(line.hasPrefix("::error file=") || line.hasPrefix("::warning file=") || line.hasPrefix("::notice file="), String(line))
            }
        }
        let text = try run(["names", "::error::direct.txt"])
        XCTAssertTrue(text.output.contains("names/evil\\n::warning file=x::INJECTED.txt:1:1: error: [dead-entry] \"Sofas\""), text.output)
        XCTAssertTrue(text.output.hasPrefix("\\x3a:error::direct.txt:1:1: error: [dead-entry] \"Pillows\""), text.output)
    }

    func testTheGitHubSummaryLineIsEscaped() throws {
        try TestSupport.write(["soft.txt": "Sofas\n"], in: directory)
        let baseline = "accepted\n::error::INJECTED.json"
        XCTAssertEqual(try run(["--write-baseline", baseline, "soft.txt"]).status, 0)
        let result = try run(["--format", "github", "--baseline", baseline, "soft.txt"])
        XCTAssertEqual(result.status, 0, result.error)
        let lines = result.output.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, result.output)
        XCTAssertTrue(lines[0].contains("Baseline accepted\\n::error::INJECTED.json: 1 baselined"), result.output)
    }

    func testErrorMessagesAreOneLineWithoutRawControls() throws {
        let name = "bad\n\u{1B}[2Jname.txt"
        try TestSupport.write([name: "sofa # audit:ignore \u{1B}]0;x\u{07}\n"], in: directory)
        let result = try run([name])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.error.split(separator: "\n").count, 1, result.error)
        XCTAssertFalse(hasRawControl(result.error), result.error)
        XCTAssertTrue(result.error.hasPrefix("audit: bad\\n\\x1b[2Jname.txt:1: unknown rule `\\x1b]0;x\\x07`"), result.error)
    }

    func testAVagueSystemErrorIsSaidPlainly() throws {
        try TestSupport.write(["soft.txt": "sofa\n", "taken/keep": ""], in: directory)
        let result = try run(["--write-baseline", "taken", "soft.txt"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.error, "audit: taken: cannot write baseline: is not a regular file; not written\n")
        XCTAssertFalse(result.error.contains("NSCocoaErrorDomain"))
    }

    func testExplainShowsTheWordEscaped() throws {
        let result = try run(["explain", "\u{1B}[2Jfoo\n::warning::x"])
        XCTAssertEqual(result.status, 1)
        XCTAssertFalse(hasRawControl(result.output), result.output)
        XCTAssertFalse(result.output.split(separator: "\n").contains { $0.hasPrefix("::") }, result.output)
        XCTAssertTrue(result.output.hasPrefix("\"\\x1b[2Jfoo\\n::warning::x\" is not an identifier"), result.output)
    }

    func testMarkdownCannotBeBrokenOutOf() throws {
        let entry = "x` <img src=\"https://evil.example/a.png\"> `y"
        try TestSupport.write(["soft.txt": "\(entry)\n@octocat\n", "a|b<i>.txt": "Sofas\n"], in: directory)
        let result = try run(["--format", "markdown", "soft.txt", "a|b<i>.txt"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.output.contains("| ``x` <img src=\"https://evil.example/a.png\"> `y`` |"), result.output)
        XCTAssertTrue(result.output.contains("\"@\u{200B}octocat\" is not an identifier"), result.output)
        XCTAssertFalse(result.output.contains("\"@octocat"), "a mention outside a code span is defused: " + result.output)
        XCTAssertTrue(result.output.contains("| a\\|b\\<i\\>.txt:1:1 |"), result.output)
    }

    func testLoneCRFilesAreRefused() throws {
        try TestSupport.write(["mac.txt": "sofa\rpillow\rSofas\r", "big.txt": String(repeating: "pillow\r", count: 12_000)], in: directory)
        for name in ["mac.txt", "big.txt"] {
            let result = try run([name])
            XCTAssertEqual(result.status, 2)
            XCTAssertEqual(result.error, "audit: \(name):1: lone CR line endings are not supported\n")
        }
    }

    func testFixKeepsEachLinesEndingInAMixedFile() throws {
        try TestSupport.write(["m.txt": "sofa\npillow\r\nSofas\nbed\r\n"], in: directory)
        let diff = try run(["--diff", "m.txt"])
        XCTAssertTrue(diff.output.contains("-Sofas\n") && !diff.output.contains("-pillow") && !diff.output.contains("-bed"), diff.output)
        XCTAssertEqual(try run(["--fix", "m.txt"]).status, 0)
        XCTAssertEqual(try contents("m.txt"), "sofa\npillow\r\nbed\r\n")
    }

    func testFixMakesTheReplacementItReportsAfterAnyWhitespaceTheParserKeeps() throws {
        for space in ["\u{0B}", "\u{2028}", "\u{85}"] {
            try TestSupport.write(["bv.txt": "!\(space)Sofas\n"], in: directory)
            let diff = try run(["--diff", "bv.txt"])
            XCTAssertTrue(diff.output.hasSuffix("+!sofa\n"), diff.output)
            let fix = try run(["--fix", "bv.txt"])
            XCTAssertTrue(fix.output.hasPrefix("bv.txt:1: replaced \"\(TerminalText.escaped(space))Sofas\" with \"sofa\"\nWrote 1 file"), fix.output)
            XCTAssertEqual(fix.status, 0, fix.output)
            XCTAssertEqual(try contents("bv.txt"), "!sofa\n")
        }
    }

    func testASafeFixNeverIntroducesAConflict() throws {
        try TestSupport.write(["soft.txt": "sofa\n!Sofas\n"], in: directory)
        let result = try run(["--fix", "soft.txt"])
        XCTAssertTrue(result.output.hasPrefix("No changes written.\n"), result.output)
        XCTAssertFalse(result.output.contains("[conflict]"), result.output)
        XCTAssertEqual(try contents("soft.txt"), "sofa\n!Sofas\n")
    }
}
