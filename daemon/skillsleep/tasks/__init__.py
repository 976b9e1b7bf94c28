"""Tasks mined from sessions, their outcome signals and judges, and recurring task families."""
