"""The story the sample sessions tell: one person, two projects, ten days, five harnesses.

Three tasks keep coming back, each phrased differently every time and each drawing the same
corrections, because the instruction documents never say what this person wants:

- "commit-message": commit messages for staged changes (webapp; Claude Code, Codex, Cursor).
  Corrections: conventional commits (feat:/fix:), a subject under 72 characters.
- "unit-tests": unit tests for a Python module (api; Copilot, Claude Code, Devin).
  Correction: pytest, not unittest.
- "pr-summary": a changelog summary of a pull request (both; Claude Code, Codex, Copilot, Cursor).
  Corrections: bullet points, under 100 words.

A few one-off requests sit between them so clustering has to tell recurring work from noise.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

from skillsleep.demo.common import Exchange, PlannedSession, Tool
from skillsleep.demo.sources import (
    CLAUDE_CODE,
    CODEX,
    COPILOT_CLI,
    COPILOT_VSCODE,
    CURSOR_CLI,
    CURSOR_IDE,
    DEVIN,
)

COMMIT = "commit-message"
TESTS = "unit-tests"
PR = "pr-summary"
FAMILIES = (COMMIT, TESTS, PR)


# --- commit messages (webapp) ---------------------------------------------------------------

@dataclass(frozen=True)
class Change:
    path: str
    diff: str
    wordy: str        # what the agent first proposes: no type prefix, long subject
    good: str         # a conventional-commit subject under 72 characters
    body: str


CHANGES = (
    Change(
        "src/components/CartSummary.tsx",
        "@@ -18,6 +18,12 @@ export function CartSummary({ items }: Props) {\n"
        "   const subtotal = items.reduce((sum, i) => sum + i.price * i.qty, 0);\n"
        "+  const missing = FREE_SHIPPING_THRESHOLD - subtotal;\n"
        "+  const hint = missing > 0\n"
        "+    ? `Add ${formatPrice(missing)} more for free shipping`\n"
        "+    : 'You qualify for free shipping';\n"
        "   return (\n"
        "     <section className=\"cart-summary\">\n",
        "Updated the CartSummary component so that it now shows customers how much more they "
        "need to spend to qualify for free shipping",
        "feat(cart): show amount missing for free shipping",
        "Customers kept asking support how close they were to the threshold.",
    ),
    Change(
        "src/hooks/useDebounce.ts",
        "@@ -9,7 +9,10 @@ export function useDebounce<T>(value: T, delay = 300): T {\n"
        "   useEffect(() => {\n"
        "     const timer = setTimeout(() => setDebounced(value), delay);\n"
        "-    return undefined;\n"
        "+    return () => clearTimeout(timer);\n"
        "   }, [value, delay]);\n",
        "Fixed a bug in the useDebounce hook where the pending timer was not being cleared when "
        "the component unmounted",
        "fix(hooks): clear pending debounce timer on unmount",
        "The stale timer set state on an unmounted component and logged a React warning.",
    ),
    Change(
        "src/api/client.ts",
        "@@ -31,9 +31,17 @@ export async function request<T>(path: string, init?: RequestInit) {\n"
        "-  const res = await fetch(BASE_URL + path, init);\n"
        "+  let res = await fetch(BASE_URL + path, init);\n"
        "+  for (let attempt = 1; res.status === 503 && isIdempotent(init) && attempt <= 2; "
        "attempt++) {\n"
        "+    await sleep(250 * 2 ** attempt);\n"
        "+    res = await fetch(BASE_URL + path, init);\n"
        "+  }\n",
        "Added retry logic to the API client so that idempotent requests are retried up to two "
        "times with exponential backoff when the server answers 503",
        "feat(api): retry idempotent requests on 503",
        "Retries only GET/HEAD/PUT, twice, with exponential backoff.",
    ),
    Change(
        "src/pages/Login.tsx",
        "@@ -40,6 +40,10 @@ export default function Login() {\n"
        "   async function onSubmit(e: FormEvent) {\n"
        "     e.preventDefault();\n"
        "+    if (!EMAIL_RE.test(email)) {\n"
        "+      setError('Please enter a valid email address');\n"
        "+      return;\n"
        "+    }\n"
        "     await login(email, password);\n",
        "Login page: validate the email address format on the client before submitting the "
        "form and show an inline error message",
        "fix(login): validate email format before submit",
        "Saves a round trip and gives a clearer message than the server's 422.",
    ),
    Change(
        "src/utils/currency.ts",
        "@@ -1,8 +1,8 @@\n"
        "-export function formatPrice(cents: number): string {\n"
        "-  return '$' + (cents / 100).toFixed(2);\n"
        "+const fmt = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });\n"
        "+export function formatPrice(cents: number): string {\n"
        "+  return fmt.format(cents / 100);\n"
        " }\n",
        "Refactored the formatPrice helper in utils/currency.ts to use Intl.NumberFormat "
        "instead of manual string concatenation",
        "refactor(utils): format prices with Intl.NumberFormat",
        "Handles thousands separators and negative amounts correctly.",
    ),
    Change(
        "src/components/Navbar.tsx",
        "@@ -22,7 +22,11 @@ export function Navbar() {\n"
        "-      <button className=\"menu-toggle\" onClick={toggle}>\n"
        "+      <button\n"
        "+        className=\"menu-toggle\"\n"
        "+        onClick={toggle}\n"
        "+        aria-label={open ? 'Close menu' : 'Open menu'}\n"
        "+        aria-expanded={open}>\n",
        "Improved the accessibility of the navigation bar by adding an aria-label and "
        "aria-expanded attribute to the mobile menu toggle button",
        "fix(nav): label the mobile menu toggle for screen readers",
        "Found with the axe audit; the button had no accessible name.",
    ),
    Change(
        "package.json",
        "@@ -24,7 +24,7 @@\n"
        "   \"devDependencies\": {\n"
        "-    \"vite\": \"^5.4.1\",\n"
        "+    \"vite\": \"^5.4.8\",\n"
        "     \"vitest\": \"^2.0.5\",\n",
        "Bumped the vite development dependency from version 5.4.1 to version 5.4.8 to pick up "
        "the latest bug fixes",
        "chore(deps): bump vite to 5.4.8",
        "Picks up the dev-server HMR fix.",
    ),
)
# The last days of the story: more of the same, so the optimizer has enough commit messages to
# train on, check on held-out ones and test.
LATER_CHANGES = (
    Change(
        "src/pages/Checkout.tsx",
        "@@ -57,7 +57,8 @@ export default function Checkout() {\n"
        "-  const [submitting, setSubmitting] = useState(false);\n"
        "+  const [submitting, setSubmitting] = useState(false);\n"
        "+  if (submitting) return;\n"
        "   async function placeOrder() {\n",
        "Fixed an issue on the checkout page where clicking the place order button twice in a "
        "row could submit the same order two times",
        "fix(checkout): ignore a second click while the order is submitting",
        "Two support tickets this week were duplicate orders from double clicks.",
    ),
    Change(
        "src/components/ProductGrid.tsx",
        "@@ -12,6 +12,9 @@ export function ProductGrid({ products }: Props) {\n"
        "+  if (products.length === 0) {\n"
        "+    return <EmptyState title=\"No products match these filters\" />;\n"
        "+  }\n"
        "   return (\n",
        "Added an empty state to the ProductGrid component that is displayed when the current "
        "filters do not match any products in the catalogue",
        "feat(catalog): show an empty state when no product matches",
        "The grid used to render nothing at all, which looked like a loading bug.",
    ),
    Change(
        "src/hooks/useCart.ts",
        "@@ -20,7 +20,7 @@ export function useCart() {\n"
        "-  const count = items.length;\n"
        "+  const count = items.reduce((n, i) => n + i.qty, 0);\n"
        "   return { items, count, add, remove };\n",
        "Changed the way the useCart hook computes the item count so that it adds up the "
        "quantities of all the items instead of counting the distinct lines",
        "fix(cart): count quantities, not lines, in the cart badge",
        "Three of the same shirt showed as 1 in the header badge.",
    ),
    Change(
        "src/i18n/fr.json",
        "@@ -1,4 +1,6 @@\n"
        " {\n"
        "+  \"cart.empty\": \"Votre panier est vide\",\n"
        "+  \"cart.checkout\": \"Passer la commande\",\n"
        "   \"nav.home\": \"Accueil\",\n",
        "Added the missing French translations for the empty cart message and the checkout "
        "button label to the fr.json locale file",
        "feat(i18n): add French strings for the cart",
        "The cart fell back to English for French visitors.",
    ),
    Change(
        "vite.config.ts",
        "@@ -8,6 +8,9 @@ export default defineConfig({\n"
        "   plugins: [react()],\n"
        "+  build: {\n"
        "+    sourcemap: true,\n"
        "+  },\n",
        "Updated the vite configuration file to generate source maps for production builds so "
        "that errors reported by Sentry can be traced back to the original code",
        "build: emit source maps for production builds",
        "Sentry stack traces pointed into minified bundles.",
    ),
)

COMMIT_ASKS = (
    "write a commit message for the staged changes",
    "Can you write the commit message for what's staged?",
    "commit msg for the staged diff please",
    "draft a commit message for my staged changes in {path}",
    "write a git commit message for the staged changes to {path}",
    "please write a commit message for these staged changes",
    "give me a commit message for what I've staged",
    "I staged the {stem} change, write the commit message",
)
LATER_COMMIT_ASKS = (
    "write the commit msg for this",
    "what should the commit message be for the staged {stem} change?",
    "commit message please, the change to {path} is staged",
    "need a commit message for my staged work",
    "staged {path}, can you give me a commit message",
)
CONVENTIONAL = (
    "no, use conventional commits: feat:/fix: prefix",
    "use conventional commits please, with the feat:/fix: type prefix",
    "that's not conventional commits. start with fix: or feat: like the rest of the history",
)
SHORT_SUBJECT = (
    "keep the subject under 72 characters",
    "too long, the subject line has to stay under 72 chars",
    "shorter subject please, max 72 characters",
)
COMMIT_THANKS = ("perfect, thanks", "great, commit it", "looks good, thanks!")


# --- unit tests (api) -------------------------------------------------------------------------

@dataclass(frozen=True)
class Module:
    path: str
    source: str
    unittest: str
    pytest: str


def _test_name(path: str) -> str:
    return "tests/test_" + path.rsplit("/", 1)[-1]


MODULES = (
    Module(
        "app/services/billing.py",
        "def prorate(amount_cents: int, days_used: int, days_in_period: int) -> int:\n"
        "    if days_in_period <= 0:\n"
        "        raise ValueError(\"days_in_period must be positive\")\n"
        "    return round(amount_cents * days_used / days_in_period)\n",
        "import unittest\n\nfrom app.services.billing import prorate\n\n\n"
        "class ProrateTest(unittest.TestCase):\n"
        "    def test_half_period(self):\n"
        "        self.assertEqual(prorate(3000, 15, 30), 1500)\n\n"
        "    def test_rejects_empty_period(self):\n"
        "        with self.assertRaises(ValueError):\n"
        "            prorate(3000, 1, 0)\n",
        "import pytest\n\nfrom app.services.billing import prorate\n\n\n"
        "@pytest.mark.parametrize((\"days\", \"expected\"), [(0, 0), (15, 1500), (30, 3000)])\n"
        "def test_prorate(days, expected):\n"
        "    assert prorate(3000, days, 30) == expected\n\n\n"
        "def test_prorate_rejects_empty_period():\n"
        "    with pytest.raises(ValueError):\n"
        "        prorate(3000, 1, 0)\n",
    ),
    Module(
        "app/utils/dates.py",
        "def business_days_between(start: date, end: date) -> int:\n"
        "    days = (end - start).days\n"
        "    return sum(1 for i in range(days) if (start + timedelta(i)).weekday() < 5)\n",
        "import unittest\nfrom datetime import date\n\nfrom app.utils.dates import "
        "business_days_between\n\n\nclass BusinessDaysTest(unittest.TestCase):\n"
        "    def test_one_week(self):\n"
        "        self.assertEqual(business_days_between(date(2026, 3, 2), date(2026, 3, 9)), 5)\n",
        "from datetime import date\n\nimport pytest\n\nfrom app.utils.dates import "
        "business_days_between\n\n\n"
        "@pytest.mark.parametrize((\"start\", \"end\", \"expected\"), [\n"
        "    (date(2026, 3, 2), date(2026, 3, 9), 5),\n"
        "    (date(2026, 3, 7), date(2026, 3, 9), 0),\n"
        "])\ndef test_business_days_between(start, end, expected):\n"
        "    assert business_days_between(start, end) == expected\n",
    ),
    Module(
        "app/repositories/users.py",
        "class UserRepository:\n"
        "    def __init__(self, session):\n"
        "        self.session = session\n\n"
        "    def get_by_email(self, email: str) -> User | None:\n"
        "        return self.session.query(User).filter_by(email=email.lower()).one_or_none()\n",
        "import unittest\nfrom unittest import mock\n\nfrom app.repositories.users import "
        "UserRepository\n\n\nclass UserRepositoryTest(unittest.TestCase):\n"
        "    def setUp(self):\n"
        "        self.session = mock.Mock()\n"
        "        self.repo = UserRepository(self.session)\n",
        "import pytest\n\nfrom app.repositories.users import UserRepository\n\n\n"
        "@pytest.fixture\ndef repo(db_session):\n    return UserRepository(db_session)\n\n\n"
        "def test_get_by_email_is_case_insensitive(repo, make_user):\n"
        "    user = make_user(email=\"ada@example.com\")\n"
        "    assert repo.get_by_email(\"Ada@Example.com\") == user\n",
    ),
    Module(
        "app/auth/tokens.py",
        "def issue_token(user_id: int, ttl: timedelta = timedelta(hours=1)) -> str:\n"
        "    payload = {\"sub\": str(user_id), \"exp\": utcnow() + ttl}\n"
        "    return jwt.encode(payload, settings.secret_key, algorithm=\"HS256\")\n",
        "import unittest\n\nfrom app.auth.tokens import issue_token, verify_token\n\n\n"
        "class TokenTest(unittest.TestCase):\n"
        "    def test_round_trip(self):\n"
        "        self.assertEqual(verify_token(issue_token(7)), 7)\n",
        "from datetime import timedelta\n\nimport pytest\n\n"
        "from app.auth.tokens import ExpiredToken, issue_token, verify_token\n\n\n"
        "def test_round_trip():\n    assert verify_token(issue_token(7)) == 7\n\n\n"
        "def test_expired_token_is_rejected():\n"
        "    with pytest.raises(ExpiredToken):\n"
        "        verify_token(issue_token(7, ttl=timedelta(seconds=-1)))\n",
    ),
    Module(
        "app/api/orders.py",
        "@router.post(\"/orders\", status_code=201)\n"
        "def create_order(body: OrderIn, repo: OrderRepository = Depends()) -> OrderOut:\n"
        "    if not body.items:\n"
        "        raise HTTPException(422, \"an order needs at least one item\")\n"
        "    return repo.create(body)\n",
        "import unittest\n\nfrom fastapi.testclient import TestClient\n\n"
        "from app.main import app\n\n\n"
        "class CreateOrderTest(unittest.TestCase):\n"
        "    def setUp(self):\n        self.client = TestClient(app)\n",
        "from fastapi.testclient import TestClient\n\nimport pytest\n\n"
        "from app.main import app\n\n\n"
        "@pytest.fixture\ndef client():\n    return TestClient(app)\n\n\n"
        "def test_create_order_requires_items(client):\n"
        "    assert client.post(\"/orders\", json={\"items\": []}).status_code == 422\n",
    ),
    Module(
        "app/services/notifications.py",
        "def render_email(template: str, **context: str) -> str:\n"
        "    return ENV.get_template(template).render(**context)\n",
        "import unittest\n\nfrom app.services.notifications import render_email\n\n\n"
        "class RenderEmailTest(unittest.TestCase):\n"
        "    def test_welcome(self):\n"
        "        self.assertIn(\"Welcome, Ada\", render_email(\"welcome.txt\", name=\"Ada\"))\n",
        "from app.services.notifications import render_email\n\n\n"
        "def test_welcome_email_greets_by_name():\n"
        "    assert \"Welcome, Ada\" in render_email(\"welcome.txt\", name=\"Ada\")\n",
    ),
)

TEST_ASKS = (
    "add unit tests for {path}",
    "can you write unit tests for {module}?",
    "we have no tests for {path}, please add some",
    "write tests covering {func} in {path}",
    "add unit tests for the {stem} module",
    "please add test coverage for {path}",
)
PYTEST = (
    "use pytest, not unittest",
    "we use pytest here, not unittest. plain asserts and fixtures please",
    "no unittest.TestCase please, rewrite it with pytest",
)
TEST_THANKS = ("thanks, tests pass now", "nice, that works", "perfect")


# --- PR summaries (both projects) ------------------------------------------------------------

@dataclass(frozen=True)
class PullRequest:
    project: str
    number: int
    title: str
    files: str
    prose: str
    bullets: str


PRS = (
    PullRequest(
        "webapp", 142, "Retry idempotent API requests and show free-shipping hint",
        " src/api/client.ts                 | 14 +++++++++---\n"
        " src/components/CartSummary.tsx    |  8 ++++++\n"
        " 2 files changed, 19 insertions(+), 3 deletions(-)\n",
        "This pull request makes two user-facing improvements. First, the API client now "
        "retries idempotent requests (GET, HEAD and PUT) up to two times with exponential "
        "backoff whenever the server responds with a 503 status, which should smooth over the "
        "short outages we see during deploys. Second, the cart summary now tells customers how "
        "much more they need to spend to qualify for free shipping, or that they already "
        "qualify. Both changes come with tests, and no configuration changes are required to "
        "roll them out.",
        "- API client retries idempotent requests twice on 503, with backoff\n"
        "- Cart summary shows the amount missing for free shipping",
    ),
    PullRequest(
        "api", 87, "Paginate GET /orders and add business-day helpers",
        " app/api/orders.py      | 22 ++++++++++++++++------\n"
        " app/utils/dates.py     | 11 +++++++++++\n"
        " tests/test_orders.py   | 30 ++++++++++++++++++++++++++++++\n"
        " 3 files changed, 57 insertions(+), 6 deletions(-)\n",
        "In this pull request the orders endpoint gains cursor-based pagination: GET /orders "
        "now accepts `limit` and `cursor` query parameters and returns a `next_cursor` field, "
        "so clients no longer receive every order in one response. Alongside it, a new "
        "`business_days_between` helper in app/utils/dates.py computes delivery estimates that "
        "skip weekends. The existing clients keep working because the default limit is high "
        "enough for current data volumes, and the new tests cover both changes.",
        "- GET /orders: cursor pagination (`limit`, `cursor`, `next_cursor`)\n"
        "- New `business_days_between` helper for delivery estimates",
    ),
    PullRequest(
        "api", 91, "Expire auth tokens and render notification emails from templates",
        " app/auth/tokens.py             | 12 ++++++++----\n"
        " app/services/notifications.py  | 18 ++++++++++++++++++\n"
        " 2 files changed, 26 insertions(+), 4 deletions(-)\n",
        "This change set tightens authentication and cleans up notifications. Tokens issued by "
        "`issue_token` now carry an expiry (one hour by default) and `verify_token` raises "
        "`ExpiredToken` once it has passed, which closes the gap where old tokens stayed valid "
        "forever. Notification emails are now rendered from Jinja templates through "
        "`render_email` instead of string formatting scattered across the services, making "
        "the wording easy to change without touching code.",
        "- Auth tokens expire after one hour; `verify_token` raises `ExpiredToken`\n"
        "- Notification emails rendered from Jinja templates",
    ),
    PullRequest(
        "webapp", 150, "Accessible navbar toggle and Intl price formatting",
        " src/components/Navbar.tsx  |  8 ++++++--\n"
        " src/utils/currency.ts      |  6 +++---\n"
        " 2 files changed, 9 insertions(+), 5 deletions(-)\n",
        "This pull request contains two small but worthwhile fixes. The mobile menu toggle in "
        "the navigation bar now has an accessible name and exposes its expanded state, which "
        "the axe audit flagged. In addition, prices are now formatted with "
        "Intl.NumberFormat, so amounts over a thousand dollars get separators and negative "
        "refunds display correctly throughout the storefront.",
        "- Navbar menu toggle gets an aria-label and aria-expanded\n"
        "- Prices formatted with Intl.NumberFormat (separators, negatives)",
    ),
)

PR_ASKS = (
    "summarize this PR for the changelog",
    "can you write a changelog summary of PR #{number}?",
    "summarize PR #{number} for the release notes",
    "write the changelog entry for this pull request",
    "give me a short summary of #{number} for CHANGELOG.md",
)
BULLETS = ("as bullet points", "make it bullet points please", "bullets, not a paragraph")
SHORTER = ("under 100 words", "too long, keep it under 100 words", "shorter, 100 words max")
PR_THANKS = ("great, thanks", "perfect", "that's it, thanks")


# --- one-off requests -----------------------------------------------------------------------

ONE_OFFS = {
    "webapp": (
        Exchange(
            "why does `npm run dev` fail with EADDRINUSE on port 5173?", None, "task",
            "Another process is already listening on port 5173, most likely a dev server from an "
            "earlier terminal. `lsof -i :5173` shows node with PID 48211; stop it with "
            "`kill 48211`, or start Vite on another port with `npm run dev -- --port 5174`.",
            (Tool("shell", "lsof -i :5173",
                  "COMMAND   PID USER   FD   TYPE DEVICE SIZE/OFF NODE NAME\n"
                  "node    48211 dev    23u  IPv4 0x1a2b      0t0  "
                  "TCP localhost:5173 (LISTEN)\n"),),
        ),
        Exchange(
            "rename the fetchUser helper to loadUser everywhere", None, "task",
            "Renamed `fetchUser` to `loadUser` in src/api/users.ts and its 4 call sites; "
            "`npm run typecheck` passes.",
            (Tool("shell", "grep -rn fetchUser src",
                  "src/api/users.ts:12:export async function fetchUser(id: string) {\n"
                  "src/pages/Profile.tsx:8:import { fetchUser } from '../api/users';\n"),
             Tool("edit", "src/api/users.ts", old="export async function fetchUser(",
                  new="export async function loadUser(")),
        ),
        Exchange(
            "bump axios to the latest version and check nothing breaks", None, "task",
            "Updated axios from 1.7.2 to 1.7.7; the build and all 38 vitest tests pass.",
            (Tool("shell", "npm install axios@latest",
                  "changed 1 package, and audited 412 packages in 3s\nfound 0 vulnerabilities\n"),),
        ),
    ),
    "api": (
        Exchange(
            "add a /healthz endpoint that checks the database connection", None, "task",
            "Added `GET /healthz` in app/api/health.py: it runs `SELECT 1` and returns "
            "`{\"status\": \"ok\"}`, or 503 with the error when the database is unreachable.",
            (Tool("write", "app/api/health.py",
                  new="@router.get(\"/healthz\")\ndef healthz(db=Depends(get_db)):\n"
                      "    db.execute(text(\"SELECT 1\"))\n    return {\"status\": \"ok\"}\n"),),
        ),
        Exchange(
            "what does the alembic migration 0012 do?", None, "task",
            "Migration 0012 adds a nullable `shipped_at` timestamp to `orders` and an index on "
            "`(customer_id, created_at)`; its downgrade drops both.",
            (Tool("read", "migrations/versions/0012_orders_shipped_at.py",
                  "def upgrade():\n    op.add_column(\"orders\", sa.Column(\"shipped_at\", "
                  "sa.DateTime(), nullable=True))\n"),),
        ),
    ),
}


# --- building the plan ------------------------------------------------------------------------

class _Picker:
    """Draws phrasings without repeating one until the pool is used up."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.left: dict[int, list[str]] = {}

    def pick(self, pool: tuple[str, ...]) -> str:
        key = id(pool)
        if not self.left.get(key):
            items = list(pool)
            self.rng.shuffle(items)
            self.left[key] = items
        return self.left[key].pop()


def _commit(picker: _Picker, change: Change, fixes: tuple[str, ...],
            thanks: bool, asks: tuple[str, ...] = COMMIT_ASKS) -> list[Exchange]:
    stem = change.path.rsplit("/", 1)[-1].split(".")[0]
    ask = str(picker.pick(asks)).format(path=change.path, stem=stem)
    diff_tool = Tool("shell", "git diff --staged",
                     f"diff --git a/{change.path} b/{change.path}\n--- a/{change.path}\n"
                     f"+++ b/{change.path}\n{change.diff}")
    draft = f"{change.wordy}\n\n{change.body}"
    steps = [Exchange(ask, COMMIT, "task", f"Here's a commit message:\n\n```\n{draft}\n```",
                      (Tool("shell", "git status --short", f"M  {change.path}\n"), diff_tool),
                      thinking="Look at the staged diff first, then describe it.",
                      uses_skill=COMMIT)]
    kind = change.good.split(": ", 1)[0]
    for i, fix in enumerate(fixes):
        last = i == len(fixes) - 1
        if fix == "conventional":
            text = picker.pick(CONVENTIONAL)
            # Fixing only the prefix leaves the subject long until the next correction.
            prefixed = f"{kind}: {change.wordy[0].lower()}{change.wordy[1:]}"
            current = change.good if last else prefixed
        else:
            text = picker.pick(SHORT_SUBJECT)
            current = change.good
        steps.append(Exchange(str(text), COMMIT, "correction",
                              f"Updated:\n\n```\n{current}\n\n{change.body}\n```"))
    if thanks:
        steps.append(Exchange(str(picker.pick(COMMIT_THANKS)), COMMIT, "approval",
                              f"Committed as `{change.good}`."))
    return steps


def _tests(picker: _Picker, module: Module, corrected: bool, thanks: bool) -> list[Exchange]:
    stem = module.path.rsplit("/", 1)[-1].removesuffix(".py")
    dotted = module.path.removesuffix(".py").replace("/", ".")
    func = module.source.split("def ", 1)[1].split("(", 1)[0]
    ask = str(picker.pick(TEST_ASKS)).format(path=module.path, module=dotted, stem=stem, func=func)
    test_path = _test_name(module.path)
    first = module.unittest if corrected else module.pytest
    steps = [Exchange(ask, TESTS, "task",
                      f"Added {test_path}. Run them with `python -m pytest {test_path}`.",
                      (Tool("read", module.path, module.source),
                       Tool("write", test_path, new=first),
                       Tool("shell", f"python -m pytest -q {test_path}", "3 passed in 0.41s\n")))]
    if corrected:
        steps.append(Exchange(str(picker.pick(PYTEST)), TESTS, "correction",
                              f"Rewrote {test_path} with plain pytest functions, fixtures and "
                              "parametrize; no unittest imports remain.",
                              (Tool("write", test_path, new=module.pytest),
                               Tool("shell", f"python -m pytest -q {test_path}",
                                    "4 passed in 0.38s\n"))))
    if thanks:
        steps.append(Exchange(str(picker.pick(TEST_THANKS)), TESTS, "approval", "Glad it works!"))
    return steps


def _pr(picker: _Picker, pr: PullRequest, fixes: tuple[str, ...], thanks: bool) -> list[Exchange]:
    ask = str(picker.pick(PR_ASKS)).format(number=pr.number)
    steps = [Exchange(ask, PR, "task", f"**#{pr.number} {pr.title}**\n\n{pr.prose}",
                      (Tool("shell", f"gh pr view {pr.number} --json title,body,files",
                            f"{pr.title}\n{pr.files}"),
                       Tool("shell", f"gh pr diff {pr.number} --stat", pr.files)),
                      uses_skill=PR)]
    for fix in fixes:
        pool = BULLETS if fix == "bullets" else SHORTER
        steps.append(Exchange(str(picker.pick(pool)), PR, "correction",
                              f"**#{pr.number} {pr.title}**\n\n{pr.bullets}"))
    if thanks:
        steps.append(Exchange(str(picker.pick(PR_THANKS)), PR, "approval", "You're welcome!"))
    return steps


def _mark(ex: Exchange, **changes: Any) -> Exchange:
    return replace(ex, **changes)


def plan_sessions(seed: int, now: datetime) -> list[PlannedSession]:
    """Every sample session, in time order; deterministic for a seed and `now`."""
    rng = random.Random(f"skillopt-sleep-demo:{seed}")
    picker = _Picker(rng)
    changes = list(CHANGES)
    rng.shuffle(changes)
    modules = list(MODULES)
    rng.shuffle(modules)
    webapp_prs = [p for p in PRS if p.project == "webapp"]
    api_prs = [p for p in PRS if p.project == "api"]
    one = {k: list(v) for k, v in ONE_OFFS.items()}

    # (harness, project, exchanges) in the order they happened. Which harness saw which
    # family follows the story in the module docstring; the wording varies with the seed.
    cc_compact = _commit(picker, changes[1], ("short",), thanks=False)
    cc_compact[0] = _mark(cc_compact[0], compacted_before=True)
    cc_interrupt = _tests(picker, modules[4], corrected=True, thanks=True)
    cc_interrupt[0] = _mark(cc_interrupt[0], interrupted=True)
    codex_abort = _mark(one["webapp"][2], interrupted=True)
    codex_compact = _pr(picker, api_prs[0], ("shorter",), thanks=True)
    codex_compact[1] = _mark(codex_compact[1], compacted_before=True)
    cc_slash = _pr(picker, api_prs[1], ("bullets",), thanks=True)
    cc_slash[0] = _mark(cc_slash[0], slash_before="/model")

    story: list[tuple[str, str, list[Exchange]]] = [
        (CLAUDE_CODE, "webapp", _commit(picker, changes[0], ("conventional",), thanks=True)),
        (COPILOT_VSCODE, "api", _tests(picker, modules[0], corrected=True, thanks=True)),
        (CODEX, "webapp", _commit(picker, changes[2], ("conventional", "short"), thanks=True)),
        (CURSOR_IDE, "webapp",
         [one["webapp"][0], *_pr(picker, webapp_prs[0], ("bullets",), thanks=False)]),
        (DEVIN, "api", _tests(picker, modules[1], corrected=True, thanks=True)),
        (CLAUDE_CODE, "webapp", [one["webapp"][1], *cc_compact]),
        (CODEX, "api", codex_compact),
        (COPILOT_CLI, "api", _tests(picker, modules[2], corrected=True, thanks=False)),
        (CURSOR_IDE, "webapp", _commit(picker, changes[3], ("conventional",), thanks=True)),
        (CLAUDE_CODE, "api", cc_interrupt),
        (DEVIN, "api",
         [one["api"][0], *_tests(picker, modules[3], corrected=True, thanks=False)]),
        (COPILOT_VSCODE, "webapp", _pr(picker, webapp_prs[1], ("bullets", "shorter"),
                                         thanks=False)),
        (CODEX, "webapp", [codex_abort, *_commit(picker, changes[4], (), thanks=True)]),
        (CLAUDE_CODE, "api", cc_slash),
        (CURSOR_CLI, "webapp", _commit(picker, changes[5], ("short",), thanks=False)),
        (COPILOT_CLI, "api", [one["api"][1]]),
        (CLAUDE_CODE, "webapp", _commit(picker, changes[6], (), thanks=True)),
    ]
    # Drawn after everything above, so that the earlier sessions keep their wording.
    later = list(LATER_CHANGES)
    rng.shuffle(later)
    asks = LATER_COMMIT_ASKS
    story += [
        (CODEX, "webapp", _commit(picker, later[0], ("short",), True, asks)),
        (CURSOR_IDE, "webapp", _commit(picker, later[1], ("conventional",), True, asks)),
        (CLAUDE_CODE, "webapp", _commit(picker, later[2], ("conventional", "short"), True,
                                          asks)),
        (CURSOR_CLI, "webapp", _commit(picker, later[3], (), True, asks)),
        (CODEX, "webapp", _commit(picker, later[4], ("conventional",), False, asks)),
    ]
    # Spread the sessions over the ten days before `now`, in order, at working hours (UTC).
    sessions = []
    span = len(story)
    for i, (harness, project, exchanges) in enumerate(story):
        day = 10 - (10 * i) // span
        start = (now - timedelta(days=day)).replace(hour=8, minute=0, second=0, microsecond=0)
        start += timedelta(minutes=rng.randrange(0, 9 * 60), seconds=rng.randrange(60),
                           milliseconds=rng.randrange(1000))
        if start >= now:
            start = now - timedelta(hours=1)
        sessions.append(PlannedSession(harness, project, start, exchanges,
                                       seed=f"{seed}:{i}:{harness}"))
    sessions.sort(key=lambda s: s.start)
    return sessions
