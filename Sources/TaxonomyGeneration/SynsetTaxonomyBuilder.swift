import TaxonomyAudit

/// Builds the knowledge table of a vocabulary whose classes are WordNet synsets (ImageNet): nothing is
/// guessed. Each class's sense is its wnid's synset, its gloss that synset's definition, and its parents
/// the nearest classes above it along WordNet's hypernyms; a synset above that is no class (`dog`) is
/// passed through, never made an identifier.
///
/// Inputs: the class list, `wnid<TAB>lemmas` a line (`n02085620<TAB>Chihuahua`), and the names file:
/// `wnid<TAB>identifier  # reason` for the classes whose identifier is not their first lemma.
package struct SynsetTaxonomyBuilder {
    package let classes: [(wnid: String, offset: Int, identifier: String)]
    package let wordNet: WordNet

    package init(classes text: String, classesPath: String, names namesText: String, namesPath: String, wordNet: WordNet) throws {
        var names: [String: (identifier: String, line: Int)] = [:]
        for (index, rawLine) in namesText.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty else { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 2, !fields[1].isEmpty else {
                throw GenerationError(message: "\(namesPath):\(index + 1): expected `wnid<TAB>identifier`")
            }
            names[fields[0]] = (fields[1], index + 1)
        }
        var classes: [(String, Int, String)] = []
        var seen: [String: Int] = [:]
        for (index, line) in text.split(separator: "\n").enumerated() {
            let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
            guard fields.count == 2, fields[0].hasPrefix("n"), let offset = Int(fields[0].dropFirst()),
                  let lemma = fields[1].split(separator: ",").first?.trimmingCharacters(in: .whitespaces), !lemma.isEmpty
            else { throw GenerationError(message: "\(classesPath):\(index + 1): expected `wnid<TAB>lemmas`") }
            guard wordNet.synsets[offset] != nil else {
                throw GenerationError(message: "\(classesPath):\(index + 1): \(fields[0]) is no WordNet 3.0 noun synset")
            }
            let identifier = names.removeValue(forKey: fields[0])?.identifier ?? lemma
            if let first = seen[identifier] {
                throw GenerationError(message: "\(classesPath):\(index + 1): `\(identifier)` is also line \(first)'s identifier; "
                    + "name one of them in \(namesPath)")
            }
            seen[identifier] = index + 1
            classes.append((fields[0], offset, identifier))
        }
        if let (wnid, name) = names.min(by: { $0.value.line < $1.value.line }) {
            throw GenerationError(message: "\(namesPath):\(name.line): \(wnid) is no class of \(classesPath)")
        }
        self.classes = classes
        self.wordNet = wordNet
    }

    package func build() throws -> KnowledgeTable {
        var identifierByOffset: [Int: String] = [:]
        for entry in classes { identifierByOffset[entry.offset] = entry.identifier }
        let entries = classes.map { entry -> IdentifierInfo in
            let synset = wordNet.synsets[entry.offset]
            return IdentifierInfo(identifier: entry.identifier, sense: sense(of: entry.offset),
                                  parents: nearestClasses(above: entry.offset, identifierByOffset).sorted(),
                                  genericReason: nil, gloss: synset.map { TaxonomyBuilder.definition(of: $0.gloss) } ?? "")
        }
        return KnowledgeTable(entries: entries)
    }

    /// `lemma#n` for the synset's first word: the sense number is the synset's place among that lemma's senses.
    func sense(of offset: Int) -> String? {
        guard let lemma = wordNet.synsets[offset]?.words.first,
              let number = wordNet.senses[lemma]?.firstIndex(of: offset) else { return nil }
        return "\(lemma)#\(number + 1)"
    }

    /// The classes first met on each hypernym path up from `offset`.
    private func nearestClasses(above offset: Int, _ identifierByOffset: [Int: String]) -> Set<String> {
        var found = Set<String>()
        var seen = Set<Int>()
        var frontier = wordNet.synsets[offset]?.hypernyms ?? []
        while !frontier.isEmpty {
            var next: [Int] = []
            for above in frontier where seen.insert(above).inserted {
                if let identifier = identifierByOffset[above] {
                    found.insert(identifier)
                } else {
                    next += wordNet.synsets[above]?.hypernyms ?? []
                }
            }
            frontier = next
        }
        return found
    }
}
