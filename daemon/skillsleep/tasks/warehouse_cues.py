"""How people ask for a new model of a data warehouse: a dbt or SQL transformation over the
sources or the other models ("add a dbt model fct_refunds: one row per refund", "new model pls:
int_web__sessionized", "need a mart for marketing: mrt_campaign_roi, spend vs revenue"). Each
request is worded by the model's name and its columns, which meaning alone scatters among the
features; the work (a select over the project's refs, materialized, and its entry with its tests
in the yml) is the same each time. So it is a kind (`kinds.py`), a change to the code.

Read where the model is a dbt model, or is named as warehouse models are named, by their layer
(`stg_`, `int_`, `fct_`, `dim_`, `mrt_`, `rpt_`): not a model learned ("train a new model",
`training_cues.py`), not an application's model (a Django or ORM class), and not a model there
already renamed, moved or fixed.
"""

from __future__ import annotations

from .asked_to_exist import made, not_a_place

# A model named by the warehouse's layers ("base_" is left out: it opens as many columns'
# names, `base_price`, as models').
_LAYERED = r"\b(?:stg|int|fct|fact|dim|mrt|mart|rpt|obt)_\w+"
# Asked to exist: added, made or needed, with nothing in between that puts it somewhere else.
_MADE = made("new")
_NOT_A_PLACE = not_a_place("rename", "move", "fix", "drop", span=30)
# An application's model is its framework's or its ORM's, said before it.
_NOT_AN_APPS = (r"(?<!\bdjango )(?<!\borm )(?<!\bsqlalchemy )(?<!\bprisma )(?<!\brails )"
                r"(?<!\bactiverecord )(?<!\beloquent )(?<!\bpydantic )")
# Between the model and its layered name, no fields, columns or attributes it is given.
_NOT_ITS_FIELDS = (r"(?:(?!\b(?:with|fields?|columns?|attributes?|properties)\b)[^.?!\n])"
                   r"{0,40}?")
# What a warehouse model is called: a model, a mart, a staging or intermediate one.
_MODEL = (r"(?:(?:dbt|sql|staging|intermediate|mart|marts|incremental|ephemeral|snapshot|"
          r"fact|dimension)\s+)?(?:models?|marts?|fact tables?|dimensions?)")

WAREHOUSE_MODEL = (
    # "add a dbt model fct_refunds", "need a new dbt model for the churn inputs".
    rf"{_MADE}{_NOT_A_PLACE}\bdbt\s+models?\b",
    # "new model pls: int_web__sessionized", "need a mart for marketing: mrt_campaign_roi".
    # Not an application's model ("create a django model with a dim_label field") nor one named
    # by its fields ("a new model Order with base_price and int_qty fields").
    rf"{_MADE}{_NOT_A_PLACE}{_NOT_AN_APPS}\b{_MODEL}\b{_NOT_ITS_FIELDS}{_LAYERED}",
    # "add fct_refunds as an incremental model".
    rf"{_MADE}\s+(?:a\s+|an\s+)?(?:new\s+)?`?{_LAYERED}`?\s+(?:as\s+)?(?:an?\s+)?{_MODEL}\b",
)
