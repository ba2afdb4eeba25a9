#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TestSupport
import XCTest
@testable import TaxonomyAudit

final class SafeWriterTests: XCTestCase {
    override func tearDown() {
        SafeWriter.faults = SafeWriter.Faults()
        super.tearDown()
    }

    func testReplacesAFileThatStillHoldsWhatWasRead() throws {
        let path = try TestSupport.temporaryDirectory(self).appendingPathComponent("soft.txt").path
        try Data("sofa\n".utf8).write(to: URL(fileURLWithPath: path))
        try SafeWriter.write("pillow\n", to: path, expecting: Data("sofa\n".utf8))
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data("pillow\n".utf8))
        XCTAssertThrowsError(try SafeWriter.write("rug\n", to: path, expecting: Data("sofa\n".utf8)))
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data("pillow\n".utf8))
    }

    func testCreatesAFileThatDidNotExistButNotOneThatAppeared() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let path = directory.appendingPathComponent("new.md").path
        try SafeWriter.write("# New\n", to: path, expecting: nil)
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data("# New\n".utf8))
        XCTAssertThrowsError(try SafeWriter.write("# Other\n", to: path, expecting: nil)) { error in
            XCTAssertEqual((error as? AuditError)?.path, path)
        }
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data("# New\n".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["new.md"], "no temporary file is left")
    }

    // MARK: Temporary files (D2, D19, D21)

    /// The name the writer used to choose (`.NAME.audit-PID`), planted as a link to a victim, is never followed.
    func testAPlantedLinkAtAPredictableTemporaryNameIsNeverFollowed() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let victim = directory.appendingPathComponent("victim").path
        try Data("victim\n".utf8).write(to: URL(fileURLWithPath: victim))
        chmod(victim, 0o600)
        let shared = directory.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        let path = shared.appendingPathComponent("soft.txt").path
        try Data("Sofas\n".utf8).write(to: URL(fileURLWithPath: path))
        let planted = shared.appendingPathComponent(".soft.txt.audit-\(getpid())").path
        XCTAssertEqual(symlink(victim, planted), 0)

        try SafeWriter.write("sofa\n", to: path, expecting: Data("Sofas\n".utf8))

        XCTAssertEqual(FileManager.default.contents(atPath: victim), Data("victim\n".utf8))
        XCTAssertEqual(try mode(victim), 0o600)
        XCTAssertEqual(try fileType(path), S_IFREG, "the mapping is a regular file, not a link to the victim")
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data("sofa\n".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: shared.path).sorted(), [".soft.txt.audit-\(getpid())", "soft.txt"])
    }

    /// While it exists, the temporary file is a regular file of the target's mode and a random, short name.
    func testTheTemporaryFileHasTheTargetsModeAndARandomShortName() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let path = directory.appendingPathComponent("secret.txt").path
        try Data("Sofas\n".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o600)
        var seen: [(name: String, mode: mode_t, type: mode_t)] = []
        SafeWriter.faults.beforeRecheck = {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] where name != "secret.txt" {
                let temporary = directory.appendingPathComponent(name).path
                seen.append((name, (try? self.mode(temporary)) ?? 0, (try? self.fileType(temporary)) ?? 0))
            }
        }
        try SafeWriter.write("sofa\n", to: path, expecting: Data("Sofas\n".utf8))
        try SafeWriter.write("pillow\n", to: path, expecting: Data("sofa\n".utf8))
        XCTAssertEqual(seen.count, 2)
        for temporary in seen {
            XCTAssertTrue(temporary.name.hasPrefix(".audit-"), temporary.name)
            XCTAssertEqual(temporary.name.utf8.count, 23)
            XCTAssertEqual(temporary.mode, 0o600, "never wider than the target's mode")
            XCTAssertEqual(temporary.type, S_IFREG)
        }
        XCTAssertNotEqual(seen.first?.name, seen.last?.name)
        XCTAssertEqual(try mode(path), 0o600)
    }

    func testAFileWithANameOfNameMaxBytesIsWritten() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let name = String(repeating: "n", count: Int(NAME_MAX) - 4) + ".txt"
        let path = directory.appendingPathComponent(name).path
        try Data("Sofas\n".utf8).write(to: URL(fileURLWithPath: path))
        try SafeWriter.write("sofa\n", to: path, expecting: Data("Sofas\n".utf8))
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data("sofa\n".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [name])
    }

    func testANewFileGetsTheUsualModeForTheUmask() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let path = directory.appendingPathComponent("new.json").path
        let saved = umask(0o027)
        defer { umask(saved) }
        try SafeWriter.write([.init(path: path, contents: Data("{}\n".utf8), expectation: .anything)])
        XCTAssertEqual(try mode(path), 0o640)
    }

    // MARK: Links, owner, attributes (D7, D16)

    func testALinkIsWrittenThroughAndStaysALink() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["real/soft.txt": "Sofas\n"], in: directory)
        let lists = directory.appendingPathComponent("lists")
        try FileManager.default.createDirectory(at: lists, withIntermediateDirectories: true)
        let link = lists.appendingPathComponent("soft.txt").path
        XCTAssertEqual(symlink("../real/soft.txt", link), 0)
        try SafeWriter.write("sofa\n", to: link, expecting: Data("Sofas\n".utf8))
        XCTAssertEqual(try fileType(link), S_IFLNK)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "../real/soft.txt")
        XCTAssertEqual(FileManager.default.contents(atPath: directory.appendingPathComponent("real/soft.txt").path), Data("sofa\n".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: lists.path), ["soft.txt"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("real").path), ["soft.txt"])
    }

    /// A generated output (`followsLinks: false`) refuses a link at its path, dangling or not, and writes
    /// nothing of the batch; a regular file or a new one is written as usual.
    func testAGeneratedOutputRefusesALinkAndWritesNothing() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["victim.txt": "precious\n", "out/hard.txt": "old\n"], in: directory)
        let out = directory.appendingPathComponent("out")
        XCTAssertEqual(symlink("../victim.txt", out.appendingPathComponent("soft.txt").path), 0)
        XCTAssertEqual(symlink("../missing.txt", out.appendingPathComponent("wood.txt").path), 0)
        func generated(_ name: String, _ expectation: SafeWriter.Expectation) -> SafeWriter.Replacement {
            SafeWriter.Replacement(path: out.appendingPathComponent(name).path, contents: Data("new\n".utf8), expectation: expectation,
                                   followsLinks: false)
        }
        for link in ["soft.txt", "wood.txt"] {
            XCTAssertThrowsError(try SafeWriter.write([generated("hard.txt", .anything), generated(link, .anything), generated("new.txt", .absent)])) {
                XCTAssertEqual(($0 as? AuditError)?.description, "\(out.path)/\(link): is a symbolic link; not written "
                    + "(a generated file is never written through a link: remove it)")
            }
        }
        XCTAssertEqual(FileManager.default.contents(atPath: directory.appendingPathComponent("victim.txt").path), Data("precious\n".utf8))
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("missing.txt").path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted(), ["hard.txt", "soft.txt", "wood.txt"])
        XCTAssertEqual(FileManager.default.contents(atPath: out.appendingPathComponent("hard.txt").path), Data("old\n".utf8))
        try SafeWriter.write([generated("hard.txt", .contents(Data("old\n".utf8))), generated("new.txt", .absent)])
        XCTAssertEqual(FileManager.default.contents(atPath: out.appendingPathComponent("hard.txt").path), Data("new\n".utf8))
        XCTAssertEqual(FileManager.default.contents(atPath: out.appendingPathComponent("new.txt").path), Data("new\n".utf8))
    }

    func testOwnerGroupAndModeAreKept() throws {
        guard geteuid() == 0 else { throw XCTSkip("giving a file to another user needs root") }
        let directory = try TestSupport.temporaryDirectory(self)
        let path = directory.appendingPathComponent("other.txt").path
        try Data("Sofas\n".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(chown(path, 65534, 65534), 0)
        XCTAssertEqual(chmod(path, 0o640), 0)
        try SafeWriter.write("sofa\n", to: path, expecting: Data("Sofas\n".utf8))
        var status = stat()
        XCTAssertEqual(stat(path, &status), 0)
        XCTAssertEqual(status.st_uid, 65534)
        XCTAssertEqual(status.st_gid, 65534)
        XCTAssertEqual(status.st_mode & 0o7777, 0o640)
    }

    func testExtendedAttributesAreCopied() throws {
        #if os(Linux)
        let directory = try TestSupport.temporaryDirectory(self)
        let path = directory.appendingPathComponent("noted.txt").path
        try Data("Sofas\n".utf8).write(to: URL(fileURLWithPath: path))
        typealias Set = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32
        typealias Get = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
        let setAttribute = unsafeBitCast(try XCTUnwrap(dlsym(nil, "setxattr")), to: Set.self)
        let getAttribute = unsafeBitCast(try XCTUnwrap(dlsym(nil, "getxattr")), to: Get.self)
        guard setAttribute(path, "user.note", "kept", 4, 0) == 0 else {
            throw XCTSkip("the temporary directory's file system has no user attributes: \(String(cString: strerror(errno)))")
        }
        try SafeWriter.write("sofa\n", to: path, expecting: Data("Sofas\n".utf8))
        var value = [UInt8](repeating: 0, count: 16)
        let length = getAttribute(path, "user.note", &value, value.count)
        XCTAssertEqual(length, 4)
        XCTAssertEqual(String(decoding: value.prefix(max(length, 0)), as: UTF8.self), "kept")
        #else
        throw XCTSkip("attributes are checked on Linux")
        #endif
    }

    func testAFileWithOtherHardLinksIsRefusedAndBothNamesKeepIt() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let path = directory.appendingPathComponent("soft.txt").path
        let other = directory.appendingPathComponent("other.txt").path
        try Data("Sofas\n".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(link(path, other), 0)
        XCTAssertThrowsError(try SafeWriter.write("sofa\n", to: path, expecting: Data("Sofas\n".utf8))) { error in
            XCTAssertEqual((error as? AuditError)?.description,
                           "\(path): has 2 hard links; not written, since replacing it would separate them (remove the other links first)")
        }
        var status = stat()
        XCTAssertEqual(stat(other, &status), 0)
        XCTAssertEqual(status.st_nlink, 2)
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data("Sofas\n".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["other.txt", "soft.txt"])
    }

    func testTwoSpellingsOfOneFileAreOneFileAndRefused() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let path = directory.appendingPathComponent("soft.txt").path
        try Data("Sofas\n".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try SafeWriter.write([
            .init(path: path, contents: Data("sofa\n".utf8), expectation: .contents(Data("Sofas\n".utf8))),
            .init(path: directory.appendingPathComponent("./soft.txt").path, contents: Data("\n".utf8), expectation: .contents(Data("Sofas\n".utf8))),
        ])) { error in
            XCTAssertTrue((error as? AuditError)?.message.hasPrefix("is the same file as") == true, "\(error)")
        }
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data("Sofas\n".utf8))
    }

    // MARK: The on-disk check and the lock (D8)

    func testAChangeAfterTheFirstCheckIsCaughtRightBeforeTheRename() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let path = directory.appendingPathComponent("race.txt").path
        try Data("Sofas\n".utf8).write(to: URL(fileURLWithPath: path))
        let colleague = Data("Sofas\nbathrobe  # added by a colleague\n".utf8)
        SafeWriter.faults.beforeRecheck = {
            // An editor writing in place, without a lock.
            guard let handle = FileHandle(forWritingAtPath: path) else { return }
            handle.write(colleague)
            try? handle.close()
        }
        XCTAssertThrowsError(try SafeWriter.write("sofa\n", to: path, expecting: Data("Sofas\n".utf8))) { error in
            XCTAssertEqual((error as? AuditError)?.message, "changed on disk since it was read; not written (run again)")
        }
        XCTAssertEqual(FileManager.default.contents(atPath: path), colleague, "the colleague's line is kept")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["race.txt"])
    }

    func testAFileReplacedBetweenReadAndWriteIsKept() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let path = directory.appendingPathComponent("soft.txt").path
        try Data("Sofas\n".utf8).write(to: URL(fileURLWithPath: path))
        SafeWriter.faults.beforeRecheck = {
            // Another program replaces the file by a rename of its own, with the same bytes.
            let other = directory.appendingPathComponent("other").path
            _ = FileManager.default.createFile(atPath: other, contents: Data("Sofas\n".utf8))
            rename(other, path)
        }
        XCTAssertThrowsError(try SafeWriter.write("sofa\n", to: path, expecting: Data("Sofas\n".utf8))) { error in
            XCTAssertEqual((error as? AuditError)?.message, "changed on disk since it was read; not written (run again)")
        }
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data("Sofas\n".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["soft.txt"])
    }

    /// A writer waits for the lock another holds, then sees what that one wrote and refuses.
    func testAWriterWaitsForTheLockThenNoticesTheChange() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let path = directory.appendingPathComponent("soft.txt").path
        try Data("Sofas\n".utf8).write(to: URL(fileURLWithPath: path))
        let holder = open(path, O_RDWR)
        XCTAssertEqual(flock(holder, LOCK_EX), 0)
        final class Outcome: @unchecked Sendable { var error: Error?; let done = DispatchSemaphore(value: 0) }
        let outcome = Outcome()
        Thread.detachNewThread {
            do { try SafeWriter.write("sofa\n", to: path, expecting: Data("Sofas\n".utf8)) } catch { outcome.error = error }
            outcome.done.signal()
        }
        XCTAssertEqual(outcome.done.wait(timeout: .now() + 0.5), .timedOut, "the writer waits while the lock is held")
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data("Sofas\n".utf8))
        let other = Data("pillow\n".utf8)
        other.withUnsafeBytes { _ = pwrite(holder, $0.baseAddress, $0.count, 0) }
        XCTAssertEqual(flock(holder, LOCK_UN), 0)
        close(holder)
        XCTAssertEqual(outcome.done.wait(timeout: .now() + 30), .success)
        XCTAssertEqual((outcome.error as? AuditError)?.message, "changed on disk since it was read; not written (run again)")
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data("pillow\n".utf8))
    }

    // MARK: Faults: each leaves the original byte-identical or the new content complete, and says which.

    func testAFullDiskLeavesTheOriginalAndSaysSo() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        let path = directory.appendingPathComponent("soft.txt").path
        try Data("Sofas\n".utf8).write(to: URL(fileURLWithPath: path))
        SafeWriter.faults.failure = { $0 == .writeContents ? ENOSPC : nil }
        XCTAssertThrowsError(try SafeWriter.write("sofa\n", to: path, expecting: Data("Sofas\n".utf8))) { error in
            XCTAssertEqual((error as? AuditError)?.message, "cannot write: No space left on device; not written, the file is unchanged")
        }
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data("Sofas\n".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["soft.txt"])
    }

    func testAReallyFullFileSystemLeavesTheOriginal() throws {
        let mount = try SmallFileSystem(self, size: "64k")
        let path = mount.directory.appendingPathComponent("soft.txt").path
        let original = Data(String(repeating: "Sofas\n", count: 6_000).utf8)  // 36 KB of the 64 KB
        try original.write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try SafeWriter.write(String(repeating: "sofa\n", count: 6_000), to: path, expecting: original)) { error in
            XCTAssertEqual((error as? AuditError)?.message, "cannot write: No space left on device; not written, the file is unchanged")
        }
        XCTAssertEqual(FileManager.default.contents(atPath: path), original)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: mount.directory.path), ["soft.txt"])
    }

    func testAReadOnlyDirectoryLeavesTheOriginalAndSaysSo() throws {
        let path: String, directory: URL
        if geteuid() == 0 {
            // Root writes through any mode, so the directory is a read-only file system.
            let mount = try SmallFileSystem(self, size: "64k")
            directory = mount.directory
            path = directory.appendingPathComponent("soft.txt").path
            try Data("Sofas\n".utf8).write(to: URL(fileURLWithPath: path))
            try mount.remountReadOnly()
        } else {
            directory = try TestSupport.temporaryDirectory(self)
            path = directory.appendingPathComponent("soft.txt").path
            try Data("Sofas\n".utf8).write(to: URL(fileURLWithPath: path))
            chmod(directory.path, 0o555)
            addTeardownBlock { chmod(directory.path, 0o755) }
        }
        XCTAssertThrowsError(try SafeWriter.write("sofa\n", to: path, expecting: Data("Sofas\n".utf8))) { error in
            let message = (error as? AuditError)?.message ?? ""
            // The path is the error's own; the message names no other (no resolved, absolute directory).
            XCTAssertTrue(message.hasPrefix("cannot create a temporary file beside it: "), message)
            XCTAssertFalse(message.contains(directory.path), message)
            XCTAssertTrue(message.hasSuffix("; not written, the file is unchanged"), message)
        }
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data("Sofas\n".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["soft.txt"])
    }

    /// The second of two renames fails: the first file has its new content whole, the second its old, and the
    /// message names each.
    func testARenameFailureSaysWhatWasWrittenAndWhatIsUnchanged() throws {
        let directory = try TestSupport.temporaryDirectory(self)
        try TestSupport.write(["a.txt": "Sofas\n", "b.txt": "Pillows\n"], in: directory)
        let a = directory.appendingPathComponent("a.txt").path, b = directory.appendingPathComponent("b.txt").path
        var renames = 0
        SafeWriter.faults.failure = { step in
            guard step == .rename else { return nil }
            renames += 1
            return renames == 2 ? EIO : nil
        }
        let replacements: [SafeWriter.Replacement] = [
            .init(path: a, contents: Data("sofa\n".utf8), expectation: .contents(Data("Sofas\n".utf8))),
            .init(path: b, contents: Data("pillow\n".utf8), expectation: .contents(Data("Pillows\n".utf8))),
        ]
        XCTAssertThrowsError(try SafeWriter.write(replacements)) { error in
            XCTAssertEqual((error as? AuditError)?.description,
                           "\(b): cannot replace file: Input/output error; written: \(a); unchanged: \(b)")
        }
        XCTAssertEqual(FileManager.default.contents(atPath: a), Data("sofa\n".utf8))
        XCTAssertEqual(FileManager.default.contents(atPath: b), Data("Pillows\n".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["a.txt", "b.txt"])
    }

    // MARK: Helpers

    private func mode(_ path: String) throws -> mode_t {
        var status = stat()
        guard lstat(path, &status) == 0 else { throw AuditError(path: path, line: nil, message: "no such file") }
        return status.st_mode & 0o7777
    }

    private func fileType(_ path: String) throws -> mode_t {
        var status = stat()
        guard lstat(path, &status) == 0 else { throw AuditError(path: path, line: nil, message: "no such file") }
        return status.st_mode & S_IFMT
    }
}

/// A small tmpfs mounted for one test (root only; the test is skipped where mounting is not possible).
struct SmallFileSystem {
    let directory: URL

    init(_ test: XCTestCase, size: String) throws {
        guard geteuid() == 0 else { throw XCTSkip("mounting a small file system needs root") }
        let directory = try TestSupport.temporaryDirectory(test)
        guard Self.mount(["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", directory.path]) else {
            throw XCTSkip("cannot mount a tmpfs here")
        }
        test.addTeardownBlock { _ = Self.mount(["-u", directory.path], tool: "umount") }
        self.directory = directory
    }

    func remountReadOnly() throws {
        guard Self.mount(["-o", "remount,ro", directory.path]) else { throw XCTSkip("cannot remount the tmpfs read-only") }
    }

    private static func mount(_ arguments: [String], tool: String = "mount") -> Bool {
        let candidates = ["/usr/bin/\(tool)", "/bin/\(tool)", "/usr/sbin/\(tool)", "/sbin/\(tool)"]
        guard let executable = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else { return false }
        var arguments = arguments
        if tool == "umount" { arguments = arguments.filter { $0 != "-u" } }
        guard let result = try? TestSupport.run(URL(fileURLWithPath: executable), arguments) else { return false }
        return result.status == 0
    }
}
