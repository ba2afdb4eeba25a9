import Foundation
import TaxonomyAudit
import TaxonomyGeneration

// Regenerates every generated file of the repository (`make generate`) or checks that each is current
// (`make generate-check`); `--report` prints what to watch in the knowledge table; `--review` lists the WordNet alignment of each identifier for review.
// Usage: taxonomy-gen [--check | --review [--vocabulary google-mlkit|coco] | --report] [--wordnet DIR] [--overrides FILE]; run from the repository root.
// With --wordnet the taxonomy is part of the run and WordNet must be there; without it, WordNet is used
// from /usr/share/wordnet when present, and the taxonomy is left out (with a note) when not.
let usage = "usage: taxonomy-gen [--check | --review | --report] [--wordnet DIR] [--overrides FILE] [--vocabulary NAME]"
var check = false, review = false, report = false
var wordNet: URL?, overrides: String?, vocabulary: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--check": check = true
    case "--review": review = true
    case "--report": report = true
    case "--wordnet" where !arguments.isEmpty: wordNet = URL(fileURLWithPath: arguments.removeFirst())
    case "--overrides" where !arguments.isEmpty: overrides = arguments.removeFirst()
    case "--vocabulary" where !arguments.isEmpty: vocabulary = arguments.removeFirst()
    default:
        FileHandle.standardError.write(Data("\(usage)\n".utf8))
        exit(2)
    }
}
func hasWordNet(_ directory: URL) -> Bool {
    FileManager.default.fileExists(atPath: directory.appendingPathComponent("data.noun").path)
}
do {
    if review, let vocabulary {
        // The review listing of a built-in vocabulary other than Vision's that is aligned by senses.
        guard let table = VocabularyTables.tables.first(where: { $0.vocabulary.rawValue == vocabulary && $0.vocabulary != .imagenet1k }) else {
            FileHandle.standardError.write(Data("taxonomy-gen: --review --vocabulary takes google-mlkit or coco\n".utf8))
            exit(2)
        }
        let tables = VocabularyTables(root: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                                      wordNet: try WordNet(directory: wordNet ?? TaxonomyGenerator().wordNetDirectory))
        print(try TaxonomyGenerator.reviewListing(tables.senseBuilder(table)), terminator: "")
        exit(0)
    }
    if review || report {
        var generator = TaxonomyGenerator()
        generator.wordNetDirectory = wordNet ?? generator.wordNetDirectory
        generator.overridesPath = overrides ?? generator.overridesPath
        print(try report ? generator.report() : generator.reviewListing(), terminator: "")
        exit(0)
    }
    let defaultWordNet = TaxonomyGenerator().wordNetDirectory
    if let wordNet, !hasWordNet(wordNet) {
        throw WordNetError.unreadable(wordNet.appendingPathComponent("data.noun").path)
    }
    let files = GeneratedFiles(root: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                               wordNet: wordNet ?? (hasWordNet(defaultWordNet) ? defaultWordNet : nil))
    if files.wordNet == nil {
        FileHandle.standardError.write(Data("taxonomy-gen: no WordNet 3.0 at \(defaultWordNet.path) (Debian: wordnet-base): the taxonomy is left out\n".utf8))
    }
    if check {
        let stale = try files.stale()
        if !stale.isEmpty {
            print("out of date (run `make generate`): " + stale.joined(separator: ", "))
            exit(1)
        }
        print("generated files are current: " + files.active.map(\.name).joined(separator: ", "))
    } else {
        let written = try files.write()
        print(written.isEmpty ? "generated files unchanged" : "wrote " + written.joined(separator: ", "))
    }
} catch {
    FileHandle.standardError.write(Data("taxonomy-gen: \(error)\n".utf8))
    exit(2)
}
