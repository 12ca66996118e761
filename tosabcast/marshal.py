"""numpy arrays in and out of the packed C interface of JIT-compiled functions, with little per-call work.

A function compiled with `llvm.emit_c_interface` has the entry point
`_mlir__mlir_ciface_f(void **args)`, where `args[k]` is the address of C
parameter `k`, and every parameter is a pointer to a memref descriptor
(results first, as one struct):

    descriptor of rank r = [allocated, aligned, offset, shape[0..r), strides[0..r)]   (int64 words)

A `Frame` is one ctypes int64 array holding all of a function's descriptors,
the parameter pointers and the `args` array, wired once. A call writes the two
data pointers of each argument (and its shape and strides when the shapes
changed since the last call), makes one foreign call, and reads the result
descriptors back. `make_caller` writes that sequence out as straight-line
Python for the function's arity (the generic loop version costs about twice
as much on a 64-element add: most of a call is interpreter overhead).

Results come from the generated code's `malloc`. Small contiguous ones are
copied into a fresh numpy array and freed in the same foreign call (`take`:
cheaper than wrapping); larger ones are wrapped without a copy in an array
whose base object frees the buffer when the last view of it dies. Memory
that is not the result's own (an argument's buffer, a constant, a buffer
another result already owns) is copied and never freed.
"""

from __future__ import annotations

import ctypes
import threading
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

Shapes = tuple[tuple[int, ...], ...]
Descriptor = tuple[int, int, int, list[int], list[int]]
"""(allocated, aligned, offset, shape, strides) of a result memref."""

GLOBAL_ALLOCATED = 0xDEADBEEF  # finalize-memref-to-llvm's `allocated` pointer for memref.get_global
COPY_BELOW_BYTES = 16 * 1024  # copying a result this small costs less than wrapping it

_DATA_OFFSET = object.__basicsize__  # PyArrayObject_fields.data follows the PyObject header
_read_pointer = ctypes.c_void_p.from_address


def _probe_data_offset() -> bool:
    """Check that an array's data pointer sits right after its object header (numpy's public ABI)."""
    probes = [np.zeros(3, np.float32), np.arange(12).reshape(3, 4)[1:], np.empty(0, np.int8)]
    return all(_read_pointer(id(a) + _DATA_OFFSET).value == a.ctypes.data for a in probes)


if _probe_data_offset():

    def data_pointer(array: np.ndarray[Any, Any]) -> int:
        """Return the address of `array`'s first element."""
        return _read_pointer(id(array) + _DATA_OFFSET).value or 0

else:  # pragma: no cover - a numpy whose object layout we do not know

    def data_pointer(array: np.ndarray[Any, Any]) -> int:
        """Return the address of `array`'s first element."""
        return int(array.ctypes.data)


def contiguous_strides(shape: Sequence[int]) -> list[int]:
    """Row-major strides in elements, as MLIR's identity layout has them."""
    strides = [1] * len(shape)
    for i in range(len(shape) - 2, -1, -1):
        strides[i] = strides[i + 1] * shape[i + 1]
    return strides


# The generated code's allocator -----------------------------------------------------------------

RUNTIME_MLIR = """
llvm.func @free(!llvm.ptr)
llvm.func @__tosabcast_take(%dst: !llvm.ptr, %src: !llvm.ptr, %bytes: i64, %allocated: !llvm.ptr) {
  "llvm.intr.memcpy"(%dst, %src, %bytes) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.call @free(%allocated) : (!llvm.ptr) -> ()
  llvm.return
}
llvm.func @__tosabcast_runtime(%out: !llvm.ptr) {
  %free = llvm.mlir.addressof @free : !llvm.ptr
  %take = llvm.mlir.addressof @__tosabcast_take : !llvm.ptr
  %second = llvm.getelementptr %out[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
  llvm.store %free, %out : !llvm.ptr, !llvm.ptr
  llvm.store %take, %second : !llvm.ptr, !llvm.ptr
  llvm.return
}
"""
"""LLVM-dialect helpers added to every compiled module: `free` as the generated code's `malloc` pairs it,
and `take(dst, src, bytes, allocated)`, a copy followed by `free(allocated)` in one foreign call."""

RUNTIME_ENTRY = "__tosabcast_runtime"

_FREE_T = ctypes.CFUNCTYPE(None, ctypes.c_void_p)
_TAKE_T = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64, ctypes.c_void_p)
PACKED_T = ctypes.CFUNCTYPE(None, ctypes.c_void_p)
"""The type of a packed entry point `void f(void **args)`."""


class Runtime:
    """`free` and `take` of one compiled module, found by calling its `__tosabcast_runtime` entry.

    It holds the `ExecutionEngine`: every function holds the runtime, so the compiled code lives as long as
    anything can call it.
    """

    def __init__(self, engine: Any) -> None:
        self.engine = engine
        addresses = (ctypes.c_void_p * 2)()
        slot = ctypes.c_void_p(ctypes.addressof(addresses))
        args = (ctypes.c_void_p * 1)(ctypes.addressof(slot))
        PACKED_T(engine.raw_lookup(RUNTIME_ENTRY))(args)
        self.free: Callable[[int], None] = _FREE_T(addresses[0])
        self.take: Callable[[int, int, int, int], None] = _TAKE_T(addresses[1])


# Arguments ---------------------------------------------------------------------------------------


class Frame:
    """One function's descriptors and packed argument array, in a single ctypes int64 array.

    Layout: [result descriptors][argument descriptors][parameter pointers][args array].
    """

    def __init__(self, argument_ranks: Sequence[int], result_ranks: Sequence[int]) -> None:
        self.result_words = sum(3 + 2 * r for r in result_ranks)
        self.arg_starts: list[int] = []
        word = self.result_words
        for rank in argument_ranks:
            self.arg_starts.append(word)
            word += 3 + 2 * rank
        params = ([0] if result_ranks else []) + self.arg_starts  # descriptor of each C parameter
        pointers = word
        args = pointers + len(params)
        self.words = (ctypes.c_int64 * (args + len(params)))()
        base = ctypes.addressof(self.words)
        for k, start in enumerate(params):
            self.words[pointers + k] = base + 8 * start
            self.words[args + k] = base + 8 * (pointers + k)
        self.args = ctypes.c_void_p(base + 8 * args)
        self.shapes: Shapes | None = None

    def set_shapes(self, shapes: Shapes) -> None:
        """Write the shapes and contiguous strides of the arguments."""
        words = self.words
        for start, shape in zip(self.arg_starts, shapes, strict=True):
            rank = len(shape)
            words[start + 2] = 0
            words[start + 3 : start + 3 + rank] = shape
            words[start + 3 + rank : start + 3 + 2 * rank] = contiguous_strides(shape)
        self.shapes = shapes


_CALLER = """\
def call(*args):
    if len(args) != {arity}:
        raise_arity(len(args))
{body}
    shapes = ({shapes})
    if shapes not in checked:
        check(shapes)
{pointers}
    with lock:
{writes}
        if shapes != frame.shapes:
            frame.set_shapes(shapes)
        entry(packed)
        results = buffer[:{result_words}]
    return finish(results, ({pointer_tuple}))
"""


def make_caller(
    frame: Frame,
    entry: Callable[[ctypes.c_void_p], None],
    dtypes: Sequence[np.dtype[Any]],
    prepare: Callable[[int, Any], np.ndarray[Any, Any]],
    checked: set[Shapes],
    check: Callable[[Shapes], None],
    finish: Callable[[list[int], tuple[int, ...]], Any],
    raise_arity: Callable[[int], None],
) -> Callable[..., Any]:
    """Write a function's call sequence as straight-line Python for its arity.

    Args:
        frame: the function's descriptors.
        entry: its packed entry point.
        dtypes: the dtype of each argument.
        prepare: `prepare(i, value)` makes argument i a C-contiguous array of its dtype or raises.
        checked: the argument shapes known to be valid (looked up before every call).
        check: `check(shapes)` validates new shapes (and adds them to `checked`) or raises.
        finish: `finish(result_words, argument_pointers)` makes the return value.
        raise_arity: raises the error for a wrong argument count.
    """
    n = len(dtypes)
    names = [f"a{i}" for i in range(n)]
    body = [f"    {', '.join(names)}, = args"] if n else []
    body += [
        f"    if type(a{i}) is not ndarray or a{i}.dtype is not d{i} or not a{i}.flags.c_contiguous:\n"
        f"        a{i} = prepare({i}, a{i})"
        for i in range(n)
    ]
    source = _CALLER.format(
        arity=n,
        body="\n".join(body),
        shapes="".join(f"{a}.shape, " for a in names),
        pointers="\n".join(f"    p{i} = pointer(a{i})" for i in range(n)),
        writes="\n".join(f"        buffer[{s}] = buffer[{s + 1}] = p{i}" for i, s in enumerate(frame.arg_starts)),
        result_words=frame.result_words,
        pointer_tuple="".join(f"p{i}, " for i in range(n)),
    )
    namespace: dict[str, Any] = {f"d{i}": d for i, d in enumerate(dtypes)}
    namespace.update(
        ndarray=np.ndarray, prepare=prepare, checked=checked, check=check, pointer=data_pointer,
        lock=threading.Lock(), buffer=frame.words, frame=frame, entry=entry, packed=frame.args, finish=finish,
        raise_arity=raise_arity,
    )  # fmt: skip
    exec(compile(source, f"<tosabcast call of {n} arguments>", "exec"), namespace)  # noqa: S102
    return namespace["call"]  # type: ignore[no-any-return]


# Results -----------------------------------------------------------------------------------------


class _Allocation:
    """numpy's base object for a result buffer: exposes it, and frees it once when no array uses it."""

    __slots__ = ("__array_interface__", "_free", "_allocated")

    def __init__(self, interface: dict[str, Any], free: Callable[[int], None], allocated: int) -> None:
        self.__array_interface__ = interface
        self._free = free
        self._allocated = allocated

    def __del__(self) -> None:
        self._free(self._allocated)


class _Borrowed:
    """Memory we must not free, exposed to numpy to be copied."""

    __slots__ = ("__array_interface__",)

    def __init__(self, interface: dict[str, Any]) -> None:
        self.__array_interface__ = interface


class Results:
    """Turn a function's result descriptors into numpy arrays that own their memory."""

    def __init__(self, dtypes: Sequence[np.dtype[Any]], ranks: Sequence[int], runtime: Runtime) -> None:
        self.dtypes = list(dtypes)
        self.ranks = list(ranks)
        self.runtime = runtime

    def finish(self, words: list[int], not_ours: tuple[int, ...]) -> Any:
        """The return value of a call: an array, a tuple of arrays, or None.

        Args:
            words: the result descriptors as the call wrote them.
            not_ours: `allocated` pointers of someone else's (the arguments' data pointers).

        Raises:
            MemoryError: the generated code could not allocate a result.
        """
        if len(self.ranks) == 1:
            allocated, rank = words[0], self.ranks[0]
            owned = 0 if allocated in not_ours or allocated == GLOBAL_ALLOCATED else allocated
            descriptor = (allocated, words[1], words[2], words[3 : 3 + rank], words[3 + rank : 3 + 2 * rank])
            return self._array(descriptor, self.dtypes[0], owned)
        if not self.ranks:
            return None
        return tuple(self._several(self._descriptors(words), not_ours))

    def _descriptors(self, words: list[int]) -> list[Descriptor]:
        out: list[Descriptor] = []
        pos = 0
        for rank in self.ranks:
            end = pos + 3 + rank
            out.append((words[pos], words[pos + 1], words[pos + 2], words[pos + 3 : end], words[end : end + rank]))
            pos = end + rank
        return out

    def _several(self, descriptors: Sequence[Descriptor], not_ours: tuple[int, ...]) -> list[np.ndarray[Any, Any]]:
        """Arrays for several results, which may share buffers: each buffer is owned once, freed once."""
        arrays: list[np.ndarray[Any, Any]] = []
        claimed = {*not_ours, GLOBAL_ALLOCATED}
        to_free: list[int] = []  # buffers whose results were copied: freed after all are read
        for descriptor, dtype in zip(descriptors, self.dtypes, strict=True):
            allocated = descriptor[0]
            if allocated in claimed:
                arrays.append(self._array(descriptor, dtype, 0))
                continue
            claimed.add(allocated)
            if _is_small(descriptor, dtype):
                to_free.append(allocated)
                arrays.append(self._array(descriptor, dtype, 0))
            else:
                arrays.append(self._array(descriptor, dtype, allocated))
        for allocated in to_free:
            self.runtime.free(allocated)
        return arrays

    def _array(self, descriptor: Descriptor, dtype: np.dtype[Any], owned: int) -> np.ndarray[Any, Any]:
        """Copy a small contiguous result (then free `owned` if set); wrap a large one we own; copy the rest."""
        _, aligned, offset, shape, strides = descriptor
        itemsize = dtype.itemsize
        nbytes = _nbytes(shape, itemsize)
        if not aligned and nbytes:
            raise MemoryError(f"the compiled function could not allocate {nbytes} bytes for a result")
        if nbytes <= COPY_BELOW_BYTES and (strides == [1] or _is_contiguous(shape, strides)):
            array = np.empty(shape, dtype)
            self.runtime.take(data_pointer(array), aligned + offset * itemsize, nbytes, owned)
            return array
        interface = {
            "data": (aligned + offset * itemsize, False),
            "shape": tuple(shape),
            "strides": tuple(s * itemsize for s in strides),
            "typestr": dtype.str,
            "version": 3,
        }
        if owned:
            return np.asarray(_Allocation(interface, self.runtime.free, owned))
        return np.array(_Borrowed(interface))


def _nbytes(shape: Sequence[int], itemsize: int) -> int:
    for size in shape:
        itemsize *= size
    return itemsize


def _is_contiguous(shape: Sequence[int], strides: Sequence[int]) -> bool:
    if len(shape) == 1:
        return strides[0] == 1 or shape[0] <= 1
    return strides == contiguous_strides(shape)


def _is_small(descriptor: Descriptor, dtype: np.dtype[Any]) -> bool:
    return _nbytes(descriptor[3], dtype.itemsize) <= COPY_BELOW_BYTES and _is_contiguous(descriptor[3], descriptor[4])
