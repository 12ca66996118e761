"""MLIR diagnostics and locations read through MLIR's C API, as bytes: safe for text that is not UTF-8.

The bindings turn MLIR's strings into Python `str` inside C++. A string that
is not UTF-8, which pure-ASCII input reaches through escapes
(`loc("caf\\E9.mlir":7:3)`, `"tosa.c\\FFnst"`), then raises a `RuntimeError`,
or, inside a diagnostic handler the bindings call (`Location.filename`),
throws a C++ exception through C code and aborts the process. So a
diagnostic handler is attached here with `mlirContextAttachDiagnosticHandler`
through ctypes, and messages, file names and printed locations are copied out
as bytes and decoded with `errors="backslashreplace"`: every byte survives,
readable, and nothing can throw across MLIR.

    detach = attach_handler(context, on_diagnostic)   # on_diagnostic(RawDiagnostic) -> None
    ...
    detach()

`AVAILABLE` is False when the C API library of the bindings cannot be found
(an unusual build); callers then fall back to the bindings' own handler.
"""

from __future__ import annotations

import ctypes
import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from mlir import ir


class _Ptr(ctypes.Structure):
    """`MlirDiagnostic`, `MlirLocation`, `MlirContext`, `MlirIdentifier`: a struct of one pointer."""

    _fields_ = [("ptr", ctypes.c_void_p)]


class _StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("length", ctypes.c_size_t)]


_STRING_CALLBACK = ctypes.CFUNCTYPE(None, _StringRef, ctypes.c_void_p)
_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int8, _Ptr, ctypes.c_void_p)  # returns MlirLogicalResult {int8_t}
_SEVERITIES = ("error", "warning", "note", "remark")


def decode(data: bytes) -> str:
    """Decode MLIR's bytes: UTF-8, any other byte as `\\xNN`."""
    return data.decode("utf-8", "backslashreplace")


def _load() -> ctypes.CDLL | None:
    from mlir import _mlir_libs

    path = os.path.join(os.path.dirname(_mlir_libs.__file__), "libMLIRPythonCAPI.so")
    try:
        lib = ctypes.CDLL(path)
    except OSError:
        return None
    signatures: dict[str, tuple[object, list[object]]] = {
        "mlirContextAttachDiagnosticHandler": (ctypes.c_uint64, [_Ptr, _HANDLER, ctypes.c_void_p, ctypes.c_void_p]),
        "mlirContextDetachDiagnosticHandler": (None, [_Ptr, ctypes.c_uint64]),
        "mlirDiagnosticPrint": (None, [_Ptr, _STRING_CALLBACK, ctypes.c_void_p]),
        "mlirDiagnosticGetLocation": (_Ptr, [_Ptr]),
        "mlirDiagnosticGetSeverity": (ctypes.c_int, [_Ptr]),
        "mlirDiagnosticGetNumNotes": (ctypes.c_ssize_t, [_Ptr]),
        "mlirDiagnosticGetNote": (_Ptr, [_Ptr, ctypes.c_ssize_t]),
        "mlirLocationPrint": (None, [_Ptr, _STRING_CALLBACK, ctypes.c_void_p]),
        "mlirLocationIsAFileLineColRange": (ctypes.c_bool, [_Ptr]),
        "mlirLocationFileLineColRangeGetFilename": (_Ptr, [_Ptr]),
        "mlirLocationFileLineColRangeGetStartLine": (ctypes.c_int, [_Ptr]),
        "mlirLocationFileLineColRangeGetStartColumn": (ctypes.c_int, [_Ptr]),
        "mlirIdentifierStr": (_StringRef, [_Ptr]),
        "mlirLocationIsAName": (ctypes.c_bool, [_Ptr]),
        "mlirLocationNameGetChildLoc": (_Ptr, [_Ptr]),
        "mlirLocationIsACallSite": (ctypes.c_bool, [_Ptr]),
        "mlirLocationCallSiteGetCallee": (_Ptr, [_Ptr]),
        "mlirLocationCallSiteGetCaller": (_Ptr, [_Ptr]),
        "mlirLocationIsAFused": (ctypes.c_bool, [_Ptr]),
        "mlirLocationFusedGetNumLocations": (ctypes.c_ssize_t, [_Ptr]),
        "mlirLocationFusedGetLocations": (None, [_Ptr, ctypes.POINTER(_Ptr)]),
        "mlirOperationGetName": (_Ptr, [_Ptr]),
    }
    try:
        for name, (restype, argtypes) in signatures.items():
            function = getattr(lib, name)
            function.restype = restype
            function.argtypes = argtypes
    except AttributeError:
        return None
    return lib


_lib = _load()
AVAILABLE = _lib is not None

_capsule_pointer = ctypes.pythonapi.PyCapsule_GetPointer
_capsule_pointer.restype = ctypes.c_void_p
_capsule_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
_capsule_name = ctypes.pythonapi.PyCapsule_GetName
_capsule_name.restype = ctypes.c_char_p
_capsule_name.argtypes = [ctypes.py_object]


def _pointer(obj: ir.Context | ir.Location | ir.Operation) -> _Ptr:
    capsule = obj._CAPIPtr
    return _Ptr(_capsule_pointer(capsule, _capsule_name(capsule)))


def _printed(print_fn: Callable[..., None], handle: _Ptr) -> bytes:
    parts: list[bytes] = []

    def append(ref: _StringRef, _: object) -> None:
        parts.append(ctypes.string_at(ref.data, ref.length) if ref.length else b"")

    print_fn(handle, _STRING_CALLBACK(append), None)
    return b"".join(parts)


@dataclass(frozen=True)
class RawLocation:
    """A location's first file position (`file` None if it has none) and its printed form, decoded safely."""

    file: str | None
    line: int
    col: int
    text: str


@dataclass
class RawDiagnostic:
    """A diagnostic copied out of MLIR: severity name, location, message, notes."""

    severity: str
    location: RawLocation
    message: str
    notes: list[RawDiagnostic] = field(default_factory=list)


def _first_file(loc: _Ptr) -> tuple[bytes, int, int] | None:
    """The first file position in `loc`, unwrapping name, call-site (callee first) and fused locations."""
    lib = _lib
    assert lib is not None
    pending = [loc]
    while pending:
        loc = pending.pop()
        if lib.mlirLocationIsAFileLineColRange(loc):
            ref = lib.mlirIdentifierStr(lib.mlirLocationFileLineColRangeGetFilename(loc))
            name = ctypes.string_at(ref.data, ref.length) if ref.length else b""
            line = lib.mlirLocationFileLineColRangeGetStartLine(loc)
            return name, line, lib.mlirLocationFileLineColRangeGetStartColumn(loc)
        if lib.mlirLocationIsAName(loc):
            pending.append(lib.mlirLocationNameGetChildLoc(loc))
        elif lib.mlirLocationIsACallSite(loc):
            pending += [lib.mlirLocationCallSiteGetCaller(loc), lib.mlirLocationCallSiteGetCallee(loc)]
        elif lib.mlirLocationIsAFused(loc):
            count = lib.mlirLocationFusedGetNumLocations(loc)
            children = (_Ptr * count)()
            lib.mlirLocationFusedGetLocations(loc, children)
            pending += reversed(list(children))
    return None


def _raw_location(loc: _Ptr) -> RawLocation:
    assert _lib is not None
    text = decode(_printed(_lib.mlirLocationPrint, loc))
    found = _first_file(loc)
    if found is None:
        return RawLocation(None, 0, 0, text)
    name, line, col = found
    return RawLocation(decode(name), line, col, text)


def location(loc: ir.Location) -> RawLocation:
    """Read a bindings `Location` safely (its `filename` may not be UTF-8)."""
    return _raw_location(_pointer(loc))


def _raw_diagnostic(diag: _Ptr) -> RawDiagnostic:
    lib = _lib
    assert lib is not None
    severity = lib.mlirDiagnosticGetSeverity(diag)
    notes = [_raw_diagnostic(lib.mlirDiagnosticGetNote(diag, i)) for i in range(lib.mlirDiagnosticGetNumNotes(diag))]
    return RawDiagnostic(
        _SEVERITIES[severity] if 0 <= severity < len(_SEVERITIES) else "error",
        _raw_location(lib.mlirDiagnosticGetLocation(diag)),
        decode(_printed(lib.mlirDiagnosticPrint, diag)),
        notes,
    )


def attach_handler(context: ir.Context, callback: Callable[[RawDiagnostic], None]) -> Callable[[], None]:
    """Send every diagnostic of `context` to `callback` (marked handled); return the function that detaches it.

    An exception in `callback` is kept from MLIR: the diagnostic is then left
    to the next handler.
    """
    lib = _lib
    assert lib is not None

    def handle(diag: _Ptr, _: object) -> int:
        try:
            callback(_raw_diagnostic(diag))
        except BaseException:  # noqa: BLE001 -- nothing may unwind into MLIR
            return 0
        return 1

    handler = _HANDLER(handle)
    context_ptr = _pointer(context)
    handler_id = lib.mlirContextAttachDiagnosticHandler(context_ptr, handler, None, None)

    def detach() -> None:
        lib.mlirContextDetachDiagnosticHandler(context_ptr, handler_id)
        _keep.pop(id(handler), None)

    _keep[id(handler)] = handler  # the C side holds the function pointer until detached
    return detach


_keep: dict[int, object] = {}


_ESCAPED_HIGH_BYTE = re.compile(r"\\[89a-fA-F][0-9a-fA-F]")


def may_name_non_utf8(text: str | bytes) -> bool:
    """Whether MLIR text could name something in bytes that are not UTF-8 (a `\\XX` escape of a high byte, or
    any non-ASCII character); a cheap filter before `non_utf8_operations`."""
    if isinstance(text, bytes):
        return not text.isascii() or _ESCAPED_HIGH_BYTE.search(text.decode("ascii", "replace")) is not None
    return not text.isascii() or _ESCAPED_HIGH_BYTE.search(text) is not None


def non_utf8_operations(root: ir.Operation) -> list[tuple[ir.Location, str]]:
    """The ops under `root` whose names are not UTF-8 (only unregistered ops can have such names), with the name.

    `Operation.name` aborts the process on such a name (the bindings throw from C++ where nothing catches),
    so anything that reads op names must refuse these ops first.
    """
    lib = _lib
    if lib is None:
        return []
    found: list[tuple[ir.Location, str]] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        ref = lib.mlirIdentifierStr(lib.mlirOperationGetName(_pointer(op.operation)))
        name = ctypes.string_at(ref.data, ref.length) if ref.length else b""
        try:
            name.decode("utf-8")
        except UnicodeDecodeError:
            found.append((op.location, decode(name)))
        return ir.WalkResult.ADVANCE

    root.walk(visit, ir.WalkOrder.PRE_ORDER)
    return found
