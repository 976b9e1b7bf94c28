"""Redaction coverage: our redaction against the detector library alone, side by side.

The corpus (tests/helpers/secret_shapes.py) holds one secret of every shape the providers
document (cloud keys and connection strings, code-host and registry tokens, AI, payment, email,
SMS and chat-app keys, webhook signing secrets, headers, JWTs, private keys, passwords in URLs
of several schemes, config values, .pgpass and .netrc lines, secrets named only in a sentence),
each in the context it is usually written in. For each it reports whether the secret is gone
(caught), partly kept (part: some run of 8 of its characters survives) or kept (missed).
Shapes named `miss:` are ones no signal gives away (a bare hex string, a plain-word password);
they are counted apart, as what redaction still misses:

  * ours: `skillsleep.logs.redact.redact`, which the harvester and the night use;
  * library: detect-secrets on its own, as its ad-hoc string scan judges a line (every plugin
    with its default filters, entropy findings kept only above the plugin's limit), each value
    it reports replaced.

It also counts ordinary requests that either one changes (false positives: commit hashes, ids,
words like "password" and "token" in plain requests), and the cost per text of each, on the
corpus, on those tricky ordinary texts and on plain requests.

    python benchmarks/redaction_bench.py [--seeds 5] [--json]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))

from skillsleep.logs.redact import redact  # noqa: E402

from helpers.secret_shapes import KNOWN_MISSES, ORDINARY, corpus, leaked  # noqa: E402


class LibraryAlone:
    """detect-secrets' own judgement of a string, every reported value replaced."""

    def __init__(self) -> None:
        from detect_secrets.core.scan import scan_line
        from detect_secrets.settings import default_settings, get_plugins

        self._settings = default_settings()
        self._settings.__enter__()
        self.scan_line = scan_line
        self.limits = {p.secret_type: p for p in get_plugins()
                       if hasattr(p, "entropy_limit")}

    def __call__(self, text: str) -> str:
        found: set[str] = set()
        for line in text.splitlines():
            for secret in self.scan_line(line):
                value = secret.secret_value
                if not value:
                    continue
                plugin = self.limits.get(secret.type)
                if plugin is not None and \
                        plugin.calculate_shannon_entropy(value) <= plugin.entropy_limit:
                    continue  # the ad-hoc scan reports these as "False (entropy)"
                found.add(value)
        for value in sorted(found, key=len, reverse=True):
            text = text.replace(value, "[REDACTED]")
        return text


# Requests as people type them, with nothing a detector looks for: the common case.
PLAIN = [
    "Fix the flaky test in the orders module and explain why it failed.",
    "Write the commit message for the staged changes, conventional commits please.",
    "Can you refactor the handler so it returns early when the config is missing?",
    "Add a Testing section to the PR description and keep it under 100 words.",
    "Why does the build fail on CI but not on my machine? Check the lint step first.",
]


def verdict(secret: str, out: str) -> str:
    kept = leaked(secret, out)
    return "caught" if kept == 0 else "part" if kept < len(secret) else "missed"


def per_text_us(fn: Any, texts: list[str], rounds: int = 5) -> float:
    fn(texts[0])  # imports and lazy set-up are not part of the per-text cost
    t0 = time.perf_counter()
    for _ in range(rounds):
        for t in texts:
            fn(t)
    return (time.perf_counter() - t0) / (rounds * len(texts)) * 1e6


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seeds", type=int, default=5,
                    help="corpora generated with seeds 1..N (5); each shape counts once a seed")
    ap.add_argument("--json", action="store_true", help="print JSON")
    args = ap.parse_args()

    t0 = time.perf_counter()
    library = LibraryAlone()
    import_s = time.perf_counter() - t0

    rows: dict[str, dict[str, Any]] = {}
    totals = {"ours": {"caught": 0, "part": 0, "missed": 0},
              "library": {"caught": 0, "part": 0, "missed": 0}}
    texts: list[str] = []
    misses = {"ours": {"caught": 0, "part": 0, "missed": 0},
              "library": {"caught": 0, "part": 0, "missed": 0}}
    for seed in range(1, args.seeds + 1):
        for shape in corpus(seed):
            texts.append(shape.text)
            row = rows.setdefault(shape.name, {"source": shape.source,
                                               "ours": {}, "library": {}})
            count = misses if shape.name in KNOWN_MISSES else totals
            for who, fn in (("ours", redact), ("library", library)):
                v = verdict(shape.secret, fn(shape.text))
                row[who][v] = row[who].get(v, 0) + 1
                count[who][v] += 1
    false_pos = {"ours": [t for t in ORDINARY if redact(t) != t],
                 "library": [t for t in ORDINARY if library(t) != t]}
    tricky, plain = ORDINARY * 20, PLAIN * 60
    cost = {"ours_corpus_us": round(per_text_us(redact, texts), 1),
            "library_corpus_us": round(per_text_us(library, texts), 1),
            "ours_tricky_us": round(per_text_us(redact, tricky), 1),
            "library_tricky_us": round(per_text_us(library, tricky), 1),
            "ours_plain_us": round(per_text_us(redact, plain), 1),
            "library_plain_us": round(per_text_us(library, plain), 1)}
    counted = sum(totals["ours"].values())
    result = {"shapes": len(rows), "seeds": args.seeds, "secrets": counted,
              "totals": totals, "known_misses": misses, "ordinary_texts": len(ORDINARY),
              "false_positives": {k: len(v) for k, v in false_pos.items()},
              "false_positive_texts": false_pos, "cost": cost,
              "library_import_s": round(import_s, 3), "rows": rows}
    if args.json:
        print(json.dumps(result, indent=2))
        return 0

    def mark(counts: dict[str, int]) -> str:
        if counts.get("caught", 0) == args.seeds:
            return "caught"
        return " ".join(f"{k} {v}" for k, v in sorted(counts.items()))

    print(f"{len(rows)} secret shapes x {args.seeds} seeds = {len(texts)} secrets "
          f"({len(KNOWN_MISSES) * args.seeds} of them in the known-miss shapes)")
    print(f"{'shape':42} {'ours':18} library")
    for name, row in rows.items():
        print(f"{name:42} {mark(row['ours']):18} {mark(row['library'])}")
    for who in ("ours", "library"):
        t, m = totals[who], misses[who]
        print(f"{who:8} caught {t['caught']}/{counted} ({t['caught'] / counted:.1%}), "
              f"part {t['part']}, missed {t['missed']}; known-miss shapes caught "
              f"{m['caught']}/{sum(m.values())}; ordinary texts changed "
              f"{len(false_pos[who])}/{len(ORDINARY)}")
    for who, found in false_pos.items():
        for text in found:
            print(f"  {who} changes: {text}")
    print("cost per text (us)  corpus  ordinary-but-tricky  plain requests")
    for who in ("ours", "library"):
        print(f"  {who:17} {cost[who + '_corpus_us']:7} {cost[who + '_tricky_us']:20} "
              f"{cost[who + '_plain_us']:15}")
    print(f"importing the library: {result['library_import_s']} s (once per process)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
