#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A file that holds mapping lists, as read from the working tree, a git revision (`MappingTree`) or an
/// editor: its text, the lists in it, and how edits to its entries render into its new contents.
///
/// One source may hold several lists (a source file with two marked sets, a JSON object of arrays) and one
/// line may hold several entries (`setOf("sofa", "pillow")`), so an edit names the entry it changes by its
/// position and an addition names the list it adds to by its category. A text file (`MappingFile`) holds one
/// list, one entry a line. `MappingFormat` says which files are of which kind and reads them.
protocol MappingSource: Sendable {
    /// The path as reports show it.
    var path: String { get }
    /// The text as read: its bytes (to write back and to detect a change on disk), lines and byte-order
    /// mark, which positions, diffs and editors go by.
    var text: TextLines { get }
    /// The lists it holds, in the order they are written.
    var lists: [MappingList] { get }
    /// The new contents after `edits`, whose positions are those of the source as read; every byte the edits
    /// do not touch is kept.
    func rendering(_ edits: [MappingEdit]) -> String
    /// The source read again from `contents`, its text after edits, under the same path (`MappingWorkspace`).
    func reread(_ contents: String) throws -> any MappingSource
    /// Why `entry` is there, from the comments around it; nil when none says (`audit docs`).
    func reason(for entry: MappingEntry) -> String?
    /// Whether it can make every edit to its entries (a text file); when not, `refusal(of:)` and `refusals(_:)`
    /// say which it cannot.
    var acceptsEveryEdit: Bool { get }
    /// Why `edit` cannot be made here (it would leave invalid code, the format cannot hold it), or nil;
    /// fixes with such an edit are not offered.
    func refusal(of edit: MappingEdit) -> String?
    /// Why each of `edits` cannot be made along with the ones before it that can (nil when it can).
    func refusals(_ edits: [MappingEdit]) -> [String?]
    /// The strings of its lists that are not read as entries (an interpolation, a concatenation), in source
    /// order, for the `skipped-entry` note; none in a text file.
    var skippedEntries: [SkippedEntry] { get }
    /// The keys written again in one dictionary, in source order, for the `repeated-key` error; none in a text file.
    var repeatedKeys: [RepeatedKey] { get }
    /// Whether its entries are elements of lists in code, JSON or a property list, where several may share a
    /// line, rather than the lines of a text list: what messages call an entry (`EntryWord`).
    var entriesAreElements: Bool { get }
    /// The line each list is named at (its marker or key), in the order of `lists`; nil for the one list of a
    /// text file, which its file name names.
    var listLines: [Int?] { get }
}

extension MappingSource {
    /// A text file can make every edit.
    var acceptsEveryEdit: Bool { true }

    /// A text file can make every edit.
    func refusal(of edit: MappingEdit) -> String? { nil }

    /// A text file can make every edit.
    func refusals(_ edits: [MappingEdit]) -> [String?] { edits.map { _ in nil } }

    /// A text file reads every line it holds as an entry.
    var skippedEntries: [SkippedEntry] { [] }

    /// A text file has no dictionary.
    var repeatedKeys: [RepeatedKey] { [] }

    /// A text file's entries are its lines.
    var entriesAreElements: Bool { false }

    /// A text file's list is named by the file's name.
    var listLines: [Int?] { lists.map { _ in nil } }

    /// Every entry of every list, in list order.
    var entries: [MappingEntry] { lists.flatMap(\.entries) }
}

/// Where an entry starts in its source: its 1-based line and the 1-based column (in characters) of its
/// first character (the `!` of an exclusion). Edits name entries by it.
struct EntryPosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    let line: Int
    let column: Int

    static func < (lhs: EntryPosition, rhs: EntryPosition) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }

    /// `line:column`.
    var description: String { "\(line):\(column)" }
}

/// A string of a list that looks like an entry but is not read as one (an interpolation, a concatenation):
/// where it starts (its opening quote), how it is written and why it is skipped.
struct SkippedEntry: Sendable, Equatable {
    let line: Int
    let column: Int
    /// The string or expression as written (up to the end of its first line): what its note names.
    let text: String
    /// One sentence: `this string holds an interpolation, so it is not an entry`.
    let reason: String
    /// The rules an `audit:ignore` on its line names, when no entry shares the line (an entry there holds them).
    let suppressions: [RuleID]
    /// The column of that `audit:ignore` comment.
    let suppressionColumn: Int?
}

/// A key written again in one dictionary literal or JSON object: where the later copy starts, the key, the
/// line of its first copy and what the language makes of it. Only the last copy is read as an entry.
struct RepeatedKey: Sendable, Equatable {
    let line: Int
    let column: Int
    let key: String
    let category: String
    let firstLine: Int
    /// `Swift traps at launch on it`, `only the last one is read`.
    let consequence: String
}

/// The entries one source lists for one category.
struct MappingList: Sendable, Equatable {
    /// The path of the source that holds it, as reports show it.
    let path: String
    let category: String
    /// In the order they are written.
    let entries: [MappingEntry]
    /// `audit:ignore` comments that stand where no entry is, which silence nothing.
    let straySuppressions: [StraySuppression]
    /// The arms of conditionals (`#if`/`#else`, `if`/`else`) the list stands in, outermost first; none in a text file.
    var branches: [Branch] = []

    init(path: String, category: String, entries: [MappingEntry], straySuppressions: [StraySuppression] = [], branches: [Branch] = []) {
        self.path = path
        self.category = category
        self.entries = entries
        self.straySuppressions = straySuppressions
        self.branches = branches
    }

    /// Whether `self` and `other` stand in different arms of one conditional of one source: never both in effect.
    func isAlternative(to other: MappingList) -> Bool {
        path == other.path && branches.contains { branch in
            other.branches.contains { $0.conditional == branch.conditional && $0.arm != branch.arm }
        }
    }
}

/// One arm of a conditional in a source: the conditional (the offset of its first keyword) and the arm's number.
struct Branch: Sendable, Equatable {
    let conditional: Int
    let arm: Int
}
