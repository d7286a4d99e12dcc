"""Runs the end-to-end suites in two lanes side by side, each suite in a process of its own.

The suites spend most of their time waiting for what a real terminal shows (tmux, xterm under
Xvfb, an SSH session), so one at a time kept a two-core machine half idle for four minutes. Each
suite owns everything it starts (its own tmux server socket, X display, sshd port and temporary
folders), so two can run at once; the lanes are balanced by the suites' measured times (about
two minutes each on a two-core machine), and a suite's output is printed whole when it ends,
never interleaved. Every suite runs even after one fails; the run fails if any did.

    python3 Tests/e2e/lanes.py --build .build/debug [--storm-seconds 10]

Standard library only.
"""
import argparse
import os
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))

# (suite, its arguments) in the order each lane runs them. Seconds measured on a two-core
# machine: front end 74, navdemo 37, xterm 13, SSH 5 | examples 56, tour 37, storm 2 x STORM.
LANES = [
    [("test_frontend.py", []), ("test_navdemo.py", []), ("test_xterm.py", []), ("test_ssh.py", []), ("test_inline.py", [])],
    [("test_examples.py", []), ("test_tour.py", []), ("storm.py", ["STORM"])],
]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", required=True, help="the folder with navdemo and the examples (.build/debug)")
    parser.add_argument("--storm-seconds", default="10", help="seconds of random input for each storm app")
    options = parser.parse_args()
    build = os.path.abspath(options.build)
    if not os.access(os.path.join(build, "navdemo"), os.X_OK):
        sys.exit(f"lanes: {options.build}/navdemo is not built; build it first")
    environment = dict(os.environ, NAVDEMO=os.path.join(build, "navdemo"), EXAMPLES=build)
    printing = threading.Lock()
    results = []

    def run_lane(lane):
        for suite, arguments in lane:
            arguments = [options.storm_seconds if a == "STORM" else a for a in arguments]
            command = [sys.executable, os.path.join(HERE, suite)] + arguments
            with tempfile.TemporaryFile(mode="w+", encoding="utf-8", errors="replace") as log:
                started = time.monotonic()
                status = subprocess.run(command, stdout=log, stderr=subprocess.STDOUT, env=environment).returncode
                seconds = time.monotonic() - started
                log.seek(0)
                output = log.read()
            verdict = "passed" if status == 0 else f"FAILED (status {status})"
            with printing:
                print(f"==== e2e {suite}: {' '.join(command)}")
                print(output, end="" if output.endswith("\n") else "\n")
                print(f"==== e2e {suite}: {verdict} in {seconds:.1f} s", flush=True)
                results.append((suite, status == 0))

    started = time.monotonic()
    threads = [threading.Thread(target=run_lane, args=(lane,)) for lane in LANES]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    failed = [suite for suite, passed in results if not passed]
    total = sum(len(lane) for lane in LANES)
    summary = f"FAILED: {', '.join(failed)}" if failed else "passed"
    print(f"e2e lanes: {len(LANES)} lanes, {total} suites in {time.monotonic() - started:.0f} s, {summary}")
    return 1 if failed or len(results) != total else 0


if __name__ == "__main__":
    sys.exit(main())
