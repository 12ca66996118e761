"""tosabcast.lowering.scalar: which ops and types are accepted, the errors for the rest, and the shape of the bodies."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from mlir import ir
from mlir.dialects import linalg, tensor
from mlir.passmanager import PassManager

from tosabcast.ir.bridge import ELEMENTWISE_ARITY, broadcast_operands, walk_ops
from tosabcast.lowering import scalar

FLOATS = {"f64", "f32", "f16", "bf16"}


def _operand_text(op: str, t: str, result: str | None = None) -> tuple[list[str], str, str]:
    """(argument types, result type, op line) of `op` on tensor<4xT> arguments %a0, %a1, ..."""
    short = op.removeprefix("tosa.")
    arity = ELEMENTWISE_ARITY[op]
    args = ["i1", t, t] if short == "select" else [t] * arity
    if result is None:
        result = "i1" if short in ("equal", "greater", "greater_equal") else t
    operands = ", ".join(f"%a{i}" for i in range(arity))
    types = ", ".join(f"tensor<4x{x}>" for x in args)
    pre, attrs = "", ""
    if short == "mul":
        pre = '%s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>\n'
        operands, types = operands + ", %s", types + ", tensor<1xi8>"
    if short == "negate":
        zero = "0.0" if t in FLOATS else "0"
        pre = f'%z = "tosa.const"() <{{values = dense<{zero}> : tensor<1x{t}>}}> : () -> tensor<1x{t}>\n'
        operands, types = operands + ", %z, %z", types + f", tensor<1x{t}>, tensor<1x{t}>"
    if short == "clamp":
        lo, hi = ("-1.0", "1.0") if t in FLOATS else ("-1", "1")
        attrs = f" {{min_val = {lo} : {t}, max_val = {hi} : {t}}}"
    if short == "arithmetic_right_shift":
        attrs = " {round = true}"
    line = f"{pre}%r = {op} {operands}{attrs} : ({types}) -> tensor<4x{result}>"
    return args, result, line


def _function(name: str, args: list[str], result: str, body: str) -> str:
    params = ", ".join(f"%a{i}: tensor<4x{t}>" for i, t in enumerate(args))
    return f"func.func @{name}({params}) -> tensor<4x{result}> {{\n{body}\nreturn %r : tensor<4x{result}>\n}}\n"


def _supported() -> Iterator[tuple[str, str, str]]:
    for op, types in scalar.SUPPORTED_TYPES.items():
        for t in types:
            results = scalar.ALL_TYPES if op == "tosa.cast" else [None]
            for result in results:
                yield op, t, result or ""


def _lower_in_place(module: ir.Module) -> None:
    """Replace each element-wise op by an identity-map linalg.generic whose body `scalar.emit` builds."""
    for op in walk_ops(module.operation, frozenset(ELEMENTWISE_ARITY)):
        scalar.check(op)
        inputs = broadcast_operands(op)
        result_type = ir.RankedTensorType(op.results[0].type)
        with op.location, ir.InsertionPoint(op):
            init = tensor.empty(result_type.shape, result_type.element_type)
            identity = ir.AffineMap.get_identity(result_type.rank)
            generic = linalg.GenericOp_(
                inputs, [init], [identity] * (len(inputs) + 1), [linalg.IteratorType.parallel] * result_type.rank
            )
            block = generic.regions[0].blocks[0]
            with ir.InsertionPoint(block):
                linalg.YieldOp([scalar.emit(op, list(block.arguments)[: len(inputs)], result_type.element_type)])
        op.results[0].replace_all_uses_with(generic.results[0])
        op.erase()


def _emit_all(text: str) -> ir.Module:
    module = ir.Module.parse(text)
    _lower_in_place(module)
    assert module.operation.verify()
    return module


def test_every_supported_combination_emits_verifying_ir() -> None:
    functions = []
    for index, (op, t, result) in enumerate(_supported()):
        args, result_type, line = _operand_text(op, t, result or None)
        functions.append(_function(f"f{index}", args, result_type, line))
    with ir.Context(), ir.Location.unknown():
        module = _emit_all("".join(functions))
        assert not list(walk_ops(module.operation, frozenset(ELEMENTWISE_ARITY)))
    assert len(functions) > 200


SPEC_EXTENSIONS = "int16,int4,bf16,fp8e4m3,fp8e5m2,fft,variable,controlflow,doubleround,inexactround,dynamic,int64"


def _candidates() -> Iterator[tuple[list[str], str, str]]:
    """(argument types, result type, op line) of every op on every element type we know, results included."""
    integers = list(scalar.INT_TYPES)
    for op in ELEMENTWISE_ARITY:
        for t in scalar.ALL_TYPES:
            results: list[str | None] = [None]
            if op == "tosa.cast":
                results = list(scalar.ALL_TYPES)
            elif op == "tosa.mul" and t in integers:
                results = list(integers)
            for result in results:
                yield _operand_text(op, t, result)


def test_everything_the_tosa_specification_allows_is_supported() -> None:
    """Each (op, types) that MLIR 22's `tosa-validate` accepts with every profile and extension lowers."""
    legal_ops = []
    with ir.Context() as context, ir.Location.unknown():
        context.emit_error_diagnostics = False
        parsed = []
        for args, result, line in _candidates():
            if "f64" in (*args, result):  # outside the TOSA specification (no profile has it); test_ops runs f64
                continue
            text = _function(f"f{len(parsed)}", args, result, line)
            try:
                ir.Module.parse(text)
            except ir.MLIRError:
                continue  # MLIR 22 itself rejects it
            parsed.append(text)
        module = ir.Module.parse("".join(parsed))
        pipeline = (
            f"builtin.module(tosa-attach-target{{profiles=pro_int,pro_fp extensions={SPEC_EXTENSIONS} "
            "specification_version=1.1.draft},tosa-validate)"
        )
        try:
            PassManager.parse(pipeline).run(module.operation)
            illegal_lines: set[int] = set()
        except ir.MLIRError as exc:
            illegal_lines = {int(m) for m in re.findall(r'"-":(\d+):\d+: .* op illegal', str(exc))}
        for op in walk_ops(module.operation, frozenset(ELEMENTWISE_ARITY)):
            if op.location.start_line not in illegal_lines:
                legal_ops.append(op)
                scalar.check(op)  # raises for a spec-legal combination we do not lower
    assert len(legal_ops) > 100


def test_supported_types_cover_every_elementwise_op() -> None:
    assert set(scalar.SUPPORTED_TYPES) == set(ELEMENTWISE_ARITY)


def _body_ops(text: str) -> list[str]:
    with ir.Context(), ir.Location.unknown():
        module = _emit_all(text)
        return [op.name for op in walk_ops(module.operation) if op.name.startswith(("arith.", "math."))]


def _single(op: str, t: str, result: str | None = None) -> str:
    args, result_type, line = _operand_text(op, t, result)
    return _function("f", args, result_type, line)


@pytest.mark.parametrize(("element", "division"), [("i32", "arith.divf"), ("i64", "arith.divsi")])
def test_intdiv_guards_the_divisor(element: str, division: str) -> None:
    """i64 divides with `arith.divsi`, i32 in f64 (which vectorizes; exact, see `_intdiv`): either way by a
    divisor that a select has made neither 0 nor -1."""
    text = _single("tosa.intdiv", element)
    with ir.Context(), ir.Location.unknown():
        module = _emit_all(text)
        (div,) = [op for op in walk_ops(module.operation) if op.name in ("arith.divsi", "arith.divf")]
        assert div.name == division
        divisor = div.operands[1].owner
        if division == "arith.divf":
            assert divisor.name == "arith.sitofp" and str(div.result.type) == "f64"
            assert div.result.uses and next(iter(div.result.uses)).owner.name == "arith.fptosi"
            divisor = divisor.operands[0].owner
        assert divisor.name == "arith.select"


@pytest.mark.parametrize("op", ["tosa.logical_left_shift", "tosa.logical_right_shift", "tosa.arithmetic_right_shift"])
def test_shift_amounts_are_clamped(op: str) -> None:
    text = _single(op, "i16")
    with ir.Context(), ir.Location.unknown():
        module = _emit_all(text)
        shifts = [s for s in walk_ops(module.operation) if s.name in ("arith.shli", "arith.shrui", "arith.shrsi")]
        assert shifts
        for shift in shifts:
            assert shift.operands[1].owner.name in ("arith.minui", "arith.maxsi")


def test_float_to_int_cast_converts_only_in_range_values() -> None:
    text = _single("tosa.cast", "f32", "i8")
    with ir.Context(), ir.Location.unknown():
        module = _emit_all(text)
        (convert,) = [op for op in walk_ops(module.operation) if op.name == "arith.fptosi"]
        assert convert.operands[0].owner.name == "arith.select"


@pytest.mark.parametrize(("op", "t"), [("tosa.exp", "bf16"), ("tosa.add", "bf16"), ("tosa.cast", "bf16"),
                                       ("tosa.sigmoid", "f16"), ("tosa.mul", "f16")])  # fmt: skip
def test_half_precision_computes_in_f32_and_bf16_only_moves_bits(op: str, t: str) -> None:
    text = _single(op, t, "i32" if op == "tosa.cast" else None)
    with ir.Context(), ir.Location.unknown():
        module = _emit_all(text)
        body = [o for o in walk_ops(module.operation) if o.name.startswith(("arith.", "math."))]
        for o in body:
            types = {str(v.type) for v in [*o.operands, *o.results]}
            if o.name in ("arith.extf", "arith.truncf", "arith.bitcast"):
                continue
            assert not types & {"f16", "bf16"}, f"{o.name} on {types}"
        bf16_moves = {o.name for o in body if "bf16" in {str(v.type) for v in [*o.operands, *o.results]}}
        assert bf16_moves <= {"arith.bitcast"}


@pytest.mark.parametrize("t", ["f16", "bf16"])
@pytest.mark.parametrize("op", ["tosa.maximum", "tosa.minimum", "tosa.clamp"])
def test_half_max_min_clamp_compare_in_f32_and_return_a_half_operand(op: str, t: str) -> None:
    with ir.Context(), ir.Location.unknown():
        module = _emit_all(_single(op, t))
        body = [o for o in walk_ops(module.operation) if o.name.startswith(("arith.", "math."))]
        assert body[-1].name == "arith.select" and str(body[-1].results[0].type) == t  # no rounding
        assert not [o for o in body if o.name == "arith.truncf"]
        for compare in (o for o in body if o.name == "arith.cmpf"):
            assert str(compare.operands[0].type) == "f32"


@pytest.mark.parametrize(("nan_mode", "predicates"), [("PROPAGATE", ["uge", "ult"]), ("IGNORE", ["oge", "olt"])])
def test_clamp_decides_each_bound_with_one_compare(nan_mode: str, predicates: list[str]) -> None:
    text = _single("tosa.clamp", "f32").replace("max_val", f"nan_mode = #tosa.nan_mode<{nan_mode}>, max_val")
    with ir.Context(), ir.Location.unknown():
        module = _emit_all(text)
        compares = [str(o).split()[3].rstrip(",") for o in walk_ops(module.operation) if o.name == "arith.cmpf"]
        assert compares == predicates


def test_float_maximum_avoids_maximumf() -> None:
    ops = _body_ops(_single("tosa.maximum", "f32"))
    assert "arith.maximumf" not in ops and ops[-1] == "arith.select"
    assert "math.exp" not in _body_ops(_single("tosa.exp", "f32"))  # tosabcast.lowering.approx's polynomial, not libm


# -- errors ------------------------------------------------------------------------------------------------

NON_CONSTANT_SHIFT = """
func.func @f(%a: tensor<4xi32>, %s: tensor<1xi8>) -> tensor<4xi32> {
  %r = tosa.mul %a, %a, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
"""
NON_CONSTANT_ZP = """
func.func @f(%a: tensor<4xi8>, %z: tensor<1xi8>) -> tensor<4xi8> {
  %r = tosa.negate %a, %z, %z : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
"""
SHIFT_TOO_BIG = """
func.func @f(%a: tensor<4xi32>) -> tensor<4xi32> {
  %s = "tosa.const"() <{values = dense<64> : tensor<1xi8>}> : () -> tensor<1xi8>
  %r = tosa.mul %a, %a, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
"""
TRANSPOSE = """
func.func @f(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %r = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}
"""

ERRORS = [
    ("mul_non_constant_shift", NON_CONSTANT_SHIFT, "tosa.mul", "'tosa.mul' op shift must be a constant"),
    ("mul_shift_out_of_range", SHIFT_TOO_BIG, "tosa.mul", "'tosa.mul' op shift must be in [0, 63], got 64"),
    ("negate_non_constant_zero_point", NON_CONSTANT_ZP, "tosa.negate", "'tosa.negate' op input1_zp must be a constant"),
    ("exp_on_integers", _single("tosa.exp", "i32"), "tosa.exp", "'tosa.exp' op element type i32 is not supported"),
    ("bitwise_on_floats", _single("tosa.bitwise_and", "f32"), "tosa.bitwise_and",
     "'tosa.bitwise_and' op element type f32 is not supported"),
    ("add_on_i1", _single("tosa.add", "i1"), "tosa.add", "'tosa.add' op element type i1 is not supported"),
    ("add_on_f8", _single("tosa.add", "f8E5M2"), "tosa.add", "'tosa.add' op element type f8E5M2 is not supported"),
    ("cast_to_i4", _single("tosa.cast", "f32", "i4"), "tosa.cast",
     "'tosa.cast' op result element type i4 is not supported for operand type f32"),
    ("not_elementwise", TRANSPOSE, "tosa.transpose", "'tosa.transpose' op is not a supported element-wise op"),
]  # fmt: skip


@pytest.mark.parametrize(("name", "text", "op_name", "message"), ERRORS, ids=[e[0] for e in ERRORS])
def test_check_rejects_with_a_located_message(name: str, text: str, op_name: str, message: str) -> None:
    del name
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        (op,) = walk_ops(module.operation, frozenset({op_name}))
        with pytest.raises(scalar.Unsupported) as info:
            scalar.check(op)
    assert str(info.value) == message


def test_check_rejects_unverified_legacy_ops() -> None:
    from tosabcast.ir import legacy

    text = _single("tosa.mul", "i32", "i8")  # MLIR 22's verifier rejects it; the lenient reader does not
    with ir.Context() as context, ir.Location.unknown():
        module = legacy.parse(text, context)
        (op,) = walk_ops(module.operation, frozenset({"tosa.mul"}))
        with pytest.raises(scalar.Unsupported, match="result element type i8 is not supported for operand type i32"):
            scalar.check(op)


# -- semantic attributes -----------------------------------------------------------------------------------

ATTRS_TEXT = """
func.func @f(%a: tensor<4xi8>, %f: tensor<4xf16>) -> (tensor<4xi8>, tensor<4xi8>, tensor<4xf16>, tensor<4xf16>) {
  %in = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %out = "tosa.const"() <{values = dense<-5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %n = tosa.negate %a, %in, %out : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  %s = tosa.arithmetic_right_shift %a, %a {round = true} : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %c = tosa.clamp %f {min_val = -0.0 : f16, max_val = 2.5 : f16, nan_mode = #tosa.nan_mode<IGNORE>}
      : (tensor<4xf16>) -> tensor<4xf16>
  %m = tosa.minimum %f, %f : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  return %n, %s, %c, %m : tensor<4xi8>, tensor<4xi8>, tensor<4xf16>, tensor<4xf16>
}
"""


def test_semantic_attrs_read_attributes_and_constant_operands() -> None:
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(ATTRS_TEXT)
        found = {op.name: scalar.semantic_attrs(op) for op in walk_ops(module.operation, frozenset(ELEMENTWISE_ARITY))}
    assert found == {
        "tosa.negate": {"input1_zp": 3, "output_zp": -5},
        "tosa.arithmetic_right_shift": {"round": True},
        "tosa.clamp": {"nan_mode": "IGNORE", "min_val": -0.0, "max_val": 2.5},
        "tosa.minimum": {"nan_mode": "PROPAGATE"},
    }
