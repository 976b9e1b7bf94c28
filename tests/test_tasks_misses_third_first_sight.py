"""Two asks earlier batches listed as still missed, read by their shapes: the work asked to be one
commit in the words people use for it, and Rust's linter asked by its bare name.

- One commit. "squash it into one commit" was read; "make it one commit", "make this a single
  commit", "keep it to one commit", "squash all the commits into one", "squash these into one
  commit" and "one commit, please" were not. They are the same ask (the whole of the work
  committed as one commit, judged on the replay's commits) said with "make" or "keep" as the
  verb, the commits as the object of "squash" with the count after it, or the count alone before
  a comma. Traps: a question, a commit that exists ("it's one commit already", "the PR is a
  single commit"), someone else's deed, a part of the work squashed ("the fixup commits", "the
  two migrations"), a commit per thing ("one commit per service", "one commit for each
  package"), a refusal, a condition, a commit's message or hash, and a commit said of the past.
- Clippy. Rust's linter is run as `cargo clippy`; said bare after "run" ("run clippy too", "also
  run clippy on it", "always run clippy before you push") it asks for that command, unless the
  agent's message names the one it ran (`cargo clippy --all-targets`), which is then kept.
  Traps: clippy's findings quoted, a question whether it ran, a fact of CI, an upgrade, a
  config, and a run refused.

First sight (the reader before the change): one commit 0 of 12 cases read, 16 of 16 traps gave
nothing; clippy 2 of 7 cases read (the two where the agent named its command), 9 of 9 traps
gave nothing. After: 12 of 12 and 16 of 16; 7 of 7 and 9 of 9.
"""

from __future__ import annotations

from helpers.first_sight import reads_as_expected
from helpers.judged import RUNS

ONE = {("one_commit", "", False)}
ONE_ALWAYS = {("one_commit", "", True)}
NONE: set[tuple[str, str, bool]] = set()
CLIPPY = {(RUNS, "cargo clippy", False)}

ONE_COMMIT = (
    ("make it one", "make it one commit", ONE),
    ("make it a single, please", "make it a single commit please", ONE),
    ("make this single", "can you make this a single commit?", ONE),
    ("make everything one, before", "make everything one commit before you push", ONE),
    ("keep it to one", "keep it to one commit", ONE),
    ("keep it as a single", "pls keep it as a single commit", ONE),
    ("squash all commits into one", "squash all the commits into one", ONE),
    ("squash the commits into one", "please squash the commits into one before pushing", ONE),
    ("squash these into one commit", "squash these into one commit", ONE),
    ("squash my commits into a single one", "squash my commits into a single one", ONE),
    ("one commit, please", "one commit, please", ONE),
    ("always make it one", "always make it one commit", ONE_ALWAYS),
)

ONE_COMMIT_TRAPS = (
    ("did you make it one", "did you make it one commit?", NONE),
    ("is it one already", "is it one commit already?", NONE),
    ("the PR is a single commit", "the PR is a single commit", NONE),
    ("it's one commit already", "it's one commit already", NONE),
    ("Bob made it one", "Bob made it one commit", NONE),
    ("fixup commits into one", "squash the fixup commits into one", NONE),
    ("two migrations into one", "squash the two migrations into one", NONE),
    ("one per service", "make it one commit per service", NONE),
    ("one for each package", "make it one commit for each package", NONE),
    ("don't make it one", "don't make it one commit, keep the history", NONE),
    ("if small, make it one", "if it's small, make it one commit", NONE),
    ("one commit message", "make it one commit message, not two", NONE),
    ("the one commit's hash", "keep the one commit hash handy", NONE),
    ("came in one commit", "the regression came in one commit last week", NONE),
    ("one commit is fine?", "is one commit fine?", NONE),
    ("make this one commit's message shorter", "make this one commit's message shorter", NONE),
)

CARGO_RAN = "I ran `cargo fmt`, `cargo clippy --all-targets` and `cargo test`; all clean."

# (name, reply, words, judged)
CLIPPY_ASKS = (
    ("run clippy too", "", "run clippy too", CLIPPY),
    ("also run clippy on it", "", "also run clippy on it", CLIPPY),
    ("run clippy as well please", "", "run clippy as well please", CLIPPY),
    ("can you run clippy", "", "can you run clippy on the crate too", CLIPPY),
    ("always before push", "", "always run clippy before you push",
     {(RUNS, "cargo clippy", True)}),
    ("agent's command kept", CARGO_RAN, "run clippy too",
     {(RUNS, "cargo clippy --all-targets", False)}),
    ("agent's command kept, always", CARGO_RAN, "always run clippy before you hand back",
     {(RUNS, "cargo clippy --all-targets", True)}),
)

CLIPPY_TRAPS = (
    ("its findings", "", "clippy says the match is redundant", NONE),
    ("did you run it", "", "did you run clippy?", NONE),
    ("CI runs it", "", "CI runs clippy on every push", NONE),
    ("upgrade it", "", "upgrade clippy to the latest toolchain", NONE),
    ("its config", "", "the clippy config lives in clippy.toml", NONE),
    ("I ran it", "", "I ran clippy and it found 3 warnings", NONE),
    ("don't run it", "", "don't run clippy on the generated code", NONE),
    ("is it noisy", "", "why is clippy so noisy about this?", NONE),
    ("allow a lint", "", "allow clippy::too_many_arguments on that function", NONE),
)

KNOWN_MISSES: frozenset[str] = frozenset()

test_one_commit_asked_in_its_words = reads_as_expected(ONE_COMMIT, KNOWN_MISSES)
test_near_one_commit_gives_nothing = reads_as_expected(ONE_COMMIT_TRAPS, KNOWN_MISSES)
test_clippy_asked_bare = reads_as_expected(CLIPPY_ASKS, KNOWN_MISSES)
test_clippy_said_otherwise_gives_nothing = reads_as_expected(CLIPPY_TRAPS, KNOWN_MISSES)
