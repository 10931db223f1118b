#!/usr/bin/env python3
"""Writes the walking lesson's data: content/models/walking.json (a planar 7-segment walker with
Winter's anthropometric proportions, its ground reactions as splines) and content/data/walking-motion.csv
(one stride of joint angles). Everything is generated here, from published proportions and smooth
curves of our own: no measured data, no third-party file.

Sources of the numbers (facts, not copied text): D. A. Winter, Biomechanics and Motor Control of
Human Movement, 4th ed., Wiley 2009, Table 4.1 (segment mass fractions, centre-of-mass positions and
radii of gyration, after Dempster 1955) and Fig. 4.1 (segment lengths as fractions of height, after
Drillis & Contini 1966). Subject: 70 kg, 1.75 m.

The motion is built from the feet up so that the stance foot really stays on the ground: each foot
lands on its heel, rolls flat, rolls over the metatarsal heads and pushes off; the swing foot flies
on a smooth path; the hip (the pelvis) moves forward at 1.1 m/s and bobs twice per stride; hips and
knees follow by two-link inverse kinematics. All curves are C³ (septic smoothsteps), so the splines
the engine fits to the samples reproduce accelerations closely.

The ground reaction is computed here with our own planar Newton–Euler sums (not with the engine):
the total external force and moment the motion needs, F = Σ m (a − g) and M_O = Σ [c × m (a − g) +
I α]. In single support one foot carries it, its centre of pressure where the moment balances; in
double support the load passes from the trailing to the leading foot along a smoothstep, each foot's
centre of pressure placed within its reach so that the pair's moment comes where it is needed. A centre of pressure
is kept under its foot (between heel and toe, or at the rolling point): where that clamps, a small
pelvis residual moment is left, which the lesson explains. Run: python3 tools/make_walking_data.py
"""
import json
import math
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# ---- anthropometry (Winter 2009, Table 4.1 and Fig. 4.1) ------------------------------------------
M, H, G = 70.0, 1.75, 9.81
L_HAT = (0.818 - 0.530) * H           # greater trochanter to glenohumeral joint
L_THIGH = (0.530 - 0.285) * H         # greater trochanter to femoral condyles
L_SHANK = (0.285 - 0.039) * H         # femoral condyles to medial malleolus
ANKLE_HEIGHT = 0.039 * H
FOOT_LENGTH = 0.152 * H
MASS = {"hat": 0.678 * M, "thigh": 0.100 * M, "shank": 0.0465 * M, "foot": 0.0145 * M}
COM_FRACTION = {"hat": 0.626, "thigh": 0.433, "shank": 0.433, "foot": 0.50}
GYRATION = {"hat": 0.496, "thigh": 0.323, "shank": 0.302, "foot": 0.475}
# The sole in the foot's frame (origin at the ankle, x forward, y up, the foot flat): our choice of
# where heel and metatarsal heads lie along the foot's length. The foot is one rigid segment from the
# ankle to the metatarsal heads (its distal point); the toes beyond them may take the pressure while
# the foot lies flat.
HEEL = (-0.20 * FOOT_LENGTH, -ANKLE_HEIGHT)
MTP = (0.55 * FOOT_LENGTH, -ANKLE_HEIGHT)
TOE = (0.80 * FOOT_LENGTH, -ANKLE_HEIGHT)
L_FOOT = math.hypot(*MTP)             # Winter's foot segment: ankle to metatarsal head II
HIP_Z = 0.085                         # the legs' lateral offset (drawing only; the model is planar)

# ---- the stride --------------------------------------------------------------------------------
T, SPEED = 1.1, 1.1                   # s, m/s
STRIDE = SPEED * T
HS, FF, HO, TO = 0.0, 0.08, 0.32, 0.60  # heel strike, foot flat, heel off, toe off (fraction of the stride)
THETA_HS, THETA_TO = 0.30, -0.55      # foot pitch at heel strike and toe off, rad
LIFT = 0.05                           # swing clearance added at mid-swing, m
HEEL_AT_HS = 0.26                     # right heel lands this far ahead of the hip's start, m


def smooth(u):
    """Septic smoothstep: 0 → 1 with zero first, second and third derivatives at both ends."""
    u = min(max(u, 0.0), 1.0)
    return u ** 4 * (35 - 84 * u + 70 * u ** 2 - 20 * u ** 3)


def swing(u):
    """The swing foot's progress: the minimum-jerk quintic (zero speed and acceleration at both ends,
    the lowest peak acceleration of such steps)."""
    u = min(max(u, 0.0), 1.0)
    return u ** 3 * (10 - 15 * u + 6 * u ** 2)


def bump(u):
    """0 at both ends with three zero derivatives, 1 in the middle."""
    u = min(max(u, 0.0), 1.0)
    return (4 * u * (1 - u)) ** 4


def rot(theta, p):
    c, s = math.cos(theta), math.sin(theta)
    return (c * p[0] - s * p[1], s * p[0] + c * p[1])


def foot_pose(phase, heel_x):
    """Ankle position and foot pitch for a foot whose heel lands at heel_x at phase 0."""
    phase %= 1.0
    def at_heel(theta, hx):
        r = rot(theta, HEEL)
        return (hx - r[0], -r[1]), theta
    def at_mtp(theta, hx):
        mx = hx + MTP[0] - HEEL[0]
        r = rot(theta, MTP)
        return (mx - r[0], -r[1]), theta
    if phase < FF:
        return at_heel(THETA_HS * (1 - smooth((phase - HS) / (FF - HS))), heel_x)
    if phase < HO:
        return at_heel(0.0, heel_x)
    if phase < TO:
        return at_mtp(THETA_TO * smooth((phase - HO) / (TO - HO)), heel_x)
    u = (phase - TO) / (1.0 - TO)
    (x0, y0), t0 = at_mtp(THETA_TO, heel_x)
    (x1, y1), t1 = at_heel(THETA_HS, heel_x + STRIDE)
    s = swing(u)
    return (x0 + (x1 - x0) * s, y0 + (y1 - y0) * s + LIFT * bump(u)), t0 + (t1 - t0) * s


def contact(phase):
    """Which point of the foot touches the ground: 'heel', 'flat', 'mtp', or None in swing."""
    phase %= 1.0
    return "heel" if phase < FF else "flat" if phase < HO else "mtp" if phase < TO else None


# The hip (pelvis) moves forward at SPEED plus a periodic surge: HARMONICS sines and cosines of the
# stride, fitted (fit_surge) so that the ground reaction the motion needs acts where a foot can push
# — the whole body as an inverted pendulum over its stance foot, its centre of pressure rolling from
# heel to toes. It rises to mid-stance and sinks at double support; the trunk rocks by a few degrees
# (fitted too: with no arms, the trunk is what balances the swinging leg's angular momentum).
HARMONICS = 10
SURGE = [0.0] * (2 * HARMONICS) + [0.0] * 6  # x: sin, cos of k = 1 … 10 per stride; tilt: k = 2, 4, 6
BOB = 0.022           # amplitude of the vertical oscillation, m
HIP_HEIGHT = 0.86     # mean hip height, m


def pelvis(t, surge=None):
    c = SURGE if surge is None else surge
    x = SPEED * t
    for k in range(HARMONICS):
        a = 2 * math.pi * (k + 1) * t / T
        x += c[2 * k] * math.sin(a) + c[2 * k + 1] * math.cos(a)
    y = HIP_HEIGHT + BOB * math.cos(4 * math.pi * (t / T - 0.3))
    tilt = 0.0
    for j, k in enumerate((2, 4, 6)):
        a = 2 * math.pi * k * t / T
        tilt += c[2 * HARMONICS + 2 * j] * math.sin(a) + c[2 * HARMONICS + 2 * j + 1] * math.cos(a)
    return x, y, tilt


def leg_angles(hip, ankle, foot_pitch):
    """Absolute thigh and shank angles (from the downward vertical, counter-clockwise) by two-link IK,
    the knee bending forward."""
    dx, dy = ankle[0] - hip[0], ankle[1] - hip[1]
    d = math.hypot(dx, dy)
    if d >= 0.999 * (L_THIGH + L_SHANK):
        raise ValueError(f"the leg cannot reach: {d:.4f} m")
    alpha = math.atan2(dx, -dy)
    beta = math.acos((L_THIGH ** 2 + d * d - L_SHANK ** 2) / (2 * L_THIGH * d))
    gamma = math.acos((L_SHANK ** 2 + d * d - L_THIGH ** 2) / (2 * L_SHANK * d))
    return alpha + beta, alpha - gamma


# Phase offset and the heel's landing x at that phase (the left foot lands half a stride later, and
# half a stride further on).
LEGS = {"r": (0.0, HEEL_AT_HS), "l": (0.5, HEEL_AT_HS + 0.5 * STRIDE)}


def pose_at(t, px, py, tilt):
    """Coordinates (the model's order) and every segment's COM and angle at time t, the pelvis given."""
    q = {"pelvis_tx": px, "pelvis_ty": py, "pelvis_tilt": tilt}
    hc = rot(tilt, (0.0, COM_FRACTION["hat"] * L_HAT))
    bodies = {"hat": ((px + hc[0], py + hc[1]), tilt)}
    for side, (offset, heel0) in LEGS.items():
        phase = t / T - offset
        heel_x = heel0 + STRIDE * math.floor(phase)  # this stride's landing
        ankle, pitch = foot_pose(phase, heel_x)
        th, sh = leg_angles((px, py), ankle, pitch)
        q["hip_" + side] = th - tilt
        q["knee_" + side] = sh - th
        q["ankle_" + side] = pitch - sh
        knee = (px + L_THIGH * math.sin(th), py - L_THIGH * math.cos(th))
        bodies["thigh_" + side] = ((px + COM_FRACTION["thigh"] * L_THIGH * math.sin(th), py - COM_FRACTION["thigh"] * L_THIGH * math.cos(th)), th)
        bodies["shank_" + side] = ((knee[0] + COM_FRACTION["shank"] * L_SHANK * math.sin(sh), knee[1] - COM_FRACTION["shank"] * L_SHANK * math.cos(sh)), sh)
        fc = rot(pitch, (0.5 * MTP[0], 0.5 * MTP[1]))
        bodies["foot_" + side] = ((ankle[0] + fc[0], ankle[1] + fc[1]), pitch)
    return q, bodies


def pose(t, surge=None):
    return pose_at(t, *pelvis(t, surge))


def kind(name):
    return name.split("_")[0]


def inertia_zz(k):
    length = {"hat": L_HAT, "thigh": L_THIGH, "shank": L_SHANK, "foot": L_FOOT}[k]
    return MASS[k] * (GYRATION[k] * length) ** 2


def required_wrench(t, surge=None, h=1e-4):
    """F = Σ m (a − g), M_O = Σ [c × m (a − g)]_z + I α: the external load the motion needs."""
    _, b0 = pose(t, surge)
    _, bm = pose(t - h, surge)
    _, bp = pose(t + h, surge)
    fx = fy = mz = 0.0
    for name, ((cx, cy), th) in b0.items():
        m = MASS[kind(name)]
        ax = (bp[name][0][0] - 2 * cx + bm[name][0][0]) / h ** 2
        ay = (bp[name][0][1] - 2 * cy + bm[name][0][1]) / h ** 2 + G
        alpha = (bp[name][1] - 2 * th + bm[name][1]) / h ** 2
        fx += m * ax
        fy += m * ay
        mz += cx * m * ay - cy * m * ax + inertia_zz(kind(name)) * alpha
    return fx, fy, mz


def sole_point(side, t, which):
    """World x of a foot's heel, metatarsal heads or toe tip at time t (on the ground when it touches)."""
    offset, heel0 = LEGS[side]
    phase = t / T - offset
    ankle, pitch = foot_pose(phase, heel0 + STRIDE * math.floor(phase))
    p = rot(pitch, {"heel": HEEL, "mtp": MTP, "toe": TOE}[which])
    return ankle[0] + p[0]


def support(side, t):
    """The range of x where this foot can have its centre of pressure now (None in swing)."""
    phase = t / T - LEGS[side][0]
    c = contact(phase)
    if c is None:
        return None
    if c == "heel":  # the heel's rounded pad
        x = sole_point(side, t, "heel")
        return (x, x + 0.03)
    if c == "mtp":   # metatarsal heads and toes (the toes bend; the rigid foot's toe point would dip)
        x = sole_point(side, t, "mtp")
        return (x - 0.01, x + (TOE[0] - MTP[0]))
    return (sole_point(side, t, "heel"), sole_point(side, t, "toe"))


def ground_reactions(t):
    """Force (x, y) and centre of pressure x of each foot, and the pelvis moment left over."""
    fx, fy, mz = required_wrench(t)
    cop_needed = mz / fy  # where one force would have to act: M_O = x F_y (ground at y = 0)
    feet = {s: support(s, t) for s in LEGS}
    standing = [s for s in LEGS if feet[s] is not None]
    out = {s: (0.0, 0.0, None) for s in LEGS}
    if len(standing) == 1:
        s = standing[0]
        lo, hi = feet[s]
        out[s] = (fx, fy, min(max(cop_needed, lo), hi))
    else:
        # Double support (from the leading foot's heel strike to the trailing foot's toe off): the
        # leading foot takes the load along a smoothstep; its pressure at its heel, the trailing
        # foot's where the moment balances.
        phases = {s: (t / T - LEGS[s][0]) % 1.0 for s in LEGS}
        lead = min(LEGS, key=lambda s: phases[s])
        trail = next(s for s in LEGS if s != lead)
        w = smooth(phases[lead] / (TO - 0.5))  # the load passes from the trailing to the leading foot
        # Each foot's centre of pressure within its reach, so that w x_lead + (1 − w) x_trail comes
        # as close as it can to where the pair's moment needs it.
        (tlo, thi), (llo, lhi) = feet[trail], feet[lead]
        x_trail = min(max(cop_needed, tlo), thi)
        x_lead = llo if w < 1e-9 else min(max((cop_needed - (1 - w) * x_trail) / w, llo), lhi)
        if w < 1 - 1e-9:
            x_trail = min(max((cop_needed - w * x_lead) / (1 - w), tlo), thi)
        out[lead] = (w * fx, w * fy, x_lead)
        out[trail] = ((1 - w) * fx, (1 - w) * fy, x_trail)
    applied = sum(f[1] * f[2] for f in out.values() if f[2] is not None)
    return out, mz - applied


def desired_cop(t):
    """Where the whole body's centre of pressure should be: over the stance foot from heel to toes in
    single support (slow at mid-foot), across from the trailing toes to the leading heel in double
    support."""
    phase = (t / T) % 1.0
    double = TO - 0.5
    def lerp(a, b, u, ease=smooth):
        return a + (b - a) * ease(u)
    heel = {s: sole_point(s, t, "heel") for s in LEGS}
    toes = {s: sole_point(s, t, "mtp") + 0.5 * (TOE[0] - MTP[0]) for s in LEGS}
    if phase < double:
        return lerp(toes["l"], heel["r"], phase / double)
    if phase < 0.5:
        return lerp(heel["r"], toes["r"], (phase - double) / (0.5 - double), lambda u: u)
    if phase < TO:
        return lerp(toes["r"], heel["l"], (phase - 0.5) / double)
    return lerp(heel["l"], toes["l"], (phase - TO) / (1.0 - TO), lambda u: u)


def fit_surge():
    """Damped Gauss–Newton on the surge harmonics: the needed moment about the desired centre of
    pressure, M_O − x_cop F_y, per body weight, at 88 instants of the stride."""
    samples = [(i + 0.5) * T / 88 for i in range(88)]
    def residuals(c):
        out = []
        for t in samples:
            fx, fy, mz = required_wrench(t, c)
            out.append((mz - desired_cop(t) * fy) / (M * G))
        # Keep the accelerations these harmonics add within tenths of g (a walker's COM does), and
        # the trunk within a few degrees of upright.
        out += [0.2 * v * (2 * math.pi * (k // 2 + 1) / T) ** 2 / G for k, v in enumerate(c[:2 * HARMONICS])]
        out += [1.0 * v for v in c[2 * HARMONICS:]]
        return out
    c = list(SURGE)
    r = residuals(c)
    cost = sum(x * x for x in r)
    damping = 1e-4
    for _ in range(30):
        J = []
        for k in range(len(c)):
            d = list(c)
            d[k] += 1e-6
            J.append([(a - b) / 1e-6 for a, b in zip(residuals(d), r)])
        n = len(c)
        A = [[sum(J[i][m] * J[j][m] for m in range(len(r))) + (damping if i == j else 0.0) for j in range(n)] for i in range(n)]
        g = [-sum(J[i][m] * r[m] for m in range(len(r))) for i in range(n)]
        for k in range(n):
            piv = max(range(k, n), key=lambda i: abs(A[i][k]))
            A[k], A[piv], g[k], g[piv] = A[piv], A[k], g[piv], g[k]
            for i in range(k + 1, n):
                f = A[i][k] / A[k][k]
                A[i] = [a - f * b for a, b in zip(A[i], A[k])]
                g[i] -= f * g[k]
        step = [0.0] * n
        for k in reversed(range(n)):
            step[k] = (g[k] - sum(A[k][j] * step[j] for j in range(k + 1, n))) / A[k][k]
        trial = [a + b for a, b in zip(c, step)]
        try:
            rt = residuals(trial)
        except ValueError:  # the legs could not reach: a smaller step
            damping *= 10
            continue
        ct = sum(x * x for x in rt)
        if ct < cost:
            improvement = cost - ct
            c, r, cost, damping = trial, rt, ct, damping * 0.3
            if improvement < 1e-9:
                break
        else:
            damping *= 10
    return c, math.sqrt(sum(x * x for x in r[:88]) / 88)


def main():
    global SURGE
    SURGE, fit = fit_surge()
    print("surge harmonics " + " ".join(f"{v:+.4f}" for v in SURGE) + f"; centre-of-pressure fit RMS {fit * M * G:.2f} N·m")
    rate = 200
    n = int(round(T * rate)) + 1
    times = [i / rate for i in range(n)]
    coords = ["pelvis_tx", "pelvis_ty", "pelvis_tilt", "hip_r", "hip_l", "knee_r", "knee_l", "ankle_r", "ankle_l"]
    rows, grf = [], {s: {"fx": [], "fy": [], "copx": []} for s in LEGS}
    last_cop = {s: sole_point(s, 0.0, "heel") for s in LEGS}
    residual = []
    for t in times:
        q, _ = pose(t)
        rows.append([t] + [q[c] for c in coords])
        feet, left_over = ground_reactions(t)
        residual.append(left_over)
        for s, (fx, fy, cop) in feet.items():
            if cop is not None:
                last_cop[s] = cop
            grf[s]["fx"].append(fx)
            grf[s]["fy"].append(fy)
            grf[s]["copx"].append(last_cop[s])  # in swing the (zero) force stays where it left
    # The swing foot never dips below the ground.
    lowest = min(min(rot(foot_pose(p / 1000, 0.0)[1], pt)[1] + foot_pose(p / 1000, 0.0)[0][1] for pt in (HEEL, MTP))
                 for p in range(int(TO * 1000) + 5, 995))
    assert lowest > -1e-9, f"the swing foot goes {lowest:.4f} m into the ground"

    os.makedirs(os.path.join(ROOT, "content", "data"), exist_ok=True)
    with open(os.path.join(ROOT, "content", "data", "walking-motion.csv"), "w") as f:
        f.write("# One stride of the walking lesson's model (generated by tools/make_walking_data.py; angles in rad)\n")
        f.write("time," + ",".join(f"{c} [{'m' if c in ('pelvis_tx', 'pelvis_ty') else 'rad'}]" for c in coords) + "\n")
        for r in rows:
            f.write(",".join(f"{v:.9f}" for v in r) + "\n")

    # Forces to 0.1 mN, centres of pressure to 1 µm: the lesson travels whole in a share link (16 384
    # characters, lesson-format.md), and these splines are most of it.
    def spline(values, decimals):
        return {"spline": {"t": [round(t, 6) for t in times], "value": [round(v, decimals) for v in values]}}

    def inertia(k, along_y):
        izz = inertia_zz(k)
        return {"principal": [izz, 0.2 * izz, izz] if along_y else [0.2 * izz, izz, izz]}

    segments = [{"name": "hat", "description": "head, arms and trunk with the pelvis (Winter's HAT)",
                 "joint": {"name": "pelvis", "type": "planar", "at": [0, 0, 0], "coordinates": ["pelvis_tx", "pelvis_ty", "pelvis_tilt"]},
                 "length": round(L_HAT, 6), "direction": [0, 1, 0], "mass": round(MASS["hat"], 6), "com": COM_FRACTION["hat"],
                 "inertia": inertia("hat", True)}]
    foot_dir = [round(MTP[0] / L_FOOT, 9), round(MTP[1] / L_FOOT, 9), 0]
    for side, z in (("r", HIP_Z), ("l", -HIP_Z)):
        segments += [
            {"name": "thigh_" + side, "parent": "hat", "joint": {"name": "hip_" + side, "at": [0, 0, z]},
             "length": round(L_THIGH, 6), "direction": [0, -1, 0], "mass": round(MASS["thigh"], 6), "com": COM_FRACTION["thigh"],
             "inertia": inertia("thigh", True)},
            {"name": "shank_" + side, "parent": "thigh_" + side, "joint": {"name": "knee_" + side},
             "length": round(L_SHANK, 6), "direction": [0, -1, 0], "mass": round(MASS["shank"], 6), "com": COM_FRACTION["shank"],
             "inertia": inertia("shank", True)},
            {"name": "foot_" + side, "parent": "shank_" + side, "joint": {"name": "ankle_" + side},
             "length": round(L_FOOT, 6), "direction": foot_dir, "mass": round(MASS["foot"], 6), "com": COM_FRACTION["foot"],
             "inertia": inertia("foot", False),
             "points": {"heel": [round(HEEL[0], 6), round(HEEL[1], 6), 0]}},
        ]
    loads = []
    for side, z in (("r", HIP_Z), ("l", -HIP_Z)):
        loads.append({"type": "ground_reaction", "name": "grf_" + side, "segment": "foot_" + side,
                      "force": [spline(grf[side]["fx"], 4), spline(grf[side]["fy"], 4), 0],
                      "centre_of_pressure": [spline(grf[side]["copx"], 6), 0, z], "centre_of_pressure_in": "world",
                      "free_moment": 0})
    model = {
        "format": "wrenchlab-model", "version": 1,
        "name": "Walking (planar, 70 kg, 1.75 m)",
        "description": "A 7-segment sagittal-plane walker with D. A. Winter's anthropometric proportions (Biomechanics and Motor "
                       "Control of Human Movement, 4th ed., 2009, Table 4.1 and Fig. 4.1): head-arms-trunk with the pelvis on a "
                       "planar joint, thighs, shanks and feet; one stride at 1.1 m/s and the ground reactions that motion needs, "
                       "both generated by tools/make_walking_data.py.",
        "duration": T,
        "gravity": [0, -G, 0],
        "segments": segments,
        "loads": loads,
        "motion": {"file": "../data/walking-motion.csv"},
    }
    with open(os.path.join(ROOT, "content", "models", "walking.json"), "w") as f:
        json.dump(model, f, indent=1, ensure_ascii=False)
        f.write("\n")
    rms = math.sqrt(sum(r * r for r in residual) / len(residual))
    print(f"walking: {n} samples over {T} s; leg reach max {max_reach():.4f} of {L_THIGH + L_SHANK:.4f} m; "
          f"pelvis moment not carried by the feet: RMS {rms:.2f} N·m, peak {max(abs(r) for r in residual):.2f} N·m; "
          f"lowest swing point {lowest * 1000:.1f} mm")


def max_reach():
    worst = 0.0
    for i in range(1101):
        t = i / 1000
        px, py, _ = pelvis(t)
        for side, (offset, heel0) in LEGS.items():
            phase = t / T - offset
            ankle, _ = foot_pose(phase, heel0 + STRIDE * math.floor(phase))
            worst = max(worst, math.hypot(ankle[0] - px, ankle[1] - py))
    return worst


if __name__ == "__main__":
    main()
