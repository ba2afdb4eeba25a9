/// `docs/rules.md`, generated from the rules' descriptions: one section (and anchor) per rule, which SARIF
/// reports link to. `make generate` writes it; `GeneratedFilesTests` checks the committed page is current.
package enum RuleDocumentation {
    /// Where the page lives, relative to the repository root; also the base of every rule's link.
    package static let location = "docs/rules.md"

    /// The link to `rule`'s section of the page, under `base` (an absolute URL ending in `/`) when one is known.
    package static func link(_ rule: RuleID, base: String? = nil) -> String {
        "\(base ?? "")\(location)#\(rule.rawValue)"
    }

    /// The repository's web address at the commit being checked, when running in GitHub Actions (which sets
    /// `GITHUB_SERVER_URL`, `GITHUB_REPOSITORY` and `GITHUB_SHA`), so code-scanning links are absolute.
    static func base(environment: [String: String]) -> String? {
        guard let server = environment["GITHUB_SERVER_URL"], let repository = environment["GITHUB_REPOSITORY"],
              let commit = environment["GITHUB_SHA"], !server.isEmpty, !repository.isEmpty, !commit.isEmpty else { return nil }
        return "\(server)/\(repository)/blob/\(commit)/"
    }

    /// The page for `descriptions`.
    package static func markdown(_ descriptions: [RuleDescription] = Auditor.descriptions) -> String {
        var out = """
            # Rules

            Generated from the rules' descriptions in `Sources/TaxonomyAudit/Rules/`; `audit rules` prints the \
            same list. Each finding names its rule; `# audit:ignore RULE` after an entry silences it on that line.


            """
        out += "| rule | default severity | fires when |\n| --- | --- | --- |\n"
        for description in descriptions {
            out += "| [`\(description.id.rawValue)`](#\(description.id.rawValue)) | \(description.severity.rawValue) | "
                + "\(description.summary.replacingEvery("|", with: "\\|")) |\n"
        }
        for description in descriptions {
            out += "\n<a id=\"\(description.id.rawValue)\"></a>\n\n## \(description.id.rawValue)\n\n"
            out += "Default severity: **\(description.severity.rawValue)**.\n\n"
            out += description.summary + "\n\n" + description.rationale + "\n"
            if description.vocabulary != .appleVision {
                out += "\nThe examples are mappings for the `\(description.vocabulary.rawValue)` vocabulary.\n"
            }
            out += examples("Fires on", description.triggeringExamples)
            out += examples("Stays silent on", description.nonTriggeringExamples)
            out += corrections(description.corrections)
        }
        return out
    }

    /// Each correction as two fenced blocks, before and after the default fixes.
    private static func corrections(_ corrections: [Correction]) -> String {
        guard !corrections.isEmpty else { return "" }
        return "\nThe default fix (`--diff`; `y` in `--suggest`):\n" + corrections.map { correction in
            "\n" + block(correction.before) + "\nbecomes\n\n" + block(correction.after)
        }.joined()
    }

    /// Each example as one fenced block: its files in category order, each headed by its name.
    private static func examples(_ title: String, _ examples: [[String: String]]) -> String {
        guard !examples.isEmpty else { return "" }
        var out = "\n\(title):\n"
        for example in examples {
            out += "\n" + block(example)
        }
        return out
    }

    /// One fenced block of files in category order, each headed by its name (`category.txt`, or a source file's
    /// own name); an emptied file shows nothing under it.
    private static func block(_ files: [String: String]) -> String {
        let files = files.sorted(by: { $0.key < $1.key }).map { name, text in
            "# \(name.contains(".") ? name : name + ".txt")\n\(text)\(text.isEmpty || text.hasSuffix("\n") ? "" : "\n")"
        }
        return "```\n" + files.joined(separator: "\n") + "```\n"
    }
}
