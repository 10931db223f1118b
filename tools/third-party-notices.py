#!/usr/bin/env python3
"""Writes THIRD-PARTY-NOTICES.txt: every piece of someone else's code, data or font that is built into
WrenchLab's page, desktop program or CLI (and, apart, what only its tests use), with its version, what
it does here, where it is built in, and its license text, copied from the sources the build uses:

  - the sources ./wrenchlab setup unpacks into .deps (Dear ImGui, tinyxml2, zlib, utf8proc): their own
    license files, their versions from their headers;
  - Debian's packages the build reads from /usr (Eigen, nlohmann-json, CLI11, GLFW, the DejaVu fonts,
    Emscripten's runtime): the package's version and the paragraphs of its copyright file
    (/usr/share/doc/PACKAGE/copyright, machine-readable: DEP-5) that cover the files we use, with the
    license paragraphs they name; /usr/share/common-licenses for a text the file only points to;
  - npm's packages the browser tests install (web/tests/node_modules): their LICENSE files.

The text is a function of those files alone (no date, no path of this machine), so it changes only when
a dependency does. ctest runs --check (test `third_party_notices`), which fails, saying what differs,
when the committed file no longer matches what this machine builds with; the web build copies the
committed file into the page (build/web/dist) and into the one-file page.

  python3 tools/third-party-notices.py            write THIRD-PARTY-NOTICES.txt at the repository's root
  python3 tools/third-party-notices.py --check    compare it with what would be written; exit 1 if it differs
  python3 tools/third-party-notices.py --output F write F instead
"""
import argparse
import difflib
import fnmatch
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEPS = os.path.join(ROOT, ".deps")
NOTICES = os.path.join(ROOT, "THIRD-PARTY-NOTICES.txt")
EIGEN = "/usr/include/eigen3"
EMSCRIPTEN = "/usr/share/emscripten"
NODE_MODULES = os.path.join(ROOT, "web", "tests", "node_modules")
WIDTH = 100


class Missing(Exception):
    """A source of the notices is not on this machine (./wrenchlab setup installs them all)."""


def read(path):
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError:
        raise Missing(f"{path} is missing")


def define(path, name):
    """The value of `#define NAME value` (or `static const int NAME = value;`) in a header (quotes removed)."""
    text = read(path)
    match = re.search(r"^\s*#\s*define\s+" + re.escape(name) + r"\s+(\S+)", text, re.M) or \
        re.search(r"^\s*static\s+const\s+int\s+" + re.escape(name) + r"\s*=\s*(\d+)\s*;", text, re.M)
    if not match:
        raise Missing(f"{path} defines no {name}")
    return match.group(1).strip('"')


def debian_version(package):
    try:
        out = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True, check=False)
    except OSError:
        raise Missing("dpkg-query is missing (not a Debian system)")
    if out.returncode != 0 or not out.stdout:
        raise Missing(f"the Debian package {package} is not installed")
    return out.stdout


# ---- DEP-5 copyright files ------------------------------------------------------------------------

def paragraphs(text):
    """The paragraphs of a DEP-5 file, each as (fields, raw text); a field's value keeps its lines."""
    out = []
    for raw in re.split(r"\n\s*\n", text.strip("\n")):
        fields, key = {}, None
        for line in raw.split("\n"):
            if line[:1] in (" ", "\t") and key:
                fields[key] += "\n" + line
            elif ":" in line:
                key, value = line.split(":", 1)
                key = key.strip().lower()
                fields[key] = value.strip() if key not in fields else fields[key] + "\n" + value.strip()
        out.append((fields, raw))
    return out


def license_names(expression):
    """The license names a License field's first line combines: "Expat or NCSA~LLVM" → both;
    "Apache-2.0 with LLVM exception" → Apache-2.0 (the exception is the paragraph's own text)."""
    first = expression.split("\n")[0]
    first = re.sub(r"\s+with\s+.*?exception", "", first)
    return [n.strip("() ") for n in re.split(r"\s+(?:or|and)\s+", first) if n.strip("() ")]


def copyright_excerpt(package, paths):
    """The paragraphs of PACKAGE's copyright file that cover `paths` (files of the package's source, as
    its Files fields name them: the last paragraph that matches a path covers it, as DEP-5 says), then
    the stand-alone license paragraphs they name. With paths None: every paragraph but the packaging's
    own (debian/*)."""
    path = f"/usr/share/doc/{package}/copyright"
    text = read(path)
    all_paragraphs = paragraphs(text)
    files = [(f, raw) for f, raw in all_paragraphs if "files" in f]
    if paths is None:
        chosen = [(f, raw) for f, raw in files if not all(p.startswith("debian/") for p in f["files"].split())]
    else:
        chosen_ids = []
        for p in paths:
            winner = None
            for i, (f, _) in enumerate(files):
                if any(fnmatch.fnmatchcase(p, pattern) for pattern in f["files"].split()):
                    winner = i
            if winner is None:
                raise Missing(f"{path}: no Files paragraph covers {p}")
            if winner not in chosen_ids:
                chosen_ids.append(winner)
        chosen = [files[i] for i in sorted(chosen_ids)]
    names = []
    for f, _ in chosen:
        for n in license_names(f.get("license", "")):
            if n not in names:
                names.append(n)
    standalone = [(f, raw) for f, raw in all_paragraphs if "files" not in f and "license" in f and f["license"].split("\n")[0].strip() in names]
    missing = [n for n in names if not any(f["license"].split("\n")[0].strip() == n for f, _ in standalone) and
               not any(f.get("license", "").split("\n")[0].strip() == n and "\n" in f.get("license", "") for f, _ in chosen)]
    if missing:
        raise Missing(f"{path}: no text for the license(s) {', '.join(missing)}")
    return "\n\n".join(raw for _, raw in chosen + standalone) + "\n", standalone + chosen


def common_licenses(excerpt_paragraphs):
    """The texts in /usr/share/common-licenses that the chosen paragraphs only point to."""
    names = []
    for _, raw in excerpt_paragraphs:
        for n in re.findall(r"/usr/share/common-licenses/([A-Za-z0-9.+-]+[A-Za-z0-9])", raw):
            if n not in names:
                names.append(n)
    return [(f"/usr/share/common-licenses/{n}", read(f"/usr/share/common-licenses/{n}")) for n in names]


# ---- the components -------------------------------------------------------------------------------

def stb_notice():
    """The license block at the end of ImGui's copies of Sean Barrett's stb libraries (one text, the
    same in all three files: checked)."""
    blocks = []
    for name in ("imstb_truetype.h", "imstb_rectpack.h", "imstb_textedit.h"):
        text = read(os.path.join(DEPS, "imgui-1.86", name))
        start = text.rfind("This software is available under 2 licenses")
        end = text.find("*/", start)
        if start < 0 or end < 0:
            raise Missing(f".deps/imgui-1.86/{name} has no license block")
        blocks.append(text[start:end].rstrip())
    if len({re.sub(r"Copyright \(c\) \d+", "", b) for b in blocks}) != 1:
        raise Missing("the stb headers in .deps/imgui-1.86 carry different license texts")
    return blocks[0] + "\n"


def proggy_notice():
    """ImGui's built-in fallback font, as imgui_draw.cpp states its origin and license."""
    text = read(os.path.join(DEPS, "imgui-1.86", "imgui_draw.cpp"))
    match = re.search(r"^// ProggyClean\.ttf\n(// Copyright.*?\n// MIT license.*?\n)", text, re.M)
    if not match:
        raise Missing(".deps/imgui-1.86/imgui_draw.cpp has no ProggyClean notice")
    return "ProggyClean.ttf (compiled into imgui_draw.cpp):\n" + match.group(1).replace("// ", "")


def eigen_bfloat16_notice():
    text = read(os.path.join(EIGEN, "Eigen/src/Core/arch/Default/BFloat16.h"))
    match = re.match(r"/\* (Copyright.*?)\n=+\*/", text, re.S)
    if not match:
        raise Missing("Eigen's BFloat16.h does not start with its license notice")
    return match.group(1).rstrip() + "\n"


def components():
    """Each component: name, version, spdx, used (what for), into (where built in), source (where the
    build takes it from), and texts: [(title, text)]."""
    imgui = os.path.join(DEPS, "imgui-1.86")
    tinyxml2 = os.path.join(DEPS, "tinyxml2-9.0.0")
    zlib = os.path.join(DEPS, "zlib-1.2.13")
    utf8proc = os.path.join(DEPS, "utf8proc-2.8.0")
    eigen_version = ".".join(define(os.path.join(EIGEN, "Eigen/src/Core/util/Macros.h"), f"EIGEN_{p}_VERSION") for p in ("WORLD", "MAJOR", "MINOR"))
    json_version = ".".join(define("/usr/include/nlohmann/detail/abi_macros.hpp", f"NLOHMANN_JSON_VERSION_{p}") for p in ("MAJOR", "MINOR", "PATCH"))
    tinyxml2_version = ".".join(define(os.path.join(tinyxml2, "tinyxml2.h"), f"TIXML2_{p}_VERSION") for p in ("MAJOR", "MINOR", "PATCH"))
    eigen_text, eigen_paragraphs = copyright_excerpt("libeigen3-dev", ["Eigen/src/Core/Matrix.h", "Eigen/src/Core/util/MKL_support.h"])
    emscripten_text, emscripten_paragraphs = copyright_excerpt("emscripten", [
        "src/preamble.js", "src/library.js", "src/library_glfw.js", "src/library_webgl.js", "src/library_html5.js",
        "system/lib/dlmalloc.c", "system/lib/libcxx/src/string.cpp", "system/lib/libcxxabi/src/cxa_demangle.cpp",
        "system/lib/compiler-rt/lib/builtins/udivmodti4.c"])
    glfw_text, glfw_paragraphs = copyright_excerpt("libglfw3-dev", ["src/window.c", "src/x11_window.c", "src/glx_context.c"])
    return [
        dict(name="Dear ImGui", version=define(os.path.join(imgui, "imgui.h"), "IMGUI_VERSION"), spdx="MIT",
             used="the windows, panels, buttons and text of the user interface; with it, Sean Barrett's stb_truetype, "
                  "stb_rect_pack and stb_textedit (MIT or public domain) and the ProggyClean font (MIT), its fallback font",
             into="page, desktop", source="Debian's source package imgui (upstream tarball, unpacked into .deps by ./wrenchlab setup)",
             texts=[("LICENSE.txt", read(os.path.join(imgui, "LICENSE.txt"))), ("imstb_truetype.h, imstb_rectpack.h, imstb_textedit.h", stb_notice()),
                    ("imgui_draw.cpp", proggy_notice())]),
        dict(name="Eigen", version=eigen_version, spdx="MPL-2.0", debian=("libeigen3-dev", debian_version("libeigen3-dev")),
             used="vectors, matrices and their factorisations in the engine (header-only; compiled with EIGEN_MPL2_ONLY, "
                  "so that none of Eigen's LGPL-licensed files can be included)",
             into="page, desktop, CLI", source="Debian's package libeigen3-dev (headers)",
             note="The Mozilla Public License 2.0 asks that the source of Eigen's files in our programs be available: "
                  "we use them unchanged, as Debian ships them (`apt-get source eigen3`) and as Eigen publishes them "
                  f"(https://gitlab.com/libeigen/eigen, tag {eigen_version}). Eigen/Core includes "
                  "Eigen/src/Core/arch/Default/BFloat16.h, which carries the Apache License 2.0 (its notice and the license "
                  "below); Eigen/src/Core/util/MKL_support.h carries Intel's BSD-3-Clause license (below).",
             texts=[("Debian's copyright file (the paragraphs for Eigen's dense modules)", eigen_text),
                    ("Eigen/src/Core/arch/Default/BFloat16.h", eigen_bfloat16_notice()),
                    ("/usr/share/common-licenses/Apache-2.0", read("/usr/share/common-licenses/Apache-2.0"))]),
        dict(name="JSON for Modern C++ (nlohmann/json)", version=json_version, spdx="MIT", debian=("nlohmann-json3-dev", debian_version("nlohmann-json3-dev")),
             used="reading and writing JSON: lessons, models, links, the CLI's output (header-only)",
             into="page, desktop, CLI", source="Debian's package nlohmann-json3-dev (headers)",
             texts=[("Debian's copyright file", copyright_excerpt("nlohmann-json3-dev", [
                 "include/nlohmann/json.hpp", "include/nlohmann/detail/conversions/to_chars.hpp", "include/nlohmann/detail/output/serializer.hpp"])[0])]),
        dict(name="TinyXML-2", version=tinyxml2_version, spdx="Zlib",
             used="reading XML: OpenSim models and setups, URDF and MJCF robot files, COLLADA meshes",
             into="page, desktop, CLI", source="Debian's source package tinyxml2 (upstream tarball, unpacked into .deps by ./wrenchlab setup)",
             texts=[("LICENSE.txt", read(os.path.join(tinyxml2, "LICENSE.txt")))]),
        dict(name="zlib", version=define(os.path.join(zlib, "zlib.h"), "ZLIB_VERSION"), spdx="Zlib",
             used="deflate and inflate: links that carry a lesson or a file, compressed VTK meshes",
             into="page, desktop, CLI", source="Debian's source package zlib (upstream tarball, unpacked into .deps by ./wrenchlab setup)",
             texts=[("LICENSE", read(os.path.join(zlib, "LICENSE")))]),
        dict(name="utf8proc", version=".".join(define(os.path.join(utf8proc, "utf8proc.h"), f"UTF8PROC_VERSION_{p}") for p in ("MAJOR", "MINOR", "PATCH")),
             spdx="MIT AND Unicode-DFS-2015",
             used="Unicode's NFKC case folding of a student's name or ID, from which their own exercise numbers are drawn "
                  "(with the tables utf8proc_data.c, which it derives from the Unicode Character Database: the Unicode data license)",
             into="page, desktop, CLI", source="Debian's source package utf8proc (upstream tarball, unpacked into .deps by ./wrenchlab setup)",
             texts=[("LICENSE.md", read(os.path.join(utf8proc, "LICENSE.md")))]),
        dict(name="CLI11", version=define("/usr/include/CLI/Version.hpp", "CLI11_VERSION"), spdx="BSD-3-Clause",
             debian=("libcli11-dev", debian_version("libcli11-dev")),
             used="the command line of wrenchlab-cli (header-only)", into="CLI", source="Debian's package libcli11-dev (headers)",
             texts=[("Debian's copyright file", copyright_excerpt("libcli11-dev", ["include/CLI/App.hpp"])[0])]),
        dict(name="GLFW", version=debian_version("libglfw3-dev").split("-")[0], spdx="Zlib", debian=("libglfw3-dev", debian_version("libglfw3-dev")),
             used="the desktop's window, input and OpenGL context (Debian's shared library libglfw3, linked at run time; "
                  "the page uses Emscripten's own implementation of GLFW's interface, below)",
             into="desktop", source="Debian's package libglfw3-dev",
             texts=[("Debian's copyright file", glfw_text)] + common_licenses(glfw_paragraphs)),
        dict(name="DejaVu Sans (DejaVu fonts)", version=debian_version("fonts-dejavu-core").split("-")[0], spdx="Bitstream-Vera AND LicenseRef-Arev",
             debian=("fonts-dejavu-core", debian_version("fonts-dejavu-core")),
             used="the font of every text in the app (with the Greek letters and symbols of the formulas); the page carries "
                  "DejaVuSans.ttf cut down to the characters the UI draws (fonttools' pyftsubset: the same glyphs, its name unchanged)",
             into="page (in app.data), desktop (read from /usr/share/fonts at start)", source="Debian's package fonts-dejavu-core",
             texts=[("Debian's copyright file", copyright_excerpt("fonts-dejavu-core", None)[0])]),
        dict(name="Emscripten runtime and system libraries", version=read(os.path.join(EMSCRIPTEN, "emscripten-version.txt")).strip(),
             spdx="MIT OR NCSA; musl: MIT; LLVM: Apache-2.0 WITH LLVM-exception OR NCSA OR MIT; dlmalloc: CC0-1.0",
             debian=("emscripten", debian_version("emscripten")),
             used="what the compiler puts into the page besides our code: its JavaScript runtime (with its implementations of "
                  "GLFW, WebGL and the browser's events), the C library (musl), the C++ library (LLVM's libc++, libc++abi, "
                  "compiler-rt) and the memory allocator (dlmalloc)",
             into="page", source="Debian's package emscripten",
             texts=[("Debian's copyright file (the paragraphs for the runtime and the libraries above)", emscripten_text)] +
                   common_licenses(emscripten_paragraphs) +
                   [("system/lib/libc/musl/COPYRIGHT", read(os.path.join(EMSCRIPTEN, "system/lib/libc/musl/COPYRIGHT")))]),
    ]


def test_components():
    """What only the tests and benchmarks use: never built into the page, the desktop or the CLI."""
    package = json.loads(read(os.path.join(ROOT, "web", "tests", "package.json")))
    pinned = {**package.get("devDependencies", {}), **package.get("dependencies", {})}
    out = [
        dict(name="doctest", version=debian_version("doctest-dev").split("~")[0].split("-")[0], spdx="MIT", debian=("doctest-dev", debian_version("doctest-dev")),
             used="the C++ unit tests (ctest)", into="tests", source="Debian's package doctest-dev (header)",
             texts=[("Debian's copyright file", copyright_excerpt("doctest-dev", ["doctest/doctest.h"])[0])]),
        dict(name="MuJoCo", version=debian_version("libmujoco-dev").split("-")[0], spdx="Apache-2.0", debian=("libmujoco-dev", debian_version("libmujoco-dev")),
             used="the oracle of the robot-model test (tests/oracle) and the benchmarks' peer", into="tests, benchmarks",
             source="Debian's package libmujoco-dev",
             texts=[("Debian's copyright file", copyright_excerpt("libmujoco-dev", ["src/engine/engine_forward.c"])[0]),
                    ("/usr/share/common-licenses/Apache-2.0", read("/usr/share/common-licenses/Apache-2.0"))]),
    ]
    for name, used, license_file in (("playwright-core", "drives Debian's Chromium in the browser tests", "LICENSE"),
                                      ("axe-core", "the accessibility checks of the browser tests", "LICENSE")):
        meta = json.loads(read(os.path.join(NODE_MODULES, name, "package.json")))
        if meta["version"] != pinned.get(name):
            raise Missing(f"web/tests/node_modules holds {name} {meta['version']}, web/tests/package.json pins {pinned.get(name)}: run ./wrenchlab setup")
        out.append(dict(name=name, version=meta["version"], spdx=meta["license"], used=used, into="tests",
                        source="npm (pinned in web/tests/package.json)", texts=[(license_file, read(os.path.join(NODE_MODULES, name, license_file)))]))
    return out


# ---- the file -------------------------------------------------------------------------------------

def heading(text, underline):
    return f"{text}\n{underline * len(text)}\n"


def wrap(text, indent=""):
    words, lines, line = text.split(), [], indent
    for w in words:
        if len(line) + len(w) + (line != indent) > WIDTH and line != indent:
            lines.append(line)
            line = indent
        line += ("" if line == indent else " ") + w
    lines.append(line)
    return "\n".join(lines) + "\n"


def table(rows):
    header = ("Component", "Version", "License (SPDX)", "Built into")
    widths = [max(len(r[i]) for r in [header] + rows) for i in range(3)]
    line = lambda r: "  ".join(r[i].ljust(widths[i]) for i in range(3)) + "  " + r[3]
    return "\n".join([line(header)] + [line(r) for r in rows]) + "\n"


def section(number, c):
    out = heading(f"{number}. {c['name']} {c['version']}", "-") + "\n"
    out += wrap(f"Used for: {c['used']}.")
    out += wrap(f"Built into: {c['into']}.")
    source = c["source"] + (f", version {c['debian'][1]}" if "debian" in c else "")
    out += wrap(f"Taken from: {source}.")
    out += wrap(f"License: {c['spdx']}.")
    if c.get("note"):
        out += "\n" + wrap(c["note"])
    for title, text in c["texts"]:
        out += "\n" + f"--- {title} ---\n\n" + text.rstrip("\n") + "\n"
    return out + "\n"


def notices():
    built, tests = components(), test_components()
    own = read(os.path.join(ROOT, "LICENSE"))
    content = read(os.path.join(ROOT, "content", "LICENSE"))
    out = heading("WrenchLab: third-party notices", "=") + "\n"
    out += wrap("WrenchLab's own code is free software under the MIT License (LICENSE, below); its lessons, models and data "
                "(content/) are under the Creative Commons Attribution 4.0 International license (content/LICENSE, below). "
                "WrenchLab is built with the free software and fonts listed here, each under its own license, whose text "
                "follows. This file is written by tools/third-party-notices.py from the sources and Debian packages the "
                "build uses, and checked against them by the tests (ctest: third_party_notices).")
    out += "\n" + heading("Built into the page, the desktop program and the CLI", "=") + "\n"
    out += table([(c["name"], c["version"], c["spdx"].split(";")[0], c["into"]) for c in built]) + "\n"
    out += wrap("The desktop program and the CLI also use, at run time, the system's own shared libraries (the C and "
                "C++ runtime libraries, OpenGL), which are not part of WrenchLab's files.")
    out += "\n" + heading("Used only by the tests and benchmarks (not built into the page, the desktop or the CLI)", "=") + "\n"
    out += table([(c["name"], c["version"], c["spdx"], c["into"]) for c in tests]) + "\n"
    out += heading("WrenchLab's own licenses", "=") + "\n"
    out += "--- LICENSE (the code) ---\n\n" + own.rstrip("\n") + "\n\n"
    out += "--- content/LICENSE (the lessons, models and data) ---\n\n" + content.rstrip("\n") + "\n\n"
    out += heading("The components and their licenses", "=") + "\n"
    for i, c in enumerate(built + tests, 1):
        out += section(i, c)
    return out.rstrip("\n") + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare THIRD-PARTY-NOTICES.txt with what would be written")
    parser.add_argument("--output", default=NOTICES)
    args = parser.parse_args()
    try:
        text = notices()
    except Missing as e:
        print(f"third-party notices: {e} (./wrenchlab setup installs every source of the notices)", file=sys.stderr)
        return 2
    if args.check:
        try:
            committed = read(args.output)
        except Missing:
            committed = ""
        if committed == text:
            print(f"PASS third-party notices: {os.path.relpath(args.output, ROOT)} matches the sources this build uses")
            return 0
        diff = list(difflib.unified_diff(committed.splitlines(), text.splitlines(), "committed", "from this machine's sources", lineterm="", n=1))
        print(f"FAIL third-party notices: {os.path.relpath(args.output, ROOT)} differs from the sources this build uses "
              f"(python3 tools/third-party-notices.py writes it anew):", file=sys.stderr)
        print("\n".join(diff[:40]), file=sys.stderr)
        return 1
    with open(args.output, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"wrote {os.path.relpath(args.output, ROOT)} ({len(text) // 1024} kB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
