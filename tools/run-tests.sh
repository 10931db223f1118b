#!/usr/bin/env bash
# Runs every test suite and prints one summary line per suite. Runs all suites even after a
# failure; exits non-zero if any failed. Expects the native and web builds (./wrenchlab test does both).
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export NODE_PATH=/usr/share/nodejs
ARTIFACTS="$ROOT/build/test-artifacts"
# The desktop keeps an unsaved edit of the lesson editor in $XDG_STATE_HOME and restores it at start: the
# tests start from none, whatever the user of this machine left there.
export XDG_STATE_HOME="$ROOT/build/test-state"
rm -rf "$XDG_STATE_HOME"
mkdir -p "$ARTIFACTS"
failed=0
summary=()

suite() {  # suite NAME COMMAND...: runs it, logs to build/test-artifacts/NAME.log, records one line
  local name=$1; shift
  local log="$ARTIFACTS/$name.log" start end status detail
  start=$(date +%s%N)
  "$@" >"$log" 2>&1
  status=$?
  end=$(date +%s%N)
  detail=$(grep -E "tests passed|test cases:|checks passed|refused|fuzzed|fps|self-check|single-file|not blank|PASS|FAIL" "$log" | tail -n 2 | tr -s ' ' | tr '\n' ' ' | cut -c1-150)
  if [ $status -eq 0 ]; then
    summary+=("$(printf 'PASS %-22s %6ss  %s' "$name" "$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", (b - a) / 1e9 }')" "$detail")")
  else
    failed=1
    summary+=("$(printf 'FAIL %-22s %6ss  %s (log: %s)' "$name" "$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", (b - a) / 1e9 }')" "$detail" "${log#$ROOT/}")")
  fi
}

desktop_smoke() {
  local png="$ARTIFACTS/desktop.png"
  rm -f "$png"
  xvfb-run -a -s "-screen 0 1280x800x24" "$ROOT/build/native/web/wrenchlab-desktop" \
    --content "$ROOT/content" --frames 120 --screenshot "$png" || return 1
  local deviation
  deviation=$(identify -format '%[standard-deviation]' "$png") || return 1
  echo "desktop screenshot standard deviation $deviation"
  awk -v d="$deviation" 'BEGIN { exit !(d > 100) }' || { echo "FAIL desktop screenshot is blank"; return 1; }
  # Every lesson opens on the desktop too (through a shared link), with a screenshot to look at.
  local id count=0
  for id in $(python3 -c "import json; print(' '.join(json.load(open('$ROOT/content/lessons/index.json'))['lessons']))"); do
    xvfb-run -a -s "-screen 0 1280x800x24" "$ROOT/build/native/web/wrenchlab-desktop" --content "$ROOT/content" \
      --link "#v1&lesson=$id&step=1" --frames 30 --screenshot "$ARTIFACTS/desktop-$id.png" || { echo "FAIL desktop lesson $id"; return 1; }
    deviation=$(identify -format '%[standard-deviation]' "$ARTIFACTS/desktop-$id.png") || return 1
    awk -v d="$deviation" 'BEGIN { exit !(d > 100) }' || { echo "FAIL desktop lesson $id is blank"; return 1; }
    count=$((count + 1))
  done
  # The desktop saves a lesson (the editor's Save: the model inside, one file) and opens it again: the
  # same lesson, the same numbers at the same step.
  local saved="$ARTIFACTS/desktop-saved-lesson.json"
  rm -f "$saved"
  xvfb-run -a -s "-screen 0 1280x800x24" "$ROOT/build/native/web/wrenchlab-desktop" --content "$ROOT/content" \
    --link "#v1&lesson=three-link-arm-spring&step=1" --frames 10 --save-lesson "$saved" \
    --snapshot "$ARTIFACTS/desktop-saved-before.json" || { echo "FAIL desktop save lesson"; return 1; }
  xvfb-run -a -s "-screen 0 1280x800x24" "$ROOT/build/native/web/wrenchlab-desktop" --content "$ROOT/content" \
    --open "$saved" --link "#v1&step=1" --frames 10 --state "$ARTIFACTS/desktop-saved-state.json" \
    --snapshot "$ARTIFACTS/desktop-saved-after.json" || { echo "FAIL desktop reopen saved lesson"; return 1; }
  python3 - "$saved" "$ARTIFACTS/desktop-saved-before.json" "$ARTIFACTS/desktop-saved-after.json" "$ARTIFACTS/desktop-saved-state.json" <<'PY' ||
import json, sys
lesson, before, after, state = (json.load(open(f)) for f in sys.argv[1:5])
assert lesson["version"] == 2 and isinstance(lesson["model"], dict), "the saved file carries its model inside"
assert state["lesson"] == "three-link-arm-spring" and state["step"] == 1, (state["lesson"], state["step"])
a, b = before["samples"][0], after["samples"][0]
n = 0
for sa, sb in zip(a["segments"], b["segments"]):
    for key, term in sa["terms"].items():
        for x, y in zip(term["force"] + term["moment"], sb["terms"][key]["force"] + sb["terms"][key]["moment"]):
            assert abs(x - y) <= 1e-12 * (1 + abs(x)), (sa["name"], key, x, y)
            n += 1
assert n > 50 and len(a["segments"]) == len(b["segments"]) == 3
print(f"desktop: saved three-link-arm-spring with its model inside and reopened it: {n} numbers equal")
PY
    { echo "FAIL desktop saved lesson reopened differs"; return 1; }
  # The desktop in German (--lang de) and in Brazilian Portuguese: the app's texts and the lesson's, a
  # screenshot of each to look at; an unknown --lang is refused with status 2.
  local language
  for language in de pt-BR; do
    xvfb-run -a -s "-screen 0 1280x800x24" "$ROOT/build/native/web/wrenchlab-desktop" --content "$ROOT/content" --lang "$language" \
      --link "#v1&lesson=vinyl-needle&step=4" --frames 30 --screenshot "$ARTIFACTS/desktop-lang-$language.png" \
      --state "$ARTIFACTS/desktop-lang-$language.json" || { echo "FAIL desktop --lang $language"; return 1; }
    python3 - "$ARTIFACTS/desktop-lang-$language.json" "$ROOT/content/lessons/vinyl-needle.json" "$language" <<'PY' || { echo "FAIL desktop --lang $language: not shown in that language"; return 1; }
import json, sys
state, lesson, language = json.load(open(sys.argv[1])), json.load(open(sys.argv[2])), sys.argv[3]
assert state["language"] == language, state["language"]
assert state["step_title"] == lesson["translations"][language]["steps"][4]["title"], state["step_title"]
PY
    deviation=$(identify -format '%[standard-deviation]' "$ARTIFACTS/desktop-lang-$language.png") || return 1
    awk -v d="$deviation" 'BEGIN { exit !(d > 100) }' || { echo "FAIL desktop --lang $language is blank"; return 1; }
  done
  local refused=0
  "$ROOT/build/native/web/wrenchlab-desktop" --lang xx >/dev/null 2>&1 || refused=$?
  [ "$refused" = 2 ] || { echo "FAIL desktop --lang xx: exit status $refused, expected 2"; return 1; }
  # OpenSim's walking trial dropped on the window (--open takes the drop's path): it opens as a
  # lesson, stage by stage over several frames. Skipped without OpenSim's examples.
  local examples="${WRENCHLAB_OPENSIM_EXAMPLES:-$ROOT/../shared/opensim-examples}" trial="skipped (no OpenSim examples)"
  local gait="$examples/gait10dof18musc"
  if [ -f "$gait/subject01.osim" ]; then
    xvfb-run -a -s "-screen 0 1280x800x24" "$ROOT/build/native/web/wrenchlab-desktop" --content "$ROOT/content" \
      --open "$gait/ID/walk_Setup_ID.xml" --open "$gait/subject01.osim" --open "$gait/IK/subject01_walk_IK.mot" \
      --open "$gait/ExperimentalData/subject01_walk_grf.xml" --open "$gait/ExperimentalData/subject01_walk_grf.mot" \
      --frames 40 --screenshot "$ARTIFACTS/desktop-opensim-trial.png" --state "$ARTIFACTS/desktop-opensim-trial.json" ||
      { echo "FAIL desktop OpenSim trial"; return 1; }
    trial=$(python3 - "$ARTIFACTS/desktop-opensim-trial.json" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
message = s["message"]
ok = s["lesson"] == "opensim-trial" and not s["importing"] and s["import_frames"] >= 4 and "12 bodies" in message
# Its 19 bones, beside the model in Geometry/, read one per frame after it opened, drawn see-through.
bones = s["bodies"]
ok = ok and bones["meshes"] == 19 and not bones["notes"] and not bones["reading"] and bones["style"] == "see-through"
print(("opened: " if ok else "FAIL not opened: ") + f'{s["lesson"]}, {s["import_frames"]} frames, longest {s["import_ms"]:.1f} ms, '
      f'{bones["meshes"]} bones ({bones["triangles"]} triangles); {message[:90]}')
PY
) || return 1
    case "$trial" in FAIL*) echo "$trial"; return 1 ;; esac
    deviation=$(identify -format '%[standard-deviation]' "$ARTIFACTS/desktop-opensim-trial.png") || return 1
    awk -v d="$deviation" 'BEGIN { exit !(d > 100) }' || { echo "FAIL desktop OpenSim trial is blank"; return 1; }
  fi
  # ABB's IRB 2400 from its ROS package (../shared/real-models): its URDF's package:// Collada shells are
  # found in the package it sits in, without a package path, and drawn. Skipped without the package.
  local irb="$ROOT/../shared/real-models/ros/abb_irb2400_support/urdf/irb2400.urdf" shells="skipped (no ABB package)"
  if [ -f "$irb" ]; then
    xvfb-run -a -s "-screen 0 1280x800x24" "$ROOT/build/native/web/wrenchlab-desktop" --content "$ROOT/content" \
      --open "$irb" --frames 30 --screenshot "$ARTIFACTS/desktop-irb2400-shells.png" --state "$ARTIFACTS/desktop-irb2400.json" ||
      { echo "FAIL desktop IRB 2400"; return 1; }
    shells=$(python3 - "$ARTIFACTS/desktop-irb2400.json" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
b = s["bodies"]
ok = s["lesson"] == "robot" and b["meshes"] == 7 and not b["notes"] and "7 of 7 drawn" in s["message"]
print(("drawn: " if ok else "FAIL shells: ") + f'{b["meshes"]} shells, {b["triangles"]} triangles, notes {b["notes"][:1]}')
PY
) || return 1
    case "$shells" in FAIL*) echo "$shells"; return 1 ;; esac
  fi
  # The robot-arm lesson with the UR5's own shells: ur_description's package found through --package-path.
  local ros="$ROOT/../shared/real-models/ros" ur5="skipped (no ur_description package)"
  if [ -d "$ros/ur_description" ]; then
    xvfb-run -a -s "-screen 0 1280x800x24" "$ROOT/build/native/web/wrenchlab-desktop" --content "$ROOT/content" --package-path "$ros" \
      --link "#v1&lesson=robot-arm-at-speed&step=2" --frames 40 --screenshot "$ARTIFACTS/desktop-ur5-shells.png" --state "$ARTIFACTS/desktop-ur5.json" ||
      { echo "FAIL desktop UR5 lesson"; return 1; }
    ur5=$(python3 - "$ARTIFACTS/desktop-ur5.json" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
b = s["bodies"]
ok = s["lesson"] == "robot-arm-at-speed" and b["meshes"] == 7 and not b["notes"] and s["message"] == "Meshes of ur5.urdf: 7 of 7 drawn."
print(("drawn: " if ok else "FAIL UR5 shells: ") + f'{b["meshes"]} shells, {b["triangles"]} triangles, notes {b["notes"][:1]}; {s["message"][:80]}')
PY
) || return 1
    case "$ur5" in FAIL*) echo "$ur5"; return 1 ;; esac
  fi
  # A robot model (URDF) dropped on the window (--open): it opens as a lesson, its State panel open.
  local robot
  xvfb-run -a -s "-screen 0 1280x800x24" "$ROOT/build/native/web/wrenchlab-desktop" --content "$ROOT/content" \
    --open "$ROOT/content/models/robots/ur5.urdf" --frames 30 --screenshot "$ARTIFACTS/desktop-robot.png" \
    --state "$ARTIFACTS/desktop-robot.json" || { echo "FAIL desktop robot"; return 1; }
  robot=$(python3 - "$ARTIFACTS/desktop-robot.json" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
ok = s["lesson"] == "robot" and s["message"].startswith("Opened ur5.urdf") and s["panels"].get("State") is True and len(s["state"]["q"]) == 6
print(("opened: " if ok else "FAIL not opened: ") + f'{s["lesson"]}, State panel {s["panels"].get("State")}; {s["message"][:80]}')
PY
) || return 1
  case "$robot" in FAIL*) echo "$robot"; return 1 ;; esac
  deviation=$(identify -format '%[standard-deviation]' "$ARTIFACTS/desktop-robot.png") || return 1
  awk -v d="$deviation" 'BEGIN { exit !(d > 100) }' || { echo "FAIL desktop robot is blank"; return 1; }
  # A paused lesson nobody touches: the window sleeps (a few frames, no CPU), unlike a playing one.
  local idle
  idle=$(python3 "$ROOT/web/tests/desktop-idle.py" "$ROOT/build/native/web/wrenchlab-desktop" "$ROOT/content" "$ARTIFACTS") ||
    { echo "$idle"; return 1; }
  # Slide-ready capture on the desktop: a 1920×1080 transparent picture drawn off screen, and the first
  # 0.2 s as a PNG frame sequence (30 per second: 7 frames).
  local picture="$ARTIFACTS/desktop-picture.png" prefix="$ARTIFACTS/desktop-record"
  rm -f "$picture" "$prefix"-*.png
  xvfb-run -a -s "-screen 0 1280x800x24" "$ROOT/build/native/web/wrenchlab-desktop" --content "$ROOT/content" \
    --link "#v1&lesson=three-link-arm-spring&step=2&theme=light" --frames 30 --picture "$picture" --record "$prefix" ||
    { echo "FAIL desktop capture"; return 1; }
  local size opaque frames
  size=$(identify -format '%wx%h' "$picture") || return 1
  opaque=$(convert "$picture" -alpha extract -format '%[fx:mean]' info:) || return 1
  frames=$(ls "$prefix"-*.png 2>/dev/null | wc -l)
  echo "desktop picture $size, opaque fraction $opaque; $frames recorded frames"
  [ "$size" = "1920x1080" ] && awk -v o="$opaque" 'BEGIN { exit !(o > 0.001 && o < 0.5) }' && [ "$frames" -eq 7 ] ||
    { echo "FAIL desktop capture: picture $size (opaque $opaque), $frames frames (expected 1920x1080, partly transparent, 7)"; return 1; }
  echo "PASS desktop screenshot not blank; $count lessons opened with screenshots; --lang de and pt-BR (desktop-lang-*.png); OpenSim trial dropped: $trial; IRB 2400 shells $shells; the UR5 lesson's shells $ur5; URDF --open $robot; ${idle#PASS }; picture and 7-frame recording"
}

suite "unit+reference" ctest --test-dir "$ROOT/build/native" --output-on-failure
if [ -d "$ROOT/build/native-debug" ]; then
  suite "sanitizers(asan+ubsan)" ctest --test-dir "$ROOT/build/native-debug" --output-on-failure
fi
suite "fuzz(15s each)" "$ROOT/tools/fuzz.sh" 15
suite "cli" "$ROOT/tests/cli/run.sh"
suite "bad-inputs" python3 "$ROOT/tests/bad-inputs/run.py" "$ROOT/build/native/tools/cli/wrenchlab-cli"
# OpenSim's own examples (../shared/opensim-examples or $WRENCHLAB_OPENSIM_EXAMPLES): arm26 against
# OpenSim's results, the gait trial's figures and hand checks; "skipped" when the folder is absent.
suite "opensim-acceptance" python3 "$ROOT/tests/opensim/acceptance.py" "$ROOT/build/native/tools/cli/wrenchlab-cli" "$ROOT"
suite "desktop-smoke" desktop_smoke
suite "browser" node "$ROOT/web/tests/browser-test.mjs"
suite "browser-selfcheck" node "$ROOT/web/tests/browser-test.mjs" --selftest
# Keyboard, screen-reader layer, reduced motion, zoom and axe-core in every layout.
suite "a11y" node "$ROOT/web/tests/a11y-test.mjs"
suite "single-file" node "$ROOT/web/tests/single-file-test.mjs"
# docs/deploy.md's nginx recipe on loopback: the page through it, then 300 students' downloads at once.
suite "deploy(nginx)" node "$ROOT/web/tests/deploy-test.mjs"

echo
echo "WrenchLab test summary"
for line in "${summary[@]}"; do echo "  $line"; done
exit $failed
