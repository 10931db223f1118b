"""Drives wrenchlab-cli as a user would and checks what it prints. Exit status 0 when all pass."""
import json
import math
import os
import subprocess
import sys

CLI, ROOT = sys.argv[1], sys.argv[2]
failures = []
passed = 0


def run(*args, stdin=None):
    p = subprocess.run([CLI, *args], capture_output=True, text=True, timeout=120, input=stdin)
    return p.returncode, p.stdout, p.stderr


def check(name, condition, detail=""):
    global passed
    if condition:
        passed += 1
    else:
        failures.append(f"{name}: {detail}")


def lessons():
    code, out, err = run("list")
    check("list exits 0", code == 0, err)
    ids, section = [], None
    for line in out.splitlines():
        if line.startswith("Lessons"):
            section = "lessons"
        elif line.startswith("Models"):
            section = "models"
        elif section == "lessons" and line.strip():
            ids.append(line.split()[0])
    return ids


ids = lessons()
check("list shows the ten lessons", len(ids) == 10, f"got {ids}")

for lesson in ids:
    code, out, err = run("terms", lesson, "--format", "json")
    check(f"terms {lesson} exits 0", code == 0, err.strip())
    if code != 0:
        continue
    data = json.loads(out)
    check(f"terms {lesson}: documented envelope", all(k in data for k in ("observer", "expressed_in", "samples")), list(data))
    sample = data["samples"][0]
    check(f"terms {lesson}: joint wrench invariance", sample["joint_wrench_discrepancy"] < 1e-8,
          sample["joint_wrench_discrepancy"])
    for seg in sample["segments"]:
        w = seg["terms"]["coriolis"]
        check(f"terms {lesson}: W has force, moment, about, frame", all(k in w for k in ("force", "moment", "about", "frame")), list(w))
        residual = max(abs(v) for v in seg["residual"])
        check(f"terms {lesson}: balance of {seg['name']} closes", residual < 1e-8, residual)
    code, out, err = run("describe", lesson)
    check(f"describe {lesson} exits 0", code == 0, err.strip())
    code, out, err = run("matrices", lesson, "--format", "json")
    check(f"matrices {lesson} exits 0", code == 0, err.strip())
    if code == 0:
        m = json.loads(out)
        n = len(m["coordinates"])
        # τ = M q̈ + C + G + E + P, reassembled from the printed parts.
        for i in range(n):
            total = sum(m["M"][i][j] * m["qdd"][j] for j in range(n)) + m["C"][i] + m["G"][i] + m["E"][i] + m["P"][i]
            check(f"matrices {lesson}: τ[{i}] = M q̈ + C + G + E + P", abs(total - m["tau"][i]) < 1e-8 * (1 + abs(total)),
                  (total, m["tau"][i]))

# The joint wrench is the same physical wrench whichever frame observes; expressed in the world it
# must print the same numbers, while a fictitious term changes.
if "nlink" in ids or "n-link" in ids:
    lesson = "nlink" if "nlink" in ids else "n-link"
    outs = {}
    for frame in ("world", "own", "parent"):
        code, out, err = run("terms", lesson, "-t", "0.7", "--frame", frame, "--express", "world", "--format", "json")
        check(f"terms {lesson} --frame {frame}", code == 0, err.strip())
        if code == 0:
            outs[frame] = json.loads(out)["samples"][0]
    if len(outs) == 3:
        for seg in range(len(outs["world"]["segments"])):
            jw = [outs[f]["segments"][seg]["terms"]["joint"] for f in outs]
            diff = max(abs(a - b) for x in jw for y in jw for a, b in zip(x["force"] + x["moment"], y["force"] + y["moment"]))
            check(f"joint wrench of segment {seg} frame-independent", diff < 1e-9, diff)
        cw = outs["world"]["segments"][-1]["terms"]["centrifugal"]["force"]
        co = outs["own"]["segments"][-1]["terms"]["centrifugal"]["force"]
        check("centrifugal term is zero in the world and not in a rotating frame",
              max(map(abs, cw)) < 1e-12 and max(map(abs, co)) > 1e-6, (cw, co))

# Forward dynamics through the CLI: the double pendulum runs and its CSV has finite rows.
dp = next((i for i in ids if "pendulum" in i), None)
if dp:
    code, out, err = run("simulate", dp, "--integrator", "rk4", "--dt", "0.001", "--until", "2", "--samples", "21")
    check("simulate double pendulum exits 0", code == 0, err.strip())
    rows = [r for r in out.splitlines()[1:] if r]
    check("simulate prints 21 rows", len(rows) == 21, len(rows))
    check("simulate rows are finite", all(math.isfinite(float(x)) for r in rows for x in r.split(",")))
    code, out, err = run("simulate", dp, "--integrator", "rk4", "--dt", "0.001", "--until", "2", "--samples", "5", "--format", "json")
    check("simulate --format json", code == 0 and len(json.loads(out)["samples"]) == 5, err.strip())
    if code == 0:
        e = [s_["energy"]["total"] for s_ in json.loads(out)["samples"]]
        check("RK4 keeps the energy of the free double pendulum", max(e) - min(e) < 1e-6, e)

    # The lesson's last step switches on seed 003's elbow PID: at t = 0 the error and its integral
    # are zero, so the elbow torque is −kd ω2 = 2 · 6π (hand value); without the step it is zero.
    def elbow_tau(*extra):
        code, out, err = run("matrices", "double-pendulum", "-t", "0", "--format", "json", *extra)
        return json.loads(out)["tau"][1] if code == 0 else f"exit {code}: {err.strip()}"
    tau6 = elbow_tau("--lesson-step", "7")
    check("--lesson-step 7 applies seed 003's PID (τ elbow = 12π at t = 0)",
          isinstance(tau6, float) and abs(tau6 - 12 * math.pi) < 1e-9, tau6)
    tau_free = elbow_tau("--lesson-step", "6")
    check("--lesson-step 6 has seed 003's start but no motor (τ elbow = 0)",
          isinstance(tau_free, float) and abs(tau_free) < 1e-9, tau_free)
    tau1 = elbow_tau("--lesson-step", "1")
    check("--lesson-step 1 leaves the pendulum free (τ elbow = 0)", isinstance(tau1, float) and abs(tau1) < 1e-9, tau1)
    # A link's step: v2 counts as the panel and --lesson-step (step=7 is the PID step), v1 from 0.
    def link_elbow_tau(link):
        code, out, err = run("matrices", "--link", link, "-t", "0", "--format", "json")
        return json.loads(out)["tau"][1] if code == 0 else f"exit {code}: {err.strip()}"
    for link, expected in (("#v2&lesson=double-pendulum&step=7", 12 * math.pi), ("#v2&lesson=double-pendulum&step=6", 0.0),
                           ("#v1&lesson=double-pendulum&step=6", 12 * math.pi), ("#v1&lesson=double-pendulum&step=5", 0.0)):
        tau = link_elbow_tau(link)
        check(f"--link '{link}': τ elbow = {expected:.4g} at t = 0", isinstance(tau, float) and abs(tau - expected) < 1e-9, tau)
    tauk = elbow_tau("--lesson-step", "7", "--set", "simulation.torques.elbow.pid.kd=1")
    check("--set applies after the step (kd = 1: τ elbow = 6π)", isinstance(tauk, float) and abs(tauk - 6 * math.pi) < 1e-9, tauk)

# Expressed in each segment's own axes while the world observes: the same joint wrench the own-frame
# observer solves, and no fictitious term.
if "ankle-knee-3d" in ids:
    outs = {}
    for frame, express in (("world", "own"), ("own", "observer")):
        code, out, err = run("terms", "ankle-knee-3d", "-t", "0.25", "--frame", frame, "--express", express, "--format", "json")
        check(f"terms ankle-knee-3d --frame {frame} --express {express}", code == 0, err.strip())
        if code == 0:
            outs[frame] = json.loads(out)
    if len(outs) == 2:
        check("--express own is reported", outs["world"]["expressed_in"] == "own", outs["world"]["expressed_in"])
        for seg in range(2):
            a = outs["world"]["samples"][0]["segments"][seg]["terms"]
            b = outs["own"]["samples"][0]["segments"][seg]["terms"]
            diff = max(abs(x - y) for x, y in zip(a["joint"]["force"] + a["joint"]["moment"], b["joint"]["force"] + b["joint"]["moment"]))
            check(f"segment {seg}: world observer in own axes = own observer's joint wrench", diff < 1e-9, diff)
            check(f"segment {seg}: no fictitious term for the world observer in own axes",
                  max(map(abs, a["euler"]["force"] + a["dalembert"]["force"])) == 0.0, a["euler"])

# A lesson's checks and a quantity, as an author runs them.
for lesson in ids:
    code, out, err = run("check", lesson)
    check(f"check {lesson}: every statement holds", code == 0 and "0 failed" in out, (out + err).strip()[-300:])
# A predict step's hidden arrow, as the app reveals it: the radial slider's Coriolis force −2 m ω × ṙ
# = −2 · 1 · (0, 0, 1) × (1, 0, 0) = (0, −2, 0) N in the rod's axes at t = 0.6 s: −90° in its xy plane.
code, out, err = run("check", "radial-slider")
check("check radial-slider: the predict step's Coriolis force is (0, −2, 0) N, −90°",
      "predict step 2 (coriolis): (0, −2, 0) N in rod@rod.proximal axes, −90° in its xy plane" in out, out[-400:])
code, out, err = run("quantity", "nlink", "expr:tau.joint1 + (264/125*sin(2*t) + 36/25*sin(4*t) + 288/125*sin(6*t))",
                     "--from", "0", "--to", "6", "--samples", "7")
rows = [r.split("\t") for r in out.splitlines() if r]
check("quantity: Mielke's τ1 closed form equals the engine's", code == 0 and len(rows) == 7 and
      all(abs(float(v)) < 1e-12 for _, v in rows), (out + err).strip()[:300])

# A range with a step, and the documented aliases.
code, out, err = run("terms", "nlink", "--from", "0", "--to", "1", "--step", "0.25", "--observer", "own", "--format", "json")
check("terms --step gives 5 samples", code == 0 and len(json.loads(out)["samples"]) == 5, err.strip())

# Numbers reach the model with their full precision (they used to pass through "%f": 1e-7 became 0.000000).
for dt in ("1e-7", "1.4e-6", "0.0012345678901234567"):
    code, out, err = run("simulate", "double-pendulum", "--dt", dt, "--until", "1e-5", "--samples", "2", "--format", "json")
    got = json.loads(out)["dt"] if code == 0 else f"exit {code}: {err.strip()}"
    check(f"simulate --dt {dt} reaches the model unchanged", got == float(dt), got)

# A slider's generalized force is a force: the matrices table says N and m for it, N·m and rad for the turn.
code, out, err = run("matrices", "radial-slider", "-t", "0.6")
rows = {line.split()[0]: line for line in out.splitlines() if line.split() and line.split()[0] in ("turn", "slide")}
check("matrices: the slider's row is in m and N", code == 0 and rows.get("slide", "").rstrip().endswith("m, m/s, m/s²; N"),
      rows.get("slide"))
check("matrices: the turn's row is in rad and N·m", code == 0 and rows.get("turn", "").rstrip().endswith("rad, rad/s, rad/s²; N·m"),
      rows.get("turn"))
code, out, err = run("terms", "radial-slider", "--from", "0", "--to", "1", "--samples", "2", "--format", "csv")
check("terms csv runs", code == 0, err.strip())
# terms --format csv is written by the app's CSV writer (units in the header) and holds the numbers the
# JSON output gives at the same instants, in the same observer (the rod's, where the bead's centrifugal
# force is along the rod).
code, out, err = run("terms", "radial-slider", "--from", "0.2", "--to", "0.8", "--step", "0.3", "--segment", "bead", "--term", "centrifugal",
                     "--frame", "rod@rod.proximal", "--format", "csv")
csv_rows = [line.split(",") for line in out.strip().splitlines()]
check("terms csv: the header has units, as the app's export", code == 0 and csv_rows and csv_rows[0][:2] == ["time [s]", "bead.centrifugal.force.x [N]"]
      and csv_rows[0][4] == "bead.centrifugal.moment.x [N·m]", csv_rows[:1])
check("terms csv: one row per --step sample (0.2, 0.5, 0.8)", [r[0] for r in csv_rows[1:]] == ["0.2", "0.5", "0.8"], [r[0] for r in csv_rows[1:]])
for t, row in zip(["0.2", "0.5", "0.8"], csv_rows[1:]):
    code, out, err = run("terms", "radial-slider", "-t", t, "--segment", "bead", "--term", "centrifugal", "--frame", "rod@rod.proximal", "--format", "json")
    term = json.loads(out)["samples"][0]["segments"][0]["terms"]["centrifugal"] if code == 0 else {}
    expected = term.get("force", []) + term.get("moment", [])
    got = [float(x) for x in row[1:]]
    check(f"terms csv at t = {t} equals the JSON output (and the force is not zero)",
          len(expected) == 6 and all(abs(a - b) <= 1e-9 * max(1.0, abs(b)) for a, b in zip(got, expected)) and abs(expected[0]) > 0.1,
          (got, expected))

# Bad input: exit code 2 and a message naming what is wrong.
first = ids[0] if ids else "nlink"
bad = [
    (["terms", first, "--no-such-flag"], "no-such-flag"),
    (["terms", "no-such-lesson"], "no-such-lesson"),
    (["terms", first, "--set", "segments[99].mass=1"], "segments[99]"),
    (["terms", first, "--set", "segments[0].mass=-1"], "mass"),
    (["terms", first, "--set", "segments[0].mass=\"abc\""], "mass"),
    (["terms", first, "--frame", "nowhere"], "nowhere"),
    (["terms", first, "--term", "coriolisx"], "coriolisx"),
    (["terms", first, "-t", "1e9"], "time"),
    (["terms", first, "-t", "abc"], "time"),
    (["terms", first, "--t", ""], "empty value"),
    (["matrices", first, "-t", ""], "empty value"),
    (["terms", first, "-t", "nan"], "must be a number"),
    (["simulate", "double-pendulum", "--dt", ""], "empty value"),
    (["terms", first, "--samples", "0", "--from", "0", "--to", "1"], "samples"),
    (["simulate", first, "--dt", "-1"], "dt"),
    (["matrices"], "source"),
    (["terms", "double-pendulum", "--lesson-step", "8"], "lesson-step"),
    (["terms", first, "--express", "nowhere"], "nowhere"),
    (["quantity", first, "no.such.quantity"], "no"),
    (["quantity", first, "expr:1/(t-t)"], "expression"),
    (["terms", "double-pendulum-pid", "--lesson-step", "1"], "lesson-step"),
    (["matrices", "three-link-arm-spring", "--q", "[1, 2]"], "--q: must be a JSON array of 3 numbers"),
    (["matrices", "three-link-arm-spring", "--q", "[1, 2, \"x\"]"], "--q[2]: must be a finite number"),
    (["matrices", first, "--from", "0", "--to", "1"], "format"),
    (["terms", first, "--external-loads", os.path.join(ROOT, "tests", "data", "opensim", "point-load.xml")], "--external-loads"),
    (["id", "--setup", "no-such-setup.xml"], "no-such-setup.xml"),
]
for args, needle in bad:
    code, out, err = run(*args)
    check(f"bad input {' '.join(args)} exits 2", code == 2, f"exit {code}: {err.strip()[:200]}")
    check(f"bad input {' '.join(args)} names '{needle}'", needle.lower() in (err + out).lower(), err.strip()[:200])

# OpenSim files (our own fixtures in tests/data/opensim; hand-derived values in tests/unit/OpenSimModelTest.cpp).
import csv
import io
import tempfile

osim = os.path.join(ROOT, "tests", "data", "opensim")
code, out, err = run("describe", os.path.join(osim, "pin-off-axis.osim"))
check("describe .osim exits 0", code == 0, err)
check("describe .osim lists what it ignored", "ignored: 1 muscle, 1 other force, 2 markers" in out and ", 1 mesh" not in out, out[-400:])
check("describe .osim says its mesh is for drawing, and why it is not drawn", "meshes: 0 of 1 read" in out and "link.vtp" in out, out[-400:])
check("describe .osim gives the coordinate's kind, default, range, locked",
      "swing" in out and "rotational" in out and "default 0.25" in out and "range [-3, 3]" in out and "locked" in out, out)

with tempfile.TemporaryDirectory() as tmp:
    sto = os.path.join(tmp, "knee.sto")
    code, out, err = run("id", "--setup", os.path.join(osim, "sliding-knee-setup.xml"), "-o", sto)
    check("id --setup exits 0", code == 0, err)
    if code == 0:
        lines = open(sto).read().splitlines()
        check("id writes OpenSim's header", lines[:7] == ["Inverse Dynamics Generalized Forces", "version=1", "nRows=61", "nColumns=2",
                                                          "inDegrees=no", "endheader", "time\tknee_angle_moment"], lines[:7])
        t, tau = map(float, lines[7 + 30].split())
        q, m, c, I, g = 0.5 * t * t, 3.0, 0.02, 0.05, 9.81
        hand = I + 4 * m * c * c * (q * t * t + q * q) + 2 * m * g * c * q
        check("id's τ at t = 0.5 s equals the hand value", abs(tau - hand) < 1e-7, f"{tau} vs {hand}")

# τ split over a range: each row's τ = M q̈ + C + G + E and the loads' parts sum to E.
code, out, err = run("matrices", os.path.join(osim, "point-load.osim"), "--kinematics", os.path.join(osim, "point-load-motion.mot"),
                     "--external-loads", os.path.join(osim, "point-load.xml"), "--from", "0", "--to", "1", "--samples", "5", "--format", "csv")
check("matrices --format csv over a range exits 0", code == 0, err)
if code == 0:
    rows = list(csv.reader(io.StringIO(out)))
    header = rows[0]
    check("matrices csv: one column per coordinate and part, each load on its own",
          header[1:] == ["shoulder_angle." + p + " [N·m]" for p in ("tau", "Mqdd", "C", "G", "E", "E.in_arm", "E.in_ground", "E.at_ground_point")], header)
    check("matrices csv: 5 rows", len(rows) == 6, len(rows))
    for r in rows[1:]:
        v = list(map(float, r))
        check("matrices csv: τ = M q̈ + C + G + E", abs(v[1] - (v[2] + v[3] + v[4] + v[5])) < 1e-9 * (1 + abs(v[1])), v)
        check("matrices csv: the loads' parts sum to E", abs(v[5] - (v[6] + v[7] + v[8])) < 1e-9 * (1 + abs(v[5])), v)
        q = 0.3 + 1.2 * v[0]
        check("matrices csv: E in ground = 5 cos q (hand)", abs(v[7] - 5 * math.cos(q)) < 1e-9, v)

# A state by hand for any model: --q/--qd/--qdd in describe's order.
code, out, err = run("matrices", "three-link-arm-spring", "--q", "[0.1, -0.2, 0.3]", "--qd", "[1, 0, -1]", "--qdd", "[0.5, 0.5, 0.5]", "--format", "json")
check("matrices --q exits 0", code == 0, err)
if code == 0:
    j = json.loads(out)
    check("matrices --q sets q, q̇, q̈ exactly", j["q"] == [0.1, -0.2, 0.3] and j["qd"] == [1, 0, -1] and j["qdd"] == [0.5, 0.5, 0.5], (j["q"], j["qd"], j["qdd"]))
    split = [sum(j["M"][r][c] * j["qdd"][c] for c in range(3)) + j["C"][r] + j["G"][r] + j["E"][r] for r in range(3)]
    check("matrices --q: τ = M q̈ + C + G + E", all(abs(a - b) < 1e-9 for a, b in zip(split, j["tau"])), (split, j["tau"]))
code, out, err = run("terms", "double-pendulum", "--q", "[0.4, 0.2]", "--format", "json")
check("terms --q on a forward-dynamics lesson exits 0 (the state, not the simulation)", code == 0, err)
if code == 0:
    j = json.loads(out)
    check("terms --q: the balance closes", max(abs(x) for s in j["samples"][0]["segments"] for x in s["residual"]) < 1e-9, "")

# Robot models (URDF, MJCF): the same planar arm in both formats, checked against hand values.
robots = os.path.join(ROOT, "content", "models", "robots")
data_robots = os.path.join(ROOT, "tests", "data", "robots")
code, out, err = run("describe", os.path.join(robots, "ur5.urdf"))
check("describe .urdf exits 0", code == 0, err)
check("describe .urdf says what it is and what it ignored", out.startswith("URDF model: ur5") and "ignored: 1 visual shape, 6 collision shapes, 1 transmission" in out, out[:300])
check("describe .urdf states ROS's gravity", "gravity: (    0     0 -9.81)" in out and "ROS's convention" in out, out)
check("describe .urdf keeps the joint limits", "joint2" in out and "range [-6.28319, 6.28319]" in out, out)
code, out, err = run("describe", os.path.join(data_robots, "defaults-3-levels.xml"))
check("describe MJCF .xml exits 0", code == 0, err)
check("describe MJCF lists the ignored actuator and sensor", out.startswith("MJCF model: defaults_3_levels") and "1 actuator, 1 sensor" in out, out[:400])
code, out, err = run("describe", os.path.join(data_robots, "angles-degrees.xml"))
check("describe MJCF without <compiler angle> says angles are degrees", "angles in degrees" in out, out[-300:])
# Horizontal arm at rest (q = 0): τ = G, with G_i = −g Σ_{j ≥ i} m_j (distance of COM j from joint i) (rods along x,
# joints about y, gravity −z): −9.81·(2·0.2 + 1.5·0.55 + 1·0.8), −9.81·(1.5·0.15 + 1·0.4), −9.81·(1·0.1).
hand_G = [-9.81 * 2.025, -9.81 * 0.625, -9.81 * 0.1]
for name in ("planar-3link.urdf", "planar-3link.xml"):
    code, out, err = run("matrices", os.path.join(robots, name), "--q", "[0, 0, 0]", "--format", "json")
    check(f"matrices {name} exits 0", code == 0, err)
    if code == 0:
        j = json.loads(out)
        check(f"matrices {name}: G of the horizontal arm equals the hand value", all(abs(a - b) < 1e-9 for a, b in zip(j["G"], hand_G)), j["G"])
        check(f"matrices {name}: τ = G at rest", all(abs(a - b) < 1e-9 for a, b in zip(j["tau"], hand_G)), j["tau"])
        # M₃₃ = the hand's inertia about the wrist: I_C + m d² = 0.003383333333 + 1·0.1².
        check(f"matrices {name}: M[wrist][wrist] by the parallel-axis theorem", abs(j["M"][2][2] - 0.013383333333) < 1e-9, j["M"][2][2])
# The same arm written in degrees and in radians: the same matrices at any state.
state = ["--q", "[0.3, -0.7, 1.1]", "--qd", "[1, 2, -1]", "--qdd", "[0.5, -0.2, 0.9]", "--format", "json"]
outs = [run("matrices", os.path.join(data_robots, f), *state) for f in ("angles-degrees.xml", "angles-radians.xml")]
check("angles in degrees and radians both open", all(c == 0 for c, _, _ in outs), [e for _, _, e in outs])
if all(c == 0 for c, _, _ in outs):
    a, b = (json.loads(o) for _, o, _ in outs)
    check("angles in degrees and radians give the same τ", all(abs(x - y) < 1e-12 * (1 + abs(x)) for x, y in zip(a["tau"], b["tau"])), (a["tau"], b["tau"]))
# Rotor inertia (armature) is in M and in τ: τ = M q̈ + C + G + E still holds on a model that has it.
code, out, err = run("describe", os.path.join(data_robots, "defaults-3-levels.xml"))
check("describe MJCF shows a coordinate's armature", "armature 0.02" in out, out[-600:])
code, out, err = run("matrices", os.path.join(data_robots, "geom-inertia.xml"), "--q", "[0.3, 0.2, 0.1, 0.5, -0.4]", "--qd", "[1, -1, 0.5, 2, 1]",
                     "--qdd", "[0.5, 1, -1, 2, 0.3]", "--format", "json")
check("matrices on a model with armature exits 0", code == 0, err)
if code == 0:
    j = json.loads(out)
    n = len(j["tau"])
    split = [sum(j["M"][r][c] * j["qdd"][c] for c in range(n)) + j["C"][r] + j["G"][r] + j["E"][r] for r in range(n)]
    check("matrices with armature: τ = M q̈ + C + G + E", all(abs(a - b) < 1e-9 * (1 + abs(b)) for a, b in zip(split, j["tau"])), (split, j["tau"]))
# Joint springs and dampers: P = k (q − q_ref) + b q̇ by hand, a column of its own, in τ.
# passive-joints.xml: shoulder k 12, q_ref 30°, b 0.8 (class); elbow k 4.5, q_ref −40°, b 0.35; extend (slide) k 150,
# q_ref 0.05 m, b 3; wrist_pitch b 0.8 (class); wrist_roll k 0.4, b 0.05.
q, qd = [0.3, -0.2, 0.1, 0.4, -0.6], [1.0, -2.0, 0.5, 1.5, 3.0]
deg = math.pi / 180
hand_P = [12 * (q[0] - 30 * deg) + 0.8 * qd[0], 4.5 * (q[1] + 40 * deg) + 0.35 * qd[1], 150 * (q[2] - 0.05) + 3 * qd[2],
          0.8 * qd[3], 0.4 * q[4] + 0.05 * qd[4]]
passive = os.path.join(data_robots, "passive-joints.xml")
code, out, err = run("matrices", passive, "--q", json.dumps(q), "--qd", json.dumps(qd), "--qdd", "[0.5, 1, -1, 2, 0.3]", "--format", "json")
check("matrices on a model with joint springs and dampers exits 0", code == 0, err)
if code == 0:
    j = json.loads(out)
    check("matrices: P of the joint springs and dampers equals the hand value", all(abs(a - b) < 1e-12 * (1 + abs(b)) for a, b in zip(j["P"], hand_P)), (j["P"], hand_P))
    n = len(j["tau"])
    split = [sum(j["M"][r][c] * j["qdd"][c] for c in range(n)) + j["C"][r] + j["G"][r] + j["E"][r] + j["P"][r] for r in range(n)]
    check("matrices with joint springs and dampers: τ = M q̈ + C + G + E + P", all(abs(a - b) < 1e-9 * (1 + abs(b)) for a, b in zip(split, j["tau"])), (split, j["tau"]))
    check("matrices: P is not in C, G or E (C + G + E alone is not τ − M q̈)",
          max(abs(a - b) for a, b in zip(split, [x - y for x, y in zip(split, j["P"])])) > 1, "")
code, out, err = run("matrices", passive, "--q", json.dumps(q), "--qd", json.dumps(qd))
check("matrices table on a model with springs and dampers has a column P", code == 0 and "τ = M q̈ + C + G + E + P" in out and " P " in out, out[:400])
code, out, err = run("matrices", os.path.join(robots, "ur5.urdf"))
check("matrices table on a model without springs or dampers has no column P", code == 0 and "+ P" not in out, out[:200])
code, out, err = run("terms", passive, "--q", json.dumps(q), "--qd", json.dumps(qd))
check("terms names the part P of τ", code == 0 and "of which P (balances the joints' springs and dampers):" in out, out[-400:])
code, out, err = run("describe", passive)
check("describe shows a joint's damping and spring", code == 0 and "damping 0.35" in out and "stiffness 4.5 (spring relaxed at -0.698132)" in out, out[-900:])
code, out, err = run("matrices", os.path.join(data_robots, "passive-joints.urdf"), "--qd", "[1, 2, 3, 4, 5, 6]", "--format", "json")
check("URDF <dynamics damping>: P = b q̇ (a planar joint's three coordinates each get its damping)", code == 0 and
      all(abs(a - b) < 1e-12 for a, b in zip(json.loads(out)["P"], [2.5, 5.0, 7.5, 2.8, 1.25, 24.0])), (out + err)[:300])

# The robot-arm lesson: every exercise's answer (wrenchlab-cli check) equals the CLI's own numbers for the same
# state (quantity, and matrices for the split), and the shoulder's C at k = 3 is k² = 9 times that at k = 1.
code, out, err = run("check", "robot-arm-at-speed")
check("check robot-arm-at-speed: every statement holds", code == 0 and "0 failed" in out, (out + err)[-400:])
answers = {}
for line in out.splitlines():
    if line.startswith("exercise "):
        ex_id = line.split()[1].rstrip(":")
        answers[ex_id] = float(line.rsplit("= ", 1)[1].rstrip(")"))
lesson = json.load(open(os.path.join(ROOT, "content", "lessons", "robot-arm-at-speed.json"), encoding="utf-8"))
check("check robot-arm-at-speed prints every exercise's answer", len(answers) == len(lesson["exercises"]) >= 3, answers)
for ex in lesson["exercises"]:
    args = ["quantity", "robot-arm-at-speed", ex["quantity"], "-t", str(ex.get("time", 0)), "--frame", ex.get("frame", "world")]
    if "step" in ex:
        args += ["--lesson-step", str(ex["step"] + 1)]
    if "segment" in ex:
        args += ["--segment", ex["segment"]]
    code, out, err = run(*args)
    got = float(out.split("\t")[1]) if code == 0 else None
    want = answers.get(ex["id"])
    check(f"robot-arm-at-speed exercise {ex['id']}: the answer equals `wrenchlab-cli quantity`",
          got is not None and want is not None and abs(got - want) <= 5e-6 * abs(got), (got, want, err.strip()))  # check prints 6 digits
def shoulder(step, t):
    code, out, err = run("matrices", "robot-arm-at-speed", "--lesson-step", str(step), "-t", str(t), "--format", "json")
    return json.loads(out) if code == 0 else None
slow, fast = shoulder(3, 0), shoulder(4, 0)
check("robot-arm-at-speed: matrices at steps 3 and 4 exit 0", slow is not None and fast is not None, "")
if slow and fast:
    check("robot-arm-at-speed: three times as fast, the shoulder's C is 9 times larger", abs(fast["C"][1] - 9 * slow["C"][1]) < 1e-9 * abs(fast["C"][1]), (slow["C"][1], fast["C"][1]))
    check("robot-arm-at-speed: three times as fast, the shoulder's G is the same", abs(fast["G"][1] - slow["G"][1]) < 1e-12 * abs(slow["G"][1]), (slow["G"][1], fast["G"][1]))

# terms on a robot: the balance of every segment closes.
code, out, err = run("terms", os.path.join(robots, "panda.urdf"), "--q", "[0.1, -0.5, 0.2, -1.8, 0.3, 1.5, 0.7]", "--qd", "[1, 1, 1, 1, 1, 1, 1]", "--format", "json")
check("terms .urdf --q exits 0", code == 0, err)
if code == 0:
    j = json.loads(out)
    check("terms .urdf: the balance of every link closes", max(abs(x) for s in j["samples"][0]["segments"] for x in s["residual"]) < 1e-9, "")
# simulate: the planar arm falls from rest under gravity alone; energy is conserved by RK4 at dt 1 ms.
code, out, err = run("simulate", os.path.join(robots, "planar-3link.xml"), "--duration", "1", "--samples", "11")
check("simulate MJCF exits 0", code == 0, err)
if code == 0:
    rows = list(csv.reader(io.StringIO(out)))
    total = [float(r[-1]) for r in rows[1:]]
    check("simulate MJCF: 11 samples", len(total) == 11, len(total))
    check("simulate MJCF: total energy conserved (RK4, 1 ms)", max(total) - min(total) < 1e-5 * abs(total[0]), total)
code, out, err = run("simulate", os.path.join(data_robots, "mobile-base.urdf"), "--duration", "0.5", "--samples", "2", "--format", "json")
check("simulate URDF with a floating base exits 0", code == 0, err)
# An .xml that is neither URDF nor MJCF (an OpenSim ExternalLoads file) is refused by its root element.
code, out, err = run("describe", os.path.join(osim, "point-load.xml"))
check("describe of a non-robot .xml exits 2", code == 2, err)
check("describe of a non-robot .xml names its root", "neither a URDF (<robot>) nor an MJCF (<mujoco>)" in err, err)

# share: every shipped lesson as a link that carries it whole; the link opened by --link gives the same
# numbers as the lesson file, at a time and observer of each lesson's own steps.
shared = {}
for lesson in ids:
    code, out, err = run("share", lesson)
    check(f"share {lesson} exits 0", code == 0, err.strip())
    if code != 0:
        continue
    fragment = out.strip()
    shared[lesson] = fragment
    check(f"share {lesson}: a #v2 fragment with the lesson inside", fragment.startswith("#v2&lesson=inline:"), fragment[:40])
    check(f"share {lesson}: at most 16384 characters of lesson", len(fragment) - len("#v2&lesson=inline:") <= 16384, len(fragment))
    code2, again, _ = run("share", lesson)
    check(f"share {lesson}: the same characters every time", again.strip() == fragment, "")
    lesson_file = json.load(open(os.path.join(ROOT, "content", "lessons", lesson + ".json")))
    for k, step in enumerate(lesson_file["steps"][:3]):
        t = step.get("time", 0.5)
        t = 0.5 if t == "play" else t
        frame = step.get("frame", "world")
        args = ["-t", str(t), "--frame", frame, "--format", "json", "--lesson-step", str(k + 1)]
        code_a, a, err_a = run("terms", lesson, *args)
        code_b, b, err_b = run("terms", "--link", fragment, *args)
        check(f"terms --link {lesson} step {k + 1} exits 0", code_b == 0, err_b.strip())
        if code_a == 0 and code_b == 0:
            sa, sb = json.loads(a)["samples"][0], json.loads(b)["samples"][0]
            same = all(abs(x - y) <= 1e-12 * (1 + abs(x))
                       for ga, gb in zip(sa["segments"], sb["segments"]) for name in ga["terms"]
                       for x, y in zip(ga["terms"][name]["force"] + ga["terms"][name]["moment"],
                                       gb["terms"][name]["force"] + gb["terms"][name]["moment"]))
            check(f"terms --link {lesson} step {k + 1}: the lesson file's numbers", same and len(sa["segments"]) == len(sb["segments"]), "")
# The link's own time, step and observer are used where the command line does not give them.
if "radial-slider" in shared:
    # A v2 link counts steps as the panel and --lesson-step do (step=2 is "Step 2"); a v1 link, as
    # links were written before, from 0 (step=1 is "Step 2" too), and keeps that meaning.
    link = shared["radial-slider"] + "&step=2&t=0.6000&frame=rod@rod.proximal"
    code_a, a, _ = run("terms", "radial-slider", "-t", "0.6", "--frame", "rod@rod.proximal", "--lesson-step", "2", "--format", "json")
    code_b, b, err_b = run("terms", "--link", link, "--format", "json")
    check("terms --link uses the link's time, step and observer", code_b == 0 and json.loads(a)["samples"][0]["segments"] == json.loads(b)["samples"][0]["segments"], err_b)
    code_c, c, err_c = run("terms", "--link", "#v1&lesson=radial-slider&step=1&t=0.6000&frame=rod@rod.proximal", "--format", "json")
    check("a v1 link's step=1 is the second step, as it always was", code_c == 0 and json.loads(a)["samples"][0]["segments"] == json.loads(c)["samples"][0]["segments"], err_c)
    code, out, err = run("terms", "--link", "#v1&lesson=radial-slider&t=0.6", "--format", "json")
    check("terms --link with a lesson id", code == 0 and abs(json.loads(out)["samples"][0]["t"] - 0.6) < 1e-12, err)
    code, out, err = run("check", "--link", shared["radial-slider"])
    check("check --link runs the carried lesson's checks", code == 0 and "0 failed" in out, err + out[-200:])
# Damaged, truncated, hostile or doubled links and sources: exit 2 with a message, never a crash.
bad_links = {
    "cut": shared.get("radial-slider", "#v1&lesson=inline:AAAA")[:200],
    "altered": (lambda f: f[:100] + ("B" if f[100] == "A" else "A") + f[101:])(shared.get("radial-slider", "#v1&lesson=inline:" + "A" * 200)),
    "not base64url": "#v1&lesson=inline:abc+/def",
    "no version": "#lesson=radial-slider",
    "unknown lesson": "#v1&lesson=no-such-lesson",
    "step 0 of a v2 link": "#v2&lesson=radial-slider&step=0",
    "too long": "#v1&lesson=inline:" + "A" * 20000,
}
for name, link in bad_links.items():
    code, out, err = run("terms", "--link", link)
    check(f"terms --link ({name}) exits 2", code == 2, (code, err))
    check(f"terms --link ({name}) says why", "error:" in err and len(err) < 600, err)
# An observer attached at a point that moves in its frame is refused, naming both (docs/cli.md); the
# parent observer's default attachment is the parent's distal point, where the double pendulum's lower
# joint sits, so "parent" and "lower@lower.proximal" see the lower rod's fictitious terms alike.
code, out, err = run("terms", "double-pendulum", "--observer", "upper@lower.com")
check("an attachment not fixed in the observer frame is refused", code == 2 and "'lower.com' is not fixed in the observer frame 'upper'" in err, err)
code, out1, err1 = run("terms", "double-pendulum", "--observer", "parent", "--segment", "lower", "--format", "json")
code2, out2, err2 = run("terms", "double-pendulum", "--observer", "upper@upper.distal", "--segment", "lower", "--format", "json")
if code == 0 and code2 == 0:
    a, b = json.loads(out1)["samples"][0], json.loads(out2)["samples"][0]
    check("parent observes from the parent's distal point (the lower joint here)", a["segments"] and json.dumps(a["segments"]) == json.dumps(b["segments"]),
          (str(a)[:300], str(b)[:300]))
    code3, out3, err3 = run("terms", "double-pendulum", "--observer", "upper@upper.proximal", "--segment", "lower", "--format", "json")
    c = json.loads(out3)["samples"][0] if code3 == 0 else {"segments": None}
    check("attached at the shoulder instead, the lower rod's centrifugal force differs", code3 == 0 and
          c["segments"][0]["terms"]["centrifugal"]["force"] != a["segments"][0]["terms"]["centrifugal"]["force"], err3)
else:
    check("parent and upper@upper.distal observers open", False, err1 + err2)
code, out, err = run("terms", "radial-slider", "--link", "#v1&lesson=nlink")
check("a source and --link together are refused", code == 2 and "not both" in err, err)
code, out, err = run("terms")
check("terms without a source is refused", code == 2 and "required" in err, err)
code, out, err = run("share", "radial-slider.osim")
check("share of a missing file exits 2", code == 2, err)
code, out, err = run("share", os.path.join(ROOT, "content", "models", "radial-slider.json"))
check("share of a model file wraps it in a lesson", code == 0 and out.startswith("#v2&lesson=inline:"), err)
if code == 0:
    code, out2, err = run("describe", "--link", out.strip())
    check("describe --link of a shared model", code == 0 and "bead" in out2, err)
# A model taking its segments from a robot file, shared: the link names the robot file from the
# content's lessons folder (where a link's lesson lives) and gives the model file's numbers.
robot_model = os.path.join(ROOT, "content", "models", "ur5-at-speed.json")
code, out, err = run("share", robot_model)
check("share of a model with a robot file exits 0", code == 0 and out.startswith("#v2&lesson=inline:"), err)
if code == 0:
    args = ["-t", "1.2", "--format", "json"]
    code_a, a, err_a = run("terms", robot_model, *args)
    code_b, b, err_b = run("terms", "--link", out.strip(), *args)
    check("terms --link of a shared robot model exits 0", code_a == 0 and code_b == 0, err_a + err_b)
    if code_a == 0 and code_b == 0:
        check("terms --link of a shared robot model: the model file's numbers",
              json.loads(a)["samples"][0]["segments"] == json.loads(b)["samples"][0]["segments"], "")
# The same model named relative to the working folder (as a user types it from the checkout) makes
# the same link: its robot file is found from the content folder all the same.
if code == 0:
    relative = subprocess.run([os.path.abspath(CLI), "share", os.path.join("content", "models", "ur5-at-speed.json")],
                              capture_output=True, text=True, timeout=120, cwd=ROOT)
    check("share of a robot model named relative to the working folder: the same link", relative.returncode == 0 and relative.stdout == out,
          relative.stderr.strip())
# A coordinate coupler (tests/data/opensim/coupled-arm.osim: elbow = shoulder² + 0.4 shoulder): --q for the
# free coordinate alone poses the follower too. At shoulder 0.3 the elbow is 0.21; gravity torques by hand:
# G_shoulder = g (m1 · 0.5 cos 0.3 + m2 (cos 0.3 + 0.5 cos 0.51)), G_elbow = g m2 · 0.5 cos 0.51 (g = 9.81).
arm = os.path.join(ROOT, "tests", "data", "opensim", "coupled-arm.osim")
code, out, err = run("matrices", arm, "--q", "[0.3]", "--format", "json")
if code == 0:
    j = json.loads(out)
    import math
    g_s = 9.81 * (1 * 0.5 * math.cos(0.3) + 2 * (math.cos(0.3) + 0.5 * math.cos(0.51)))
    g_e = 9.81 * 2 * 0.5 * math.cos(0.51)
    check("matrices --q of the free coordinate only: the follower follows (G of both by hand)",
          abs(j["G"][0] - g_s) < 1e-9 and abs(j["G"][1] - g_e) < 1e-9, f"{j['G']} vs {[g_s, g_e]}")
else:
    check("matrices --q of the free coordinate only", False, err.strip())
code, out, err = run("matrices", arm, "--q", "[0.3, 1]", "--qd", "[1]")
check("--q for all coordinates with --qd for the free ones is refused, saying which", code == 2 and "the same coordinates" in err, err.strip())
code, out, err = run("describe", arm)
check("describe lists the follower and the open loop with its gap", code == 0 and "follows shoulder" in out and "tip_on_ground" in out and
      "gap 0.79" in out, out[-400:])
code, out, err = run("simulate", os.path.join(ROOT, "tests", "data", "robots", "mimic.urdf"), "--duration", "0.1")
check("simulate refuses a model with constraints", code == 2 and "constraints" in err, err.strip())
# A lecturer's sheets and key, students' numbers and verification codes (tests/cli/check_exercises.py).
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_exercises import check_exercises  # noqa: E402
check_exercises(run, check, ROOT)
# The sheets' figures: no cut axis, no overlapping or misplaced label (tests/cli/check_figures.py).
from check_figures import check_figures  # noqa: E402
check_figures(run, check, ROOT)
# The walking lesson's numbers about OpenSim's own walking trial (tests/cli/check_walking_trial.py).
from check_walking_trial import check_walking_trial  # noqa: E402
check_walking_trial(run, check, ROOT)
# The robot lesson's speed limit, read from its URDF file (tests/cli/check_robot_limit.py).
from check_robot_limit import check_robot_limit  # noqa: E402
check_robot_limit(check, ROOT)
# A robot's or a trial's files in a link or one file (tests/cli/check_files_link.py).
from check_files_link import check_files_link  # noqa: E402
check_files_link(run, check, ROOT)

print(f"cli: {passed} checks passed, {len(failures)} failed")
for f in failures:
    print("  FAIL", f)
sys.exit(1 if failures else 0)
