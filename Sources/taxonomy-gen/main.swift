import Foundation
import TaxonomyAudit
import TaxonomyGeneration

// Regenerates taxonomy/knowledge.tsv and the embedded table from WordNet 3.0 (`make taxonomy`).
// Usage: taxonomy-gen [--check | --review] [--wordnet DIR] [--overrides FILE]; run from the repository root.
var generator = TaxonomyGenerator()
var check = false
var review = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--check": check = true
    case "--review": review = true
    case "--wordnet" where !arguments.isEmpty: generator.wordNetDirectory = URL(fileURLWithPath: arguments.removeFirst())
    case "--overrides" where !arguments.isEmpty: generator.overridesPath = arguments.removeFirst()
    default:
        FileHandle.standardError.write(Data("usage: taxonomy-gen [--check | --review] [--wordnet DIR] [--overrides FILE]\n".utf8))
        exit(2)
    }
}
do {
    if review {
        print(try generator.reviewListing(), terminator: "")
    } else if check {
        let stale = try generator.stale()
        if !stale.isEmpty {
            print("out of date (run `make taxonomy`): " + stale.joined(separator: ", "))
            exit(1)
        }
        print("taxonomy is current")
    } else {
        let changed = try generator.write()
        print(changed.isEmpty ? "taxonomy unchanged" : "wrote " + changed.joined(separator: ", "))
    }
} catch {
    FileHandle.standardError.write(Data("taxonomy-gen: \(error)\n".utf8))
    exit(2)
}
