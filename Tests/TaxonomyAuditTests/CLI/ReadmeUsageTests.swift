import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

/// README.md's usage block is what the command table generates; `make usage` rewrites it (`UPDATE_SNAPSHOTS=1`), then verifies it.
final class ReadmeUsageTests: XCTestCase {
    func testTheReadmeUsageBlockIsCurrent() throws {
        let url = TestSupport.repository.appendingPathComponent("README.md")
        let readme = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        let regenerated = try Self.replacingBlock(in: readme)
        if TestSupport.isRecording {
            if regenerated != readme { try Data(regenerated.utf8).write(to: url) }
            XCTFail("recorded README.md's usage block; run the tests again without UPDATE_SNAPSHOTS to verify it")
            return
        }
        guard readme != regenerated else { return }
        let old = readme.components(separatedBy: "\n"), new = regenerated.components(separatedBy: "\n")
        let line = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        XCTFail("README.md's usage block is stale at line \(line + 1): it reads \"\(line < old.count ? old[line] : "")\", "
            + "the command table gives \"\(line < new.count ? new[line] : "")\"; run `make usage`")
    }

    /// Every command, and every option of the default command, has its line.
    func testTheBlockListsEveryCommandAndEveryOptionOfCheck() {
        let block = HelpText.readmeBlock()
        for command in CommandTable.all where command.name != CommandTable.defaultCommand.name {
            XCTAssertTrue(block.contains("\naudit \(command.name)"), command.name)
        }
        for option in CommandTable.defaultCommand.optionInfos where option.name != "--help" {
            XCTAssertTrue(block.contains("\naudit \(option.name)"), option.name)
        }
        XCTAssertTrue(block.contains("\naudit docs [PATH ...] [--check] [--output DIR] [--vocabulary NAME] [--policy KIND] [--top N] "
                                     + "[--threshold X] [--config FILE] [--no-config]\n"), block)
    }

    /// `readme` with the lines between the usage markers replaced; every other byte kept.
    static func replacingBlock(in readme: String) throws -> String {
        let lines = readme.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: HelpText.readmeStart), let end = lines.firstIndex(of: HelpText.readmeEnd), start < end else {
            throw AuditError.input(path: "README.md", line: nil, message: "no \(HelpText.readmeStart) line before a \(HelpText.readmeEnd) line")
        }
        return lines[...start].joined(separator: "\n") + "\n" + HelpText.readmeBlock() + lines[end...].joined(separator: "\n")
    }
}
