"""The newest kinds where their words ask for other work.

A release build made to look into something ("a release build of 2.0.0 to reproduce the crash",
"make the release build smaller") is no release; an application's model or one named by its
fields ("a django model with a dim_label field", "a new model Order with base_price") is no
warehouse's model; a setting of a network or a policy tuned ("fine-tune the network timeouts",
"fine-tune the retry policy") is no model trained; copy written in the language already there
("write english copy for the hero section") is no locale's strings. Each kind keeps its own
requests.
"""

from __future__ import annotations

import pytest

from helpers.kinds_read import kind_read

OTHER_WORK = [
    "do a release build of 2.0.0 to reproduce the crash",
    "make the release build smaller, 1.2.3 is 80MB",
    "make a release build to check the bundle size of 1.2.3",
    "create a django model with a dim_label field",
    "add a new model Order with base_price and int_qty fields",
    "need a new model for invoices, fields: base_amount, tax",
    "fine-tune the cache eviction policy",
    "fine-tune the network timeouts",
    "fine-tune the retry policy",
    "write english copy for the hero section",
]

KEPT = [
    ("release", "need an ios release build for testflight, 5.4.1"),
    ("release", "ship 5.4.2 to the play internal track"),
    ("warehouse-model", "add a dbt model stg_orders"),
    ("warehouse-model", "new model pls: int_web__sessionized"),
    ("warehouse-model", "need a mart for marketing: mrt_campaign_roi"),
    ("train", "retrain the policy network on the new rewards"),
    ("train", "fine-tune the model on the support tickets"),
    ("train", "train the ranker again on the refreshed data"),
    ("l10n", "add the german strings for the settings screen"),
    ("l10n", "translate the onboarding copy to german"),
    # every natural language the rule reader knows is one an app's strings are given for
    ("l10n", "add welsh translations for the app"),
    ("l10n", "add icelandic strings for the settings screen"),
]


@pytest.mark.parametrize("words", OTHER_WORK)
def test_other_work_is_not_the_newest_kinds(words: str) -> None:
    assert kind_read(words) not in ("release", "warehouse-model", "train", "l10n")


@pytest.mark.parametrize(("kind", "words"), KEPT)
def test_each_kind_keeps_its_requests(kind: str, words: str) -> None:
    assert kind_read(words) == kind
