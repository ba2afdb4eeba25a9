/// `silent-label`: a mapped identifier the classifier is reported never to hand over.
struct SilentLabelRule: Rule {
    static let description = RuleDescription(
        id: .silentLabel,
        severity: .note,
        summary: "A mapped identifier is one the classifier is reported never to hand over under its default threshold (ML Kit).",
        rationale: """
            Google ML Kit's base image labeler filters each label through a score-calibration curve and drops what \
            falls under its default confidence threshold. A public project reports that 17 labels (`Laundry`, `Mascot`, \
            `Doll`…) have no such curve, so under the default threshold they never come back. An entry for one of them \
            is an identifier, so it is no dead entry, but it may never match: keep it only if the app lowers the \
            threshold, and do not rely on it. The report is not verified: a note, not a warning.
            """,
        triggeringExamples: [["soft": "Cushion\nDoll\n"]],
        nonTriggeringExamples: [["soft": "Cushion\nStuffed toy\n"], ["soft": "Couch\n!Doll\n"]],
        vocabulary: .googleMLKit
    )

    init() {}

    func findings(in context: AuditContext) -> [Finding] {
        guard let silent = context.vocabulary.origin?.silentLabels, !silent.isEmpty else { return [] }
        return context.placements.filter { !$0.entry.isExclusion && silent.contains($0.entry.text) }.map { placement in
            finding(placement, message: "\"\(placement.entry.text)\" may never match: it is \(BuiltinVocabulary.silentSource); "
                + "keep it only if the app lowers the threshold")
        }
    }
}
