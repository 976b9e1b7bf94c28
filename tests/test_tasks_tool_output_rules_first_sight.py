"""Linters' findings and the agent's quoted words, which hold a rule's words, at first sight.

A first-sight batch, written from how developers paste what linters and checkers print, bare, with
no fence, under a short typed line ("fix these", "make lint pass", "why?") or none: rubocop,
pylint, flake8, ruff (its old and its new layout), mypy, clippy, golangci-lint (forbidigo,
revive, gocritic, errcheck), ESLint (stylish and compact), tsc, checkstyle, PMD, SpotBugs,
shellcheck (with its SC codes and wiki text), hadolint, tflint, markdownlint, sqlfluff, SwiftLint,
ktlint, detekt, credo, phpstan, stylelint, commitlint, a CI job's annotations and a pre-commit
hook's report. Their messages are rules in form ("Avoid using `any`", "Prefer `const` over
`let`", "Always use `===`", "use of `fmt.Println` forbidden by pattern", "Missing docstring"),
and none is the person's: whatever the typed line asks, the most such a request may give is
the one-off that line itself names. Beside them, the agent's words quoted back ("you said: 'I'll
always use ...' - why?", "> Never call `close()` twice" above "where did you get that?",
"Claude's reply:" over its text), which are the agent's, not a rule; and typed lines that adopt
one finding or one quoted line as the person's rule ("and yes, never use `var` again, that one's
a rule for us"), which must be read.

Measured before the reader was changed for it. First round, as written: pastes 60/64 (a
pre-commit hook's name, "don't commit to branch....Failed", read as a one-off ban of `git
commit`; "Avoid using `any`. Use `unknown` instead." above "where is this coming from?" read as a
one-off; "Prefer `const` over `let` (prefer-const)" and "Always use `===` instead of `==`
eqeqeq" read as standing rules), quoted words 9/10, adopted rules 13/15 (a rule after "fix it
and going forward" lost in the ask before it). One expected reading was set right after the
run, the table being wrong: "Claude wrote ... - why? we use npm" ends on the person's own "we use
npm", read as it is alone (so 10/10 by the table as it stands). The pastes being read so well, a
second round of 28 pastes, 8 quoted words and 5 rules in barer and more varied shapes was
written before running, and read 23/28 ("Always use `===` to compare (eqeqeq)" read as a standing
rule; a forbidigo message copied without its place, "Line 42: Do not use `empty()` ...", a CI
annotation under "lint: src/app.ts#L12", and "Major - Avoid using `eval` (no-eval) in
src/run.js:4" read as one-offs), 8/8, 4/5 (the person's "agree on the second one: from now on
..." below "Claude's reply:" taken into the reply). After: 64/64, 10/10, 14/15; 27/28, 8/8, 5/5.

What changed, by the layout of tool output in general: a message closed by its rule's or its
linter's id in brackets ("(prefer-const)", "(forbidigo)", "(standard:no-wildcard-imports)"),
at most with the place after it, in no one's voice, is a tool's line (the id a compound or a
coined word: "(please)", "(strict)", "(deprecated)" are asides); a name led by dots to its
status ("ruff.......Failed") is a checklist's line; a file at its line as a forge links it
("lint: src/app.ts#L12"), alone on its line, heads an annotation; a question, whole on its line,
of where the words above come from or what they mean ("where is this coming from?", "what is
this rule?") makes them someone else's; "agree ..." opens the person's own line below a quoted
reply; and "and from now on" or "and going forward" with an ask after it opens a clause of its
own, as ", and from now on" did. The price, taken for precision: a rule of the person's closed
by a coined word in brackets ("Never use `any` (tsc)") reads as a linter's message, so nothing.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one; `NEAR` holds the person's own lines in the shapes
the reader was changed for, which must read as they did.
"""

from __future__ import annotations

import pytest

from helpers.first_sight import reads_as_expected
from helpers.judged import ADDS, AVOIDS, RUNS, Judged, check_read, check_whole, check_within, judged

NONE: Judged = set()

# A linter's or a checker's output pasted bare, with a typed line or none: the most a request may
# give is the one-off its typed line asks for (mostly nothing: "fix these" names no term).
PASTED: tuple[tuple[str, str, Judged], ...] = (
    # rubocop
    ("rubocop offense lines", "app/models/order.rb:4:3: C: [Correctable] Style/GuardClause: Use "
     "a guard clause (return unless valid?) instead of wrapping the code inside a conditional "
     "expression.\napp/models/order.rb:19:7: W: Lint/UselessAssignment: Useless assignment to "
     "variable - total.\n\n2 files inspected, 2 offenses detected, 1 offense autocorrectable\n\n"
     "fix these", NONE),
    ("rubocop prefer", "lib/cli.rb:8:5: C: Style/StringConcatenation: Prefer string interpolation "
     "to string concatenation.\nmake rubocop happy", NONE),
    ("rubocop avoid", "spec/user_spec.rb:33:1: C: RSpec/InstanceVariable: Avoid instance "
     "variables - use let, a method call, or a local variable (if possible).", NONE),
    # pylint, flake8, ruff
    ("pylint missing docstring", "************* Module billing.invoice\nbilling/invoice.py:1:0: "
     "C0114: Missing module docstring (missing-module-docstring)\nbilling/invoice.py:14:4: "
     "C0116: Missing function or method docstring (missing-function-docstring)\n\nfix", NONE),
    ("pylint consider using with", "utils/files.py:22:9: R1732: Consider using 'with' for "
     "resource-allocating operations (consider-using-with)\n\nYour code has been rated at "
     "8.71/10\n\ncan you clean this up", NONE),
    ("pylint score only typed", "W0703: Catching too general exception Exception "
     "(broad-except)\nwhat does this want from me", NONE),
    ("flake8 comparison to None", "app/models.py:41:12: E711 comparison to None should be 'if "
     "cond is None:'\napp/models.py:57:1: F401 'typing.List' imported but unused\nmake lint pass",
     NONE),
    ("ruff use instead", "src/api/routes.py:3:1: UP035 [*] `typing.Dict` is deprecated, use "
     "`dict` instead\nsrc/api/routes.py:18:5: SIM108 Use ternary operator `x = a if c else b` "
     "instead of `if`-`else`-block\nFound 2 errors.\n[*] 1 fixable with the `--fix` option.",
     NONE),
    ("ruff new layout", "E711 [*] Comparison to `None` should be `cond is None`\n --> "
     "src/db.py:12:8\n   |\n12 |     if row == None:\n   |        ^^^^^^^^^^^^\n   |\nhelp: "
     "Replace with `cond is None`\n\nwhy is this an error?", NONE),
    ("ruff bare code lines", "B008 Do not perform function call `Depends` in argument defaults\n"
     "PLR2004 Magic value used in comparison, consider replacing `3` with a constant variable\n"
     "fix them", NONE),
    # mypy
    ("mypy errors and summary", "services/auth.py:27: error: Returning Any from function "
     "declared to return \"str\"  [no-any-return]\nservices/auth.py:40: note: Use \"-> None\" if "
     "function does not return a value\nFound 2 errors in 1 file (checked 38 source files)\n"
     "fix pls", NONE),
    ("mypy never typed", "models.py:9: error: Need type annotation for \"cache\" (hint: \"cache: "
     "dict[<type>, <type>] = ...\")  [var-annotated]\nwhat type should it be", NONE),
    # clippy
    ("clippy consider default", "warning: you should consider adding a `Default` implementation "
     "for `Config`\n  --> src/config.rs:12:5\n   |\n   = help: for further information visit "
     "https://rust-lang.github.io/rust-clippy/master/index.html#new_without_default\n   = note: "
     "`#[warn(clippy::new_without_default)]` on by default\n\nfix", NONE),
    ("clippy use is_empty", "warning: length comparison to zero\n --> src/queue.rs:30:8\n   |\n"
     "30 |     if self.items.len() == 0 {\n   |        ^^^^^^^^^^^^^^^^^^^^^ help: using "
     "`is_empty` is clearer and more explicit: `self.items.is_empty()`\n\nmake clippy pass", NONE),
    ("clippy error avoid", "error: used `expect()` on a `Result` value\n  |\n  = help: if this "
     "value is an `Err`, it will panic\n  = note: requested on the command line with `-D "
     "clippy::expect-used`\n\nwhat now", NONE),
    # golangci-lint: forbidigo, revive and friends
    ("forbidigo println", "cmd/server/main.go:41:2: use of `fmt.Println` forbidden by pattern "
     "`^(fmt\\.Print(|f|ln)|print|println)$` (forbidigo)\ninternal/api/h.go:88:3: use of "
     "`fmt.Printf` forbidden by pattern `^(fmt\\.Print(|f|ln)|print|println)$` (forbidigo)\n\n"
     "make lint pass", NONE),
    ("forbidigo is forbidden inline", "golangci says use of `fmt.Println` is forbidden by pattern, "
     "how do I log instead?", NONE),
    ("revive exported comment", "internal/store/store.go:15:1: exported: exported function "
     "NewStore should have comment or be unexported (revive)\ninternal/store/store.go:30:6: "
     "var-naming: don't use underscores in Go names; var user_id should be userID (revive)\n"
     "fix these", NONE),
    ("golangci summary lines", "pkg/cache/lru.go:52:15: Error return value of `f.Close` is not "
     "checked (errcheck)\npkg/cache/lru.go:60:2: ineffectual assignment to err (ineffassign)\n"
     "2 issues:\n* errcheck: 1\n* ineffassign: 1", NONE),
    ("gocritic prefer", "handlers/user.go:77:3: ifElseChain: rewrite if-else to switch statement "
     "(gocritic)\nhandlers/user.go:90:2: S1038: should use fmt.Errorf(...) instead of "
     "errors.New(fmt.Sprintf(...)) (gosimple)", NONE),
    # eslint: stylish and compact
    ("eslint stylish any", "/home/dev/web/src/api/client.ts\n  14:22  error  Unexpected any. "
     "Specify a different type  @typescript-eslint/no-explicit-any\n  31:5   warning  'res' is "
     "assigned a value but never used  @typescript-eslint/no-unused-vars\n\n✖ 2 problems (1 "
     "error, 1 warning)\n\nfix these", NONE),
    ("eslint compact var", "/home/dev/web/src/legacy.js: line 3, col 1, Error - Unexpected var, "
     "use let or const instead. (no-var)\n/home/dev/web/src/legacy.js: line 9, col 5, Error - "
     "Expected '===' and instead saw '=='. (eqeqeq)\n\n2 problems", NONE),
    ("eslint always use triple", "src/utils/compare.js\n  7:11  error  Expected '===' and "
     "instead saw '=='  eqeqeq\n\nwhy does it care", NONE),
    ("eslint prefer const bare", "  22:9  error  'items' is never reassigned. Use 'const' "
     "instead  prefer-const", NONE),
    ("eslint no-restricted-imports", "src/pages/index.tsx\n  2:1  error  'lodash' import is "
     "restricted from being used. Import from 'lodash-es' instead  no-restricted-imports\n\n"
     "what is this", NONE),
    # tsc
    ("tsc pretty", "src/store/cart.ts:18:7 - error TS7006: Parameter 'item' implicitly has an "
     "'any' type.\n\n18 function add(item) {\n         ~~~~\n\nFound 1 error in "
     "src/store/cart.ts:18\n\nfix", NONE),
    ("tsc strict null", "error TS2531: Object is possibly 'null'.\nhow do I get rid of this",
     NONE),
    # checkstyle, PMD, SpotBugs
    ("checkstyle lines", "[WARN] /repo/src/main/java/com/acme/OrderService.java:44:5: Missing a "
     "Javadoc comment. [MissingJavadocMethod]\n[ERROR] /repo/src/main/java/com/acme/Order.java:"
     "12:17: '{' at column 17 should be on the previous line. [LeftCurly]\nAudit done.\nfix",
     NONE),
    ("pmd avoid", "src/main/java/com/acme/Report.java:23:\tUnusedImports:\tAvoid unused imports "
     "such as 'java.util.List'\nsrc/main/java/com/acme/Report.java:58:\tSystemPrintln:\tUsage of "
     "System.out/err\n\nmake PMD green", NONE),
    ("pmd rule words inline", "PMD keeps flagging AvoidReassigningParameters: Avoid reassigning "
     "parameters such as 'total', is it right?", NONE),
    ("spotbugs string compare", "M B ES: Comparison of String objects using == or != in "
     "com.acme.Auth.check(String)  At Auth.java:[line 33]\nH C NP: Null passed for non-null "
     "parameter of save(User) in com.acme.Repo.flush()  At Repo.java:[line 71]\n\nfix both",
     NONE),
    # shellcheck, with its codes and wiki text
    ("shellcheck tty", "In deploy.sh line 12:\nrm -rf $BUILD_DIR/*\n       ^--------^ SC2115 "
     "(warning): Use \"${var:?}\" to ensure this never expands to /* .\n\nFor more information:"
     "\n  https://www.shellcheck.net/wiki/SC2115 -- Use \"${var:?}\" to ensure this n...\n\nfix",
     NONE),
    ("shellcheck gcc", "scripts/release.sh:8:6: warning: Double quote to prevent globbing and "
     "word splitting. [SC2086]\nscripts/release.sh:14:1: warning: Use 'cd ... || exit' or 'cd ... "
     "|| return' in case cd fails. [SC2164]\nclean it up", NONE),
    ("shellcheck wiki heading", "SC2002: Useless cat. Consider 'cmd < file | ..' or 'cmd file | "
     "..' instead.\nis it really useless?", NONE),
    ("shellcheck code dash", "SC2006 - Use $(...) notation instead of legacy backticked `...`.\n"
     "SC2155 - Declare and assign separately to avoid masking return values.", NONE),
    # hadolint
    ("hadolint pins", "Dockerfile:3 DL3008 warning: Pin versions in apt get install. Instead of "
     "`apt-get install <package>` use `apt-get install <package>=<version>`\nDockerfile:1 DL3007 "
     "warning: Using latest is prone to errors if the image will ever update. Pin the version "
     "explicitly to a release tag\n\nfix the dockerfile", NONE),
    ("hadolint json cmd", "Dockerfile:12 DL3025 warning: Use arguments JSON notation for CMD and "
     "ENTRYPOINT arguments\nwhy", NONE),
    ("hadolint dash layout", "-:7 DL3059 info: Multiple consecutive `RUN` instructions. Consider "
     "consolidation.", NONE),
    # tflint
    ("tflint issues", "2 issue(s) found:\n\nWarning: terraform \"required_version\" attribute "
     "is required (terraform_required_version)\n\n  on main.tf line 0:\n   (source code not "
     "available)\n\nReference: https://github.com/terraform-linters/tflint-ruleset-terraform/"
     "blob/v0.5.0/docs/rules/terraform_required_version.md\n\nfix", NONE),
    ("tflint naming", "Notice: variable name `bucketName` must match the following format: "
     "snake_case (terraform_naming_convention)\n\n  on variables.tf line 4:\n\nrename it", NONE),
    # markdownlint
    ("markdownlint cli", "README.md:12 MD040/fenced-code-language Fenced code blocks should have "
     "a language specified [Context: \"```\"]\nREADME.md:30:1 MD022/blanks-around-headings "
     "Headings should be surrounded by blank lines [Expected: 1; Actual: 0; Below]\nfix", NONE),
    ("markdownlint no bare urls", "docs/setup.md:7:5 MD034/no-bare-urls Bare URL used "
     "[Context: \"https://example.com\"]", NONE),
    # sqlfluff
    ("sqlfluff lint", "== [models/orders.sql] FAIL\nL:   3 | P:   5 | CP02 | Unquoted "
     "identifiers must be consistently lower case.\nL:   7 | P:   1 | AM04 | Query produces an "
     "unknown number of result columns.\nL:  12 | P:  10 | LT01 | Expected only single space "
     "before 'AS' keyword.\nAll Finished 📜 🎉!\n\nfix these", NONE),
    ("sqlfluff select star", "L:   1 | P:   1 | AM04 | Avoid using SELECT * in the final query."
     "\nwhy", NONE),
    # SwiftLint, ktlint, detekt
    ("swiftlint force unwrap", "/Users/dev/App/Views/Profile.swift:14:29: warning: Force "
     "Unwrapping Violation: Force unwrapping should be avoided (force_unwrapping)\n/Users/dev/"
     "App/Views/Profile.swift:80:1: warning: Line Length Violation: Line should be 120 "
     "characters or less; currently it has 131 characters (line_length)\nDone linting! Found 2 "
     "violations, 0 serious in 48 files.\n\nfix", NONE),
    ("ktlint lines", "src/main/kotlin/com/acme/App.kt:3:1: Wildcard import (standard:no-wildcard-"
     "imports)\nsrc/main/kotlin/com/acme/App.kt:40:1: Unexpected blank line(s) before \"}\" "
     "(standard:no-blank-line-before-rbrace)\n\nmake ktlint pass", NONE),
    ("detekt findings", "complexity - 10min debt\n\tLongMethod - 74/60 - [process] at "
     "/repo/src/main/kotlin/Job.kt:21:9\nexceptions - 20min debt\n\tTooGenericExceptionCaught - "
     "[load] at /repo/src/main/kotlin/Repo.kt:33:14\n\nfix these", NONE),
    ("detekt description", "TooGenericExceptionCaught: The caught exception is too generic. "
     "Prefer catching specific exceptions to the case that is currently handled.\nreally?",
     NONE),
    # credo, phpstan, stylelint
    ("credo readability", "┃ [R] → Modules should have a @moduledoc tag.\n┃       "
     "lib/shop/cart.ex:1:11 #(Shop.Cart)\n┃ [F] ↘ Avoid negated conditions in if-else blocks.\n"
     "┃       lib/shop/cart.ex:44 #(Shop.Cart.total)\n\nfix", NONE),
    ("credo bare lines", "[R] → Prefer using an implicit `try` rather than explicit `try`.\n"
     "[D] ↗ Pipe chain should start with a raw value.\nwhat", NONE),
    ("phpstan table", " ------ ---------------------------------------------------------\n"
     "  Line   src/Service/UserService.php\n ------ ---------------------------------------------"
     "------------\n  42     Method App\\Service\\UserService::find() has no return type "
     "specified.\n  57     Do not use empty(), use a more strict comparison.\n ------ ------------"
     "---------------------------------------------\n\n [ERROR] Found 2 errors\n\nfix", NONE),
    ("stylelint lines", "src/styles/button.css\n  3:5   ✖  Unexpected unknown property \"colr\""
     "   property-no-unknown\n  8:3   ✖  Unexpected !important                declaration-no-"
     "important\n\n✖ 2 problems (2 errors, 0 warnings)\n\nfix", NONE),
    # CI annotations and pre-commit hooks
    ("actions annotation ui", "Check failure on line 12 in src/api/client.ts\n\nGitHub Actions / "
     "lint\nUnexpected any. Specify a different type.\n\nfix the CI", NONE),
    ("actions workflow command", "::error file=app/views.py,line=10,col=5::E711 comparison to "
     "None should be 'if cond is None:'\n::warning file=app/views.py,line=22::Consider using "
     "`with` for resource-allocating operations\n\nwhat's failing?", NONE),
    ("actions error hash L", "Error: src/index.ts#L3\nDon't use `var`, use `let` or `const` "
     "instead\n\nCI is red", NONE),
    ("pre-commit ruff failed", "ruff.....................................................Failed\n"
     "- hook id: ruff\n- exit code: 1\n\napp/main.py:1:8: F401 [*] `os` imported but unused\n\n"
     "fix it", NONE),
    ("pre-commit hook names", "trim trailing whitespace.................................Passed\n"
     "don't commit to branch...................................Failed\n- hook id: no-commit-to-"
     "branch\n- exit code: 1\n\nwhat does this mean", NONE),
    ("pre-commit detect key", "detect private key.......................................Failed"
     "\n- hook id: detect-private-key\n- exit code: 1\n\nPrivate key found: deploy/id_rsa\n\noops",
     NONE),
    # bare messages, no layout, under a short ask
    ("message avoid any bare", "Avoid using `any`. Use `unknown` instead.\n\nwhere is this "
     "coming from?", NONE),
    ("message prefer bare", "Prefer `const` over `let` (prefer-const)\nfix", NONE),
    ("message always use bare", "Always use `===` instead of `==`  eqeqeq\nwhat is this rule",
     NONE),
    ("message use is bare", "E711 Use `is` to compare with None\nfix", NONE),
    ("message missing docstring", "D103 Missing docstring in public function\nD401 First line "
     "should be in imperative mood\nfix all", NONE),
    ("message dont use var", "error  Don't use `var`  no-var\nok", NONE),
)

# The agent's words quoted back: what it said, not the person's rule.
QUOTED: tuple[tuple[str, str, str, Judged], ...] = (
    # name, words, the agent's message they answer, what they may give
    ("you said always", "you said: 'I'll always use `unwrap_or_default()` here' - why?",
     "I'll always use `unwrap_or_default()` here so the parse never panics.", NONE),
    ("quote lines, where from", "> Never call `close()` twice on the same handle.\n\nwhere did "
     "you get that from?", "Done. Never call `close()` twice on the same handle.", NONE),
    # (the person's own "we use npm" after the question is read as it is alone)
    ("claude wrote, why", "Claude wrote \"always use `pnpm` in this repo\" - why? we use npm",
     "", {(RUNS, "npm", True)}),
    ("you wrote prefer, in summary", "you wrote 'Prefer `httpx` over `requests`' in the summary - "
     "is that from our docs?", "Summary: Prefer `httpx` over `requests`.", NONE),
    ("your answer avoid any", "in your last answer: \"Avoid `any` here, use `unknown`\". where's "
     "that rule from?", "", NONE),
    ("quote lines, I'll from now on", "> I'll use `yarn` from now on\n\nwhy yarn?",
     "I'll use `yarn` from now on for installs.", NONE),
    ("earlier you told me never", "earlier you told me to never use `git rebase` - is that true?",
     "", NONE),
    ("agent comment in code", "your comment says `// never use Date.now() in tests` - did you "
     "add that on purpose?", "", NONE),
    ("you said don't, I disagree", "you said \"don't use `unsafe` in the parser\" but I'm not "
     "sure, explain", "", NONE),
    ("quote lines of a bullet list", "> - Always run `cargo fmt` before committing\n> - Never "
     "commit `Cargo.lock` changes\n\nwhy the second one?", "Notes:\n- Always run `cargo fmt` "
     "before committing\n- Never commit `Cargo.lock` changes", NONE),
)

# A typed line that adopts one finding (or one quoted line) as the person's rule: read.
RULES: tuple[tuple[str, str, str, Judged], ...] = (
    ("eslint, never var is a rule", "src/legacy.js\n  3:1  error  Unexpected var, use let or "
     "const instead  no-var\n\nfix it. and yes, never use `var` again, that one's a rule for us",
     "", {(AVOIDS, "var", True)}),
    ("forbidigo, no println from now on", "cmd/main.go:41:2: use of `fmt.Println` forbidden by "
     "pattern `^fmt\\.Print` (forbidigo)\n\nfix it, and from now on never use `fmt.Println`",
     "", {(AVOIDS, "fmt.Println", True)}),
    ("eqeqeq, always triple", "  7:11  error  Expected '===' and instead saw '=='  eqeqeq\n\n"
     "make that a rule: always use `===` in this codebase", "", {(ADDS, "===", True)}),
    ("ruff, run it before handing back", "app.py:3:1: F401 'os' imported but unused\nFound 1 "
     "error.\n\nfix it. going forward always run `ruff check .` before you hand anything back",
     "", {(RUNS, "ruff check .", True)}),
    ("any, never in our ts", "  14:22  error  Unexpected any. Specify a different type  "
     "@typescript-eslint/no-explicit-any\n\nthe linter is right, from now on never use `any` in "
     "our TypeScript", "", {(AVOIDS, "any", True)}),
    ("clippy, never unwrap", "error: used `unwrap()` on a `Result` value\n  --> src/lib.rs:9:5\n\n"
     "fix. and never use `unwrap()` in library code again", "", {(AVOIDS, "unwrap()", True)}),
    ("shellcheck, always set -euo", "scripts/a.sh:8:6: warning: Double quote to prevent globbing "
     "and word splitting. [SC2086]\n\nfix it, and from now on always put `set -euo pipefail` at "
     "the top of our scripts", "", {(ADDS, "set -euo pipefail", True)}),
    ("hadolint, never latest", "Dockerfile:1 DL3007 warning: Using latest is prone to errors\n\n"
     "agreed with hadolint: never use `:latest` tags in our Dockerfiles", "",
     {(AVOIDS, ":latest", True)}),
    ("pylint with, rule for us", "utils/files.py:22:9: R1732: Consider using 'with' for "
     "resource-allocating operations (consider-using-with)\n\nfix it. that one's a rule for us "
     "from now on: always open files with `with open`", "", {(ADDS, "with open", True)}),
    ("pre-commit, always run it", "ruff.....................................Failed\n- hook id: "
     "ruff\n\nfrom now on always run `pre-commit run --all-files` before you commit", "",
     {(RUNS, "pre-commit run --all-files", True)}),
    ("mypy, always mypy", "services/auth.py:27: error: Returning Any from function declared to "
     "return \"str\"  [no-any-return]\n\nfix, and always run `mypy` before handing back from now "
     "on", "", {(RUNS, "mypy", True)}),
    ("revive, errors.New rule", "handlers/user.go:90:2: S1038: should use fmt.Errorf(...) "
     "instead of errors.New(fmt.Sprintf(...)) (gosimple)\n\nfix it and going forward always use "
     "`fmt.Errorf` to build errors", "", {(ADDS, "fmt.Errorf", True)}),
    ("quoted, yes always", "> I'll use `httpx` instead of `requests` for the client\n\nyes, "
     "always, from now on", "I'll use `httpx` instead of `requests` for the client.",
     {(ADDS, "httpx", True), (AVOIDS, "requests", True)}),
    ("you said, make it a rule", "you said you'd never use `lodash` here. good, make that a rule: "
     "never use `lodash` in this repo", "", {(AVOIDS, "lodash", True)}),
    ("sqlfluff, never select star", "L:   1 | P:   1 | AM04 | Query produces an unknown number "
     "of result columns.\n\nfix it, and from now on never use `SELECT *` in our models", "",
     {(AVOIDS, "SELECT *", True)}),
)

# A second round, written after the first figure and before the reader was changed: messages
# copied bare without their tool's layout, told inline, under other typed lines, and more tools.
PASTED_SECOND: tuple[tuple[str, str, Judged], ...] = (
    ("inline says quoted var", "eslint keeps saying \"Unexpected var, use let or const instead\" "
     "on legacy.js, can you fix that file", NONE),
    ("the linter says colon", "the linter says: Avoid using `any`. Use `unknown` instead. fix?",
     NONE),
    ("prefer const then prints", "Prefer `const` over `let`. (prefer-const)\nthat's what it "
     "prints, silence it", NONE),
    ("getting use is inline", "getting 'Use `is` to compare with None' from ruff on line 12, fix",
     NONE),
    ("bare missing docstring", "Missing docstring in public module\nfix", NONE),
    ("bare consider with", "Consider using `with` for resource-allocating operations\nok fix",
     NONE),
    ("bare forbidigo words", "Do not use `fmt.Println`, use the logger instead (forbidigo)\nfix",
     NONE),
    ("bare always use with id", "Always use `===` to compare (eqeqeq)\nwhy", NONE),
    ("revive bare sentence", "exported method Server.Run should have comment or be unexported\n"
     "add them", NONE),
    ("rustc warning use instead", "warning: use `Vec::with_capacity` instead\n  --> src/buf.rs:3:"
     "13\n\nfix", NONE),
    ("python SyntaxWarning", "SyntaxWarning: \"is\" with a literal. Did you mean \"==\"?\n"
     "fix", NONE),
    ("hadolint bare code", "DL3006 Always tag the version of an image explicitly\nfix", NONE),
    ("hadolint pipefail", "DL4006 Set the SHELL option -o pipefail before RUN with a pipe in it"
     "\nwhat", NONE),
    ("tflint providers", "Warning: Missing version constraint for provider \"aws\" in "
     "\"required_providers\" (terraform_required_providers)\n\nfix it", NONE),
    ("phpstan line colon", "Line 42: Do not use `empty()`, use a more strict comparison.\nfix",
     NONE),
    ("swiftlint bare", "Force Cast Violation: Force casts should be avoided. (force_cast)\nfix",
     NONE),
    ("ktlint bare", "Needless blank line(s) (standard:no-consecutive-blank-lines)\nfix", NONE),
    ("detekt bare", "UnsafeCallOnNullableType - Calling !! on a nullable type will throw a "
     "NullPointerException at runtime in case the value is null. It should be avoided.\nfix",
     NONE),
    ("sqlfluff bare", "CV05 | Comparisons with NULL should use \"IS\" or \"IS NOT\".\nfix", NONE),
    ("stylelint compact", "src/a.css: line 3, col 5, error - Unexpected !important "
     "(declaration-no-important)\nfix", NONE),
    ("ci annotations panel", "Annotations\n1 error\nlint: src/app.ts#L12\nDon't use `var`, use "
     "`let` or `const` instead\n\nmake CI green", NONE),
    ("codequality major", "Major - Avoid using `eval` (no-eval) in src/run.js:4\nfix", NONE),
    ("pre-commit black", "black....................................................Failed\n- "
     "hook id: black\n- files were modified by this hook\n\nreformatted app.py\n\nAll done! ✨ 🍰 "
     "✨\n1 file reformatted.\n\nwhy did it fail", NONE),
    ("husky exit", "husky - pre-commit hook exited with code 1 (error)\nwhat now", NONE),
    ("commitlint", "⧗   input: fixed stuff\n✖   subject may not be empty [subject-empty]\n✖   "
     "type may not be empty [type-empty]\n\n✖   found 2 problems, 0 warnings\n\nwhy", NONE),
    ("inline it says do not", "it says \"Do not use `any`\" everywhere in the file, can you fix "
     "the file", NONE),
    ("go vet bare", "printf: fmt.Sprintf format %d has arg name of wrong type string\nfix", NONE),
    ("staticcheck bare", "should use `strings.Contains(s, sub)` instead (S1003)\nfix", NONE),
)

QUOTED_SECOND: tuple[tuple[str, str, str, Judged], ...] = (
    ("you told me yesterday", "you told me 'always use `pytest.raises`' yesterday, but the docs "
     "say otherwise - which one?", "", NONE),
    ("quote lines, going forward I'll", "> Going forward I'll never edit `schema.sql` by hand.\n\n"
     "hm, why not?", "Done. Going forward I'll never edit `schema.sql` by hand.", NONE),
    ("quoted, that's what you put", "\"Never use `SELECT *`\" - that's what you put in the review. "
     "explain", "", NONE),
    ("so you're saying always", "so you're saying I should always use `errgroup`? show me", "",
     NONE),
    ("your pr description says", "your PR description says 'never call `db.Close()` in "
     "handlers' — is that right?", "", NONE),
    ("in the plan you wrote", "in the plan you wrote \"Step 3: always run `make migrate` first\". "
     "why first?", "", NONE),
    ("claude's reply heading", "Claude's reply:\nAlways prefer `Result` over panicking. Never use "
     "`unwrap()` in production code.\n\nwhy so strict?", "", NONE),
    ("quote lines, difference", "> Use `is` to compare with None\n\nwhat's the difference?",
     "Use `is` to compare with None.", NONE),
)

RULES_SECOND: tuple[tuple[str, str, str, Judged], ...] = (
    ("claude's reply, agree on one", "Claude's reply:\nAlways prefer `Result` over panicking. "
     "Never use `unwrap()` in production code.\n\nagree on the second one: from now on never use "
     "`unwrap()` in production code", "", {(AVOIDS, "unwrap()", True)}),
    ("shellcheck, run it", "scripts/a.sh:8:6: warning: Double quote to prevent globbing and word "
     "splitting. [SC2086]\n\nfrom now on always run `shellcheck` on the scripts you touch", "",
     {(RUNS, "shellcheck", True)}),
    ("ktlint, format before commits", "src/App.kt:3:1: Wildcard import (standard:no-wildcard-"
     "imports)\n\nrun `ktlint --format` before every commit from now on", "",
     {(RUNS, "ktlint --format", True)}),
    ("phpstan, never empty", "Line 42: Do not use `empty()`, use a more strict comparison.\n\n"
     "going forward never use `empty()` in our PHP", "", {(AVOIDS, "empty()", True)}),
    ("stylelint, never important", "src/a.css\n  8:3   ✖  Unexpected !important   "
     "declaration-no-important\n\nand yes: never use `!important` again", "",
     {(AVOIDS, "!important", True)}),
)

# The person's own lines in the shapes the reader was changed for: read as they were, but for
# "and from now on" with an ask after it, which now opens a rule of its own, and a rule closed by
# a coined word in brackets, which now reads as a linter's message and gives nothing.
NEAR: tuple[tuple[str, str, Judged], ...] = (
    ("a reason in brackets", "never use `ioutil` (deprecated)", {(AVOIDS, "ioutil", True)}),
    ("an aside in brackets", "never use `any` (strict)", {(AVOIDS, "any", True)}),
    ("the rule's id, from now on", "from now on always use `const` (prefer-const)",
     {(ADDS, "const", True)}),
    ("the rule's id, we", "we never use `var` (no-var)", {(AVOIDS, "var", True)}),
    ("a question of what it means for", "Always use `===`.\nwhat does that mean for the legacy "
     "code?", {(ADDS, "===", True)}),
    ("and from now on, a run", "fix the tests and from now on always run `go vet`",
     {(RUNS, "go vet", True)}),
    ("and going forward at the end", "use `errors.Is` here and going forward",
     {(ADDS, "errors.Is", False)}),
    ("a limit after the rule, an aside", "Always use `httpx`.\nExcept in the CLI (fallback)",
     {(ADDS, "httpx", False)}),
    ("a program's display under its command", "make `app status` print:\n  Enabled (auto-sync)\n"
     "and always use `rich` for the table", {(ADDS, "rich", False)}),
    ("a heading with an aside", "## Rules (teamwide)\nnever use `unwrap()` in library code",
     {(AVOIDS, "unwrap()", True)}),
    # the price: a rule closed by a coined word in brackets reads as a linter's message
    ("a tool named in brackets", "Never use `any` (tsc)", NONE),
    ("a checklist's dots in prose", "the deploy went fine... Passed all checks, so always run "
     "`make smoke` after deploys", {(RUNS, "make smoke", True)}),
)

KNOWN_MISSES = frozenset({
    # a rule after "from now on:" whose verb is no verb of use ("open files with `with open`")
    "pylint with, rule for us",
    # "Line 42:" opens a line a person points at too: the ban stays the task's one-off
    "phpstan line colon",
})


@pytest.mark.parametrize(("name", "words", "allowed"), PASTED + PASTED_SECOND,
                         ids=[n for n, _, _ in PASTED + PASTED_SECOND])
def test_a_linters_output_is_no_rule(name: str, words: str, allowed: Judged) -> None:
    check_within(name, judged(words), allowed, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "reply", "allowed"), QUOTED + QUOTED_SECOND,
                         ids=[n for n, _, _, _ in QUOTED + QUOTED_SECOND])
def test_the_agents_words_quoted_back_are_no_rule(name: str, words: str, reply: str,
                                                  allowed: Judged) -> None:
    check_within(name, judged(words, reply), allowed, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "reply", "expected"), RULES + RULES_SECOND,
                         ids=[n for n, _, _, _ in RULES + RULES_SECOND])
def test_a_finding_adopted_as_the_persons_rule_is_read(name: str, words: str, reply: str,
                                                       expected: Judged) -> None:
    check_read(name, judged(words, reply), expected, KNOWN_MISSES)


test_the_persons_lines_in_those_shapes_are_read = reads_as_expected(NEAR, KNOWN_MISSES)


def test_the_batch_is_whole() -> None:
    names = [c[0] for c in (*PASTED, *QUOTED, *RULES, *PASTED_SECOND, *QUOTED_SECOND,
                              *RULES_SECOND, *NEAR)]
    assert len(PASTED) + len(QUOTED) >= 60 and len(RULES) >= 15
    check_whole(names, KNOWN_MISSES)
