"""Runs the unit tests in shards, one test process each, side by side.

Nearly every suite is isolated to the main actor, so one test process keeps one core busy; two
processes keep two. The shards are regular expressions over test ids (`Module.Suite/test()`):
each shard runs what its expression matches and none of the shards before it, and the last shard
runs what is left, so every selected test runs exactly once. Before anything runs, the tests
each shard would run are listed by the test binary itself; afterwards each shard must report
that many, so a filter that matches nothing, or a test that is not run, fails the run.

    python3 Tests/shards.py --binary .build/debug/NavKitPackageTests.xctest [--tag NAME] [--shard REGEX]...
                            [--skip REGEX]...

The binary is run directly (as `swift test` runs it, with `--testing-library swift-testing`):
two `swift test` processes on one build folder wait for each other's lock.

`--tag NAME` keeps only the suites that carry `.tags(.NAME)` in their `@Suite` attribute (and the
suites nested in them), and fails when the binary holds no test of one of them. Swift 6.3's `swift test --filter` cannot select by tag, so the tagged
suites are read from the test sources. `--skip REGEX` leaves out the tests it matches (they run
in another target). Standard library only.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUITE = re.compile(r"@Suite\(([^)]*(?:\([^)]*\))?[^)]*)\)\s*(?:struct|final class|class|enum)\s+(\w+)")
RESULT = re.compile(r"Test run with (\d+) tests? in \d+ suites? (passed|failed)")


def tagged_suites(tag):
    """The names of the suites whose `@Suite(...)` attribute lists `.tags(...)` with `.tag`."""
    names = []
    for folder, _, files in os.walk(os.path.join(ROOT, "Tests")):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            with open(os.path.join(folder, name), encoding="utf-8") as source:
                for match in SUITE.finditer(source.read()):
                    tags = re.search(r"\.tags\(([^)]*)\)", match.group(1))
                    if tags and re.search(r"\." + re.escape(tag) + r"\b", tags.group(1)):
                        names.append(match.group(2))
    return sorted(set(names))


def listed_tests(binary):
    """Every test id the test binary lists."""
    listing = subprocess.run([binary, "--testing-library", "swift-testing", "--list-tests"],
                             capture_output=True, text=True, cwd=ROOT)
    if listing.returncode != 0:
        sys.exit(f"shards: listing the tests of {binary} failed:\n{listing.stderr}")
    return [line.strip() for line in listing.stdout.splitlines() if re.match(r"^\w+\.\S", line.strip())]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tag", help="only the suites tagged with this (by source)")
    parser.add_argument("--shard", action="append", default=[], help="a shard's regular expression over test ids")
    parser.add_argument("--binary", required=True, help="the test binary (NavKitPackageTests.xctest)")
    parser.add_argument("--skip", action="append", default=[], help="leave out the tests this matches")
    options = parser.parse_args()
    binary = os.path.abspath(options.binary)
    if not os.access(binary, os.X_OK):
        sys.exit(f"shards: {options.binary} is not built; build the tests first")
    command = [binary, "--testing-library", "swift-testing"]

    selected = None
    if options.tag:
        suites = tagged_suites(options.tag)
        if not suites:
            sys.exit(f"shards: no suite is tagged .{options.tag} under Tests/")
        selected = r"\.(" + "|".join(suites) + r")/"

    ids = listed_tests(binary)
    if selected:
        ids = [i for i in ids if re.search(selected, i)]
        # A tagged suite the binary does not hold (its test target left out of the build) fails the run.
        absent = [suite for suite in suites if not any(f".{suite}/" in i for i in ids)]
        if absent:
            sys.exit(f"shards: the binary has no test of the suites tagged .{options.tag}: {', '.join(absent)}"
                     " (is their test target in this build? Package.swift, NAVKIT_ASAN_TESTS)")
    ids = [i for i in ids if not any(re.search(s, i) for s in options.skip)]
    plans, earlier = [], []
    for expression in options.shard + [None]:
        mine = [i for i in ids if not any(re.search(e, i) for e in earlier)
                and (expression is None or re.search(expression, i))]
        if selected and expression is not None:  # both must match: one expression of their intersection
            filters = [f"(?=.*{selected})(?=.*{expression})"]
        else:
            filters = [f for f in (selected, expression) if f is not None]
        arguments = ([a for f in filters for a in ("--filter", f)]
                     + [a for e in earlier + options.skip for a in ("--skip", e)])
        plans.append((expression or "the rest", mine, arguments))
        if expression is not None:
            earlier.append(expression)
    for name, mine, _ in plans:
        if not mine:
            sys.exit(f"shards: the shard '{name}' would run no test; check its expression")

    results = [None] * len(plans)

    def run(index, arguments):
        with tempfile.TemporaryFile(mode="w+", encoding="utf-8", errors="replace") as log:
            started = time.monotonic()
            status = subprocess.run(command + arguments, stdout=log, stderr=subprocess.STDOUT, cwd=ROOT,
                                    env=dict(os.environ, NO_COLOR="1")).returncode
            log.seek(0)
            results[index] = (status, log.read(), time.monotonic() - started)

    threads = [threading.Thread(target=run, args=(i, plan[2])) for i, plan in enumerate(plans)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    failed = False
    for (name, mine, arguments), (status, output, seconds) in zip(plans, results):
        print(f"==== shard {name}: {' '.join(command + arguments)}")
        print(output, end="" if output.endswith("\n") else "\n")
        found = RESULT.findall(output)
        ran = int(found[-1][0]) if found else -1
        expected = len(set(mine))
        verdict = "passed" if status == 0 and ran == expected else "FAILED"
        if status == 0 and ran != expected:
            print(f"shards: the shard '{name}' ran {ran} tests; the binary lists {expected} for it")
        print(f"==== shard {name}: {verdict}, {ran} tests in {seconds:.1f} s")
        failed |= verdict != "passed"
    total = sum(len(set(m)) for _, m, _ in plans)
    print(f"shards: {len(plans)} shards, {total} tests, {'FAILED' if failed else 'passed'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
