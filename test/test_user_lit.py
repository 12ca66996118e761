"""A user's own lit suite on tosabcast: test/fixtures/user-lit-repo, run as docs/testing.md says, in a temporary copy.

Two entry points: the repository's one-call `lit.cfg.py` under plain lit, and `python -m tosabcast.lit` on a
copy with no configuration at all. The example is the one docs/testing.md shows.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest

from tosabcast.cli import lit as tosabcast_lit

ROOT = Path(__file__).resolve().parents[1]
FIXTURE = ROOT / "test" / "fixtures" / "user-lit-repo"
TESTS = ("lower.mlir", "run.mlir", "verify.mlir")
LIT = [sys.executable, "-c", "import lit.main; lit.main.main()"]
TOSABCAST_LIT = [sys.executable, "-m", "tosabcast.lit"]


def _run(command: list[str], cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=cwd, check=False, capture_output=True, text=True, env=env)


def _copy(tmp_path: Path, with_config: bool) -> Path:
    repo = tmp_path / "my-tosa-tests"
    ignore = shutil.ignore_patterns("Output", "__pycache__", *(() if with_config else ("lit.cfg.py",)))
    shutil.copytree(FIXTURE, repo, ignore=ignore)
    return repo


def _passed(proc: subprocess.CompletedProcess[str]) -> list[str]:
    return sorted(re.findall(r"^PASS: \S+ :: (\S+)", proc.stdout, re.MULTILINE))


def test_fixture_repository_runs_under_plain_lit_with_its_one_call_config(tmp_path: Path) -> None:
    repo = _copy(tmp_path, with_config=True)
    proc = _run([*LIT, "-v", "."], cwd=repo)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert _passed(proc) == list(TESTS)


def test_tosabcast_lit_runs_a_directory_without_config_and_leaves_it_clean(tmp_path: Path) -> None:
    repo = _copy(tmp_path, with_config=False)
    (repo / "broken.mlir").write_text(
        "// RUN: tosabcast-opt %s | FileCheck %s\n// CHECK: tosa.sub\n"
        "func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
        "  %0 = tosa.add %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>\n"
        "  return %0 : tensor<2xf32>\n}\n"
    )
    before = sorted(p.name for p in repo.iterdir())

    proc = _run([*TOSABCAST_LIT, "-v", str(repo)], cwd=tmp_path)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert _passed(proc) == list(TESTS)
    assert "FAIL: my-tosa-tests :: broken.mlir" in proc.stdout
    assert sorted(p.name for p in repo.iterdir()) == before  # no Output/ in the user's tree

    filtered = _run([*TOSABCAST_LIT, "-v", "--filter", "verify|lower", "-j", "1", "my-tosa-tests"], cwd=tmp_path)
    assert filtered.returncode == 0, filtered.stdout + filtered.stderr
    assert _passed(filtered) == ["lower.mlir", "verify.mlir"]


def test_tosabcast_lit_runs_single_files(tmp_path: Path) -> None:
    repo = _copy(tmp_path, with_config=False)
    proc = _run([*TOSABCAST_LIT, "-a", "verify.mlir", "lower.mlir"], cwd=repo)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert _passed(proc) == ["lower.mlir", "verify.mlir"]


def test_missing_tools_stop_lit_with_a_clear_message(tmp_path: Path) -> None:
    repo = _copy(tmp_path, with_config=True)
    env = {**os.environ, "TOSABCAST_LLVM_BIN": str(tmp_path / "no-llvm")}
    proc = _run([*LIT, "."], cwd=repo, env=env)
    assert proc.returncode != 0
    assert f"fatal: tosabcast: 'FileCheck' is not in {tmp_path / 'no-llvm'} (set TOSABCAST_LLVM_BIN" in proc.stderr
    assert "Traceback" not in proc.stderr


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("tosabcast-opt %s | FileCheck %s", "PY -m tosabcast.opt %s | FileCheck %s"),
        ("not tosabcast-run x.mlir", "not PY -m tosabcast.run x.mlir"),
        ("cat /venvs/tosabcast-opt/x", "cat /venvs/tosabcast-opt/x"),  # a path is left alone
        ("tosabcast-opt-old %s", "tosabcast-opt-old %s"),  # so is a longer name
    ],
)
def test_tool_substitutions_replace_whole_words_only(line: str, expected: str) -> None:
    for pattern, replacement in tosabcast_lit.substitutions("PY", "/llvm", "/mlir", "/lib")[:2]:
        line = re.sub(pattern, replacement, line)
    assert line == expected


def test_console_scripts_are_the_python_m_entry_points() -> None:
    scripts = {
        e.name: e.value for e in metadata.entry_points(group="console_scripts") if e.name.startswith("tosabcast")
    }
    assert scripts == {
        "tosabcast-opt": "tosabcast.cli.driver:console_main",
        "tosabcast-run": "tosabcast.cli.run:console_main",
        "tosabcast-lit": "tosabcast.cli.lit:console_main",
    }


def test_docs_show_the_files_the_tests_run() -> None:
    doc = (ROOT / "docs" / "testing.md").read_text()
    for name in (*TESTS, "lit.cfg.py"):
        assert f"`{name}`:\n\n```" in doc
        assert (FIXTURE / name).read_text() in doc, f"docs/testing.md shows an old {name}"
