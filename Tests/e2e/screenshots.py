"""Takes the README's screenshots from a real terminal: xterm under Xvfb,
running navdemo in tmux (so keys can be sent), captured with xwd and
written as PNG (the XWD to PNG conversion is done here, standard library only).

    python3 Tests/e2e/screenshots.py .build/release/navdemo docs/
Needs: xvfb, xterm, x11-apps (xwd), fonts-dejavu-core.
"""
import os
import struct
import subprocess
import sys
import time
import zlib

CONF = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tmux.conf")


def wait_until(predicate, seconds, what, failure=AssertionError, interval=0.02):
    """Polls `predicate` every `interval` seconds until it returns something truthy, and returns
    that; raises `failure` after `seconds`."""
    deadline = time.monotonic() + seconds
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            raise failure(f"no {what} within {seconds:.0f} s")
        time.sleep(interval)


def start_xvfb(width, height):
    """An Xvfb of `width` x `height` pixels on a display number it picks itself (so runs at
    once never collide): (its process, ":N"), or (its process, None) when it did not start."""
    read_end, write_end = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0", f"{width}x{height}x24",
                             "-nolisten", "tcp"], pass_fds=(write_end,), stderr=subprocess.DEVNULL)
    os.close(write_end)
    with os.fdopen(read_end) as pipe:
        number = pipe.readline().strip()
    return xvfb, (":" + number if number else None)


def xwd_pixels(xwd):
    """A ZPixmap XWD image of 24 or 32 bits per pixel as (width, height, rows of RGB bytes)."""
    header = struct.unpack(">25I", xwd[:100])
    header_size, width, height = header[0], header[4], header[5]
    bits_per_pixel, bytes_per_line, ncolors = header[11], header[12], header[19]
    byte_order = header[7]
    red_mask, green_mask, blue_mask = header[14], header[15], header[16]
    assert bits_per_pixel in (24, 32), f"{bits_per_pixel} bits per pixel"
    data = xwd[header_size + 12 * ncolors:]
    order = "little" if byte_order == 0 else "big"
    # 24-bit pixels may come padded to 4 bytes (the line then holds 4 bytes a pixel).
    step = 4 if bits_per_pixel == 32 or bytes_per_line >= 4 * width else 3
    shift = lambda mask: (mask & -mask).bit_length() - 1
    rs, gs, bs = shift(red_mask), shift(green_mask), shift(blue_mask)
    rows = []
    for y in range(height):
        line = data[y * bytes_per_line:(y + 1) * bytes_per_line]
        if step == 4:  # 32 bits, or 24 padded (the masks drop the fourth byte)
            values = struct.unpack_from(f"{'<' if order == 'little' else '>'}{width}I", line)
        else:
            values = [int.from_bytes(line[3 * x:3 * x + 3], order) for x in range(width)]
        pixels = bytearray(3 * width)
        for x, value in enumerate(values):
            pixels[3 * x] = (value & red_mask) >> rs
            pixels[3 * x + 1] = (value & green_mask) >> gs
            pixels[3 * x + 2] = (value & blue_mask) >> bs
        rows.append(bytes(pixels))
    return width, height, rows


def write_png(image, path, crop=None):
    """Writes `image` (from `xwd_pixels`) as PNG, cropped to (left, top, width, height) if given,
    else to its area that is not pure black (the root window around xterm)."""
    width, height, rows = image
    if crop:
        left, top, right, bottom = crop[0], crop[1], crop[0] + crop[2], crop[1] + crop[3]
    else:
        used_rows = [y for y, row in enumerate(rows) if any(row)]
        used_cols = [x for x in range(width) if any(rows[y][3 * x:3 * x + 3] != b"\0\0\0" for y in used_rows[::8])]
        top, bottom, left, right = used_rows[0], used_rows[-1] + 1, used_cols[0], used_cols[-1] + 1
    raw = b"".join(b"\0" + bytes(rows[y][3 * left:3 * right]) for y in range(top, bottom))

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", right - left, bottom - top, 8, 2, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as out:
        out.write(png)


def xwd_to_png(xwd, path):
    """Converts an XWD screenshot to PNG, cropped to its non-black area."""
    write_png(xwd_pixels(xwd), path)


def shoot(display, path):
    xwd = subprocess.run(["xwd", "-root", "-silent", "-display", display], capture_output=True, check=True).stdout
    xwd_to_png(xwd, path)
    print("wrote", path)


def swipe_halfway(display, env, path):
    """Presses at xterm's left edge, drags the page to the middle with a real X pointer, takes
    the picture while it is held there (the page over the one below, the HUD saying so), then
    lets go."""
    xdo = lambda *args: subprocess.run(["xdotool", *map(str, args)], env=env, check=True,
                                       capture_output=True, text=True).stdout
    window = xdo("search", "--class", "xterm").split()[0]
    geometry = dict(line.strip().split(": ", 1) for line in xdo("getwindowgeometry", window).splitlines()[1:])
    width, height = (int(n) for n in geometry["Geometry"].split("x"))
    cell = width / 120
    y = int(height * 0.6)
    xdo("mousemove", int(cell / 2), y, "mousedown", "1")
    moves = []                                  # to the middle in 60 moves a frame apart, as a hand drags
    for step in range(1, 61):
        moves += ["mousemove", int(cell / 2 + step * width * 0.45 / 60), y, "sleep", "0.016"]
    xdo(*moves)
    time.sleep(0.8)
    shoot(display, path)
    xdo("mouseup", "1")
    time.sleep(1)


def main():
    binary, folder = sys.argv[1], sys.argv[2]
    display = ":97"
    env = dict(os.environ, DISPLAY=display)
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1600x1000x24"], stderr=subprocess.DEVNULL)
    tmux = ["tmux", "-L", "navkit-shots", "-f", CONF]
    try:
        time.sleep(1.5)
        subprocess.run(tmux + ["new-session", "-d", "-s", "demo", "-x", "120", "-y", "40", binary], check=True)
        xterm = subprocess.Popen(["xterm", "-geometry", "120x40+0+0", "-fa", "DejaVu Sans Mono", "-fs", "11",
                                  "-bg", "white", "-fg", "black", "-tn", "xterm-256color", "-e"] + tmux + ["attach", "-t", "demo"], env=env)
        time.sleep(2.5)
        shoot(display, os.path.join(folder, "home.png"))
        keys = lambda *k: subprocess.run(tmux + ["send-keys", "-t", "demo", *k], check=True)
        keys("s", "Enter")                 # a push in slow motion: caught in the middle
        time.sleep(1.7)
        shoot(display, os.path.join(folder, "push-in-slow-motion.png"))
        time.sleep(3)
        keys("s", "Down", "Down", "Down", "Enter")
        time.sleep(1.2)
        shoot(display, os.path.join(folder, "gesture-conflicts.png"))
        swipe_halfway(display, env, os.path.join(folder, "swipe-back.png"))
        keys("q")
        time.sleep(0.5)
        xterm.terminate()
    finally:
        subprocess.run(tmux + ["kill-server"], capture_output=True)
        xvfb.terminate()


if __name__ == "__main__":
    main()
