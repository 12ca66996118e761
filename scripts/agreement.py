"""Compare our verdict on random TOSA element-wise op signatures with MLIR 22's own verifier.

    python scripts/agreement.py                   # 10,000 signatures, seed 0
    python scripts/agreement.py -n 50000 --seed 7 --mlir-opt 300 -v

Each signature is one op (unary, binary or `select`; ranks 0-4; every operand
and the result static, size 1, dynamic or unranked, dims never 0) in a
function of its own. MLIR 22 decides by parsing the text (it verifies while
parsing) in one in-process context; with `--mlir-opt N`, the first N are also
decided by the stock `mlir-opt` binary of the pinned tools. We decide with
`tosabcast.ir.checks.check_module` on the same text read leniently (legacy mode,
no MLIR verification). A disagreement that a documented deliberate difference
explains (docs/verification.md) is counted apart; any other fails the run.
Exit code 0 when every disagreement is explained.
"""

from __future__ import annotations

import argparse
import collections
import random
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from mlir import ir

from tosabcast import shapes
from tosabcast.ir import legacy
from tosabcast.runtime import toolchain
from tosabcast.ir.checks import check_module
from tosabcast.shapes import MaybeShape

F32, I32, I1 = "f32", "i32", "i1"


@dataclass(frozen=True)
class OpKind:
    """How to write a well-typed op: element types, attributes, extra (non-broadcast) operands."""

    operand_types: tuple[str, ...]
    result_type: str
    attrs: str = ""
    extra: tuple[tuple[str, str], ...] = ()  # (constant text, its type) appended after the broadcast operands


_SHIFT = (('"tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>', "tensor<1xi8>"),)
_ZERO_F32 = ('"tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>', "tensor<1xf32>")

OPS: dict[str, OpKind] = {
    **{n: OpKind((F32,), F32) for n in (
        "abs", "ceil", "cos", "erf", "exp", "floor", "log", "reciprocal", "rsqrt", "sigmoid", "sin", "tanh")},
    "bitwise_not": OpKind((I32,), I32),
    "clz": OpKind((I32,), I32),
    "logical_not": OpKind((I1,), I1),
    "cast": OpKind((F32,), I32),
    "clamp": OpKind((F32,), F32, "{max_val = 1.0 : f32, min_val = 0.0 : f32}"),
    "negate": OpKind((F32,), F32, extra=(_ZERO_F32, _ZERO_F32)),
    **{n: OpKind((F32, F32), F32) for n in ("add", "sub", "maximum", "minimum", "pow")},
    "mul": OpKind((F32, F32), F32, extra=_SHIFT),
    "arithmetic_right_shift": OpKind((I32, I32), I32, "{round = false}"),
    **{n: OpKind((I32, I32), I32) for n in (
        "bitwise_and", "bitwise_or", "bitwise_xor", "intdiv", "logical_left_shift", "logical_right_shift")},
    **{n: OpKind((I1, I1), I1) for n in ("logical_and", "logical_or", "logical_xor")},
    **{n: OpKind((F32, F32), I1) for n in ("equal", "greater", "greater_equal")},
    "select": OpKind((I1, F32, F32), F32),
}  # fmt: skip


def tensor_text(shape: MaybeShape, element: str) -> str:
    """Spell `tensor<...>` for a shape."""
    if shape is None:
        return f"tensor<*x{element}>"
    return f"tensor<{''.join(f'{shapes.format_dim(d)}x' for d in shape)}{element}>"


@dataclass(frozen=True)
class Signature:
    """One op: its name, the shapes of its broadcast operands, its result shape."""

    op: str
    operands: tuple[MaybeShape, ...]
    result: MaybeShape

    def text(self) -> str:
        """A function holding the op, in MLIR 22 syntax; the op is on line 2 + number of extra operands."""
        kind = OPS[self.op]
        types = [tensor_text(s, e) for s, e in zip(self.operands, kind.operand_types, strict=True)]
        result = tensor_text(self.result, kind.result_type)
        args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(types))
        lines = [f"func.func @{self.op}({args}) -> {result} {{"]
        operands = [f"%a{i}" for i in range(len(types))]
        for i, (const, const_type) in enumerate(kind.extra):
            lines.append(f"  %c{i} = {const}")
            operands.append(f"%c{i}")
            types.append(const_type)
        attrs = f" {kind.attrs}" if kind.attrs else ""
        lines.append(f'  %r = "tosa.{self.op}"({", ".join(operands)}){attrs} : ({", ".join(types)}) -> {result}')
        lines.append(f"  return %r : {result}")
        lines.append("}")
        return "\n".join(lines) + "\n"

    def __str__(self) -> str:
        ops = ", ".join(shapes.format_shape(s) or "()" for s in self.operands)
        return f"tosa.{self.op}({ops}) -> {shapes.format_shape(self.result) or '()'}"


# Signature generation -------------------------------------------------------------------------

_STATIC = (2, 3, 4)


def _dim(rng: random.Random, base: int | None) -> int | None:
    roll = rng.random()
    if roll < 0.5:
        return base
    if roll < 0.7:
        return 1
    if roll < 0.85:
        return None
    return rng.choice(_STATIC)


def _shape(rng: random.Random, base: tuple[int | None, ...]) -> MaybeShape:
    if rng.random() < 0.1:
        return None
    rank = len(base) if rng.random() < 0.75 else rng.randint(0, 4)
    padded = (1,) * max(0, rank - len(base)) + base[len(base) - min(rank, len(base)) :]
    return tuple(_dim(rng, d) for d in padded)


def random_signature(rng: random.Random) -> Signature:
    """Draw one op signature; operands and result vary around a common base shape."""
    op = rng.choice(sorted(OPS))
    base = tuple(rng.choice((1, None, *_STATIC)) for _ in range(rng.randint(0, 4)))
    operands = tuple(_shape(rng, base) for _ in OPS[op].operand_types)
    return Signature(op, operands, _shape(rng, base))


# Verdicts -------------------------------------------------------------------------------------


def mlir_accepts(sig: Signature, context: ir.Context) -> bool:
    """MLIR 22's verdict: does the text parse (and so verify)?"""
    try:
        ir.Module.parse(sig.text(), context)
    except ir.MLIRError:
        return False
    return True


def ours_accepts(sig: Signature, context: ir.Context) -> bool:
    """Our verdict: no diagnostics from `check_module` on the leniently read text."""
    return not check_module(legacy.parse(sig.text(), context))


# Deliberate differences (docs/verification.md): each returns True when it explains a disagreement.


def _mul_result_unchecked(sig: Signature, ours: bool, theirs: bool) -> bool:
    """MLIR 22's tosa.mul verifier checks the result's rank, never its dims against the inferred shape."""
    if sig.op != "mul" or ours or not theirs:
        return False
    try:
        shapes.verify_ranks(sig.operands, [sig.result])
        shapes.infer_result_shape(sig.operands)
    except shapes.ShapeError:
        return False
    return True


DELIBERATE: dict[str, Callable[[Signature, bool, bool], bool]] = {
    "tosa.mul result shape": _mul_result_unchecked,
}


@dataclass
class Report:
    """Counts of one run."""

    total: int = 0
    accepted: int = 0  # by MLIR 22
    explained: collections.Counter[str] = field(default_factory=collections.Counter)
    unexplained: list[tuple[Signature, bool, bool]] = field(default_factory=list)

    @property
    def disagreements(self) -> int:
        return sum(self.explained.values()) + len(self.unexplained)


def explain(sig: Signature, ours: bool, theirs: bool) -> str | None:
    """Name the deliberate difference behind a disagreement, or None."""
    return next((name for name, rule in DELIBERATE.items() if rule(sig, ours, theirs)), None)


def compare(signatures: Sequence[Signature]) -> Report:
    """Decide every signature both ways in one context and tally the disagreements."""
    report = Report()
    context = ir.Context()
    context.enable_multithreading(False)
    for sig in signatures:
        theirs = mlir_accepts(sig, context)
        ours = ours_accepts(sig, context)
        report.total += 1
        report.accepted += theirs
        if ours == theirs:
            continue
        reason = explain(sig, ours, theirs)
        if reason is None:
            report.unexplained.append((sig, ours, theirs))
        else:
            report.explained[reason] += 1
    return report


def signatures(count: int, seed: int) -> list[Signature]:
    """`count` signatures from a seeded generator."""
    rng = random.Random(seed)
    return [random_signature(rng) for _ in range(count)]


def mlir_opt_verdicts(sigs: Sequence[Signature], mlir_opt: str) -> list[bool]:
    """The stock `mlir-opt` binary's verdicts, from one `--split-input-file` run."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "signatures.mlir"
        chunks = [sig.text() for sig in sigs]
        path.write_text("// -----\n".join(chunks))
        proc = subprocess.run([mlir_opt, "--split-input-file", str(path)], capture_output=True, text=True)
    failed_lines = {int(m) for m in re.findall(r"signatures\.mlir:(\d+):\d+: error", proc.stderr)}
    verdicts: list[bool] = []
    first = 1
    for chunk in chunks:
        last = first + chunk.count("\n")
        verdicts.append(not any(first <= line < last for line in failed_lines))
        first = last + 1  # the `// -----` line
    return verdicts


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=10_000, help="number of signatures (default 10000)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--mlir-opt", type=int, default=200, metavar="N",
                        help="also check the first N with the stock mlir-opt binary (default 200)")
    parser.add_argument("-v", "--verbose", action="store_true", help="print every disagreement")
    args = parser.parse_args(argv)

    sigs = signatures(args.n, args.seed)
    report = compare(sigs)
    print(f"signatures: {report.total} (MLIR 22 accepts {report.accepted}, rejects {report.total - report.accepted})")
    print(f"disagreements: {report.disagreements}")
    for reason, count in sorted(report.explained.items()):
        print(f"  explained by deliberate difference '{reason}': {count}")
    print(f"  unexplained: {len(report.unexplained)}")
    for sig, ours, theirs in report.unexplained[: None if args.verbose else 20]:
        print(f"    {sig}: ours {'accepts' if ours else 'rejects'}, MLIR 22 {'accepts' if theirs else 'rejects'}")

    ok = not report.unexplained
    if args.mlir_opt:
        sample = sigs[: args.mlir_opt]
        context = ir.Context()
        in_process = [mlir_accepts(s, context) for s in sample]
        binary = mlir_opt_verdicts(sample, toolchain.mlir_opt())
        differ = sum(a != b for a, b in zip(in_process, binary, strict=True))
        print(f"stock mlir-opt on the first {len(sample)}: {differ} verdicts differ from the in-process parser")
        ok = ok and differ == 0
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
