"""Find where MLIR's parser gave up when it failed without saying why.

A few of MLIR 22's parse failures emit no diagnostic at all, e.g. a doubled
brace in an attribute dictionary:

    %0 = tosa.clamp %a {{min_val = -2.5 : bf16, max_val = 2.5 : bf16} : ...

`ir.Module.parse` then raises an `MLIRError` with no diagnostics, and the
user would get no position. `locate_silent_failure` bisects over prefixes of
the text: a prefix that stops before the bad spot fails loudly (`unexpected
end of file`, an unclosed brace) or parses, while one that reaches it fails
silently again. The shortest silent prefix, by whole lines and then by bytes
within its last line, ends where the parser gave up. It costs about two dozen
parses of at most the whole text, paid only on this rare failure.
"""

from __future__ import annotations

from collections.abc import Callable

from mlir import ir

from tosabcast.ir import capi

MAX_BYTES = 8 * 1024 * 1024
"""Longer inputs are not bisected (each probe parses up to the whole text)."""


def _fails_silently(data: bytes, parse: Callable[[bytes, ir.Context], object], unregistered: bool) -> bool:
    context = ir.Context()
    context.enable_multithreading(False)
    context.allow_unregistered_dialects = unregistered
    context.emit_error_diagnostics = True
    said: list[object] = []
    if capi.AVAILABLE:
        detach = capi.attach_handler(context, said.append)
    else:
        handler = context.attach_diagnostic_handler(lambda diag: said.append(diag) is None)
        detach = handler.detach
    try:
        with context, ir.Location.unknown():
            parse(data, context)
    except ir.MLIRError:
        return not said
    finally:
        detach()
    return False


def locate_silent_failure(
    data: bytes, parse: Callable[[bytes, ir.Context], object] | None = None, *, unregistered: bool = False
) -> tuple[int, int] | None:
    """Return the (line, byte column) where parsing `data` fails silently, or None if it cannot be found.

    Args:
        data: the text MLIR failed to parse, as bytes (line numbers count from its start).
        parse: `parse(data, context)` parses a prefix the same way (default: `ir.Module.parse`).
        unregistered: allow unregistered dialects, as the failed parse did.
    """
    if len(data) > MAX_BYTES:
        return None
    parse = parse or (lambda text, context: ir.Module.parse(text, context))
    if not _fails_silently(data, parse, unregistered):
        return None
    lines = data.split(b"\n")
    prefix = lambda n: b"\n".join(lines[:n])
    line = _first_true(0, len(lines), lambda n: _fails_silently(prefix(n), parse, unregistered))
    head = prefix(line - 1) + (b"\n" if line > 1 else b"")
    text = lines[line - 1]
    col = _first_true(0, len(text), lambda c: _fails_silently(head + text[:c], parse, unregistered))
    return line, max(col, 1)


def _first_true(lo: int, hi: int, test: Callable[[int], bool]) -> int:
    """The least n in (lo, hi] with test(n), given test(hi) and a monotone test (lo: assumed False)."""
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if test(mid):
            hi = mid
        else:
            lo = mid
    return hi
