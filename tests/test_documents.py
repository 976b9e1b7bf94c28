"""Instruction documents that are symlinks, in a real git repository, through a real night.

A cloned repository can carry `CLAUDE.md -> ~/.aws/credentials`. Such a link is never a
document: not mapped to a family, not read by the night, not sent to the model (a stand-in
HTTP server on 127.0.0.1 records every byte the night sends), not stored in a proposal, not
written by an accept. A link that stays inside the repository is followed, its text is
redacted before it is sent, and accepting writes through it, leaving the link a link.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from skillsleep.context import Context
from skillsleep.documents import DocumentRefused, checked_document
from skillsleep.edits import Edit
from skillsleep.proposals import build_proposal, save_proposal

from helpers.cli import run_cli, run_json
from helpers.harvest import slug, write_jsonl
from helpers.model_server import OPTIMIZER, TARGET, StandInModelServer

AWS_SECRET = "wJalrXUtnFEMI" + "/K7MDENG/bPxRfiCY" + "EXAMPLEKEY"
CREDENTIALS = f"[default]\naws_access_key_id = AKIA{'Z7Q2W4E6R8T0Y2U4'}\n" \
              f"aws_secret_access_key = {AWS_SECRET}\n"
DOC_TOKEN = "gh" + "p_" + "Vb7Nq2Lx9Ks4Jd6Hf8Gs1Aq3Wz5Xc7Ev9Rt0"
AGENTS = ("# Release notes\n\nWrite release notes as a bulleted list, newest first.\n"
          f"The release bot pushes with {DOC_TOKEN}.\n")


def _git(repo: Path, *args: str) -> None:
    subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True,
                   env={**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@e",
                        "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@e"})


@pytest.fixture
def repo(tmp_path: Path, isolated_home: Path) -> Path:
    """A cloned-looking repository whose CLAUDE.md leads out of it and whose AGENTS.md is a
    link to a file inside it."""
    creds = isolated_home / ".aws" / "credentials"
    creds.parent.mkdir()
    creds.write_text(CREDENTIALS)
    repo = tmp_path / "shop"
    (repo / "docs").mkdir(parents=True)
    (repo / "docs" / "agents.md").write_text(AGENTS)
    (repo / "AGENTS.md").symlink_to("docs/agents.md")
    (repo / "CLAUDE.md").symlink_to(creds)
    _git(repo, "init", "-q")
    _git(repo, "add", "-A")
    _git(repo, "commit", "-q", "-m", "init")
    return repo


def _sessions(home: Path, project: Path, n: int = 12) -> None:
    for i in range(n):
        sid = f"5b1e2c3d-4f5a-4b6c-8d7e-{i:012d}"
        t = f"2026-11-{1 + i:02d}T10:00:"
        write_jsonl(home / ".claude" / "projects" / slug(str(project)) / f"{sid}.jsonl", [
            {"type": "user", "sessionId": sid, "cwd": str(project), "timestamp": t + "00Z",
             "message": {"role": "user",
                         "content": f"Write the release notes for version 2.{i}, "
                                    f"use httpx not requests"}},
            {"type": "assistant", "sessionId": sid, "cwd": str(project), "timestamp": t + "05Z",
             "message": {"role": "assistant", "model": "m", "content": [
                 {"type": "text", "text": "Here are the notes; run npm install first."}]}},
            {"type": "user", "sessionId": sid, "cwd": str(project), "timestamp": t + "09Z",
             "message": {"role": "user", "content": "no, that's wrong"}},
        ])


def _night_env(sleep_home: Path, server: StandInModelServer) -> dict[str, str]:
    cfg = sleep_home / "config" / "config.toml"
    cfg.parent.mkdir(parents=True, exist_ok=True)
    cfg.write_text(f'[models]\ntarget = "openai/{TARGET}"\noptimizer = "openai/{OPTIMIZER}"\n'
                   '[tasks]\nclustering = "tfidf"\n[optimizer]\nepochs = 1\n')
    return {**os.environ, "OPENAI_API_KEY": "sk-test-not-a-key", "OPENAI_API_BASE": server.url,
            "OPENAI_BASE_URL": server.url}


def test_a_link_out_of_the_repository_is_never_read_sent_stored_or_written(
        repo: Path, isolated_home: Path, sleep_home: Path) -> None:
    _sessions(isolated_home, repo)
    run_cli("harvest")
    with StandInModelServer() as server:
        env = _night_env(sleep_home, server)
        night = json.loads(run_cli("run", "--json", env=env, timeout=300).stdout)
    sent = server.received
    assert server.requests, night  # the night did call the model
    # The link out of the repository: never a target, never read, never sent.
    families = run_json("clusters", "--min-size", "1")
    targets = [t["path"] for f in families for t in f["targets"]]
    assert str(repo / "AGENTS.md") in targets
    assert not any(p.endswith("CLAUDE.md") or "credentials" in p for p in targets)
    assert AWS_SECRET not in sent and "aws_secret_access_key" not in sent
    assert [d["path"] for d in night["documents"]] == [str(repo / "docs/agents.md")]
    # The link inside it: read, redacted before it was sent, proposed on.
    assert "newest first" in sent and DOC_TOKEN not in sent
    stored = "".join(p.read_text(errors="replace") for p in sleep_home.rglob("*.json"))
    assert AWS_SECRET not in stored and DOC_TOKEN not in stored
    [proposal] = run_json("proposals", "list")
    result = run_json("proposals", "accept", proposal["id"])
    assert (repo / "AGENTS.md").is_symlink()
    assert os.readlink(repo / "AGENTS.md") == "docs/agents.md"
    assert "httpx" in (repo / "docs" / "agents.md").read_text()
    assert DOC_TOKEN in (repo / "docs" / "agents.md").read_text()  # the live text keeps it
    assert Path(result["backup"]).read_text() == AGENTS
    assert (isolated_home / ".aws" / "credentials").read_text() == CREDENTIALS
    assert (repo / "CLAUDE.md").is_symlink()


def test_accept_refuses_a_target_that_left_its_repository(repo: Path,
                                                           isolated_home: Path) -> None:
    # A proposal made while CLAUDE.md was still a regular file of the repository.
    ctx = Context.create()
    proposal = build_proposal(repo / "CLAUDE.md", "# Notes\n",
                              [Edit(op="add", anchor="", new="Use pnpm, not npm.")])
    save_proposal(ctx.store, proposal)
    proc = run_cli("proposals", "accept", proposal.id, check=False)
    assert proc.returncode != 0 and "Traceback" not in proc.stderr
    assert "outside its repository" in proc.stderr and "Nothing was written" in proc.stderr
    assert (isolated_home / ".aws" / "credentials").read_text() == CREDENTIALS
    assert (repo / "CLAUDE.md").is_symlink()
    assert run_json("proposals", "list")[0]["status"] == "pending"


def test_run_with_a_skill_that_leaves_the_repository_is_refused(repo: Path) -> None:
    proc = run_cli("run", "--skill", str(repo / "CLAUDE.md"), check=False)
    assert proc.returncode != 0 and "Traceback" not in proc.stderr
    assert "outside its repository" in proc.stderr


def test_only_regular_files_and_links_inside_their_repository_are_documents(
        repo: Path, tmp_path: Path, isolated_home: Path) -> None:
    assert checked_document(repo / "AGENTS.md") == (repo / "docs" / "agents.md").resolve()
    with pytest.raises(DocumentRefused, match="outside its repository"):
        checked_document(repo / "CLAUDE.md")
    # A folder of the repository that links out counts the same as a file that does.
    (repo / ".claude").symlink_to(isolated_home / ".aws")
    with pytest.raises(DocumentRefused, match="outside its repository"):
        checked_document(repo / ".claude" / "credentials")
    with pytest.raises(DocumentRefused, match="folder"):
        checked_document(repo / "docs")
    fifo = repo / "RULES.md"
    os.mkfifo(fifo)
    with pytest.raises(DocumentRefused, match="not a regular file"):
        checked_document(fifo)
    # Outside any repository a document must not be a link itself; its folders may be.
    loose = tmp_path / "loose"
    loose.mkdir()
    (loose / "CLAUDE.md").symlink_to(isolated_home / ".aws" / "credentials")
    with pytest.raises(DocumentRefused, match="in no repository"):
        checked_document(loose / "CLAUDE.md")
    dotfiles = tmp_path / "dotfiles"
    dotfiles.mkdir()
    (dotfiles / "CLAUDE.md").write_text("# me\n")
    (isolated_home / ".claude").symlink_to(dotfiles)
    assert checked_document("~/.claude/CLAUDE.md") == (dotfiles / "CLAUDE.md").resolve()
