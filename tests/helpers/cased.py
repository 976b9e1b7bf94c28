"""What the naming-case reader gives for some words, as the naming-case batches compare it:
(kind of name, case style, banned, durable) of every check, test files named by example as
("files", their pattern, False, durable)."""

from __future__ import annotations

from skillsleep.tasks.judges.mine import Quote, derive
from skillsleep.tasks.judges.name_case import NameCase, TestFilesNamedLike

from helpers.judged import HERE

Cased = set[tuple[str, str, bool, bool]]
SNAKE, CAMEL, PASCAL = "snake_case", "camelCase", "PascalCase"
KEBAB, SCREAMING, LOWER = "kebab-case", "SCREAMING_SNAKE_CASE", "lowercase"
FUNCS, VARS, CONSTS, TYPES = "functions", "variables", "constants", "types"
COMPONENTS, FILES, PACKAGES, BRANCHES = "components", "files", "packages", "branches"
TABLES, COLUMNS, ENV, FLAGS = "tables", "columns", "env vars", "flags"
CSS, JSON = "css classes", "json keys"


def cased(words: str) -> Cased:
    """(kind of name, case style, banned, durable) of every naming-case check the words give."""
    judges = derive([Quote(words, HERE)])
    return {(j.names, j.style, j.banned, j.durable) for j in judges if isinstance(j, NameCase)} \
        | {("files", j.glob, False, j.durable) for j in judges if isinstance(j, TestFilesNamedLike)}
