/// The vocabularies compiled into the binary, each with its knowledge table (`taxonomy/`), by the name
/// `--vocabulary` and `.audit.json` take.
///
/// A vocabulary's table is an embedded string literal, parsed the first time `vocabulary` (or `knowledge`)
/// is asked for: an audit of one vocabulary reads no other.
package enum BuiltinVocabulary: String, CaseIterable, Sendable {
    case appleVision = "apple-vision-rev1"
    case googleMLKit = "google-mlkit"
    case imagenet1k = "imagenet-1k"
    case coco

    /// The vocabulary `name` stands for (its name or an alias), or nil.
    static func named(_ name: String) -> BuiltinVocabulary? {
        allCases.first { $0.names.contains(name) }
    }

    /// Every name that picks this vocabulary: its own first, then its aliases.
    package var names: [String] {
        switch self {
        case .appleVision: return [rawValue, "apple-vision-rev2", "apple-vision"]
        default: return [rawValue]
        }
    }

    /// The classifier whose identifiers these are.
    var classifier: String {
        switch self {
        case .appleVision: return "Apple Vision VNClassifyImageRequest, revisions 1 and 2"
        case .googleMLKit: return "Google ML Kit base image labeling model (com.google.mlkit:image-labeling 17.0.9)"
        case .imagenet1k: return "ImageNet ILSVRC-2012 classes, as TF Lite, Keras and PyTorch label files name them"
        case .coco: return "COCO 2017 object detection classes"
        }
    }

    /// How the classifier reports a photo: Vision with the identifier's ancestors, the others alone.
    var reporting: Reporting {
        self == .appleVision ? .hierarchical : .flat
    }

    /// Where the identifiers come from, in one line (`audit vocab --list`; `taxonomy/SOURCES.md` has more).
    package var source: String {
        switch self {
        case .appleVision: return "VNClassifyImageRequest.knownClassifications(forRevision:), two public dumps agreeing"
        case .googleMLKit: return "the label file bundled in the ML Kit base model, in model index order"
        case .imagenet1k: return "the ILSVRC-2012 class list (wnid, WordNet 3.0 lemmas); names as torchvision's ImageNet categories"
        case .coco: return "ultralytics 8.4.190 (PyPI), ultralytics/cfg/datasets/coco.yaml"
        }
    }

    /// What the knowledge table rests on, in one line.
    var knowledgeSource: String {
        switch self {
        case .appleVision: return "aligned to WordNet 3.0 senses with reviewed overrides and Vision's published output"
        case .googleMLKit: return "aligned to WordNet 3.0 senses with reviewed overrides"
        case .imagenet1k: return "exact: each class is its WordNet 3.0 synset; parents are the nearest classes above it"
        case .coco: return "aligned to WordNet 3.0 senses with reviewed overrides; supercategories group classes, never parents"
        }
    }

    /// The vocabulary with its knowledge table, read from the embedded text on first use.
    package var vocabulary: Vocabulary {
        switch self {
        case .appleVision: return .builtin
        case .googleMLKit: return Vocabulary.googleMLKit
        case .imagenet1k: return Vocabulary.imagenet1k
        case .coco: return Vocabulary.coco
        }
    }

    /// The embedded knowledge table's text, with the columns of `KnowledgeTable.columns`.
    package var knowledgeTSV: String {
        switch self {
        case .appleVision: return BuiltinTaxonomy.knowledgeTSV
        case .googleMLKit: return Tables.googleMLKitKnowledgeTSV
        case .imagenet1k: return Tables.imagenet1kKnowledgeTSV
        case .coco: return Tables.cocoKnowledgeTSV
        }
    }

    /// The generated layout of the embedded table (`Vocabulary.layout(knowledgeTSV:)`): its numbering and links.
    package var knowledgeLayout: String {
        switch self {
        case .appleVision: return BuiltinTaxonomy.knowledgeLayout
        case .googleMLKit: return Tables.googleMLKitKnowledgeLayout
        case .imagenet1k: return Tables.imagenet1kKnowledgeLayout
        case .coco: return Tables.cocoKnowledgeLayout
        }
    }

    /// What English nouns mean in terms of this vocabulary's identifiers, which suggestions read.
    package var meaningIndex: MeaningIndex {
        switch self {
        case .appleVision: return .builtin
        case .googleMLKit: return MeaningIndex.googleMLKit
        case .imagenet1k: return MeaningIndex.imagenet1k
        case .coco: return MeaningIndex.coco
        }
    }

    /// The whole knowledge table, every row read.
    package var knowledge: KnowledgeTable {
        KnowledgeTable(entries: vocabulary.identifiers.compactMap(vocabulary.info))
    }

    /// Labels the classifier is reported never to hand over under its default threshold (ML Kit), with
    /// where that is reported; empty for the others.
    var silentLabels: Set<String> {
        self == .googleMLKit ? Self.mlKitSilent : []
    }

    /// Where the silent labels are reported, as messages cite it.
    static let silentSource = "reported by a public project to have no score-calibration curve in the model, so that "
        + "under the default confidence threshold it is never handed over (not verified)"

    private static let mlKitSilent = Set(Tables.googleMLKitSilentLabels.split(separator: "\n").map(String.init))

    /// The group each class belongs to, for documents and porting: COCO's supercategories (`couch` →
    /// `furniture`). Groups are not classes and never parents. Empty for the other vocabularies.
    var groups: [(identifier: String, group: String)] {
        guard self == .coco else { return [] }
        return Tables.cocoSupercategoriesTSV.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t")
            return fields.count == 2 ? (String(fields[0]), String(fields[1])) : nil
        }
    }

    /// The generated literals (`*Table.generated.swift`, written by `make taxonomy`).
    enum Tables {}
}

extension BuiltinVocabulary {
    /// `audit vocab --list`: each built-in vocabulary's name and aliases, count, reporting model, classifier,
    /// source and knowledge, a block each.
    static func listing() -> String {
        allCases.map { builtin in
            let aliases = builtin.names.dropFirst()
            return builtin.rawValue + (aliases.isEmpty ? "" : " (also \(aliases.joined(separator: ", ")))") + "\n"
                + "  \(builtin.vocabulary.count) identifiers, \(builtin.reporting.rawValue): \(builtin.reportingSummary)\n"
                + "  classifier: \(builtin.classifier)\n"
                + "  source:     \(builtin.source)\n"
                + "  knowledge:  \(builtin.knowledgeSource)\n"
        }.joined(separator: "\n")
    }

    /// What the reporting model means for this classifier, in a few words.
    var reportingSummary: String {
        switch self {
        case .appleVision: return "a photo yields its identifiers with their ancestors"
        case .googleMLKit: return "multi-label, no ancestors reported"
        case .imagenet1k: return "softmax over the classes, no ancestors reported"
        case .coco: return "one class per detected object, no ancestors reported"
        }
    }
}

extension Vocabulary {
    /// The classifier as messages name it: `Vision` for Apple's (and for a vocabulary file, read as
    /// Vision's unless it says otherwise), else the classifier's short name.
    var classifierName: String {
        switch origin {
        case .appleVision, nil: return "Vision"
        case .googleMLKit: return "ML Kit"
        case .imagenet1k: return "the ImageNet classifier"
        case .coco: return "the COCO detector"
        }
    }

    /// The built-in vocabulary `name` (a name or an alias), or nil.
    package static func builtin(named name: String) -> Vocabulary? {
        BuiltinVocabulary.named(name)?.vocabulary
    }

    static let googleMLKit = Vocabulary(builtin: .googleMLKit)
    static let imagenet1k = Vocabulary(builtin: .imagenet1k)
    static let coco = Vocabulary(builtin: .coco)
}

extension MeaningIndex {
    static let googleMLKit = MeaningIndex(text: BuiltinVocabulary.Tables.googleMLKitMeaningIndex)
    static let imagenet1k = MeaningIndex(text: BuiltinVocabulary.Tables.imagenet1kMeaningIndex)
    static let coco = MeaningIndex(text: BuiltinVocabulary.Tables.cocoMeaningIndex)
}
