"""Replays recorded frames into pyte, an independent terminal emulator, and checks that after
every frame the emulator shows what the canvas held: every glyph, and every colour and
attribute that is visible (a blank's foreground is not; pyte does not track dim).

    emulator_check.py RECORDING [--blanks-default]

RECORDING is JSON lines written by the presenter's wire test, one object per frame:
  {"label": str, "width": int, "height": int, "bytes": hex,
   "rows": {"y": [text, [[run, fg, bg, attributes], ...], [continuation columns]]}}
with only the rows that changed since the frame before. Colours are terminal numbers (-1: the
default, 0-255: the palette, above: 24-bit); attributes are bits (1 bold, 2 dim, 4 underline,
8 reverse, 16 italic). Exits 1 with the first differences when a frame is not shown right. The recording is made for
xterm-256color and xterm, whose terminfo says bce: the emulator honours it (`BceScreen`).
With --blanks-default it behaves as Konsole and QTerminal do under the same TERM
(`DefaultBlankScreen`): the blanks that insert, delete and erase character open take the
default colours (clearing the screen and erasing to the end of a row take the pen's).
"""
import json
import re
import sys

import pyte
from pyte.graphics import FG_ANSI, FG_AIXTERM, FG_BG_256

NAMES = {}
for table, offset in ((FG_ANSI, 30), (FG_AIXTERM, 90)):
    for code, name in table.items():
        index = code - offset + (8 if offset == 90 else 0)
        if 0 <= index < 16:
            NAMES[name] = FG_BG_256[index]


class BceScreen(pyte.Screen):
    """pyte with back-colour erase for insert and delete character too, as xterm, tmux and VTE do
    (terminfo's bce): the cells ICH and DCH bring in are blanks in the current background. pyte
    itself fills them with the default colours (its ECH already uses the current ones).
    It also keeps the dim attribute (SGR 2, off with 22), which pyte drops, in the `blink` field
    (SGR 5, which nothing here sends): dim text looks different, so it must count."""

    def select_graphic_rendition(self, *attrs):
        dim = None
        kept = []
        index = 0
        while index < len(attrs):
            attr = attrs[index]
            if attr in (38, 48) and index + 1 < len(attrs):
                length = 3 if attrs[index + 1] == 5 else 5 if attrs[index + 1] == 2 else 1
                kept += attrs[index:index + length]
                index += length
                continue
            if attr == 2:
                dim = True
            else:
                kept.append(attr)
                if attr in (0, 22):
                    dim = False
            index += 1
        if kept or not attrs:
            super().select_graphic_rendition(*kept)
        if dim is not None:
            self.cursor.attrs = self.cursor.attrs._replace(blink=dim)

    def _blank(self):
        return self.default_char._replace(bg=self.cursor.attrs.bg)

    def insert_characters(self, count=None):
        count = count or 1
        super().insert_characters(count)
        line = self.buffer[self.cursor.y]
        for x in range(self.cursor.x, min(self.cursor.x + count, self.columns)):
            line[x] = self._blank()

    def delete_characters(self, count=None):
        count = count or 1
        super().delete_characters(count)
        line = self.buffer[self.cursor.y]
        for x in range(max(self.cursor.x, self.columns - count), self.columns):
            line[x] = self._blank()


# The left and right margins pyte does not have (xterm's DECLRMM, mode 69): the mode, DECSLRM
# (CSI Pl ; Pr s, while the mode is on) and insert and delete column (DECIC: CSI Pn ' }, DECDC:
# CSI Pn ' ~), which `feed` takes out of the bytes and applies itself, with the rectangle fill
# (DECFRA) sent where the terminal has them.
MARGIN_SEQUENCE = re.compile(rb"\x1b\[\?69([hl])|\x1b\[(\d*);(\d*)s|\x1b\[(\d*)'([}~])"
                             rb"|\x1b\[(\d+);(\d+);(\d+);(\d+);(\d+)\$x")


def feed(stream, data):
    """Feeds `data` to pyte's `stream`, applying the margin sequences to its screen as xterm does."""
    screen = stream.listener
    position = 0
    for match in MARGIN_SEQUENCE.finditer(data):
        if match.group(2) is not None and not getattr(screen, "declrmm", False):
            continue  # CSI s without the mode: pyte's own (save the cursor)
        stream.feed(data[position:match.start()])
        position = match.end()
        if match.group(1):
            screen.declrmm = match.group(1) == b"h"
            screen.left_right = None   # set or reset, the margins are the whole width again
        elif match.group(2) is not None:
            left, right = int(match.group(2) or 1), int(match.group(3) or screen.columns)
            if left < right <= screen.columns:
                screen.left_right = (left - 1, right - 1)
            screen.cursor_position(1, 1)
        elif match.group(6) is not None:
            fill_rectangle(screen, *(int(match.group(g)) for g in range(6, 11)))
        else:
            shift_columns(screen, int(match.group(4) or 1), insert=match.group(5) == b"}")
    stream.feed(data[position:])


def fill_rectangle(screen, code, top, left, bottom, right):
    """DECFRA (a VT420 rectangle operation, which pyte does not have): rows `top` to `bottom` and
    columns `left` to `right` (1-based, inclusive) hold the character `code` in the pen."""
    cell = screen.cursor.attrs._replace(data=chr(code))
    for row in range(top - 1, min(bottom, screen.lines)):
        for column in range(left - 1, min(right, screen.columns)):
            screen.buffer[row][column] = cell
        screen.dirty.add(row)


def shift_columns(screen, count, insert):
    """DECIC or DECDC at the cursor: the columns from it to the right margin, on every row of the
    scrolling region, move right (insert) or left (delete) by `count`; blanks come in, in the pen's
    background where the screen fills so (`_blank`). Nothing when the cursor is outside the margins."""
    top, bottom = (screen.margins.top, screen.margins.bottom) if screen.margins else (0, screen.lines - 1)
    left, right = getattr(screen, "left_right", None) or (0, screen.columns - 1)
    x, y = screen.cursor.x, screen.cursor.y
    if not (top <= y <= bottom and left <= x <= right):
        return
    blank = screen._blank() if hasattr(screen, "_blank") else screen.default_char
    count = min(count, right - x + 1)
    for row in range(top, bottom + 1):
        line = screen.buffer[row]
        cells = [line[column] for column in range(x, right + 1)]
        cells = [blank] * count + cells[:len(cells) - count] if insert else cells[count:] + [blank] * count
        for offset, cell in enumerate(cells):
            line[x + offset] = cell
        screen.dirty.add(row)


class DefaultBlankScreen(BceScreen):
    """Konsole's and QTerminal's blanks: what ICH, DCH and ECH open has the default colours,
    whatever the pen (both say bce through xterm-256color). Clearing the screen (ED) and erasing
    to the end of a row (EL) take the pen's background in both, as bce says (Konsole 22.12 and
    QTerminal 1.2, looked at under Xvfb)."""

    def _blank(self):
        return self.default_char

    def erase_characters(self, count=None):
        count = count or 1
        super().erase_characters(count)
        line = self.buffer[self.cursor.y]
        for x in range(self.cursor.x, min(self.cursor.x + count, self.columns)):
            line[x] = self.default_char


def seen_color(value):
    """pyte's colour as a hex string, or 'default'."""
    if value == "default":
        return "default"
    return NAMES.get(value, value.lower())


def expected_color(number):
    if number < 0:
        return "default"
    if number < 256:
        return FG_BG_256[number]
    return f"{number:06x}"


def check(path, screen_class=BceScreen):
    screen = None
    expected = []
    frames = 0
    for line in open(path):
        frame = json.loads(line)
        width, height = frame["width"], frame["height"]
        resized = False
        if screen is None:
            screen = screen_class(width, height)
            stream = pyte.ByteStream(screen)
        elif (screen.columns, screen.lines) != (width, height):
            screen.resize(height, width)
            resized = True
        if len(expected) != height or (expected and len(expected[0]) != width):
            expected = [[None] * width for _ in range(height)]
        for y, (text, runs, continuations) in frame["rows"].items():
            row = expected[int(y)]
            styles = []
            for run, fg, bg, attributes in runs:
                styles += [(fg, bg, attributes)] * run
            chars = iter(text)
            for x in range(width):
                if x in continuations:
                    row[x] = ("", styles[x])
                else:
                    row[x] = (next(chars), styles[x])
        screen.dirty.clear()
        feed(stream, bytes.fromhex(frame["bytes"]))
        frames += 1
        problems = []
        # A row neither the bytes touched nor the canvas changed still shows what was checked.
        for y in sorted(screen.dirty | {int(y) for y in frame["rows"]} if frames > 1 and not resized
                        else range(height)):
            if y >= height:
                continue
            line_cells = screen.buffer[y]
            for x in range(width):
                want = expected[y][x]
                if want is None:
                    continue
                char, (fg, bg, attributes) = want
                got = line_cells[x]
                reverse = bool(attributes & 8)
                blank = char == " " and not reverse and not attributes & 4
                ok = (got.data == char or (char == "" and got.data in ("", " ")))
                ok = ok and seen_color(got.bg) == expected_color(bg)
                if not blank and char != "":
                    ok = ok and seen_color(got.fg) == expected_color(fg)
                    ok = ok and got.bold == bool(attributes & 1) and got.italics == bool(attributes & 16)
                    ok = ok and got.blink == bool(attributes & 2)  # dim (see BceScreen)
                ok = ok and got.reverse == reverse and got.underscore == bool(attributes & 4)
                if not ok:
                    problems.append(f"  row {y} column {x}: want {char!r} fg {expected_color(fg)} "
                                    f"bg {expected_color(bg)} attributes {attributes}; emulator shows "
                                    f"{got.data!r} fg {seen_color(got.fg)} bg {seen_color(got.bg)} "
                                    f"bold {got.bold} underline {got.underscore} reverse {got.reverse}")
        if problems:
            print(f"frame {frames} ({frame['label']}, {width}x{height}): {len(problems)} cells differ")
            print("\n".join(problems[:12]))
            return 1
    print(f"{frames} frames shown right")
    return 0


if __name__ == "__main__":
    sys.exit(check(sys.argv[1], DefaultBlankScreen if "--blanks-default" in sys.argv[2:] else BceScreen))
