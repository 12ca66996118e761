"""The argument checks only Python can make before a call: count, rank and static dims.

Everything else about shapes is checked by the compiled code itself
(`passes/check_shapes.py`): whether runtime sizes agree at every broadcast,
matmul, concat, reshape or slice, on the sizes each op really gets, whatever
op produced them and in whatever region it runs. What the compiled code cannot
check is the calling convention: the rank of each argument (its descriptor
depends on it) and the static dims of its type (the code assumes them), so
`ShapePlan.check` does that, once per distinct combination of argument shapes:

    model.mlir:1:1: @main argument #1 dim 0 has size 2, expected 1 (tensor<1x?xf32>)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mlir import ir

from tosabcast.ir.bridge import shape_of, string_value
from tosabcast.ir.diagnostics import location_text
from tosabcast.shapes import MaybeShape, format_shape


class CallError(ValueError):
    """The arguments of a call cannot run: wrong count, dtype, rank, static dim, or runtime sizes that disagree.

    `str()` is `where: message`, where `where` is the `file:line:col` of the op or function.
    """

    def __init__(self, where: str, message: str) -> None:
        super().__init__(f"{where}: {message}")
        self.where = where
        self.message = message


@dataclass(frozen=True)
class ShapePlan:
    """The argument types of one function, for the checks of `check`."""

    function: str
    where: str
    arguments: tuple[tuple[str, MaybeShape], ...]  # (type text, shape) per argument

    @staticmethod
    def build(func: ir.Operation, rename: dict[str, str] | None = None) -> ShapePlan:
        """Read the plan of a `func.func`."""
        name = string_value(func.attributes["sym_name"])
        arguments = tuple((str(a.type), _shape_or_none(a.type)) for a in func.regions[0].blocks[0].arguments)
        return ShapePlan(name, location_text(func.location, rename), arguments)

    def check(self, shapes: Sequence[Sequence[int] | None]) -> None:
        """Check the rank and the static dims of every argument.

        Raises:
            CallError: naming the argument, its dim, its size and its type.
        """
        self.check_ranks(shapes)
        for index, (shape, (type_text, declared)) in enumerate(zip(shapes, self.arguments, strict=True)):
            for dim, (have, want) in enumerate(zip(shape or (), declared or (), strict=True)):
                if want is not None and have != want:
                    raise CallError(
                        self.where, f"{self._argument(index)} dim {dim} has size {have}, expected {want} ({type_text})"
                    )

    def check_ranks(self, shapes: Sequence[Sequence[int] | None]) -> None:
        """Check that each argument has the rank of its type.

        Raises:
            CallError: naming the argument, its shape and its type.
        """
        for index, (shape, (type_text, declared)) in enumerate(zip(shapes, self.arguments, strict=True)):
            if declared is not None and shape is not None and len(shape) != len(declared):
                raise CallError(
                    self.where,
                    f"{self._argument(index)} has rank {len(shape)} (shape {_spell(shape)}), "
                    f"expected rank {len(declared)} ({type_text})",
                )

    def _argument(self, index: int) -> str:
        return f"@{self.function} argument #{index}"


def _shape_or_none(type_: ir.Type) -> MaybeShape:
    return shape_of(type_) if isinstance(type_, ir.RankedTensorType | ir.UnrankedTensorType) else None


def _spell(shape: Sequence[int]) -> str:
    return format_shape(tuple(shape)) if shape else "()"
