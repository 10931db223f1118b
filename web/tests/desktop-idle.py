#!/usr/bin/env python3
"""The desktop window while a lesson is paused and nobody touches it: it must sleep, not draw.

  web/tests/desktop-idle.py DESKTOP CONTENT ARTIFACTS

Runs the desktop app under Xvfb for 8 s on a paused lesson, reads its CPU time from /proc between
second 4 and second 7 (after start-up), then for contrast 8 s of the same lesson playing. Passes
when the paused window drew at most 12 frames (start-up and settling) and used under 2 % of a core.
"""
import json
import os
import subprocess
import sys
import time


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


def find_app(parent, name):
    """The desktop app's pid among xvfb-run's descendants (it starts Xvfb first, then the app)."""
    for _ in range(200):
        stack = [parent]
        while stack:
            pid = stack.pop()
            try:
                if os.path.basename(os.readlink(f"/proc/{pid}/exe")) == name:
                    return pid
            except OSError:
                pass
            kids = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True).stdout.split()
            stack += [int(k) for k in kids]
        time.sleep(0.05)
    return None


def run(desktop, content, state, playing):
    link = f"#v1&lesson=radial-slider&step=1&play={1 if playing else 0}"
    proc = subprocess.Popen(["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", desktop, "--content", content,
                             "--link", link, "--seconds", "8", "--state", state])
    app = find_app(proc.pid, os.path.basename(desktop))
    usage = None
    if app:
        time.sleep(4.0)
        try:
            c0, t0 = cpu_seconds(app), time.monotonic()
            time.sleep(3.0)
            usage = (cpu_seconds(app) - c0) / (time.monotonic() - t0)
        except OSError:
            usage = None
    proc.wait(timeout=120)
    with open(state) as f:
        return json.load(f)["frames_drawn"], usage


def main():
    desktop, content, artifacts = sys.argv[1:4]
    paused_frames, paused_cpu = run(desktop, content, os.path.join(artifacts, "desktop-idle-paused.json"), False)
    playing_frames, playing_cpu = run(desktop, content, os.path.join(artifacts, "desktop-idle-playing.json"), True)
    say = lambda u: "n/a" if u is None else f"{100 * u:.1f} % of a core"
    line = (f"paused 8 s: {paused_frames} frames, {say(paused_cpu)}; playing 8 s: {playing_frames} frames, "
            f"{say(playing_cpu)}")
    ok = paused_frames <= 12 and paused_cpu is not None and paused_cpu < 0.02 and playing_frames > 5 * paused_frames
    print(("PASS idle desktop: " if ok else "FAIL idle desktop: ") + line)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
