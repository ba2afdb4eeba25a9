/// `audit completions SHELL`: a completion script for bash, zsh or fish, generated from `CommandTable`. Each
/// completes the command words, each command's options, and values by their kind: the choices of `--format`,
/// files, directories, git revisions, the vocabulary's identifiers (from `audit vocab`) and command names.
enum CompletionScript {
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    static func render(_ shell: Shell, commands: [any CommandSpec] = CommandTable.all) -> String {
        switch shell {
        case .bash: return bash(commands)
        case .zsh: return zsh(commands)
        case .fish: return fish(commands)
        }
    }

    private static func header(_ shell: Shell) -> String {
        "# \(shell.rawValue) completion for audit, generated from its command table by `audit completions \(shell.rawValue)`.\n"
    }

    // MARK: bash

    private static func bash(_ commands: [any CommandSpec]) -> String {
        let names = commands.map(\.name).joined(separator: " ")
        var out = header(.bash) + """

            # Completes $cur with values of kind $1 (for a choice, $2 lists them).
            _audit_values() {
                case "$1" in
                    path) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- "$cur") ;;
                    directory) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -- "$cur") ;;
                    identifier) mapfile -t COMPREPLY < <(compgen -W "$("${COMP_WORDS[0]}" vocab 2>/dev/null)" -- "$cur") ;;
                    revision) mapfile -t COMPREPLY < <(compgen -W "HEAD $(git for-each-ref --format='%(refname:short)' 2>/dev/null)" -- "$cur") ;;
                    command) mapfile -t COMPREPLY < <(compgen -W "\(names)" -- "$cur") ;;
                    choice) mapfile -t COMPREPLY < <(compgen -W "$2" -- "$cur") ;;
                    *) COMPREPLY=() ;;
                esac
            }

            _audit() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
                if [[ "$cur" == "=" ]]; then cur=""; elif [[ "$prev" == "=" ]]; then prev="${COMP_WORDS[COMP_CWORD-2]}"; fi
                local command=\(commands[0].name) first=1
                if (( COMP_CWORD > 1 )); then
                    case "${COMP_WORDS[1]}" in \(commands.map(\.name).joined(separator: "|"))) command="${COMP_WORDS[1]}"; first=2 ;; esac
                fi
                local options="" takes_value="" repeats=0
                local -a kinds=() choices=()
                case "$command" in

            """
        for command in commands {
            let valued = command.optionInfos.filter { $0.value != nil }
            out += "        \(command.name))\n"
            out += "            options=\"\(command.optionInfos.flatMap { [$0.short, $0.name].compactMap { $0 } }.joined(separator: " "))\"\n"
            out += "            takes_value=\"\(valued.map(\.name).joined(separator: " "))\"\n"
            if !valued.isEmpty {
                out += "            case \"$prev\" in\n"
                for option in valued {
                    guard let kind = option.value?.kind else { continue }
                    out += "                \(option.name)) _audit_values \(bashKind(kind)); return ;;\n"
                }
                out += "            esac\n"
            }
            let positionals = command.positionalInfos
            out += "            kinds=(\(positionals.map { bashKind($0.kind).split(separator: " ")[0] }.joined(separator: " ")))\n"
            out += "            choices=(\(positionals.map { choices($0.kind).map { "\"\($0)\"" } ?? "\"\"" }.joined(separator: " ")))\n"
            if positionals.last?.arity == .many { out += "            repeats=1\n" }
            out += "            ;;\n"
        }
        out += """
                esac
                if [[ "$cur" == -* ]]; then
                    mapfile -t COMPREPLY < <(compgen -W "$options" -- "$cur")
                    return
                fi
                local i n=0 word literal=0
                for ((i = first; i < COMP_CWORD; i++)); do
                    word="${COMP_WORDS[i]}"
                    if (( literal )) || [[ "$word" != -* ]]; then
                        [[ "$word" == "=" ]] && { ((i++)); continue; }
                        ((n++))
                    elif [[ "$word" == "--" ]]; then
                        literal=1
                    elif [[ " $takes_value " == *" $word "* ]]; then
                        ((i++))
                        [[ "${COMP_WORDS[i]}" == "=" ]] && ((i++))
                    fi
                done
                if (( n >= ${#kinds[@]} )); then
                    (( repeats && ${#kinds[@]} > 0 )) || return 0
                    n=$(( ${#kinds[@]} - 1 ))
                fi
                _audit_values "${kinds[n]}" "${choices[n]}"
                if (( COMP_CWORD == 1 )); then
                    mapfile -t -O "${#COMPREPLY[@]}" COMPREPLY < <(compgen -W "\(names)" -- "$cur")
                fi
            }

            complete -F _audit audit

            """
        return out
    }

    /// `choice "a b"` for a choice, else the kind's name.
    private static func bashKind(_ kind: ValueKind) -> String {
        switch kind {
        case .text: return "text"
        case .path: return "path"
        case .directory: return "directory"
        case let .choice(values): return "choice \"\(values.joined(separator: " "))\""
        case .identifier: return "identifier"
        case .command: return "command"
        case .revision: return "revision"
        }
    }

    private static func choices(_ kind: ValueKind) -> String? {
        guard case let .choice(values) = kind else { return nil }
        return values.joined(separator: " ")
    }

    // MARK: zsh

    private static func zsh(_ commands: [any CommandSpec]) -> String {
        var out = "#compdef audit\n" + header(.zsh) + """

            _audit() {
                local audit_command=${words[1]}
                local -a commands
                commands=(
            \(commands.map { "        " + zshQuoted("\($0.name):\($0.abstract)") }.joined(separator: "\n"))
                )
                if (( CURRENT > 2 )); then
                    case ${words[2]} in
                        (\(commands.map(\.name).joined(separator: "|")))
                            local name=${words[2]}
                            shift words
                            (( CURRENT-- ))
                            _audit_$name
                            return
                            ;;
                    esac
                fi
                if (( CURRENT == 2 )) && [[ $PREFIX != -* ]]; then
                    _describe -t commands 'audit command' commands
                fi
                _audit_\(commands[0].name)
            }

            _audit_identifiers() {
                local -a identifiers
                identifiers=(${(f)"$(_call_program identifiers ${(q)audit_command} vocab 2>/dev/null)"})
                _wanted identifiers expl identifier compadd -a identifiers
            }

            _audit_revisions() {
                local -a revisions
                revisions=(HEAD ${(f)"$(_call_program revisions "git for-each-ref --format='%(refname:short)'" 2>/dev/null)"})
                _wanted revisions expl revision compadd -a revisions
            }

            """
        for command in commands {
            var specs: [String] = []
            for option in command.optionInfos {
                let help = "[" + option.help.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "]", with: "\\]") + "]"
                let value = option.value.map { ":\($0.name):\(zshAction($0.kind, commands))" } ?? ""
                for name in [option.short, option.name].compactMap({ $0 }) {
                    let spelled = option.value != nil && name.hasPrefix("--") ? name + "=" : name
                    specs.append(zshQuoted((option.repeats ? "*" : "") + spelled + help + value))
                }
            }
            for positional in command.positionalInfos {
                let arity = positional.arity == .many ? "*:" : positional.arity == .optional ? "::" : ":"
                specs.append(zshQuoted(arity + "\(positional.name):\(zshAction(positional.kind, commands))"))
            }
            out += "\n_audit_\(command.name)() {\n    _arguments -s -S \\\n" + specs.map { "        \($0)" }.joined(separator: " \\\n") + "\n}\n"
        }
        out += """

            if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then
                _audit "$@"
            else
                compdef _audit audit
            fi

            """
        return out
    }

    private static func zshAction(_ kind: ValueKind, _ commands: [any CommandSpec]) -> String {
        switch kind {
        case .text: return " "
        case .path: return "_files"
        case .directory: return "_files -/"
        case let .choice(values): return "(\(values.joined(separator: " ")))"
        case .identifier: return "_audit_identifiers"
        case .command: return "(\(commands.map(\.name).joined(separator: " ")))"
        case .revision: return "_audit_revisions"
        }
    }

    /// `text` in single quotes, as both zsh and fish read them.
    private static func zshQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    // MARK: fish

    private static func fish(_ commands: [any CommandSpec]) -> String {
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
        }
    }

    /// `text` in fish's single quotes, where only `\` and `'` are escaped.
    private static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
