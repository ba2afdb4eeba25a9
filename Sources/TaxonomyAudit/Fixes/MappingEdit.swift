/// One change to a mapping file. Lines are the 1-based numbers of the file as read.
public enum MappingEdit: Sendable, Hashable {
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
    /// The lines edited and the additions made so far, so each `add` is one lookup.
    private var lines = Set<Int>()
    private var additions = Set<MappingEdit>()

    public init(path: String) {
        self.path = path
    }

    public var isEmpty: Bool { edits.isEmpty }

    /// Adds `edit` unless it touches a line already edited or adds what is already added; returns whether it was added.
    @discardableResult
    public mutating func add(_ edit: MappingEdit, description: String) -> Bool {
        if let line = edit.line {
            guard lines.insert(line).inserted else { return false }
        } else {
            guard additions.insert(edit).inserted else { return false }
        }
        edits.append(edit)
        descriptions.append(description)
        return true
    }
}

/// A mapping source as fixes see it: it renders edits, whose lines are its own, into its new contents.
/// Each kind of source (a text file today) brings its own rendering, so planning knows no format.
protocol EditRendering {
    var path: String { get }
    /// The source's new contents after `edits`, everything they do not touch kept as it was.
    func rendering(_ edits: [MappingEdit]) -> String
}

extension MappingFile: EditRendering {
    func rendering(_ edits: [MappingEdit]) -> String {
        MappingRewriter.apply(edits, to: self)
    }
}
