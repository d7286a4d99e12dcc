#!/usr/bin/env python3
"""The public API of the five libraries, as the compiler sees it, checked in (Tests/api/*.txt):
`make unit` fails when it differs, so an API change is made on purpose (`make api` records it,
and CHANGELOG says what changed).

Reads the symbol graphs `swift package dump-symbol-graph --minimum-access-level public` writes
(from the debug build already made) and lists each public or open symbol of a library's module,
one line each: its path (`Engine.handle(_:at:)`), its kind, and its declaration (a class's with its
superclass: `class Switch: Control`). Sorted, so a
diff shows what came and went. It also fails on a public symbol declared in the sources with no
doc comment of its own or inherited (a protocol requirement's, an overridden member's), as
DocC would show it: every public symbol is documented.

    python3 Tests/public_api.py            # check
    python3 Tests/public_api.py --update   # record the API as it is now
    python3 Tests/public_api.py --documented   # only that every public symbol is documented
"""
import difflib
import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
LISTINGS = ROOT / "Tests" / "api"
MODULES = ["NavKit", "NavKitCurses", "NavKitTesting", "NavKitCursesTesting", "NavKitLogging"]


def graph_folder():
    """The folder the symbol graphs were written to (.build/<triple>/symbolgraph)."""
    found = sorted((ROOT / ".build").glob("*/symbolgraph"))
    if not found:
        sys.exit("public API: no symbol graphs in .build/*/symbolgraph; run "
                 "`swift package dump-symbol-graph --minimum-access-level public` first")
    return found[0]


def listing(folder, module):
    """The module's public symbols, one line each, sorted (its extensions of other modules too)."""
    lines = set()
    for path in sorted(folder.glob(f"{module}.symbols.json")) + sorted(folder.glob(f"{module}@*.symbols.json")):
        graph = json.loads(path.read_text())
        paths = {symbol["identifier"]["precise"]: ".".join(symbol["pathComponents"]) for symbol in graph["symbols"]}
        # A class's superclass, which the declaration's fragments leave out: `class Switch: Control`.
        superclass = {relation["source"]: paths.get(relation["target"], relation.get("targetFallback"))
                      for relation in graph["relationships"] if relation["kind"] == "inheritsFrom"}
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            name = ".".join(symbol["pathComponents"])
            declaration = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
            declaration = " ".join(declaration.split())
            if symbol["identifier"]["precise"] in superclass:
                declaration += ": " + superclass[symbol["identifier"]["precise"]]
            lines.add(f"{name} · {symbol['kind']['displayName'].lower()} · {declaration}")
    return sorted(lines)


def undocumented(folder, module):
    """The module's public symbols declared in its sources with no doc comment DocC would show."""
    missing = []
    for path in sorted(folder.glob(f"{module}.symbols.json")):
        graph = json.loads(path.read_text())
        inherits = {relation["source"] for relation in graph["relationships"]
                    if relation["kind"] in ("defaultImplementationOf", "overrides")}
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open") or symbol.get("docComment"):
                continue
            if "location" not in symbol or symbol["identifier"]["precise"] in inherits:
                continue   # synthesized, or documented by what it implements
            where = symbol["location"]["uri"].split("/Sources/", 1)[-1]
            line = symbol["location"]["position"]["line"] + 1
            missing.append(f"Sources/{where}:{line}: {'.'.join(symbol['pathComponents'])} is public and has no doc comment")
    return missing


def main():
    update = "--update" in sys.argv[1:]
    folder = graph_folder()
    if "--documented" in sys.argv[1:]:
        missing = [line for module in MODULES for line in undocumented(folder, module)]
        for line in missing:
            print(line)
        print(f"public API: {len(missing)} public symbols without a doc comment" if missing
              else "public API: every public symbol of the five libraries is documented")
        return 1 if missing else 0
    LISTINGS.mkdir(parents=True, exist_ok=True)
    changed = []
    total = 0
    for module in MODULES:
        now = listing(folder, module)
        total += len(now)
        recorded_path = LISTINGS / f"{module}.txt"
        if update:
            recorded_path.write_text("".join(line + "\n" for line in now))
            continue
        recorded = recorded_path.read_text().splitlines() if recorded_path.exists() else []
        if recorded != now:
            diff = list(difflib.unified_diff(recorded, now, f"Tests/api/{module}.txt (recorded)",
                                             f"{module} (built)", lineterm="", n=0))
            changed.append((module, diff))
    if update:
        print(f"public API: recorded {total} symbols of {len(MODULES)} libraries in Tests/api/")
        return 0
    for module, diff in changed:
        print(f"public API of {module} differs from Tests/api/{module}.txt:")
        for line in diff[:60]:
            print("  " + line)
        if len(diff) > 60:
            print(f"  … and {len(diff) - 60} lines more")
    if changed:
        print("public API: changed. If on purpose, record it with `make api` and say what changed in CHANGELOG.md")
    missing = [line for module in MODULES for line in undocumented(folder, module)]
    for line in missing:
        print(line)
    if changed or missing:
        return 1
    print(f"public API: as recorded ({total} symbols of {len(MODULES)} libraries, Tests/api/), each documented")
    return 0


if __name__ == "__main__":
    sys.exit(main())
