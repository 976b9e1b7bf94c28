"""What the rule reader's patterns cost on what people paste: every compiled pattern the miner
holds, searched in texts of the shapes pasted logs, tables and tokens have, at two sizes.

A pattern whose cost grows with the square of a run (a quantifier that takes every length of
it back, or two that split it every way, tried again from each of its characters) turns a
pasted log into seconds of mining; one that grows with the text's length costs four times as
much on a text four times as long. For each pattern and shape, `search` is timed (the best of a
few; `--how match`: `match` at the text's start, as a pattern read at a place is) on a text of
about `--size` characters and on one four times that, and the pairs that grow by more than
`--ratio` (linear: 4, quadratic: 16) and cost more than `--floor` ms at the larger size are
listed, the worst first.

The patterns are found where the miner keeps them: every `re.Pattern` reachable from the
attributes of the `skillsleep` modules imported with the miner (module constants, class
attributes, the patterns inside tuples, dicts and small objects such as a prefiltered pair).

    python benchmarks/pasted_shapes_bench.py [--size 500] [--ratio 8] [--floor 1]
        [--how search|match] [--only NAME_REGEX] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType

REPO = Path(__file__).resolve().parents[1]

_WORDS = ["the", "build", "fails", "on", "main", "when", "cache", "is", "cold", "so", "use",
          "pnpm", "not", "npm", "and", "run", "tests", "before", "you", "push", "never", "commit",
          "generated", "files", "keep", "handler", "small"]


def _repeat(unit: str, size: int) -> str:
    return (unit * (size // len(unit) + 1))[:size]


def _token(size: int) -> str:
    rng = random.Random(size)
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    return "".join(rng.choice(alphabet) for _ in range(size)) + "=="


def _url(size: int) -> str:
    rng = random.Random(size)
    parts = ["https://example.com/api/v2"]
    while sum(map(len, parts)) < size:
        parts.append(rng.choice(["/users", "/a-b_c", "/9f3e.json", "?q=x&page=2", "#L10-L20",
                                 "/%2Fpath", "/v1.2.3"]))
    return "".join(parts)


def _word_list(size: int) -> str:
    rng = random.Random(size)
    return _repeat(" ".join(rng.choice(_WORDS) for _ in range(size // 3)), size)


def _table(size: int) -> str:
    head = "| name | type | default | notes |\n|------|------|---------|-------|\n"
    return head + _repeat("| retries | int | 3 | how many times the job is tried |\n", size)


def _java_trace(size: int) -> str:
    return ("Exception in thread \"main\" java.lang.IllegalStateException: boom\n"
            + _repeat("\tat com.example.orders.OrderService.place(OrderService.java:42)\n", size))


def _python_trace(size: int) -> str:
    return ("Traceback (most recent call last):\n"
            + _repeat('  File "/srv/app/orders/service.py", line 42, in place\n'
                      "    return self.repo.save(order)\n", size)
            + "ValueError: boom")


# The pasted shapes, each a function of the text's size; runs stand alone, between words and
# after a list's mark, where patterns anchored at a line's start meet them.
SHAPES: dict[str, Callable[[int], str]] = {
    "spaces": lambda n: " " * n,
    "spaces between words": lambda n: "use" + " " * n + "never",
    "list mark then spaces": lambda n: "- " + " " * n + "x",
    "numbered then spaces": lambda n: "1." + " " * n + "done",
    "tabs": lambda n: "\t" * n,
    "newlines": lambda n: "\n" * n,
    "dashes": lambda n: "-" * n,
    "dashes between words": lambda n: "use " + "-" * n + " not",
    "commas": lambda n: "," * n,
    "comma spaces": lambda n: _repeat(", ", n),
    "dots": lambda n: "." * n,
    "equals line": lambda n: "=" * n,
    "hash line": lambda n: "#" * n,
    "long token": _token,
    "long url": _url,
    "word list": _word_list,
    "a, b, c": lambda n: _repeat("a, b, c, ", n),
    "words, spaced": lambda n: _repeat("word   ", n),
    "markdown table": _table,
    "java trace": _java_trace,
    "python trace": _python_trace,
}


def miner_modules() -> list[ModuleType]:
    """The modules imported with the miner, the judges and the reader of standing preferences."""
    sys.path[:0] = [str(REPO / "daemon")]
    from skillsleep.tasks import spread

    spread.import_miner()
    import skillsleep.tasks.judges  # noqa: F401

    return [m for name, m in sorted(sys.modules.items())
            if name.startswith("skillsleep") and isinstance(m, ModuleType)]


def patterns(modules: list[ModuleType]) -> dict[str, re.Pattern[str]]:
    """Every str pattern reachable from the modules' attributes, by the first name found."""
    found: dict[int, tuple[str, re.Pattern[str]]] = {}
    seen: set[int] = set()

    def walk(value: object, name: str, depth: int) -> Iterator[tuple[str, re.Pattern[str]]]:
        if id(value) in seen or depth > 3:
            return
        if isinstance(value, re.Pattern):
            if isinstance(value.pattern, str):
                yield name, value
            return
        if isinstance(value, (ModuleType, str, bytes, int, float)) or (
                callable(value) and not isinstance(value, type)):
            return
        seen.add(id(value))
        if isinstance(value, dict):
            items = [(f"{name}[{k!r}]"[:80], v) for k, v in value.items()]
        elif isinstance(value, (list, tuple, set, frozenset)):
            items = [(f"{name}[{i}]", v) for i, v in enumerate(value)]
        elif isinstance(value, type):
            items = [(f"{name}.{k}", v) for k, v in vars(value).items() if not k.startswith("__")]
        elif hasattr(value, "__dict__"):
            items = [(f"{name}.{k}", v) for k, v in vars(value).items()]
        else:
            return
        for sub, v in items:
            yield from walk(v, sub, depth + 1)

    for module in modules:
        short = module.__name__.removeprefix("skillsleep.")
        for attr, value in vars(module).items():
            if isinstance(value, type) and value.__module__ != module.__name__:
                continue  # a class is walked in the module that defines it
            for name, p in walk(value, f"{short}.{attr}", 0):
                found.setdefault(id(p), (name, p))
    return dict(found.values())


def timed(pattern: re.Pattern[str], text: str, how: str = "search", repeats: int = 3) -> float:
    """The best of `repeats` searches (or matches at the text's start), in ms (one when a
    search is already slow)."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        getattr(pattern, how)(text)
        best = min(best, (time.perf_counter() - start) * 1000)
        if best > 50:
            break
    return best


def grows(found: dict[str, re.Pattern[str]], size: int, ratio: float, floor: float,
          how: str = "search") -> list[dict[str, object]]:
    rows = []
    for name, pattern in sorted(found.items()):
        for shape, make in SHAPES.items():
            small = timed(pattern, make(size), how)
            if small * 4 * ratio < floor:
                continue  # too cheap at the small size to pass the floor at the large one
            large = timed(pattern, make(4 * size), how)
            if large >= floor and large > ratio * max(small, 1e-3):
                rows.append({"pattern": name, "shape": shape, "small_ms": round(small, 2),
                             "large_ms": round(large, 2), "growth": round(large / small, 1)})
    return sorted(rows, key=lambda r: -float(r["large_ms"]))  # type: ignore[arg-type]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=500)
    parser.add_argument("--ratio", type=float, default=8.0)
    parser.add_argument("--floor", type=float, default=1.0, help="ms at the larger size")
    parser.add_argument("--only", help="a regular expression the pattern's name must match")
    parser.add_argument("--how", choices=("search", "match"), default="search",
                        help="match: at the text's start only, as patterns read at a place are")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    found = patterns(miner_modules())
    if args.only:
        found = {k: v for k, v in found.items() if re.search(args.only, k)}
    start = time.perf_counter()
    rows = grows(found, args.size, args.ratio, args.floor, args.how)
    if args.json:
        print(json.dumps({"patterns": len(found), "rows": rows}, indent=1))
        return
    print(f"{len(found)} patterns, {len(SHAPES)} shapes, sizes {args.size} and {4 * args.size}"
          f" ({time.perf_counter() - start:.0f} s)")
    for r in rows:
        print(f"{r['large_ms']:9.2f} ms  x{r['growth']:<6} {r['pattern'][:60]:60}  {r['shape']}")


if __name__ == "__main__":
    main()
