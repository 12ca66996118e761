"""Call cases for the fuzzer: a small random TOSA function, random arguments in odd layouts, the numpy reference.

A case is a function such as

    func.func @main(%a0: tensor<?x3xi16>, %a1: tensor<1x?xi16>) -> tensor<?x3xi16> {
      %r0 = tosa.maximum %a0, %a1 : (tensor<?x3xi16>, tensor<1x?xi16>) -> tensor<?x3xi16>
      return %r0 : tensor<?x3xi16>
    }

compiled with `tosabcast.compile` (at a random `opt_level`, sometimes with the stock lowering), and one call,
made twice (the second takes the native fast path once the first has taught it the shapes), with arguments
that are Fortran-ordered, reversed, strided, stride-0 broadcasts, misaligned, read-only, zero-size, Python
lists and scalars, big-endian, booleans whose bytes are not 0/1, or called from several threads at once.
About one call in five is made illegal on purpose (a wrong static dim, sizes that do not broadcast, a wrong
rank, dtype or argument count) and must raise a located `ValueError`. Results are compared with
`tosabcast.runtime.reference` (bit for bit up to NaN payloads; `ULP_TOLERANCE` for transcendental ops), and
the second call's with the first's, bit for bit. Two functions in five return a second result: the first
argument itself (a buffer the call does not own, so it is copied) or, with a chain, its first op's result.

Three functions in ten end with a data-movement or reduction "tail" that stock MLIR lowers (reverse, transpose,
an integer reduce_max, argmax, concat, tile, pad, slice, reshape, gather), whose declared result may be more
static than its operand (a `?` the call fills, claimed static at the size the function's nominal sizes give):
a call that fits the claim must run and match numpy, one that does not must be refused, located. A gather
takes the element-wise result flattened to `[1, K, 1]` and an extra last argument `%idx: tensor<1x?xi32>`,
drawn per call within [0, K), with one index just outside (K or -1) in one call in five, which must be
refused. The first 2,600 drawn functions (about 780 with a tail, before gather joined) found four defects on
2026-11-26 (docs/reliability.md).

`spec(rng)` draws the case as plain data (JSON-able: it is also the reproducer) and `run(spec)` executes it.
"""

from __future__ import annotations

import random
import re
import threading
from collections.abc import Sequence
from typing import Any

import numpy as np

Array = np.ndarray[Any, Any]
DTYPES = {
    "f32": "float32",
    "f16": "float16",
    "i8": "int8",
    "i16": "int16",
    "i32": "int32",
    "i64": "int64",
    "i1": "bool",
}
FLOAT_BINARY = ("add", "sub", "maximum", "minimum", "mul", "pow")
FLOAT_UNARY = ("abs", "negate", "exp", "tanh", "erf", "floor", "ceil", "reciprocal", "sigmoid", "sin", "cos",
               "log", "rsqrt")  # fmt: skip
INT_BINARY = ("add", "sub", "maximum", "minimum", "mul", "bitwise_and", "bitwise_or", "bitwise_xor",
              "logical_left_shift", "logical_right_shift", "arithmetic_right_shift")  # fmt: skip
INT_UNARY = ("abs", "negate", "bitwise_not", "clz")
BOOL_BINARY = ("logical_and", "logical_or", "logical_xor", "bitwise_and")
COMPARE = ("greater", "greater_equal", "equal")
UPSTREAM_SAFE = {"add", "sub", "maximum", "minimum", "abs", "greater", "equal", "select", "logical_and", "exp"}
LAYOUTS = ("c", "c", "c", "f", "reversed", "strided", "broadcast", "misaligned", "readonly", "list", "big-endian")
LOCATED = re.compile(r"^fuzz\.mlir:[1-9]\d*:\d+: ")


# -- drawing a case ----------------------------------------------------------------------------------------


def spec(program_rng: random.Random, rng: random.Random) -> dict[str, Any]:
    """Draw one call case: the function (ops, types, declared shapes) from `program_rng`, the call from `rng`.

    Cases that share a `program_rng` seed share the function, so a worker compiles it once.
    """
    sizes, declared, s = _function_spec(program_rng)
    call_shapes = [[_runtime_dim(rng, d, n) for d, n in zip(dims, sizes, strict=True)] for dims in declared]
    if s["lowering"] == "upstream":  # stock tosa-to-linalg broadcasts 1 against a runtime 0 wrongly (docs)
        call_shapes = [[max(n, 1) for n in shape] for shape in call_shapes]
    illegal = _make_illegal(rng, declared, call_shapes) if rng.random() < 0.2 else None
    layouts = [rng.choice(LAYOUTS) for _ in call_shapes]
    if "i1" in s["arg_types"]:
        layouts = [rng.choice(("bool-bytes", "bool-bytes", *LAYOUTS)) if t == "i1" else lay
                   for t, lay in zip(s["arg_types"], layouts, strict=True)]  # fmt: skip
    return {
        **s,
        "shapes": call_shapes,
        "layouts": layouts,
        "illegal": illegal,
        "threads": rng.choice((1, 1, 1, 1, 1, 1, 1, 4)),
        "values_seed": rng.randrange(2**32),
    }


def _function_spec(rng: random.Random) -> tuple[list[int], list[list[int | None]], dict[str, Any]]:
    element = rng.choice(("f32", "f32", "f16", "i8", "i16", "i32", "i64", "i1"))
    op, arity, result = _op(rng, element)
    rank = rng.choice((0, 1, 1, 2, 2, 2, 3, 4))
    sizes = [rng.choice((0, 1, 2, 3, 3, 4, 5, 7)) for _ in range(rank)]
    declared = [[_declared_dim(rng, s) for s in sizes] for _ in range(arity)]
    chain = None
    if rng.random() < 0.3 and op not in _TOLERANT:
        chain = {"i1": "logical_or"}.get(result, "add" if result != "i1" else "logical_or")
        declared.append([_declared_dim(rng, s) for s in sizes])
    arg_types = [("i1" if op == "select" and i == 0 else element) for i in range(arity)]
    if chain:
        arg_types.append(result)
    upstream = op in UPSTREAM_SAFE and element in ("f32", "i32", "i1") and rng.random() < 0.2
    # stock's float maximum/minimum break a -0.0/+0.0 tie the other way (docs/semantics.md): not a defect of ours
    upstream = upstream and not (op in ("maximum", "minimum") and element == "f32")
    extra = rng.choice((None, None, None, "argument", "intermediate" if chain else "argument"))
    tail = _tail(rng, result, sizes) if rng.random() < 0.3 else None
    return (
        sizes,
        declared,
        {
            "op": op,
            "element": element,
            "result": result,
            "arg_types": arg_types,
            "declared": declared,
            "chain": chain,
            "lowering": "upstream" if upstream else "tosabcast",
            "opt_level": rng.choice((0, 2, 3)),
            "attrs": _attrs(rng, op, element),
            "extra_result": extra,
            "tail": tail,
            "sizes": sizes,
        },
    )


TAILS = ("reverse", "transpose", "reduce_max", "argmax", "concat", "tile", "pad", "slice", "reshape", "gather")
"""What the element-wise part's result may go through last: exact ops stock MLIR lowers (no float reduction
whose rounding or signed zeros numpy would see otherwise)."""


def _tail(rng: random.Random, element: str, sizes: Sequence[int]) -> dict[str, Any] | None:
    """A data-movement or reduction op after the element-wise part, with `claim`: per result dim, whether the
    declared type says it is static even where the operand leaves it open (a result more static than its
    operands, which the call must then fit or be refused)."""
    rank = len(sizes)
    choices = [
        t for t in TAILS
        if (rank >= (2 if t == "transpose" else 1) or t == "reshape")
        and (t != "argmax" or element in ("f32", "f16", "i8", "i16"))
        and (t != "reduce_max" or element in ("i8", "i16", "i32", "i64"))  # float: numpy orders -0.0, +0.0 its way
        and (t != "gather" or element in ("f32", "f16", "i8", "i16", "i32"))
    ]  # fmt: skip
    name = rng.choice(choices)
    axis = rng.randrange(rank) if rank else 0
    if name in ("argmax", "reduce_max", "slice"):
        nonempty = [k for k in range(rank) if sizes[k] >= 1]
        if not nonempty:
            return None
        axis = rng.choice(nonempty)
    tail: dict[str, Any] = {"op": name, "axis": axis, "claim_seed": rng.randrange(2**16)}
    if name == "transpose":
        perms = list(range(rank))
        rng.shuffle(perms)
        tail["perms"] = perms
    return tail


def tail_shape(tail: dict[str, Any], dims: Sequence[int | None]) -> list[int | None]:
    """The result dims the tail op gives for operand dims `dims` (None: not known)."""
    op, axis = tail["op"], tail["axis"]
    out = list(dims)
    if op == "transpose":
        return [dims[p] for p in tail["perms"]]
    if op == "reduce_max":
        out[axis] = 1
    elif op == "argmax":
        del out[axis]
    elif op in ("concat", "tile"):  # two copies along the axis
        out[axis] = None if dims[axis] is None else 2 * dims[axis]  # type: ignore[operator]
    elif op == "pad":
        out[axis] = None if dims[axis] is None else dims[axis] + 1  # type: ignore[operator]
    elif op == "slice":
        out[axis] = 1
    elif op in ("reshape", "gather"):
        count = 1
        for d in dims:
            count = None if d is None or count is None else count * d  # type: ignore[assignment]
        return [count] if op == "reshape" else [1, None, 1]  # gather: as many rows as indices, a call's choice
    return out


def tail_values(tail: dict[str, Any], value: Array, indices: Array | None = None) -> Array:
    """What the tail op computes, in numpy (`indices`: a gather's, `[1, W]`)."""
    op, axis = tail["op"], tail["axis"]
    if op == "gather":
        rows, picked = value.reshape(1, -1, 1), np.asarray(indices).reshape(-1)
        if picked.size and (picked.min() < 0 or picked.max() >= rows.shape[1]):  # numpy would wrap a negative one
            raise IndexError(f"gather index outside [0, {rows.shape[1]})")
        return rows[:, picked, :]
    if op == "reverse":
        return np.flip(value, axis)
    if op == "transpose":
        return np.transpose(value, tail["perms"])
    if op == "reduce_max":
        return np.max(value, axis=axis, keepdims=True)
    if op == "argmax":
        return np.argmax(value, axis=axis).astype(np.int32)
    if op == "concat":
        return np.concatenate([value, value], axis=axis)
    if op == "tile":
        return np.tile(value, [2 if k == axis else 1 for k in range(value.ndim)])
    if op == "pad":
        fill = _pad_value(value.dtype)
        return np.pad(value, [(1, 0) if k == axis else (0, 0) for k in range(value.ndim)], constant_values=fill)
    if op == "slice":
        return np.take(value, [0], axis=axis)
    return value.reshape(-1)


def _pad_value(dtype: np.dtype[Any]) -> Any:
    return True if dtype == np.bool_ else 0.5 if dtype.kind == "f" else 3


def _claimed(tail: dict[str, Any], proven: Sequence[int | None], nominal: Sequence[int | None]) -> list[int | None]:
    """The declared result dims: proven ones as they are; open ones `?`, or (by the tail's seed) the size the call
    has when every dim takes its nominal size, which a call with other sizes must then be refused for."""
    rng = random.Random(tail["claim_seed"])
    return [p if p is not None else (n if n and rng.random() < 0.5 else None) for p, n in zip(proven, nominal)]


_TOLERANT = {"exp", "tanh", "erf", "sigmoid", "sin", "cos", "log", "rsqrt", "pow", "reciprocal"}


def _op(rng: random.Random, element: str) -> tuple[str, int, str]:
    """(op name without `tosa.`, number of broadcast operands, result element type)."""
    if element == "i1":
        choice = rng.choice((*BOOL_BINARY, "logical_not", "equal", "select"))
    elif element in ("f32", "f16"):
        choice = rng.choice((*FLOAT_BINARY, *FLOAT_UNARY, *COMPARE, "select", "clamp"))
    else:
        choice = rng.choice((*INT_BINARY, *INT_UNARY, *COMPARE, "select", "clamp"))
    arity = 3 if choice == "select" else 1 if choice in (*FLOAT_UNARY, *INT_UNARY, "logical_not", "clamp") else 2
    result = "i1" if choice in COMPARE else element
    return choice, arity, result


def _attrs(rng: random.Random, op: str, element: str) -> dict[str, Any]:
    if op in ("maximum", "minimum") and element in ("f32", "f16"):
        return {"nan_mode": rng.choice(("PROPAGATE", "IGNORE"))}
    if op == "clamp":
        if element in ("f32", "f16"):
            return {"min_val": -2.5, "max_val": rng.choice((-0.0, 1.0, 3.5)), "nan_mode": "PROPAGATE"}
        return {"min_val": -5, "max_val": 7}
    if op == "mul" and element != "f32" and element != "f16":
        return {"shift": 0}
    if op == "negate":
        return {"input1_zp": 0, "output_zp": 0}
    if op == "arithmetic_right_shift":
        return {"round": rng.random() < 0.5}
    return {}


def _declared_dim(rng: random.Random, size: int) -> int | None:
    roll = rng.random()  # a static 0 is not a TOSA shape: zero sizes come only through `?`
    return None if roll < 0.5 or size == 0 else 1 if roll < 0.7 else size


def _runtime_dim(rng: random.Random, declared: int | None, size: int) -> int:
    if declared is not None:
        return declared
    return 1 if rng.random() < 0.25 else size


def _make_illegal(rng: random.Random, declared: list[list[int | None]], shapes: list[list[int]]) -> str | None:
    """Spoil the call in place; return how, or None when this signature offers no way."""
    how = rng.randrange(4)
    static = [(i, k) for i, dims in enumerate(declared) for k, d in enumerate(dims) if d is not None]
    if how == 0 and static:
        i, k = rng.choice(static)
        shapes[i][k] = shapes[i][k] + rng.choice((1, 2))
        return f"argument {i} dim {k} differs from its static size"
    if how == 1:
        for k in range(len(shapes[0]) if shapes else 0):
            dyn = [i for i, dims in enumerate(declared) if dims[k] is None]
            if len(dyn) >= 2:
                shapes[dyn[0]][k], shapes[dyn[1]][k] = 2, 3
                return f"arguments {dyn[0]} and {dyn[1]} do not broadcast in dim {k}"
    if how == 2 and shapes:
        i = rng.randrange(len(shapes))
        shapes[i] = shapes[i] + [1] if rng.random() < 0.5 or not shapes[i] else shapes[i][:-1]
        return f"argument {i} has the wrong rank"
    return "wrong-dtype" if rng.random() < 0.5 else "wrong-arity"


# -- the function ------------------------------------------------------------------------------------------


def _tensor(dims: Sequence[int | None], element: str) -> str:
    return "tensor<" + "".join(f"{'?' if d is None else d}x" for d in dims) + element + ">"


def _result_dims(declared: Sequence[Sequence[int | None]]) -> list[int | None]:
    out: list[int | None] = []
    for dims in zip(*declared, strict=True):
        if any(d is None for d in dims):
            out.append(None)
        else:
            out.append(max((d for d in dims if d is not None), key=lambda d: d != 1, default=1))
    return out


def module_text(s: dict[str, Any]) -> str:
    """The MLIR text of the case's function `@main`."""
    declared = s["declared"]
    rank = len(declared[0])
    types = [_tensor(d, t) for d, t in zip(declared, s["arg_types"], strict=True)]
    arity = len(declared) - (1 if s["chain"] else 0)
    params = ", ".join(f"%a{i}: {t}" for i, t in enumerate(types))
    if s.get("tail") and s["tail"]["op"] == "gather":
        params += ", %idx: tensor<1x?xi32>"  # the gather's indices: the last argument
    first_dims = _result_dims(declared[:arity])
    first = _tensor(first_dims, s["result"])
    lines, extra, attrs = [], [], ""
    a, element = s["attrs"], s["element"]
    if s["op"] == "mul":
        lines.append(
            f'%shift = "tosa.const"() <{{values = dense<{a.get("shift", 0)}> : tensor<1xi8>}}> : () -> tensor<1xi8>'
        )
        extra = [("%shift", "tensor<1xi8>")]
    elif s["op"] == "negate":
        for key in ("input1_zp", "output_zp"):
            value = "0.0" if element in ("f32", "f16") else "0"
            lines.append(
                f'%{key} = "tosa.const"() <{{values = dense<{value}> : tensor<1x{element}>}}> : () -> tensor<1x{element}>'
            )
            extra.append((f"%{key}", f"tensor<1x{element}>"))
    else:
        items = []
        if "min_val" in a:
            lo, hi = (repr(float(a[k])) if element in ("f32", "f16") else str(a[k]) for k in ("min_val", "max_val"))
            items += [f"min_val = {lo} : {element}", f"max_val = {hi} : {element}"]
        if "nan_mode" in a:
            items.append(f"nan_mode = #tosa.nan_mode<{a['nan_mode']}>")
        if "round" in a:
            items.append(f"round = {'true' if a['round'] else 'false'}")
        attrs = (" {" + ", ".join(items) + "}") if items else ""
    operands = ", ".join([f"%a{i}" for i in range(arity)] + [o for o, _ in extra])
    operand_types = ", ".join(types[:arity] + [t for _, t in extra])
    lines.append(f"%r0 = tosa.{s['op']} {operands}{attrs} : ({operand_types}) -> {first}")
    out, out_type = "%r0", first
    if s["chain"]:
        out_type = _tensor(_result_dims([first_dims, declared[-1]]), s["result"])
        lines.append(f"%r1 = tosa.{s['chain']} %r0, %a{arity} : ({first}, {types[-1]}) -> {out_type}")
        out = "%r1"
    assert rank == len(first_dims)
    if s.get("tail"):
        out, out_type = _emit_tail(s, lines, out, out_type)
    extra_result = s.get("extra_result")
    if extra_result == "argument":  # a second result: the first argument itself (a buffer the call does not own)
        out, out_type = f"{out}, %a0", f"{out_type}, {types[0]}"
    elif extra_result == "intermediate":  # the chain's first result too
        out, out_type = f"{out}, %r0", f"{out_type}, {first}"
    body = "\n  ".join(lines)
    result_types = f"({out_type})" if extra_result else out_type
    return f"func.func @main({params}) -> {result_types} {{\n  {body}\n  return {out} : {out_type}\n}}\n"


def tail_declared(s: dict[str, Any]) -> tuple[list[int | None], list[int | None]]:
    """(the tail's operand dims as declared, the tail's result dims as declared)."""
    declared = s["declared"]
    arity = len(declared) - (1 if s["chain"] else 0)
    dims = _result_dims(declared[:arity])
    if s["chain"]:
        dims = _result_dims([dims, declared[-1]])
    nominal = tail_shape(s["tail"], s["sizes"])
    return dims, _claimed(s["tail"], tail_shape(s["tail"], dims), nominal)


def _emit_tail(s: dict[str, Any], lines: list[str], value: str, value_type: str) -> tuple[str, str]:
    tail = s["tail"]
    op, axis, element = tail["op"], tail["axis"], s["result"]
    operand_dims, result_dims = tail_declared(s)
    result_element = "i32" if op == "argmax" else element
    result_type = _tensor(result_dims, result_element)
    rank = len(operand_dims)

    def shape_const(name: str, values: Sequence[int]) -> str:
        n = len(values)
        body = ", ".join(str(v) for v in values)
        lines.append(
            f"%{name} = tosa.const_shape {{values = dense<[{body}]> : tensor<{n}xindex>}} : () -> !tosa.shape<{n}>"
        )
        return f"%{name}"

    if op in ("reverse", "reduce_max", "argmax"):
        lines.append(f"%t = tosa.{op} {value} {{axis = {axis} : i32}} : ({value_type}) -> {result_type}")
    elif op == "transpose":
        perms = ", ".join(map(str, tail["perms"]))
        lines.append(f"%t = tosa.transpose {value} {{perms = array<i32: {perms}>}} : ({value_type}) -> {result_type}")
    elif op == "concat":
        lines.append(
            f"%t = tosa.concat {value}, {value} {{axis = {axis} : i32}} : ({value_type}, {value_type}) -> {result_type}"
        )
    elif op == "tile":
        m = shape_const("m", [2 if k == axis else 1 for k in range(rank)])
        lines.append(f"%t = tosa.tile {value}, {m} : ({value_type}, !tosa.shape<{rank}>) -> {result_type}")
    elif op == "pad":
        p = shape_const("p", [v for k in range(rank) for v in ((1, 0) if k == axis else (0, 0))])
        fill = {"i1": "true", "f32": "0.5", "f16": "0.5"}.get(element, "3")
        lines.append(
            f'%c = "tosa.const"() <{{values = dense<{fill}> : tensor<1x{element}>}}> : () -> tensor<1x{element}>'
        )
        lines.append(
            f"%t = tosa.pad {value}, {p}, %c : ({value_type}, !tosa.shape<{2 * rank}>, tensor<1x{element}>) -> {result_type}"
        )
    elif op == "slice":
        start = shape_const("s", [0] * rank)
        size = shape_const("n", [1 if k == axis else -1 for k in range(rank)])
        lines.append(
            f"%t = tosa.slice {value}, {start}, {size} : ({value_type}, !tosa.shape<{rank}>, !tosa.shape<{rank}>) -> {result_type}"
        )
    elif op == "gather":  # the values flattened to [1, K, 1], rows picked by %idx
        target = shape_const("f", [1, -1, 1])
        count = tail_shape({"op": "reshape", "axis": 0}, operand_dims)[0]
        rows = _tensor([1, count, 1], element)
        lines.append(f"%v = tosa.reshape {value}, {target} : ({value_type}, !tosa.shape<3>) -> {rows}")
        lines.append(f"%t = tosa.gather %v, %idx : ({rows}, tensor<1x?xi32>) -> {result_type}")
    else:
        target = shape_const("f", [-1])
        lines.append(f"%t = tosa.reshape {value}, {target} : ({value_type}, !tosa.shape<1>) -> {result_type}")
    return "%t", result_type


# -- values and layouts ------------------------------------------------------------------------------------


def _values(rng: np.random.Generator, shape: Sequence[int], element: str, op: str) -> Array:
    return np.asarray(_random_values(rng, shape, element, op))


def _random_values(rng: np.random.Generator, shape: Sequence[int], element: str, op: str) -> Array:
    dtype = np.dtype(DTYPES[element])
    if element == "i1":
        return rng.random(shape) < 0.5
    if element in ("f32", "f16"):
        values = np.asarray(rng.standard_normal(shape) * 4).astype(dtype)
        specials = np.array([np.nan, np.inf, -np.inf, -0.0, 0.0, 1.0], dtype)
        mask = rng.random(shape) < 0.1
        values[mask] = rng.choice(specials, size=int(mask.sum()))
        return values
    info = np.iinfo(dtype)
    if op.endswith("shift"):
        return rng.integers(0, info.bits + 2, size=shape, dtype=dtype)
    wide = rng.integers(info.min, info.max, size=shape, dtype=dtype, endpoint=True)
    small = rng.integers(-9, 10, size=shape).astype(dtype)
    return np.where(rng.random(shape) < 0.5, small, wide)


def _layout(value: Array, layout: str, rng: np.random.Generator) -> tuple[Any, Array, bool]:
    """(what to pass, the values the reference should see, whether a located ValueError is also acceptable)."""
    if layout == "f":
        return np.array(value, order="F"), value, False
    if layout == "reversed" and value.ndim:
        return np.ascontiguousarray(value[::-1])[::-1], value, False
    if layout == "strided" and value.ndim:
        big = np.zeros((value.shape[0] * 2, *value.shape[1:]), value.dtype)
        big[::2] = value
        return big[::2], value, False
    if layout == "broadcast" and value.ndim:
        row = value[:1] if value.shape[0] else value
        full = np.broadcast_to(row, value.shape)
        return full, np.array(full), False
    if layout == "misaligned" and value.size and value.dtype.itemsize > 1:
        raw = np.zeros(value.nbytes + 1, np.uint8)
        view = raw[1:].view(value.dtype).reshape(value.shape)
        view[...] = value
        return view, value, False
    if layout == "readonly":
        copy = value.copy()
        copy.setflags(write=False)
        return copy, value, False
    if layout == "list" and value.size and value.dtype != np.float16:
        return (value.tolist() if value.ndim else value.item()), value, False
    if layout == "big-endian" and value.dtype.itemsize > 1:
        return value.astype(value.dtype.newbyteorder(">")), value, True
    if layout == "bool-bytes" and value.dtype == np.bool_:
        raw = value.view(np.uint8) * rng.choice(np.array([1, 2, 128, 255], np.uint8), size=value.shape)
        return raw.view(np.bool_), raw != 0, True
    return value, value, False


# -- running -----------------------------------------------------------------------------------------------


_programs: dict[tuple[str, str, int], Any] = {}


def _program(text: str, lowering: str, opt_level: int) -> Any:
    from tosabcast.runtime.jit import compile as compile_tosa

    key = (text, lowering, opt_level)
    if key not in _programs:
        if len(_programs) > 32:
            _programs.clear()
        _programs[key] = compile_tosa(text, lowering=lowering, name="fuzz.mlir", opt_level=opt_level)
    return _programs[key]


def expected(s: dict[str, Any], inputs: Sequence[Array]) -> Array:
    """The reference result for these argument values (the first result, if the function has two)."""
    return expected_results(s, inputs)[0][0]


def expected_results(
    s: dict[str, Any], inputs: Sequence[Array], indices: Array | None = None
) -> list[tuple[Array, str, str]]:
    """Every result's reference value for these argument values (and a gather tail's `indices`), with its
    element type and the op to compare it as (`reference.compare`)."""
    from tosabcast.runtime import reference as R

    arity = len(inputs) - (1 if s["chain"] else 0)
    first = R.evaluate(s["op"], list(inputs[:arity]), s["attrs"], s["result"])
    results = [(first, s["result"], f"tosa.{s['op']}")]
    if s["chain"]:
        results = [(R.evaluate(s["chain"], [first, inputs[-1]], {}, s["result"]), s["result"], f"tosa.{s['chain']}")]
    if s.get("tail"):
        value, element, op_name = results[0]
        tailed = np.array(tail_values(s["tail"], np.asarray(value), indices), order="C")  # 0-d stays 0-d
        results = [(tailed, "i32" if s["tail"]["op"] == "argmax" else element, op_name)]
    if s.get("extra_result") == "argument":
        results.append((np.asarray(inputs[0]), s["arg_types"][0], "tosa.identity"))
    elif s.get("extra_result") == "intermediate":
        results.append((first, s["result"], f"tosa.{s['op']}"))
    return results


def _fits(declared: Sequence[int | None], shape: Sequence[int]) -> bool:
    return len(declared) == len(shape) and all(d is None or d == n for d, n in zip(declared, shape, strict=True))


def _tail_refuses(s: dict[str, Any], seen: Sequence[Array], indices: Array | None) -> bool:
    """Whether these (legal) arguments give the tail a result its declared type contradicts, or a gather an index
    outside its rows: then a located error is the right answer."""
    if not s.get("tail"):
        return False
    try:
        shape = expected_results(s, seen, indices)[0][0].shape
    except Exception:  # noqa: BLE001 -- arguments the reference cannot take (a wrong rank, an index outside): the error stands
        return True
    return not _fits(tail_declared(s)[1], shape)


def _gather_indices(s: dict[str, Any], seen: Sequence[Array], rng: np.random.Generator) -> Array | None:
    """A gather tail's `[1, W]` indices for this call: within the element-wise result's elements, but one in
    five calls with one index just outside (K or -1), which must be refused."""
    if not s.get("tail") or s["tail"]["op"] != "gather":
        return None
    try:
        count = int(np.prod(np.broadcast_shapes(*(np.shape(v) for v in seen))))
    except ValueError:  # arguments that do not broadcast (an illegal call): any in-range guess will do
        count = 1
    width = int(rng.integers(0, 5))
    indices = rng.integers(0, max(count, 1), size=(1, width)).astype(np.int32)
    if width and (count == 0 or rng.random() < 0.2):
        indices[0, int(rng.integers(width))] = count if rng.random() < 0.5 else -1
    return indices


def run(s: dict[str, Any]) -> tuple[str, str]:
    """Compile and call the case; return (outcome, detail). Outcomes: see `fuzz.OUTCOMES['call']`."""
    from tosabcast.runtime import reference as R

    text = module_text(s)
    try:
        program = _program(text, s["lowering"], s["opt_level"])
    except ValueError as exc:  # CompileError: the generator made something the compiler refuses
        return "compile error", f"{type(exc).__name__}: {exc}"
    rng = np.random.default_rng(s["values_seed"])
    calls = []
    for _ in range(s["threads"]):
        passed, seen, may_reject = [], [], False
        for shape, t, layout in zip(s["shapes"], s["arg_types"], s["layouts"], strict=True):
            arg, ref, reject_ok = _layout(_values(rng, shape, t, s["op"]), layout, rng)
            passed.append(arg)
            seen.append(ref)
            may_reject |= reject_ok
        indices = _gather_indices(s, seen, rng)
        if s["illegal"] == "wrong-dtype":
            i = int(rng.integers(len(passed)))
            wrong = "float64" if s["arg_types"][i] != "f32" else "int32"
            passed[i] = np.zeros(np.shape(passed[i]), wrong)
        if indices is not None:
            passed.append(indices)
        if s["illegal"] == "wrong-arity":
            passed = passed[:-1] if rng.random() < 0.5 else [*passed, passed[0]]
        calls.append((passed, seen, may_reject, indices))
    outcomes: list[tuple[str, str]] = [("", "")] * len(calls)

    def one(k: int) -> None:
        passed, seen, may_reject, indices = calls[k]
        try:
            actual = program.main(*passed)
            again = program.main(*passed)  # the fast path, once the general one knows the shapes
        except ValueError as exc:
            message = str(exc)
            if not LOCATED.match(message):
                outcomes[k] = ("unlocated error", message)
            elif s["illegal"] or may_reject or _tail_refuses(s, seen, indices):
                outcomes[k] = ("located error", message)
            else:
                outcomes[k] = ("false error", message)
            return
        except Exception as exc:  # noqa: BLE001 -- any other exception is a finding
            outcomes[k] = ("other exception", f"{type(exc).__name__}: {exc}")
            return
        if s["illegal"]:
            outcomes[k] = ("missed error", f"accepted an illegal call ({s['illegal']})")
            return
        try:
            wants = expected_results(s, seen, indices)
        except IndexError:  # a gather index outside the rows, accepted
            outcomes[k] = ("missed error", f"accepted a gather index outside its rows: {indices}")
            return
        if s.get("tail") and not _fits(tail_declared(s)[1], wants[0][0].shape):
            shape = wants[0][0].shape
            outcomes[k] = ("missed error", f"accepted a call whose {s['tail']['op']} result has shape {shape}")
            return
        got, got_again = (actual, again) if isinstance(actual, tuple) else ((actual,), (again,))
        diff = "" if len(got) == len(wants) else f"{len(got)} results, expected {len(wants)}"
        for index, (value, (want, element, op_name)) in enumerate(zip(got, wants, strict=False)):
            diff = diff or R.compare(np.asarray(value), want, element, op_name)
            same = np.array_equal(np.asarray(got_again[index]), np.asarray(value), equal_nan=value.dtype.kind == "f")
            if not diff and not same:
                diff = f"result #{index}: the second call (the fast path) gave other values than the first"
        outcomes[k] = ("wrong result", diff) if diff else ("ok", "")

    if len(calls) == 1:
        one(0)
    else:
        threads = [threading.Thread(target=one, args=(k,)) for k in range(len(calls))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    bad = [o for o in outcomes if o[0] not in ("ok", "located error")]
    return bad[0] if bad else outcomes[0]
