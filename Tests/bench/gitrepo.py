#!/usr/bin/env python3
"""Builds the synthetic git repository the git browsers are measured on, once.

A linear history of COUNT commits (1,000,000 by default) written with `git fast-import`: a
few files under src/ and docs/, each commit changing one of them by a line, by one of forty
authors, a minute to twenty-three after the one before, with subjects as projects write them ("parser:
fix a crash on an empty line", "Add a retry to the fetch of tags"), a body on one commit in
three. The same COUNT always gives the same repository (a seeded generator, fixed dates), so
runs on different days measure the same thing.

    gitrepo.py [--count N] [--path DIR]

The repository is made at DIR (default .build/bench-repos/commits-N) and left there: a later
run with the same arguments finds it complete and does nothing. It prints the path, and the
newest commit's subject on a second line (what a browser's first screen shows at its top).
"""
import argparse
import os
import random
import shutil
import subprocess
import sys

AREAS = ["parser", "render", "split", "tabs", "sheet", "list", "input", "docs", "build", "tests",
         "scroll", "editor", "presenter", "decoder", "theme", "bench", "ci", "examples", "engine", "layout"]
VERBS = ["fix", "add", "remove", "rename", "speed up", "simplify", "document", "test", "handle", "refactor",
         "clamp", "cache", "draw", "measure", "restore", "defer", "split", "merge", "guard", "explain"]
THINGS = ["a crash on an empty line", "the retry of a fetch", "wide characters at the edge", "the cursor after a resize",
          "the selection when rows change", "a leak in the frame cache", "the title in the top bar",
          "colours without a palette", "the back swipe on a narrow terminal", "the spring's overshoot",
          "a race on quit", "the help text", "the status line's hints", "keys typed during a push",
          "the placeholder of an empty list", "tab stops in the preview", "the diff of a renamed file",
          "a slow first frame", "the scroll indicator", "the shadow's width", "bytes written a frame",
          "the focus after a dismiss", "sections with no rows", "a flicker over SSH", "the sort order"]
FIRST = ["Ada", "Alan", "Barbara", "Brian", "Chen", "Dana", "Edsger", "Fatima", "Grace", "Hiro", "Ines", "Jun",
         "Karen", "Linus", "Margaret", "Niklaus", "Olga", "Priya", "Quentin", "Rob"]
LAST = ["Lovelace", "Kay", "Liskov", "Kernighan", "Wei", "Scott", "Dijkstra", "Haddad", "Hopper", "Tanaka"]
FILES = ["src/parser.c", "src/render.c", "src/input.c", "src/list.c", "docs/guide.md", "README.md"]
EPOCH = 1_000_000_000   # 2001-09-09: a million commits twelve minutes apart on average end in 2024


def subject(rng):
    area, verb, thing = rng.choice(AREAS), rng.choice(VERBS), rng.choice(THINGS)
    if rng.random() < 0.5:
        return f"{area}: {verb} {thing}"
    return f"{verb[0].upper()}{verb[1:]} {thing} in the {area}"


def stream(count, out):
    """Writes the fast-import stream of `count` commits to `out` (binary)."""
    rng = random.Random(count)
    authors = [(f"{rng.choice(FIRST)} {rng.choice(LAST)}",) for _ in range(40)]
    authors = [(name, name.lower().replace(" ", ".") + "@example.org") for (name,) in authors]
    when = EPOCH
    lines = {path: [f"{path} line {i}" for i in range(8)] for path in FILES}
    for n in range(1, count + 1):
        when += rng.randint(60, 1380)
        name, email = rng.choice(authors)
        message = subject(rng) + "\n"
        if n % 3 == 0:
            message += "\n" + f"The {rng.choice(AREAS)} did {rng.choice(THINGS)}; now it does not.\n"
        path = FILES[rng.randrange(len(FILES))]
        file_lines = lines[path]
        file_lines[rng.randrange(len(file_lines))] = f"{path} change {n}"
        content = ("\n".join(file_lines) + "\n").encode()
        data = message.encode()
        out.write(b"commit refs/heads/main\n")
        out.write(f"author {name} <{email}> {when} +0000\ncommitter {name} <{email}> {when} +0000\n".encode())
        out.write(b"data %d\n" % len(data) + data)
        out.write(f"M 100644 inline {path}\n".encode() + b"data %d\n" % len(content) + content + b"\n")
    return message.split("\n")[0]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=1_000_000)
    parser.add_argument("--path")
    args = parser.parse_args()
    path = args.path or os.path.join(".build", "bench-repos", f"commits-{args.count}")
    done = os.path.join(path, ".git", "navkit-bench-complete")
    if os.path.exists(done):
        with open(done) as f:
            print(path)
            print(f.read().strip())
        return
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)
    env = dict(os.environ, GIT_CONFIG_GLOBAL="/dev/null", GIT_CONFIG_SYSTEM="/dev/null")
    subprocess.run(["git", "init", "-q", "-b", "main", path], check=True, env=env)
    print(f"gitrepo: writing {args.count} commits to {path} (once)…", file=sys.stderr)
    importer = subprocess.Popen(["git", "fast-import", "--quiet", "--depth=50"], cwd=path, stdin=subprocess.PIPE,
                                env=env)
    newest = stream(args.count, importer.stdin)
    importer.stdin.close()
    if importer.wait() != 0:
        raise SystemExit(f"gitrepo: git fast-import failed in {path}")
    subprocess.run(["git", "reset", "-q", "--hard", "main"], cwd=path, check=True, env=env)
    with open(done, "w") as f:
        f.write(newest + "\n")
    print(path)
    print(newest)


if __name__ == "__main__":
    main()
