/// The fish script of `audit completions fish`.
extension CompletionScript {
    static func fish(_ commands: [any CommandSpec]) -> String {
        let names = commands.map(\.name).joined(separator: " ")
        var out = header(.fish) + """

            # The command word, else \(commands[0].name) (the default command).
            function __audit_command
                set -l words (commandline -opc)
                if set -q words[2]; and contains -- $words[2] \(names)
                    echo $words[2]
                else
                    echo \(commands[0].name)
                end
            end

            # How many arguments (not options, nor their values: the options given) come before the cursor.
            function __audit_argument_count
                set -l words (commandline -opc)[2..-1]
                if set -q words[1]; and contains -- $words[1] \(names)
                    set -e words[1]
                end
                set -l count 0
                set -l skip 0
                for word in $words
                    if test $skip -eq 1
                        set skip 0
                    else if contains -- $word $argv
                        set skip 1
                    else if not string match -q -- '-*' $word
                        set count (math $count + 1)
                    end
                end
                echo $count
            end

            function __audit_identifiers
                set -l words (commandline -opc)
                $words[1] vocab 2>/dev/null
            end

            function __audit_revisions
                echo HEAD
                git for-each-ref --format='%(refname:short)' 2>/dev/null
            end

            complete -c audit -f
            complete -c audit -n 'test (count (commandline -opc)) -eq 1' -a '\(names)'

            """
        for command in commands {
            let using = "test (__audit_command) = \(command.name)"
            out += "\n# audit \(command.name)\n"
            for option in command.optionInfos {
                var line = "complete -c audit -n '\(using)'"
                if let short = option.short { line += " -s \(short.dropFirst())" }
                line += " -l \(option.name.dropFirst(2))"
                if let kind = option.value?.kind { line += fishValue(kind, commands, requires: true) }
                out += line + " -d \(fishQuoted(option.help))\n"
            }
            let valued = command.optionInfos.filter { $0.value != nil }.map(\.name).joined(separator: " ")
            for (index, positional) in command.positionalInfos.enumerated() {
                let position = positional.arity == .many ? "-ge \(index)" : "-eq \(index)"
                out += "complete -c audit -n '\(using); and test (__audit_argument_count \(valued)) \(position)'"
                    + fishValue(positional.kind, commands, requires: false) + " -d \(fishQuoted(positional.help))\n"
            }
        }
        return out
    }

    /// The `complete` flags that offer values of `kind`.
    private static func fishValue(_ kind: ValueKind, _ commands: [any CommandSpec], requires: Bool) -> String {
        let argument = requires ? " -x" : ""
        switch kind {
        case .text: return argument
        case .path, .directory: return (requires ? " -r" : "") + " -F"
        case let .choice(values): return argument + " -a '\(values.joined(separator: " "))'"
        case .identifier: return argument + " -a '(__audit_identifiers)'"
        case .command: return argument + " -a '\(commands.map(\.name).joined(separator: " "))'"
        case .revision: return argument + " -a '(__audit_revisions)'"
        case let .vocabulary(names): return (requires ? " -r" : "") + " -F -a '\(names.joined(separator: " "))'"
        }
    }

    /// `text` in fish's single quotes, where only `\` and `'` are escaped.
    private static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingEvery("\\", with: "\\\\").replacingEvery("'", with: "\\'") + "'"
    }
}
