"""The one error of hook installation: a config file we will not edit."""

from __future__ import annotations

from pathlib import Path

from ..errors import UserError


class HookConfigError(UserError):
    """A harness config file is malformed (or shaped unexpectedly); it was left untouched."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(
            f"{path}: {reason}. Nothing was changed; fix the file (or move it aside) and run the "
            "command again."
        )
        self.path = path
        self.reason = reason
