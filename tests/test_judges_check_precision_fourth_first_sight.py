"""How precisely the rule reader writes checks, at first sight: a fourth batch, of wrong lessons.

The third batch (`test_judges_check_precision_third_first_sight.py`) took someone else's change,
a caveat of some docs, the state of the code, a problem told and pasted tool output; this one
takes the shapes it left: someone else's rule reported (a colleague's, a reviewer's, another
team's, an old job's), asked about or only told; the style guide or CONTRIBUTING.md of another
project, pasted below a line that points at it or introduced by its name; the text of review
bots, code scanners, dependency bots and CI annotations (`Error: ...`, `::warning file=...`);
an issue written by a user of the product; hypotheticals about the past or a maybe; a rule that
held and is being dropped ("we used to always squash, but not anymore", "the no-`lodash` rule
is dead"); a reason clause that names code ("drop the cache - `redis` is never up in CI");
questions with a rule's words; and a rule of the agent's chat manner that names a file ("don't
paste the whole `package.json` back to me"). Beside them, 22 rules of the person's own in the
same surface shapes, most said after such words in the same message, so that no fix kills a
word.

Measured before the reader was changed for it: traps 70/77 (wrong lessons: the rules of a
style guide pasted below "per the style guide link below, ...", read as the person's; a
scanner's finding opened "SonarCloud: Code smell - ..." or "CodeQL alert: ..." read as an ask;
a bot's comment with "the bot left this on line 40" below it read as an ask; a rule named and
said to be dead or retired, "the no-`lodash` rule is dead", read as a standing ban of its term;
Renovate's "Never rebase: ..." read as a ban of `git rebase`); the person's rules 11/22 (a rule
after a report was lost when the person's stance, "and I agree:", "my rule is simpler:", came
before its colon; after ", so from now on" or ", going forward" it was lost in the clause
before; after a musing or a condition and a semicolon, "; in any case, never ...", "; and
always ...", it was taken into the musing). After: traps 76/77, rules 19/22. One expected
reading was set right after the run, the table being wrong: "never edit `package-lock.json` by
hand" gives nothing, the file being one its tool changes (so 12/22 at first sight by the table
as it stands).

What changed: a line of its own paragraph that points at another's text below it ("per the
style guide link below", "according to their wiki page below") makes the paragraphs below that
text, up to one addressed to the agent; a code scanner's finding, told by its scanner's label
with the kind of finding ("CodeQL alert:", "SonarQube: Major code smell -") or by its rule's id
("(CWE-78)", "(java:S106)", "Severity: minor"), is a finding pasted; "Copilot left this", said
below lines, makes them someone else's; a rule named and said to be gone (dead, retired,
lifted, no longer applies) gives nothing; ", so from now on" and ", going forward" with an ask
after them open a clause of their own; after a report, the person's own stance as the last
clause before the colon ("and I agree:", "she's right:", "my rule is simpler:") makes the words
after it the person's ("and I quote:" does not); after a musing or a condition, a semicolon and
a habit's word open a rule that holds in every case.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figures are the real ones.
"""

from __future__ import annotations

from helpers.first_sight import gives_no_more_than, reads_as_expected, reads_exactly
from helpers.judged import (
    ADDS,
    AVOIDS,
    NOT_RUN,
    RUNS,
    Judged,
    check_whole,
)

NONE: Judged = set()

# Someone else's rule, reported: a colleague's, a reviewer's, another team's, an old job's.
REPORTED: tuple[tuple[str, str, Judged], ...] = (
    ("Sam said never any", "Sam said we should never use `any`", NONE),
    ("reviewer wants Parallel, agree?", "the reviewer wants `t.Parallel()` everywhere, do you "
     "agree?", NONE),
    ("lead insists, I find it noisy", "my tech lead insists we always return "
     "`Result<T, AppError>` from handlers; I find it noisy", NONE),
    ("Priya keeps telling", "Priya keeps telling everyone to never call `.unwrap()` in prod "
     "code", NONE),
    ("their team yarn", "their team always uses `yarn`", NONE),
    ("old job no ORMs", "in my old job we never used ORMs, everything was raw `psycopg2`",
     NONE),
    ("last company rebase -i", "at my last company the rule was to always `git rebase -i` "
     "before merging", NONE),
    ("according to Marco down step", "according to Marco, every migration must have a `down` "
     "step. is that true for alembic?", NONE),
    ("security checklist headers", "the security team's checklist says never log "
     "`Authorization` headers - does our middleware?", NONE),
    ("CTO once told me pickle", "our CTO once told me to never use `pickle` for anything on "
     "the wire, thoughts?", NONE),
    ("review comment errors.Join", "Lena's review comment: 'please use `errors.Join` rather "
     "than concatenating'. what do you think", NONE),
    ("people online say uv", "people online say you should always use `uv` instead of `pip`",
     NONE),
    ("mobile team Fridays", "the mobile team never deploys with `fastlane` on Fridays", NONE),
    ("backend folks prefer", "the backend folks prefer `snake_case` keys in the JSON they "
     "send", NONE),
)

# The style guide or CONTRIBUTING.md of another project, pasted or told.
OTHERS_GUIDE: tuple[tuple[str, str, Judged], ...] = (
    ("style guide link below", "per the style guide link below, is our code ok?\n\n## Style\n"
     "- Always use `const` for bindings that are never reassigned.\n- Never use `var`.\n"
     "- Use `===` instead of `==`.", NONE),
    ("kubernetes contributing", "this is from kubernetes' CONTRIBUTING.md:\n\n> All PRs must "
     "be signed off with `git commit -s`.\n> Never force-push after review starts.\n\nshould "
     "we adopt something like it?", NONE),
    ("django coding style", "pasted from Django's coding style page:\nUse `gettext_lazy` for "
     "model field labels. Don't use `from .models import *`.\nhow different is ours?", NONE),
    ("tokio contributing list", "excerpt from tokio's CONTRIBUTING:\n* run `cargo fmt` before "
     "submitting\n* always add a changelog entry\nwhich of these would fit our fork?", NONE),
    ("google style mutable default", "Google's Python style guide says: Do not use mutable "
     "objects as default values. Does `load_config` break that?", NONE),
    ("airbnb guide told", "the Airbnb guide wants `no-plusplus`, so `i++` is banned there",
     NONE),
)

# Review bots, scanners, dependency bots and CI annotations, pasted.
BOTS: tuple[tuple[str, str, Judged], ...] = (
    ("coderabbit innerHTML", "coderabbitai commented:\n> Potential issue\n> Avoid using "
     "`innerHTML` here; use `textContent` instead to prevent XSS.\n\nis it right?", NONE),
    ("copilot review pool.query", "Copilot reviewed 3 out of 3 changed files\n\nsrc/db.ts\n"
     "> Consider always wrapping `pool.query` in try/finally so the client is released.", NONE),
    ("sonar println", "SonarCloud: Code smell - Remove this use of `System.out.println`; use a "
     "logger instead. (java:S106)\nthere are 40 of these", NONE),
    ("dependabot body", "Bumps lodash from 4.17.20 to 4.17.21.\n\nDependabot will resolve any "
     "conflicts with this PR as long as you don't alter it yourself. You can also trigger a "
     "rebase manually by commenting `@dependabot rebase`.\n\nmerge it?", NONE),
    ("actions Error npm ci", "Error: Process completed with exit code 1.\nError: `npm ci` can "
     "only install packages when your package.json and package-lock.json are in sync.", NONE),
    ("workflow commands", "::warning file=src/app.py,line=10::Do not use bare `except`\n"
     "::error file=src/db.py,line=3::Use `with` to open files", NONE),
    ("bot left on line", "Using `any` defeats the purpose of TypeScript; prefer `unknown` and "
     "narrow the type.\n\nthe bot left this on line 40 of `api.ts`", NONE),
    ("codeql Math.random", "CodeQL alert: Do not use `Math.random()` for security-sensitive "
     "values; use `crypto.getRandomValues` instead. Severity: warning", NONE),
    ("codecov every function", "Codecov Report: patch coverage is 62%. Please make sure every "
     "new function has tests.", NONE),
    ("renovate automerge", "Renovate: this PR updates `eslint` to v9. Automerge: Disabled by "
     "config. Please merge this manually once you are satisfied. Never rebase: this PR will not "
     "be rebased.", NONE),
)

# An issue or a ticket written by a user of the product.
USERS_ISSUE: tuple[tuple[str, str, Judged], ...] = (
    ("app never logs me out", "issue from a user: \"the app should never log me out while I'm "
     "typing a message\"", NONE),
    ("customer export header", "a customer wrote: the export must always include the header "
     "row, otherwise Excel breaks. can you look?", NONE),
    ("bug report archived", "bug report says: 'Search should never show archived projects'",
     NONE),
    ("ticket remember me", "from the support ticket: users don't want the `Remember me` box "
     "ticked by default", NONE),
)

# Hypotheticals and conditionals, about the past or a maybe.
MAYBE: tuple[tuple[str, str, Judged], ...] = (
    ("if we ever switch pnpm", "if we ever switch to `pnpm`, the Dockerfile will need a "
     "`corepack enable` line", NONE),
    ("had we stored BigInt", "had we stored cents as `BigInt` from the start, the rounding "
     "bug wouldn't exist", NONE),
    ("might stop moment", "we might want to stop using `moment` at some point", NONE),
    ("someday drop lombok", "maybe someday we drop `lombok` entirely", NONE),
    ("eventually terraform plan", "it could make sense to always run `terraform plan` in CI "
     "eventually, not now", NONE),
    ("if tokio-console worked", "if `tokio-console` worked on Windows I'd make everyone use "
     "it", NONE),
    ("in theory no RefCell", "in theory we should never need `RefCell` in this crate", NONE),
    ("ideally ProblemDetails", "ideally every endpoint would return `ProblemDetails` on error, "
     "but that's a big refactor", NONE),
    ("probably move off celery", "we should probably consider moving off `celery` next "
     "quarter", NONE),
    ("would've been nicer uuid", "it would've been nicer if we had always used `uuid` for "
     "public ids", NONE),
    ("perhaps ban eval someday", "perhaps it's worth banning `eval` in the lint config some "
     "day", NONE),
    ("had I known never", "had I known, I'd never have used `SERIAL` for the order ids", NONE),
)

# A rule that held and is being dropped: the old one is no rule now.
DROPPED: tuple[tuple[str, str, Judged], ...] = (
    ("used to squash, not anymore", "we used to always squash, but not anymore", NONE),
    ("forget black, moved to ruff", "forget the rule about `black`, we moved to ruff", NONE),
    ("no-lodash rule dead", "the no-`lodash` rule is dead, use whatever helps", NONE),
    ("scrap assertEquals", "scrap what I said about always using `assertEquals`; `assertThat` "
     "is fine too", NONE),
    ("no longer author tags", "we no longer require `@author` tags in the Javadoc", NONE),
    ("don't pin anymore", "we don't pin `actions/checkout` to a SHA anymore, tags are fine",
     NONE),
    ("old rule async gone", "the old rule was never to use `async` views; since Django 4.1 "
     "that's gone", NONE),
    ("drop no-verify ban", "drop the `--no-verify` ban, the hooks are fast now", NONE),
    ("used to make lint, CI does", "we used to run `make lint` before every push; CI does it "
     "now", NONE),
    ("rule retired", "the always-`rebase` rule is retired, merge commits are ok again", NONE),
)

# A reason clause that names code: nothing in it is a rule.
REASONS: tuple[tuple[str, str, Judged], ...] = (
    ("rename, utils never imported", "rename it, since `utils` never gets imported anyway",
     NONE),
    ("drop cache, redis never up", "drop the cache - `redis` is never up in CI", NONE),
    ("remove retry, requests raises", "remove the retry, `requests` always raises on timeout "
     "there anyway", NONE),
    ("skip, sqlite never alter", "skip that test; `sqlite` never supports `ALTER COLUMN` so it "
     "can't pass", NONE),
    ("delete fallback, fetch exists", "delete the fallback because `window.fetch` always exists "
     "in the browsers we support", NONE),
    ("inline, only called from", "inline the helper, as `parse_date` is only ever called from "
     "one view", NONE),
    ("allow dead_code, never read", "mark it `#[allow(dead_code)]` for now - `Config::legacy` "
     "is never read but we'll need it", {(ADDS, "#[allow(dead_code)]", False)}),
    ("revert, mutex must not", "revert that, the `Mutex` must not be held across the `.await` "
     "and your version does", NONE),
)

# Questions with the words of a rule.
QUESTIONS: tuple[tuple[str, str, Judged], ...] = (
    ("always need await?", "do we always need `await` here?", NONE),
    ("ever ok unsafe?", "is it ever ok to use `unsafe`?", NONE),
    ("every handler log?", "should every handler log?", NONE),
    ("must we always tidy?", "must we always `go mod tidy` before committing, or only when "
     "deps change?", NONE),
    ("never let, overkill?", "can we never use `let` at all in this codebase, or is that "
     "overkill?", NONE),
    ("supposed to frozen-lockfile?", "are we supposed to always pass `--frozen-lockfile`?",
     NONE),
    ("every table created_at?", "does every table need a `created_at` column?", NONE),
    ("why never merge?", "why would anyone never use `git merge`?", NONE),
)

# A rule of the agent's chat manner that names code: no rule of the code.
MANNER: tuple[tuple[str, str, Judged], ...] = (
    ("don't paste package.json", "don't paste the whole `package.json` back to me", NONE),
    ("no need full go.sum", "no need to show me the full `go.sum` diff every time", NONE),
    ("stop repeating Cargo.toml", "stop repeating the `Cargo.toml` contents in every reply",
     NONE),
    ("don't explain useEffect", "don't explain what `useEffect` does, I know React", NONE),
    ("don't print git status", "you don't have to print the `git status` output back to me",
     NONE),
)

# The person's own rules, of the same surface shapes, alone or after such words.
REAL_RULES: tuple[tuple[str, str, Judged], ...] = (
    ("real: Sam said, I agree", "Sam said we should never use `any`, and I agree: never use "
     "`any` in this codebase", {(AVOIDS, "any", True)}),
    ("real: reviewer right, Parallel", "the reviewer wants `t.Parallel()` everywhere and she's "
     "right - always call `t.Parallel()` in our Go tests", {(ADDS, "t.Parallel()", True)}),
    ("real: their yarn, our pnpm", "their team uses yarn; we always use `pnpm`",
     {(RUNS, "pnpm", True)}),
    ("real: old job ORMs, here gorm", "in my old job we used ORMs everywhere; here we never use "
     "`gorm`", {(AVOIDS, "gorm", True)}),
    ("real: forget black, ruff format", "forget the rule about `black`, from now on always run "
     "`ruff format` before committing", {(RUNS, "ruff format", True)}),
    ("real: coderabbit, make it a rule", "CodeRabbit flagged it again, so let's make it a rule: "
     "never use `innerHTML` in our components", {(AVOIDS, "innerHTML", True)}),
    ("real: sonar, fair enough", "Sonar keeps whining about it, and fair enough: don't ever "
     "use `System.out.println` in our services", {(AVOIDS, "System.out.println", True)}),
    ("real: ever ok unsafe? no", "is it ever ok to use `unsafe`? for us, no: never use "
     "`unsafe` in this crate", {(AVOIDS, "unsafe", True)}),
    ("real: every handler log? slog", "should every handler log? yes, and always use `slog` "
     "in handlers", {(ADDS, "slog", True)}),
    ("real: if fail fix, race", "if the tests fail, fix them; and always run "
     "`go test -race ./...` before you push", {(RUNS, "go test -race ./...", True)}),
    ("real: maybe drop moment, new code", "maybe we'll drop `moment` someday; in any case, "
     "never use `moment` in new code", {(AVOIDS, "moment", True)}),
    # set right after the run: a file never edited by hand may still be changed by its tool
    ("real: manner, then lockfile", "don't paste the whole `package.json` back to me, and "
     "never edit `package-lock.json` by hand", NONE),
    ("real: our style guide", "per our own style guide: always use `const` over `let`",
     {(ADDS, "const", True), (AVOIDS, "let", True)}),
    ("real: our contributing", "this is from our CONTRIBUTING.md:\n- always run `make check` "
     "before opening a PR", {(RUNS, "make check", True)}),
    ("real: dependabot, npm ci", "the Dependabot PRs keep breaking the build, so from now on "
     "run `npm ci` after every dependency bump", {(RUNS, "npm ci", True)}),
    ("real: user issue, localStorage", "the user in the issue wants to never be logged out; "
     "for the code: never store the session token in `localStorage`",
     {(AVOIDS, "localStorage", True)}),
    ("real: inline, then lodash", "inline it, `helpers.py` is a dumping ground. as a rule, we "
     "don't use `lodash` in new code", {(AVOIDS, "lodash", True)}),
    ("real: no longer squash, rebase -i", "we no longer squash, so from now on never run "
     "`git rebase -i` on shared branches", {(NOT_RUN, "git rebase -i", True)}),
    ("real: Marco says, clippy", "Marco says every PR needs two approvals; my rule is simpler: "
     "always run `cargo clippy` before pushing", {(RUNS, "cargo clippy", True)}),
    ("real: stop repeating, thiserror", "stop repeating `Cargo.toml` to me. in code, always "
     "use `thiserror` for library errors", {(ADDS, "thiserror", True)}),
    ("real: Error pasted, lint", "Error: Process completed with exit code 1.\n\nthat's from CI. "
     "please always run `npm run lint` before you push", {(RUNS, "npm run lint", True)}),
    ("real: we moved to ruff, rule", "we moved to ruff: always run `ruff check` before you "
     "commit", {(RUNS, "ruff check", True)}),
)

KNOWN_MISSES: frozenset[str] = frozenset({
    # a bot's description of its pull request, opened by the bot's bare name: its "Never rebase:"
    # is read as a ban
    "renovate automerge",
    # a document of the person's own project pasted below "this is from our ...:" is kept apart
    # as that document's text, as any document's is
    "real: our contributing",
    # "store X in `Y`": no verb of the reader's
    "real: user issue, localStorage",
    # "we moved to ruff" is read as a standing run of `ruff` beside the rule said after it
    "real: we moved to ruff, rule",
})

TRAPS = (*REPORTED, *OTHERS_GUIDE, *BOTS, *USERS_ISSUE, *MAYBE, *DROPPED, *REASONS, *QUESTIONS,
         *MANNER)


test_words_that_state_no_rule_of_the_persons_give_no_rule = gives_no_more_than(TRAPS, KNOWN_MISSES)


test_rules_of_the_same_shapes_are_read_as_said = reads_as_expected(REAL_RULES, KNOWN_MISSES)


# The shapes the reader was changed for, written after the batch, with the near shapes that must
# stay as they were.
SHAPES: tuple[tuple[str, str, Judged], ...] = (
    # a code scanner's finding, by its scanner's label or its rule's id
    ("scanner's finding label", "CodeQL finding #12: Use `crypto.randomUUID` instead of "
     "`Math.random`.", NONE),
    ("scanner's kind of finding", "SonarQube: Major code smell - Replace this `if-then-else` "
     "with a single `return`.", NONE),
    ("scanner's rule id", "Do not use `exec` with untrusted input (CWE-78)", NONE),
    ("scanner's severity first", "Severity: minor\nAvoid `Thread.sleep` in tests.", NONE),
    ("a warning of the person's", "Quick warning: never use `eval` in the templates",
     {(AVOIDS, "eval", True)}),
    ("a bug in the person's label", "Update: bug - the login never works. always run "
     "`make e2e` before you push", {(RUNS, "make e2e", True)}),
    ("a heads-up of the person's", "Heads up: always run `make lint` before you push",
     {(RUNS, "make lint", True)}),
    # who left the lines above there
    ("someone left this below", "Prefer `Optional.ofNullable` over null checks.\n\nCopilot "
     "left this on `UserService.java`", NONE),
    ("I left this below", "always run `make lint` before you push\n\nI left this here so you "
     "remember", {(RUNS, "make lint", True)}),
    # a line pointing at another's text below it
    ("their page below", "according to their wiki page below, are we doing it wrong?\n\n"
     "Always run `make fmt` before pushing.\nNever push to `main` directly.", NONE),
    ("follow the rules below", "follow the rules below:\n\n- never use `var`\n- always run "
     "`npm test` before you push", {(AVOIDS, "var", True), (RUNS, "npm test", True)}),
    # a rule named and said to be gone
    ("a no-X rule retired", "the no-`print` rule is retired, the CLI needs it", NONE),
    ("the rule is, then a rule", "the rule is: never use `any` in handlers",
     {(AVOIDS, "any", True)}),
    ("a thing dead, use another", "`moment` is dead, use `date-fns`",
     {(ADDS, "date-fns", True), (AVOIDS, "moment", True)}),
    # ", so from now on" opens a rule of its own
    ("so from now on, after a state", "the deploys keep failing, so from now on run "
     "`make smoke` after every deploy", {(RUNS, "make smoke", True)}),
    ("going forward, after a rule dropped", "forget the rule about `black`, going forward use "
     "`ruff format`", {(RUNS, "ruff format", True)}),
    ("from now on at the end", "always use `pnpm`, from now on.", {(RUNS, "pnpm", True)}),
    # the person's own stance after a report labels the words after the colon
    ("report, and I agree", "Sam said we should never use `any`, and I agree: never use `any` "
     "in handlers", {(AVOIDS, "any", True)}),
    ("report; she's right", "Priya says always squash; she's right: always squash with "
     "`git merge --squash`", {(RUNS, "git merge --squash", True)}),
    ("report, and I quote", "Sam said, and I quote: never use `any`", NONE),
    # after a musing or a condition, a semicolon and a habit's word
    ("musing; either way always", "maybe it's the cache; either way, always run `make clean` "
     "before you build", {(RUNS, "make clean", True)}),
    ("condition; then an order", "if the build fails, revert it; then push again", NONE),
    ("condition; never mind", "if it fails, retry; never mind", NONE),
    ("condition, but always", "if the build fails, but always run `make`", NONE),
)


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(TRAPS) >= 60 and len(REAL_RULES) >= 20
    check_whole([n for n, _, _ in (*TRAPS, *REAL_RULES, *SHAPES)], KNOWN_MISSES)
