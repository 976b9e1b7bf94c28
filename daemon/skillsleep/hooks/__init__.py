"""The shell hooks in each harness's config: install, uninstall, list.

`install(paths, ["claude-code"])` copies the scripts from `shells/` into `paths.hooks_dir` and
points the harness config at them; `uninstall` takes them out again (restoring each file byte
for byte when nothing else changed it); `hooks_status(ctx)` says what is hooked, cheaply.
Which files a harness reads hooks from is the harness's own module's business
(skillsleep.harnesses); this package edits those files.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from .. import harnesses
from ..harnesses import HookFile
from ..locks import held
from ..machine import Machine
from ..paths import Paths
from .errors import HookConfigError
from .status import hooks_status

if TYPE_CHECKING:
    from .manage import HarnessPlan
    from .record import InstallRecord

LOCK_TIMEOUT_S = 30.0

__all__ = [
    "HookConfigError",
    "HookFile",
    "Machine",
    "detected",
    "hooks_status",
    "install",
    "targets",
    "uninstall",
]


def detected(harness: str, machine: Machine) -> bool:
    """Is the harness on this machine? A few stat calls, no scan."""
    return harnesses.get(harness).detected(machine)


def targets(harness: str, machine: Machine, *, every: bool = False) -> list[HookFile]:
    """The config files `harness` is hooked through (`every`: also those not in use now)."""
    return harnesses.get(harness).hook_files(machine, every)


def install(paths: Paths, names: Iterable[str], *, dry_run: bool = False,
            machine: Machine | None = None) -> list[HarnessPlan]:
    """Hook each harness; a harness whose config is malformed is skipped with its error."""
    # start-up: difflib and the config editors; hooks status needs neither
    from .manage import Planned, apply_install, plan_install

    machine = machine or Machine.current()
    planned = Planned()
    with _locked(paths, dry_run) as record:
        plans = []
        for harness in names:
            plan = plan_install(paths, machine, harness, record, planned)
            if not plan.error:
                apply_install(paths, plan, record)
            plans.append(plan)
        return plans


def uninstall(paths: Paths, names: Iterable[str], *, dry_run: bool = False,
              machine: Machine | None = None) -> list[HarnessPlan]:
    """Unhook each harness; a harness whose config is malformed is skipped with its error."""
    # start-up: difflib and the config editors; hooks status needs neither
    from .manage import Planned, apply_uninstall, plan_uninstall

    machine = machine or Machine.current()
    planned = Planned()
    with _locked(paths, dry_run) as record:
        plans = []
        for harness in names:
            plan = plan_uninstall(paths, machine, harness, record, planned)
            if not plan.error:
                apply_uninstall(paths, machine, plan, record)
            plans.append(plan)
        return plans


@contextlib.contextmanager
def _locked(paths: Paths, dry_run: bool) -> Iterator[InstallRecord]:
    """One installer at a time (a dry run only reads, so it takes no lock and creates nothing)."""
    from .record import InstallRecord  # start-up: hooks status never records

    if dry_run:
        yield InstallRecord(paths, dry_run=True)
        return
    with held(paths.hooks_dir / ".lock", what="Another `skillopt-sleep hooks` install or uninstall",
              timeout=LOCK_TIMEOUT_S):
        yield InstallRecord(paths, dry_run=False)
