#!/usr/bin/env bash
# Runs the benchmarks and prints the tables of bench/README.md. `./wrenchlab bench [options]` calls
# this after installing libmujoco-dev and building the native preset.
#
#   bench/run.sh [--quick] [--no-wasm] [--rounds N]
#
#   1. wrenchlab-bench          ours beside MuJoCo, native (needs libmujoco-dev)
#   2. wrenchlab-bench-engine   ours alone, native            } for the wasm/native ratio
#   3. wrenchlab-bench-engine   ours alone, em++ under node   }
#   4. wrenchlab-bench-opensim  OpenSim's gait trial (id --setup, term breakdown) and imported
#                               models beside MuJoCo, native; then the trial alone under node (wasm)
#   5. wrenchlab-bench-robots   the UR5 and Panda arms from their URDF/MJCF files beside MuJoCo, native
#   6. web/tests/import-perf.mjs  the page opening the gait trial in fresh browsers: each frame's work
# Raw outputs and the summary land in build/native/bench-results/.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${WRENCHLAB_BENCH_BUILD:-$ROOT/build/native}"
WEB_BUILD="${WRENCHLAB_BENCH_WEB_BUILD:-$ROOT/build/bench-web}"
OUT="$BUILD/bench-results"

log() { printf '\033[1m[bench]\033[0m %s\n' "$*" >&2; }
die() { printf '\033[31m[bench] error:\033[0m %s\n' "$*" >&2; exit 1; }

ARGS=()
WASM=1
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) ARGS+=(--quick); shift ;;
    --rounds) ARGS+=(--rounds "${2:?--rounds needs a number}"); shift 2 ;;
    --no-wasm) WASM=0; shift ;;
    -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
    *) die "unknown option '$1' (--quick, --rounds N, --no-wasm)" ;;
  esac
done

# The build folder may have been configured before MuJoCo was installed: configure again so that
# bench/CMakeLists.txt looks for it now.
[ -f "$BUILD/build.ninja" ] || cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake "$BUILD" >/dev/null
if ! cmake --build "$BUILD" --target help | grep -q '^wrenchlab-bench:'; then
  die "MuJoCo was not found (apt-get install libmujoco-dev, or run ./wrenchlab bench)"
fi
log "building the benchmarks in $BUILD"
cmake --build "$BUILD" --target wrenchlab-bench wrenchlab-bench-engine wrenchlab-bench-opensim wrenchlab-bench-robots -j "$(nproc)" >/dev/null

mkdir -p "$OUT"
log "load before the run: $(uptime | sed 's/.*load average: //') (2 cores shared: rerun when it is high)"
log "ours beside MuJoCo (native)"
"$BUILD/bench/wrenchlab-bench" "${ARGS[@]}" | tee "$OUT/native-mujoco.txt" | grep -v -E '^(RESULT|GROWTH)'

SUMMARY_ARGS=("$OUT/native-mujoco.txt")
if [ "$WASM" = 1 ]; then
  if command -v emcmake >/dev/null && command -v node >/dev/null; then
    export NODE_PATH=/usr/share/nodejs   # Debian's em++ needs acorn from here (TOOLCHAIN.md, quirk 1)
    # Debian's Emscripten has FROZEN_CACHE = True: a custom EM_CACHE works only once it holds the
    # system libraries. Otherwise use the package's prebuilt cache.
    if [ -n "${EM_CACHE:-}" ] && [ ! -f "$EM_CACHE/sysroot_install.stamp" ]; then unset EM_CACHE; fi
    if [ ! -f "$WEB_BUILD/build.ninja" ]; then
      log "configuring the wasm benchmark in $WEB_BUILD"
      emcmake cmake -S "$ROOT" -B "$WEB_BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
    fi
    log "building the wasm benchmark (em++)"
    cmake --build "$WEB_BUILD" --target wrenchlab-bench-engine -j "$(nproc)" >/dev/null
    # Native and wasm cannot share a process: they alternate, three runs each, and the summary keeps
    # each entry's fastest run per side (this machine has slow phases lasting seconds).
    log "ours alone, native and wasm under node $(node --version), alternating, 3 runs each"
    NATIVE_RUNS=(--native)
    WASM_RUNS=(--wasm)
    for run in 1 2 3; do
      "$BUILD/bench/wrenchlab-bench-engine" "${ARGS[@]}" > "$OUT/native-engine-$run.txt"
      NATIVE_RUNS+=("$OUT/native-engine-$run.txt")
      node --no-experimental-fetch --no-liftoff --no-wasm-lazy-compilation "$WEB_BUILD/bench/wrenchlab-bench-engine.js" \
        "${ARGS[@]}" > "$OUT/wasm-engine-$run.txt"
      WASM_RUNS+=("$OUT/wasm-engine-$run.txt")
    done
    SUMMARY_ARGS+=("${NATIVE_RUNS[@]}" "${WASM_RUNS[@]}")
  else
    log "em++ or node missing: skipping the wasm/native ratio"
  fi
fi

python3 "$ROOT/bench/summarize.py" "${SUMMARY_ARGS[@]}" | tee "$OUT/summary.md"

# Robot arms from their URDF/MJCF files, ours beside MuJoCo loading the same files.
log "robot arms (native)"
QUICK=()
for a in "${ARGS[@]}"; do [ "$a" = --quick ] && QUICK=(--quick); done
"$BUILD/bench/wrenchlab-bench-robots" "${QUICK[@]}" | tee "$OUT/robots.txt" | grep -v -E '^PERCALL'

# OpenSim trials: the gait trial's id --setup and term breakdown, imported models beside MuJoCo
# (needs OpenSim's examples: ../shared/opensim-examples or $WRENCHLAB_OPENSIM_EXAMPLES).
log "OpenSim trials (native)"
QUICK=()
for a in "${ARGS[@]}"; do [ "$a" = --quick ] && QUICK=(--quick); done
"$BUILD/bench/wrenchlab-bench-opensim" "${QUICK[@]}" | tee "$OUT/opensim.txt" | grep -v -E '^(TRIAL|PERCALL)'
if [ "$WASM" = 1 ] && [ -f "$WEB_BUILD/build.ninja" ]; then
  log "OpenSim trials (wasm under node: the page's import)"
  cmake --build "$WEB_BUILD" --target wrenchlab-bench-opensim -j "$(nproc)" >/dev/null
  node --no-experimental-fetch "$WEB_BUILD/bench/wrenchlab-bench-opensim.js" "${QUICK[@]}" | tee "$OUT/opensim-wasm.txt" |
    grep -v -E '^(TRIAL|PERCALL)'
fi
if [ -f "$ROOT/build/web/dist/app.wasm" ] && [ -d "$ROOT/web/tests/node_modules/playwright-core" ]; then
  log "the page opening OpenSim's gait trial (fresh browsers, cold wasm)"
  node "$ROOT/web/tests/import-perf.mjs" --runs 5 | tee "$OUT/import-perf.txt"
fi
log "raw outputs and summary.md in $OUT"
