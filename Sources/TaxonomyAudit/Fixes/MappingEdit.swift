/// One change to a mapping file. Lines are the 1-based numbers of the file as read.
public enum MappingEdit: Sendable, Equatable {
    /// Replace the entry on `line` by `identifier`, keeping its indentation, `!` and comment.
    case replace(line: Int, identifier: String)
    /// Remove `line` entirely.
    case delete(line: Int)
    /// Add an entry (`!identifier` when `excluded`): in sorted position when the entries are sorted, else at the end.
    case add(identifier: String, excluded: Bool)

    /// The line the edit changes, nil for an addition.
    public var line: Int? {
        switch self {
        case .replace(let line, _), .delete(let line): return line
        case .add: return nil
        }
    }
}

/// The edits to make to one mapping file, with a one-line description of each for people.
public struct FilePlan: Sendable, Equatable {
    public let path: String
    public private(set) var edits: [MappingEdit] = []
    public private(set) var descriptions: [String] = []

    public init(path: String) {
        self.path = path
    }

    public var isEmpty: Bool { edits.isEmpty }

    /// Adds `edit` unless it touches a line already edited or adds what is already added; returns whether it was added.
    @discardableResult
    public mutating func add(_ edit: MappingEdit, description: String) -> Bool {
        if let line = edit.line, edits.contains(where: { $0.line == line }) { return false }
        if case .add = edit, edits.contains(edit) { return false }
        edits.append(edit)
        descriptions.append(description)
        return true
    }
}
