"""Copy into and out of strided views with loops the pipeline vectorizes, not with the runtime's `memrefCopy`.

`tosa.pad`, and a convolution's or pooling's padding, bufferize to a filled buffer and a copy of the input into
its interior, a strided view:

    %padded = memref.alloc() : memref<64x9x9x3xf32>
    linalg.fill ins(%zero : f32) outs(%padded : memref<64x9x9x3xf32>)
    %interior = memref.subview %padded[0, 1, 1, 0] [64, 8, 8, 3] [1, 1, 1, 1]
        : memref<64x9x9x3xf32> to memref<64x8x8x3xf32, strided<[243, 27, 3, 1], offset: 30>>
    memref.copy %input, %interior : memref<64x8x8x3xf32> to memref<64x8x8x3xf32, strided<[243, 27, 3, 1], offset: 30>>

`finalize-memref-to-llvm` lowers a `memref.copy` between contiguous buffers to `memcpy`, but one with a strided
side to a call of `memrefCopy` (libmlir_c_runner_utils), which walks the elements one at a time through their
strides: 2-3 ns an element here. test/models/pad_scale (a `64x12` pad to `64x15`, times 2, minus 1) spent 2
of its 3.5 us there, pool_adaptive's convolution and max-pool padding were most of their 103 and 32 us. This pass
rewrites each such copy as the element-wise generic it is,

    linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
        ins(%input : memref<64x8x8x3xf32>) outs(%interior : memref<64x8x8x3xf32, strided<[243, 27, 3, 1], offset: 30>>)
        { ^bb0(%in: f32, %out: f32): linalg.yield %in : f32 }

which `--tosabcast-collapse-dims` then views with the dims merged that lie back to back on both sides (the last
two here: rows of 24 floats, `lowering.loops.mergeable`), and the loops, threads and LLVM's vectorizer take like
any other element-wise op. A copy between contiguous buffers stays a `memref.copy` (a `memcpy`), and so does one
between two views of the same buffer (`memrefCopy` would not read what an element-wise loop had already
overwritten). Our lowering's pipeline only; the upstream one stays stock.
"""

from __future__ import annotations

from mlir import ir

from tosabcast.ir.bridge import walk_ops
from tosabcast.lowering.loops import identity_layout, root
from tosabcast.registry import PassInfo

_PARALLEL = "#linalg.iterator_type<parallel>"


def strided_copies(module: ir.Operation) -> bool:
    """Rewrite every `memref.copy` with a side that is not a contiguous buffer as a copying `linalg.generic`."""
    for op in walk_ops(module, frozenset({"memref.copy"})):
        source, target = op.operands
        types = [source.type, target.type]
        if not all(isinstance(t, ir.MemRefType) for t in types):
            continue  # an unranked copy keeps the runtime's generic walk
        source_type, target_type = (ir.MemRefType(t) for t in types)
        if identity_layout(source_type) and identity_layout(target_type):
            continue
        if source_type.rank == 0 or root(source) == root(target):
            continue
        _rewrite(op, source, target, source_type)
    return True


def _rewrite(op: ir.Operation, source: ir.Value, target: ir.Value, source_type: ir.MemRefType) -> None:
    identity = ir.AffineMapAttr.get(ir.AffineMap.get_identity(source_type.rank))
    parallel = ir.Attribute.parse(_PARALLEL)
    element = source_type.element_type
    with ir.InsertionPoint(op), op.location:
        generic = ir.Operation.create(
            "linalg.generic",
            operands=[source, target],
            attributes={
                "indexing_maps": ir.ArrayAttr.get([identity, identity]),
                "iterator_types": ir.ArrayAttr.get([parallel] * source_type.rank),
                "operandSegmentSizes": ir.DenseI32ArrayAttr.get([1, 1]),
            },
            regions=1,
        )
        body = generic.regions[0].blocks.append(element, element)
        with ir.InsertionPoint(body):
            ir.Operation.create("linalg.yield", operands=[body.arguments[0]])
    op.erase()


PASS = PassInfo(
    "tosabcast-strided-copies",
    strided_copies,
    "Rewrite memref.copy into or out of a strided view (tensor.pad's, insert_slice's) as a copying linalg.generic, "
    "which becomes vectorized loops instead of a call of the runtime's element-at-a-time memrefCopy",
)
