#!/usr/bin/env python3
"""Every ```swift block of README.md and of the DocC articles compiles.

Each block becomes a target of its own in a scratch package (.build-doc-code/) that depends on
NavKit by path, and `swift build --build-tests` compiles them all; a block that does not compile
fails `make docs` with the compiler's message and the block's file and line. The blocks of the
notes and container articles are the examples' own code, checked verbatim by article_code.py,
and are left out here.

A block compiles as written, at file scope, with `import NavKit` before it (and Observation's,
Testing's and NavKitTesting's, NavKitCurses's where it uses them). A block with `@Test` is a test target; one with a top-level `await`
is an executable (its `main.swift`). An HTML comment on the line before a block, which neither
GitHub nor DocC shows, says more:

    <!-- doc-code: as mytool -->              the block's target is named `mytool` (a block that
                                              imports it depends on it)
    <!-- doc-code: in report-members -->      the block goes where Tests/docs/contexts/report-members.swift
                                              says `/* block */` (a member, a function body)
    <!-- doc-code: with Hello.swift -->       Tests/docs/support/Hello.swift joins the block's target
    <!-- doc-code: with DropAnimator -->      so does the code of the block named DropAnimator
    <!-- doc-code: manifest -->               the block is the arguments of a Package.swift's
                                              `Package(name:…)`: the manifest is evaluated

Clauses combine, separated by `;`. Standard library only.

    python3 Tests/docs/doc_code.py [--list]
"""
import os
import pathlib
import re
import shutil
import subprocess
import sys
import textwrap

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCRATCH = ROOT / ".build-doc-code"
CONTEXTS = ROOT / "Tests" / "docs" / "contexts"
SUPPORT = ROOT / "Tests" / "docs" / "support"
VERBATIM = {"BuildingANotesApp.md", "WritingYourOwnContainer.md", "BuildingAGitBrowser.md"}    # article_code.py checks these
BLOCK = re.compile(r"^([ \t]*)```swift[ \t]*\n(.*?)\n[ \t]*```", re.S | re.M)
DIRECTIVE = re.compile(r"<!--\s*doc-code:\s*(.*?)\s*-->\s*$")


class Block:
    """One ```swift block: where it is, its code (indentation removed) and its directives."""

    def __init__(self, document, line, code, directives):
        self.document, self.line, self.code = document, line, code
        self.name = None
        self.context = None
        self.support = []
        self.manifest = False
        for clause in filter(None, (part.strip() for part in directives.split(";"))):
            word, _, value = clause.partition(" ")
            if word == "as":
                self.name = value.strip()
            elif word == "in":
                self.context = value.strip()
            elif word == "with":
                self.support += [name.strip() for name in value.split(",")]
            elif word == "manifest":
                self.manifest = True
            else:
                raise SystemExit(f"{self.where}: unknown doc-code clause '{clause}'")
        if self.name is None:
            stem = re.sub(r"[^A-Za-z0-9]", "", pathlib.Path(document).stem)
            self.name = f"Doc{stem}L{line}"

    @property
    def where(self):
        return f"{self.document}:{self.line}"

    def source(self):
        """The file the block becomes: its context with the block in it, or the block with imports."""
        if self.context:
            template = (CONTEXTS / f"{self.context}.swift").read_text()
            if "/* block */" not in template:
                raise SystemExit(f"{self.where}: the context {self.context} has no /* block */ line")
            return template.replace("/* block */", self.code)
        header = ["import NavKit"]
        if "@Observable" in self.code:
            header.append("import Observation")
        if "@Test" in self.code:
            header += ["import Testing", "import NavKitTesting"]
        if "TerminalApp" in self.code:
            header.append("import NavKitCurses")
        return "\n".join(header) + "\n\n" + self.code + "\n"

    def kind(self, source):
        if "@Test" in source:
            return "testTarget"
        if re.search(r"^(try )?await ", source, re.M):
            return "executableTarget"
        return "target"


def blocks():
    """Every block of README.md and the articles, in order."""
    documents = [ROOT / "README.md"] + sorted(ROOT.glob("Sources/*/*.docc/*.md"))
    found = []
    for document in documents:
        if document.name in VERBATIM:
            continue
        text = document.read_text()
        for match in BLOCK.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            before = text[:match.start()].rstrip("\n").rsplit("\n", 1)[-1]
            directive = DIRECTIVE.search(before)
            indent = match.group(1)
            code = textwrap.dedent("\n".join(l[len(indent):] if l.startswith(indent) else l
                                             for l in match.group(2).split("\n")))
            found.append(Block(str(document.relative_to(ROOT)), line, code,
                               directive.group(1) if directive else ""))
    return found


def package(blocks):
    """Writes the scratch package for `blocks` (all but manifests); returns it as text."""
    if SCRATCH.exists():
        for child in SCRATCH.iterdir():
            if child.name != ".build":
                shutil.rmtree(child) if child.is_dir() else child.unlink()
    SCRATCH.mkdir(exist_ok=True)
    names = {block.name for block in blocks}
    products = ['.product(name: "%s", package: "NavKit")' % name
                for name in ("NavKit", "NavKitCurses", "NavKitTesting", "NavKitCursesTesting", "NavKitLogging")]
    products.append('.product(name: "Logging", package: "swift-log")')
    targets = []
    for block in blocks:
        source = block.source()
        folder = SCRATCH / "Sources" / block.name
        folder.mkdir(parents=True)
        kind = block.kind(source)
        file = "main.swift" if kind == "executableTarget" else f"{block.name}.swift"
        (folder / file).write_text(f"// {block.where}\n" + source)
        for support in block.support:
            other = next((b for b in blocks if b.name == support), None)
            if other:                                  # another block's code, in this module too
                (folder / f"{other.name}.swift").write_text(f"// {other.where}\n" + other.source())
            else:
                shutil.copy(SUPPORT / support, folder / support)
        imported = [name for name in names
                    if name != block.name and re.search(rf"^\s*(@testable )?import {name}\s*$", source, re.M)]
        dependencies = products + ['"%s"' % name for name in imported]
        targets.append(f'        .{kind}(name: "{block.name}", dependencies: [{", ".join(dependencies)}], '
                       f'path: "Sources/{block.name}"),')
    manifest = "\n".join([
        "// swift-tools-version: 6.0",
        "// Made by Tests/docs/doc_code.py: every code block of the README and the articles, a target each.",
        "import PackageDescription",
        "",
        "let package = Package(",
        '    name: "DocCode",',
        '    platforms: [.macOS(.v14)],',
        f'    dependencies: [.package(name: "NavKit", path: "{ROOT}"),',
        '                   .package(url: "https://github.com/apple/swift-log", from: "1.16.0")],',
        "    targets: [",
        *targets,
        "    ]",
        ")",
        "",
    ])
    (SCRATCH / "Package.swift").write_text(manifest)
    return manifest


def check_manifest(block):
    """Evaluates a Package.swift made of `block`'s arguments; returns the error text, or None."""
    folder = SCRATCH / "manifest" / block.name
    if folder.exists():
        shutil.rmtree(folder)
    (folder / "Sources" / "mytool").mkdir(parents=True)
    (folder / "Sources" / "mytool" / "main.swift").write_text("print(1)\n")
    (folder / "Tests" / "mytoolTests").mkdir(parents=True)
    (folder / "Package.swift").write_text("// swift-tools-version: 6.0\nimport PackageDescription\n\n"
                                          'let package = Package(\n    name: "mytool",\n'
                                          + textwrap.indent(block.code, "    ") + "\n)\n")
    run = subprocess.run(["swift", "package", "dump-package"], cwd=folder, capture_output=True, text=True)
    return None if run.returncode == 0 else run.stderr + run.stdout


def main():
    found = blocks()
    if "--list" in sys.argv:
        for block in found:
            print(f"{block.where}: {block.name}" + (f" in {block.context}" if block.context else "")
                  + (" (manifest)" if block.manifest else ""))
        return 0
    code_blocks = [block for block in found if not block.manifest]
    duplicate = {block.name for block in code_blocks if [b.name for b in code_blocks].count(block.name) > 1}
    if duplicate:
        print(f"doc code: two blocks are named {', '.join(sorted(duplicate))}")
        return 1
    failed = 0
    for block in found:
        if block.manifest:
            error = check_manifest(block)
            if error:
                failed += 1
                print(f"{block.where}: the Package.swift fragment does not evaluate:\n{error}")
    package(code_blocks)
    env = dict(os.environ)
    run = subprocess.run(["swift", "build", "--build-tests", "--package-path", str(SCRATCH)],
                         capture_output=True, text=True, env=env)
    if run.returncode != 0:
        failed += 1
        errors = [line for line in (run.stdout + run.stderr).splitlines() if "error:" in line]
        for line in errors or (run.stdout + run.stderr).splitlines()[-30:]:
            # A file's first line names the block it came from.
            match = re.search(r"Sources/([^/]+)/[^:]+:(\d+)", line)
            block = next((b for b in code_blocks if match and b.name == match.group(1)), None)
            print((f"{block.where} (as {block.name}): " if block else "") + line)
    print(f"doc code: {len(found)} blocks, {len(found) - failed if not failed else 'not all'} compile"
          if failed else f"doc code: all {len(found)} blocks of the README and the articles compile")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
