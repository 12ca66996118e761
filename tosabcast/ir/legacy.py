"""Read legacy TOSA that MLIR 22's verifier rejects at parse time.

MLIR 22 verifies while parsing, so the RFCs' own examples (rank-mismatched
operands, `"tosa.div"`, ...) cannot be read. The lenient path renames every
element-wise TOSA op to the unregistered dialect `tosabcast_legacy` (custom
assembly is first rewritten to the generic form, keeping each op's line and
column), parses with unregistered dialects allowed, and then rebuilds each op
as the real `tosa` op with `Operation.create`, which does not verify. Our
passes then see real, unverified TOSA ops; `--tosabcast-verify` reports what is
wrong with them and `--tosabcast-equalize-ranks` repairs them. Anything still
invalid is caught by MLIR's verifier, which runs after our passes.

Old spellings are upgraded while rebuilding:

    "tosa.div"                           -> tosa.intdiv
    "tosa.mul"(%a, %b) {shift = 3 : i8}  -> tosa.mul %a, %b, %shift   (%shift: tosa.const dense<3> : tensor<1xi8>)
    "tosa.negate"(%x) [{input1_zp = Z, output_zp = W}]
                                         -> tosa.negate %x, %in_zp, %out_zp   (tensor<1xT> tosa.const, 0 if absent)
    "tosa.clamp"(%x) {min_fp, max_fp, min_int, max_int}
                                         -> tosa.clamp %x {min_val, max_val}   (typed as the element type)
    {nan_mode = "IGNORE"}                -> {nan_mode = #tosa.nan_mode<IGNORE>}   (maximum, minimum, clamp)

The last matters: MLIR 22's parser silently drops a string `nan_mode`, so
`IGNORE` would quietly become the default `PROPAGATE`.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from mlir import ir

from tosabcast.ir import capi
from tosabcast.ir.bridge import ELEMENTWISE_ARITY, element_type, walk_ops
from tosabcast.ir.diagnostics import emit_error, report_unreadable_names

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


Attributes = dict[str, ir.Attribute]
Upgrade = Callable[[list[ir.Value], Attributes], None]
"""Turn an old op's operands and attributes into MLIR 22's, in place, emitting constants at the current point."""


def _scalar(element: ir.Type, value: float) -> ir.Attribute:
    """An attribute of `element` type holding `value`."""
    if isinstance(element, ir.FloatType):
        return ir.FloatAttr.get(element, float(value))
    return ir.IntegerAttr.get(element, int(value))


def _pop_number(attributes: Attributes, name: str) -> float | None:
    """Remove a numeric attribute and return its value: 0 when absent, None (and kept) when not a number."""
    attr = attributes.get(name)
    if attr is None:
        return 0
    if not isinstance(attr, ir.IntegerAttr | ir.FloatAttr):
        return None  # left for MLIR's verifier to report at the op
    del attributes[name]
    return attr.value


def _const(element: ir.Type, value: float) -> ir.Value:
    """Emit `tosa.const` of `tensor<1xelement>` holding `value`."""
    type_ = ir.RankedTensorType.get([1], element)
    splat = ir.DenseElementsAttr.get_splat(type_, _scalar(element, value))
    return ir.Operation.create("tosa.const", results=[type_], attributes={"values": splat}).result


def _upgrade_mul(operands: list[ir.Value], attributes: Attributes) -> None:
    shift = _pop_number(attributes, "shift") if len(operands) == 2 else None
    if shift is not None:
        operands.append(_const(ir.IntegerType.get_signless(8), shift))


def _upgrade_negate(operands: list[ir.Value], attributes: Attributes) -> None:
    if len(operands) != 1:
        return
    zero_points = [_pop_number(attributes, name) for name in ("input1_zp", "output_zp")]
    element = element_type(operands[0].type)
    operands += [_const(element, zp) for zp in zero_points if zp is not None]


def _upgrade_clamp(operands: list[ir.Value], attributes: Attributes) -> None:
    if "min_val" in attributes or not operands:
        return
    element = element_type(operands[0].type)
    kind = "fp" if isinstance(element, ir.FloatType) else "int"
    bounds = {bound: _pop_number(attributes, f"{bound}_{kind}") for bound in ("min", "max")}
    for other in ("min_fp", "max_fp", "min_int", "max_int"):
        attributes.pop(other, None)
    for bound, value in bounds.items():
        if value is not None:
            attributes[f"{bound}_val"] = _scalar(element, value)


def _upgrade_nan_mode(operands: list[ir.Value], attributes: Attributes) -> None:
    mode = attributes.get("nan_mode")
    if isinstance(mode, ir.StringAttr) and mode.value_bytes in (b"PROPAGATE", b"IGNORE"):
        attributes["nan_mode"] = ir.Attribute.parse(f"#tosa.nan_mode<{mode.value_bytes.decode()}>")


_UPGRADES: dict[str, tuple[Upgrade, ...]] = {
    "mul": (_upgrade_mul,),
    "negate": (_upgrade_negate,),
    "clamp": (_upgrade_clamp, _upgrade_nan_mode),
    "maximum": (_upgrade_nan_mode,),
    "minimum": (_upgrade_nan_mode,),
}


OPERAND_COUNTS = {**ELEMENTWISE_ARITY, "tosa.mul": 3, "tosa.negate": 3}
"""How many operands each element-wise op has in MLIR 22 (`mul`'s shift and `negate`'s zero points included)."""


def report_malformed(module: ir.Module) -> bool:
    """Emit an error at every element-wise TOSA op with the wrong number of operands or results; True if none.

    The rebuilt ops are not verified (that is the point of the lenient reader), but our passes and MLIR's
    assume these counts: check them before anything runs.
    """
    ok = True
    for op in walk_ops(module.operation, frozenset(OPERAND_COUNTS)):
        want, got = OPERAND_COUNTS[op.name], len(op.operands)
        if got != want:
            emit_error(op.location, f"'{op.name}' op expects {want} operand{'s' * (want != 1)}, got {got}")
            ok = False
        if len(op.results) != 1:
            emit_error(op.location, f"'{op.name}' op expects 1 result, got {len(op.results)}")
            ok = False
    return ok


def rebuild(module: ir.Module) -> int:
    """Replace every legacy-dialect op with the real TOSA op, unverified; return how many."""
    prefix = LEGACY_DIALECT + "."
    count = 0
    for old in walk_ops(module.operation):
        if not old.name.startswith(prefix):
            continue
        short = old.name[len(prefix) :]
        try:
            attributes = {name: old.attributes[name] for name in old.attributes}
        except RuntimeError:  # a name that is not UTF-8 (`{"x\\FF" = 1}`): the bindings cannot read it
            emit_error(old.location, f"'tosa.{short}' op has an attribute whose name is not UTF-8")
            raise ir.MLIRError("attribute names that are not UTF-8", []) from None
        operands = list(old.operands)
        with ir.InsertionPoint(old), old.location:
            for upgrade in _UPGRADES.get(short, ()):
                upgrade(operands, attributes)
            new = ir.Operation.create(
                "tosa." + _RENAMED.get(short, short),
                results=[r.type for r in old.results],
                operands=operands,
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
    refuse_non_utf8_names(module, text)
    rebuild(module)
    return module


def refuse_non_utf8_names(module: ir.Module, text: str | bytes | None) -> None:
    """Emit an error at every op whose name is not UTF-8 and raise `ir.MLIRError`; nothing if there are none.

    Such names (`"foo.b\\FFr"`, only unregistered ops can have them) abort the process when read through the
    bindings (`capi.non_utf8_operations`). `text` is the parsed text, for a cheap check first (None: bytecode).
    """
    if text is not None and not capi.may_name_non_utf8(text):
        return
    if not report_unreadable_names(module.operation, unregistered=True):
        raise ir.MLIRError("operation names that are not UTF-8", [])
