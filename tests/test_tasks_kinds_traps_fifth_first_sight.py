"""The words of the four kinds added last in other work, read at first sight.

A wrong kind merges unrelated work into one family, where no kind leaves a request to be
clustered by meaning. The kinds added last (`train`, `l10n`, `warehouse-model`, `warnings`, with
the store's release build read as `release` and a test runner's report read as a log) were
written from their author's own tables; this one tries to break them. `TRAPS` are 52 requests,
across stacks and products, whose words hold one of their cues but ask for other work or none:
"train" as a train of thought, a training for people, a model's training code refactored or
tested, a training job told failing, a question about training; "model" as an ORM's model
(Django, Rails, Prisma, SQLAlchemy), a data model's diagram, a 3D model, a warehouse model moved,
renamed, fixed or asked about; "strings" as the code's strings (format strings, SQL strings), a
text translated for the person, an i18n library upgraded, a locale's strings told broken, asked
about, put off or reviewed; "warning" as a product's warning (a deprecation warning shown, "warn
the user when ...", a warning banner, a warning logged), a question about a compiler's warning,
warnings kept, a linter's warnings on CI, a build or a test told failing beside its warnings;
the release build told broken; an upload as a product's feature; a test runner's report
pasted. `KEEP` are 25 requests of these kinds, some with another kind's word negated beside
them, so that no fix takes a word from its kind. All were written, with the work each asks for,
before the kinds read them.

At first sight (the kinds as they were before this table), of the 52 traps 35 were read as
expected, 5 were given another kind (`train` twice: "fine-tuning the model crashes with a CUDA
error", a defect, and "should we retrain the ranker more often?", advice; `checks` three times:
a build told failing with errors beside its warnings, a test failing beside a DeprecationWarning
and a pasted `go test` failure, which the project reads as failing checks where this table
expected `debug`) and 12 none. Of the 25 to keep, 24 kept their kind and 1 was none (a compiler
flag named after a space, "turned on -Wconversion and now there are 60 warnings, get it to
zero").

After the rules this table led to, each read by the shape of the words: a verb of training is
read only as asked, in its plain form or its -ing form after a verb of starting ("kick off
retraining the ranker"), where its other forms tell of a run ("fine-tuning the model crashes",
"we retrained it last week"), and not weighed ("should we retrain ...", "whether to fine-tune
...", "how often to retrain ..."); a compiler's flag is a name apart from the words beside it
though its dash is no word's character; and the ask after warnings named is of them only when
no other object follows it ("ignore the gcc warnings, fix the segfault" asks for the fix).
Traps: 35 of 52 as expected (the crash is now `debug`; "what's the difference between
fine-tuning and training a model from scratch?" was `explain` only by way of a `train` read
inside the question, and is now none with the advice asked), 3 with another kind (the three
`checks` above, none of the four kinds), 14 none (precision before recall: an ORM's model added,
a diagram, a locale's strings told broken, a product's warning feature). To keep: 25 of 25. No
expectation was changed after the run. CLINC150's 3000 everyday requests: 8 with a kind before
and after, 0 with judges.

`AFTER`, written after the run from the shapes it showed, keeps the verb told and the ask of
another object; and two more traps found then: a mart's layered name in a defect told after the
mart's word, still read as a warehouse model, and a training run told slow, now none where it was
`train` (its slowness said of a run is no cue of `perf`).

Still read otherwise, in `KNOWN_MISSES` and checked to stay so: the traps read as none or as
another kind above.
"""

from __future__ import annotations

import pytest

from helpers.kinds_read import kind_read, kinds_as_asked, known_misses_stay_wrong

# The words of the four kinds in other work: (the work each asks for, the request).
TRAPS: list[tuple[str | None, str]] = [
    # "train" of no learned model trained again.
    ("explain", "what was your train of thought when you split the parser into two passes?"),
    (None, "retrain the new hires on the deploy runbook next week"),
    ("docs", "write a training guide for the support team on the admin console"),
    ("refactor", "refactor train.py so the data loading is its own module"),
    ("add-tests", "add unit tests for the training loop's checkpoint saving"),
    ("debug", "the training job OOMs after epoch 3 on the A100s"),
    ("explain", "what's the difference between fine-tuning and training a model from scratch?"),
    ("debug", "fine-tuning the model crashes with CUDA error: device-side assert triggered"),
    ("explain", "should we retrain the ranker more often, or is weekly enough?"),
    (None, "don't retrain the classifier, just rerun the eval on the old checkpoint"),
    ("refactor", "rename the train_model function to fit_pipeline"),
    ("explain", "how does the trainer pick the learning rate schedule?"),
    # "model" of no warehouse model added.
    ("feature", "add a new Django model Invoice with a foreign key to Customer"),
    ("migration", "write a migration for the new Rails model Subscription"),
    ("docs", "make a data model diagram of the orders schema for the wiki"),
    (None, "create a 3D model of the enclosure in blender"),
    ("refactor", "move the dim_customers model into the marts folder"),
    ("debug", "the fct_orders model fails on the null customer ids, fix it"),
    ("explain", "what does int_sessions do with late events?"),
    ("feature", "create a new Prisma model for audit logs with a createdAt field"),
    ("refactor", "rename the stg_payments model to stg_stripe__payments"),
    ("feature", "need a new SQLAlchemy model for the webhook deliveries table"),
    # "strings" and "translate" of no app's strings given for a locale.
    ("debug", "the format strings in the logger print %s literally"),
    ("refactor", "move the hardcoded SQL strings into constants"),
    (None, "translate this error message for me: 'Die Verbindung wurde abgelehnt'"),
    (None, "translate this email to spanish, it's for a customer"),
    ("deps", "upgrade i18next to v23"),
    ("deps", "bump react-intl to the latest version"),
    ("debug", "the german translations show the keys instead of the text since yesterday"),
    ("explain", "how do we load the french strings at runtime?"),
    ("refactor", "extract the user-facing strings in the settings screen into a constants file"),
    ("debug", "string formatting bug: the total shows 1e+06 instead of 1,000,000"),
    (None, "don't add the spanish strings yet, just the english ones"),
    ("review", "review the Japanese translations PR before we merge it"),
    # "warning" of no compiler's warnings cleared.
    ("feature", "show a deprecation warning in the settings page when the old API key is used"),
    ("feature", "warn the user when they leave the form with unsaved changes"),
    ("feature", "add a warning banner to the dashboard when the trial has 3 days left"),
    ("explain", "what does this compiler warning mean: -Wshadow on line 42?"),
    ("explain", "why does clang warn about -Wunused-parameter here but gcc doesn't?"),
    (None, "don't fix the compiler warnings, they're from the vendored code"),
    ("checks", "fix the eslint warnings on CI, the lint step fails with --max-warnings 0"),
    ("debug", "the build fails with 3 errors and a bunch of warnings, fix it"),
    ("debug", "pytest prints a DeprecationWarning for datetime.utcnow, and the test fails"),
    ("feature", "log a warning when the cache hit rate drops below 50%"),
    # The release build told broken, an upload as a product's feature.
    ("debug", "the release build crashes on launch on Android 14, the debug build is fine"),
    ("debug", "the iOS release build for 5.4.1 fails at the archive step with a signing error"),
    ("feature", "add an upload button so users can attach a PDF to their profile"),
    ("debug", "uploading a file larger than 10MB to S3 times out"),
    ("explain", "how does the app store review work for a new build?"),
    ("feature", "let admins upload a CSV of users and import them"),
    # A test runner's report pasted, with a cue's word in it.
    ("debug", "============ FAILURES ============\n____ test_train_model ____\n"
              "E   AssertionError: loss did not decrease\n1 failed, 40 passed in 3.2s"),
    ("debug", '--- FAIL: TestLocaleFallback (0.00s)\n    locale_test.go:31: got "en", want "de"\n'
              "FAIL"),
]
# Requests of the four kinds and of the store's build: (the kind each keeps, the request).
KEEP: list[tuple[str | None, str]] = [
    ("train", "retrain the churn model on the november snapshot and compare AUC with v3"),
    ("train", "fine-tune the bert encoder on the support tickets"),
    ("train", "kick off a retrain of the ranker with the new features"),
    ("train", "train the classifier again on the refreshed labels"),
    ("train", "re-train the yolo detector for 50 epochs, don't touch the training code"),
    ("train", "retrain the recommender, no need to open a PR"),
    ("l10n", "add german strings for the new billing screens"),
    ("l10n", "localize the onboarding flow into pt-BR"),
    ("l10n", "french translations are missing for the settings page"),
    ("l10n", "translate the strings in the checkout screen to japanese"),
    ("l10n", "add values-es/strings.xml for the new screens"),
    ("l10n", "add italian translations for the error messages, keep the placeholders"),
    ("warehouse-model", "add a dbt model fct_refunds, one row per refund"),
    ("warehouse-model", "need a new mart model mrt_campaign_roi: spend vs revenue by week"),
    ("warehouse-model", "create int_orders__enriched as an incremental model"),
    ("warehouse-model", "write a dbt model for daily active users by country"),
    ("warnings", "turned on -Wconversion and now there are 60 warnings, get it to zero"),
    ("warnings", "dotnet build shows 40 CS8618 nullable warnings, clean them up"),
    ("warnings", "fix the clang warnings in the audio module"),
    ("warnings", "fix all the -Wunused-variable warnings, no need to touch the tests"),
    ("warnings", "src/net.c:42:10: warning: implicit conversion loses integer precision "
                 "[-Wshorten-64-to-32]\nsrc/net.c:88:3: warning: unused variable 'n' "
                 "[-Wunused-variable]"),
    ("release", "need an ios release build for testflight, 5.4.1"),
    ("release", "ship 2.3.0 to the play internal track"),
    ("release", "archive and upload the new build"),
    ("release", "make a signed release build of 3.1.0 for the play store"),
]
# Written after the run, by the shapes it showed: the verb of training told, not asked, and the
# -ing form after a verb of starting; the ask after warnings named of another object; a flag
# named after a space; and one more trap found then.
AFTER: list[tuple[str | None, str]] = [
    (None, "we retrained the ranker last week and CTR dropped, why?"),
    ("perf", "retraining the classifier takes 9 hours, make it faster"),
    ("train", "start retraining the ranker on the new clicks"),
    ("debug", "don't bother with the gcc warnings, fix the segfault"),
    ("debug", "ignore the clang warnings for now and fix the crash in the parser"),
    ("warnings", "gcc gives 30 warnings in the driver, fix the sign-compare ones"),
    ("warnings", "clang spits out a bunch of -Wshadow warnings in src/net, fix them"),
    ("warnings", "enabled -Wextra, now 25 warnings in the HAL, get them to zero"),
    ("debug", "need a new mart: the dashboard shows wrong revenue in mrt_revenue"),
]
# Still read otherwise: as none or as another kind than the work asked.
KNOWN_MISSES: frozenset[str] = frozenset({
    'write a training guide for the support team on the admin console',
    'the training job OOMs after epoch 3 on the A100s',
    "what's the difference between fine-tuning and training a model from scratch?",
    'should we retrain the ranker more often, or is weekly enough?',
    'how does the trainer pick the learning rate schedule?',
    'add a new Django model Invoice with a foreign key to Customer',
    'make a data model diagram of the orders schema for the wiki',
    'need a new SQLAlchemy model for the webhook deliveries table',
    'the format strings in the logger print %s literally',
    'the german translations show the keys instead of the text since yesterday',
    'how do we load the french strings at runtime?',
    'show a deprecation warning in the settings page when the old API key is used',
    'what does this compiler warning mean: -Wshadow on line 42?',
    "why does clang warn about -Wunused-parameter here but gcc doesn't?",
    'the build fails with 3 errors and a bunch of warnings, fix it',
    'pytest prints a DeprecationWarning for datetime.utcnow, and the test fails',
    '--- FAIL: TestLocaleFallback (0.00s)\n    locale_test.go:31: got "en", want "de"\nFAIL',
    'need a new mart: the dashboard shows wrong revenue in mrt_revenue',
    'retraining the classifier takes 9 hours, make it faster',
})
# Of the known misses, those given another kind than the one asked, not none.
STILL_WRONG: frozenset[str] = frozenset({
    'the build fails with 3 errors and a bunch of warnings, fix it',
    'pytest prints a DeprecationWarning for datetime.utcnow, and the test fails',
    '--- FAIL: TestLocaleFallback (0.00s)\n    locale_test.go:31: got "en", want "de"\nFAIL',
    'need a new mart: the dashboard shows wrong revenue in mrt_revenue',
})
# The four kinds, and the store's build: no trap is given one of them.
_THESE_KINDS = ("train", "l10n", "warehouse-model", "warnings", "release")


def _id(text: str) -> str:
    return text[:60]


test_a_cues_word_in_other_work_is_read_as_the_work_asked = kinds_as_asked(
    TRAPS, KNOWN_MISSES, ids=_id)


@pytest.mark.parametrize(("kind", "text"),
                         [c for c in TRAPS if c[1] not in STILL_WRONG],
                         ids=[_id(t) for _, t in TRAPS if t not in STILL_WRONG])
def test_a_cues_word_in_other_work_gives_no_other_kind(kind: str | None, text: str) -> None:
    assert kind_read(text) in (kind, None)


@pytest.mark.parametrize(("kind", "text"), TRAPS, ids=[_id(t) for _, t in TRAPS])
def test_no_trap_is_given_one_of_the_kinds_added_last(kind: str | None, text: str) -> None:
    assert kind_read(text) not in _THESE_KINDS


test_a_request_of_the_kinds_added_last_keeps_its_kind = kinds_as_asked(
    KEEP, KNOWN_MISSES, ids=_id)


test_a_verb_told_or_an_ask_of_another_object_is_read_so = kinds_as_asked(
    AFTER, KNOWN_MISSES, ids=_id)


test_a_known_miss_stays_read_otherwise = known_misses_stay_wrong(
    TRAPS + KEEP + AFTER, KNOWN_MISSES, ids=_id)


def test_the_tables_are_large_and_mostly_read() -> None:
    rows = TRAPS + KEEP + AFTER
    assert len(TRAPS) >= 50 and len(KEEP) >= 25
    assert len({t for _, t in rows}) == len(rows)
    assert {t for _, t in rows} >= KNOWN_MISSES >= STILL_WRONG
    assert not any(t in KNOWN_MISSES for _, t in KEEP)
    assert sum(t not in KNOWN_MISSES for _, t in TRAPS) == 35
