"""End-to-end tests of the guided tour: HUD, slow motion, help, the lesson
pages, and recording a session that asciinema replays."""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import Terminal, require_tmux, title, at_home, at_rest, hud_stack_depth, row_of  # noqa: E402

BINARY = os.environ.get("NAVDEMO", os.path.join(os.getcwd(), ".build", "debug", "navdemo"))



def row_text(screen, text):
    """The row of `screen` that contains `text`, without its trailing blanks ("" if none)."""
    row = row_of(screen, text)
    return screen.split("\n")[row - 1].rstrip() if row else ""


def read_trace(path):
    """The events of a `--trace` file so far."""
    with open(path) as file:
        return [json.loads(line) for line in file]


class Tour(unittest.TestCase):
    def start(self, *options, width=120, height=40):
        require_tmux()
        self.term = Terminal(" ".join([BINARY, *options]), width=width, height=height)
        self.term.wait_for(at_home)

    def tearDown(self):
        self.term.close()

    def test_the_hud_shows_the_stack_the_transition_and_its_progress(self):
        self.start("--duration", "3")
        home = self.term.screen()
        self.assertIn("HUD", home)
        self.assertEqual(hud_stack_depth(home), 1)
        self.term.keys("Enter")
        moving = self.term.wait_for(lambda s: "push · slide · animated" in s)
        self.assertRegex(moving, r"p\s+[█░]{20}\s+0\.\d\d")
        done = self.term.wait_for(lambda s: hud_stack_depth(s) == 2 and "at rest" in s, timeout=6)
        self.assertIn("didShow The edge swipe", done)
        self.term.keys("h")
        self.term.wait_for(lambda s: "HUD" not in s)
        self.term.keys("h")
        self.term.wait_for(lambda s: "HUD" in s)

    def test_the_accessibility_page_shows_its_own_snapshot_with_the_focus_following_the_keys(self):
        self.start()
        self.term.keys("Up", "Up", "Up", "Enter")     # the third row from the end: Accessibility
        page = self.term.wait_for(lambda s: title(s).endswith("Accessibility") and at_rest(s))
        self.assertIn("screen: Accessibility", page)
        self.term.wait_for(lambda s: "link: The edge swipe, 1 of 2, selected  ◆ focused" in s)
        row = row_of(self.term.screen(), "› The edge swipe")
        self.term.wait_for(lambda s: self.term.cursor()[:2] == (3, row - 1))   # the cursor rests on the link
        self.term.keys("Down")
        self.term.wait_for(lambda s: "link: Text fields, 2 of 2, selected  ◆ focused" in s)
        self.assertEqual(self.term.cursor()[:2], (3, row_of(self.term.screen(), "› Text fields") - 1))

    def test_the_presentation_page_shows_a_sheet_a_cover_and_an_alert(self):
        self.start()
        self.term.keys("Up", "Enter")                 # the last row: Sheets, covers and alerts
        self.term.wait_for(lambda s: title(s).endswith("Sheets, covers and alerts") and at_rest(s))
        self.term.keys("Enter")                       # › Show a sheet: A sheet
        sheet = self.term.wait_for(lambda s: "  A sheet  " in s.split("\n")[2] and at_rest(s))
        self.assertIn("╺━━━━╸", sheet.split("\n")[1])        # the grabber, above the sheet's bar
        self.assertIn("Sheets, covers and alerts", sheet.split("\n")[0])  # the presenter's bar, above
        self.assertIn("stack  sheet: A sheet", sheet)      # the HUD shows the sheet's stack
        self.term.keys("Enter")                       # › Inside the sheet: pushed inside it
        inside = self.term.wait_for(lambda s: "Inside the sheet" in s.split("\n")[2] and at_rest(s))
        self.assertIn("‹ A sheet", inside.split("\n")[2])
        self.assertIn("Sheets, covers and alerts", inside.split("\n")[0])
        self.term.keys("Escape")                      # dismisses the sheet, and what was pushed in it
        self.term.wait_for(lambda s: "A sheet" not in s.split("\n")[2] and "stack  sheet:" not in s and at_rest(s))
        self.term.keys("Down", "Enter")               # › Show a full-screen cover
        cover = self.term.wait_for(lambda s: title(s) == "A full-screen cover" and at_rest(s))
        self.assertIn("didAppear A full-screen cover", cover)
        self.term.keys("Escape")
        self.term.wait_for(lambda s: title(s).endswith("Sheets, covers and alerts") and at_rest(s))
        self.term.keys("Down", "Enter")               # › Show an alert
        alert = self.term.wait_for(lambda s: "╭" in s and "An alert" in s and at_rest(s))
        self.assertIn("Not every screen", alert)      # the page shows around it
        self.term.keys("Right", "Enter")              # → to OK, Enter
        self.term.wait_for(lambda s: "Show an alert (last answer: OK)" in s and "╭" not in s and at_rest(s))

    def test_the_settings_page_turns_a_switch_moves_the_slider_and_picks_from_a_menu(self):
        self.start()
        self.term.keys("Up", "Up", "Enter")           # the row before the last: Settings
        self.term.wait_for(lambda s: title(s).endswith("Settings") and at_rest(s) and "Airplane Mode" in s)
        self.assertTrue(row_text(self.term.screen(), "Airplane Mode").endswith("●────"))
        self.term.keys("Space")                       # the selected row's switch
        on = self.term.wait_for(lambda s: row_text(s, "Airplane Mode").endswith("━━━━●"))
        self.assertRegex(on, r"value\s+Airplane Mode on")
        self.term.keys("Right")                       # the slider has the focus: 60 % → 65 %
        self.term.wait_for(lambda s: re.search(r"value\s+Brightness 65 %", s))
        self.term.keys("Tab", "Tab", "Enter")         # the picker: its menu
        menu = self.term.wait_for(lambda s: "─ Language ─" in s)
        self.assertIn("✓ English", menu)
        self.term.keys("Down", "Enter")
        picked = self.term.wait_for(lambda s: "Deutsch ▾" in s)
        self.assertNotIn("─ Language ─", picked)
        self.assertRegex(picked, r"value\s+Language Deutsch")
        # A right-click on a row opens its menu there; Esc closes it and the page stays.
        row = row_of(self.term.screen(), "Bluetooth")
        self.term.write(f"\x1b[<2;6;{row}M".encode())   # a right-click on it
        self.term.wait_for(lambda s: "─ Bluetooth ─" in s and "Turn on" in s)
        self.term.keys("Enter")                       # Turn on
        self.term.wait_for(lambda s: row_text(s, "Bluetooth").endswith("━━━━●") and "─ Bluetooth ─" not in s)

    def test_tabs_keep_each_tabs_stack_hold_a_split_and_a_click_on_the_bar_switches(self):
        self.start()
        self.term.keys("Up", "Enter")                 # the last row: Sheets, covers and alerts
        self.term.wait_for(lambda s: title(s).endswith("Sheets, covers and alerts") and at_rest(s))
        self.term.keys("Up", "Enter")                 # its last row: › Show tabs: Inbox, Files, Settings
        tabs = self.term.wait_for(lambda s: title(s) == "Inbox" and at_rest(s))
        bar = tabs.rstrip("\n").split("\n")[-1]
        self.assertRegex(bar, r"Inbox 3\s+Files\s+Settings •")   # the bar on the bottom row, with badges
        self.term.keys("Enter")                       # › A message: pushed inside the Inbox tab
        message = self.term.wait_for(lambda s: title(s).endswith("A message") and at_rest(s))
        self.assertNotIn("Settings •", message)       # it hides the tab bar
        self.term.keys("Left")                        # back to Inbox: the bar is back
        self.term.wait_for(lambda s: title(s) == "Inbox" and "Settings •" in s and at_rest(s))
        self.term.keys("Enter")                       # the message again
        self.term.wait_for(lambda s: title(s).endswith("A message") and at_rest(s))
        self.term.write(b"\x1b2")                     # Alt+2: Files, a split view inside the tab
        self.term.wait_for(lambda s: title(s).startswith("Files") and title(s).endswith("No folder")
                           and "│" in title(s) and at_rest(s))
        self.term.keys("Enter")                       # › A folder: shown beside the list, not pushed
        self.term.wait_for(lambda s: title(s).startswith("Files") and title(s).endswith("A folder") and at_rest(s))
        self.term.write(b"\x1b1")                     # Alt+1: Inbox, the message still on top
        self.term.wait_for(lambda s: title(s).endswith("A message") and at_rest(s))
        self.term.keys("Left")
        self.term.wait_for(lambda s: title(s) == "Inbox" and "Settings •" in s and at_rest(s))
        self.term.press(60, 40)                       # a click on Files, on the bar
        self.term.release(60, 40)
        self.term.wait_for(lambda s: title(s).startswith("Files") and title(s).endswith("A folder") and at_rest(s))
        self.term.keys("Escape")                      # dismisses the tabs
        self.term.wait_for(lambda s: title(s).endswith("Sheets, covers and alerts") and "Settings •" not in s
                           and at_rest(s))

    def test_the_sheet_dragged_down_by_its_grabber_follows_the_pointer_and_goes(self):
        self.start()
        self.term.keys("Up", "Enter")                 # the last row: Sheets, covers and alerts
        self.term.wait_for(lambda s: title(s).endswith("Sheets, covers and alerts") and at_rest(s))
        self.term.keys("Enter")                       # › Show a sheet
        self.term.wait_for(lambda s: "  A sheet  " in s.split("\n")[2] and at_rest(s))
        self.term.press(60, 2)                        # on the grabber (row 2, 1-based)
        for row in range(3, 16):
            self.term.drag(60, row)
        held = self.term.wait_for(lambda s: "╺━━━━╸" in s.split("\n")[14])  # the grabber under the pointer
        self.assertIn("Sheets, covers and alerts", held.split("\n")[0])
        self.assertIn("Not every screen", held.split("\n")[2])  # the page shows above the lowered card
        for row in range(16, 30):
            self.term.drag(60, row)
        self.term.release(60, 29)                     # past the middle: it goes
        self.term.wait_for(lambda s: "stack  sheet:" not in s and "╺━━━━╸" not in s and at_rest(s))

    def test_a_medium_sheet_grows_by_key_and_a_modal_sheet_asks_before_it_goes(self):
        self.start()
        self.term.keys("Up", "Enter")                 # the last row: Sheets, covers and alerts
        self.term.wait_for(lambda s: title(s).endswith("Sheets, covers and alerts") and at_rest(s))
        self.term.keys("Down", "Down", "Down", "Enter")  # › Show a medium sheet
        medium = self.term.wait_for(lambda s: "A medium sheet" in s.split("\n")[21] and at_rest(s))
        self.assertIn("╺━━━━╸", medium.split("\n")[20])     # its grabber half way down
        self.assertIn("at rest · sheet at medium", medium)
        self.term.write(b"\x1b[1;2A")                 # Shift+↑: the large detent
        self.term.wait_for(lambda s: "A medium sheet" in s.split("\n")[2] and at_rest(s))
        self.term.write(b"\x1b[1;2B")                 # Shift+↓: back to medium
        self.term.wait_for(lambda s: "A medium sheet" in s.split("\n")[21] and at_rest(s))
        self.term.keys("Escape")
        self.term.wait_for(lambda s: "stack  sheet" not in s and at_rest(s))
        self.term.keys("Down", "Down", "Enter")       # › Show a sheet: A sheet that asks
        self.term.wait_for(lambda s: "  A sheet that asks  " in s.split("\n")[2] and at_rest(s))
        self.term.press(60, 2)                        # its grabber, dragged all the way down
        for row in range(3, 38):
            self.term.drag(60, row)
        held = self.term.wait_for(lambda s: "sheet · held" in s)
        # The sheet's title row, centred on the card (the row may end right after it: tmux drops
        # trailing blanks, and where the card is when the HUD says "held" varies with the load).
        rows = [i for i, line in enumerate(held.split("\n")) if re.search(r" {10}A sheet that asks( |$)", line)]
        self.assertTrue(rows and rows[0] < 8, held)   # 35 rows pulled: it moved only a little
        self.term.release(60, 37)
        asks = self.term.wait_for(lambda s: "Leave this sheet?" in s and "╭" in s and at_rest(s))
        self.assertIn("stack  alert: Leave this sheet?", asks)
        self.term.keys("Right", "Enter")              # Leave
        self.term.wait_for(lambda s: "stack  " in s and "sheet" not in s.split("stack  ")[1].split("\n")[0]
                           and "╭" not in s and at_rest(s))

    def test_slow_motion_makes_a_push_ten_times_longer(self):
        handle, trace_path = tempfile.mkstemp(suffix=".jsonl")
        os.close(handle)
        try:
            self.start("--trace", trace_path)
            self.term.keys("s")
            self.term.wait_for(lambda s: "slow motion 10×" in s)
            mark = len(read_trace(trace_path))
            self.term.keys("Enter")
            self.term.wait_for(lambda s: "push · slide · animated" in s)
            self.term.wait_for(lambda s: "at rest" in s and hud_stack_depth(s) == 2, timeout=8)
            # Timed on the app's own clock: the 0.35 s push takes 3.5 s from the key, and a second
            # into it, it has not arrived. (Its start is stamped at its first frame, which a busy
            # machine draws late: the span from it is 3.5 s less that delay.)
            events = read_trace(trace_path)[mark:]
            began = next(e["t"] for e in events if e["event"] == "transitionBegan")
            finished = next(e["t"] for e in events if e["event"] == "transitionFinished")
            self.assertGreaterEqual(finished - began, 2.0)                    # not 0.35 s: ten times that
            self.assertTrue(any(e["progress"] < 1 for e in events
                                if e["event"] == "transitionProgress" and e["t"] - began >= 1.0), events)
            self.term.keys("s")
            self.term.wait_for(lambda s: "slow motion" not in s)
            self.term.keys("Left")
            self.term.wait_for(at_home)
        finally:
            os.unlink(trace_path)

    def test_help_lists_the_keys_of_the_tour_and_esc_closes_it(self):
        self.start()
        self.term.keys("?")
        help_screen = self.term.wait_for(lambda s: "Slow motion" in s and "Quit" in s and at_rest(s))
        self.assertIn("Keys", help_screen)                      # the sheet's title
        self.assertIn("Ten times slower", help_screen)
        self.assertIn("? F1", help_screen)
        self.term.keys("Escape")
        self.term.wait_for(lambda s: "Slow motion" not in s and at_home(s))

    def test_the_documented_key_table_and_help_are_what_the_help_sheet_lists(self):
        # The table of the tour's keys in docs/navdemo.md, each row a command the help sheet (made
        # from the declarations) lists with the same keys, and `--help` says the same.
        readme = open(os.path.join(os.path.dirname(__file__), "..", "..", "docs", "navdemo.md"), encoding="utf-8").read()
        table = readme.split("<!-- keys: navdemo -->\n", 1)[1].split("\n\n", 1)[0].splitlines()[2:]
        rows = [(" ".join(re.findall(r"`([^`]+)`", row.split("|")[1])), row.split("|")[2].strip()) for row in table]
        self.assertEqual(len(rows), 6, table)
        usage = subprocess.run([BINARY, "--help"], capture_output=True, text=True, check=True).stdout
        self.start()
        self.term.keys("?")
        sheet = self.term.wait_for(lambda s: "Slow motion" in s and "Previous link" in s and at_rest(s))
        for keys, command in rows:
            line = re.compile(re.escape(keys) + r" +" + re.escape(command) + r"\b")
            self.assertRegex(sheet, line, f"the help sheet does not list {keys} {command}")
            self.assertRegex(usage, re.compile("^  " + line.pattern, re.M), f"--help does not list {keys} {command}")
        self.term.keys("Escape")
        self.term.wait_for(lambda s: "Slow motion" not in s and at_home(s))

    def test_pitfalls_three_pushes_at_once_and_three_pops_at_once(self):
        self.start()
        self.term.keys(*["Down"] * 5, "Enter")
        self.term.wait_for(lambda s: title(s).endswith("Pitfalls") and at_rest(s))
        self.term.keys("Enter")                          # "Stacked ×3 at once"
        self.term.wait_for(lambda s: hud_stack_depth(s) == 5 and "at rest" in s, timeout=5)
        self.assertIn("Stacked", title(self.term.screen()))
        self.term.keys("Enter")                          # "‹ Back 3 pages at once"
        self.term.wait_for(lambda s: hud_stack_depth(s) == 2 and "at rest" in s, timeout=5)
        self.assertTrue(title(self.term.screen()).endswith("Pitfalls"))

    def test_pitfalls_a_push_asked_for_during_a_held_swipe_waits_until_the_swipe_is_over(self):
        handle, trace_path = tempfile.mkstemp(suffix=".jsonl")
        os.close(handle)
        try:
            self.start("--trace", trace_path)
            self.term.keys(*["Down"] * 5, "Enter")
            self.term.wait_for(lambda s: title(s).endswith("Pitfalls") and at_rest(s))
            self.term.press(1, 5)                        # a back swipe over the text, held 14 columns in
            for x in range(3, 16, 3):
                time.sleep(0.02)                         # input timing: a steady drag
                self.term.drag(x, 5)
            self.term.wait_for(lambda s: "pop · slide · interactive" in s)
            def read():
                with open(trace_path) as trace:
                    return [json.loads(line) for line in trace]
            mark = max(i for i, e in enumerate(read()) if e["event"] == "transitionBegan")  # the swipe's
            self.term.keys("Enter")                      # "Stacked ×3 at once", while the swipe is held
            deadline = time.monotonic() + 5              # wait on the trace: the request was made
            while not any(e["event"] == "push" for e in read()[mark:]) and time.monotonic() < deadline:
                time.sleep(0.02)
            held = self.term.screen()
            self.assertIn("pop · slide · interactive", held)   # the swipe goes on; the pushes wait
            self.assertEqual(hud_stack_depth(held), 2)
            time.sleep(0.2)                              # input timing: stand still, so no flick
            self.term.release(15, 5)                     # short of 23 columns: the swipe is cancelled
            done = self.term.wait_for(lambda s: hud_stack_depth(s) == 5 and at_rest(s), timeout=8)
            self.assertIn("Stacked", title(done))
            events = [e["event"] for e in read()[mark:] if e["event"] in
                      ("push", "transitionBegan", "transitionCancelled", "transitionFinished")]
            print("\n    held swipe, then Enter:\n" + "\n".join("    |" + row for row in held.split("\n")[:14])
                  + "\n    trace: " + " ".join(events), file=sys.stderr)
            cancelled = events.index("transitionCancelled")
            self.assertEqual(events[:2], ["transitionBegan", "push"])        # the swipe, then the request
            self.assertEqual(events.count("push"), 3)
            pushes_began = [i for i, e in enumerate(events) if e == "transitionBegan"][1:]
            self.assertTrue(all(i > cancelled for i in pushes_began), events)  # they play after it
        finally:
            os.unlink(trace_path)

    def test_keys_typed_during_a_slide_reach_the_page_that_slides_in(self):
        self.start()
        self.term.keys("Enter", "Down", "Enter")         # one call: within milliseconds of each other
        done = self.term.wait_for(lambda s: hud_stack_depth(s) == 3 and at_rest(s))
        # The edge swipe's second link, not Home's second (Percent-driven) pushed after it.
        self.assertTrue(title(done).endswith("Deep stack"), title(done))
        self.term.keys("Left", "Enter")                  # back to The edge swipe, and its link again
        again = self.term.wait_for(lambda s: hud_stack_depth(s) == 3 and at_rest(s) and "Deep stack" in title(s))
        self.assertIn("‹ The edge swipe", again.split("\n")[0])

    def test_thirty_back_repeats_at_depth_five_reach_home_in_two_slides(self):
        handle, trace_path = tempfile.mkstemp(suffix=".jsonl")
        os.close(handle)
        try:
            self.start("--trace", trace_path)
            self.term.keys(*["Down"] * 7, "Enter", "Enter", "Enter", "Enter")    # Deep stack, four deep
            self.term.wait_for(lambda s: hud_stack_depth(s) == 5 and at_rest(s))
            mark = len(read_trace(trace_path))
            first = time.monotonic()
            for _ in range(30):                          # input timing: a key's auto-repeat, 30 a second
                self.term.keys("Left")
                time.sleep(1 / 30)
            last = time.monotonic() - 1 / 30
            self.term.wait_for(lambda s: at_home(s) and at_rest(s))
            events = read_trace(trace_path)[mark:]
            began = [e for e in events if e["event"] == "transitionBegan"]
            self.assertLessEqual(len(began), 2, began)
            self.assertEqual(began[-1]["to"], "NavKit")
            # In the app's own clock: the first ← popped at once; the last came (last - first) later.
            t0 = next(e["t"] for e in events if e["event"] == "pop")
            rest = max(e["t"] for e in events if e["event"] == "transitionFinished")
            # How soon after the last key the app came to rest is its responsiveness on this
            # machine (a figure, not a check: a busy machine reads the keys late).
            print(f"\n    30 repeats: {len(began)} slides, at rest {rest - t0 - (last - first):+.3f} s "
                  "after the last", file=sys.stderr)
        finally:
            os.unlink(trace_path)

    def test_a_long_press_on_the_back_control_shows_the_history_and_pops_to_the_one_chosen(self):
        self.start()
        self.term.keys(*["Down"] * 7, "Enter")           # Deep stack, then twice more: four deep
        self.term.wait_for(lambda s: "Deep stack" in title(s) and at_rest(s))
        self.term.keys("Enter", "Enter")
        self.term.wait_for(lambda s: hud_stack_depth(s) == 4 and at_rest(s))
        self.term.press(3, 1)                            # held on "‹ Deep stack": the app's own 0.5 s
        menu = self.term.wait_for(lambda s: "‹ NavKit" in "\n".join(s.split("\n")[1:7]))
        rows = [row[:16].strip() for row in menu.split("\n")[2:5]]
        self.assertEqual(rows, ["‹ Deep stack", "‹ Deep stack", "‹ NavKit"])   # nearest first
        self.term.release(3, 1)                          # the long press's release opens nothing
        self.term.press(4, 4)                            # the second row: two levels down
        self.term.release(4, 4)
        done = self.term.wait_for(lambda s: hud_stack_depth(s) == 2 and at_rest(s))
        self.assertTrue(title(done).endswith("Deep stack"))
        self.term.write(b"\x1b[<2;3;1M")                 # a right-click on the back control
        self.term.wait_for(lambda s: "‹ NavKit" in "\n".join(s.split("\n")[1:4]))
        self.term.keys("Enter")
        self.term.wait_for(at_home)

    def test_a_leftward_swipe_pushes_the_next_page_following_the_pointer(self):
        self.start()
        self.term.keys(*["Down"] * 9, "Enter")
        self.term.wait_for(lambda s: title(s).endswith("Swipe forward") and at_rest(s))
        self.term.press(100, 12)
        for x in range(97, 84, -3):                      # 15 columns to the left
            time.sleep(0.02)
            self.term.drag(x, 12)
        moving = self.term.wait_for(lambda s: "push · slide · interactive" in s and "0.13" in s)
        bar = moving.split("\n")[0]                      # the bar stays in place while the panes move:
        self.assertTrue(bar.startswith(" ‹ NavKit"), bar)                # its back label fading out,
        self.assertLess(bar.index("Swipe forward"), (120 - 13) // 2)     # the title on its way left
        time.sleep(0.2)                                  # input timing: stand still, so no flick
        self.term.release(85, 12)                        # short of 23 columns: it slides back out
        self.term.wait_for(lambda s: at_rest(s) and hud_stack_depth(s) == 2 and "transition cancelled" in s)
        self.term.press(100, 12)
        for x in range(96, 59, -4):                      # 40 columns
            time.sleep(0.02)
            self.term.drag(x, 12)
        self.term.wait_for(lambda s: "push · slide · interactive" in s and "0.33" in s)
        time.sleep(0.2)
        self.term.release(60, 12)                        # past 23 columns: it stays
        done = self.term.wait_for(lambda s: at_rest(s) and hud_stack_depth(s) == 3)
        self.assertTrue(title(done).endswith("Deep stack"))

    def test_in_tmux_the_subcell_page_falls_back_to_whole_cells(self):
        # tmux answers the frame's status request but not DECRQM for pixel reports: the pointer
        # stays in cells, so a drag moves the edge in whole cells, with no eighth-block glyph.
        self.start()
        self.term.keys(*["Down"] * 10, "Enter")
        page = self.term.wait_for(lambda s: title(s).endswith("Sub-cell motion") and at_rest(s))
        self.assertIn("no answer about pixel reports, so the pointer comes in whole cells", " ".join(page.split()))
        self.term.press(0, 20)
        for x in range(2, 31, 2):
            time.sleep(0.02)
            self.term.drag(x, 20)
            screen = self.term.wait_for(lambda s: f"edge {x - 1}" in s)
            self.assertIn(f"pointer {x - 1}.00 · edge {x - 1}", screen)
            left = "\n".join(row[:x + 2] for row in screen.split("\n"))
            self.assertFalse(any(block in left for block in "▏▎▍▌▋▊▉"), left)
        self.term.release(30, 20)                        # past 23 columns: the pop finishes
        self.term.wait_for(lambda s: at_rest(s) and hud_stack_depth(s) == 1)

    def test_the_gallery_pushes_with_the_chosen_animator(self):
        self.start()
        self.term.keys("Down", "Down", "Enter")
        self.term.wait_for(lambda s: "Animator gallery" in title(s) and at_rest(s))
        self.term.keys("Down", "Down", "Down", "Enter")   # Flip
        self.term.wait_for(lambda s: "push · flip" in s)
        self.term.wait_for(lambda s: title(s).endswith("Flip") and "at rest" in s)
        self.term.keys("Left")
        self.term.wait_for(lambda s: "pop · flip" in s)

    def test_the_custom_back_control_on_a_page_without_top_bar(self):
        self.start()
        self.term.keys(*["Down"] * 4, "Enter")
        screen = self.term.wait_for(lambda s: "This page hides its top bar" in s and "at rest" in s)
        self.assertNotIn("‹ NavKit", screen.split("\n")[0])
        self.term.keys("Enter")                          # the page's own ‹ Back row is selected first
        self.term.wait_for(at_home)


class Recording(unittest.TestCase):
    def test_a_recording_replays_to_the_same_screen(self):
        require_tmux()
        with tempfile.TemporaryDirectory() as folder:
            cast = os.path.join(folder, "tour.cast")
            term = Terminal(f"{BINARY} --record {cast}", width=100, height=30)
            try:
                term.wait_for(at_home)
                term.keys("Enter")
                term.wait_for(lambda s: "at rest" in s and "The edge swipe" in title(s))
                time.sleep(0.3)
                live = term.screen()
                term.keys("q")
                term.wait_for_exit()
            finally:
                term.close()
            with open(cast) as file:
                header = json.loads(file.readline())
                events = [json.loads(line) for line in file]
            self.assertEqual((header["version"], header["width"], header["height"]), (2, 100, 30))
            self.assertGreater(len(events), 15)
            self.assertTrue(all(e[1] == "o" and isinstance(e[2], str) for e in events))
            self.assertEqual([e[0] for e in events], sorted(e[0] for e in events))
            # Replay everything but the final goodbye (which leaves the app's screen) and compare.
            goodbye = next(i for i, e in enumerate(events) if "\x1b[?1049l" in e[2])
            partial = os.path.join(folder, "partial.cast")
            with open(partial, "w") as file:
                file.write(json.dumps(header) + "\n")
                for event in events[:goodbye]:
                    file.write(json.dumps(event) + "\n")
            player = (f"asciinema play -i 0.05 {partial}; sleep 30" if shutil.which("asciinema")
                      else f"python3 -c \"import json,sys; [sys.stdout.write(json.loads(l)[2]) for l in list(open('{partial}'))[1:]]; sys.stdout.flush()\"; sleep 30")
            replay = Terminal(player, width=100, height=30)
            try:
                replayed = replay.wait_for(lambda s: "at rest" in s and "The edge swipe" in title(s), timeout=20)
                self.assertEqual([row.rstrip() for row in replayed.split("\n")],
                                 [row.rstrip() for row in live.split("\n")])
            finally:
                replay.close()


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=2).result
    failed = len(result.failures) + len(result.errors)
    print(f"e2e tour: {result.testsRun - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)
