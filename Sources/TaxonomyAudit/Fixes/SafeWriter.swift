import Foundation

/// Writes a file atomically: a temporary file in the same directory, with the original's permissions,
/// renamed over the original, and only when the file on disk is still what was read.
public enum SafeWriter {
    /// Replaces the file at `path` with `contents`, provided it still holds `original`; with a nil `original`,
    /// creates it, provided it still does not exist.
    public static func write(_ contents: String, to path: String, expecting original: Data?) throws {
        try checkUnchanged(path, expecting: original)
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).audit-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try Data(contents.utf8).write(to: temporary)
            if let attributes = try? FileManager.default.attributesOfItem(atPath: path),
               let permissions = attributes[.posixPermissions] {
                try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
            guard rename(temporary.path, path) == 0 else {
                throw InputError(path: path, line: nil, message: "cannot replace file: \(String(cString: strerror(errno)))")
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            if let error = error as? InputError { throw error }
            throw InputError(path: path, line: nil, message: "cannot write: \(SystemErrorText.describe(error))")
        }
    }

    /// Throws unless the file at `path` still holds `original` (with nil: still does not exist); `outcome`
    /// tells what was therefore not done.
    public static func checkUnchanged(_ path: String, expecting original: Data?, outcome: String = "not written") throws {
        guard FileManager.default.contents(atPath: path) == original,
              original != nil || !FileManager.default.fileExists(atPath: path) else {
            throw InputError(path: path, line: nil, message: "changed on disk since it was read; \(outcome) (run again)")
        }
    }
}
