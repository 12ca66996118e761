"""How many cores this process may use: the default thread count of `tosabcast.compile` and `run`.

`os.cpu_count()` counts the machine's cores, not the ones the process is allowed to run on. Under `taskset`,
a container's cpuset or a CPU quota (`docker run --cpus=1`) the two differ, and a threaded call split for
all the machine's cores then puts two chunks on one core: the call waits for the core's second time slice.
Measured on the 2-core development VM with a busy process beside it (2048x2048 f32 tanh, medians of 30
calls): one thread 3.23 ms, two threads 4.00 ms; on the idle machine 3.29 and 1.62 ms.

    available_cores() = min(CPUs in the affinity mask, ceil(cgroup CPU quota))

The affinity mask is `os.sched_getaffinity(0)` (`taskset`, cpusets). The quota is cgroup v2's `cpu.max`
("150000 100000" = 1.5 CPUs of time per period, "max ..." = none) of the process's own cgroup, else of the
cgroup root it sees (a container's), else cgroup v1's `cpu.cfs_quota_us` / `cpu.cfs_period_us`; a quota
of 1.5 CPUs allows 2 threads. Where none of this can be read, `os.cpu_count()`.

This module imports nothing of MLIR; it reads files, so `root` and `proc` are parameters for tests.
"""

from __future__ import annotations

import math
import os

CGROUP_ROOT = "/sys/fs/cgroup"
PROC_CGROUP = "/proc/self/cgroup"


def available_cores(root: str = CGROUP_ROOT, proc: str = PROC_CGROUP) -> int:
    """The cores this process may run on (at least 1); see the module docstring."""
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # no affinity on this platform
        cores = os.cpu_count() or 1
    quota = cgroup_quota(root, proc)
    if quota is not None:
        cores = min(cores, math.ceil(quota))
    return max(cores, 1)


def cgroup_quota(root: str = CGROUP_ROOT, proc: str = PROC_CGROUP) -> float | None:
    """The CPUs' worth of time per period that this process's cgroup allows; None when unlimited or unknown."""
    for directory in _v2_directories(root, proc):
        try:
            with open(os.path.join(directory, "cpu.max"), encoding="ascii") as f:
                fields = f.read().split()
        except OSError:
            continue
        if len(fields) >= 2 and fields[0] == "max":
            return None
        try:
            return _ratio(int(fields[0]), int(fields[1]))
        except (IndexError, ValueError):
            return None
    try:
        with open(os.path.join(root, "cpu", "cpu.cfs_quota_us"), encoding="ascii") as f:
            quota = int(f.read())
        with open(os.path.join(root, "cpu", "cpu.cfs_period_us"), encoding="ascii") as f:
            period = int(f.read())
    except (OSError, ValueError):
        return None
    return _ratio(quota, period)


def _ratio(quota: int, period: int) -> float | None:
    return quota / period if quota > 0 and period > 0 else None


def _v2_directories(root: str, proc: str) -> list[str]:
    """The process's own cgroup v2 directory (from the `0::/path` line of /proc/self/cgroup), then the root."""
    found = []
    try:
        with open(proc, encoding="utf-8") as f:
            for line in f:
                if line.startswith("0::"):
                    path = line[3:].strip().lstrip("/")
                    if path:
                        found.append(os.path.join(root, path))
    except OSError:
        pass
    return [*found, root]
