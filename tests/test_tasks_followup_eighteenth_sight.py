"""An eighteenth table of follow-ups and new tasks said mid-session, written at first sight: every
line was written from how people work with coding agents in general, before the cues were looked at
for it, and its figure was taken with the model as it then was.

Its requests add to the work or open other work in the ways long sessions do. A follow-up opens with
an add-on ("one more thing:", "and another thing,", "oh and", "btw", "PS:", "p.s.", "also while
you're in there,") and goes on with the change ("the TTL should come from the config",
"findByCustomer should return a List", "make it exit non-zero if the upload fails"); is only the
error of running the change pasted, bare or under one line ("still failing:", "same thing", "new
error now", "ran it, got this:"); answers the agent's question by a choice and asks one more thing
of it ("mui one please, and make the week start on monday", "the first one. also index deleted_at");
lists changes to the change after its summary ("1. rename findByCustomer ...\n2. make
JdbcOrderRepository package-private ..."); takes the work up again after an interruption or a pause
("ok where were we", "continue", "resume the refactor"); or is said in German, Spanish, French,
Portuguese, Dutch, Italian, Polish, Russian, Chinese or Japanese. A new task opens with the same
add-ons before other work ("oh and the sentry DSN in staging is wrong, swap it for the new one",
"PS: the release workflow should also build for aarch64 linux"), comes after the change is closed
("done, thanks. now add a /healthz endpoint"), lists pieces of other work, stops the work for other
work, pastes the error of other code, answers the question and turns away, or is other work in
another language ("otra cosa: ...", "新任务：...").

The decision is the shipped model's. Cases it still gets wrong are in `KNOWN_MISSES`, checked to
stay wrong, so the table's figure is the real one. At first sight the model made 13 of the 47
follow-ups tasks and 6 of the 31 new tasks follow-ups. After the reading they led to, 5 and 3. A
second batch of the same shapes, written before it was run, had 6 of 29 and 2 of 20 with the model
as it was at first sight, and 2 and 1 with the reading. The reading: an add-on opening ("one more:",
"one last thing,", "and another thing,", "oh and", "PS:", "p.s.", several of them in a row) is an
aside as "btw" is: what follows tells of the piece when its subject is a pronoun for it, a thing the
exchange named or code the exchange named ("oh, and findByCustomer should ..."), or when it asks, in
the kind of the work in progress or of none, for something done to a pronoun or to the first thing
the exchange named ("one last thing: make fetch_user log ..."); it adds other work when the head of
what it asks or tells (up to a mark or a preposition) names only things of its own, two or more in
all, leaning on nothing ("one more thing: the docker build takes 10 minutes, can you add layer
caching"). "also" alone stays `_adds_other_things`'s, and a question is left to the weights. The
agent's question of a choice ("should I use X or Y?", "which do you prefer?") answered by a word the
reply said of one option, or by its place ("the small one.", "mui one please, and ...", "the second
one, but ..."), is a pick, whatever it asks more, unless it turns away. The work taken up by the
name of its kind ("resume the refactor" after a request of the refactor kind) is the work in
progress. Typed words in another language that take two words or more of the exchange's, in Latin
letters ("het script moet ook ... als de upload mislukt"), and no code of their own, are about its
work. A shell's report of a script's failing line ("scripts/backup.sh: line 14: aws: command not
found", "bash: jq: command not found") is read as pasted. No feature changed: the trainer, run on
the labelled history with the reading, gives the shipped weights to the last digit, so they were not
refitted. A known miss of the seventeenth table ("and another thing, the docker image is 2GB, ...")
and one of the sixteenth ("le menu hamburger doit être à gauche") are decided right too.
Still missed: an add-on that asks to reshape a thing of the change by words it did not use ("make
the max attempts configurable"), changes in another language that take fewer than two of the
exchange's words ("le cache doit avoir une taille maximale", "kannst du die Wartezeit ..."), the
work stopped by "leave that," before an operation asked ("... write the changelog for 3.2 first"), a
trace of other code under a line that says where it comes from ("this one's from the payments
service:"), German read as English for its one word "an" ("andere Sache: ... schau dir das bitte
an"), and a list of other work whose items share a word with the change ("a restore script for the
mongo cluster" after a backup script).
"""

from __future__ import annotations

from datetime import timedelta

import pytest

from skillsleep.tasks.instruction import instruction_of

from helpers.exchanges import (
    Before,
    decided_because,
    decision_tests,
    why_decided,
)

# Retries added to a Python HTTP client.
RETRY = Before(
    "add retries with exponential backoff to the http client",
    "Added a `with_retries` decorator in `client/http.py`: it retries on 5xx responses and "
    "`ConnectionError` up to 3 times, sleeping `2 ** attempt` seconds between tries. "
    "`fetch_user` and `fetch_orders` use it now. `tests/test_http.py::test_retries_on_503` "
    "passes.")
# An in-memory cache added to a Go service.
CACHE = Before(
    "cache the product lookups in memory",
    "Added `productCache` in `catalog/cache.go`: a map guarded by a `sync.RWMutex` with a 5 "
    "minute TTL. `Catalog.Get` in `catalog/catalog.go` reads it first and fills it on a miss. "
    "`TestCacheExpiry` in `catalog/cache_test.go` passes with `go test ./catalog/...`.")
# The agent asks which of two designs.
SOFT_DELETE = Before(
    "add soft delete to projects",
    "Two ways to do it:\n1. a `deleted_at` column on `projects` with a default scope that hides "
    "deleted rows\n2. moving deleted rows to a `projects_archive` table\nThe first is simpler "
    "and keeps foreign keys intact. Which do you prefer?")
# The agent asks which library, and a second question.
PICKER = Before(
    "add a date picker to the booking form",
    "Before I add it: should I use `react-day-picker` (small, unstyled) or "
    "`@mui/x-date-pickers` (matches the MUI inputs `BookingForm.tsx` already uses)? And should "
    "past dates be disabled?")
# A Java refactor reported in a summary.
REPO = Before(
    "refactor OrderService so it stops talking to the database directly",
    "Summary of changes:\n- extracted an `OrderRepository` interface with `findById`, `save` and "
    "`findByCustomer`\n- `JdbcOrderRepository` implements it with the existing SQL\n- "
    "`OrderService` takes an `OrderRepository` in its constructor\n- `OrderServiceTest` uses an "
    "in-memory fake\nAll 48 tests pass with `mvn test`.")
# A Rust config loader given a format.
TOML = Before(
    "make the config loader read TOML too",
    "Done. `Config::load` in `src/config.rs` now picks the parser by the file's extension: "
    "`.toml` through the `toml` crate, `.yaml` and `.yml` through `serde_yaml`, and errors on "
    "anything else. `tests/config_toml.rs` has 4 cases; `cargo test` passes.")
# A shell backup script.
BACKUP = Before(
    "write a script that backs up the postgres db to s3 every night",
    "Added `scripts/backup.sh`: it runs `pg_dump --format=custom`, gzips the dump and uploads it "
    "with `aws s3 cp` to `s3://acme-backups/db/` named by date, and a cron entry in "
    "`deploy/crontab` runs it at 02:00. Tested by hand against the dev database.")
# A refactor the person interrupted.
SPLIT = Before(
    "split the auth middleware into one file per provider",
    "I'll split `middleware/auth.ts` into `auth/google.ts`, `auth/github.ts` and "
    "`auth/saml.ts`, with `auth/index.ts` re-exporting them. Moving the Google strategy first.",
    interrupted=True)
# A refactor half done, taken up hours later.
ASYNC = Before(
    "convert the user service from callbacks to async/await",
    "Converted `getUser`, `createUser` and `updateUser` in `services/userService.js` to async "
    "functions and updated their callers in `routes/users.js`. `deleteUser` and `listUsers` "
    "still take callbacks; I'll do those next.",
    gap=timedelta(hours=3))

FOLLOW_UPS: list[tuple[str, Before, str]] = [
    # An add-on opener, then more of the same change.
    ("add-on of the change", RETRY, "one more thing: make the max attempts configurable"),
    ("add-on of the change", CACHE, "and another thing, the TTL should come from the config, "
                                    "not a constant"),
    ("add-on of the change", RETRY, "oh and log each retry at warning level"),
    ("add-on of the change", CACHE, "btw the cache needs a max size, otherwise it grows forever"),
    ("add-on of the change", TOML, "PS: the error for an unknown extension should list the "
                                   "supported ones"),
    ("add-on of the change", BACKUP, "also while you're in there, make it exit non-zero if the "
                                     "upload fails"),
    ("add-on of the change", REPO, "oh, and findByCustomer should return a List, not an array"),
    ("add-on of the change", RETRY, "p.s. retry on timeouts too, not just ConnectionError"),
    ("add-on of the change", CACHE, "one more: Catalog.Get should skip the cache when the "
                                    "context says no-cache"),
    ("add-on of the change", BACKUP, "btw, pg_dump should use --no-owner so we can restore it "
                                     "anywhere"),
    ("add-on of the change", TOML, "oh also, JSON while you're at it"),
    # Only a pasted error of the change run, or one typed line over it.
    ("pasted error", RETRY, "Traceback (most recent call last):\n"
                            "  File \"client/http.py\", line 41, in wrapper\n"
                            "    time.sleep(2 ** attempt)\n"
                            "TypeError: unsupported operand type(s) for ** or pow(): 'int' and "
                            "'NoneType'"),
    ("pasted error", CACHE, "panic: assignment to entry in nil map\n\ngoroutine 1 [running]:\n"
                            "example.com/shop/catalog.(*productCache).set(...)\n"
                            "\t/src/catalog/cache.go:31\n"
                            "example.com/shop/catalog.(*Catalog).Get(0xc000010030, {0x5f2a40, "
                            "0x4})\n\t/src/catalog/catalog.go:22 +0x1a5"),
    ("pasted error", TOML, "still failing:\n\nerror[E0432]: unresolved import `toml`\n"
                           " --> src/config.rs:3:5\n  |\n3 | use toml;\n  |     ^^^^ no external "
                           "crate `toml`"),
    ("pasted error", RETRY, "same thing\n\nFAILED tests/test_http.py::test_retries_on_503 - "
                            "AssertionError: assert 1 == 3"),
    ("pasted error", REPO, "new error now\n[ERROR] /app/src/main/java/com/acme/orders/"
                           "OrderService.java:[27,16] constructor OrderService in class "
                           "com.acme.orders.OrderService cannot be applied to given types;"),
    ("pasted error", ASYNC, "getting this when I hit /users now:\n"
                            "TypeError: callback is not a function\n"
                            "    at deleteUser (/app/services/userService.js:88:5)\n"
                            "    at /app/routes/users.js:41:3"),
    ("pasted error", BACKUP, "ran it, got this:\npg_dump: error: connection to server on socket "
                             "\"/var/run/postgresql/.s.PGSQL.5432\" failed: No such file or "
                             "directory\nupload failed: ./db-2026-11-03.dump.gz to "
                             "s3://acme-backups/db/db-2026-11-03.dump.gz"),
    ("pasted error", CACHE, "```\n--- FAIL: TestCacheExpiry (0.00s)\n"
                            "    cache_test.go:28: expected miss after ttl, got hit\nFAIL\n"
                            "FAIL\texample.com/shop/catalog\t0.012s\n```"),
    ("pasted error", TOML, "hmm\nError: unknown field `timeout_secs`, expected one of `timeout`, "
                           "`retries` at line 4 column 1"),
    # The agent's question answered by a choice, and one more ask.
    ("choice and more", SOFT_DELETE, "1, and add a restore action to the admin"),
    ("choice and more", SOFT_DELETE, "the first one. also index deleted_at"),
    ("choice and more", PICKER, "react-day-picker, and yes disable past dates"),
    ("choice and more", PICKER, "mui one please, and make the week start on monday"),
    ("choice and more", SOFT_DELETE, "go with the deleted_at column but give me a rake task to "
                                     "purge rows older than 90 days"),
    ("choice and more", PICKER, "the small one. and show the booked days greyed out"),
    ("choice and more", SOFT_DELETE, "option 2, and keep who deleted it in a deleted_by column"),
    # A numbered list after the summary, every item of the same change.
    ("list of the change", REPO, "1. rename findByCustomer to findAllByCustomer\n"
                                 "2. make JdbcOrderRepository package-private\n"
                                 "3. OrderServiceTest should also cover save failing"),
    ("list of the change", TOML, "1) the error message should say which file\n"
                                 "2) add a case for an empty .toml file\n"
                                 "3) serde_yaml is deprecated, use serde_yml"),
    ("list of the change", RETRY, "few things:\n1. the decorator should take max_attempts\n"
                                  "2. fetch_user shouldn't retry on 404\n"
                                  "3. add jitter to the sleep"),
    ("list of the change", CACHE, "1. productCache should be per Catalog, not a global\n"
                                  "2. TTL from config\n"
                                  "3. TestCacheExpiry shouldn't sleep, inject a clock"),
    # The same task taken up after an interruption or a pause.
    ("restart", SPLIT, "ok where were we"),
    ("restart", SPLIT, "continue"),
    ("restart", SPLIT, "sorry, resume the split"),
    ("restart", ASYNC, "resume the refactor"),
    ("restart", ASYNC, "ok let's finish the rest of the callbacks"),
    ("restart", SPLIT, "go on, but put saml in its own folder"),
    ("restart", ASYNC, "back. carry on with deleteUser and listUsers"),
    # In another language than English.
    ("other language", RETRY, "kannst du die Wartezeit auf maximal 30 Sekunden begrenzen?"),
    ("other language", CACHE, "el TTL debería ser de 10 minutos, no 5"),
    ("other language", TOML, "ajoute aussi le support de JSON s'il te plaît"),
    ("other language", RETRY, "os testes ainda falham depois da sua mudança"),
    ("other language", CACHE, "缓存需要有最大容量限制"),
    ("other language", REPO, "rinomina findByCustomer in findAllByCustomer per favore"),
    ("other language", BACKUP, "het script moet ook een melding sturen als de upload mislukt"),
    ("other language", PICKER, "react-day-picker でお願いします。過去の日付は無効にしてください"),
    ("other language", SOFT_DELETE, "давай первый вариант, и добавь индекс на deleted_at"),
    # A second batch of the same shapes, written before it was run.
    ("second batch", RETRY, "one last thing, fetch_orders should use a longer backoff than "
                            "fetch_user"),
    ("second batch", CACHE, "ps: the cache_test.go test should run with -race"),
    ("second batch", TOML, "oh and the yaml path should keep working with .YML in caps"),
    ("second batch", BACKUP, "btw it should also keep the last 7 dumps locally"),
    ("second batch", REPO, "and another thing: JdbcOrderRepository should close the statement "
                           "in a finally"),
    ("second batch", RETRY, "also while you're in there, rename with_retries to retrying"),
    ("second batch", CACHE, "oh, and make the TTL configurable per product category"),
    ("second batch", TOML, "thread 'main' panicked at src/config.rs:58:14:\n"
                           "called `Result::unwrap()` on an `Err` value: Error { inner: TomlError "
                           "{ message: \"expected `=`\" } }\nnote: run with `RUST_BACKTRACE=1` "
                           "environment variable to display a backtrace"),
    ("second batch", RETRY, "still failing:\n```\nE   AttributeError: module 'client.http' has "
                            "no attribute 'with_retry'\n```"),
    ("second batch", ASYNC, "same thing:\nUnhandledPromiseRejectionWarning: TypeError: Cannot "
                            "read properties of undefined (reading 'id')\n"
                            "    at updateUser (/app/services/userService.js:61:24)"),
    ("second batch", CACHE, "new error now\n# example.com/shop/catalog\n"
                            "catalog/cache.go:19:2: undefined: time.Minutes"),
    ("second batch", BACKUP, "got this from cron overnight:\n"
                             "/opt/app/scripts/backup.sh: line 14: aws: command not found"),
    ("second batch", SOFT_DELETE, "2 - and make the archive table read-only for the app user"),
    ("second batch", PICKER, "the mui one, but keep our own styles on the input"),
    ("second batch", PICKER, "react-day-picker please. also the booking form should open on "
                             "today's month"),
    ("second batch", SOFT_DELETE, "the deleted_at one. and show a restore link in the projects "
                                  "list"),
    ("second batch", RETRY, "1. max_attempts as an argument\n"
                            "2. log the status code on each retry\n"
                            "3. test_retries_on_503 should assert the sleeps"),
    ("second batch", BACKUP, "a couple of things:\n1. backup.sh should use set -euo pipefail\n"
                             "2. the crontab entry should log to /var/log/backup.log\n"
                             "3. the s3 path should include the hostname"),
    ("second batch", TOML, "1. Config::load should accept a Path, not a &str\n"
                           "2. config_toml.rs needs a case for nested tables"),
    ("second batch", SPLIT, "ok, carry on"),
    ("second batch", SPLIT, "where did we leave off"),
    ("second batch", ASYNC, "pick it back up"),
    ("second batch", ASYNC, "continue the conversion"),
    ("second batch", SPLIT, "keep going with the split, github next"),
    ("second batch", BACKUP, "das Backup-Script soll beim Upload-Fehler eine Mail schicken"),
    ("second batch", RETRY, "los reintentos deberían loguear el error también"),
    ("second batch", CACHE, "le cache doit avoir une taille maximale"),
    ("second batch", TOML, "`Config::load` 遇到未知扩展名时应该返回更清楚的错误"),
    ("second batch", REPO, "dodaj jeszcze test dla findByCustomer"),
]

NEW_TASKS: list[tuple[str, Before, str]] = [
    # An add-on opener, then other work.
    ("add-on of other work", RETRY, "one more thing: the docker build takes 10 minutes, can you "
                                    "add layer caching"),
    ("add-on of other work", CACHE, "and another thing, our README still describes the old "
                                    "deploy process, update it"),
    ("add-on of other work", RETRY, "oh and the sentry DSN in staging is wrong, swap it for the "
                                    "new one"),
    ("add-on of other work", CACHE, "btw can you set up dependabot for the go modules"),
    ("add-on of other work", TOML, "PS: the release workflow should also build for aarch64 "
                                   "linux"),
    ("add-on of other work", BACKUP, "also while you're there, the nginx logs aren't rotated, "
                                     "add logrotate for them"),
    ("add-on of other work", REPO, "oh, and the invoice PDF generator throws on null addresses, "
                                   "look into it"),
    ("add-on of other work", RETRY, "p.s. the onboarding email has a typo in the subject line"),
    ("add-on of other work", CACHE, "one more: write a k6 load test for the checkout endpoint"),
    # Other work after the change is closed with thanks.
    ("after done, thanks", RETRY, "done, thanks. now add a /healthz endpoint to the api"),
    ("after done, thanks", CACHE, "great, thanks! next can you write the migration for the "
                                  "wishlist table"),
    ("after done, thanks", TOML, "perfect, merged. can you look at why the windows build fails "
                                 "to link openssl"),
    ("after done, thanks", BACKUP, "works, thanks. set up a grafana alert when disk usage goes "
                                   "over 80%"),
    ("after done, thanks", REPO, "thanks, that's done. the customer export endpoint needs "
                                 "pagination"),
    # A numbered list after the summary, of other work.
    ("list of other work", REPO, "1. add a Dockerfile for the service\n"
                                 "2. set up the GitHub Actions workflow for mvn verify\n"
                                 "3. write the README section on local setup"),
    ("list of other work", TOML, "next:\n1. a --version flag\n"
                                 "2. shell completions for bash and zsh\n3. publish to crates.io"),
    ("list of other work", CACHE, "1) metrics endpoint with prometheus\n"
                                  "2) graceful shutdown on SIGTERM\n"
                                  "3) a Makefile with build and lint targets"),
    # Other work after an interruption or a pause.
    ("after a stop", SPLIT, "stop, the staging deploy is broken, check the helm values for the "
                            "api"),
    ("after a stop", ASYNC, "morning. new thing today: the search page needs infinite scroll"),
    ("after a stop", SPLIT, "actually leave that, can you write the changelog for 3.2 first"),
    ("after a stop", ASYNC, "resume the billing migration from yesterday instead"),
    # An error of other code pasted.
    ("other error", RETRY, "new error in the nightly job, not the client:\n"
                           "Traceback (most recent call last):\n"
                           "  File \"jobs/reconcile.py\", line 12, in <module>\n"
                           "    from ledger import Ledger\n"
                           "ModuleNotFoundError: No module named 'ledger'"),
    ("other error", CACHE, "this one's from the payments service:\n"
                           "panic: runtime error: invalid memory address or nil pointer "
                           "dereference\n[signal SIGSEGV: segmentation violation code=0x1 "
                           "addr=0x18 pc=0x6d2f1a]\n\ngoroutine 47 [running]:\n"
                           "example.com/shop/payments.(*Refunder).Refund(0x0, ...)\n"
                           "\t/src/payments/refund.go:58"),
    # The agent's question answered, then other work.
    ("choice then other work", SOFT_DELETE, "1. separately, the admin login page throws a 500 on "
                                            "wrong passwords"),
    ("choice then other work", PICKER, "react-day-picker. unrelated: the footer links on mobile "
                                       "overlap the cookie banner"),
    # In another language than English.
    ("other language", RETRY, "andere Sache: der Newsletter-Versand bricht seit Montag ab, schau "
                              "dir das bitte an"),
    ("other language", CACHE, "otra cosa: hay que traducir la página de precios al portugués"),
    ("other language", TOML, "nouvelle tâche : écris un Dockerfile pour le service de "
                             "facturation"),
    ("other language", BACKUP, "agora preciso de um endpoint para exportar os pedidos em CSV"),
    ("other language", REPO, "另外，登录页面在手机上显示不正常，帮我看一下"),
    ("other language", RETRY, "grazie! ora aggiungi la paginazione all'elenco degli ordini"),
    # A second batch of the same shapes, written before it was run.
    ("second batch", RETRY, "one last thing: the staging database password expires friday, "
                            "rotate it"),
    ("second batch", CACHE, "ps: the CI runner is out of disk space, clean up the old docker "
                            "images"),
    ("second batch", TOML, "oh and can you add a code of conduct file to the repo"),
    ("second batch", BACKUP, "btw the grafana dashboard for the api is empty since the upgrade, "
                             "look into it"),
    ("second batch", REPO, "and another thing: the swagger docs for the payments API are out of "
                           "date"),
    ("second batch", RETRY, "also while you're there, the frontend lint job is broken on main"),
    ("second batch", CACHE, "done, thanks. now write a cron job that cleans expired sessions"),
    ("second batch", RETRY, "nice, that's it. the signup form needs a captcha"),
    ("second batch", BACKUP, "thanks, works great. can you add a staging environment to the "
                             "terraform"),
    ("second batch", RETRY, "todo:\n1. a rate limiter for the public api\n"
                            "2. a CLI command to reset passwords\n"
                            "3. structured logging in the worker"),
    ("second batch", BACKUP, "1. a restore script for the mongo cluster\n"
                             "2. alerts on certificate expiry\n"
                             "3. move the cron jobs to kubernetes CronJobs"),
    ("second batch", SPLIT, "stop. prod is throwing 502s on the checkout page, look at the nginx "
                            "config"),
    ("second batch", ASYNC, "new day. can you set up sentry for the mobile app"),
    ("second batch", SPLIT, "never mind that, write the onboarding doc for new hires"),
    ("second batch", CACHE, "from the mobile team:\nFATAL EXCEPTION: main\n"
                            "java.lang.NullPointerException: Attempt to invoke virtual method "
                            "'java.lang.String com.acme.app.User.getName()' on a null object "
                            "reference\n\tat com.acme.app.ProfileActivity.onCreate("
                            "ProfileActivity.java:42)"),
    ("second batch", PICKER, "mui. separately, the booking confirmation email shows the wrong "
                             "timezone"),
    ("second batch", CACHE, "neue Aufgabe: schreib ein Skript, das alte Rechnungen archiviert"),
    ("second batch", BACKUP, "gracias. ahora necesito una página de perfil para los usuarios"),
    ("second batch", TOML, "autre chose : la page d'accueil charge trop lentement"),
    ("second batch", RETRY, "新任务：给订单列表加上分页"),
]

# Cases the model still decides wrongly, each by the opening of its words (`exchanges.key`).
KNOWN_MISSES: frozenset[str] = frozenset({
    "one more thing: make the max attempts configurab",
    "kannst du die Wartezeit auf maximal 30 Sekunden ",
    "ajoute aussi le support de JSON s'il te plaît",
    "缓存需要有最大容量限制",
    "los reintentos deberían loguear el error también",
    "actually leave that, can you write the changelog",
    "this one's from the payments service:\npanic: run",
    "1. a restore script for the mongo cluster\n2. ale",
})


(test_a_request_after_the_work_is_told_a_new_task_or_a_follow_up_at_eighteenth_sight,
 test_the_table_is_large_enough_and_its_known_misses_are_in_it) = decision_tests(
    FOLLOW_UPS, NEW_TASKS, KNOWN_MISSES, least=(40, 30))


test_an_add_on_that_goes_on_with_the_change_is_a_follow_up = decided_because(
    ("tells of the piece just made, after an aside",), [
    ("PS: the error for an unknown extension should list the supported ones", TOML),
    ("oh, and findByCustomer should return a List, not an array", REPO),
    ("one more: Catalog.Get should skip the cache when the context says no-cache", CACHE),
    ("p.s. make it log the attempt number", RETRY),
    ("one last thing: make fetch_user log the url it retries", RETRY),
    ("and another thing, the TTL should come from the config", CACHE),
])


test_an_add_on_of_other_things_is_a_new_task = decided_because(
    ("adds other work on after the piece just made",), [
    ("one more thing: the docker build takes 10 minutes, can you add layer caching", RETRY),
    ("oh and the sentry DSN in staging is wrong, swap it for the new one", RETRY),
    ("PS: the release workflow should also build for aarch64 linux", TOML),
    ("btw can you set up dependabot for the go modules", CACHE),
    ("p.s. the onboarding email has a typo in the subject line", RETRY),
])


@pytest.mark.parametrize(("words", "before"), [
    # A thing of the change at the head of the ask.
    ("oh and log each retry at warning level", RETRY),
    # One thing of its own: too little to tell.
    ("oh also, JSON while you're at it", TOML),
    # A question: it may be about the answer.
    ("btw what does the second sleep do?", RETRY),
    # "also" alone is read elsewhere.
    ("also the sentry DSN in staging is wrong, swap it", RETRY),
    # The change again ("too").
    ("p.s. the fetch_orders path too, it still sleeps without jitter", RETRY),
])
def test_an_add_on_of_the_change_or_of_too_little_adds_no_other_work(
        words: str, before: Before) -> None:
    assert why_decided(before, words) != ("adds other work on after the piece just made",)


test_a_choice_named_by_its_word_with_one_more_ask_is_a_pick = decided_because(
    ("picks an option the answer laid out",), [
    ("mui one please, and make the week start on monday", PICKER),
    ("the small one. and show the booked days greyed out", PICKER),
    ("the second one, but keep the foreign keys on the archive table", SOFT_DELETE),
    ("go with the unstyled one and add a clear button", PICKER),
])


@pytest.mark.parametrize(("words", "before"), [
    # A word the reply did not say of its options.
    ("the redis one, and add a ttl", PICKER),
    # No choice was asked.
    ("the small one. and show the booked days greyed out", TOML),
    # The pick, then a turn to other work.
    ("the mui one. separately, the footer links overlap the cookie banner", PICKER),
])
def test_a_word_the_choice_did_not_offer_or_a_turn_after_it_is_no_pick(
        words: str, before: Before) -> None:
    assert why_decided(before, words) != ("picks an option the answer laid out",)


def test_the_work_taken_up_by_the_name_of_its_kind_is_the_work_in_progress() -> None:
    assert why_decided(ASYNC, "resume the refactor") == ("takes the work in progress up again",)
    assert why_decided(ASYNC, "resume the billing migration from yesterday instead") \
        != ("takes the work in progress up again",)


@pytest.mark.parametrize(("words", "before", "tied"), [
    ("het script moet ook een melding sturen als de upload mislukt", BACKUP, True),
    ("das Backup-Script soll beim Upload-Fehler eine Mail schicken", BACKUP, True),
    # One word of the exchange's only, but one its code wrote (`catalog/cache.go`).
    ("le cache doit avoir une taille maximale", CACHE, True),
    # One word of the exchange's only, in its prose.
    ("la durée doit être de dix minutes au plus", CACHE, False),
    # Its own code beside the exchange's words.
    ("el script de upload debería llamar a `notify_slack` en `alerts/slack.py`", BACKUP, False),
    ("agora preciso de um endpoint para exportar os pedidos em CSV", BACKUP, False),
])
def test_another_language_taking_two_of_the_exchanges_words_is_about_its_work(
        words: str, before: Before, tied: bool) -> None:
    assert (why_decided(before, words) == ("takes the words of the work in progress",)) is tied


@pytest.mark.parametrize(("text", "pasted"), [
    ("got this:\n/opt/app/scripts/backup.sh: line 14: aws: command not found", True),
    ("ran it:\nbash: jq: command not found", True),
    ("cron mailed me:\nsh: 1: rsync: not found", True),
    # Words about a line, typed.
    ("keep the first line: 14 characters at most", False),
])
def test_a_shells_report_of_a_failing_line_is_pasted(text: str, pasted: bool) -> None:
    assert ("log" in instruction_of(text).payload_kinds) is pasted
