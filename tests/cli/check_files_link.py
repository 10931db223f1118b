"""A robot's or an OpenSim trial's files in a link (`share FILES`, the page's Copy link) or in one file
(`share --as-file`, the page's "Save as one file"): `terms --link` and `terms FILE.wrenchlab.json` give the
same numbers as the files opened directly, with the pose the link carries; files that cannot travel are
refused with a line that says what to do. Called by check_cli.py with its run() and check()."""
import json
import os
import tempfile


def _torques(out):
    sample = json.loads(out)["samples"][0]
    return [c["tau"] for c in sample["coordinates"]] if "coordinates" in sample else None


def _terms(run, *args):
    code, out, err = run("terms", *args, "--format", "json")
    return code, (json.loads(out) if code == 0 else None), err


def _gap(a, b):
    """The largest difference between two terms outputs' numbers (same structure)."""
    if isinstance(a, dict):
        return max([_gap(a[k], b[k]) for k in a if k in b] + [0.0]) if set(a) == set(b) else float("inf")
    if isinstance(a, list):
        return max([_gap(x, y) for x, y in zip(a, b)] + [0.0]) if len(a) == len(b) else float("inf")
    if isinstance(a, (int, float)) and not isinstance(a, bool):
        return abs(a - b)
    return 0.0 if a == b else float("inf")


def check_files_link(run, check, root):
    robots = os.path.join(root, "content", "models", "robots")
    data = os.path.join(root, "tests", "data", "opensim")
    # A robot: the link carries ur5.xml; a pose is added as the page's State panel writes it.
    code, link, err = run("share", os.path.join(robots, "ur5.xml"))
    link = link.strip()
    check("share ur5.xml gives a files link that names the robot lesson", code == 0 and link.startswith("#v2&files=") and
          link.endswith("&lesson=robot") and len(link) < 4000, (code, link[:80], err))
    posed = link + "&q=0.1,-0.7,1.2,0.3,-0.4,0.5"
    code, viaLink, err = _terms(run, "--link", posed)
    code2, direct, err2 = _terms(run, os.path.join(robots, "ur5.xml"), "--q", "[0.1,-0.7,1.2,0.3,-0.4,0.5]")
    check("terms --link of a robot's files with q= equals terms of the file with --q", code == 0 and code2 == 0 and
          _gap(viaLink["samples"], direct["samples"]) == 0.0, (err, err2))
    # Without a pose, the robot swings as the page plays it: the demonstration motion, at rest at t = 0.
    code, swing, err = _terms(run, "--link", link + "&t=1.3")
    code2, demo, err2 = _terms(run, os.path.join(robots, "ur5.xml"), "--demonstration", "-t", "1.3")
    code3, rest, err3 = _terms(run, os.path.join(robots, "ur5.xml"), "--demonstration", "-t", "0")
    code4, still, err4 = _terms(run, os.path.join(robots, "ur5.xml"), "-t", "0")
    check("a robot's link at t = 1.3 s swings as --demonstration does; at t = 0 it is the default pose at rest",
          code == code2 == code3 == code4 == 0 and _gap(swing["samples"], demo["samples"]) == 0.0 and
          _gap(rest["samples"], still["samples"]) < 1e-12 and _gap(swing["samples"], rest["samples"]) > 1.0, (err, err2, err3, err4))
    # An OpenSim trial (model, coordinates, loads and their data): the link, then the one file.
    trial = [os.path.join(data, n) for n in ("point-load.osim", "point-load.xml", "point-load.mot", "point-load-motion.mot")]
    code, tlink, err = run("share", *trial)
    tlink = tlink.strip()
    check("share of a trial's four files gives a files link for the trial lesson", code == 0 and tlink.endswith("&lesson=opensim-trial"), err)
    code, viaLink, err = _terms(run, "--link", tlink + "&t=0.37")
    code2, direct, err2 = _terms(run, trial[0], "--kinematics", trial[3], "--external-loads", trial[1], "-t", "0.37")
    check("terms --link of a trial's files equals terms of its model with its coordinates and loads", code == 0 and code2 == 0 and
          _gap(viaLink["samples"], direct["samples"]) == 0.0, (err, err2))
    with tempfile.TemporaryDirectory() as folder:
        document = os.path.join(folder, "point-load.wrenchlab.json")
        code, out, err = run("share", *trial, "--as-file", document)
        written = json.load(open(document)) if code == 0 and os.path.exists(document) else {}
        check("share --as-file writes the files document with the view", written.get("format") == "wrenchlab-files" and
              [f["name"] for f in written.get("files", [])] == [os.path.basename(p) for p in trial] and
              written.get("link") == "#v2&lesson=opensim-trial", (code, err, list(written)))
        code, viaFile, err = _terms(run, document, "-t", "0.37")
        check("terms of the files document equals terms of the files", code == 0 and _gap(viaFile["samples"], direct["samples"]) == 0.0, err)
        # What cannot travel: files with no model; a damaged document names its field.
        code, out, err = run("share", trial[3])
        check("share of a motion alone is refused: no model among the files", code != 0 and "no robot model" in err, err.strip())
        written["files"][0]["name"] = "../point-load.osim"
        bad = os.path.join(folder, "bad.wrenchlab.json")
        json.dump(written, open(bad, "w"))
        code, out, err = run("terms", bad)
        check("a files document with a folder in a name is refused naming the field", code != 0 and "files[0].name" in err and
              "plain file name" in err, err.strip())
    # Too large for a link: the gait example's trial; the line says to write one file.
    gait = os.path.join(root, "..", "shared", "opensim-examples", "gait10dof18musc")
    files = [os.path.join(gait, p) for p in ("ID/walk_Setup_ID.xml", "subject01.osim", "IK/subject01_walk_IK.mot",
                                             "ExperimentalData/subject01_walk_grf.xml", "ExperimentalData/subject01_walk_grf.mot")]
    if os.path.isfile(files[1]):
        code, out, err = run("share", *files)
        check("share of a trial too large for a link is refused, pointing to --as-file", code != 0 and "--as-file" in err and
              "more than the 16384" in err, err.strip())
    else:
        print("cli: skipped the trial too large for a link: no ../shared/opensim-examples on this machine")
    code, out, err = run("terms", "--link", "#v2&files=AAAA&lesson=robot")
    check("terms --link with damaged files is refused in one line", code != 0 and err.count("\n") == 1 and "link: files" in err, err)
