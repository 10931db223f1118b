#!/usr/bin/env python3
"""Turns the RESULT/GROWTH lines of the benchmark programs into the Markdown tables of bench/README.md.

usage: summarize.py NATIVE_MUJOCO.txt [--native NATIVE_ENGINE.txt ... --wasm WASM.txt ...]
The first file comes from wrenchlab-bench (ours beside MuJoCo); the optional ones from
wrenchlab-bench-engine built natively and with em++ (ours alone), for the wasm/native ratio.
Native and wasm cannot share a process, so they run one after the other, several times each,
alternating; every entry takes its fastest run on each side (the shared machine has slow phases
of seconds that would otherwise land on one side only). Each run's median ratio is listed too.
"""
import sys

TARGETS = {  # the goals of issue 3, as upper bounds
    "inverse dynamics": ("ours/MuJoCo", 0.5),
    "term breakdown": ("ours/MuJoCo", 1.0),
}


def read(path):
    results, growth = {}, {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            cells = line.rstrip("\n").split("\t")
            if cells[0] == "RESULT":
                _, target, chain, n, name, ours, theirs, ratio, allocs = cells
                results[(chain, int(n), name)] = (float(ours), float(theirs), float(ratio), int(allocs))
            elif cells[0] == "GROWTH":
                _, target, name, ours, theirs = cells
                growth[name] = (float(ours), float(theirs))
    return results, growth


def chain_label(chain, n):
    return f"{chain} {n}"


def main(argv):
    native_paths, wasm_paths, current = [], [], None
    for arg in argv[2:]:
        if arg in ("--native", "--wasm"):
            current = native_paths if arg == "--native" else wasm_paths
        elif current is None:
            print(__doc__, file=sys.stderr)
            return 2
        else:
            current.append(arg)
    results, growth = read(argv[1])
    names = []
    for (_, _, name) in results:
        if name not in names:
            names.append(name)
    chains = sorted({(c, n) for (c, n, _) in results}, key=lambda k: (k[0] != "planar", k[1]))

    print("### Per call, ours beside MuJoCo (medians)\n")
    print("| computation | chain | links | ours ns | ours ns/link | MuJoCo ns | MuJoCo ns/link | ours/MuJoCo | ours allocs/call |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
    for name in names:
        for chain, n in chains:
            key = (chain, n, name)
            if key not in results:
                continue
            ours, theirs, ratio, allocs = results[key]
            print(f"| {name} | {chain} | {n} | {ours:.0f} | {ours / n:.1f} | {theirs:.0f} | {theirs / n:.1f} | "
                  f"{ratio:.2f} | {allocs} |")
    print()
    if growth:
        print("### Growth from 30 to 90 links (planar; 3.0 is linear)\n")
        print("| computation | ours time(90)/time(30) | MuJoCo time(90)/time(30) |")
        print("|---|---:|---:|")
        for name, (ours, theirs) in growth.items():
            print(f"| {name} | {ours:.2f} | {theirs:.2f} |")
        print()

    print("### Goals of issue 3\n")
    for name, (what, bound) in TARGETS.items():
        ratios = [results[(c, n, name)][2] for (c, n) in chains if (c, n, name) in results and c == "planar"]
        if ratios:
            worst = max(ratios)
            print(f"- {name}: worst {what} over the planar chains {worst:.2f} (goal <= {bound}): "
                  f"{'met' if worst <= bound else 'NOT met'}")
    if "inverse dynamics" in growth:
        g = growth["inverse dynamics"][0]
        print(f"- inverse dynamics growth 90/30: {g:.2f} (goal <= 3.3): {'met' if g <= 3.3 else 'NOT met'}")
    allocs = [v[3] for (c, n, name), v in results.items() if name != "forward dynamics"]
    print(f"- heap allocations per call (inverse dynamics, breakdown, mass matrix): max {max(allocs)} (goal 0)")

    if native_paths and wasm_paths:
        def fastest(paths):
            runs = [read(path)[0] for path in paths]
            best = {}
            for run in runs:
                for key, value in run.items():
                    if key not in best or value[0] < best[key][0]:
                        best[key] = value
            return best, runs
        native, native_runs = fastest(native_paths)
        wasm, runs = fastest(wasm_paths)
        print("\n### WebAssembly (node) against native, our engine alone\n")
        print("| computation | chain | links | native ns | wasm ns | wasm/native |")
        print("|---|---|---:|---:|---:|---:|")
        ratios = []
        for key in sorted(wasm, key=lambda k: (k[2], k[0] != "planar", k[1])):
            if key not in native:
                continue
            r = wasm[key][0] / native[key][0]
            ratios.append(r)
            print(f"| {key[2]} | {key[0]} | {key[1]} | {native[key][0]:.0f} | {wasm[key][0]:.0f} | {r:.2f} |")
        if ratios:
            ratios.sort()
            print(f"\n- wasm/native (fastest of {len(runs)} runs per side and entry): median {ratios[len(ratios) // 2]:.2f}, "
                  f"worst {ratios[-1]:.2f} (goal <= 1.6)")
            for i, run in enumerate(runs):
                each = sorted(run[k][0] / native[k][0] for k in run if k in native)
                print(f"  - node run {i + 1}: median wasm/native {each[len(each) // 2]:.2f} (against the fastest native)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
