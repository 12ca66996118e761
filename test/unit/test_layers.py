"""The package is layered and every import points down: a module may import its own layer or a lower one.

    shapes, host  <  ir  <  lowering  <  registry  <  passes  <  pipelines  <  runtime  <  cli  <  the `python -m` shims

Imports inside functions count too (a lazy import is still an arrow). The one sanctioned upward arrow is the
registry's lookup of the pass modules by name (`tosabcast.registry.PASSES`), which is what a registry is for.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ORDER = ["shapes", "host", "ir", "lowering", "registry", "passes", "pipelines", "runtime", "cli", "top"]
ALLOWED_UPWARD = {("registry", "passes")}


def layer_of_module(name: str) -> str | None:
    """The layer of a dotted `tosabcast...` module name, or None for modules outside the package."""
    parts = name.split(".")
    if parts[0] != "tosabcast":
        return None
    if len(parts) == 1:
        return "top"
    return parts[1] if parts[1] in ORDER else "top"


def layer_of_file(path: Path) -> str:
    rel = path.relative_to(ROOT)
    if rel.parts[0] == "passes":
        return "passes"
    inner = rel.parts[1:]
    if len(inner) > 1:
        return inner[0]
    return {"shapes.py": "shapes", "host.py": "host", "registry.py": "registry"}.get(inner[0], "top")


def imported_modules(tree: ast.AST) -> list[tuple[int, str]]:
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.lineno, node.module))
            # `from tosabcast import runtime` names a subpackage: judge that, not the parent
            found += [(node.lineno, f"{node.module}.{a.name}") for a in node.names if node.module == "tosabcast"]
    return found


MODULES = sorted([*ROOT.joinpath("tosabcast").rglob("*.py"), *ROOT.joinpath("passes").glob("*.py")])


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(ROOT)))
def test_imports_point_down(path: Path) -> None:
    here = layer_of_file(path)
    bad = []
    for line, module in imported_modules(ast.parse(path.read_text(), str(path))):
        there = layer_of_module(module)
        if there is None or module == "tosabcast" or (here, there) in ALLOWED_UPWARD:
            continue
        if ORDER.index(there) > ORDER.index(here):
            bad.append(f"{path.name}:{line}: {here} imports {module} ({there})")
    assert not bad, "upward imports:\n" + "\n".join(bad)


def test_the_check_sees_an_upward_import() -> None:
    tree = ast.parse("def f():\n    from tosabcast.runtime import jit\n")
    (line, module), = imported_modules(tree)
    assert (line, layer_of_module(module)) == (2, "runtime")
    assert ORDER.index("runtime") > ORDER.index(layer_of_file(ROOT / "passes" / "verify.py"))
