import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// `audit help --man`: the manual page, pinned by a snapshot, clean for groff, and in step with `--help`.
final class ManualPageTests: XCTestCase {
    func testTheManualPageMatchesItsSnapshotAndEveryCommandsHelp() throws {
        let run = try TestSupport.runAudit(["help", "--man"])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.error, "")
        try TestSupport.assertSnapshot(run.output, named: "Help/audit.1")
        for command in CommandTable.all {
            XCTAssertTrue(run.output.contains(".SS \"audit \(command.name)\"\n"), command.name)
            for option in command.optionInfos {
                XCTAssertTrue(run.output.contains("\\fB\(ManualPage.escaped(option.name))\\fR"), "\(command.name) \(option.name)")
                XCTAssertTrue(run.output.contains(ManualPage.escaped(option.help)), "\(command.name) \(option.name)")
            }
        }
        let combined = try TestSupport.runAudit(["help", "--man", "explain"])
        XCTAssertEqual(combined.status, 2)
        XCTAssertTrue(combined.error.hasPrefix("audit: --man prints the page of every command; it takes no COMMAND, not `explain`\n"), combined.error)
    }

    /// groff reads it with every warning on and says nothing; the text shows the options as `--help` does.
    func testGroffFormatsItWithoutWarnings() throws {
        guard let groff = CompletionsEndToEndTests.shell("groff") else { throw XCTSkip("groff is not installed (.ci/run installs groff-base)") }
        let directory = try TestSupport.temporaryDirectory(self)
        let page = directory.appendingPathComponent("audit.1")
        try Data(try TestSupport.runAudit(["help", "--man"]).output.utf8).write(to: page)
        let lint = try TestSupport.run(groff, ["-man", "-ww", "-z", page.path])
        XCTAssertEqual(lint.status, 0)
        XCTAssertEqual(lint.error, "")
        let text = try TestSupport.run(groff, ["-man", "-Tascii", "-P-cbou", page.path])
        XCTAssertEqual(text.status, 0, text.error)
        XCTAssertTrue(text.output.contains("--write-baseline FILE"), text.output)
        XCTAssertTrue(text.output.contains("audit explain WORD [PATH ...] [OPTIONS]"), text.output)
    }
}
