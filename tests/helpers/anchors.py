"""Where a regular expression's anchors stand bare: `^` and `$` whose meaning the flags of the
host that compiles the pattern decide (the start of the text, or of every line under `re.M`).
A cue says `\\A`, `\\Z` or `(?m:^)` instead, and means the same alone and joined into any host."""

from __future__ import annotations


def bare_anchors(pattern: str) -> list[int]:
    """Where `^` or `$` stand bare: not escaped, not in a class, not in a `(?m:` group."""
    out, depth_m, stack, in_class, i = [], 0, [], False, 0
    while i < len(pattern):
        c = pattern[i]
        if c == "\\":
            i += 2
            continue
        if in_class:
            in_class = c != "]" or pattern[i - 1] == "["
        elif c == "[":
            in_class = True
            if pattern[i + 1:i + 2] == "^":
                i += 1
            if pattern[i + 1:i + 2] == "]":
                i += 1
        elif c == "(":
            scoped = pattern.startswith("(?m:", i)
            stack.append(scoped)
            depth_m += scoped
        elif c == ")":
            depth_m -= stack.pop() if stack else 0
        elif c in "^$" and not depth_m:
            out.append(i)
        i += 1
    return out
