// Compiled into every libFuzzer target (Fuzz/run.sh): the scratch file a target that reads from a path
// hands each input through.
import Foundation

/// A file of this process in the temporary directory, `audit-fuzz-NAME-PID.EXTENSION`.
struct InputFile {
    let path: String

    init(name: String, extension: String) {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("audit-fuzz-\(name)-\(getpid()).\(`extension`)").path
    }

    /// Writes the input to the file and gives `read` its path; what libFuzzer's entry point returns.
    func read(_ bytes: UnsafePointer<UInt8>, _ count: Int, _ read: (String) -> Void) -> CInt {
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes: bytes, count: count)) else { return 0 }
        read(path)
        return 0
    }
}
