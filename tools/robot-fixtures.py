#!/usr/bin/env python3
"""Writes the robot arms of content/models/robots/ (URDF and MJCF) from published kinematic and
inertial parameters, so that the numbers in the files can be checked against their sources here.

    python3 tools/robot-fixtures.py        # rewrites ur5.urdf, ur5.xml, panda.urdf, panda.xml

UR5 (Universal Robots): standard Denavit-Hartenberg table and link masses and centres of mass as
Universal Robots publishes them for the UR5 (CB3). UR publishes no inertia tensors: each link's tensor
here is a solid cylinder of its mass, radius 0.06 m and the link's length, about its centre of mass
(our approximation, stated in the files).

Panda (Franka Emika): the modified (Craig) Denavit-Hartenberg table Franka publishes, with its offset
wrist (a = 0.088 m before joint 7, 0.0825 m at the elbow). Link masses are those of the dynamic
identification by Gaz et al. (IEEE RA-L 2019); centres of mass and tensors are our approximations
(a point 40 % along each link and uniform cylinders), stated in the files.
"""
import math
import pathlib

OUT = pathlib.Path(__file__).resolve().parent.parent / "content" / "models" / "robots"


def rx(a):
    c, s = math.cos(a), math.sin(a)
    return [[1, 0, 0], [0, c, -s], [0, s, c]]


def mul(A, v):
    return [sum(A[i][k] * v[k] for k in range(3)) for i in range(3)]


def f(x):
    return f"{x:.10g}"


def vec(v):
    return " ".join(f(x) for x in v)


def cylinder(mass, length, radius=0.06):
    """Principal moments of a solid cylinder along z: perpendicular, perpendicular, axial."""
    perp = mass * (3 * radius * radius + length * length) / 12.0
    return [perp, perp, 0.5 * mass * radius * radius]


def write_arm(name, title, source_note, joints, tool, shells=None):
    """joints: list of dicts with origin xyz, roll (about x), limit, mass, com (link frame), inertia diag
    (about the COM, link axes). shells: for base_link and each link, (mesh file, xyz, rpy) of its drawn
    shell in the link frame (URDF only: drawing, not physics). Writes <name>.urdf and <name>.xml (MJCF)
    with the same frames."""
    shells = shells or [None] * (len(joints) + 1)

    def shell(k):
        if shells[k] is None:
            return []
        mesh, xyz, rpy = shells[k]
        return [f'    <visual><origin xyz="{vec(xyz)}" rpy="{vec(rpy)}"/><geometry><mesh filename="{mesh}"/></geometry></visual>']

    urdf = [f'<?xml version="1.0"?>', f'<!-- {title}. {source_note} -->', f'<robot name="{name}">',
            '  <link name="world"/>', '  <link name="base_link">',
            '    <inertial><origin xyz="0 0 0.03"/><mass value="4"/>'
            '<inertia ixx="0.0072" iyy="0.0072" izz="0.0072" ixy="0" ixz="0" iyz="0"/></inertial>',
            '    <visual><geometry><cylinder radius="0.075" length="0.06"/></geometry></visual>'] + shell(0) + ['  </link>',
            '  <joint name="base_to_world" type="fixed"><parent link="world"/><child link="base_link"/></joint>']
    parent = "base_link"
    for i, j in enumerate(joints, start=1):
        link = f"link{i}"
        I = j["inertia"]
        urdf += [f'  <link name="{link}">',
                 f'    <inertial><origin xyz="{vec(j["com"])}" rpy="0 0 0"/><mass value="{f(j["mass"])}"/>'
                 f'<inertia ixx="{f(I[0])}" iyy="{f(I[1])}" izz="{f(I[2])}" ixy="0" ixz="0" iyz="0"/></inertial>',
                 f'    <collision><geometry><cylinder radius="0.05" length="0.1"/></geometry></collision>'] + shell(i) + [
                 '  </link>',
                 f'  <joint name="joint{i}" type="revolute"><parent link="{parent}"/><child link="{link}"/>'
                 f'<origin xyz="{vec(j["xyz"])}" rpy="{f(j["roll"])} 0 0"/><axis xyz="0 0 1"/>'
                 f'<limit lower="{f(-j["limit"])}" upper="{f(j["limit"])}" effort="{f(j["effort"])}" velocity="3.15"/></joint>']
        parent = link
    urdf += ['  <link name="tool0"/>',
             f'  <joint name="tool_flange" type="fixed"><parent link="{parent}"/><child link="tool0"/>'
             f'<origin xyz="{vec(tool)}" rpy="0 0 0"/></joint>',
             '  <transmission name="joint1_transmission"><type>transmission_interface/SimpleTransmission</type>'
             '<joint name="joint1"/></transmission>', '</robot>', '']
    (OUT / f"{name}.urdf").write_text("\n".join(urdf))

    # MJCF: the same frames, nested; angles in radians; every link's inertia explicit.
    mj = [f'<!-- {title}. {source_note} -->', f'<mujoco model="{name}">',
          '  <compiler angle="radian" autolimits="true"/>', '  <option gravity="0 0 -9.81"/>',
          '  <default><joint damping="0"/><geom type="capsule" size="0.04" contype="0" conaffinity="0"/></default>',
          '  <worldbody>', '    <body name="base_link">',
          '      <inertial pos="0 0 0.03" mass="4" diaginertia="0.0072 0.0072 0.0072"/>',
          '      <geom type="cylinder" size="0.075 0.03" pos="0 0 0.03"/>']
    indent = "      "
    for i, j in enumerate(joints, start=1):
        I = j["inertia"]
        mj += [f'{indent}<body name="link{i}" pos="{vec(j["xyz"])}" euler="{f(j["roll"])} 0 0">',
               f'{indent}  <joint name="joint{i}" axis="0 0 1" range="{f(-j["limit"])} {f(j["limit"])}"/>',
               f'{indent}  <inertial pos="{vec(j["com"])}" mass="{f(j["mass"])}" diaginertia="{vec(I)}"/>',
               f'{indent}  <geom fromto="0 0 0 {vec(j["com"])}"/>']
        indent += "  "
    mj += [f'{indent}<site name="tool0" pos="{vec(tool)}"/>']
    for i in range(len(joints), 0, -1):
        indent = indent[:-2]
        mj.append(f'{indent}</body>')
    mj += ['    </body>', '  </worldbody>',
           '  <actuator>' + "".join(f'<motor joint="joint{i}"/>' for i in range(1, len(joints) + 1)) + '</actuator>',
           '</mujoco>', '']
    (OUT / f"{name}.xml").write_text("\n".join(mj))


# --- The UR5's own shells (ros-industrial/universal_robot, ur_description) --------------------------------
# ur_description's meshes are drawn in its links' frames, which are not ours (DH). Its kinematics
# (ur5.urdf.xacro, kinetic: every visual at its link's origin) as (origin xyz, origin rpy, axis) per joint,
# from base_link; its base_link is UR's base frame, our base, turned by pi about z ("base_link-base_fixed_joint").
UR_DESCRIPTION_JOINTS = [
    ((0, 0, 0.089159), (0, 0, 0), (0, 0, 1)),                         # shoulder_pan
    ((0, 0.13585, 0), (0, math.pi / 2, 0), (0, 1, 0)),                # shoulder_lift (shoulder_offset)
    ((0, -0.1197, 0.425), (0, 0, 0), (0, 1, 0)),                      # elbow (elbow_offset, upper arm)
    ((0, 0, 0.39225), (0, math.pi / 2, 0), (0, 1, 0)),                # wrist_1 (forearm)
    ((0, 0.10915 + 0.1197 - 0.13585, 0), (0, 0, 0), (0, 0, 1)),       # wrist_2 (wrist_1_length = d4 - elbow - shoulder offsets)
    ((0, 0, 0.09465), (0, 0, 0), (0, 1, 0)),                          # wrist_3
]
UR_DESCRIPTION_MESHES = ["base", "shoulder", "upperarm", "forearm", "wrist1", "wrist2", "wrist3"]


def rpy_matrix(r, p, y):
    cr, sr, cp, sp, cy, sy = math.cos(r), math.sin(r), math.cos(p), math.sin(p), math.cos(y), math.sin(y)
    return [[cy * cp, cy * sp * sr - sy * cr, cy * sp * cr + sy * sr],
            [sy * cp, sy * sp * sr + cy * cr, sy * sp * cr - cy * sr],
            [-sp, cp * sr, cp * cr]]


def pose(R, p):
    return [R[0] + [p[0]], R[1] + [p[1]], R[2] + [p[2]], [0, 0, 0, 1]]


def compose(A, B):
    return [[sum(A[i][k] * B[k][j] for k in range(4)) for j in range(4)] for i in range(4)]


def inverse(M):
    R = [[M[j][i] for j in range(3)] for i in range(3)]
    return pose(R, [-sum(R[i][k] * M[k][3] for k in range(3)) for i in range(3)])


def about(axis, q):
    """Rotation by q about a unit axis (Rodrigues)."""
    x, y, z = axis
    K = [[0, -z, y], [z, 0, -x], [-y, x, 0]]
    KK = [[sum(K[i][k] * K[k][j] for k in range(3)) for j in range(3)] for i in range(3)]
    return pose([[(i == j) + math.sin(q) * K[i][j] + (1 - math.cos(q)) * KK[i][j] for j in range(3)] for i in range(3)], [0, 0, 0])


def chain_poses(joints, q, base):
    """Pose of the base and of each link after its joint, for joint angles q."""
    M, poses = base, [base]
    for (xyz, rpy, axis), angle in zip(joints, q):
        M = compose(compose(M, pose(rpy_matrix(*rpy), xyz)), about(axis, angle))
        poses.append(M)
    return poses


def ur5_shells(joints):
    """Each mesh's frame in our link frame: ours^-1 ur_description's at the same joint angles. A link's
    shell is rigid on it, so this must not depend on q: checked at random angles before it is written."""
    ours = [(j["xyz"], (j["roll"], 0, 0), (0, 0, 1)) for j in joints]
    theirs_base = pose(rpy_matrix(0, 0, math.pi), [0, 0, 0])
    identity = pose(rpy_matrix(0, 0, 0), [0, 0, 0])

    def offsets(q):
        return [compose(inverse(a), b) for a, b in zip(chain_poses(ours, q, identity), chain_poses(UR_DESCRIPTION_JOINTS, q, theirs_base))]

    at_zero = offsets([0] * 6)
    import random
    rng = random.Random(5)
    for _ in range(20):
        for M0, M in zip(at_zero, offsets([rng.uniform(-math.pi, math.pi) for _ in range(6)])):
            assert max(abs(M0[i][k] - M[i][k]) for i in range(3) for k in range(4)) < 1e-12, "the UR5's shell would move on its link"
    shells = []
    for name, M in zip(UR_DESCRIPTION_MESHES, at_zero):
        # rpy (URDF's fixed-axis x, y, z) of the rotation; pitch stays away from +-pi/2 for these frames.
        roll, pitch, yaw = math.atan2(M[2][1], M[2][2]), math.asin(-M[2][0]), math.atan2(M[1][0], M[0][0])
        clean = [0.0 if abs(v) < 1e-12 else v for v in (roll, pitch, yaw)]
        xyz = [0.0 if abs(M[i][3]) < 1e-12 else M[i][3] for i in range(3)]
        shells.append((f"package://ur_description/meshes/ur5/visual/{name}.dae", xyz, clean))
    return shells


def ur5():
    # Standard DH: T(i-1, i) = Rz(theta_i) Tz(d_i) Tx(a_i) Rx(alpha_i). Link frame L_i is frame i-1 turned
    # by theta_i; joint i+1 sits at Tz(d_i) Tx(a_i) Rx(alpha_i) in it, and link i's published COM (in DH
    # frame i) is at (a_i, 0, d_i) + Rx(alpha_i) com_i in L_i.
    d = [0.089159, 0, 0, 0.10915, 0.09465, 0.0823]
    a = [0, -0.425, -0.39225, 0, 0, 0]
    alpha = [math.pi / 2, 0, 0, math.pi / 2, -math.pi / 2, 0]
    mass = [3.7, 8.393, 2.275, 1.219, 1.219, 0.1879]
    com = [[0, -0.02561, 0.00193], [0.2125, 0, 0.11336], [0.15, 0, 0.0265],
           [0, -0.0018, 0.01634], [0, 0.0018, 0.01634], [0, 0, -0.001159]]
    length = [0.15, 0.425, 0.39225, 0.12, 0.12, 0.05]
    effort = [150, 150, 150, 28, 28, 28]
    joints = []
    for i in range(6):
        xyz = [0, 0, 0] if i == 0 else [a[i - 1], 0, d[i - 1]]
        roll = 0 if i == 0 else alpha[i - 1]
        c = [x + y for x, y in zip([a[i], 0, d[i]], mul(rx(alpha[i]), com[i]))]
        # The tensor's axes are the DH frame's (rotated by alpha from the link frame): take the cylinder
        # along the link frame's own axes instead, so the URDF can state it diagonal with rpy 0.
        joints.append(dict(xyz=xyz, roll=roll, limit=2 * math.pi, effort=effort[i], mass=mass[i], com=c,
                           inertia=cylinder(mass[i], length[i])))
    tool = [a[5], 0, d[5]]  # frame 6 in L6 (alpha_6 = 0)
    write_arm("ur5", "UR5 6-axis arm", "Kinematics (DH), masses and centres of mass: Universal Robots' published UR5 "
              "parameters; inertia tensors: uniform cylinders (r 0.06 m, link length), our approximation. "
              "Written by tools/robot-fixtures.py", joints, tool, ur5_shells(joints))


def panda():
    # Modified DH: T(i-1, i) = Rx(alpha_{i-1}) Tx(a_{i-1}) Rz(theta_i) Tz(d_i); link frame i is DH frame i.
    a = [0, 0, 0, 0.0825, -0.0825, 0, 0.088]
    d = [0.333, 0, 0.316, 0, 0.384, 0, 0]
    alpha = [0, -math.pi / 2, math.pi / 2, math.pi / 2, -math.pi / 2, math.pi / 2, math.pi / 2]
    mass = [4.970684, 0.646926, 3.228604, 3.587895, 1.225946, 1.666555, 0.735522]
    limits = [2.8973, 1.7628, 2.8973, 3.0718, 2.8973, 3.7525, 2.8973]
    effort = [87, 87, 87, 87, 12, 12, 12]
    joints = []
    for i in range(7):
        xyz = [a[i], -math.sin(alpha[i]) * d[i], math.cos(alpha[i]) * d[i]]
        # The COM 40 % of the way to the next joint's origin (in this link's frame), off the axis a little.
        nxt = [a[i + 1], -math.sin(alpha[i + 1]) * d[i + 1], math.cos(alpha[i + 1]) * d[i + 1]] if i < 6 else [0, 0, 0.107]
        c = [0.4 * x for x in nxt]
        c[0] += 0.01
        length = max(0.1, math.sqrt(sum(x * x for x in nxt)))
        joints.append(dict(xyz=xyz, roll=alpha[i], limit=limits[i], effort=effort[i], mass=mass[i], com=c,
                           inertia=cylinder(mass[i], length)))
    write_arm("panda", "Franka Emika Panda 7-axis arm with offset wrist",
              "Kinematics: Franka's published modified-DH table (offset wrist a7 = 0.088 m); masses: Gaz et al. 2019; "
              "centres of mass and inertia tensors: our approximation (40 % along the link, uniform cylinders). "
              "Written by tools/robot-fixtures.py", joints, [0, 0, 0.107])


if __name__ == "__main__":
    OUT.mkdir(parents=True, exist_ok=True)
    ur5()
    panda()
    print("wrote", ", ".join(sorted(p.name for p in OUT.iterdir())))
