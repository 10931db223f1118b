#!/usr/bin/env python3
"""The engine's folders form a one-way stack: a file may include its own folder and the folders below it,
never one above. Run by ctest (`engine_layering`); exits 1 and names every offending #include line.

    core → xml → spatial → numerics → model → algorithms → simulation → io → session → lesson → report → link

Why this order: the XML reader (xml/) knows only text and element paths; time functions, splines and
filters (numerics/) are what models are built from (loads, base motion), so they sit below model/; the state
and a prescribed motion are sized by a model; algorithms read a model and a state; the simulator integrates
algorithms; readers (io/) produce models, motions and simulation specs; a session opens a read file; lessons
drive sessions; reports (terms JSON, CSV) write what a session computed; a shared link (link/) carries a
lesson, its state and the app's language.

io/ has rooms of its own, in the same one-way order:

    io/codecs → io (FileReader, ModelFile) → io/importers → io/formats

codecs turn bytes into text and back (Base64, Deflate, JSON text, OpenSim's Storage tables); the io/ root
says how files are read and what opening one gives (ModelFile); importers read other programs' files
(OpenSim, URDF, MJCF, meshes); our own formats sit on top because a model file may take a robot's segments
from a URDF or MJCF and a kinematics file may be OpenSim's .mot.

The web front end's rooms (web/app) form a stack of their own, and web/app includes the engine but the
engine never web/ (checked above: an engine include must name an engine folder):

    text → layout → input → player → plot → widgets → scene → panels → editor → app (App, TestHooks)

texts and translations know nothing of the app; where panels go on each screen needs only texts; the
keyboard and pointer queues and the focus ring need the layout; the lesson player (lesson, step, time,
view, predictions, exports) needs texts; the plot reads the player; widgets are ImGui controls shared by
the scene, the panels and the editor; the scene draws what the player holds; panels show the player, the
plot and the scene's state; the editor uses the panels' widgets; App owns them all. render/ and platform/
sit outside web/app: render/ may include nothing of web/app, platform/ anything.

    tools/check-layering.py [ENGINE_DIR [WEB_DIR]]
"""
import pathlib
import re
import sys

STACK = ["core", "xml", "spatial", "numerics", "model", "algorithms", "simulation", "io", "session", "lesson", "report", "link"]
IO_ROOMS = ["codecs", "", "importers", "formats"]  # "": files directly in io/
RANK = {name: i for i, name in enumerate(STACK)}
INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')


WEB_ROOMS = ["text", "layout", "input", "player", "plot", "widgets", "scene", "panels", "editor", ""]  # "": web/app itself


def check_web(web: pathlib.Path, problems: list) -> int:
    """web/app's rooms in WEB_ROOMS order; render/ includes nothing of web/app. Returns the includes checked."""
    checked = 0
    for path in sorted(web.rglob("*")):
        if path.suffix not in (".hpp", ".cpp", ".h"):
            continue
        rel = path.relative_to(web)
        if rel.parts[0] not in ("app", "render"):
            continue
        here = rel.parts[1] if rel.parts[0] == "app" and len(rel.parts) > 2 else ""
        if rel.parts[0] == "app" and here not in WEB_ROOMS:
            problems.append(f"web/{rel}: room '{here}' is not one of web/app's rooms {[r for r in WEB_ROOMS if r]}")
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            match = INCLUDE.match(line)
            if not match or not match.group(1).startswith("app/"):
                continue
            checked += 1
            target = match.group(1).split("/")
            if rel.parts[0] == "render":
                problems.append(f"web/{rel}:{number}: render/ includes \"{match.group(1)}\" (the renderer knows nothing of the app)")
                continue
            there = target[1] if len(target) > 2 else ""
            if there not in WEB_ROOMS:
                problems.append(f"web/{rel}:{number}: includes \"{match.group(1)}\" from an unknown room '{there}'")
            elif WEB_ROOMS.index(there) > WEB_ROOMS.index(here):
                problems.append(f"web/{rel}:{number}: app/{here or '(App)'} includes \"{match.group(1)}\" from app/{there or '(App)'}, which sits "
                                f"above it ({' → '.join(r or 'app' for r in WEB_ROOMS)})")
    return checked


def io_room(parts) -> str:
    """io/codecs/Base64.hpp → "codecs"; io/FileReader.hpp → "" (the io/ root)."""
    return parts[1] if len(parts) > 2 else ""


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
            elif top == "io" and folder == "io":
                here, there = io_room(rel.parts), io_room(tuple(target.split("/")))
                if here not in IO_ROOMS or there not in IO_ROOMS:
                    problems.append(f"engine/{rel}:{number}: io/ room '{here if here not in IO_ROOMS else there}' is not one of {IO_ROOMS}")
                elif IO_ROOMS.index(there) > IO_ROOMS.index(here):
                    problems.append(f"engine/{rel}:{number}: io/{here or '(root)'} includes \"{target}\" from io/{there or '(root)'}, "
                                    f"which sits above it (io/codecs → io → io/importers → io/formats)")
    web = pathlib.Path(sys.argv[2]) if len(sys.argv) > 2 else engine.parent / "web"
    web_checked = check_web(web, problems) if web.is_dir() else 0
    for p in problems:
        print(p)
    if checked == 0 or web_checked == 0:
        print("no #include lines found: wrong folder?")
        return 1
    print(f"{'FAIL' if problems else 'PASS'} layering: {checked} engine and {web_checked} web/app includes checked, {len(problems)} violations")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
