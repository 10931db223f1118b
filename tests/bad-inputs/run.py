"""Runs every bad input through the CLI: model files (describe), kinematics files (terms --kinematics)
and command lines. Each must exit with status 2 and a message containing the expected text — or, for
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
print(f"bad inputs: {passed}/{total} refused as expected (plus {sum(1 for _ in open(os.path.join(HERE, 'url', 'hashes.txt')))} URL hashes in the browser test); 10^6-row CSV in {elapsed:.1f} s")
for f in failures:
    print("  FAIL", f)
sys.exit(1 if failures else 0)
