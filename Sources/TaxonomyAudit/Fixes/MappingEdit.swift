/// One change to a mapping source. An entry is named by its position in the source as read, since one line
/// may hold several entries; an addition names the list (category) it adds to, since one source may hold
/// several lists. The source renders edits into its new contents (`MappingSource.rendering`).
enum MappingEdit: Sendable, Hashable {
    /// Replace the entry at the position by `identifier`, keeping what surrounds it (indentation, `!`, comment).
    case replace(EntryPosition, identifier: String)
    /// Remove the entry at the position (in a text file, its line).
    case delete(EntryPosition)
    /// Add an entry to the list of `category` (`!identifier` when `isExclusion`): in sorted position when the
    /// list is sorted, else at its end.
    case add(category: String, identifier: String, isExclusion: Bool)

    /// The entry the edit changes, nil for an addition.
    var position: EntryPosition? {
        switch self {
        case .replace(let position, _), .delete(let position): return position
        case .add: return nil
        }
    }
}

/// The edits to make to one mapping source, with a one-line description of each for people.
struct FilePlan: Sendable, Equatable {
    let path: String
    private(set) var edits: [MappingEdit] = []
    /// Empty when the plan was made without descriptions (`--diff` shows none).
    private(set) var described = PackedStrings()
    private let describing: Bool
    /// The entries edited so far: the column of the first on each line (0: none), by line number, and any
    /// further ones on a line (a source line can hold several entries), so each `add` is one lookup.
    private var firstColumns: [Int32] = []
    private var furtherPositions = Set<EntryPosition>()
    /// The additions made so far.
    private var additions = Set<MappingEdit>()

    init(path: String, describing: Bool = true) {
        self.path = path
        self.describing = describing
    }

    var isEmpty: Bool { edits.isEmpty }

    /// What each edit does, in order, for people.
    var descriptions: [String] { Array(described) }

    /// Adds `edit` unless it touches an entry already edited or adds what is already added; returns whether it was added.
    @discardableResult
    mutating func add(_ edit: MappingEdit, description: @autoclosure () -> String) -> Bool {
        if let position = edit.position {
            guard insert(position) else { return false }
        } else {
            guard additions.insert(edit).inserted else { return false }
        }
        edits.append(edit)
        if describing { described.append(description()) }
        return true
    }

    /// The plan without the edits `dropped` says to leave out (parallel to `edits`), nor their descriptions.
    func dropping(_ dropped: [Bool]) -> FilePlan {
        guard dropped.contains(true) else { return self }
        var plan = FilePlan(path: path, describing: describing)
        for (index, edit) in edits.enumerated() where !dropped[index] {
            plan.add(edit, description: described.isEmpty ? "" : described[index])
        }
        return plan
    }

    /// Records `position` as edited; false when it already was.
    private mutating func insert(_ position: EntryPosition) -> Bool {
        // Lines and columns of entries as read; anything else (beyond a file's size) goes to the set.
        guard position.line >= 0, position.line < 1 << 26, position.column >= 1, position.column <= Int(Int32.max) else {
            return furtherPositions.insert(position).inserted
        }
        if position.line >= firstColumns.count {
            firstColumns.append(contentsOf: repeatElement(0, count: max(position.line + 1 - firstColumns.count, firstColumns.count)))
        }
        switch firstColumns[position.line] {
        case 0:
            firstColumns[position.line] = Int32(position.column)
            return true
        case Int32(position.column): return false
        default: return furtherPositions.insert(position).inserted
        }
    }
}
