#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The mapping files as they were at a git revision (`--base REF`): a `MappingTree` whose files are blobs of
/// the commit. Git runs with an argument vector, never through a shell, in the working directory; paths are
/// relative to it, as on the command line.
struct GitRevision: Sendable {
    /// The revision as given.
    let ref: String
    /// The commit it names.
    let commit: String

    /// Resolves `ref` as git does (`git rev-parse --verify --end-of-options REF`, so `:/message` and
    /// `HEAD@{1}` work), then peels the object it names to a commit (an annotated tag names one); an input
    /// error (exit 2) naming the ref when it names no commit.
    init(ref: String) throws {
        guard !ref.isEmpty, !ref.hasPrefix("-") else { throw Self.rejected(ref, reason: "") }
        let object = try Self.revParse(ref)
        guard object.status == 0, let name = object.name else { throw Self.rejected(ref, reason: object.errorText) }
        // `^REF` (a range's excluded side) passes `--verify` as `^<object>`: no one commit.
        guard name.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else {
            throw AuditError.usage("--base: `\(ref)` is not a commit: git rev-parse reads it as `\(name)`, not one object")
        }
        // The object name is hex, so appending the peel cannot change what the ref means.
        let peeled = try Self.revParse(name + "^{commit}")
        guard peeled.status == 0, let commit = peeled.name else {
            throw AuditError.usage("--base: `\(ref)` is not a commit: it names a \(try Self.objectType(name))")
        }
        self.ref = ref
        self.commit = commit
    }

    /// `git rev-parse --verify --quiet --end-of-options text`: the status, the object name printed, git's first error line.
    private static func revParse(_ text: String) throws -> (status: Int32, name: String?, errorText: String) {
        let result = try git(["rev-parse", "--verify", "--quiet", "--end-of-options", text])
        let name = String(decoding: result.output, as: UTF8.self).trimmingWhitespaceAndNewlines()
        return (result.status, name.isEmpty ? nil : name, result.errorText)
    }

    /// `git cat-file -t`: `tree`, `blob`, `tag` or `commit`.
    private static func objectType(_ name: String) throws -> String {
        let result = try git(["cat-file", "-t", name])
        let type = String(decoding: result.output, as: UTF8.self).trimmingWhitespaceAndNewlines()
        return type.isEmpty ? "object" : type
    }

    /// The regular files `spec` lists at the commit (`git ls-tree`, with `recursive` every file below a
    /// directory), paths relative to `directory` (default: the working directory).
    private func tree(_ spec: String, recursive: Bool = false, in directory: String? = nil) throws -> [(path: String, object: String)] {
        let result = try Self.git((directory.map { ["-C", $0] } ?? []) + ["ls-tree", "-z"] + (recursive ? ["-r"] : []) + [commit, "--", spec])
        guard result.status == 0 else {
            throw AuditError.input(path: spec, line: nil, message: "cannot list at \(ref): \(result.errorText)")
        }
        return Self.blobs(inTree: result.output)
    }

    /// The regular files of `git ls-tree -z` output: `<mode> SP <type> SP <object> TAB <path>` records.
    static func blobs(inTree output: Data) -> [(path: String, object: String)] {
        let records = output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        return records.compactMap { record in
            guard let tab = record.firstIndex(of: "\t") else { return nil }
            let fields = record[..<tab].split(separator: " ")
            guard fields.count == 3, fields[1] == "blob", fields[0] == "100644" || fields[0] == "100755" else { return nil }
            return (MappingLoader.display(String(record[record.index(after: tab)...])), String(fields[2]))
        }
    }

    /// The contents of `objects`, read by one `git cat-file --batch`.
    private func read(_ objects: [String]) throws -> [Data] {
        guard !objects.isEmpty else { return [] }
        let result = try Self.git(["cat-file", "--batch"], input: Data(objects.map { $0 + "\n" }.joined().utf8))
        switch result.status == 0 ? Self.contents(ofBatch: result.output, count: objects.count) : .failure(BatchError(index: 0)) {
        case .success(let contents): return contents
        case .failure(let error):
            throw AuditError.environment("git cat-file could not read object \(objects[error.index]) of \(ref)")
        }
    }

    /// The first `count` objects of `git cat-file --batch` output (`<object> SP <type> SP <size> LF <contents> LF`
    /// each), or the index of the first that is not there whole.
    static func contents(ofBatch output: Data, count: Int) -> Result<[Data], BatchError> {
        var contents: [Data] = []
        var position = output.startIndex
        for index in 0..<count {
            guard let newline = output[position...].firstIndex(of: 0x0A),
                  let size = String(decoding: output[position..<newline], as: UTF8.self).split(separator: " ").last.flatMap({ Int($0) }),
                  size >= 0, size < output.endIndex - newline
            else { return .failure(BatchError(index: index)) }
            let start = newline + 1
            contents.append(output.subdata(in: start..<(start + size)))
            position = min(start + size + 1, output.endIndex)
        }
        return .success(contents)
    }

    /// The object `git cat-file --batch` output did not hold whole.
    struct BatchError: Error {
        let index: Int
    }

    private static func rejected(_ ref: String, reason: String) -> AuditError {
        AuditError.usage("--base: `\(ref)` is not a commit: git rev-parse --verify rejected it\(reason.isEmpty ? "" : " (\(reason))")")
    }

    struct GitResult {
        let status: Int32
        let output: Data
        /// The first line of standard error.
        let errorText: String
    }

    /// Runs `git arguments` in the working directory with `input` on standard input.
    static func git(_ arguments: [String], input: Data? = nil) throws -> GitResult {
        guard let executable = executable(named: "git") else {
            throw AuditError.environment("--base needs git, which is not on PATH")
        }
        let result: ChildProcess
        do {
            result = try ChildProcess.run(executable.path, arguments, input: input.map { [UInt8]($0) } ?? [])
        } catch let error as ChildProcess.StartError {
            throw AuditError.environment("cannot run git: \(SystemErrorText.describe(errno: error.code))")
        }
        let firstLine = String(decoding: result.error, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        return GitResult(status: result.status, output: Data(result.output), errorText: firstLine)
    }

    /// The first executable `name` on `PATH`.
    private static func executable(named name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}

extension GitRevision: MappingTree {
    /// A path that is a directory in the working tree means the files a directory means, as they were at the
    /// revision; any other path the file as it was. A path the revision does not have stands for nothing
    /// (the edit adds it), and so does a directory without mapping files then.
    func files(at path: String, recursive: Bool) throws -> [TreeFile] {
        guard FileType(path) == .directory else {
            return try tree(path).map { TreeFile(path: $0.path, format: MappingFormat.named($0.path), listed: false, key: $0.object) }
        }
        guard recursive else {
            return try tree(path.hasSuffix("/") ? path : path + "/").compactMap { blob in
                MappingFormat.listed(PathText.lastComponent(blob.path)).map {
                    TreeFile(path: blob.path, format: $0, listed: true, key: blob.object)
                }
            }
        }
        // Listed from inside the directory, every path is relative to it, as the formats judge them.
        return try tree(".", recursive: true, in: path).compactMap { blob in
            MappingFormat.listed(blob.path).map {
                TreeFile(path: MappingLoader.display(PathText.appending(path, blob.path)), format: $0, listed: true,
                         key: blob.object)
            }
        }
    }

    /// A path names one blob of the commit.
    func identity(of path: String) throws -> String { path }

    /// Reads the blobs of `files` with one `git cat-file --batch`.
    func read(_ files: [TreeFile], _ body: (TreeFile, Data) throws -> Void) throws {
        for (file, data) in zip(files, try read(files.map(\.key))) { try body(file, data) }
    }

    func errorPath(_ path: String) -> String { "\(ref):\(path)" }

    var requiresSources: Bool { false }
}
