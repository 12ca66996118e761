"""Mutations of MLIR text for the fuzzer: tokens, types, ranks, nesting, encodings, truncation, splices.

    %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
may become (one or more mutations, each named in the case's record)
    %0 = tosa.add %a, %b : (tensor<2x3xbf16>, tensor<1x?x3xf32>) -> tensor<2x3xf32> loc("caf\\E9.mlir":7:3)

Everything is driven by the `random.Random` passed in, so a case is a pure function of its seed. Raw bytes
that are not UTF-8 travel inside the `str` as surrogate escapes (`\\udcff`) until `to_bytes` encodes them.

Why mutations of the suite's own `.mlir` files rather than a grammar: the suite's inputs already cover the
ops, types, attributes and options our passes handle, so a few local changes reach deep into the passes
(past the parser) far more often than generated text, while truncation, nesting and encoding changes probe
the parser and the diagnostics path.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence

TOKEN = re.compile(
    r'"(?:[^"\\\n]|\\.)*"|%[\w.$-]+|@[\w.$-]+|\^[\w.$-]+|#[\w.$<>-]+|!?[A-Za-z_][\w.$]*'
    r"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|->|\S"
)
TENSOR = re.compile(r"tensor<([^<>]*)>")
STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
RESULT_LINE = re.compile(r"^(\s*)(%[\w.$-]+) = (.*\) -> (tensor<[^<>]*>))\s*$")

ELEMENT_TYPES = (
    "f32", "f16", "bf16", "f64", "i1", "i8", "i16", "i32", "i64", "i4", "ui8", "si32", "index", "complex<f32>",
    "f8E4M3FN", "tf32", "none", "vector<4xf32>", "tensor<2xf32>", "tuple<f32>", "!tosa.shape<1>",
)  # fmt: skip
DIMS = ("?", "0", "1", "2", "3", "7", "1024", "4294967296", "9223372036854775807", "9223372036854775808", "-1", "*")
NUMBERS = (
    "0", "-0", "1", "-1", "127", "128", "-129", "255", "32767", "65536", "2147483647", "-2147483648",
    "9223372036854775807", "-9223372036854775808", "18446744073709551616", "0.5", "-2.5", "1.0e309", "-1.0e-320",
    "0x7FC00000", "0xFFFFFFFF", "0x7FF8000000000001", "3.4028235e38", "nan", "inf",
)  # fmt: skip
OP_NAMES = (
    "tosa.add", "tosa.sub", "tosa.mul", "tosa.maximum", "tosa.select", "tosa.cast", "tosa.clamp", "tosa.negate",
    "tosa.equal", "tosa.greater", "tosa.rsqrt", "tosa.exp", "tosa.reshape", "tosa.const", "tosa.identity",
    "tosa.logical_and", "tosa.arithmetic_right_shift", "tosa.intdiv", "tosa.div", "tosa.matmul", "tosa.concat",
    "tensor.cast", "tensor.extract_slice", "arith.addf", "func.call", "scf.if", "scf.execute_region",
    "linalg.generic", "builtin.module", "func.func", "return", "tosa.yield", "test.unknown",
)  # fmt: skip
PUNCTUATION = ("(", ")", "{", "}", "<", ">", "[", "]", ",", ":", "=", "->", "x", "?", "*", "%", "@", "#", "!", '"')
BAD_ESCAPES = ("\\FF", "\\E9", "\\00", "\\C3", "\\80", "\\ED\\A0\\80", "\\F4\\90\\80\\80", "\\22", "\\5C")
RAW_BYTES = ("\udcff", "\udce9", "\udcc3", "\udc80", "\x00", "\ufeff", "\r", "\x0c", "\t", "é", "\u2028", "𝕏")
NESTING_DEPTHS = (2, 3, 10, 50, 200, 1_000, 3_000, 12_000)
DEEP_WEIGHTS = (30, 20, 15, 10, 8, 6, 6, 5)


def mutate(text: str, rng: random.Random, donors: Sequence[str] = ()) -> tuple[str, list[str]]:
    """Apply one to three random mutations; return the new text and the names of those applied."""
    applied: list[str] = []
    for _ in range(rng.choice((1, 1, 1, 2, 2, 3))):
        name, fn = rng.choices(MUTATIONS, weights=WEIGHTS)[0]
        changed = fn(text, rng, donors)
        if changed is not None and changed != text:
            text = changed
            applied.append(name)
    return text, applied


def to_bytes(text: str) -> bytes:
    """Encode, turning surrogate escapes back into the raw bytes they stand for."""
    return text.encode("utf-8", "surrogateescape")


def _pick_span(pattern: re.Pattern[str], text: str, rng: random.Random) -> re.Match[str] | None:
    found = list(pattern.finditer(text))
    return rng.choice(found) if found else None


def _splice(text: str, match: re.Match[str] | tuple[int, int], new: str) -> str:
    start, end = match.span() if isinstance(match, re.Match) else match
    return text[:start] + new + text[end:]


# -- the mutations: each returns the new text, or None when it does not apply -----------------------------


def token(text: str, rng: random.Random, donors: Sequence[str]) -> str | None:
    """Delete, duplicate, swap or replace one token (by a number, an op name, punctuation, another token)."""
    tokens = list(TOKEN.finditer(text))
    if not tokens:
        return None
    tok = rng.choice(tokens)
    how = rng.randrange(7)
    if how == 0:
        return _splice(text, tok, "")
    if how == 1:
        return _splice(text, tok, tok.group() + " " + tok.group())
    if how == 2:
        other = rng.choice(tokens)
        a, b = sorted((tok, other), key=lambda m: m.start())
        if a.end() > b.start():
            return None
        return text[: a.start()] + b.group() + text[a.end() : b.start()] + a.group() + text[b.end() :]
    if how == 3 and re.fullmatch(r"-?\d.*", tok.group()):
        return _splice(text, tok, rng.choice(NUMBERS))
    if how == 4 and "." in tok.group() and tok.group()[0].isalpha():
        return _splice(text, tok, rng.choice(OP_NAMES))
    if how == 5:
        return _splice(text, tok, rng.choice(PUNCTUATION))
    source = rng.choice(donors) if donors and rng.random() < 0.3 else text
    pool = list(TOKEN.finditer(source))
    return _splice(text, tok, rng.choice(pool).group()) if pool else None


def element_type(text: str, rng: random.Random, donors: Sequence[str]) -> str | None:
    """Change the element type of one tensor type."""
    match = _pick_span(TENSOR, text, rng)
    if match is None:
        return None
    parts = match.group(1).split("x")
    parts[-1] = rng.choice(ELEMENT_TYPES)
    return _splice(text, match, "tensor<" + "x".join(parts) + ">")


def shape(text: str, rng: random.Random, donors: Sequence[str]) -> str | None:
    """Change one tensor type's rank or one of its dims (to ?, 0, 1, huge, negative, `*`)."""
    match = _pick_span(TENSOR, text, rng)
    if match is None:
        return None
    *dims, element = match.group(1).split("x")
    how = rng.randrange(5)
    if how == 0 and dims:
        del dims[rng.randrange(len(dims))]
    elif how == 1:
        dims.insert(rng.randrange(len(dims) + 1), rng.choice(DIMS[:5]))
    elif how == 2 and dims:
        dims[rng.randrange(len(dims))] = rng.choice(DIMS)
    elif how == 3:
        return _splice(text, match, f"tensor<*x{element}>")
    else:
        dims = ["1"] * rng.choice((5, 17, 64, 300))
    return _splice(text, match, "tensor<" + "".join(d + "x" for d in dims) + element + ">")


def nesting(text: str, rng: random.Random, donors: Sequence[str]) -> str | None:
    """Nest deeply: an op inside `scf.execute_region`s, a `tuple<` type, brackets, or a type of many dims."""
    depth = rng.choices(NESTING_DEPTHS, weights=DEEP_WEIGHTS)[0]
    how = rng.randrange(4)
    if how == 0:
        return _nest_regions(text, rng, depth)
    match = _pick_span(TENSOR, text, rng)
    if match is None:
        return None
    element = match.group(1).split("x")[-1]
    if how == 1:
        new = "tensor<2x" + "tuple<" * depth + element + ">" * depth + ">"
    elif how == 2:
        new = "tensor<" + "1x" * depth + element + ">"
    else:
        new = match.group() + " " + "[" * depth + "]" * depth
    return _splice(text, match, new)


def _result_line(text: str, rng: random.Random) -> tuple[list[str], int, re.Match[str]] | None:
    """The lines of `text`, and the index and match of a random `%x = ... -> tensor<...>` line among them."""
    lines = text.split("\n")
    candidates = [i for i, line in enumerate(lines) if RESULT_LINE.match(line)]
    if not candidates:
        return None
    i = rng.choice(candidates)
    match = RESULT_LINE.match(lines[i])
    assert match is not None
    return lines, i, match


def _nest_regions(text: str, rng: random.Random, depth: int) -> str | None:
    found = _result_line(text, rng)
    if found is None:
        return None
    lines, i, match = found
    indent, name, body, type_ = match.groups()
    inner = f"%fz_in_{name[1:]}"
    names = [name] + [f"%fz{k}_{name[1:]}" for k in range(1, depth)] + [inner]
    opened = [f"{indent}{names[k]} = scf.execute_region -> {type_} {{" for k in range(depth)]
    closed = [f"{indent}  scf.yield {names[k + 1]} : {type_}\n{indent}}}" for k in range(depth)]
    lines[i] = "\n".join([*opened, f"{indent}  {inner} = {body}", *reversed(closed)])
    return "\n".join(lines)


def encoding(text: str, rng: random.Random, donors: Sequence[str]) -> str | None:
    """Put bytes that are not UTF-8 where MLIR reads strings (escapes, a `loc(...)`), or raw into the text."""
    how = rng.randrange(4)
    if how == 0:  # an escape inside an existing string: an op name, a symbol, a location
        match = _pick_span(STRING, text, rng)
        if match is None:
            return None
        body = match.group()[1:-1]
        at = rng.randrange(len(body) + 1)
        return _splice(text, match, '"' + body[:at] + rng.choice(BAD_ESCAPES) + body[at:] + '"')
    if how == 1:  # a location whose file name is not UTF-8
        found = _result_line(text, rng)
        if found is None:
            return None
        lines, i, _ = found
        lines[i] += f' loc("caf{rng.choice(BAD_ESCAPES)}.mlir":7:3)'
        return "\n".join(lines)
    if how == 2:  # a quoted symbol name with an escape
        match = _pick_span(re.compile(r"@[\w.$-]+"), text, rng)
        if match is None:
            return None
        return _splice(text, match, f'@"{match.group()[1:]}{rng.choice(BAD_ESCAPES)}"')
    at = rng.randrange(len(text) + 1)
    return text[:at] + rng.choice(RAW_BYTES) + text[at:]


def truncate(text: str, rng: random.Random, donors: Sequence[str]) -> str | None:
    """Cut the text anywhere (also inside a multi-byte character), or drop its last closing braces."""
    if not text:
        return None
    if rng.random() < 0.3:
        return text.rstrip().rstrip("}").rstrip()
    data = text.encode("utf-8", "surrogateescape")
    return data[: rng.randrange(len(data))].decode("utf-8", "surrogateescape")


def splice_line(text: str, rng: random.Random, donors: Sequence[str]) -> str | None:
    """Copy a line of another corpus file (or this one) to a random place."""
    source = rng.choice(donors) if donors else text
    donor_lines = [line for line in source.split("\n") if line.strip() and not line.lstrip().startswith("//")]
    if not donor_lines:
        return None
    lines = text.split("\n")
    lines.insert(rng.randrange(len(lines) + 1), rng.choice(donor_lines))
    return "\n".join(lines)


def attribute(text: str, rng: random.Random, donors: Sequence[str]) -> str | None:
    """Add or break an attribute dictionary (`{{`, a bf16 bound, an unknown nan_mode, a huge shift)."""
    found = _result_line(text, rng)
    if found is None:
        return None
    lines, i, _ = found
    extra = rng.choice(
        (
            " {{min_val = -2.5 : bf16, max_val = 2.5 : bf16}",
            " {nan_mode = #tosa.nan_mode<SOMETIMES>}",
            " {nan_mode = #tosa.nan_mode<IGNORE>}",
            " {round = true}",
            " {min_val = 0 : i8, max_val = -1 : i8}",
            ' {tosabcast.note = "\\FF"}',
            " {",
        )
    )
    operands_end = lines[i].find(" :")
    if operands_end < 0:
        return None
    lines[i] = lines[i][:operands_end] + extra + lines[i][operands_end:]
    return "\n".join(lines)


Mutation = Callable[[str, random.Random, Sequence[str]], "str | None"]
MUTATIONS: list[tuple[str, Mutation]] = [
    ("token", token),
    ("element-type", element_type),
    ("shape", shape),
    ("nesting", nesting),
    ("encoding", encoding),
    ("truncate", truncate),
    ("splice", splice_line),
    ("attribute", attribute),
]
WEIGHTS = (30, 15, 20, 6, 8, 8, 8, 5)
