"""How people ask for a compiler's warnings to be made to go: a kind of work of its own.

A set of warnings cleared comes back in every compiled stack, after a flag turned on, a
compiler moved or a project made to treat warnings as errors ("turned on -Wconversion, 60ish of
these. get it to zero", "dotnet build spits out ~40 CS8618 nullable warnings, clean them up",
"fix the -Wcast-align ones clang gives"). It is not a failing check: nothing is red, and the work
is a sweep over the code, not one failure traced. So it is read by its shapes:

- Warnings named by what prints them (a compiler, the build), by their flag (`-Wconversion`) or
  their code (`CS8618`, `C4996`), asked to go in the same request ("fix", "clean them up",
  "get it to zero"); or the ask first with the warnings named after it. Not a question about a
  warning ("what does -Wdouble-promotion catch?"), not warnings kept ("don't fix those"), not a
  build told failing, whose errors are the checks' to fix.
- Pasted, a compiler's warning at its line with its flag or code, where nothing pasted is an
  error.
"""

from __future__ import annotations

# What prints a compiler's warnings, and how they are named: "gcc", "the build", "-Wconversion",
# "CS8618", "nullable".
_WARNED_BY = (r"compilers?|gcc|g\+\+|clang|msvc|javac|kotlinc|swiftc|rustc|builds?|"
              r"dotnet build|nullable|-W[a-z][\w=+-]*|(?-i:CS\d{4}|C4\d{3})(?:/(?-i:CS\d{4}|"
              r"C4\d{3}))*")
# A name apart from the words around it: a flag's dash is no word's character, so `\b` would
# miss "-Wconversion" after a space.
_APART = r"(?<![\w-])"
_APART_AFTER = r"(?![\w-])"
# The asks that make them go: "clean them up", "get it to zero"; not one refused.
_GONE = (r"(?<!n't )(?<!\bnot )(?<!\bno need to )\b(?:fix|clean\s+(?:them|those|these|it|that)\s+"
         r"up|clean\s+up|silence|get\s+rid\s+of|resolve|sort\s+(?:them|those|these)\s+out|"
         r"get\s+(?:it|them|that|the count)\s+(?:down\s+)?to\s+(?:zero|0))\b")
# The ask of the warnings named before it, not of another thing ("ignore the gcc warnings, fix
# the segfault"): no other object after it.
_OF_THEM = (r"(?!\s+(?:the|a|an|this|that|my|our|his|her|their)\s+"
            r"(?!(?:[\w/-]+\s+){0,2}?(?:warnings|ones)\b)[\w/-]+)")
# A build told failing: its errors are the checks' to fix, whatever warnings it printed too.
_NOT_FAILING = r"(?![^?]*\b(?:errors?|fail(?:s|ed|ing|ures?)?|broken)\b)"

# Every anchor says what it anchors to whatever pattern it is joined into and whatever flags
# compile it: `\A` the request's start (what comes before the ask is read whole), `(?m:^)` a
# line's start (a paste's lines).
WARNINGS_CLEARED: tuple[str, ...] = (
    rf"\A{_NOT_FAILING}[\s\S]*?{_APART}(?:{_WARNED_BY}){_APART_AFTER}[^.?!\n]{{0,60}}"
    rf"\bwarnings\b[^?]{{0,160}}?{_GONE}{_OF_THEM}(?![^\n]*\?)",
    rf"\A{_NOT_FAILING}[\s\S]*?{_GONE}\s+(?:all\s+)?(?:of\s+)?(?:the\s+|these\s+|those\s+)?"
    rf"(?:[\w/-]+\s+){{0,2}}?(?:{_WARNED_BY})\s+(?:[\w/-]+\s+)?warnings\b(?![^\n]*\?)",
)

# A compiler's warning pasted at its line, by its flag (gcc, clang) or its code (MSVC, the C#
# compiler), in a paste with no error.
WARNINGS_PASTED = (r"\A(?![\s\S]*?(?:\berror\b|\bError\b|\bERROR\b))[\s\S]*?(?:"
                   r"(?m:^)[^\n]*:\d+(?::\d+)?: warning: [^\n]*\[-W[\w=+-]+\]|"
                   r"(?m:^)[^\n]*\(\d+(?:,\d+)?\): warning (?:CS|C)\d{4}:)")
