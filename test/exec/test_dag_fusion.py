"""Random graphs of element-wise ops, with values used several times: our fused code against the TOSA reference.

`--tosabcast-lower-to-linalg` puts a value whose uses are all in one cluster into that cluster's body, once
(docs/lowering.md, "Fusion by clustering"). These programs reuse values on purpose, mix static and dynamic
dims, and broadcast at run time (size-1 dims behind `?`) and statically (size-1 dims in the types), so that
clusters form across every kind of edge; each runs on several argument shapes and must match
`tosabcast.runtime.reference` bit for bit.
"""

from __future__ import annotations

import random

import numpy as np
import pytest
from mlir import ir

import tosabcast
from tosabcast.registry import PASSES
from tosabcast.runtime import reference

pytestmark = pytest.mark.jit

DOMAIN = (3, 5)
BINARY = ("add", "sub", "mul", "maximum", "minimum")
UNARY = ("abs", "floor", "ceil")
SHIFT = '%shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>'
NAN = "{nan_mode = #tosa.nan_mode<PROPAGATE>} "


def _type(dims: tuple[int | None, ...]) -> str:
    return "tensor<" + "x".join("?" if d is None else str(d) for d in dims) + "xf32>"


def _broadcast(a: tuple[int | None, ...], b: tuple[int | None, ...]) -> tuple[int | None, ...]:
    """A legal result type: static where both are, the broadcast size; dynamic otherwise."""
    return tuple(None if x is None or y is None else max(x, y) for x, y in zip(a, b, strict=True))


def _program(seed: int) -> tuple[str, list[tuple[int, ...]]]:
    """A function of three arguments and 8-14 ops reusing earlier values; the arguments' runtime shapes."""
    rng = random.Random(seed)
    shapes = [tuple(rng.choice((1, size)) for size in DOMAIN) for _ in range(3)]
    shapes[0] = DOMAIN  # one full-size argument, so the domain is DOMAIN
    rng.shuffle(shapes)
    arg_types = [tuple(None if rng.random() < 0.6 else size for size in shape) for shape in shapes]
    values: list[tuple[str, tuple[int | None, ...]]] = [(f"%a{i}", t) for i, t in enumerate(arg_types)]
    uses = [0] * len(values)
    lines = [SHIFT]
    for k in range(rng.randint(8, 14)):

        def pick() -> int:  # mostly one of the last four values, sometimes any earlier one
            low = 0 if rng.random() < 0.3 else max(0, len(values) - 4)
            return rng.randrange(low, len(values))

        if rng.random() < 0.3:
            i = pick()
            name, dims = values[i]
            op = rng.choice(UNARY)
            lines.append(f'%v{k} = tosa.{op} {name} : ({_type(dims)}) -> {_type(dims)} loc("v{k}")')
            uses[i] += 1
            result = dims
        else:
            i, j = pick(), pick()
            (x, xd), (y, yd) = values[i], values[j]
            op = rng.choice(BINARY)
            result = _broadcast(xd, yd)
            extra = ", %shift" if op == "mul" else ""
            types = f"{_type(xd)}, {_type(yd)}" + (", tensor<1xi8>" if op == "mul" else "")
            attrs = NAN if op in ("maximum", "minimum") else ""
            lines.append(f'%v{k} = tosa.{op} {x}, {y}{extra} {attrs}: ({types}) -> {_type(result)} loc("v{k}")')
            uses[i] += 1
            uses[j] += 1
        values.append((f"%v{k}", result))
        uses.append(0)
    # Return the last value and, sometimes, one used elsewhere too (a root with uses inside other clusters).
    returned = [len(values) - 1]
    used = [i for i in range(3, len(values) - 1) if uses[i] > 1]
    if used and rng.random() < 0.5:
        returned.append(rng.choice(used))
    params = ", ".join(f"%a{i}: {_type(t)}" for i, t in enumerate(arg_types))
    results = ", ".join(_type(values[i][1]) for i in returned)
    body = "\n  ".join(lines)
    names = ", ".join(values[i][0] for i in returned)
    text = f"func.func @main({params}) -> ({results}) {{\n  {body}\n  return {names} : {results}\n}}\n"
    return text, shapes


def _shared_values_fused(text: str) -> int:
    """How many values with several uses, all by element-wise ops, our lowering computes inside another op's
    generic (a root's generic has the root's location, `loc("vK")`)."""
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        block = module.body.operations[0].regions[0].blocks[0]
        shared = set()
        for op in block.operations:
            uses = [use.owner for use in op.results[0].uses] if op.name.startswith("tosa.") else []
            if len(uses) > 1 and all(owner.name.startswith("tosa.") for owner in uses):
                shared.add(str(op.location))
        assert PASSES["tosabcast-lower-to-linalg"].invoke(module.operation)
        roots = {str(op.location) for op in block.operations if op.name == "linalg.generic"}
    return len(shared - roots)


SEEDS = range(40)


@pytest.mark.parametrize("seed", SEEDS)
def test_random_graph_matches_the_reference(seed: int) -> None:
    text, shapes = _program(seed)
    main = tosabcast.compile(text).main
    rng = np.random.default_rng(seed)
    args = [rng.uniform(-4, 4, size=shape).astype(np.float32) for shape in shapes]
    got = main(*args)
    got = got if isinstance(got, tuple) else (got,)
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        want = reference.evaluate_function(module.body.operations[0], args)
    for index, (actual, expected) in enumerate(zip(got, want, strict=True)):
        problem = reference.compare(np.asarray(actual), np.asarray(expected), "f32")
        assert not problem, f"seed {seed}, result #{index}: {problem}\n{text}"


def test_the_random_graphs_fuse_shared_values() -> None:
    """The graphs above exercise what they are for: values with several uses computed inside one body."""
    assert sum(_shared_values_fused(_program(seed)[0]) for seed in SEEDS) >= 10

