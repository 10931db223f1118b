#!/usr/bin/env python3
"""Opens every model file under some folders as a new user would (`wrenchlab-cli describe FILE`) and
summarises how each opened: per folder and format the files tried and opened, then the reasons for the
refusals, most common first. The tables in docs/opensim.md and docs/robot-formats.md come from it.

    tools/survey-models.py CLI FOLDER [FOLDER ...] [--list]

A folder is typically a checkout of a public repository (opensim-org/opensim-models, opensim-core,
mujoco_menagerie, bullet3, dm_control). Model files: *.osim, *.urdf, and *.xml whose root is <mujoco>.
--list prints every file with its first line of output as well."""
import collections
import os
import re
import subprocess
import sys


def models(folder):
    for root, _, names in os.walk(folder):
        for n in sorted(names):
            p = os.path.join(root, n)
            if n.endswith((".osim", ".urdf")):
                yield p
            elif n.endswith(".xml"):
                try:
                    with open(p, "rb") as f:
                        head = f.read(4096)
                except OSError:
                    continue
                if b"<mujoco" in head:
                    yield p


def kind(path):
    return "OpenSim" if path.endswith(".osim") else "URDF" if path.endswith(".urdf") else "MJCF"


def reason(message, path):
    """The refusal without the file's own names, so that alike refusals count together."""
    m = message.replace(path, "FILE")
    m = re.sub(r"^error: [^:]*: ", "", m)
    m = re.sub(r"^/[^ ]*: ", "", m)
    m = re.sub(r'"[^"]*"', '"…"', m)
    m = re.sub(r"\([^)]*\)", "", m)
    return m.strip()[:120]


def main():
    args = [a for a in sys.argv[1:] if a != "--list"]
    if len(args) < 2:
        print(__doc__)
        return 2
    cli, folders = args[0], args[1:]
    counts = collections.OrderedDict()
    reasons = collections.Counter()
    for folder in folders:
        for path in models(folder):
            p = subprocess.run([cli, "describe", path], capture_output=True, text=True, errors="replace", timeout=60)
            key = (os.path.basename(os.path.normpath(folder)), kind(path))
            tried, opened = counts.get(key, (0, 0))
            counts[key] = (tried + 1, opened + (p.returncode == 0))
            first = (p.stdout + p.stderr).strip().splitlines()[:1]
            if p.returncode != 0:
                reasons[(kind(path), reason(first[0] if first else "(no output)", path))] += 1
            if "--list" in sys.argv:
                print(f"{'opens  ' if p.returncode == 0 else 'REFUSED'} {path}  {'' if p.returncode == 0 else first[0] if first else ''}")
    print("| folder | format | files tried | open |")
    print("|---|---|---:|---:|")
    for (folder, k), (tried, opened) in counts.items():
        print(f"| {folder} | {k} | {tried} | {opened} |")
    print()
    print("| format | files | refused because |")
    print("|---|---:|---|")
    for (k, r), n in reasons.most_common():
        print(f"| {k} | {n} | {r} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
