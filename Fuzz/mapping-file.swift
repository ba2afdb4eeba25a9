// libFuzzer target: the mapping-file parser (`TextLines` and `MappingFile`), as `audit` reads a file.
@testable import TaxonomyAudit
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMappingFile(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    if let file = try? MappingFile(text: TextLines(path: "fuzz.txt", data: data)) {
        // What the rewriter does with a parsed file must hold too: an edit of every entry.
        var plan = FilePlan(path: file.path)
        for entry in file.entries.prefix(8) {
            let description = EditDescription(location: Finding.Location(path: file.path, line: entry.line), action: .removed,
                                              entry: entry.text)
            plan.add(.delete(entry.position), description: description)
        }
        _ = MappingRewriter.apply(plan.edits, to: file)
    }
    return 0
}
