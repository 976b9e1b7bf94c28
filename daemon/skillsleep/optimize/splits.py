"""Stable train / val / test splits: a task's split depends only on its id, night after night."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

from ..tasks.taskdata import Task


def unit_hash(text: str) -> float:
    """A number in [0, 1) fixed by `text`."""
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


@dataclass
class Splits:
    train: list[Task] = field(default_factory=list)
    val: list[Task] = field(default_factory=list)
    test: list[Task] = field(default_factory=list)

    def counts(self) -> dict[str, int]:
        return {"train": len(self.train), "val": len(self.val), "test": len(self.test)}


def split_tasks(tasks: list[Task], val_fraction: float, test_fraction: float) -> Splits:
    """Test takes the lowest hashes, val the next band, train the rest.

    With very few tasks a band can come out empty; then the task whose hash lies closest to the
    empty band moves into it, so train and val are never empty when there are two tasks or more.
    This keeps every split stable as long as no band is empty.
    """
    out = Splits()
    scored = sorted(((unit_hash(t.id), t) for t in {t.id: t for t in tasks}.values()),
                    key=lambda x: x[0])
    for h, task in scored:
        if h < test_fraction:
            out.test.append(task)
        elif h < test_fraction + val_fraction:
            out.val.append(task)
        else:
            out.train.append(task)
    if not out.val:
        # The lowest train hash or the highest test hash borders the val band.
        if len(out.train) > 1:
            out.val.append(out.train.pop(0))
        elif out.test:
            out.val.append(out.test.pop())
    if not out.train:
        if len(out.val) > 1:
            out.train.append(out.val.pop())
        elif out.test:
            out.train.append(out.test.pop())
    return out
