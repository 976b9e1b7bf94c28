"""What can go wrong in a model call, as kinds the night report counts."""

from __future__ import annotations

# Kinds of trouble counted in the night report ("errors by kind").
TIMEOUT = "timeout"
RATE_LIMIT = "rate_limit"
PROVIDER = "provider_error"
EMPTY = "empty_reply"
REFUSAL = "refusal"


class ModelCallError(Exception):
    """A model call that failed after its retries; `kind` says how."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


class BudgetExhausted(Exception):
    """The next call could exceed the night's token or money budget, so it was not made."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.reason = message
