"""The table of `--tosabcast-check-lowerable` against every TOSA op the MLIR 22 bindings know."""

from __future__ import annotations

import inspect

from mlir.dialects import _tosa_ops_gen
from tosabcast.passes.check_lowerable import LOWERED

NOT_LOWERED = {
    # No conversion in MLIR 22 (tosa.custom has no semantics; block scaling has no linalg lowering).
    "tosa.custom",
    "tosa.cast_from_block_scaled",
    "tosa.cast_to_block_scaled",
    "tosa.matmul_t_block_scaled",
    # Variables: tosa-to-mlprogram, which the JIT pipeline does not run.
    "tosa.variable",
    "tosa.variable_read",
    "tosa.variable_write",
    # Shape arithmetic on !tosa.shape values (only tosa.const_shape is read by the conversions).
    "tosa.dim",
    *(f"tosa.{n}_shape" for n in ("add", "concat", "div_ceil", "div_floor", "exp2", "log2_ceil", "log2_floor")),
    *(f"tosa.{n}_shape" for n in ("max", "min", "mod", "mul", "slice", "sub")),
}


def _binding_ops() -> set[str]:
    return {
        cls.OPERATION_NAME
        for _, cls in inspect.getmembers(_tosa_ops_gen, inspect.isclass)
        if getattr(cls, "OPERATION_NAME", "").startswith("tosa.")
    }


def test_every_tosa_op_is_either_lowered_or_known_not_to_be() -> None:
    ops = _binding_ops()
    assert LOWERED <= ops, sorted(LOWERED - ops)
    assert NOT_LOWERED <= ops, sorted(NOT_LOWERED - ops)
    assert not LOWERED & NOT_LOWERED
    assert ops == LOWERED | NOT_LOWERED, sorted(ops - LOWERED - NOT_LOWERED)
