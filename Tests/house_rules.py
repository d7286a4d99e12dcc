#!/usr/bin/env python3
"""The house rules that a reader of the sources can check, run by `make unit` (so by `make test`
and CI). Each rule prints where it is broken, one line each, and the script exits 1.

Where the code does not keep a rule yet, the rule holds at today's figure (an exception named
below with its figure): nothing may grow while the work goes on, and an exception is lowered or
removed as the code gets there (issue 89: "the checks first, set to today's sizes").

- Presentations are containers of the window's tree: what differs between a sheet, a cover and an
  alert is said in the presentation's own files (Sources/NavKit/Presentation/), so no other file
  of the library branches on a PresentationStyle.
- The engine is a coordinator: Engine.swift and its Engine+*.swift extensions, wherever they live,
  at most ENGINE_LINES lines in total (600), Engine.swift at most ENGINE_CODE_LINES lines of code
  (160). A feature that would pass them gets a home of its own (an overlay, a part the router or
  the window owns) instead of an Engine+X extension.
- No engine, window, routing or composition file names a concrete container or presentation
  style: they walk the tree through `Container`.
- No folder of Sources holds more than 12 Swift files.
- No `@unchecked Sendable` or `nonisolated(unsafe)` outside the signal code.
- The modules that are no products (NavKitPlatform, TourAssets) declare nothing `public` (their
  callers are the package's own: `package`), but the types a product's public API carries.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCES = ROOT / "Sources"
LIBRARY = SOURCES / "NavKit"
PRESENTATION = LIBRARY / "Presentation"

# A branch on a presentation style: a comparison with one of its cases, `isSheet`, a `case` of
# the cards' styles, a switch over a style.
STYLE_BRANCH = re.compile(
    r"style\.isSheet|style\s*[!=]=\s*\.(fullScreen|alert|sheet)\b|case\s+\.(fullScreen|sheet)\b"
    r"|case\s+\.alert\s*[:,]|switch\s+[A-Za-z_.]*[sS]tyle\b")

ENGINE_LINES = 600
ENGINE_CODE_LINES = 160

# The coordinating layers, and what they may not name.
COORDINATORS = ["Engine", "Window", "Routing", "Composition"]
CONCRETE = re.compile(r"\b(SplitController|TabController)\b|\.(fullScreen|isSheet)\b")
# Coordinating files that may name one anyway (none: an app builds a split or tabs itself and
# hands it to Engine(root:), or uses TerminalApp's and HeadlessDriver's conveniences).
CONCRETE_ALLOWED: set[str] = set()

FOLDER_FILES = 12
# Folders over the limit, with their count (none: Lists/, Engine/ and Screens/ gave some files
# folders of their own).
FOLDERS_ALLOWED: dict[str, int] = {}

UNSAFE = re.compile(r"@unchecked\s+Sendable|nonisolated\(unsafe\)")
SIGNAL_CODE = {"Sources/NavKitCurses/RunLoop/SignalWatcher.swift"}
# Escapes outside the signal code today (the aim: none).
UNSAFE_ALLOWED = {"Sources/NavKitCurses/App/ChildOutput.swift", "Sources/NavKit/Screens/LegacyTapTarget.swift"}

# Modules that are no products, and what of theirs a product's public API carries.
NO_PRODUCTS = ["NavKitPlatform", "TourAssets"]
PUBLIC_ALLOWED = {"Sources/NavKitPlatform/ChildStatus.swift"}   # ChildFailure.status
PUBLIC = re.compile(r"^\s*public\b")


def relative(path):
    return str(path.relative_to(ROOT))


def code_lines(path):
    """The file's lines with their numbers, comments and doc comments left out."""
    for number, line in enumerate(path.read_text().splitlines(), 1):
        if not line.lstrip().startswith("//"):
            yield number, line


def lines_matching(paths, pattern, why):
    """Each code line of `paths` that `pattern` finds, as `file:line: why: the line`."""
    for path in paths:
        for number, line in code_lines(path):
            if pattern.search(line):
                yield f"{relative(path)}:{number}: {why}: {line.strip()}"


def style_branches():
    paths = [p for p in sorted(LIBRARY.rglob("*.swift")) if PRESENTATION not in p.parents]
    yield from lines_matching(paths, STYLE_BRANCH, "branches on a presentation style outside "
                              "Sources/NavKit/Presentation/ (ask the presentation instead)")


def engine_size():
    files = [p for p in SOURCES.rglob("*.swift") if p.name == "Engine.swift" or p.name.startswith("Engine+")]
    lines = sum(len(p.read_text().splitlines()) for p in files)
    if lines > ENGINE_LINES:
        yield (f"Sources: Engine.swift and its Engine+*.swift extensions are {lines} lines, over "
               f"{ENGINE_LINES}: give the feature a home of its own outside the engine")
    engine = LIBRARY / "Engine" / "Engine.swift"
    code = sum(1 for _, line in code_lines(engine) if line.strip())
    if code > ENGINE_CODE_LINES:
        yield f"{relative(engine)}: {code} lines of code, over {ENGINE_CODE_LINES}"


def concrete_names():
    paths = [p for folder in COORDINATORS for p in sorted((LIBRARY / folder).rglob("*.swift"))
             if relative(p) not in CONCRETE_ALLOWED]
    yield from lines_matching(paths, CONCRETE, "a coordinating file names a concrete container or "
                              "presentation style (walk the tree through Container)")


def folder_sizes():
    for folder in sorted({p.parent for p in SOURCES.rglob("*.swift")}):
        count = len(list(folder.glob("*.swift")))
        limit = FOLDERS_ALLOWED.get(relative(folder), FOLDER_FILES)
        if count > limit:
            yield (f"{relative(folder)}: {count} Swift files, over {limit}: give some of them a folder "
                   f"of their own")


def unsafe_escapes():
    paths = [p for p in sorted(SOURCES.rglob("*.swift")) if relative(p) not in SIGNAL_CODE | UNSAFE_ALLOWED]
    yield from lines_matching(paths, UNSAFE, "an escape from Swift's concurrency checks outside the signal code")


def no_product_publics():
    paths = [p for module in NO_PRODUCTS for p in sorted((SOURCES / module).rglob("*.swift"))
             if relative(p) not in PUBLIC_ALLOWED]
    yield from lines_matching(paths, PUBLIC, "a module that is no product declares something public "
                              "(make it package)")


def main():
    broken = [line for rule in (style_branches, engine_size, concrete_names, folder_sizes, unsafe_escapes,
                                no_product_publics)
              for line in rule()]
    for line in broken:
        print(line)
    if broken:
        return 1
    print(f"house rules: kept (no presentation-style branch outside Presentation/; engine {ENGINE_LINES} "
          f"lines, Engine.swift {ENGINE_CODE_LINES} of code; coordinators name no concrete container; "
          f"folders of at most {FOLDER_FILES} files; no unchecked escape outside the signal code; nothing "
          f"public in {' or '.join(NO_PRODUCTS)} but what a product carries)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
