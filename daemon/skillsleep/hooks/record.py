"""What we changed in each config file, so uninstall can put it back byte for byte.

Per file: whether it existed, a backup of it as it was before our first change, and the hash of
what we last wrote. If the file still holds exactly what we wrote when our last entry leaves it,
uninstall restores the backup (or deletes a file we created); if the user edited it since, only
our entries are taken out and their edits stay. A file several harnesses share (VS Code's hook
in Claude Code's settings.json) is restored once, and never after an edit that one harness's
step already saw: that edit marks the record not restorable.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from ..atomic import atomic_write_bytes, atomic_write_text
from ..paths import Paths

RECORD_FILE = "installed.json"


@dataclass
class FileRecord:
    existed: bool
    original_backup: str | None  # None when the file did not exist
    written_sha256: str
    created_dirs: list[str] = field(default_factory=list)
    # False once the file was seen holding someone else's change since our last write: the
    # pre-install backup would throw that change away, so only our entries are taken out.
    restorable: bool = True


def sha256(data: bytes | None) -> str:
    return hashlib.sha256(data).hexdigest() if data is not None else ""


class InstallRecord:
    def __init__(self, paths: Paths, dry_run: bool = False) -> None:
        self.dry_run = dry_run  # a dry run keeps the record in memory and writes nothing
        self.file = paths.hooks_dir / RECORD_FILE
        self.backups = paths.backups_dir / "hooks"
        self.files: dict[str, FileRecord] = {}
        try:
            raw = json.loads(self.file.read_text(encoding="utf-8"))
            for key, item in (raw.get("files") or {}).items():
                self.files[key] = FileRecord(**item)
        except FileNotFoundError:
            pass
        except (ValueError, TypeError, AttributeError):
            # A damaged record only costs the byte-for-byte restore: uninstall still removes
            # our entries one by one (the next save replaces it).
            self.files = {}

    def get(self, path: Path) -> FileRecord | None:
        return self.files.get(str(path))

    def backup(self, path: Path, data: bytes) -> Path | None:
        """Keep a copy of `data` (the file as it is now) in the backups folder."""
        if self.dry_run:
            return None
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
        slug = re.sub(r"[^A-Za-z0-9._-]+", "_", str(path)).strip("_")[-120:]
        self.backups.mkdir(parents=True, exist_ok=True)
        target = self.backups / f"{stamp}-{slug}"
        atomic_write_bytes(target, data, mode=0o600)
        return target

    def wrote(self, path: Path, before: bytes | None, after: bytes | None,
              created_dirs: list[Path]) -> Path | None:
        """Note a write of `after` over `before`; back `before` up first when it is not ours.

        Returns the backup made, if any.
        """
        key = str(path)
        known = self.files.get(key)
        made: Path | None = None
        if before is not None and (known is None or known.written_sha256 != sha256(before)):
            made = self.backup(path, before)
            if known is not None:
                known.restorable = False  # edited since we wrote it (by the person, or a tool)
        if known is None:
            known = FileRecord(existed=before is not None,
                               original_backup=str(made) if made else None,
                               written_sha256="",
                               created_dirs=[str(d) for d in created_dirs])
        known.written_sha256 = sha256(after)
        self.files[key] = known
        return made

    def forget(self, path: Path) -> None:
        self.files.pop(str(path), None)

    def original(self, path: Path, current: bytes | None) -> tuple[bool, bytes | None]:
        """(restorable, bytes): the file as before our first change, if `current` is still
        exactly what we wrote and the backup is readable; bytes None = the file did not exist."""
        known = self.files.get(str(path))
        if (known is None or current is None or not known.restorable
                or known.written_sha256 != sha256(current)):
            return False, None
        if not known.existed:
            return True, None
        try:
            return True, Path(known.original_backup or "").read_bytes()
        except OSError:
            return False, None

    def save(self) -> None:
        if self.dry_run:
            return
        if not self.files:
            self.file.unlink(missing_ok=True)
            return
        self.file.parent.mkdir(parents=True, exist_ok=True)
        data = {"version": 1, "files": {k: asdict(v) for k, v in sorted(self.files.items())}}
        atomic_write_text(self.file, json.dumps(data, indent=2) + "\n")
