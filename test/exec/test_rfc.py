"""Every function of the RFC examples (test/rfc/*.mlir) runs, on several runtime shapes, like the TOSA reference.

Each module is compiled once per lowering; each function runs on the shapes of its row in `SHAPES` (runtime
broadcasts of dynamic dims included: a `?` of size 1 against a larger size) and is compared with
`tosabcast.runtime.reference.evaluate_function` on the same TOSA function.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
from mlir import ir
from upstream_limits import broadcasts_one_to_zero

import tosabcast
from tosabcast.runtime import reference
from tosabcast.runtime.jit import CompileError, Program

pytestmark = pytest.mark.jit

RFC = Path(__file__).parent.parent / "rfc"
LOWERINGS = ("tosabcast", "upstream")

Shapes = tuple[tuple[int, ...], ...]

# Function -> argument shapes to run it on.
SHAPES: dict[str, list[Shapes]] = {
    "add_dyn_dyn": [((3, 4), (3, 4)), ((1, 4), (3, 4)), ((3, 1), (1, 4)), ((1, 1), (2, 5)), ((0, 4), (1, 4))],
    "add_1xdyn_dyn": [((1, 5), (3, 5)), ((1, 1), (3, 5)), ((1, 5), (3, 1)), ((1, 5), (1, 5))],
    "add_1x5_3x5": [((1, 5), (3, 5))],
    "add_3x5_3x5": [((3, 5), (3, 5))],
    "add_2xdyn_dyn": [((2, 3), (2, 3)), ((2, 1), (2, 3)), ((2, 3), (1, 3)), ((2, 1), (1, 1)), ((2, 4), (2, 1))],
    "add_2x2_dyn": [((2, 2), (2, 2)), ((2, 2), (1, 1)), ((2, 2), (2, 1)), ((2, 2), (1, 2))],
    "add_dynx2_2xdyn": [((2, 2), (2, 2)), ((1, 2), (2, 1)), ((2, 2), (2, 1)), ((1, 2), (2, 2))],
    "sub_broadcast_consumer": [((1,), (1,), (5,))],
    "add_dyn_dyn_to_5": [((5,), (5,)), ((1,), (5,)), ((5,), (1,))],
    "test_add_1d_matching_static": [((3,), (3,))],
    "test_abs_1d_dynamic": [((7,),), ((1,),), ((0,),)],
    "test_abs_1d_cast_result": [((5,),)],
    "test_add_1d_broadcast_static_to_static": [((1,), (3,))],
    "test_add_1d_broadcast_dynamic_to_static": [((5,), (5,)), ((5,), (1,))],
    "test_add_1d_broadcast_static_to_dynamic": [((1,), (6,)), ((1,), (1,)), ((1,), (0,))],
    "test_add_1d_all_dynamic": [((6,), (6,)), ((1,), (6,)), ((6,), (1,)), ((1,), (1,)), ((0,), (1,))],
    "test_add_2d_all_dynamic": [((3, 4), (3, 4)), ((1, 4), (3, 1)), ((3, 1), (3, 4)), ((1, 1), (1, 1))],
    "test_add_0d": [((), ())],
    "test_add_2d_different_ranks": [((3, 4), (2, 3, 4))],
    "test_select_2d_one_dynamic": [((2, 3), (2, 3), (2, 3)), ((2, 1), (2, 4), (2, 1)), ((2, 0), (2, 0), (2, 1))],
    "example_static": [((2,), (1,))],
    "example_dynamic": [((2,), (1,)), ((2,), (2,)), ((1,), (3,))],
    "test_multiple": [((4,), (1,), ())],
    "test_add_dynamic_different_ranks": [((4,), (3, 4)), ((1,), (3, 1)), ((4,), (1, 1))],
}

VALID_FILES = {
    "tosa_to_linalg_elementwise.mlir": False,
    "all_ranks_match_if_known.mlir": False,
    "different_ranks_legacy.mlir": True,  # legacy syntax
}


def _functions(path: Path, legacy: bool) -> list[str]:
    from tosabcast.ir import legacy as legacy_reader

    with ir.Context() as context:
        text = path.read_text()
        module = legacy_reader.parse(text, context) if legacy else ir.Module.parse(text)
        return [ir.StringAttr(op.operation.attributes["sym_name"]).value for op in module.body.operations]


CASES = [
    pytest.param(file, name, lowering, id=f"{lowering}-{name}" + ("-legacy" if legacy else ""))
    for file, legacy in VALID_FILES.items()
    for name in _functions(RFC / file, legacy)
    for lowering in LOWERINGS
]


@pytest.fixture(scope="module")
def programs() -> dict[tuple[str, str], Program]:
    return {}


def _program(programs: dict[tuple[str, str], Program], file: str, lowering: str) -> Program:
    if (file, lowering) not in programs:
        programs[(file, lowering)] = tosabcast.compile(RFC / file, lowering=lowering, legacy=VALID_FILES[file])
    return programs[(file, lowering)]


def _random(rng: np.random.Generator, shape: tuple[int, ...], type_text: str) -> np.ndarray[Any, Any]:
    if "xi1>" in type_text or type_text == "tensor<i1>":
        return rng.random(shape) < 0.5
    return rng.uniform(-4, 4, size=shape).astype(np.float32)


def _expected(file: str, name: str, args: list[np.ndarray[Any, Any]]) -> list[np.ndarray[Any, Any]]:
    from tosabcast.ir import legacy as legacy_reader

    with ir.Context() as context, ir.Location.unknown():
        text = (RFC / file).read_text()
        module = legacy_reader.parse(text, context) if VALID_FILES[file] else ir.Module.parse(text)
        func = next(op for op in module.body.operations if ir.StringAttr(op.operation.attributes["sym_name"]).value == name)
        return [np.asarray(r) for r in reference.evaluate_function(func, args)]


def test_every_function_has_shapes() -> None:
    names = {name for file, legacy in VALID_FILES.items() for name in _functions(RFC / file, legacy)}
    assert names == set(SHAPES)


@pytest.mark.parametrize(("file", "name", "lowering"), CASES)
def test_rfc_function_matches_reference(
    programs: dict[tuple[str, str], Program], file: str, name: str, lowering: str
) -> None:
    function = _program(programs, file, lowering)[name]
    rng = np.random.default_rng(len(name))
    for shapes in SHAPES[name]:
        if lowering == "upstream" and broadcasts_one_to_zero(shapes):
            continue
        args = [_random(rng, s, t) for s, t in zip(shapes, function.argument_types, strict=True)]
        outs = function(*args)
        actual = list(outs) if isinstance(outs, tuple) else [outs]
        expected = _expected(file, name, args)
        for index, (have, want) in enumerate(zip(actual, expected, strict=True)):
            problem = reference.compare(have, want, function.signature.results[index].element)
            assert not problem, f"@{name} {shapes} result #{index}: {problem}"


@pytest.mark.parametrize("lowering", LOWERINGS)
def test_rfc_invalid_functions_do_not_compile(lowering: str) -> None:
    text = (RFC / "invalid.mlir").read_text()
    first, second = text.split("// -----")
    bcast = r"<string>:5:8: error: 'tosa.add' op operand #1 dim 0 has size 4, incompatible with size 2 of operand #0"
    with pytest.raises(CompileError, match=bcast + r"(.|\n)*note: MLIR 22's verifier, while parsing: operands don't"):
        tosabcast.compile(first, lowering=lowering)
    with pytest.raises(CompileError, match=r"'tosa.add' op result dim 0 has size 5, incompatible with inferred size 1"):
        tosabcast.compile(second, lowering=lowering)


def test_rfc_broadcast_that_fails_at_run_time_is_reported(programs: dict[tuple[str, str], Program]) -> None:
    program = _program(programs, "tosa_to_linalg_elementwise.mlir", "upstream")
    with pytest.raises(ValueError) as info:
        program.example_dynamic(np.zeros(2, np.float32), np.zeros(3, np.float32))
    assert str(info.value) == (
        f"{RFC / 'tosa_to_linalg_elementwise.mlir'}:126:8: 'tosa.add' op operand #1 dim 0 has runtime size 3, "
        "incompatible with size 2 of operand #0"
    )
