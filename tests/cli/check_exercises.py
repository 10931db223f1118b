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
import tempfile

VARIED_LESSONS = ["radial-slider", "stuttering-motor", "vinyl-needle", "dalembert-arm"]
ROSTER = 'name,id,email\n"Silva, Ana",2024-0173,ana@example.org\nJoão Ünal,,joao@example.org\n  Zoë   Ng ,Z-9,\n'
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


def normalise(name):
    """The engine's normalisation for the names used here (ASCII and Latin-1 letters)."""
    out = " ".join(name.replace("\t", " ").split())
    return "".join(chr(ord(c) + 32) if ("A" <= c <= "Z" or ("\u00c0" <= c <= "\u00de" and c != "\u00d7")) else c for c in out)


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
            html = open(os.path.join(out_dirs[0], "001-silva-ana.html"), encoding="utf-8").read()
            check(f"exercises {lesson}: the HTML sheet has the figures inline and the student's link",
                  html.count("<svg ") == len(spec["exercises"]) and "student=2024-0173&amp;seed=42" in html, html[:300])
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
