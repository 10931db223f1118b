#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, ASan + UBSan) and runs each for SECONDS (default 60), seeded
# from content/ and tests/bad-inputs/. Findings are written to build/native-debug/fuzz/<target>/crashes/.
# The targets live in the sanitizer build (preset native-debug), beside the sanitized test suites.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SECONDS_EACH=${1:-60}
[[ "$SECONDS_EACH" =~ ^[0-9]+$ ]] || { echo "fuzz: SECONDS must be a whole number, got '$SECONDS_EACH'" >&2; exit 2; }
BUILD_DIR="$ROOT/build/native-debug"
[ -f "$BUILD_DIR/build.ninja" ] || cmake --preset native-debug >/dev/null
cmake --build "$BUILD_DIR" -j "$(nproc)" --target fuzz_model_json fuzz_kinematics fuzz_share_link fuzz_lesson_expression \
  fuzz_osim_model fuzz_storage fuzz_external_loads fuzz_urdf_model fuzz_mjcf_model fuzz_mesh
BUILD="$BUILD_DIR/fuzz"   # corpora, logs and crashes

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
osim_corpus=$(seed fuzz_osim_model "$ROOT"/tests/data/opensim/*.osim "$ROOT"/tests/bad-inputs/opensim-model/*.osim)
storage_corpus=$(seed fuzz_storage "$ROOT"/tests/data/opensim/*.mot "$ROOT"/tests/bad-inputs/opensim-motion/*.mot "$ROOT"/content/data/*.mot)
loads_corpus=$(seed fuzz_external_loads "$ROOT"/tests/data/opensim/point-load.xml "$ROOT"/tests/bad-inputs/opensim-loads/*.xml)
urdf_corpus=$(seed fuzz_urdf_model "$ROOT"/content/models/robots/*.urdf "$ROOT"/tests/data/robots/*.urdf "$ROOT"/tests/bad-inputs/urdf/*.urdf)
mjcf_corpus=$(seed fuzz_mjcf_model "$ROOT"/content/models/robots/*.xml "$ROOT"/tests/data/robots/*.xml "$ROOT"/tests/bad-inputs/mjcf/*.xml)
# Meshes: the reader is the first byte (0 STL, 1 OBJ, 2 VTK, 3 Collada), then the file.
mesh_corpus="$BUILD/fuzz_mesh/corpus"
mkdir -p "$mesh_corpus" "$BUILD/fuzz_mesh/crashes"
for f in "$ROOT"/tests/data/robots/meshes/* "$ROOT"/tests/bad-inputs/mesh/*.*; do
  case ${f##*.} in stl) k='\000' ;; obj) k='\001' ;; vtp) k='\002' ;; dae) k='\003' ;; *) continue ;; esac
  { printf "$k"; cat "$f"; } > "$mesh_corpus/$(basename "$f")"
done
link_corpus="$BUILD/fuzz_share_link/corpus"
mkdir -p "$link_corpus" "$BUILD/fuzz_share_link/crashes"
i=0
while IFS= read -r hash; do i=$((i + 1)); printf '%s' "$hash" > "$link_corpus/bad-$i"; done < "$ROOT/tests/bad-inputs/url/hashes.txt"
printf '%s' '#v1&lesson=radial-slider&step=1&t=0.6000&frame=rod@rod.proximal&terms=joint,coriolis&p.segments[1].mass=2' > "$link_corpus/good"
printf '%s' '#v2&lesson=radial-slider&step=2&t=0.6000&frame=rod@rod.proximal&terms=joint,coriolis' > "$link_corpus/good-v2"
# Lessons carried whole in a link (the compressed form), and their documents, for the lesson loader.
if [ -x "$ROOT/build/native/tools/cli/wrenchlab-cli" ]; then
  for lesson in radial-slider stuttering-motor; do
    "$ROOT/build/native/tools/cli/wrenchlab-cli" share "$lesson" > "$link_corpus/inline-$lesson" 2>/dev/null || true
  done
fi
for f in "$ROOT"/content/lessons/*.json; do cp "$f" "$link_corpus/lesson-$(basename "$f")"; done
# A robot's files carried in a link (files=…), and the JSON list of files the payload holds.
if [ -x "$ROOT/build/native/tools/cli/wrenchlab-cli" ]; then
  "$ROOT/build/native/tools/cli/wrenchlab-cli" share "$ROOT/content/models/robots/planar-3link.urdf" > "$link_corpus/files-planar" 2>/dev/null || true
fi
printf '%s' '[{"name":"a.urdf","text":"<robot name=\"a\"><link name=\"b\"/></robot>"},{"name":"m.bin","base64url":"AAEC"}]' > "$link_corpus/files-list"

expr_corpus="$BUILD/fuzz_lesson_expression/corpus"
mkdir -p "$expr_corpus" "$BUILD/fuzz_lesson_expression/crashes"
printf '%s' '-(264/125*sin(2*t) + 36/25*sin(4*t) + 288/125*sin(6*t))' > "$expr_corpus/seed-torque"
printf '%s' 'q.elbow^2 - sqrt(abs(-2)) / (1e-3 + pi)' > "$expr_corpus/names"

status=0
summary=""
for pair in "fuzz_model_json:$model_corpus" "fuzz_kinematics:$kin_corpus" "fuzz_share_link:$link_corpus" \
            "fuzz_lesson_expression:$expr_corpus" "fuzz_osim_model:$osim_corpus" "fuzz_storage:$storage_corpus" \
            "fuzz_external_loads:$loads_corpus" "fuzz_urdf_model:$urdf_corpus" "fuzz_mjcf_model:$mjcf_corpus" \
            "fuzz_mesh:$mesh_corpus"; do
  target=${pair%%:*}
  corpus=${pair#*:}
  echo "== $target for ${SECONDS_EACH}s"
  dict=()
  case $target in
    fuzz_osim_model|fuzz_external_loads) dict=(-dict="$ROOT/tests/fuzz/opensim.dict") ;;
    fuzz_urdf_model|fuzz_mjcf_model) dict=(-dict="$ROOT/tests/fuzz/robot.dict") ;;
  esac
  if ! "$BUILD_DIR/tests/fuzz/$target" "$corpus" "${dict[@]}" -max_total_time="$SECONDS_EACH" -max_len=65536 -timeout=10 \
      -artifact_prefix="$BUILD/$target/crashes/" -print_final_stats=1 2>"$BUILD/$target/log.txt"; then
    status=1
    echo "   FOUND a crash: see $BUILD/$target/crashes/"
  fi
  grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$BUILD/$target/log.txt" | sed 's/^/   /'
  runs=$(grep -Eo "number_of_executed_units: *[0-9]+" "$BUILD/$target/log.txt" | grep -Eo "[0-9]+$" || echo 0)
  summary="$summary $target=$runs"
done
echo "fuzzed ${SECONDS_EACH}s each, executions:$summary"
exit $status
