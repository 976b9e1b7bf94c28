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

# A model named by the warehouse's layers.
_LAYERED = r"\b(?:stg|int|fct|fact|dim|mrt|mart|rpt|obt|base)_\w+"
# Asked to exist: added, made or needed, with nothing in between that puts it somewhere else.
_MADE = r"\b(?:add|create|write|build|make|need|needs|want|new)\b"
_NOT_A_PLACE = r"(?:(?!\b(?:to|in|into|on|onto|from|of|rename|move|fix|drop)\b)[^.?!\n]){0,30}?"
# What a warehouse model is called: a model, a mart, a staging or intermediate one.
_MODEL = (r"(?:(?:dbt|sql|staging|intermediate|mart|marts|incremental|ephemeral|snapshot|"
          r"fact|dimension)\s+)?(?:models?|marts?|fact tables?|dimensions?)")

WAREHOUSE_MODEL = (
    # "add a dbt model fct_refunds", "need a new dbt model for the churn inputs".
    rf"{_MADE}{_NOT_A_PLACE}\bdbt\s+models?\b",
    # "new model pls: int_web__sessionized", "need a mart for marketing: mrt_campaign_roi".
    rf"{_MADE}{_NOT_A_PLACE}\b{_MODEL}\b[^.?!\n]{{0,40}}?{_LAYERED}",
    # "add fct_refunds as an incremental model".
    rf"{_MADE}\s+(?:a\s+|an\s+)?(?:new\s+)?`?{_LAYERED}`?\s+(?:as\s+)?(?:an?\s+)?{_MODEL}\b",
)
