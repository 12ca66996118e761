"""The CPU of the machine that compiles, from /proc/cpuinfo: the facts some passes tune their defaults by.

No MLIR import (it sits beside `shapes.py`, at the bottom of the package). The JIT targets the host CPU, so a
pass that picks a code shape per CPU kind asks here for this machine's defaults; each such choice is a pass
option too, for code compiled for another machine:

    vendor()          "AuthenticAMD", "GenuineIntel", ... or "" (`passes/stream_stores.py`: streamed stores)
    flags()           {"avx2", "avx512f", "fma", ...} (`passes/expand_math.py`: the math loops' vector width;
                      `tosabcast.runtime.jit.HOST_SCALEF`: exp's and pow's scaling by `vscalefps`)

A machine without /proc/cpuinfo (or with another format: ARM's has no vendor_id and "Features" for flags)
answers "" and the empty set, and gets the defaults meant for unknown machines.
"""

from __future__ import annotations

import functools


@functools.cache
def _cpuinfo() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as file:
            return file.read(1 << 16)
    except OSError:
        return ""


def field(name: str, cpuinfo: str | None = None) -> str:
    """The value of the first `name : value` line of `cpuinfo` (this machine's /proc/cpuinfo when None), or ""."""
    for line in (_cpuinfo() if cpuinfo is None else cpuinfo).splitlines():
        key, _, value = line.partition(":")
        if key.strip() == name:
            return value.strip()
    return ""


def vendor(cpuinfo: str | None = None) -> str:
    """The x86 vendor id of the first CPU ("AuthenticAMD", "GenuineIntel"), or ""."""
    return field("vendor_id", cpuinfo)


def flags(cpuinfo: str | None = None) -> frozenset[str]:
    """The feature flags of the first CPU (x86's "flags" line; ARM's "Features"), or the empty set."""
    return frozenset((field("flags", cpuinfo) or field("Features", cpuinfo)).split())
