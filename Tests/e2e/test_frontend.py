"""End-to-end tests of the terminal front end: terminal types, exits, resize,
hostile text and input floods, against the real navdemo binary."""
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import TourCase, Terminal, require_tmux, title, at_home, at_rest, rss_kib  # noqa: E402
from rawterm import RawTerminal, TraceFile  # noqa: E402

BINARY = os.environ.get("NAVDEMO", os.path.join(os.getcwd(), ".build", "debug", "navdemo"))
CONTENT_ROW = 10
BODY = "Press the mouse in the two leftmost columns"  # first words of the edge-swipe page


def on_edge_swipe_page(screen):
    """The edge-swipe page, at rest (no transition runs: input now reaches the page)."""
    return "The edge swipe" in title(screen) and screen.startswith(" ‹ NavKit") and at_rest(screen)


def body_column(rows):
    """0-based column where the edge-swipe page's text starts, or None."""
    for row in rows:
        if "Press the mouse" in row:
            return row.index("Press the mouse")
    return None


class TerminalTypes(unittest.TestCase):
    """The tour under several TERM values: right colours, mouse where terminfo has it, a clean exit."""

    def run_tour(self, term, colours, mouse):
        require_tmux()
        terminal = Terminal(BINARY, width=100, height=30, term=term)
        try:
            home = terminal.wait_for(at_home)
            self.assertIn("› The edge swipe", home)
            styled = terminal.capture_styled()
            self.assertEqual(colour_kinds(styled), colours, f"colours under TERM={term}")
            terminal.keys("Enter")
            terminal.wait_for(on_edge_swipe_page)
            if mouse:
                terminal.press(1, CONTENT_ROW)
                for x in range(10, 81, 10):
                    terminal.drag(x, CONTENT_ROW)
                    time.sleep(0.03)
                terminal.release(80, CONTENT_ROW)
            else:
                terminal.keys("Left")
            terminal.wait_for(at_home)
            terminal.keys("q")
            terminal.wait_for_exit()
            flags = terminal.pane_flags()   # (a dead pane's cursor is tmux's own; RawTerminal tests check it)
            self.assertEqual((flags["alternate_on"], flags["mouse_any_flag"]), ("0", "0"))
        finally:
            terminal.close()

    def test_xterm_256color(self):
        self.run_tour("xterm-256color", {"256"}, mouse=True)

    def test_tmux_256color(self):
        self.run_tour("tmux-256color", {"256"}, mouse=True)

    def test_screen(self):
        self.run_tour("screen", {"8"}, mouse=True)

    def test_xterm_eight_colours(self):
        self.run_tour("xterm", {"8"}, mouse=True)

    def test_linux_console(self):
        self.run_tour("linux", {"8"}, mouse=True)

    def test_vt100_is_monochrome_and_keyboard_driven(self):
        self.run_tour("vt100", set(), mouse=False)

    def test_no_color_is_monochrome(self):
        require_tmux()
        terminal = Terminal(BINARY, width=100, height=30, env={"NO_COLOR": "1"})
        try:
            terminal.wait_for(at_home)
            self.assertEqual(colour_kinds(terminal.capture_styled()), set())
        finally:
            terminal.close()

    def test_no_mouse_never_turns_mouse_tracking_on(self):
        term = RawTerminal([BINARY, "--no-mouse"])
        try:
            self.assertTrue(term.wait_until(b"NavKit"))
            term.pump(0.3)
            term.send(b"q")
            term.wait_exit()
            self.assertNotRegex(bytes(term.output), rb"\x1b\[\?100[0-6]h")
            self.assertEqual(term.terminal_left_dirty(), [])
        finally:
            term.close()

    def test_unknown_term_is_one_line_and_status_2(self):
        term = RawTerminal([BINARY], term="no-such-terminal")
        try:
            status = term.wait_exit()
            self.assertEqual(os.waitstatus_to_exitcode(status), 2)
            self.assertEqual(bytes(term.output).decode().strip(),
                             "navdemo: unknown terminal type 'no-such-terminal'; try TERM=xterm-256color")
        finally:
            term.close()

    def test_colorterm_truecolor_uses_a_direct_colour_entry_when_there_is_one(self):
        if subprocess.run(["which", "tic"], capture_output=True).returncode != 0:
            self.skipTest("tic is not installed")
        with tempfile.TemporaryDirectory() as folder:
            source = os.path.join(folder, "direct.src")
            with open(source, "w") as entry:
                entry.write("xterm-direct|xterm with 24-bit colour (test entry),\n"
                            "\tcolors#0x1000000, pairs#0x10000, use=xterm-256color,\n"
                            "\tsetaf=\\E[38;2;%p1%{65536}%/%d;%p1%{256}%/%{255}%&%d;%p1%{255}%&%dm,\n"
                            "\tsetab=\\E[48;2;%p1%{65536}%/%d;%p1%{256}%/%{255}%&%d;%p1%{255}%&%dm,\n")
            subprocess.run(["tic", "-x", "-o", folder, source], check=True, capture_output=True)
            term = RawTerminal([BINARY], env={"TERMINFO": folder, "COLORTERM": "truecolor"})
            try:
                self.assertTrue(term.wait_until(b"NavKit"))
                term.pump(0.3)
                # The link colour, rgb(0, 95, 255), exactly as it is (an SGR may go on after it).
                self.assertRegex(bytes(term.output), rb"38;2;0;95;255[;m]")
                term.send(b"q")
                term.wait_exit()
            finally:
                term.close()


class FrameOutput(unittest.TestCase):
    def test_each_frame_is_one_write_wrapped_in_synchronized_output(self):
        if subprocess.run(["which", "strace"], capture_output=True).returncode != 0:
            self.skipTest("strace is not installed")
        with tempfile.TemporaryDirectory() as folder:
            log = os.path.join(folder, "writes")
            # -f: the main actor's work may run on any of the process's threads.
            term = RawTerminal(["strace", "-f", "-e", "trace=write", "-xx", "-s", "8", "-o", log, BINARY])
            try:
                self.assertTrue(term.wait_until(b"\x1b[?1002h", timeout=10))
                term.pump(0.5)
                term.send(b"\r")                       # a push: about 20 frames
                term.pump(1.0)
                term.send(b"q")
                term.wait_exit()
            finally:
                term.close()
            with open(log) as trace:
                writes = [re.sub(r"^\d+\s+", "", line) for line in trace]
        begin = "".join("\\x%02x" % byte for byte in b"\x1b[?2026h")
        # The frames go to the terminal through a duplicate of standard output (standard output
        # itself is captured while the screen is up): the descriptor the first frame went to.
        first = next((w for w in writes if re.match(rf'write\(\d+, "{re.escape(begin)}', w)), "write(1,")
        terminal = first[:first.index(",") + 1]
        writes = [line for line in writes if line.startswith(terminal)]
        frame_writes = [w for w in writes if w.startswith(f'{terminal} "{begin}')]
        stream = bytes(term.output)
        begins, ends = stream.count(b"\x1b[?2026h"), stream.count(b"\x1b[?2026l")
        self.assertGreaterEqual(len(frame_writes), 2, "".join(writes[:5]))    # the push is frames: at least two
        # Each frame opens a synchronized update at the start of a write of its own and closes it...
        self.assertEqual(len(frame_writes), begins)
        self.assertEqual(begins, ends)
        # ...and nothing else is written but the set-up and the goodbye: no frame is split.
        self.assertLessEqual(len(writes) - len(frame_writes), 2, "".join(writes))


    def test_eight_colours_show_dimming_by_attribute_and_a_shade_column(self):
        term = RawTerminal([BINARY, "--duration", "2"], width=80, height=20, term="xterm")
        try:
            self.assertTrue(term.wait_until(b"NavKit"))
            term.pump(0.4)
            start = len(term.output)
            term.send(b"\r")
            term.pump(0.8)                            # mid-push
            push = bytes(term.output[start:])
            self.assertRegex(push, rb"\x1b\[[0-9;]*;2[;m]")      # the dim attribute
            self.assertIn("░".encode(), push)                       # the shadow
            self.assertNotRegex(push, rb"\x1b\[[0-9;]*38;5;")     # and only the 8 colours
        finally:
            term.close()


class ExitPaths(unittest.TestCase):
    """A trap restores the terminal too; Ctrl-Z hands it back and fg takes it again."""

    def test_a_swift_trap_restores_the_terminal(self):
        term = RawTerminal([BINARY, "--crash-test"])
        try:
            self.assertTrue(term.wait_until(b"\x1b[?1002h"))
            term.pump(0.3)
            term.send(b"x")                      # the first key traps on purpose
            status = term.wait_exit()
            self.assertTrue(os.WIFSIGNALED(status), f"status {status}")
            self.assertIn(os.WTERMSIG(status), (signal.SIGILL, signal.SIGTRAP))
            self.assertEqual(term.terminal_left_dirty(), [])
            self.assertEqual(term.tty_now(), term.tty_before, "tty settings differ")
            self.assertIn(b"the terminal was restored", bytes(term.output))
        finally:
            term.close()

    def test_ctrl_z_hands_the_terminal_back_and_fg_redraws(self):
        require_tmux()
        terminal = Terminal("bash --norc --noprofile", width=100, height=30)
        try:
            terminal.keys("PS1='shell$ '", "Enter", "clear", "Enter")
            terminal.wait_for(lambda s: s.startswith("shell$"))
            terminal.keys(f"{BINARY}", "Enter")
            terminal.wait_for(at_home)
            terminal.keys("Enter")
            terminal.wait_for(on_edge_swipe_page)
            terminal.keys("C-z")
            screen = terminal.wait_for(lambda s: "Stopped" in s and "shell$" in s)
            self.assertNotIn("‹ NavKit", screen)
            self.assertEqual(terminal.pane_flags(), {"alternate_on": "0", "mouse_any_flag": "0", "cursor_flag": "1"})
            terminal.keys("fg", "Enter")
            terminal.wait_for(on_edge_swipe_page)   # redrawn whole, on the same page
            self.assertEqual(terminal.pane_flags()["mouse_any_flag"], "1")
            terminal.keys("Left")
            terminal.wait_for(at_home)              # and it still takes input
            terminal.keys("q")
            terminal.wait_for(lambda s: s.rstrip().endswith("shell$"))
            self.assertEqual(terminal.pane_flags(), {"alternate_on": "0", "mouse_any_flag": "0", "cursor_flag": "1"})
        finally:
            terminal.close()


class KittyKeyboard(unittest.TestCase):
    """The kitty keyboard protocol in a pty that answers like kitty: asked at start, its flags
    pushed once the answer came and popped on every way out; keys in its forms."""

    PUSH, POP, QUERY = b"\x1b[>27u", b"\x1b[<u", b"\x1b[?u"
    LEAVE = b"\x1b[?1049l"

    def start(self, *arguments):
        term = RawTerminal([BINARY, *arguments])
        self.assertTrue(term.wait_until(b"NavKit"))
        return term

    def answer_the_query(self, term):
        self.assertTrue(term.wait_until(self.QUERY), "the query never came")
        term.send(b"\x1b[?0u")
        self.assertTrue(term.wait_until(self.PUSH), "the flags were never pushed after the answer")

    def test_pushed_after_the_answer_and_popped_before_the_screen_is_left_on_a_ctrl_c_as_a_key(self):
        term = self.start()
        try:
            self.answer_the_query(term)
            # Ctrl-C in the protocol's form raises no SIGINT in the tty: the app does what it would.
            term.send(b"\x1b[99;5u")
            status = term.wait_exit()
            self.assertEqual(os.waitstatus_to_exitcode(status), 128 + signal.SIGINT)
            output = bytes(term.output)
            pushed = output.index(self.PUSH)
            popped = output.index(self.POP, pushed)
            self.assertLess(popped, output.index(self.LEAVE, pushed), "popped after leaving the alternate screen")
            self.assertEqual(term.terminal_left_dirty(), [])
            self.assertEqual(term.tty_now(), term.tty_before, "tty settings differ")
        finally:
            term.close()

    def test_ctrl_z_as_a_key_pops_hands_back_and_pushes_again_on_resume(self):
        term = self.start()
        try:
            self.answer_the_query(term)
            before = len(term.output)
            term.send(b"\x1b[122;5u")
            self.assertTrue(term.wait_until(self.LEAVE), "Ctrl-Z did not hand the terminal back")
            handed_back = bytes(term.output[before:])
            self.assertIn(self.POP, handed_back[:handed_back.index(self.LEAVE)])
            # The app stops itself with SIGTSTP; here, with no shell, its process group is orphaned
            # and the kernel does not stop it: it goes on as after `fg` (SIGCONT either way).
            term.kill(signal.SIGCONT)
            left = before + handed_back.index(self.LEAVE)
            self.assertTrue(term.wait_until(self.PUSH, after=left), "the flags were not pushed again on resume")
            term.send(b"q")
            term.wait_exit()
            self.assertEqual(term.terminal_left_dirty(), [])
        finally:
            term.close()

    def test_a_held_shift_right_drags_the_page_by_itself_and_its_release_lets_go(self):
        trace = TraceFile()
        term = RawTerminal([BINARY, "--trace", trace.path])

        def wait_trace(predicate, what, timeout=5.0):
            end = time.monotonic() + timeout
            while time.monotonic() < end:
                events = trace.events()
                if predicate(events):
                    return events
                term.pump(0.02)
            self.fail(f"{what}: not in the trace within {timeout} s")

        try:
            self.assertTrue(term.wait_until(b"NavKit"))
            self.answer_the_query(term)
            hint = "hold ⇧→ to drag the page back".encode()
            self.assertTrue(term.wait_until(hint), "the HUD does not say to hold Shift+→")
            term.send(b"\x1b[13u")                                          # Enter, as kitty sends it
            wait_trace(lambda t: any(e["event"] == "didShow" and e.get("screen") == "The edge swipe" for e in t),
                       "the push of the edge swipe page")
            began = len(trace.events())
            term.send(b"\x1b[1;2C")                                         # Shift+→ down, and held
            # No more keys come, yet the page moves on by itself, further and further.
            events = wait_trace(lambda t: any(e["event"] == "transitionProgress" and e["progress"] >= 0.5
                                              for e in t[began:]), "half the width while the key is held")
            progress = [e["progress"] for e in events[began:] if e["event"] == "transitionProgress"]
            self.assertEqual(progress, sorted(progress), "the held key's drag went back")
            self.assertGreater(len(set(progress)), 3, f"the page moved in too few frames: {progress}")
            self.assertTrue(any(0 < p < 0.5 for p in progress), f"never partly slid: {progress}")
            term.send(b"\x1b[1;1:3C")                                       # → up (Shift came up first)
            wait_trace(lambda t: any(e["event"] == "stack" and e["stack"] == ["NavKit"] for e in t[began:]),
                       "the pop after the release")
            term.send(b"q")
            term.wait_exit()
            self.assertEqual(term.terminal_left_dirty(), [])
        finally:
            term.close()
            trace.close()

    def test_a_release_reported_before_the_pop_never_reaches_the_shell(self):
        # The q that quits comes up after the app quit: kitty may report that release before it
        # sees the pop. The app asks again after the pop and reads up to the answer; what it left
        # unread would be echoed by the tty it handed back (`^[[113;1:3u`) and typed at the shell.
        term = RawTerminal(["sh", "-c", '"$0"; sleep 1; echo SHELL', BINARY])
        try:
            self.assertTrue(term.wait_until(b"NavKit"))
            self.answer_the_query(term)
            pushed = bytes(term.output).index(self.PUSH)
            term.send(b"q")
            self.assertTrue(term.wait_until(self.QUERY, after=pushed), "no question after the pop")
            term.send(b"\x1b[113;1:3u" + b"\x1b[?0u")                    # the late release, then the answer
            self.assertTrue(term.wait_until(b"SHELL"))
            after = bytes(term.output).split(self.LEAVE)[-1]
            self.assertNotIn(b"113;1:3u", after, "the release reached the shell")
            self.assertNotIn(b"[?0u", after, "the answer reached the shell")
        finally:
            term.close()

    def test_no_answer_pushes_nothing_and_no_kitty_keys_does_not_ask(self):
        term = self.start()
        try:
            self.assertTrue(term.wait_until(self.QUERY))
            term.pump(0.3)
            term.send(b"q")
            term.wait_exit()
            self.assertNotRegex(bytes(term.output), rb"\x1b\[[<>][0-9]*u")
            self.assertNotIn("hold ⇧".encode(), bytes(term.output), "the HUD says to hold a key with no releases")
        finally:
            term.close()
        term = self.start("--no-kitty-keys")
        try:
            term.pump(0.3)
            term.send(b"q")
            term.wait_exit()
            self.assertNotIn(self.QUERY, bytes(term.output))
        finally:
            term.close()


class Resizing(TourCase):
    def test_resize_to_60x15_in_the_middle_of_a_drag_and_back(self):
        """The swipe keeps its progress through a resize; the pointer then moves it at the new width."""
        self.term.keys("Enter")
        self.term.wait_for(on_edge_swipe_page)
        edge = lambda: (lambda column: None if column is None else column - 3)(body_column(self.term.rows()))
        self.term.press(1, CONTENT_ROW)
        for x in range(5, 41, 5):
            self.term.drag(x, CONTENT_ROW)
            time.sleep(0.03)
        self.term.wait_for(lambda s: edge() == 39)           # about a third of 120
        self.term.resize(60, 15)
        small = self.term.wait_for(lambda s: len(s.rstrip("\n").split("\n")) <= 15 and edge() in (19, 20))
        self.assertTrue(all(len(row) <= 60 for row in small.split("\n")), small)
        at_60 = edge()
        self.term.drag(46, CONTENT_ROW)                     # 6 cells further
        self.term.wait_for(lambda s: edge() is not None and abs(edge() - (at_60 + 6)) <= 1)  # ±1: half cells round
        self.term.resize(120, 40)
        self.term.wait_for(lambda s: edge() is not None and abs(edge() - 2 * (at_60 + 6)) <= 2)
        at_120 = edge()
        self.term.drag(56, CONTENT_ROW)                     # 10 cells further
        self.term.wait_for(lambda s: edge() is not None and abs(edge() - (at_120 + 10)) <= 1)
        time.sleep(0.3)                                     # stand still: no flick
        self.term.release(56, CONTENT_ROW)                  # past half: pops
        home = self.term.wait_for(at_home)
        self.assertIn("› The edge swipe", home)              # a whole home screen: the stack is intact
        self.term.keys("Enter")
        self.term.wait_for(on_edge_swipe_page)
        self.term.keys("Left")
        self.term.wait_for(at_home)

    def test_too_small_shows_a_notice_survives_1x1_and_recovers(self):
        self.term.resize(15, 5)
        self.term.wait_for(lambda s: "small" in s)
        self.term.resize(1, 1)
        time.sleep(0.4)
        self.assertTrue(self.term.pane_alive())
        self.term.resize(120, 40)
        home = self.term.wait_for(at_home)
        self.assertIn("› The edge swipe", home)

    def test_resize_in_the_middle_of_a_push(self):
        self.term.close()
        self.term = Terminal(f"{BINARY} --duration 1", width=120, height=40)
        self.term.wait_for(at_home)
        self.term.keys("Enter")
        self.term.wait_for(lambda s: "push · slide · animated" in s)   # in the middle of the 1 s push
        self.term.resize(70, 20)
        screen = self.term.wait_for(on_edge_swipe_page)
        self.assertTrue(all(len(row) <= 70 for row in screen.split("\n")))
        self.term.resize(120, 40)
        self.term.wait_for(lambda s: on_edge_swipe_page(s) and body_column(s.split("\n")) == 3)


class UntrustedInput(unittest.TestCase):
    def test_a_hostile_asset_renders_inert(self):
        with tempfile.TemporaryDirectory() as folder:
            os.makedirs(os.path.join(folder, "pages"))
            with open(os.path.join(folder, "pages", "home.page"), "w") as page:
                page.write("title: Home \x1b]2;pwned\x07\n---\n"
                           "Before \x1b]2;pwned\x07 middle \x1b[?1049l \x1b[2J\x1b[H after \x9b31m end.\n")
            require_tmux()
            terminal = Terminal(f"{BINARY} --assets {folder}", width=100, height=30)
            try:
                screen = terminal.wait_for(lambda s: "after" in s)
                self.assertIn("Before", screen)
                self.assertIn("end.", screen)
                self.assertIn("pwned", screen)         # shown as text...
                self.assertEqual(terminal.pane_flags()["alternate_on"], "1")  # ...no mode changed
                self.assertNotEqual(terminal.pane_title(), "pwned")           # ...no title set
            finally:
                terminal.close()
            raw = RawTerminal([BINARY, "--assets", folder])
            try:
                self.assertTrue(raw.wait_until(b"after"))
                raw.pump(0.3)
                stream = bytes(raw.output)
                self.assertNotIn(b"\x1b]", stream)                 # no title or other OSC
                self.assertNotIn(b"\x1b[?1049l", stream)           # the app never left its screen
                text = stream[stream.index(b"Before"):stream.index(b"end.")]
                self.assertNotIn(b"\x1b", text)                    # the page's text carries no escape at all
                self.assertNotIn(b"\xc2\x9b", text)                # nor an 8-bit CSI
                self.assertIn("\ufffd]2;pwned\ufffd".encode(), text)
            finally:
                raw.close()

    def test_x10_mouse_reports_drive_the_swipe(self):
        """Terminals without SGR mouse send `ESC [ M b x y` with coordinates + 32."""
        trace = TraceFile()
        term = RawTerminal([BINARY, "--trace", trace.path])
        try:
            self.assertTrue(term.wait_until(b"\x1b[?1002h"))
            term.pump(0.3)
            term.send(b"\r")
            term.pump(0.6)
            x10 = lambda button, x, y: b"\x1b[M" + bytes([32 + button, 32 + x, 32 + y])
            term.send(x10(0, 1, CONTENT_ROW))
            for x in range(10, 101, 10):
                term.send(x10(32, x, CONTENT_ROW))
                term.pump(0.03)
            term.send(x10(3, 100, CONTENT_ROW))
            term.pump(0.8)
            term.send(b"q")
            term.wait_exit()
        finally:
            term.close()
        events = trace.events()
        trace.close()
        began = [e for e in events if e["event"] == "transitionBegan"]
        self.assertEqual([(e["operation"], e["interactive"]) for e in began], [("push", False), ("pop", True)])
        self.assertEqual([e["stack"] for e in events if e["event"] == "stack"][-1], ["NavKit"])

    def test_sgr_columns_beyond_223_and_the_wheel(self):
        require_tmux()
        terminal = Terminal(BINARY, width=250, height=40)
        try:
            terminal.wait_for(at_home)
            terminal.write(b"\x1b[<65;20;20M")     # wheel down: the next lesson is selected
            terminal.wait_for_selected("› Percent-driven")
            terminal.keys("Enter")
            terminal.wait_for(lambda s: "Percent-driven" in title(s) and at_rest(s))
            terminal.keys("Left")
            terminal.wait_for(at_home)              # at rest: a wheel during the pop would not reach the page
            terminal.write(b"\x1b[<64;20;20M")     # wheel up: back to the first lesson
            terminal.wait_for_selected("› The edge swipe")
            terminal.keys("Enter")
            terminal.wait_for(on_edge_swipe_page)
            terminal.press(1, CONTENT_ROW)
            for x in range(20, 221, 20):
                terminal.drag(x, CONTENT_ROW)
                time.sleep(0.02)
            terminal.drag(228, CONTENT_ROW)
            terminal.wait_for(lambda s: body_column(s.split("\n")) == 228 - 1 + 3)
            terminal.drag(15, CONTENT_ROW)             # back left, close to the edge
            terminal.wait_for(lambda s: body_column(s.split("\n")) == 15 - 1 + 3)
            time.sleep(0.2)                            # input timing: stand still, so no flick
            terminal.release(15, CONTENT_ROW)          # 14 of 250 columns, short of 23: stays
            terminal.wait_for(lambda s: on_edge_swipe_page(s) and body_column(s.split("\n")) == 3)
        finally:
            terminal.close()

    def test_a_flood_of_motion_is_coalesced_to_the_latest_position(self):
        require_tmux()
        handle, trace_path = tempfile.mkstemp(suffix=".jsonl")
        os.close(handle)
        terminal = Terminal(f"{BINARY} --trace {trace_path}", width=120, height=40)
        try:
            terminal.wait_for(at_home)
            terminal.keys("Enter")
            terminal.wait_for(on_edge_swipe_page)
            terminal.press(1, CONTENT_ROW)
            with open(trace_path) as trace:
                mark = len(trace.readlines())
            # 10,000 motion reports in one burst, sweeping the screen, ending at column 70.
            burst = b"".join(f"\x1b[<32;{2 + (i * 7) % 110};{CONTENT_ROW}M".encode() for i in range(9_999))
            start = time.monotonic()
            terminal.write(burst + f"\x1b[<32;70;{CONTENT_ROW}M".encode())
            terminal.wait_for(lambda s: body_column(s.split("\n")) == 70 - 1 + 3, timeout=5)
            caught_up = time.monotonic() - start
            # How soon is this machine's figure (a busy one is slower); that the reports were
            # coalesced is the app's: a frame per report would be 10,000 frames.
            print(f"\n    10,000 motion reports: the pane reached the last one {caught_up * 1000:.0f} ms after the burst",
                  file=sys.stderr)
            time.sleep(0.3)                            # input timing: stand still, so no flick
            terminal.release(70, CONTENT_ROW)
            terminal.wait_for(at_home)
            with open(trace_path) as trace:
                events = [json.loads(line) for line in trace.readlines()[mark:]]
            until = next(i for i, e in enumerate(events) if e["event"] == "transitionFinished")
            frames = sum(1 for e in events[:until] if e["event"] == "frame")
            print(f"    drawn in {frames} frames", file=sys.stderr)
            self.assertLess(frames, 200, f"10,000 reports drew {frames} frames")
        finally:
            terminal.close()
            os.unlink(trace_path)

    def test_garbage_and_a_paste_flood_leave_it_responsive_with_bounded_memory(self):
        term = RawTerminal([BINARY])
        try:
            self.assertTrue(term.wait_until(b"\x1b[?1002h"))
            term.pump(0.5)
            rss_before = rss_kib(term.pid)
            import random
            rng = random.Random(7)
            fragments = [b"\x1b[", b"\x1b[<", b"\x1b[<32;", b"\x1bO", b"\x1b[M", b"\x1b[1;2", b"\x1b",
                         b"\xff\xfe", b"\xe4\xb8", b"\x00", b"j", b"k", b"\x1b[<32;999;999M", b"\x1b[<0;0;0m"]
            sent = 0
            while sent < 2_000_000:                     # 2 MB of junk and half sequences
                chunk = b"".join(rng.choice(fragments) for _ in range(2000))
                term.send(chunk)
                sent += len(chunk)
                term.pump(0.001)
            term.pump(1.0)
            self.assertIsNone(os.waitpid(term.pid, os.WNOHANG)[1] or None, "navdemo exited")
            growth = rss_kib(term.pid) - rss_before
            print(f"\n    2 MB of junk: RSS {rss_before} KiB before, grew by {growth} KiB", file=sys.stderr)
            self.assertLess(growth, 8 * 1024, f"RSS grew by {growth} KiB")
            mark = len(term.output)
            term.send(b"\x1b[<0;1;1m")                  # end any drag the junk started
            term.pump(0.3)
            term.send(b"q")
            status = term.wait_exit()
            self.assertEqual(os.waitstatus_to_exitcode(status), 0)
            self.assertEqual(term.terminal_left_dirty(), [])
            self.assertGreater(len(term.output), mark)
        finally:
            term.close()


def colour_kinds(styled):
    """Which colour encodings a styled capture uses: "8" (30–37, 40–47), "256" (38;5), "rgb" (38;2)."""
    kinds = set()
    for match in re.finditer(r"\x1b\[([0-9;]*)m", styled):
        params = [int(p) for p in match.group(1).split(";") if p]
        i = 0
        while i < len(params):
            p = params[i]
            if p in (38, 48) and i + 1 < len(params):
                kinds.add("256" if params[i + 1] == 5 else "rgb")
                i += 3 if params[i + 1] == 5 else 5
                continue
            if 30 <= p <= 37 or 40 <= p <= 47 or 90 <= p <= 97 or 100 <= p <= 107:
                kinds.add("8")
            i += 1
    return kinds


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=2).result
    failed = len(result.failures) + len(result.errors)
    print(f"e2e front end: {result.testsRun - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)
