"""Did an accepted edit help: each one measured on the person's later tasks (measure.py), with a
stated test (exact.py, verdict.py), and shown where the person looks (show.py)."""
