"""Runs every bad input through the CLI: model files (describe), kinematics files (terms --kinematics), mesh files (mesh),
lesson steps that predict (check), OpenSim models, motions, external loads and Inverse Dynamics setups, URDF and
MJCF robot models, class lists and lessons' "vary" ranges (exercises), and command lines. Each must exit with status 2 and a message containing the expected text — or, for
the documented clean acceptances (BOM, CRLF, separators), exit 0. The URL hashes in url/ are fed to the
page by the browser test. Also checks that a 10⁶-row CSV loads."""
import os
import shlex
import subprocess
import sys
import tempfile
import time

CLI = sys.argv[1]
HERE = os.path.dirname(os.path.abspath(__file__))
passed, failures = 0, []


def run(args):
    p = subprocess.run([CLI, *args], capture_output=True, text=True, timeout=120, errors="replace")
    return p.returncode, p.stdout + p.stderr


def expect(label, args, needle):
    global passed
    code, out = run(args)
    if needle == "ACCEPT":
        ok = code == 0
    else:
        ok = code == 2 and needle in out
    if ok:
        passed += 1
    else:
        failures.append(f"{label}: exit {code}, wanted {'0' if needle == 'ACCEPT' else '2 and ' + repr(needle)}; got {out.strip()[:240]!r}")


def table(folder):
    with open(os.path.join(HERE, folder, "expected.tsv"), encoding="utf-8") as f:
        for line in f:
            if line.strip():
                name, needle = line.rstrip("\n").split("\t", 1)
                yield os.path.join(HERE, folder, name), needle


for path, needle in table("model"):
    expect("model/" + os.path.basename(path), ["describe", path], needle)
for path, needle in table("kinematics"):
    expect("kinematics/" + os.path.basename(path), ["terms", "three-link-arm-spring", "--kinematics", path], needle)
# OpenSim inputs: each refused with exit 2 and exactly one line ("error: FILE: ELEMENT PATH or LINE: what").
OPENSIM = os.path.join(HERE, "..", "data", "opensim")


def expect_one_line(label, args, needle):
    global passed
    code, out = run(args)
    lines = [l for l in out.splitlines() if l.strip()]
    if code == 2 and needle in out and len(lines) == 1 and lines[0].startswith("error: "):
        passed += 1
    else:
        failures.append(f"{label}: exit {code}, wanted 2 and one line with {needle!r}; got {out.strip()[:300]!r}")


opensim_count = 0
for path, needle in table("opensim-model"):
    expect_one_line("opensim-model/" + os.path.basename(path), ["describe", path], needle)
    opensim_count += 1
for path, needle in table("opensim-motion"):
    expect_one_line("opensim-motion/" + os.path.basename(path), ["terms", os.path.join(OPENSIM, "pin-off-axis.osim"), "--kinematics", path], needle)
    opensim_count += 1
for path, needle in table("opensim-loads"):
    expect_one_line("opensim-loads/" + os.path.basename(path),
                    ["terms", os.path.join(OPENSIM, "point-load.osim"), "--kinematics", os.path.join(OPENSIM, "point-load-motion.mot"),
                     "--external-loads", path], needle)
    opensim_count += 1
for path, needle in table("opensim-setup"):
    expect_one_line("opensim-setup/" + os.path.basename(path), ["id", "--setup", path, "-o", "-"], needle)
    opensim_count += 1

# Robot models (URDF, MJCF): each refused with exit 2 and one line naming the file and element path, or,
# marked ACCEPT, opened (joint damping and springs, which used to be refused, are read now).
robot_count = 0
for folder in ("urdf", "mjcf", "mjcf-include"):
    for path, needle in table(folder):
        if needle == "ACCEPT":
            expect(folder + "/" + os.path.basename(path), ["describe", path], needle)
        else:
            expect_one_line(folder + "/" + os.path.basename(path), ["describe", path], needle)
        robot_count += 1


def generated(label, suffix, text, needle):
    """A robot file too big to commit, written here and removed after."""
    global robot_count
    with tempfile.NamedTemporaryFile("w", suffix=suffix, delete=False) as f:
        f.write(text)
    if needle == "ACCEPT":
        expect(label + " (generated)", ["describe", f.name], needle)
    else:
        expect_one_line(label + " (generated)", ["describe", f.name], needle)
    robot_count += 1
    os.unlink(f.name)


LINK = '<link name="l%d"><inertial><mass value="1"/><inertia ixx="0.01" iyy="0.01" izz="0.01"/></inertial></link>'
generated("urdf/links-10000.urdf", ".urdf",
          '<robot name="many">' + "".join(LINK % i for i in range(10000)) +
          "".join('<joint name="j%d" type="continuous"><parent link="l%d"/><child link="l%d"/></joint>' % (i, i - 1, i) for i in range(1, 10000)) +
          "</robot>", "/robot[many]: has 10000 links; at most 1000 are opened")
BODY = '<body name="b%d"><joint name="j%d"/><geom size="0.1"/></body>'
generated("mjcf/bodies-10000.xml", ".xml", '<mujoco><worldbody>' + "".join(BODY % (i, i) for i in range(10000)) + "</worldbody></mujoco>",
          "/mujoco/worldbody: has 10000 bodies; at most 1000 are opened")
# Nesting deeper than the XML parser follows (tinyxml2 stops at 500 levels): refused, not a stack overflow.
generated("mjcf/nested-600-deep.xml", ".xml",
          "<mujoco><worldbody>" + "".join('<body name="b%d"><joint name="j%d"/><geom size="0.1"/>' % (i, i) for i in range(600)) +
          "</body>" * 600 + "</worldbody></mujoco>", "XML is nested too deeply")
# 50 MB of URDF: refused by its size before it is parsed.
pad = "<!-- " + "x" * 1000 + " -->\n"
generated("urdf/50-MB.urdf", ".urdf", '<robot name="big">' + LINK % 0 + pad * 50000 + "</robot>", "robot model files above 16 MB are refused")
# Limits that must hold, not refusals: a 64-level chain (a snake robot) opens in both formats.
generated("urdf/chain-64-deep.urdf (opens)", ".urdf",
          '<robot name="snake">' + "".join(LINK % i for i in range(65)) +
          "".join('<joint name="j%d" type="continuous"><parent link="l%d"/><child link="l%d"/><origin xyz="0.1 0 0"/></joint>' % (i, i - 1, i)
                  for i in range(1, 65)) + "</robot>", "ACCEPT")
generated("mjcf/chain-64-deep.xml (opens)", ".xml",
          "<mujoco><worldbody>" + "".join('<body name="b%d" pos="0.1 0 0"><joint name="j%d"/><geom size="0.05"/>' % (i, i) for i in range(64)) +
          "</body>" * 64 + "</worldbody></mujoco>", "ACCEPT")

# A million-row .mot (generated here, never committed): refused at once, before any row is parsed.
with tempfile.NamedTemporaryFile("w", suffix=".mot", delete=False) as big:
    big.write("swing\nversion=1\nnRows=1000000\nnColumns=2\ninDegrees=no\nendheader\ntime\tswing\n")
    big.write("".join(f"{i / 1000:.3f}\t{0.001 * (i % 1000):.3f}\n" for i in range(1000000)))
start = time.time()
expect_one_line("opensim-motion/1e6-rows.mot (generated)", ["terms", os.path.join(OPENSIM, "pin-off-axis.osim"), "--kinematics", big.name],
                "at most 200000 rows are read")
opensim_count += 1
mot_seconds = time.time() - start
os.unlink(big.name)

# Lesson steps that predict ("predict, then see"): a malformed field is refused when the lesson is read
# (exit 2, "error: FILE: steps[1]..."); a step the engine cannot ask (a zero force, an arrow off its
# plane) fails the lesson's validation (exit 1, "FAIL lesson: steps[1]...").
lesson_count = 0
for path, needle in table("lesson-predict"):
    code, out = run(["check", path])
    lines = [l for l in out.splitlines() if l.strip()]
    named = lines and ((code == 2 and lines[0].startswith("error: ") and os.path.basename(path) in lines[0]) or
                       (code == 1 and lines[0].startswith("FAIL lesson: ")))
    if named and needle in lines[0]:
        passed += 1
    else:
        failures.append(f"lesson-predict/{os.path.basename(path)}: exit {code}, wanted 1 or 2 and {needle!r} in the first line; got {out.strip()[:300]!r}")
    lesson_count += 1

# Class lists for `exercises --students` and lessons whose "vary" the model cannot draw: one line each,
# naming the file and the line or the field path.
sheets_dir = tempfile.mkdtemp()
vary_count = 0
for path, needle in table("roster"):
    args = ["exercises", "radial-slider", "--students", path, "--seed", "1", "-o", sheets_dir]
    if needle == "ACCEPT":
        expect("roster/" + os.path.basename(path), args, needle)
    else:
        expect_one_line("roster/" + os.path.basename(path), args, needle)
    vary_count += 1
for path, needle in table("lesson-vary"):
    expect_one_line("lesson-vary/" + os.path.basename(path), ["exercises", path, "--student", "Ana"], needle)
    vary_count += 1
subprocess.run(["rm", "-rf", sheets_dir])

with open(os.path.join(HERE, "cli-args.tsv"), encoding="utf-8") as f:
    for line in f:
        if line.strip():
            command, needle = line.rstrip("\n").split("\t", 1)
            expect("cli: " + command, shlex.split(command), needle)

# 10^5 segments (a 4.5 MB file, generated here rather than committed): refused by the segment limit.
with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as huge:
    huge.write('{"segments": [' + ",".join('{"name": "s%d", "length": 1, "mass": 1}' % i for i in range(100000)) + "]}")
expect("model/segments-100000.json (generated)", ["describe", huge.name], "at most 1000")
os.unlink(huge.name)

# Bad meshes (mesh/, written by its make_corpus.py): each refused by `mesh` with one line naming the file and
# the line, element or byte; and a robot that names bad and missing meshes opens all the same, one note each,
# the link drawn without its mesh, a link whose collision mesh is bad massless with its reason.
mesh_count = 0
for path, needle in table("mesh"):
    expect_one_line("mesh/" + os.path.basename(path), ["mesh", path], needle)
    mesh_count += 1


def expect_notes(label, args, wanted):
    global passed
    code, out = run(args)
    notes = [l for l in out.splitlines() if l.startswith("note: ")]
    missing = [w for w in wanted if not any(w in l for l in out.splitlines())]
    if code == 0 and not missing and sum("drawn without it" in n for n in notes) == 3:
        passed += 1
    else:
        failures.append(f"{label}: exit {code}, missing {missing!r}; got {out.strip()[:600]!r}")


expect_notes("mesh-in-model/arm.urdf", ["describe", os.path.join(HERE, "mesh-in-model", "arm.urdf")],
             ["meshes: 1 of 4 read", "link base: ../mesh/stl-truncated.stl: binary STL claims 10 triangles",
              "link upper: ../mesh/dae-cycle.dae: /COLLADA/library_nodes/node: is placed inside itself",
              "link lower: package://nowhere/meshes/missing.dae: not found", "link lower has no <inertial> and its collision shapes cannot all be read"])
mesh_count += 1

# A million rows load (and quickly): a long motion-capture trial must not be refused or hang.
with tempfile.NamedTemporaryFile("w", suffix=".csv", delete=False) as big:
    big.write("time,shoulder,elbow,wrist\n")
    for i in range(1000000):
        t = i / 1000.0
        big.write(f"{t:.3f},{0.1 * t:.6f},0.5,0.0\n")
start = time.time()
expect("kinematics/1e6-rows.csv (generated)", ["terms", "three-link-arm-spring", "--kinematics", big.name, "-t", "500"], "ACCEPT")
elapsed = time.time() - start
os.unlink(big.name)

total = passed + len(failures)
print(f"bad inputs: {passed}/{total} refused as expected ({opensim_count} of them OpenSim files, {robot_count} URDF/MJCF, {mesh_count} meshes, {lesson_count} predict steps, {vary_count} class lists and lesson variations; plus {sum(1 for _ in open(os.path.join(HERE, 'url', 'hashes.txt')))} URL hashes in the browser test); 10^6-row CSV in {elapsed:.1f} s, 10^6-row .mot refused in {mot_seconds:.1f} s")
for f in failures:
    print("  FAIL", f)
sys.exit(1 if failures else 0)
