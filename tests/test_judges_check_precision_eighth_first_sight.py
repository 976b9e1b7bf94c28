"""How precisely the rule reader writes checks, at first sight: an eighth batch, of wrong lessons.

The earlier batches (`test_judges_check_precision_sixth_first_sight.py`, `..._seventh_...`,
`test_tasks_exchanges_eleventh_first_sight.py`) noticed and left five shapes; this one takes them
in many wordings across Go, Python, TypeScript, Kotlin, Swift, Rust, Java, Ruby, shell, npm,
Terraform, Kubernetes and git: a refusal of the agent's deed that names no code ("you pinned it.
never pin it", "you vendored it - never vendor deps", "you hardcoded it. never hardcode it"),
which is about the deed and never a ban of the value the agent wrote (a version, a path, a
message, a port); an operator or a sigil said of one language ("never use `!!` in Kotlin", "no
`!` non-null assertions in TS", "`?` on every fallible call in Rust"), whose checks judge no file
of another (JS's `!!x`, a shell's `if !`); a flag told with no command ("never use `--force`",
"`--force` is off limits"), which means other things to other tools, beside a flag of the
command the agent ran ("never pass `--force`" under "I ran `npm install --force`"); a rule that
routes a kind of work through one thing ("route all HTTP calls through `ApiClient`", "every SQL
query goes through `db.Query`"), whose durable check judges only work that does that kind of
thing; and a ban whose reach is a machine or a user no replay shows ("we never deploy from
laptops", "never push from the CI box", "never run `psql` as the postgres user"), which gives no
verdict on a replay that runs the command.
Beside them, the person's rules in the same surface shapes, which must keep their checks.

Measured before the reader was changed for it, as written: traps 41/65 (deeds 12/13, "you
hardcoded it. never hardcode it" read as a standing ban of `8080`; sigils 11/15, "in TS", "for
Kotlin code", "in our TypeScript" and a language as a label left the check on every file; bare
flags 7/13, "never use `--force`", "never pass `--yes`", "we never pass `--insecure`", "`--force`
is off limits", "no `--quiet`, ever", "never use `--no-audit`" banned on every command; routes
8/12; places 3/12, nine bans said with a machine or a user failing a replay that runs the
command); the person's rules 11/21 (the flag of the agent's `npm
install --force` and `git push --force` read as bans of `--force` on every command). Three
expectations were set right after the run, the table being wrong: a route's check of the task
(a bare imperative over every one of a kind is the task's, as the sixth batch reads it) judges
the task's own replay, which is meant to do what it routes, so routes are measured on the
durable checks (11/12 before); a bare "don't run `migrate` with `--fake`" is the task's, as every
bare "don't" is; and a rule keeps its check when its own task's check fails the work it bans,
whether durable or not. By the table as it stands: traps 44/65, rules 16/21. After: traps
62/65, rules 18/21 (the three rules missed give nothing: no wrong lesson).

What changed, by shape: a bare value the agent wrote (a number, a version, a quoted string) is
no deed, and a refusal pointing back at it ("never hardcode it", "don't do that") gives nothing
(`directives._refers_back`); a language a rule is said in or for, whoever's it is and by its
short name ("in TS", "for Kotlin code", "in our TypeScript", "for JS files"), keeps its checks
to that language's files (`judges/code.py`, whose short names `name_case.py` now shares); a long
flag of one word (`--force`, `--yes`, `--quiet`, `--insecure`), which many tools share each with
a meaning of its own, said of no command gives nothing durable, while one of several words
(`--no-verify`, `--skip-tests`) is still kept off every command line; a flag of one word or one
letter said of no command, under an agent's message that ran exactly one command with it, is
that command's flag (`mine._command_the_flag_went_to`); the kind of work a rule routes through a
thing ("route all HTTP calls through", "every SQL query goes through", "`X` to route all HTTP
calls") is what the thing is for, so its check is in play where the work does that
(`purposes.purpose_routed`), and a call of the project's own thing it routes through is such
work (`ApiClient.get(...)`; a library known for the purpose is not, as `Decimal("0.001")` is no
money); and a machine a command is run on or from ("from laptops", "on the CI box", "on the
build agents") or a user it is run as ("as root", "as the postgres user") is a reach no replay
shows, as a time is, and its ban gives no verdict (`conditions.unseen_place`,
`work.DoesNotRun`); "locally" and "in a container", where a replay does run, keep their check,
and so does "in production", where a command acts from any machine. Two expectations of other
batches were set by these rules: "`--force` is banned" writes no line
(`test_tasks_process_rules_third_first_sight.py`), and "route all HTTP calls through
`ApiClient`" says nothing of a change to a stylesheet (`test_tasks_place_verbs_first_sight.py`).

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figures are the real ones.
"""

from __future__ import annotations

import pytest

from skillsleep.replaykit.command import Command
from skillsleep.tasks.judges import Attempt, FileChange, Judge
from skillsleep.tasks.judges.mine import Quote, derive

from helpers.judged import AVOIDS, HERE, NOT_RUN, Judged, check_read, check_whole, judged

NONE: Judged = set()


def _judges(words: str, reply: str = "") -> list[Judge]:
    return derive([Quote(words, HERE, reply=reply)])


def _work(path: str, *lines: str) -> Attempt:
    """Work that adds `lines` to the file at `path` and runs nothing."""
    return Attempt(changes=[FileChange(path, added=list(lines), created=True)], commands=[])


def _ran(*commands: str) -> Attempt:
    """Work that runs `commands`, each passing, and changes no file."""
    return Attempt(changes=[], commands=[Command(c, 0) for c in commands])


def _fails(words: str, attempt: Attempt, reply: str = "") -> bool:
    """Does a check of the words, the task's own or durable, fail the attempt?"""
    return any(j.score(attempt) == 0.0 for j in _judges(words, reply))


# A refusal of the agent's deed that names no code ("you pinned it. never pin it"): the rule is
# about the deed, never a ban of the value the agent wrote (a version, a path, a message).
# (name, the agent's message, the person's words, the value written)
DEEDS: tuple[tuple[str, str, str, str], ...] = (
    ("pinned requests, never pin it", "I pinned `requests==2.31.0` in requirements.txt.",
     "you pinned it. never pin it", "requests==2.31.0"),
    ("pinned lodash, never pin deps", "I pinned `lodash@4.17.21` in package.json.",
     "you pinned lodash - never pin deps", "lodash@4.17.21"),
    ("vendored errors, never vendor", "I vendored the module into `vendor/github.com/pkg/errors`.",
     "you vendored it - never vendor deps", "vendor/github.com/pkg/errors"),
    ("squashed, never squash", "I squashed the commits into one: `feat: add login flow`.",
     "you squashed them, never squash", "feat: add login flow"),
    ("pinned the image, we never pin it", "I pinned the image to `postgres:15.4`.",
     "you pinned the image. we never pin it", "postgres:15.4"),
    ("vendored serde_json, never vendor crates", "I copied the crate into "
     "`third_party/serde_json` and vendored it.", "you vendored serde_json. don't ever vendor "
     "crates", "third_party/serde_json"),
    ("rebased the branch, never rebase", "I rebased `feature/login` onto main.",
     "you rebased it. never rebase shared branches", "feature/login"),
    ("upgraded django, never upgrade", "I upgraded `django` to `5.0.2` in requirements.txt.",
     "you upgraded it. never upgrade deps in a bugfix PR", "5.0.2"),
    ("amended the commit, never amend", "I amended the last commit with the message "
     "`fix typo`.", "you amended it. don't ever amend", "fix typo"),
    ("pinned x/net, never pin it", "I pinned `golang.org/x/net v0.17.0` in go.mod.",
     "you pinned x/net, never pin it", "golang.org/x/net v0.17.0"),
    ("renamed the branch, never rename", "I renamed the branch to `fix/login-bug`.",
     "you renamed it - never rename it", "fix/login-bug"),
    ("hardcoded the port, never hardcode", "I hardcoded the port as `8080` in config.py.",
     "you hardcoded it. never hardcode it", "8080"),
    ("tagged the release, never tag", "I tagged the release `v2.3.0`.",
     "you tagged it. never tag releases yourself", "v2.3.0"),
)

# A rule of an operator or a sigil said of one language: its checks judge no file of another
# (JS's `!!x`, a shell's `!`, Python code with no `?`). (name, words, path, line added)
SIGILS: tuple[tuple[str, str, str, str], ...] = (
    ("!! in Kotlin, a JS file", "never use `!!` in Kotlin", "web/app.js", "const ok = !!user;"),
    ("! in TS, a shell script", "no `!` non-null assertions in TS", "scripts/deploy.sh",
     "if ! command -v jq; then exit 1; fi"),
    ("! in TS, a Rust file", "no `!` non-null assertions in TS", "src/main.rs",
     "if !ready { return; }"),
    ("? in Rust, a Python file", "`?` on every fallible call in Rust", "app/models.py",
     "value = parse(raw)"),
    ("!! in Kotlin code, a TS file", "never use `!!` in Kotlin code", "src/index.ts",
     "return !!token;"),
    ("unwrap in Rust, a Python file", "never use `unwrap()` in Rust", "app/result.py",
     "value = result.unwrap()"),
    ("discard in Go, a Python file", "in Go, never discard errors with `_ =`", "cli/main.py",
     "_ = parser.add_argument('--name')"),
    ("! in TS, the operator, Rust", "in TS never use the `!` operator", "src/lib.rs",
     "if !done { continue; }"),
    ("!! in kt files, a TSX file", "don't use `!!` in .kt files", "src/App.tsx",
     "{!!items.length && <List />}"),
    ("force unwrap in Swift, shell", "In Swift never force unwrap with `!`", "scripts/build.sh",
     "if ! make; then exit 1; fi"),
    ("! after optionals in Swift, TS", "no `!` after optionals in Swift", "src/app.ts",
     "if (!user) return;"),
    ("Kotlin label !!, a JS file", "Kotlin: never use `!!`", "web/form.js",
     "const valid = !!form.name;"),
    ("for Kotlin code !!, a JS file", "for Kotlin code, no `!!` ever", "web/cart.js",
     "return !!cart.items.length;"),
    ("our TypeScript non-null, Rust", "in our TypeScript, never use the non-null `!`",
     "src/main.rs", "if !path.exists() { return; }"),
    ("? over unwrap in Rust, TS", "use `?` instead of `unwrap()` in Rust", "web/form.ts",
     "const n = parse(raw);"),
)

# A flag told with no command: nothing durable of the flag alone, which means other things to
# other tools. (name, the agent's message, words)
FLAGS: tuple[tuple[str, str, str], ...] = (
    ("don't pass --force", "", "don't pass `--force`"),
    ("never use --force", "", "never use `--force`"),
    ("never pass -f", "", "never pass `-f`"),
    ("never pass --yes", "", "never pass `--yes`"),
    ("always pass --dry-run", "", "always pass `--dry-run`"),
    ("never pass -k", "", "never pass `-k`"),
    ("never pass --insecure", "", "we never pass `--insecure`"),
    ("never use -rf", "", "never use `-rf`"),
    ("disabled with --no-audit, never again", "", "I see you disabled the check with "
     "`--no-audit`. never do that again"),
    ("--force is off limits", "", "`--force` is off limits"),
    ("always add -v", "", "always add `-v` from now on"),
    ("no --quiet ever", "", "no `--quiet`, ever"),
)

# A rule that routes a kind of work through one thing: its checks judge only work that does that
# kind of thing. (name, words, path, line added by work that does none of it)
ROUTES: tuple[tuple[str, str, str, str], ...] = (
    ("HTTP through ApiClient, a formatter", "route all HTTP calls through `ApiClient`",
     "src/utils/format.ts", "export const pad = (s: string) => s.padStart(2, '0');"),
    ("DB through the repository layer", "every DB access goes through the repository layer",
     "src/ui/Button.tsx", "export const Button = () => <button>{label}</button>;"),
    ("emails via Mailer, a model", "all emails go via `Mailer`", "app/models/user.rb",
     "validates :name, presence: true"),
    ("queries through UserRepo, a handler", "all database queries must go through `UserRepo`",
     "internal/math/sum.go", "func Sum(a, b int) int { return a + b }"),
    ("log lines through logger, math", "send every log line through `logger`", "src/math.py",
     "def add(a, b): return a + b"),
    ("payments through PaymentGateway", "all payments go through `PaymentGateway`",
     "src/components/Header.tsx", "export const Header = () => <h1>{title}</h1>;"),
    ("HttpService for network calls", "always go through `HttpService` for network calls",
     "src/app/pipes/upper.pipe.ts", "transform(v: string) { return v.toUpperCase(); }"),
    ("SQL through db.Query, a parser", "every SQL query goes through `db.Query`",
     "internal/parse/args.go", "func Trim(s string) string { return strings.TrimSpace(s) }"),
    ("file reads through Storage", "file reads should always go through `Storage`",
     "src/lib/math.ts", "export const double = (n: number) => n * 2;"),
    ("config through Settings, a view", "all config access goes through `Settings`",
     "app/views.py", "def index(request): return render(request, 'index.html')"),
    ("Stripe through StripeClient", "route every request to Stripe through `StripeClient`",
     "src/utils/strings.ts", "export const upper = (s: string) => s.toUpperCase();"),
    ("cache via CacheService", "all cache reads go via `CacheService`",
     "src/main/java/app/Money.java", "public int cents() { return amount * 100; }"),
)

# A ban whose reach is a place or a person no work shows: no verdict on a replay that runs the
# command. (name, words, the command the replay runs)
PLACES: tuple[tuple[str, str, str], ...] = (
    ("never deploy from laptops", "we never deploy from laptops", "make deploy"),
    ("never push from the CI box", "never push from the CI box", "git push origin main"),
    ("migrations as root user", "don't run migrations as root user", "alembic upgrade head"),
    ("terraform apply from your laptop", "never run `terraform apply` from your laptop",
     "terraform apply"),
    ("kubectl apply as root", "never run `kubectl apply` as root", "kubectl apply -f k8s/"),
    ("npm publish from the build server", "don't `npm publish` from the build server",
     "npm publish"),
    ("compose up on the shared box", "never run `docker compose up` on the shared box",
     "docker compose up -d"),
    ("psql as the postgres user", "we don't run `psql` as the postgres user",
     "psql -c 'select 1'"),
    ("git push from the jump host", "never `git push` from the jump host", "git push"),
    ("cargo publish from a dev machine", "don't run `cargo publish` from a dev machine",
     "cargo publish"),
    ("seed script in production", "never run `./scripts/seed.sh` in production",
     "./scripts/seed.sh"),
    ("sudo on the build agents", "never run `sudo` on the build agents",
     "sudo apt-get install -y jq"),
)

# The person's rules in the same surface shapes, which must keep their checks.
# (name, the agent's message, words, what they give)
READ: tuple[tuple[str, str, str, Judged], ...] = (
    ("real: a flag with its command", "", "never pass `--force` to `git push`",
     {(NOT_RUN, "git push --force", True)}),
    ("real: a command with its flag", "", "never run `helm upgrade` with `--force`",
     {(NOT_RUN, "helm upgrade --force", True)}),
    ("real: a flag of the agent's command", "I ran `npm install --force` to get past the peer "
     "conflict.", "never pass `--force`", {(NOT_RUN, "npm install --force", True)}),
    ("real: a flag of the agent's push", "I ran `git push --force` to update the branch.",
     "don't ever use `--force`", {(NOT_RUN, "git push --force", True)}),
    ("real: migrate with --fake", "", "don't run `migrate` with `--fake`",
     {(NOT_RUN, "migrate --fake", False)}),
    ("real: never commit with --no-verify", "", "never commit with `--no-verify`",
     {(NOT_RUN, "git commit --no-verify", True)}),
)

# (name, words, the agent's message, the work the rule must fail)
FAILS: tuple[tuple[str, str, str, Attempt], ...] = (
    ("real: !! in Kotlin fails Kotlin", "never use `!!` in Kotlin", "",
     _work("app/src/User.kt", "val n = user!!.name")),
    ("real: ! in TS fails TS", "no `!` non-null assertions in TS", "",
     _work("src/config.ts", "const port = this.config!.port;")),
    ("real: unwrap in Rust fails Rust", "never use `unwrap()` in Rust", "",
     _work("src/main.rs", "let v = x.unwrap();")),
    ("real: !! in .kt files fails Kotlin", "don't use `!!` in .kt files", "",
     _work("app/src/Cart.kt", "val total = cart!!.total")),
    ("real: Kotlin code !! fails Kotlin", "never use `!!` in Kotlin code", "",
     _work("app/src/Order.kt", "val id = order!!.id")),
    ("real: discard in Go fails Go", "in Go, never discard errors with `_ =`", "",
     _work("cmd/main.go", "_ = os.Remove(path)")),
    ("real: HTTP through ApiClient fails fetch", "route all HTTP calls through `ApiClient`", "",
     _work("src/api/users.ts", "const res = await fetch('/api/users');")),
    ("real: logger fails a print log", "send every log line through `logger`", "",
     _work("src/jobs/sync.py", "logging.info('synced %d rows', n)")),
    ("real: SQL through db.Query fails raw", "every SQL query goes through `db.Query`", "",
     _work("internal/store/users.go",
           "rows, err := conn.Exec(ctx, \"DELETE FROM users WHERE id = $1\", id)")),
    ("real: migrate --fake fails the run", "don't run `migrate` with `--fake`", "",
     _ran("python manage.py migrate --fake")),
    ("real: never npm publish fails it", "never run `npm publish`", "", _ran("npm publish")),
    ("real: kubectl delete fails it", "don't ever run `kubectl delete`", "",
     _ran("kubectl delete pod api-0")),
    ("real: git push --force fails it", "never run `git push --force`", "",
     _ran("git push --force origin main")),
    ("real: skipped the slow tests", "never skip them", "I ran `go test -short ./...` so the "
     "slow suites are skipped.", _ran("go test -short ./...")),
    ("real: you mocked it, in tests", "I see you mocked the clock - never mock it in tests",
     "I mocked the clock with `jest.useFakeTimers()` in the test.",
     _work("src/clock.test.ts", "jest.useFakeTimers();")),
)

KNOWN_MISSES: frozenset[str] = frozenset({
    # read as nothing: no wrong lesson
    "real: ! in TS fails TS",
    "real: discard in Go fails Go",
    "real: skipped the slow tests",
})

# Near shapes written after the batch, which the change must leave as they read or read as said.
NEAR: tuple[tuple[str, str, str, Judged], ...] = (
    ("a flag of several words, any command", "", "never use `--no-verify`",
     {(NOT_RUN, "--no-verify", True)}),
    ("a flag of two commands run", "I ran `git push --force` and then `npm install --force`.",
     "never pass `--force`", NONE),
    ("a flag of a command not run with it", "I ran `npm install`.", "never pass `--force`", NONE),
    ("a value set, a refusal", "I set the retries to `0`.", "never do that", NONE),
    ("a language said for code", "", "never use `any` for TS code", {(AVOIDS, "any", True)}),
)

# Runs a ban keeps its verdict on: a reach a replay does show. (name, words, command)
SEEN: tuple[tuple[str, str, str], ...] = (
    ("locally keeps its check", "never run the e2e suite locally", "npm run e2e"),
    ("a flag said, no place", "never run `terraform apply` with `-auto-approve`",
     "terraform apply -auto-approve"),
    ("as a command's own word", "never run `kubectl delete` on the prod namespace",
     "kubectl delete ns prod"),
)


def _no_durable_value(words: str, reply: str, value: str) -> bool:
    return not any(j.durable and any(value in t or (t and t in value) for t in j.key_terms())
                   for j in _judges(words, reply))


def _no_bare_flag(words: str, reply: str) -> bool:
    return not any(kind_term[1].startswith("-") and kind_term[2]
                   for kind_term in judged(words, reply))


def _passes_or_silent(words: str, attempt: Attempt, durable: bool = False) -> bool:
    """Does no check of the words (no durable one, if `durable`) fail the attempt?"""
    return all(j.score(attempt) != 0.0 for j in _judges(words) if j.durable or not durable)


def test_the_batch_names_each_case_once() -> None:
    names = [n for n, *_ in (*DEEDS, *SIGILS, *FLAGS, *ROUTES, *PLACES, *READ, *FAILS, *NEAR,
                             *SEEN)]
    check_whole(names, KNOWN_MISSES)
    assert len(DEEDS) + len(SIGILS) + len(FLAGS) + len(ROUTES) + len(PLACES) >= 50
    assert len(READ) + len(FAILS) >= 20


@pytest.mark.parametrize(("name", "reply", "words", "value"), DEEDS, ids=[n for n, *_ in DEEDS])
def test_a_refused_deed_bans_no_value_it_wrote(name: str, reply: str, words: str,
                                               value: str) -> None:
    assert _no_durable_value(words, reply, value) != (name in KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "path", "line"), SIGILS, ids=[n for n, *_ in SIGILS])
def test_a_sigil_of_one_language_judges_no_other(name: str, words: str, path: str,
                                                 line: str) -> None:
    assert _passes_or_silent(words, _work(path, line)) != (name in KNOWN_MISSES)


@pytest.mark.parametrize(("name", "reply", "words"), FLAGS, ids=[n for n, *_ in FLAGS])
def test_a_flag_with_no_command_gives_no_durable_ban(name: str, reply: str, words: str) -> None:
    assert _no_bare_flag(words, reply) != (name in KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "path", "line"), ROUTES, ids=[n for n, *_ in ROUTES])
def test_a_route_judges_only_work_that_does_it(name: str, words: str, path: str,
                                               line: str) -> None:
    assert _passes_or_silent(words, _work(path, line), durable=True) != (name in KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "command"), PLACES, ids=[n for n, *_ in PLACES])
def test_a_place_no_work_shows_gives_no_verdict(name: str, words: str, command: str) -> None:
    assert _passes_or_silent(words, _ran(command)) != (name in KNOWN_MISSES)


@pytest.mark.parametrize(("name", "reply", "words", "expected"), READ, ids=[n for n, *_ in READ])
def test_rules_of_the_same_shapes_are_read_as_said(name: str, reply: str, words: str,
                                                   expected: Judged) -> None:
    check_read(name, judged(words, reply), expected, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "reply", "attempt"), FAILS, ids=[n for n, *_ in FAILS])
def test_rules_of_the_same_shapes_fail_the_work_they_ban(name: str, words: str, reply: str,
                                                         attempt: Attempt) -> None:
    assert _fails(words, attempt, reply) != (name in KNOWN_MISSES)


@pytest.mark.parametrize(("name", "reply", "words", "expected"), NEAR, ids=[n for n, *_ in NEAR])
def test_near_shapes_read_as_said(name: str, reply: str, words: str, expected: Judged) -> None:
    assert judged(words, reply) == expected


@pytest.mark.parametrize(("name", "words", "command"), SEEN, ids=[n for n, *_ in SEEN])
def test_a_reach_a_replay_shows_keeps_the_verdict(name: str, words: str, command: str) -> None:
    assert _fails(words, _ran(command))
