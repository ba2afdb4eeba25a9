/// `--help`, `audit help [COMMAND]` and the README usage block, generated from `CommandTable`.
enum HelpText {
    /// Lines are wrapped to this many columns.
    static let width = 100
    /// The widest first column; a longer label puts its help on the next line.
    static let labelWidth = 26
    /// The README's usage block is wider: GitHub shows code blocks of this many columns without scrolling.
    static let readmeWidth = 112, readmeLabelWidth = 32

    /// The help of `command`; the default command's help is the overview: every command, then its own arguments
    /// and options.
    static func render(_ command: any CommandSpec) -> String {
        let isDefault = command.name == CommandTable.defaultCommand.name
        let title = "audit\(isDefault ? "" : " " + command.name): \(isDefault ? CommandTable.summary : command.abstract)."
        var out = wrap(title, width: width).joined(separator: "\n") + "\n\n"
        out += "USAGE:\n"
        if isDefault {
            out += columns([(synopsis(command, word: nil), "run \(command.name), the default command"),
                            ("audit COMMAND [ARGUMENTS] [OPTIONS]", "")])
            out += "\nCOMMANDS:\n" + columns(CommandTable.all.map { (words([$0.name, positionals($0)]), $0.abstract) })
        } else {
            out += "  \(synopsis(command, word: command.name, options: command.optionInfos.count > 1))\n"
        }
        if !command.positionalInfos.isEmpty {
            out += "\nARGUMENTS:\n" + columns(command.positionalInfos.map { ($0.name, $0.help) })
        }
        out += "\nOPTIONS:\n" + columns(command.optionInfos.map { (label($0), $0.help + ($0.repeats ? " (repeatable)" : "")) })
        if !command.discussion.isEmpty { out += "\n\(command.discussion)\n" }
        if isDefault { out += "\nRun `audit help COMMAND` or `audit COMMAND --help` for a command's arguments and options.\n" }
        return out
    }

    /// Markers of the README's usage block.
    static let readmeStart = "<!-- audit:usage:start -->", readmeEnd = "<!-- audit:usage:end -->"

    /// The lines between the README's usage markers: a line per option of the default command, then a line per
    /// other command with its arguments and options.
    static func readmeBlock() -> String {
        let check = CommandTable.defaultCommand
        var rows = [(synopsis(check, word: nil, options: false), check.abstract)]
        rows += check.optionInfos.filter { $0.name != "--help" }.map { ("audit \(optionSynopsis($0))", $0.help) }
        rows += CommandTable.all.filter { $0.name != check.name }.map { command in
            let options = command.optionInfos.filter { $0.name != "--help" }.map { "[\(optionSynopsis($0))]" }
            return (words(["audit", command.name, positionals(command)] + options), command.abstract)
        }
        let column = min(rows.map(\.0.count).max() ?? 0, readmeLabelWidth) + 2
        let indent = String(repeating: " ", count: column)
        let lines = rows.map { row in
            let comment = wrap(row.1, width: readmeWidth - column - 2).map { "# " + $0 }.joined(separator: "\n" + indent)
            let head = row.0.count + 2 > column ? row.0 + "\n" + indent : row.0.padded(toUTF16Length: column)
            return head + comment
        }
        return "\n<!-- Generated from the command table (Sources/TaxonomyAudit/CLI/CommandTable.swift); "
            + "`make usage` rewrites it. Do not edit. -->\n\n```\n" + lines.joined(separator: "\n") + "\n```\n\n"
    }

    /// `audit explain WORD [PATH ...] [OPTIONS]`; the default command without its word.
    private static func synopsis(_ command: any CommandSpec, word: String?, options: Bool = true) -> String {
        words(["audit", word ?? "", positionals(command), options ? "[OPTIONS]" : ""])
    }

    /// The non-empty `parts`, separated by spaces.
    private static func words(_ parts: [String]) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: " ")
    }

    private static func positionals(_ command: any CommandSpec) -> String {
        command.positionalInfos.map(\.synopsis).joined(separator: " ")
    }

    /// `--format FORMAT`, `--fix`.
    private static func optionSynopsis(_ option: OptionInfo) -> String {
        option.value.map { "\(option.name) \($0.name)" } ?? option.name
    }

    /// `-h, --help`, `--format FORMAT`.
    private static func label(_ option: OptionInfo) -> String {
        (option.short.map { "\($0), " } ?? "") + optionSynopsis(option)
    }

    /// Two columns, indented by two; the second wrapped to `width`.
    private static func columns(_ rows: [(String, String)]) -> String {
        let first = min(rows.map(\.0.count).max() ?? 0, labelWidth)
        let indent = String(repeating: " ", count: first + 4)
        return rows.map { label, help in
            guard !help.isEmpty else { return "  \(label)\n" }
            let lines = wrap(help, width: width - indent.count)
            let head = label.count > first ? "  \(label)\n\(indent)" : "  " + label.padded(toUTF16Length: first) + "  "
            return head + lines.joined(separator: "\n" + indent) + "\n"
        }.joined()
    }

    /// `text` broken at spaces into lines of at most `width` characters (a longer word stands alone).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + (line.isEmpty ? [] : [line])
    }
}
