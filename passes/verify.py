"""Check every TOSA element-wise op against Broadcastable and AllRanksMatchIfKnown.

    %0 = tosa.add %a, %b : (tensor<2x3x4xf32>, tensor<2x1x3xf32>) -> tensor<2x3x4xf32>
is reported, at the op, as

    error: 'tosa.add' op operand #1 dim 2 has size 3, incompatible with size 4 of operand #0
    note: shape inferred from operand #0: 2x3x4

The IR is not changed. The rules live in `tosabcast.ir.checks`; this pass only
emits what they find, so it also reports on legacy input that MLIR 22 itself
would refuse to parse (`--allow-legacy-tosa`).
"""

from __future__ import annotations

from mlir import ir

from tosabcast.ir.checks import find_problems
from tosabcast.registry import Option, PassInfo


def verify(module: ir.Operation, *, strict: bool = False) -> bool:
    """Report every invalid element-wise op under `module`; True when there is none."""
    problems = find_problems(module, strict=strict)
    for problem in problems:
        problem.emit()
    return not problems


PASS = PassInfo(
    "tosabcast-verify",
    verify,
    "Check TOSA element-wise ops against the Broadcastable and AllRanksMatchIfKnown rules",
    (
        Option(
            "strict",
            bool,
            False,
            "forbid a static result dim where the inferred dim is dynamic (the RFC's Modification 2)",
        ),
    ),
)
