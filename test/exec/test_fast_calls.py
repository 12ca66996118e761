"""The fast call path (`marshal.fast_wrapper`): one foreign call on the numpy objects, else the general path."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from concurrency import run_on_threads

import tosabcast
from tosabcast.runtime import marshal
from tosabcast.runtime.jit import CallError, Function

pytestmark = [
    pytest.mark.jit,
    pytest.mark.skipif(marshal.OBJECT_LAYOUT is None, reason="numpy's array layout is not the one probed"),
]

MODEL = """\
func.func @main(%a: tensor<?x?xf32>, %b: tensor<1x?xf32>) -> tensor<?x?xf32> {
  %0 = tosa.add %a, %b : (tensor<?x?xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
"""


def _spy(function: Function) -> tuple[dict[str, Any], list[int]]:
    """Count the calls that take the general path."""
    namespace = type(function).__call__.__globals__
    general, count = namespace["general"], [0]

    def counted(*args: Any) -> Any:
        count[0] += 1
        return general(*args)

    namespace["general"] = counted
    return namespace, count


@pytest.fixture
def main() -> Function:
    return tosabcast.compile(MODEL).main


def test_known_shapes_take_one_foreign_call(main: Function) -> None:
    a, b = np.arange(12, dtype=np.float32).reshape(3, 4), np.ones((1, 4), np.float32)
    np.testing.assert_array_equal(main(a, b), a + b)  # general path: learns the result shape
    _, general = _spy(main)
    for k in range(5):
        np.testing.assert_array_equal(main(a * k, b), a * k + b)
    assert general == [0]


@pytest.mark.parametrize(
    "variant",
    ["transposed", "float64", "readonly", "list", "misaligned", "subclass"],
)
def test_arguments_the_fast_path_refuses_still_give_the_right_answer(main: Function, variant: str) -> None:
    a, b = np.arange(12, dtype=np.float32).reshape(3, 4), np.ones((1, 4), np.float32)
    main(a, b)
    _, general = _spy(main)
    if variant == "transposed":
        arg: Any = np.arange(12, dtype=np.float32).reshape(4, 3).T
    elif variant == "float64":
        arg = a.astype(np.float64)
    elif variant == "readonly":
        arg = a.copy()
        arg.flags.writeable = False
    elif variant == "list":
        arg = a.tolist()
    elif variant == "misaligned":
        arg = np.zeros(49, np.uint8)[1:].view(np.float32).reshape(3, 4)
        arg[...] = a
    else:
        arg = a.view(np.matrix)
    if variant == "float64":
        with pytest.raises(CallError, match="argument #0 has dtype float64, expected float32"):
            main(arg, b)
        return
    np.testing.assert_array_equal(np.asarray(main(arg, b)), np.asarray(arg, np.float32) + b)
    assert general[0] == (0 if variant == "readonly" else 1)


def test_fast_wrapper_refuses_or_reports_a_result_of_another_shape(main: Function) -> None:
    namespace, _ = _spy(main)
    fast = namespace["fast"]
    a, b = np.ones((3, 4), np.float32), np.full((1, 4), 2, np.float32)
    out = np.empty((3, 4), np.float32)
    assert fast(id(a), id(b), id(out)) == 1 and (out == 3).all()
    assert fast(id(a.astype(np.float16)), id(b), id(out)) == -1
    assert fast(id(a), id(b), id(np.empty((4, 3), np.float32))) == 0  # computed, freed, not copied
    assert fast(id(a.T), id(b), id(out)) == -1


def test_fast_calls_do_not_leak() -> None:
    main = tosabcast.compile(MODEL).main
    a, b = np.ones((8, 8), np.float32), np.ones((1, 8), np.float32)
    for _ in range(1000):
        main(a, b)
    with open("/proc/self/statm") as f:
        before = int(f.read().split()[1])
    for _ in range(20_000):
        main(a, b)
    with open("/proc/self/statm") as f:
        grown = (int(f.read().split()[1]) - before) * 4096
    assert grown < 512 << 10, f"RSS grew by {grown} bytes over 20,000 calls"


def test_python_threads_share_the_fast_path() -> None:
    main = tosabcast.compile(MODEL).main
    inputs = [(np.full((5, 7), k, np.float32), np.full((1, 7), 2 * k, np.float32)) for k in range(4)]
    errors: list[int] = []

    def worker(k: int) -> None:
        a, b = inputs[k]
        for _ in range(2000):
            if not (main(a, b) == 3 * k).all():
                errors.append(k)
                return

    run_on_threads(worker, 4)
    assert errors == []
