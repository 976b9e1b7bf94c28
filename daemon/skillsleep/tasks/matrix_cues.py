"""How people tell one job of a CI matrix failing: the failing checks, told by a version.

A library is tested on every version of its runtime it supports, and one of them goes red while
the others pass ("node 18 job red, 20 + 22 fine", "test (3.9) failing on main, rest green",
"pypy3.10 leg of the matrix fails"). The job is named by the runtime's version, a number with
dots that ends the checks' other cues' sentences early, so the shape is read here:

- a job, a leg, a build or the tests named with a runtime and its version, or a version in
  brackets as a matrix names its jobs, then told red, failing or broken;
- a runtime and its version, then its job, leg, build or tests, or its place in the matrix or on
  CI, then told so.

Not a question ("is the node 18 job red?"), and not a version told of anything else ("node 18
is end of life", "python 3.9 fails to install on my mac" names no job).
"""

from __future__ import annotations

# A runtime or a runner with its version: "node 18", "py3.9", "pypy3.10", "go 1.21", "jdk17".
_RUNTIME = (r"(?:node(?:js)?|python|py|pypy|cpython|go|golang|java|jdk|ruby|php|rust|dotnet|"
            r"\.net|deno|bun|elixir|erlang|otp)[-\s]?v?\d+(?:\.\d+){0,2}(?:\.x|x)?\b")
# A version in brackets, as a matrix names its jobs: "test (3.9)", "build (18.x)".
_BRACKETED = r"\(\s*v?\d+(?:\.\d+){0,2}(?:\.x)?\s*\)"
_JOB = r"(?:jobs?|legs?|builds?|tests?|entry|entries)"
_TOLD_FAILING = r"\b(?:red|fail(?:s|ed|ing)?|broken|broke)\b"
_NOT_ASKED = r"(?![^\n]*\?)"

MATRIX_JOB_FAILING: tuple[str, ...] = (
    rf"\b{_JOB}\s+(?:(?:on|for|with)\s+)?(?:{_RUNTIME}|{_BRACKETED})[^.?!\n]{{0,20}}"
    rf"{_TOLD_FAILING}{_NOT_ASKED}",
    rf"\b{_RUNTIME}\s+(?:[\w-]+\s+){{0,2}}?(?:{_JOB}|in\s+(?:the\s+)?(?:matrix|ci))\b"
    rf"[^.?!\n]{{0,20}}{_TOLD_FAILING}{_NOT_ASKED}",
)
