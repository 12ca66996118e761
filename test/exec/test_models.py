"""Real PyTorch models exported to TOSA by torch-mlir (test/models/) compile with both lowerings and match torch.

Each fixture is compiled once per lowering (module-scoped cache) and run on its `.npz` inputs: the static
batch, and batches 1, 3 and 5 for the dynamic ones. f32 within rtol 1e-4, atol 1e-5 of torch; integers and
booleans exactly.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import tosabcast

pytestmark = pytest.mark.jit

MODELS = Path(__file__).parent.parent / "models"
MANIFEST = json.loads((MODELS / "manifest.json").read_text())

FIXTURES = sorted(path.stem for path in MODELS.glob("*.mlir"))
"""Every exported model: `<model>_static` and, where torch-mlir could export it, `<model>_dynamic`."""

AWAITING_COMPILED_CHECKS: frozenset[str] = frozenset()
"""Dynamic fixtures whose valid calls the runtime shape checks would refuse (run with `check_shapes=False`):
none since the checks are compiled into the code (`--tosabcast-check-shapes`). Before, the Python-side checks
refused attention, cnn, mlp_gelu, mlp_relu and swiglu _dynamic (they could not follow a size through a matmul,
a reduction, a pooling or a reshape)."""

LOWERINGS = ("tosabcast", "upstream")


def _batches(data: Any) -> list[str]:
    """The key prefixes of one fixture's cases: '' for a static one, `b1_`, `b3_`, `b5_` for a dynamic one."""
    prefixes = sorted({key.split("_", 1)[0] + "_" for key in data.files if key.startswith("b")})
    return prefixes or [""]


def _arrays(data: Any, prefix: str, kind: str) -> list[np.ndarray[Any, Any]]:
    found = []
    while f"{prefix}{kind}{len(found)}" in data.files:
        found.append(data[f"{prefix}{kind}{len(found)}"])
    return found


_PROGRAMS: dict[tuple[str, str], tosabcast.Program] = {}


def _program(name: str, lowering: str) -> tosabcast.Program:
    """Compile each fixture once per lowering for the whole module."""
    key = (name, lowering)
    if key not in _PROGRAMS:
        check_shapes = name not in AWAITING_COMPILED_CHECKS
        _PROGRAMS[key] = tosabcast.compile(MODELS / f"{name}.mlir", lowering=lowering, check_shapes=check_shapes)
    return _PROGRAMS[key]


def test_every_fixture_is_tested() -> None:
    exported = {
        f"{model}_{variant}"
        for model, info in MANIFEST["models"].items()
        for variant in ("static", "dynamic")
        if info[variant]["status"] == "ok"
    }
    assert set(FIXTURES) == exported and len(FIXTURES) >= 16


@pytest.mark.parametrize("lowering", LOWERINGS)
@pytest.mark.parametrize("name", FIXTURES)
def test_model_matches_torch(name: str, lowering: str) -> None:
    program = _program(name, lowering)
    with np.load(MODELS / f"{name}.npz") as data:
        batches = _batches(data)
        assert len(batches) == (3 if name.endswith("_dynamic") else 1)
        for prefix in batches:
            results = program.main(*_arrays(data, prefix, "in"))
            results = results if isinstance(results, list | tuple) else [results]
            expected = _arrays(data, prefix, "out")
            assert len(results) == len(expected)
            for index, (got, want) in enumerate(zip(results, expected, strict=True)):
                where = f"{name} {prefix or 'static'} result #{index}"
                assert got.dtype == want.dtype and got.shape == want.shape, where
                if want.dtype.kind == "f":
                    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5, err_msg=where)
                else:
                    np.testing.assert_array_equal(got, want, err_msg=where)


@pytest.mark.parametrize("name", [n for n in FIXTURES if n.endswith("_dynamic")])
def test_dynamic_models_are_not_refused(name: str) -> None:
    """With the shape checks on (compiled in), a valid call of every dynamic model runs."""
    assert name not in AWAITING_COMPILED_CHECKS
    program = _program(name, "tosabcast")
    with np.load(MODELS / f"{name}.npz") as data:
        program.main(*_arrays(data, "b3_", "in"))


@pytest.mark.parametrize("name", [n for n in FIXTURES if n.endswith("_dynamic")])
def test_dynamic_models_on_two_threads_give_the_same_bits(name: str) -> None:
    """At 6,000 rows two threads compute what one does (a (B, 16) op then has 96,000 elements, above the
    65,536 from which loops are split over threads)."""
    with np.load(MODELS / f"{name}.npz") as data:
        small, other = _arrays(data, "b5_", "in"), _arrays(data, "b3_", "in")
    batched = [a.shape != b.shape for a, b in zip(small, other, strict=True)]
    inputs = [np.ascontiguousarray(np.take(a, np.arange(6000) % 5, axis=0)) if b else a for a, b in zip(small, batched)]
    results = []
    for threads in (1, 2):
        got = tosabcast.compile(MODELS / f"{name}.mlir", threads=threads).main(*inputs)
        results.append(got if isinstance(got, list | tuple) else [got])
    for one, two in zip(*results, strict=True):
        assert one.shape[0] == 6000
        np.testing.assert_array_equal(one, two)


@pytest.mark.parametrize("name", FIXTURES)
def test_model_matches_the_tosa_reference(name: str) -> None:
    """`run --check` on every fixture: our results against the numpy TOSA reference, op by op within each op's
    error bound (the reference must read everything torch-mlir writes: `dense_resource` weights, `arith.constant`
    index tables, and evaluate every op)."""
    from tosabcast.cli.run import check_results

    program = _program(name, "tosabcast")
    with np.load(MODELS / f"{name}.npz") as data:
        inputs = _arrays(data, _batches(data)[0], "in")
    results = program.main(*inputs)
    results = results if isinstance(results, list | tuple) else [results]
    assert check_results(str(MODELS / f"{name}.mlir"), "main", inputs, results, legacy=False) == []
