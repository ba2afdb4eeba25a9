# bash completion for audit, generated from its command table by `audit completions bash`.

# Completes $cur with values of kind $1 (for a choice, $2 lists them; for a vocabulary, $2 lists the
# built-in names, offered with files).
_audit_values() {
    case "$1" in
        path) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- "$cur") ;;
        directory) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -- "$cur") ;;
        identifier) mapfile -t COMPREPLY < <(compgen -W "$("${COMP_WORDS[0]}" vocab 2>/dev/null)" -- "$cur") ;;
        revision) mapfile -t COMPREPLY < <(compgen -W "HEAD $(git for-each-ref --format='%(refname:short)' 2>/dev/null)" -- "$cur") ;;
        command) mapfile -t COMPREPLY < <(compgen -W "check explain verdicts replay discover vocab rules docs port init lsp help completions version" -- "$cur") ;;
        choice) mapfile -t COMPREPLY < <(compgen -W "$2" -- "$cur") ;;
        vocabulary) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -W "$2" -- "$cur"; compgen -f -- "$cur") ;;
        *) COMPREPLY=() ;;
    esac
}

_audit() {
    local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
    if [[ "$cur" == "=" ]]; then cur=""; elif [[ "$prev" == "=" ]]; then prev="${COMP_WORDS[COMP_CWORD-2]}"; fi
    local command=check first=1
    if (( COMP_CWORD > 1 )); then
        case "${COMP_WORDS[1]}" in check|explain|verdicts|replay|discover|vocab|rules|docs|port|init|lsp|help|completions|version) command="${COMP_WORDS[1]}"; first=2 ;; esac
    fi
    local options="" takes_value="" repeats=0
    local -a kinds=() choices=()
    case "$command" in
        check)
            options="--format --fail-on --vocabulary --fix --suggest --diff --base --baseline --write-baseline --strict-baseline --fail-on-verdict-change --stamp --policy --top --threshold --rule --config --no-config --version -h --help"
            takes_value="--format --fail-on --vocabulary --base --baseline --write-baseline --stamp --policy --top --threshold --rule --config"
            case "$prev" in
                --format) _audit_values choice "text json sarif github junit markdown xcode"; return ;;
                --fail-on) _audit_values choice "error warning note never"; return ;;
                --vocabulary) _audit_values vocabulary "apple-vision-rev1 apple-vision-rev2 apple-vision google-mlkit imagenet-1k coco"; return ;;
                --base) _audit_values revision; return ;;
                --baseline) _audit_values path; return ;;
                --write-baseline) _audit_values path; return ;;
                --stamp) _audit_values path; return ;;
                --policy) _audit_values choice "first-match top1 any most-specific"; return ;;
                --top) _audit_values text; return ;;
                --threshold) _audit_values text; return ;;
                --rule) _audit_values text; return ;;
                --config) _audit_values path; return ;;
            esac
            kinds=(path)
            choices=("")
            repeats=1
            ;;
        explain)
            options="--vocabulary --policy --top --threshold --config --no-config -h --help"
            takes_value="--vocabulary --policy --top --threshold --config"
            case "$prev" in
                --vocabulary) _audit_values vocabulary "apple-vision-rev1 apple-vision-rev2 apple-vision google-mlkit imagenet-1k coco"; return ;;
                --policy) _audit_values choice "first-match top1 any most-specific"; return ;;
                --top) _audit_values text; return ;;
                --threshold) _audit_values text; return ;;
                --config) _audit_values path; return ;;
            esac
            kinds=(identifier path)
            choices=("" "")
            repeats=1
            ;;
        verdicts)
            options="--format --vocabulary --base --fail-on-verdict-change --policy --top --threshold --config --no-config -h --help"
            takes_value="--format --vocabulary --base --policy --top --threshold --config"
            case "$prev" in
                --format) _audit_values choice "text json markdown"; return ;;
                --vocabulary) _audit_values vocabulary "apple-vision-rev1 apple-vision-rev2 apple-vision google-mlkit imagenet-1k coco"; return ;;
                --base) _audit_values revision; return ;;
                --policy) _audit_values choice "first-match top1 any most-specific"; return ;;
                --top) _audit_values text; return ;;
                --threshold) _audit_values text; return ;;
                --config) _audit_values path; return ;;
            esac
            kinds=(path)
            choices=("")
            repeats=1
            ;;
        replay)
            options="--mappings --format --vocabulary --base --fail-on-verdict-change --policy --top --threshold --config --no-config -h --help"
            takes_value="--mappings --format --vocabulary --base --policy --top --threshold --config"
            case "$prev" in
                --mappings) _audit_values path; return ;;
                --format) _audit_values choice "text json"; return ;;
                --vocabulary) _audit_values vocabulary "apple-vision-rev1 apple-vision-rev2 apple-vision google-mlkit imagenet-1k coco"; return ;;
                --base) _audit_values revision; return ;;
                --policy) _audit_values choice "first-match top1 any most-specific"; return ;;
                --top) _audit_values text; return ;;
                --threshold) _audit_values text; return ;;
                --config) _audit_values path; return ;;
            esac
            kinds=(path)
            choices=("")
            repeats=1
            ;;
        discover)
            options="--format --write -h --help"
            takes_value="--format"
            case "$prev" in
                --format) _audit_values choice "text json"; return ;;
            esac
            kinds=(path)
            choices=("")
            repeats=1
            ;;
        vocab)
            options="--vocabulary --list -h --help"
            takes_value="--vocabulary"
            case "$prev" in
                --vocabulary) _audit_values vocabulary "apple-vision-rev1 apple-vision-rev2 apple-vision google-mlkit imagenet-1k coco"; return ;;
            esac
            kinds=()
            choices=()
            ;;
        rules)
            options="-h --help"
            takes_value=""
            kinds=()
            choices=()
            ;;
        docs)
            options="--check --output --vocabulary --policy --top --threshold --config --no-config -h --help"
            takes_value="--output --vocabulary --policy --top --threshold --config"
            case "$prev" in
                --output) _audit_values directory; return ;;
                --vocabulary) _audit_values vocabulary "apple-vision-rev1 apple-vision-rev2 apple-vision google-mlkit imagenet-1k coco"; return ;;
                --policy) _audit_values choice "first-match top1 any most-specific"; return ;;
                --top) _audit_values text; return ;;
                --threshold) _audit_values text; return ;;
                --config) _audit_values path; return ;;
            esac
            kinds=(path)
            choices=("")
            repeats=1
            ;;
        port)
            options="--to --vocabulary --output --diff --check --against --config --no-config -h --help"
            takes_value="--to --vocabulary --output --check --against --config"
            case "$prev" in
                --to) _audit_values choice "apple-vision-rev1 google-mlkit imagenet-1k coco"; return ;;
                --vocabulary) _audit_values choice "apple-vision-rev1 google-mlkit imagenet-1k coco"; return ;;
                --output) _audit_values directory; return ;;
                --check) _audit_values path; return ;;
                --against) _audit_values path; return ;;
                --config) _audit_values path; return ;;
            esac
            kinds=(path)
            choices=("")
            repeats=1
            ;;
        init)
            options="-h --help"
            takes_value=""
            kinds=()
            choices=()
            ;;
        lsp)
            options="--stdio -h --help"
            takes_value=""
            kinds=()
            choices=()
            ;;
        help)
            options="--man -h --help"
            takes_value=""
            kinds=(command)
            choices=("")
            ;;
        completions)
            options="-h --help"
            takes_value=""
            kinds=(choice)
            choices=("bash zsh fish")
            ;;
        version)
            options="-h --help"
            takes_value=""
            kinds=()
            choices=()
            ;;
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
        mapfile -t -O "${#COMPREPLY[@]}" COMPREPLY < <(compgen -W "check explain verdicts replay discover vocab rules docs port init lsp help completions version" -- "$cur")
    fi
}

complete -F _audit audit
