#!/usr/bin/env python3
"""The engine's folders form a one-way stack: a file may include its own folder and the folders below it,
never one above. Run by ctest (`engine_layering`); exits 1 and names every offending #include line.

    core → spatial → motion → model → algorithms → simulation → io → session → lesson → report

Why this order: time functions (motion/) are what models are built from (loads, base motion), so they sit
below model/; the state and a prescribed motion are sized by a model; algorithms read a model and a state;
the simulator integrates algorithms; parsers (io/) produce models, motions and simulation specs; a session
opens a parsed file; lessons drive sessions; reports (terms JSON, CSV) write what a session computed.
"""
import pathlib
import re
import sys

STACK = ["core", "spatial", "motion", "model", "algorithms", "simulation", "io", "session", "lesson", "report"]
RANK = {name: i for i, name in enumerate(STACK)}
INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')


def main() -> int:
    engine = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parent.parent / "engine")
    problems = []
    checked = 0
    for path in sorted(engine.rglob("*")):
        if path.suffix not in (".hpp", ".cpp", ".h"):
            continue
        rel = path.relative_to(engine)
        folder = rel.parts[0] if len(rel.parts) > 1 else None
        if folder not in RANK:
            problems.append(f"{rel}: folder '{folder}' is not in the engine's stack {STACK}")
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            match = INCLUDE.match(line)
            if not match:
                continue
            checked += 1
            target = match.group(1)
            top = target.split("/")[0]
            if top not in RANK:
                problems.append(f"engine/{rel}:{number}: includes \"{target}\", which is not an engine folder "
                                f"(the engine depends on nothing of ours; third-party headers use <...>)")
            elif RANK[top] > RANK[folder]:
                problems.append(f"engine/{rel}:{number}: {folder}/ includes \"{target}\" from {top}/, which sits "
                                f"above it ({' → '.join(STACK)})")
    for p in problems:
        print(p)
    if checked == 0:
        print("no #include lines found: wrong folder?")
        return 1
    print(f"{'FAIL' if problems else 'PASS'} engine layering: {checked} includes checked, {len(problems)} violations")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
