"""Takes the pictures of the examples (docs/examples/*.png) from a real terminal: xterm under
Xvfb, each example in tmux (so keys can be sent), captured with xwd and written as PNG by
screenshots.py's converter. Each picture is taken once what the example shows is on the screen
and has stopped changing (tmux's copy of the screen, read until two reads agree).

    python3 Tests/e2e/example_shots.py .build/debug docs/examples
Needs: xvfb, xterm, x11-apps (xwd), fonts-dejavu-core, git (gitlog shows this repository).
"""
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time

from screenshots import CONF, shoot, start_xvfb, wait_until

ROOT = pathlib.Path(__file__).resolve().parents[2]


def notes_folder(folder):
    """A folder of four notes, oldest first, as someone's notes might be."""
    notes = [("Groceries", "Oat milk, lemons, coffee beans.\nBread from the corner bakery."),
             ("Book list", "The Left Hand of Darkness\nPiranesi\nThe Dispossessed"),
             ("Trip to Lisbon", "Tram 28 early, before the crowds.\nPastéis in Belém.\nMiradouro at sunset."),
             ("Meeting notes", "Ship the release on Friday.\nAsk about the SSH benchmark.\nWrite the migration notes.")]
    for age, (title, text) in enumerate(reversed(notes)):
        path = pathlib.Path(folder) / f"{title}.txt"
        path.write_text(text + "\n")
        stamp = time.time() - 3600 * (age + 1)
        os.utime(path, (stamp, stamp))


def files_folder(folder):
    """A small project for navls: folders and files with text to preview."""
    base = pathlib.Path(folder)
    for name in ["Sources", "Tests", "docs"]:
        (base / name).mkdir()
        (base / name / "index.md").write_text(f"# {name}\n")
    (base / "README.md").write_text("# Demo\n\nA small project, to show navls's preview:\n"
                                    "the selected file's first lines, beside the list.\n\n"
                                    "    swift build\n    swift run demo\n")
    (base / "Package.swift").write_text("// swift-tools-version:6.0\nimport PackageDescription\n\n"
                                        "let package = Package(name: \"demo\")\n")
    (base / "LICENSE").write_text("Apache License\nVersion 2.0, January 2004\n" * 40)


class Shot:
    """One example in tmux inside xterm: start it, send keys, wait for text, take the picture."""

    def __init__(self, display, name, columns, rows):
        self.display, self.name = display, name
        self.tmux = ["tmux", "-L", f"navkit-shot-{name}", "-f", CONF]
        self.size = (columns, rows)

    def start(self, argv, cwd):
        columns, rows = self.size
        subprocess.run(self.tmux + ["new-session", "-d", "-s", "shot", "-x", str(columns), "-y", str(rows),
                                    "-c", cwd, " ".join(argv)], check=True)
        self.xterm = subprocess.Popen(["xterm", "-geometry", f"{columns}x{rows}+0+0", "-fa", "DejaVu Sans Mono",
                                       "-fs", "11", "-bg", "white", "-fg", "black", "-tn", "xterm-256color",
                                       "-e"] + self.tmux + ["attach", "-t", "shot"],
                                      env=dict(os.environ, DISPLAY=self.display))

    def screen(self):
        return subprocess.run(self.tmux + ["capture-pane", "-p", "-t", "shot"], capture_output=True,
                              text=True).stdout

    def keys(self, *keys):
        subprocess.run(self.tmux + ["send-keys", "-t", "shot", *keys], check=True)

    def wait_for(self, text):
        """Waits until `text` shows and the screen stops changing (two reads 0.3 s apart agree)."""
        wait_until(lambda: text in self.screen(), 20, f"“{text}” on {self.name}'s screen")
        last = [None]

        def settled():
            now = self.screen()
            same, last[0] = now == last[0], now
            return same
        wait_until(settled, 10, f"{self.name}'s screen at rest", interval=0.3)

    def take(self, folder):
        time.sleep(0.3)   # xterm draws what tmux sent it: give it the time of a few frames
        shoot(self.display, os.path.join(folder, f"{self.name}.png"))

    def close(self):
        subprocess.run(self.tmux + ["kill-server"], capture_output=True)
        self.xterm.terminate()


def main():
    binaries, folder = pathlib.Path(sys.argv[1]).resolve(), sys.argv[2]
    os.makedirs(folder, exist_ok=True)
    xvfb, display = start_xvfb(1600, 1000)
    scratch = tempfile.mkdtemp(prefix="navkit-shots-")
    try:
        for sub in ("notes", "demo"):
            os.mkdir(os.path.join(scratch, sub))
        notes_folder(os.path.join(scratch, "notes"))
        files_folder(os.path.join(scratch, "demo"))
        # name, columns, rows, command, folder, what shows once it started, keys, what the picture shows
        plans = [
            ("hello", 90, 12, [str(binaries / "hello")], scratch, "Screen 1.", ["Enter"], "Screen 2."),
            ("loading", 90, 12, [str(binaries / "loading")], scratch, "Report", [], "Arrived"),
            ("notes", 90, 10, [str(binaries / "notes"), os.path.join(scratch, "notes")], scratch,
             "Groceries", [], "Groceries"),
            ("navls", 120, 24, [str(binaries / "navls"), os.path.join(scratch, "demo")], scratch,
             "README.md", ["Down", "Down", "Down", "Down", "Down"], "swift build"),
            ("gitlog", 120, 28, [str(binaries / "gitlog")], str(ROOT), "History", [], "Author"),
        ]
        only = sys.argv[3:]
        for name, columns, rows, argv, cwd, ready, keys, text in plans:
            if only and name not in only:
                continue
            shot = Shot(display, name, columns, rows)
            try:
                shot.start(argv, cwd)
                shot.wait_for(ready)
                if keys:
                    shot.keys(*keys)
                shot.wait_for(text)
                shot.take(folder)
            finally:
                shot.close()
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
        xvfb.terminate()


if __name__ == "__main__":
    main()
