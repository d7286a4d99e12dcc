#!/usr/bin/env python3
"""The examples use NavKit's public API alone, as an app outside the package would.

Each example under Examples/ is type-checked against the modules `swift build` left in
.build/debug/Modules under another package's name, so that NavKit's `package` declarations
are out of its reach (they are within it when SwiftPM builds the example in this package);
and no example may import SPI (`@_spi`) or declare `package` access of its own. The built-in
containers are held to the same: SplitController and TabController, copied out under other names,
build as an app's own code would. gitlog stays within 450 lines of code, none over 110
characters. Anything found is printed, file and line, and the script exits 1.
"""
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[1]
MODULES = ROOT / ".build" / "debug" / "Modules"
if not MODULES.is_dir():
    sys.exit(f"examples: {MODULES.relative_to(ROOT)} is missing: run `swift build` first")

swiftc = shutil.which("swiftc") or "swiftc"
cflags = []
if shutil.which("pkg-config"):
    found = subprocess.run(["pkg-config", "--cflags", "ncursesw"], capture_output=True, text=True)
    for flag in found.stdout.split():
        cflags += ["-Xcc", flag]

failures = 0
examples = sorted(path for path in (ROOT / "Examples").iterdir() if path.is_dir())
for example in examples:
    sources = sorted(example.glob("*.swift"))
    for source in sources:
        for number, line in enumerate(source.read_text().splitlines(), 1):
            code = line.split("//", 1)[0]
            if "@_spi" in code or re.search(r"^\s*(package\s+(import|func|var|let|class|struct|enum|init|static|final)|.*\bpackage\(set\))", code):
                failures += 1
                print(f"{source.relative_to(ROOT)}:{number}: not the public API: {line.strip()}")
    checked = subprocess.run([swiftc, "-typecheck", "-swift-version", "6", "-package-name", "an-app-outside-navkit",
                              "-I", str(MODULES), "-I", str(ROOT / "Sources" / "CNcursesw"), *cflags,
                              *map(str, sources)], capture_output=True, text=True)
    if checked.returncode != 0:
        failures += 1
        errors = [line for line in checked.stderr.splitlines() if "error:" in line]
        print(f"{example.relative_to(ROOT)}: does not build outside the package:\n  " + "\n  ".join(errors[:10]))
    else:
        print(f"examples: {example.name} builds on the public API alone ({len(sources)} files)")

# gitlog is a whole tool in at most 450 lines of code (blank lines and comments not counted):
# what a git browser needs beyond that belongs in NavKit.
GITLOG_LIMIT = 450
code_lines = sum(1 for source in (ROOT / "Examples" / "gitlog").glob("*.swift")
                 for line in source.read_text().splitlines() if line.strip() and not line.strip().startswith("//"))
if code_lines > GITLOG_LIMIT:
    failures += 1
    print(f"Examples/gitlog: {code_lines} lines of code, more than {GITLOG_LIMIT}")
else:
    print(f"examples: gitlog is {code_lines} lines of code (at most {GITLOG_LIMIT})")
# …and reads on a page: no line over 110 characters.
GITLOG_WIDTH = 110
wide = [f"{source.relative_to(ROOT)}:{number}" for source in sorted((ROOT / "Examples" / "gitlog").glob("*.swift"))
        for number, line in enumerate(source.read_text().splitlines(), 1) if len(line) > GITLOG_WIDTH]
if wide:
    failures += 1
    print(f"Examples/gitlog: {len(wide)} lines over {GITLOG_WIDTH} characters: " + ", ".join(wide[:10]))
else:
    print(f"examples: no line of gitlog is over {GITLOG_WIDTH} characters")

# The built-in containers, as an app's own: renamed, against the modules, outside the package.
with tempfile.TemporaryDirectory() as scratch:
    copies = []
    for source in sorted((ROOT / "Sources" / "NavKit" / "Containers").glob("*/*Controller*.swift")):
        text = source.read_text()
        for name in ("SplitController", "SplitColumn", "SplitDivider", "TabController"):
            text = re.sub(rf"\b{name}\b", "Own" + name, text)
        copy = pathlib.Path(scratch) / source.name
        copy.write_text("import NavKit\n" + text)
        copies.append(copy)
    # SplitColumn and SplitDivider are types of their own: the copy's split needs its own too,
    # built on the public API as well.
    for helper in ("SplitColumn", "SplitDivider"):
        shim = pathlib.Path(scratch) / f"Own{helper}.swift"
        shim.write_text("import NavKit\n" + (ROOT / "Sources" / "NavKit" / "Containers" / "Split" / f"{helper}.swift")
                        .read_text().replace(helper, "Own" + helper))
        copies.append(shim)
    checked = subprocess.run([swiftc, "-typecheck", "-swift-version", "6", "-package-name", "an-app-outside-navkit",
                              "-I", str(MODULES), *map(str, copies)], capture_output=True, text=True)
    if checked.returncode != 0:
        failures += 1
        errors = [line for line in checked.stderr.splitlines() if "error:" in line]
        print("the built-in containers do not build outside NavKit:\n  " + "\n  ".join(errors[:10]))
    else:
        print(f"examples: the split view and tabs build on the public API alone ({len(copies)} files)")
sys.exit(1 if failures else 0)
