"""The sessions of the ninth kinds batch: observability added (metrics, dashboards, alerts,
trace spans, structured log fields) and data backfilled or fixed once (a column filled, an
import run again, bad rows corrected), again and again in other words, among defects of the same
projects.

Each person's turn carries the reading it should get, decided before the reader was run on it
(see `helpers.labelled`).
"""

from __future__ import annotations

from helpers.labelled import AGENT, FOLLOWUP, ONE_OFF, Turns

# The recurring work of the batch.
OBSERVE = "add-observability"   # a metric, a dashboard, an alert, a span or log fields added
BACKFILL = "fix-data"           # data backfilled, re-run or corrected once
DEFECT = "fix-defect"           # a defect of the product fixed

# billing: a Django app, with Claude Code.
BILLING_ONE: Turns = [
    (OBSERVE, "emit a prometheus counter for failed card charges, labelled by decline code"),
    (AGENT, "Added `charges_failed_total{code}` in `billing/metrics.py`, incremented in the "
            "charge handler's except branch."),
    (FOLLOWUP, "ok thanks"),
    (BACKFILL, "backfill the invoice_number column for the existing invoices"),
    (AGENT, "Wrote `manage.py backfill_invoice_numbers`, batches of 500; ran it on staging: "
            "41,203 rows filled."),
    (FOLLOWUP, "run it in prod too"),
]
BILLING_TWO: Turns = [
    (DEFECT, "the invoice pdf shows the net amount twice"),
    (AGENT, "The template rendered `net` in the total row; it renders `gross` now."),
    (OBSERVE, "add an alert when the charge failure rate goes over 3% for 10 minutes"),
    (AGENT, "Added an alerting rule on `rate(charges_failed_total[10m]) / rate(charges_total"
            "[10m]) > 0.03` that pages billing-oncall."),
    (FOLLOWUP, "perfect"),
]
# ingest: a Go service, with Codex.
INGEST_ONE: Turns = [
    (OBSERVE, "wrap the postgres writes in an otel span so we see them in the traces"),
    (AGENT, "`store.Write` starts a `db.write` span with the table and row count as "
            "attributes."),
    (BACKFILL, "the import for the 3rd failed halfway, re-run it for that day"),
    (AGENT, "Re-ran `ingest run --date 2026-03-03`; 88k events loaded, no duplicates (upsert "
            "on event id)."),
    (FOLLOWUP, "great"),
]
INGEST_TWO: Turns = [
    (DEFECT, "the consumer panics when a message has an empty body"),
    (AGENT, "An empty body is skipped with a warning now instead of being decoded."),
    (FOLLOWUP, "thanks"),
    (BACKFILL, "some events in prod have a null tenant_id, fix those rows from the source "
               "topic"),
    (AGENT, "Wrote a one-off UPDATE joining on the raw events table; 312 rows fixed."),
]
# shop: a TypeScript/Node app, with the Copilot CLI.
SHOP_ONE: Turns = [
    (OBSERVE, "we need a grafana dashboard panel for the checkout queue depth"),
    (AGENT, "Added a panel plotting `checkout_queue_depth` to the shop dashboard JSON."),
    (FOLLOWUP, "nice"),
    (DEFECT, "the cart badge shows 0 after adding an item on safari"),
    (AGENT, "The badge read the count before the store updated; it subscribes now."),
]
SHOP_TWO: Turns = [
    (BACKFILL, "move the old product images in S3 to the new images/ prefix"),
    (AGENT, "Wrote `scripts/move-images.ts`: copies each object to `images/` and deletes the "
            "old key after a checksum match; 9,114 objects moved."),
    (FOLLOWUP, "ok"),
    (OBSERVE, "add request_id and user_id as structured fields to every log line of the api"),
    (AGENT, "A pino child logger per request carries `request_id` and `user_id`."),
    (ONE_OFF, "what's the difference between a histogram and a summary in prometheus?"),
    (AGENT, "A histogram counts observations in buckets you aggregate on the server; a "
            "summary computes quantiles in the client, which cannot be aggregated."),
]

SESSIONS: list[tuple[str, str, str, Turns]] = [
    ("k9-billing-1", "claude-code", "/home/ana/billing", BILLING_ONE),
    ("k9-ingest-1", "codex", "/home/ana/ingest", INGEST_ONE),
    ("k9-shop-1", "copilot", "/home/ana/shop", SHOP_ONE),
    ("k9-billing-2", "claude-code", "/home/ana/billing", BILLING_TWO),
    ("k9-ingest-2", "codex", "/home/ana/ingest", INGEST_TWO),
    ("k9-shop-2", "copilot", "/home/ana/shop", SHOP_TWO),
]
