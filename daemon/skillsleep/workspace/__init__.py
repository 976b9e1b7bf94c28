"""Replaying a task in a throwaway git worktree, through the person's own harness CLI.

Most of what people ask their agents is a change to code, and most of what they correct is about
the change ("no testify", "run the linter before you say done"). A chat answer cannot show that,
so a task whose judges read the change is replayed where the change can be seen:

- `place.py` finds where the task happened: the session's repository and the commit it started
  from (recorded by the harness, or the newest commit of the session's branch at its start), or
  says in a sentence why the task cannot be replayed there.
- `area.py` makes the workspace: a private clone that borrows the repository's objects (read only,
  through git's alternates) and a detached worktree of it at that commit, in the tool's own cache
  folder, removed after each replay; what a killed night left is removed at the next start. The
  person's checkout, branches, index, stash, hooks and files are never written: nothing a replay
  or its agent does in git (a commit, a branch, a stash, a push) can reach them.
- `runners.py` picks, through the harness registry, the runner that runs the harness headless in
  the worktree: each harness package holds its own (`replay.py`: `claude -p --output-format
  stream-json`, `codex exec --json`) on the common run of `skillsleep.replaykit`, with the
  person's and the project's hooks turned off, no session log written, edits confined to the
  worktree by the CLI's own sandbox, and a time limit.
- `outcome.py` turns what happened into an `Attempt`: the diff, the commands and their exit
  codes, the commits, the final message, and the project's own check run after the agent.
- `plan.py` decides per task: in a workspace, in chat, or not at all (and why), and
  `rollouts.py` is what the optimizer's evaluator calls, with the night's budget and cache.
"""
