#!/usr/bin/env bash
# Times suggestions for 5,000 dead entries against the 21,843 identifiers of ImageNet-21k, in release mode.
# Usage: scripts/bench-suggestions.sh [IMAGENET_21K_TSV]   (default: ../shared/vocabularies/imagenet-21k.tsv)
set -euo pipefail
cd "$(dirname "$0")/.."
source_tsv="${1:-../shared/vocabularies/imagenet-21k.tsv}"
swift build -c release --product audit >/dev/null
audit="$PWD/.build/release/audit"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The vocabulary: the first lemma of each line, spaces as underscores.
cut -f2 "$source_tsv" | cut -d, -f1 | tr ' ' '_' > "$work/vocab.txt"
# 5,000 dead entries made from identifiers: swapped, dropped and inserted letters, capitalised plurals,
# and words that match nothing.
awk 'NR == FNR { words[n++] = $0; next } END {
    for (i = 1; i <= 5000; i++) {
        w = words[(i * 7919) % n]; k = i % 5; m = int(length(w) / 2)
        if (k == 0 && m > 1) w = substr(w, 1, m - 1) substr(w, m + 1, 1) substr(w, m, 1) substr(w, m + 2)
        else if (k == 1 && m > 1) w = substr(w, 1, m - 1) substr(w, m + 1)
        else if (k == 2) w = toupper(substr(w, 1, 1)) substr(w, 2) "s"
        else if (k == 3) w = substr(w, 1, m) "x" substr(w, m + 1)
        else w = w "qzj"
        print w
    }
}' "$work/vocab.txt" /dev/null > "$work/dead.txt"
head -1 "$work/vocab.txt" > "$work/clean.txt"

time_of() {  # milliseconds for one run of audit with the given mapping file
    local start end
    start=$(date +%s%N)
    "$audit" --vocabulary "$work/vocab.txt" --format json --fail-on never "$1" > "$work/out.json"
    end=$(date +%s%N)
    echo $(( (end - start) / 1000000 ))
}
echo "vocabulary: $(wc -l < "$work/vocab.txt") identifiers; mapping: $(wc -l < "$work/dead.txt") entries"
for run in 1 2 3; do
    echo "run $run: no dead entry $(time_of "$work/clean.txt") ms, 5,000 dead entries $(time_of "$work/dead.txt") ms"
done
echo "dead entries with a suggestion: $(grep -c '"suggestions": \["' "$work/out.json")"
