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
    """The next call could exceed the night's token, money or time budget, so it was not made.

    `kind` is "tokens", "usd" or "time"; `scope` is "night" when the whole night's budget is
    spent, "document" when only the share the night gave the current document is.
    """

    def __init__(self, message: str, kind: str = "tokens", scope: str = "night") -> None:
        super().__init__(message)
        self.reason = message
        self.kind = kind
        self.scope = scope


class NightInterrupted(BaseException):
    """The process was asked to stop (SIGTERM, SIGINT) while a night was working.

    A BaseException, like KeyboardInterrupt: no "one failure never ends the night" handler may
    swallow it on its way to the night runner, which records what was finished.
    """

    def __init__(self, signal_name: str) -> None:
        super().__init__(f"stopped by {signal_name}")
        self.signal_name = signal_name
