/// Every command of `audit` with its arguments, options and help: the one declaration that parsing, `--help`,
/// `audit help`, the README usage block and `audit completions` read. ARCHITECTURE.md says how to add to it.
enum CommandTable {
    /// What `audit` is, first line of the help.
    static let summary = "check an image classifier's mapping files against its vocabulary"

    /// In the order help lists them.
    static let all: [any CommandSpec] = [check, explain, verdicts, replay, discover, vocab, rules, docs, port, initConfig, lsp, help, completions, version]

    /// What runs when the first argument is no command word.
    static var defaultCommand: any CommandSpec { check }

    static let check = Command<CheckOptions>(
        name: "check",
        abstract: "audit mapping files and report what is wrong with them (the default command)",
        discussion: """
            Mapping files hold one identifier per line; the file name (without .txt) is the category.
            `#` starts a comment, `!identifier` excludes an identifier from the category, and
            `# audit:ignore RULE[,RULE]` after an entry silences those rules on that line.

            EXIT STATUS: 0 no finding reaches --fail-on, 1 one does, 2 usage, input or environment error.
            """,
        positionals: [.many("PATH", kind: .path, help: "mapping files, or directories: their *.txt lists and, at any depth, source files with audit: markers (default: mappings)", \.paths)],
        options: [
            .choice("--format", "FORMAT", help: "the report's format", \.format),
            .value("--fail-on", "SEVERITY", kind: .choice(FailureThreshold.allCases.map(\.rawValue)),
                   help: Option<CheckOptions>.listing(FailureThreshold.allCases.map(\.rawValue), after: "exit 1 when a finding reaches",
                                                      marking: FailureThreshold.error.rawValue)) {
                $0.failOn = try Option<CheckOptions>.parse($1, of: "--fail-on", as: FailureThreshold.self)
                $0.failOnGiven = true
            },
            vocabulary(\.vocabularyPath),
            .flag("--fix", help: "apply the safe fixes (spelling with one answer, duplicates), then audit the result") { try $0.select(.fix) },
            .flag("--suggest", help: "in a terminal, ask about each finding and write the accepted fixes") { try $0.select(.suggest) },
            .flag("--diff", help: "print the default answer to every error and warning as a unified diff (for `git apply`) "
                + "instead of the report; no file is written") { try $0.select(.diff) },
            .value("--base", "REF", kind: .revision, help: "compare with the mapping files at git revision REF: "
                + "only findings the edit introduced count toward --fail-on", \.gate.base),
            .value("--baseline", "FILE", kind: .path, help: "findings FILE lists are marked baselined and do not count", \.gate.baseline),
            .value("--write-baseline", "FILE", kind: .path, help: "record today's findings in FILE (then they are baselined)", \.gate.writeBaseline),
            .flag("--strict-baseline", help: "also fail when the baseline lists findings that no longer occur", \.gate.strictBaseline),
            .flag("--fail-on-verdict-change", help: "with --base: also exit 1 when the edit changes a verdict", \.failOnVerdictChange),
            .value("--stamp", "FILE", kind: .path, help: "write FILE (empty) when no finding reaches --fail-on, so a build "
                + "system sees the audit passed (the SwiftPM plugin's output)", \.stamp),
        ] + ModelOptions.declarations(\.model) + [.version],
        run: { try $0.check($1) })

    static let explain = Command<ExplainOptions>(
        name: "explain",
        abstract: "what an identifier is and where the mappings put it, or why a word is dead and what to write instead",
        discussion: "EXIT STATUS: 0 for an identifier, 1 for a dead word, 2 usage or input error.",
        positionals: [
            .one("WORD", kind: .identifier, help: "an identifier, or a word as a mapping file writes it", \.word),
            .many("PATH", kind: .path, help: "the mappings to look in (default: mappings, when it exists)", \.paths),
        ],
        options: [vocabulary(\.vocabularyPath)] + ModelOptions.declarations(\.model, findings: false),
        run: { try $0.explain($1) })

    static let verdicts = Command<VerdictsOptions>(
        name: "verdicts",
        abstract: "every identifier's verdict under the policy, what decides it and why; with --base, what an edit changes",
        discussion: "EXIT STATUS: 0, or 1 with --fail-on-verdict-change when a verdict changed since --base; 2 usage or input error.",
        positionals: [.many("PATH", kind: .path, help: "mapping files, or directories: their *.txt lists and, at any depth, source files with audit: markers (default: mappings)", \.paths)],
        options: [
            .choice("--format", "FORMAT", help: "the output's format", \.view.format),
            vocabulary(\.view.vocabularyPath),
            .value("--base", "REF", kind: .revision, help: "also show the verdicts that changed since git revision REF", \.view.base),
            .flag("--fail-on-verdict-change", help: "with --base: exit 1 when a verdict changed", \.view.failOnVerdictChange),
        ] + ModelOptions.declarations(\.view.model, findings: false),
        run: { try $0.verdicts($1) })

    static let replay = Command<ReplayOptions>(
        name: "replay",
        abstract: "run recorded classifier outputs through the mappings and the policy",
        discussion: """
            A capture file holds one JSON object ({"observations": [{"identifier", "confidence"}], "expected": CATEGORY})
            or JSON Lines, one capture a line. Without CAPTURE, `captures` of .audit.json is replayed.

            EXIT STATUS: 0, 1 when a capture's expected category is not its verdict (or, with --fail-on-verdict-change,
            when a verdict changed since --base), 2 usage or input error (a malformed capture names its file and line).
            """,
        positionals: [.many("CAPTURE", kind: .path, help: "capture files (.json, or JSON Lines)", \.captures)],
        options: [
            .values("--mappings", "PATH", kind: .path, help: "mapping files or directories (default: mappings, or .audit.json's paths)",
                    \.mappings),
            .choice("--format", "FORMAT", help: "the output's format", \.view.format),
            vocabulary(\.view.vocabularyPath),
            .value("--base", "REF", kind: .revision, help: "also replay the mappings at git revision REF and count the flips", \.view.base),
            .flag("--fail-on-verdict-change", help: "with --base: exit 1 when a verdict flipped", \.view.failOnVerdictChange),
        ] + ModelOptions.declarations(\.view.model, findings: false),
        run: { try $0.replay($1) })

    static let initConfig = Command<NoOptions>(
        name: "init", abstract: "write a starting .audit.json here, with the defaults spelled out",
        discussion: "EXIT STATUS: 0 written, 2 when .audit.json already exists (it is never overwritten).",
        run: { try $0.initConfig($1) })

    static let lsp = Command<NoOptions>(
        name: "lsp", abstract: "run the language server for editors on standard input and output (docs/editors.md)",
        discussion: """
            Diagnostics for open mapping files (*.txt lists, source files with audit: markers) as they are edited,
            audited with the other mapping files of their directory and the .audit.json found from there; quick
            fixes, hover explanations, and identifier completion in *.txt lists. Only protocol is written to
            standard output.

            EXIT STATUS: 0 after `shutdown` then `exit`, 1 on `exit` (or end of input) without `shutdown`.
            """,
        options: [.flag("--stdio", help: "talk over standard input and output (the only transport, accepted for editors that pass it)") { _ in }],
        run: { $0.lsp($1) })

    static let discover = Command<DiscoverOptions>(
        name: "discover", abstract: "find the label lists and tables of source code that no marker marks yet, and the marker each needs",
        discussion: """
            A candidate is a collection literal with at least 5 strings, a dictionary with at least 5 string keys (its
            values are never read) or a match, switch or when with at least 5 string patterns, of which at least 60 %
            are identifiers of one built-in vocabulary (exact, else ignoring case); the lists passed to 5 or more calls
            of one function as the same argument (`ObjectCategory(id: "dog", identifiers: [...])`) count together, each
            named by the string beside it. Each line names the vocabulary with
            the highest share (ties to apple-vision-rev1) and the marker that fits: audit:category NAME for a list,
            audit:keys NAME for a table or a match, audit:categories for a dictionary whose values are category names,
            and audit:begin NAME keys ... audit:end around each section of a table that comment lines divide. NAME
            comes from the variable (`softLabels` is `soft`) or the section's first word, else the file name. Lists
            already marked are listed as such and do not count.

            EXIT STATUS: 0 nothing unmarked found (or --write wrote the markers), 1 unmarked lists found, 2 usage or
            input error.
            """,
        positionals: [.many("PATH", kind: .path, help: "source files (JSON files and property lists, which need no marker, when named), or directories: their source files at any depth (default: .)", \.paths)],
        options: [
            .choice("--format", "FORMAT", help: "the output's format", \.format),
            .flag("--write", help: "insert each marker on its own line above its list (nothing else in the file changes); when every "
                + "list fits one vocabulary other than apple-vision-rev1, set \"vocabulary\" in .audit.json", \.write),
        ],
        run: { try $0.discover($1) })

    static let vocab = Command<VocabOptions>(
        name: "vocab", abstract: "print the vocabulary, one identifier per line; --list: the built-in vocabularies",
        options: [vocabulary(\.vocabularyPath),
                  .flag("--list", help: "list the built-in vocabularies: each name, count, reporting model and source", \.list)],
        run: { try $0.vocab($1) })

    static let rules = Command<NoOptions>(
        name: "rules", abstract: "list the rules with their default severity",
        run: { $0.rules($1) })

    static let docs = Command<DocsOptions>(
        name: "docs", abstract: "regenerate docs/mappings.md, docs/vocabulary.md, docs/coverage.svg and the summary in README.md",
        discussion: "EXIT STATUS: 0 written (or current with --check), 1 out of date with --check, 2 usage or input error.",
        positionals: [.many("PATH", kind: .path, help: "the mappings to document (default: mappings)", \.paths)],
        options: [
            .flag("--check", help: "write nothing; exit 1 and show a diff when a file is out of date", \.check),
            .value("--output", "DIR", kind: .directory, help: "write under DIR (which holds README.md) instead of here", \.outputDirectory),
            vocabulary(\.vocabularyPath),
        ] + ModelOptions.declarations(\.model, findings: false),
        run: { try $0.docs($1) })

    static let port = Command<PortOptions>(
        name: "port", abstract: "carry mapping files to another classifier's vocabulary through WordNet, or compare two apps' mappings",
        discussion: """
            Each entry goes to the target identifiers with its WordNet sense (a synonym), else to the nearest ones
            above it (`armchair` becomes `Chair`), else to the ones below it (`dog` becomes ImageNet's breeds). Every
            ported line says where it comes from (`Couch  # from sofa: synonym`); entries with no counterpart are
            listed on standard error and at the end of the file, never guessed. An identifier reached as closely
            from two categories is left out of both; an exclusion carries over like an entry and, in its category,
            wins over a mapping that is no closer. --check compares the mappings of an app's two classifiers.

            EXIT STATUS: 0 ported (with --check: no difference), 1 with --check: differences, 2 usage or input error.
            """,
        positionals: [.many("PATH", kind: .path, help: "the mappings to port (default: mappings)", \.paths)],
        options: [
            .value("--to", "VOCABULARY", kind: .choice(ConceptTable.targetNames),
                   help: "the built-in vocabulary to port to: " + ConceptTable.targetNames.joined(separator: ", "), \.target),
            .value("--vocabulary", "NAME", kind: .choice(ConceptTable.targetNames),
                   help: "the built-in vocabulary the mappings are written for (default: .audit.json's, else "
                   + "\(BuiltinTaxonomy.name))", \.vocabularyPath),
            .value("--output", "DIR", kind: .directory, help: "write DIR/CATEGORY.txt for each category (only those that change) "
                + "instead of printing them", \.outputDirectory),
            .flag("--diff", help: "write nothing; print what --output DIR would change (without it, the new files) as a unified diff", \.diff),
            .value("--check", "PATH", kind: .path, help: "compare these mappings with --against's, concept by concept, "
                + "instead of porting", \.check),
            .value("--against", "PATH", kind: .path, help: "with --check: the mappings for the --to vocabulary", \.against),
        ] + ModelOptions.declarations(\.model, findings: false).filter { ["--config", "--no-config"].contains($0.info.name) },
        run: { try $0.port($1) })

    static let help = Command<HelpOptions>(
        name: "help", abstract: "show the help of audit, or of one command",
        positionals: [.optional("COMMAND", kind: .command, help: "the command to describe") { options, name in
            guard command(named: name) != nil else {
                throw AuditError.usage("no command `\(name)`; the commands are \(all.map(\.name).joined(separator: ", "))")
            }
            options.command = name
        }],
        options: [.flag("--man", help: "print the manual page of every command (roff: `man -l`, or install as audit.1)", \.manual)],
        run: { $0.help($1) })

    static let completions = Command<CompletionsOptions>(
        name: "completions", abstract: "print a completion script for bash, zsh or fish",
        discussion: """
            bash: audit completions bash > ~/.local/share/bash-completion/completions/audit
            zsh:  audit completions zsh > ~/.zfunc/_audit (with ~/.zfunc in $fpath before compinit)
            fish: audit completions fish > ~/.config/fish/completions/audit.fish
            """,
        positionals: [.choice("SHELL", help: "the shell to complete in", \.shell)],
        run: { $0.completions($1) })

    static let version = Command<NoOptions>(
        name: "version", abstract: "print the version",
        run: { $0.version($1) })

    /// `--vocabulary NAME`, for every command that reads the vocabulary.
    static func vocabulary<Options: CommandOptions>(_ keyPath: WritableKeyPath<Options, String?> & Sendable) -> Option<Options> {
        .value("--vocabulary", "NAME", kind: .vocabulary(BuiltinVocabulary.allCases.flatMap(\.names)), help: "a built-in vocabulary (apple-vision-rev1, the default, also "
            + "apple-vision-rev2 and apple-vision; google-mlkit; imagenet-1k; coco: `audit vocab --list`) or a FILE: one "
            + "identifier per line, flat unless it says `# audit:reporting hierarchical`", keyPath)
    }

    /// The command called `name`. Only that command's declaration is built: the default audit's start-up never
    /// builds the others (a test checks that every command of `all` is found here by its name).
    static func command(named name: String) -> (any CommandSpec)? {
        switch name {
        case "check": check
        case "explain": explain
        case "verdicts": verdicts
        case "replay": replay
        case "discover": discover
        case "vocab": vocab
        case "rules": rules
        case "docs": docs
        case "port": port
        case "init": initConfig
        case "lsp": lsp
        case "help": help
        case "completions": completions
        case "version": version
        default: nil
        }
    }

    /// The command the first argument names and the arguments after it; else the default command and all of them.
    /// A word that names no command is a path: `audit soft.txt` audits it.
    static func resolve(_ arguments: [String]) -> (command: any CommandSpec, arguments: ArraySlice<String>) {
        if let first = arguments.first, let command = command(named: first) { return (command, arguments.dropFirst()) }
        return (defaultCommand, arguments[...])
    }

    /// The usage error for option `name`, which `command` does not take; it names the commands that do.
    static func notAnOption(_ name: String, of command: String) -> AuditError {
        let owners = all.filter { $0.optionInfos.contains { $0.name == name || $0.short == name } }.map { "`audit \($0.name)`" }
        guard !owners.isEmpty else { return .usage("unknown option `\(name)`") }
        return .usage("\(name) is not an option of `audit \(command)`; it goes with \(owners.joined(separator: " and "))")
    }
}
