#!/usr/bin/env python3
"""The house rules that a reader of the sources can check, run by `make unit` (so by `make test`
and CI). Each rule prints where it is broken, one line each, and the script exits 1.

- Presentations are containers of the window's tree: what differs between a sheet, a cover and an
  alert is said in the presentation's own files (Sources/NavKit/Presentation/), so no other file
  of the library branches on a PresentationStyle.
- The engine is a coordinator: Engine.swift and its Engine+*.swift extensions may not grow. The
  ceiling is what they are now; the aim is 600 lines. Lower ENGINE_LINES_CEILING as they shrink.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
LIBRARY = ROOT / "Sources" / "NavKit"
PRESENTATION = LIBRARY / "Presentation"

# A branch on a presentation style: a comparison with one of its cases, `isSheet`, a `case` of
# the cards' styles, a switch over a style.
STYLE_BRANCH = re.compile(
    r"style\.isSheet|style\s*[!=]=\s*\.(fullScreen|alert|sheet)\b|case\s+\.(fullScreen|sheet)\b"
    r"|case\s+\.alert\s*[:,]|switch\s+[A-Za-z_.]*[sS]tyle\b")

ENGINE_LINES_CEILING = 1080


def code_lines(path):
    """The file's lines with their numbers, doc comments and comments left out."""
    for number, line in enumerate(path.read_text().splitlines(), 1):
        if not line.lstrip().startswith("//"):
            yield number, line


def style_branches():
    for path in sorted(LIBRARY.rglob("*.swift")):
        if PRESENTATION in path.parents:
            continue
        for number, line in code_lines(path):
            if STYLE_BRANCH.search(line):
                yield (f"{path.relative_to(ROOT)}:{number}: branches on a presentation style outside "
                       f"Sources/NavKit/Presentation/ (ask the presentation instead): {line.strip()}")


def engine_size():
    files = [p for p in LIBRARY.rglob("*.swift") if p.name == "Engine.swift" or p.name.startswith("Engine+")]
    lines = sum(len(p.read_text().splitlines()) for p in files)
    if lines > ENGINE_LINES_CEILING:
        yield (f"Sources/NavKit: Engine.swift and its Engine+*.swift extensions are {lines} lines, over the "
               f"ceiling of {ENGINE_LINES_CEILING}: give the feature a home of its own outside the engine")


def main():
    broken = list(style_branches()) + list(engine_size())
    for line in broken:
        print(line)
    if broken:
        return 1
    print("house rules: kept (no presentation-style branch outside Presentation/; "
          f"engine within {ENGINE_LINES_CEILING} lines)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
