"""The kit every log reader uses: beneath the harvest, the harnesses and the tasks alike.

JSON lines (jsonl), how far each log was read (positions), the drafts a reader fills and the
shared reading of a log file (drafts, readers), the folder walk (discovery), read-only SQLite
(sqlite_ro), what kind of text a turn holds (classify) and skillopt-sleep's own headless calls
(marker), secret redaction (redact) and the checks a person asks for (checks). It imports none
of the packages above it, so each of them can read it without an import circle.
"""
