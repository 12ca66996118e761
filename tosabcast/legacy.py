"""Read legacy TOSA that MLIR 22's verifier rejects at parse time.

MLIR 22 verifies while parsing, so the RFCs' own examples (rank-mismatched
operands, `"tosa.div"`, ...) cannot be read. The lenient path renames every
element-wise TOSA op to the unregistered dialect `tosabcast_legacy` (custom
assembly is first rewritten to the generic form, keeping each op's line and
column), parses with unregistered dialects allowed, and then rebuilds each op
as the real `tosa` op with `Operation.create`, which does not verify. Our
passes then see real, unverified TOSA ops; `--tosabcast-verify` reports what is
wrong with them and `--tosabcast-equalize-ranks` repairs them. Anything still
invalid is caught by the verifier that runs after each pass.

Old spellings are upgraded while rebuilding: `tosa.div` is `tosa.intdiv`.
"""

from __future__ import annotations

import re

from mlir import ir

from tosabcast.ir_shapes import ELEMENTWISE_ARITY, walk_ops

LEGACY_DIALECT = "tosabcast_legacy"
_RENAMED = {"div": "intdiv"}
_NAMES = sorted({n.split(".", 1)[1] for n in ELEMENTWISE_ARITY} | set(_RENAMED), key=len, reverse=True)
_NAME_ALT = "|".join(_NAMES)

_GENERIC = re.compile(r'"tosa\.(' + _NAME_ALT + r')"(?=\s*\()')
# `%r = tosa.add %a, %b {attrs} : (types) -> type` on one line.
_CUSTOM = re.compile(
    r"(?P<lead>^[ \t]*(?:%[\w.$#-]+(?::\d+)?\s*=\s*)?)tosa\.(?P<name>" + _NAME_ALT + r")\b[ \t]+"
    r"(?P<operands>%[^:{}\n]*?)[ \t]*(?P<attrs>\{[^\n]*\})?[ \t]*:[ \t]*(?P<type>\([^\n]*\)[ \t]*->[^\n]*)$",
    re.MULTILINE,
)


def rewrite_text(text: str) -> str:
    """Rename element-wise TOSA ops to the legacy dialect, in the generic form, line by line."""

    def custom(m: re.Match[str]) -> str:
        attrs = f" {m['attrs']}" if m["attrs"] else ""
        return f'{m["lead"]}"{LEGACY_DIALECT}.{m["name"]}"({m["operands"].strip()}){attrs} : {m["type"]}'

    text = _CUSTOM.sub(custom, text)
    return _GENERIC.sub(lambda m: f'"{LEGACY_DIALECT}.{m.group(1)}"', text)


def rebuild(module: ir.Module) -> int:
    """Replace every legacy-dialect op with the real TOSA op, unverified; return how many."""
    prefix = LEGACY_DIALECT + "."
    count = 0
    for old in walk_ops(module.operation):
        if not old.name.startswith(prefix):
            continue
        short = old.name[len(prefix) :]
        attributes = {name: old.attributes[name] for name in old.attributes}
        with ir.InsertionPoint(old), old.location:
            new = ir.Operation.create(
                "tosa." + _RENAMED.get(short, short),
                results=[r.type for r in old.results],
                operands=list(old.operands),
                attributes=attributes,
            )
        for before, after in zip(old.results, new.results, strict=True):
            before.replace_all_uses_with(after)
        old.erase()
        count += 1
    return count


def parse(text: str, context: ir.Context) -> ir.Module:
    """Parse legacy TOSA text into a module of real, unverified TOSA ops.

    Raises:
        ir.MLIRError: the text does not parse even leniently.
    """
    previous = context.allow_unregistered_dialects
    context.allow_unregistered_dialects = True
    try:
        module = ir.Module.parse(rewrite_text(text), context)
    finally:
        context.allow_unregistered_dialects = previous
    rebuild(module)
    return module
