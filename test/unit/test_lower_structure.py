"""The structure of --tosabcast-lower-to-linalg: symbolic dims, clusters, failure without rewriting, and (JIT)
every runtime broadcast pattern of dynamic operands computed like numpy, fused or not.

Per-op semantics and the full op x shape matrix are test/exec/test_ops.py's; this file is about the loop
structure: which reads broadcast, what fuses, and that a fused chain equals the unfused ops.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
from mlir import ir
from tosabcast.passes.lower_to_linalg import lower_to_linalg

import tosabcast
from tosabcast.ir.diagnostics import Collector, Severity
from tosabcast.ir.symbolic_dims import Symbol, SymbolicDims

Array = np.ndarray[Any, Any]


def _lower(text: str, **options: Any) -> tuple[bool, str, list[str]]:
    """Run the pass on `text`; return (success, the module's text, the diagnostics' messages)."""
    with ir.Context() as context, ir.Location.unknown():
        collector = Collector(context)
        with collector:
            module = ir.Module.parse(text)
            ok = lower_to_linalg(module.operation, **options)
            module.operation.verify()
        return ok, str(module), [f"{d.severity.value}: {d.message}" for d in collector.diagnostics]


def _ops(op: ir.Operation) -> Iterator[ir.Operation]:
    for region in op.regions:
        for block in region.blocks:
            for child in block.operations:
                yield child.operation


# -- symbolic dims ------------------------------------------------------------------------------------------------

SYMBOLS = """
func.func @f(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %row: tensor<1x?xf32>, %s: tensor<4x?xf32>) -> () {
  %abs = tosa.abs %a : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %same = tosa.add %abs, %a : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %mixed = tosa.add %a, %b : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %bcast = tosa.add %a, %row : (tensor<?x?xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
  %static = tosa.add %a, %s : (tensor<?x?xf32>, tensor<4x?xf32>) -> tensor<?x?xf32>
  %declared = tosa.exp %a : (tensor<?x?xf32>) -> tensor<7x?xf32>
  return
}
"""


@pytest.fixture(scope="module")
def symbolized() -> Iterator[dict[str, tuple[int | Symbol, ...]]]:
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(SYMBOLS)
        func = next(_ops(module.operation))
        symbols = SymbolicDims()
        names = ["abs", "same", "mixed", "bcast", "static", "declared"]
        dims: dict[str, tuple[int | Symbol, ...]] = {}
        block = func.regions[0].blocks[0]
        for arg, name in zip(block.arguments, ["a", "b", "row", "s"], strict=True):
            found = symbols.of(arg)
            assert found is not None
            dims[name] = found
        for op, name in zip(list(block.operations)[: len(names)], names, strict=True):
            symbols.define(op.results[0], [symbols.of(v) for v in op.operands])  # type: ignore[misc]
            found = symbols.of(op.results[0])
            assert found is not None
            dims[name] = found
        yield dims


def test_arguments_get_distinct_symbols(symbolized: dict[str, tuple[int | Symbol, ...]]) -> None:
    a, b = symbolized["a"], symbolized["b"]
    assert not any(isinstance(d, int) for d in a + b)
    assert len({*a, *b}) == 4


def test_unary_and_same_operands_keep_the_symbols(symbolized: dict[str, tuple[int | Symbol, ...]]) -> None:
    assert symbolized["abs"] == symbolized["a"]
    assert symbolized["same"] == symbolized["a"]


def test_different_symbols_broadcast_to_their_union(symbolized: dict[str, tuple[int | Symbol, ...]]) -> None:
    a, b, mixed = symbolized["a"], symbolized["b"], symbolized["mixed"]
    assert mixed == (a[0] | b[0], a[1] | b[1])  # type: ignore[operator]
    assert mixed not in (a, b)


def test_broadcasting_again_with_an_operand_changes_nothing(symbolized: dict[str, tuple[int | Symbol, ...]]) -> None:
    """bcast(bcast(a, b), a) == bcast(a, b): a chain that keeps reading %a needs one runtime test."""
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(
            """
            func.func @f(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
              %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
              %1 = tosa.sub %0, %a : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
              return %1 : tensor<?xf32>
            }"""
        )
        block = next(_ops(module.operation)).regions[0].blocks[0]
        symbols = SymbolicDims()
        add, sub = list(block.operations)[:2]
        for op in (add, sub):
            symbols.define(op.results[0], [symbols.of(v) for v in op.operands])  # type: ignore[misc]
        assert symbols.of(sub.results[0]) == symbols.of(add.results[0])
    del symbolized


def test_a_static_one_does_not_contribute(symbolized: dict[str, tuple[int | Symbol, ...]]) -> None:
    a, row, bcast = symbolized["a"], symbolized["row"], symbolized["bcast"]
    assert bcast == (a[0], a[1] | row[1])  # type: ignore[operator]


def test_static_sizes_win(symbolized: dict[str, tuple[int | Symbol, ...]]) -> None:
    assert symbolized["static"][0] == 4
    assert symbolized["declared"] == (7, symbolized["a"][1])


# -- structure ----------------------------------------------------------------------------------------------------


def test_a_failing_op_leaves_the_whole_module_untouched() -> None:
    ok, text, messages = _lower(
        """
        func.func @f(%a: tensor<2xi32>, %shift: tensor<1xi8>) -> tensor<2xi32> {
          %0 = tosa.abs %a : (tensor<2xi32>) -> tensor<2xi32>
          %1 = tosa.mul %0, %0, %shift : (tensor<2xi32>, tensor<2xi32>, tensor<1xi8>) -> tensor<2xi32>
          return %1 : tensor<2xi32>
        }"""
    )
    assert not ok
    assert messages == [f"{Severity.ERROR.value}: 'tosa.mul' op shift must be a constant"]
    assert "tosa.abs" in text and "linalg" not in text


def test_generated_module_has_one_generic_per_cluster_and_no_branch() -> None:
    ops = "\n".join(
        f"  %v{i} = tosa.{'add' if i % 2 else 'sub'} %v{i - 1}, %a : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>"
        for i in range(1, 41)
    )
    text = f"""func.func @f(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {{
  %v0 = tosa.abs %b : (tensor<?x?xf32>) -> tensor<?x?xf32>
{ops}
  return %v40 : tensor<?x?xf32>
}}"""
    ok, fused, _ = _lower(text)
    assert ok and fused.count("linalg.generic") == 1 and "scf.if" not in fused
    ok, unfused, _ = _lower(text, fuse=False)
    assert ok and unfused.count("linalg.generic") == 41
    # Every value after abs(%b) + %a has the dims bcast(%a, %b): their sizes and the `size == 1` tests of %a
    # and %b are built once; %a, which may still broadcast, is read with its test by each of the 40 ops.
    assert unfused.count("tensor.dim") == 4 and unfused.count("arith.cmpi") == 4
    assert unfused.count("tensor.extract %arg0") == 40


# -- execution ----------------------------------------------------------------------------------------------------

SIZES = (0, 1, 3)

ADD = """
func.func @add(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tosa.add %a, %b : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
"""

# Intermediates smaller than the result at run time exercise the composition of broadcasts inside one generic.
CHAIN = """
func.func @chain(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.add %a, %b : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tosa.mul %0, %c, %shift : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<1xi8>) -> tensor<?x?xf32>
  %2 = tosa.sub %1, %a : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %3 = tosa.greater %2, %b : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xi1>
  %4 = tosa.select %3, %2, %c : (tensor<?x?xi1>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %4 : tensor<?x?xf32>
}
"""


def _chain_reference(a: Array, b: Array, c: Array) -> Array:
    t = (a + b) * c - a
    return np.where(t > b, t, np.broadcast_to(c, t.shape))


def _legal(*shapes: tuple[int, ...]) -> bool:
    try:
        np.broadcast_shapes(*shapes)
    except ValueError:
        return False
    return True


def _patterns(operands: int, sizes: tuple[int, ...]) -> list[tuple[tuple[int, int], ...]]:
    shapes = list(itertools.product(sizes, repeat=2))
    return [combo for combo in itertools.product(shapes, repeat=operands) if _legal(*combo)]


def _lowered_unfused(text: str) -> str:
    ok, lowered, messages = _lower(text, fuse=False)
    assert ok, messages
    return lowered


@pytest.fixture(scope="module")
def add_programs() -> dict[str, tosabcast.runtime.jit.Program]:
    return {
        "ours": tosabcast.compile(ADD, opt_level=0),
        "unfused": tosabcast.compile(_lowered_unfused(ADD), opt_level=0, check_shapes=False),
    }


@pytest.fixture(scope="module")
def chain_programs() -> dict[str, tosabcast.runtime.jit.Program]:
    return {
        "fused": tosabcast.compile(CHAIN, opt_level=0),
        "unfused": tosabcast.compile(_lowered_unfused(CHAIN), opt_level=0, check_shapes=False),
    }


@pytest.mark.jit
@pytest.mark.parametrize("program", ["ours", "unfused"])
def test_add_every_runtime_broadcast_pattern(add_programs: dict[str, tosabcast.runtime.jit.Program], program: str) -> None:
    """?x? + ?x? with each dim of each operand 0, 1 or 3: every legal combination (1 against 0 gives 0)."""
    rng = np.random.default_rng(0)
    patterns = _patterns(2, SIZES)
    assert len(patterns) == 49
    for a_shape, b_shape in patterns:
        a = rng.standard_normal(a_shape).astype(np.float32)
        b = rng.standard_normal(b_shape).astype(np.float32)
        out = add_programs[program].add(a, b)
        assert out.shape == np.broadcast_shapes(a_shape, b_shape), (a_shape, b_shape)
        np.testing.assert_array_equal(out, a + b, err_msg=f"{a_shape} + {b_shape}")


@pytest.mark.jit
def test_zero_against_one_gives_zero_not_one(add_programs: dict[str, tosabcast.runtime.jit.Program]) -> None:
    """Upstream's `arith.maxui` makes 0x2048 + 1x2048 a 1x2048 result; the broadcast is 0x2048."""
    out = add_programs["ours"].add(np.zeros((0, 2048), np.float32), np.ones((1, 2048), np.float32))
    assert out.shape == (0, 2048)


@pytest.mark.jit
def test_fused_chain_equals_unfused_ops_and_numpy(chain_programs: dict[str, tosabcast.runtime.jit.Program]) -> None:
    """Three ?x? operands, each dim 1 or 3, plus zero-size ones: the fused generic equals op-by-op lowering."""
    rng = np.random.default_rng(1)
    patterns = _patterns(3, (1, 3)) + [((0, 3), (1, 3), (0, 1)), ((1, 1), (1, 0), (1, 1))]
    assert len(patterns) == 66
    for shapes in patterns:
        a, b, c = (rng.standard_normal(s).astype(np.float32) for s in shapes)
        want = _chain_reference(a, b, c)
        fused = chain_programs["fused"].chain(a, b, c)
        unfused = chain_programs["unfused"].chain(a, b, c)
        np.testing.assert_array_equal(fused, want, err_msg=str(shapes))
        np.testing.assert_array_equal(unfused, want, err_msg=str(shapes))


@pytest.mark.jit
def test_rank_expansion_and_rank_zero_operands() -> None:
    prog = tosabcast.compile(
        """
        func.func @f(%s: tensor<f32>, %v: tensor<?xf32>, %m: tensor<?x?xf32>) -> tensor<?x?xf32> {
          %0 = "tosa.add"(%s, %v) : (tensor<f32>, tensor<?xf32>) -> tensor<?xf32>
          %1 = "tosa.sub"(%m, %0) : (tensor<?x?xf32>, tensor<?xf32>) -> tensor<?x?xf32>
          return %1 : tensor<?x?xf32>
        }""",
        legacy=True,
        opt_level=0,
    )
    s = np.float32(2.0)
    for v_len, m_shape in [(4, (3, 4)), (1, (3, 4)), (4, (3, 1)), (1, (1, 1)), (0, (2, 0)), (1, (2, 0))]:
        v = np.arange(v_len, dtype=np.float32)
        m = np.ones(m_shape, np.float32)
        np.testing.assert_array_equal(prog.f(np.asarray(s), v, m), m - (s + v))


@pytest.mark.jit
def test_assumed_no_runtime_broadcast_is_right_when_true() -> None:
    prog = tosabcast.compile(
        """
        func.func @f(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32>
            attributes {tosabcast.assume_no_runtime_broadcast} {
          %0 = tosa.add %a, %b : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
          %1 = tosa.exp %0 : (tensor<?x?xf32>) -> tensor<?x?xf32>
          return %1 : tensor<?x?xf32>
        }""",
        opt_level=0,
    )
    for shape in [(3, 4), (1, 1), (0, 5)]:
        a, b = np.full(shape, 0.5, np.float32), np.full(shape, 0.25, np.float32)
        np.testing.assert_allclose(prog.f(a, b), np.exp(a + b), rtol=1e-6)


@pytest.mark.jit
def test_same_values_as_upstream_where_upstream_is_right() -> None:
    """Upstream copies operands that broadcast at run time; without zero-size dims its values are ours."""
    ours = tosabcast.compile(CHAIN, opt_level=0)
    upstream = tosabcast.compile(CHAIN, lowering="upstream", opt_level=0)
    rng = np.random.default_rng(2)
    for shapes in _patterns(3, (1, 2))[::3]:
        a, b, c = (rng.standard_normal(s).astype(np.float32) for s in shapes)
        np.testing.assert_array_equal(ours.chain(a, b, c), upstream.chain(a, b, c), err_msg=str(shapes))
