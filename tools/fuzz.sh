#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, ASan + UBSan) and runs each for SECONDS (default 60), seeded
# from content/ and tests/bad-inputs/. Findings are written to build/fuzz/<target>/crashes/.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SECONDS_EACH=${1:-60}
[[ "$SECONDS_EACH" =~ ^[0-9]+$ ]] || { echo "fuzz: SECONDS must be a whole number, got '$SECONDS_EACH'" >&2; exit 2; }
BUILD="$ROOT/build/fuzz"
[ -f "$BUILD/build.ninja" ] || cmake --preset fuzz >/dev/null
cmake --build "$BUILD" -j "$(nproc)" --target fuzz_model_json fuzz_kinematics

seed() {  # seed TARGET FILES...: a fresh corpus folder from the given files
  local dir="$BUILD/$1/corpus"
  mkdir -p "$dir" "$BUILD/$1/crashes"
  shift
  for f in "$@"; do [ -f "$f" ] && cp "$f" "$dir/" 2>/dev/null || true; done
  echo "$dir"
}

shopt -s nullglob globstar
model_corpus=$(seed fuzz_model_json "$ROOT"/content/models/*.json "$ROOT"/tests/bad-inputs/model/**/*)
kin_corpus=$(seed fuzz_kinematics "$ROOT"/content/data/*.csv "$ROOT"/content/data/*.mot "$ROOT"/tests/bad-inputs/kinematics/**/*)

status=0
for pair in "fuzz_model_json:$model_corpus" "fuzz_kinematics:$kin_corpus"; do
  target=${pair%%:*}
  corpus=${pair#*:}
  echo "== $target for ${SECONDS_EACH}s"
  if ! "$BUILD/tests/fuzz/$target" "$corpus" -max_total_time="$SECONDS_EACH" -max_len=65536 -timeout=10 \
      -artifact_prefix="$BUILD/$target/crashes/" -print_final_stats=1 2>"$BUILD/$target/log.txt"; then
    status=1
    echo "   FOUND a crash: see $BUILD/$target/crashes/"
  fi
  grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$BUILD/$target/log.txt" | sed 's/^/   /'
done
exit $status
