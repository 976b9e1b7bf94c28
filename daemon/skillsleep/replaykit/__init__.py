"""What running a harness CLI headless in a worktree is, whatever the harness.

Beneath both the harness packages (each holds its own runner: its command line and how to read
its event stream) and the workspace (which picks a runner through the harness registry and runs
it): neither imports the other for it. `command.py` holds `Command`, which a runner produces
and the judges of tasks score.
"""
