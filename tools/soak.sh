#!/usr/bin/env bash
# Long runs (part of ./wrenchlab bench, never of test): the double pendulum for one hour of simulated
# time with RK45 (no NaN; the energy drift reported), and the page playing the n-link lesson with
# n = 20 for 10 minutes in headless Chromium with its memory sampled every minute.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CLI="$ROOT/build/native/tools/cli/wrenchlab-cli"
OUT="$ROOT/build/soak"
mkdir -p "$OUT"
MINUTES=${1:-10}

echo "== double pendulum, 1 h of simulated time, RK45"
start=$(date +%s)
"$CLI" simulate double-pendulum --integrator rk45 --dt 0.01 --duration 3600 --samples 3601 -o "$OUT/pendulum-1h.csv"
python3 - "$OUT/pendulum-1h.csv" "$start" <<'PY'
import csv, math, sys, time
rows = list(csv.reader(open(sys.argv[1])))
header, data = rows[0], rows[1:]
e = header.index("energy.total [J]")
values = [float(r[e]) for r in data]
finite = all(math.isfinite(float(x)) for r in data for x in r)
print(f"   {len(data)} rows to t = {float(data[-1][0]):.0f} s, all finite: {finite}; "
      f"energy {values[0]:.9f} J → {values[-1]:.9f} J (drift {values[-1] - values[0]:+.3e} J, "
      f"max |E − E0| {max(abs(v - values[0]) for v in values):.3e} J); {time.time() - float(sys.argv[2]):.0f} s wall clock")
sys.exit(0 if finite else 1)
PY

echo "== page: n-link, n = 20, all terms, plots and trails, $MINUTES min"
NODE_PATH=/usr/share/nodejs node "$ROOT/web/tests/perf.mjs" --seconds 10 --soak-minutes "$MINUTES"
