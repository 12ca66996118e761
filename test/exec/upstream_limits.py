"""What stock tosa-to-linalg gets wrong, so tests of the upstream lowering skip exactly those cases."""

from __future__ import annotations

from collections.abc import Sequence


def broadcasts_one_to_zero(shapes: Sequence[tuple[int, ...]]) -> bool:
    """Say whether a size-1 dim broadcasts against a size-0 dim.

    Upstream sizes a broadcast result dim with `arith.maxui` of the operand dims, so 1 against 0 gives 1
    where TOSA (and numpy) give 0.
    """
    rank = max(len(s) for s in shapes)
    columns = zip(*[(1,) * (rank - len(s)) + tuple(s) for s in shapes], strict=True)
    return any(0 in dims and 1 in dims for dims in columns)
