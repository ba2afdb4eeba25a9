/// Reading mapping sources from the working tree: a file is read as is, a directory means the files in it
/// that `MappingFormat` claims (every `*.txt` file directly inside it, and source files with `audit:` markers
/// at any depth), in name order. A file reached
/// under several spellings (relative and absolute, `dir/.`, through a symbolic link) is read once, under the
/// first: files are told apart by device and inode, never by the path as written. A text file reached under
/// another name, which would be another category, is an input error.
package enum MappingLoader {
    /// The default path when none is given.
    package static let defaultPath = "mappings"

    /// The sources `paths` stand for in the working tree (none given: `mappings`).
    static func load(paths: [String]) throws -> [any MappingSource] {
        try WorkingTree().sources(paths: paths)
    }

    /// The number of entries in the sources `paths` stand for (`make bench` reports it beside the default case).
    package static func entryCount(paths: [String]) throws -> Int {
        try load(paths: paths).reduce(0) { $0 + $1.entries.count }
    }

    /// `path` without a leading `./`, as reports show it.
    static func display(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") && path.count > 2 { path = path.dropFirst(2) }
        return String(path)
    }
}
