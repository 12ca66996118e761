"""`tosabcast.host`: what /proc/cpuinfo says, and the per-CPU defaults the passes take from it."""

from __future__ import annotations

import subprocess
import sys

from passes import expand_math, prefetch_streams, stream_stores
from tosabcast import host

XEON = """processor\t: 0
vendor_id\t: GenuineIntel
model name\t: Intel(R) Xeon(R) Processor @ 2.50GHz
flags\t\t: fpu sse2 avx fma avx2 avx512f avx512dq avx512bw avx512vl
processor\t: 1
vendor_id\t: GenuineIntel
flags\t\t: fpu
"""
EPYC = """processor\t: 0
vendor_id\t: AuthenticAMD
flags\t\t: fpu sse2 avx fma avx2
"""
ARM = """processor\t: 0
BogoMIPS\t: 50.00
Features\t: fp asimd evtstrm aes sve
CPU implementer\t: 0x41
"""


def test_fields_are_read_from_the_first_cpu() -> None:
    assert host.vendor(XEON) == "GenuineIntel"
    assert host.vendor(EPYC) == "AuthenticAMD"
    assert host.vendor(ARM) == ""
    assert host.field("model name", XEON) == "Intel(R) Xeon(R) Processor @ 2.50GHz"
    assert "avx512f" in host.flags(XEON) and "fpu" in host.flags(XEON)
    assert "avx512f" not in host.flags(EPYC) and "avx2" in host.flags(EPYC)
    assert host.flags(ARM) == frozenset({"fp", "asimd", "evtstrm", "aes", "sve"})
    assert host.flags("") == frozenset() and host.vendor("") == ""


def test_math_loops_get_sixteen_lanes_only_on_avx512_hosts() -> None:
    assert expand_math.host_lanes(XEON) == 16
    assert expand_math.host_lanes(EPYC) == 0
    assert expand_math.host_lanes(ARM) == 0
    assert expand_math.DEFAULT_LANES == expand_math.host_lanes()
    assert expand_math.PASS.options[0].default == expand_math.DEFAULT_LANES


def test_streamed_stores_follow_the_vendor() -> None:
    assert stream_stores.host_min_bytes(EPYC) == stream_stores.MIN_BYTES
    assert stream_stores.host_min_bytes(XEON) == stream_stores.NEVER
    assert stream_stores.host_min_bytes(ARM) == stream_stores.NEVER


def test_plain_loops_prefetch_on_the_vendor_measured() -> None:
    assert prefetch_streams.host_plain_min_bytes(XEON) == prefetch_streams.PLAIN_MIN_BYTES
    assert prefetch_streams.host_plain_min_bytes(EPYC) == prefetch_streams.NEVER
    assert prefetch_streams.host_plain_min_bytes(ARM) == prefetch_streams.NEVER
    assert prefetch_streams.DEFAULT_PLAIN_MIN_BYTES == prefetch_streams.host_plain_min_bytes()


def test_importing_host_loads_no_mlir() -> None:
    probe = "import sys, tosabcast.host; print(any(m == 'mlir' or m.startswith('mlir.') for m in sys.modules))"
    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert proc.stdout.strip() == "False"
