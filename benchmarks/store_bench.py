"""Store speed: our crash-safe, locked TinyDB store against plain TinyDB JSONStorage.

For 10k and 100k task-sized records it measures, in the same run:
  * bulk write throughput (records per second, written in transactions of --batch records);
  * single-record writes on top of the full store (one transaction per record);
  * load time (a fresh process-level open and a read of every record).
Ratios above 1 mean our store is faster; below 1, the price paid for atomicity and locking.

    python benchmarks/store_bench.py [--sizes 10000 100000] [--batch 1000] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import string
import tempfile
import time
from pathlib import Path
from typing import Any

from tinydb import TinyDB
from tinydb.storages import JSONStorage

from skillsleep.store import Store


def task_record(i: int, rng: random.Random) -> dict[str, Any]:
    words = ["".join(rng.choices(string.ascii_lowercase, k=rng.randint(3, 9))) for _ in range(30)]
    return {
        "id": f"{i:012x}", "request": " ".join(words)[:240], "harness": "claude-code",
        "session_id": f"{rng.getrandbits(64):016x}", "project": "/home/user/src/app",
        "time": "2026-11-30T03:17:00Z", "outcome": rng.choice(["success", "failure", "unknown"]),
        "family_id": f"f{rng.randint(0, 200)}",
        "judges": [{"kind": "must_mention", "params": {"terms": ["pnpm"]},
                    "source": "use pnpm, not npm"}],
    }


def bench_ours(folder: Path, records: list[dict[str, Any]], batch: int,
               singles: int) -> dict[str, float]:
    col = Store(folder).open().collection("tasks")
    t0 = time.perf_counter()
    for start in range(0, len(records), batch):
        with col.write() as table:
            table.insert_multiple(records[start:start + batch])
    bulk = time.perf_counter() - t0
    t0 = time.perf_counter()
    for rec in records[:singles]:
        with col.write() as table:
            table.insert(rec)
    single = time.perf_counter() - t0
    t0 = time.perf_counter()
    n = len(Store(folder).open().collection("tasks").all())
    load = time.perf_counter() - t0
    assert n == len(records) + singles
    return {"bulk_rps": len(records) / bulk, "single_rps": singles / single, "load_s": load}


def bench_plain(folder: Path, records: list[dict[str, Any]], batch: int,
                singles: int) -> dict[str, float]:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "tasks.json"
    t0 = time.perf_counter()
    with TinyDB(path, storage=JSONStorage) as db:
        table = db.table("tasks")
        for start in range(0, len(records), batch):
            table.insert_multiple(records[start:start + batch])
    bulk = time.perf_counter() - t0
    t0 = time.perf_counter()
    with TinyDB(path, storage=JSONStorage) as db:
        table = db.table("tasks")
        for rec in records[:singles]:
            table.insert(rec)
    single = time.perf_counter() - t0
    t0 = time.perf_counter()
    with TinyDB(path, storage=JSONStorage) as db:
        n = len(db.table("tasks").all())
    load = time.perf_counter() - t0
    assert n == len(records) + singles
    return {"bulk_rps": len(records) / bulk, "single_rps": singles / single, "load_s": load}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    parser.add_argument("--batch", type=int, default=1000)
    parser.add_argument("--singles", type=int, default=50,
                        help="single-record transactions on top of the full store")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rng = random.Random(42)
    results = []
    for size in args.sizes:
        records = [task_record(i, rng) for i in range(size)]
        with tempfile.TemporaryDirectory() as tmp:
            plain = bench_plain(Path(tmp) / "plain", records, args.batch, args.singles)
            ours = bench_ours(Path(tmp) / "ours", records, args.batch, args.singles)
            size_mb = (Path(tmp) / "ours" / "tasks.json").stat().st_size / 1e6
        results.append({
            "records": size, "file_mb": round(size_mb, 1),
            "ours": ours, "plain_tinydb": plain,
            "bulk_write_ratio": ours["bulk_rps"] / plain["bulk_rps"],
            "single_write_ratio": ours["single_rps"] / plain["single_rps"],
            "load_ratio": plain["load_s"] / ours["load_s"],
        })
    if args.json:
        print(json.dumps(results, indent=2))
        return
    for r in results:
        o, p = r["ours"], r["plain_tinydb"]
        print(f"{r['records']:>7} records ({r['file_mb']} MB)")
        print(f"  bulk write   ours {o['bulk_rps']:>10.0f} rec/s   plain {p['bulk_rps']:>10.0f} "
              f"rec/s   ratio {r['bulk_write_ratio']:.2f}")
        print(f"  single write ours {o['single_rps']:>10.1f} rec/s   "
              f"plain {p['single_rps']:>10.1f} rec/s   ratio {r['single_write_ratio']:.2f}")
        print(f"  load         ours {o['load_s']:>10.3f} s       "
              f"plain {p['load_s']:>10.3f} s       ratio {r['load_ratio']:.2f}")


if __name__ == "__main__":
    main()
