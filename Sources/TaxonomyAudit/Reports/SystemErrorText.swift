#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A failed system call or Foundation file operation as a message says it: the operating system's own
/// words in lower case (`is a directory`, `no space left on device`), not Foundation's wrapper
/// ("The operation could not be completed. (NSCocoaErrorDomain error 512.)").
enum SystemErrorText {
    static func describe(_ error: Error) -> String {
        let error = error as NSError
        let posix = error.domain == NSPOSIXErrorDomain ? error
            : (error.userInfo[NSUnderlyingErrorKey] as? Error).map { $0 as NSError }.flatMap { $0.domain == NSPOSIXErrorDomain ? $0 : nil }
        if let posix { return describe(errno: Int32(posix.code)) }
        var text = error.localizedDescription
        for wrapper in ["The operation could not be completed. ", "The operation couldn’t be completed. "] where text.hasPrefix(wrapper) {
            text = String(text.dropFirst(wrapper.count))
        }
        return lowercasingFirst(text.hasSuffix(".") ? String(text.dropLast()) : text)
    }

    /// `strerror(code)`, in lower case: `is a directory`.
    static func describe(errno code: Int32) -> String {
        lowercasingFirst(String(cString: strerror(code)))
    }

    private static func lowercasingFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }
}
