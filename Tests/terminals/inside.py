"""Runs inside each terminal emulator of the real-terminal suite (terminals.py).

It asks the terminal who it is and which modes it has, notes the tty settings, prints a
banner and waits for the driver's go; then runs navdemo, and afterwards notes the tty
settings again, so the driver can tell whether the terminal was left usable.

    inside.py FOLDER NAVDEMO [navdemo arguments…]
Before the banner it also reports a click the driver makes (FOLDER/click says it may)
with SGR-Pixels turned on unasked, to learn whether the terminal has pixel reports even
where it gives no DECRQM answer.
Writes into FOLDER: answers.json, ready, then (after FOLDER/go appears) trace.jsonl
from navdemo, and done.json (navdemo's exit status, tty settings before and after, and any
input that reached the tty in the second after it quit). Then, after FOLDER/go-inline, it
prints the next command line and writes inline-ready; after FOLDER/run-inline it runs navdemo
inline (`--inline INLINE_ROWS`, its trace in trace.jsonl anew) under it, and writes
done-inline.json the same way.
"""
import json
import os
import re
import select
import subprocess
import sys
import termios
import time
import tty

# Modes asked about with DECRQM (CSI ? Pm $ p); answer CSI ? Pm ; Ps $ y, Ps 0 = not
# recognised, 1 set, 2 reset, 3 permanently set, 4 permanently reset.
MODES = {1016: "SGR-Pixels", 2026: "synchronized output", 2004: "bracketed paste", 1049: "alternate screen",
         1006: "SGR mouse", 69: "left and right margins"}
ANSWER = re.compile(rb"\x1b\[\?(\d+);(\d+)\$y")
DA1 = re.compile(rb"\x1b\[\?[\d;]*c")
DA2 = re.compile(rb"\x1b\[>([\d;]*)c")
XTVERSION = re.compile(rb"\x1bP>\|(.*?)\x1b\\")
PRESS = re.compile(rb"\x1b\[<0;(\d+);(\d+)M")
RELEASE = re.compile(rb"\x1b\[<0;\d+;\d+m")
STATUS = re.compile(rb"\x1b\[0n")
KITTY_KEYS = re.compile(rb"\x1b\[\?(\d+)u")  # the kitty keyboard protocol's flags (CSI ? u)
# How long after the app quits input is still taken as its doing (a late answer to a question).
STRAY_SECONDS = 1.0
# The rows navdemo takes inline, under the prompt.
INLINE_ROWS = 12


def read_until(tty_fd, pattern, seconds):
    """Reads what the terminal sends until `pattern` appears in it or `seconds` pass."""
    received = b""
    deadline = time.monotonic() + seconds
    while not pattern.search(received) and time.monotonic() < deadline:
        ready, _, _ = select.select([tty_fd], [], [], 0.1)
        if ready:
            received += os.read(tty_fd, 4096)
    return received


def ask(tty_fd, deadline_seconds=5.0):
    """Sends the queries, DA1 last: every terminal answers DA1, and answers come in order, so
    its answer means every other answer that will come has come. The status request (DSR 5) is
    the one navdemo ends its frames with: whether it is answered says whether navdemo's trace
    will tell when the terminal has read a frame."""
    queries = (b"\x1b[>c" + b"\x1b[>0q" + b"".join(b"\x1b[?%d$p" % mode for mode in MODES) + b"\x1b[?u"
               + b"\x1b[5n" + b"\x1b[c")
    os.write(tty_fd, queries)
    received = read_until(tty_fd, DA1, deadline_seconds)
    answers = {"da1": bool(DA1.search(received)), "raw": received.decode("latin-1"),
               "status": bool(STATUS.search(received))}
    found = DA2.search(received)
    answers["da2"] = found.group(1).decode() if found else None
    found = XTVERSION.search(received)
    answers["xtversion"] = found.group(1).decode("utf-8", "replace") if found else None
    found = KITTY_KEYS.search(received)
    answers["kitty_keys"] = int(found.group(1)) if found else None
    answers["decrqm"] = {str(mode): None for mode in MODES}
    for mode, setting in ANSWER.findall(received):
        answers["decrqm"][mode.decode()] = int(setting)
    return answers


def pixel_click(tty_fd, folder, deadline_seconds=10.0):
    """Turns SGR-Pixels on whether or not the terminal said it has it, and waits for the
    driver's click: a terminal that has the mode reports it in pixels, a terminal without
    it in cells. Returns the press's (x, y) as reported, or None if no press came."""
    os.write(tty_fd, b"\x1b[?1000h\x1b[?1006h\x1b[?1016h")
    open(os.path.join(folder, "click"), "w").close()
    received = read_until(tty_fd, RELEASE, deadline_seconds)
    os.write(tty_fd, b"\x1b[?1016l\x1b[?1006l\x1b[?1000l")
    press = PRESS.search(received)
    return [int(press.group(1)), int(press.group(2))] if press else None


def wait_until_read(tty_fd, deadline_seconds=5.0):
    """Asks the terminal for its status (DSR) and waits for the answer: it has then read all
    that was written before. Raw meanwhile, so the answer is not echoed."""
    settings = termios.tcgetattr(tty_fd)
    tty.setraw(tty_fd)
    try:
        os.write(tty_fd, b"\x1b[5n")
        read_until(tty_fd, STATUS, deadline_seconds)
    finally:
        termios.tcsetattr(tty_fd, termios.TCSAFLUSH, settings)


def stray_input(tty_fd, settings, seconds=STRAY_SECONDS):
    """What reached the tty as input after the app quit, in the time a shell would take to read
    it: the answer to a question the app asked, arriving late, would be typed at the prompt (and
    echoed). Waits `seconds` with the settings as the app left them (so a late answer echoes as
    it would at a prompt), then reads what is queued without waiting for a line."""
    time.sleep(seconds)
    reading = termios.tcgetattr(tty_fd)
    reading[3] &= ~(termios.ICANON | termios.ECHO)
    reading[6][termios.VMIN], reading[6][termios.VTIME] = 0, 0
    termios.tcsetattr(tty_fd, termios.TCSANOW, reading)
    try:
        received = b""
        while select.select([tty_fd], [], [], 0)[0]:
            chunk = os.read(tty_fd, 4096)
            if not chunk:
                break
            received += chunk
        return received
    finally:
        termios.tcsetattr(tty_fd, termios.TCSANOW, settings)


def wait_for_file(path):
    """Waits until the driver creates `path` (the driver's deadlines bound the wait)."""
    while not os.path.exists(path):
        time.sleep(0.02)


def run_navdemo(tty_fd, folder, navdemo, arguments, done):
    """Runs navdemo with its trace in FOLDER/trace.jsonl; writes FOLDER/`done` (its status,
    whether the tty settings are as before, the input that reached the tty after it quit)."""
    before = termios.tcgetattr(tty_fd)
    status = subprocess.call([navdemo, "--trace", os.path.join(folder, "trace.jsonl"), *arguments])
    after = termios.tcgetattr(tty_fd)
    stray = stray_input(tty_fd, after)
    with open(os.path.join(folder, done + ".part"), "w") as out:
        json.dump({"status": status, "ttyRestored": before == after, "strayInput": stray.decode("latin-1")}, out)
    os.rename(os.path.join(folder, done + ".part"), os.path.join(folder, done))


def main():
    folder, navdemo, arguments = sys.argv[1], sys.argv[2], sys.argv[3:]
    tty_fd = os.open("/dev/tty", os.O_RDWR)
    saved = termios.tcgetattr(tty_fd)
    tty.setraw(tty_fd)
    try:
        answers = ask(tty_fd)
        answers["click"] = pixel_click(tty_fd, folder)
    finally:
        termios.tcsetattr(tty_fd, termios.TCSAFLUSH, saved)
    size = os.get_terminal_size(tty_fd)
    answers["size"] = [size.columns, size.lines]
    answers["environment"] = {name: os.environ.get(name) for name in
                              ("TERM", "COLORTERM", "TERM_PROGRAM", "VTE_VERSION", "KONSOLE_VERSION")}
    with open(os.path.join(folder, "answers.json"), "w") as out:
        json.dump(answers, out)
    # Whatever a terminal printed of a query it did not understand goes with the clear.
    os.write(tty_fd, b"\x1b[H\x1b[2J")
    # As a shell leaves it after a command line: the cursor at the start of the next line
    # (where curses' ending puts it back too: ncurses writes CR after leaving the alternate screen).
    os.write(tty_fd, b"NavKit terminal check\r\n$ navdemo --no-hud\r\n")
    wait_until_read(tty_fd)
    open(os.path.join(folder, "ready"), "w").close()
    wait_for_file(os.path.join(folder, "go"))
    run_navdemo(tty_fd, folder, navdemo, arguments, "done.json")
    # Inline, under the next command line: the lines above must stay as they are.
    wait_for_file(os.path.join(folder, "go-inline"))
    os.write(tty_fd, b"$ navdemo --no-hud --inline %d\r\n" % INLINE_ROWS)
    wait_until_read(tty_fd)
    open(os.path.join(folder, "inline-ready"), "w").close()
    wait_for_file(os.path.join(folder, "run-inline"))
    run_navdemo(tty_fd, folder, navdemo, [*arguments, "--inline", str(INLINE_ROWS)], "done-inline.json")
    while True:  # the terminal stays open until the driver closes it
        time.sleep(3600)


if __name__ == "__main__":
    main()
