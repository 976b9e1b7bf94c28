"""What the code at hand is made sure not to do, at first sight.

A first-sight batch, written from how developers ask an agent to keep a thing out of the code it
writes by naming what the code must not do: "make sure the handler doesn't use `panic`", "make
sure the tests don't call `time.Sleep`", "ensure the new code never calls `os.Exit`". The code
named after the negation is what the change avoids; read from "make X use Y" it was the
opposite, a check that the change adds it. What the code is to do ("make sure the handler uses
`ctx`") says how one thing at hand is and gives nothing, as before; "make the handler use
`ctx`" still asks the change to use it.

It was measured before the reader was changed for it: of the 6 negations, 2 were read as code
the change must add (the rule reversed), 2 right and 2 gave nothing; the 5 near shapes were
right. After: 6 of 6 and 5 of 5.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

from helpers.first_sight import reads_as_expected
from helpers.judged import ADDS, AVOIDS, RUNS, Judged

CASES: tuple[tuple[str, str, Judged], ...] = (
    ("handler doesn't use", "make sure the handler doesn't use `panic`",
     {(AVOIDS, "panic", False)}),
    ("tests don't call", "make sure the tests don't call `time.Sleep`",
     {(AVOIDS, "time.Sleep", False)}),
    ("new code never calls", "make sure the new code never calls `os.Exit`",
     {(AVOIDS, "os.Exit", True)}),
    ("the module does not import", "make sure the module does not import `lodash`",
     {(AVOIDS, "lodash", False)}),
    ("you never use", "make sure you never use `panic`", {(AVOIDS, "panic", True)}),
    ("we don't import", "make sure that we don't import `lodash`", {(AVOIDS, "lodash", False)}),
    # near shapes
    ("handler uses", "make sure the handler uses `ctx`", set()),
    ("make the handler use", "make the handler use `ctx`", {(ADDS, "ctx", False)}),
    ("doesn't break the build", "make sure it doesn't break `make build`", set()),
    ("passes before you finish", "make sure `go vet` passes before you finish",
     {(RUNS, "go vet", False)}),
    ("it compiles", "make sure it compiles", set()),
)

KNOWN_MISSES: frozenset[str] = frozenset()


test_what_the_code_is_made_sure_not_to_do_is_avoided = reads_as_expected(CASES, KNOWN_MISSES)
