"""The packages import one another in layers: no import circle, read from the source itself.

Every `import` and `from ... import` of daemon/skillsleep and lsp/skillsleep_lsp counts, those
inside functions too (a lazy import is still a dependency); only imports under
`if TYPE_CHECKING:` do not, since they never run. Circles are looked for twice: between modules,
and between the packages right under skillsleep (harvest, tasks, optimize, daemon, ...; a module
at the top, like skillsleep/store.py, is a unit of its own).
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path

from conftest import REPO

ROOTS = {"skillsleep": REPO / "daemon" / "skillsleep",
         "skillsleep_lsp": REPO / "lsp" / "skillsleep_lsp"}

@cache
def modules() -> dict[str, tuple[Path, bool]]:
    """Every module by its dotted name: its file, and whether it is a package's __init__."""
    out = {}
    for top, folder in ROOTS.items():
        for path in folder.rglob("*.py"):
            parts = [top, *path.relative_to(folder).with_suffix("").parts]
            is_package = parts[-1] == "__init__"
            out[".".join(parts[:-1] if is_package else parts)] = (path, is_package)
    return out


def _runtime_nodes(tree: ast.AST) -> Iterator[ast.AST]:
    """Every node, except what sits under `if TYPE_CHECKING:`."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            yield from (n for child in node.orelse for n in [child, *_runtime_nodes(child)])
            continue
        yield node
        yield from _runtime_nodes(node)


def imports_of(name: str) -> set[str]:
    """The product's modules that module `name` imports (a package's, when it names one)."""
    path, is_package = modules()[name]
    package = name if is_package else name.rpartition(".")[0]
    found: set[str] = set()
    for node in _runtime_nodes(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                source = ".".join([*base, *([node.module] if node.module else [])])
            else:
                source = node.module or ""
            for alias in node.names:
                member = f"{source}.{alias.name}"
                found.add(member if member in modules() else source)
    return {m for m in found if m in modules() and m != name}


def graph(unit: Callable[[str], str] = str) -> dict[str, set[str]]:
    edges: dict[str, set[str]] = {}
    for name in modules():
        for target in imports_of(name):
            a, b = unit(name), unit(target)
            if a != b:
                edges.setdefault(a, set()).add(b)
    return edges


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one node (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in edges.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return out


def package_of(name: str) -> str:
    return ".".join(name.split(".")[:2])


def explain(edges: dict[str, set[str]], group: list[str],
            unit: Callable[[str], str] = str) -> list[str]:
    """The module imports behind the edges of one circle, for the failure message."""
    members = set(group)
    return [f"{m} -> {t}" for m in sorted(modules()) for t in sorted(imports_of(m))
            if unit(m) in members and unit(t) in members and unit(m) != unit(t)]


def test_the_walk_sees_the_imports_it_must() -> None:
    assert "skillsleep.store" in imports_of("skillsleep.proposals")  # from .store import ...
    assert "skillsleep.proposals" in imports_of("skillsleep_lsp.commands")  # absolute
    assert "skillsleep.rejected" in imports_of("skillsleep.proposals")  # inside a function
    assert "skillsleep.logs.marker" in imports_of("skillsleep.logs.classify")
    assert "skillsleep.logs.drafts" in imports_of("skillsleep.logs.readers")


def test_no_module_imports_itself_back() -> None:
    edges = graph()
    found = circles(edges)
    assert not found, "\n\n".join("\n".join(explain(edges, g)) for g in found)


def test_no_package_imports_itself_back() -> None:
    edges = graph(package_of)
    found = circles(edges)
    assert not found, "\n\n".join("\n".join(explain(edges, g, package_of)) for g in found)


def test_the_engine_never_imports_the_command_line() -> None:
    engine = ("skillsleep.optimize", "skillsleep.tasks", "skillsleep.harvest",
              "skillsleep.workspace", "skillsleep.models", "skillsleep.logs")
    wrong = [f"{m} -> {t}" for m in modules() if m.startswith(engine)
             for t in imports_of(m) if t == "skillsleep.cli" or t.startswith("skillsleep.commands")]
    assert not wrong


def test_the_log_kit_imports_nothing_above_it() -> None:
    above = ("skillsleep.harvest", "skillsleep.harnesses", "skillsleep.tasks",
             "skillsleep.optimize", "skillsleep.daemon", "skillsleep.workspace",
             "skillsleep.models", "skillsleep.commands", "skillsleep.cli")
    wrong = [f"{m} -> {t}" for m in modules() if m.startswith("skillsleep.logs")
             for t in imports_of(m) if t.startswith(above)]
    assert not wrong


# -- harness ids ------------------------------------------------------------------------------

def _docstrings(tree: ast.AST) -> set[int]:
    kinds = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
    return {id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, kinds) and node.body and isinstance(node.body[0], ast.Expr)
            and isinstance(node.body[0].value, ast.Constant)}


def harness_ids_spelled(path: Path, names: set[str]) -> list[str]:
    """The string literals of a file (docstrings aside) that are a harness id or a model
    provider's name, alone or as the start of a model string (`codex/default`)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    prose = _docstrings(tree)
    return [f"{path}:{node.lineno}: {node.value!r}" for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in prose
            and (node.value in names or (node.value.partition("/")[0] in names
                 and "/" in node.value))]


def test_no_harness_id_is_spelled_outside_harnesses() -> None:
    from skillsleep import harnesses

    names = {*harnesses.IDS, *harnesses.MODEL_PROVIDERS}
    spelled = [hit for path, _ in modules().values()
               if "harnesses" not in path.relative_to(REPO).parts
               for hit in harness_ids_spelled(path, names)]
    assert not spelled


def test_the_id_walk_finds_an_id_where_there_is_one(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text('"""Reads codex logs."""\nPROVIDER = "codex"\nMODEL = "claude-code/x"\n'
                      'OTHER = "codex-notify"\n', encoding="utf-8")
    assert [hit.split(": ", 1)[1] for hit in harness_ids_spelled(
        sample, {"codex", "claude-code"})] == ["'codex'", "'claude-code/x'"]
