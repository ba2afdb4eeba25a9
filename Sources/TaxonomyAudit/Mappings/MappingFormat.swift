#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The kinds of file that hold mapping lists: which files a directory means, and how each kind is read into
/// a `MappingSource` (which then reads itself again after edits). A new kind is a new case; the switches
/// below are then all there is to teach.
enum MappingFormat: Sendable, Hashable, CaseIterable {
    /// A `*.txt` file: one category, named by the file without `.txt`; one entry a line (`MappingFile`).
    case text
    /// A source file of a known language (`SourceLanguage`) with `audit:` markers, at any depth below a
    /// directory (`EmbeddedSource`); build output and dependencies (`SourceLanguage.skippedDirectories`) are not searched.
    case source
    /// A JSON file, only when named (on the command line or in `.audit.json` `paths`).
    case json
    /// An XML property list, only when named.
    case propertyList

    /// The format of a file that a listed directory holds at `relativePath` (`/`-separated, relative to
    /// the directory), or nil when the directory does not mean that file. Hidden files never count.
    static func listed(_ relativePath: String) -> MappingFormat? {
        guard !relativePath.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { return nil }
        return allCases.first { $0.claims(relativePath) }
    }

    /// The format of a file named on the command line: the one a directory would read it in, else text.
    static func named(_ path: String) -> MappingFormat {
        if path.hasSuffix(".json") { return .json }
        if path.hasSuffix(".plist") { return .propertyList }
        return allCases.first { $0.claims(PathText.lastComponent(path)) } ?? .text
    }

    /// Whether a directory means the file at `relativePath` in this format.
    private func claims(_ relativePath: String) -> Bool {
        switch self {
        case .text: return !relativePath.contains("/") && relativePath.hasSuffix(".txt")
        case .source:
            return SourceLanguage(path: relativePath) != nil
                && !relativePath.split(separator: "/").dropLast().contains { SourceLanguage.skippedDirectories.contains(String($0)) }
        case .json, .propertyList: return false
        }
    }

    /// Whether finding this format's files needs the subdirectories of a directory listed too.
    var searchesSubdirectories: Bool {
        switch self {
        case .source: return true
        case .text, .json, .propertyList: return false
        }
    }

    /// The files of this format a directory means, as an error about a directory without any names them
    /// (`*.txt`); nil for a format read only when named.
    var pattern: String? {
        switch self {
        case .text: return "*.txt"
        case .source: return "source files with audit: markers"
        case .json, .propertyList: return nil
        }
    }

    /// Reads the source at `path` from `data`. A file a directory listing found (`listed`) may turn out to
    /// hold no list of this format (source code without an `audit:` marker): nil, and it is skipped; a file
    /// named on the command line that holds none is an input error instead. A listed source file that cannot
    /// be read and holds no marker comment is an `UnreadableSource`, which the audit notes and passes over.
    func read(path: String, data: Data, listed: Bool) throws -> (any MappingSource)? {
        switch self {
        case .text: return try MappingFile(text: TextLines(path: path, data: data))
        case .source where listed:
            do {
                return try EmbeddedSource(path: path, data: data, listed: true)
            } catch let error as AuditError where error.path == path
                        && !data.withUnsafeBytes(SourceListReader.holdsMarkerComment) {
                return UnreadableSource(path: path, data: data, failure: error)
            }
        case .source, .json, .propertyList: return try EmbeddedSource(path: path, data: data, listed: listed)
        }
    }

    /// The error for a directory that holds no file of any format.
    static func noMappingFiles(in directory: String) -> AuditError {
        .input(path: directory, line: nil, message: "directory has no mapping files (\(allCases.compactMap(\.pattern).joined(separator: ", or ")))")
    }
}
