"""`tosabcast.runtime.cores`: the default thread count is the cores the process may use, not the machine's."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tosabcast.runtime import cores


def _cgroup(tmp_path: Path, files: dict[str, str], own: str = "") -> tuple[str, str]:
    """A fake cgroup tree under tmp_path with `files` (relative paths) and a /proc/self/cgroup naming `own`."""
    root = tmp_path / "cgroup"
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    root.mkdir(exist_ok=True)
    proc = tmp_path / "proc-self-cgroup"
    proc.write_text(f"0::/{own}\n" if own else "")
    return str(root), str(proc)


@pytest.mark.parametrize(
    ("files", "own", "want"),
    [
        ({"cpu.max": "150000 100000\n"}, "", 1.5),  # v2, the root a container sees
        ({"cpu.max": "max 100000\n"}, "", None),  # v2, no limit
        ({"a/b/cpu.max": "50000 100000\n", "cpu.max": "max 100000\n"}, "a/b", 0.5),  # the process's own cgroup
        ({"a/b/cpu.max": "max 100000\n", "cpu.max": "200000 100000\n"}, "a/b", None),  # its own says: none
        ({"cpu/cpu.cfs_quota_us": "300000\n", "cpu/cpu.cfs_period_us": "100000\n"}, "", 3.0),  # v1
        ({"cpu/cpu.cfs_quota_us": "-1\n", "cpu/cpu.cfs_period_us": "100000\n"}, "", None),  # v1, no limit
        ({"cpu.max": "garbage\n"}, "", None),
        ({}, "", None),  # no cgroup files at all
    ],
)
def test_cgroup_quota(tmp_path: Path, files: dict[str, str], own: str, want: float | None) -> None:
    root, proc = _cgroup(tmp_path, files, own)
    assert cores.cgroup_quota(root, proc) == want


def test_available_cores_is_the_affinity_capped_by_the_quota_rounded_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1, 2, 3}, raising=False)
    root, proc = _cgroup(tmp_path, {})
    assert cores.available_cores(root, proc) == 4
    root, proc = _cgroup(tmp_path, {"cpu.max": "150000 100000\n"})
    assert cores.available_cores(root, proc) == 2
    root, proc = _cgroup(tmp_path, {"cpu.max": "10000 100000\n"})
    assert cores.available_cores(root, proc) == 1
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {3}, raising=False)
    root, proc = _cgroup(tmp_path, {"cpu.max": "800000 100000\n"})
    assert cores.available_cores(root, proc) == 1


def test_without_affinity_it_counts_the_machine(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(os, "sched_getaffinity", raising=False)
    root, proc = _cgroup(tmp_path, {})
    assert cores.available_cores(root, proc) == (os.cpu_count() or 1)


def test_importing_it_loads_no_mlir() -> None:
    import subprocess
    import sys

    probe = "import sys, tosabcast.runtime.cores; print(any(m == 'mlir' or m.startswith('mlir.') for m in sys.modules))"
    assert (
        subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout.strip()
        == "False"
    )
