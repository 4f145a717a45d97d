#!/usr/bin/env python3
"""Fails when the code would not build on both Linux and macOS.

Checks every Swift, C and header file under Sources/, Tests/ and Benchmarks/Benchmarks/:

1. A platform C library import is paired: a file that imports Glibc (or Musl) also imports
   Darwin, and the other way round, each inside its own `#if canImport(...)`.
2. A module-qualified call (`Glibc.read`, `Darwin.write`) sits in a branch for that platform.
3. Calls that exist on one platform only (inotify, epoll, /proc, mallopt, `st_mtim` on Linux;
   kqueue, kevent, O_EVTONLY, `st_mtimespec` on macOS) appear only in the edge modules
   (Platform, CursesTerminal, CTerminalGuard, CNcursesw and their tests), and there only inside
   a branch for their platform (`#if os(Linux)`, `#if canImport(Darwin)`, `#if defined(__APPLE__)`,
   the `#else` of the other platform's branch).

Usage: scripts/check-portability.py [ROOT]     (exit 1 and a list of problems when any)
       scripts/check-portability.py --self-test (the checks catch what they should)
"""

import os
import re
import sys

EDGE = ("Sources/Platform/", "Sources/CursesTerminal/", "Sources/CTerminalGuard/", "Sources/CNcursesw/",
        "Tests/PlatformTests/", "Tests/CursesTerminalTests/")
FOLDERS = ("Sources", "Tests", "Benchmarks/Benchmarks")

LINUX_ONLY = re.compile(
    r"\b(inotify_\w+|IN_(?:NONBLOCK|CLOEXEC|CLOSE_WRITE|MOVED_TO|MOVED_FROM|CREATE|DELETE|MODIFY|ATTRIB)|"
    r"epoll_\w+|mallopt|malloc_trim|M_TRIM_THRESHOLD|st_[amc]tim|SIGRTMIN|SIGRTMAX|pipe2|accept4|"
    r"eventfd|timerfd_\w+|signalfd|sendfile|O_TMPFILE|renameat2|statx|memfd_create|sched_getaffinity|"
    r"get_nprocs|prctl)\b|/proc/|<malloc\.h>|<sys/(?:inotify|epoll|prctl)\.h>")
DARWIN_ONLY = re.compile(
    r"\b(kqueue|kevent|EVFILT_\w+|EV_(?:ADD|ENABLE|CLEAR|DELETE|ONESHOT)|NOTE_(?:WRITE|EXTEND|ATTRIB|DELETE|RENAME|REVOKE)|"
    r"O_EVTONLY|st_[amc]timespec|mach_\w+|_NSGetExecutablePath|F_FULLFSYNC)\b|<sys/event\.h>|<mach/")
LINUX_TOKENS = re.compile(r"os\(Linux\)|canImport\((?:Glibc|Musl)\)|__linux__|__GLIBC__")
DARWIN_TOKENS = re.compile(r"canImport\(Darwin\)|os\((?:macOS|iOS)\)|__APPLE__|__MACH__")
DIRECTIVE = re.compile(r"^\s*#\s*(if|ifdef|ifndef|elif|elseif|else|endif)\b(.*)$")


def platforms(condition):
    """Which platforms a branch condition selects: {'linux'}, {'darwin'}, or neither."""
    negated = condition.strip().startswith("!")
    linux = bool(LINUX_TOKENS.search(condition))
    darwin = bool(DARWIN_TOKENS.search(condition))
    if negated:
        linux, darwin = darwin, linux
    return {name for name, chosen in (("linux", linux), ("darwin", darwin)) if chosen}


def lines_with_platforms(text):
    """Yields (line number, line, platforms its enclosing branches select)."""
    stack = []  # per #if: (conditions of earlier branches, condition of the current branch)
    for number, line in enumerate(text.split("\n"), 1):
        match = DIRECTIVE.match(line)
        if match:
            kind, rest = match.group(1), match.group(2).split("//")[0].strip()
            if kind in ("if", "ifdef", "ifndef"):
                stack.append(([], ("!" + rest) if kind == "ifndef" else rest))
            elif kind in ("elif", "elseif") and stack:
                earlier, current = stack.pop()
                stack.append((earlier + [current], rest))
            elif kind == "else" and stack:
                earlier, current = stack.pop()
                stack.append((earlier + [current], "!(" + " || ".join(earlier + [current]) + ")"))
            elif kind == "endif" and stack:
                stack.pop()
            continue
        selected = set()
        for _, condition in stack:
            selected |= platforms(condition)
        yield number, line, selected


def code_part(line, path):
    """The line without its comment (a rough cut: good enough for these names)."""
    if path.endswith(".swift") or path.endswith(".c") or path.endswith(".h"):
        line = line.split("//")[0]
    return line


def check_file(path, text):
    problems = []
    imports = set(re.findall(r"^\s*import\s+(Glibc|Musl|Darwin)\b", text, re.M))
    if path.endswith(".swift") and imports and ("Darwin" in imports) != bool(imports & {"Glibc", "Musl"}):
        problems.append(f"{path}: imports {', '.join(sorted(imports))} without its pair (Glibc/Musl with Darwin)")
    for number, line, selected in lines_with_platforms(text):
        code = code_part(line, path)
        if re.match(r"^\s*import\s+(Glibc|Musl|Darwin)\b", code) and not selected:
            problems.append(f"{path}:{number}: a platform import outside #if canImport(...)")
        for module in re.findall(r"\b(Glibc|Musl|Darwin)\.\w", code):
            wanted = "darwin" if module == "Darwin" else "linux"
            if wanted not in selected:
                problems.append(f"{path}:{number}: {module}.… outside a branch for that platform")
        for pattern, wanted in ((LINUX_ONLY, "linux"), (DARWIN_ONLY, "darwin")):
            for found in pattern.finditer(code):
                name = found.group(0)
                if not path.startswith(EDGE):
                    problems.append(f"{path}:{number}: {name} is {wanted}-only: keep it in an edge module")
                elif wanted not in selected:
                    problems.append(f"{path}:{number}: {name} is {wanted}-only: put it in a branch for {wanted}")
    return problems


def check_tree(root):
    problems = []
    for folder in FOLDERS:
        for base, folders, files in os.walk(os.path.join(root, folder)):
            folders[:] = [name for name in folders if name not in (".build", "Fixtures")]
            for name in sorted(files):
                if not name.endswith((".swift", ".c", ".h")):
                    continue
                full = os.path.join(base, name)
                with open(full, encoding="utf-8") as handle:
                    problems += check_file(os.path.relpath(full, root), handle.read())
    return problems


SELF_TEST = [
    ("Sources/Scenes/A.swift", "#if canImport(Glibc)\n  import Glibc\n#endif\n", "without its pair"),
    ("Sources/Scenes/B.swift", "import Glibc\nimport Darwin\n", "outside #if canImport"),
    ("Sources/Platform/C.swift",
     "#if canImport(Glibc)\n import Glibc\n#elseif canImport(Darwin)\n import Darwin\n#endif\nlet n = Glibc.read(0, nil, 0)\n",
     "Glibc.… outside"),
    ("Sources/Explorer/D.swift", "#if os(Linux)\nlet fd = inotify_init1(0)\n#endif\n", "keep it in an edge module"),
    ("Sources/Platform/E.swift", "let fd = inotify_init1(0)\n", "put it in a branch for linux"),
    ("Sources/Platform/F.swift", "#if os(Linux)\nlet q = kqueue()\n#endif\n", "put it in a branch for darwin"),
    ("Sources/CTerminalGuard/g.c", "#include <malloc.h>\n", "put it in a branch for linux"),
    ("Sources/Platform/H.swift", "let m = status.st_mtim\n", "put it in a branch for linux"),
]
SELF_TEST_CLEAN = [
    ("Sources/Platform/I.swift",
     "#if canImport(Glibc)\n  import Glibc\n#elseif canImport(Darwin)\n  import Darwin\n#endif\n"
     "#if canImport(Darwin)\n let t = s.st_mtimespec\n let q = kqueue()\n#else\n let t = s.st_mtim\n#endif\n"
     "#if os(Linux)\n let fd = inotify_init1(0) // kqueue on macOS\n#endif\n"),
    ("Sources/CTerminalGuard/j.c", "#if defined(__GLIBC__)\n#include <malloc.h>\n#endif\n"
     "#if defined(__APPLE__)\n#include <sys/event.h>\n#else\n#include <poll.h>\n#endif\n"),
]


def self_test():
    failures = []
    for path, text, expected in SELF_TEST:
        found = check_file(path, text)
        if not any(expected in problem for problem in found):
            failures.append(f"{path}: expected a problem with {expected!r}, got {found}")
    for path, text in SELF_TEST_CLEAN:
        found = check_file(path, text)
        if found:
            failures.append(f"{path}: expected no problem, got {found}")
    return failures


def main():
    if sys.argv[1:] == ["--self-test"]:
        failures = self_test()
        print("\n".join(failures) or f"portability: self-test ok ({len(SELF_TEST) + len(SELF_TEST_CLEAN)} cases)")
        return 1 if failures else 0
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..")
    problems = check_tree(root)
    print("\n".join(problems) or "portability: ok")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
