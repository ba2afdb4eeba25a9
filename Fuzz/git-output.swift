// libFuzzer target: the readers of git's output in `GitRevision` (`git ls-tree -z` records and
// `git cat-file --batch` objects). The first byte says how many objects the batch is asked for.
@testable import TaxonomyAudit
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGitOutput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let data = Data(bytes: bytes + 1, count: count - 1)
    _ = GitRevision.blobs(inTree: data)
    _ = GitRevision.contents(ofBatch: data, count: Int(bytes.pointee % 8))
    return 0
}
