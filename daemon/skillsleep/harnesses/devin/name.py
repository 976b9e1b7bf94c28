"""The harness's id: the one place it is spelled, read by its description and its readers
(which therefore never import the description that loads them)."""

ID = "devin"
