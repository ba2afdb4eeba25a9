#!/usr/bin/env bash
# `make fuzz`: builds the TaxonomyAudit library with libFuzzer and AddressSanitizer instrumentation
# (swiftc -sanitize=fuzzer,address), links one binary per target in Fuzz/, and runs each for FUZZ_SECONDS
# (default 60) on a scratch copy of its seed corpus in Fuzz/Corpus/<target>/. A crash stops the run with
# libFuzzer's report and the input that caused it (in .build/fuzz/crashes/<target>/), to be turned into a
# regression test. Fuzz/Support/ is compiled into every target. Usage: Fuzz/run.sh [TARGET ...] (default: every target).
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFTC=${SWIFTC:-swiftc}
FUZZ_SECONDS=${FUZZ_SECONDS:-60}
build=.build/fuzz
mkdir -p "$build"

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for entry in Fuzz/*.swift; do targets+=("$(basename "$entry" .swift)"); done
fi

# The libraries, instrumented, as modules the targets import (each rebuilt when one of its sources is newer):
# CategoryMapping (the grammar and the policy engine), then TaxonomyAudit on top of it.
build_module() { # NAME: Sources/NAME as $build/libNAME.a and $build/NAME.swiftmodule
  local name=$1 library="$build/lib$1.a"
  if [ ! -f "$library" ] || [ -n "$(find "Sources/$name" -name '*.swift' -newer "$library" | head -1)" ] \
      || { [ "$name" = TaxonomyAudit ] && [ "$build/libCategoryMapping.a" -nt "$library" ]; }; then
    echo "fuzz: building the instrumented $name library"
    # shellcheck disable=SC2046
    "$SWIFTC" -emit-library -static -emit-module -module-name "$name" -parse-as-library -enable-testing \
      -swift-version 6 -package-name audit -sanitize=fuzzer,address -O -I "$build" $(find "Sources/$name" -name '*.swift' | sort) \
      -o "$library" -emit-module-path "$build/$name.swiftmodule"
  fi
}
build_module CategoryMapping
build_module TaxonomyAudit
library="$build/libTaxonomyAudit.a"

for target in "${targets[@]}"; do
  entry="Fuzz/$target.swift"
  [ -f "$entry" ] || { echo "fuzz: no target $target ($entry)" >&2; exit 2; }
  binary="$build/$target"
  if [ ! -f "$binary" ] || [ "$entry" -nt "$binary" ] || [ "$library" -nt "$binary" ] \
      || [ -n "$(find Fuzz/Support -name '*.swift' -newer "$binary" | head -1)" ]; then
    # shellcheck disable=SC2046
    if ! "$SWIFTC" -sanitize=fuzzer,address -parse-as-library -swift-version 6 -O -I "$build" "$entry" $(find Fuzz/Support -name '*.swift' | sort) \
        "$library" "$build/libCategoryMapping.a" \
        -o "$binary" > "$build/$target.link.log" 2>&1; then
      grep -v "Cannot export local symbol" "$build/$target.link.log" >&2
      exit 2
    fi
  fi
  work="$build/corpus/$target"
  crashes="$build/crashes/$target"
  mkdir -p "$work" "$crashes"
  echo "fuzz: $target for ${FUZZ_SECONDS}s"
  # New inputs go to the scratch corpus (the first directory); the committed seeds are only read.
  log="$build/$target.log"
  status=0
  # Leak detection is off: Foundation keeps buffers the sanitizer reports as leaks (FileManager.contents).
  ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}" \
  "$binary" -max_total_time="$FUZZ_SECONDS" -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 \
    -artifact_prefix="$crashes/" "$work" "Fuzz/Corpus/$target" > "$log" 2>&1 || status=$?
  if [ "$status" -ne 0 ]; then
    tail -60 "$log" >&2
    echo "fuzz: $target found a failure; the input is in $crashes/" >&2
    exit 1
  fi
  grep -E "^Done [0-9]+ runs in [0-9]+ second" "$log"
done
