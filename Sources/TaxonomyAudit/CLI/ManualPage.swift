/// `audit help --man`: the manual page `audit.1` (roff, `man -l audit.1`), generated from `CommandTable` like
/// `--help`: every command with its arguments and options.
enum ManualPage {
    static func render(commands: [any CommandSpec] = CommandTable.all) -> String {
        let check = CommandTable.defaultCommand
        var out = """
            .\\" Generated from the command table by `audit help --man`. Do not edit.
            .TH AUDIT 1 "" "audit \(AuditCommand.version)" "User Commands"
            .nh
            .ad l
            .SH NAME
            audit \\- \(escaped(CommandTable.summary))
            .SH SYNOPSIS
            .B audit
            \(synopsis(check))
            .br
            .B audit
            .I COMMAND
            [\\fIARGUMENTS\\fR] [\\fIOPTIONS\\fR]
            .SH DESCRIPTION
            Without a command word,
            .B audit
            runs
            .BR \(check.name ),
            the default command.
            .SH COMMANDS

            """
        for command in commands {
            out += ".SS \"audit \(escaped(command.name))\"\n"
            out += ".B audit \(escaped(command.name))\n\(synopsis(command))\n.PP\n\(escaped(sentence(command.abstract)))\n"
            for positional in command.positionalInfos {
                out += ".TP\n.I \(escaped(positional.name))\n\(escaped(positional.help))\n"
            }
            for option in command.optionInfos {
                let names = ([option.short].compactMap { $0 } + [option.name]).map { "\\fB\(escaped($0))\\fR" }.joined(separator: ", ")
                out += ".TP\n\(names)\(option.value.map { " \\fI\(escaped($0.name))\\fR" } ?? "")\n"
                out += escaped(option.help + (option.repeats ? " (repeatable)" : "")) + "\n"
            }
            if !command.discussion.isEmpty {
                out += ".PP\n" + command.discussion.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.isEmpty ? ".PP" : escaped(String($0)) + "\n.br" }.joined(separator: "\n") + "\n"
            }
        }
        out += ".SH \"SEE ALSO\"\n\\fBaudit help\\fR \\fICOMMAND\\fR, \\fBaudit completions\\fR \\fISHELL\\fR\n"
        return out
    }

    /// The arguments and `[OPTIONS]`, arguments in italics.
    private static func synopsis(_ command: any CommandSpec) -> String {
        let arguments = command.positionalInfos.map { info -> String in
            let name = "\\fI\(escaped(info.name))\\fR"
            switch info.arity {
            case .one: return name
            case .optional: return "[\(name)]"
            case .many: return "[\(name) ...]"
            }
        }
        return (arguments + (command.optionInfos.count > 1 ? ["[\\fIOPTIONS\\fR]"] : [])).joined(separator: " ")
    }

    private static func sentence(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst() + "."
    }

    /// `text` as roff prints it literally: backslashes and hyphens escaped, a leading `.` or `'` defused.
    static func escaped(_ text: String) -> String {
        let body = text.replacingEvery("\\", with: "\\e").replacingEvery("-", with: "\\-")
        return body.hasPrefix(".") || body.hasPrefix("'") ? "\\&" + body : body
    }
}
