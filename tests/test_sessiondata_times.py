"""Times as the store writes them: UTC with a Z, whatever zone the log gave."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest

from skillsleep.logs.drafts import fast_time
from skillsleep.sessiondata import iso_time, parse_time


@pytest.mark.parametrize(("given", "stored"), [
    ("2026-01-20T02:24:27.499Z", "2026-01-20T02:24:27.499000Z"),
    ("2026-01-20T04:24:27+02:00", "2026-01-20T02:24:27Z"),
    ("2026-01-19T21:24:27.5-05:00", "2026-01-20T02:24:27.500000Z"),
    ("2026-01-20T02:24:27+00:00", "2026-01-20T02:24:27Z"),
])
def test_a_log_time_is_stored_in_utc(given: str, stored: str) -> None:
    assert iso_time(fast_time(given)) == stored
    assert parse_time(stored) == fast_time(given)


def test_a_zone_of_zero_offset_other_than_utc_is_written_with_a_z() -> None:
    zero = timezone(timedelta(0), "GMT")
    assert iso_time(datetime(2026, 1, 20, 2, 24, tzinfo=zero)) == "2026-01-20T02:24:00Z"
    assert iso_time(datetime(2026, 1, 20, 2, 24, tzinfo=UTC)) == "2026-01-20T02:24:00Z"
    assert iso_time(None) is None


@pytest.mark.parametrize(("given", "read"), [
    ("2026-01-20T02:24:27.499000Z", datetime(2026, 1, 20, 2, 24, 27, 499000, tzinfo=UTC)),
    ("2026-01-20T02:24:27Z", datetime(2026, 1, 20, 2, 24, 27, tzinfo=UTC)),
    ("2026-01-20T02:24:27z", datetime(2026, 1, 20, 2, 24, 27, tzinfo=UTC)),
    (" 2026-01-20T02:24:27Z ", datetime(2026, 1, 20, 2, 24, 27, tzinfo=UTC)),
    ("2026-01-20T02:24:27-00:00", datetime(2026, 1, 20, 2, 24, 27, tzinfo=UTC)),
    ("2026-01-20T04:24:27+02:00", datetime(2026, 1, 20, 2, 24, 27, tzinfo=UTC)),
    ("2026-01-20T02:24:27", datetime(2026, 1, 20, 2, 24, 27, tzinfo=UTC)),  # no zone: UTC
    ("2026-01-20", datetime(2026, 1, 20, tzinfo=UTC)),
    ("2026-01-20T24:00:00Z", None),
    ("2026-01-20T02:24:27UTC", None),
    ("yesterday", None),
    ("", None),
    (None, None),
    (True, None),
    (1768875867, datetime(2026, 1, 20, 2, 24, 27, tzinfo=UTC)),
    (1768875867000, datetime(2026, 1, 20, 2, 24, 27, tzinfo=UTC)),
])
def test_a_stored_or_logged_time_reads_as_aware_utc(given: object, read: datetime | None) -> None:
    parsed = parse_time(given)
    assert parsed == read
    if read is not None:
        assert parsed is not None and parsed.tzinfo is UTC
