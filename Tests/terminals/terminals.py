"""The real-terminal suite: navdemo in a dozen real terminal emulators under Xvfb, driven
with real X keys and a real X pointer (xdotool), looked at pixel by pixel (xwd).

For each emulator, at 120x40 cells, starting from an empty configuration:
  1. it starts the emulator running inside.py, which asks the terminal who it is and which
     modes it has (DA2, XTVERSION, DECRQM) and reports a click made with SGR-Pixels forced
     on (pixels or cells?), then waits; a screenshot of the shell is taken;
  2. navdemo starts (--no-hud); a screenshot of the fresh home page is taken at rest;
  3. Enter pushes a page and Escape pops it: the home page must come back pixel-identical
     to the fresh one;
  4. Enter pushes again and the pointer swipes back from the left edge (mousedown, moves a
     few pixels at a time, mouseup): the trace must show the edge pan began, changed and
     ended and the stack 1 → 2 → 1, and the home page must again be pixel-identical;
  5. the Wide text page (Chinese, Cyrillic, emoji) must be as it was after a push and a pop
     above it and after a swipe that springs back;
  6. on the Text fields page, typed text shows with the terminal's own cursor at the
     insertion point: with the field left (Tab), the picture differs there alone; the next
     character typed lands where it was, and it shows one cell further on;
  6b. on the page about presentation a sheet slides up and is dismissed (rows scrolled in a
     scrolling region): the page must come back pixel-identical; it slides up again and the
     pointer drags it down (from its content, where nothing scrolls: the window's top differs
     from one emulator to the next): the sheet pan must begin, change and end, the sheet go,
     and the page come back pixel-identical;
  6c. on the same page tabs are presented (a bar on the bottom row): F8 goes round the three
     tabs (the trace shows each appear) and the first comes back pixel-identical; its
     ‹ Done row dismisses them and the page comes back pixel-identical;
  7. q quits: the shell's screenshot must be pixel-identical to the one before navdemo
     started (alternate screen left, cursor back and visible), the tty settings the same,
     and no input may reach the shell afterwards (a late answer to one of navdemo's
     questions would be typed at the prompt);
  8. inline: under the next command line navdemo runs in 12 rows (`--inline 12`), Enter
     pushes and the back key pops inside them (the strip comes back pixel-identical), and q
     quits: the screen must be pixel-identical to the one before it started (the lines above
     the strip untouched, the strip cleared, the cursor back on its first row), with the same
     checks of the tty and of stray input.

Synchronisation is on what navdemo's trace and the screen show: a reference screenshot is
taken once the screen has stayed the same for SETTLE_SECONDS, and the suite waits (up to a deadline that only fails the check)
for the expected picture. An emulator that is not installed or does not start here is
reported as not tested, never as passed.

    NAVDEMO=.build/debug/navdemo python3 Tests/terminals/terminals.py [name…]
Writes screenshots of failures and a results table (results.md) into TERMINAL_SHOTS
(.build/terminals); a failure's pictures are copied to FAILURE_SHOTS too (navkit-terminals
in the temporary directory), where they outlive the checkout. `make terminals` installs the emulators and runs it.
"""
import concurrent.futures
import itertools
import json
import os
import shlex
import shutil
import struct
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "e2e"))
from screenshots import start_xvfb, wait_until as wait_for, xwd_pixels, write_png  # noqa: E402

NAVDEMO = os.path.abspath(os.environ.get("NAVDEMO", ".build/debug/navdemo"))
SHOTS = os.path.abspath(os.environ.get("TERMINAL_SHOTS", ".build/terminals"))
FAILURE_SHOTS = os.path.join(tempfile.gettempdir(), "navkit-terminals")
TMUX_CONF = os.path.join(HERE, "..", "e2e", "tmux.conf")
SCREENRC = os.path.join(HERE, "screenrc")
# screen's server leaves the xterm's process group (it starts a session of its own): it is ended
# by this name when the emulator closes, or it would outlive the run with navdemo inside.
SCREEN_SESSION = "navkit-terminals"
COLUMNS, ROWS = 120, 40
FONT = "DejaVu Sans Mono"
SCREEN_SIZE = (1600, 1000)
START_SECONDS = 30.0   # an emulator that shows nothing by then did not start
STEP_SECONDS = 10.0    # deadline for any one expected picture or trace event
SETTLE_SECONDS = 0.5   # a picture unchanged this long is what the emulator shows
SCREENSHOT_INTERVAL = 0.1  # between screenshots while waiting on the screen (each is 6 MB to read and compare)
JOBS = int(os.environ.get("TERMINAL_JOBS", "2"))  # emulators checked at once
# Emulators whose pages held mid-slide must look the same: one shifts slides with left and right
# margins (DECSLRM, DECDC, DECIC), the other row by row; each picture kept in MID_SLIDES.
MARGIN_PAIRS = [("xterm, margins", "xterm, whole cells")]
MID_SLIDES = {}
WIDE_TEXT_INDEX = 6    # the tour's "Wide text" lesson is the seventh link of the home page


class Emulator:
    """How to start one terminal emulator at 120x40 running a command."""

    def __init__(self, name, package, binary, argv, environment=None, inside=None, back_key="Escape",
                 config=None, navdemo_options=(), wide_text=True):
        self.name, self.binary = name, binary
        self.navdemo_options = list(navdemo_options)   # navdemo's options beyond --no-hud
        self.wide_text = wide_text        # whether the Wide text page is checked
        self.package = package            # the Debian package (its version goes in the table)
        self.config = config or {}        # file (under XDG_CONFIG_HOME) -> its text
        self.back_key = back_key          # the key that pops (X keysym name)
        self.argv = argv                  # command (list) -> the emulator's argv
        self.environment = environment or {}
        self.inside = inside              # 'tmux' or 'screen': run in xterm, in that multiplexer


def xterm_argv(command):
    return ["xterm", "-tn", "xterm-256color", "-geometry", f"{COLUMNS}x{ROWS}+0+0", "-fa", FONT, "-fs", "9",
            "-e", *command]


def konsole_argv(command):
    # Without the size box it shows for a while after the window appears.
    return ["konsole", "--nofork", "--hide-menubar", "--hide-tabbar", "-p", f"TerminalColumns={COLUMNS}",
            "-p", f"TerminalRows={ROWS}", "-p", "ShowTerminalSizeHint=false", "-e", *command]


EMULATORS = [
    Emulator("xterm", "xterm", "xterm", xterm_argv),
    # xterm twice more, its pane edges in whole cells (a sub-cell edge depends on the pointer's
    # pace, not only on where it is): with left and right margins (as navdemo asks for them by
    # default, shifting slides in bands), and without (--no-margins), row by row; a page held
    # mid-slide must look the same (MARGIN_PAIRS), and every page, the Wide text one too, as it
    # was after a push and a pop.
    Emulator("xterm, margins", "xterm", "xterm", xterm_argv, navdemo_options=["--no-subcell"]),
    Emulator("xterm, whole cells", "xterm", "xterm", xterm_argv, navdemo_options=["--no-subcell", "--no-margins"]),
    Emulator("urxvt", "rxvt-unicode", "urxvt",
             # Without the scrollbar, which sits left of the text and takes the edge's press.
             lambda c: ["urxvt", "+sb", "-geometry", f"{COLUMNS}x{ROWS}+0+0", "-fn", f"xft:{FONT}:size=9",
                        "-e", *c]),
    Emulator("st", "stterm", "stterm",
             lambda c: ["stterm", "-g", f"{COLUMNS}x{ROWS}+0+0", "-f", f"{FONT}:size=9", "-e", *c]),
    Emulator("mlterm", "mlterm", "mlterm",
             # Without the scrollbar (left of the text, as urxvt's), at its default font size:
             # at 12 px mlterm draws descenders into the row below and never erases them
             # (mlterm-descenders.sh shows it without NavKit). Without its inner border too: a
             # box-drawing glyph on the top row (a split's divider) leaves antialiased pixels in
             # the border above it, which nothing a program writes can erase.
             lambda c: ["mlterm", "--sb=false", "--border=0", "-g", f"{COLUMNS}x{ROWS}+0+0", "-e", *c]),
    Emulator("kitty", "kitty", "kitty",
             lambda c: ["kitty", "-o", f"initial_window_width={COLUMNS}c", "-o", f"initial_window_height={ROWS}c",
                        "-o", "remember_window_size=no", "-o", f"font_family={FONT}", "-o", "font_size=9",
                        "-o", "cursor_blink_interval=0", *c],
             environment={"LIBGL_ALWAYS_SOFTWARE": "1"}),
    Emulator("alacritty", "alacritty", "alacritty",
             lambda c: ["alacritty", "-o", f"window.dimensions.columns={COLUMNS}",
                        "-o", f"window.dimensions.lines={ROWS}", "-o", f"font.normal.family={FONT}",
                        "-o", "font.size=9", "-e", *c],
             environment={"LIBGL_ALWAYS_SOFTWARE": "1"}),
    Emulator("gnome-terminal", "gnome-terminal", "gnome-terminal",
             lambda c: ["dbus-run-session", "--", "gnome-terminal", f"--geometry={COLUMNS}x{ROWS}+0+0", "--wait",
                        "--", *c]),
    Emulator("xfce4-terminal", "xfce4-terminal", "xfce4-terminal",
             lambda c: ["xfce4-terminal", "--disable-server", f"--geometry={COLUMNS}x{ROWS}+0+0",
                        "--hide-menubar", "--hide-toolbar", "--hide-scrollbar", "-x", *c]),
    Emulator("lxterminal", "lxterminal", "lxterminal",
             lambda c: ["lxterminal", f"--geometry={COLUMNS}x{ROWS}", "-e", shlex.join(c)]),
    Emulator("konsole", "konsole", "konsole", konsole_argv),
    Emulator("qterminal", "qterminal", "qterminal",
             lambda c: ["qterminal", "--geometry", "1222x908+0+0", "-e", shlex.join(c)],
             # Without the "Size: 120 x 40" box it shows for a while after the window appears.
             config={"qterminal.org/qterminal.ini": "[General]\nshowTerminalSizeHint=false\n"}),
    Emulator("tmux in xterm", "tmux", "tmux",
             lambda c: xterm_argv(["tmux", "-L", "navkit-terminals", "-f", TMUX_CONF, "new-session", *c]),
             inside="tmux"),
    Emulator("screen in xterm", "screen", "screen",
             lambda c: xterm_argv(["screen", "-c", SCREENRC, "-S", SCREEN_SESSION, *c]), inside="screen",
             # screen 4.9 holds a lone Escape while the app has mouse tracking on, until the next
             # key arrives (the Terminals article says so); ← pops as well.
             back_key="Left"),
]


class Failed(Exception):
    """A check that did not hold (the message says which)."""


def wait_until(predicate, seconds, what, interval=0.02):
    """Polls `predicate` every `interval` seconds until it returns something truthy; raises
    `Failed` after `seconds`."""
    return wait_for(predicate, seconds, what, failure=Failed, interval=interval)


class NotTested(Exception):
    """The emulator could not be tried here (the message says why)."""


class Session:
    """One emulator on its own X server."""

    def __init__(self, emulator, folder):
        self.emulator, self.folder = emulator, folder
        self.answers_status = False      # the terminal answers status requests (inside.py learns it)
        self.parsed, self.trace_offset = [], 0   # navdemo's trace as read so far (`events`)
        self.xvfb, self.display = start_xvfb(*SCREEN_SIZE)
        if not self.display:
            raise NotTested("Xvfb did not start")
        self.env = dict(os.environ, DISPLAY=self.display, LANG="C.UTF-8", LC_ALL="C.UTF-8", **emulator.environment)
        for name in ("TMUX", "TERM_PROGRAM", "VTE_VERSION", "KONSOLE_VERSION", "COLORTERM", "STY"):
            self.env.pop(name, None)
        # Each emulator starts from its defaults and leaves the user's settings alone.
        self.home = tempfile.mkdtemp(prefix="navkit-terminal-")
        for name in ("RUNTIME", "CONFIG", "CACHE", "DATA", "STATE"):
            self.env[f"XDG_{name}_HOME" if name != "RUNTIME" else "XDG_RUNTIME_DIR"] = os.path.join(self.home, name)
            os.makedirs(os.path.join(self.home, name), mode=0o700)
        for path, text in emulator.config.items():
            os.makedirs(os.path.dirname(os.path.join(self.home, "CONFIG", path)), exist_ok=True)
            with open(os.path.join(self.home, "CONFIG", path), "w") as out:
                out.write(text)
        command = [sys.executable, os.path.join(HERE, "inside.py"), folder, NAVDEMO, "--no-hud",
                   *emulator.navdemo_options]
        self.log = open(os.path.join(folder, "emulator.log"), "w")
        self.process = subprocess.Popen(emulator.argv(command), env=self.env, stdout=self.log,
                                        stderr=subprocess.STDOUT, start_new_session=True)

    def close(self):
        for process in (self.process, self.xvfb):
            if process.poll() is None:
                try:
                    os.killpg(process.pid, 15) if process is self.process else process.terminate()
                    process.wait(timeout=5)
                except (ProcessLookupError, subprocess.TimeoutExpired):
                    process.kill()
        if self.emulator.inside == "tmux":
            subprocess.run(["tmux", "-L", "navkit-terminals", "kill-server"], capture_output=True)
        if self.emulator.inside == "screen":
            subprocess.run(["screen", "-S", SCREEN_SESSION, "-X", "quit"], capture_output=True, env=self.env)
        self.log.close()
        shutil.rmtree(self.home, ignore_errors=True)

    # X

    def xdotool(self, *arguments):
        return subprocess.run(["xdotool", *arguments], env=self.env, capture_output=True, text=True,
                              check=True).stdout

    def window(self):
        """The emulator's largest visible window: (id, (x, y, width, height) in pixels)."""
        best = chosen = None
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", ""], env=self.env,
                               capture_output=True, text=True).stdout.split()
        for window in found:
            shell = self.xdotool("getwindowgeometry", "--shell", window)
            geometry = dict(line.split("=") for line in shell.split())
            box = tuple(int(geometry[key]) for key in ("X", "Y", "WIDTH", "HEIGHT"))
            if box[2:] == SCREEN_SIZE:
                continue  # the root window
            if box[2] > 200 and box[3] > 200 and (best is None or box[2] * box[3] > best[2] * best[3]):
                best, chosen = box, window
        return (chosen, best) if best else None

    def find_window(self):
        """Waits for the emulator's window and focuses it (an emulator draws its cursor and
        frame differently without focus); sets `box`, the window (x, y, width, height) in
        pixels, and `park`, where the pointer rests for every screenshot."""
        window, self.box = wait_until(self.window, STEP_SECONDS, "window")
        self.xdotool("windowfocus", "--sync", window)
        x, y, width, height = self.box
        self.park = (x + width - 6, y + height - 6)

    def rest_pointer(self):
        """Moves the pointer to where it rests for screenshots."""
        self.xdotool("mousemove", str(self.park[0]), str(self.park[1]))

    def screenshot(self):
        return Picture(subprocess.run(["xwd", "-root", "-silent", "-display", self.display],
                                      capture_output=True, check=True).stdout)

    def settled_screenshot(self):
        """A screenshot once the screen has stayed the same for `SETTLE_SECONDS`. Called once
        the terminal has read navdemo's last frame (`wait_until_read`): what is left is its
        repaint (and, under tmux or screen, the multiplexer's own frame to the emulator), which a
        loaded emulator can hold back a while; a reference taken from a picture still on its way
        would only ever fail a check."""
        previous, since = self.screenshot(), time.monotonic()

        def same():
            nonlocal previous, since
            current = self.screenshot()
            if current != previous:
                previous, since = current, time.monotonic()
            return current if time.monotonic() - since >= SETTLE_SECONDS else None
        return wait_until(same, STEP_SECONDS, "still picture", interval=SCREENSHOT_INTERVAL)

    def wait_for_picture(self, reference, what):
        """Waits until the screen shows exactly `reference`; on the deadline, saves both
        pictures and fails with the number of pixels that differ."""
        latest = None

        def matches():
            nonlocal latest
            latest = self.screenshot()
            return latest == reference
        try:
            wait_until(matches, STEP_SECONDS, what, interval=SCREENSHOT_INTERVAL)
        except Failed:
            latest = self.settled_screenshot()
            if latest == reference:
                return
            differing = differing_pixels(reference, latest)
            box = differing_box(reference, latest)
            slug = what.replace(" ", "-")
            kept = os.path.join(FAILURE_SHOTS, os.path.basename(self.folder))
            os.makedirs(kept, exist_ok=True)
            for folder in (self.folder, kept):
                write_png(reference.pixels(), os.path.join(folder, f"{slug}-expected.png"))
                write_png(latest.pixels(), os.path.join(folder, f"{slug}-seen.png"))
            where = f" in x {box[0]}…{box[2] - 1}, y {box[1]}…{box[3] - 1} of the screen" if box else ""
            raise Failed(f"{what}: {differing} pixels differ{where} (pictures in {self.folder} and {kept})")

    # navdemo's trace

    def events(self):
        """navdemo's trace so far, parsed once: each call reads only the lines written since the
        last (the waits poll it every 20 ms, and a trace holds thousands of events)."""
        try:
            with open(os.path.join(self.folder, "trace.jsonl"), "rb") as trace:
                trace.seek(self.trace_offset)
                chunk = trace.read()
        except FileNotFoundError:
            return self.parsed
        complete = chunk[:chunk.rfind(b"\n") + 1]
        self.trace_offset += len(complete)
        self.parsed.extend(json.loads(line) for line in complete.splitlines())
        return list(self.parsed)

    def wait_for_event(self, predicate, what, after=0):
        return self.wait_for_event_at(predicate, what, after)[1]

    def wait_for_event_at(self, predicate, what, after=0):
        """Waits for the first event after index `after` that matches; returns (its index, it)."""
        def found():
            return next(((after + i, e) for i, e in enumerate(self.events()[after:]) if predicate(e)), None)
        return wait_until(found, STEP_SECONDS, what)

    def wait_until_read(self, after, what):
        """Waits for a frame navdemo made after event `after` (it may change nothing: the frame
        before it may have drawn the same picture), then until the terminal has read every frame
        written by then: it answered the status request that followed the newest (its
        `frameAnswered`), so what it shows next is that frame, not one on the way. Where the
        terminal does not answer status requests, the frame's event is all there is to wait on."""
        self.wait_for_event(lambda e: e["event"] == "frame", f"a frame for {what}", after)
        newest = [e for e in self.events() if e["event"] == "frame" and e["bytes"] > 0][-1]
        if newest["awaitsAnswer"] and self.answers_status:
            self.wait_for_event(lambda e: e["event"] == "frameAnswered" and e["number"] >= newest["number"],
                                f"the terminal's answer to frame {newest['number']} ({what})")

    def wait_for_stack(self, depth, after, what):
        return self.wait_for_event(lambda e: e["event"] == "stack" and len(e["stack"]) == depth, what, after)

    def press(self, key, depth, what):
        """Presses `key` (Return pushes the selected link, the back key pops); waits until the
        transition it starts has ended with `depth` screens."""
        mark = len(self.events())
        self.xdotool("key", key)
        self.wait_for_stack(depth, mark, what)
        self.wait_for_rest(mark, f"end of the {what}")

    def swipe(self, to, depth, what, back_to=None):
        """Presses in the leftmost cell of the middle row, drags right to `to` of the window's
        width a few pixels at a time (then left to `back_to`, so that the release cancels),
        lets go, and waits until the transition has ended with `depth` screens. Checks the
        edge pan began, changed and ended; returns the trace's events from its beginning to
        its end (while the finger was down)."""
        mark = len(self.events())
        row_y = self.box[1] + self.box[3] // 2
        left, width = self.box[0], self.box[2]
        x = left + 2
        self.xdotool("mousemove", str(x), str(row_y), "mousedown", "1")
        for step in itertools.cycle((5, 7)):            # not a multiple of any cell's width in pixels
            x += step
            if x > left + width * to:
                break
            self.xdotool("mousemove", str(x), str(row_y))
        while back_to is not None and x > left + width * back_to:
            x -= 6
            self.xdotool("mousemove", str(x), str(row_y))
        self.xdotool("mouseup", "1")
        self.rest_pointer()
        self.wait_for_rest(mark, f"end of {what}")
        self.wait_for_stack(depth, mark, what)
        swipe = self.events()[mark:]
        gesture = [e for e in swipe if e["event"] == "gesture" and e["recognizer"] == "edgePan"]
        states = [e["state"] for e in gesture]
        for state in ("began", "changed", "ended"):
            if state not in states:
                raise Failed(f"{what}: the edge pan was never {state} (states: {states})")
        return swipe[swipe.index(gesture[0]):swipe.index(gesture[-1])]

    def hold_mid_slide(self, to, what):
        """Presses in the leftmost cell of the middle row and drags right to `to` of the window's
        width, as `swipe` does, and holds still there: returns the picture once it is still. Then
        drags back near the edge and lets go (the swipe cancelled, the page stays)."""
        mark = len(self.events())
        row_y = self.box[1] + self.box[3] // 2
        left, width = self.box[0], self.box[2]
        x = left + 2
        self.xdotool("mousemove", str(x), str(row_y), "mousedown", "1")
        for step in itertools.cycle((5, 7)):
            x += step
            if x > left + width * to:
                break
            self.xdotool("mousemove", str(x), str(row_y))
        index, _ = self.wait_for_event_at(lambda e: e["event"] == "gesture" and e["recognizer"] == "edgePan"
                                          and e["state"] == "changed", what, mark)
        self.wait_until_read(index, what)
        held = self.settled_screenshot()
        while x > left + width * 0.05:
            x -= 6
            self.xdotool("mousemove", str(x), str(row_y))
        self.xdotool("mouseup", "1")
        self.rest_pointer()
        self.wait_for_rest(mark, f"end of {what}")
        return held

    def drag_sheet(self, what):
        """Presses in a large sheet's content, a third of the way down the window (where the
        window's menus, tabs and borders cannot be), in the middle column, drags it down to nine
        tenths of the window a few pixels at a time, lets go, and waits until the sheet has gone
        (its root's didDisappear). Checks the sheet pan began, changed and ended."""
        mark = len(self.events())
        left, top, width, height = self.box
        x, y = left + width // 2, top + height // 3
        self.xdotool("mousemove", str(x), str(y), "mousedown", "1")
        for step in itertools.cycle((5, 7)):            # not a multiple of any cell's height in pixels
            y += step
            if y > top + height * 9 // 10:
                break
            self.xdotool("mousemove", str(x), str(y))
        self.xdotool("mouseup", "1")
        self.rest_pointer()
        self.wait_for_event(lambda e: e["event"] == "didDisappear", f"end of {what}", mark)
        states = [e["state"] for e in self.events()[mark:]
                  if e["event"] == "gesture" and e["recognizer"] == "sheetPan"]
        for state in ("began", "changed", "ended"):
            if state not in states:
                raise Failed(f"{what}: the sheet pan was never {state} (states: {states})")

    def wait_for_rest(self, after, what):
        """Waits for the transition begun after event `after` to finish or be cancelled, and for
        the terminal to have read the frame that shows it at rest."""
        index, _ = self.wait_for_event_at(lambda e: e["event"] in ("transitionFinished", "transitionCancelled"),
                                          what, after)
        self.wait_until_read(index, what)


class Picture:
    """A screenshot of the X screen (xwd's output); two are equal when every pixel's colour is
    (the unused fourth byte of a 32-bit pixel may hold anything)."""

    def __init__(self, xwd):
        self.xwd = xwd
        header = struct.unpack(">25I", xwd[:100])
        header_size, width, height, bits, line, colours = (header[0], header[4], header[5], header[11],
                                                           header[12], header[19])
        self.size = (width, height)
        data = xwd[header_size + 12 * colours:header_size + 12 * colours + line * height]
        # Planar (every pixel's first byte, then every second, then every third) where pixels
        # take 4 bytes (32 bits, or 24 padded to 32, as xwd reports some screens) and rows no
        # more, so the unused byte drops out and rows compare as slices.
        self.planar = bits in (24, 32) and line == 4 * width
        if self.planar:
            self.colours = b"".join((data[0::4], data[1::4], data[2::4]))
        else:
            self.colours = data

    def __eq__(self, other):
        return isinstance(other, Picture) and self.colours == other.colours

    def pixels(self):
        """As (width, height, rows of RGB bytes), for PNG files and counting."""
        return xwd_pixels(self.xwd)

    def row_planes(self, y):
        """Row `y` as its three byte planes (planar pictures only)."""
        width, height = self.size
        return [self.colours[(p * height + y) * width:(p * height + y + 1) * width] for p in range(3)]


def differing_pixels(first, second):
    a, b = first.pixels(), second.pixels()
    if a[:2] != b[:2]:
        return a[0] * a[1]
    return sum(sum(1 for x in range(0, len(row_a), 3) if row_a[x:x + 3] != row_b[x:x + 3])
               for row_a, row_b in zip(a[2], b[2]) if row_a != row_b)


def version_of(emulator):
    found = subprocess.run(["dpkg-query", "-W", "-f=${Version}", emulator.package], capture_output=True,
                           text=True)
    return found.stdout.strip() if found.returncode == 0 else "?"


def check(emulator, facts):
    """Runs the whole check in one emulator, filling in `facts` as it learns them. Raises
    NotTested or Failed."""
    if not shutil.which(emulator.binary):
        raise NotTested(f"{emulator.binary} is not installed")
    folder = os.path.join(SHOTS, emulator.name.replace(" ", "-"))
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    facts["version"] = version_of(emulator)
    session = Session(emulator, folder)
    try:
        try:
            wait_until(lambda: os.path.exists(os.path.join(folder, "click")), START_SECONDS, "start")
        except Failed:
            with open(os.path.join(folder, "emulator.log")) as log:
                said = log.read().strip().splitlines()
            raise NotTested("did not start" + (f": {said[-1][:120]}" if said else ""))
        session.find_window()
        x, y, width, height = session.box
        # The click inside.py waits for, three quarters across: reported in pixels or in cells?
        session.xdotool("mousemove", str(x + width * 3 // 4), str(y + height // 2), "click", "1")
        wait_until(lambda: os.path.exists(os.path.join(folder, "ready")), STEP_SECONDS, "banner")
        with open(os.path.join(folder, "answers.json")) as answers:
            facts["answers"] = json.load(answers)
        session.answers_status = facts["answers"]["status"]
        facts["term"] = facts["answers"]["environment"]["TERM"]
        columns, rows = facts["answers"]["size"]
        facts["size"] = f"{columns}x{rows}"
        click = facts["answers"]["click"]
        facts["click"] = "none" if click is None else ("pixels" if click[0] > columns else "cells")
        session.rest_pointer()
        shell = session.settled_screenshot()
        write_png(shell.pixels(), os.path.join(folder, "shell.png"))

        # The fresh home page.
        open(os.path.join(folder, "go"), "w").close()
        session.wait_until_read(0, "the first frame")
        fresh = session.settled_screenshot()
        write_png(fresh.pixels(), os.path.join(folder, "fresh.png"))

        # Push and pop with keys.
        session.press("Return", 2, "push on Enter")
        session.press(emulator.back_key, 1, f"pop on {emulator.back_key}")
        session.wait_for_picture(fresh, "home after a push and a pop")

        # Push, then swipe back with the pointer.
        session.press("Return", 2, "second push on Enter")
        finger_down = session.swipe(0.6, 1, "pop by the swipe")
        # While the finger is down, progress is the pointer's travel over the width: in whole
        # cells (a multiple of 1/columns) unless the terminal reports pixels.
        steps = [e["progress"] * columns for e in finger_down if e["event"] == "transitionProgress"]
        facts["pixels"] = any(abs(s - round(s)) > 1e-4 for s in steps)
        session.wait_for_picture(fresh, "home after a swipe back")

        # Mid-slide: the pointer holds the page three tenths of the way back, a picture the same
        # whether the terminal shifted the slide with margins or row by row; let go near the edge,
        # the page stays.
        if any(emulator.name in pair for pair in MARGIN_PAIRS):
            session.press("Return", 2, "push for the page held mid-slide")
            MID_SLIDES[emulator.name] = session.hold_mid_slide(0.3, "the page held mid-slide")
            write_png(MID_SLIDES[emulator.name].pixels(), os.path.join(folder, "mid-slide.png"))
            session.press(emulator.back_key, 1, "pop after the page held mid-slide")
            session.wait_for_picture(fresh, "home after the page held mid-slide")

        # Where the terminal reports releases (it answered the kitty keyboard protocol's query),
        # a real key held: Shift+→ down drags the page by itself past the middle with no other
        # key, and its release lets go, and the page pops.
        if facts["answers"].get("kitty_keys") is not None:
            session.press("Return", 2, "push for the held key")
            mark = len(session.events())
            session.xdotool("keydown", "shift+Right")
            try:
                session.wait_for_event(lambda e: e["event"] == "transitionProgress" and e["progress"] > 0.5,
                                       "the page dragged past the middle by the held Shift+→", mark)
            finally:
                session.xdotool("keyup", "shift+Right")
            session.wait_for_stack(1, mark, "the pop on the held key's release")
            session.wait_for_rest(mark, "end of the held key's pop")
            session.wait_for_picture(fresh, "home after the held key's swipe")

        if emulator.wide_text:
            # Wide characters (Chinese, emoji) under a moving edge: the Wide text page after a
            # push and a pop above it, and after a swipe that springs back, is as it was.
            for _ in range(WIDE_TEXT_INDEX):
                session.xdotool("key", "Down")
            session.press("Return", 2, "Wide text on Enter")
            wide = session.settled_screenshot()
            write_png(wide.pixels(), os.path.join(folder, "wide-text.png"))
            session.press("Return", 3, "the page after Wide text")
            session.press(emulator.back_key, 2, f"pop to Wide text on {emulator.back_key}")
            session.wait_for_picture(wide, "wide text after a push and a pop")
            session.swipe(0.4, 2, "the cancelled swipe", back_to=0.1)
            session.wait_for_picture(wide, "wide text after a cancelled swipe")
            facts["cursor"] = check_text_field(session, emulator)
            session.wait_for_picture(wide, "wide text after the text field")
            session.press(emulator.back_key, 1, "pop home from Wide text")
            for _ in range(WIDE_TEXT_INDEX):
                session.xdotool("key", "Up")
            session.wait_for_picture(fresh, "home after the wide text")

        # A sheet slides up over a page and back down (its rows scrolled in a scrolling
        # region): the page under it comes back as it was.
        session.xdotool("key", "Up")                      # the last row: Sheets, covers and alerts
        session.press("Return", 2, "the presentation page on Enter")
        page = session.settled_screenshot()
        mark = len(session.events())
        session.xdotool("key", "Return")                  # › Show a sheet
        session.wait_for_rest(mark, "the sheet's arrival")
        sheet = session.settled_screenshot()
        if sheet == page:
            raise Failed("the sheet did not show")
        mark = len(session.events())
        session.xdotool("key", "Up", "Return")            # its last row: ‹ Done, which dismisses it
        session.wait_for_rest(mark, "the sheet's dismissal")
        session.wait_for_picture(page, "the page after a sheet came and went")
        # The sheet again, dragged away by its grabber with the real pointer.
        mark = len(session.events())
        session.xdotool("key", "Return")                  # › Show a sheet
        session.wait_for_rest(mark, "the sheet's second arrival")
        session.drag_sheet("the sheet dragged away")
        session.wait_for_picture(page, "the page after a sheet was dragged away")
        # Tabs: the bar on the bottom row; F8 selects the next tab, round to the first, and the
        # picture comes back pixel-identical (the selection and the badges redrawn right).
        mark = len(session.events())
        session.xdotool("key", "Up", "Return")            # its last row: › Show tabs
        session.wait_for_rest(mark, "the tabs' arrival")
        tabs = session.settled_screenshot()
        if tabs == page:
            raise Failed("the tabs did not show")
        for name in ("Files", "Settings", "Inbox"):
            mark = len(session.events())
            session.xdotool("key", "F8")
            index, _ = session.wait_for_event_at(
                lambda e, name=name: e["event"] == "didAppear" and e["screen"] == name, f"the {name} tab on F8", mark)
            session.wait_until_read(index, f"the {name} tab")
            if name == "Files" and session.settled_screenshot() == tabs:
                raise Failed("the Files tab looks like the Inbox tab")
        session.wait_for_picture(tabs, "the Inbox tab after F8 went round the tabs")
        mark = len(session.events())
        session.xdotool("key", "Up", "Return")            # Inbox's last row: ‹ Done, which dismisses the tabs
        session.wait_for_rest(mark, "the tabs' dismissal")
        session.xdotool("key", "Down")                    # the selection back on the first row
        session.wait_for_picture(page, "the page after the tabs came and went")
        session.press(emulator.back_key, 1, "pop home from the presentation page")

        # Quit: the shell comes back as it was.
        quit_and_check(session, folder, "done.json", "quitting")
        session.wait_for_picture(shell, "shell after quitting")
        check_inline(session, emulator, folder)
    finally:
        session.close()


def check_inline(session, emulator, folder):
    """navdemo inline, in 12 rows under the next command line: a push and a pop inside the
    strip, then q; the shell's screen must come back pixel-identical."""
    open(os.path.join(folder, "go-inline"), "w").close()
    wait_until(lambda: os.path.exists(os.path.join(folder, "inline-ready")), STEP_SECONDS, "the inline prompt")
    prompt = session.settled_screenshot()
    write_png(prompt.pixels(), os.path.join(folder, "inline-prompt.png"))
    # navdemo writes its trace anew: the first run's goes first, or its events would be read as new.
    os.remove(os.path.join(folder, "trace.jsonl"))
    session.parsed, session.trace_offset = [], 0
    open(os.path.join(folder, "run-inline"), "w").close()
    session.wait_until_read(0, "the inline strip's first frame")
    strip = session.settled_screenshot()
    write_png(strip.pixels(), os.path.join(folder, "inline-strip.png"))
    if strip == prompt:
        raise Failed("the inline strip did not show")
    session.press("Return", 2, "push inside the strip")
    session.press(emulator.back_key, 1, f"pop inside the strip on {emulator.back_key}")
    session.wait_for_picture(strip, "the strip after a push and a pop")
    quit_and_check(session, folder, "done-inline.json", "the inline run")
    session.wait_for_picture(prompt, "the shell after the inline run")


def quit_and_check(session, folder, done, what):
    """Presses q and waits for inside.py's report `done` on the run: navdemo exited with status
    0, the tty settings are as before it, and no input reached the shell after `what`."""
    session.xdotool("key", "q")
    wait_until(lambda: os.path.exists(os.path.join(folder, done)), STEP_SECONDS, f"the end of {what}")
    with open(os.path.join(folder, done)) as report:
        ended = json.load(report)
    if ended["status"] != 0:
        raise Failed(f"navdemo exited with status {ended['status']} after {what}")
    if not ended["ttyRestored"]:
        raise Failed(f"the tty settings differ after {what}")
    if ended["strayInput"]:
        raise Failed(f"input reached the shell after {what}: {ended['strayInput']!r}")


def differing_box(first, second):
    """The smallest box (x0, y0, x1, y1, in pixels, ends excluded) holding every pixel that
    differs between two pictures, or None when they are the same. Rows are compared as byte
    planes (a screenshot is 1.6 million pixels; only the rows that differ are walked)."""
    if not (first.planar and second.planar and first.size == second.size):
        return differing_box_by_pixels(first, second)
    if first == second:
        return None
    width, height = first.size
    box = None
    for y in range(height):
        planes_a, planes_b = first.row_planes(y), second.row_planes(y)
        differing = [(a, b) for a, b in zip(planes_a, planes_b) if a != b]
        if not differing:
            continue
        xs = [x for x in range(width) if any(a[x] != b[x] for a, b in differing)]
        x0, x1 = min(xs), max(xs) + 1
        box = (x0, y, x1, y + 1) if box is None else (min(box[0], x0), box[1], max(box[2], x1), y + 1)
    return box


def differing_box_by_pixels(first, second):
    """`differing_box` for pictures that are not planar: pixel by pixel (slow)."""
    a, b = first.pixels(), second.pixels()
    box = None
    for y, (row_a, row_b) in enumerate(zip(a[2], b[2])):
        if row_a == row_b:
            continue
        xs = [x // 3 for x in range(0, len(row_a), 3) if row_a[x:x + 3] != row_b[x:x + 3]]
        x0, x1 = min(xs), max(xs) + 1
        box = (x0, y, x1, y + 1) if box is None else (min(box[0], x0), box[1], max(box[2], x1), y + 1)
    return box


def cursor_box(session, without, samples=8):
    """Where screenshots differ from `without` (the same screen with no cursor), over `samples`
    screenshots 0.15 s apart, so a blinking cursor is caught lit: the cursor's box, or None."""
    boxes = []
    for _ in range(samples):
        found = differing_box(without, session.screenshot())
        if found:
            boxes.append(found)
        time.sleep(0.15)
    if not boxes:
        return None
    return (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))


def check_text_field(session, emulator):
    """From Wide text, opens Text fields (its field has the keys), types "ab" and finds the
    terminal's cursor: where the screen differs from the same screen with the field left (Tab
    takes the keys to the editor under it and Tab again out of both, hiding the cursor; Tab
    once more gives the field the keys back; not Esc, which GNU screen holds while the mouse
    is tracked). Then types "c": the c must land in
    the cell where the cursor was, and the cursor must show one cell further on, the same size.
    Goes back to Wide text; returns where the cursor was seen."""
    session.xdotool("key", "Down")
    session.press("Return", 3, "Text fields on Enter")

    def without_cursor(what):
        for step in ("to the editor", "out of both"):      # Tab: field → editor → the page's rows
            mark = len(session.events())
            session.xdotool("key", "Tab")
            session.wait_until_read(mark, f"{what}: Tab {step}")
        picture = session.settled_screenshot()             # no cursor
        session.xdotool("key", "Tab")                     # back into the field
        return picture

    session.xdotool("type", "--delay", "60", "ab")
    after_ab = without_cursor("a frame after ab, without the cursor")
    before = cursor_box(session, after_ab)
    if before is None:
        raise Failed("text field: no cursor shows after typing ab")
    session.xdotool("type", "c")
    after_c = without_cursor("a frame after c, without the cursor")
    glyph = differing_box(after_ab, after_c)
    after = cursor_box(session, after_c)
    if glyph is None or after is None:
        raise Failed(f"text field: after typing c, the c shows at {glyph} and the cursor at {after}")
    cell = after[0] - before[0]
    same_shape = abs((after[2] - after[0]) - (before[2] - before[0])) <= 1 and abs(after[1] - before[1]) <= 1
    if cell <= 0 or not same_shape or glyph[0] < before[0] - 1 or glyph[2] > before[0] + cell + 1:
        raise Failed(f"text field: the cursor was at {before}, the c landed at {glyph}, the cursor then "
                     f"showed at {after}: not a cursor at the insertion point moving a cell on")
    session.xdotool("key", "Tab", "Tab")                  # out of the field and the editor
    session.press(emulator.back_key, 2, f"pop to Wide text on {emulator.back_key}")
    session.xdotool("key", "Up")                          # the selection back on its first link
    return f"at the insertion point ({before[2] - before[0]}x{before[3] - before[1]} px, moves {cell} px a character)"


def describe_pixels(facts):
    """How the pointer came during the swipe, what DECRQM said of mode 1016, and how a click
    came with the mode turned on unasked."""
    setting = facts.get("answers", {}).get("decrqm", {}).get("1016")
    answer = {None: "no answer", 0: "unknown", 1: "set", 2: "reset", 3: "always", 4: "never"}.get(setting, setting)
    return (("pixels" if facts.get("pixels") else "cells") + f" (DECRQM 1016: {answer}; "
            f"forced on: {facts.get('click', '–')})")


def describe_kitty_keys(answers):
    """Whether the terminal answered the kitty keyboard protocol's query (`CSI ? u`), and with
    which flags in force."""
    if "kitty_keys" not in answers:
        return "–"
    flags = answers["kitty_keys"]
    return "no answer" if flags is None else f"yes (flags {flags})"


def main():
    names = sys.argv[1:]
    chosen = [e for e in EMULATORS if not names or e.name in names]
    if names and len(chosen) != len(names):
        known = ", ".join(e.name for e in EMULATORS)
        sys.exit(f"terminals.py: unknown emulator in {names}; known: {known}")
    for tool in ("Xvfb", "xdotool", "xwd"):
        if not shutil.which(tool):
            sys.exit(f"terminals.py: {tool} is missing (make terminals installs it)")
    if not os.access(NAVDEMO, os.X_OK):
        sys.exit(f"terminals.py: no navdemo at {NAVDEMO} (set NAVDEMO)")
    os.makedirs(SHOTS, exist_ok=True)

    def run(emulator):
        """Checks one emulator: (its table row, "passed" / "failed" / "untested")."""
        started = time.monotonic()
        facts = {}
        try:
            check(emulator, facts)
            outcome, kind = "passed", "passed"
        except NotTested as reason:
            outcome, kind = f"not tested: {reason}", "untested"
        except (Failed, subprocess.CalledProcessError) as reason:
            outcome, kind = f"FAILED: {reason}", "failed"
        seconds = time.monotonic() - started
        print(f"{emulator.name:16} {outcome} ({seconds:.1f} s)", flush=True)
        answers = facts.get("answers", {})
        return ((emulator.name, facts.get("version") or version_of(emulator), facts.get("size", "–"),
                 facts.get("term", "–"),
                 describe_pixels(facts) if "pixels" in facts else "–", facts.get("cursor", "–"),
                 answers.get("da2") or "–", describe_kitty_keys(answers), outcome), kind)

    # Each emulator has an X server, folders and a navdemo of its own, and every wait is on what
    # the trace or the screen shows, so `JOBS` of them run at once.
    with concurrent.futures.ThreadPoolExecutor(max_workers=JOBS) as pool:
        results = list(pool.map(run, chosen))
    # A slide shifted with margins looks as one shifted row by row.
    for with_margins, without in MARGIN_PAIRS:
        if with_margins in MID_SLIDES and without in MID_SLIDES:
            same = MID_SLIDES[with_margins] == MID_SLIDES[without]
            print(f"mid-slide: {with_margins} and {without} {'draw the same picture' if same else 'DIFFER'}")
            if not same:
                at = next(i for i, (row, _) in enumerate(results) if row[0] == with_margins)
                results[at] = (results[at][0][:-1] + (f"FAILED: mid-slide picture differs from {without}'s",),
                               "failed")
    rows = [row for row, _ in results]
    kinds = [kind for _, kind in results]
    passed, failed, untested = kinds.count("passed"), kinds.count("failed"), kinds.count("untested")
    table = ["| Terminal | Version | Size | TERM | Pointer | Text cursor | DA2 | Kitty keys | Result |",
             "|---|---|---|---|---|---|---|---|---|"]
    table += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
    with open(os.path.join(SHOTS, "results.md"), "w") as out:
        out.write("\n".join(table) + "\n")
    print("\n".join(table))
    print(f"terminals: {passed} passed, {failed} failed, {untested} not tested")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
