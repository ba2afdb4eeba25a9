#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Finds the source files under a directory that hold `audit:` markers: every file of a known language
/// (`SourceLanguage`), recursively, whose bytes contain `audit:`, which is tested before anything is
/// lexed. Build output, dependencies and version control (`skippedDirectories`) are not entered, nor is a
/// directory reached through a symbolic link. JSON and property lists are never picked up by a scan.
enum SourceScanner {
    static let skippedDirectories: Set<String> = [".git", ".build", "node_modules", "Pods", "DerivedData", "build", "target"]

    /// The marked files under `directory`, as paths starting with it, in name order.
    static func markedFiles(under directory: String) -> [String] {
        var found: [String] = []
        walk(directory.hasSuffix("/") ? String(directory.dropLast()) : directory, into: &found)
        return found.sorted()
    }

    private static func walk(_ directory: String, into found: inout [String]) {
        guard let handle = opendir(directory) else { return }
        defer { closedir(handle) }
        var subdirectories: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard name != "." && name != ".." else { continue }
            let path = directory + "/" + name
            var kind = Int32(entry.pointee.d_type)
            if kind == Int32(DT_UNKNOWN) {
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                kind = (status.st_mode & S_IFMT) == S_IFDIR ? Int32(DT_DIR) : (status.st_mode & S_IFMT) == S_IFREG ? Int32(DT_REG) : Int32(DT_LNK)
            }
            if kind == Int32(DT_DIR) {
                if !skippedDirectories.contains(name) { subdirectories.append(path) }
            } else if kind == Int32(DT_REG), SourceLanguage(path: name) != nil, holdsMarker(path) {
                found.append(path)
            }
        }
        for subdirectory in subdirectories { walk(subdirectory, into: &found) }
    }

    /// Whether the file at `path` contains the bytes `audit:`.
    static func holdsMarker(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path) else { return false }
        return data.withUnsafeBytes { SourceListReader.mayHoldMarkers($0) }
    }
}
