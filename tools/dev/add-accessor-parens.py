#!/usr/bin/env python3
"""Development helper: after a struct's public fields became accessor functions of the same name, reads
GCC's errors from a build log and adds the missing "()" where an accessor is used as a field
("model.segments[i]" → "model.segments()[i]"). Run the build, pipe its output here, repeat until clean.

    cmake --build build/native 2>&1 | python3 tools/dev/add-accessor-parens.py segments loads nq ...
"""
import re
import sys

names = set(sys.argv[1:])
# GCC: "file:line:col: error: invalid use of non-static member function '...'"
# or "... error: 'const class wl::Model' has no member named ..." (not fixable here) — we key on the first.
pattern = re.compile(r"^(/[^:]+):(\d+):(\d+): error: (invalid use of (non-static )?member function|"
                     r"cannot convert '<unresolved overloaded function type>'|"
                     r"no match for 'operator\[\]'|"
                     r"invalid use of member function)")
edits = {}
for line in sys.stdin:
    m = pattern.match(line)
    if not m:
        continue
    path, row, col = m.group(1), int(m.group(2)), int(m.group(3))
    edits.setdefault(path, set()).add((row, col))

changed = 0
for path, spots in edits.items():
    lines = open(path, encoding="utf-8").read().split("\n")
    # Later columns first so earlier edits do not shift them.
    for row, col in sorted(spots, key=lambda rc: (rc[0], -rc[1])):
        text = lines[row - 1]
        # GCC's column is in bytes, 1-based, and points at the start of the member expression or the name.
        raw = text.encode("utf-8")
        start = col - 1
        # Find the first accessor name at or after the column that is not already followed by "(".
        for m in re.finditer(rb"[A-Za-z_][A-Za-z_0-9]*", raw[start:]):
            word = m.group(0).decode()
            end = start + m.end()
            if word in names and not raw[end:end + 1] == b"(":
                raw = raw[:end] + b"()" + raw[end:]
                changed += 1
                break
        lines[row - 1] = raw.decode("utf-8")
    open(path, "w", encoding="utf-8").write("\n".join(lines))
print(f"added () at {changed} places in {len(edits)} files", file=sys.stderr)
