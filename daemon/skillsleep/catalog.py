"""The store's catalog: the name of every collection, and what it holds.

Each name is the file `<name>.json` in the store folder, so these strings are an on-disk format:
a store written by any earlier version is read under the same names. Every module that reads or
writes a collection names it from here, so a reader finds the whole store in one screen.
"""

from __future__ import annotations

# Harvested sessions, per month in pages: `sessions-<month>[-<n>]` (see sessions.py).
SESSIONS_PREFIX = "sessions-"
# Where the harvest stopped reading each log file (logs/positions.py).
HARVEST_POSITIONS = "harvest_cursors"
# Per harness: when it was last harvested, and its totals (harvest/runs.py).
HARVEST_RUNS = "harvest_runs"
# Mined tasks, their families, and what the last mining used (tasks/pipeline.py).
TASKS = "tasks"
FAMILIES = "families"
TASKS_META = "tasks_meta"
# What the miner model (models.miner) said of each candidate constraint, per model and record
# (tasks/miner_model.py), so no candidate is sent twice.
MINER_READS = "miner_reads"
# The optimizer's notes per document, kept between nights (optimize/memory.py).
OPTIMIZER_NOTES = "optimizer_notes"
# The record of every night (optimize/record.py).
NIGHTS = "nights"
# Proposed edits waiting for the person's decision (proposals.py).
PROPOSALS = "proposals"
# Edits the gate or the person turned down, never proposed again (rejected.py).
REJECTED_EDITS = "rejected_edits"
# Every accepted edit and what it was for: the standing preferences it answers, its families,
# project, document and time (acceptance.py). Written only when an edit is accepted.
ACCEPTED_EDITS = "accepted_edits"
# What each accepted edit did on the person's later sessions: the tasks and repeats before and
# after, and the verdict (impact/measure.py). Rewritten after every harvest.
EDIT_IMPACT = "edit_impact"
