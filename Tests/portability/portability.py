"""Checks, on any machine, what keeps NavKit building beyond the one it is developed on.

1. No Linux-only call in the code (ppoll, memfd_create, mallinfo, <malloc.h>, epoll, …):
   the path Linux tests is the path macOS runs.
2. Every `import Glibc` / `Darwin` / `Musl` sits in a `#if canImport(…)` branch for that
   library; only the platform layer (Sources/NavKitPlatform) and adopters' own code (the
   examples, the benchmarks' separate package) import a C library at all.
3. An adopter's package, made in a temporary folder, that depends on NavKit by path and
   uses NavKit and NavKitCurses resolves no other package but swift-log (the NavKitLogging
   product's, which SwiftPM pins for any adopter: no swift-argument-parser), compiles none of
   swift-log, and builds with no warnings.

    python3 Tests/portability/portability.py
"""
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FOLDERS = ["Sources", "Examples", "Tests", "Fuzz", "Benchmarks/Benchmarks"]
LINUX_ONLY = re.compile(r"\b(ppoll|memfd_create|mallinfo2?|epoll_\w+|inotify_\w+|signalfd|eventfd|timerfd_\w+|"
                        r"pipe2|accept4|sched_getaffinity|prctl|getauxval)\s*\(|<malloc\.h>|/proc/self")
IMPORT = re.compile(r"^\s*(?:@_exported\s+)?import\s+(Glibc|Darwin|Musl)\b")
CONDITION = re.compile(r"^\s*#(?:if|elseif)\b(.*)$")
# Where a Linux-only name may appear: this check, and the test helper that guards it.
ALLOWED = {"Tests/portability/portability.py", "Tests/CHeapStatistics/heap_statistics.c"}

ADOPTER_MANIFEST = """// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "adopter",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "{root}")],
    targets: [
        .executableTarget(name: "adopter", dependencies: [
            .product(name: "NavKit", package: "{name}"),
            .product(name: "NavKitCurses", package: "{name}"),
        ]),
    ]
)
"""


def sources():
    for folder in FOLDERS:
        for directory, subfolders, files in os.walk(os.path.join(ROOT, folder)):
            subfolders[:] = [s for s in subfolders if not s.startswith(".build")]
            for name in files:
                if name.endswith((".swift", ".c", ".h", ".modulemap")):
                    yield os.path.join(directory, name)


def check_code():
    problems = []
    for path in sources():
        relative = os.path.relpath(path, ROOT)
        with open(path, encoding="utf-8") as source:
            lines = source.read().splitlines()
        condition = None
        for number, line in enumerate(lines, 1):
            if relative not in ALLOWED and LINUX_ONLY.search(line) and not line.lstrip().startswith(("//", "/*", "*")):
                problems.append(f"{relative}:{number}: a Linux-only call: {line.strip()}")
            found = CONDITION.match(line)
            if found:
                condition = found.group(1)
            elif line.strip() in ("#else", "#endif"):
                condition = None
            imported = IMPORT.match(line)
            if imported and f"canImport({imported.group(1)})" not in (condition or ""):
                problems.append(f"{relative}:{number}: `import {imported.group(1)}` outside a "
                                f"#if canImport({imported.group(1)}) branch (import NavKitPlatform instead)")
    return problems


# Pinned for every adopter, since a product of NavKit's (NavKitLogging) depends on it; built
# only for an adopter that uses that product.
ALLOWED_PINS = {"swift-log"}


def check_adopter():
    problems = []
    folder = tempfile.mkdtemp(prefix="navkit-adopter-")
    try:
        os.makedirs(os.path.join(folder, "Sources", "adopter"))
        with open(os.path.join(folder, "Package.swift"), "w") as manifest:
            manifest.write(ADOPTER_MANIFEST.format(root=ROOT, name=os.path.basename(ROOT)))
        with open(os.path.join(ROOT, "Examples", "hello", "main.swift")) as hello, \
                open(os.path.join(folder, "Sources", "adopter", "main.swift"), "w") as main:
            main.write(hello.read())
        resolved = subprocess.run(["swift", "package", "resolve"], cwd=folder, capture_output=True, text=True)
        if resolved.returncode != 0:
            return [f"the adopter's package does not resolve: {resolved.stderr.strip()[-400:]}"]
        pins = os.path.join(folder, "Package.resolved")
        if os.path.exists(pins):
            with open(pins) as pinned:
                identities = re.findall(r'"identity"\s*:\s*"([^"]+)"', pinned.read())
            others = [identity for identity in identities if identity not in ALLOWED_PINS]
            if others:
                problems.append(f"an adopter resolves other packages: {', '.join(others)}")
        built = subprocess.run(["swift", "build"], cwd=folder, capture_output=True, text=True)
        output = built.stdout + built.stderr
        if glob.glob(os.path.join(folder, ".build", "*", "debug", "Modules", "Logging.swiftmodule")):
            problems.append("the adopter's build compiles swift-log's Logging, which only NavKitLogging needs")
        if built.returncode != 0:
            problems.append(f"the adopter's package does not build: {output.strip()[-600:]}")
        warnings = [line for line in output.splitlines() if "warning:" in line]
        if warnings:
            problems.append(f"the adopter's build warns {len(warnings)} times, first: {warnings[0].strip()}")
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return problems


def main():
    problems = check_code()
    print(f"portability: code: {'clean' if not problems else f'{len(problems)} problems'}")
    adopter = check_adopter()
    print(f"portability: an adopter's package (NavKit + NavKitCurses by path): "
          f"{'resolves alone (swift-log pinned, not built) and builds without warnings' if not adopter else 'FAILED'}")
    for problem in problems + adopter:
        print("  " + problem)
    sys.exit(1 if problems or adopter else 0)


if __name__ == "__main__":
    main()
