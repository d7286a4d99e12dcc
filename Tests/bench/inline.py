"""Measures navdemo inline (`--inline 12`) beside navdemo on the whole screen, the way a terminal
sees them (bench.py's pty and replay): the cursor is on row 10 of a 120x40 terminal, so the
strip is rows 10 to 21. Three pushes and pops each; for each way, the push's visible frames a
second and its bytes, and inline, whether any row outside the strip was written; then inline
again over a remote link of 100 ms round trip (bench.py's link model: the answer to where the
cursor is comes a round trip late too).

    inline.py [--navdemo .build/release/navdemo] [--runs 3]

Targets: the push inside the strip at 60 frames/s (at least 55), locally and over the link, in
fewer bytes than the same push on the whole screen, and not one cell changed outside the strip.
"""
import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench import Pty, replay, push_and_pop  # noqa: E402

WIDTH, HEIGHT, ROWS, CURSOR_ROW = 120, 40, 12, 10


LINK_RTT = 0.1


def run(navdemo, inline, rtt=0.0):
    argv = [navdemo, "--no-hud"] + (["--inline", str(ROWS)] if inline else [])
    term = Pty(argv, WIDTH, HEIGHT, cursor=(CURSOR_ROW, 1), rtt=rtt)
    if not term.wait_for_output():
        term.finish()
        raise SystemExit(f"inline bench: {navdemo} drew nothing within 5 s")
    time.sleep(0.4)
    push_and_pop(term)
    status, _ = term.finish()
    if not os.WIFEXITED(status) or os.WEXITSTATUS(status) != 0:
        raise SystemExit(f"inline bench: navdemo exited with status {status}")
    frames = replay(term.chunks, WIDTH, HEIGHT)
    times = [t for t, _, _ in term.inputs]
    pushes = [(t + rtt, times[i + 1] + rtt) for i, (t, name, _) in enumerate(term.inputs) if name == "push"]
    rates, sizes = [], []
    for start, end in pushes:
        shown = [f for f in frames if start < f.time < end and f.changed > 0]
        if len(shown) >= 2:
            rates.append((len(shown) - 1) / (shown[-1].time - shown[0].time))
        sizes.append(sum(f.bytes for f in frames if start < f.time < end))
    strip = range(CURSOR_ROW - 1, CURSOR_ROW - 1 + ROWS)
    outside = sorted({y for f in frames for y in f.rows if y not in strip}) if inline else []
    return {"fps": statistics.median(rates) if rates else None, "push_kb": statistics.median(sizes) / 1000,
            "rows_outside": outside}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--navdemo", default=os.environ.get("NAVDEMO", ".build/release/navdemo"))
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    if not os.access(args.navdemo, os.X_OK):
        raise SystemExit(f"inline bench: no navdemo at {args.navdemo} (make release builds it)")
    results = {way: [run(args.navdemo, way != "whole", LINK_RTT if way == "link" else 0.0) for _ in range(args.runs)]
               for way in ("inline", "whole", "link")}
    median = {way: {key: statistics.median(r[key] for r in runs) for key in ("fps", "push_kb")}
              for way, runs in results.items()}
    outside = sorted({y for way in ("inline", "link") for r in results[way] for y in r["rows_outside"]})
    print(f"inline ({ROWS} rows of {WIDTH}x{HEIGHT}, medians of {args.runs}): push {median['inline']['fps']:.1f} "
          f"frames/s, {median['inline']['push_kb']:.1f} KB; the whole screen: {median['whole']['fps']:.1f} "
          f"frames/s, {median['whole']['push_kb']:.1f} KB; inline over a {LINK_RTT * 1000:.0f} ms round trip: "
          f"{median['link']['fps']:.1f} frames/s; rows written outside the strip: {outside or 'none'}")
    failed = []
    if median["inline"]["fps"] < 55:
        failed.append(f"inline push {median['inline']['fps']:.1f} frames/s < 55")
    if median["link"]["fps"] < 55:
        failed.append(f"inline push over the link {median['link']['fps']:.1f} frames/s < 55")
    if median["inline"]["push_kb"] >= median["whole"]["push_kb"]:
        failed.append("an inline push costs as much as a whole-screen one")
    if outside:
        failed.append(f"rows {outside} outside the strip were written")
    if failed:
        print("not met: " + "; ".join(failed))
        sys.exit(1)


if __name__ == "__main__":
    main()
