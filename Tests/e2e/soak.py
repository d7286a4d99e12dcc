"""Soak: the real navdemo in tmux under a fast random stream of drags, keys,
wheel turns and resizes for a given time (default 10 minutes). At the end it
must be alive and responsive, its RSS must not have grown by more than 5 MB
after warm-up, and quitting must leave the terminal clean.

    NAVDEMO=.build/release/navdemo python3 Tests/e2e/soak.py [SECONDS]
"""
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import Terminal, at_home, hud_stack_depth, require_tmux, rss_kib  # noqa: E402

BINARY = os.environ.get("NAVDEMO", os.path.join(os.getcwd(), ".build", "release", "navdemo"))
LIMIT_KIB = 5 * 1024


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 600
    warm_up = min(60.0, seconds / 5)
    seed = int(os.environ.get("SOAK_SEED", "1"))
    rng = random.Random(seed)
    require_tmux()
    terminal = Terminal(BINARY, width=120, height=40)
    width, height = 120, 40
    counts = {"drags": 0, "keys": 0, "wheel": 0, "resizes": 0, "events": 0}
    try:
        terminal.wait_for(lambda s: s.split("\n")[0].strip() == "NavKit")
        pid = terminal.pane_pid()
        start = time.monotonic()
        baseline, peak, last_sample = None, 0, 0.0
        while time.monotonic() - start < seconds:
            roll = rng.random()
            if roll < 0.45:                              # a drag, from the edge or anywhere
                y = rng.randint(2, height)
                x = 1 if rng.random() < 0.7 else rng.randint(1, width)
                terminal.press(x, y)
                for _ in range(rng.randint(1, 25)):
                    x = max(1, min(width, x + rng.randint(-4, 12)))
                    terminal.drag(x, y)
                    counts["events"] += 1
                    time.sleep(rng.choice([0, 0, 0.001, 0.004, 0.016]))
                terminal.release(x, y)
                counts["drags"] += 1
                counts["events"] += 2
            elif roll < 0.85:
                terminal.keys(rng.choice(["Enter", "Enter", "Left", "Down", "Up", "Escape", "S-Right", "S-Left",
                                          "]", "[", "BSpace", "Right", "Tab"]))
                counts["keys"] += 1
                counts["events"] += 1
            elif roll < 0.93:
                terminal.write(f"\x1b[<{rng.choice([64, 65])};{rng.randint(1, width)};{rng.randint(1, height)}M"
                               .encode())
                counts["wheel"] += 1
                counts["events"] += 1
            else:
                width, height = rng.choice([(120, 40), (80, 24), (200, 50), (60, 15), (15, 5), (100, 30)])
                terminal.resize(width, height)
                counts["resizes"] += 1
                counts["events"] += 1
            time.sleep(rng.choice([0, 0.002, 0.005, 0.01, 0.03]))
            now = time.monotonic() - start
            if now - last_sample >= 5:
                last_sample = now
                if not terminal.pane_alive():
                    raise SystemExit(f"soak: navdemo died after {now:.0f} s")
                rss = rss_kib(pid)
                if now >= warm_up:
                    baseline = rss if baseline is None else baseline
                    peak = max(peak, rss)
        # Responsive: back to a usable size, home, and quit.
        terminal.resize(120, 40)
        terminal.release(1, 1)
        time.sleep(1.0)
        # Back keys in a row merge into one pop of as many levels, so each burst of 20 goes
        # 20 levels down in at most two slides; the stack can be any depth by now.
        depth = hud_stack_depth(terminal.screen())
        for _ in range(30):
            terminal.keys(*["Escape"] * 20)
            try:
                terminal.wait_for(at_home, timeout=1.0)
                break
            except AssertionError:
                continue
        else:
            raise SystemExit(f"soak: 600 Escapes did not bring navdemo home from depth {depth}")
        print(f"soak: home from depth {depth}", file=sys.stderr)
        final_rss = rss_kib(pid)
        peak = max(peak, final_rss)
        terminal.keys("q")
        terminal.wait_for_exit()
        flags = terminal.pane_flags()
        growth = peak - (baseline or peak)
        print(f"soak: {seconds:.0f} s, seed {seed}: {counts['events']} events ({counts['drags']} drags, "
              f"{counts['keys']} keys, {counts['wheel']} wheel, {counts['resizes']} resizes); "
              f"RSS after warm-up {baseline} KiB, peak {peak} KiB, growth {growth} KiB; "
              f"exit left alternate screen {flags['alternate_on']}, mouse {flags['mouse_any_flag']}")
        ok = growth < LIMIT_KIB and flags["alternate_on"] == "0" and flags["mouse_any_flag"] == "0"
        print("soak: passed" if ok else "soak: FAILED")
        return 0 if ok else 1
    finally:
        terminal.close()


if __name__ == "__main__":
    sys.exit(main())
