"""How precisely the rule reader writes checks, at first sight: a twelfth batch, of wrong lessons.

The earlier batches (`test_judges_check_precision_eleventh_first_sight.py`, `..._tenth_...`,
`test_judges_reach_third_first_sight.py`, `test_judges_signs_alone.py`) read rules of the process
and of code with their reach; this one tries to break the checks on replays with six shapes, in
wordings across git, TypeScript, Go, Rust, Python, Java and SQL: a ban said of the shared
branches ("never force push to shared branches", "no `git rebase -i` on shared branches", "no
force pushes on team branches") judged on a replay that acts on a branch of its own; a permission
with a reach ("only use `mock.patch` in tests", "`unwrap()` is allowed only in tests") judged on
code that does not use it; a ban of code a tool writes ("try not to use `any` in generated code",
"never use `Any` in vendored code", "avoid `@ts-ignore` in the protobuf output") judged on code
the agent writes; a number or a limit said loosely ("keep functions short", "small PRs", "not too
many args"); rules of tests' names or structure said in words ("test names should read like
sentences", "one assert per test"); and a ban said softly ("where possible", "when you can", "if
you can avoid it", "unless you have to"). Beside them, the person's rules of the same surface
shapes, which must keep their checks: a force push to main, develop or a release branch, a use
outside tests, a plain ban of a term or a command.

Measured before the reader was changed for it, as written: traps 39/55 (shared branches 4/11:
every force push, every `git rebase -i` and `git reset --hard` failed, whatever branch; only in
a part 8/8; code a tool writes 0/6, the ban judged the agent's own files; loose limits 10/10;
tests in words 8/8; soft bans 9/12, "where possible", "wherever possible" and "when you can"
kept a hard ban); the person's rules 21/22 ("never use `any`, even if you think you have to" read
as nothing). After: traps 54/55 (shared branches 10/11, code a tool writes 6/6, soft bans 12/12,
the rest unchanged), rules 21/22 (the one missed gives nothing: no wrong lesson).

What changed, by shape: a ban of a command said of branches by who works on them ("shared",
"public", "team", "protected" branches: `conditions.SHARED_SAID`) is judged on the pushes alone,
which name the branch they go to, and is missed by one to a branch every piece of work lands on
(`branch_names.SHARED_BRANCHES`, with the release lines: main, master, develop, release/2.1, not
feat/main-menu); a rebase, a reset or an amend acts on the branch checked out, which its line does
not name, so it gives no verdict (`work._on_shared_branches`). A rule whose reach is code a tool
writes ("in generated code", "in vendored code", "in the codegen output":
`code.made_by_tools_said`) holds in the files a tool writes alone (`work.AddsMatching._files`),
none of the agent's hand, where it held in those and every other. And a ban said with "where
possible", "wherever possible", "when you can", "as far as you can" lets the use in where it is
needed: it holds only sometimes, which gives nothing, as "unless you have to" already did
(`directives._CONDITION`).

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figures are the real ones.
"""

from __future__ import annotations

import pytest

from skillsleep.replaykit.command import Command
from skillsleep.tasks.judges import Attempt, FileChange, Judge
from skillsleep.tasks.judges.mine import Quote, derive

from helpers.judged import HERE, check_whole


def _judges(words: str) -> list[Judge]:
    return derive([Quote(words, HERE)])


def _ran(*commands: str) -> Attempt:
    """Work that runs `commands`, each passing, and changes no file."""
    return Attempt(changes=[], commands=[Command(c, 0) for c in commands])


def _wrote(path: str, *lines: str) -> Attempt:
    """Work that adds `lines` to a new file at `path` and runs nothing."""
    return Attempt(changes=[FileChange(path, added=list(lines), created=True)], commands=[])


def _fails(words: str, attempt: Attempt) -> bool:
    """Does a check of the words, the task's own or durable, fail the attempt?"""
    return any(j.score(attempt) == 0.0 for j in _judges(words))


_LONG_FUNCTION = ("def handle(request):", *(f"    step_{i} = request.get({i})" for i in range(70)),
                  "    return step_0")
_MANY_ARGS = ("func Build(a, b, c, d, e, f, g, h int) int {", "\treturn a + b", "}")
_TWO_ASSERTS = ("def test_parse():", "    assert parse('1') == 1", "    assert parse('2') == 2")

# A ban said of shared branches, judged on a replay that acts on a branch of its own: the
# branches shared are main, master, develop and release ones; a feature branch is not.
# (name, words, the work of the replay)
SHARED: tuple[tuple[str, str, Attempt], ...] = (
    ("force push to shared, own feature", "never force push to shared branches",
     _ran("git push --force origin feat/login")),
    ("force push to shared, -f own fix", "don't force-push to shared branches",
     _ran("git push -f origin fix/typo")),
    ("rebase -i on shared, a local rebase", "no `git rebase -i` on shared branches",
     _ran("git rebase -i HEAD~3")),
    ("rewrite history on others' branches, amend", "don't rewrite history on branches others use",
     _ran("git commit --amend --no-edit")),
    ("rewrite history on others' branches, a force push",
     "don't rewrite history on branches other people use",
     _ran("git push --force-with-lease origin feat/cache")),
    ("force push to public branches, own", "never force push to public branches",
     _ran("git push --force origin feature/api")),
    ("rebase shared branches, a rebase on main", "never rebase shared branches",
     _ran("git rebase main")),
    ("force push on team branches, own", "no force pushes on team branches",
     _ran("git push --force origin wip/parser")),
    ("reset on shared branches, a local reset", "never `git reset --hard` on a shared branch",
     _ran("git reset --hard HEAD~1")),
    ("rewrite shared history, squash rebase", "never rewrite shared history",
     _ran("git rebase -i origin/main")),
    ("force push to branches in review, own", "don't force push to branches someone is reviewing",
     _ran("git push --force origin feat/search")),
)

# A permission with a reach: what is let in somewhere asks no use of the task, and its ban
# outside is judged on code that does not use it.
ONLY_IN: tuple[tuple[str, str, Attempt], ...] = (
    ("only mock.patch in tests, app code", "only use `mock.patch` in tests",
     _wrote("src/app/service.py", "def run():", "    return 1")),
    ("unwrap allowed only in tests, lib", "`unwrap()` is allowed only in tests",
     _wrote("src/lib.rs", "pub fn add(a: i32, b: i32) -> i32 { a + b }")),
    ("any only in test files, a typed module", "`any` is only OK in test files",
     _wrote("src/user.ts", "export function id(x: number): number { return x }")),
    ("fmt.Println only in main, a package", "`fmt.Println` only in `main.go`",
     _wrote("internal/store/store.go", "package store", "func Open() error { return nil }")),
    ("print only in scripts, a module", "you may use `print` only in scripts",
     _wrote("app/models.py", "class User:", "    pass")),
    ("console.log okay only in dev, a component", "`console.log` is fine only in dev tools",
     _wrote("src/Button.tsx", "export const Button = () => <button />")),
    ("panic only at startup, a handler", "`panic` is acceptable only at startup",
     _wrote("handlers/user.go", "func Get() error { return nil }")),
    ("sleep only in e2e tests, a unit test", "use `time.sleep` only in e2e tests",
     _wrote("tests/test_cache.py", "def test_hit():", "    assert cache.get('a') == 1")),
)

# A kind of code the agent does not write by hand: the generated code, the vendored code, a
# third party's code. A ban of it judges nothing the agent writes.
GENERATED: tuple[tuple[str, str, Attempt], ...] = (
    ("any in generated code, hand-written", "try not to use `any` in generated code",
     _wrote("src/api/client.ts", "const body: any = await res.json()")),
    ("interface{} in generated code, a handler", "no `interface{}` in generated code please",
     _wrote("handlers/user.go", "func Decode(v interface{}) error { return nil }")),
    ("unwrap in codegen output, a lib", "avoid `unwrap()` in the codegen output",
     _wrote("src/parse.rs", "let n = s.parse::<u32>().unwrap();")),
    ("Any in vendored code, a module", "never use `Any` in vendored code",
     _wrote("app/views.py", "from typing import Any", "def f(x: Any) -> None: ...")),
    ("eslint-disable in generated files, a component",
     "generated files must not use `eslint-disable`",
     _wrote("src/App.tsx", "// eslint-disable-next-line", "export default App")),
    ("@ts-ignore in protobuf output, app code", "avoid `@ts-ignore` in the protobuf output",
     _wrote("src/store.ts", "// @ts-ignore", "import x from 'y'")),
)

# A number or a limit said loosely: no line of the change can show it broken.
LOOSE: tuple[tuple[str, str, Attempt], ...] = (
    ("keep functions short, a long one", "keep functions short",
     _wrote("app/handler.py", *_LONG_FUNCTION)),
    ("small PRs, a PR", "small PRs please", _ran("gh pr create --fill")),
    ("not too many args, eight", "not too many args in a function",
     _wrote("build.go", *_MANY_ARGS)),
    ("short commit messages, a commit", "keep commit messages short",
     _ran("git commit -m 'Add the cache of users that expire after an hour of no use'")),
    ("few dependencies, an install", "we keep dependencies few", _ran("npm install zod")),
    ("small files, a long one", "prefer small files", _wrote("app/handler.py", *_LONG_FUNCTION)),
    ("not many comments, a comment", "don't write too many comments",
     _wrote("app/x.py", "# why: the cache is warm", "x = 1")),
    ("avoid deep nesting, an if", "avoid deep nesting",
     _wrote("app/x.py", "if a:", "    if b:", "        if c:", "            go()")),
    ("keep the diff minimal, a change", "keep the diff minimal",
     _wrote("app/handler.py", *_LONG_FUNCTION)),
    ("short lines, a long line", "keep lines short",
     _wrote("app/x.py", "x = " + " + ".join(f"value_{i}" for i in range(30)))),
)

# Rules of tests' names or structure said in words: no line shows them broken.
TEST_WORDS: tuple[tuple[str, str, Attempt], ...] = (
    ("names read like sentences", "test names should read like sentences",
     _wrote("tests/test_parse.py", "def test_parse():", "    assert parse('1') == 1")),
    ("one assert per test, two", "one assert per test", _wrote("tests/test_parse.py",
                                                                *_TWO_ASSERTS)),
    ("descriptive test names", "use descriptive test names",
     _wrote("parse_test.go", "func TestParse(t *testing.T) {}")),
    ("arrange act assert", "structure tests as arrange, act, assert",
     _wrote("tests/test_parse.py", *_TWO_ASSERTS)),
    ("tests small and focused", "keep tests small and focused",
     _wrote("tests/test_parse.py", *_TWO_ASSERTS)),
    ("given when then", "write test names in given/when/then style",
     _wrote("src/cart.test.ts", "it('adds an item', () => {})")),
    ("test behaviour not implementation", "test behaviour, not implementation",
     _wrote("tests/test_cart.py", "def test_add():", "    cart._items.append(1)")),
    ("one concept per test", "each test should test one thing",
     _wrote("tests/test_parse.py", *_TWO_ASSERTS)),
)

# A ban said softly ("where possible", "if you can avoid it", "unless you have to"): the
# person lets the use in where it is needed, which no replay shows it is not.
SOFT: tuple[tuple[str, str, Attempt], ...] = (
    ("any unless you have to", "don't use `any` unless you have to",
     _wrote("src/api.ts", "const body: any = await res.json()")),
    ("unwrap where possible", "avoid `unwrap()` where possible",
     _wrote("src/lib.rs", "let n = s.parse::<u32>().unwrap();")),
    ("print if you can avoid it", "don't use `print` if you can avoid it",
     _wrote("app/cli.py", "print('done')")),
    ("force push unless you have to", "don't force push unless you have to",
     _ran("git push --force origin feat/x")),
    ("reflection if at all possible", "avoid reflection if at all possible",
     _wrote("Main.java", "Method m = cls.getDeclaredMethod(\"run\");")),
    ("interface{} when you can", "avoid `interface{}` when you can",
     _wrote("store.go", "func Put(v interface{}) error { return nil }")),
    ("SELECT * wherever possible", "no `SELECT *` wherever possible",
     _wrote("db/query.sql", "SELECT * FROM users;")),
    ("as any if possible", "don't use `as any` if possible",
     _wrote("src/x.ts", "const y = x as any")),
    ("mocks as much as possible", "avoid `mock.patch` as much as possible",
     _wrote("tests/test_x.py", "with mock.patch('app.x'):", "    pass")),
    ("--no-verify unless needed", "don't use `--no-verify` unless it's really needed",
     _ran("git commit --no-verify -m 'wip'")),
    ("global state ideally", "ideally no `global` statements",
     _wrote("app/x.py", "def f():", "    global COUNT")),
    ("sudo if you can help it", "don't run `sudo` if you can help it",
     _ran("sudo apt-get install -y jq")),
)

# The person's rules of the same surface shapes, which must keep their checks: the replay
# breaks each.
KEPT: tuple[tuple[str, str, Attempt], ...] = (
    ("real: force push to shared, main", "never force push to shared branches",
     _ran("git push --force origin main")),
    ("real: force push to shared, develop", "don't force-push to shared branches",
     _ran("git push -f origin develop")),
    ("real: force push to shared like main", "no force pushes to shared branches like main",
     _ran("git push --force origin main")),
    ("real: force push to main", "never force push to main", _ran("git push --force origin main")),
    ("real: git push --force anywhere", "never `git push --force`",
     _ran("git push --force origin feat/login")),
    ("real: force push to release", "never force push to release branches",
     _ran("git push --force origin release/2.1")),
    ("real: mock.patch outside tests", "never use `mock.patch` outside tests",
     _wrote("src/app/service.py", "with mock.patch('x'):", "    pass")),
    ("real: unwrap outside tests", "no `unwrap()` outside of tests",
     _wrote("src/lib.rs", "let n = s.parse::<u32>().unwrap();")),
    ("real: any in TS", "never use `any`", _wrote("src/api.ts", "const body: any = 1")),
    ("real: interface{} in Go", "don't use `interface{}`, use `any`",
     _wrote("store.go", "func Put(v interface{}) error { return nil }")),
    ("real: print, use logging", "never use `print`, use `logging`",
     _wrote("app/cli.py", "print('done')")),
    ("real: SELECT *", "never `SELECT *`", _wrote("db/query.sql", "SELECT * FROM users;")),
    ("real: as any", "don't use `as any`", _wrote("src/x.ts", "const y = x as any")),
    ("real: --no-verify", "never use `--no-verify`", _ran("git commit --no-verify -m 'wip'")),
    ("real: unittest, use pytest", "always use `pytest`, never `unittest`",
     _wrote("tests/test_x.py", "import unittest")),
    ("real: console.log", "no `console.log` in committed code",
     _wrote("src/x.ts", "console.log('debug')")),
    ("real: @ts-ignore", "never use `@ts-ignore`", _wrote("src/store.ts", "// @ts-ignore")),
    ("real: eslint-disable", "don't use `eslint-disable`",
     _wrote("src/App.tsx", "// eslint-disable-next-line")),
    ("real: panic in Go", "never `panic` in library code",
     _wrote("internal/store/store.go", "func Open() { panic(\"no\") }")),
    ("real: time.sleep in tests", "no `time.sleep` in tests",
     _wrote("tests/test_cache.py", "def test_hit():", "    time.sleep(1)")),
    ("real: even when you have to", "never use `any`, even if you think you have to",
     _wrote("src/api.ts", "const body: any = 1")),
    ("real: sudo", "never run `sudo`", _ran("sudo apt-get install -y jq")),
)

KNOWN_MISSES: frozenset[str] = frozenset({
    # the branches said by a clause after them ("branches someone is reviewing", "branches
    # others use"): the reach kept is "to branches", which names every branch
    "force push to branches in review, own",
    # read as nothing: no wrong lesson
    "real: even when you have to",
})

# Near shapes written after the batch, which the change must leave as they read.
# (name, words, the work of the replay, whether a check of the words fails it)
NEAR: tuple[tuple[str, str, Attempt, bool], ...] = (
    ("shared, a refspec to main", "never force push to shared branches",
     _ran("git push --force origin HEAD:main"), True),
    ("shared, a release line", "never force push to shared branches",
     _ran("git push -f origin release-3.0"), True),
    ("shared, master among others", "no force pushes to protected branches",
     _ran("git push --force origin feat/a", "git push --force origin master"), True),
    ("shared, a feature named after main", "never force push to shared branches",
     _ran("git push --force origin feat/main-menu"), False),
    ("shared, a plain push to main", "never force push to shared branches",
     _ran("git push origin main"), False),
    ("shared, nothing pushed", "never force push to shared branches", _ran("pytest -q"), False),
    ("generated code left out", "never use `any` except in generated code",
     _wrote("src/api.ts", "const body: any = 1"), True),
    ("generated named apart from the reach", "never use `any`, the generated code aside",
     _wrote("src/api.ts", "const body: any = 1"), True),
    ("generated code, a generated file", "try not to use `any` in generated code",
     _wrote("src/__generated__/api.ts", "const body: any = 1"), True),
    ("a plain ban beside a soft one", "never use `eval`; avoid `exec` where possible",
     _wrote("app/x.py", "eval(s)"), True),
    ("a soft ban, nothing used", "avoid `unwrap()` where possible",
     _wrote("src/lib.rs", "let n = s.parse::<u32>()?;"), False),
    ("no words", "", _wrote("src/api.ts", "const body: any = 1"), False),
    ("a pasted block of a rule", "what does this lint config do?\n```\n# never use any in "
     "generated code\nrules: {no-explicit-any: off}\n```",
     _wrote("src/api.ts", "const body: any = 1"), False),
)

TRAPS = (*SHARED, *ONLY_IN, *GENERATED, *LOOSE, *TEST_WORDS, *SOFT)


def test_the_batch_names_each_case_once() -> None:
    names = [n for n, *_ in (*TRAPS, *KEPT, *NEAR)]
    check_whole(names, KNOWN_MISSES)
    assert len(TRAPS) >= 40
    assert len(KEPT) >= 20


@pytest.mark.parametrize(("name", "words", "attempt"), TRAPS, ids=[n for n, *_ in TRAPS])
def test_work_outside_the_rule_fails_no_check(name: str, words: str, attempt: Attempt) -> None:
    assert (not _fails(words, attempt)) != (name in KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "attempt"), KEPT, ids=[n for n, *_ in KEPT])
def test_the_rule_keeps_its_check(name: str, words: str, attempt: Attempt) -> None:
    assert _fails(words, attempt) != (name in KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "attempt", "fails"), NEAR, ids=[n for n, *_ in NEAR])
def test_near_shapes_keep_their_reading(name: str, words: str, attempt: Attempt,
                                        fails: bool) -> None:
    assert _fails(words, attempt) == fails
