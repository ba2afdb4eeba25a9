/// The bash script of `audit completions bash`.
extension CompletionScript {
    static func bash(_ commands: [any CommandSpec]) -> String {
        let names = commands.map(\.name).joined(separator: " ")
        var out = header(.bash) + """

            # Completes $cur with values of kind $1 (for a choice, $2 lists them; for a vocabulary, $2 lists the
            # built-in names, offered with files).
            _audit_values() {
                case "$1" in
                    path) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- "$cur") ;;
                    directory) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -- "$cur") ;;
                    identifier) mapfile -t COMPREPLY < <(compgen -W "$("${COMP_WORDS[0]}" vocab 2>/dev/null)" -- "$cur") ;;
                    revision) mapfile -t COMPREPLY < <(compgen -W "HEAD $(git for-each-ref --format='%(refname:short)' 2>/dev/null)" -- "$cur") ;;
                    command) mapfile -t COMPREPLY < <(compgen -W "\(names)" -- "$cur") ;;
                    choice) mapfile -t COMPREPLY < <(compgen -W "$2" -- "$cur") ;;
                    vocabulary) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -W "$2" -- "$cur"; compgen -f -- "$cur") ;;
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

    /// `choice "a b"` for a choice (`vocabulary "a b"` for built-in names or a file), else the kind's name.
    private static func bashKind(_ kind: ValueKind) -> String {
        switch kind {
        case .text: return "text"
        case .path: return "path"
        case .directory: return "directory"
        case let .choice(values): return "choice \"\(values.joined(separator: " "))\""
        case .identifier: return "identifier"
        case .command: return "command"
        case .revision: return "revision"
        case let .vocabulary(names): return "vocabulary \"\(names.joined(separator: " "))\""
        }
    }

    private static func choices(_ kind: ValueKind) -> String? {
        switch kind {
        case let .choice(values), let .vocabulary(values): return values.joined(separator: " ")
        default: return nil
        }
    }
}
