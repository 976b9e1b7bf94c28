"""Files shipped with the package: the shell hooks (inside the wheel, or in a checkout)."""

from __future__ import annotations

from pathlib import Path


def shells_dir() -> Path:
    """The folder of hook scripts: bundled in an installed wheel, or `shells/` in a checkout."""
    here = Path(__file__).resolve().parent
    bundled = here / "_shells"
    if bundled.is_dir():
        return bundled
    checkout = here.parents[1] / "shells"
    if checkout.is_dir():
        return checkout
    raise FileNotFoundError(
        "The hook scripts are missing from this installation; reinstall skillopt-sleep."
    )
