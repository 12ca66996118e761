"""tosabcast.ir.checks: the rules as data, on IR that MLIR has not verified; and the passes built on it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mlir import ir
from mlir.dialects import func, tosa
from tosabcast.passes.equalize_ranks import equalize_ranks
from tosabcast.passes.infer_shapes import infer_shapes, refine
from tosabcast.passes.verify import verify

from tosabcast import shapes
from tosabcast.ir import checks
from tosabcast.ir.bridge import tensor_type
from tosabcast.ir.diagnostics import Collector, Severity, SourceLoc
from tosabcast.shapes import MaybeShape

# shape_problem: (operands, results, strict) -> expected message, or None when valid -----------

SHAPE_CASES = {
    "exact_static": ([(1, 2), (1, 2)], [(1, 2)], False, None),
    "broadcast_one": ([(1,), (4,)], [(4,)], False, None),
    "dynamic_to_static_default": ([(None,), (None,)], [(4,)], False, None),
    "dynamic_to_static_strict": (
        [(None,), (None,)],
        [(4,)],
        True,
        "result dim 0 has static size 4, but the inferred size is dynamic",
    ),
    "static_to_dynamic": ([(4,)], [(None,)], True, None),
    "unranked_result": ([(2,)], [None], True, None),
    "unranked_operands": ([None, None], [(2,)], True, None),
    "operands_conflict": (
        [(2, 3, 4), (2, 1, 3)],
        [(2, 3, 4)],
        False,
        "operand #1 dim 2 has size 3, incompatible with size 4 of operand #0",
    ),
    "result_not_broadcast": ([(1,), (1,)], [(4,)], False, "result dim 0 has size 4, incompatible with inferred size 1"),
    "ranks_differ": (
        [(3, 4), (2, 3, 4)],
        [(2, 3, 4)],
        False,
        "ranks of operands and results do not match: operand #0 has rank 2, operand #1 has rank 3, result #0 has rank 3",
    ),
    "ranks_unranked_exempt": (
        [None, (3,), (2, 3)],
        [(2, 3)],
        False,
        "ranks of operands and results do not match: operand #0 has rank *, operand #1 has rank 1, "
        "operand #2 has rank 2, result #0 has rank 2",
    ),
    "rank0": ([(), ()], [()], False, None),
}


@pytest.mark.parametrize("name", sorted(SHAPE_CASES))
def test_shape_problem_table(name: str) -> None:
    operands, results, strict, expected = SHAPE_CASES[name]
    problem = checks.shape_problem(operands, results, strict=strict)
    assert (problem.message if problem else None) == expected


def test_rank_problem_notes_repair_only_when_padding_helps() -> None:
    repairable = checks.shape_problem([(4,), (2, 3, 4)], [(2, 3, 4)])
    assert repairable is not None and isinstance(repairable.cause, shapes.RankMismatchError)
    assert repairable.notes == (
        "--tosabcast-equalize-ranks can repair this: with size-1 dims prepended, the operands broadcast to 2x3x4",
    )
    conflicting = checks.shape_problem([(3,), (2, 4)], [(2, 4)])
    assert conflicting is not None and conflicting.notes == ()
    result_rank = checks.shape_problem([(3,), (3,)], [(1, 3)])
    assert result_rank is not None and result_rank.notes == ()


def test_conflict_note_names_the_operands_before() -> None:
    problem = checks.shape_problem([(4, 1), (1, 5), (3, 5)], [(4, 5)])
    assert problem is not None
    assert problem.message == "operand #2 dim 0 has size 3, incompatible with size 4 of operand #0"
    assert problem.notes == ("shape inferred from operands #0 to #1: 4x5",)


def test_describe_shape_spells_rank0_and_unranked() -> None:
    assert checks.describe_shape(()) == "(rank 0)"
    assert checks.describe_shape(None) == "*"
    assert checks.describe_shape((2, None)) == "2x?"


_dims = st.sampled_from([1, 2, 3, None])
_shape = st.one_of(st.none(), st.lists(_dims, max_size=3).map(tuple))


@settings(max_examples=300, deadline=None)
@given(operands=st.lists(_shape, min_size=1, max_size=3), result=_shape)
def test_padding_problem_is_shape_problem_after_padding(operands: list[MaybeShape], result: MaybeShape) -> None:
    """What equalize-ranks promises to repair is exactly what is valid once operands are padded."""
    rank = max((len(s) for s in operands if s is not None), default=0)
    padded = [None if s is None else shapes.expand_rank(s, rank) for s in operands]
    repairable = checks.padding_problem(operands, [result]) is None
    assert repairable == (checks.shape_problem(padded, [result]) is None)


# On IR built with the bindings, never verified by MLIR ------------------------------------------


@pytest.fixture
def context() -> Iterator[ir.Context]:
    with ir.Context() as ctx, ir.Location.file("built.mlir", 7, 3):
        ctx.allow_unregistered_dialects = True
        yield ctx


def _t(shape: MaybeShape, element: str = "f32") -> ir.Type:
    return tensor_type(shape, ir.Type.parse(element))


def _module_with(build: object, *args: MaybeShape | ir.Type) -> ir.Module:
    """A module with one function taking `args` (f32 tensors of these shapes, or types); `build(*args)` fills it."""
    module = ir.Module.create()
    types = [a if isinstance(a, ir.Type) else _t(a) for a in args]
    with ir.InsertionPoint(module.body):

        @func.FuncOp.from_py_func(*types)
        def f(*values: ir.Value) -> None:
            build(*values)  # type: ignore[operator]

    return module


def test_check_module_reports_builder_made_rank_mismatch(context: ir.Context) -> None:
    module = _module_with(lambda a, b: tosa.add(_t((2, 3, 4)), a, b), (3, 4), (2, 3, 4))
    [diag] = checks.check_module(module)
    assert diag.severity is Severity.ERROR
    assert diag.loc == SourceLoc("built.mlir", 7, 3)
    assert diag.message == (
        "'tosa.add' op ranks of operands and results do not match: "
        "operand #0 has rank 2, operand #1 has rank 3, result #0 has rank 3"
    )
    assert [n.message for n in diag.notes] == [
        "--tosabcast-equalize-ranks can repair this: with size-1 dims prepended, the operands broadcast to 2x3x4"
    ]
    assert all(n.severity is Severity.NOTE for n in diag.notes)


def test_check_op_on_valid_and_invalid_ops(context: ir.Context) -> None:
    def build(a: ir.Value, b: ir.Value) -> None:
        tosa.sub(_t((2, 4)), a, b)
        tosa.sub(_t((2, 5)), a, b)

    module = _module_with(build, (2, 1), (1, 4))
    ops = [op for op in module.body.operations[0].regions[0].blocks[0].operations if op.name == "tosa.sub"]
    assert checks.check_op(ops[0]) == []
    [diag] = checks.check_op(ops[1])
    assert diag.message == "'tosa.sub' op result dim 1 has size 5, incompatible with inferred size 4"
    assert [n.message for n in diag.notes] == ["shape inferred from the operands: 2x4"]


def test_check_op_rejects_other_ops(context: ir.Context) -> None:
    module = _module_with(lambda a: None, (2,))
    with pytest.raises(ValueError, match="not a TOSA element-wise op"):
        checks.check_op(module.body.operations[0])


def test_structural_problems_of_unverified_ops(context: ir.Context) -> None:
    def build(a: ir.Value) -> None:
        ir.Operation.create("tosa.add", results=[_t((2,))], operands=[a])
        ir.Operation.create("tosa.exp", results=[_t((2,)), _t((2,))], operands=[a])
        scalar = ir.Operation.create("test.scalar", results=[ir.F32Type.get()]).result
        ir.Operation.create("tosa.exp", results=[_t((2,))], operands=[scalar])

    module = _module_with(build, (2,))
    assert [d.message for d in checks.check_module(module)] == [
        "'tosa.add' op expected at least 2 operands, got 1",
        "'tosa.exp' op expected 1 result, got 2",
        "'tosa.exp' op operand #0 must be a tensor, got 'f32'",
    ]


def test_strict_is_the_rfcs_modification_2(context: ir.Context) -> None:
    module = _module_with(lambda a, b: tosa.add(_t((5,)), a, b), (None,), (None,))
    assert checks.check_module(module) == []
    [diag] = checks.check_module(module, strict=True)
    assert diag.message == "'tosa.add' op result dim 0 has static size 5, but the inferred size is dynamic"


def _collect(context: ir.Context, run: object) -> tuple[object, list[str]]:
    with Collector(context) as collector:
        result = run()  # type: ignore[operator]
    return result, [d.format() for d in collector.diagnostics]


def test_verify_pass_emits_exactly_what_check_module_returns(context: ir.Context) -> None:
    def build(a: ir.Value, b: ir.Value) -> None:
        tosa.mul(_t((3,)), a, b, a)
        tosa.add(_t((3,)), a, b)

    module = _module_with(build, (3,), (4,))
    ok, emitted = _collect(context, lambda: verify(module.operation))
    assert ok is False
    assert emitted == [d.format() for d in checks.check_module(module)]
    assert len(emitted) == 2


def test_equalize_ranks_changes_nothing_when_any_op_cannot_be_repaired(context: ir.Context) -> None:
    def build(a: ir.Value, b: ir.Value, c: ir.Value) -> None:
        tosa.add(_t((3, 4)), a, b)  # repairable
        tosa.add(_t((2, 5)), a, c)  # 4 against 5: not repairable

    module = _module_with(build, (4,), (3, 4), (2, 5))
    before = str(module)
    ok, emitted = _collect(context, lambda: equalize_ranks(module.operation))
    assert ok is False
    assert str(module) == before
    assert len(emitted) == 1 and "cannot equalize ranks: operand #1 dim 1 has size 5" in emitted[0]


def test_equalize_ranks_output_passes_the_checks_and_mlir(context: ir.Context) -> None:
    def build(a: ir.Value, b: ir.Value, c: ir.Value) -> None:
        tosa.select(_t((2, None, 4)), b, a, c)

    module = _module_with(build, (None, 4), _t((), "i1"), (2, None, 1))
    assert checks.check_module(module) != []
    assert equalize_ranks(module.operation) is True
    assert checks.check_module(module) == []
    assert module.operation.verify()


# Inference -------------------------------------------------------------------------------------

REFINE_CASES = {
    "unranked_to_inferred": (None, (2, None), (2, None)),
    "dynamic_to_static": ((None, 3), (2, 3), (2, 3)),
    "static_kept_over_dynamic": ((5,), (None,), (5,)),
    "nothing_inferred": ((None,), None, (None,)),
    "rank_differs_left_alone": ((None,), (2, 3), (None,)),
    "contradiction_left_alone": ((3, None), (2, 4), (3, None)),
}


@pytest.mark.parametrize("name", sorted(REFINE_CASES))
def test_refine_table(name: str) -> None:
    result, inferred, expected = REFINE_CASES[name]
    assert refine(result, inferred) == expected


def test_infer_shapes_on_builder_made_ir_keeps_return_type(context: ir.Context) -> None:
    module = ir.Module.create()
    with ir.InsertionPoint(module.body):

        @func.FuncOp.from_py_func(_t((4,)), _t((1,)), results=[_t(None)])
        def f(a: ir.Value, b: ir.Value) -> None:
            func.ReturnOp([tosa.add(_t(None), a, b)])

    assert infer_shapes(module.operation) is True
    assert module.operation.verify()
    text = str(module)
    assert "-> tensor<4xf32>" in text
    assert "tensor.cast %0 : tensor<4xf32> to tensor<*xf32>" in text


def test_infer_shapes_walks_deeply_nested_regions_without_recursion() -> None:
    """The fuzzer's `nesting` mutation put an op 1,000 scf.execute_region deep and the pass died with Python's
    RecursionError (an internal error in the driver); its walk keeps an explicit stack now."""
    depth = 3000
    t = "tensor<*xf32>"
    opening = "".join(f"  %r{i} = scf.execute_region -> {t} {{\n" for i in range(depth))
    closing = "".join(f"  scf.yield %r{i} : {t}\n  }}\n" for i in reversed(range(1, depth)))
    text = (
        f"func.func @f(%a: tensor<4xf32>, %b: tensor<1xf32>) -> {t} {{\n"
        f"{opening}  %s = tosa.sub %a, %b : (tensor<4xf32>, tensor<1xf32>) -> {t}\n  scf.yield %s : {t}\n  }}\n"
        f"{closing}"
        f"  return %r0 : {t}\n}}\n"
    )
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        infer_shapes(module.operation)
        sub = next(op for op in _walk(module.operation) if op.name == "tosa.sub")
        assert str(sub.results[0].type) == "tensor<4xf32>"


def _walk(root: ir.Operation) -> Iterator[ir.Operation]:
    stack = [root]
    while stack:
        op = stack.pop()
        yield op
        stack.extend(o.operation for region in op.regions for block in region.blocks for o in block.operations)
