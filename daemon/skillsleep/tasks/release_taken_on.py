"""A release tagged after the exchange raised its version: "tag it as v0.9.0 and push the tag",
"tag the release and push the tags" after "bump the version to 0.9.0".

Tagging a release is an operation of its own kind (`kinds.RELEASE`), asked for as such in the
middle of other work: after a deploy script was written, "tag it as v1.4.0 and push the tag"
starts a task. A release is made in steps, though: the version raised and the changelog moved,
then the tag and its push. When the exchange just raised the version the tag names, or, when
the tag names none, any version, the tag is the next step of the release in progress.

The contract: `tags_the_raised_version(text, exchange)` is True when `text` asks a release and
`exchange` (the last request and the reply) names the version it tags, or names a version when
the request names none.
"""

from __future__ import annotations

import re

from .kinds import RELEASE, kind_of

# "v0.9.0", "0.9.0", "fw-1.6.0": a version as a release names it, read without its "v".
_VERSION = re.compile(r"(?<![\w.])(?:[a-z]+-)?v?(\d+\.\d+(?:\.\d+)*)(?![\w.]*\d)", re.I)


def _versions(text: str) -> set[str]:
    return {m.group(1) for m in _VERSION.finditer(text)}


def tags_the_raised_version(text: str, exchange: str) -> bool:
    """Whether `text` tags the release whose version `exchange` raised (see the contract)."""
    kind = kind_of(text)
    if kind is not RELEASE:
        return False
    raised = _versions(exchange)
    tagged = _versions(text)
    return bool(tagged & raised) if tagged else bool(raised)
