#!/usr/bin/env bash
# CLI tests: every lesson through `wrenchlab-cli`, the observer-frame invariance seen from outside,
# and bad input refused with exit code 2 and a message naming the field.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
CLI="${WRENCHLAB_CLI:-$ROOT/build/native/tools/cli/wrenchlab-cli}"
exec python3 "$ROOT/tests/cli/check_cli.py" "$CLI" "$ROOT"
