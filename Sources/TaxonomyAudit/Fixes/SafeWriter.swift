#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Replaces files atomically, and only when each still holds what was read.
///
/// For each file: the path is resolved through symbolic links (a link stays a link; its target is replaced
/// in the target's own directory; a generated output refuses a link, `Replacement.followsLinks`), the file is opened without following links and locked (`flock`) until the
/// end, and a file with other hard links is refused. A temporary file is created exclusively
/// (`O_CREAT|O_EXCL|O_NOFOLLOW`, random name, mode 0600) in that directory; owner, group, extended
/// attributes and mode are copied onto its descriptor before any content is written; the content is written
/// and synced. Only when every file is prepared, and re-checked (same inode, size, modification time and
/// bytes), are the temporary files renamed over the originals, with SIGINT, SIGTERM and SIGHUP held back, and
/// each directory synced. SIGINT, SIGTERM or SIGHUP before that removes the temporary files, then ends the
/// process as the signal would have.
enum SafeWriter {
    /// What a file must hold for it to be written.
    enum Expectation: Sendable, Equatable {
        /// It must not exist: it is created.
        case absent
        /// It must still hold exactly these bytes.
        case contents(Data)
        /// Whatever it holds is replaced; it is created if missing.
        case anything
    }

    /// One file to write.
    struct Replacement: Sendable {
        let path: String
        let contents: Data
        let expectation: Expectation
        /// Whether a symbolic link at `path` is written through (a mapping file, a README: the link stays, its
        /// target is replaced) or refused (a generated output: a link planted where it goes must not choose
        /// the file that is written).
        var followsLinks = true
    }

    /// Replaces the file at `path` with `contents`, provided it still holds `original`; with a nil `original`,
    /// creates it, provided it still does not exist.
    static func write(_ contents: String, to path: String, expecting original: Data?) throws {
        try write([Replacement(path: path, contents: Data(contents.utf8), expectation: original.map { .contents($0) } ?? .absent)])
    }

    /// Writes every replacement, or none when any file fails a check or cannot be prepared; the error says
    /// which files, if any, were written before a later one failed.
    static func write(_ replacements: [Replacement]) throws {
        guard !replacements.isEmpty else { return }
        allowDescriptors(replacements.count * 2 + 64)
        let outcome = replacements.count == 1 ? "not written" : "nothing written"
        var prepared: [PreparedFile] = []
        let guardian = TemporaryFiles(capacity: replacements.count)
        defer {
            for file in prepared { file.close() }
            guardian.release()
        }
        do {
            // Lock in one order (by resolved path), so two writers of the same files cannot deadlock.
            let targets = try replacements.map { try Target(resolving: $0) }.sorted { $0.sortKey < $1.sortKey }
            for (first, second) in zip(targets, targets.dropFirst()) where first.sortKey == second.sortKey {
                throw AuditError(path: second.displayPath, line: nil, message: "is the same file as \(first.displayPath); \(outcome)")
            }
            for target in targets {
                let file = try PreparedFile(target: target, outcome: outcome)
                prepared.append(file)
                try file.writeTemporary(registeringIn: guardian, outcome: outcome)
            }
            #if DEBUG
            pauseForTestsIfAsked()
            #endif
            try guardian.holdingSignals {
                for file in prepared { try file.recheck(outcome: outcome) }
                try commit(prepared)
            }
        } catch {
            for file in prepared { file.removeTemporary() }
            throw error
        }
    }

    /// Raises the soft limit on open descriptors towards `count` (each file keeps its directory and the locked
    /// original open until the end), as far as the hard limit allows.
    private static func allowDescriptors(_ count: Int) {
        var limit = rlimit()
        #if canImport(Glibc)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur < rlim_t(count) else { return }
        limit.rlim_cur = min(rlim_t(count), limit.rlim_max)
        _ = setrlimit(resource, &limit)
    }

    /// Renames every temporary file over its target; on a failure the rest are left unchanged, and the error
    /// names what was written.
    private static func commit(_ files: [PreparedFile]) throws {
        var written: [String] = []
        for (index, file) in files.enumerated() {
            do {
                try file.replace()
            } catch let error as AuditError {
                let unchanged = files[index...].map(\.target.displayPath)
                let state = written.isEmpty ? "nothing written"
                    : "written: \(written.joined(separator: ", ")); unchanged: \(unchanged.joined(separator: ", "))"
                throw AuditError(path: error.path, line: nil, message: "\(error.message); \(state)")
            }
            written.append(file.target.displayPath)
        }
    }

    /// The error for a generated output whose path is a symbolic link.
    static func linkRefused(_ path: String) -> AuditError {
        AuditError(path: path, line: nil, message: "is a symbolic link; not written (a generated file is never written through a link: remove it)")
    }

    static func changedOnDisk(_ path: String, outcome: String) -> AuditError {
        AuditError(path: path, line: nil, message: "changed on disk since it was read; \(outcome) (run again)")
    }

    // MARK: Test seams (debug builds only: the release binary has no test hooks)

    /// A step of a write, for fault injection in tests.
    enum Step: Hashable {
        case createTemporary, writeContents, sync, rename
    }

    /// The error (an `errno` value) a test makes `step` fail with; nil to let it run (always, in release builds).
    static func injected(_ step: Step) -> Int32? {
        #if DEBUG
        faults.failure(step)
        #else
        nil
        #endif
    }

    #if DEBUG
    /// The error (an `errno` value) tests make a step fail with, nil to let it run; and what they run just
    /// before the final checks.
    struct Faults {
        var failure: (Step) -> Int32? = { _ in nil }
        var beforeRecheck: (() -> Void)?
    }

    /// Empty outside tests.
    nonisolated(unsafe) static var faults = Faults()

    /// `AUDIT_TEST_PAUSE_BEFORE_RENAME`: once the temporary files are written, say so on standard error and
    /// wait for a line (or the end) on standard input. End-to-end tests use it to interrupt a write, or to
    /// run a second writer, at a known point.
    private static func pauseForTestsIfAsked() {
        guard let value = getenv("AUDIT_TEST_PAUSE_BEFORE_RENAME"), value.pointee != 0 else { return }
        let message: StaticString = "audit: paused before rename\n"
        _ = posixWrite(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
        var byte: UInt8 = 0
        while true {
            let count = read(STDIN_FILENO, &byte, 1)
            if count == 0 || (count == 1 && byte == 0x0A) || (count < 0 && errno != EINTR) { break }
        }
    }
    #endif
}

/// `write(2)`, named apart from the methods called `write`.
func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}

/// The message for `errno` value `code`.
func errorText(_ code: Int32) -> String {
    String(cString: strerror(code))
}

/// Where a replacement really goes: the final target of any symbolic links, split into its directory and name.
private struct Target {
    let replacement: SafeWriter.Replacement
    /// The resolved directory and the file's name in it.
    let directory: String
    let name: String
    /// Whether something exists at the resolved path.
    let exists: Bool

    var displayPath: String { replacement.path }
    var resolvedPath: String { directory == "/" ? "/" + name : directory + "/" + name }
    var sortKey: String { resolvedPath }

    init(resolving replacement: SafeWriter.Replacement) throws {
        self.replacement = replacement
        let path = replacement.path
        var status = stat()
        if lstat(path, &status) == 0 {
            if !replacement.followsLinks && status.st_mode & S_IFMT == S_IFLNK { throw SafeWriter.linkRefused(path) }
            guard let resolved = Self.realPath(path) else {
                throw AuditError(path: path, line: nil, message: "is a symbolic link to nothing (\(errorText(errno))); not written")
            }
            (directory, name) = Self.split(resolved)
            exists = true
        } else if errno == ENOENT {
            let (parent, name) = Self.split(path)
            guard let directory = Self.realPath(parent) else {
                throw AuditError(path: path, line: nil, message: "cannot open directory \(parent): \(errorText(errno)); not written")
            }
            self.directory = directory
            self.name = name
            exists = false
        } else {
            throw AuditError(path: path, line: nil, message: "cannot read file: \(errorText(errno)); not written")
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path`'s directory (`.` when it has none) and last component.
    private static func split(_ path: String) -> (String, String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = path[..<slash]
        return (directory.isEmpty ? "/" : String(directory), String(path[path.index(after: slash)...]))
    }
}

/// One file being written: its directory and (when it exists) the original open and locked, and the
/// temporary file that will replace it.
private final class PreparedFile {
    let target: Target
    private let directory: Int32
    /// The original, locked; -1 when the file is created.
    private var original: Int32 = -1
    private var originalStatus = stat()
    private var temporary: Int32 = -1
    private var temporaryName: String?

    init(target: Target, outcome: String) throws {
        self.target = target
        let path = target.displayPath
        directory = open(target.directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else {
            throw AuditError(path: path, line: nil, message: "cannot open directory \(target.directory): \(errorText(errno)); \(outcome)")
        }
        do {
            try openOriginal(outcome: outcome)
        } catch {
            close()
            throw error
        }
    }

    /// Opens and locks the original, making sure the lock is on the file the name still stands for, then
    /// checks it holds what is expected.
    private func openOriginal(outcome: String) throws {
        let path = target.displayPath
        let expectation = target.replacement.expectation
        for _ in 0..<8 {
            let descriptor = openat(directory, target.name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else {
                guard errno == ENOENT else {
                    throw AuditError(path: path, line: nil, message: "cannot open file: \(errorText(errno)); \(outcome)")
                }
                if case .contents = expectation { throw SafeWriter.changedOnDisk(path, outcome: outcome) }
                return
            }
            original = descriptor
            if case .absent = expectation { throw SafeWriter.changedOnDisk(path, outcome: outcome) }
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    throw AuditError(path: path, line: nil, message: "cannot lock file: \(errorText(errno)); \(outcome)")
                }
            }
            guard fstat(descriptor, &originalStatus) == 0 else {
                throw AuditError(path: path, line: nil, message: "cannot read file: \(errorText(errno)); \(outcome)")
            }
            if isStillNamed() { return try verifyOriginal(outcome: outcome) }
            // Replaced while waiting for the lock: lock what the name stands for now.
            posixClose(descriptor)
            original = -1
        }
        throw SafeWriter.changedOnDisk(path, outcome: outcome)
    }

    private func verifyOriginal(outcome: String) throws {
        let path = target.displayPath
        guard originalStatus.st_mode & S_IFMT == S_IFREG else {
            throw AuditError(path: path, line: nil, message: "is not a regular file; \(outcome)")
        }
        guard originalStatus.st_nlink <= 1 else {
            throw AuditError(path: path, line: nil, message: "has \(originalStatus.st_nlink) hard links; \(outcome), "
                + "since replacing it would separate them (remove the other links first)")
        }
        if case .contents(let expected) = target.replacement.expectation, try readOriginal(outcome: outcome) != expected {
            throw SafeWriter.changedOnDisk(path, outcome: outcome)
        }
    }

    /// Whether the directory entry still names the open original.
    private func isStillNamed() -> Bool {
        var current = stat()
        guard fstatat(directory, target.name, &current, AT_SYMLINK_NOFOLLOW) == 0 else { return false }
        return current.st_dev == originalStatus.st_dev && current.st_ino == originalStatus.st_ino
    }

    private func readOriginal(outcome: String) throws -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var offset: off_t = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { pread(original, $0.baseAddress, $0.count, offset) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw AuditError(path: target.displayPath, line: nil, message: "cannot read file: \(errorText(errno)); \(outcome)")
            }
            data.append(contentsOf: buffer[0..<count])
            offset += off_t(count)
        }
    }

    /// Creates the temporary file, gives it the original's owner, attributes and mode, then writes and syncs it.
    func writeTemporary(registeringIn guardian: TemporaryFiles, outcome: String) throws {
        let path = target.displayPath
        let unchanged = target.exists ? "the file is unchanged" : "the file is not created"
        func failure(_ what: String, _ code: Int32) -> AuditError {
            AuditError(path: path, line: nil, message: "\(what): \(errorText(code)); \(outcome), \(unchanged)")
        }
        while temporary < 0 {
            let name = Self.temporaryName()
            let descriptor = SafeWriter.injected(.createTemporary).map { errno = $0; return Int32(-1) }
                ?? openat(directory, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if descriptor < 0 {
                if errno == EEXIST { continue }
                throw failure("cannot create a temporary file beside it", errno)
            }
            temporary = descriptor
            temporaryName = name
            guardian.register(directory: target.directory, name: name)
        }
        if original >= 0 {
            if fchown(temporary, originalStatus.st_uid, originalStatus.st_gid) != 0 && errno != EPERM {
                throw failure("cannot set the owner of the temporary file", errno)
            }
            ExtendedAttributes.copy(from: original, to: temporary)
            guard fchmod(temporary, originalStatus.st_mode & 0o7777) == 0 else {
                throw failure("cannot set the mode of the temporary file", errno)
            }
        } else {
            let mask = umask(0)
            umask(mask)
            guard fchmod(temporary, 0o666 & ~mask) == 0 else { throw failure("cannot set the mode of the temporary file", errno) }
        }
        let written: Int32? = target.replacement.contents.withUnsafeBytes { bytes in
            if let code = SafeWriter.injected(.writeContents) { return code }
            return DescriptorWriter.writeAll(temporary, bytes)
        }
        if let written { throw failure("cannot write", written) }
        if let code = SafeWriter.injected(.sync) ?? (fsync(temporary) == 0 ? nil : errno) {
            throw failure("cannot write", code)
        }
        // Only its name is needed from here on; many files can be prepared at once.
        posixClose(temporary)
        temporary = -1
    }

    /// Right before the rename: the name still stands for the locked original, and its size, modification
    /// time and bytes are what was checked (or, for a new file, still nothing is there).
    func recheck(outcome: String) throws {
        #if DEBUG
        SafeWriter.faults.beforeRecheck?()
        #endif
        let path = target.displayPath
        guard original >= 0 else {
            var status = stat()
            if fstatat(directory, target.name, &status, AT_SYMLINK_NOFOLLOW) == 0 {
                if case .absent = target.replacement.expectation { throw SafeWriter.changedOnDisk(path, outcome: outcome) }
                // Created meanwhile, and anything may be replaced: replace it, like the file it now is.
            }
            return
        }
        var now = stat()
        guard fstat(original, &now) == 0, isStillNamed(), now.st_size == originalStatus.st_size,
              modificationTime(now) == modificationTime(originalStatus)
        else { throw SafeWriter.changedOnDisk(path, outcome: outcome) }
        if case .contents(let expected) = target.replacement.expectation, try readOriginal(outcome: outcome) != expected {
            throw SafeWriter.changedOnDisk(path, outcome: outcome)
        }
    }

    /// Puts the temporary file in place (a new file only where nothing is), then syncs the directory.
    func replace() throws {
        guard let name = temporaryName else { return }
        let path = target.displayPath
        if let code = SafeWriter.injected(.rename) {
            throw AuditError(path: path, line: nil, message: "cannot replace file: \(errorText(code))")
        }
        if original < 0, target.replacement.expectation == .absent {
            // link(2) fails when anything appeared at the name, where rename(2) would replace it.
            guard linkat(directory, name, directory, target.name, 0) == 0 else {
                let code = errno
                throw AuditError(path: path, line: nil, message: code == EEXIST ? "appeared on disk while it was written; not written"
                                    : "cannot create file: \(errorText(code))")
            }
            unlinkat(directory, name, 0)
        } else {
            guard renameat(directory, name, directory, target.name) == 0 else {
                throw AuditError(path: path, line: nil, message: "cannot replace file: \(errorText(errno))")
            }
        }
        temporaryName = nil
        // The rename is done; a failed directory sync only makes it less durable across a crash.
        _ = fsync(directory)
    }

    func removeTemporary() {
        guard let name = temporaryName else { return }
        unlinkat(directory, name, 0)
        temporaryName = nil
    }

    func close() {
        for descriptor in [temporary, original, directory] where descriptor >= 0 { posixClose(descriptor) }
        temporary = -1
        original = -1
    }

    private func modificationTime(_ status: stat) -> [Int] {
        #if canImport(Glibc)
        [Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec)]
        #else
        [Int(status.st_mtimespec.tv_sec), Int(status.st_mtimespec.tv_nsec)]
        #endif
    }

    /// `.audit-` and 16 random hexadecimal digits: short enough for any name the original can have.
    private static func temporaryName() -> String {
        var generator = SystemRandomNumberGenerator()
        return ".audit-" + String(generator.next() | (1 << 63), radix: 16).suffix(16)
    }
}

func posixClose(_ descriptor: Int32) {
    #if canImport(Glibc)
    _ = Glibc.close(descriptor)
    #else
    _ = Darwin.close(descriptor)
    #endif
}

/// The temporary files of one write, which a signal handler removes before the process ends.
///
/// The paths live in memory allocated before the handler is installed, so the handler only reads them and
/// calls `unlink`, `signal` and `raise`, all async-signal-safe.
final class TemporaryFiles {
    private static let signals = [SIGINT, SIGTERM, SIGHUP]
    private let previous: [SignalHandler?]

    init(capacity: Int) {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        pendingTemporaryCount = 0
        pendingTemporaries = slots
        previous = Self.signals.map { signal in
            // A signal the process ignores (`--suggest` ignores SIGINT while writing) stays ignored.
            let old = posixSignal(signal, removePendingTemporariesAndDie)
            if isIgnored(old) { _ = posixSignal(signal, old) }
            return old
        }
    }

    /// Records a temporary file the handler must remove.
    func register(directory: String, name: String) {
        guard let slots = pendingTemporaries else { return }
        slots[pendingTemporaryCount] = strdup(directory + "/" + name)
        pendingTemporaryCount += 1
    }

    /// Runs `body` with the signals held back, so that the renames all happen or none does; a signal that
    /// arrived meanwhile takes effect afterwards.
    func holdingSignals(_ body: () throws -> Void) throws {
        var blocked = sigset_t(), saved = sigset_t()
        sigemptyset(&blocked)
        for signal in Self.signals { sigaddset(&blocked, signal) }
        pthread_sigmask(SIG_BLOCK, &blocked, &saved)
        defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
        try body()
    }

    /// Restores the previous handlers and forgets the paths (the files are renamed or removed by then).
    func release() {
        for (signal, handler) in zip(Self.signals, previous) { _ = posixSignal(signal, handler) }
        guard let slots = pendingTemporaries else { return }
        let count = pendingTemporaryCount
        pendingTemporaryCount = 0
        pendingTemporaries = nil
        for index in 0..<count { free(slots[index]) }
        slots.deallocate()
    }
}

nonisolated(unsafe) private var pendingTemporaries: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
nonisolated(unsafe) private var pendingTemporaryCount = 0

private let removePendingTemporariesAndDie: @convention(c) (Int32) -> Void = { signal in
    if let slots = pendingTemporaries {
        for index in 0..<pendingTemporaryCount {
            if let path = slots[index] { unlink(path) }
        }
    }
    _ = posixSignal(signal, SIG_DFL)
    raise(signal)
}

typealias SignalHandler = @convention(c) (Int32) -> Void

private func posixSignal(_ signal: Int32, _ handler: SignalHandler?) -> SignalHandler? {
    #if canImport(Glibc)
    Glibc.signal(signal, handler)
    #else
    Darwin.signal(signal, handler)
    #endif
}

private func isIgnored(_ handler: SignalHandler?) -> Bool {
    unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
}

/// Copies extended attributes (user attributes, ACLs, security labels) where the file systems and the
/// process's privileges allow; an attribute that cannot be copied is skipped.
enum ExtendedAttributes {
    static func copy(from source: Int32, to destination: Int32) {
        #if os(Linux)
        guard let list = dlsym(nil, "flistxattr"), let get = dlsym(nil, "fgetxattr"), let set = dlsym(nil, "fsetxattr") else { return }
        typealias List = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int
        typealias Get = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
        typealias Set = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32
        let listAttributes = unsafeBitCast(list, to: List.self)
        let getAttribute = unsafeBitCast(get, to: Get.self)
        let setAttribute = unsafeBitCast(set, to: Set.self)
        copy(list: { listAttributes(source, $0, $1) }, get: { getAttribute(source, $0, $1, $2) },
             set: { _ = setAttribute(destination, $0, $1, $2, 0) })
        #elseif canImport(Darwin)
        // Darwin's calls take an extra position and options argument.
        copy(list: { flistxattr(source, $0, $1, 0) }, get: { fgetxattr(source, $0, $1, $2, 0, 0) },
             set: { _ = fsetxattr(destination, $0, $1, $2, 0, 0) })
        #endif
    }

    /// Lists the source's attribute names, reads each attribute and sets it on the destination, through
    /// the platform's calls bound to the two descriptors.
    private static func copy(list: (UnsafeMutablePointer<CChar>?, Int) -> Int,
                             get: (UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int,
                             set: (UnsafePointer<CChar>, UnsafeRawPointer?, Int) -> Void) {
        let size = list(nil, 0)
        guard size > 0 else { return }
        var names = [CChar](repeating: 0, count: size)
        let listed = list(&names, size)
        guard listed > 0 else { return }
        var start = 0
        while start < listed {
            var end = start
            while end < listed && names[end] != 0 { end += 1 }
            names.withUnsafeBufferPointer { buffer in
                guard let name = buffer.baseAddress.map({ $0 + start }) else { return }
                let length = get(name, nil, 0)
                guard length >= 0 else { return }
                var value = [UInt8](repeating: 0, count: max(length, 1))
                let read = get(name, &value, length)
                guard read >= 0 else { return }
                set(name, value, read)
            }
            start = end + 1
        }
    }
}

/// Writes whole buffers to a descriptor with `write(2)`, retrying interrupted and partial writes.
enum DescriptorWriter {
    /// Writes all of `bytes`; nil on success, else the `errno` of the failed write.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        guard var next = bytes.baseAddress else { return nil }
        var remaining = bytes.count
        while remaining > 0 {
            let count = posixWrite(descriptor, next, remaining)
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if count == 0 { return EIO }
            next += count
            remaining -= count
        }
        return nil
    }
}
