"""Compile on one thread unless a test asks for more: threaded code costs 2-3x the JIT time, and only
test/exec/test_threads.py is about threads (`TOSABCAST_THREADS`, read by `tosabcast.compile`)."""

from __future__ import annotations

import os

os.environ.setdefault("TOSABCAST_THREADS", "1")
