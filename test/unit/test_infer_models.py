"""--tosabcast-infer-shapes and --tosabcast-verify on whole models (test/models), side by side with stock MLIR.

Each model is taken as exported and with its types erased: every TOSA result (but constants) made all-dynamic
(`?` dims, same rank) or unranked, and the function results with them. Stock `mlir-opt --tosa-infer-shapes` and
ours then refine the same text; value by value (the TOSA ops' results, in IR order), ours must be at least as
precise as stock's, and must give back every static dim the exporter knew. The output must pass MLIR's verifier
and `--tosabcast-verify`.
"""

from __future__ import annotations

import functools
import subprocess
from pathlib import Path

import pytest
from mlir import ir
from mlir.dialects import tosa  # noqa: F401 -- registers the dialect's Python classes
from mlir.passmanager import PassManager

from tosabcast.ir.bridge import element_type, shape_of, tensor_type, walk_ops
from tosabcast.ir.checks import check_module
from tosabcast.registry import PASSES
from tosabcast.runtime.toolchain import mlir_opt
from tosabcast.shapes import MaybeShape, format_shape

MODELS = sorted((Path(__file__).resolve().parents[1] / "models").glob("*.mlir"))
UNTOUCHED = frozenset({"tosa.const", "tosa.const_shape"})


@functools.cache
def erase(text: str, how: str) -> str:
    """`text` with every non-constant TOSA result (and the function results) less precise: `dynamic` or `unranked`."""
    with ir.Context() as ctx, ir.Location.unknown():
        ctx.allow_unregistered_dialects = False
        module = ir.Module.parse(text)
        for op in walk_ops(module.operation):
            if not op.name.startswith("tosa.") or op.name in UNTOUCHED:
                continue
            for value in op.results:
                shape = shape_of(value.type)
                loose = None if how == "unranked" or shape is None else (None,) * len(shape)
                value.set_type(tensor_type(loose, element_type(value.type)))
        for func in walk_ops(module.operation, frozenset({"func.func"})):
            ret = next(op for op in walk_ops(func, frozenset({"func.return"})))
            old = ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value)
            new = ir.FunctionType.get(list(old.inputs), [v.type for v in ret.operands])
            func.attributes["function_type"] = ir.TypeAttr.get(new)
        assert module.operation.verify()
        return str(module)


def tosa_result_shapes(text: str) -> list[tuple[str, MaybeShape]]:
    """(op name, shape) of every TOSA result in IR order, constants left out."""
    with ir.Context():
        module = ir.Module.parse(text)
        return [
            (op.name, shape_of(v.type))
            for op in walk_ops(module.operation)
            if op.name.startswith("tosa.") and op.name not in UNTOUCHED
            for v in op.results
        ]


@functools.cache
def ours(text: str) -> str:
    with ir.Context():
        module = ir.Module.parse(text)
        pm = PassManager("builtin.module")
        PASSES["tosabcast-infer-shapes"].add_to(pm)
        pm.run(module.operation)
        assert module.operation.verify()
        assert check_module(module) == []
        return str(module)


@functools.cache
def stock(text: str) -> str:
    done = subprocess.run([mlir_opt(), "--tosa-infer-shapes"], input=text, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout


def at_least_as_precise(mine: MaybeShape, theirs: MaybeShape) -> bool:
    """Say whether `mine` knows everything `theirs` knows (its rank, its static dims)."""
    if theirs is None:
        return True
    if mine is None or len(mine) != len(theirs):
        return False
    return all(t is None or m == t for m, t in zip(mine, theirs, strict=True))


def less_precise(mine: list[tuple[str, MaybeShape]], theirs: list[tuple[str, MaybeShape]]) -> list[str]:
    assert [n for n, _ in mine] == [n for n, _ in theirs]
    return [
        f"#{i} {name}: ours {format_shape(m)}, theirs {format_shape(t)}"
        for i, ((name, m), (_, t)) in enumerate(zip(mine, theirs, strict=True))
        if not at_least_as_precise(m, t)
    ]


@pytest.fixture(scope="module", params=MODELS, ids=lambda p: p.stem)
def model(request: pytest.FixtureRequest) -> str:
    return request.param.read_text()


@pytest.mark.parametrize("how", ["dynamic", "unranked"])
def test_ours_at_least_as_precise_as_stock(model: str, how: str) -> None:
    erased = erase(model, how)
    mine, theirs = tosa_result_shapes(ours(erased)), tosa_result_shapes(stock(erased))
    assert less_precise(mine, theirs) == []


@pytest.mark.parametrize("how", ["dynamic", "unranked"])
def test_ours_recovers_what_the_exporter_knew(model: str, how: str) -> None:
    mine = tosa_result_shapes(ours(erase(model, how)))
    assert less_precise(mine, tosa_result_shapes(model)) == []


def test_erasing_loses_something(model: str) -> None:
    """The comparison means something: the erased text is less precise than the export, somewhere."""
    assert less_precise(tosa_result_shapes(erase(model, "dynamic")), tosa_result_shapes(model)) != []


def test_verify_accepts_every_model(model: str) -> None:
    with ir.Context():
        module = ir.Module.parse(model)
        assert check_module(module) == []
        pm = PassManager("builtin.module")
        PASSES["tosabcast-verify"].add_to(pm)
        pm.run(module.operation)


def test_unchanged_model_stays_unchanged(model: str) -> None:
    """On the export itself (already precise) the pass changes no TOSA type."""
    assert tosa_result_shapes(ours(model)) == tosa_result_shapes(model)


def test_verify_still_fires_inside_a_model() -> None:
    """A broken element-wise op among matmuls and reshapes is reported, at that op, with our message."""
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse((MODELS[0].parent / "attention_dynamic.mlir").read_text())
        add = next(op for op in walk_ops(module.operation, frozenset({"tosa.add"})))
        add.results[0].set_type(tensor_type((None, 8, 5), element_type(add.results[0].type)))
        diagnostics = check_module(module)
    assert [d.message for d in diagnostics] == [
        "'tosa.add' op result dim 2 has size 5, incompatible with inferred size 8"
    ]
