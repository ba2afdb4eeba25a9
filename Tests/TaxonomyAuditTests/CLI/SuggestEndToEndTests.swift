import TestSupport
import XCTest
@testable import TaxonomyAudit

/// `audit --suggest` driven through a real pseudo-terminal, keystroke by keystroke.
final class SuggestEndToEndTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = try TestSupport.temporaryDirectory(self)
    }

    func write(_ files: [String: String]) throws {
        try TestSupport.write(files, in: directory)
    }

    /// The file's text, byte-order mark included.
    func contents(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: directory.appendingPathComponent(path)), as: UTF8.self)
    }

    func start(_ arguments: [String] = ["--suggest"]) throws -> PseudoTerminal {
        try PseudoTerminal(arguments, in: directory)
    }

    /// Answers every question with `answer`; returns the questions.
    func answerAll(_ terminal: PseudoTerminal, with answer: String) throws -> [String] {
        var prompts: [String] = []
        while let prompt = try terminal.nextPrompt() {
            prompts.append(prompt)
            terminal.send(answer + "\n")
        }
        return prompts
    }

    static let messy = "\u{FEFF}# Soft things\r\nSofas   # plural\r\npillow\r\ncotton\r\n\r\npillow\r\nstructure\r\nclothing\r\n"

    func testAnsweringNoToEverythingLeavesTheFileByteIdentical() throws {
        try write(["mappings/soft.txt": Self.messy])
        let terminal = try start()
        let prompts = try answerAll(terminal, with: "n")
        XCTAssertEqual(try terminal.finish(), 1, "the errors remain")
        XCTAssertEqual(try Data(contentsOf: directory.appendingPathComponent("mappings/soft.txt")), Data(Self.messy.utf8))
        XCTAssertTrue(prompts[0].contains("Replace \"Sofas\" (line 2) with \"sofa\"? [y,2,e,d,n,a,q,?] "), prompts[0])
        XCTAssertTrue(prompts.contains { $0.hasSuffix("Remove the repeated \"pillow\" (line 6)? [y,n,a,q,?] ") })
        // structure takes no kind over here: a catch-all note, which --suggest does not ask about.
        XCTAssertFalse(prompts.contains { $0.contains("Remove \"structure\"") })
        XCTAssertTrue(prompts.contains { $0.contains("kinds of clothing are covered only through clothing, mapped soft at mappings/soft.txt:8")
            && $0.hasSuffix(" to soft? [y,l,n,?] ") }, prompts.joined(separator: "\n"))
        XCTAssertFalse(prompts.contains { $0.hasSuffix("Add \"bathrobe\" to soft? [y,n,x,a,q,?] ") }, "asked with its group")
        XCTAssertTrue(terminal.transcript.contains("No changes written."))
    }

    func testEveryQuestionShowsTheFindingAndItsReason() throws {
        try write(["mappings/soft.txt": "pillow\ncotton\n"])
        let terminal = try start()
        let prompt = try XCTUnwrap(terminal.nextPrompt())
        XCTAssertTrue(prompt.contains("mappings/soft.txt:2:1: error: [dead-entry] \"cotton\" is not an identifier"), prompt)
        XCTAssertTrue(prompt.contains("  y  textile: cotton is a kind of textile\n"), prompt)
        XCTAssertTrue(prompt.hasSuffix("Replace \"cotton\" (line 2) with \"textile\"? [y,2,3,e,d,n,a,q,?] "), prompt)
        terminal.send("?\n")
        try terminal.expect("d - remove the line\n")
        let again = try XCTUnwrap(terminal.nextPrompt())
        XCTAssertTrue(again.contains("a - give the default answer (y) to this and every remaining question\n"), again)
        XCTAssertTrue(again.hasSuffix("Replace \"cotton\" (line 2) with \"textile\"? [y,2,3,e,d,n,a,q,?] "), again)
        terminal.send("z\n")
        try terminal.expect("Answer one of y, 2, 3, e, d, n, a, q, ?; ? explains them.")
        terminal.send("q\n")
        XCTAssertEqual(try terminal.finish(), 1)
        XCTAssertEqual(try contents("mappings/soft.txt"), "pillow\ncotton\n")
    }

    func testQuitWritesWhatWasAcceptedSoFar() throws {
        try write(["mappings/soft.txt": "pillow\ncotton # fibre\nSofas\n"])
        let terminal = try start()
        XCTAssertNotNil(try terminal.nextPrompt())
        terminal.send("y\n")
        let second = try XCTUnwrap(terminal.nextPrompt())
        XCTAssertTrue(second.hasSuffix("Replace \"Sofas\" (line 3) with \"sofa\"? [y,2,e,d,n,a,q,?] "), second)
        terminal.send("q\n")
        XCTAssertEqual(try terminal.finish(), 1)
        XCTAssertEqual(try contents("mappings/soft.txt"), "pillow\ntextile # fibre\nSofas\n")
        XCTAssertTrue(terminal.transcript.contains("mappings/soft.txt:2: replaced \"cotton\" with \"textile\"\nWrote 1 file: mappings/soft.txt."),
                      terminal.transcript)
        XCTAssertTrue(terminal.transcript.contains("[dead-entry] \"Sofas\""), "the result is audited")
    }

    func testExcludeWritesTheDecision() throws {
        // One note of its cause (hardhat, covered through helmet) is asked about alone.
        try write(["mappings/soft.txt": "# clothes\nhelmet\n"])
        let terminal = try start()
        let first = try XCTUnwrap(terminal.nextPrompt())
        let identifier = try XCTUnwrap(first.split(separator: "\"").dropFirst(first.split(separator: "\"").count - 2).first)
        XCTAssertTrue(first.hasSuffix("Add \"\(identifier)\" to soft? [y,n,x,a,q,?] "), first)
        terminal.send("x\n")
        _ = try answerAll(terminal, with: "n")
        XCTAssertEqual(try terminal.finish(), 0, "missing labels are warnings")
        XCTAssertEqual(try contents("mappings/soft.txt"), "# clothes\nhelmet\n!\(identifier)\n")
        let after = try TestSupport.runAudit([], in: directory)
        XCTAssertFalse(after.output.contains("\"\(identifier)\" is not mapped"), after.output)
    }

    func testNotesOfOneCauseAreAskedAboutOnceAndAddedTogether() throws {
        try write(["mappings/soft.txt": "# clothes\nclothing\n"])
        let terminal = try start()
        let group = try XCTUnwrap(terminal.nextPrompt())
        XCTAssertTrue(group.contains("note: [missing-label] 57 kinds of clothing are covered only through clothing"), group)
        XCTAssertTrue(group.hasSuffix("Add all 57 to soft? [y,l,n,?] "), group)
        terminal.send("l\n")
        try terminal.expect("apron, baseball_hat, bathrobe, ")
        XCTAssertNotNil(try terminal.nextPrompt(), "listing asks again")
        terminal.send("y\n")
        XCTAssertNil(try terminal.nextPrompt())
        XCTAssertEqual(try terminal.finish(), 0)
        let lines = try contents("mappings/soft.txt").split(separator: "\n")
        XCTAssertEqual(lines.count, 2 + 57)
        XCTAssertTrue(lines.contains("bathrobe") && lines.contains("wetsuit"))
        XCTAssertFalse(try TestSupport.runAudit([], in: directory).output.contains("[missing-label]"))
    }

    func testTypingAnIdentifierChecksItAgainstTheVocabulary() throws {
        try write(["mappings/soft.txt": "\u{FEFF}cotton   # fibre\r\n"])
        let terminal = try start()
        XCTAssertNotNil(try terminal.nextPrompt())
        terminal.send("e\n")
        try terminal.expect("Identifier (empty to go back): ")
        terminal.send("cloth\n")
        try terminal.expect("\"cloth\" is not an identifier of apple-vision-rev1; did you mean \"textile\"?\n")
        try terminal.expect("Identifier (empty to go back): ")
        terminal.send("\n")
        XCTAssertNotNil(try terminal.nextPrompt(), "an empty line goes back to the question")
        terminal.send("e\n")
        try terminal.expect("Identifier (empty to go back): ")
        terminal.send("jeans\n")
        _ = try answerAll(terminal, with: "n")
        XCTAssertEqual(try terminal.finish(), 0)
        XCTAssertEqual(try contents("mappings/soft.txt"), "\u{FEFF}jeans   # fibre\r\n")
    }

    func testAConflictCanBeKeptInEitherCategory() throws {
        try write(["mappings/hard.txt": "table\nsofa\n", "mappings/soft.txt": "pillow\nsofa\n"])
        let terminal = try start()
        var prompt = try XCTUnwrap(terminal.nextPrompt())
        while !prompt.contains("[conflict]") {
            terminal.send("n\n")
            prompt = try XCTUnwrap(terminal.nextPrompt())
        }
        XCTAssertTrue(prompt.contains("  y  keep it in hard (mappings/hard.txt:2)\n  2  keep it in soft (line 2)\n"), prompt)
        XCTAssertTrue(prompt.hasSuffix("Keep \"sofa\" in hard and remove it from soft (line 2)? [y,2,n,a,q,?] "), prompt)
        terminal.send("2\n")
        _ = try answerAll(terminal, with: "n")
        _ = try terminal.finish()
        XCTAssertEqual(try contents("mappings/hard.txt"), "table\n")
        XCTAssertEqual(try contents("mappings/soft.txt"), "pillow\nsofa\n")
    }

    func testAcceptingEverythingOnTheArticlesListLeavesNoErrorAndNoMissingLabel() throws {
        let original = try String(contentsOfFile: TestSupport.fixture("Mappings/article/soft.txt"), encoding: .utf8)
        try write(["mappings/soft.txt": original])
        let terminal = try start()
        let first = try XCTUnwrap(terminal.nextPrompt())
        XCTAssertTrue(first.contains("  y  textile: fabric is a synonym of textile; already listed, so the line is removed\n"), first)
        XCTAssertTrue(first.hasSuffix("Replace \"fabric\" (line 9) with \"textile\"? [y,e,d,n,a,q,?] "), first)
        terminal.send("a\n")
        XCTAssertNil(try terminal.nextPrompt(), "a answers every remaining question")
        XCTAssertEqual(try terminal.finish(), 0)
        let result = try contents("mappings/soft.txt")
        XCTAssertTrue(result.hasPrefix(original.split(separator: "\n")[0] + "\n"), "the comment is intact")
        let audit = try TestSupport.runAudit(["--format", "json"], in: directory)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(audit.output.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.filter { $0["severity"] as? String == "error" }.count, 0, audit.output)
        XCTAssertEqual(findings.filter { $0["rule"] as? String == "missing-label" }.count, 0, audit.output)
        for identifier in ["bathrobe", "cloak", "leotard", "mitten", "poncho", "swimsuit", "wetsuit", "bedding"] {
            XCTAssertTrue(result.split(separator: "\n").contains(Substring(identifier)), "\(identifier) added:\n\(result)")
        }
        for dead in ["fabric", "cloth", "cushion", "cotton", "leather"] {
            XCTAssertFalse(result.split(separator: "\n").contains(Substring(dead)), "\(dead) gone:\n\(result)")
        }
    }

    func testCtrlCAndEndOfInputWriteNothing() throws {
        for (key, status, message) in [("\u{03}", Int32(130), "interrupted; nothing written"), ("\u{04}", Int32(1), "end of input; nothing written")] {
            try write(["mappings/soft.txt": Self.messy])
            let terminal = try start()
            XCTAssertNotNil(try terminal.nextPrompt())
            terminal.send("y\n")
            XCTAssertNotNil(try terminal.nextPrompt())
            terminal.send(key)
            XCTAssertEqual(try terminal.finish(), status, terminal.transcript)
            XCTAssertTrue(terminal.transcript.contains(message), terminal.transcript)
            XCTAssertEqual(try Data(contentsOf: directory.appendingPathComponent("mappings/soft.txt")), Data(Self.messy.utf8))
        }
    }

    func testWithoutATerminalItExitsTwoAndPointsToFixAndDiff() throws {
        try write(["mappings/soft.txt": "cotton\n"])
        let result = try TestSupport.runAudit(["--suggest"], in: directory, input: "y\n")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.output, "")
        XCTAssertTrue(result.error.contains("needs a terminal on standard input; use --fix") && result.error.contains("--diff"), result.error)
        XCTAssertEqual(try contents("mappings/soft.txt"), "cotton\n")
    }

    static let conflicting = ["mappings/soft.txt": "sofa\n!sofa\n", "mappings/hard.txt": "sofa\nbrick\n"]
    /// Soft first, so that soft owns sofa and the conflict is asked about at hard's line.
    static let softFirst = ["--suggest", "mappings/soft.txt", "mappings/hard.txt"]

    func testAnAnswerEditsOnlyWhatItsPromptSays() throws {
        try write(Self.conflicting)
        let terminal = try start(Self.softFirst)
        let first = try XCTUnwrap(terminal.nextPrompt())
        XCTAssertTrue(first.hasSuffix("Keep \"sofa\" in soft and remove it from hard (line 1)? [y,2,n,a,q,?] "), first)
        terminal.send("n\n")
        let second = try XCTUnwrap(terminal.nextPrompt())
        XCTAssertTrue(second.contains("  2  keep sofa in soft: remove !sofa\n"), second)
        XCTAssertTrue(second.hasSuffix("Keep !sofa and remove \"sofa\" (line 1)? [y,2,n,a,q,?] "), second)
        terminal.send("2\n")
        _ = try answerAll(terminal, with: "n")
        XCTAssertEqual(try terminal.finish(), 1, "the declined conflict remains")
        XCTAssertEqual(try contents("mappings/soft.txt"), "sofa\n")
        XCTAssertEqual(try contents("mappings/hard.txt"), "sofa\nbrick\n", "declined, and never offered by the second prompt")
        XCTAssertFalse(terminal.transcript.contains("hard.txt:1: removed"), terminal.transcript)
    }

    func testAConflictSettledByAnEarlierAnswerIsNotAskedAgain() throws {
        try write(Self.conflicting)
        let terminal = try start(Self.softFirst)
        let first = try XCTUnwrap(terminal.nextPrompt())
        XCTAssertTrue(first.contains("  2  keep it in hard (line 1)\n"), first)
        terminal.send("2\n")
        // Keeping sofa in hard removes soft's sofa, which settles soft's mapped-and-excluded conflict too.
        let rest = try answerAll(terminal, with: "2")
        XCTAssertFalse(rest.contains { $0.contains("Keep !sofa") }, rest.joined(separator: "\n---\n"))
        XCTAssertEqual(try terminal.finish(), 0)
        XCTAssertEqual(try contents("mappings/soft.txt"), "!sofa\n")
        XCTAssertEqual(try contents("mappings/hard.txt"), "sofa\nbrick\n", "sofa stays in hard, as answered")
    }

    static let threeCategories = ["mappings/soft.txt": "sofa\n!sofa\n", "mappings/hard.txt": "sofa\nbrick\n", "mappings/wood.txt": "sofa\n"]
    static let threeCategoriesSoftFirst = ["--suggest", "mappings/soft.txt", "mappings/hard.txt", "mappings/wood.txt"]

    func testAQuestionIsAskedAsTheEarlierAnswersLeftTheMappings() throws {
        try write(Self.threeCategories)
        let terminal = try start(Self.threeCategoriesSoftFirst)
        let prompts = try answerAll(terminal, with: "y")
        XCTAssertTrue(prompts[0].hasSuffix("Keep \"sofa\" in soft and remove it from hard (line 1)? [y,2,n,a,q,?] "), prompts[0])
        XCTAssertTrue(prompts[1].hasSuffix("Keep !sofa and remove \"sofa\" (line 1)? [y,2,n,a,q,?] "), prompts[1])
        // Once soft.txt:1 is removed, keeping sofa in soft (soft.txt:1) and removing it from wood is no choice left.
        XCTAssertFalse(prompts.contains { $0.contains("remove it from wood") }, prompts.joined(separator: "\n---\n"))
        XCTAssertEqual(try terminal.finish(), 0)
        XCTAssertEqual(try contents("mappings/soft.txt"), "!sofa\n")
        XCTAssertEqual(try contents("mappings/hard.txt"), "brick\n")
        XCTAssertEqual(try contents("mappings/wood.txt"), "sofa\n", "sofa stays mapped in one category")
    }

    func testAcceptingEverythingNeverRemovesALabelFromEveryCategory() throws {
        try write(Self.threeCategories)
        let terminal = try start(Self.threeCategoriesSoftFirst)
        XCTAssertNotNil(try terminal.nextPrompt())
        terminal.send("a\n")
        XCTAssertNil(try terminal.nextPrompt())
        XCTAssertEqual(try terminal.finish(), 0)
        XCTAssertEqual(try contents("mappings/wood.txt"), "sofa\n")
        XCTAssertEqual(try contents("mappings/soft.txt") + contents("mappings/hard.txt"), "!sofa\nbrick\n")
    }

    func testARepeatWhoseCopyAnEarlierAnswerRewroteIsNotAskedAsARepeat() throws {
        try write(["mappings/soft.txt": "Sofas\npillow\nSofas\n"])
        let terminal = try start()
        let first = try XCTUnwrap(terminal.nextPrompt())
        XCTAssertTrue(first.hasSuffix("Replace \"Sofas\" (line 1) with \"sofa\"? [y,2,e,d,n,a,q,?] "), first)
        terminal.send("y\n")
        // Line 3 repeated line 1, which is "sofa" now: it is no repeat, and "already listed at line 1" is not asked.
        let rest = try answerAll(terminal, with: "n")
        XCTAssertFalse(rest.contains { $0.contains("[duplicate]") }, rest.joined(separator: "\n---\n"))
        XCTAssertTrue(rest.contains { $0.hasSuffix("Replace \"Sofas\" (line 3) with \"sofa\"? [y,2,e,d,n,a,q,?] ") }, rest.joined(separator: "\n---\n"))
        XCTAssertEqual(try terminal.finish(), 1)
        XCTAssertEqual(try contents("mappings/soft.txt"), "sofa\npillow\nSofas\n")
    }

    func testAFailedWriteOfAQuestionEndsTheRunAndWritesNothing() throws {
        try write(["s.txt": "sofa\nSofas\n"])
        let terminal = try PseudoTerminal(["--suggest", "s.txt"], in: directory, standardOutput: "/dev/full")
        // Typed ahead, unseen: never taken as an answer to a question that was not shown.
        terminal.send("y\ny\n")
        XCTAssertEqual(try terminal.finish(), 2)
        XCTAssertTrue(terminal.transcript.contains("audit: cannot write standard output: No space left on device"), terminal.transcript)
        XCTAssertEqual(try contents("s.txt"), "sofa\nSofas\n")
    }

    func testPromptsShowControlCharactersEscaped() throws {
        try write(["mappings/soft.txt": "pillow\n\u{1B}[2JSofas\u{1B}]0;t\u{07}\n"])
        let terminal = try start()
        let prompt = try XCTUnwrap(terminal.nextPrompt())
        XCTAssertFalse(prompt.unicodeScalars.contains { $0 != "\n" && $0 != "\r" && $0.properties.generalCategory == .control }, prompt)
        XCTAssertTrue(prompt.contains("[dead-entry] \"\\x1b[2JSofas\\x1b]0;t\\x07\""), prompt)
        XCTAssertTrue(prompt.hasSuffix("Remove \"\\x1b[2JSofas\\x1b]0;t\\x07\" (line 2)? [y,e,n,a,q,?] "), prompt)
        terminal.send("q\n")
        XCTAssertEqual(try terminal.finish(), 1)
    }
}
