import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// The real `audit` binary: `--fix` lists only the changes it writes, `--diff` shows the same edits, a removal
/// a literal cannot take is left with its reason in the finding, no plan empties a category, and an exclusion
/// is advised in the form the source can hold.
final class FixesWriteWhatTheyReportEndToEndTests: XCTestCase {
    private func write(_ files: [String: String]) throws -> URL {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(files, in: directory)
        return directory
    }

    private func contents(_ name: String, in directory: URL) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// The lines `--diff` removes and adds.
    private func changedLines(_ diff: String) -> (removed: [String], added: [String]) {
        let lines = diff.components(separatedBy: "\n")
        return (lines.filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.map { String($0.dropFirst()) },
                lines.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.map { String($0.dropFirst()) })
    }

    /// A repeat whose removal the code cannot take (the only pattern of its case) is reported with no fix, and
    /// neither `--fix` nor `--diff` touches it.
    func testARepeatTheCodeCannotLoseKeepsItsCase() throws {
        let files = [
            "Case.swift": "func hard(_ l: String) -> Bool {\n    switch l {\n    // audit:begin hard\n    case \"door\": return true\n"
                + "    case \"table\", \"door\": return true\n    case \"door\": return false\n    // audit:end\n    default: return false\n    }\n}\n",
        ]
        let directory = try write(files)
        let diff = try TestSupport.runAudit(["--diff", "Case.swift"], in: directory)
        XCTAssertEqual(changedLines(diff.output).removed, ["    case \"table\", \"door\": return true"], diff.output)
        let check = try TestSupport.runAudit(["Case.swift"], in: directory)
        XCTAssertTrue(check.output.contains("Case.swift:6:10: warning: [duplicate] \"door\" is already listed at line 4; remove this entry; "
                                            + "no fix is offered: removing it would leave invalid code (the only pattern of a case or condition)"),
                      check.output)
        XCTAssertTrue(check.output.contains("Case.swift:5:19: warning: [duplicate] \"door\" is already listed at line 4; remove this entry\n"),
                      check.output)
        for (name, text) in files { XCTAssertEqual(try contents(name, in: directory), text, name) }
    }

    func testARemovalTheCodeCannotTakeIsNeitherReportedNorWritten() throws {
        let files = [
            "Case.swift": "func hard(_ l: String) -> Bool {\n    switch l {\n    // audit:begin hard\n    case \"door\": return true\n"
                + "    case \"Doors\": return true\n    // audit:end\n    default: return false\n    }\n}\n",
        ]
        let directory = try write(files)
        let diff = try TestSupport.runAudit(["--diff", "Case.swift"], in: directory)
        XCTAssertEqual(diff.output, "", "no patch: \(diff.output)")
        let fix = try TestSupport.runAudit(["--fix", "Case.swift"], in: directory)
        XCTAssertEqual(fix.status, 1, fix.error)
        XCTAssertFalse(fix.output.contains("removed"), fix.output)
        XCTAssertTrue(fix.output.contains("No changes written."), fix.output)
        for (name, text) in files { XCTAssertEqual(try contents(name, in: directory), text, name) }
        XCTAssertTrue(fix.output.contains("Case.swift:5:10: error: [dead-entry] \"Doors\""), fix.output)
        XCTAssertTrue(fix.output.contains("--fix leaves it: removing it would leave invalid code (the only pattern of a case or condition)"), fix.output)
    }

    /// The only element of a literal whose category lists its correction in another file is replaced, not
    /// removed: the other file's list is read on its own, so this one keeps its entry (and its type).
    func testAnOnlyElementIsReplacedWhenAnotherFileListsItsCorrection() throws {
        let files = [
            "soft.txt": "sofa\n",
            "Untyped.swift": "// audit:category soft\nlet soft = [\"Sofas\"]\nprint(soft)\n",
            "Soft.kt": "fun main() {\n    val soft = setOf( // audit:category soft\n        \"Sofas\"\n    )\n    println(soft)\n}\n",
            "sets.py": "SOFT = {\"Sofas\"}  # audit:category soft\n",
        ]
        let directory = try write(files)
        let names = ["soft.txt", "Untyped.swift", "Soft.kt", "sets.py"]
        let fix = try TestSupport.runAudit(["--fix"] + names, in: directory)
        XCTAssertEqual(fix.status, 0, fix.output + fix.error)
        XCTAssertFalse(fix.output.contains(": removed "), fix.output)
        XCTAssertEqual(try contents("soft.txt", in: directory), "sofa\n")
        for name in names.dropFirst() {
            XCTAssertEqual(try contents(name, in: directory), files[name]?.replacingOccurrences(of: "\"Sofas\"", with: "\"sofa\""), name)
        }
    }

    func testFixAndDiffMakeTheSameEdits() throws {
        let files = [
            "soft.txt": "sofa\n",
            "Soft.swift": "// audit:category soft\nlet soft: Set<String> = [\n    \"Sofas\",\n    \"pillow\",\n    \"pillow\",\n]\n",
            "labels.py": "HARD = (\"door\", \"Doors\")  # audit:category hard\n",
            "hard.go": "package a\n\n// audit:category wall\nvar wall = []string{\n\t\"brick\",\n\t\"brick\"}\n",
        ]
        let directory = try write(files)
        let names = ["soft.txt", "Soft.swift", "labels.py", "hard.go"]
        let diff = try TestSupport.runAudit(["--diff"] + names, in: directory).output
        // The patch applied to a copy gives what `--fix` writes.
        let copy = try write(files)
        let patch = try XCTUnwrap(SourceCompilers.executable("patch"))
        XCTAssertEqual(try TestSupport.run(patch, ["-p1", "--quiet"], in: copy, input: diff).status, 0, diff)
        XCTAssertEqual(try TestSupport.runAudit(["--fix"] + names, in: directory).status, 0)
        for name in names { XCTAssertEqual(try contents(name, in: directory), try contents(name, in: copy), name) }
        XCTAssertEqual(try contents("labels.py", in: directory), "HARD = (\"door\",)  # audit:category hard\n")
        XCTAssertEqual(try contents("hard.go", in: directory), "package a\n\n// audit:category wall\nvar wall = []string{\n\t\"brick\"}\n")
        // `Sofas` is corrected to `sofa` (soft.txt's copy is another list); the repeated `pillow` goes.
        XCTAssertEqual(try contents("Soft.swift", in: directory), "// audit:category soft\nlet soft: Set<String> = [\n    \"sofa\",\n    \"pillow\",\n]\n")
    }

    func testNoPlanEmptiesACategory() throws {
        let directory = try write(["soft.txt": "zzqx\nqqxz\n"])
        let diff = changedLines(try TestSupport.runAudit(["--diff", "soft.txt"], in: directory).output)
        XCTAssertEqual(diff.removed, ["zzqx"], "every entry is dead with no suggestion, yet one stays")
    }

    func testExclusionAdviceNamesWhatTheSourceCanHold() throws {
        let directory = try write([
            "l.json": "{\"soft\": [\"bed\", \"crib\"]}\n",
            "Soft.swift": "// audit:category soft\nlet soft = [\"bed\", \"crib\"]\n",
            "soft.txt": "bed\ncrib\n",
        ])
        let json = try TestSupport.runAudit(["l.json"], in: directory).output
        XCTAssertTrue(json.contains("\"bookshelf\" is not mapped"), json)
        XCTAssertFalse(json.contains("!bookshelf"), json)
        XCTAssertTrue(json.contains("this file cannot hold one"), json)
        let swift = try TestSupport.runAudit(["Soft.swift"], in: directory).output
        XCTAssertTrue(swift.contains("or write a comment // audit:exclude bookshelf to decide against it"), swift)
        XCTAssertTrue(try TestSupport.runAudit(["soft.txt"], in: directory).output.contains("or write !bookshelf to decide against it"))
    }

    func testAnEntryWrittenWithAnExclamationMarkIsNotMadeAMapping() throws {
        let text = "{\"soft\": [\"bed\", \"crib\", \"!bookshelf\"]}\n"
        let directory = try write(["l.json": text])
        let fix = try TestSupport.runAudit(["--fix", "l.json"], in: directory)
        XCTAssertFalse(fix.output.contains("replaced"), fix.output)
        XCTAssertTrue(fix.output.contains("! excludes nothing here, and this file cannot hold an exclusion"), fix.output)
        XCTAssertEqual(try contents("l.json", in: directory), text)
        // `--diff`'s default answers add what is missing, and keep the entry as written.
        let diff = changedLines(try TestSupport.runAudit(["--diff", "l.json"], in: directory).output)
        XCTAssertTrue(diff.added.allSatisfy { $0.contains("\"!bookshelf\"") }, "\(diff.added)")
    }
}
