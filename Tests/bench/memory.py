"""The peak resident memory of each app, the way `make bench` runs them: hello, navdemo, navls and
notes (release builds) in bench.py's pty at 120x40 and 200x60, each after three pushes and pops
(Enter, ←), with where the resident memory is at the end: the Swift runtime and C libraries
every Swift program maps, Foundation's (only where the app links it), the app's own code, and
its heap and anonymous memory (what NavKit and the app allocate).

    memory.py [--build .build/release]

hello is the floor an adopter's app starts from; each other app's figure beside it says what
its own features cost (DECISIONS: "Where navdemo's memory goes").
"""
import argparse
import os
import re
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench import Pty, push_and_pop  # noqa: E402

SIZES = [(120, 40), (200, 60)]


def resident(pid):
    """Resident KiB by group: runtime (shared libraries but Foundation's), Foundation, own code,
    heap and anonymous memory."""
    groups = {"runtime": 0, "foundation": 0, "own": 0, "heap": 0}
    name = None
    with open(f"/proc/{pid}/smaps") as maps:
        for line in maps:
            if re.match(r"^[0-9a-f]+-[0-9a-f]+ ", line):
                fields = line.split()
                name = fields[5] if len(fields) > 5 else ""
            elif line.startswith("Rss:"):
                kib = int(line.split()[1])
                if "Foundation" in name:
                    groups["foundation"] += kib
                elif name.endswith(".so") or ".so." in name:
                    groups["runtime"] += kib
                elif name.startswith("/"):
                    groups["own"] += kib
                else:
                    groups["heap"] += kib
    return groups


def measure(argv, width, height):
    term = Pty(argv, width, height)
    if not term.wait_for_output():
        term.finish()
        raise SystemExit(f"memory bench: {argv[0]} drew nothing at {width}x{height} within 5 s")
    time.sleep(0.4)
    push_and_pop(term)
    groups = resident(term.pid)
    peak = term.peak_rss_kib()
    term.finish()
    return peak, groups


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--build", default=".build/release")
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="memory-bench-")
    os.makedirs(os.path.join(folder, "projects"))
    for name in ("groceries.txt", "ideas.txt"):
        with open(os.path.join(folder, name), "w") as note:
            note.write(f"{name}\nA line or two.\n")
    apps = [("hello", []), ("navdemo", ["--no-hud"]), ("navls", [folder]), ("notes", [folder])]
    print(f"{'app':8} {'size':>7} {'peak MB':>8} {'runtime':>8} {'Foundation':>10} {'own code':>8} {'heap+anon':>9}")
    for app, arguments in apps:
        binary = os.path.join(args.build, app)
        if not os.access(binary, os.X_OK):
            raise SystemExit(f"memory bench: no {app} at {binary} (make bench builds it)")
        for width, height in SIZES:
            peak, groups = measure([binary, *arguments], width, height)
            print(f"{app:8} {f'{width}x{height}':>7} {peak / 1024:8.1f} {groups['runtime'] / 1024:8.1f} "
                  f"{groups['foundation'] / 1024:10.1f} {groups['own'] / 1024:8.1f} {groups['heap'] / 1024:9.1f}")


if __name__ == "__main__":
    main()
