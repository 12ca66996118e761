"""numpy arrays in and out of JIT-compiled functions, with little per-call work.

A function compiled with `llvm.emit_c_interface` has the C entry point
`_mlir_ciface_f(result, arg0, arg1, ...)`, where every parameter is a pointer
to a memref descriptor (the results first, as one struct):

    descriptor of rank r = [allocated, aligned, offset, shape[0..r), strides[0..r)]   (int64 words)

A `Frame` is one ctypes int64 array holding all of a function's descriptors
and its call state, wired once. The JIT adds to the module, for each function,
a small LLVM-dialect wrapper `__tosabcast_call_f(words)` (`Frame.wrapper`)
that calls `_mlir_ciface_f` on the frame's descriptors. A call writes the two
data pointers of each argument (and its shape and strides when the shapes
changed since the last call), makes one foreign call, and reads the result
descriptors back. `make_caller` writes that sequence out as straight-line
Python for the function's arity (the generic loop version costs about twice
as much on a 64-element add: most of a call is interpreter overhead).

Results come from the generated code's `malloc`. Small contiguous ones are
copied into a fresh numpy array and freed (`take`: copy and free in one
foreign call, cheaper than wrapping); larger ones are wrapped without a copy in
an array whose base object frees the buffer when the last view of it dies.
Memory that is not the result's own (an argument's buffer, a constant, a
buffer another result already owns) is copied and never freed.

That is the general path. Most calls never reach it: the function itself is
a second native entry, `fast_wrapper`, made a CPython builtin (`FastCall`:
a `METH_FASTCALL` `PyMethodDef` pointing into the JIT's code). It reads the
numpy objects directly (`ObjectLayout`), compares their shapes with the
shapes the general path has already checked (`KnownShapes`, in memory the
native code reads), runs the function (without the GIL when the call is
large), and makes each result array itself with numpy's C API (several
results come as a tuple): a small result is copied into a `PyArray_Empty`,
a large one the call owns becomes an array on its buffer whose base object,
a capsule, frees it. Anything it
does not take it hands, unchanged, to the general path above
(`PyObject_Vectorcall`). A call of 64 elements then costs about as much as
calling any builtin: 0.17 us of CPU, against numpy's 0.41 us for `np.add`;
a 128x128 add 2.5 us against numpy's 2.7 (20 us on the general path;
docs/performance.md).

Every compiled function also takes a trailing `memref<4xi64>` status
(`tosabcast.lowering.status`), in the frame too: the wrapper zeroes it before
the call. If a shape check or an allocation failed, the call frees the result
buffers it owns (each once) and raises `ValueError` or `MemoryError`.
"""

from __future__ import annotations

import ctypes
import importlib
import os
import re
import threading
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple, NoReturn

import numpy as np

Shapes = tuple[tuple[int, ...], ...]
Descriptor = tuple[int, int, int, list[int], list[int]]
"""(allocated, aligned, offset, shape, strides) of a result memref."""

GLOBAL_ALLOCATED = 0xDEADBEEF  # finalize-memref-to-llvm's `allocated` pointer for memref.get_global
COPY_BELOW_BYTES = 16 * 1024  # copying a result this small costs less than wrapping it
STATUS_WORDS = 4  # the status (tosabcast.lowering.status): code (0: none), site, size a, size b

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

    _POINTER_CODE = "(read(id({0}) + DATA_OFFSET).value or 0)"  # data_pointer, inlined in generated code

else:  # pragma: no cover - a numpy whose object layout we do not know

    def data_pointer(array: np.ndarray[Any, Any]) -> int:
        """Return the address of `array`'s first element."""
        return int(array.ctypes.data)

    _POINTER_CODE = "pointer({0})"


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
        free, take = read_addresses(engine, RUNTIME_ENTRY, 2)
        self.free: Callable[[int], None] = _FREE_T(free)
        self.take: Callable[[int, int, int, int], None] = _TAKE_T(take)


# Arguments ---------------------------------------------------------------------------------------


class Frame:
    """One function's descriptors and call state, in a single ctypes int64 array.

    Layout: [result descriptors][argument descriptors][failure descriptor][failure][words address][args]:
    `args` is the packed argument array of `__tosabcast_call_f(words)` (see `wrapper`). `failure` is the
    allocation status the function reports into (`STATUS_WORDS` words; its memref descriptor, written once,
    is the function's last argument).
    """

    def __init__(self, argument_ranks: Sequence[int], result_ranks: Sequence[int]) -> None:
        self.result_ranks = list(result_ranks)
        self.result_words = sum(3 + 2 * r for r in result_ranks)
        self.arg_starts: list[int] = []
        word = self.result_words
        for rank in argument_ranks:
            self.arg_starts.append(word)
            word += 3 + 2 * rank
        self.failure_descriptor, self.failure = word, word + 5
        slot = self.failure + STATUS_WORDS
        self.words = (ctypes.c_int64 * (slot + 2))()
        base = ctypes.addressof(self.words)
        failure = base + 8 * self.failure
        self.words[self.failure_descriptor : self.failure] = [failure, failure, 0, STATUS_WORDS, 1]
        self.words[slot] = base
        self.words[slot + 1] = base + 8 * slot
        self.args = ctypes.c_void_p(base + 8 * (slot + 1))
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

    def wrapper(self, function: str) -> str:
        """LLVM-dialect source of `__tosabcast_call_<function>(ptr words)`, for this frame's layout: it zeroes
        the allocation status `failure` and calls `_mlir_ciface_<function>` on the descriptors in `words`."""
        return _Wrapper(self, function).source()


class _Writer:
    """Writes the body of an LLVM-dialect function, one SSA value per line."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.count = 0

    def value(self, text: str) -> str:
        self.count += 1
        self.lines.append(f"    %v{self.count} = {text}")
        return f"%v{self.count}"

    def constant(self, number: int, type_: str = "i64") -> str:
        return self.value(f"llvm.mlir.constant({number} : {type_}) : {type_}")


class _Wrapper(_Writer):
    """Writes the LLVM dialect of `Frame.wrapper`."""

    def __init__(self, frame: Frame, function: str) -> None:
        super().__init__()
        self.frame = frame
        self.function = function

    def word(self, index: int) -> str:
        """The address of word `index`."""
        return self.value(f"llvm.getelementptr %w[{index}] : (!llvm.ptr) -> !llvm.ptr, i64")

    def source(self) -> str:
        frame = self.frame
        params = ([0] if frame.result_ranks else []) + frame.arg_starts + [frame.failure_descriptor]
        pointers = [self.word(index) for index in params]
        callee = _symbol(f"_mlir_ciface_{self.function}")
        signature = ", ".join("!llvm.ptr" for _ in params)
        self.lines.append(f"    llvm.store {self.constant(0)}, {self.word(frame.failure)} : i64, !llvm.ptr")
        self.lines.append(f"    llvm.call {callee}({', '.join(pointers)}) : ({signature}) -> ()")
        self.lines.append("    llvm.return")
        declaration = f"llvm.func {callee}({signature}) attributes {{llvm.emit_c_interface}}"
        body = "\n".join(self.lines)
        name = _symbol(f"{WRAPPER_PREFIX}{self.function}")
        return f"{declaration}\nllvm.func {name}(%w: !llvm.ptr) {{\n{body}\n}}\n"


class ObjectLayout:
    """Byte offsets of the fields of a numpy array object that `fast_wrapper` reads (numpy's public ABI).

    Probed on live arrays at import: `OBJECT_LAYOUT` is None (and calls take the general path only) if the
    running numpy lays its arrays out otherwise.
    """

    def __init__(self, head: int) -> None:
        self.type = head - 8  # PyObject_HEAD ends with ob_type
        self.data, self.nd, self.dimensions = head, head + 8, head + 16
        self.descr, self.flags = head + 40, head + 48

    def matches(self, array: np.ndarray[Any, Any]) -> bool:
        """Whether every field read at these offsets of `array` holds what numpy says it holds."""
        base = id(array)
        word = ctypes.c_int64.from_address
        dimensions = word(base + self.dimensions).value
        return (
            word(base + self.type).value == id(type(array))
            and word(base + self.data).value == array.ctypes.data
            and ctypes.c_int32.from_address(base + self.nd).value == array.ndim
            and all(word(dimensions + 8 * k).value == n for k, n in enumerate(array.shape))
            and word(base + self.descr).value == id(array.dtype)
            and self._flag(array, 0x0001) == array.flags.c_contiguous
            and self._flag(array, 0x0100) == array.flags.aligned
        )

    def _flag(self, array: np.ndarray[Any, Any], bit: int) -> bool:
        return bool(ctypes.c_int32.from_address(id(array) + self.flags).value & bit)


_CONTIGUOUS_ALIGNED = 0x0001 | 0x0100  # NPY_ARRAY_C_CONTIGUOUS | NPY_ARRAY_ALIGNED


def _probe_object_layout() -> ObjectLayout | None:
    layout = ObjectLayout(_DATA_OFFSET)
    probes = [np.zeros((3, 5), np.float32), np.arange(24).reshape(2, 3, 4)[:, 1:], np.empty(0, np.int8)]
    probes.append(np.zeros(9, np.uint8)[1:].view(np.float32)[:1])  # misaligned
    try:
        return layout if all(layout.matches(a) for a in probes) else None
    except (ValueError, OverflowError):  # pragma: no cover
        return None


OBJECT_LAYOUT = _probe_object_layout()

FAST_PREFIX = "__tosabcast_fast_"
"""`FastCall` of function f runs `__tosabcast_fast_f`."""

FAST_ADDRESS_PREFIX = "__tosabcast_fast_address_"
"""`__tosabcast_fast_address_f(slot)` stores the address of `__tosabcast_fast_f` (the engine's lookup finds
only packed `_mlir_` interfaces): see `FastCall`."""

FREE_CAPSULE = "__tosabcast_free_capsule"
"""`__tosabcast_free_capsule(capsule)` frees the buffer of a large result a fast call wrapped: see
`free_capsule_source`."""

FAST_MAX_ARGUMENTS = FAST_MAX_RESULTS = 7
"""Functions with more arguments or results (or none) make every call on the general path."""

_METH_FASTCALL = 0x0080


class _MethodDef(ctypes.Structure):
    """CPython's `PyMethodDef`."""

    _fields_ = [("name", ctypes.c_char_p), ("function", ctypes.c_void_p), ("flags", ctypes.c_int),
                ("doc", ctypes.c_char_p)]  # fmt: skip


class PythonApi:
    """Addresses of the C functions the fast call makes, written into its code as constants.

    CPython's `Py_IncRef`, `Py_DecRef`, `PyObject_Vectorcall` (to hand a call it refuses to the general
    path), `PyCapsule_New`, `PyCapsule_GetPointer` (the base object that frees a wrapped result) and
    `PyEval_SaveThread`/`PyEval_RestoreThread` (to run large calls without the GIL); numpy's `PyArray_Empty`
    (a small result, copied), `PyArray_NewFromDescr` and `PyArray_SetBaseObject` (a large one, wrapped),
    found in numpy's C-API table at the indices its installed header gives.
    """

    PYTHON = ("Py_IncRef", "Py_DecRef", "PyObject_Vectorcall", "PyCapsule_New", "PyCapsule_GetPointer",
              "PyEval_SaveThread", "PyEval_RestoreThread", "PyTuple_New", "PyTuple_SetItem")  # fmt: skip
    NUMPY = ("PyArray_Empty", "PyArray_NewFromDescr", "PyArray_SetBaseObject")

    def __init__(self, layout: ObjectLayout, addresses: dict[str, int]) -> None:
        self.layout, self.addresses = layout, addresses

    def __getitem__(self, name: str) -> int:
        return self.addresses[name]


def _address(function: Any) -> int:
    return ctypes.cast(function, ctypes.c_void_p).value or 0


def _numpy_api_index(name: str) -> int | None:
    """The index of `name` in numpy's C-API table, read from the installed `__multiarray_api.h`."""
    header = os.path.join(np.get_include(), "numpy", "__multiarray_api.h")
    try:
        with open(header, encoding="utf-8") as f:
            text = f.read()
    except OSError:  # pragma: no cover - numpy always ships its headers
        return None
    found = re.search(rf"#define {name} \\\n[^\n]*\n\s*PyArray_API\[(\d+)\]", text)
    return int(found.group(1)) if found else None


def _numpy_api_table() -> int | None:
    """The address of numpy's C-API table (the `_ARRAY_API` capsule of its multiarray module)."""
    for module in ("numpy._core._multiarray_umath", "numpy.core._multiarray_umath"):
        try:
            capsule = importlib.import_module(module)._ARRAY_API
        except (ImportError, AttributeError):
            continue
        get = ctypes.pythonapi.PyCapsule_GetPointer
        get.restype, get.argtypes = ctypes.c_void_p, [ctypes.py_object, ctypes.c_char_p]
        return get(capsule, None)  # type: ignore[no-any-return]
    return None  # pragma: no cover


_EMPTY_T = ctypes.PYFUNCTYPE(ctypes.py_object, ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int)
_NEW_T = ctypes.PYFUNCTYPE(ctypes.py_object, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p,
                           ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p)  # fmt: skip
_SET_BASE_T = ctypes.PYFUNCTYPE(ctypes.c_int, ctypes.py_object, ctypes.py_object)
_NPY_ARRAY_CARRAY = 0x0001 | 0x0100 | 0x0400  # C-contiguous, aligned, writeable


def _probe_python_api(layout: ObjectLayout | None) -> PythonApi | None:
    """The C functions of the running CPython and numpy, each numpy one tried once; None if one is missing or
    does not do what its name says."""
    table = _numpy_api_table()
    indices = {name: _numpy_api_index(name) for name in PythonApi.NUMPY}
    if layout is None or not table or None in indices.values() or not hasattr(ctypes, "pythonapi"):
        return None
    addresses = {name: ctypes.c_void_p.from_address(table + 8 * index).value or 0 for name, index in indices.items()}
    addresses.update({name: _address(getattr(ctypes.pythonapi, name, None)) for name in PythonApi.PYTHON})
    if not all(addresses.values()):  # pragma: no cover
        return None
    dtype, dims, incref = np.dtype(np.float32), (ctypes.c_int64 * 2)(3, 5), ctypes.pythonapi.Py_IncRef
    incref(ctypes.py_object(dtype))  # both steal a reference to it
    made = _EMPTY_T(addresses["PyArray_Empty"])(2, ctypes.addressof(dims), id(dtype), 0)
    good = type(made) is np.ndarray and made.shape == (3, 5) and made.dtype == dtype and made.flags.c_contiguous
    owner = np.arange(15, dtype=np.float32)
    incref(ctypes.py_object(dtype))
    view = _NEW_T(addresses["PyArray_NewFromDescr"])(
        id(np.ndarray), id(dtype), 2, ctypes.addressof(dims), None, owner.ctypes.data, _NPY_ARRAY_CARRAY, None
    )
    good = good and type(view) is np.ndarray and view.shape == (3, 5) and view.ctypes.data == owner.ctypes.data
    good = good and view.flags.writeable and view.flags.c_contiguous
    if good:
        incref(ctypes.py_object(owner))  # SetBaseObject steals it
        good = _SET_BASE_T(addresses["PyArray_SetBaseObject"])(view, owner) == 0 and view.base is owner
    good = good and view[2, 4] == 14
    return PythonApi(layout, addresses) if good else None


PYTHON_API = _probe_python_api(OBJECT_LAYOUT)
"""None if calls take the general path only (another Python or numpy than the ones probed)."""


class KnownShapes:
    """The argument shapes a function's fast call takes, in memory its native code reads.

    `SLOTS` slots of [valid, release, the dims of every argument], filled round-robin by the general path
    (`remember`) after a call that succeeded. `release` says the call is large enough
    (`RELEASE_GIL_ELEMENTS`) to run without the GIL. A slot being written has `valid` 0, and the fast call,
    which reads the slots holding the GIL, cannot see it half written: it refuses the call instead.
    """

    SLOTS = 8
    RELEASE_GIL_ELEMENTS = 1 << 15
    """Calls whose arguments and result hold this many elements or more run without the GIL: at 32,768
    f32 elements an add takes some 10 us, and releasing and taking back the GIL some 0.1 us."""

    def __init__(self, ranks: Sequence[int]) -> None:
        self.width = 2 + sum(ranks)
        self.words = (ctypes.c_int64 * (self.SLOTS * self.width))()
        self.address = ctypes.addressof(self.words)
        self._held: dict[Shapes, int] = {}
        self._next = 0
        self._lock = threading.Lock()

    def remember(self, shapes: Shapes, results: Sequence[np.ndarray[Any, Any]] = ()) -> None:
        """Let the fast call take `shapes` (checked valid by a call that succeeded and gave `results`)."""
        if shapes in self._held:
            return
        elements = sum(r.size for r in results) + sum(_nbytes(shape, 1) for shape in shapes)
        with self._lock:
            slot = self._next
            self._next = (slot + 1) % self.SLOTS
            start = slot * self.width
            self.words[start] = 0
            self._held = {s: k for s, k in self._held.items() if k != slot}
            self.words[start + 1] = int(elements >= self.RELEASE_GIL_ELEMENTS)
            self.words[start + 2 : start + self.width] = [n for shape in shapes for n in shape]
            self.words[start] = 1
            self._held[shapes] = slot


class FastCall:
    """A function's `fast_wrapper` in a compiled engine, and the shapes it takes."""

    def __init__(self, engine: Any, function: str, known: KnownShapes) -> None:
        self.function, self.known = function, known
        (self.address,) = read_addresses(engine, FAST_ADDRESS_PREFIX + function)

    def builtin(self, general: Callable[..., Any]) -> Callable[..., Any]:
        """The fast wrapper as a Python builtin function that hands the calls it refuses to `general`.

        The builtin holds `general` (its `self`), which holds the engine (`Results`): the native code lives
        as long as the builtin. CPython keeps only the address of the method definition, which the builtin
        reads until it is freed; so the builtin holds the definition too, as its `__module__`, the one
        reference it drops last. (Held by `general` instead, the definition could be freed first when the
        garbage collector breaks the cycle builtin -> general -> its `Function` -> the builtin.)
        """
        definition = _MethodDef(self.function.encode(), self.address, _METH_FASTCALL, None)
        new = ctypes.pythonapi.PyCFunction_NewEx
        new.restype = ctypes.py_object
        new.argtypes = [ctypes.POINTER(_MethodDef), ctypes.py_object, ctypes.py_object]
        builtin: Callable[..., Any] = new(ctypes.byref(definition), general, definition)
        return builtin


def free_capsule_source(api: PythonApi) -> str:
    """LLVM-dialect source of `__tosabcast_free_capsule(capsule)`, the destructor of the capsules that free
    wrapped results, and `__tosabcast_free_capsule_address(slot)`, which stores its address.

    An array can outlive the program that made it, and its capsule calls the destructor when the array dies:
    so the destructor is compiled once, into an engine of its own that lives as long as the process (the JIT
    holds it), not into each program's.
    """
    return (
        "llvm.func @free(!llvm.ptr)\n"
        f"llvm.func @{FREE_CAPSULE}(%capsule: !llvm.ptr) {{\n"
        f"    %c = llvm.mlir.constant({api['PyCapsule_GetPointer']} : i64) : i64\n"
        "    %get = llvm.inttoptr %c : i64 to !llvm.ptr\n    %null = llvm.mlir.zero : !llvm.ptr\n"
        "    %buffer = llvm.call %get(%capsule, %null) : !llvm.ptr, (!llvm.ptr, !llvm.ptr) -> !llvm.ptr\n"
        "    llvm.call @free(%buffer) : (!llvm.ptr) -> ()\n    llvm.return\n}\n"
        f"llvm.func @{FREE_CAPSULE}_address(%slot: !llvm.ptr) {{\n"
        f"    %f = llvm.mlir.addressof @{FREE_CAPSULE} : !llvm.ptr\n"
        "    llvm.store %f, %slot : !llvm.ptr, !llvm.ptr\n    llvm.return\n}\n"
    )


def read_addresses(engine: Any, getter: str, count: int = 1) -> list[int]:
    """Call `getter(slot)`, a function of `engine` that stores `count` addresses from `slot` on; return them
    (the engine's lookup finds only packed `_mlir_` interfaces, not the functions themselves)."""
    addresses = (ctypes.c_void_p * count)()
    slot = ctypes.c_void_p(ctypes.addressof(addresses))
    args = (ctypes.c_void_p * 1)(ctypes.addressof(slot))
    PACKED_T(engine.raw_lookup(getter))(args)
    return [a or 0 for a in addresses]


class Tensor(NamedTuple):
    """An argument or result as the fast wrapper sees it: the address of its canonical dtype object, its rank
    and element size."""

    dtype_id: int
    rank: int
    itemsize: int


def fast_wrapper(function: str, arguments: Sequence[Tensor], results: Sequence[Tensor], known: KnownShapes,
                 api: PythonApi, free_capsule: int) -> str:  # fmt: skip
    """LLVM-dialect source of `__tosabcast_fast_<function>`, a whole call as a CPython `METH_FASTCALL` function.

    `PyObject *f(PyObject *general, PyObject *const *args, Py_ssize_t nargs)` (`FastCall`) takes the
    numpy arrays themselves. If there are as many as the function has arguments, each an exact `ndarray` of
    its dtype and rank, C-contiguous and aligned, and their shapes fill a valid slot of `known`, it builds
    the memref descriptors on its stack and calls `_mlir_ciface_<function>` (without the GIL if the slot
    says so). Each result then becomes an array: a large one (over `COPY_BELOW_BYTES`) in a buffer the call
    owns is wrapped in place (`PyArray_NewFromDescr`, with a capsule as its base object whose destructor,
    at address `free_capsule` (`free_capsule_source`), frees the buffer); any other is copied into a
    `PyArray_Empty` (the buffer may be an argument's, a constant's, or another result's). Buffers not wrapped are freed once all results are made. It returns the array, or a
    tuple of them. A call that fails (a shape check, an allocation in the compiled code), or arguments it
    does not take, it hands to `general` with the same arguments (`PyObject_Vectorcall`), which reports the
    failure or takes the call; if numpy cannot allocate a result array it frees everything and returns NULL
    with numpy's exception set. The caller holds the GIL.
    """
    return _FastWrapper(function, arguments, results, known, api, free_capsule).source()


_NO_UNROLL = "#llvm.loop_annotation<unroll = <disable = true>>"


class _Made(NamedTuple):
    """The SSA values of one result descriptor that making its array reads (i64 `allocated` and `nbytes`, i1
    `own` and `large`, pointers `dims` and `source`)."""

    allocated: str
    own: str
    nbytes: str
    large: str
    dims: str
    source: str


class _FastWrapper(_Writer):
    """Writes the LLVM dialect of `fast_wrapper`."""

    def __init__(self, function: str, arguments: Sequence[Tensor], results: Sequence[Tensor], known: KnownShapes,
                 api: PythonApi, free_capsule: int) -> None:  # fmt: skip
        super().__init__()
        self.free_capsule = free_capsule
        self.function, self.results = function, list(results)
        self.ranks, self.dtype_ids = [a.rank for a in arguments], [a.dtype_id for a in arguments]
        self.known, self.api, self.layout = known, api, api.layout

    def at(self, pointer: str, index: int | str, unit: str = "i8") -> str:
        return self.value(f"llvm.getelementptr {pointer}[{index}] : (!llvm.ptr) -> !llvm.ptr, {unit}")

    def load(self, pointer: str, index: int = 0, type_: str = "i64", unit: str = "i64") -> str:
        return self.value(f"llvm.load {self.at(pointer, index, unit)} : !llvm.ptr -> {type_}")

    def field(self, obj: str, offset: int, type_: str = "i64") -> str:
        return self.load(obj, offset, type_, "i8")

    def store(self, value: str, pointer: str, index: int) -> None:
        self.lines.append(f"    llvm.store {value}, {self.at(pointer, index, 'i64')} : i64, !llvm.ptr")

    def both(self, a: str, b: str) -> str:
        return self.value(f"llvm.and {a}, {b} : i1")

    def compare(self, predicate: str, a: str, b: str, type_: str = "i64") -> str:
        return self.value(f'llvm.icmp "{predicate}" {a}, {b} : {type_}')

    def words(self, count: int) -> str:
        return self.value(f"llvm.alloca {self.constant(max(count, 1))} x i64 : (i64) -> !llvm.ptr")

    def pointer(self, address: int) -> str:
        return self.value(f"llvm.inttoptr {self.constant(address)} : i64 to !llvm.ptr")

    def shape(self, obj: str, rank: int) -> list[str]:
        dimensions = self.value(f"llvm.inttoptr {self.field(obj, self.layout.dimensions)} : i64 to !llvm.ptr")
        return [self.load(dimensions, k) for k in range(rank)]

    def strides(self, shape: list[str]) -> list[str]:
        """Row-major strides in elements."""
        strides = [self.constant(1)] * len(shape)
        for k in range(len(shape) - 2, -1, -1):
            strides[k] = self.value(f"llvm.mul {strides[k + 1]}, {shape[k + 1]} : i64")
        return strides

    def block(self, text: str) -> None:
        self.lines.append(text)

    def accepted(self, objects: list[str]) -> str:
        """Whether every argument is an exact ndarray of its dtype and rank, C-contiguous and aligned."""
        layout = self.layout
        ndarray, flags_mask = self.constant(id(np.ndarray)), self.constant(_CONTIGUOUS_ALIGNED, "i32")
        ok = self.value("llvm.mlir.constant(true) : i1")
        for obj, rank, dtype_id in zip(objects, self.ranks, self.dtype_ids, strict=True):
            ok = self.both(ok, self.compare("eq", self.field(obj, layout.type), ndarray))
            ok = self.both(ok, self.compare("eq", self.field(obj, layout.descr), self.constant(dtype_id)))
            nd = self.field(obj, layout.nd, "i32")
            ok = self.both(ok, self.compare("eq", nd, self.constant(rank, "i32"), "i32"))
            flags = self.value(f"llvm.and {self.field(obj, layout.flags, 'i32')}, {flags_mask} : i32")
            ok = self.both(ok, self.compare("eq", flags, flags_mask, "i32"))
        return ok

    def known_shape(self, dims: list[str]) -> None:
        """Branch to `^run(%release)` if `dims` (every argument's, in order) fill a valid slot of `known`, with
        that slot's `release`, else to `^general`.

        A loop over the slots, not the slots unrolled: LLVM took 5 ms of JIT time per unrolled slot of a
        two-argument function (8 slots: 71 ms of 85)."""
        width, one = self.known.width, self.constant(1)
        self.block(f"    llvm.br ^slot({self.constant(0)} : i64)")
        self.block("  ^slot(%slot: i64):")
        start = self.value(f"llvm.mul %slot, {self.constant(width)} : i64")
        words = self.value(
            f"llvm.getelementptr {self.pointer(self.known.address)}[{start}] : (!llvm.ptr, i64) -> !llvm.ptr, i64"
        )
        same = self.compare("eq", self.load(words, 0), one)
        for k, dim in enumerate(dims):
            same = self.both(same, self.compare("eq", self.load(words, 2 + k), dim))
        release = self.compare("eq", self.load(words, 1), one)
        self.block(f"    llvm.cond_br {same}, ^run({release} : i1), ^next")
        self.block("  ^next:")
        following = self.value(f"llvm.add %slot, {one} : i64")
        last = self.compare("ult", following, self.constant(KnownShapes.SLOTS))
        self.block(f"    llvm.cond_br {last}, ^slot({following} : i64), ^general {{loop_annotation = {_NO_UNROLL}}}")

    def call(self, name: str, arguments: list[str], types: list[str], result: str | None = None) -> str:
        """Call the C function `name` of the Python API (its address a constant); return its result or ""."""
        callee = self.pointer(self.api[name])
        text = f"llvm.call {callee}({', '.join(arguments)}) : !llvm.ptr, ({', '.join(types)}) -> {result or '()'}"
        if result is None:
            self.block(f"    {text}")
            return ""
        return self.value(text)

    def free(self, address: str) -> None:
        self.block(
            f"    llvm.call @free({self.value(f'llvm.inttoptr {address} : i64 to !llvm.ptr')}) : (!llvm.ptr) -> ()"
        )

    def ptr(self, pointer: str, index: int) -> str:
        """Load the pointer at `pointer[index]`."""
        return self.value(f"llvm.load {self.at(pointer, index, '!llvm.ptr')} : !llvm.ptr -> !llvm.ptr")

    def set_ptr(self, value: str, pointer: str, index: int) -> None:
        self.block(f"    llvm.store {value}, {self.at(pointer, index, '!llvm.ptr')} : !llvm.ptr, !llvm.ptr")

    def branch_if_null(self, value: str, null: str, target: str, otherwise: str) -> None:
        self.block(f"    llvm.cond_br {self.compare('eq', value, null, '!llvm.ptr')}, {target}, {otherwise}")

    def source(self) -> str:
        layout, n, count = self.layout, len(self.ranks), len(self.results)
        words = [3 + 2 * r.rank for r in self.results]
        starts = [sum(words[:i]) for i in range(count)]
        result, status, status_descriptor = self.words(sum(words)), self.words(STATUS_WORDS), self.words(5)
        descriptors = [self.words(3 + 2 * r) for r in self.ranks]
        arrays, given = self.words(count), self.words(count)  # the arrays made; buffers a capsule now frees
        null = self.value("llvm.mlir.zero : !llvm.ptr")
        zero, one = self.constant(0), self.constant(1)
        self.block(f"    llvm.cond_br {self.compare('eq', '%nargs', self.constant(n))}, ^objects, ^general")
        self.block("  ^objects:")
        objects = [self.ptr("%args", i) for i in range(n)]
        self.block(f"    llvm.cond_br {self.accepted(objects)}, ^shapes, ^general")
        self.block("  ^shapes:")
        shapes = [self.shape(obj, r) for obj, r in zip(objects, self.ranks, strict=True)]
        self.known_shape([d for s in shapes for d in s])
        self.block("  ^run(%release: i1):")
        data = []
        for obj, shape, descriptor in zip(objects, shapes, descriptors, strict=True):
            pointer = self.field(obj, layout.data)
            data.append(pointer)
            for index, word in enumerate([pointer, pointer, zero, *shape, *self.strides(shape)]):
                self.store(word, descriptor, index)
        status_address = self.value(f"llvm.ptrtoint {status} : !llvm.ptr to i64")
        for index, word in enumerate([status_address, status_address, zero, self.constant(STATUS_WORDS), one]):
            self.store(word, status_descriptor, index)
        for index in range(STATUS_WORDS):  # no failure yet
            self.store(zero, status, index)
        for i in range(count):
            self.store(zero, result, starts[i])  # no result buffer yet
            self.store(zero, result, starts[i] + 1)
            self.set_ptr(null, arrays, i)
            self.store(zero, given, i)
        self.block(f"    llvm.cond_br %release, ^unlock, ^compute({null} : !llvm.ptr)")
        self.block("  ^unlock:")
        self.block(f"    llvm.br ^compute({self.call('PyEval_SaveThread', [], [], '!llvm.ptr')} : !llvm.ptr)")
        self.block("  ^compute(%thread: !llvm.ptr):")
        pointers = [result, *descriptors, status_descriptor]
        callee = _symbol(f"_mlir_ciface_{self.function}")
        self.block(
            f"    llvm.call {callee}({', '.join(pointers)}) : ({', '.join(['!llvm.ptr'] * len(pointers))}) -> ()"
        )
        self.block(f"    llvm.cond_br {self.compare('ne', '%thread', null, '!llvm.ptr')}, ^relock, ^computed")
        self.block("  ^relock:")
        self.call("PyEval_RestoreThread", ["%thread"], ["!llvm.ptr"])
        self.block("    llvm.br ^computed")
        self.block("  ^computed:")
        done = self.compare("eq", self.load(status, 0), zero)
        claimed = [self.constant(GLOBAL_ALLOCATED), *data]  # buffers no later result owns
        made: list[_Made] = []
        for i, r in enumerate(self.results):
            start = starts[i]
            allocated, aligned, offset = (
                self.load(result, start),
                self.load(result, start + 1),
                self.load(result, start + 2),
            )
            own = self.compare("ne", allocated, zero)
            for other in claimed:
                own = self.both(own, self.compare("ne", allocated, other))
            claimed.append(allocated)
            shape = [self.load(result, start + 3 + k) for k in range(r.rank)]
            done = self.both(done, self.compare("ne", aligned, zero))
            for k, stride in enumerate(self.strides(shape)):
                done = self.both(done, self.compare("eq", self.load(result, start + 3 + r.rank + k), stride))
            nbytes = self.constant(r.itemsize)
            for size in shape:
                nbytes = self.value(f"llvm.mul {nbytes}, {size} : i64")
            address = self.value(
                f"llvm.add {aligned}, {self.value(f'llvm.mul {offset}, {self.constant(r.itemsize)} : i64')} : i64"
            )
            large = self.both(own, self.compare("ugt", nbytes, self.constant(COPY_BELOW_BYTES)))
            source = self.value(f"llvm.inttoptr {address} : i64 to !llvm.ptr")
            made.append(_Made(allocated, own, nbytes, large, self.at(result, start + 3, "i64"), source))
        false, true = self.value("llvm.mlir.constant(false) : i1"), self.value("llvm.mlir.constant(true) : i1")
        self.block(f"    llvm.cond_br {done}, ^make0, ^cleanup({true} : i1)")
        for i, (r, m) in enumerate(zip(self.results, made, strict=True)):
            self.block(f"  ^make{i}:")
            descr = self.pointer(r.dtype_id)
            self.call("Py_IncRef", [descr], ["!llvm.ptr"])  # both allocators steal a reference to it
            self.block(f"    llvm.cond_br {m.large}, ^wrap{i}, ^copy{i}")
            # A large result in a buffer the call owns: an array on it, whose base object (a capsule) frees it.
            self.block(f"  ^wrap{i}:")
            wrapped = self.call(
                "PyArray_NewFromDescr",
                [self.constant(id(np.ndarray)), descr, self.constant(r.rank, "i32"), m.dims, null, m.source,
                 self.constant(_NPY_ARRAY_CARRAY, "i32"), null],
                ["i64", "!llvm.ptr", "i32", "!llvm.ptr", "!llvm.ptr", "!llvm.ptr", "i32", "!llvm.ptr"],
                "!llvm.ptr",
            )  # fmt: skip
            self.branch_if_null(wrapped, null, f"^cleanup({false} : i1)", f"^capsule{i}")
            self.block(f"  ^capsule{i}:")
            self.set_ptr(wrapped, arrays, i)
            buffer = self.value(f"llvm.inttoptr {m.allocated} : i64 to !llvm.ptr")
            destructor = self.pointer(self.free_capsule)
            capsule = self.call("PyCapsule_New", [buffer, null, destructor], ["!llvm.ptr"] * 3, "!llvm.ptr")
            self.branch_if_null(capsule, null, f"^cleanup({false} : i1)", f"^based{i}")
            self.block(f"  ^based{i}:")  # SetBaseObject takes the capsule even when it fails: it frees the buffer
            self.store(one, given, i)
            based = self.call("PyArray_SetBaseObject", [wrapped, capsule], ["!llvm.ptr", "!llvm.ptr"], "i32")
            self.block(f"    llvm.cond_br {self.compare('eq', based, self.constant(0, 'i32'), 'i32')}, "
                       f"^make{i + 1}, ^cleanup({false} : i1)")  # fmt: skip
            # Any other result: copied into a fresh array (its buffer freed once every result is made).
            self.block(f"  ^copy{i}:")
            array = self.call(
                "PyArray_Empty",
                [self.constant(r.rank, "i32"), m.dims, descr, self.constant(0, "i32")],
                ["i32", "!llvm.ptr", "!llvm.ptr", "i32"],
                "!llvm.ptr",
            )
            self.branch_if_null(array, null, f"^cleanup({false} : i1)", f"^fill{i}")
            self.block(f"  ^fill{i}:")
            self.set_ptr(array, arrays, i)
            target = self.value(f"llvm.inttoptr {self.field(array, layout.data)} : i64 to !llvm.ptr")
            self.block(
                f'    "llvm.intr.memcpy"({target}, {m.source}, {m.nbytes}) <{{isVolatile = false}}>'
                " : (!llvm.ptr, !llvm.ptr, i64) -> ()"
            )
            self.block(f"    llvm.br ^make{i + 1}")
        self.block(f"  ^make{count}:")
        self.free_unless_given(made, given)
        if count == 1:
            self.block(f"    llvm.return {self.ptr(arrays, 0)} : !llvm.ptr")
        else:
            size = self.constant(count)
            packed = self.call("PyTuple_New", [size], ["i64"], "!llvm.ptr")
            self.branch_if_null(packed, null, "^unmade", "^pack")
            self.block("  ^pack:")
            for i in range(count):  # it takes each array
                self.call("PyTuple_SetItem", [packed, self.constant(i), self.ptr(arrays, i)],
                          ["!llvm.ptr", "i64", "!llvm.ptr"], "i32")  # fmt: skip
            self.block(f"    llvm.return {packed} : !llvm.ptr")
            self.block("  ^unmade:")  # no tuple: the arrays go, and with them the wrapped buffers
            for i in range(count):
                self.call("Py_DecRef", [self.ptr(arrays, i)], ["!llvm.ptr"])
            self.block(f"    llvm.return {null} : !llvm.ptr")
        # A failed call (refused: the general path runs it again and reports it), or numpy out of memory.
        self.block("  ^cleanup(%refused: i1):")
        for i in range(count):
            self.call("Py_DecRef", [self.ptr(arrays, i)], ["!llvm.ptr"])  # Py_DecRef takes NULL
        self.free_unless_given(made, given)
        self.block("    llvm.cond_br %refused, ^general, ^failed")
        self.block("  ^failed:")
        self.block(f"    llvm.return {null} : !llvm.ptr")
        self.block("  ^general:")
        handed = self.call(
            "PyObject_Vectorcall", ["%general", "%args", "%nargs", null], ["!llvm.ptr", "!llvm.ptr", "i64", "!llvm.ptr"],
            "!llvm.ptr",
        )  # fmt: skip
        self.block(f"    llvm.return {handed} : !llvm.ptr")
        body = "\n".join(self.lines)
        name = _symbol(f"{FAST_PREFIX}{self.function}")
        getter = _symbol(f"{FAST_ADDRESS_PREFIX}{self.function}")
        address = (
            f"llvm.func {getter}(%slot: !llvm.ptr) {{\n    %f = llvm.mlir.addressof {name} : !llvm.ptr\n"
            "    llvm.store %f, %slot : !llvm.ptr, !llvm.ptr\n    llvm.return\n}\n"
        )
        header = "%general: !llvm.ptr, %args: !llvm.ptr, %nargs: i64"
        return f"llvm.func {name}({header}) -> !llvm.ptr {{\n{body}\n}}\n{address}"

    def free_unless_given(self, made: list[_Made], given: str) -> None:
        """Free each result's buffer the call owns and no capsule frees (`free(NULL)` for the others)."""
        zero = self.constant(0)
        for i, m in enumerate(made):
            keep = self.both(m.own, self.compare("eq", self.load(given, i), zero))
            address = self.value(f"llvm.select {keep}, {m.allocated}, {zero} : i1, i64")
            self.free(address)


WRAPPER_PREFIX = "__tosabcast_call_"
"""`Frame.wrapper` of function f is `__tosabcast_call_f`; the JIT adds it to the module."""


def _symbol(name: str) -> str:
    """`@"name"`: any function name, quoted."""
    return '@"' + name.replace("\\", "\\\\").replace('"', '\\"') + '"'


_CALLER = """\
def call(*args):
    if len(args) != {arity}:
        raise_arity(len(args))
{body}
    shapes = ({shapes})
    if shapes not in known:
        check(shapes)
{pointers}
    with lock:
{writes}
        if shapes != frame.shapes:
            frame.set_shapes(shapes)
        entry(packed)
        results = buffer[:{result_words}]
        if buffer[{failure}]:
            fail(results, ({pointer_tuple}), buffer[{failure}:{failure} + 4])
    return learn(shapes, finish(results, ({pointer_tuple})))
"""


def make_caller(
    frame: Frame,
    entry: Callable[[ctypes.c_void_p], None],
    dtypes: Sequence[np.dtype[Any]],
    prepare: Callable[[int, Any], np.ndarray[Any, Any]],
    known: set[Shapes],
    check: Callable[[Shapes], None],
    results: Results,
    raise_arity: Callable[[int], None],
    fast: FastCall | None = None,
) -> Callable[..., Any]:
    """Write a function's call sequence as straight-line Python for its arity.

    Args:
        frame: the function's descriptors.
        entry: its wrapper's packed entry point (`Frame.wrapper`).
        dtypes: the dtype of each argument.
        prepare: `prepare(i, value)` makes argument i a C-contiguous, aligned array of its dtype or raises
            (called for anything but such an array that is also writeable: `flags.carray` is one lookup).
        known: the argument shapes known to be valid; looked up before every call.
        check: `check(shapes)` validates new shapes (and adds them to `known`) or raises.
        results: turns result descriptors into the return value, or frees them and raises MemoryError after a
            failed allocation (and holds the runtime, which keeps the compiled code alive).
        raise_arity: raises the error for a wrong argument count.
        fast: the function's `fast_wrapper` (one result, at least one argument), or None. With it, the call
            is the fast wrapper as a builtin, which hands what it does not take to the generated Python,
            which lets it take the shapes of every call that succeeds (`fast.known`).
    """
    n = len(dtypes)
    names = [f"a{i}" for i in range(n)]
    body = [f"    {', '.join(names)}, = args"] if n else []
    body += [
        f"    if type(a{i}) is not ndarray or a{i}.dtype is not d{i} or not a{i}.flags.carray:\n"
        f"        a{i} = prepare({i}, a{i})"
        for i in range(n)
    ]
    source = _CALLER.format(
        arity=n,
        body="\n".join(body),
        shapes="".join(f"{a}.shape, " for a in names),
        pointers="\n".join(f"    p{i} = {_POINTER_CODE.format(f'a{i}')}" for i in range(n)),
        writes="\n".join(f"        buffer[{s}] = buffer[{s + 1}] = p{i}" for i, s in enumerate(frame.arg_starts)),
        result_words=frame.result_words,
        failure=frame.failure,
        pointer_tuple="".join(f"p{i}, " for i in range(n)),
    )

    def learn(shapes: Shapes, value: Any) -> Any:
        """After a call that succeeded: let the fast call take these shapes."""
        if fast is not None and value is not None:
            fast.known.remember(shapes, value if isinstance(value, tuple) else (value,))
        return value

    namespace: dict[str, Any] = {f"d{i}": d for i, d in enumerate(dtypes)}
    namespace.update(
        ndarray=np.ndarray, prepare=prepare, known=known, check=check, pointer=data_pointer,
        read=_read_pointer, DATA_OFFSET=_DATA_OFFSET, fast=fast, lock=threading.Lock(), buffer=frame.words,
        frame=frame, entry=entry, packed=frame.args, finish=results.finisher, fail=results.fail, learn=learn,
        raise_arity=raise_arity,
    )  # fmt: skip
    exec(compile(source, f"<tosabcast call of {n} arguments>", "exec"), namespace)  # noqa: S102
    general: Callable[..., Any] = namespace.pop("call")  # its globals must not hold it: no cycle, see jit.Function
    return general if fast is None or n == 0 else fast.builtin(general)


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


def _no_details(status: Sequence[int]) -> Exception:
    return MemoryError(f"the compiled function failed (status {', '.join(map(str, status))})")


class Results:
    """Turn a function's result descriptors into numpy arrays that own their memory."""

    def __init__(
        self,
        dtypes: Sequence[np.dtype[Any]],
        ranks: Sequence[int],
        runtime: Runtime,
        explain: Callable[[Sequence[int]], Exception] = _no_details,
    ) -> None:
        """`explain(status)` is the exception of a failed call, from its status words (see `fail`)."""
        self.dtypes = list(dtypes)
        self.ranks = list(ranks)
        self.runtime = runtime
        self.explain = explain

    @property
    def finisher(self) -> Callable[[list[int], tuple[int, ...]], Any]:
        """What a call runs on its result descriptors: `_one` for one result, else `finish`. (Not stored on the
        instance: a bound method of its own would make a reference cycle, kept until the cyclic collector runs,
        and this holds the compiled program.)"""
        return self._one if len(self.ranks) == 1 else self.finish

    def _one(self, words: list[int], not_ours: tuple[int, ...]) -> np.ndarray[Any, Any]:
        """`finish` for one result, with the common case (small and contiguous: copied out) inline."""
        allocated, aligned, offset, rank, dtype = words[0], words[1], words[2], self.ranks[0], self.dtypes[0]
        shape, strides = words[3 : 3 + rank], words[3 + rank :]
        owned = 0 if allocated in not_ours or allocated == GLOBAL_ALLOCATED else allocated
        nbytes = _nbytes(shape, dtype.itemsize)
        if aligned and nbytes <= COPY_BELOW_BYTES and _is_contiguous(shape, strides):
            array = np.empty(shape, dtype)
            self.runtime.take(data_pointer(array), aligned + offset * dtype.itemsize, nbytes, owned)
            return array
        return self._array((allocated, aligned, offset, shape, strides), dtype, owned)

    def finish(self, words: list[int], not_ours: tuple[int, ...]) -> Any:
        """The return value of a call: an array, a tuple of arrays, or None.

        Args:
            words: the result descriptors as the call wrote them.
            not_ours: `allocated` pointers of someone else's (the arguments' data pointers).
        """
        if len(self.ranks) == 1:
            allocated, rank = words[0], self.ranks[0]
            owned = 0 if allocated in not_ours or allocated == GLOBAL_ALLOCATED else allocated
            descriptor = (allocated, words[1], words[2], words[3 : 3 + rank], words[3 + rank : 3 + 2 * rank])
            return self._array(descriptor, self.dtypes[0], owned)
        if not self.ranks:
            return None
        return tuple(self._several(self._descriptors(words), not_ours))

    def fail(self, words: list[int], not_ours: tuple[int, ...], status: Sequence[int]) -> NoReturn:
        """After a failed call: free every result buffer the call owns, once, and raise `explain(status)`.

        Args:
            words: the result descriptors as the call wrote them.
            not_ours: `allocated` pointers of someone else's (the arguments' data pointers).
            status: the status words the call reported (`tosabcast.lowering.status`): a failed allocation
                (MemoryError) or a failed shape check (ValueError).
        """
        freed = {*not_ours, GLOBAL_ALLOCATED, 0}
        for descriptor in self._descriptors(words):
            if descriptor[0] not in freed:
                freed.add(descriptor[0])
                self.runtime.free(descriptor[0])
        raise self.explain(status)

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
            array = np.asarray(_Allocation(interface, self.runtime.free, owned))
        else:
            array = np.array(_Borrowed(interface))
        return array if array.dtype == dtype else array.view(dtype)  # ml_dtypes.bfloat16 travels as '<V2'


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
