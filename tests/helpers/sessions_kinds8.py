"""The sessions of the eighth kinds batch: work made faster, screens made usable with assistive
technology and the keyboard, and secrets or an environment's settings rotated or moved, again
and again in other words, among defects of the same projects.

Each person's turn carries the reading it should get, decided before the reader was run on it
(see `helpers.labelled`).
"""

from __future__ import annotations

from helpers.labelled import AGENT, FOLLOWUP, ONE_OFF, Turns

# The recurring work of the batch.
PERF = "make-faster"            # something made faster or lighter
A11Y = "fix-accessibility"      # a screen made usable with a screen reader or the keyboard
SECRETS = "rotate-secrets"      # a secret, a certificate or an environment's settings changed
DEFECT = "fix-defect"           # a defect of the product fixed

# ledger: a Django app, with Claude Code, then Codex.
LEDGER_LIST: Turns = [
    (PERF, "the invoices list takes 6 seconds to load, speed it up"),
    (AGENT, "The list ran one query per invoice for its customer; `select_related('customer')` "
            "and an index on `invoices(created_at)` bring it to 180 ms on the staging data."),
    (FOLLOWUP, "great, thanks"),
    (SECRETS, "rotate the Stripe secret key, the old one showed up in a screenshot"),
    (AGENT, "Rolled the key in the Stripe dashboard, stored the new one as `STRIPE_SECRET_KEY` "
            "in the secret manager and redeployed; the old key is revoked."),
    (FOLLOWUP, "ok"),
]
LEDGER_LABELS: Turns = [
    (A11Y, "the screen reader skips the invoice totals, add proper labels"),
    (AGENT, "The totals row has `role=\"rowheader\"` and `aria-label`s naming each amount; "
            "VoiceOver reads them in order now."),
    (FOLLOWUP, "the column headers too"),
    (AGENT, "The column headers are `<th scope=\"col\">` with their labels."),
    (DEFECT, "the PDF export crashes on invoices with no line items"),
    (AGENT, "`render_pdf` indexed the first line item; an invoice without any renders an empty "
            "table now, with a test."),
    (FOLLOWUP, "thanks"),
]

# harbor: a Go service, with Claude Code.
HARBOR_INGEST: Turns = [
    (PERF, "profile the ingest worker, it can't keep up with 2k msgs/s"),
    (AGENT, "Most of the time goes to `json.Unmarshal` into `map[string]any`; decoding into the "
            "typed struct and reusing the buffers gets it to 6k msgs/s."),
    (FOLLOWUP, "nice"),
    (SECRETS, "the TLS cert on the grpc gateway expires next week, renew it and reload the "
              "gateway"),
    (AGENT, "Issued the new certificate with cert-manager, the secret `gateway-tls` holds it and "
            "the gateway picked it up without a restart."),
    (FOLLOWUP, "good"),
]
HARBOR_SHIPMENTS: Turns = [
    (PERF, "N+1 in the /v1/shipments handler, fix it"),
    (AGENT, "The handler loaded each shipment's carrier on its own; one join loads them with the "
            "shipments, from 201 queries to 1."),
    (FOLLOWUP, "ok"),
    (DEFECT, "the retry loop panics with a nil pointer when the broker is down"),
    (AGENT, "`publish` used the connection before checking the dial error; it returns the error "
            "and the loop backs off, with a test."),
    (FOLLOWUP, "perfect"),
]

# prism: a React app in TypeScript, with the Copilot CLI.
PRISM_DRAWER: Turns = [
    (A11Y, "keyboard focus gets stuck in the filter drawer, you can't tab out of it"),
    (AGENT, "The drawer trapped focus while closed too; the trap is on only while it is open, "
            "and Escape closes it and returns focus to the button."),
    (FOLLOWUP, "ok"),
    (PERF, "the product grid janks when scrolling through 3000 items"),
    (AGENT, "The grid rendered every card; it is virtualized with `@tanstack/react-virtual` and "
            "the cards are memoized."),
    (FOLLOWUP, "much better"),
]
PRISM_CONTRAST: Turns = [
    (A11Y, "contrast on the disabled buttons fails WCAG AA"),
    (AGENT, "The disabled text is `#6b7280` on `#f3f4f6` now, 4.8:1."),
    (FOLLOWUP, "thx"),
    (ONE_OFF, "what does useDeferredValue do?"),
    (AGENT, "It gives a copy of a value that lags behind during urgent updates, so React can "
            "render the expensive part later."),
    (SECRETS, "move the Algolia admin key out of the repo into the CI secrets"),
    (AGENT, "The key is gone from `.env.production`, read from `ALGOLIA_ADMIN_KEY`, which the "
            "workflow takes from the repository secrets; rotate it, it is in the history."),
    (FOLLOWUP, "done, rotated it"),
]

# anvil: a Rust CLI, with Claude Code, then Codex.
ANVIL_STARTUP: Turns = [
    (PERF, "cut the startup time, `anvil --help` takes 400ms"),
    (AGENT, "The config and the plugin index were loaded before parsing the arguments; they are "
            "loaded lazily now and `--help` takes 12 ms."),
    (FOLLOWUP, "sweet"),
    (DEFECT, "`anvil sync` deletes the local config when the server returns 500"),
    (AGENT, "`sync` wrote the empty body over the config; it keeps the config unless the "
            "response is a 200 with a valid body, with a test."),
    (FOLLOWUP, "thanks"),
]
ANVIL_STAGING: Turns = [
    (SECRETS, "update the env vars in staging: the new SENTRY_DSN, and drop LEGACY_API_URL"),
    (AGENT, "Staging's environment has the new `SENTRY_DSN` and no `LEGACY_API_URL`; the app "
            "restarted cleanly."),
    (FOLLOWUP, "cool"),
    (A11Y, "add aria labels to the icon-only buttons in the toolbar"),
    (AGENT, "The six icon buttons have `aria-label`s naming their action."),
    (FOLLOWUP, "ok"),
    (DEFECT, "the dark mode toggle doesn't persist after reload"),
    (AGENT, "The toggle only set the class; it writes the choice to `localStorage` and reads it "
            "before the first paint."),
    (FOLLOWUP, "works now"),
]

SESSIONS: list[tuple[str, str, str, Turns]] = [
    ("ledger-list", "claude-code", "/work/ledger", LEDGER_LIST),
    ("ledger-labels", "codex", "/work/ledger", LEDGER_LABELS),
    ("harbor-ingest", "claude-code", "/work/harbor", HARBOR_INGEST),
    ("harbor-shipments", "claude-code", "/work/harbor", HARBOR_SHIPMENTS),
    ("prism-drawer", "copilot", "/work/prism", PRISM_DRAWER),
    ("prism-contrast", "copilot", "/work/prism", PRISM_CONTRAST),
    ("anvil-startup", "claude-code", "/work/anvil", ANVIL_STARTUP),
    ("anvil-staging", "codex", "/work/anvil", ANVIL_STAGING),
]
