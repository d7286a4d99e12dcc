"""Runs navdemo in a real terminal emulator (tmux) and drives it like a person.

tmux runs with `mouse on`, attached from a pseudo-terminal that this harness
owns. Keys go in with `tmux send-keys`; mouse input is written to the pty as
the xterm SGR sequences a real terminal sends (press, drag motion, release),
and tmux converts them for the app exactly as it does for a real mouse. The
screen is read back with `tmux capture-pane`. Standard library only.
"""
import fcntl
import os
import pty
import re
import select
import shutil
import struct
import subprocess
import termios
import threading
import time
import unittest
import uuid


class Terminal:
    """A tmux session running `command`, attached from a pty we write mouse bytes to."""

    def __init__(self, command, width=120, height=40, term="xterm-256color", env=None):
        self.width, self.height = width, height
        self.socket = "navkit-e2e-" + uuid.uuid4().hex[:10]
        self.session = "demo"
        self.output = bytearray()
        self.arrivals = []  # (time.monotonic(), len(output) after the read): when each byte came
        self._closed = False
        conf = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tmux.conf")
        environment = dict(os.environ)
        environment.update(env or {})
        environment["TERM"] = "xterm-256color"
        self._tmux = ["tmux", "-L", self.socket, "-f", conf]
        inner = " ".join(f"{k}={_quote(v)}" for k, v in (env or {}).items())
        shell_command = f"env TERM={term} {inner} {command}"
        subprocess.run(self._tmux + ["new-session", "-d", "-s", self.session, "-x", str(width),
                                     "-y", str(height), shell_command], check=True, env=environment)
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.execvpe("tmux", self._tmux + ["attach", "-t", self.session], environment)
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, 0, 0))
        self._reader = threading.Thread(target=self._drain, daemon=True)
        self._reader.start()
        self.wait_for(lambda screen: screen.strip() != "", timeout=10)

    def _drain(self):
        while not self._closed:
            try:
                ready, _, _ = select.select([self.fd], [], [], 0.1)
                if ready and not self._closed:
                    data = os.read(self.fd, 65536)
                    if not data:
                        return
                    self.output.extend(data)
                    self.arrivals.append((time.monotonic(), len(self.output)))
            except OSError:
                return

    # Input
    def keys(self, *keys):
        """Sends tmux key names (e.g. 'Enter', 'Left', 'q') to the app."""
        subprocess.run(self._tmux + ["send-keys", "-t", self.session, *keys], check=True)

    def paste(self, text):
        """Pastes `text` into the app as a terminal would: wrapped in bracketed-paste markers
        when the app turned that mode on, bare when it did not (tmux's paste-buffer -p)."""
        subprocess.run(self._tmux + ["set-buffer", "-b", "e2e", "--", text], check=True)
        subprocess.run(self._tmux + ["paste-buffer", "-p", "-d", "-b", "e2e", "-t", self.session], check=True)

    def write(self, data):
        """Writes raw bytes to the outer terminal, as a terminal would."""
        os.write(self.fd, data)

    def press(self, x, y):
        """Left button down at 1-based column x, row y."""
        self.write(f"\x1b[<0;{x};{y}M".encode())

    def drag(self, x, y):
        """Motion with the left button held, to column x, row y."""
        self.write(f"\x1b[<32;{x};{y}M".encode())

    def release(self, x, y):
        """Left button up at column x, row y."""
        self.write(f"\x1b[<0;{x};{y}m".encode())

    def resize(self, width, height):
        """Resizes the outer terminal (and so the app's window)."""
        self.width, self.height = width, height
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, 0, 0))
        subprocess.run(self._tmux + ["resize-window", "-t", self.session, "-x", str(width), "-y", str(height)],
                       check=False)

    # Output
    def output_time(self, text, after=0):
        """When `text` first reached the terminal in what tmux drew, at or after byte `after`:
        (its arrival time on time.monotonic(), the offset just past it), or None if not yet."""
        needle = text.encode()
        at = bytes(self.output).find(needle, after)
        if at < 0:
            return None
        end = at + len(needle)
        for arrived, length in list(self.arrivals):
            if length >= end:
                return arrived, end
        return None

    def wait_for_output(self, text, after=0, timeout=5.0):
        """Waits until `text` has reached the terminal (see `output_time`) and returns that."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            found = self.output_time(text, after)
            if found:
                return found
            time.sleep(0.01)
        raise AssertionError(f"{text!r} never reached the terminal; screen was:\n{self.screen()}")

    def screen(self):
        """The visible screen as text, one line per row."""
        result = subprocess.run(self._tmux + ["capture-pane", "-p", "-t", self.session],
                                capture_output=True, text=True)
        return result.stdout

    def cursor(self):
        """Where the app's terminal cursor is and whether it shows: (column, row, shown), both
        0-based, as tmux keeps them (`#{cursor_x}`, `#{cursor_y}`, `#{cursor_flag}`)."""
        result = subprocess.run(self._tmux + ["display-message", "-p", "-t", self.session,
                                              "#{cursor_x},#{cursor_y},#{cursor_flag}"],
                                capture_output=True, text=True, check=True)
        x, y, shown = result.stdout.strip().split(",")
        return int(x), int(y), shown == "1"

    def capture_styled(self):
        """The visible screen with its colours and attributes as escape sequences."""
        result = subprocess.run(self._tmux + ["capture-pane", "-p", "-e", "-t", self.session],
                                capture_output=True, text=True)
        return result.stdout

    def pane_flags(self):
        """tmux's view of the modes the app left: alternate screen, mouse tracking, cursor."""
        names = ["alternate_on", "mouse_any_flag", "cursor_flag"]
        result = subprocess.run(self._tmux + ["display", "-p", "-t", self.session,
                                              " ".join("#{%s}" % name for name in names)],
                                capture_output=True, text=True)
        return dict(zip(names, result.stdout.split()))

    def pane_title(self):
        result = subprocess.run(self._tmux + ["display", "-p", "-t", self.session, "#{pane_title}"],
                                capture_output=True, text=True)
        return result.stdout.strip()

    def wait_for_exit(self, timeout=5.0):
        """Waits until the app in the pane has exited (the pane stays, dead)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if not self.pane_alive():
                return
            time.sleep(0.02)
        raise AssertionError("the app did not exit")

    def wait_for_still(self, predicate, timeout=5.0, quiet=0.15):
        """Waits until predicate(screen) holds and the screen then stays the same for `quiet`
        seconds; returns it. For apps without the HUD: while a transition runs, frames change
        the screen at least every frame period (17 ms), and one whose last frames already look
        final ends within one more frame, so a screen unchanged for 150 ms is at rest."""
        deadline = time.monotonic() + timeout
        screen, since = None, None
        while time.monotonic() < deadline:
            current = self.screen()
            if not predicate(current):
                screen, since = None, None
            elif current != screen:
                screen, since = current, time.monotonic()
            elif time.monotonic() - since >= quiet:
                return screen
            time.sleep(0.02)
        raise AssertionError(f"timed out after {timeout}s waiting for a still screen; it was:\n{self.screen()}")

    def wait_for_selected(self, link, timeout=5.0):
        """Waits until the selected link (highlighted row) reads `link`, e.g. "› Percent-driven"."""
        deadline = time.monotonic() + timeout
        seen = None
        while time.monotonic() < deadline:
            seen = selected_link(self.capture_styled())
            if seen == link:
                return
            time.sleep(0.02)
        raise AssertionError(f"timed out after {timeout}s waiting for {link!r} to be selected; it was {seen!r}")

    def rows(self):
        return self.screen().split("\n")

    def wait_for(self, predicate, timeout=5.0, interval=0.02):
        """Polls the screen until predicate(screen) is true; returns the screen or raises."""
        deadline = time.monotonic() + timeout
        screen = ""
        while time.monotonic() < deadline:
            screen = self.screen()
            if predicate(screen):
                return screen
            time.sleep(interval)
        raise AssertionError(f"timed out after {timeout}s; screen was:\n{screen}")

    def pane_pid(self):
        """The process id of the program in the pane."""
        result = subprocess.run(self._tmux + ["display", "-p", "-t", self.session, "#{pane_pid}"],
                                capture_output=True, text=True)
        return int(result.stdout.strip())

    def pane_alive(self):
        result = subprocess.run(self._tmux + ["display", "-p", "-t", self.session, "#{pane_dead}"],
                                capture_output=True, text=True)
        return result.stdout.strip() == "0"

    def close(self):
        # The reader thread must be gone before the pty is closed: otherwise the next pty opened
        # (the next test's) can get the same descriptor number, and this thread, still in its
        # select, would read that program's first output (this once ate a test's set-up bytes).
        self._closed = True
        subprocess.run(self._tmux + ["kill-server"], capture_output=True)
        self._reader.join()
        try:
            os.close(self.fd)
        except OSError:
            pass
        try:
            os.waitpid(self.pid, 0)
        except ChildProcessError:
            pass


def _quote(value):
    return "'" + str(value).replace("'", "'\\''") + "'"


def git_in(root, author):
    """A function that runs git in the repository at `root` as `author` (author and committer,
    ada@example.org), with no user or system configuration: each call's standard output."""
    env = dict(os.environ, GIT_CONFIG_GLOBAL="/dev/null", GIT_CONFIG_SYSTEM="/dev/null",
               GIT_AUTHOR_NAME=author, GIT_AUTHOR_EMAIL="ada@example.org",
               GIT_COMMITTER_NAME=author, GIT_COMMITTER_EMAIL="ada@example.org")

    def git(*arguments):
        return subprocess.run(["git", "-C", root, *arguments], check=True, env=env,
                              capture_output=True, text=True).stdout
    return git


def require_tmux():
    if shutil.which("tmux") is None:
        raise SystemExit("tmux is needed for the end-to-end tests (make test installs it)")


def title(screen):
    """The top bar's text: the first row, stripped."""
    return screen.split("\n")[0].strip()


def at_rest(screen):
    """True when no transition runs, as the HUD shows it ("move   at rest").

    A screen whose top bar already reads like the destination can still be in the
    last frames of a transition; input sent then goes to the transition, not the page.
    Tests that send input after a navigation wait on this, never on a sleep.
    """
    return "move   at rest" in screen or "HUD ·" not in screen


def at_home(screen):
    """True when the tour's root page is shown and no transition runs (when the HUD is visible)."""
    return title(screen) == "NavKit" and at_rest(screen)


def hud_stack_depth(screen):
    """The stack depth the HUD shows ("stack  NavKit › … (2)"), or None when the HUD is hidden."""
    for row in screen.split("\n"):
        found = re.search(r"stack  .*\((\d+)\)?\s*$", row)
        if found:       # a box too narrow for the ")" still shows the depth
            return int(found.group(1))
    return None


def row_of(screen, text):
    """The 1-based screen row that contains `text` (for pointer input), or None."""
    for index, row in enumerate(screen.split("\n")):
        if text in row:
            return index + 1
    return None


SELECTED_BACKGROUND = "\x1b[48;5;27m"  # the selected link's blue, in 256 colours


def selected_link(styled):
    """The text of the selected link in a `capture_styled()` screen, or None."""
    import re
    for line in styled.split("\n"):
        if SELECTED_BACKGROUND in line:
            text = re.sub(r"\x1b\[[0-9;]*m", "", line.split(SELECTED_BACKGROUND, 1)[1]).strip()
            if text.startswith("›") or text.startswith("‹"):
                return text
    return None


def rss_kib(pid):
    """Resident memory of process `pid`, in KiB."""
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


class TourCase(unittest.TestCase):
    """A test that starts with the tour (the binary in $NAVDEMO) at rest on its home page in a
    120x40 tmux window (`self.term`), and closes it afterwards."""

    def setUp(self):
        require_tmux()
        binary = os.environ.get("NAVDEMO", os.path.join(os.getcwd(), ".build", "debug", "navdemo"))
        self.term = Terminal(binary, width=120, height=40)
        self.term.wait_for(at_home)

    def tearDown(self):
        self.term.close()
