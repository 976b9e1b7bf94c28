"""A practice with a name of code judged bad, at first sight.

A first-sight batch, written from how developers judge a way of working with some code: "mocking
`fetch` globally is evil", "catching `Exception` is bad", "monkeypatching `datetime` is frowned
upon". What is judged is the practice; the code it is done with is used every other way, so it
is no name every added line must avoid (a check that fails every change that calls `fetch`).
Code judged bad itself, or its use, still is: "using `fetch` directly is evil", "`SELECT *` is an
anti-pattern", "calling `os.Exit` in libraries is a no-go".

It was measured before the reader was changed for it: of the 6 practices, all 6 banned the code
they were done with; the 5 near shapes were right. After: 6 of 6 and 5 of 5.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

from helpers.first_sight import reads_as_expected
from helpers.judged import AVOIDS, Judged

CASES: tuple[tuple[str, str, Judged], ...] = (
    ("mocking globally", "mocking `fetch` globally is evil", set()),
    ("catching", "catching `Exception` is bad", set()),
    ("monkeypatching", "monkeypatching `datetime` is frowned upon", set()),
    ("patching in every test", "patching `requests` in every test is a code smell", set()),
    ("wrapping", "wrapping `errors.New` in `fmt.Errorf` is a smell", set()),
    ("subclassing", "subclassing `dict` is generally a bad idea", set()),
    # near shapes: the code, or its use, judged
    ("using directly", "using `fetch` directly is evil", {(AVOIDS, "fetch", True)}),
    ("calling in libraries", "calling `os.Exit` in libraries is a no-go",
     {(AVOIDS, "os.Exit", True)}),
    ("select star", "`SELECT *` is an anti-pattern", {(AVOIDS, "SELECT *", True)}),
    ("sleep in tests", "`time.Sleep` in tests is a smell", {(AVOIDS, "time.Sleep", True)}),
    ("importing", "importing `moment` is discouraged", {(AVOIDS, "moment", True)}),
)

KNOWN_MISSES: frozenset[str] = frozenset()


test_a_practice_judged_bans_no_code_it_is_done_with = reads_as_expected(CASES, KNOWN_MISSES)
