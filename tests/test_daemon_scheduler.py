"""When a night is owed: the nightly slot, catch-up after sleep or power-off, the state file."""

from __future__ import annotations

import json
import time
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

from skillsleep.daemon.scheduler import NightState, is_quiet, latest_slot, missed_slot

TZ = ZoneInfo("Europe/Berlin")


def at(text: str) -> datetime:
    return datetime.fromisoformat(text).replace(tzinfo=TZ)


def test_latest_slot_is_today_after_the_time_and_yesterday_before() -> None:
    assert latest_slot(at("2026-11-30T10:00"), 3, 17) == at("2026-11-30T03:17")
    assert latest_slot(at("2026-11-30T03:16"), 3, 17) == at("2026-11-29T03:17")
    assert latest_slot(at("2026-11-30T03:17"), 3, 17) == at("2026-11-30T03:17")


def test_a_night_started_after_the_slot_covers_it() -> None:
    state = NightState(first_seen=at("2026-11-01T12:00").timestamp(),
                       last_started=at("2026-11-30T03:17:05").timestamp())
    assert missed_slot(state, at("2026-11-30T09:00"), 3, 17) is None


def test_a_night_two_days_ago_means_last_night_was_missed() -> None:
    state = NightState(first_seen=at("2026-11-01T12:00").timestamp(),
                       last_started=at("2026-11-28T03:17").timestamp())
    assert missed_slot(state, at("2026-11-30T09:00"), 3, 17) == at("2026-11-30T03:17")
    # Before today's slot, the missed one is yesterday's.
    assert missed_slot(state, at("2026-11-30T02:00"), 3, 17) == at("2026-11-29T03:17")


def test_installing_never_owes_a_night() -> None:
    state = NightState(first_seen=at("2026-11-30T09:00").timestamp())
    assert missed_slot(state, at("2026-11-30T09:05"), 3, 17) is None
    # The first slot after installation is owed once it has passed.
    assert missed_slot(state, at("2026-12-01T08:00"), 3, 17) == at("2026-12-01T03:17")


def test_quiet_period() -> None:
    now = time.time()
    assert is_quiet(now - 16 * 60, now, 15)
    assert not is_quiet(now - 60, now, 15)
    assert is_quiet(now, now, 0)


def test_state_file_round_trip_and_damage(tmp_path: Path) -> None:
    path = tmp_path / "scheduler.json"
    state = NightState(last_started=123.0, last_reason="catch-up", last_exit_code=0)
    state.save(path)
    loaded = NightState.load(path)
    assert loaded.last_started == 123.0 and loaded.last_reason == "catch-up"
    path.write_text("{not json")
    fresh = NightState.load(path)
    assert fresh.last_started is None
    assert fresh.first_seen > time.time() - 5
    path.write_text(json.dumps({"last_started": 5.0, "unknown_key": 1}))
    assert NightState.load(path).last_started == 5.0


def test_dst_night_still_has_one_slot_per_day() -> None:
    # The night of the spring change in Berlin: 02:30 does not exist on 2026-03-29.
    state = NightState(first_seen=at("2026-03-01T00:00").timestamp(),
                       last_started=at("2026-03-28T02:30").timestamp())
    slot = missed_slot(state, at("2026-03-29T12:00"), 2, 30)
    assert slot is not None
    assert slot.date() == at("2026-03-29T12:00").date()
    assert slot - timedelta(days=1) > at("2026-03-28T02:29")
