#!/usr/bin/env python3
"""Every relative link of the project's Markdown resolves: the README, CONTRIBUTING, the
CHANGELOG, ARCHITECTURE, DECISIONS, docs/, the examples' and the assets' READMEs, and the DocC
articles. A link or an image to a file must name a file of the repository (relative to the
document), and an anchor (`#split-views`) a heading of the document it points into, spelled as
GitHub spells heading anchors. A DocC `<doc:Name>` must name an article of the same catalog.
Links to other sites (http, https, mailto) are not fetched. Code blocks and code spans are
skipped. A broken link is printed with its file and line, and the script exits 1.

    python3 Tests/docs/links.py
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
DOCUMENTS = (["README.md", "CONTRIBUTING.md", "CHANGELOG.md", "ARCHITECTURE.md", "DECISIONS.md",
              "Examples/README.md", "Assets/README.md"]
             + [str(p.relative_to(ROOT)) for p in sorted(ROOT.glob("docs/*.md"))]
             + [str(p.relative_to(ROOT)) for p in sorted(ROOT.glob("Sources/*/*.docc/*.md"))])
FENCE = re.compile(r"^[ \t]*```.*?^[ \t]*```[ \t]*$", re.S | re.M)
CODE_SPAN = re.compile(r"`[^`\n]*`")
LINK = re.compile(r"!?\[(?:[^\]\n]|\][^(\n])*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
DOC_LINK = re.compile(r"<doc:([A-Za-z0-9_-]+)>")
HEADING = re.compile(r"^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$", re.M)


def without_code(text):
    """The text with fenced blocks and code spans blanked, newlines kept (so lines still count)."""
    blank = lambda match: re.sub(r"[^\n]", " ", match.group(0))
    return CODE_SPAN.sub(blank, FENCE.sub(blank, text))


def anchors(path, cache={}):
    """The heading anchors of a Markdown file, as GitHub makes them (repeats get -1, -2 …)."""
    if path not in cache:
        seen, found = {}, set()
        for title in HEADING.findall(FENCE.sub("", path.read_text(encoding="utf-8"))):
            slug = re.sub(r"[^\w\- ]", "", title.replace("`", "").strip().lower()).replace(" ", "-")
            count = seen.get(slug, 0)
            seen[slug] = count + 1
            found.add(slug if count == 0 else f"{slug}-{count}")
        cache[path] = found
    return cache[path]


def broken_links(document):
    """(line, target, why) for each link of `document` (a path from the root) that does not resolve."""
    path = ROOT / document
    text = without_code(path.read_text(encoding="utf-8"))
    broken = []
    for match in LINK.finditer(text):
        target = match.group(1)
        line = text.count("\n", 0, match.start()) + 1
        if re.match(r"^[a-z]+:", target):
            continue                                    # another site, or mailto
        file_part, _, anchor = target.partition("#")
        destination = (path.parent / file_part).resolve() if file_part else path
        if not destination.exists():
            broken.append((line, target, "no such file"))
        elif ROOT not in destination.parents and destination != ROOT:
            broken.append((line, target, "outside the repository"))
        elif anchor and destination.suffix == ".md" and anchor not in anchors(destination):
            broken.append((line, target, f"no heading with the anchor #{anchor}"))
    if ".docc" in document:
        catalog = {p.stem for p in path.parent.glob("*.md")}
        for match in DOC_LINK.finditer(text):
            if match.group(1) not in catalog:
                broken.append((text.count("\n", 0, match.start()) + 1, match.group(0), "no such article"))
    return broken


def main():
    failures = 0
    checked = 0
    for document in DOCUMENTS:
        if not (ROOT / document).exists():
            continue
        checked += 1
        for line, target, why in broken_links(document):
            print(f"{document}:{line}: {target}: {why}")
            failures += 1
    print(f"doc links: {'every relative link of ' + str(checked) + ' documents resolves' if not failures else f'{failures} broken'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
