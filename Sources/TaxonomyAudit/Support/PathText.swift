#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Path arithmetic on strings, as `NSString`'s path methods do it: written here so that the binary needs no
/// `NSString` bridge.
enum PathText {
    /// The last component: `b` for `a/b` and `a/b/`, `/` for `/`, empty for empty.
    static func lastComponent(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed != "/", let slash = fixed.lastIndex(of: "/") else { return fixed }
        return String(fixed[fixed.index(after: slash)...])
    }

    /// Everything before the last component: `a` for `a/b` and `a/b/`, `/` for `/a` and `/`, empty for `a`.
    static func deletingLastComponent(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed != "/", !fixed.isEmpty else { return fixed }
        guard let slash = fixed.lastIndex(of: "/") else { return "" }
        return slash == fixed.startIndex ? "/" : String(fixed[..<slash])
    }

    /// `name` under `directory`: joined by a slash unless `directory` ends with one; either alone when the
    /// other is empty. Nothing else is rewritten.
    static func appending(_ directory: String, _ name: String) -> String {
        guard !name.isEmpty else { return directory }
        guard !directory.isEmpty else { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// Runs of slashes made one, and a trailing slash dropped unless it is the whole path (so `//` is the root).
    private static func fixingSlashes(_ path: String) -> String {
        guard path.utf8.contains(UInt8(ascii: "/")) else { return path }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for byte in path.utf8 where !(byte == UInt8(ascii: "/") && bytes.last == UInt8(ascii: "/")) {
            bytes.append(byte)
        }
        if bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// What is at a path, as `stat` (or, not following a symbolic link, `lstat`) says; nil when there is nothing
/// it can reach.
enum FileType {
    case directory, other

    init?(_ path: String, followingLinks: Bool = true) {
        var status = stat()
        guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else { return nil }
        self = UInt32(status.st_mode) & UInt32(S_IFMT) == UInt32(S_IFDIR) ? .directory : .other
    }
}
