"""Helpers of the runtime-check tests: random f32 arguments, and the message of the CallError a call raises."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from tosabcast.runtime.jit import CallError


def f32(*shape: int, seed: int = 0) -> np.ndarray[Any, Any]:
    """Uniform in [-2, 2), reproducible by `seed`."""
    return np.random.default_rng(seed).uniform(-2, 2, shape).astype(np.float32)


def raises(call: Any, *args: Any) -> str:
    """The message of the `CallError` that `call(*args)` must raise."""
    with pytest.raises(CallError) as info:
        call(*args)
    return str(info.value)
