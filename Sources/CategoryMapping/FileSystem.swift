#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file-system calls the library needs, through the C library: no Foundation.
package enum FileSystem {
    private static let typeMask: UInt32 = 0o170000, regular: UInt32 = 0o100000, directory: UInt32 = 0o040000

    /// The bytes of the regular file at `path`.
    static func read(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw MappingError(path: path, line: nil, reason: errno == ENOENT || errno == ENOTDIR ? .noSuchFile : .unreadable)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw MappingError(path: path, line: nil, reason: .unreadable) }
        let type = UInt32(status.st_mode) & typeMask
        guard type == regular else {
            throw MappingError(path: path, line: nil, reason: type == directory ? .isDirectory : .unreadable)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        guard readToEnd(descriptor, into: &bytes) else { throw MappingError(path: path, line: nil, reason: .unreadable) }
        return bytes
    }

    /// Appends what `descriptor` reads up to its end to `bytes`; false when a read fails (what came before it
    /// is kept). An interrupted read is tried again.
    package static func readToEnd(_ descriptor: Int32, into bytes: inout [UInt8]) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glue.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return true }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// The mapping files directly in `path`: every `*.txt` that is not a dot file nor a directory,
    /// sorted by name, as paths under `path`.
    static func mappingFiles(in path: String) throws -> [String] {
        guard let stream = opendir(path) else {
            let reason: MappingError.Reason = errno == ENOENT ? .noSuchFile : errno == ENOTDIR ? .notADirectory : .cannotListDirectory
            throw MappingError(path: path, line: nil, reason: reason)
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            guard let name = Self.name(of: entry), name.hasSuffix(".txt"), !name.hasPrefix(".") else { continue }
            names.append(name)
        }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        let files = names.sorted().map { prefix + $0 }.filter { file in
            var status = stat()
            return stat(file, &status) == 0 && UInt32(status.st_mode) & typeMask != directory
        }
        guard !files.isEmpty else { throw MappingError(path: path, line: nil, reason: .noMappingFiles) }
        return files
    }

    /// A directory entry's name, or nil when it is not UTF-8 (it could name no category).
    private static func name(of entry: UnsafeMutablePointer<dirent>) -> String? {
        withUnsafeBytes(of: &entry.pointee.d_name) { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let length = bytes.firstIndex(of: 0) ?? bytes.count
            let name = UnsafeBufferPointer(rebasing: bytes[0..<length])
            let text = String(decoding: name, as: UTF8.self)
            return text.utf8.elementsEqual(name) ? text : nil
        }
    }
}

/// The C library's `read`, under a name that does not clash with `FileSystem.read`.
private enum Glue {
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.read(descriptor, buffer, count)
        #elseif canImport(Musl)
        return Musl.read(descriptor, buffer, count)
        #else
        return Darwin.read(descriptor, buffer, count)
        #endif
    }
}
