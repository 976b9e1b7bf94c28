"""The test behind "helped": a one-sided Fisher exact test on two windows of tasks.

Before the edit, `k1` of `n1` tasks repeated the preference; after it, `k2` of `n2`. If the edit
changed nothing, which of the `k1 + k2` repeats fell after the edit is chance: given the totals,
the repeats after follow a hypergeometric law. The p-value is the chance of seeing `k2` or fewer
repeats after under that law; a small one says the fall is unlikely to be chance. Exact with
integers from the standard library, so small windows (a few tasks) are judged correctly, where a
normal approximation is not.
"""

from __future__ import annotations

from math import comb

# How many more tasks without a repeat the search for "how many are needed" looks at.
MAX_MORE = 500


def p_fewer_after(k1: int, n1: int, k2: int, n2: int) -> float:
    """P(k2 or fewer repeats after | the totals), one-sided; 1.0 when nothing can be told."""
    for name, k, n in (("before", k1, n1), ("after", k2, n2)):
        if not 0 <= k <= n:
            raise ValueError(f"the window {name} has {k} repeats in {n} tasks")
    total, repeats = n1 + n2, k1 + k2
    if total == 0 or repeats == 0:
        return 1.0
    low = max(0, repeats - n1)
    ways = sum(comb(repeats, x) * comb(total - repeats, n2 - x) for x in range(low, k2 + 1))
    return ways / comb(total, n2)


def tasks_needed(k1: int, n1: int, k2: int, n2: int, alpha: float, at_least: int) -> int | None:
    """How many more tasks after, none of them a repeat, would make the fall significant at
    `alpha` with at least `at_least` tasks after; None when no number would (nothing before
    to compare with)."""
    for more in range(max(0, at_least - n2), MAX_MORE + 1):
        after = n2 + more
        if k2 * n1 < k1 * after and p_fewer_after(k1, n1, k2, after) < alpha:
            return more
    return None
