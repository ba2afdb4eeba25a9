#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call as a message says it: the operating system's own words in lower case
/// (`is a directory`, `no space left on device`).
enum SystemErrorText {
    /// `strerror(code)`, in lower case: `is a directory`.
    static func describe(errno code: Int32) -> String {
        lowercasingFirst(String(cString: strerror(code)))
    }

    private static func lowercasingFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }
}
