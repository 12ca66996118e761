"""Every TOSA element-wise op, lowered by our pass and run on the JIT, against the numpy TOSA reference.

Two tests per op variant (an op with its element types and attributes, e.g. `maximum_f16_ignore`):

* `test_shapes`: the op on every shape pattern (static equal, static broadcast of each side, dynamic dims with
  and without runtime broadcasts in each operand and dim, several at once, rank 0, zero-size through `?` dims,
  the RFC's `<2x?>+<?x?>`, `<2x2>+<?x?>`, `<?x2>+<2x?>`), random values mixed with special ones;
* `test_special_values`: the op on the cross product of its special values (NaN, ±inf, ±0, INT_MIN, zero
  divisors, shift amounts past the bit width, ...), compiled at -O3 so no poison could hide.

Results must match `tosabcast.runtime.reference` bit for bit (NaN payloads aside), within `reference.ULP_TOLERANCE`
for the transcendental functions. In `test_special_values`, stock `tosa-to-linalg` also runs the functions on
"tame" inputs (the cases docs/semantics.md lists as upstream-wrong or trapping removed) and must give our
results there; `upstream_skip_reason` names the variants it cannot compile or run at all.

Each op's functions go into one module, compiled once per lowering and purpose (bf16 crosses the JIT boundary
as f32: the functions cast it inside). The shape matrix is compiled at -O0 to keep the suite fast (over 2,000
functions); the semantics are checked at -O3.
"""

from __future__ import annotations

import functools
import itertools
import zlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pytest

import tosabcast
from tosabcast.runtime import reference as R
from tosabcast.ir.bridge import ELEMENTWISE_ARITY
from tosabcast.lowering import scalar
from tosabcast.runtime.jit import Program

pytestmark = pytest.mark.jit

Shape = tuple[int | None, ...]
Dims = tuple[int, ...]
Array = np.ndarray[Any, Any]
OPT_LEVEL = {"shapes": 0, "specials": 3, "upstream": 0}

# -- op variants -------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Variant:
    """One op configuration: element types of the broadcast operands and result, and its attributes."""

    op: str
    types: tuple[str, ...]
    result: str
    attrs: dict[str, Any] = field(default_factory=dict, hash=False)
    suffix: str = ""

    @property
    def name(self) -> str:
        """`add_f32`, `cast_f32_i8`, `mul_i8_i32`, `maximum_f16_ignore`, ..."""
        source = self.types[-1]
        shows_result = self.op == "tosa.cast" or self.result not in (source, "i1")
        types = f"{source}_{self.result}" if shows_result else source
        return f"{self.op.removeprefix('tosa.')}_{types}{self.suffix}"


def _int_range(t: str) -> tuple[int, int]:
    info = np.iinfo(R.DTYPES[t])
    return int(info.min), int(info.max)


FLOAT_CLAMPS = [(0.0, 1.0, ""), (-2.5, -0.0, "_negative")]  # (min_val, max_val, name): zero bounds test ±0


def _variants_of(op: str) -> Iterator[Variant]:
    short = op.removeprefix("tosa.")
    arity = ELEMENTWISE_ARITY[op]
    for t in scalar.SUPPORTED_TYPES[op]:
        types = ("i1", t, t) if short == "select" else (t,) * arity
        is_float = R.is_float_type(t)
        if short == "cast":
            yield from (Variant(op, types, r) for r in scalar.ALL_TYPES if r != t)
        elif short in ("equal", "greater", "greater_equal"):
            yield Variant(op, types, "i1")
        elif short in ("maximum", "minimum") and is_float:
            yield from (Variant(op, types, t, {"nan_mode": m}, f"_{m.lower()}") for m in ("PROPAGATE", "IGNORE"))
        elif short == "clamp" and is_float:
            for (lo, hi, name), mode in itertools.product(FLOAT_CLAMPS, ("PROPAGATE", "IGNORE")):
                attrs = {"min_val": lo, "max_val": hi, "nan_mode": mode}
                yield Variant(op, types, t, attrs, f"{name}_{mode.lower()}")
        elif short == "clamp":
            low, high = _int_range(t)
            yield Variant(op, types, t, {"min_val": -5, "max_val": 7})
            yield Variant(op, types, t, {"min_val": low, "max_val": high}, "_full")
        elif short == "arithmetic_right_shift":
            yield from (Variant(op, types, t, {"round": r}, "_round" if r else "") for r in (False, True))
        elif short == "mul" and not is_float:
            yield Variant(op, types, t, {"shift": 0})
            if t in ("i8", "i16", "i32"):  # widening products
                yield Variant(op, types, "i64" if t == "i32" else "i32", {"shift": 0})
            shifts = {"i8": (3,), "i32": (1, 15, 31), "i64": (2,)}.get(t, ())  # i64 products run in i128
            yield from (Variant(op, types, t, {"shift": s}, f"_shift{s}") for s in shifts)
        elif short == "negate" and t == "i8":
            yield Variant(op, types, t, {"input1_zp": 0, "output_zp": 0})
            yield Variant(op, types, t, {"input1_zp": 3, "output_zp": -5}, "_zp")
        elif short == "negate":
            yield Variant(op, types, t, {"input1_zp": 0, "output_zp": 0})
        else:
            yield Variant(op, types, t)


VARIANTS: dict[str, list[Variant]] = {op: list(_variants_of(op)) for op in scalar.SUPPORTED_TYPES}
ALL_VARIANTS = [v for vs in VARIANTS.values() for v in vs]


def upstream_skip_reason(variant: Variant) -> str:
    """Why stock tosa-to-linalg (+ tosa-to-arith) cannot compile or run `variant`; '' if it can."""
    if variant.name == "cast_f64_bf16":
        return "its f64 -> bf16 truncf calls __truncdfbf2, which the JIT cannot resolve"
    if variant.name in ("cast_f16_bf16", "cast_bf16_f16"):
        return "'arith.truncf' f16 <-> bf16 is invalid"
    if variant.name == "cast_f64_f16":
        return "its f64 -> f16 truncf calls __truncdfhf2, which the JIT cannot resolve"
    if variant.name == "negate_i64":
        return "'arith.extsi' op operand type 'i64' and result type 'i16' are cast incompatible"
    if variant.attrs.get("shift", 0):
        return "tosa.apply_scale is left for tosa-to-arith{include-apply-rescale=true}: the JIT fails"
    return ""


# -- shape patterns ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Pattern:
    """Static argument shapes (None = `?`), the declared result shape, and the runtime shapes to call with."""

    name: str
    args: tuple[Shape, ...]
    result: Shape
    calls: tuple[tuple[Dims, ...], ...]


D = None
UNARY = [
    Pattern("static", ((2, 3),), (2, 3), (((2, 3),),)),
    Pattern("static_ones", ((1, 1),), (1, 1), (((1, 1),),)),
    Pattern("rank0", ((),), (), (((),),)),
    Pattern("static_rank1", ((5,),), (5,), (((5,),),)),
    Pattern("dynamic", ((D, D),), (D, D), (((2, 3),), ((1, 1),), ((1, 4),), ((0, 3),), ((3, 0),))),
    Pattern("mixed", ((2, D),), (2, D), (((2, 4),), ((2, 0),))),
    Pattern("dynamic_rank3", ((D, D, D),), (D, D, D), (((2, 1, 3),), ((1, 0, 2),))),
]
BINARY = [
    Pattern("static_equal", ((2, 3), (2, 3)), (2, 3), (((2, 3), (2, 3)),)),
    Pattern("static_bcast_lhs", ((1, 3), (2, 3)), (2, 3), (((1, 3), (2, 3)),)),
    Pattern("static_bcast_rhs", ((2, 3), (2, 1)), (2, 3), (((2, 3), (2, 1)),)),
    Pattern("rank0", ((), ()), (), (((), ()),)),
    Pattern("dynamic", ((D, D), (D, D)), (D, D), (
        ((2, 3), (2, 3)), ((1, 3), (2, 3)), ((2, 3), (2, 1)), ((1, 3), (2, 1)), ((1, 1), (1, 1)),
        ((0, 3), (1, 3)), ((2, 1), (2, 0)))),
    Pattern("rfc_2xd_dxd", ((2, D), (D, D)), (2, D), (((2, 1), (1, 3)), ((2, 3), (2, 3)), ((2, 3), (1, 1)))),
    Pattern("rfc_2x2_dxd", ((2, 2), (D, D)), (2, 2), (((2, 2), (1, 2)), ((2, 2), (2, 2)), ((2, 2), (1, 1)))),
    Pattern("rfc_dx2_2xd", ((D, 2), (2, D)), (2, 2), (((1, 2), (2, 1)), ((2, 2), (2, 2)))),
    Pattern("mixed_1xd_dx3", ((1, D), (D, 3)), (D, 3), (((1, 3), (2, 3)), ((1, 1), (4, 3)), ((1, 3), (0, 3)))),
    Pattern("dynamic_rank3", ((D, D, D), (D, D, D)), (D, D, D), (
        ((2, 1, 4), (1, 3, 1)), ((1, 1, 1), (2, 3, 4)), ((2, 0, 1), (1, 1, 3)))),
]  # fmt: skip
TERNARY = [
    Pattern("static_equal", ((2, 3),) * 3, (2, 3), (((2, 3),) * 3,)),
    Pattern("static_bcast_cond", ((1, 3), (2, 3), (2, 3)), (2, 3), (((1, 3), (2, 3), (2, 3)),)),
    Pattern("static_bcast_values", ((2, 3), (2, 1), (1, 3)), (2, 3), (((2, 3), (2, 1), (1, 3)),)),
    Pattern("rank0", ((),) * 3, (), (((),) * 3,)),
    Pattern("dynamic", ((D, D),) * 3, (D, D), (
        ((2, 3), (2, 3), (2, 3)), ((1, 3), (2, 3), (2, 3)), ((2, 3), (2, 1), (2, 3)), ((2, 3), (2, 3), (1, 1)),
        ((1, 3), (2, 1), (1, 1)), ((0, 3), (1, 3), (1, 1)), ((1, 1), (1, 1), (1, 1)))),
    Pattern("mixed", ((2, D), (D, D), (D, 2)), (2, D), (((2, 1), (1, 2), (1, 2)), ((2, 2), (2, 2), (2, 2)))),
]  # fmt: skip
PATTERNS = {1: UNARY, 2: BINARY, 3: TERNARY}

# -- module text -------------------------------------------------------------------------------------------


def _tensor(shape: Shape, element: str) -> str:
    return "tensor<" + "".join(f"{'?' if d is None else d}x" for d in shape) + element + ">"


def _boundary(element: str) -> str:
    """The element type at the JIT boundary: bf16 crosses as f32."""
    return "f32" if element == "bf16" else element


def _literal(value: Any, element: str) -> str:
    return repr(float(value)) if R.is_float_type(element) else str(int(value))


def _function(variant: Variant, name: str, signatures: Sequence[tuple[Sequence[Shape], Shape]]) -> str:
    """One function applying `variant` once per (argument shapes, result shape) signature, returning them all.

    The signatures' arguments follow each other; bf16 values cross as f32 and are cast inside.
    """
    params, lines, results, result_types = [], [], [], []
    extra, attrs = _extras(variant, lines)
    for k, (args, result) in enumerate(signatures):
        operands, types = [], []
        for i, (shape, t) in enumerate(zip(args, variant.types, strict=True)):
            param = f"%a{k}_{i}"
            params.append(f"{param}: {_tensor(shape, _boundary(t))}")
            if t == "bf16":
                lines.append(f"%x{k}_{i} = tosa.cast {param} : ({_tensor(shape, 'f32')}) -> {_tensor(shape, t)}")
                param = f"%x{k}_{i}"
            operands.append(param)
            types.append(_tensor(shape, t))
        out = _tensor(result, variant.result)
        operand_text = ", ".join(operands + [o for o, _ in extra])
        type_text = ", ".join(types + [t for _, t in extra])
        lines.append(f"%r{k} = {variant.op} {operand_text}{attrs} : ({type_text}) -> {out}")
        results.append(f"%r{k}")
        if variant.result == "bf16":
            lines.append(f"%f{k} = tosa.cast %r{k} : ({out}) -> {_tensor(result, 'f32')}")
            results[-1] = f"%f{k}"
        result_types.append(_tensor(result, _boundary(variant.result)))
    body = "\n  ".join(lines)
    returned = f"{', '.join(results)} : {', '.join(result_types)}"
    return (
        f"func.func @{name}({', '.join(params)}) -> ({', '.join(result_types)}) {{\n  {body}\n  return {returned}\n}}\n"
    )


def _extras(variant: Variant, lines: list[str]) -> tuple[list[tuple[str, str]], str]:
    """Constant extra operands (shift, zero points) and the attribute text of `variant`."""
    a, t = variant.attrs, variant.types[0]
    if variant.op == "tosa.mul":
        lines.append(
            f'%shift = "tosa.const"() <{{values = dense<{a.get("shift", 0)}> : tensor<1xi8>}}> : () -> tensor<1xi8>'
        )
        return [("%shift", "tensor<1xi8>")], ""
    if variant.op == "tosa.negate":
        zps = []
        for key in ("input1_zp", "output_zp"):
            value = _literal(a.get(key, 0), t)
            lines.append(f'%{key} = "tosa.const"() <{{values = dense<{value}> : tensor<1x{t}>}}> : () -> tensor<1x{t}>')
            zps.append((f"%{key}", f"tensor<1x{t}>"))
        return zps, ""
    items = []
    if "min_val" in a:
        items += [f"min_val = {_literal(a['min_val'], t)} : {t}", f"max_val = {_literal(a['max_val'], t)} : {t}"]
    if "nan_mode" in a:
        items.append(f"nan_mode = #tosa.nan_mode<{a['nan_mode']}>")
    if "round" in a:
        items.append(f"round = {'true' if a['round'] else 'false'}")
    return [], (" {" + ", ".join(items) + "}") if items else ""


def _module(op: str, upstream: bool, specials: bool) -> str:
    """One function per variant: all its shape patterns (the JIT's cost is mostly per function), or its specials."""
    functions = []
    for variant in VARIANTS[op]:
        if upstream and upstream_skip_reason(variant):
            continue
        if specials:  # static shapes: the simplest loops, the cheapest -O3 compile
            count = (len(_cross_product(variant)[0]),)
            signatures = [((count,) * len(variant.types), count)]
        else:
            signatures = [(p.args, p.result) for p in PATTERNS[len(variant.types)]]
        functions.append(_function(variant, variant.name, signatures))
    return "".join(functions)


@functools.cache
def _program(op: str, lowering: str, specials: bool) -> Program:
    upstream = lowering == "upstream"
    text = _module(op, upstream, specials)
    level = OPT_LEVEL["upstream" if upstream else "specials" if specials else "shapes"]
    return tosabcast.compile(text, lowering=lowering, opt_level=level, name=f"<{op} {lowering}>")


# -- values ------------------------------------------------------------------------------------------------

FLOAT_SPECIALS = [
    0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, 2.5, -2.5, 3.0, np.inf, -np.inf, np.nan, 1e-3, 100.7, -7.25,
    65504.0, 65520.0, 1e30, -1e30, 127.5, -128.5, 32767.5, -32768.5, 2.0**31, -(2.0**31), 2.0**63, 1e-40,
]  # fmt: skip


def _int_specials(t: str) -> list[int]:
    low, high = _int_range(t)
    width = int(t[1:])
    return [0, 1, -1, 2, -2, 3, 7, low, high, low + 1, high - 1, width - 1, width, width + 1, 100 % high]


def _pool(variant: Variant, index: int) -> list[Any]:
    """The special values of operand `index`."""
    t = variant.types[index]
    if t == "i1":
        return [False, True]
    if R.is_float_type(t):
        return FLOAT_SPECIALS
    return _int_specials(t)


def _random(rng: np.random.Generator, variant: Variant, index: int, shape: Dims) -> Array:
    """Half special values, half random ones over the whole type (floats: around 0, some huge)."""
    t = variant.types[index]
    count = int(np.prod(shape))
    if t == "i1":
        return rng.random(shape) < 0.5
    pool = _pool(variant, index)
    special = [pool[i] for i in rng.integers(0, len(pool), count)]
    if R.is_float_type(t):
        spread = rng.normal(0.0, 4.0, count) * np.where(rng.random(count) < 0.1, 1e6, 1.0)
        values = np.where(rng.random(count) < 0.5, np.array(special, dtype=np.float64), spread)
        return R.quantize(values, t).reshape(shape)
    low, high = _int_range(t)
    spread = rng.integers(low, high, count, endpoint=True, dtype=np.int64)
    values = np.where(rng.random(count) < 0.5, np.array(special, dtype=np.int64), spread)
    return values.astype(R.DTYPES[t]).reshape(shape)


def _cross_product(variant: Variant) -> list[Array]:
    """Every combination of the operands' special values, as rank-1 arrays."""
    pools = [_pool(variant, i) for i in range(len(variant.types))]
    columns = list(zip(*itertools.product(*pools), strict=True))
    return [_array(column, t) for column, t in zip(columns, variant.types, strict=True)]


def _array(values: Sequence[Any], t: str) -> Array:
    if R.is_float_type(t):
        return R.quantize(np.array(values, dtype=np.float64), t)
    return np.array(values, dtype=np.int64).astype(R.DTYPES[t])


# -- what upstream gets wrong ------------------------------------------------------------------------------


def _tame(variant: Variant, args: list[Array]) -> list[Array]:
    """The inputs with what docs/semantics.md lists as upstream-wrong (or trapping) replaced by harmless values."""
    short = variant.op.removeprefix("tosa.")
    args = [a.copy() for a in args]
    t = variant.types[0]
    if short == "intdiv":  # upstream traps (SIGFPE) on a zero divisor and on INT_MIN / -1
        args[1][(args[1] == 0) | (args[1] == -1)] = 7
    elif short.endswith("shift"):  # upstream shifts by >= the bit width are poison
        args[1] = (args[1].astype(np.int64) % int(t[1:])).astype(args[1].dtype)
    elif short in ("maximum", "minimum", "clamp") and R.is_float_type(t):  # ties between -0.0 and +0.0
        for a in args:
            a[a == 0] = 0.0
    elif short == "cast" and R.is_float_type(t) and not R.is_float_type(variant.result) and variant.result != "i1":
        args[0][np.isnan(args[0])] = 0.0  # upstream's NaN -> int differs
    elif short == "cast" and variant.result == "bf16" and t in ("i32", "i64"):
        args[0] = (args[0].astype(np.int64) % (1 << 24)).astype(args[0].dtype)  # upstream rounds twice
    return args


# -- running -----------------------------------------------------------------------------------------------


def _call(program: Program, variant: Variant, args: Sequence[list[Array]]) -> list[Array]:
    """Call the variant's function with one argument list per signature; return one result per signature."""
    flat = [a.astype(np.float32) if t == "bf16" else a for one in args for a, t in zip(one, variant.types, strict=True)]
    outs = program[variant.name](*flat)
    return [np.asarray(o) for o in (outs if isinstance(outs, tuple) else (outs,))]


def _expected(variant: Variant, args: list[Array]) -> Array:
    return R.evaluate(variant.op, args, variant.attrs, variant.result, input_types=variant.types)


def _seed(*parts: object) -> int:
    return zlib.crc32(repr(parts).encode())


def _check(problems: list[str], label: str, actual: Array, expected: Array, variant: Variant) -> None:
    problem = R.compare(actual, expected, variant.result, variant.op)
    if problem:
        problems.append(f"{label}: {problem}")


def _ids(variants: Sequence[Variant]) -> list[str]:
    return [v.name for v in variants]


@pytest.mark.parametrize("variant", ALL_VARIANTS, ids=_ids(ALL_VARIANTS))
def test_shapes(variant: Variant) -> None:
    patterns = PATTERNS[len(variant.types)]
    program = _program(variant.op, "tosabcast", False)
    problems: list[str] = []
    for k in range(max(len(p.calls) for p in patterns)):  # call k takes each pattern's call k (cycling)
        shapes = [p.calls[k % len(p.calls)] for p in patterns]
        rng = np.random.default_rng(_seed(variant.name, k))
        args = [[_random(rng, variant, i, s) for i, s in enumerate(call)] for call in shapes]
        for pattern, call, one, actual in zip(patterns, shapes, args, _call(program, variant, args), strict=True):
            _check(problems, f"@{variant.name} {pattern.name} {call}", actual, _expected(variant, one), variant)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("variant", ALL_VARIANTS, ids=_ids(ALL_VARIANTS))
def test_special_values(variant: Variant) -> None:
    args = _cross_product(variant)
    ours = _program(variant.op, "tosabcast", True)
    problems: list[str] = []
    (actual,) = _call(ours, variant, [args])
    _check(problems, f"@{variant.name}", actual, _expected(variant, args), variant)
    if not upstream_skip_reason(variant):
        tame = _tame(variant, args)
        (upstream,) = _call(_program(variant.op, "upstream", True), variant, [tame])
        (ours_tame,) = _call(ours, variant, [tame])
        _check(problems, f"@{variant.name} upstream vs ours", upstream, ours_tame, variant)
    assert not problems, "\n".join(problems)


def test_every_supported_type_has_variants() -> None:
    covered = {(v.op, v.types[-1]) for v in ALL_VARIANTS}
    assert covered == {(op, t) for op, types in scalar.SUPPORTED_TYPES.items() for t in types}
    assert all(sum(len(p.calls) for p in PATTERNS[n]) >= 12 for n in PATTERNS)
