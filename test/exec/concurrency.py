"""Helpers the JIT tests share: run a worker on several Python threads, read the resident memory size."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable


def run_on_threads(worker: Callable[[int], None], count: int) -> None:
    """Call `worker(k)` for k in range(count), each on its own thread, and wait for all of them."""
    threads = [threading.Thread(target=worker, args=(k,)) for k in range(count)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


def rss_bytes() -> int:
    """This process's resident set size, in bytes (Linux: /proc/self/statm)."""
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
