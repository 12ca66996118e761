"""Limits that keep MLIR's recursive C++ from overflowing the stack: a big-stack thread and a nesting pre-scan.

MLIR's parser, verifier, printer and many passes recurse once per nesting
level (regions in ops, types in types). On the 8 MB stack of a Python main
thread, about 5,000 nested `scf.execute_region`s or 20,000 nested `tuple<`
overflow it and kill the process with SIGSEGV, which no `try` can catch. So

- `on_big_stack(fn, *args)` runs `fn` on a thread with a `WORKER_STACK_BYTES`
  stack (reserved, not committed: it costs address space, not memory), and
  re-raises its exception in the caller;
- `find_deep_nesting(text)` finds the first bracket nested deeper than
  `MAX_NESTING` before MLIR sees the text, so that absurd input is refused with
  a located error instead of crashing even the big stack;
- `find_unterminated_resource_string(text)` finds a string cut off inside the
  file-level `{-# ... #-}` metadata (a truncated `dialect_resources` blob):
  MLIR 22's parser asserts there ("shouldn't advance past EOF") and aborts;
- `find_string_among_integers(text)` finds a string element in a dense list literal of integers
  (`dense<["0x00", 32]> : tensor<2xindex>`): MLIR 22's parser asserts in `getIntAttrElements`
  ("unexpected token type") and aborts (a float list gets a proper error).

Both the driver (`tosabcast.opt`) and `tosabcast.compile` use them.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable
from typing import TypeVar

MAX_NESTING = 10_000
"""Deeper nesting of brackets, regions and types is refused up front: MLIR's recursive parser would overflow."""
WORKER_STACK_BYTES = 512 * 1024 * 1024

_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
_TOKEN = re.compile(r'"(?:[^"\\\n]|\\.)*"|//.*|->|>=|[\[({<]|[\])}>]')
_OPENERS, _CLOSERS = "([{<", ")]}>"


def find_deep_nesting(text: str, limit: int = MAX_NESTING) -> tuple[int, int] | None:
    """Return the (line, byte column) of the first bracket nested deeper than `limit`, or None.

    Counts `( [ { <` outside strings and comments (`->` and `>=` close
    nothing). The text is summed in blocks with `str.count`; only a block
    that may cross the limit is looked at line by line, and only such a line
    token by token. A heuristic that MLIR's parser backs up: it may err, the
    crash guard in `main` catches what it misses.
    """
    if _count(text, _OPENERS) <= limit:
        return None
    depth, pos, lineno = 0, 0, 1
    while pos < len(text):
        end = text.find("\n", pos + _BLOCK)
        end = len(text) if end < 0 else end + 1
        block = text[pos:end]
        opens = _count(block, _OPENERS)
        if depth + opens > limit:
            found = _deep_line(block, lineno, depth, limit)
            if found is not None:
                return found
        depth = max(0, depth + opens - _closes(block))
        lineno += block.count("\n")
        pos = end
    return None


_BLOCK = 1 << 16


def _count(text: str, chars: str) -> int:
    return sum(text.count(c) for c in chars)


def _closes(code: str) -> int:
    return _count(code, _CLOSERS) - code.count("->") - code.count(">=")


def _deep_line(block: str, lineno: int, depth: int, limit: int) -> tuple[int, int] | None:
    for offset, line in enumerate(block.split("\n")):
        code = _STRING.sub('""', line) if '"' in line else line
        code = code.split("//", 1)[0]
        opens = _count(code, _OPENERS)
        if depth + opens > limit:
            col = _deep_column(line, depth, limit)
            if col is not None:
                return lineno + offset, col
        depth = max(0, depth + opens - _closes(code))
    return None


def _deep_column(line: str, depth: int, limit: int) -> int | None:
    for m in _TOKEN.finditer(line):
        token = m.group()
        if token in _OPENERS:
            depth += 1
            if depth > limit:
                return len(line[: m.start()].encode("utf-8", "surrogateescape")) + 1
        elif token in _CLOSERS:
            depth = max(0, depth - 1)
    return None


_T = TypeVar("_T")
_stack_size_lock = threading.Lock()  # `threading.stack_size` is process-wide


def on_big_stack(fn: Callable[..., _T], *args: object) -> _T:
    """Call `fn(*args)` on a thread with a `WORKER_STACK_BYTES` stack; return its result or raise its exception.

    Runs `fn` on the calling thread when no such thread can be made.
    """
    outcome: list[tuple[bool, object]] = []

    def target() -> None:
        try:
            outcome.append((True, fn(*args)))
        except BaseException as exc:  # noqa: BLE001 -- re-raised in the caller's thread
            outcome.append((False, exc))

    with _stack_size_lock:
        try:
            previous = threading.stack_size(WORKER_STACK_BYTES)
        except (ValueError, RuntimeError):
            return fn(*args)
        try:
            worker = threading.Thread(target=target, name="tosabcast-big-stack", daemon=True)
            worker.start()
        except RuntimeError:  # no memory for the stack: run here
            worker = None
        finally:
            threading.stack_size(previous)
    if worker is None:
        return fn(*args)
    worker.join()
    ok, value = outcome[0]
    if not ok:
        raise value  # type: ignore[misc]
    return value  # type: ignore[return-value]


_METADATA = "{-#"
UNTERMINATED_RESOURCE_STRING = (
    "expected '\"' in string literal: the {-# ... #-} metadata is cut off (a truncated file?)"
)
_STRING_STOP = re.compile(r'[\\"\n]')


def find_unterminated_resource_string(text: str) -> tuple[int, int] | None:
    """Return the (line, column) of a string in the `{-# ... #-}` metadata that has no closing quote, or None.

    Only the metadata is scanned (MLIR reports an unterminated string elsewhere itself). A string ends at
    an unescaped `"`; a newline or the end of the text before it means the string was cut off.
    """
    start = text.find(_METADATA)
    if start < 0:
        return None
    pos = start + len(_METADATA)
    while True:
        quote = text.find('"', pos)
        comment = text.find("//", pos)
        if 0 <= comment < quote:  # a comment before the next string: skip to its end
            newline = text.find("\n", comment)
            if newline < 0:
                return None
            pos = newline + 1
            continue
        if quote < 0:
            return None
        pos = quote + 1
        while True:
            stop = _STRING_STOP.search(text, pos)
            if stop is None or stop.group() == "\n":
                line = text.count("\n", 0, quote) + 1
                return line, quote - (text.rfind("\n", 0, quote) + 1) + 1
            if stop.group() == '"':
                pos = stop.end()
                break
            pos = stop.end() + 1  # a backslash escapes the next character


_DENSE_LIST = re.compile(r"dense<\s*\[")
_LIST_TOKEN = re.compile(r'[\[\]"]')
_INTEGER_ELEMENTS = re.compile(
    r"\s*>\s*:\s*(?:tensor|vector|memref)<(?:[0-9?]+x)*(?:[su]?i\d+|index|complex<[su]?i\d+>)>"
)
STRING_AMONG_INTEGERS = "expected an integer, found a string, in a dense literal of integers"


def find_string_among_integers(text: str) -> tuple[int, int] | None:
    """Return the (line, column) of a string element in a `dense<[...]>` literal of integer type, or None."""
    for match in _DENSE_LIST.finditer(text):
        depth, pos, first_string = 1, match.end(), None
        while depth:
            token = _LIST_TOKEN.search(text, pos)
            if token is None:
                return None
            pos = token.end()
            if token.group() == '"':
                string = _STRING.match(text, token.start())
                if string is None:  # unterminated: MLIR reports it
                    return None
                first_string = token.start() if first_string is None else first_string
                pos = string.end()
            else:
                depth += 1 if token.group() == "[" else -1
        if first_string is not None and _INTEGER_ELEMENTS.match(text, pos):
            line = text.count("\n", 0, first_string) + 1
            return line, first_string - (text.rfind("\n", 0, first_string) + 1) + 1
    return None


def refuse_before_parsing(text: str) -> tuple[int, int, str] | None:
    """(line, column, message) of what MLIR's parser must not see (it would crash), or None.

    The one pre-scan of the driver and `tosabcast.compile`: absurd nesting, a cut-off metadata string, a string
    among integers.
    """
    deep = find_deep_nesting(text)
    if deep is not None:
        return (*deep, f"input nests deeper than {MAX_NESTING} levels (brackets, regions and types)")
    cut = find_unterminated_resource_string(text)
    if cut is not None:
        return (*cut, UNTERMINATED_RESOURCE_STRING)
    among = find_string_among_integers(text)
    if among is not None:
        return (*among, STRING_AMONG_INTEGERS)
    return None
