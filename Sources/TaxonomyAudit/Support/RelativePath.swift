#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Paths as CI tools want them: relative to the working directory, so reports, patches and baselines
/// mean the same on every machine.
enum RelativePath {
    /// `path` relative to `directory` (default: the working directory) when it lies inside it; else unchanged.
    static func fromWorkingDirectory(_ path: String, directory: String = FileManager.default.currentDirectoryPath) -> String {
        guard path.hasPrefix("/") else { return MappingLoader.display(path) }
        let base = URL(fileURLWithPath: directory).standardized.path
        let full = URL(fileURLWithPath: path).standardized.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : path
    }
}
