"""What the readers cost on the worst of what people paste: seconds per input shape and size.

Pasted logs are long and made of runs: separator lines of thousands of dashes or equals signs,
tables drawn with box characters, long runs of spaces, a minified script on one line, a base64
blob, one word repeated, a checklist ("- [ ] ") on one line. A pattern that takes a run back one
character at a time, from each of its characters, costs the square of the run; a reader that costs
that on a 100 kB paste holds the night's mining for minutes. Each reader is timed on each shape at
1 kB, 10 kB and 100 kB (the shape followed by a short ask, as a paste is) and on a plain text of
the same length (the same kinds of words, in sentences), and the ratio of the two is printed: a
reader linear in its input keeps the ratio flat as the size grows.

A minified script and a checklist are cut into hundreds of clauses, each read with its whole
sentence: what a clause's reader asks of the sentence is asked once per sentence, or they cost
the square of their length (`--sizes 2000,4000,8000,16000,32000 --only 'minified|checklist'`).

The readers: the kind of work (`kinds.kind_of`), the judges' builders (`judges.mine.derive`),
the follow-up reader (`followups.decide`, after a request of a kind and a reply) and the
standing reader (`standing.stated_in` of a mined judge over the text as a document, and
`standing.taken_back_about`).

    python benchmarks/reader_worst_case.py [--sizes 1000,10000,100000] [--cap 60]
        [--only SHAPE_REGEX] [--readers kind,derive,followup,standing] [--json]

`--cap`: seconds; each call runs in a forked child, stopped after `cap` seconds (its cell says
">cap"), and a reader that took longer than cap/10 at one size is not run at the next (its cell
says "skipped"), so that a quadratic reader does not hold the run for an hour. The child also
keeps one call's memo from answering the next.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import re
import sys
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(REPO / "daemon")]

from skillsleep.tasks import followups, kinds, standing  # noqa: E402
from skillsleep.tasks.judges.base import Origin  # noqa: E402
from skillsleep.tasks.judges.mine import Quote, derive  # noqa: E402

_WORDS = [
    'the', 'build', 'fails', 'on', 'main', 'when', 'the', 'cache', 'is', 'cold', 'so',
    'use', 'pnpm', 'not', 'npm', 'and', 'run', 'the', 'tests', 'before', 'you', 'push',
    'never', 'commit', 'generated', 'files', 'keep', 'the', 'handler', 'small', 'please',
    'check', 'why', 'the', 'retry', 'loop', 'in', 'the', 'worker', 'does', 'not', 'stop',
    'after', 'three', 'attempts',
]


def _repeat(unit: str, size: int) -> str:
    return (unit * (size // len(unit) + 1))[:size]


def plain(size: int) -> str:
    """Sentences of ordinary words, the reference each shape's time is divided by."""
    rng = random.Random(size)
    out: list[str] = []
    length = 0
    while length < size:
        sentence = " ".join(rng.choice(_WORDS) for _ in range(rng.randint(6, 14))) + ". "
        out.append(sentence.capitalize())
        length += len(sentence)
    return "".join(out)[:size]


def _box_table(size: int) -> str:
    top = "┌────────────┬──────────┬─────────┐\n"
    row = "│ retries    │ int      │ 3       │\n├────────────┼──────────┼─────────┤\n"
    return top + _repeat(row, size) + "└────────────┴──────────┴─────────┘"


def _minified(size: int) -> str:
    unit = ('function(e,t){var n=e.length,r=0;for(;r<n;r++)if(t(e[r],r)===!1)break;return e},'
            'o=function(e){return null==e?"":(e+"").replace(/^\\s+|\\s+$/g,"")};')
    return _repeat(unit, size)


def _base64(size: int) -> str:
    rng = random.Random(size)
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    return "".join(rng.choice(alphabet) for _ in range(size)) + "=="


def _base64_lines(size: int) -> str:
    blob = _base64(size)
    return "\n".join(blob[i:i + 76] for i in range(0, len(blob), 76))


# Each shape at about `size` characters; most are followed by a short ask, as a pasted log is.
SHAPES: dict[str, Callable[[int], str]] = {
    "dashes line": lambda n: "-" * n + "\nfix it",
    "equals line": lambda n: "=" * n + "\nfix it",
    "dashes lines": lambda n: _repeat("-" * 79 + "\n", n) + "fix it",
    "box table": lambda n: _box_table(n) + "\nfix it",
    "box line": lambda n: "─" * n + "\nfix it",
    "spaces run": lambda n: "always ask " + " " * n + "x",
    "spaces then ask": lambda n: " " * n + "\nplease fix the build",
    "tabs run": lambda n: "never use " + "\t" * n + "x",
    "minified js": lambda n: _minified(n) + "\nwhy does this throw?",
    # A pasted checklist on one line: cut into a clause at each "-", each read with the line.
    "checklist": lambda n: _repeat("- [ ] ", n) + "\nplease fix the build",
    "base64 blob": lambda n: _base64(n) + "\ndecode this",
    "base64 lines": lambda n: _base64_lines(n) + "\ndecode this",
    "repeated word": lambda n: _repeat("error ", n) + "\nfix it",
    "repeated ask": lambda n: _repeat("always use pnpm ", n),
    "dots": lambda n: "." * n + "\nfix it",
    "hashes": lambda n: "#" * n + "\nfix it",
    "underscores": lambda n: "_" * n + "\nfix it",
    "stars": lambda n: "*" * n + "\nfix it",
    "newlines": lambda n: "fix it" + "\n" * n + "x",
    "pipes": lambda n: "|" * n + "\nfix it",
    "colons": lambda n: ":" * n + "\nfix it",
    "one long word": lambda n: "a" * n + "\nfix it",
    "plain": plain,
}

_PREVIOUS = followups.Previous(kind=kinds.KINDS[0], reply="I changed the handler and the tests "
                               "pass. Want me to open a pull request?",
                               request="fix the retry loop in the worker")
_JUDGE = next(iter(derive([Quote("always run ruff before you say done",
                                 Origin("claude-code", "bench", "0"))])), None)


def _kind(text: str) -> object:
    return kinds.kind_of(text)


def _derive(text: str) -> object:
    return derive([Quote(text, Origin("claude-code", "bench", "0"))])


def _followup(text: str) -> object:
    return followups.decide(text, _PREVIOUS)


def _standing(text: str) -> object:
    found = standing.stated_in(_JUDGE, text) if _JUDGE is not None else []
    return found, standing.taken_back_about(text, ["always run ruff before you say done"])


READERS: dict[str, Callable[[str], object]] = {
    "kind": _kind, "derive": _derive, "followup": _followup, "standing": _standing,
}


def seconds(reader: Callable[[str], object], text: str) -> float:
    """One call's seconds; the text made unique so no memo answers it."""
    start = time.perf_counter()
    reader(text)
    return time.perf_counter() - start


def _child(reader: str, text: str, out: multiprocessing.connection.Connection) -> None:
    out.send(seconds(READERS[reader], text))


def capped(reader: str, text: str, cap: float) -> float | None:
    """One call's seconds, in a forked child stopped after `cap` seconds (None)."""
    context = multiprocessing.get_context("fork")
    receive, send = context.Pipe(duplex=False)
    child = context.Process(target=_child, args=(reader, text, send))
    child.start()
    took = receive.recv() if receive.poll(cap) else None
    if took is None:
        child.terminate()
    child.join()
    return took


def measure(shapes: dict[str, Callable[[int], str]], readers: dict[str, Callable[[str], object]],
            sizes: list[int], cap: float,
            show: Callable[[list[dict[str, object]]], None] | None = None,
            ) -> list[dict[str, object]]:
    rows: list[dict[str, object]] = []
    base: dict[tuple[str, int], float] = {}
    for rname, reader in readers.items():
        reader("warm up " + rname)
        for size in sizes:
            base[rname, size] = max(min(seconds(reader, plain(size) + f" {rname}" + " " * i)
                                        for i in range(2)), 1e-4)
    for shape, make in shapes.items():
        for rname in readers:
            skip = False
            for size in sizes:
                row: dict[str, object] = {"shape": shape, "reader": rname, "size": size}
                if skip:
                    row.update(seconds=None, ratio=None)
                else:
                    took = capped(rname, make(size), cap)
                    if took is None:
                        row.update(seconds=None, ratio=None, over=cap)
                        skip = True
                    else:
                        row.update(seconds=round(took, 4),
                                   ratio=round(took / base[rname, size], 1))
                        skip = took > cap / 10
                rows.append(row)
            if show is not None:
                show(rows[-len(sizes):])
    return rows


def _line(cells: list[dict[str, object]]) -> str:
    line = f"{cells[0]['shape']!s:16} {cells[0]['reader']!s:9}"
    for c in cells:
        if c["seconds"] is not None:
            line += f"{c['seconds']:>10.3f}s x{c['ratio']!s:<7}"
        else:
            line += f"{'>' + str(c['over']) + 's' if 'over' in c else 'skipped':>20}"
    return line


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--cap", type=float, default=60.0)
    parser.add_argument("--only", help="a regular expression the shape's name must match")
    parser.add_argument("--readers", default=",".join(READERS))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    shapes = {k: v for k, v in SHAPES.items() if not args.only or re.search(args.only, k)}
    readers = {k: READERS[k] for k in args.readers.split(",")}
    if args.json:
        print(json.dumps(measure(shapes, readers, sizes, args.cap), indent=1))
        return
    print(f"{'shape':16} {'reader':9}" + "".join(f"{s:>20}" for s in sizes), flush=True)
    measure(shapes, readers, sizes, args.cap, lambda cells: print(_line(cells), flush=True))


if __name__ == "__main__":
    main()
