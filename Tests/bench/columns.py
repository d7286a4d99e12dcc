#!/usr/bin/env python3
"""Measures navls's column view sliding one column deeper against a push of the same folder.

navls (a release build) runs in a pseudo-terminal as bench.py runs navdemo (its `Pty`: output
timestamped as it arrives, status requests answered), over a throwaway tree of folders that
each list the same forty names. Each run opens a folder five times and goes back five times:
with `--columns` the columns slide (parent, current and preview move one column left); with
`--no-preview` the folder is pushed onto the stack, the whole width (the same text moving as
far). The output is replayed frame by frame
into pyte, and for the frames of each move (from the key to the last frame that changed a
cell) it reports frames a second and bytes a frame, medians over the moves.

    columns.py [--navls .build/release/navls] [--sizes 120x40,200x60] [--json FILE]

Both are measured at each size (from 100 columns, where the columns show side by side). It
fails (exit 1) when a column shift draws fewer than 55 frames a second, or writes as many bytes
a frame as the push at the same size.
"""
import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench import Pty, replay  # noqa: E402

RIGHT, LEFT = b"\x1b[C", b"\x1b[D"
MOVES = 5
SETTLE = 0.8  # seconds after each key: the 0.35 s slide and then rest


def tree(root):
    """Folders level0/level1/…/level5, each holding the next level first and forty files."""
    path = root
    for level in range(MOVES + 1):
        path = os.path.join(path, f"level{level}")
        os.mkdir(path)
        for index in range(40):
            with open(os.path.join(path, f"file-{index:02d}-{'x' * (index % 17)}.txt"), "w") as file:
                file.write(f"line {index}\n" * (index + 1))
    return os.path.join(root, "level0")


def run(navls, start, width, height, columns):
    """One run; per move: (frames a second, bytes a frame, frames)."""
    argv = [navls] + (["--columns"] if columns else ["--no-preview"]) + [start]
    term = Pty(argv, width, height)
    if not term.wait_for_output():
        term.finish()
        raise SystemExit(f"columns: navls drew nothing at {width}x{height}")
    time.sleep(1.0)
    moves = []
    for key, label in [(RIGHT, "deeper")] * MOVES + [(LEFT, "back")] * MOVES:
        moves.append(time.monotonic())
        term.send(key, label)
        time.sleep(SETTLE)
    status, _ = term.finish()  # it quits with q
    if not os.WIFEXITED(status) or os.WEXITSTATUS(status) != 0:
        raise SystemExit(f"columns: navls exited with status {status} at {width}x{height}")
    frames = replay(term.chunks, width, height)
    out = []
    for start_time in moves:
        shown = [f for f in frames if start_time < f.time < start_time + SETTLE and f.changed > 0]
        if len(shown) < 2:
            continue
        span = shown[-1].time - shown[0].time
        out.append({"fps": (len(shown) - 1) / span if span > 0 else 0.0,
                    "bytes_per_frame": statistics.mean(f.bytes for f in shown), "frames": len(shown)})
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--navls", default=os.environ.get("NAVLS", ".build/release/navls"))
    parser.add_argument("--sizes", default="120x40,200x60")
    parser.add_argument("--json", default=".build/bench-columns.json")
    args = parser.parse_args()
    root = tempfile.mkdtemp(prefix="navls-bench-")
    report, failed = {}, []
    try:
        start = tree(root)
        print(f"{'size':>8}  {'view':<10} {'frames/s':>9} {'bytes/frame':>12} {'frames/move':>12}")
        runs = [(size, view, view == "columns") for size in args.sizes.split(",") for view in ("columns", "stack")]
        for size, view, columns in runs:
            width, height = map(int, size.split("x"))
            moves = run(args.navls, start, width, height, columns)
            if not moves:
                raise SystemExit(f"columns: no move drew frames ({view}, {size})")
            figures = {key: statistics.median(m[key] for m in moves) for key in ("fps", "bytes_per_frame", "frames")}
            report[f"{size} {view}"] = figures
            print(f"{size:>8}  {view:<10} {figures['fps']:9.1f} {figures['bytes_per_frame']:12.0f} {figures['frames']:12.0f}")
        for size in args.sizes.split(","):
            shift, push = report[f"{size} columns"], report[f"{size} stack"]
            if shift["fps"] < 55:
                failed.append(f"{size}: the column shift draws {shift['fps']:.1f} frames a second (at least 55)")
            if shift["bytes_per_frame"] >= push["bytes_per_frame"]:
                failed.append(f"{size}: a column shift writes {shift['bytes_per_frame']:.0f} bytes a frame, "
                              f"a push {push['bytes_per_frame']:.0f}")
    finally:
        shutil.rmtree(root, ignore_errors=True)
    os.makedirs(os.path.dirname(args.json) or ".", exist_ok=True)
    with open(args.json, "w") as out:
        json.dump(report, out, indent=2)
    for line in failed:
        print("columns: " + line)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
