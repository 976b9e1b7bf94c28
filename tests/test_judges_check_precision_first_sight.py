"""How precisely a mined check reads the work, at first sight.

A first-sight batch of rules people state about code, in several languages, each with a piece of
work that keeps the rule and one that breaks it: a diff (added and removed lines of named
files), an answer (its prose and the code it proposes) or the commands the agent ran. The checks
the rule reader mines from the rule must all pass the work that keeps it and all fail the work
that breaks it. The hard part is the term itself: many are English words or very short tokens
(`any`, `as`, `var`, `print`, `sleep`, `all`), found in comments, docstrings and the strings a
program prints, in lines the change takes out, inside longer names (`anyValue`, `letters`), or
in a longer operator (`==` in `===`).

It was measured before the checks were changed for it: 9 of the 36 rules were read right at
first sight (a word in a comment, a docstring or a printed message failed the work that keeps
the rule, `==` was found in `===`, a proposed diff's removed lines counted as added, `sleep` was
not found in `time.sleep(2)`, a rule said of tests or of TypeScript read every file, an answer
that named the library it replaced failed, and a commit message that named a check ran it).
After: 35 of 36.

The cases the checks still get wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from skillsleep.replaykit.command import Command
from skillsleep.tasks.judges import Attempt, FileChange
from skillsleep.tasks.judges.mine import Quote, derive

from helpers.judged import HERE


def diff(*files: tuple[str, str]) -> Attempt:
    """A change: for each file, its changed lines as a diff shows them ("+" added, "-" taken
    out)."""
    changes = []
    for path, body in files:
        lines = body.strip("\n").splitlines()
        changes.append(FileChange(path, [ln[1:] for ln in lines if ln.startswith("+")],
                                  [ln[1:] for ln in lines if ln.startswith("-")]))
    return Attempt(changes=changes)


def ran(*lines: str) -> Attempt:
    return Attempt(commands=[Command(line, 0) for line in lines])


def answer(text: str) -> Attempt:
    return Attempt.of_answer(text)


@dataclass(frozen=True)
class Case:
    name: str
    rule: str
    keeps: Attempt
    breaks: Attempt


CASES: tuple[Case, ...] = (
    # -- TypeScript and JavaScript --------------------------------------------------------------
    Case("any in a comment", "never use `any` in TypeScript, use `unknown` instead",
         diff(("src/api/parse.ts", """
+// Accepts any JSON the server sends; callers narrow it.
+export function parse(raw: string): unknown {
-export function parse(raw: string): any {
""")),
         diff(("src/api/parse.ts", """
+export function parse(raw: string): any {
"""))),
    Case("any inside names", "avoid `any`",
         diff(("src/store/filters.ts", """
+const anyValue: unknown = input;
+if (items.some(isAny) || hasAnyTag(item)) {
""")),
         diff(("src/store/filters.ts", """
+let payload: any = {};
"""))),
    Case("any in a message string", "don't use `any` types",
         diff(("src/forms/validate.ts", """
+  throw new Error("expected a string, got any other type");
""")),
         diff(("src/forms/validate.ts", """
+  function check(value: any): boolean {
"""))),
    Case("any said in the answer's prose", "avoid `any`",
         answer("Typed it so any payload is checked before use:\n\n```ts\n"
                "export function parse(raw: string): unknown {\n  return JSON.parse(raw);\n}\n"
                "```\n"),
         answer("```ts\nexport function parse(raw: string): any {\n"
                "  return JSON.parse(raw);\n}\n```\n")),
    Case("any taken out in a proposed diff", "never use `any`",
         answer("Here is the fix:\n\n```diff\n-function load(id: any) {\n"
                "+function load(id: UserId) {\n```\n"),
         answer("```ts\nfunction load(id: any) {\n```\n")),
    Case("var", "don't use `var`, always `let` or `const`",
         diff(("web/static/cart.js", """
+const variance = spread(prices);
+let total = 0; // var hoisted this before
-var total = 0;
""")),
         diff(("web/static/cart.js", """
+var total = 0;
"""))),
    Case("const over let", "always use `const` over `let`",
         diff(("src/text.js", """
+const letters = word.split("");
+const size = letters.length; // let would allow reassigning it
""")),
         diff(("src/text.js", """
+let size = word.length;
"""))),
    Case("strict equality", "no `==`, use `===`",
         diff(("src/cmp.js", """
+if (a === b && c !== d) {
""")),
         diff(("src/cmp.js", """
+if (a == b) {
"""))),
    Case("as casts", "never use `as` casts",
         diff(("src/users.ts", """
+const user = parseUser(body); // validated, so no cast as before
+const label = "Save as draft";
""")),
         diff(("src/users.ts", """
+const user = body as User;
"""))),
    Case("as in an import", "never use `as` casts",
         diff(("src/dates.ts", """
+import { format as formatDate } from "date-fns";
""")),
         diff(("src/dates.ts", """
+const when = row.created as Date;
"""))),
    Case("eval", "no `eval`",
         diff(("lib/expr.js", """
+  const value = JSON.parse(text); // eval ran untrusted input here
+  const evaluated = evaluate(tree);
""")),
         diff(("lib/expr.js", """
+  const value = eval(text);
"""))),
    Case("moment the word", "don't use `moment`, use `date-fns`",
         diff(("src/jobs.ts", """
+import { addDays } from "date-fns";
+const startedAt = new Date(); // at the moment the job starts
+setStatus("One moment, loading");
""")),
         diff(("src/jobs.ts", """
+import moment from "moment";
"""))),
    Case("lodash required by its string", "no lodash",
         diff(("src/util.js", """
+const uniq = (xs) => [...new Set(xs)]; // was the lodash helper
""")),
         diff(("src/util.js", """
+const _ = require("lodash");
"""))),
    Case("ts-ignore lives in comments", "no `@ts-ignore`",
         diff(("src/view.ts", """
+  const id = user?.id ?? "";
""")),
         diff(("src/view.ts", """
+  // @ts-ignore
+  const id = user.id;
"""))),
    Case("dangerous html taken out", "never use `dangerouslySetInnerHTML`",
         diff(("src/Bio.tsx", """
-  <div dangerouslySetInnerHTML={{ __html: bio }} />
+  <div className="bio">{bio}</div>
""")),
         diff(("src/Bio.tsx", """
+  <div dangerouslySetInnerHTML={{ __html: bio }} />
"""))),
    Case("important in css", "never use `!important` in CSS",
         diff(("styles/button.css", """
+  color: var(--accent);
+  /* no !important: the selector is specific enough */
""")),
         diff(("styles/button.css", """
+  color: red !important;
"""))),
    # -- Python ---------------------------------------------------------------------------------
    Case("logger not print", "use `logger` not `print`",
         diff(("app/jobs.py", """
+    logger.info("print job %s queued", job_id)
+def print_report(rows):
""")),
         diff(("app/jobs.py", """
+    print(f"queued {job_id}")
"""))),
    Case("print call in a docstring", "no `print()` calls, use logging",
         diff(("app/report.py", """
+    \"\"\"Build the report; never print() here, the caller logs it.\"\"\"
+    self.printer.render(doc)
""")),
         diff(("app/report.py", """
+    print("done")
"""))),
    Case("requests in a docstring", "prefer `httpx` over `requests`",
         diff(("client/http.py", """
+import httpx
+
+def fetch(url):
+    \"\"\"Fetch a page.
+
+    Retries failed requests up to three times.
+    \"\"\"
+    return httpx.get(url, timeout=5)
""")),
         diff(("client/http.py", """
+import requests
+    return requests.get(url, timeout=5)
"""))),
    Case("os.path taken out", "use `pathlib` instead of `os.path`",
         diff(("tools/paths.py", """
+from pathlib import Path
+    root = Path(__file__).parent
-    root = os.path.dirname(__file__)
""")),
         diff(("tools/paths.py", """
+    root = os.path.dirname(__file__)
"""))),
    Case("float for money", "never use `float` for money, use `Decimal`",
         diff(("billing/invoice.py", """
+    amount = Decimal(row["amount"])  # not float: it rounds cents
""")),
         diff(("billing/invoice.py", """
+    amount = float(row["amount"])
"""))),
    Case("sleep called by its module", "don't use `sleep` in tests, wait for the condition",
         diff(("tests/test_worker.py", """
+    wait_until(lambda: job.done, timeout=5)  # no sleep: poll the condition
""")),
         diff(("tests/test_worker.py", """
+    time.sleep(2)
"""))),
    Case("time.sleep outside tests", "no `time.sleep` in tests",
         diff(("src/poller.py", """
+        time.sleep(self.interval)
"""), ("tests/test_poller.py", """
+    clock.advance(5)
""")),
         diff(("tests/test_poller.py", """
+    time.sleep(0.5)
"""))),
    Case("all() in a comment", "avoid `.all()` on big querysets",
         diff(("shop/reports.py", """
+    # .all() would load the whole table
+    for order in Order.objects.filter(open=True).iterator():
+        if all(line.paid for line in order.lines):
""")),
         diff(("shop/reports.py", """
+    orders = Order.objects.all()
"""))),
    Case("import star", "never use `import *`",
         diff(("shop/views.py", """
+from .models import Order, User  # no import * any more
""")),
         diff(("shop/views.py", """
+from .models import *
"""))),
    Case("todo comments", "no `TODO` comments",
         diff(("shop/tax.py", """
+    # the caller handles the retry budget
""")),
         diff(("shop/tax.py", """
+    # TODO: handle retries
"""))),
    Case("select star in a comment", "never use `SELECT *` in queries",
         diff(("repo/users.py", """
+    # SELECT * broke when the table grew a column
+    rows = db.execute("SELECT id, email FROM users WHERE org_id = %s", (org,))
""")),
         diff(("db/queries.sql", """
+select * from orders where status = 'open';
"""))),
    # -- Go and Rust ----------------------------------------------------------------------------
    Case("panic in a message", "no `panic` in handlers",
         diff(("internal/http/handler.go", """
+		return fmt.Errorf("decode body: %w", err) // never panic here
+	log.Printf("recovered from a panic: %v", r)
""")),
         diff(("internal/http/handler.go", """
+		panic(err)
"""))),
    Case("testify by its import path", "no testify",
         diff(("pkg/store/store_test.go", """
+	if got != want {
+		t.Errorf("got %v, want %v", got, want)
""")),
         diff(("pkg/store/store_test.go", """
+	"github.com/stretchr/testify/assert"
"""))),
    Case("any said in a comment", "don't use `interface{}`, use `any`",
         diff(("pkg/codec/decode.go", """
+func Decode(v any) error {
""")),
         diff(("pkg/codec/decode.go", """
+// Decode accepts any value.
+func Decode(v interface{}) error {
"""))),
    Case("unwrap in a doc comment", "no `unwrap()` in library code",
         diff(("src/config.rs", """
+    /// Returns an error instead of calling unwrap() on a missing key.
+    let cfg = load().context("reading config")?;
+    let n = opt.unwrap_or(0);
""")),
         diff(("src/config.rs", """
+    let cfg = load().unwrap();
"""))),
    Case("unsafe", "never use `unsafe`",
         diff(("src/lib.rs", """
+#![forbid(unsafe_code)]
+// no unsafe left after the rewrite
""")),
         diff(("src/lib.rs", """
+    let b = unsafe { ptr.read() };
"""))),
    # -- answers and commands -------------------------------------------------------------------
    Case("a library set aside by name", "use httpx, not requests",
         answer("Switched the client from requests to httpx; `httpx.get` takes the same "
                "timeout argument."),
         answer("Added a retry loop around the requests session.")),
    Case("a package manager", "we use pnpm, not npm",
         ran("pnpm install", "pnpm run build"),
         ran("npm install", "npm run build")),
    # -- commands -------------------------------------------------------------------------------
    Case("force push", "never `git push --force`",
         ran("git push --force-with-lease origin feature/login"),
         ran("git push -f origin main")),
    Case("a check named in a commit message", "always run `ruff check` before you finish",
         ran("ruff check .", 'git commit -m "fix ruff check warnings"'),
         ran('git commit -m "fix ruff check warnings"')),
)

# Rules whose checks still misread the work; see the module docstring.
KNOWN_MISSES: frozenset[str] = frozenset({
    # `as` also renames an import: no check of a term tells a cast from that
    "as in an import",
})


def reads_right(case: Case) -> bool:
    """Every check mined from the rule passes the work that keeps it and fails the work that
    breaks it."""
    judges = derive([Quote(case.rule, HERE)])
    return bool(judges) and all(j.score(case.keeps) == 1.0 for j in judges) \
        and all(j.score(case.breaks) == 0.0 for j in judges)


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_a_mined_check_passes_work_that_keeps_its_rule_and_fails_work_that_breaks_it(
        case: Case) -> None:
    if case.name in KNOWN_MISSES:
        assert not reads_right(case), f"{case.name!r} is read right now: take it out of " \
            "KNOWN_MISSES"
    else:
        assert reads_right(case)
