"""Result ownership in `tosabcast.runtime.marshal`, with fake descriptors: who is copied, who is wrapped, who is freed once."""

from __future__ import annotations

import ctypes
import gc
from typing import Any

import numpy as np
import pytest

from tosabcast.runtime import marshal
from tosabcast.runtime.marshal import COPY_BELOW_BYTES, GLOBAL_ALLOCATED, Results, contiguous_strides, data_pointer


class FakeRuntime:
    """`take` and `free` that record what they were asked to free (nothing is really freed)."""

    def __init__(self) -> None:
        self.freed: list[int] = []

    def take(self, dst: int, src: int, nbytes: int, allocated: int) -> None:
        ctypes.memmove(dst, src, nbytes)
        if allocated:
            self.freed.append(allocated)

    def free(self, allocated: int) -> None:
        self.freed.append(allocated)


def _words(array: np.ndarray[Any, Any], allocated: int | None = None) -> list[int]:
    """The descriptor words the generated code would write for a contiguous `array`."""
    pointer = data_pointer(array)
    return [pointer if allocated is None else allocated, pointer, 0, *array.shape, *contiguous_strides(array.shape)]


def _results(runtime: FakeRuntime, *arrays: np.ndarray[Any, Any]) -> Results:
    return Results([a.dtype for a in arrays], [a.ndim for a in arrays], runtime)  # type: ignore[arg-type]


@pytest.mark.parametrize("elements", [16, COPY_BELOW_BYTES])  # copied / wrapped sizes
def test_a_result_we_own_is_freed_once(elements: int) -> None:
    runtime = FakeRuntime()
    buffer = np.arange(elements, dtype=np.float32)
    out = _results(runtime, buffer).finish(_words(buffer), ())
    np.testing.assert_array_equal(out, buffer)
    del out
    gc.collect()
    assert runtime.freed == [data_pointer(buffer)]


@pytest.mark.parametrize("elements", [16, COPY_BELOW_BYTES])
def test_a_result_in_an_argument_buffer_is_copied_and_not_freed(elements: int) -> None:
    runtime = FakeRuntime()
    argument = np.arange(elements, dtype=np.int32)
    out = _results(runtime, argument).finish(_words(argument), (data_pointer(argument),))
    assert not np.shares_memory(out, argument)
    np.testing.assert_array_equal(out, argument)
    del out
    gc.collect()
    assert runtime.freed == []


def test_a_constant_global_is_copied_and_not_freed() -> None:
    runtime = FakeRuntime()
    constant = np.array([1.5, 2.5], np.float32)
    out = _results(runtime, constant).finish(_words(constant, allocated=GLOBAL_ALLOCATED), ())
    np.testing.assert_array_equal(out, constant)
    assert runtime.freed == []


def test_results_sharing_a_buffer_free_it_once() -> None:
    runtime = FakeRuntime()
    big = np.arange(2 * COPY_BELOW_BYTES, dtype=np.float32)
    small = np.arange(4, dtype=np.float32)
    words = _words(small, allocated=99) + _words(small, allocated=99) + _words(big) + _words(big)
    first, second, third, fourth = _results(runtime, small, small, big, big).finish(words, ())
    np.testing.assert_array_equal(second, small)
    np.testing.assert_array_equal(fourth, big)
    assert not np.shares_memory(third, fourth)  # the first owns the buffer, the second is a copy
    assert runtime.freed == [99]
    del first, second, third, fourth
    gc.collect()
    assert sorted(runtime.freed) == sorted([99, data_pointer(big)])


def test_a_failed_allocation_frees_each_owned_result_once_and_is_a_memory_error() -> None:
    runtime = FakeRuntime()
    small, argument = np.zeros(4, np.float32), np.zeros(4, np.float32)
    failed = [0, 0, 0, 4, 1]  # a null descriptor
    words = _words(small, allocated=99) + _words(small, allocated=99) + failed + _words(argument)
    words += _words(small, allocated=GLOBAL_ALLOCATED)
    results = Results(
        [np.dtype(np.float32)] * 5, [1] * 5, runtime, lambda s: MemoryError(f"{s[0]} bytes at site {s[1]}")
    )  # type: ignore[arg-type]
    with pytest.raises(MemoryError, match="^16 bytes at site 3$"):
        results.fail(words, (data_pointer(argument),), [16, 3, 0, 0])
    assert runtime.freed == [99]


def test_no_results_is_none() -> None:
    assert Results([], [], FakeRuntime()).finish([], ()) is None  # type: ignore[arg-type]


def test_contiguous_strides_match_mlir_identity_layouts() -> None:
    assert contiguous_strides((2, 3, 4)) == [12, 4, 1]
    assert contiguous_strides((5, 0, 2)) == [0, 2, 1]
    assert contiguous_strides(()) == []


def test_data_pointer_reads_numpy_arrays() -> None:
    for array in (np.zeros(3), np.arange(12).reshape(3, 4)[1:], np.empty(0, np.int8), np.zeros(())):
        assert data_pointer(array) == array.ctypes.data
    assert marshal._probe_data_offset()
