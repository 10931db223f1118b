"""The exercise sheets' figures (engine/report/MechanismSvg): for every shipped lesson with "vary", every
exercise of a class of 30 in two sets, and every exercise of the other shipped lessons, measured in the
SVG itself:

- every line (rods, axes, the scale bar) and every marker lies wholly inside the picture: no cut axis;
- every text lies inside the picture, and its box, measured with DejaVu Sans's own advance widths
  (read from the font file, independent of the engine's estimate), overlaps no other text;
- a label above the caption row (a segment's name, an axis letter) keeps clear of every rod, axis and
  marker: its box does not touch their strokes.
Called by check_cli.py with its run() and check(); `python3 check_figures.py CLI ROOT [DIR]` also keeps
the figures in DIR to look at."""
import glob
import json
import math
import os
import re
import struct
import sys
import tempfile
import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"
FONT_PX = 12.0
DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def dejavu_advances(path):
    """Advance widths in em by code point from a TrueType file's cmap (format 4) and hmtx tables."""
    with open(path, "rb") as f:
        data = f.read()
    tables = {}
    for i in range(struct.unpack(">H", data[4:6])[0]):
        tag, _, offset, _ = struct.unpack(">4sIII", data[12 + 16 * i:28 + 16 * i])
        tables[tag.decode()] = offset
    units = struct.unpack(">H", data[tables["head"] + 18:tables["head"] + 20])[0]
    metrics = struct.unpack(">H", data[tables["hhea"] + 34:tables["hhea"] + 36])[0]
    hmtx = tables["hmtx"]
    advance = [struct.unpack(">H", data[hmtx + 4 * g:hmtx + 4 * g + 2])[0] for g in range(metrics)]
    cmap = tables["cmap"]
    glyphs = {}
    for i in range(struct.unpack(">H", data[cmap + 2:cmap + 4])[0]):
        platform, encoding, offset = struct.unpack(">HHI", data[cmap + 4 + 8 * i:cmap + 12 + 8 * i])
        sub = cmap + offset
        if platform != 3 or encoding != 1 or struct.unpack(">H", data[sub:sub + 2])[0] != 4:
            continue
        segments = struct.unpack(">H", data[sub + 6:sub + 8])[0] // 2
        ends = struct.unpack(f">{segments}H", data[sub + 14:sub + 14 + 2 * segments])
        starts_at = sub + 16 + 2 * segments
        starts = struct.unpack(f">{segments}H", data[starts_at:starts_at + 2 * segments])
        deltas = struct.unpack(f">{segments}h", data[starts_at + 2 * segments:starts_at + 4 * segments])
        range_at = starts_at + 4 * segments
        ranges = struct.unpack(f">{segments}H", data[range_at:range_at + 2 * segments])
        for k in range(segments):
            for cp in range(starts[k], ends[k] + 1):
                if cp == 0xFFFF:
                    continue
                if ranges[k] == 0:
                    g = (cp + deltas[k]) & 0xFFFF
                else:
                    at = range_at + 2 * k + ranges[k] + 2 * (cp - starts[k])
                    g = struct.unpack(">H", data[at:at + 2])[0]
                    g = (g + deltas[k]) & 0xFFFF if g else 0
                glyphs[cp] = advance[min(g, metrics - 1)] / units
    return glyphs


try:
    ADVANCE = dejavu_advances(DEJAVU)
except OSError:
    ADVANCE = {}  # no DejaVu Sans here: a generous 0.7 em a character


def text_width(text):
    return FONT_PX * sum(ADVANCE.get(ord(c), 1.0 if ord(c) >= 0x1100 else 0.7) for c in text)


def text_box(element):
    """The box of a text: anchor and baseline as written, ascent 0.76 em, descent 0.24 em."""
    x, y, w = float(element.get("x")), float(element.get("y")), text_width(element.text or "")
    anchor = element.get("text-anchor", "start")
    left = x - w / 2 if anchor == "middle" else x - w if anchor == "end" else x
    return (left, y - 0.76 * FONT_PX, left + w, y + 0.24 * FONT_PX)


def overlap(a, b):
    return min(a[2], b[2]) - max(a[0], b[0]) > 0.01 and min(a[3], b[3]) - max(a[1], b[1]) > 0.01


def point_segment(p, a, b):
    ab = (b[0] - a[0], b[1] - a[1])
    n = ab[0] ** 2 + ab[1] ** 2
    t = 0 if n < 1e-12 else max(0.0, min(1.0, ((p[0] - a[0]) * ab[0] + (p[1] - a[1]) * ab[1]) / n))
    return math.dist(p, (a[0] + t * ab[0], a[1] + t * ab[1]))


def segment_box(a, b, box):
    """Distance from segment a-b to a box (0 if they meet), by sampling the segment finely."""
    steps = max(1, int(math.dist(a, b) / 0.5))
    best = float("inf")
    for k in range(steps + 1):
        p = (a[0] + (b[0] - a[0]) * k / steps, a[1] + (b[1] - a[1]) * k / steps)
        dx = max(box[0] - p[0], 0, p[0] - box[2])
        dy = max(box[1] - p[1], 0, p[1] - box[3])
        best = min(best, math.hypot(dx, dy))
    return best


def measure_figures(out):
    """The SVG figures a sheet folder holds: how many, how many texts they draw, and their problems."""
    count, texts, problems = 0, 0, []
    for svg in sorted(glob.glob(os.path.join(out, "figures", "*.svg"))):
        count += 1
        texts += len(re.findall(r"<text ", open(svg, encoding="utf-8").read()))
        problems += [f"{os.path.basename(svg)}: {p}" for p in figure_problems(svg)]
    return count, texts, problems


def figure_problems(path):
    """What is wrong with one figure, in words (empty when it is right)."""
    root = ET.parse(path).getroot()
    _, _, width, height = (float(v) for v in root.get("viewBox").split())
    problems = []
    strokes = []  # (a, b, half width) of rods, axes and markers
    caption_top = height - 30.0
    for line in root.iter(SVG + "line"):
        a = (float(line.get("x1")), float(line.get("y1")))
        b = (float(line.get("x2")), float(line.get("y2")))
        half = float(line.get("stroke-width", "1")) / 2
        for p in (a, b):
            if not (half <= p[0] <= width - half and half <= p[1] <= height - half):
                problems.append(f"a line reaches {p[0]:.1f},{p[1]:.1f}, outside the {width:g}×{height:g} picture (cut)")
        if max(a[1], b[1]) < caption_top:
            strokes.append((a, b, half))
    for circle in root.iter(SVG + "circle"):
        c, r = (float(circle.get("cx")), float(circle.get("cy"))), float(circle.get("r"))
        if not (r <= c[0] <= width - r and r <= c[1] <= height - r):
            problems.append(f"a marker at {c[0]:.1f},{c[1]:.1f} is cut by the picture's edge")
        strokes.append((c, c, r))
    texts = [(t.text, text_box(t)) for t in root.iter(SVG + "text")]
    for i, (text, box) in enumerate(texts):
        if box[0] < 0 or box[1] < 0 or box[2] > width or box[3] > height:
            problems.append(f"the text {text!r} at {box[0]:.1f}…{box[2]:.1f}, {box[1]:.1f}…{box[3]:.1f} is cut by the picture's edge")
        for other, box2 in texts[i + 1:]:
            if overlap(box, box2):
                problems.append(f"the texts {text!r} and {other!r} overlap")
        if box[3] <= caption_top:
            for a, b, half in strokes:
                if segment_box(a, b, box) < half:
                    problems.append(f"the label {text!r} lies on a stroke from {a[0]:.0f},{a[1]:.0f} to {b[0]:.0f},{b[1]:.0f}")
    return problems


def lessons_with_exercises(root):
    """(lesson id, whether an exercise varies) for every shipped lesson (content/lessons/index.json) with exercises."""
    folder = os.path.join(root, "content", "lessons")
    with open(os.path.join(folder, "index.json"), encoding="utf-8") as f:
        shipped = json.load(f)["lessons"]
    lessons = []
    for lesson in shipped:
        with open(os.path.join(folder, lesson + ".json"), encoding="utf-8") as f:
            exercises = json.load(f).get("exercises", [])
        if exercises:
            lessons.append((lesson, any("vary" in e for e in exercises)))
    return lessons


ROSTER = "name\n" + "".join(f"Student {k}\n" for k in range(1, 31))


# A figure made to be wrong in each way the measure looks for: it must find every fault.
BAD_FIGURE = """<svg xmlns="http://www.w3.org/2000/svg" width="420.00" height="300.00" viewBox="0 0 420.00 300.00">
<line x1="380.00" y1="100.00" x2="440.00" y2="100.00" stroke="#6b7280" stroke-width="1.5"/>
<line x1="100.00" y1="150.00" x2="300.00" y2="150.00" stroke="#1f5fa8" stroke-width="6.00"/>
<text x="200.00" y="154.00" text-anchor="middle">rod</text>
<text x="60.00" y="60.00" text-anchor="middle">bead</text>
<text x="70.00" y="62.00" text-anchor="middle">y</text>
<text x="415.00" y="40.00" text-anchor="start">x</text>
</svg>
"""


def check_figures(run, check, root, keep=None):
    with tempfile.NamedTemporaryFile("w", suffix=".svg", delete=False) as f:
        f.write(BAD_FIGURE)
    found = figure_problems(f.name)
    os.unlink(f.name)
    wanted = ("outside the", "'rod' lies on a stroke", "'bead' and 'y' overlap", "'x' at")
    check("figures: the measure finds a cut axis, a label on a rod, overlapping labels and a cut label",
          all(any(w in p for p in found) for w in wanted) and len(found) == 4, found)
    every = lessons_with_exercises(root)
    lessons = [lesson for lesson, varies in every if varies]
    others = [lesson for lesson, varies in every if not varies]
    check("figures: the shipped lessons with vary are found", len(lessons) >= 4, every)
    with tempfile.TemporaryDirectory() as tmp:
        base = keep or tmp
        roster = os.path.join(tmp, "class-of-30.csv")
        with open(roster, "w", encoding="utf-8") as f:
            f.write(ROSTER)
        figures = labels = 0
        for lesson in lessons:
            for seed in ("7", "2026"):
                out = os.path.join(base, f"{lesson}-{seed}")
                code, _, err = run("exercises", lesson, "--students", roster, "--seed", seed, "-o", out)
                check(f"figures {lesson} set {seed}: sheets written", code == 0, err.strip())
                n, texts, problems = measure_figures(out)
                figures += n
                labels += texts
                check(f"figures {lesson} set {seed}: no cut axis or marker, no overlapping or misplaced label", not problems, problems[:6])
        check("figures: every exercise of 30 students in two sets measured", figures >= 30 * 2 * len(lessons), figures)
        # The lessons whose exercises vary nothing draw the same figure for everyone: one student each.
        one = os.path.join(tmp, "one.csv")
        with open(one, "w", encoding="utf-8") as f:
            f.write("name\nAna\n")
        for lesson in others:
            out = os.path.join(base, lesson)
            code, _, err = run("exercises", lesson, "--students", one, "-o", out)
            check(f"figures {lesson}: sheet written", code == 0, err.strip())
            n, texts, problems = measure_figures(out)
            figures += n
            labels += texts
            check(f"figures {lesson}: no cut axis or marker, no overlapping or misplaced label", not problems, problems[:6])
        print(f"cli: figures: {figures} SVG figures of {len(lessons) + len(others)} lessons measured ({labels} texts, "
              f"{'DejaVu Sans metrics' if ADVANCE else 'estimated widths'}): none cut, none overlapping")


if __name__ == "__main__":
    import subprocess

    def run_cli(*args):
        p = subprocess.run([sys.argv[1], *args], capture_output=True, text=True)
        return p.returncode, p.stdout, p.stderr

    failed = []

    def check_one(label, ok, detail=""):
        if not ok:
            failed.append(label)
            print(f"FAIL {label}: {detail}")

    check_figures(run_cli, check_one, sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else None)
    sys.exit(1 if failed else 0)
