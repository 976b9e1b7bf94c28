"""A sixteenth table of follow-ups and new tasks said mid-session, written at first sight: every
line was written from how people work with coding agents in general, before the cues were
looked at for it, and its figure was taken with the model as it then was.

Its requests are those of long sessions. A follow-up pastes a log of the agent's own change
failing at length (a jest failure, a CI step, a migration's traceback, Maven's "[ERROR]" lines)
or a diff of the person's own edit to it, with one line typed; quotes the agent's words back to
answer them ("> I've updated the handler ... no you didn't"); lists fixes to the change ("a few
things:\n1. use 422 not 400\n2. the error message should be ..."); answers the agent's offer
("sure", "yes and the changelog", "no, just the code"); takes the work up after a pause by its
name and says how it goes on ("ok back to the rate limiter. the bucket should be per api key");
is terse, with typos and no punctuation ("ci still red same err", "cn u make it 3 retrys not
5"); is written in German, Spanish, French, Portuguese or Chinese around the work's code names
("el `TestSendRetries` sigue fallando ..."); or opens with a correction of what the answer said
and adds to it ("no, 400 is wrong here, use 422. and log the cart id"). A new task pastes a log
or a review thread of other work with one line, says it is "not your change", lists pieces of
other work ("todo for today:\n1. invite emails ...\n2. a CSV export ..."), declines the offer
before other work ("don't bother with the docs. can you look at ..."), takes up other work
after a pause ("ok back to the billing export from this morning."), or is terse or in another
language and names things of its own.

The decision is the shipped model's. Cases it still gets wrong are in `KNOWN_MISSES`, checked to
stay wrong, so the table's figure is the real one. At first sight the model made 10 of the 41
follow-ups tasks and 6 of the 31 new tasks follow-ups. A second batch of the same shapes, written
before it was run, had 8 of 41 and 8 of 26 with the model as it was at first sight, and 4 and 3
with the reading the first batch led to. After the reading both led to, 1 and 1, and 1 and 1. A
typed list is read item by item by its head (the words before its first preposition, the verb that
asks left out): two items or more whose heads name the exchange's things, more than those of their
own, are changes to the work; two or more of things of their own only, and none of the work, are
other work, and a mixed list is left to the weights. The piece taken up again by its name ("back to
the rate limiter.", "where were we with the navbar,") goes on with what follows when its subject or
half its things are the exchange's; a piece taken up that names only things of its own ("continue
with the stripe webhook handler") is other work, a state or a part of the work ("back to the old
version", "back to the drawing board", "continue with the remaining endpoints") is not. A
correction of a thing the answer said ("no, X is wrong", "nope, X is the wrong breakpoint") opens a
follow-up whatever it adds, unless it turns to other work. Words that say the matter is not the
work in progress ("not your change", "unrelated to your fix", "nothing to do with the refactor")
over a paste or an ask are other work, unless they undo the work further ("..., revert that too").
In words the cues do not read, code named in spans or in code's shapes, all of it the exchange's,
marks the work in progress (code of its own, or none, leaves the request a new task). Maven's and
Gradle's bracketed levels ("[ERROR] ...") are log lines, and a test named by the code it tests
("OrderWriterTest") names that code. What the checks said may end on "same err" or "again"; "don't
bother with" and "no need for" decline the offer as "skip" does; "k" and "kk" acknowledge as "ok"
does; a greeting ("hey,") names nothing. A known miss of the twelfth table (a traceback glued to
the typed words, read as another language) is decided right too. No weight changed: the trainer
gives the same weights on the labelled history. Still missed: a change said in another language
with no code named ("bitte nur 3 Versuche statt 5, und Jitter dazu"), a turn to other work in
another language ("otra cosa: ..."), and a traceback of other code pasted under "the data team
sent this", after a reply that offered more. A change in another language that takes two words of
the exchange ("le menu hamburger doit être à gauche") is decided right since the reading of the
eighteenth table.
"""

from __future__ import annotations

from datetime import timedelta

import pytest

from helpers.exchanges import (
    Before,
    decided_because,
    decided_new,
    decision_tests,
    why_decided,
)

# A Go webhook sender given retries; the agent offers to update the docs.
RETRY = Before(
    "add retries with backoff to the webhook sender",
    "Added `retryWithBackoff` in `internal/webhook/sender.go`: up to 5 attempts, doubling "
    "from 200 ms, and `Send` now wraps `postOnce` with it. `TestSendRetries` in "
    "`sender_test.go` covers a 503 then a 200. Want me to also update the docs?")
# A TypeScript route fixed and reported done.
HANDLER = Before(
    "the /orders handler returns 500 when the cart is empty",
    "I've updated the handler in `src/routes/orders.ts` to return 400 with "
    "`{ error: \"empty cart\" }` when `cart.items` is empty, instead of throwing in "
    "`computeTotal`. Ran `npm test -- orders`: 12 passed.")
# A Django model given a soft delete.
SOFT_DELETE = Before(
    "add a soft delete to the Project model",
    "Added `deleted_at = models.DateTimeField(null=True)` to `Project` in "
    "`projects/models.py`, a `ProjectQuerySet.alive()` method, and the migration "
    "`0042_project_deleted_at`. The admin list now filters out deleted projects. The tests in "
    "`projects/tests/test_soft_delete.py` pass.")
# A CI workflow changed and pushed, left to the checks.
PIPELINE = Before(
    "make the CI run the integration tests against postgres 16",
    "Updated `.github/workflows/ci.yml`: the `integration` job now starts a `postgres:16` "
    "service, waits on `pg_isready`, and runs `pytest tests/integration -m db`. Pushed to "
    "`ci-pg16`; the run should start in a minute.")
# A Java service split in two, one test left unrun.
SPLIT = Before(
    "split OrderService into a reader and a writer",
    "Split `OrderService` into `OrderReader` (`findById`, `findByCustomer`) and `OrderWriter` "
    "(`place`, `cancel`, `refund`); `OrderController` now takes both, and the "
    "`@Transactional` annotations moved to `OrderWriter`. `mvn test` passes except "
    "`OrderControllerIT`, which I haven't run (it needs docker).")
# A Rust rate limiter added, an offer made; taken up again hours later.
RATE_REPLY = (
    "Added `TokenBucket` in `gateway/src/ratelimit.rs`: 100 requests a minute per user id, "
    "refilled every second, answering `429` with a `Retry-After` header when empty. It is "
    "wired into `middleware::stack()` and `cargo test ratelimit` passes. Shall I make the "
    "limits configurable?")
RATE = Before("add a per-user rate limiter to the api gateway", RATE_REPLY)
RATE_LATER = Before("add a per-user rate limiter to the api gateway", RATE_REPLY,
                    gap=timedelta(hours=3))
# A Python client given a cache, an offer to cache more.
CACHE_REPLY = (
    "Wrapped `fetch_rates` in `rates/client.py` with a `TTLCache(maxsize=64, ttl=3600)` keyed by "
    "base currency, and added `test_rates_cached`, which checks the second call makes no HTTP "
    "request. Should I also cache the historical rates endpoint?")
CACHE = Before("cache the exchange rates for an hour", CACHE_REPLY)
CACHE_LATER = Before("cache the exchange rates for an hour", CACHE_REPLY, gap=timedelta(hours=4))
# A React navbar made to collapse, reported done.
NAVBAR_REPLY = (
    "Done: `components/Navbar.tsx` now renders a `HamburgerButton` below 768px, toggling an "
    "`isOpen` state, and the links slide in from the right via `navbar.module.css`. Checked it "
    "in the Chrome device toolbar at 375px.")
NAVBAR = Before("make the navbar collapse into a hamburger menu on mobile", NAVBAR_REPLY)
NAVBAR_LATER = Before("make the navbar collapse into a hamburger menu on mobile", NAVBAR_REPLY,
                      gap=timedelta(hours=15))
# A Kubernetes manifest changed, an offer to apply it.
DEPLOY_REPLY = (
    "Changed `resources.limits.memory` from `512Mi` to `1Gi` in "
    "`deploy/k8s/api-deployment.yaml` and raised `requests.memory` to `768Mi` to keep the "
    "ratio. `kubectl apply --dry-run=server -f deploy/k8s/` is clean. Want me to apply it to "
    "staging?")
DEPLOY = Before("bump the api's memory limit to 1GiB in the k8s manifest", DEPLOY_REPLY)
DEPLOY_LATER = Before("bump the api's memory limit to 1GiB in the k8s manifest", DEPLOY_REPLY,
                      gap=timedelta(hours=2))

FOLLOW_UPS: list[tuple[str, Before, str]] = [
    # A log of the agent's own change failing, pasted at length, one line typed.
    ("own log", HANDLER, "still failing:\n\n"
                         " FAIL  src/routes/orders.test.ts\n"
                         "  ● POST /orders › rejects an empty cart\n\n"
                         "    expect(received).toBe(expected)\n\n"
                         "    Expected: 400\n"
                         "    Received: 500\n\n"
                         "      at Object.<anonymous> (src/routes/orders.test.ts:48:27)"),
    ("own log", PIPELINE, "here's the CI run\n\n"
                          "Run pytest tests/integration -m db\n"
                          "E   psycopg.OperationalError: connection to server at \"localhost\" "
                          "(127.0.0.1), port 5432 failed: Connection refused\n"
                          "=========== 14 errors in 3.02s ===========\n\n"
                          "looks like the service isn't up yet"),
    ("own log", SOFT_DELETE, "migrate blew up on staging\n\n"
                             "Running migrations:\n"
                             "  Applying projects.0042_project_deleted_at...\n"
                             "Traceback (most recent call last):\n"
                             "  File \"/app/manage.py\", line 22, in <module>\n"
                             "django.db.utils.ProgrammingError: column \"deleted_at\" of "
                             "relation \"projects_project\" already exists"),
    ("own log", RETRY, "--- FAIL: TestSendRetries (0.41s)\n"
                       "    sender_test.go:57: expected 2 calls, got 6\n"
                       "FAIL\n"
                       "FAIL\tgithub.com/acme/hooks/internal/webhook\t0.418s\n\n"
                       "hm"),
    ("own log", SPLIT, "ran the IT myself\n\n"
                       "[ERROR] Tests run: 4, Failures: 1, Errors: 0\n"
                       "[ERROR] OrderControllerIT.cancelReturnsNoContent:61 expected:<204> but "
                       "was:<500>\n"
                       "[ERROR] Caused by: org.springframework.transaction."
                       "TransactionRequiredException: No EntityManager with actual transaction "
                       "available for current thread"),
    ("own diff", HANDLER, "I changed it to this, does the test still cover it?\n\n"
                          "```diff\n"
                          "-  if (cart.items.length === 0) {\n"
                          "+  if (!cart.items?.length) {\n"
                          "     return res.status(400).json({ error: \"empty cart\" });\n"
                          "```"),
    # The agent's own words quoted back, then answered.
    ("quoted", HANDLER, "> I've updated the handler in `src/routes/orders.ts` to return 400\n\n"
                        "no you didn't, the test file still expects a throw"),
    ("quoted", RETRY, "> up to 5 attempts, doubling from 200 ms\n\n"
                      "5 is too many for webhooks, make it 3"),
    ("quoted", SPLIT, "> which I haven't run (it needs docker)\n\ndocker is up now, run it"),
    ("quoted", SOFT_DELETE, "\"The admin list now filters out deleted projects\" - where? I don't "
                            "see it in admin.py"),
    # A numbered list of fixes to the agent's change.
    ("fix list", HANDLER, "a few things:\n"
                          "1. use 422 not 400\n"
                          "2. the error message should be \"cart is empty\"\n"
                          "3. add a test for a cart whose items were all removed"),
    ("fix list", RETRY, "1. cap the backoff at 5s\n2. add jitter\n3. don't retry on 4xx"),
    ("fix list", SOFT_DELETE, "couple of fixes:\n"
                              "- alive() should be the default manager\n"
                              "- the migration needs a reverse\n"
                              "- rename deleted_at to archived_at"),
    # The agent asked leave; the answer, bare or with a little more.
    ("permission", RETRY, "sure"),
    ("permission", RETRY, "yes and the changelog"),
    ("permission", RETRY, "no, just the code"),
    ("permission", RETRY, "yep, docs too, keep it short"),
    ("permission", RETRY, "not now"),
    ("permission", RETRY, "docs yes, but skip the README"),
    ("permission", RATE, "yes, via env vars"),
    ("permission", RATE, "please do, read them from config.toml"),
    ("permission", RATE, "nah hardcoded is fine for now"),
    # After a long pause, the context said again.
    ("pause", RATE_LATER, "ok back to the rate limiter. the bucket should be per api key, not "
                          "per user id"),
    ("pause", RATE_LATER, "picking this up again - the Retry-After header should be in seconds"),
    ("pause", RATE_LATER, "re the token bucket: refill every 100ms instead of every second"),
    # Terse, with typos and no punctuation.
    ("terse", HANDLER, "still 500s on empty cart in staging lol"),
    ("terse", RETRY, "cn u make it 3 retrys not 5"),
    ("terse", SOFT_DELETE, "alive() isnt used in the api views tho"),
    ("terse", SPLIT, "orderwriter shld be package private imo"),
    ("terse", PIPELINE, "ci still red same err"),
    ("terse", HANDLER, "nvm the message just make it 422"),
    # Other languages, code terms mixed in.
    ("language", HANDLER, "funktioniert immer noch nicht, `orders.test.ts` erwartet weiterhin "
                          "einen 500er"),
    ("language", RETRY, "el `TestSendRetries` sigue fallando, reintenta 6 veces en vez de 2"),
    ("language", SOFT_DELETE, "la migration `0042` échoue encore sur staging, la colonne existe "
                              "déjà"),
    ("language", SPLIT, "o `OrderControllerIT` ainda falha, precisa do @Transactional no "
                        "`cancel`"),
    ("language", PIPELINE, "CI 还是红的，`pg_isready` 一直超时"),
    ("language", RETRY, "bitte nur 3 Versuche statt 5, und Jitter dazu"),
    ("language", HANDLER, "mejor devuelve 422 en lugar de 400"),
    ("language", SOFT_DELETE, "renomeia `deleted_at` para `archived_at`"),
    # A correction, then more on the same piece.
    ("correction+", HANDLER, "no, 400 is wrong here, use 422. and log the cart id at warn level"),
    ("correction+", RETRY, "not exponential, linear is fine. also log each retry with the attempt "
                           "number"),
    # A second batch of the same shapes, written before running as well.
    ("second batch", NAVBAR, "console:\n\n"
                             "Uncaught TypeError: Cannot read properties of undefined (reading "
                             "'map')\n"
                             "    at Navbar (Navbar.tsx:31:22)\n"
                             "    at renderWithHooks (react-dom.development.js:16305:18)\n\n"
                             "when I click the burger"),
    ("second batch", CACHE, "=================================== FAILURES "
                            "===================================\n"
                            "_______________________________ test_rates_cached "
                            "______________________________\n"
                            "    assert mock_get.call_count == 1\n"
                            "E   AssertionError: assert 2 == 1\n"
                            "========================= 1 failed, 31 passed in 1.84s "
                            "=========================\n\n"
                            "still"),
    ("second batch", DEPLOY, "staging says\n\n"
                             "Error from server (Forbidden): error when applying patch:\n"
                             "deploy/k8s/api-deployment.yaml: deployments.apps \"api\" is "
                             "forbidden: exceeded quota: team-quota, requested: "
                             "limits.memory=1Gi\n\n"
                             "hmm quota?"),
    ("second batch", SPLIT, "[INFO] BUILD FAILURE\n"
                            "[ERROR] Failed to execute goal org.apache.maven.plugins:"
                            "maven-surefire-plugin:3.2.5:test\n"
                            "[ERROR] OrderWriterTest.refundTwice:44 » IllegalState refund already "
                            "issued\n\n"
                            "same as before?"),
    ("second batch", CACHE, "> keyed by base currency\n\n"
                            "should be keyed by base and date, rates change daily"),
    ("second batch", NAVBAR, "> Checked it in the Chrome device toolbar at 375px\n\n"
                             "it doesn't work on a real iphone though, the menu never closes"),
    ("second batch", DEPLOY, "> raised `requests.memory` to `768Mi` to keep the ratio\n"
                             "why? we only asked for the limit"),
    ("second batch", NAVBAR, "few things:\n"
                             "1. the hamburger should be on the left\n"
                             "2. close the menu when a link is clicked\n"
                             "3. the links need more padding"),
    ("second batch", CACHE, "- ttl 15 min not an hour\n"
                            "- the cache should be per process, fine\n"
                            "- rename test_rates_cached to test_second_call_hits_cache"),
    ("second batch", DEPLOY, "1) keep requests at 512Mi\n"
                             "2) add the same limit to the worker deployment\n"
                             "3) comment why 1Gi in the yaml"),
    ("second batch", CACHE, "yes pls"),
    ("second batch", CACHE, "yeah, same ttl"),
    ("second batch", CACHE, "no, historical rates never change, cache them forever"),
    ("second batch", CACHE, "nope"),
    ("second batch", DEPLOY, "go ahead"),
    ("second batch", DEPLOY, "yes but only staging, not prod"),
    ("second batch", DEPLOY, "not yet, wait for the load test"),
    ("second batch", RETRY, "sure, and add an example with a custom backoff"),
    ("second batch", CACHE_LATER, "back to the rates cache. the ttl should come from "
                                  "settings.RATES_TTL"),
    ("second batch", NAVBAR_LATER, "ok where were we with the navbar, the menu still doesn't "
                                   "close on route change"),
    ("second batch", DEPLOY_LATER, "re the memory limit - turns out the quota is per namespace, so "
                                   "bump it in the quota file too"),
    ("second batch", HANDLER, "didnt fix it still 500"),
    ("second batch", CACHE, "wy 64 maxsize"),
    ("second batch", NAVBAR, "menu dosnt close on click"),
    ("second batch", DEPLOY, "apply it"),
    ("second batch", SOFT_DELETE, "alive() shld exclude archived too"),
    ("second batch", RETRY, "ok but 3 not 5"),
    ("second batch", NAVBAR, "das Menü schließt sich nicht, wenn man auf einen Link klickt, "
                             "`isOpen` bleibt true"),
    ("second batch", CACHE, "el `test_rates_cached` falla, `fetch_rates` se llama dos veces"),
    ("second batch", DEPLOY, "pourquoi `768Mi` pour `requests.memory` ? on voulait juste la "
                             "limite"),
    ("second batch", SPLIT, "o `OrderWriter` tem que ser package-private, e o `refund` precisa de "
                            "log"),
    ("second batch", CACHE, "`TTLCache` 的 ttl 改成 15 分钟"),
    ("second batch", HANDLER, "`npm test -- orders` 还是失败"),
    ("second batch", RETRY, "no, 5 intentos son demasiados, déjalo en 3"),
    ("second batch", NAVBAR, "le menu hamburger doit être à gauche"),
    ("second batch", CACHE, "no, an hour is wrong for rates, use 15 minutes. and log a cache miss "
                            "at debug"),
    ("second batch", NAVBAR, "nope, 768 is the wrong breakpoint, use 640. also the burger icon "
                             "needs an aria-label"),
    ("second batch", DEPLOY, "no, 768Mi is too much, keep requests as they were and just bump the "
                             "limit"),
    ("second batch", CACHE, "I tweaked it:\n"
                            "```diff\n"
                            "-@cached(TTLCache(maxsize=64, ttl=3600))\n"
                            "+@cached(TTLCache(maxsize=256, ttl=900))\n"
                            "```\n"
                            "ok like this?"),
    ("second batch", PIPELINE, "##[error]Process completed with exit code 1.\n"
                               "Run pytest tests/integration -m db\n"
                               "E   sqlalchemy.exc.OperationalError: (psycopg.OperationalError) "
                               "FATAL:  role \"root\" does not exist\n\n"
                               "now this"),
    ("second batch", RETRY, "no, doubling is wrong here, use a fixed 1s delay. and skip retries on "
                            "410"),
]

NEW_TASKS: list[tuple[str, Before, str]] = [
    # A log of other work pasted, one line typed.
    ("other log", HANDLER, "unrelated, nightly job:\n\n"
                           "Traceback (most recent call last):\n"
                           "  File \"/srv/jobs/export_invoices.py\", line 88, in run\n"
                           "    writer.writerow(row)\n"
                           "OSError: [Errno 28] No space left on device\n\n"
                           "can you make the export stream to s3 instead"),
    ("other log", RETRY, "this is from the android build, not your change\n\n"
                         "> Task :app:compileDebugKotlin FAILED\n"
                         "e: /app/src/main/java/com/acme/ui/ProfileScreen.kt: (41, 17): "
                         "Unresolved reference: rememberSaveable\n\n"
                         "fix the compose import"),
    ("other log", PIPELINE, "Dana left these on the billing PR:\n\n"
                            "> `calculateTax` shouldn't round before summing\n"
                            "> missing test for the zero-rate country\n\n"
                            "address them"),
    ("other log", SOFT_DELETE, "can you review this diff from Sam\n\n"
                               "```diff\n"
                               "--- a/payments/stripe.py\n"
                               "+++ b/payments/stripe.py\n"
                               "@@ -12,6 +12,9 @@\n"
                               "+    if event.type == \"charge.refunded\":\n"
                               "+        refund(event.data.object)\n"
                               "```"),
    ("other log", HANDLER, "the search service keeps restarting\n\n"
                           "search-1  | Error: listen EADDRINUSE: address already in use "
                           ":::9200\n"
                           "search-1 exited with code 1"),
    ("quoted then new", HANDLER, "> 12 passed\n\nnice. next: the invoices page needs a date "
                                 "range filter"),
    # A numbered list of new work.
    ("work list", HANDLER, "next up, three things:\n"
                           "1. add a /health endpoint\n"
                           "2. set up eslint with the airbnb config\n"
                           "3. write a Dockerfile for the api"),
    ("work list", SOFT_DELETE, "todo for today:\n"
                               "1. invite emails for team members\n"
                               "2. a CSV export of the projects list\n"
                               "3. bump django to 5.1"),
    ("work list", RATE, "ok now:\n"
                        "- add OpenAPI docs for the public endpoints\n"
                        "- generate a TS client from them"),
    # A correction or a refusal, then other work.
    ("correction then new", HANDLER, "ok 400 is fine. now can you add pagination to GET /orders, "
                                     "50 per page"),
    ("correction then new", RETRY, "don't bother with the docs. can you look at why the cron "
                                   "scheduler skips runs on sundays"),
    ("correction then new", SOFT_DELETE, "the rename isn't needed. let's add full-text search to "
                                         "the projects list next"),
    ("correction then new", SPLIT, "leave the IT, I'll run it later. write a flyway migration "
                                   "that adds a `refunded_at` column to payments"),
    # The agent asked leave; refused, other work asked.
    ("permission", RETRY, "no. can you set up goreleaser for the cli"),
    ("permission", RETRY, "skip the docs, we need a dead letter queue for webhooks that fail 5 "
                          "times"),
    ("permission", RATE, "not now. the admin dashboard shows wrong totals for march, look into "
                         "that"),
    # After a long pause, other work.
    ("pause", RATE_LATER, "ok back to the billing export from this morning. it should include the "
                          "VAT number column"),
    ("pause", RATE_LATER, "morning. today: migrate the frontend from webpack to vite"),
    ("pause", RATE_LATER, "back. new thing, the password reset emails go to spam, check the SPF "
                          "setup"),
    # Terse, with typos and no punctuation.
    ("terse", HANDLER, "also pls add a helthcheck endpoint to teh api"),
    ("terse", SOFT_DELETE, "cn u write a script to backfil slugs for old projcts"),
    ("terse", RETRY, "k thx. nxt: dockerfile for the worker"),
    ("terse", PIPELINE, "btw the staging db is out of disk can u clean old backups"),
    ("terse", SPLIT, "ty. now make the search page load faster its like 4s"),
    # Other languages, code terms mixed in.
    ("language", HANDLER, "danke! jetzt bitte einen Endpoint `GET /invoices` mit Paginierung "
                          "bauen"),
    ("language", RETRY, "gracias. ahora necesito un script que migre los usuarios de MySQL a "
                        "Postgres"),
    ("language", SOFT_DELETE, "merci. maintenant, ajoute l'authentification OAuth avec GitHub sur "
                              "la page de login"),
    ("language", SPLIT, "valeu! agora cria um endpoint `/health` no `gateway`"),
    ("language", PIPELINE, "好的，另外帮我给 `users` 表加一个 `email` 唯一索引"),
    ("language", RATE, "谢谢。现在写一个 Dockerfile 给 worker 服务"),
    ("language", HANDLER, "otra cosa: el login con Google no funciona en Safari, revísalo"),
    # A second batch of the same shapes, written before running as well.
    ("second batch", HANDLER, "different issue, the cron worker:\n\n"
                              "[2026-11-03 09:00:01] ERROR mailer.digest: SMTPAuthenticationError: "
                              "(535, b'5.7.8 Username and Password not accepted')\n\n"
                              "rotate the smtp creds and update the secret"),
    ("second batch", NAVBAR, "not related to your change but look\n\n"
                             "$ npm run build\n"
                             "Error: Cannot find module '@sentry/nextjs'\n\n"
                             "can you add it back to package.json"),
    ("second batch", CACHE, "the data team sent this\n\n"
                            "Traceback (most recent call last):\n"
                            "  File \"etl/load_orders.py\", line 140, in <module>\n"
                            "    df.to_sql(\"orders\", engine, if_exists=\"append\")\n"
                            "sqlalchemy.exc.IntegrityError: duplicate key value violates unique "
                            "constraint \"orders_pkey\"\n\n"
                            "make the loader idempotent"),
    ("second batch", DEPLOY, "Priya left a few comments on the auth PR:\n"
                             "> the token ttl should be configurable\n"
                             "> why is the refresh endpoint not rate limited?\n"
                             "please address them"),
    ("second batch", CACHE, "next:\n"
                            "1. a /rates/history endpoint with date range params\n"
                            "2. swagger docs for the rates api\n"
                            "3. a nightly job that warms the cache"),
    ("second batch", NAVBAR, "todo:\n"
                             "- dark mode toggle in settings\n"
                             "- a 404 page\n"
                             "- lazy load the product images"),
    ("second batch", DEPLOY, "three things for the infra repo:\n"
                             "1. move terraform state to s3\n"
                             "2. add a budget alert at $500\n"
                             "3. rotate the github deploy key"),
    ("second batch", HANDLER, "400 is fine actually. can you write the migration that adds an "
                              "index on orders.customer_id"),
    ("second batch", CACHE, "an hour is ok. now let's add prometheus metrics to the payments "
                            "service"),
    ("second batch", CACHE, "no need for that. can you look into why celery beat fires twice"),
    ("second batch", DEPLOY, "don't apply it yet. meanwhile write a runbook for scaling the api "
                             "pods"),
    ("second batch", RETRY, "docs can wait. set up renovate for the go modules"),
    ("second batch", CACHE_LATER, "ok back to the invoice pdf layout. the totals column is cut off "
                                  "on A4"),
    ("second batch", NAVBAR_LATER, "morning! continue with the stripe webhook handler from "
                                   "yesterday"),
    ("second batch", DEPLOY_LATER, "hey, new day. can you set up a staging database snapshot every "
                                   "night"),
    ("second batch", HANDLER, "also cn u add sentry to the worker"),
    ("second batch", CACHE, "k now a cli to export invoices as csv"),
    ("second batch", NAVBAR, "thx. footer links r broken on /about"),
    ("second batch", DEPLOY, "btw can u add a pdb for the worker pods"),
    ("second batch", NAVBAR, "danke. als nächstes bitte die Suchseite: Filter nach Preis und "
                             "Kategorie"),
    ("second batch", CACHE, "perfecto. ahora agrega autenticación JWT a la API de pedidos"),
    ("second batch", DEPLOY, "merci. autre chose : le job `backup-db` plante chaque nuit, regarde "
                             "les logs"),
    ("second batch", HANDLER, "beleza. agora faz a tela de cadastro com validação de CPF"),
    ("second batch", CACHE, "好的。接下来给订单列表加分页，每页 20 条"),
    ("second batch", SPLIT, "passt. Jetzt bitte `InvoiceExporter` nach Kotlin portieren"),
    ("second batch", SOFT_DELETE, "this isn't from your change, it's been failing since monday:\n\n"
                                  "FAILED tests/test_billing.py::test_prorate_leap_year - "
                                  "AssertionError: assert 29 == 28\n\n"
                                  "fix the leap year handling"),
]

# Cases the model still decides wrongly, each by the opening of its words (`exchanges.key`).
KNOWN_MISSES: frozenset[str] = frozenset({
    "bitte nur 3 Versuche statt 5, und Jitter dazu",
    "the data team sent this\n\nTraceback (most recent ",
})


(test_a_request_after_the_work_is_told_a_new_task_or_a_follow_up_at_sixteenth_sight,
 test_the_table_is_large_enough_and_its_known_misses_are_in_it) = decision_tests(
    FOLLOW_UPS, NEW_TASKS, KNOWN_MISSES, least=(40, 30))


test_a_list_of_changes_to_the_work_is_a_follow_up = decided_because(
    ("lists changes to the work in progress",), [
    ("couple of things:\n1. the error should say which cart\n2. log computeTotal's input",
     HANDLER),
    ("- OrderReader should be final\n- findByCustomer needs paging\n- refund must check the "
     "order state", SPLIT),
    ("small stuff:\n1) TokenBucket -> RateBucket\n2) the Retry-After value is off by one", RATE),
    ("1. the postgres service needs a healthcheck\n2. the integration job should only run on "
     "main", PIPELINE),
])


test_a_list_of_other_pieces_is_a_new_task = decided_because(("lists pieces of other work",), [
    ("for the rest of the week:\n1. dark mode for the admin ui\n2. a slack bot for deploy "
     "notices\n3. upgrade the kafka client", HANDLER),
    ("- write a terraform module for the s3 buckets\n- move cron jobs to github actions", SPLIT),
    ("next sprint:\n1. password reset by sms\n2. bump rust to 1.83", SOFT_DELETE),
])


@pytest.mark.parametrize(("words", "before"), [
    # One piece changes the work, one is of its own: the list is left to the other cues.
    ("1. cap the backoff at 5s\n2. add jitter\n3. write a changelog entry", RETRY),
    # A list under a line that turns away changes no work in progress.
    ("next thing:\n1. the handler should log the cart\n2. the test should cover it", HANDLER),
    # One item is no list.
    ("1. use 422", HANDLER),
    # A reviewer's list asks for pull-request feedback, by its kind.
    ("the reviewer says:\n- the error should say which cart\n- computeTotal needs a test",
     HANDLER),
])
def test_a_mixed_list_is_left_to_the_other_cues(words: str, before: Before) -> None:
    assert why_decided(before, words) not in {("lists changes to the work in progress",),
                                       ("lists pieces of other work",)}


test_the_piece_taken_up_by_its_name_then_how_it_goes_on = decided_because(
    ("takes the work in progress up again",), [
    ("back to the token bucket. the refill should be every 500ms and per api key", RATE_LATER),
    ("ok, back to the rate limiter: TokenBucket needs a burst size", RATE_LATER),
    ("picking up the limiter again. the 429 response should carry the limit in a header",
     RATE_LATER),
])


test_other_work_taken_up_by_its_name_is_a_new_task = decided_because(
    ("takes up other work than the one in progress",), [
    ("ok back to the csv importer from yesterday. it chokes on quoted newlines", RATE_LATER),
    ("continue with the stripe webhook handler", RATE_LATER),
    ("let's get back to the terraform modules, the vpc one is missing outputs", RATE_LATER),
])


@pytest.mark.parametrize(("words", "before"), [
    ("back to the drawing board, this approach leaks memory", RATE_LATER),
    ("ok back to the old version of the limiter please", RATE_LATER),
    ("back to the previous refill interval", RATE_LATER),
    # A part of the work by its place in it.
    ("continue with the next file", RATE_LATER),
    ("ok back to the main task then", RATE_LATER),
    ("continue with the remaining endpoints", RATE_LATER),
])
def test_a_state_of_the_work_taken_back_is_no_other_work(words: str, before: Before) -> None:
    assert why_decided(before, words) != ("takes up other work than the one in progress",)


@pytest.mark.parametrize(("words", "before"), [
    ("no, 400 is wrong here, use 422. and log the cart id at warn level", HANDLER),
    ("nope, 200 ms is off, begin at 1s. and cap the wait at 30s", RETRY),
    ("no, `OrderWriter` is the wrong place for refund, move it to a RefundService and add a test",
     SPLIT),
    ("nah, `pg_isready` is not right for this, use a tcp check. also cache the pip downloads",
     PIPELINE),
])
def test_a_correction_of_what_the_answer_said_opens_a_follow_up(
        words: str, before: Before) -> None:
    assert why_decided(before, words) == ("corrects what the answer said",)


@pytest.mark.parametrize(("words", "before"), [
    # What is judged wrong is no thing of the answer's.
    ("no, the staging cert is wrong too, renew it with certbot", HANDLER),
    # Other work said as such after the correction.
    ("no, 400 is wrong, use 422. separately, the invoices page needs a date filter", HANDLER),
])
def test_a_correction_of_other_things_is_not_read_as_of_the_answer(
        words: str, before: Before) -> None:
    assert why_decided(before, words) != ("corrects what the answer said",)


@pytest.mark.parametrize(("words", "before"), [
    ("this isn't from your change, the nightly ETL job:\n\n"
     "Traceback (most recent call last):\n"
     "  File \"etl/run.py\", line 12, in <module>\n"
     "KeyError: 'region'\n", HANDLER),
    ("not caused by your fix, but the docs build fails on main, can you look at it", RETRY),
    ("nothing to do with the refactor: the login page 500s, please debug it", SPLIT),
])
def test_a_request_said_not_to_be_about_the_work_is_a_new_task(
        words: str, before: Before) -> None:
    assert why_decided(before, words) == ("says it is not about the work in progress",)


@pytest.mark.parametrize(("words", "before"), [
    # A question, or nothing asked: not a piece of work.
    ("isn't this from your change?", HANDLER),
    ("the lint error is not from your change, it was there before", HANDLER),
    ("didn't your change fix this already?", HANDLER),
    # The work just done, undone further.
    ("that's not from the last change, it's from the one before, revert that too", HANDLER),
])
def test_a_doubt_whether_it_is_the_work_asks_no_other_work(words: str, before: Before) -> None:
    assert why_decided(before, words) != ("says it is not about the work in progress",)


@pytest.mark.parametrize(("words", "before"), [
    ("der `TestSendRetries` schlägt immer noch fehl, `retryWithBackoff` wird sechsmal "
     "aufgerufen", RETRY),
    ("el `OrderControllerIT` sigue fallando después del cambio", SPLIT),
    ("le `ProjectQuerySet.alive()` renvoie encore les projets supprimés", SOFT_DELETE),
    ("`computeTotal` 在购物车为空的时候还是会抛出异常，请再看一下", HANDLER),
])
def test_words_of_other_languages_naming_only_the_works_code_are_a_follow_up(
        words: str, before: Before) -> None:
    assert why_decided(before, words) == ("names only the code of the work in progress",)


@pytest.mark.parametrize(("words", "before"), [
    ("jetzt bitte einen `InvoiceMailer` schreiben, der die Rechnungen verschickt", RETRY),
    ("ahora necesitamos un endpoint `/health` en el servicio de pagos", SPLIT),
    ("maintenant, il faut écrire le module de facturation en Rust", SOFT_DELETE),
])
def test_words_of_other_languages_naming_other_code_or_none_stay_new(
        words: str, before: Before) -> None:
    assert decided_new(before, words)


@pytest.mark.parametrize(("words", "before"), [
    ("[INFO] Running com.acme.orders.OrderWriterTest\n"
     "[ERROR] Tests run: 3, Failures: 1, Errors: 0, Skipped: 0\n"
     "[ERROR] OrderWriterTest.cancelTwice:37 expected:<CANCELLED> but was:<PLACED>", SPLIT),
    ("[ERROR] TestSendRetries: expected 2 calls, got 6\n[INFO] 1 failure", RETRY),
])
def test_a_log_of_bracketed_levels_naming_the_work_is_the_work_failing(
        words: str, before: Before) -> None:
    assert why_decided(before, words) == ("pastes the work just done failing",)


test_what_the_checks_said_again_is_of_the_work_pushed = decided_because(
    ("tells what the checks said of the work pushed",), [
    ("ci still red same err", PIPELINE),
    ("checks failing again, same error", PIPELINE),
    ("build still broken, same as before", PIPELINE),
])


test_an_offer_declined_before_other_work_is_a_new_task = decided_because(
    ("drops the work in progress for other work",), [
    ("don't bother with the docs. can you set up goreleaser for the release builds", RETRY),
    ("no need for the configurable limits, can you write a grafana dashboard for the "
     "gateway",
     RATE),
])


@pytest.mark.parametrize(("words", "before"), [
    ("k now the export page", SOFT_DELETE),
    ("kk now the audit log export", HANDLER),
])
def test_k_acknowledges_as_ok_does(words: str, before: Before) -> None:
    assert decided_new(before, words)
