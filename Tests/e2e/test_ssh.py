"""End-to-end over a real SSH session with a delayed link: navdemo runs on the far side of
`ssh` to a throwaway `sshd` on the loopback address, through a relay that delays each
direction by 50 ms (a 100 ms round trip). It pushes, drags back and quits through the
session, and checks what the screen shows and that nothing the app asked the terminal for
arrives after it has left (a stray status answer would be typed into the shell). Then navls
picks a folder inline, under the far side's shell lines, and `$(…)` there gets its path.

Everything stays on 127.0.0.1: sshd listens there on a free port, with a host key and a user
key made for the run and removed after it. Needs Debian's openssh-server and openssh-client
(`make e2e` installs them).

    NAVDEMO=.build/debug/navdemo python3 Tests/e2e/test_ssh.py
"""
import getpass
import heapq
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import Terminal, require_tmux, title  # noqa: E402

BINARY = os.environ.get("NAVDEMO", os.path.join(os.getcwd(), ".build", "debug", "navdemo"))
NAVLS = os.path.join(os.path.dirname(BINARY), "navls")
SSHD = shutil.which("sshd") or "/usr/sbin/sshd"
ONE_WAY = 0.05                     # seconds each direction of the relay waits
CONTENT_ROW = 10


def pane_text_column(screen):
    """Where the edge swipe page's first words are (its pane's left edge + 3), or -1; the top
    bar stays in place, so the content shows where the pane is."""
    return max((row.find("Press the mouse") for row in screen.split("\n")), default=-1)


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class DelayRelay:
    """A TCP relay on 127.0.0.1 that forwards to `target` port, each byte `delay` seconds late,
    in order, in both directions."""

    def __init__(self, target, delay):
        self.target, self.delay = target, delay
        self.listener = socket.socket()
        self.listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(4)
        self.port = self.listener.getsockname()[1]
        self.closed = False
        self.sockets = [self.listener]
        self.threads = [threading.Thread(target=self._accept, daemon=True)]
        self.threads[0].start()

    def _accept(self):
        while not self.closed:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            server = socket.create_connection(("127.0.0.1", self.target))
            for sock in (client, server):
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            self.sockets += [client, server]
            for source, sink in ((client, server), (server, client)):
                thread = threading.Thread(target=self._pipe, args=(source, sink), daemon=True)
                thread.start()
                self.threads.append(thread)

    def _pipe(self, source, sink):
        """Reads `source`; each chunk leaves for `sink` `delay` seconds after it arrived."""
        queue, ready, order = [], threading.Condition(), [0]

        def send():
            while True:
                with ready:
                    while not queue:
                        ready.wait()
                    due, _, data = queue[0]
                if data is None:
                    try:
                        sink.shutdown(socket.SHUT_WR)
                    except OSError:
                        pass
                    return
                wait = due - time.monotonic()
                if wait > 0:
                    time.sleep(wait)
                with ready:
                    heapq.heappop(queue)
                try:
                    sink.sendall(data)
                except OSError:
                    return

        sender = threading.Thread(target=send, daemon=True)
        sender.start()
        while True:
            try:
                data = source.recv(65536)
            except OSError:
                data = b""
            with ready:
                order[0] += 1
                heapq.heappush(queue, (time.monotonic() + self.delay, order[0], data or None))
                ready.notify()
            if not data:
                sender.join(5)
                return

    def close(self):
        self.closed = True
        for sock in self.sockets:
            try:
                sock.close()
            except OSError:
                pass


class SshServer:
    """sshd on 127.0.0.1 at a free port, accepting one throwaway key for the current user."""

    def __init__(self):
        self.dir = tempfile.mkdtemp(prefix="navkit-ssh-")
        self.user = getpass.getuser()
        self.key = os.path.join(self.dir, "user_ed25519")
        for path in (os.path.join(self.dir, "host_ed25519"), self.key):
            subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", path], check=True)
        shutil.copy(self.key + ".pub", os.path.join(self.dir, "authorized_keys"))
        self.port = free_port()
        config = os.path.join(self.dir, "sshd_config")
        with open(config, "w") as f:
            f.write(f"""Port {self.port}
ListenAddress 127.0.0.1
HostKey {self.dir}/host_ed25519
PidFile {self.dir}/sshd.pid
AuthorizedKeysFile {self.dir}/authorized_keys
PubkeyAuthentication yes
PasswordAuthentication no
KbdInteractiveAuthentication no
PermitRootLogin prohibit-password
StrictModes no
UsePAM no
PrintMotd no
PrintLastLog no
LogLevel ERROR
""")
        if os.geteuid() == 0:
            os.makedirs("/run/sshd", exist_ok=True)     # privilege separation wants it
        self.process = subprocess.Popen([SSHD, "-D", "-e", "-f", config], stderr=subprocess.PIPE)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError("sshd did not start: " + self.process.stderr.read().decode(errors="replace"))
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("sshd did not listen within 10 s")

    def command(self, port, remote):
        """The ssh client command line to `port` (the relay) running `remote` there."""
        options = ["-tt", "-p", str(port), "-i", self.key, "-o", "BatchMode=yes", "-o", "LogLevel=ERROR",
                   "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
                   "-o", "IdentitiesOnly=yes", "-F", "/dev/null"]
        return " ".join(["ssh", *options, f"{self.user}@127.0.0.1", quote(remote)])

    def close(self):
        self.process.terminate()
        try:
            self.process.wait(5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.process.stderr.close()
        shutil.rmtree(self.dir, ignore_errors=True)


def quote(text):
    return "'" + text.replace("'", "'\\''") + "'"


def require_ssh():
    for tool in ("ssh", "ssh-keygen"):
        if shutil.which(tool) is None:
            raise SystemExit(f"{tool} is needed for the SSH end-to-end test (make e2e installs openssh-client)")
    if not os.access(SSHD, os.X_OK):
        raise SystemExit("sshd is needed for the SSH end-to-end test (make e2e installs openssh-server)")


class OverSsh(unittest.TestCase):
    """The tour through ssh, a 100 ms round trip away."""

    def setUp(self):
        require_tmux()
        require_ssh()
        self.server = SshServer()
        self.addCleanup(self.server.close)
        self.relay = DelayRelay(self.server.port, ONE_WAY)
        self.addCleanup(self.relay.close)
        # After the app, the far side's terminal shows whatever reaches it as typing (cat -v).
        remote = (f"cd {quote(os.getcwd())} && LANG=C.UTF-8 {quote(BINARY)} --no-hud; "
                  "echo \"[navdemo exited $?]\"; exec cat -v")
        self.term = Terminal(self.server.command(self.relay.port, remote), width=120, height=40)
        self.addCleanup(self.term.close)

    def test_push_drag_back_and_quit_leave_the_terminal_clean(self):
        term = self.term
        home = term.wait_for(lambda s: title(s) == "NavKit" and "› The edge swipe" in s, timeout=20)
        self.assertIn("Welcome to a tour", home)
        term.keys("Enter")
        term.wait_for_still(lambda s: "The edge swipe" in title(s) and s.startswith(" ‹ NavKit"))
        # The back swipe with the pointer, through the session: press at the edge, drag, release.
        term.press(1, CONTENT_ROW)
        for x in range(8, 97, 8):
            term.drag(x, CONTENT_ROW)
            time.sleep(1 / 60)      # motion at a mouse's pace, not a measurement
        # The pane follows the pointer: its text rides with it, 96 columns in.
        term.wait_for(lambda s: pane_text_column(s) >= 93)
        term.release(96, CONTENT_ROW)
        term.wait_for_still(lambda s: title(s) == "NavKit" and "› The edge swipe" in s)
        # Push again with a key, and back with a key: the stack as a user drives it.
        term.keys("Enter")
        term.wait_for_still(lambda s: "The edge swipe" in title(s))
        term.keys("Left")
        term.wait_for_still(lambda s: title(s) == "NavKit")
        # Quit in the middle of a push: frames are on their way, and their answers are owed.
        term.keys("Enter")
        term.wait_for(lambda s: 23 <= pane_text_column(s) <= 103, interval=0.005)
        term.keys("q")
        after = term.wait_for(lambda s: "[navdemo exited 0]" in s, timeout=10)
        self.assertNotIn("Welcome to a tour", after)   # the main screen is back, the tour's is gone
        flags = term.pane_flags()
        self.assertEqual((flags["alternate_on"], flags["mouse_any_flag"]), ("0", "0"))
        # Anything still on its way from the terminal was sent before it showed the line above, so
        # it reaches the far side before this marker; there `cat -v` shows it as typing.
        term.keys("Z", "Enter")
        screen = term.wait_for(lambda s: s.split("[navdemo exited 0]", 1)[-1].count("Z") >= 2, timeout=10)
        tail = screen.split("[navdemo exited 0]", 1)[1]
        self.assertEqual([line for line in tail.split("\n") if line.strip()], ["Z", "Z"],
                         f"stray input after the app left:\n{screen}")
        term.keys("C-d")


class InlineOverSsh(unittest.TestCase):
    """`navls --pick` inline on the far side, a 100 ms round trip away: the strip goes under the
    shell's lines there (the answer to where the cursor is comes late), a folder opens in it,
    `.` picks it, and the far side's `$(…)` gets the path; nothing arrives after."""

    def setUp(self):
        require_tmux()
        require_ssh()
        self.root = tempfile.mkdtemp(prefix="ssh-pick-")
        os.makedirs(os.path.join(self.root, "alpha", "beta"))
        self.addCleanup(shutil.rmtree, self.root, True)
        self.server = SshServer()
        self.addCleanup(self.server.close)
        self.relay = DelayRelay(self.server.port, ONE_WAY)
        self.addCleanup(self.relay.close)
        remote = (f"printf 'far line %s\\n' 1 2 3; out=$(LANG=C.UTF-8 {quote(NAVLS)} --pick --height 10 "
                  f"{quote(self.root)}); echo \"[picked $? $out]\"; exec cat -v")
        self.term = Terminal(self.server.command(self.relay.port, remote), width=100, height=30)
        self.addCleanup(self.term.close)

    def test_a_folder_picked_under_the_far_shells_lines(self):
        term = self.term
        screen = term.wait_for(lambda s: "alpha/" in s and "far line 3" in s, timeout=20)
        rows = screen.split("\n")
        start = rows.index("far line 1")
        self.assertEqual(rows[start:start + 3], ["far line 1", "far line 2", "far line 3"])
        self.assertIn(os.path.basename(self.root), rows[start + 3])       # the strip right under them
        term.keys("Enter")
        term.wait_for_still(lambda s: "beta/" in s)
        term.keys(".")
        after = term.wait_for(lambda s: "[picked " in s, timeout=10)
        self.assertIn(f"[picked 0 {os.path.join(self.root, 'alpha')}]", after)
        self.assertNotIn("beta/", after)                                   # the strip was cleared
        term.keys("Z", "Enter")
        screen = term.wait_for(lambda s: s.split("[picked ", 1)[-1].count("Z") >= 2, timeout=10)
        tail = screen.split("[picked ", 1)[1].split("\n", 1)[1]
        self.assertEqual([line for line in tail.split("\n") if line.strip()], ["Z", "Z"],
                         f"stray input after the app left:\n{screen}")
        term.keys("C-d")


if __name__ == "__main__":
    unittest.main(verbosity=2)
