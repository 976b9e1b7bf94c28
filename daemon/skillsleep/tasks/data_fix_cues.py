"""How people ask for data backfilled or fixed once: a kind of its own.

A project that stores data comes back to it again and again to change what is already there,
once: a new column filled for the existing rows, an import or a job run again for a period, bad
rows corrected in production, objects moved to another bucket or prefix, records reprocessed
or reindexed. It is worded far apart ("backfill the new column for existing rows", "re-run the
import for March", "fix the orders with a null currency in prod", "migrate the old S3 objects
to the new prefix"), by SQL UPDATE scripts, rake tasks and manage.py commands, dbt models and
Airflow DAGs. Clustered by meaning it fell apart or in with the features and the defects of
each table. So it is a kind (`kinds.py`), read by these shapes:

- A backfill of data ("backfill the slugs for the existing articles"), or values filled,
  recomputed or reindexed for all the existing or old records.
- An import, a job, a pipeline or a delivery run again for a period ("for March", "from
  yesterday", "the 1st to the 5th of June"); not tests, checks or builds run again.
- Rows fixed where they are: in production, with a null or a bad value, orphaned or duplicated
  in a table; rows told bad, then asked to be fixed ("some users have negative balances in
  prod, write a script to fix them"); records imported at a time corrected.
- A one-off script, a SQL UPDATE; objects moved or copied to another bucket or prefix.

Not a form's fields filled for a person, not a screen's part that recomputes ("a button to
recalculate all totals"), not a schema migration, even one that backfills (`upkeep_cues.py`,
read first), not import statements, not a product's import feature, not code moved between
modules or frameworks, not a defect told of a page ("the orders page crashes when the currency
is null").
"""

from __future__ import annotations

from .screen_cues import NO_PRODUCTS_YET
from .terms import WEEKDAY

# A period of the data: "for March", "from yesterday", "the 1st to the 5th of June".
_MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|march|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
          r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
_PERIOD = (rf"(?:{_MONTH}|{WEEKDAY}|yesterday|today|"
           r"last (?:night|week|month|year|quarter)|that day|those days|the \d+(?:st|nd|rd|th)|"
           r"(?:the )?(?:last|past) \d+ (?:days|weeks|months|hours)|\d{4}-\d\d(?:-\d\d)?|q[1-4])")
# What is run again: data's jobs, not the checks' ("re-run the tests").
_RERUN = (r"(?:re-?run|re-?process|re-?play|re-?import|re-?ingest|re-?send|re-?compute|"
          r"re-?calculate|re-?sync|re-?index|re-?trigger|"
          # Rebuilt: a data model, a table or its parts, not a site or an image.
          r"re-?build (?:the )?(?:[\w-]+ ){0,2}(?:models?|tables?|aggregates?|rollups?|"
          r"partitions?))")
_NOT_CHECKS = (r"(?!\s+(?:the\s+|all\s+(?:the\s+)?)?(?:\w+\s+)?(?:tests?|specs?|checks?|ci|builds?|"
               r"lint\w*|workflows?|actions))")
# Records that exist already.
_EXISTING = r"(?:existing|old|past|historical|legacy|previous)"
# What rows are told to hold wrong.
_BAD = (r"(?:null|nil|empty|blank|missing|negative|wrong|bad|invalid|corrupt\w*|broken|stale|"
        r"duplicate\w*|orphan\w*|malformed)")
_ROWS = r"(?:rows?|records?|entries|values?|data|documents?|objects?)"
# A form's fields filled for a person ("backfill the form fields from their profile"), not
# stored data.
_NO_FORM = (r"(?![^.?!\n]*\b(?:forms?|inputs?|input fields?|screens?|dialogs?|modals?|"
            r"wizards?)\b)")
# Code, copied or left over, is a refactor's: "delete the duplicated tests".
_CODE = (r"(?:tests?|specs?|code|functions?|imports?|helpers?|components?|styles?|lines?|files?|"
         r"methods?|class(?:es)?|types?|hooks?|routes?|handlers?|logic)")

# Run again for a period; an everyday thing too ("re-send the invoices from Monday"), so no
# software talk by itself.
RUN_AGAIN = (rf"\b{_RERUN}\b{_NOT_CHECKS}[^.?!\n]{{0,50}}\b(?:for|from|of|on|since|between)\s+"
             rf"(?:the\s+)?(?:\w+\s+)?{_PERIOD}\b")

# The other shapes, of software alone.
DATA_FIXED = (
    # A backfill of data.
    rf"\bbackfill\w*\b{_NO_FORM}[^.?!\n]{{0,50}}\b(?:columns?|{_ROWS}|fields?|tables?|for "
    rf"(?:the |all (?:the )?)?{_EXISTING})\b",
    # A job's or a table's past filled in for a period: "backfill hubspot_ingest from nov 26".
    # (Asked, not one told of: "the backfill from last week failed".)
    r"(?<!\bthe )(?<!\ba )(?<!\bthis )(?<!\bthat )(?<!\bmy )(?<!\bour )(?<!\byour )"
    rf"\bbackfill\w*\b{_NO_FORM}[^.?!\n]{{0,50}}\b(?:for|from|of|on|since|between)\s+"
    rf"(?:the\s+)?(?:\w+\s+)?{_PERIOD}\b",
    rf"\b(?:populate|fill|recompute|recalculate|re-?index|regenerate)\b{_NO_FORM}[^.?!\n]{{0,80}}"
    rf"\b(?:for|on) (?:all (?:the )?)?(?:the )?{_EXISTING} (?:[\w-]+ )?(?:\w+s)\b",
    # Not what a screen's part does ("a button to recalculate all totals"): a feature.
    rf"{NO_PRODUCTS_YET}\b(?:recompute|recalculate|re-?index|reprocess)\s+all\b",
    rf"{NO_PRODUCTS_YET}\b(?:recompute|recalculate|re-?index|reprocess)\b[^.?!\n]{{0,40}}"
    r"\bfor all\b",
    # Rows fixed where they are.
    rf"\b(?:fix|correct|repair|clean(?: ?up)?|delete|remove|purge|dedupe|de-?duplicate|update|"
    rf"patch)\w*\s+(?:the\s+|all\s+(?:the\s+)?|those\s+)?(?:[\w-]+\s+){{0,3}}?\w+s?\s+"
    rf"(?:with|that have|having|where|whose)\s+(?:a\s+|an\s+)?{_BAD}\b[^.?!\n]{{0,30}}"
    r"\bin (?:prod(?:uction)?|the (?:prod |production |live )?(?:db|database))\b",
    rf"\b(?:fix|correct|repair|clean(?: ?up)?|delete|remove|purge|dedupe|de-?duplicate)\w*\s+"
    rf"(?:the\s+|all\s+(?:the\s+)?)?(?:orphan\w*|duplicat\w+) (?:[\w-]+ )?(?!{_CODE}\b)"
    rf"(?:{_ROWS}|\w+s)\b"
    rf"[^.?!\n]{{0,40}}\b(?:in the [\w-]+ table|in (?:prod(?:uction)?|the (?:db|database))|"
    r"whose|where|that)\b",
    # Told bad where they are stored, then asked to be fixed.
    r"\b(?=[^\n]{0,80}\bin (?:prod(?:uction)?|the (?:prod |production |live )?"
    r"(?:db|database))\b)"
    rf"\w+s(?: in prod(?:uction)?)? (?:have|has|with) (?:a |an )?{_BAD} [\w-]+[^.\n]{{0,60}}"
    r"\b(?:fix|correct|repair|clean)\w*\s+(?:up\s+)?(?:them|those|these|it)\b",
    rf"\bin (?:prod(?:uction)?|the (?:prod |production |live )?(?:db|database))\b[^\n]{{0,60}}"
    rf"\b\w+s (?:have|has|with) (?:a |an )?{_BAD} [\w-]+[^.\n]{{0,60}}"
    r"\b(?:fix|correct|repair|clean)\w*\s+(?:up\s+)?(?:them|those|these|it)\b",
    rf"\b(?:fix|correct|repair|adjust)\w*\b[^.?!\n]{{0,40}}\b(?:imported|ingested|synced|"
    rf"loaded|written|created)\s+(?:on\s+|in\s+|since\s+)?{_PERIOD}\b",
    # A one-off script, a SQL UPDATE.
    r"\bone[- ]?off (?:scripts?|sql|quer(?:y|ies)|updates?|jobs?|tasks?|commands?|fix)\b",
    r"\b(?:write|run) an? (?:sql )?(?-i:UPDATE)\b|(?-i:\bUPDATE \w+ SET\b)",
    # Objects moved or copied to another bucket or prefix.
    r"\b(?:migrate|move|copy|transfer|sync)\b[^.?!\n]{0,40}\b(?:objects|files|images|avatars|"
    r"uploads|attachments|blobs|assets|photos|videos|documents)\b[^.?!\n]{0,40}\b"
    r"(?:buckets?|prefix(?:es)?)\b",
)
