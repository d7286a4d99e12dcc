"""Storm: the examples an adopter starts from, navls and notes, in tmux under a fast random
stream of keys, pastes with escapes in them, presses and drags anywhere, wheel turns and
resizes down to 20x6, each over a throwaway folder and, when run as root, as `nobody`, who can
delete nothing but that folder. navls can go up to / and delete what it shows, so it storms
only as `nobody` (run as root); notes never leaves its folder and storms as anyone. Each app must stay alive until asked to quit, then quit by
itself from the keyboard, leaving the terminal clean (main screen, no mouse tracking, no
bracketed paste, the cursor shown).

    EXAMPLES=.build/debug python3 Tests/e2e/storm.py [SECONDS_EACH]

SOAK_SEED picks the random stream (default 1); a failure names it, and the same seed replays it.
"""
import os
import random
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import Terminal, require_tmux  # noqa: E402

BUILD = os.environ.get("EXAMPLES", os.path.join(os.getcwd(), ".build", "debug"))
NOBODY = 65534

# Keys of every kind the apps take, but none that quits (q, Ctrl-C): they must stay up.
KEYS = ["Enter", "Left", "Right", "Up", "Down", "Escape", "Tab", "BSpace", "DC", "Home", "End", "PPage",
        "NPage", "S-Right", "S-Left", "[", "]", "/", "r", "e", "j", "k", "l", "a", "x", "Space", "é", "中",
        "v"]  # navls: the stack and the columns in turn
# Pastes: text with line breaks, tabs, control characters and escape sequences inside.
PASTES = ["note\nsecond line", "q\nq", "\x1b[2J\x1b[Hcleared?", "\x1b]2;title\x07", "tab\there", "\x1b[A\x1b[B",
          "wide 中文 and e\u0301", "\x01\x02\x7f", "x" * 300]


def make_folder(app):
    """A throwaway folder for `app`: folders, plain files, and names with a line break, an
    escape and a space in them; notes' are text files."""
    root = tempfile.mkdtemp(prefix=f"storm-{app}-")
    for folder in ("alpha", "alpha/beta", "gamma", "line\nbreak"):
        os.makedirs(os.path.join(root, folder))
    names = [f"note {n}.txt" for n in range(12)] + ["evil\x1b[2J.txt", "first\nsecond.txt", "empty.txt"]
    for name in names:
        with open(os.path.join(root, name), "w") as note:
            note.write(f"{name}\nsome words\tand a tab\n")
    if os.geteuid() == 0:
        for folder, dirs, files in os.walk(root):
            for name in dirs + files:
                os.chown(os.path.join(folder, name), NOBODY, NOBODY)
        os.chown(root, NOBODY, NOBODY)
    return root


def at_home(screen, home):
    """True when the top row shows the root screen's title `home`: at its end (one screen the
    whole width, or a split's list), or as navls's current column, side by side."""
    top = screen.split("\n")[0]
    columns = top.split("│")
    return top.rstrip().endswith(home) or (len(columns) >= 3 and columns[1].strip() == home)


def storm(app, seconds, rng):
    """Drives `app` for `seconds`; returns a line saying how it went, or raises SystemExit."""
    root = make_folder(app)
    home = "/" if app == "navls" else "Notes"   # the root screen's title: navls has every folder above
    runner = f"setpriv --reuid={NOBODY} --regid={NOBODY} --clear-groups " if os.geteuid() == 0 else ""
    binary = os.path.join(BUILD, app)
    # After the app, the shell says how it ended and `cat` shows what a paste turns into.
    command = f"sh -c \"cd {root} && {runner}env EDITOR=true {binary} {root}; echo storm-ended $?; cat\""
    terminal = Terminal(command, width=100, height=30)
    width, height = 100, 30
    counts = {"keys": 0, "pastes": 0, "pointer": 0, "resizes": 0}
    try:
        terminal.wait_for(lambda s: "storm-ended" not in s and s.strip() != "")
        start = last_check = time.monotonic()
        while time.monotonic() - start < seconds:
            roll = rng.random()
            if roll < 0.45:
                terminal.keys(rng.choice(KEYS))
                counts["keys"] += 1
            elif roll < 0.52:
                terminal.paste(rng.choice(PASTES))
                counts["pastes"] += 1
            elif roll < 0.90:                            # a press, a drag and a release, anywhere
                x, y = rng.randint(1, width), rng.randint(1, height)
                terminal.press(x, y)
                for _ in range(rng.randint(0, 12)):
                    x = max(1, min(width, x + rng.randint(-8, 8)))
                    y = max(1, min(height, y + rng.randint(-3, 3)))
                    terminal.drag(x, y)
                    time.sleep(rng.choice([0, 0, 0.004, 0.016]))
                terminal.release(x, y)
                counts["pointer"] += 1
            elif roll < 0.95:
                terminal.write(f"\x1b[<{rng.choice([64, 65])};{rng.randint(1, width)};{rng.randint(1, height)}M"
                               .encode())
                counts["pointer"] += 1
            else:
                width, height = rng.randint(20, 140), rng.randint(6, 45)
                terminal.resize(width, height)
                counts["resizes"] += 1
            time.sleep(rng.choice([0, 0.002, 0.005, 0.01, 0.03]))
            if time.monotonic() - last_check >= 1:
                last_check = time.monotonic()
                if "storm-ended" in terminal.screen():
                    raise SystemExit(f"storm: {app} ended before it was asked to, after "
                                     f"{last_check - start:.0f} s:\n{terminal.screen()}")
        # Asked to quit: back to a usable size (one column: navls's split is collapsed below
        # 100, so the top row ends with the root's title), every field and pushed screen left, then q.
        terminal.resize(96, 30)
        terminal.release(1, 1)
        time.sleep(0.5)
        def go_home():
            """Escape closes fields, pops screens and questions; a note with changes asks
            "Discard changes?" when it is left, and is answered Discard (Tab, Enter)."""
            for _ in range(12):
                terminal.keys("Escape")
                if "Discard changes?" in terminal.wait_for_still(lambda s: True, timeout=3):
                    terminal.keys("Tab", "Enter")
                    terminal.wait_for_still(lambda s: "Discard changes?" not in s, timeout=3)
        for _ in range(3):
            go_home()
            terminal.keys("Enter")                       # leaves notes' filter (or opens a note)
            time.sleep(0.3)
            go_home()
            try:                                         # responsive: home, drawn at the new size
                terminal.wait_for(lambda s: at_home(s, home), timeout=3)
            except AssertionError:
                continue
            terminal.keys("q")
            try:
                screen = terminal.wait_for(lambda s: "storm-ended" in s, timeout=3)
                break
            except AssertionError:
                continue
        else:
            raise SystemExit(f"storm: {app} did not come home and quit when asked:\n{terminal.screen()}")
        status = screen.split("storm-ended")[1].split()[0]
        terminal.paste("after")
        screen = terminal.wait_for(lambda s: "after" in s)
        flags = terminal.pane_flags()
        clean = (flags["alternate_on"], flags["mouse_any_flag"], flags["cursor_flag"]) == ("0", "0", "1")
        # Bracketed paste left on would wrap "after" in its markers. (Only there: a paste that
        # raced a hand-over to the editor, `e`, can leave a marker echoed on the main screen by
        # the tty while the editor had it, which says nothing of how the app left the terminal.)
        if status != "0" or not clean or "200~after" in screen or "after^[[201~" in screen:
            raise SystemExit(f"storm: {app} quit with status {status}, modes {flags}; screen:\n{screen}")
        return (f"{app}: {seconds:.0f} s, {counts['keys']} keys, {counts['pastes']} pastes, "
                f"{counts['pointer']} pointer gestures, {counts['resizes']} resizes; quit cleanly")
    finally:
        terminal.close()
        shutil.rmtree(root, ignore_errors=True)


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 60
    seed = int(os.environ.get("SOAK_SEED", "1"))
    require_tmux()
    rng = random.Random(seed)
    for app in ("navls", "notes"):
        if app == "navls" and os.geteuid() != 0:
            # navls goes up to / and random input deletes what it selects: only `nobody`, who
            # owns nothing there, may be let loose on it.
            print("storm: navls skipped: run as root, so that it runs as nobody, who cannot delete "
                  "anything outside its folder", file=sys.stderr)
            continue
        try:
            print("storm: " + storm(app, seconds, rng), file=sys.stderr)
        except SystemExit as failure:
            print(f"{failure} (seed {seed})", file=sys.stderr)
            return 1
    print("storm: passed", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
