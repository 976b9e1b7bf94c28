"""A stand-in `claude` on PATH, answering `claude -p --output-format json` the way the real CLI
does, for nights that run in a real subprocess (`skillopt-sleep run`) with the `claude-code/`
provider.

It behaves like the scripted models: a rollout follows the document's "Always mention X." lines
literally, a reflection proposes the line that fixes its failed "must mention" check. Each call
appends "start <hash>" to `$STANDIN_LOG` as it begins and "answer <hash>" just before it
answers (the hash is of the prompt on stdin), and takes `$STANDIN_SECONDS` to answer, so a test
can tell which prompts were answered and stop a night while a call is in flight.
"""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

SCRIPT = r'''
import hashlib, json, os, re, sys, time
if "--version" in sys.argv:
    print("2.1.34 (Claude Code)")
    sys.exit(0)

prompt = sys.stdin.read()
digest = hashlib.sha256(prompt.encode()).hexdigest()[:16]
log = os.environ.get("STANDIN_LOG")
def note(word):
    if log:
        with open(log, "a") as fh:
            fh.write(f"{word} {digest}\n")
note("start")
time.sleep(float(os.environ.get("STANDIN_SECONDS", "0")))
m = re.search(r"<instructions>\n(.*?)\n</instructions>", prompt, re.S)
instructions = m.group(1) if m else ""
if "FAILED CHECKS:" in prompt or "Propose at most" in prompt:
    got = re.search(r"FAILED CHECKS: the answer must mention ([^;\n]+)", prompt)
    terms = [t.strip() for t in got.group(1).split(",")] if got else []
    text = json.dumps([{"op": "add", "anchor": "", "new": f"Always mention {t}.",
                        "why": f"answers forgot {t}"} for t in terms])
elif "short notes" in prompt:
    text = "Explicit 'Always mention' lines help this document."
elif prompt.lstrip().split("\n", 2)[-1].startswith("Rewrite these instructions"):
    text = "\n".join(line for line in prompt.splitlines() if line.startswith("- "))
else:
    extras = re.findall(r"^\s*[-*]?\s*Always mention (.+?)\.?\s*$", instructions, re.M)
    text = "Here is my answer." + (" I mention " + ", ".join(extras) + "." if extras else "")
note("answer")
print(json.dumps({"type": "result", "subtype": "success", "is_error": False, "result": text,
                  "total_cost_usd": 0.0,
                  "usage": {"input_tokens": len(prompt) // 4, "output_tokens": len(text) // 4}}))
'''


def install(bin_dir: Path) -> Path:
    """Write the stand-in `claude` into `bin_dir` (put that folder first on PATH)."""
    bin_dir.mkdir(parents=True, exist_ok=True)
    path = bin_dir / "claude"
    path.write_text(f"#!{sys.executable}\n{SCRIPT}", encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IEXEC)
    return path


def answered(log: Path) -> list[str]:
    """Hashes of the prompts the stand-in answered, in order."""
    return _entries(log, "answer")


def started(log: Path) -> list[str]:
    return _entries(log, "start")


def _entries(log: Path, word: str) -> list[str]:
    try:
        lines = log.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        return []
    return [line.split()[1] for line in lines if line.startswith(word + " ")]


def env(bin_dir: Path, log: Path, seconds: float) -> dict[str, str]:
    return {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
            "STANDIN_LOG": str(log), "STANDIN_SECONDS": str(seconds)}
