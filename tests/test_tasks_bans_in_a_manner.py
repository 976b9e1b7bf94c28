"""A ban of an action done in some way no check can see ("by hand", "as root", "with sudo")
gives no check: "never edit `db/schema.rb` by hand" leaves the migration that rewrites the file
free to, and a check that the file stays unchanged would fail exactly that work; "never run
`pip install` with sudo" is no ban of `pip install`. The same bans said plainly still stand.
"""

from __future__ import annotations

import pytest

from helpers.judged import FILES, NOT_RUN, judged

IN_A_MANNER = (
    "never edit `db/schema.rb` by hand",
    "don't modify `src/generated/api.ts` manually, it comes from the OpenAPI spec",
    "never run `npm install` as root",
    "never run `pip install` with sudo",
    "don't run `docker compose up` as an administrator",
    "never touch `Cargo.lock` by hand please",
    "never write `INSERT` statements by hand, the ORM does it",
    "we never run `systemctl restart nginx` with root privileges from the app",
)


@pytest.mark.parametrize("words", IN_A_MANNER)
def test_a_ban_in_a_manner_no_check_sees_gives_no_ban(words: str) -> None:
    assert not {k for k, _t, _d in judged(words) if k in (NOT_RUN, FILES)}, words


@pytest.mark.parametrize(("words", "kind"), (
    ("never run `npm install`", NOT_RUN),
    ("never run `pip install` in the base image", NOT_RUN),
    ("don't touch `Cargo.lock`", FILES),
))
def test_the_same_bans_said_plainly_stand(words: str, kind: str) -> None:
    assert kind in {k for k, _t, _d in judged(words)}, words


def test_a_command_the_agent_runs_is_run_by_hand() -> None:
    """"never run `make deploy` manually, use the pipeline": the agent's own run is the manual
    one, which its check sees."""
    assert (NOT_RUN, "make deploy", True) in judged(
        "never run `make deploy` manually, use the pipeline")
