"""End-to-end tests of inline mode: `navls --pick` under a shell's lines in tmux, with real keys
and mouse sequences. The shell's lines above the strip must stay as they were, the strip is
cleared on the way out with the shell's next line on its first row, and `$(…)` gets the path."""
import os
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import Terminal, git_in, require_tmux, row_of, _quote  # noqa: E402

BUILD = os.environ.get("EXAMPLES", os.path.join(os.getcwd(), ".build", "debug"))
NAVLS = os.path.join(BUILD, "navls")
GITLOG = os.path.join(BUILD, "gitlog")
STRIP = 12


def finished(term):
    """Once the shell is done: what the terminal holds from "shell line 1" on (its scrollback
    too), up to tmux's own "Pane is dead" line (tmux writes it after a line feed on the last
    row, which scrolls the screen by one), trailing blank rows left out."""
    term.wait_for_exit()
    history = subprocess.run(term._tmux + ["capture-pane", "-p", "-S", "-200", "-t", term.session],
                             capture_output=True, text=True).stdout.split("\n")
    rows = [row.rstrip() for row in history[history.index("shell line 1"):]]
    rows = [row for row in rows if not row.startswith("Pane is dead")]
    while rows and not rows[-1]:
        rows.pop()
    return rows


class NavLsPick(unittest.TestCase):
    """`out=$(navls --pick --height 12 ROOT)` after some lines of shell output; then the shell
    prints the status and what it received."""

    def setUp(self):
        require_tmux()
        self.root = tempfile.mkdtemp(prefix="pick-")
        os.makedirs(os.path.join(self.root, "alpha", "beta"))
        with open(os.path.join(self.root, "alpha", "notes.txt"), "w") as notes:
            notes.write("some notes\n")
        with open(os.path.join(self.root, "readme.txt"), "w") as readme:
            readme.write("read me\n")
        self.name = os.path.basename(self.root)
        self.term = None

    def tearDown(self):
        if self.term:
            self.term.close()
        shutil.rmtree(self.root, ignore_errors=True)

    def start(self, lines=5, height=24, options=""):
        self.lines = [f"shell line {n}" for n in range(1, lines + 1)]
        script = (f'printf "shell line %s\\n" $(seq 1 {lines}); '
                  f'out=$({NAVLS} --pick --height {STRIP} {options} {self.root}); echo "status=$? [$out]"')
        self.term = Terminal("sh -c " + _quote(script), width=96, height=height)
        return self.term.wait_for_still(lambda s: "alpha/" in s and "readme.txt" in s)

    def assert_shell_lines_above(self, screen, first_row=0):
        rows = screen.split("\n")
        visible = [row.rstrip() for row in rows[first_row:first_row + len(self.lines)]]
        self.assertEqual(visible, self.lines[-len(visible):], screen)

    def finished(self):
        return finished(self.term)

    def test_a_pick_slides_within_the_strip_a_drag_pops_and_enter_on_a_file_hands_the_path(self):
        screen = self.start()
        rows = screen.split("\n")
        self.assert_shell_lines_above(screen)
        self.assertIn(self.name, rows[5], screen)            # the strip starts below the five lines
        self.assertTrue(all(not row.strip() for row in rows[5 + STRIP:]), screen)  # nothing below it
        self.term.keys("Enter")                               # alpha/ is selected first: it opens
        screen = self.term.wait_for_still(lambda s: "notes.txt" in s and "beta/" in s)
        self.assert_shell_lines_above(screen)
        self.assertIn("alpha", screen.split("\n")[5])
        # A drag from the strip's left edge (tmux rows count from 1): the parent slides back in.
        row = 5 + 6 + 1
        self.term.press(1, row)
        for x in range(5, 71, 5):
            time.sleep(0.02)                                  # input timing: a drag, not a jump
            self.term.drag(x, row)
        mid = self.term.wait_for(lambda s: any(r.find("beta/") >= 60 for r in s.split("\n")))
        self.assert_shell_lines_above(mid)
        time.sleep(0.2)                                       # input timing: stand still, no flick
        self.term.release(70, row)
        self.term.wait_for_still(lambda s: "readme.txt" in s and "notes.txt" not in s)
        self.term.keys("Enter")
        self.term.wait_for_still(lambda s: "notes.txt" in s and "beta/" in s)
        self.term.keys("Down")                                # from beta/ to notes.txt
        self.term.keys("Enter")
        self.assertEqual(self.finished(),
                         self.lines + [f"status=0 [{os.path.join(self.root, 'alpha', 'notes.txt')}]"])
        flags = self.term.pane_flags()
        self.assertEqual(flags["alternate_on"], "0")
        self.assertEqual(flags["mouse_any_flag"], "0")

    def test_esc_prints_nothing_and_exits_1(self):
        self.start()
        self.term.keys("Escape")
        self.assertEqual(self.finished(), self.lines + ["status=1 []"])

    def test_a_dot_picks_the_folder_with_dirs(self):
        self.start(options="--dirs")
        self.term.keys("Enter")
        self.term.wait_for_still(lambda s: "notes.txt" in s and "beta/" in s)
        self.term.keys(".")
        self.assertEqual(self.finished(), self.lines + [f"status=0 [{os.path.join(self.root, 'alpha')}]"])

    def test_on_the_last_row_the_terminal_scrolls_up_first_and_keeps_every_line(self):
        screen = self.start(lines=30)                         # the cursor is on the last of 24 rows
        rows = screen.split("\n")
        top = 24 - STRIP
        self.assertIn(self.name, rows[top], screen)
        self.assert_shell_lines_above("\n".join(rows[:top]))
        self.term.keys("Escape")
        self.assertEqual(self.finished(), self.lines + ["status=1 []"])   # every line, scrollback too

    def test_after_a_resize_the_strip_keeps_its_top_and_takes_the_new_width(self):
        self.start()
        self.term.resize(110, 30)
        screen = self.term.wait_for_still(lambda s: any(len(r.rstrip()) > 96 for r in s.split("\n")))
        rows = screen.split("\n")
        self.assert_shell_lines_above(screen)
        self.assertIn(self.name, rows[5], screen)
        self.assertTrue(all(not row.strip() for row in rows[5 + STRIP:]), screen)
        self.term.keys("Escape")
        self.assertEqual(self.finished(), self.lines + ["status=1 []"])


class GitlogPick(unittest.TestCase):
    """`hash=$(gitlog --pick REPO)` in a repository of two commits: Enter on the older one hands
    its hash to the shell; the line above the strip stays."""

    def setUp(self):
        require_tmux()
        self.root = tempfile.mkdtemp(prefix="gitpick-")
        git = git_in(self.root, "Ada")
        git("init", "-q", "-b", "main")
        for subject in ["First light", "Second thoughts"]:
            git("commit", "-q", "--allow-empty", "-m", subject)
        self.older = git("rev-parse", "HEAD~1").strip()
        self.term = None

    def tearDown(self):
        if self.term:
            self.term.close()
        shutil.rmtree(self.root, ignore_errors=True)

    def test_enter_on_a_commit_hands_its_hash_to_the_shell(self):
        script = f'echo "shell line 1"; hash=$({GITLOG} --pick {self.root}); echo "status=$? [$hash]"'
        self.term = Terminal("sh -c " + _quote(script), width=100, height=30)
        screen = self.term.wait_for_still(lambda s: "2 commits" in s and "First light" in s)
        self.assertEqual(screen.split("\n")[0].rstrip(), "shell line 1")
        self.term.keys("Down")
        self.term.keys("Enter")
        self.assertEqual(finished(self.term), ["shell line 1", f"status=0 [{self.older}]"])


if __name__ == "__main__":
    unittest.main()
