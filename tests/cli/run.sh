#!/usr/bin/env bash
# CLI tests: every lesson through `wrenchlab-cli`, the observer-frame invariance seen from outside,
# and bad input refused with exit code 2 and a message naming the field.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
CLI="${WRENCHLAB_CLI:-$ROOT/build/native/tools/cli/wrenchlab-cli}"
EXAMPLE="$(dirname "$CLI")/../example-custom-chain"
# docs/engine.md's embedding example must build and run, and report an invariant joint wrench.
if [ -x "$EXAMPLE" ]; then
  "$EXAMPLE" | tee /dev/stderr | grep -q "joint wrench vs the inertial recursion: [0-9.]*e-1[0-9]" || { echo "FAIL example-custom-chain"; exit 1; }
fi
exec python3 "$ROOT/tests/cli/check_cli.py" "$CLI" "$ROOT"
