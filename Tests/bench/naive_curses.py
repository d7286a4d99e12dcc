"""The baseline `make bench` compares navdemo with: a naive full-redraw curses app.

It shows the tour's first two pages (Assets/pages/home.page and edge-swipe.page) the plain
way: every frame it erases its whole window, draws both pages at their positions and lets
ncurses work out what changed (refresh), 60 times a second while anything moves. No
dimming, no shadow: a slide with parallax. Enter pushes, ← pops, a drag from the two
leftmost columns pulls the top page (SGR mouse reports), released past the middle it pops.
Each frame is wrapped in synchronized output, so the benchmark sees where frames end. q quits.
"""
import curses
import os
import re
import select
import sys
import time

ASSETS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Assets", "pages")
DURATION, FPS, PARALLAX = 0.35, 60, 0.3


def load(name):
    """(title, paragraphs, links) of a tour page, with the links' titles read from their pages."""
    text = open(os.path.join(ASSETS, name + ".page"), encoding="utf-8").read()
    head, body = text.split("\n---\n", 1)
    fields = [line.split(": ", 1) for line in head.splitlines() if ": " in line]
    title = next(value for key, value in fields if key == "title")
    links = [value for key, value in fields if key == "link"]
    paragraphs = [p.replace("\n", " ") for p in body.strip().split("\n\n")]
    return title, paragraphs, links


def title_of(name):
    return load(name)[0]


def wrap(text, width):
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return lines + ([line] if line else [])


def page_lines(name, width, back=None):
    """The page as (text, colour pair) rows, as navdemo lays it out; `back` is the title of the
    page below, shown as "‹ Title" at the bar's left as navdemo does at rest."""
    title, paragraphs, links = load(name)
    bar = title.center(width)
    if back:
        label = " \u2039 " + back + " "
        bar = label + bar[len(label):]
    rows = [(bar[:width], 2)]
    for paragraph in paragraphs:
        rows.append(("", 1))
        rows += [("   " + line, 1) for line in wrap(paragraph, width - 6)]
    if links:
        rows.append(("", 1))
        rows += [("   › " + title_of(link), 3) for link in links]
    return rows


def main(screen):
    curses.curs_set(0)
    curses.start_color()
    curses.use_default_colors()
    if curses.COLORS >= 256:
        curses.init_pair(1, 234, 231)   # text on white
        curses.init_pair(2, 16, 255)    # the bar
        curses.init_pair(3, 27, 231)    # links
    else:                               # the 8 ANSI colours: black on white, links in blue
        curses.init_pair(1, curses.COLOR_BLACK, curses.COLOR_WHITE)
        curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_WHITE)
        curses.init_pair(3, curses.COLOR_BLUE, curses.COLOR_WHITE)
    screen.nodelay(True)
    os.write(1, b"\x1b[?1002h\x1b[?1006h")
    height, width = screen.getmaxyx()
    pages = {"home": page_lines("home", width), "edge-swipe": page_lines("edge-swipe", width, back=title_of("home"))}
    stack = ["home"]
    progress = None            # of the top page over the one below: 0 (off screen) … 1 (in place)
    animation = None           # (from, to, start time, then)
    dragging = False

    def draw():
        screen.erase()
        layers = [(stack[0], 0)] if len(stack) == 1 and progress is None else [
            (stack[0], -int(PARALLAX * width * (progress if progress is not None else 1))),
            (stack[1], int(width * (1 - (progress if progress is not None else 1))))]
        for name, x in layers:
            for y, (text, pair) in enumerate(pages[name][:height]):
                line = (text.ljust(width))
                start = max(0, x)
                visible = line[start - x: width - x] if x < width else ""
                if visible:
                    try:
                        screen.addstr(y, start, visible[: width - start], curses.color_pair(pair))
                    except curses.error:
                        pass
            for y in range(len(pages[name]), height):
                try:
                    screen.addstr(y, max(0, x), " " * max(0, min(width, width - x)), curses.color_pair(1))
                except curses.error:
                    pass
        os.write(1, b"\x1b[?2026h")
        screen.refresh()
        os.write(1, b"\x1b[?2026l")

    draw()
    pending = b""
    while True:
        now = time.monotonic()
        if animation:
            start_p, end_p, started, then = animation
            t = min(1.0, (now - started) / DURATION)
            eased = t * t * (3 - 2 * t)
            progress = start_p + (end_p - start_p) * eased
            if t >= 1:
                animation = None
                progress = None
                then()
            draw()
        ready, _, _ = select.select([0], [], [], 1 / FPS if animation else None)
        if not ready:
            continue
        pending += os.read(0, 4096)
        while pending:
            mouse = re.match(rb"\x1b\[<(\d+);(\d+);(\d+)([Mm])", pending)
            if mouse:
                pending = pending[mouse.end():]
                button, x = int(mouse.group(1)), int(mouse.group(2)) - 1
                if mouse.group(4) == b"M" and button == 0 and x <= 1 and len(stack) == 2 and not animation:
                    dragging = True
                elif mouse.group(4) == b"M" and button == 32 and dragging:
                    progress = max(0.0, 1 - x / width)
                    draw()
                elif mouse.group(4) == b"m" and dragging:
                    dragging = False
                    current = progress if progress is not None else 1
                    if current < 0.5:
                        animation = (current, 0.0, time.monotonic(), lambda: stack.pop())
                    else:
                        animation = (current, 1.0, time.monotonic(), lambda: None)
                continue
            if pending.startswith(b"\x1b[D") and len(stack) == 2 and not animation:
                animation = (1.0, 0.0, time.monotonic(), lambda: stack.pop())
                pending = pending[3:]
            elif pending.startswith(b"\x1b"):
                pending = pending[1:]
            elif pending[:1] == b"\r" and len(stack) == 1 and not animation:
                stack.append("edge-swipe")
                animation = (0.0, 1.0, time.monotonic(), lambda: None)
                progress = 0.0
                pending = pending[1:]
            elif pending[:1] == b"q":
                os.write(1, b"\x1b[?1006l\x1b[?1002l")
                return
            else:
                pending = pending[1:]


if __name__ == "__main__":
    curses.wrapper(main)
