#!/usr/bin/env python3
"""Every public type of a library is listed in its DocC catalog's topics.

A type declared `public` at the top level of a file in Sources/<Library>/ must
appear as ``Name`` in one of Sources/<Library>/<Library>.docc/*.md; one that is
missing is printed with its file, and the script exits 1.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
LIBRARIES = ["NavKit", "NavKitCurses", "NavKitTesting", "NavKitCursesTesting", "NavKitLogging"]
DECLARATION = re.compile(r"^public (?:final )?(?:class|struct|enum|protocol|actor) (\w+)", re.M)

missing = []
for library in LIBRARIES:
    catalog = "".join(p.read_text() for p in (ROOT / "Sources" / library / f"{library}.docc").glob("*.md"))
    for source in sorted((ROOT / "Sources" / library).rglob("*.swift")):
        for name in DECLARATION.findall(source.read_text()):
            if f"``{name}``" not in catalog:
                missing.append(f"{source.relative_to(ROOT)}: public type {name} is in no topic of {library}.docc")
for line in missing:
    print(line)
print(f"docs topics: {'every public type listed' if not missing else f'{len(missing)} missing'}")
sys.exit(1 if missing else 0)
