// Compiled into every libFuzzer target (Fuzz/run.sh): reading a mapping source from the fuzzer's bytes, then
// rendering and re-reading the edits a fix could make of it, as `audit --fix` does.
@testable import TaxonomyAudit
import Foundation

enum EditedDocument {
    /// Reads `bytes` as the file at `path` (named on its own) and, when it holds lists, renders a removal, a
    /// replacement and an addition per list and reads each result again. A rejected input or edit is fine;
    /// a trap, a crash or a hang is what the fuzzer looks for.
    static func exercise(path: String, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
        let data = Data(bytes: bytes, count: count)
        guard let source = try? EmbeddedSource(path: path, data: data, listed: false) else { return 0 }
        for list in source.lists.prefix(4) {
            var edits: [MappingEdit] = [.add(category: list.category, identifier: "sofa", isExclusion: false)]
            if let first = list.entries.first { edits.append(.delete(first.position)) }
            if list.entries.count > 1 { edits.append(.replace(list.entries[list.entries.count - 1].position, identifier: "pillow")) }
            for edit in edits {
                _ = source.refusal(of: edit)
                _ = try? source.reread(source.rendering([edit]))
            }
            _ = try? source.reread(source.rendering(edits))
        }
        return 0
    }
}
