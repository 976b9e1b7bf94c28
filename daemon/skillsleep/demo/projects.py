"""The two sample projects and their instruction documents.

The documents read like real ones, and like real ones they leave out what this person keeps
correcting (conventional commits, short subjects, pytest, bullet points, word limits): that gap
is what the nightly optimizer has to find from the sessions.
"""

from __future__ import annotations

from pathlib import Path

from skillsleep.demo.common import write_text

WEBAPP_FILES = {
    "package.json": """{
  "name": "webapp",
  "version": "0.7.0",
  "private": true,
  "type": "module",
  "scripts": {
    "dev": "vite",
    "build": "tsc -b && vite build",
    "test": "vitest run",
    "typecheck": "tsc --noEmit"
  },
  "dependencies": {
    "axios": "^1.7.2",
    "react": "^18.3.1",
    "react-dom": "^18.3.1"
  },
  "devDependencies": {
    "@types/react": "^18.3.3",
    "typescript": "^5.5.4",
    "vite": "^5.4.1",
    "vitest": "^2.0.5"
  }
}
""",
    "tsconfig.json": """{
  "compilerOptions": {
    "target": "ES2022",
    "module": "ESNext",
    "moduleResolution": "bundler",
    "jsx": "react-jsx",
    "strict": true,
    "noEmit": true
  },
  "include": ["src"]
}
""",
    "README.md": """# webapp

The storefront: React 18 + Vite, talking to the `api` service.

    npm install
    npm run dev      # http://localhost:5173
    npm test
""",
    "src/main.tsx": """import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root')!).render(<App />);
""",
    "src/App.tsx": """import { CartSummary } from './components/CartSummary';
import { Navbar } from './components/Navbar';

export function App() {
  return (
    <>
      <Navbar />
      <CartSummary items={[]} />
    </>
  );
}
""",
    "src/api/client.ts": """export const BASE_URL = import.meta.env.VITE_API_URL ?? 'http://localhost:8000';

export async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(BASE_URL + path, init);
  if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
  return (await res.json()) as T;
}
""",
    "src/api/users.ts": """import { request } from './client';

export async function fetchUser(id: string) {
  return request<{ id: string; email: string }>(`/users/${id}`);
}
""",
    "src/components/CartSummary.tsx": """import { formatPrice } from '../utils/currency';

type Props = { items: { price: number; qty: number }[] };

export function CartSummary({ items }: Props) {
  const subtotal = items.reduce((sum, i) => sum + i.price * i.qty, 0);
  return (
    <section className="cart-summary">
      <strong>{formatPrice(subtotal)}</strong>
    </section>
  );
}
""",
    "src/components/Navbar.tsx": """import { useState } from 'react';

export function Navbar() {
  const [open, setOpen] = useState(false);
  const toggle = () => setOpen(!open);
  return (
    <nav>
      <button className="menu-toggle" onClick={toggle}>
        ☰
      </button>
    </nav>
  );
}
""",
    "src/hooks/useDebounce.ts": """import { useEffect, useState } from 'react';

export function useDebounce<T>(value: T, delay = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
""",
    "src/utils/currency.ts": """export function formatPrice(cents: number): string {
  return '$' + (cents / 100).toFixed(2);
}
""",
}

API_FILES = {
    "pyproject.toml": """[project]
name = "api"
version = "1.4.0"
requires-python = ">=3.11"
dependencies = ["fastapi>=0.110", "sqlalchemy>=2.0", "pyjwt>=2.8", "jinja2>=3.1"]

[project.optional-dependencies]
test = ["pytest>=8", "httpx>=0.27"]

[tool.pytest.ini_options]
testpaths = ["tests"]
""",
    "README.md": """# api

Orders, users and billing for the storefront. FastAPI + SQLAlchemy.

    pip install -e '.[test]'
    uvicorn app.main:app --reload
    python -m pytest
""",
    "app/__init__.py": "",
    "app/main.py": """from fastapi import FastAPI

from app.api import orders

app = FastAPI(title="api")
app.include_router(orders.router)
""",
    "app/api/__init__.py": "",
    "app/api/orders.py": """from fastapi import APIRouter, Depends, HTTPException

from app.repositories.orders import OrderRepository
from app.schemas import OrderIn, OrderOut

router = APIRouter()


@router.post("/orders", status_code=201)
def create_order(body: OrderIn, repo: OrderRepository = Depends()) -> OrderOut:
    if not body.items:
        raise HTTPException(422, "an order needs at least one item")
    return repo.create(body)
""",
    "app/auth/__init__.py": "",
    "app/auth/tokens.py": """from datetime import UTC, datetime, timedelta

import jwt

from app.settings import settings


def issue_token(user_id: int, ttl: timedelta = timedelta(hours=1)) -> str:
    payload = {"sub": str(user_id), "exp": datetime.now(UTC) + ttl}
    return jwt.encode(payload, settings.secret_key, algorithm="HS256")


def verify_token(token: str) -> int:
    return int(jwt.decode(token, settings.secret_key, algorithms=["HS256"])["sub"])
""",
    "app/repositories/__init__.py": "",
    "app/repositories/users.py": """from app.models import User


class UserRepository:
    def __init__(self, session):
        self.session = session

    def get_by_email(self, email: str) -> User | None:
        return self.session.query(User).filter_by(email=email.lower()).one_or_none()
""",
    "app/services/__init__.py": "",
    "app/services/billing.py": """def prorate(amount_cents: int, days_used: int, days_in_period: int) -> int:
    if days_in_period <= 0:
        raise ValueError("days_in_period must be positive")
    return round(amount_cents * days_used / days_in_period)
""",  # noqa: E501
    "app/services/notifications.py": """from jinja2 import Environment, PackageLoader

ENV = Environment(loader=PackageLoader("app", "templates"))


def render_email(template: str, **context: str) -> str:
    return ENV.get_template(template).render(**context)
""",
    "app/utils/__init__.py": "",
    "app/utils/dates.py": """from datetime import date, timedelta


def business_days_between(start: date, end: date) -> int:
    days = (end - start).days
    return sum(1 for i in range(days) if (start + timedelta(i)).weekday() < 5)
""",
    "tests/__init__.py": "",
    "tests/conftest.py": """import pytest


@pytest.fixture
def db_session():
    from app.db import SessionLocal

    with SessionLocal() as session:
        yield session
        session.rollback()
""",
}

# A project skill that sounds reasonable but never says what this person keeps asking for.
COMMIT_SKILL = """---
name: commit-message
description: Write a git commit message for the currently staged changes. Use when the user asks for a commit message or to commit their work.
---

# Commit messages

When the user asks for a commit message:

1. Run `git diff --staged` to see what is being committed.
2. Read the changed code until you understand the intent of the change.
3. Write a commit message that describes what changed and why.

Be descriptive: mention the files and components that changed so the history is easy to search.
Add a body when the change needs explanation. Show the message to the user before committing.
"""  # noqa: E501

PR_SKILL = """---
name: pr-summary
description: Summarize a pull request for the changelog or release notes. Use when the user asks to summarize a PR.
---

# PR summaries

1. Fetch the pull request with `gh pr view <number>` and its diff with `gh pr diff <number>`.
2. Work out what changed for users, what changed internally, and any migration steps.
3. Write a clear, complete summary of the pull request in a few paragraphs.

Include enough context that someone who has not read the code understands the change.
"""  # noqa: E501

WEBAPP_AGENTS = """# AGENTS.md

## Project
React 18 storefront built with Vite and TypeScript (strict). Talks to the `api` service.

## Commands
- `npm run dev` starts the dev server on port 5173
- `npm test` runs vitest; `npm run typecheck` runs tsc
- `npm run build` for a production build

## Conventions
- Components are function components in `src/components/`, one per file, PascalCase.
- Data fetching goes through `src/api/client.ts`; never call `fetch` from components.
- Money is in integer cents; format it with `formatPrice` from `src/utils/currency.ts`.
"""

API_CLAUDE = """# CLAUDE.md

FastAPI service for orders, users and billing. Python 3.11, SQLAlchemy 2.

## Layout
- `app/api/` HTTP routes, thin; business logic lives in `app/services/`
- `app/repositories/` database access
- `tests/` test suite

## Commands
- `uvicorn app.main:app --reload` to run locally
- `python -m pytest` to run the tests

## Style
- Type hints everywhere; keep functions small.
- Write tests for new code.
"""

API_COPILOT = """# Copilot instructions

This repository is a FastAPI service (Python 3.11, SQLAlchemy 2).

- Follow the existing layering: routes in `app/api`, logic in `app/services`, queries in
  `app/repositories`.
- Prefer small, typed functions.
- When adding features, add tests under `tests/`.
"""

API_CURSOR_RULE = """---
description: Writing and updating Python tests
globs: tests/**/*.py
alwaysApply: false
---

- Put tests under `tests/`, mirroring the module path (`tests/test_<module>.py`).
- Cover the happy path and at least one error case.
- Keep test data small and inline.
"""

# Documents by sample-relative location: (project or None for the home, path inside it, text).
DOCUMENTS: tuple[tuple[str | None, str, str], ...] = (
    ("webapp", ".claude/skills/commit-message/SKILL.md", COMMIT_SKILL),
    ("webapp", "AGENTS.md", WEBAPP_AGENTS),
    ("api", "CLAUDE.md", API_CLAUDE),
    ("api", ".github/copilot-instructions.md", API_COPILOT),
    ("api", ".cursor/rules/python-tests.mdc", API_CURSOR_RULE),
    (None, ".claude/skills/pr-summary/SKILL.md", PR_SKILL),
)

PROJECT_FILES = {"webapp": WEBAPP_FILES, "api": API_FILES}


def write_projects(home: Path) -> tuple[dict[str, Path], dict[str, Path], list[Path]]:
    """Write both projects and every instruction document; return projects, documents, files."""
    root = home / "projects"
    projects = {name: root / name for name in PROJECT_FILES}
    files: list[Path] = []
    for name, tree in PROJECT_FILES.items():
        for rel, text in tree.items():
            files.append(write_text(projects[name] / rel, text))
    documents: dict[str, Path] = {}
    for project, rel, text in DOCUMENTS:
        base = projects[project] if project else home
        path = write_text(base / rel, text)
        documents[f"{project or '~'}/{rel}"] = path
        files.append(path)
    return projects, documents, files

