"""End-to-end test of sub-cell motion in a real pixel-reporting terminal: navdemo in
xterm under Xvfb, dragged with xdotool a few pixels at a time. xterm reports the
pointer in pixels (SGR-Pixels, mode 1016), so between two whole-cell positions the
pane's edge moves in eighths of a cell; screenshots (xwd) show where it is.

Synchronisation is on what the app and the screen show, never on sleeps: each
pointer step waits until navdemo's trace has the progress that step makes, then
until two screenshots in a row agree.

    NAVDEMO=.build/debug/navdemo python3 Tests/e2e/test_xterm.py
Needs: xvfb, xterm, xdotool, x11-apps (xwd), fonts-dejavu-core (`make e2e` installs them).
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from screenshots import start_xvfb, wait_until, xwd_pixels, write_png  # noqa: E402

BINARY = os.environ.get("NAVDEMO", ".build/debug/navdemo")
SHOTS = os.environ.get("XTERM_SHOTS", ".build/xterm-shots")
COLUMNS, ROWS = 120, 40
BORDER = 2           # xterm's internal border, in pixels
DRAG_ROW = 20        # a blank row of the sub-cell page, below its link
EDGE_CELL = 33       # the drag stops around here (not at a quarter of the width, where the shadow changes strength)


class SubcellInXterm(unittest.TestCase):
    def setUp(self):
        for tool in ("Xvfb", "xterm", "xdotool", "xwd"):
            if not shutil.which(tool):
                self.fail(f"{tool} is missing (make e2e installs it)")
        self.xvfb, self.display = start_xvfb(1280, 800)
        self.assertTrue(self.display, "Xvfb did not start")
        self.env = dict(os.environ, DISPLAY=self.display, LANG="C.UTF-8")
        self.env.pop("TMUX", None)
        handle, self.trace = tempfile.mkstemp(suffix=".jsonl")
        os.close(handle)
        self.xterm = subprocess.Popen(
            ["xterm", "-tn", "xterm-256color", "-geometry", f"{COLUMNS}x{ROWS}+0+0", "-fa", "DejaVu Sans Mono",
             "-fs", "9", "-b", str(BORDER), "-e", BINARY, "--trace", self.trace], env=self.env)
        window = self.xdotool("search", "--sync", "--class", "xterm").split()[0]
        self.wait_for_trace(lambda e: e["event"] == "frame", "the first frame")
        # `search --sync` answers as soon as the window exists, which may be before the
        # X server has it at its size (no window manager here): a 1x1 window made the cell -1x-1 px once.
        def cell_size():
            shell = self.xdotool("getwindowgeometry", "--shell", window).split()
            geometry = dict(line.split("=") for line in shell)
            width = (int(geometry["WIDTH"]) - 2 * BORDER) // COLUMNS
            height = (int(geometry["HEIGHT"]) - 2 * BORDER) // ROWS
            return (width, height) if width > 0 and height > 0 else None
        self.cell_width, self.cell_height = wait_until(cell_size, 10.0, "xterm's window at its size")

    def tearDown(self):
        self.xterm.terminate()
        self.xterm.wait(timeout=5)
        self.xvfb.terminate()
        self.xvfb.wait(timeout=5)
        os.unlink(self.trace)

    # Helpers

    def xdotool(self, *arguments):
        return subprocess.run(["xdotool", *arguments], env=self.env, capture_output=True, text=True,
                              check=True).stdout

    def events(self):
        with open(self.trace) as trace:
            return [json.loads(line) for line in trace if line.endswith("\n")]

    def wait_for_trace(self, predicate, what):
        try:
            return wait_until(lambda: next((e for e in reversed(self.events()) if predicate(e)), None), 10.0, what)
        except AssertionError:
            print("    the trace's last events:", self.events()[-6:], file=sys.stderr)
            raise

    def screenshot(self):
        xwd = subprocess.run(["xwd", "-root", "-silent", "-display", self.display], capture_output=True,
                             check=True).stdout
        return xwd_pixels(xwd)

    def settled_screenshot(self):
        """A screenshot once two in a row agree (xterm has drawn the frame)."""
        previous = self.screenshot()
        def same():
            nonlocal previous
            current = self.screenshot()
            agreed = current[2] == previous[2]
            previous = current
            return current if agreed else None
        return wait_until(same, 10.0, "settled screen")

    def pixel(self, shot, x, y):
        _, _, rows = shot
        return tuple(rows[y][3 * x:3 * x + 3])

    def edge_x(self, shot):
        """The first pixel of the pane's white background right of the shadow, on the drag row."""
        y = BORDER + DRAG_ROW * self.cell_height + self.cell_height // 2
        start = BORDER + (EDGE_CELL - 4) * self.cell_width
        seen_shadow = False
        for x in range(start, start + 8 * self.cell_width):
            white = all(channel >= 250 for channel in self.pixel(shot, x, y))
            if not white:
                seen_shadow = True
            elif seen_shadow:
                return x
        self.fail("no pane edge on the drag row")

    def move(self, pixel_x, y):
        self.xdotool("mousemove", str(BORDER + pixel_x), str(y))

    # The test

    def test_a_slow_drag_moves_the_edge_in_eighths_of_a_cell(self):
        self.xdotool("mousemove", "400", "300")          # over the window: keys go to xterm
        for _ in range(10):
            self.xdotool("key", "Down")
        self.xdotool("key", "Return")
        self.wait_for_trace(lambda e: e["event"] == "didShow" and e.get("screen") == "Sub-cell motion",
                            "the sub-cell page")
        y = BORDER + DRAG_ROW * self.cell_height + self.cell_height // 2
        start = self.cell_width // 2                      # pixels into the text area: inside cell 0
        self.move(start, y)
        self.xdotool("mousedown", "1")
        whole = start + EDGE_CELL * self.cell_width       # the pane's edge exactly at a whole cell
        for x in range(start + 2, whole, 3):
            self.move(x, y)
        edges, shots = [], {}
        for step in range(self.cell_width + 1):           # one pixel at a time across a cell
            x = whole + step
            self.move(x, y)
            progress = (x - start) / self.cell_width / COLUMNS
            # The trace writes six decimals.
            self.wait_for_trace(lambda e: e["event"] == "transitionProgress"
                                and abs(e["progress"] - progress) < 2e-6, f"progress {progress:.6f}")
            shot = self.settled_screenshot()
            edges.append(self.edge_x(shot) - BORDER)
            shots[step] = shot
        self.xdotool("mouseup", "1")
        boundary = EDGE_CELL * self.cell_width
        print(f"\n    cell {self.cell_width}x{self.cell_height} px; edge (px into the text area) as the pointer "
              f"moves a pixel at a time from cell {EDGE_CELL}: {edges}", file=sys.stderr)
        # At a whole cell the edge is on the cell boundary (to a pixel of xterm's drawing); a cell
        # further, on the next one.
        self.assertLessEqual(abs(edges[0] - boundary), 1, edges)
        self.assertEqual(edges[-1], edges[0] + self.cell_width, edges)
        # In between it moves with the pointer, never back, through several eighths.
        self.assertEqual(edges, sorted(edges))
        inside = {edge for edge in edges if edges[0] < edge < edges[-1]}
        self.assertGreaterEqual(len(inside), 4, edges)
        # A quarter of a cell apart, the screen differs where the edge is.
        quarter = max(1, round(self.cell_width / 4))
        self.assertNotEqual(edges[quarter], edges[2 * quarter])
        os.makedirs(SHOTS, exist_ok=True)
        for name, step in (("whole", 0), ("quarter", quarter), ("half", 2 * quarter)):
            write_png(shots[step], os.path.join(SHOTS, f"edge-{name}.png"),
                      crop=(BORDER + boundary - 6 * self.cell_width, 0, 12 * self.cell_width,
                            2 * BORDER + ROWS * self.cell_height))
        print(f"    screenshots a whole, a quarter and half a cell along: {SHOTS}/edge-*.png", file=sys.stderr)


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=2).result
    print(f"e2e xterm: {result.testsRun - len(result.failures) - len(result.errors)} passed, "
          f"{len(result.failures) + len(result.errors)} failed")
    sys.exit(0 if result.wasSuccessful() else 1)
