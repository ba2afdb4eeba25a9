#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Turns command-line paths into mapping files: a file is read as is, a directory means every `*.txt`
/// file directly inside it, in name order. A file reached under several spellings (relative and absolute,
/// `dir/.`, through a symbolic link) is read once, under the first: files are told apart by device and
/// inode, never by the path as written.
public enum MappingLoader {
    /// The default path when none is given.
    public static let defaultPath = "mappings"

    public static func load(paths: [String]) throws -> [MappingFile] {
        var files: [MappingFile] = []
        var seen = Set<FileIdentity>()
        for path in paths.isEmpty ? [defaultPath] : paths {
            for file in try expand(path) where seen.insert(try FileIdentity(path: file)).inserted {
                files.append(try MappingFile(path: file))
            }
        }
        return files
    }

    /// A file as the file system knows it: its device and inode, after following symbolic links.
    struct FileIdentity: Hashable {
        let device: UInt64
        let inode: UInt64

        init(path: String) throws {
            var status = stat()
            guard stat(path, &status) == 0 else {
                throw InputError(path: path, line: nil, message: "cannot read file: \(String(cString: strerror(errno)))")
            }
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }

    /// The mapping file paths `path` stands for.
    public static func expand(_ path: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError(path: path, line: nil, message: "no such file or directory")
        }
        guard isDirectory.boolValue else { return [display(path)] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw InputError(path: path, line: nil, message: "cannot list directory")
        }
        let files = names.filter { $0.hasSuffix(".txt") && !$0.hasPrefix(".") }.sorted().map {
            display(path.hasSuffix("/") ? path + $0 : path + "/" + $0)
        }.filter { file in
            var isSubdirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: file, isDirectory: &isSubdirectory) && !isSubdirectory.boolValue
        }
        guard !files.isEmpty else { throw InputError(path: path, line: nil, message: "directory has no mapping files (*.txt)") }
        return files
    }

    /// `path` without a leading `./`, as reports show it.
    static func display(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") && path.count > 2 { path = path.dropFirst(2) }
        return String(path)
    }
}
