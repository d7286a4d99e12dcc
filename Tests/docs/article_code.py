#!/usr/bin/env python3
"""The code of the articles that build an example is the example's own.

Every ```swift block of Sources/*/*.docc/BuildingANotesApp.md must appear, verbatim, in
Examples/notes/*.swift or Tests/ExamplesTests/NotesTests.swift, and every block of
WritingYourOwnContainer.md in Examples/navls/*.swift, Tests/ExamplesTests/NavlsColumnsTests.swift or
Tests/ExamplesTests/DrawerTests.swift (the drawer),
and every block of BuildingAGitBrowser.md in Examples/gitlog/*.swift or
Tests/ExamplesTests/GitlogTests.swift, which `make test` compiles and runs; a block found in none is printed and the script exits 1.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
ARTICLES = {"BuildingANotesApp.md": list((ROOT / "Examples" / "notes").glob("*.swift"))
            + [ROOT / "Tests" / "ExamplesTests" / "NotesTests.swift"],
            "WritingYourOwnContainer.md": sorted((ROOT / "Examples" / "navls").glob("*.swift"))
            + [ROOT / "Tests" / "ExamplesTests" / "NavlsColumnsTests.swift",
               ROOT / "Tests" / "ExamplesTests" / "DrawerTests.swift"],
            "BuildingAGitBrowser.md": sorted((ROOT / "Examples" / "gitlog").glob("*.swift"))
            + [ROOT / "Tests" / "ExamplesTests" / "GitlogTests.swift"]}

missing = 0
for name, sources in ARTICLES.items():
    article = next(ROOT.glob(f"Sources/*/*.docc/{name}"))
    code = "".join(source.read_text() for source in sources)
    blocks = re.findall(r"```swift\n(.*?)\n```", article.read_text(), re.S)
    foreign = [block for block in blocks if block not in code]
    for block in foreign:
        print(f"{article.relative_to(ROOT)}: a block is not the example's code:\n{block[:300]}")
    missing += len(foreign)
    print(f"article code: {len(blocks)} blocks of {name}, {len(blocks) - len(foreign)} the example's own")
sys.exit(1 if missing else 0)
