#!/usr/bin/env python3
"""Every break of the public API since a release is named in CHANGELOG.md.

`Tests/api/releases/<version>/` holds the public API of each release as `Tests/public_api.py`
lists it (one line per symbol: path · kind · declaration). A symbol of a release that is gone
from the next one, or whose declaration changed, is a break; the next release's section of
CHANGELOG.md (for the API as it is now, the "Unreleased" section) must name it in code voice:
its path (`Engine.advance(to:)`), with or without the arguments (`Engine.advance`), or without
its outer type (`advance(to:)` does not count, `TerminalApp.hooks` for `TerminalApp.hooks`
does). A member whose type is gone is covered by the type named; a member whose declaration
changed is covered by its type named (a section that says `Screen` is now main-actor isolated
covers every requirement it lists). A break named nowhere fails, printed with what it was.

    python3 Tests/api_since_release.py                  # check every release and what is unreleased
    python3 Tests/api_since_release.py --record 0.3.0   # the API as it is now is release 0.3.0's
"""
import pathlib
import re
import shutil
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
LISTINGS = ROOT / "Tests" / "api"
RELEASES = LISTINGS / "releases"
CHANGELOG = ROOT / "CHANGELOG.md"
VERSION_IN_CODE = ROOT / "Sources" / "navdemo" / "NavDemo.swift"   # `navdemo --version`


def version_key(name):
    return tuple(int(part) for part in re.findall(r"\d+", name))


def api(folder):
    """{(module, path): declaration line} of the listings in `folder`."""
    symbols = {}
    for listing in sorted(folder.glob("*.txt")):
        for line in listing.read_text().splitlines():
            path = line.split(" · ", 1)[0]
            symbols[(listing.stem, path)] = line
    return symbols


def comparable(line):
    """`line` without what changes no caller's source: `override` (a member now overriding its
    superclass's), and a class's superclass (a class given one still has every member it had)."""
    path, kind, declaration = line.split(" · ", 2)
    declaration = declaration.replace("override ", "")
    if kind == "class":
        declaration = declaration.split(": ", 1)[0]
    return f"{path} · {kind} · {declaration}"


def superclasses(module, path, after):
    """The superclasses of the class at `path` in `after`, nearest first (the listing says each)."""
    found = []
    while (line := after.get((module, path))) and " · class · " in line and ": " in line.split(" · ", 2)[2]:
        path = line.split(" · ", 2)[2].split(": ", 1)[1]
        found.append(path)
    return found


def breaks(before, after):
    """(module, path, line before, what happened) for each symbol of `before` gone or changed. A
    member gone from a class that a superclass of it now has is inherited, not gone."""
    found = []
    for key, line in sorted(before.items()):
        if key not in after:
            owner, _, member = key[1].rpartition(".")
            if owner and any((key[0], f"{base}.{member}") in after for base in superclasses(key[0], owner, after)):
                continue
            found.append((key[0], key[1], line, "gone"))
        elif comparable(after[key]) != comparable(line):
            found.append((key[0], key[1], line, "changed to: " + after[key].split(" · ", 2)[-1]))
    return found


def section(version):
    """The text of CHANGELOG.md's section for `version` ("Unreleased", or "0.3.0")."""
    text = CHANGELOG.read_text()
    match = re.search(rf"^## {re.escape(version)}\b.*?$(.*?)(?=^## |\Z)", text, re.S | re.M)
    return match.group(1) if match else ""


def named(text):
    """Every code span of `text`, as one string to search."""
    return "\n".join(re.findall(r"`([^`\n]+)`", text))


def names(path):
    """The spellings that name a symbol at `path`: with and without its arguments."""
    bare = re.sub(r"\(.*\)$", "", path)
    return {path, bare}


def is_named(path, spans):
    for name in names(path):
        if re.search(rf"(?<![\w.]){re.escape(name)}(?![\w])", spans):
            return True
    return False


def unnamed_breaks(found, spans):
    """The breaks of `found` that the section's code spans neither name nor cover."""
    gone = {(module, path) for module, path, _, what in found if what == "gone"}
    missing = []
    for module, path, line, what in found:
        parts = path.split(".")
        ancestors = [".".join(parts[:i]) for i in range(1, len(parts))]
        if is_named(path, spans):
            continue
        if what == "gone" and any((module, a) in gone and is_named(a, spans) for a in ancestors):
            continue
        if what != "gone" and ancestors and any(is_named(a, spans) for a in ancestors):
            continue
        missing.append((module, path, line, what))
    return missing


def versions_agree(latest):
    """Prints and counts where the newest recorded release, CHANGELOG.md's newest release heading
    and the version the code states (navdemo's) disagree."""
    headings = re.findall(r"^## (\d+\.\d+\.\d+)", CHANGELOG.read_text(), re.M)
    stated = re.search(r'static let version = "([^"]+)"', VERSION_IN_CODE.read_text())
    problems = []
    if not headings or headings[0] != latest:
        problems.append(f"CHANGELOG.md's newest release is {headings[0] if headings else 'none'}, "
                        f"Tests/api/releases/ has {latest}")
    if not stated or stated.group(1) != latest:
        problems.append(f"{VERSION_IN_CODE.relative_to(ROOT)} states version "
                        f"{stated.group(1) if stated else 'none'}, the newest release is {latest}")
    for problem in problems:
        print("API since release: " + problem)
    return len(problems)


def main():
    if "--record" in sys.argv[1:]:
        version = sys.argv[sys.argv.index("--record") + 1]
        target = RELEASES / version
        target.mkdir(parents=True, exist_ok=True)
        for listing in LISTINGS.glob("*.txt"):
            shutil.copy(listing, target / listing.name)
        print(f"API since release: recorded Tests/api/ as release {version}")
        return 0
    releases = sorted((p for p in RELEASES.iterdir() if p.is_dir()), key=lambda p: version_key(p.name)) \
        if RELEASES.exists() else []
    if not releases:
        print("API since release: no release recorded in Tests/api/releases/")
        return 1
    failures = versions_agree(releases[-1].name)
    steps = [(releases[i - 1], releases[i].name, api(releases[i])) for i in range(1, len(releases))]
    steps.append((releases[-1], "Unreleased", api(LISTINGS)))
    for previous, version, now in steps:
        found = breaks(api(previous), now)
        missing = unnamed_breaks(found, named(section(version)))
        for module, path, line, what in missing:
            print(f"{module}: {path} ({what}) since {previous.name} is named nowhere in CHANGELOG.md's "
                  f"section {version}: {line.split(' · ', 2)[-1]}")
        failures += len(missing)
        print(f"API since release: {previous.name} → {version}: {len(found)} symbols gone or changed, "
              f"{len(found) - len(missing)} named in CHANGELOG.md")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
