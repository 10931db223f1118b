"""`wrenchlab-cli exercises`: a lecturer's sheets and answer key for a class (lesson/Variant.hpp).

- The same roster and seed give the same files, byte for byte (two runs compared).
- Every answer in the key equals what `terms` or `matrices` print for that student's numbers
  (--lesson-step and --set with the key's parameters): the key and the app's exercises use one engine.
- A verification code made by an independent implementation (Python's hashlib, from the key's answers)
  is accepted by --verify, for all the exercises and for a subset; a changed code is refused.
Called by check_cli.py with its run() and check()."""
import csv
import filecmp
import hashlib
import io
import json
import math
import os
import re
import tempfile
import unicodedata

VARIED_LESSONS = ["radial-slider", "stuttering-motor", "vinyl-needle", "dalembert-arm"]
ROSTER = 'name,id,email\n"Silva, Ana",2024-0173,ana@example.org\nJoão Ünal,,joao@example.org\n  Zoë   Ng ,Z-9,\n'
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


SPACES = set(" \t\u00a0\u1680\u2028\u2029\u202f\u205f\u3000") | {chr(c) for c in range(0x2000, 0x200B)}
INVISIBLE = {"\u00ad", "\u200b", "\u200e", "\u200f", "\ufeff"} | {chr(c) for c in (*range(0x202A, 0x202F), *range(0x2060, 0x2065),
                                                                           *range(0x2066, 0x206A))}


# Default-ignorable characters beyond INVISIBLE that NFKC_Casefold drops (those a name may bring along).
IGNORABLE = {"\u034f", "\u200c", "\u200d", "\u2065", *(chr(c) for c in range(0xFE00, 0xFE10))}


def normalise(name):
    """The engine's normalisation (docs/lesson-format.md, vary), from Python's own Unicode database: every
    space one space, invisible characters dropped, then Unicode's NFKC_Casefold (NFKC of the full case
    folding of the NFKD, default-ignorable characters dropped), then the spaces made one again."""
    s = "".join(" " if c in SPACES else c for c in name if c not in INVISIBLE)
    s = unicodedata.normalize("NFKC", unicodedata.normalize("NFKD", s).casefold())
    s = "".join(c for c in s if c not in IGNORABLE)
    return " ".join(w for w in s.split(" ") if w)


def three_digits(v):
    """|v| to 3 significant digits as the engine's canonical answer: 12-digit snap, then half up."""
    v = abs(v)
    if v == 0:
        return "0"
    mantissa, exponent = f"{v:.11e}".split("e")
    digits = mantissa.replace(".", "")
    kept = int(digits[:3]) + (1 if digits[3] >= "5" else 0)
    exponent = int(exponent)
    if kept == 1000:
        kept, exponent = 100, exponent + 1
    return f"{kept // 100}.{kept % 100:02d}e{exponent}"


def code_of(seed, lesson, key, answers):
    message = f"wrenchlab verification 1\n{seed}\n{lesson}\n{key}\n" + "".join(f"{i}={a}\n" for i, a in answers)
    bits = int.from_bytes(hashlib.sha256(message.encode("utf-8")).digest()[:8], "big")
    symbols = "".join(CROCKFORD[(bits >> (59 - 5 * k)) & 31] for k in range(10))
    return symbols[:5] + "-" + symbols[5:]


def canonical(exercise, value):
    kind = exercise.get("kind", "sign")
    if kind == "magnitude":
        return three_digits(value)
    sign = "+" if value > 1e-6 else "-" if value < -1e-6 else "0"
    if kind == "sign":
        return sign
    holds = {"> 0": value > 1e-6, "< 0": value < -1e-6, "= 0": abs(value) <= 1e-6}
    return next(cond for cond in exercise["choices"].values() if holds[cond])


def cli_value(run, lesson, exercise, step, sets):
    """The exercise's quantity from `terms` or `matrices` with the student's numbers; None if neither prints it."""
    q = exercise["quantity"]
    base = [lesson, "-t", str(exercise.get("time", 0))] + (["--lesson-step", str(step + 1)] if step >= 0 else [])
    for s in sets:
        base += ["--set", s]
    parts = q.split(".")
    if parts[0] == "term" and len(parts) == 4:
        code, out, err = run("terms", *base, "--frame", exercise.get("frame", "world"), "--about", exercise.get("about", "proximal"),
                             "--express", exercise.get("expressed_in", "observer"), "--format", "json")
        if code != 0:
            return err
        segment = next(s for s in json.loads(out)["samples"][0]["segments"] if s["name"] == exercise["segment"])
        vector = segment["terms"][parts[1]][parts[2]]
        return math.sqrt(sum(c * c for c in vector)) if parts[3] == "norm" else vector["xyz".index(parts[3])]
    if parts[0] in ("tau", "G", "C", "E", "qdd") and len(parts) == 2:
        code, out, err = run("matrices", *base, "--format", "json")
        if code != 0:
            return err
        m = json.loads(out)
        return m[parts[0]][m["coordinates"].index(parts[1])]
    return None


def check_exercises(run, check, root):
    with tempfile.TemporaryDirectory() as tmp:
        roster = os.path.join(tmp, "roster.csv")
        with open(roster, "w", encoding="utf-8") as f:
            f.write(ROSTER)
        compared = skipped = 0
        for lesson in VARIED_LESSONS:
            with open(os.path.join(root, "content", "lessons", lesson + ".json"), encoding="utf-8") as f:
                spec = json.load(f)
            exercises = {e["id"]: e for e in spec["exercises"]}
            check(f"exercises {lesson}: some exercise varies", any("vary" in e for e in spec["exercises"]), lesson)
            out_dirs = [os.path.join(tmp, lesson + "-a"), os.path.join(tmp, lesson + "-b")]
            for d in out_dirs:
                code, out, err = run("exercises", lesson, "--students", roster, "--seed", "42", "-o", d)
                check(f"exercises {lesson} -o exits 0", code == 0, err.strip())
            files = sorted(os.path.relpath(os.path.join(dp, f), out_dirs[0]) for dp, _, fs in os.walk(out_dirs[0]) for f in fs)
            expected = 3 * 2 + 3 * len(spec["exercises"]) + 1  # sheets (md, html), figures, key
            check(f"exercises {lesson}: {expected} files", len(files) == expected, files)
            same = all(filecmp.cmp(os.path.join(out_dirs[0], f), os.path.join(out_dirs[1], f), shallow=False) for f in files)
            check(f"exercises {lesson}: the same seed gives the same bytes", same, files)
            with open(os.path.join(out_dirs[0], "answer-key.csv"), encoding="utf-8") as f:
                key = list(csv.DictReader(f))
            check(f"exercises {lesson}: a key row per student and exercise", len(key) == 3 * len(spec["exercises"]), len(key))
            html = open(os.path.join(out_dirs[0], "001-Silva-Ana.html"), encoding="utf-8").read()
            fragment = f"#v2&amp;lesson={lesson}&amp;student=2024-0173&amp;seed=42"
            check(f"exercises {lesson}: the HTML sheet has the figures inline and the student's link, relative without --app-url",
                  html.count("<svg ") == len(spec["exercises"]) and f'<a href="../index.html{fragment}"><code>{fragment}</code></a>' in html,
                  html[:300])
            # Every answer equals the CLI's terms/matrices with the student's numbers.
            for row in key:
                e = exercises[row["exercise"]]
                sets = [p for p in row["parameters"].split("; ") if p]
                got = cli_value(run, lesson, e, e.get("step", -1), sets)
                if got is None:
                    skipped += 1
                    continue
                value = float(row["value"])
                ok = isinstance(got, float) and abs(got - value) <= 1e-8 * (1 + abs(value))
                if e.get("kind") == "magnitude":
                    ok = ok and abs(float(row["answer"]) - abs(value)) <= 1e-8 * (1 + abs(value))
                check(f"exercises {lesson} {row['student']} {row['exercise']} ({row['parameters']}): key {value} = CLI", ok, got)
                compared += 1
            # A student's parameters differ between students in a varied exercise.
            varied = [r for r in key if "vary" in exercises[r["exercise"]]]
            check(f"exercises {lesson}: the key names the drawn parameters", all(r["parameters"] for r in varied), varied[:1])
            # Verification codes, made here from the key's answers (Python's hashlib).
            for student in ({"name": "Silva, Ana", "typed": "2024-0173"}, {"name": "João Ünal", "typed": "JOÃO  ünal"}):
                rows = [r for r in key if r["student"] == student["name"]]
                answers = [(r["exercise"], canonical(exercises[r["exercise"]], float(r["value"]))) for r in rows]
                k = normalise(rows[0]["id"] or rows[0]["student"])
                for subset, label in ((answers, "all"), (answers[:2], "the first two")):
                    code_text = code_of(42, lesson, k, subset)
                    code, out, err = run("exercises", lesson, "--students", roster, "--seed", "42", "--student", student["typed"],
                                         "--verify", code_text)
                    check(f"exercises {lesson} --verify {label} for {student['name']}: accepted", code == 0 and
                          f"confirms {len(subset)} of {len(answers)}" in out, (code, out, err))
                forged = code_of(42, lesson, k, answers)
                forged = forged[:-1] + ("0" if forged[-1] != "0" else "1")
                code, out, err = run("exercises", lesson, "--students", roster, "--seed", "42", "--student", student["typed"],
                                     "--verify", forged)
                check(f"exercises {lesson} --verify a changed code: refused", code == 1 and "does NOT match" in out, (code, out, err))
                code, out, err = run("exercises", lesson, "--seed", "43", "--student", student["typed"], "--verify", code_of(42, lesson, k, answers))
                check(f"exercises {lesson} --verify with another set: refused", code == 1, (code, out, err))
            # By the name alone, as the student typed it (another case, extra spaces, the accents as combining
            # marks), with neither the class list nor the set: the set is found.
            rows = [r for r in key if r["student"] == "João Ünal"]
            answers = [(r["exercise"], canonical(exercises[r["exercise"]], float(r["value"]))) for r in rows]
            right = code_of(42, lesson, normalise("João Ünal"), answers)
            typed = unicodedata.normalize("NFD", "  JOÃO\u3000  ünal ")
            code, out, err = run("exercises", lesson, "--student", typed, "--verify", right)
            check(f"exercises {lesson} --verify by the name alone (NFD, case, spaces), no set: confirmed, set 42 found",
                  code == 0 and f"confirms {len(answers)} of {len(answers)}" in out and "made with set 42" in out, (code, out, err))
            code, out, err = run("exercises", lesson, "--student", "João Ünal", "--verify", right[:-1] + ("0" if right[-1] != "0" else "1"))
            check(f"exercises {lesson} --verify a wrong code by the name alone: refused in one line saying what to check",
                  code == 1 and "does NOT match" in out and "sets 0 to 9999" in out and "--seed N" in out and len(out.splitlines()) == 1,
                  (code, out, err))
            # A student whose sheet gives an ID but who typed their name in the app.
            rows = [r for r in key if r["student"] == "Silva, Ana"]
            answers = [(r["exercise"], canonical(exercises[r["exercise"]], float(r["value"]))) for r in rows]
            code, out, err = run("exercises", lesson, "--students", roster, "--seed", "42", "--student", "2024-0173", "--verify",
                                 code_of(42, lesson, normalise("Silva, Ana"), answers[:1]))
            check(f"exercises {lesson} --verify with the class list: a code made with the name instead of the ID is confirmed, saying so",
                  code == 0 and "confirms 1 of" in out and "not the ID 2024-0173" in out, (code, out, err))
            # One student's numbers as JSON: those of the key.
            code, out, err = run("exercises", lesson, "--student", "Z-9", "--seed", "42")
            one = json.loads(out) if code == 0 else {"exercises": []}
            rows = {r["exercise"]: r for r in key if r["id"] == "Z-9"}
            check(f"exercises {lesson} --student: the key's numbers and answers",
                  code == 0 and all(abs(e["value"] - float(rows[e["id"]]["value"])) <= 1e-9 * (1 + abs(e["value"])) for e in one["exercises"])
                  and len(one["exercises"]) == len(rows), (err, out[:200]))
        check(f"exercises: at least 40 key answers compared with terms/matrices ({compared}, {skipped} expression quantities skipped)",
              compared >= 40, compared)
        print(f"cli: exercises: {compared} key answers equal terms/matrices for the students' numbers, {skipped} skipped (expressions)")
        # Bad use of the command.
        for args, needle in ((["exercises", "radial-slider", "--students", roster], "-o DIR"),
                             (["exercises", "radial-slider", "--verify", "ABCDE-FGHJK"], "needs --student"),
                             (["exercises", "radial-slider", "--student", "Ana", "--verify", "ABC"], "10 letters and digits"),
                             (["exercises", "radial-slider", "--student", "Ana", "--seed", "x1"], "whole number"),
                             (["exercises", "radial-slider", "--students", roster, "--student", "Nobody", "--verify", "ABCDE-FGHJK"],
                              "is not on")):
            code, out, err = run(*args)
            check(f"{' '.join(args[:2])} … {needle}: exit 2", code == 2 and needle in err, (code, err))
    check_sheet_files(run, check)
    check_names(run, check)


# A class of 30 as lecturers in Germany, Brazil, Greece or China have it: accents (some typed as combining
# marks), Greek, Chinese, Korean (as macOS writes it, in jamo), Arabic, two students of one name told apart
# by their IDs, names that are reserved or unusable as file names on some system, a name of 92 characters.
CLASS_OF_30 = [
    ("Silva, Ana", "2024-0173"), ("José Álvarez", ""), ("李雷", ""), ("Li Wei", "S-101"), ("Li Wei", "S-102"),
    ("Ελένη Παπαδοπούλου", ""), (unicodedata.normalize("NFD", "Zoë Müller"), ""), (unicodedata.normalize("NFD", "김민준"), ""),
    ("محمد علي", ""), ("CON", ""), ("nul.txt", ""), ("Ana.", ""), ("..", ""), ('a/b\\c:d*e?f"g<h>i|j', ""), ("  Zoë   Ng ", "Z-9"),
    ("O'Brien", ""), ("Jean-Luc Picard", ""), ("Ølstad Æbelø", ""), ("Łukasz Żółć", ""), ("Nguyễn Văn An", ""), ("Иван Петров", ""),
    ("Ｌｉ　Ｌｅｉ", ""), ("Émile Zola", ""), ("ÉMILE ZOLA", "E-2"), ("zero\u200bwidth", ""), ("Δ", ""),
    ("Maria " + "da Silva " * 9 + "Souza", ""), ("王芳", "2024-0999"), ("Ana Silva", ""), ("Søren Kierkegaard", ""),
]
RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(10)), *(f"LPT{i}" for i in range(10))}


def csv_line(*fields):
    return ",".join('"' + f.replace('"', '""') + '"' if any(c in f for c in ',"') or f != f.strip() else f for f in fields) + "\n"


def check_sheet_files(run, check):
    """File names keep each student's name readable and are safe everywhere; the key names each student's files."""
    assert len(CLASS_OF_30) == 30
    with tempfile.TemporaryDirectory() as tmp:
        roster = os.path.join(tmp, "class.csv")
        with open(roster, "w", encoding="utf-8") as f:
            f.write("name,id\n" + "".join(csv_line(n, i) for n, i in CLASS_OF_30))
        out = os.path.join(tmp, "sheets")
        code, _, err = run("exercises", "radial-slider", "--students", roster, "--seed", "3", "-o", out)
        check("sheets for a class of 30 (accents, Greek, Chinese, Korean, Arabic, two of one name, reserved names): written",
              code == 0 and "note: without --app-url the sheets link to ../index.html" in err, err)
        names = sorted(os.listdir(out)) + sorted(os.listdir(os.path.join(out, "figures")))
        stems = sorted(n[:-5] for n in names if n.endswith(".html"))
        check("sheets for a class of 30: one HTML and one Markdown sheet each", len(stems) == 30 and
              sorted(n[:-3] for n in names if n.endswith(".md")) == stems, names[:40])
        folded = {unicodedata.normalize("NFC", s).casefold() for s in stems}
        check("sheets for a class of 30: no two students on one file name, even ignoring case", len(folded) == 30, stems)
        unsafe = [n for n in names if any(c in n for c in '<>:"/\\|?*') or any(ord(c) < 32 for c in n) or n.endswith((".", " "))
                  or n.split(".")[0].upper() in RESERVED or len(n.encode("utf-8")) > 255 or unicodedata.normalize("NFC", n) != n]
        check("sheets for a class of 30: every file name safe on Windows, macOS and Linux (and in NFC)", not unsafe, unsafe)
        wanted = ["002-José-Álvarez", "003-李雷", "004-Li-Wei", "005-Li-Wei", "006-Ελένη-Παπαδοπούλου", "007-Zoë-Müller", "008-김민준",
                  "009-محمد-علي", "010-CON", "011-nul-txt", "012-Ana", "013-student", "014-a-b-c-d-e-f-g-h-i-j", "015-Zoë-Ng", "016-OBrien",
                  "019-Łukasz-Żółć", "020-Nguyễn-Văn-An", "021-Иван-Петров", "025-zerowidth", "026-Δ"]
        check("sheets for a class of 30: the names readable in their own script and accents", all(w in stems for w in wanted),
              [w for w in wanted if w not in stems])
        long_name = next(s for s in stems if s.startswith("027-"))
        check("sheets for a class of 30: a long name cut to 60 bytes between words' characters, no dash at the end",
              len(long_name[4:].encode("utf-8")) <= 60 and not long_name.endswith("-") and long_name.startswith("027-Maria-da-Silva"), long_name)
        with open(os.path.join(out, "answer-key.csv"), encoding="utf-8") as f:
            key = list(csv.DictReader(f))
        sheet_of = {}
        for row in key:
            sheet_of.setdefault((row["student"], row["id"]), set()).add(row["sheet"])
        expected = {(n, i): {stems[k]} for k, (n, i) in enumerate(CLASS_OF_30)}
        check("sheets for a class of 30: the key's sheet column names each student's own files, in the list's order",
              sheet_of == expected, [(k, v, expected.get(k)) for k, v in sheet_of.items() if expected.get(k) != v][:3])
        # Every figure a Markdown sheet links to is there; the HTML sheet shows the name as written.
        missing = []
        for stem in stems:
            md = open(os.path.join(out, stem + ".md"), encoding="utf-8").read()
            for target in re.findall(r"!\[[^\]]*\]\(([^)]*)\)", md):
                if not os.path.exists(os.path.join(out, target)):
                    missing.append(target)
        check("sheets for a class of 30: every figure the Markdown sheets link to exists", not missing, missing[:3])
        html = open(os.path.join(out, "006-Ελένη-Παπαδοπούλου.html"), encoding="utf-8").read()
        check("sheets: the Greek student's sheet names her as written", "<strong>Student:</strong> <bdi>Ελένη Παπαδοπούλου</bdi>" in html, html[:600])
        md = open(os.path.join(out, "002-José-Álvarez.md"), encoding="utf-8").read()
        check("sheets: the Markdown link without --app-url is a link to ../index.html with the fragment",
              "Link: [\\#v2&lesson=radial-slider&student=Jos%C3%A9%20%C3%81lvarez&seed=3]"
              "(../index.html#v2&lesson=radial-slider&student=Jos%C3%A9%20%C3%81lvarez&seed=3)" in md, md[:900])
        # With the course's address, the links are whole: the HTML's <a href> and the Markdown's link.
        out2 = os.path.join(tmp, "sheets-url")
        code, _, err = run("exercises", "radial-slider", "--students", roster, "--seed", "3", "-o", out2, "--app-url",
                           "https://uni.example/kurs(2026)/wrenchlab/")
        url = "https://uni.example/kurs(2026)/wrenchlab/#v2&lesson=radial-slider&student=%E6%9D%8E%E9%9B%B7&seed=3"
        html = open(os.path.join(out2, "003-李雷.html"), encoding="utf-8").read() if code == 0 else ""
        md = open(os.path.join(out2, "003-李雷.md"), encoding="utf-8").read() if code == 0 else ""
        check("sheets with --app-url: the HTML link is an <a href> to the course's page, the Markdown a link with its parentheses encoded",
              code == 0 and "note:" not in err and f'<a href="{url.replace("&", "&amp;")}">' in html and
              "(https://uni.example/kurs%282026%29/wrenchlab/#v2&lesson=radial-slider&student=%E6%9D%8E%E9%9B%B7&seed=3)" in md,
              (err, html[html.find("Link"):][:300], md[md.find("Link"):][:300]))


# Names as a student types them and as the lecturer has them: one student each (the CLI's key equals the
# normalisation computed here from Python's Unicode database).
SAME_STUDENT = [
    ("José Álvarez", unicodedata.normalize("NFD", "  JOSÉ \t ÁLVAREZ ")),
    ("Ελένη Παπαδοπούλου", "ΕΛΈΝΗ ΠΑΠΑΔΟΠΟΎΛΟΥ"),
    ("Иван Петров", "ИВАН  ПЕТРОВ"),
    ("李雷", "\u3000李雷\u200b"),
    ("li lei", "Ｌｉ\u3000Ｌｅｉ"),
    ("Nguyễn Văn An", unicodedata.normalize("NFD", "NGUYỄN VĂN AN")),
    ("김민준", unicodedata.normalize("NFD", "김민준")),
    ("2024-0173", "２０２４-０１７３"),
    ("Ana Silva", "ana\u00a0silva"),
    # NFKC_Casefold (utf8proc): ß is ss, a ligature its letters, full width and a combining accent together.
    ("Jonas Straße", "JONAS STRASSE"),
    ("Fiona Ĳsselmeer", "ﬁona ijsselmeer"),
    ("José", "ＪＯＳＥ\u0301"),
]


def check_names(run, check):
    for lecturer, student in SAME_STUDENT:
        keys = []
        for typed in (lecturer, student):
            code, out, err = run("exercises", "radial-slider", "--student", typed)
            keys.append(json.loads(out)["key"] if code == 0 else err)
        check(f"names: {lecturer!r} and {student!r} are one student, as Python's Unicode normalises them",
              keys[0] == keys[1] == normalise(lecturer) == normalise(student), (keys, normalise(lecturer), normalise(student)))
    code, out, err = run("exercises", "radial-slider", "--student", "José")
    other = json.loads(out)["key"] if code == 0 else err
    check("names: an accent still tells two names apart (José is not Jose)", other != normalise("Jose"), other)
