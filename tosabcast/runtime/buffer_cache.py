"""A cache of freed large buffers inside each compiled program, so that calls do not page-fault their buffers in.

A whole program allocates its intermediates with `malloc` and frees them before it returns. With glibc's
default thresholds a freed block of more than 128 KiB goes back to the kernel (`munmap`, or a trim of the heap's
top), and the next call's `malloc` gets fresh zeroed pages: one page fault per 4 KiB touched. At batch 1024,
test/models' swiglu took 864 page faults per call and attention 1,937; their calls took 1.70 and 7.58 ms, against
0.48 and 3.70 ms with the faults gone (`mallopt` thresholds fixed, as bench/ marks its runs with). numpy's users
get glibc's defaults, and so did ours. `python scripts/buffer_cache_ab.py` measures each model in a fresh
process with the cache on and off: at batch 1024 on, no page faults and swiglu 0.29x, depthwise 0.46x, cnn
0.64x, decoder 0.67x their time off; the others 0.97-1.03x.

The program's own code now allocates and frees through two functions compiled into it:

    llvm.call @malloc(%n)   ->  llvm.call @__tosabcast_cache_alloc(%n)
    llvm.call @free(%p)     ->  llvm.call @__tosabcast_cache_free(%p)

`__tosabcast_cache_free` keeps a block of `MIN_BYTES` or more (its size from `malloc_usable_size`) in one of
`SLOTS` slots instead of freeing it; `__tosabcast_cache_alloc` hands back a kept block of at least the size asked
for and at most twice it, else calls `malloc`. Every block is a `malloc`'s, so the `free` that numpy's side of
a result calls (`marshal`) stays right for a result that came from the cache. Each slot is a state word (empty,
busy, full) changed by compare-and-swap, the slot's pointer and size written only by the thread that made it
busy: calls from several Python threads, and allocations on the worker threads of the thread runtimes, take
distinct blocks. A full cache frees what comes next, so a program keeps at most `SLOTS` blocks, which a call
needed at once; the engine's destruction frees them (`llvm.mlir.global_dtors`: MLIR's ExecutionEngine runs
the module's destructors when it is deleted).

A new block of `MIN_BYTES` or more starts on a page boundary (`aligned_alloc(PAGE, size rounded up to
pages)`, still a block `free` takes). A load whose address matches a store in flight in its low 12 bits waits
for it (4K aliasing): where a result lies 16-48 bytes past an input modulo 4096, an element-wise loop's loads
keep waiting for its last stores. `python scripts/aliasing_sweep.py` places an input at 14 distances below
our result: minimum f32 at 2048x2048 took 1.58-1.68 ms at 16, 32 and 48 bytes against 1.23-1.34 ms at the
others (upstream 1.40-1.63 ms). `malloc` put a result wherever its heap had room, a multiple of 16 bytes from
the inputs, and bench/perf.py's binary rows came out 1.08-1.35x upstream's in some runs on unchanged code. A page
boundary is 16 bytes before the data of a block that glibc maps for itself (numpy's big arrays with its
default thresholds) and 0 bytes from our own results: both safe; an input at a random offset still meets the
hazard 3 times in 256. Six bench/perf.py ops tables, alternated (bench/results/2026-11-27-page-aligned-ab.txt):
ours 0.94x the time (geometric mean over the rows of the median run), upstream (whose programs get the cache
too) 0.99-1.02x; ours against upstream on the binary f32/i32 rows (102 a side) 0.62-1.03x, with plain blocks
0.62-1.18x.

Alternatives: fixing glibc's thresholds with `mallopt` in the user's process (what bench/ does to measure the
code alone) would change how every library in it allocates; a `memref.alloc` rewrite before bufferization's
deallocation pipeline would have to follow ownership through `scf.if`s that this rewrite never sees. The
calls after `finalize-memref-to-llvm` are all the program's allocations and nothing else's.
"""

from __future__ import annotations

import ctypes
import functools
import sys

from mlir import ir

from tosabcast.ir.bridge import add_definitions, string_value, walk_ops

SLOTS = 64
"""Blocks a program keeps at most. test/models' attention allocates 33 buffers a call, most of 256-512 KiB at
batch 1024: with 16 slots it still took 1,016 page faults a call, with 64 none."""

MIN_BYTES = 32 * 1024
"""Smaller blocks go back to `malloc`'s own bins, which reuse them without the kernel."""

PAGE = 4096
"""New blocks of `MIN_BYTES` or more start on a page boundary (`aligned_alloc`; 0: plain `malloc`): 4K aliasing,
above."""

ALLOC, FREE, RELEASE = "__tosabcast_cache_alloc", "__tosabcast_cache_free", "__tosabcast_cache_release"

_EMPTY, _BUSY, _FULL = 0, 1, 2


@functools.cache
def usable_size_function() -> str | None:
    """The C library's function for the usable size of a `malloc` block, if this process has one."""
    libc = ctypes.CDLL(None)
    for name in ("malloc_usable_size", "malloc_size") if sys.platform != "win32" else ():
        if hasattr(libc, name):
            return name
    return None


def install(module: ir.Module) -> bool:
    """Route the `malloc`s and `free`s of `module` (LLVM dialect) through the cache and add the cache's code.
    Return False, changing nothing, where the C library cannot tell a block's size or the module already has
    global destructors."""
    usable = usable_size_function()
    if usable is None or any(op.operation.name == "llvm.mlir.global_dtors" for op in module.body.operations):
        return False
    calls = {"malloc": ir.FlatSymbolRefAttr.get(ALLOC), "free": ir.FlatSymbolRefAttr.get(FREE)}
    for op in walk_ops(module.operation, frozenset({"llvm.call"})):
        callee = string_value(op.attributes["callee"]) if "callee" in op.attributes else None  # None: indirect
        if callee in calls:
            op.attributes["callee"] = calls[callee]
    add_definitions(module, _source(usable))
    return True


def _fresh_big() -> str:
    """A new block of `MIN_BYTES` or more: on a page boundary, its size rounded up to pages (C11's
    `aligned_alloc`), or `malloc`'s where the rounding would wrap (a size that overflowed: it fails there)."""
    if not PAGE:
        return "\n  llvm.br ^fresh"
    return f"""
  %page = llvm.mlir.constant({PAGE} : i64) : i64
  %page_less = llvm.mlir.constant({PAGE - 1} : i64) : i64
  %mask = llvm.mlir.constant({-PAGE} : i64) : i64
  %padded = llvm.add %n, %page_less : i64
  %wraps = llvm.icmp "ult" %padded, %n : i64
  llvm.cond_br %wraps, ^fresh, ^paged
^paged:
  %pages = llvm.and %padded, %mask : i64
  %big_block = llvm.call @aligned_alloc(%page, %pages) : (i64, i64) -> !llvm.ptr
  llvm.return %big_block : !llvm.ptr"""


def _source(usable: str) -> str:
    """The cache's globals and functions, in the LLVM dialect."""
    array = f"!llvm.array<{SLOTS} x"
    globals_ = "\n".join(
        f"llvm.mlir.global internal @__tosabcast_cache_{name}() {{addr_space = 0 : i32}} : {array} {kind}> {{\n"
        f"  %z = llvm.mlir.zero : {array} {kind}>\n  llvm.return %z : {array} {kind}>\n}}"
        for name, kind in (("state", "i32"), ("pointer", "!llvm.ptr"), ("size", "i64"))
    )

    def slot(name: str, kind: str, index: str, result: str) -> str:
        return (
            f"  %{result}_base = llvm.mlir.addressof @__tosabcast_cache_{name} : !llvm.ptr\n"
            f"  %{result} = llvm.getelementptr %{result}_base[0, %{index}] : (!llvm.ptr, i64) -> !llvm.ptr, "
            f"{array} {kind}>\n"
        )

    def scan(done: str) -> str:  # the loop over the slots: ^look(%j) for each, then ^done
        return (
            f"^scan(%i: i64):\n  %slots = llvm.mlir.constant({SLOTS} : i64) : i64\n"
            f'  %done = llvm.icmp "eq" %i, %slots : i64\n  llvm.cond_br %done, ^{done}, ^look(%i : i64)\n'
        )

    def look_full(then: str) -> str:  # slot %j: to ^then if it holds a block, else to the next slot
        return (
            f"^look(%j: i64):\n{slot('state', 'i32', 'j', 'state')}"
            "  %seen = llvm.load %state atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32\n"
            f"  %full = llvm.mlir.constant({_FULL} : i32) : i32\n"
            '  %is_full = llvm.icmp "eq" %seen, %full : i32\n'
            f"  llvm.cond_br %is_full, ^{then}, ^next(%j : i64)\n"
        )

    next_slot = (
        "^next(%k: i64):\n  %step = llvm.mlir.constant(1 : i64) : i64\n  %after = llvm.add %k, %step : i64\n"
        "  llvm.br ^scan(%after : i64)\n"
    )
    return f"""
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.func @{usable}(!llvm.ptr) -> i64
{globals_}
llvm.func internal @{ALLOC}(%n: i64) -> !llvm.ptr {{
  %zero = llvm.mlir.constant(0 : i64) : i64
  %minimum = llvm.mlir.constant({MIN_BYTES} : i64) : i64
  %small = llvm.icmp "ult" %n, %minimum : i64
  llvm.cond_br %small, ^fresh, ^scan(%zero : i64)
{scan("fresh_big")}{look_full("claim")}^claim:
  %busy = llvm.mlir.constant({_BUSY} : i32) : i32
  %swap = llvm.cmpxchg %state, %full, %busy acquire monotonic : !llvm.ptr, i32
  %claimed = llvm.extractvalue %swap[1] : !llvm.struct<(i32, i1)>
  llvm.cond_br %claimed, ^fits, ^next(%j : i64)
^fits:
{slot("size", "i64", "j", "size")}  %kept = llvm.load %size {{alignment = 8 : i64}} : !llvm.ptr -> i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %twice = llvm.shl %n, %one : i64
  %enough = llvm.icmp "uge" %kept, %n : i64
  %not_too_big = llvm.icmp "ule" %kept, %twice : i64
  %fit = llvm.and %enough, %not_too_big : i1
  llvm.cond_br %fit, ^take, ^put_back
^take:
{slot("pointer", "!llvm.ptr", "j", "pointer")}  %block = llvm.load %pointer {{alignment = 8 : i64}} : !llvm.ptr -> !llvm.ptr
  %empty = llvm.mlir.constant({_EMPTY} : i32) : i32
  llvm.store %empty, %state atomic release {{alignment = 4 : i64}} : i32, !llvm.ptr
  llvm.return %block : !llvm.ptr
^put_back:
  llvm.store %full, %state atomic release {{alignment = 4 : i64}} : i32, !llvm.ptr
  llvm.br ^next(%j : i64)
{next_slot}^fresh_big:{_fresh_big()}
^fresh:
  %new = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  llvm.return %new : !llvm.ptr
}}
llvm.func internal @{FREE}(%p: !llvm.ptr) {{
  %null = llvm.mlir.zero : !llvm.ptr
  %is_null = llvm.icmp "eq" %p, %null : !llvm.ptr
  llvm.cond_br %is_null, ^out, ^sized
^sized:
  %bytes = llvm.call @{usable}(%p) : (!llvm.ptr) -> i64
  %minimum = llvm.mlir.constant({MIN_BYTES} : i64) : i64
  %small = llvm.icmp "ult" %bytes, %minimum : i64
  %zero = llvm.mlir.constant(0 : i64) : i64
  llvm.cond_br %small, ^give_back, ^scan(%zero : i64)
{scan("give_back")}^look(%j: i64):
{slot("state", "i32", "j", "state")}  %empty = llvm.mlir.constant({_EMPTY} : i32) : i32
  %busy = llvm.mlir.constant({_BUSY} : i32) : i32
  %swap = llvm.cmpxchg %state, %empty, %busy acquire monotonic : !llvm.ptr, i32
  %claimed = llvm.extractvalue %swap[1] : !llvm.struct<(i32, i1)>
  llvm.cond_br %claimed, ^keep, ^next(%j : i64)
^keep:
{slot("pointer", "!llvm.ptr", "j", "pointer")}{slot("size", "i64", "j", "size")}  llvm.store %p, %pointer {{alignment = 8 : i64}} : !llvm.ptr, !llvm.ptr
  llvm.store %bytes, %size {{alignment = 8 : i64}} : i64, !llvm.ptr
  %full = llvm.mlir.constant({_FULL} : i32) : i32
  llvm.store %full, %state atomic release {{alignment = 4 : i64}} : i32, !llvm.ptr
  llvm.return
{next_slot}^give_back:
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  llvm.br ^out
^out:
  llvm.return
}}
llvm.func internal @{RELEASE}() {{
  %zero = llvm.mlir.constant(0 : i64) : i64
  llvm.br ^scan(%zero : i64)
{scan("out")}{look_full("drop")}^drop:
{slot("pointer", "!llvm.ptr", "j", "pointer")}  %block = llvm.load %pointer {{alignment = 8 : i64}} : !llvm.ptr -> !llvm.ptr
  llvm.call @free(%block) : (!llvm.ptr) -> ()
  %empty = llvm.mlir.constant({_EMPTY} : i32) : i32
  llvm.store %empty, %state atomic release {{alignment = 4 : i64}} : i32, !llvm.ptr
  llvm.br ^next(%j : i64)
{next_slot}^out:
  llvm.return
}}
llvm.mlir.global_dtors dtors = [@{RELEASE}], priorities = [0 : i32], data = [#llvm.zero]
"""
