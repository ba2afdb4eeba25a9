#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where mapping sources are read from: the working tree (`WorkingTree`) or the tree of a git revision
/// (`GitRevision`, what `--base` reads). A tree lists and reads files; what a path means is decided once,
/// by `MappingFormat` (which files a directory means, and how each is read) and `sources(paths:)`.
protocol MappingTree {
    /// The files `path` stands for: the file itself, or for a directory the files in it that
    /// `MappingFormat.listed` claims (every file below it when `recursive`), in path order.
    func files(at path: String, recursive: Bool) throws -> [TreeFile]
    /// What tells two spellings of one file apart (`dir/./a.txt`, a symbolic link), so it is read once.
    associatedtype FileKey: Hashable
    func identity(of path: String) throws -> FileKey
    /// Reads `files`, handing each one's bytes to `body` in order.
    func read(_ files: [TreeFile], _ body: (TreeFile, Data) throws -> Void) throws
    /// The path an input error names for a file read from here (`REF:path` at a revision).
    func errorPath(_ path: String) -> String
    /// Whether each path must stand for a source (the working tree: a path given for nothing is an error) or
    /// may stand for none (a revision, which may predate the files).
    var requiresSources: Bool { get }
}

/// A file a tree lists, with the format it is read in.
struct TreeFile: Equatable {
    /// The path as reports show it.
    let path: String
    let format: MappingFormat
    /// Found by listing a directory rather than named: a file that holds no list of its format is skipped.
    let listed: Bool
    /// What the tree reads it by: its path in the working tree, its blob at a revision.
    let key: String
}

extension MappingTree {
    /// The mapping sources `paths` stand for (none given: `mappings`), each file once, in the order given.
    func sources(paths: [String]) throws -> [any MappingSource] {
        let recursive = MappingFormat.allCases.contains(where: \.searchesSubdirectories)
        var sources: [any MappingSource] = []
        var seen: [FileKey: TreeFile] = [:]
        for path in paths.isEmpty ? [MappingLoader.defaultPath] : paths {
            let listed = try self.files(at: path, recursive: recursive)
            var files: [TreeFile] = [], here = Set<FileKey>()
            // Whether a file this path stands for was read under an earlier path (not one reached twice here).
            var readEarlier = false
            for file in listed {
                let key = try identity(of: file.path)
                guard let first = seen[key] else {
                    seen[key] = file
                    files.append(file)
                    here.insert(key)
                    continue
                }
                try Self.checkAlias(file, of: first)
                if !here.contains(key) { readEarlier = true }
            }
            let count = sources.count
            try read(files) { file, data in
                do {
                    if let source = try file.format.read(path: file.path, data: data, listed: file.listed) { sources.append(source) }
                } catch let error as AuditError {
                    guard case let .input(failed, line, message) = error, failed == file.path else { throw error }
                    throw AuditError.input(path: errorPath(file.path), line: line, message: message)
                }
            }
            // Only a directory can stand for nothing (`MappingFormat.read` skips listed files only, and a file it
            // cannot read holds no list); a file read under an earlier path counts, since the path stood for it.
            if requiresSources && sources[count...].allSatisfy({ $0 is UnreadableSource }) && !readEarlier {
                throw MappingFormat.noMappingFiles(in: path)
            }
        }
        return sources
    }

    /// A file reached again under `file`'s path is read once when that path means what the first did; a text
    /// file under another name would define another category with the same entries (a link `cushy.txt ->
    /// soft.txt`), which one reading cannot stand for: an input error.
    private static func checkAlias(_ file: TreeFile, of first: TreeFile) throws {
        let categories = [first, file].map { MappingFile.category(ofPath: $0.path) }
        guard file.format != first.format || (file.format == .text && categories[0] != categories[1]) else { return }
        let meaning = file.format == .text && first.format == .text
            ? "so its one list would be two categories, \(categories[0]) and \(categories[1])" : "but of another kind"
        throw AuditError.input(path: file.path, line: nil, message: "is the same file as \(first.path) under another name, \(meaning); "
            + "give each mapping file one name (remove the link)")
    }
}

/// The working tree: paths as given on the command line, relative to the working directory.
struct WorkingTree: MappingTree {
    func files(at path: String, recursive: Bool) throws -> [TreeFile] {
        guard let type = FileType(path) else {
            throw AuditError.input(path: path, line: nil, message: "no such file or directory")
        }
        guard type == .directory else {
            let file = MappingLoader.display(path)
            return [TreeFile(path: file, format: MappingFormat.named(file), listed: false, key: file)]
        }
        var files: [TreeFile] = []
        try list(path, below: "", recursive: recursive, into: &files)
        return files.sorted { $0.path < $1.path }
    }

    /// Adds the claimed files of `directory` to `files`, and with `recursive` those of its subdirectories
    /// that are neither hidden nor symbolic links (which could loop).
    private func list(_ directory: String, below prefix: String, recursive: Bool, into files: inout [TreeFile]) throws {
        guard let names = Self.names(in: directory) else {
            throw AuditError.input(path: directory, line: nil, message: "cannot list directory")
        }
        for name in names {
            let path = MappingLoader.display(directory.hasSuffix("/") ? directory + name : directory + "/" + name)
            if let format = MappingFormat.listed(prefix + name), let type = FileType(path), type != .directory {
                files.append(TreeFile(path: path, format: format, listed: true, key: path))
                continue
            }
            guard recursive, !name.hasPrefix("."), !SourceLanguage.skippedDirectories.contains(name),
                  FileType(path, followingLinks: false) == .directory else { continue }
            try list(path, below: prefix + name + "/", recursive: true, into: &files)
        }
    }

    /// The names in `directory` but `.` and `..`, in the order the file system gives them; nil when it cannot be
    /// listed. A name that is not UTF-8 is read with its bad bytes replaced, so it names no file and is passed over.
    private static func names(in directory: String) -> [String]? {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<(bytes.firstIndex(of: 0) ?? bytes.count)]), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    func identity(of path: String) throws -> FileIdentity {
        try FileIdentity(path: path)
    }

    func read(_ files: [TreeFile], _ body: (TreeFile, Data) throws -> Void) throws {
        for file in files { try body(file, try TextLines.contents(ofFile: file.key)) }
    }

    func errorPath(_ path: String) -> String { path }

    var requiresSources: Bool { true }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file as the file system knows it: its device and inode, after following symbolic links.
struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    init(path: String) throws {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw AuditError.input(path: path, line: nil, message: "cannot read file: \(String(cString: strerror(errno)))")
        }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
