"""How precisely a mined check reads the work, at first sight: a second batch.

Like the first batch (`test_judges_check_precision_first_sight.py`), each rule comes with work
that keeps it and work that breaks it, and the checks the rule reader mines from the rule must
fail none of the first and fail the second. This batch is on the languages and files the
first one hardly touched (Ruby and its heredocs, SQL's `--` comments, Dockerfiles, YAML,
Makefiles and shell scripts, HTML and JSX, Rust's raw strings, Kotlin's and Swift's string
templates, Go's struct tags and raw strings, Python's f-strings and docstrings) and on changes as
`git diff` prints them: several hunks and files, a renamed file (the diff is read without rename
detection, so a rename is a file taken out and one added), lines taken out that hold the term,
a test file when the rule is said of the code outside tests, a vendored or generated file. It
also holds rules with a purpose ("use `Decimal` for money", "`t.Parallel()` in Go tests") on
work the purpose has nothing to do with.

A check with nothing to read in the work says nothing (None): it neither keeps nor breaks the
rule there. So work that keeps the rule must be failed by no check, and work that breaks it must
be failed by some check (a rule of two parts, "never `interface{}`, use `any`", is broken by
work that keeps one part and not the other).

It was measured before the checks were changed for it: 14 of the 38 rules were read right at
first sight (a heredoc, a template or a Go raw string over lines, a Rust raw string, the text
of a JSX element and the part of a SQL line after `--` were read as code; Go's struct tags and
the code in Swift's `\\(...)` were read as prose; `!!` after a name was not found; a rule said
outside tests, of production code or of Go tests read the wrong files; vendored and generated
files and lines a change moves failed work that keeps the rule, and a docstring closed outside
its hunk hid the code of the next one; `ADD` was found in `apk add`; a rule of one term over
another failed work that uses neither, and a file asked for user-facing changes failed a change
to the tests). After: 37 of 38; 38 once a check of a rule said of a construct (an index built
concurrently) judged only work that adds one.

The cases the checks still get wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from skillsleep.tasks.judges import Attempt, FileChange
from skillsleep.tasks.judges.attempt import changes_from_diff
from skillsleep.tasks.judges.mine import Quote, derive

from helpers.judged import HERE


def diff(*files: tuple[str, str]) -> Attempt:
    """A change: for each file, its changed lines as a diff shows them ("+" added, "-" taken
    out), every file in one hunk."""
    changes = []
    for path, body in files:
        lines = body.strip("\n").splitlines()
        changes.append(FileChange(path, [ln[1:] for ln in lines if ln.startswith("+")],
                                  [ln[1:] for ln in lines if ln.startswith("-")]))
    return Attempt(changes=changes)


def git_diff(text: str) -> Attempt:
    """A change as `git diff --no-renames` prints it: files, hunks and their context."""
    return Attempt(changes=changes_from_diff(text.strip("\n") + "\n"))


@dataclass(frozen=True)
class Case:
    name: str
    rule: str
    keeps: Attempt
    breaks: Attempt


CASES: tuple[Case, ...] = (
    # -- Ruby -----------------------------------------------------------------------------------
    Case("puts in a comment and a message", "never use `puts` in Ruby, use the logger",
         diff(("app/services/sync_orders.rb", """
+    # puts went to the dyno log and was lost
+    Rails.logger.info("sync puts #{count} orders in the queue")
+    $stdout.sync = true
""")),
         diff(("app/services/sync_orders.rb", """
+    puts "synced #{count} orders"
"""))),
    Case("system in a heredoc", "never use `system`, use `Open3`",
         diff(("lib/tasks/deploy.rb", """
+  BANNER = <<~TEXT
+    Deploys the app. Checks the system clock before each step.
+  TEXT
+  out, status = Open3.capture2e("git", "pull", "--ff-only")
""")),
         diff(("lib/tasks/deploy.rb", """
+  system("git pull --ff-only")
"""))),
    Case("rescue Exception in a comment", "no `rescue Exception`, rescue `StandardError`",
         diff(("app/jobs/import_job.rb", """
+  rescue StandardError => e # rescue Exception swallowed Interrupt too
+    Sentry.capture_exception(e)
""")),
         diff(("app/jobs/import_job.rb", """
+  rescue Exception => e
+    Sentry.capture_exception(e)
"""))),
    Case("sleep only in specs", "don't use `sleep` in specs",
         diff(("lib/poller.rb", """
+      sleep(@interval)
"""), ("spec/poller_spec.rb", """
+    travel 5.seconds
+    expect(poller.ticks).to eq(1)
""")),
         diff(("spec/poller_spec.rb", """
+    sleep 1
"""))),
    # -- SQL ------------------------------------------------------------------------------------
    Case("select star after a query", "no `SELECT *` in SQL",
         diff(("db/views/active_users.sql", """
+SELECT id, email, created_at  -- not SELECT *: the table keeps growing
+FROM users
+WHERE deleted_at IS NULL;
""")),
         diff(("db/views/active_users.sql", """
+SELECT * FROM users WHERE deleted_at IS NULL;
"""))),
    Case("an index built concurrently, on a change with no index",
         "always use `CREATE INDEX CONCURRENTLY`",
         diff(("db/migrations/0042_add_note_to_orders.sql", """
+ALTER TABLE orders ADD COLUMN note text;
""")),
         diff(("db/migrations/0043_index_orders.sql", """
+CREATE INDEX orders_created_at_idx ON orders (created_at);
"""))),
    # -- Dockerfiles, YAML, Makefiles, shell ----------------------------------------------------
    Case("latest in a Dockerfile comment", "never use `latest` in Dockerfiles",
         diff(("Dockerfile", """
+# pin the tag: latest moved under us twice
+FROM python:3.12-slim
""")),
         diff(("Dockerfile", """
+FROM node:latest
"""))),
    Case("ADD the instruction, not the word", "don't use `ADD` in Dockerfiles, use `COPY`",
         diff(("docker/api.Dockerfile", """
+COPY requirements.txt /srv/
+RUN apk add --no-cache curl
""")),
         diff(("docker/api.Dockerfile", """
+ADD app.tar.gz /srv/
"""))),
    Case("latest in compose", "never use `latest` for docker images",
         diff(("docker-compose.yml", """
+  db:
+    image: postgres:16.2  # was latest, which broke the volume format
+    restart: unless-stopped
""")),
         diff(("docker-compose.yml", """
+    image: redis:latest
"""))),
    Case("sudo in a script's messages", "no `sudo` in shell scripts",
         diff(("scripts/setup.sh", """
+# runs without sudo: the installer writes under $HOME
+echo "no sudo needed, installing to $HOME/.local"
+install -m 755 bin/tool "$HOME/.local/bin/"
""")),
         diff(("scripts/setup.sh", """
+sudo apt-get install -y jq
"""))),
    Case("sleep in a shell heredoc", "don't use `sleep` in shell scripts, wait on the port",
         diff(("scripts/wait-for.sh", """
+usage() {
+  cat <<EOF
+Usage: wait-for.sh host:port
+Waits for the port to open instead of a fixed sleep.
+EOF
+}
+until nc -z "$host" "$port"; do :; done
""")),
         diff(("scripts/wait-for.sh", """
+sleep 10
"""))),
    Case("pip in a Makefile comment", "don't call `pip` directly in the Makefile, use `uv`",
         diff(("Makefile", """
+install:
+	uv sync --frozen  # not pip: uv keeps to the lock file
""")),
         diff(("Makefile", """
+install:
+	pip install -r requirements.txt
"""))),
    # -- HTML and JSX ---------------------------------------------------------------------------
    Case("style in an html comment", "never use inline `style=` attributes",
         diff(("templates/landing.html", """
+<!-- style= attributes moved to site.css -->
+<p class="lead">{{ headline }}</p>
""")),
         diff(("templates/landing.html", """
+<p style="color: #c00">{{ headline }}</p>
"""))),
    Case("dangerous html in a jsx comment",
         "never use `dangerouslySetInnerHTML` in React components",
         diff(("src/components/Profile.jsx", """
+      {/* dangerouslySetInnerHTML is gone: the bio is plain text */}
+      <p className="bio">{bio}</p>
""")),
         diff(("src/components/Profile.jsx", """
+      <div dangerouslySetInnerHTML={{ __html: bio }} />
"""))),
    Case("any in jsx text", "never use `any` in TypeScript",
         diff(("src/pages/Pricing.tsx", """
+      <p className="hint">Pick any plan, you can switch later.</p>
+      <PlanList plans={plans as readonly Plan[]} />
""")),
         diff(("src/pages/Pricing.tsx", """
+  const plans: any[] = props.plans;
"""))),
    Case("any in a template literal over lines", "never use `any` in TypeScript",
         diff(("src/cli/help.ts", """
+export const HELP = `
+Usage: lint [files]
+Pass any file or folder; folders are read recursively.
+`;
""")),
         diff(("src/cli/help.ts", """
+export function run(args: any): void {
"""))),
    Case("eval in a vendored minified file", "no `eval`",
         diff(("public/vendor/jquery-3.7.1.min.js", """
+!function(e,t){"use strict";var n=eval;return n(t)}(window,"1");
"""), ("public/js/app.js", """
+const config = JSON.parse(raw);
""")),
         diff(("public/js/app.js", """
+const config = eval("(" + raw + ")");
"""))),
    # -- Rust -----------------------------------------------------------------------------------
    Case("unwrap in an inner doc comment", "never use `unwrap()` in Rust",
         diff(("src/config.rs", """
+//! Loads the config. Nothing here calls unwrap(): every error is returned.
+pub fn load(path: &Path) -> Result<Config> {
+    let text = fs::read_to_string(path)?;
""")),
         diff(("src/config.rs", """
+    let text = fs::read_to_string(path).unwrap();
"""))),
    Case("unwrap in a raw string", "don't use `unwrap()` in library code",
         diff(("src/errors.rs", """
+    let expected = r#"{"error": "called unwrap() on a None value"}"#;
+    assert_eq!(render(&err)?, expected);
""")),
         diff(("src/errors.rs", """
+    let body = serde_json::to_string(&err).unwrap();
"""))),
    Case("unwrap in integration tests", "no `unwrap()` outside tests",
         diff(("src/parse.rs", """
+    let n: u32 = text.trim().parse()?;
"""), ("tests/parse.rs", """
+    let n = parse("42").unwrap();
""")),
         diff(("src/parse.rs", """
+    let n: u32 = text.trim().parse().unwrap();
"""))),
    # -- Kotlin and Swift -----------------------------------------------------------------------
    Case("not-null assertion in a template", "never use `!!` in Kotlin",
         diff(("app/src/main/kotlin/com/acme/Greeter.kt", """
+    // no !! here: the profile may be missing after sign-up
+    val name = user?.name ?: "guest"
+    println("Hello ${user?.name ?: "guest"}")
""")),
         diff(("app/src/main/kotlin/com/acme/Greeter.kt", """
+    println("Hello ${user!!.name}")
"""))),
    Case("try! in a comment", "never use `try!`",
         diff(("Sources/Notes/Store.swift", """
+        let data = try? Data(contentsOf: url) // try! crashed on a missing file
""")),
         diff(("Sources/Notes/Store.swift", """
+        let data = try! Data(contentsOf: url)
"""))),
    Case("try! inside a swift interpolation", "never use `try!`",
         diff(("Sources/Notes/NotesView.swift", """
+        Text("Saved \\(store.count) notes")
""")),
         diff(("Sources/Notes/NotesView.swift", """
+        Text("Saved \\(try! store.count()) notes")
"""))),
    # -- Go -------------------------------------------------------------------------------------
    Case("json struct tags", "always add `json` tags to struct fields",
         diff(("internal/api/user.go", """
+type User struct {
+	ID    int64  `json:"id" db:"id"`
+	Email string `json:"email,omitempty" db:"email"`
+}
""")),
         diff(("internal/api/user.go", """
+type User struct {
+	ID    int64
+	Email string
+}
"""))),
    Case("panic in a raw string over lines", "never `panic` in library code",
         diff(("cmd/worker/flags.go", """
+var helpText = `Usage: worker [flags]
+  -strict   panic on the first malformed record
+`
""")),
         diff(("pkg/queue/consume.go", """
+		panic(err)
"""))),
    Case("interface{} taken out in one hunk, put back in another",
         "never use `interface{}` in Go, use `any`",
         git_diff("""
diff --git a/pkg/codec/codec.go b/pkg/codec/codec.go
index 3b1c2a0..9d4e5f1 100644
--- a/pkg/codec/codec.go
+++ b/pkg/codec/codec.go
@@ -12,7 +12,7 @@ import (
 )

 // Decode reads v from the wire format.
-func Decode(data []byte, v interface{}) error {
+func Decode(data []byte, v any) error {
 \tif len(data) == 0 {
 \t\treturn ErrEmpty
 \t}
@@ -40,7 +40,7 @@ func Decode(data []byte, v interface{}) error {
 }

 // Encode writes v in the wire format.
-func Encode(v interface{}) ([]byte, error) {
+func Encode(v any) ([]byte, error) {
 \tbuf := pool.Get()
 \tdefer pool.Put(buf)
 \treturn marshal(buf, v)
"""),
         git_diff("""
diff --git a/pkg/codec/codec.go b/pkg/codec/codec.go
index 3b1c2a0..9d4e5f1 100644
--- a/pkg/codec/codec.go
+++ b/pkg/codec/codec.go
@@ -12,7 +12,7 @@ import (
 )

 // Decode reads v from the wire format.
-func Decode(data []byte, v interface{}) error {
+func Decode(data []byte, v any) error {
 \tif len(data) == 0 {
 \t\treturn ErrEmpty
 \t}
@@ -52,3 +52,7 @@ func Encode(v any) ([]byte, error) {
 \tdefer pool.Put(buf)
 \treturn marshal(buf, v)
 }
+
+func Fields(v interface{}) []string {
+	return names(reflect.TypeOf(v))
+}
""")),
    Case("interface{} in generated code", "never use `interface{}` in Go, use `any`",
         diff(("api/v1/service.pb.go", """
+// Code generated by protoc-gen-go. DO NOT EDIT.
+func (x *Request) ProtoReflect() interface{} { return x }
"""), ("internal/service/handler.go", """
+func decode(v any) error {
""")),
         diff(("internal/service/handler.go", """
+func decode(v interface{}) error {
"""))),
    Case("Println in a vendored module", "never use `fmt.Println`",
         diff(("vendor/github.com/spf13/cobra/command.go", """
+		fmt.Println(c.UsageString())
"""), ("cmd/root.go", """
+	slog.Info("starting", "version", version)
""")),
         diff(("cmd/root.go", """
+	fmt.Println("starting", version)
"""))),
    # -- Python ---------------------------------------------------------------------------------
    Case("getenv inside an f-string", "don't use `os.getenv`, read settings from `config`",
         diff(("app/db.py", """
+    # os.getenv read it once at import time
+    log.info(f"connecting to {settings.db_url} (was os.getenv before)")
""")),
         diff(("app/db.py", """
+    log.info(f"connecting to {os.getenv('DB_URL')}")
"""))),
    Case("assert in tests and in a docstring", "never use `assert` outside of tests",
         diff(("src/shop/parse.py", """
+    \"\"\"Check the input; raises ValueError, not assert (python -O strips those).\"\"\"
+    if value <= 0:
+        raise ValueError(value)
"""), ("tests/test_parse.py", """
+    assert parse("1") == 1
""")),
         diff(("src/shop/parse.py", """
+    assert value > 0
"""))),
    Case("a docstring closed outside the hunk", "never call `requests.get`, use `httpx`",
         git_diff("""
diff --git a/client/fetch.py b/client/fetch.py
index 1a2b3c4..5d6e7f8 100644
--- a/client/fetch.py
+++ b/client/fetch.py
@@ -8,7 +8,7 @@ import httpx


 def fetch(url: str) -> bytes:
-    \"\"\"Fetch a page.
+    \"\"\"Fetch a page, retrying on errors.

     The caller owns the timeout.
     \"\"\"
@@ -30,6 +30,6 @@ def fetch(url: str) -> bytes:
     for attempt in range(3):
         try:
-            resp = client.get(url)
+            resp = httpx.get(url, timeout=timeout)
             return resp.content
         except httpx.TransportError:
"""),
         git_diff("""
diff --git a/client/fetch.py b/client/fetch.py
index 1a2b3c4..5d6e7f8 100644
--- a/client/fetch.py
+++ b/client/fetch.py
@@ -8,7 +8,7 @@ import httpx


 def fetch(url: str) -> bytes:
-    \"\"\"Fetch a page.
+    \"\"\"Fetch a page, retrying on errors.

     The caller owns the timeout.
     \"\"\"
@@ -30,6 +30,6 @@ def fetch(url: str) -> bytes:
     for attempt in range(3):
         try:
-            resp = httpx.get(url)
+            resp = requests.get(url, timeout=timeout)
             return resp.content
         except httpx.TransportError:
""")),
    Case("print calls taken out, a file deleted", "no `print()` calls",
         git_diff("""
diff --git a/tools/report.py b/tools/report.py
index 4c5d6e7..8f9a0b1 100644
--- a/tools/report.py
+++ b/tools/report.py
@@ -20,4 +20,4 @@ def main() -> None:
     rows = load()
-    print(f"{len(rows)} rows")
+    log.info("%d rows", len(rows))
     write(rows)
diff --git a/tools/debug_dump.py b/tools/debug_dump.py
deleted file mode 100644
index 2b3c4d5..0000000
--- a/tools/debug_dump.py
+++ /dev/null
@@ -1,3 +0,0 @@
-def dump(rows):
-    for row in rows:
-        print(row)
"""),
         git_diff("""
diff --git a/tools/report.py b/tools/report.py
index 4c5d6e7..8f9a0b1 100644
--- a/tools/report.py
+++ b/tools/report.py
@@ -20,4 +20,5 @@ def main() -> None:
     rows = load()
     log.info("%d rows", len(rows))
+    print(rows[:3])
     write(rows)
""")),
    Case("a file moved with its print calls", "never use `print`, use `logging`",
         git_diff("""
diff --git a/scripts/export.py b/scripts/export.py
deleted file mode 100644
index 6a7b8c9..0000000
--- a/scripts/export.py
+++ /dev/null
@@ -1,4 +0,0 @@
-import logging
-
-def main():
-    print("exporting")
diff --git a/tools/export.py b/tools/export.py
new file mode 100644
index 0000000..6a7b8c9
--- /dev/null
+++ b/tools/export.py
@@ -0,0 +1,4 @@
+import logging
+
+def main():
+    print("exporting")
"""),
         git_diff("""
diff --git a/tools/export.py b/tools/export.py
index 6a7b8c9..7b8c9d0 100644
--- a/tools/export.py
+++ b/tools/export.py
@@ -1,4 +1,5 @@
 import logging

 def main():
     print("exporting")
+    print("rows:", count())
""")),
    Case("a call moved from one hunk to another", "never call `os.system`",
         git_diff("""
diff --git a/build/release.py b/build/release.py
index 0a1b2c3..3d4e5f6 100644
--- a/build/release.py
+++ b/build/release.py
@@ -10,7 +10,6 @@ def prepare(version):
     bump(version)
-    os.system("make dist")
     tag(version)


@@ -40,6 +39,7 @@ def publish(version):
     check(version)
+    os.system("make dist")
     upload(version)
"""),
         git_diff("""
diff --git a/build/release.py b/build/release.py
index 0a1b2c3..3d4e5f6 100644
--- a/build/release.py
+++ b/build/release.py
@@ -10,7 +10,6 @@ def prepare(version):
     bump(version)
-    os.system("make dist")
     tag(version)


@@ -40,6 +39,7 @@ def publish(version):
     check(version)
+    os.system("make dist upload")
     upload(version)
""")),
    Case("console.log in a test file", "no `console.log` in production code",
         diff(("src/cart/total.ts", """
+  return items.reduce((sum, it) => sum + it.price * it.qty, 0);
"""), ("src/cart/__tests__/total.test.ts", """
+    console.log(total(items));
""")),
         diff(("src/cart/total.ts", """
+  console.log("total", items.length);
"""))),
    # -- rules with a purpose, on work it does not reach ----------------------------------------
    Case("Decimal for money, on a change to a template", "use `Decimal`, never `float` for money",
         diff(("shop/templates/cart.html", """
+<p class="total">{{ cart.total }}</p>
""")),
         diff(("shop/billing.py", """
+    amount = float(row["amount"])
"""))),
    Case("parallel Go tests, on a change with no test", "always use `t.Parallel()` in Go tests",
         diff(("internal/api/handler.go", """
+	if err := req.Validate(); err != nil {
+		return nil, status.Error(codes.InvalidArgument, err.Error())
+	}
""")),
         diff(("internal/api/handler_test.go", """
+func TestHandler(t *testing.T) {
+	h := newHandler(t)
"""))),
    Case("a changelog for user-facing changes, on a test-only change",
         "always write a changelog entry for user-facing changes",
         diff(("tests/test_parser.py", """
+def test_empty_input_is_rejected():
+    with pytest.raises(ValueError):
+        parse("")
""")),
         diff(("src/cli.py", """
+    parser.add_argument("--json", action="store_true", help="print the report as JSON")
"""))),
)

# Rules whose checks still misread the work; see the module docstring.
KNOWN_MISSES: frozenset[str] = frozenset()


def fails(judges: list, work: Attempt) -> bool:
    return any(j.score(work) == 0.0 for j in judges)


def reads_right(case: Case) -> bool:
    """No check mined from the rule fails the work that keeps it; some fail the work that breaks
    it."""
    judges = derive([Quote(case.rule, HERE)])
    return bool(judges) and not fails(judges, case.keeps) and fails(judges, case.breaks)


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_a_mined_check_fails_no_work_that_keeps_its_rule_and_passes_none_that_breaks_it(
        case: Case) -> None:
    if case.name in KNOWN_MISSES:
        assert not reads_right(case), f"{case.name!r} is read right now: take it out of " \
            "KNOWN_MISSES"
    else:
        assert reads_right(case)
