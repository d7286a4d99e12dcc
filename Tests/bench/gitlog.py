#!/usr/bin/env python3
"""Measures the git browsers, side by side: NavKit's gitlog and tig, on the same repositories.

Each tool runs in a pseudo-terminal of 160x40 as bench.py runs navdemo (its `Pty`: output
timestamped as it arrives, status requests answered), in each repository: the synthetic one of
a million commits (gitrepo.py makes it once) and the project's own history. Each run measures:

- first screen: from the start of the program until the terminal shows the newest commit's
  subject (its output replayed into pyte as it arrives);
- keys while loading: right after the first screen, PgDn 30 times a second for a second, then
  End, while the history is still being read; for each key, the time until the terminal next
  gets output (the frame that answers it), its median and its worst (not measured where the
  history was read before the keys came: a key that changes nothing draws nothing);
- loaded: until the whole history is read (tig's status line stops saying "loading"; gitlog's
  says "N commits" without "loading"), and the peak resident set then (VmHWM).

    gitlog.py [--gitlog .build/release/gitlog] [--tig tig] [--runs 5] [--count 1000000]
              [--only gitlog|tig] [--json FILE]

It prints a table of medians over the runs. Where --gitlog names no program (not built yet),
tig is measured alone. It fails (exit 1) when gitlog's first screen on the large repository
takes 150 ms or more, when a key sent while the history loads waits a 60 Hz slot (16.7 ms) or
more for its frame (the worst key of a run, median over the runs), or when gitlog's peak resident set is more than a quarter of tig's.
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time

import pyte

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench import Pty  # noqa: E402

WIDTH, HEIGHT = 160, 40
PAGE_DOWN, END = b"\x1b[6~", b"\x1b[F"
KEY_HZ = 30          # a held key's repeat rate
HELD = 1.0           # seconds PgDn is held
LOAD_LIMIT = 180.0   # seconds a tool may take to read a million commits


class Watcher:
    """Replays a Pty's output into pyte as it comes, to tell when the screen shows something."""

    def __init__(self, term):
        self.term = term
        self.screen = pyte.Screen(WIDTH, HEIGHT)
        self.stream = pyte.ByteStream(self.screen)
        self.fed = 0

    def catch_up(self):
        """Feeds what came since; returns the arrival time of the last chunk fed (or None)."""
        with self.term.lock:
            fresh = self.term.chunks[self.fed:]
        self.fed += len(fresh)
        for _, data in fresh:
            self.stream.feed(data)
        return fresh[-1][0] if fresh else None

    def wait_until(self, shows, limit):
        """Waits until `shows(lines)` holds for the screen; the arrival time of the output that
        made it hold, or None when `limit` seconds pass first."""
        end = time.monotonic() + limit
        while time.monotonic() < end:
            with self.term.lock:
                fresh = self.term.chunks[self.fed:]
            self.fed += len(fresh)
            for when, data in fresh:
                self.stream.feed(data)
                if shows(self.screen.display):
                    return when
            time.sleep(0.001)
        return None


def tig_loaded(lines):
    status = [line for line in lines if line.startswith("[main]") or " of " in line]
    return bool(status) and "loading" not in status[-1] and " of " in status[-1]


def gitlog_loaded(lines):
    status = lines[-2].split("│")[0]   # the table's status line, left of the detail's
    return " commits" in status and "loading" not in status


def run(tool, argv, repo, newest):
    """One run of `argv` in `repo`; a dict of figures (seconds, KiB)."""
    here = os.getcwd()
    os.chdir(repo)
    try:
        term = Pty(argv, WIDTH, HEIGHT)
    finally:
        os.chdir(here)
    watch = Watcher(term)
    mark = newest[:40]
    shown = watch.wait_until(lambda lines: any(mark in line for line in lines), 60.0)
    if shown is None:
        term.finish()
        raise SystemExit(f"gitlog bench: {tool} never showed '{mark}' in {repo}")
    first = shown - term.started
    # Keys while the history is still being read.
    sent = []
    t = time.monotonic()
    for index in range(int(HELD * KEY_HZ)):
        t += 1 / KEY_HZ
        while time.monotonic() < t:
            time.sleep(0.0005)
        sent.append(time.monotonic())
        term.send(PAGE_DOWN, "pgdn")
    time.sleep(1 / KEY_HZ)
    sent.append(time.monotonic())
    term.send(END, "end")
    time.sleep(0.5)
    loaded_at = watch.wait_until(tig_loaded if tool == "tig" else gitlog_loaded, LOAD_LIMIT)
    if loaded_at is None:
        watch.catch_up()
        print("\n".join(watch.screen.display[-3:]), file=sys.stderr)
        term.finish()
        raise SystemExit(f"gitlog bench: {tool} had not read the whole history of {repo} in {LOAD_LIMIT:.0f} s")
    rss = term.peak_rss_kib()
    with term.lock:
        arrivals = [when for when, _ in term.chunks]
    waits = []
    for key_time in sent if loaded_at > sent[-1] else []:   # only while loading goes on
        after = next((when for when in arrivals if when > key_time), None)
        waits.append((after - key_time) if after is not None else float("inf"))
    term.finish()
    return {"first_screen": first, "loaded": loaded_at - term.started, "peak_rss_kib": rss,
            "key_wait_median": statistics.median(waits) if waits else None, "key_wait_max": max(waits) if waits else None}


def repositories(count):
    """(name, path, newest subject) of the repositories measured."""
    made = subprocess.run([sys.executable, os.path.join(os.path.dirname(__file__), "gitrepo.py"), "--count", str(count)],
                          check=True, capture_output=True, text=True).stdout.splitlines()
    own = subprocess.run(["git", "rev-parse", "--show-toplevel"], check=True, capture_output=True, text=True).stdout.strip()
    own_newest = subprocess.run(["git", "-C", own, "log", "-1", "--format=%s"], check=True, capture_output=True,
                                text=True).stdout.strip()
    return [(f"{count:,} commits", os.path.abspath(made[0]), made[1]), ("NavKit's own", own, own_newest)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--gitlog", default=".build/release/gitlog")
    parser.add_argument("--tig", default="tig")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--count", type=int, default=1_000_000)
    parser.add_argument("--only", choices=["gitlog", "tig"])
    parser.add_argument("--json", default=".build/bench-gitlog.json")
    args = parser.parse_args()
    tools = []
    if args.only != "tig" and os.path.exists(args.gitlog):
        tools.append(("gitlog", [os.path.abspath(args.gitlog)]))
    if args.only != "gitlog":
        tig = shutil.which(args.tig)
        if not tig:
            raise SystemExit("gitlog bench: tig is not installed (make bench installs it)")
        tools.append(("tig", [tig]))
    results = {}
    for name, path, newest in repositories(args.count):
        for tool, argv in tools:
            runs = [run(tool, argv, path, newest) for _ in range(args.runs)]
            results[(tool, name)] = {key: statistics.median(r[key] for r in runs) if None not in [r[key] for r in runs] else None
                                     for key in runs[0]}
            results[(tool, name)]["runs"] = runs
    print(f"\ngit browsers at {WIDTH}x{HEIGHT}, medians of {args.runs} runs")
    print(f"{'tool':8} {'repository':18} {'first screen':>13} {'loaded':>9} {'peak RSS':>10} "
          f"{'key→frame median':>17} {'worst':>9}")
    for (tool, name), figures in results.items():
        waits = (f"{figures['key_wait_median'] * 1000:14.1f} ms {figures['key_wait_max'] * 1000:6.1f} ms"
                 if figures["key_wait_median"] is not None else f"{'(loaded first)':>17} {'':>9}")
        print(f"{tool:8} {name:18} {figures['first_screen'] * 1000:10.0f} ms {figures['loaded']:7.2f} s "
              f"{figures['peak_rss_kib'] / 1024:7.0f} MB {waits}")
    with open(args.json, "w") as f:
        json.dump({f"{tool} {name}": figures for (tool, name), figures in results.items()}, f, indent=1)
    failures = []
    large = f"{args.count:,} commits"
    ours, theirs = results.get(("gitlog", large)), results.get(("tig", large))
    if ours:
        if ours["first_screen"] >= 0.150:
            failures.append(f"first screen {ours['first_screen'] * 1000:.0f} ms (at most 150)")
        if ours["key_wait_max"] is not None and ours["key_wait_max"] >= 1 / 60:
            failures.append(f"a key waits {ours['key_wait_max'] * 1000:.1f} ms for its frame (under 16.7)")
        if theirs and ours["peak_rss_kib"] * 4 > theirs["peak_rss_kib"]:
            failures.append(f"peak RSS {ours['peak_rss_kib'] / 1024:.0f} MB, more than a quarter of tig's")
    for failure in failures:
        print(f"gitlog bench: {failure}", file=sys.stderr)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
