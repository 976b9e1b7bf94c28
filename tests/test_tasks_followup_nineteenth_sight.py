"""A nineteenth table of follow-ups and new tasks said mid-session, written at first sight: every
line was written from how people work with coding agents in general, before the cues were looked at
for it, and its figure was taken with the model as it then was.

Its requests come right after a piece of work of any kind and either test that piece or open other
work. A follow-up asks one question of how the piece behaves or is to be used, by its things, its
code, a term or a number of the reply or a pronoun for it ("what happens when redis is down?",
"does get_rates still work if REDIS_URL isn't set?", "will this run on pull requests too?",
"should the 403 tell them how to reset it?"); only tells what trying it showed ("ran the migration
on staging, took 4 minutes", "pushed it, the workflow failed at the deploy step", "still 500");
is said in Spanish, German, French or Portuguese naming one word of the exchange or none ("der
Cache soll auch beim Start gefüllt werden", "la salida JSON debería ir ordenada por fecha"), or
in German leaning on words English shares ("kannst du `markOrderPaid` auch in den Tests prüfen,
so wie es bei den anderen ist?"); or goes on with the change in English. A new task asks a
question of things no one named ("how do I set up a read replica for reporting?"), tells a
problem of other code ("the invoice pdf is blank in safari"), comes after the change is closed,
is set beside it, or is other work in German, Dutch, Spanish, French or Portuguese whose small
words English also has ("an", "in", "so", "also", "was", "is", "a", "on", "as", "do").

The decision is the shipped model's. Cases it still gets wrong are in `KNOWN_MISSES`, checked to
stay wrong, so the table's figure is the real one. At first sight the model made 14 of the 40
follow-ups tasks and 13 of the 31 new tasks follow-ups; 9 of the 13 were other work in another
language read as English for the words English shares with it. After the reading they led to, 6
and 4. A second batch of the same shapes, written before it was run, had 7 of 20 and 5 of 16 with
the model as it was at first sight, and 4 and 0 with the reading. The reading: one question, one
sentence, that asks for no work ("can you ...?") nor for the way to do something ("how do I
...?", "is there a way to ...?"), and asks what a thing will, would or should do or does in a
case ("will ...?", "could ...?", "what happens when ...?", "what if ...?", "... if REDIS_URL
isn't set?"), is about the piece just made when its subject is a pronoun for it after an
auxiliary ("will this ...?", "does it ...?", whatever the tense), when all the code it writes (a
span, a flag, a name of code's shape) is the exchange's, when a number it names is the reply's,
or, with no code, when it names a thing the last request or the reply named in their words (a
word only inside the exchange's code, "jobs" of `app/jobs.py`, is none; nor are verbs of work,
"run", "add"). What is there, asked to be told ("how are the checkpoints sorted?", "where is X
used?") and what the people did or do ("are we testing ...?", "did you ...?", "do I have to
...?") are left to the weights: asked after work, they are explanations and checks of their own
as often as not. A how-to question of things no one named is a new task whatever kind its verb
names. The piece tried (`turning.TRIED`, now with "pushed", "merged", "shipped", "released",
"rolled out") and what came of it told in one sentence that asks nothing, its subject none, a
pronoun or a thing the exchange named, the trial's object the piece (a pronoun, a thing named, or
unsaid), is a follow-up. English is told by words English alone has: "an", "in", "also", "so",
"was", "is", "a", "no", "me", "on", "or", "do", "as", "i", "will", "over" count only when no small
word of the other languages read elsewhere (`other_languages`: "das", "bitte", "de", "le", "um")
stands beside them, so "do step 3 in a separate PR" stays English and "schau dir das bitte an"
does not. In words of another language (such a small word, or letters outside ASCII), one word
the exchange wrote in its code ("cache" of `catalog/cache.go`) ties the request to the work as
two of its words do, and an acronym of three letters or more ("TTL", "JSON") counts as a word of
the trade. No feature changed: the trainer was not run. Known misses of earlier tables decided
right by the same readings: "what happens when redis is down?" (fourth and sixth tables), "will
concurrently work inside the migration's transaction?" (sixth), "would a .dockerignore help as
well?" (first), "would fetching in parallel need a refactor of the loader?" (fifth), "tested
locally, a 12 MB heic upload just spins forever" (eleventh), "otra cosa: el login con Google no
funciona en Safari" (sixteenth), "le cache doit avoir une taille maximale" and "andere Sache: ...
schau dir das bitte an" (eighteenth).
Still missed: a question whose only tie to the work is a word the exchange wrote in its code
("will CONCURRENTLY work inside the migration's transaction?" after a reply that names the
migration only by its file), questions of the piece in the present tense ("does the json output
keep the header row?", "is STRIPE_WEBHOOK_SECRET the same for test and live mode?") or of what the
person has to do ("do I have to add FLY_API_TOKEN ...?"), one that weighs another design in code
of its own ("would a composite index on customer_id and created_at be better?"); requests in
another language that take no word of the exchange's code and one or none of its words ("o
handler tem que ...", "la réponse 403 ...", "funktioniert jetzt, danke, aber ...?"); a polite ask
of other things ("can you find out why the nightly backup job failed?") and a problem of other
code with no article ("sentry is flooded with ...") which the weights read as going on; "great,
next the password reset email ..." after a fix of passwords; and an answer word opening other
work in Spanish ("no me funciona el login ..."), which is read as an answer before its language
is.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.followups import english

from helpers.exchanges import (
    Before,
    decided_because,
    decision_tests,
    why_decided,
)

# A slow page made fast by an index, in a SQL migration.
INDEX = Before(
    "the orders page is slow, add an index",
    "Added `migrations/0042_orders_customer_idx.up.sql` with `CREATE INDEX orders_customer_id_idx "
    "ON orders (customer_id);` and the matching `.down.sql`. The `/orders` query went from 1.8s to "
    "40ms locally with `migrate up`.")
# A Redis cache in front of a Python client.
RATES = Before(
    "cache the exchange rates, we fetch them on every request",
    "Added a Redis cache in `rates/cache.py`: `get_rates()` reads `rates:{base}` from Redis with a "
    "10 minute TTL and calls the provider's API on a miss. It uses the existing `REDIS_URL` "
    "setting. `tests/test_rates.py` passes.")
# A webhook handler in TypeScript.
WEBHOOK = Before(
    "add a stripe webhook handler for successful payments",
    "Added `POST /webhooks/stripe` in `src/routes/webhooks.ts`: it verifies the signature with "
    "`stripe.webhooks.constructEvent` and `STRIPE_WEBHOOK_SECRET`, and on "
    "`payment_intent.succeeded` marks the order paid through `markOrderPaid`. "
    "`src/routes/webhooks.test.ts` passes.")
# A deploy workflow.
DEPLOY = Before(
    "add a github actions workflow that deploys to fly on every push to main",
    "Added `.github/workflows/deploy.yml`: on push to `main` it runs the tests, then "
    "`flyctl deploy --remote-only` with the `FLY_API_TOKEN` secret. I couldn't run it from here.")
# A flag added to a Rust CLI.
JSONFLAG = Before(
    "add a --json flag to the list command",
    "Added `--json` to `list` in `src/cli.rs`: when it is set, `run_list` prints the entries with "
    "`serde_json::to_string_pretty` instead of the table. `tests/cli_list.rs` covers both outputs "
    "and `cargo test` passes.")
# A Java fix of a login failure.
LOGIN = Before(
    "users get a 500 when they log in with an expired password",
    "Fixed: `AuthService.login` threw a `NullPointerException` when `passwordExpiresAt` was set "
    "but the policy was missing. It now throws `PasswordExpiredException`, which "
    "`AuthController` maps to a 403 with `{\"error\": \"password_expired\"}`. Added "
    "`AuthServiceTest.expiredPasswordReturns403`.")

FOLLOW_UPS: list[tuple[str, Before, str]] = [
    # A question about the piece just made, by its things, its code or a pronoun for it.
    ("question of the piece", INDEX, "will CONCURRENTLY work inside the migration's transaction?"),
    ("question of the piece", RATES, "what happens when redis is down?"),
    ("question of the piece", RATES, "does get_rates still work if REDIS_URL isn't set?"),
    ("question of the piece", WEBHOOK, "is the signature check safe against replayed events?"),
    ("question of the piece", WEBHOOK, "what if stripe sends the same event twice?"),
    ("question of the piece", DEPLOY, "will this run on pull requests too?"),
    ("question of the piece", JSONFLAG, "does the json output keep the header row?"),
    ("question of the piece", LOGIN, "should the 403 tell them how to reset it?"),
    ("question of the piece", INDEX, "how long will the index lock the orders table on prod?"),
    ("question of the piece", DEPLOY, "do I have to add FLY_API_TOKEN to the repo secrets "
                                      "myself?"),
    ("question of the piece", JSONFLAG, "can run_list stream the entries instead of collecting "
                                        "them first?"),
    ("question of the piece", WEBHOOK, "where does markOrderPaid get the order id from?"),
    ("question of the piece", LOGIN, "could the same null pointer happen in the password reset "
                                     "flow?"),
    ("question of the piece", RATES, "is the TTL per currency or for the whole cache?"),
    # Only the result of trying the piece.
    ("result of trying it", INDEX, "works now, the page loads instantly"),
    ("result of trying it", WEBHOOK, "still 500"),
    ("result of trying it", LOGIN, "same error on staging"),
    ("result of trying it", DEPLOY, "pushed it, the workflow failed at the deploy step"),
    ("result of trying it", RATES, "tried it locally, the second call is just as slow as the "
                                   "first"),
    ("result of trying it", JSONFLAG, "cargo run -- list --json prints nothing"),
    ("result of trying it", WEBHOOK, "the stripe cli says 400 for every event"),
    ("result of trying it", INDEX, "ran the migration on staging, took 4 minutes"),
    ("result of trying it", DEPLOY, "nope, still red"),
    ("result of trying it", LOGIN, "deployed, expired users get the 403 now but the page shows "
                                   "a blank screen"),
    # In another language, naming one of the exchange's words or none.
    ("other language", RATES, "¿y qué pasa si Redis no está disponible?"),
    ("other language", RATES, "der Cache soll auch beim Start gefüllt werden"),
    ("other language", WEBHOOK, "o handler tem que ignorar eventos repetidos"),
    ("other language", LOGIN, "la réponse 403 doit aussi contenir un lien pour changer le mot "
                              "de passe"),
    ("other language", DEPLOY, "der Workflow soll auch bei Tags laufen"),
    ("other language", JSONFLAG, "la salida JSON debería ir ordenada por fecha"),
    ("other language", INDEX, "funktioniert jetzt, danke, aber was passiert in der Produktion?"),
    ("other language", WEBHOOK, "kannst du `markOrderPaid` auch in den Tests prüfen, so wie es "
                                "bei den anderen ist?"),
    ("other language", LOGIN, "der `AuthServiceTest` schlägt bei mir an der gleichen Stelle "
                              "fehl, also noch nicht fertig"),
    ("other language", RATES, "o `get_rates` devolve None quando o Redis cai, é isso mesmo?"),
    # An add-on or a correction of the change, in English.
    ("more of the change", INDEX, "make it CREATE INDEX CONCURRENTLY then"),
    ("more of the change", RATES, "and invalidate the key when an admin edits the rates"),
    ("more of the change", DEPLOY, "it should only deploy after the tests pass on main"),
    ("more of the change", JSONFLAG, "use to_string, not pretty, people pipe it into jq"),
    ("more of the change", LOGIN, "403 isn't right for that, use 401 with the same body"),
    ("more of the change", WEBHOOK, "what about payment_intent.payment_failed?"),
    # A second batch of the same shapes, written before it was run.
    ("second batch", INDEX, "does the down migration drop the index as well?"),
    ("second batch", RATES, "what does get_rates return if the provider times out?"),
    ("second batch", WEBHOOK, "is STRIPE_WEBHOOK_SECRET the same for test and live mode?"),
    ("second batch", DEPLOY, "won't this deploy twice if I push two commits quickly?"),
    ("second batch", JSONFLAG, "is the json output stable enough to parse in scripts?"),
    ("second batch", LOGIN, "why a 403 and not a 401 for the expired password?"),
    ("second batch", RATES, "how often will the cache hit the provider with a 10 minute TTL?"),
    ("second batch", INDEX, "would a composite index on customer_id and created_at be better?"),
    ("second batch", DEPLOY, "tried it, the deploy step can't find flyctl"),
    ("second batch", WEBHOOK, "tested with the stripe cli, the order stays unpaid"),
    ("second batch", JSONFLAG, "ran it on the big config, output looks right"),
    ("second batch", LOGIN, "still a 500 for me"),
    ("second batch", INDEX, "pushed it, CI passes but the query is still slow on staging"),
    ("second batch", RATES, "works locally, second call takes 2ms"),
    ("second batch", WEBHOOK, "¿qué pasa si markOrderPaid falla a mitad?"),
    ("second batch", RATES, "der Redis-Schlüssel sollte die Währung enthalten"),
    ("second batch", DEPLOY, "le workflow doit aussi tourner sur les tags"),
    ("second batch", JSONFLAG, "a saída json precisa incluir a data de criação"),
    ("second batch", LOGIN, "kannst du im `AuthController` auch die Meldung auf Deutsch "
                            "zurückgeben, so wie es früher war?"),
    ("second batch", INDEX, "der Index soll auch in der down-Migration wieder weg sein"),
]

NEW_TASKS: list[tuple[str, Before, str]] = [
    # A question of other things, asked after the work.
    ("question of other things", LOGIN, "what's the best way to rotate our jwt signing keys?"),
    ("question of other things", INDEX, "how do I set up a read replica for reporting?"),
    ("question of other things", DEPLOY, "can you find out why the nightly backup job failed?"),
    ("question of other things", RATES, "what's a good feature flag library for go?"),
    ("question of other things", WEBHOOK, "why does the admin dashboard take 10 seconds to "
                                          "load?"),
    ("question of other things", JSONFLAG, "how do I profile memory use of a rust binary?"),
    ("question of other things", LOGIN, "is there a way to make the jest suite faster?"),
    # A new problem of other code.
    ("problem of other code", WEBHOOK, "the invoice pdf is blank in safari"),
    ("problem of other code", JSONFLAG, "the search page crashes when the query has an emoji"),
    ("problem of other code", LOGIN, "the checkout button does nothing on android"),
    ("problem of other code", RATES, "the csv export is missing its last row"),
    ("problem of other code", DEPLOY, "sentry is flooded with ResizeObserver loop errors from "
                                      "the dashboard"),
    ("problem of other code", INDEX, "the newsletter signup returns 500 since this morning"),
    ("problem of other code", WEBHOOK, "works. the avatar upload is broken on firefox though, "
                                       "look at it"),
    # Other work after the change is closed.
    ("after the change", LOGIN, "great, next the password reset email should use the new "
                                "template"),
    ("after the change", INDEX, "thanks. now write a script that archives orders older than two "
                                "years"),
    ("after the change", DEPLOY, "cool. add a dependabot config for npm and actions"),
    ("after the change", RATES, "perfect. can you add a dark mode toggle to the settings page"),
    # In German, Dutch, Spanish, French or Portuguese, with words English shares.
    ("other language", JSONFLAG, "kannst du bitte die Rechnungsübersicht in der App anpassen, so "
                                 "dass man nach Datum filtern kann"),
    ("other language", INDEX, "schau dir bitte das Problem mit dem Login an, das war gestern "
                              "schon so"),
    ("other language", RATES, "also, ich brauche noch einen Export als PDF für die Rechnungen"),
    ("other language", WEBHOOK, "kun je een pagina maken waar de klant zijn facturen ziet, dat "
                                "is er nu niet"),
    ("other language", DEPLOY, "¿puedes añadir un modo oscuro a la app? lo piden mucho los "
                               "usuarios"),
    ("other language", LOGIN, "ajoute une page de contact avec un formulaire, on en a besoin "
                              "pour lundi"),
    ("other language", JSONFLAG, "cria um endpoint para listar as faturas do cliente, com "
                                 "paginação"),
    ("other language", RATES, "was ist mit dem Newsletter los? der geht seit Montag nicht mehr, "
                              "schau mal"),
    ("other language", INDEX, "in de app moet een knop komen om het wachtwoord te wijzigen"),
    ("other language", WEBHOOK, "no me funciona el login con Google en el móvil, revisa eso"),
    # Work set beside it in English.
    ("beside it", DEPLOY, "also, separately, the README still says to use yarn"),
    ("beside it", INDEX, "btw the staging database is almost out of disk space, can you clean "
                         "old logs"),
    ("beside it", JSONFLAG, "unrelated: write a man page for the whole cli"),
    # A second batch of the same shapes, written before it was run.
    ("second batch", LOGIN, "how can I profile the startup time of the spring app?"),
    ("second batch", RATES, "what's the difference between celery beat and a cron job?"),
    ("second batch", DEPLOY, "is there a way to run playwright tests in parallel on CI?"),
    ("second batch", WEBHOOK, "could you look at why the search results are unsorted?"),
    ("second batch", INDEX, "the pdf invoices have the wrong vat number"),
    ("second batch", JSONFLAG, "tried the new onboarding flow, the progress bar is stuck at 80%. "
                               "can you check it"),
    ("second batch", RATES, "thanks. now migrate the user avatars bucket to cloudflare r2"),
    ("second batch", DEPLOY, "great. next, write a load test for the checkout api"),
    ("second batch", JSONFLAG, "kannst du bitte eine Seite für das Impressum bauen, so wie auf "
                               "der alten Website, das war in der Fußzeile verlinkt"),
    ("second batch", WEBHOOK, "je voudrais une page pour que les clients puissent télécharger "
                              "leurs factures, on en a besoin"),
    ("second batch", INDEX, "kan je een knop toevoegen om de lijst als pdf te downloaden, dat is "
                            "handig voor de klanten"),
    ("second batch", LOGIN, "crea un script que borre los usuarios inactivos desde hace dos años"),
    ("second batch", DEPLOY, "agora faz uma tela de configurações para o perfil do usuário, com "
                             "foto e nome"),
    ("second batch", RATES, "ich brauche noch eine Übersicht aller Bestellungen mit Filter nach "
                            "Status, also so eine Tabelle"),
    ("second batch", JSONFLAG, "unrelated, the docs site search returns nothing for any query"),
    ("second batch", INDEX, "btw can you upgrade the node version in the dockerfile to 22"),
]

# Cases the model still decides wrongly, each by the opening of its words (`exchanges.key`).
KNOWN_MISSES: frozenset[str] = frozenset({
    "will CONCURRENTLY work inside the migration's tr",
    "does the json output keep the header row?",
    "do I have to add FLY_API_TOKEN to the repo secre",
    "does the down migration drop the index as well?",
    "is STRIPE_WEBHOOK_SECRET the same for test and l",
    "is the json output stable enough to parse in scr",
    "o handler tem que ignorar eventos repetidos",
    "la réponse 403 doit aussi contenir un lien pour ",
    "funktioniert jetzt, danke, aber was passiert in ",
    "would a composite index on customer_id and creat",
    "can you find out why the nightly backup job fail",
    "sentry is flooded with ResizeObserver loop error",
    "great, next the password reset email should use ",
    "no me funciona el login con Google en el móvil, ",
})


(test_a_request_after_the_work_is_told_a_new_task_or_a_follow_up_at_nineteenth_sight,
 test_the_table_is_large_enough_and_its_known_misses_are_in_it) = decision_tests(
    FOLLOW_UPS, NEW_TASKS, KNOWN_MISSES, least=(40, 30))


test_a_question_of_the_piece_just_made_is_a_follow_up = decided_because(
    ("asks how the piece just made behaves",), [
    # Code, all of it the exchange's, in a case.
    ("does get_rates still work if REDIS_URL isn't set?", RATES),
    # A pronoun for the piece after an auxiliary.
    ("will this run on pull requests too?", DEPLOY),
    ("does it keep the entries in the order of the table?", JSONFLAG),
    # A number of the reply, what it should do.
    ("should the 403 tell them how to reset it?", LOGIN),
    # Things the request or the reply named in their words, what they will do or do in a case.
    ("how long will the index lock the orders table on prod?", INDEX),
    ("what happens to the cache when the provider returns an error?", RATES),
    ("could the same null pointer happen in the password reset flow?", LOGIN),
])


@pytest.mark.parametrize(("words", "before"), [
    # Code of its own.
    ("what does the --force-with-lease flag of git push do?", DEPLOY),
    ("is `useDeferredValue` worth it for the search box?", WEBHOOK),
    # A word the exchange wrote only in its code.
    ("how do the routes get registered at startup?", WEBHOOK),
    # A way to do something, or an ask.
    ("how do I set up a read replica for the orders table?", INDEX),
    ("can you check the cache hit rate on staging?", RATES),
    # A verb of work is no thing of the exchange.
    ("does anyone still run the old reporting cron?", DEPLOY),
    # Two sentences.
    ("works. is the search page slow for you too?", INDEX),
    # What is there, to be told.
    ("where is get_rates used?", RATES),
    ("how are the entries sorted in the table output?", JSONFLAG),
    # What the people did or do.
    ("are we testing what happens if redis is down?", RATES),
    ("did you run the migration against a copy of prod?", INDEX),
])
def test_a_question_of_other_things_or_that_asks_for_work_is_not_of_the_piece(
        words: str, before: Before) -> None:
    assert why_decided(before, words) != ("asks how the piece just made behaves",)


def test_a_way_to_do_things_no_one_named_is_asked_of_its_own() -> None:
    assert why_decided(INDEX, "how do I set up a read replica for reporting?") \
        == ("asks to be told of things not said before",)


@pytest.mark.parametrize(("words", "before", "told"), [
    ("ran the migration on staging, took 4 minutes", INDEX, True),
    ("pushed it, took 12 minutes to go green", DEPLOY, True),
    ("deployed, expired users get the 403 now but the page shows a blank screen", LOGIN, True),
    ("merged it, still 400 for every event", WEBHOOK, True),
    # A subject of its own.
    ("deployed it to staging, the payments page is blank", LOGIN, False),
    # A second sentence.
    ("tried it, works. the export is broken too", RATES, False),
    # What was seen, then an ask.
    ("ran it, can you add a progress bar", JSONFLAG, False),
    # A trial of things of its own.
    ("tried the search page on staging, it hangs", RATES, False),
])
def test_what_trying_the_piece_showed_is_a_follow_up(words: str, before: Before,
                                                     told: bool) -> None:
    assert (why_decided(before, words) == ("tells what trying the piece showed",)) is told


@pytest.mark.parametrize(("text", "is_english"), [
    # Words English shares with German, Dutch or the Romance languages, beside theirs.
    ("schau dir bitte das Problem mit dem Login an, das war gestern schon so", False),
    ("also, ich brauche noch einen Export als PDF für die Rechnungen", False),
    ("ajoute une page de contact avec un formulaire, on en a besoin pour lundi", False),
    ("cria um endpoint para listar as faturas do cliente, com paginação", False),
    ("in de app moet een knop komen om het wachtwoord te wijzigen", False),
    # The same words alone, in English.
    ("do step 3 in a separate PR", True),
    ("is it so slow in a container as well", True),
    ("also add a retry to the upload and log it", True),
    # Too short to tell, or only a paste.
    ("danke, passt", True),
    ("```\nFehler in Zeile 3\n```", True),
])
def test_english_is_told_by_words_english_alone_has(text: str, is_english: bool) -> None:
    assert english(text) is is_english


@pytest.mark.parametrize(("words", "before", "tied"), [
    # A word the exchange wrote in its code.
    ("der Cache soll auch beim Start gefüllt werden", RATES, True),
    ("der Workflow soll auch bei Tags laufen", DEPLOY, True),
    # ("teste" is the trade's "test" of `tests/test_rates.py`, its plural "testes")
    ("o teste deveria rodar no servidor de integração", RATES, True),
    # An acronym and a word of the exchange's.
    ("la salida JSON debería ir ordenada por fecha", JSONFLAG, True),
    # A word of the reply's prose only.
    ("o provider deveria ter um timeout menor", RATES, False),
    # Code of its own.
    ("der Cache soll auch `warm_up()` in `boot.py` aufrufen", RATES, False),
])
def test_another_language_taking_a_word_of_the_works_code_is_about_its_work(
        words: str, before: Before, tied: bool) -> None:
    assert (why_decided(before, words) == ("takes the words of the work in progress",)) is tied
