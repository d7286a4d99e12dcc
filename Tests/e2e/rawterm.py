"""Runs navdemo directly on a pseudo-terminal and records every byte it writes,
so tests can check the output stream (modes left on or off) and tty settings."""
import fcntl
import json
import os
import pty
import re
import select
import signal
import struct
import sys
import tempfile
import termios
import time

MODE = re.compile(rb"\x1b\[\?([0-9;]+)([hl])")


class TraceFile:
    """A temporary file for navdemo's `--trace` (`RawTerminal([BINARY, "--trace", trace.path])`):
    the events written so far, parsed (a line still being written is left for the next read);
    `close` removes it."""

    def __init__(self):
        handle, self.path = tempfile.mkstemp(suffix=".jsonl")
        os.close(handle)

    def events(self):
        with open(self.path) as file:
            return [json.loads(line) for line in file if line.endswith("\n")]

    def close(self):
        os.unlink(self.path)


class RawTerminal:
    def __init__(self, argv, width=120, height=40, term="xterm-256color", env=None):
        # The size is set and the settings read before the program exists: read after a fork,
        # they raced with it (on a busy machine the program had already made the tty raw, and
        # the settings it restored on its way out looked changed).
        self.fd, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, 0, 0))
        self.tty_before = termios.tcgetattr(slave)
        self.pid = os.fork()
        if self.pid == 0:
            os.close(self.fd)
            os.setsid()
            fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
            for stream in (0, 1, 2):
                os.dup2(slave, stream)
            if slave > 2:
                os.close(slave)
            os.execvpe(argv[0], argv, dict(os.environ, TERM=term, **(env or {})))
        os.close(slave)
        self.output = bytearray()
        self.chunks = []  # (time, bytes) as they arrived
        self.status = None

    def pump(self, seconds):
        """Reads output for `seconds` (or until the program exits)."""
        end = time.monotonic() + seconds
        first = True
        while first or time.monotonic() < end:
            first = False
            ready, _, _ = select.select([self.fd], [], [], 0.005)
            if ready:
                try:
                    data = os.read(self.fd, 65536)
                except OSError:
                    return
                if not data:
                    return
                self.output.extend(data)
                self.chunks.append((time.monotonic(), data))

    def wait_until(self, needle, timeout=5.0, after=0):
        """Reads output until `needle` shows at or after byte `after` (True) or `timeout` passes
        (False, after saying on standard error what the program wrote and whether it is still
        running)."""
        end = time.monotonic() + timeout
        while needle not in self.output[after:] and time.monotonic() < end:
            self.pump(0.02)
        if needle in self.output[after:]:
            return True
        pid, status = os.waitpid(self.pid, os.WNOHANG)
        state = f"exited with status {status:#x}" if pid else "still running"
        print(f"\n    waited {timeout} s for {needle!r}; the program is {state}; it wrote "
              f"{len(self.output)} bytes: {bytes(self.output[:400])!r}", file=sys.stderr)
        return False

    def send(self, data):
        """Writes `data` as typed input, reading output meanwhile so neither side blocks."""
        view = memoryview(data)
        while view:
            readable, writable, _ = select.select([self.fd], [self.fd], [], 1.0)
            if readable:
                self.pump(0)
            if writable:
                written = os.write(self.fd, view[:4096])
                view = view[written:]

    def kill(self, sig):
        os.kill(self.pid, sig)

    def wait_exit(self, timeout=5.0):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            self.pump(0.02)
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.status = status
                self.pump(0.05)
                return status
        raise AssertionError("navdemo did not exit")

    def tty_now(self):
        return termios.tcgetattr(self.fd)

    # Modes a program must switch off again: mouse tracking and encodings,
    # the alternate screen. The cursor (25) must end visible.
    MUST_END_OFF = {9, 47, 1000, 1001, 1002, 1003, 1005, 1006, 1015, 1047, 1049}

    def terminal_left_dirty(self):
        """What the output stream left wrong: modes still on, the cursor hidden, or kitty
        keyboard flags pushed (`ESC [ > flags u`) more often than popped (`ESC [ < u`)."""
        last = {}
        for match in MODE.finditer(bytes(self.output)):
            for number in match.group(1).split(b";"):
                if number:
                    last[int(number)] = match.group(2)
        problems = [f"mode {mode} left on" for mode, state in sorted(last.items())
                    if state == b"h" and mode in self.MUST_END_OFF]
        if last.get(25) == b"l":
            problems.append("cursor left hidden")
        output = bytes(self.output)
        pushes, pops = len(re.findall(rb"\x1b\[>[0-9]*u", output)), len(re.findall(rb"\x1b\[<[0-9]*u", output))
        if pushes > pops:
            problems.append(f"kitty keyboard flags left pushed ({pushes} pushes, {pops} pops)")
        return problems

    def close(self):
        try:
            os.kill(self.pid, signal.SIGKILL)
            os.waitpid(self.pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass
        try:
            os.close(self.fd)
        except OSError:
            pass
