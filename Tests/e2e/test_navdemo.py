"""End-to-end tests: the real navdemo binary in a real terminal emulator."""
import os
import signal
import sys
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import TourCase, Terminal, require_tmux, title, at_home, at_rest, hud_stack_depth, row_of  # noqa: E402
from rawterm import RawTerminal  # noqa: E402

BINARY = os.environ.get("NAVDEMO", os.path.join(os.getcwd(), ".build", "debug", "navdemo"))
CONTENT_ROW = 10  # a 1-based screen row inside the page content


class TourInTmux(TourCase):
    def open_edge_swipe_page(self):
        self.term.keys("Enter")
        self.term.wait_for(lambda s: "The edge swipe" in title(s) and s.split("\n")[0].startswith(" ‹ NavKit")
                           and at_rest(s))

    def open_gesture_page(self):
        self.term.keys("Down", "Down", "Down", "Enter")
        self.term.wait_for(lambda s: "Gesture conflicts" in title(s) and s.startswith(" ‹ NavKit") and at_rest(s))

    def drag(self, to_column, steps=12, pause=0.02, until=None):
        """Presses at column 1 and drags right to `to_column`; returns screens seen on the way.
        With `until(x, rows)`, each step's screen is kept once it holds (or after 2 s): what the
        screen shows, not how soon, so a busy machine's late frame is not taken for a wrong one."""
        self.term.press(1, CONTENT_ROW)
        seen = []
        for index in range(1, steps + 1):
            x = 1 + (to_column - 1) * index // steps
            self.term.drag(x, CONTENT_ROW)
            time.sleep(pause)
            rows = self.term.rows()
            deadline = time.monotonic() + 2
            while until and not until(x, rows) and time.monotonic() < deadline:
                time.sleep(0.02)
                rows = self.term.rows()
            seen.append((x, rows))
        return seen

    def test_home_screen_lists_the_lessons(self):
        screen = self.term.screen()
        for lesson in ["The edge swipe", "Percent-driven", "Wide text", "Deep stack"]:
            self.assertIn("› " + lesson, screen)
        self.assertIn("q quit", screen)

    def test_enter_pushes_and_left_pops(self):
        self.open_edge_swipe_page()
        self.term.keys("Left")
        self.term.wait_for(lambda s: title(s) == "NavKit")

    def test_drag_to_column_90_pops_and_the_pane_follows_the_pointer(self):
        self.open_edge_swipe_page()
        body = "Press the mouse in the two leftmost columns"

        def follows(x, rows):
            """The page's text (3 columns in from its edge) is where the pointer at `x` puts it."""
            line = next((row for row in rows if body in row), None)
            return line is not None and abs(line.index(body) - (x - 1 + 3)) <= 1

        seen = self.drag(90, until=follows)
        followed = sum(1 for x, rows in seen if follows(x, rows))
        detail = "\n".join(f"x={x}: " + next((row for row in rows if body in row), "(body not on screen)")
                            for x, rows in seen)
        self.assertGreaterEqual(followed, len(seen) - 2, "the pane did not follow the pointer:\n" + detail)
        self.term.release(90, CONTENT_ROW)
        self.term.wait_for(lambda s: title(s) == "NavKit")

    def test_drag_to_column_20_and_release_stays(self):
        self.open_edge_swipe_page()
        self.drag(20, steps=6, pause=0.08)
        time.sleep(0.2)                          # input timing: stand still, so no flick
        self.term.release(20, CONTENT_ROW)
        screen = self.term.wait_for(lambda s: s.split("\n")[0].startswith(" ‹ NavKit") and at_rest(s)
                                    and any(row.startswith("   Press the mouse") for row in s.split("\n")))
        self.assertIn("The edge swipe", title(screen))

    def test_a_drag_at_the_root_changes_nothing(self):
        before = self.term.screen()
        self.drag(100)
        self.term.release(100, CONTENT_ROW)
        time.sleep(0.6)
        self.assertEqual(self.term.screen(), before)

    def test_clicking_back_pops(self):
        self.open_edge_swipe_page()
        self.term.press(3, 1)
        self.term.release(3, 1)
        self.term.wait_for(lambda s: title(s) == "NavKit")

    def test_shift_right_scrubs_the_swipe_in_tenths_and_the_threshold_decides(self):
        self.open_edge_swipe_page()
        body = "Press the mouse in the two leftmost columns"
        for step in range(1, 4):
            self.term.keys("S-Right")
            expected = 12 * step + 3   # a tenth of 120 columns per press, plus the text margin
            self.term.wait_for(lambda s: any(row.find(body) == expected for row in s.split("\n")))
        self.term.keys("Enter")        # released at 30 %: springs back
        self.term.wait_for(lambda s: at_rest(s) and "transition cancelled" in s)
        self.assertTrue(self.term.screen().startswith(" ‹ NavKit"))
        for _ in range(6):
            self.term.keys("]")
        self.term.keys("Enter")        # released at 60 %: pops
        self.term.wait_for(lambda s: title(s) == "NavKit")

    def test_the_carousel_pages_and_at_its_first_page_and_from_the_edge_a_drag_goes_back(self):
        self.open_gesture_page()
        rows = self.term.rows()
        band = next(i for i, row in enumerate(rows) if "Red" in row and "Orange" in row)
        scrolled = lambda s: int(s.split("carousel: scrolled ")[1].split(" ")[0])
        self.assertEqual(scrolled(self.term.screen()), 0)
        self.assertIn("carousel: scrolled 0 of 120 cells", self.term.screen())   # two pages of 120
        row = band + 1                  # 1-based screen row of the strip's label line
        self.term.press(80, row)
        for x in range(75, 29, -5):
            self.term.drag(x, row)
            time.sleep(0.03)
        self.term.wait_for_still(lambda s: "carousel: scrolled 50 of" in s)   # held: it follows the pointer
        time.sleep(0.2)                 # input timing: stand still, so no flick
        self.term.release(30, row)
        self.term.wait_for_still(lambda s: scrolled(s) == 0)   # less than half a page: back to the first
        self.term.press(80, row)        # a flick: 20 cells in 80 ms, and it turns the page
        for x in (75, 70, 65, 60):
            time.sleep(0.02)            # input timing: 250 cells a second
            self.term.drag(x, row)
        self.term.release(60, row)
        self.term.wait_for_still(lambda s: scrolled(s) == 120)
        self.term.press(40, row)        # rightward from the middle of the second page: it pages back
        for x in range(45, 101, 5):
            self.term.drag(x, row)
            time.sleep(0.02)
        self.term.release(100, row)
        screen = self.term.wait_for_still(lambda s: scrolled(s) == 0)
        self.assertIn("Gesture conflicts", title(screen))
        self.term.press(40, row)        # rightward from the middle of the first page: back
        for x in range(45, 101, 5):
            self.term.drag(x, row)
            time.sleep(0.02)
        self.term.release(100, row)
        self.term.wait_for(lambda s: title(s) == "NavKit")

    def test_the_text_field_page_types_every_key_and_return_renames_it(self):
        self.term.keys(*["Down"] * 6, "Enter")            # Wide text
        self.term.wait_for(lambda s: "Wide text" in title(s) and at_rest(s))
        self.term.keys("Down", "Enter")                   # its second link: Text fields
        self.term.wait_for(lambda s: "Text fields" in title(s) and at_rest(s))
        self.term.keys("q", "[", "h", "]", " ", "漢字")      # the tour's own keys are typed here
        self.term.wait_for(lambda s: "› q[h] 漢字" in s)
        self.assertEqual(self.term.pane_flags()["cursor_flag"], "1")   # the terminal's cursor shows
        self.term.keys("BSpace", "Enter")                 # the wide character goes whole
        screen = self.term.wait_for(lambda s: title(s).endswith("q[h] 漢"))
        self.assertIn("HUD", screen)                      # h was typed, not a toggle of the HUD
        self.term.keys("Escape")                          # leaves the field: the cursor goes
        self.term.wait_for(lambda s: self.term.pane_flags()["cursor_flag"] == "0")
        self.term.keys("Tab", "x")                        # Tab gives the field the keys again (not a link)
        self.term.wait_for(lambda s: "› q[h] 漢x" in s)
        self.assertEqual(self.term.pane_flags()["cursor_flag"], "1")
        self.term.keys("Escape")
        self.term.wait_for(lambda s: self.term.pane_flags()["cursor_flag"] == "0")
        self.term.keys("Escape")                          # and now goes back
        self.term.wait_for(lambda s: "Wide text" in title(s) and at_rest(s))

    def test_the_text_pages_editor_takes_lines_and_a_double_click_selects_a_word(self):
        self.term.keys(*["Down"] * 6, "Enter")            # Wide text
        self.term.wait_for(lambda s: "Wide text" in title(s) and at_rest(s))
        self.term.keys("Down", "Enter")                   # Text fields
        self.term.wait_for(lambda s: "Text fields" in title(s) and at_rest(s))
        self.term.keys("Tab", "one", "Enter", "two")      # Tab: from the field to the editor
        self.term.wait_for(lambda s: "│ one" in s and "│ twoSeveral lines" in s)
        self.assertEqual(self.term.pane_flags()["cursor_flag"], "1")
        y, row = next((i, r) for i, r in enumerate(self.term.rows()) if "│ twoSeveral" in r)
        x = row.index("twoSeveral") + 4                   # 1-based: the word's fourth column
        for _ in range(2):                                # a double click
            self.term.press(x, y + 1)
            self.term.release(x, y + 1)
        self.term.keys("Z")                               # typing replaces the selected word
        self.term.wait_for(lambda s: "│ Z lines to edit" in s)
        self.term.keys("C-_")                             # undo brings the word back
        self.term.wait_for(lambda s: "│ twoSeveral lines" in s)

    def test_a_flick_on_the_list_coasts_and_past_its_end_it_stretches_and_springs_back(self):
        self.open_gesture_page()
        top = next(i for i, row in enumerate(self.term.rows()) if "1. Mercury" in row) + 1   # 1-based
        scrolled = lambda s: int(s.split("list: scrolled ")[1].split(" ")[0])
        self.assertEqual(scrolled(self.term.screen()), 0)
        self.term.press(12, top + 4)    # a gentle flick upward: two rows in 100 ms, and it coasts on
        for y in (top + 3, top + 2):
            time.sleep(0.05)            # input timing: 20 rows a second
            self.term.drag(12, y)
        self.term.release(12, top + 2)
        rest = self.term.wait_for_still(lambda s: scrolled(s) > 2, timeout=5)
        self.assertGreater(scrolled(rest), 2, "the list did not coast past where the finger left it")
        print(f"\n    list: released at row 2, came to rest at row {scrolled(rest)}", file=sys.stderr)
        # Its end: scrolled as far as it goes (a second flick if the first stopped short).
        for _ in range(5):
            if scrolled(self.term.screen()) >= 14:
                break
            self.term.press(12, top + 5)
            for y in (top + 4, top + 3, top + 2, top + 1):
                time.sleep(0.01)
                self.term.drag(12, y)
            self.term.release(12, top + 1)
            self.term.wait_for_still(lambda s: True, timeout=5)
        self.assertIn("list: scrolled 14 of 14 rows", self.term.screen())
        self.term.press(12, top + 5)    # pulled on past the end and held: it stretches
        for y in (top + 4, top + 3, top + 2):
            time.sleep(0.03)
            self.term.drag(12, y)
        held = self.term.wait_for_still(lambda s: scrolled(s) > 14)
        self.assertIn("20. Ixion", held)
        print(f"    list: held 3 rows past its end, shown {scrolled(held) - 14} past it", file=sys.stderr)
        time.sleep(0.2)                 # input timing: stand still, so no flick
        self.term.release(12, top + 2)
        self.term.wait_for_still(lambda s: "list: scrolled 14 of 14 rows" in s)   # springs back
        self.assertIn("Gesture conflicts", title(self.term.screen()))

    def test_a_flick_from_the_edge_pops(self):
        self.open_edge_swipe_page()
        self.term.press(2, CONTENT_ROW)          # 5 motion events in 50 ms, column 2 to 30 of 120
        for x in (9, 16, 23, 30, 30):
            time.sleep(0.01)
            self.term.drag(x, CONTENT_ROW)
        self.term.release(30, CONTENT_ROW)
        self.term.wait_for(lambda s: title(s) == "NavKit")

    def test_a_press_during_the_settle_catches_the_pane(self):
        # Slowed down (3 s animations) so that the time it takes this test to read
        # the screen and press is worth less than a cell or two of movement.
        self.term.close()
        self.term = Terminal(f"{BINARY} --duration 3", width=120, height=40)
        self.term.wait_for(lambda s: title(s) == "NavKit")
        self.open_edge_swipe_page()
        body = "Press the mouse"  # short enough to stay on screen far right
        self.term.press(1, CONTENT_ROW)
        for x in range(5, 46, 5):
            self.term.drag(x, CONTENT_ROW)
            time.sleep(0.05)
        time.sleep(0.4)                          # stand still: no flick
        self.term.release(45, CONTENT_ROW)       # 37 %, past 23 cells: it slides on to finish (1.9 s)
        time.sleep(0.3)
        line = next(row for row in self.term.rows() if body in row)
        caught = line.index(body) - 3            # where the pane's edge is now
        self.term.press(caught + 5, CONTENT_ROW)
        time.sleep(0.5)                          # held: the pane stays where it was caught
        line = next(row for row in self.term.rows() if body in row)
        held = line.index(body) - 3
        self.assertTrue(44 <= held < 100, f"pane at {held}")
        self.assertLessEqual(abs(held - caught), 4, "the pane jumped when caught")
        self.term.drag(caught - 15, CONTENT_ROW)  # and it follows the pointer from there
        self.term.wait_for(lambda s: any(row.find(body) - 3 == held - 20 for row in s.split("\n")))
        self.term.release(caught - 15, CONTENT_ROW)
        self.term.wait_for(lambda s: title(s) == "NavKit")

    def test_idle_costs_almost_no_cpu(self):
        pid = self.term.pane_pid()
        time.sleep(0.5)
        before = cpu_seconds(pid)
        time.sleep(5)
        used = cpu_seconds(pid) - before
        self.assertLess(used, 0.020, f"idle for 5 s used {used * 1000:.0f} ms of CPU")


class ExitRestoresTheTerminal(unittest.TestCase):
    """After each way out, no mouse mode, alternate screen or hidden cursor is left on."""

    def run_and_exit(self, how):
        term = RawTerminal([BINARY])
        try:
            self.assertTrue(term.wait_until(b"\x1b[?1002h"), "mouse tracking never came on")
            term.pump(0.3)
            how(term)
            status = term.wait_exit()
            self.assertEqual(term.terminal_left_dirty(), [])
            self.assertEqual(term.tty_now(), term.tty_before, "tty settings differ")
            return status
        finally:
            term.close()

    def test_q(self):
        status = self.run_and_exit(lambda t: t.send(b"q"))
        self.assertEqual(os.waitstatus_to_exitcode(status), 0)

    def test_ctrl_c(self):
        status = self.run_and_exit(lambda t: t.send(b"\x03"))
        self.assertEqual(os.waitstatus_to_exitcode(status), 128 + signal.SIGINT)

    def test_sigterm(self):
        status = self.run_and_exit(lambda t: t.kill(signal.SIGTERM))
        self.assertEqual(os.waitstatus_to_exitcode(status), 128 + signal.SIGTERM)

    def test_sighup(self):
        status = self.run_and_exit(lambda t: t.kill(signal.SIGHUP))
        self.assertEqual(os.waitstatus_to_exitcode(status), 128 + signal.SIGHUP)


class PushAnimation(unittest.TestCase):
    def test_a_push_is_drawn_in_many_frames(self):
        term = RawTerminal([BINARY])
        try:
            self.assertTrue(term.wait_until(b"\x1b[?1002h"))
            term.pump(0.3)
            start = len(term.chunks)
            sent = time.monotonic()
            term.send(b"\r")
            term.pump(0.6)
            times = [t for t, _ in term.chunks[start:]]
            # Group bursts of output (ncurses may split a frame into a few writes).
            bursts = []
            for t in times:
                if not bursts or t - bursts[-1][-1] > 0.006:
                    bursts.append([])
                bursts[-1].append(t)
            # Drawn in frames over the push's 0.35 s, not at once: a busy machine draws fewer
            # (frames that missed their time are skipped), but never one alone. The frame rate
            # is make bench's to measure. The push ends 0.35 s after the key, less the first
            # frame's lead of two frames: counted from the key sent, not from the first frame,
            # which a busy machine draws late (the end stays where it was).
            self.assertGreaterEqual(len(bursts), 2, f"only {len(bursts)} frames were drawn")
            self.assertGreaterEqual(bursts[-1][0] - sent, 0.3, f"a push drawn within {bursts} after {sent}")
        finally:
            term.close()


class CommandLine(unittest.TestCase):
    def run_demo(self, *args, stdin=None):
        import subprocess
        return subprocess.run([BINARY, *args], capture_output=True, text=True, stdin=subprocess.DEVNULL)

    def test_help_and_version(self):
        result = self.run_demo("--help")
        self.assertEqual(result.returncode, 0)
        self.assertIn("USAGE: navdemo", result.stdout)
        result = self.run_demo("--version")
        self.assertEqual(result.returncode, 0)
        self.assertRegex(result.stdout.strip(), r"^\d+\.\d+\.\d+$")

    def test_bad_option_exits_2(self):
        result = self.run_demo("--no-such-option")
        self.assertEqual(result.returncode, 2)
        self.assertIn("Unknown option", result.stderr)

    def test_bad_values_get_the_parsers_message_and_status_2(self):
        for args, message in [(["--fps", "5"], "--fps must be between 10 and 240, not 5"),
                              (["--animator", "spin"], "The value 'spin' is invalid for '--animator <name>'"),
                              (["--curve", "wobble"], "The value 'wobble' is invalid for '--curve <curve>'")]:
            result = self.run_demo(*args)
            self.assertEqual(result.returncode, 2, args)
            self.assertIn(message, result.stderr)

    def test_not_a_terminal_exits_2_with_one_line(self):
        result = self.run_demo()
        self.assertEqual(result.returncode, 2)
        self.assertEqual(result.stderr.strip(), "navdemo: standard input and output must be a terminal")

    def test_a_malformed_asset_names_file_and_line(self):
        import tempfile
        with tempfile.TemporaryDirectory() as folder:
            os.makedirs(os.path.join(folder, "pages"))
            with open(os.path.join(folder, "pages", "home.page"), "w") as page:
                page.write("title: Home\nlink: missing\n---\nBody\n")
            result = self.run_demo("--assets", folder)
            self.assertEqual(result.returncode, 2)
            self.assertEqual(result.stderr.strip(),
                             f"navdemo: {folder}/pages/home.page:2: link to unknown page 'missing'")


class Taps(TourCase):
    """A link opens on a tap: a press and a release on it without dragging. A drag that ends on
    a link, a failed swipe and a cancelled swipe open nothing. Each check is synchronised by a
    wheel turn sent after the release through the same terminal: once the selection it moves
    shows, the release before it has been handled."""

    def drag_along(self, row, columns):
        """Presses at the first column of `columns` on `row`, drags through the rest 20 ms apart
        (input timing: a steady drag), and releases at the last."""
        self.term.press(columns[0], row)
        for x in columns[1:]:
            time.sleep(0.02)
            self.term.drag(x, row)
        time.sleep(0.02)
        self.term.release(columns[-1], row)

    def test_a_click_on_a_link_opens_it(self):
        row = row_of(self.term.screen(), "› Percent-driven")
        self.term.press(10, row)
        self.term.release(10, row)
        self.term.wait_for(lambda s: "Percent-driven" in title(s) and at_rest(s) and hud_stack_depth(s) == 2)

    def test_a_drag_from_the_edge_that_ends_on_a_link_at_the_root_opens_nothing(self):
        row = row_of(self.term.screen(), "› Percent-driven")
        self.drag_along(row, list(range(1, 41, 3)))        # along the link's row, ending on it
        self.term.wait_for_selected("› Percent-driven")   # the press selected it
        self.term.write(b"\x1b[<65;60;%dM" % row)          # wheel down: the next link is selected
        self.term.wait_for_selected("› Animator gallery")
        screen = self.term.screen()
        self.assertTrue(at_home(screen), screen)
        self.assertEqual(hud_stack_depth(screen), 1)
        self.assertNotIn("push", screen.split("\n")[row_of(screen, "move") - 1])

    def test_a_cancelled_swipe_that_ends_on_a_link_opens_nothing(self):
        self.term.keys("Enter")
        self.term.wait_for(lambda s: "The edge swipe" in title(s) and at_rest(s))
        row = row_of(self.term.screen(), "› Percent-driven")
        # Out to column 40 and back to 10, released on the link: the swipe is cancelled.
        self.drag_along(row, list(range(1, 41, 3)) + list(range(37, 9, -3)))
        self.term.wait_for(lambda s: at_rest(s) and "transition cancelled" in s)
        self.term.write(b"\x1b[<65;60;%dM" % row)          # wheel down: the next link is selected
        self.term.wait_for_selected("› Deep stack")
        screen = self.term.screen()
        self.assertIn("The edge swipe", title(screen))
        self.assertEqual(hud_stack_depth(screen), 2)

    def test_a_drag_within_a_link_that_leaves_it_opens_nothing(self):
        row = row_of(self.term.screen(), "› Percent-driven")
        self.drag_along(row, [10, 14, 18, 14, 10])         # away and back to where it was pressed
        self.term.write(b"\x1b[<65;60;%dM" % row)
        self.term.wait_for_selected("› Animator gallery")
        self.assertEqual(hud_stack_depth(self.term.screen()), 1)


class Trace(unittest.TestCase):
    """--trace FILE: callbacks in UIKit's order for push, pop, swipe-finish and swipe-cancel."""

    CALLBACKS = {"willShow", "didShow", "willAppear", "didAppear", "willDisappear", "didDisappear",
                 "transitionFinished", "transitionCancelled"}

    def run_tour(self, *options):
        import json
        import tempfile
        handle, path = tempfile.mkstemp(suffix=".jsonl")
        os.close(handle)
        term = Terminal(f"{BINARY} --trace {path} " + " ".join(options), width=120, height=40)
        try:
            term.wait_for(lambda s: title(s) == "NavKit")
            opened = lambda: term.wait_for(lambda s: s.startswith(" ‹ NavKit") and "The edge swipe" in title(s)
                                           and at_rest(s))
            home = lambda: term.wait_for(at_home)
            term.keys("Enter"); opened()
            term.keys("Left"); home()
            term.keys("Enter"); opened()
            term.press(1, CONTENT_ROW)
            for x in range(5, 96, 10):
                term.drag(x, CONTENT_ROW); time.sleep(0.03)       # input timing: the drag's speed
            time.sleep(0.2); term.release(95, CONTENT_ROW); home()
            term.keys("Enter"); opened()
            term.press(1, CONTENT_ROW)
            for x in range(3, 16, 4):
                term.drag(x, CONTENT_ROW); time.sleep(0.08)
            time.sleep(0.3); term.release(15, CONTENT_ROW)        # short of 23 cells, still: cancels
            term.wait_for(lambda s: at_rest(s) and "transition cancelled" in s)
            term.keys("q"); term.wait_for_exit()
        finally:
            term.close()
        with open(path) as trace:
            events = [json.loads(line) for line in trace]
        os.unlink(path)
        return events

    def test_the_four_flows_in_uikit_order(self):
        events = self.run_tour()
        for event in events:
            self.assertIsInstance(event["t"], (int, float))
        flows, current = [], None
        for event in events:
            if event["event"] == "transitionBegan":
                current = {"began": event, "calls": [], "stack": None, "frames": []}
                flows.append(current)
            elif current is not None and event["event"] in self.CALLBACKS:
                current["calls"].append(f'{event["event"]} {event.get("screen", "")}'.strip())
            elif current is not None and event["event"] == "stack" and current["stack"] is None:
                current["stack"] = event["stack"]
            elif current is not None and event["event"] == "frame" and current["stack"] is None:
                current["frames"].append(event["t"])
        self.assertEqual([(f["began"]["operation"], f["began"]["interactive"]) for f in flows],
                         [("push", False), ("pop", False), ("push", False), ("pop", True), ("push", False),
                          ("pop", True)])
        page, root = "The edge swipe", "NavKit"
        forward = [f"willDisappear {root}", f"willAppear {page}", f"willShow {page}",
                   f"didDisappear {root}", f"didAppear {page}", f"didShow {page}", "transitionFinished"]
        back = [f"willDisappear {page}", f"willAppear {root}", f"willShow {root}",
                f"didDisappear {page}", f"didAppear {root}", f"didShow {root}", "transitionFinished"]
        cancel = [f"willDisappear {page}", f"willAppear {root}", f"willShow {root}",
                  f"willDisappear {root}", f"didDisappear {root}", f"willAppear {page}", f"didAppear {page}",
                  "transitionCancelled"]
        self.assertEqual([f["calls"] for f in flows], [forward, back, forward, back, forward, cancel])
        self.assertEqual([f["stack"] for f in flows],
                         [[root, page], [root], [root, page], [root], [root, page], [root, page]])
        # A 0.35 s push: drawn frame by frame, on the 60 Hz grid (no more than 24 frames). How
        # close to 60 a second it comes is the machine's (make bench reports it): a busy one
        # draws fewer, and a least count fixed here failed there (18 of "19 to 24").
        frames = flows[0]["frames"]
        self.assertGreaterEqual(len(frames), 2, frames)
        self.assertLessEqual(len(frames), 24, frames)

    def test_the_chosen_animator_is_used(self):
        import json
        import tempfile
        handle, path = tempfile.mkstemp(suffix=".jsonl")
        os.close(handle)
        term = Terminal(f"{BINARY} --trace {path} --animator flip", width=120, height=40)
        try:
            term.wait_for(lambda s: title(s) == "NavKit")
            term.keys("Enter")
            term.wait_for(lambda s: s.startswith(" ‹ NavKit"))
        finally:
            term.close()
        with open(path) as trace:
            began = [json.loads(line) for line in trace if '"transitionBegan"' in line]
        os.unlink(path)
        self.assertEqual(began[0]["animator"], "flip")


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=2).result
    failed = len(result.failures) + len(result.errors)
    print(f"e2e: {result.testsRun - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)
