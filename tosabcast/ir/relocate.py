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
where stock `mlir-opt` prints `loc(unknown)`). The walk uses an explicit stack (deeply nested IR), and costs
one visit per op: about 1 us each, against the milliseconds a stock pass takes on the same IR.
"""

from __future__ import annotations

from mlir import ir


def relocate_unknown(module: ir.Module) -> int:
    """Give every op of `module` at `loc(unknown)` a known location (see the module docstring); return how many."""
    unknown = ir.Location.unknown(module.context)
    moved = 0
    stack: list[tuple[ir.Operation, ir.Location]] = [(module.operation, module.operation.location)]
    while stack:
        op, around = stack.pop()
        here = op.location
        if here == unknown:
            here = _first_user_location(op, unknown) or around
            if here != unknown:
                op.location = here
                moved += 1
        for region in op.regions:
            for block in region.blocks:
                for child in block.operations:
                    stack.append((child.operation, here))
    return moved


def _first_user_location(op: ir.Operation, unknown: ir.Location) -> ir.Location | None:
    for result in op.results:
        for use in result.uses:
            location = use.owner.location
            if location != unknown:
                return location
    return None
