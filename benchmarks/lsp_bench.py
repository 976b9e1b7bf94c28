"""Language server speed: start-up, and the latency of diagnostics, code lens and code actions.

Drives the real server as an editor starts it (the installed `skillopt-sleep-lsp` script; `python
-m skillsleep_lsp` where it is not installed) over stdio with pygls's own client, in a
throw-away SKILLOPT_SLEEP_HOME, on a copy of a real skill document carrying one proposal of
1, 10 and 100 pending edits. Baselines measured in the same run:
  * start-up: an empty pygls server answering `initialize` (what any pygls server pays),
    measured interleaved with ours so load on the machine hits both alike, plus
    `python -c "import pygls.lsp.server"` and `python -c pass`;
  * requests: a code lens request on a document with no proposal (the JSON-RPC round trip).

    python benchmarks/lsp_bench.py [--starts 10] [--rounds 100] [--edits 1 10 100] [--json]

Diagnostics latency is didChange -> publishDiagnostics for that version (the edits re-anchored
on the new text); code lens and code actions are request round trips on an unchanged version.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from lsprotocol import types
from pygls.lsp.client import LanguageClient

from skillsleep.edits import Edit
from skillsleep.paths import resolve_paths
from skillsleep.proposals import build_proposal, save_proposal
from skillsleep.store import Store

REPO = Path(__file__).resolve().parents[1]
SKILL = REPO.parent / "shared" / "fixtures" / "real" / "skills" / "entireio-test-repo" / "SKILL.md"
SCRIPT = Path(sys.executable).parent / "skillopt-sleep-lsp"
SERVER = [str(SCRIPT)] if SCRIPT.exists() else [sys.executable, "-m", "skillsleep_lsp"]
EMPTY_SERVER = [sys.executable, "-c", "from pygls.lsp.server import LanguageServer; "
                "LanguageServer('empty', '1').start_io()"]
CAPS = types.ClientCapabilities(
    text_document=types.TextDocumentClientCapabilities(
        code_action=types.CodeActionClientCapabilities(
            code_action_literal_support=types.ClientCodeActionLiteralOptions(
                code_action_kind=types.ClientCodeActionKindOptions(value_set=["quickfix"]))),
        code_lens=types.CodeLensClientCapabilities()),
    workspace=types.WorkspaceClientCapabilities(apply_edit=True))


def stats(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    return {"median_ms": statistics.median(ordered) * 1000, "p99_ms": p99 * 1000,
            "n": len(ordered)}


def children_cpu() -> float:
    """User + system CPU seconds of every reaped child process so far (0 where unknown)."""
    try:
        import resource
    except ImportError:  # Windows
        return 0.0
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed_process(args: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(args, env=env, check=True, capture_output=True)
    return time.perf_counter() - start


class Bench:
    def __init__(self, home: Path) -> None:
        self.home = home
        # Servers start as an editor starts an installed one: with their compiled bytecode
        # (a shell that sets PYTHONDONTWRITEBYTECODE would have ours compiled at every start,
        # while pygls's came compiled with its wheel).
        self.env = {**{k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
                    "SKILLOPT_SLEEP_HOME": str(home / "sleep"), "HOME": str(home)}
        self.diagnostics: dict[str, asyncio.Queue[types.PublishDiagnosticsParams]] = {}

    async def client(self, command: list[str] = SERVER) -> LanguageClient:
        client = LanguageClient("lsp-bench", "1")

        @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def diagnostics(params: types.PublishDiagnosticsParams) -> None:
            self.diagnostics.setdefault(params.uri, asyncio.Queue()).put_nowait(params)

        await client.start_io(*command, env=self.env)
        return client

    async def startup(self, command: list[str] = SERVER) -> tuple[float, float]:
        """Spawn to the answer of `initialize` (when the editor can start sending work), and the
        CPU seconds the server process used over its whole short life (less hit by load)."""
        before = children_cpu()
        start = time.perf_counter()
        client = await self.client(command)
        await client.initialize_async(types.InitializeParams(capabilities=CAPS))
        elapsed = time.perf_counter() - start
        await self.close(client)  # waits for the process, so its CPU time is counted
        return elapsed, children_cpu() - before

    async def close(self, client: LanguageClient) -> None:
        await client.shutdown_async(None)
        client.exit(None)
        await client.stop()

    def document(self, n_edits: int) -> Path:
        folder = self.home / f"proj-{n_edits}" / ".claude" / "skills" / "test-repo"
        folder.mkdir(parents=True)
        doc = folder / "SKILL.md"
        shutil.copyfile(SKILL, doc)
        text = doc.read_text()
        unique = [line for line in dict.fromkeys(text.splitlines())
                  if line.strip() and text.count(line) == 1]
        if len(unique) < n_edits:
            raise SystemExit(f"{SKILL} has only {len(unique)} unique lines; "
                             f"cannot place {n_edits} edits")
        edits = [Edit("replace", line, line + " (clarified)", rationale="benchmark",
                      evidence={"tasks": ["t-1", "t-2"]}) for line in unique[:n_edits]]
        proposal = build_proposal(doc, text, edits, val_before=0.4, val_after=0.6)
        save_proposal(Store(resolve_paths(self.env).store_dir).open(), proposal)
        return doc

    async def next_diagnostics(self, uri: str, version: int) -> types.PublishDiagnosticsParams:
        queue = self.diagnostics.setdefault(uri, asyncio.Queue())
        while True:
            params = await asyncio.wait_for(queue.get(), 30)
            if params.version == version:
                return params

    async def requests(self, n_edits: int, rounds: int) -> dict[str, Any]:
        doc = self.document(n_edits)
        client = await self.client()
        await client.initialize_async(types.InitializeParams(capabilities=CAPS))
        client.initialized(types.InitializedParams())
        uri = doc.as_uri()
        text = doc.read_text()
        client.text_document_did_open(types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="markdown", version=1,
                                                 text=text)))
        first = await self.next_diagnostics(uri, 1)
        assert len(first.diagnostics) == n_edits, (len(first.diagnostics), n_edits)
        line = first.diagnostics[-1].range.start.line

        diag_times = []
        for version in range(2, rounds + 2):
            changed = text + ("\n" if version % 2 else "")  # anchors stay, the text changes
            start = time.perf_counter()
            client.text_document_did_change(types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
                content_changes=[types.TextDocumentContentChangeWholeDocument(text=changed)]))
            await self.next_diagnostics(uri, version)
            diag_times.append(time.perf_counter() - start)

        ident = types.TextDocumentIdentifier(uri=uri)
        lens_times, action_times = [], []
        where = types.Range(start=types.Position(line=line, character=0),
                            end=types.Position(line=line, character=0))
        for _ in range(rounds):
            start = time.perf_counter()
            lenses = await client.text_document_code_lens_async(
                types.CodeLensParams(text_document=ident))
            lens_times.append(time.perf_counter() - start)
            start = time.perf_counter()
            actions = await client.text_document_code_action_async(types.CodeActionParams(
                text_document=ident, range=where,
                context=types.CodeActionContext(diagnostics=[])))
            action_times.append(time.perf_counter() - start)
        assert lenses and actions
        await self.close(client)
        return {"edits": n_edits, "diagnostics": stats(diag_times),
                "code_lens": stats(lens_times), "code_actions": stats(action_times)}

    async def round_trip(self, rounds: int) -> dict[str, float]:
        """A code lens request on a document nobody proposed anything for."""
        readme = self.home / "README.md"
        readme.write_text("# Nothing to see\n")
        client = await self.client()
        await client.initialize_async(types.InitializeParams(capabilities=CAPS))
        client.initialized(types.InitializedParams())
        client.text_document_did_open(types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=readme.as_uri(), language_id="markdown",
                                                 version=1, text=readme.read_text())))
        ident = types.TextDocumentIdentifier(uri=readme.as_uri())
        times = []
        for _ in range(rounds):
            start = time.perf_counter()
            await client.text_document_code_lens_async(types.CodeLensParams(text_document=ident))
            times.append(time.perf_counter() - start)
        await self.close(client)
        return stats(times)


async def run(args: argparse.Namespace) -> dict[str, Any]:
    load_at_start = os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="lsp-bench-") as tmp:
        bench = Bench(Path(tmp))
        pygls_import = [timed_process([sys.executable, "-c", "import pygls.lsp.server"],
                                      bench.env) for _ in range(args.starts)]
        python_only = [timed_process([sys.executable, "-c", "pass"], bench.env)
                       for _ in range(args.starts)]
        starts, empty, starts_cpu, empty_cpu = [], [], [], []
        for _ in range(args.starts):
            wall, cpu = await bench.startup(EMPTY_SERVER)
            empty.append(wall)
            empty_cpu.append(cpu)
            wall, cpu = await bench.startup()
            starts.append(wall)
            starts_cpu.append(cpu)
        baseline = await bench.round_trip(args.rounds)
        rows = [await bench.requests(n, args.rounds) for n in args.edits]
    return {
        "startup": stats(starts), "empty_pygls_server": stats(empty),
        "startup_cpu": stats(starts_cpu), "empty_pygls_server_cpu": stats(empty_cpu),
        "import_pygls": stats(pygls_import),
        "python_only": stats(python_only), "round_trip": baseline, "per_edits": rows,
        "cpus": os.cpu_count(), "load_average_start": load_at_start,
        "load_average": os.getloadavg()[0], "server": " ".join(SERVER),
    }


def report(result: dict[str, Any]) -> None:
    s, imp, py = result["startup"], result["import_pygls"], result["python_only"]
    empty = result["empty_pygls_server"]
    print(f"machine: {result['cpus']} CPUs, load average {result['load_average_start']:.2f} at "
          f"the start, {result['load_average']:.2f} at the end; server: {result['server']}")
    print(f"start-up to initialize answer: median {s['median_ms']:.0f} ms, "
          f"p99 {s['p99_ms']:.0f} ms (n={s['n']})")
    print(f"  baseline, an empty pygls server: median {empty['median_ms']:.0f} ms, "
          f"p99 {empty['p99_ms']:.0f} ms -> ours/empty {s['median_ms'] / empty['median_ms']:.2f}x")
    cpu, empty_cpu = result["startup_cpu"], result["empty_pygls_server_cpu"]
    if empty_cpu["median_ms"] > 0:
        print(f"  CPU time per server process: median {cpu['median_ms']:.0f} ms, empty pygls "
              f"server {empty_cpu['median_ms']:.0f} ms -> "
              f"{cpu['median_ms'] / empty_cpu['median_ms']:.2f}x")
    print(f"  baseline `import pygls.lsp.server`: median {imp['median_ms']:.0f} ms")
    print(f"  baseline `python -c pass`: median {py['median_ms']:.0f} ms")
    rt = result["round_trip"]
    print(f"request round trip, no proposal (baseline): median {rt['median_ms']:.2f} ms, "
          f"p99 {rt['p99_ms']:.2f} ms")
    print(f"{'edits':>6} {'what':<13} {'median ms':>10} {'p99 ms':>8} {'x baseline':>11}")
    for row in result["per_edits"]:
        for key in ("diagnostics", "code_lens", "code_actions"):
            m = row[key]
            print(f"{row['edits']:>6} {key:<13} {m['median_ms']:>10.2f} {m['p99_ms']:>8.2f} "
                  f"{m['median_ms'] / rt['median_ms']:>11.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--starts", type=int, default=10, help="server start-ups to time")
    parser.add_argument("--rounds", type=int, default=100, help="requests per measurement")
    parser.add_argument("--edits", type=int, nargs="+", default=[1, 10, 100])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    result = asyncio.run(run(args))
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        report(result)


if __name__ == "__main__":
    main()
