"""OpenSim acceptance: WrenchLab's `id --setup` on OpenSim's own examples (../shared/opensim-examples
relative to the repository, or $WRENCHLAB_OPENSIM_EXAMPLES). Skipped, saying so, when the folder is
absent.

  arm26            against OpenSim's results, filtered (6 Hz) and unfiltered: RMS of the difference over
                   the trial (0.05 s trimmed at each end) within 1 % of each column's range;
  gait10dof18musc  OpenSim's results are not in the folder: every column's figures are printed, and
                   checked where physics gives an independent answer: gravity torques of a static
                   pose computed here from the model file (its masses, centres of mass, joint
                   offsets, knee spline knots) against `matrices --q`, the mean vertical ground
                   reaction against body weight, residuals of a plausible size.

Usage: acceptance.py CLI REPOSITORY_ROOT"""
import math
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

CLI, ROOT = sys.argv[1], sys.argv[2]
EXAMPLES = os.environ.get("WRENCHLAB_OPENSIM_EXAMPLES") or os.path.join(ROOT, "..", "shared", "opensim-examples")
REAL_MODELS = os.environ.get("WRENCHLAB_REAL_MODELS") or os.path.join(ROOT, "..", "shared", "real-models")
failures, passed = [], 0


def check(name, ok, detail=""):
    global passed
    if ok:
        passed += 1
    else:
        failures.append(f"{name}: {detail}")


def run(*args):
    p = subprocess.run([CLI, *args], capture_output=True, text=True, timeout=300)
    return p.returncode, p.stdout, p.stderr


def read_sto(path):
    lines = open(path).read().splitlines()
    end = next(i for i, l in enumerate(lines) if l.strip().lower() == "endheader")
    labels = lines[end + 1].split()
    rows = [list(map(float, l.split())) for l in lines[end + 2:] if l.strip()]
    return labels, rows


def compare(ours_path, theirs_path, title):
    la, a = read_sto(ours_path)
    lb, b = read_sto(theirs_path)
    check(f"{title}: same columns", la == lb, f"{la} vs {lb}")
    check(f"{title}: same rows", len(a) == len(b), f"{len(a)} vs {len(b)}")
    t0, t1 = b[0][0] + 0.05, b[-1][0] - 0.05
    print(f"{title}: {len(a)} frames, columns {', '.join(la[1:])}")
    for c in range(1, len(la)):
        ref = [r[c] for r in b]
        span = max(ref) - min(ref)
        d = [(x[c] - y[c]) ** 2 for x, y in zip(a, b) if t0 <= y[0] <= t1]
        rms = math.sqrt(sum(d) / len(d))
        print(f"  {la[c]:26s} range {span:9.4f} N·m   RMS difference {rms:.2e}   = {100 * rms / span:.2e} % of the range")
        check(f"{title}: {la[c]} within 1 %", rms <= 0.01 * span, f"{100 * rms / span:.3f} %")


def arm26(tmp):
    d = os.path.join(EXAMPLES, "arm26")
    out = os.path.join(tmp, "arm26_filtered.sto")
    code, _, err = run("id", "--setup", os.path.join(d, "arm26_Setup_InverseDynamics.xml"), "-o", out)
    check("arm26 id exits 0", code == 0, err)
    if code == 0:
        compare(out, os.path.join(d, "opensim_ID_filtered_6Hz.sto"), "arm26, 6 Hz (the setup as given)")
    # The same setup without the filter (OpenSim's lowpass_cutoff_frequency_for_coordinates = -1).
    setup = open(os.path.join(d, "arm26_Setup_InverseDynamics.xml")).read()
    setup = setup.replace("arm26.osim", os.path.join(d, "arm26.osim")).replace(
        "arm26_InverseKinematics.mot", os.path.join(d, "arm26_InverseKinematics.mot"))
    start = setup.index("<lowpass_cutoff_frequency_for_coordinates>")
    end = setup.index("</lowpass_cutoff_frequency_for_coordinates>")
    setup = setup[:start] + "<lowpass_cutoff_frequency_for_coordinates>-1" + setup[end:]
    unfiltered_setup = os.path.join(tmp, "arm26_unfiltered_setup.xml")
    open(unfiltered_setup, "w").write(setup)
    out = os.path.join(tmp, "arm26_unfiltered.sto")
    code, _, err = run("id", "--setup", unfiltered_setup, "-o", out)
    check("arm26 unfiltered id exits 0", code == 0, err)
    if code == 0:
        compare(out, os.path.join(d, "opensim_ID_unfiltered.sto"), "arm26, no filter")


# OpenSim's own result for its ID test (opensim-core Applications/ID/tests/resources,
# std_arm26_InverseDynamics.sto): arm26 on arm26_InverseKinematics.mot, a SIMM-era motion file with no
# version line, which OpenSim reads in degrees; 6 Hz. Five of its rows (time, shoulder, elbow in N·m).
SIMM_ARM26_OPENSIM = [(0.09999976, 1.4604952427688491, 0.73000861103840253), (0.2499997, 1.4774516864124476, 1.0216733967648575),
                      (0.4999996, 1.6448187184301066, 1.9296729124457905), (0.7499995, 1.9708774067404353, 2.2605500417102666),
                      (0.9999994, 2.7766589517128066, 2.7254276449537986)]


def arm26_simm(tmp):
    motion = os.path.join(REAL_MODELS, "opensim", "arm26_InverseKinematics_SIMM.mot")
    if not os.path.isfile(motion):
        print(f"arm26 SIMM motion skipped: no {motion}")
        return
    d = os.path.join(EXAMPLES, "arm26")
    setup = os.path.join(tmp, "arm26_simm_setup.xml")
    open(setup, "w").write(f"""<?xml version="1.0" encoding="UTF-8" ?>
<OpenSimDocument Version="20303"><InverseDynamicsTool name="arm26">
  <model_file>{os.path.join(d, "arm26.osim")}</model_file><coordinates_file>{motion}</coordinates_file>
  <lowpass_cutoff_frequency_for_coordinates>6.0</lowpass_cutoff_frequency_for_coordinates><time_range>0 1</time_range>
  <forces_to_exclude>muscles</forces_to_exclude></InverseDynamicsTool></OpenSimDocument>""")
    out = os.path.join(tmp, "arm26_simm.sto")
    code, _, err = run("id", "--setup", setup, "-o", out)
    check("arm26 SIMM motion: id exits 0", code == 0, err)
    if code != 0:
        return
    check("arm26 SIMM motion: the note says degrees", "read in degrees" in err, err)
    labels, rows = read_sto(out)
    print(f"arm26 on the SIMM motion file (no version line: degrees), 6 Hz: {len(rows)} frames; ours vs OpenSim's std file")
    for t, shoulder, elbow in SIMM_ARM26_OPENSIM:
        r = min(rows, key=lambda r: abs(r[0] - t))
        print(f"  t {t:.4f}  shoulder ours {r[1]:.8f} OpenSim {shoulder:.8f}   elbow ours {r[2]:.8f} OpenSim {elbow:.8f}")
        # 5e-5 N·m: the 4.x arm26 here and the 1.9 one OpenSim's test used differ in their last digits.
        check(f"arm26 SIMM motion at {t} s", abs(r[0] - t) < 1e-6 and abs(r[1] - shoulder) < 5e-5 and abs(r[2] - elbow) < 5e-5,
              f"{r} vs {(t, shoulder, elbow)}")


# ---- gait10dof18musc: gravity torques of a static pose, computed here from the model file ----------

def vec(text):
    return [float(x) for x in text.split()]


def fmm_slope_at_knot(xs, ys, q):
    """Slope at a knot of the cubic spline of Forsythe, Malcolm & Moler (OpenSim's SimmSpline), solved
    here on its own (dense elimination): σ_i = S''(x_i)/6 with h_{i-1} σ_{i-1} + 2 (h_{i-1} + h_i) σ_i +
    h_i σ_{i+1} = δ_i − δ_{i-1}, and the end rows matching the third derivative of the cubic through
    the four end points."""
    n = len(xs)
    h = [xs[i + 1] - xs[i] for i in range(n - 1)]
    dl = [(ys[i + 1] - ys[i]) / h[i] for i in range(n - 1)]
    A = [[0.0] * n for _ in range(n)]
    r = [0.0] * n
    for i in range(1, n - 1):
        A[i][i - 1], A[i][i], A[i][i + 1] = h[i - 1], 2 * (h[i - 1] + h[i]), h[i]
        r[i] = dl[i] - dl[i - 1]
    def third(k):
        left = (dl[k + 1] - dl[k]) / (xs[k + 2] - xs[k])
        right = (dl[k + 2] - dl[k + 1]) / (xs[k + 3] - xs[k + 1])
        return (right - left) / (xs[k + 3] - xs[k])
    A[0][0], A[0][1], r[0] = -h[0], h[0], h[0] ** 2 * third(0)
    A[n - 1][n - 2], A[n - 1][n - 1], r[n - 1] = h[n - 2], -h[n - 2], -h[n - 2] ** 2 * third(n - 4)
    for k in range(n):  # Gaussian elimination with partial pivoting
        p = max(range(k, n), key=lambda i: abs(A[i][k]))
        A[k], A[p], r[k], r[p] = A[p], A[k], r[p], r[k]
        for i in range(k + 1, n):
            f = A[i][k] / A[k][k]
            for j in range(k, n):
                A[i][j] -= f * A[k][j]
            r[i] -= f * r[k]
    s = [0.0] * n
    for k in reversed(range(n)):
        s[k] = (r[k] - sum(A[k][j] * s[j] for j in range(k + 1, n))) / A[k][k]
    i = next(i for i, x in enumerate(xs) if abs(x - q) < 1e-12)
    if i == n - 1:
        return dl[n - 2] + h[n - 2] * (s[n - 2] + 2 * s[n - 1])
    return dl[i] - h[i] * (s[i + 1] + 2 * s[i])


def knot_value(xs, ys, q):
    """The pose below puts each knee spline on one of its knots, where the spline equals the data."""
    return next(y for x, y in zip(xs, ys) if abs(x - q) < 1e-12)


def gravity_torques(model_path, knee):
    """Planar gait model at pelvis (tilt 0, tx 0, ty 1), hips, lumbar, ankles 0 and both knees at the
    spline knot `knee`: every body's COM in ground, then the torque each joint needs to hold the
    bodies beyond it against gravity, g Σ m (x_COM − x_joint) about z, and the pelvis forces."""
    m = ET.parse(model_path).getroot().find("Model")
    g = -vec(m.findtext("gravity"))[1]
    bodies = {b.get("name"): (float(b.findtext("mass")), vec(b.findtext("mass_center"))) for b in m.find("BodySet/objects")}
    joints = {}
    for j in m.find("JointSet/objects"):
        frames = {f.get("name"): (f.findtext("socket_parent").split("/")[-1], vec(f.findtext("translation")),
                                  vec(f.findtext("orientation"))) for f in j.find("frames")}
        parent = frames[j.findtext("socket_parent_frame")]
        child = frames[j.findtext("socket_child_frame")]
        assert all(abs(v) < 1e-12 for v in parent[2] + child[2] + child[1]), "offsets are pure translations here"
        offset, slope = [0.0, 0.0], [0.0, 0.0]
        if j.tag == "CustomJoint":  # knee: translations are splines of the knee angle, scaled
            for axis in j.find("SpatialTransform"):
                if axis.get("name") in ("translation1", "translation2") and axis.findtext("coordinates").strip():
                    mf = axis.find("MultiplierFunction")
                    if mf is None:  # the pelvis's own translations (its coordinates set below)
                        continue
                    spline = mf.find("function/SimmSpline")
                    xs, ys, scale = vec(spline.findtext("x")), vec(spline.findtext("y")), float(mf.findtext("scale"))
                    k = 0 if axis.get("name") == "translation1" else 1
                    offset[k] = scale * knot_value(xs, ys, knee)
                    slope[k] = scale * fmm_slope_at_knot(xs, ys, knee)
        joints[j.get("name")] = (parent[0], child[0], parent[1], offset, slope)
    # Positions: the pelvis origin at (0, 1); every other body at its parent's offset frame plus the
    # joint's translation, turned by the knee angle for the shanks' COMs.
    origin, angle = {"pelvis": (0.0, 1.0)}, {"pelvis": 0.0}
    order = ["hip_r", "hip_l", "back", "knee_r", "knee_l", "ankle_r", "ankle_l", "subtalar_r", "subtalar_l", "mtp_r", "mtp_l"]
    joint_at = {}
    knee_centre, knee_slope = {}, {}
    for name in order:
        parent, child, p, t, slope = joints[name]
        a = angle[parent]
        ca, sa = math.cos(a), math.sin(a)
        jx = origin[parent][0] + ca * p[0] - sa * p[1]
        jy = origin[parent][1] + sa * p[0] + ca * p[1]
        joint_at[name] = (jx, jy)
        turn = a + (knee if name.startswith("knee") else 0.0)
        # Translations act in the joint's parent frame (before the knee's own turn).
        origin[child] = (jx + ca * t[0] - sa * t[1], jy + sa * t[0] + ca * t[1])
        angle[child] = turn
        knee_centre[name], knee_slope[name] = origin[child], sa * slope[0] + ca * slope[1]  # d(height of centre)/dq
    com = {}
    for b, (mass, c) in bodies.items():
        a = angle[b]
        com[b] = (origin[b][0] + math.cos(a) * c[0] - math.sin(a) * c[1], origin[b][1] + math.sin(a) * c[0] + math.cos(a) * c[1])
    beyond = {"hip_r": ["femur_r", "tibia_r", "talus_r", "calcn_r", "toes_r"], "hip_l": ["femur_l", "tibia_l", "talus_l", "calcn_l", "toes_l"],
              "back": ["torso"], "knee_r": ["tibia_r", "talus_r", "calcn_r", "toes_r"], "knee_l": ["tibia_l", "talus_l", "calcn_l", "toes_l"],
              "ankle_r": ["talus_r", "calcn_r", "toes_r"], "ankle_l": ["talus_l", "calcn_l", "toes_l"]}
    # Holding torque = ∂V/∂q = g Σ m ∂y/∂q. A pin turns the bodies beyond it about its centre:
    # ∂y/∂q = x − x_centre. The knee turns them about its moving centre (the tibia's origin), which
    # also rises by the spline's slope: ∂y/∂q = (x − x_centre) + dy_centre/dq.
    torques = {}
    for name, bs in beyond.items():
        centre = knee_centre[name] if name.startswith("knee") else joint_at[name]
        rise = knee_slope[name] if name.startswith("knee") else 0.0
        torques[name] = g * sum(bodies[b][0] * (com[b][0] - centre[0] + rise) for b in bs)
    total = sum(mass for mass, _ in bodies.values())
    torques["pelvis_tilt"] = g * sum(mass * (com[b][0] - 0.0) for b, (mass, _) in bodies.items())
    torques["pelvis_ty"] = g * total
    torques["pelvis_tx"] = 0.0
    return torques, total, g


def gait(tmp):
    d = os.path.join(EXAMPLES, "gait10dof18musc")
    out = os.path.join(tmp, "gait_id.sto")
    code, _, err = run("id", "--setup", os.path.join(d, "ID", "walk_Setup_ID.xml"), "-o", out)
    check("gait id exits 0", code == 0, err)
    if code != 0:
        return
    labels, rows = read_sto(out)
    check("gait: 151 frames (the IK rows in 0 … 2.5 s)", len(rows) == 151, len(rows))
    print(f"gait10dof18musc, 6 Hz (the setup as given): {len(rows)} frames from {rows[0][0]:.7f} to {rows[-1][0]:.7f} s")
    for c in range(1, len(labels)):
        col = [r[c] for r in rows]
        rms = math.sqrt(sum(v * v for v in col) / len(col))
        unit = "N" if labels[c].endswith("_force") else "N·m"
        print(f"  {labels[c]:26s} min {min(col):9.2f}  max {max(col):9.2f}  mean {sum(col) / len(col):8.2f}  RMS {rms:8.2f} {unit}")

    # Static pose: our G against the hand computation above.
    knee = -0.174533
    hand, total, g = gravity_torques(os.path.join(d, "subject01.osim"), knee)
    q = [0, 0, 1.0, 0, 0, 0, knee, knee, 0, 0]  # describe's order: pelvis_tilt tx ty, hips, lumbar, knees, ankles
    code, outq, err = run("matrices", os.path.join(d, "subject01.osim"), "--q", str(q), "--format", "json")
    check("gait: matrices --q exits 0", code == 0, err)
    if code == 0:
        import json
        j = json.loads(outq)
        G = dict(zip(j["coordinates"], j["G"]))
        names = {"pelvis_tilt": "pelvis_tilt", "pelvis_tx": "pelvis_tx", "pelvis_ty": "pelvis_ty", "hip_r": "hip_flexion_r",
                 "hip_l": "hip_flexion_l", "back": "lumbar_extension", "knee_r": "knee_angle_r", "knee_l": "knee_angle_l",
                 "ankle_r": "ankle_angle_r", "ankle_l": "ankle_angle_l"}
        print(f"  static pose (knees at {knee} rad, all else 0, pelvis 1 m up): gravity torques, ours vs by hand from the model file")
        for k, coord in names.items():
            ours, theirs = G[coord], hand[k]
            print(f"    {coord:20s} ours {ours:10.4f}   hand {theirs:10.4f}")
            check(f"gait: G of {coord} by hand", abs(ours - theirs) <= 1e-6 * (1 + abs(theirs)), f"{ours} vs {theirs}")
        print(f"    body mass {total:.4f} kg, weight {total * g:.2f} N")

    # Ground reaction: over the trial its mean vertical part carries the body's weight (the centre of
    # mass ends about as high and as fast vertically as it started); residuals stay a fraction of it.
    grf_labels, grf = read_sto(os.path.join(d, "ExperimentalData", "subject01_walk_grf.mot"))
    fy = [r[grf_labels.index("ground_force_vy")] + r[grf_labels.index("1_ground_force_vy")] for r in grf if 0 <= r[0] <= 2.5]
    weight = total * g
    ratio = sum(fy) / len(fy) / weight
    print(f"  mean vertical ground reaction over 0 … 2.5 s: {sum(fy) / len(fy):.1f} N = {ratio:.3f} × body weight")
    check("gait: mean vertical GRF ≈ body weight", abs(ratio - 1.0) < 0.1, ratio)
    for name in ("pelvis_tx_force", "pelvis_ty_force"):
        col = [r[labels.index(name)] for r in rows]
        rms = math.sqrt(sum(v * v for v in col) / len(col))
        print(f"  residual {name}: RMS {rms:.1f} N = {100 * rms / weight:.1f} % of body weight, peak {max(abs(v) for v in col) / weight:.2f} × weight")
        check(f"gait: {name} residual plausible (RMS < 15 % of weight)", rms < 0.15 * weight, rms)
    col = [r[labels.index("pelvis_tilt_moment")] for r in rows]
    print(f"  residual pelvis_tilt_moment: RMS {math.sqrt(sum(v * v for v in col) / len(col)):.1f} N·m")


if not os.path.isdir(EXAMPLES):
    print(f"opensim acceptance skipped: no OpenSim examples at {EXAMPLES} (set WRENCHLAB_OPENSIM_EXAMPLES)")
    print("opensim acceptance: 0 checks passed (skipped)")
    sys.exit(0)
with tempfile.TemporaryDirectory() as tmp:
    arm26(tmp)
    arm26_simm(tmp)
    gait(tmp)
print(f"opensim acceptance: {passed}/{passed + len(failures)} checks passed")
for f in failures:
    print("  FAIL", f)
sys.exit(1 if failures else 0)
