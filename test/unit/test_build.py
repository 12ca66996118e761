"""tosabcast.lowering.build: recording the ops a function builds and replaying them, and the lowering that relies on it."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
import test_scalar  # the op x type table of the scalar tests (pytest puts test/unit on sys.path)
from mlir import ir
from mlir.passmanager import PassManager
from tosabcast.passes.lower_to_linalg import lower_to_linalg

from tosabcast.ir.bridge import ELEMENTWISE_ARITY
from tosabcast.lowering import build, scalar
from tosabcast.lowering.build import arith

FUNCS = """
func.func @f(%a: f32, %b: f32, %c: f32) { return }
func.func @g(%a: f32, %b: f32, %c: f32) { return }
"""


@pytest.fixture
def funcs() -> Iterator[tuple[ir.Operation, ir.Operation]]:
    """@f and @g of `FUNCS`, in a context with a file location."""
    with ir.Context(), ir.Location.file("f.mlir", 3, 5):
        module = ir.Module.parse(FUNCS)
        f, g = (op.operation for op in module.body.operations)
        yield f, g


@pytest.fixture
def block(funcs: tuple[ir.Operation, ir.Operation]) -> Iterator[ir.Block]:
    """The body of @f, with an insertion point before its return."""
    body = funcs[0].regions[0].blocks[0]
    with ir.InsertionPoint(body.operations[0]):
        yield body


def _max_then_scale(a: ir.Value, b: ir.Value) -> ir.Value:
    """A little body: explicit and default attributes, a constant, an op built without the builders."""
    bigger = arith.select(arith.cmpf(arith.CmpFPredicate.OGT, a, b), a, b)
    fast = {"fastmath": ir.Attribute.parse("#arith.fastmath<fast>")}
    half = arith.constant(a.type, ir.FloatAttr.get(a.type, 0.5))
    return ir.Operation.create("arith.mulf", results=(a.type,), operands=(bigger, half), attributes=fast).result


def _body(func: ir.Operation) -> ir.Block:
    return func.regions[0].blocks[0]


def _before_return(func: ir.Operation) -> ir.InsertionPoint:
    return ir.InsertionPoint(_body(func).operations[len(_body(func).operations) - 1])


def test_replay_builds_what_the_function_builds_on_other_arguments(funcs: tuple[ir.Operation, ir.Operation]) -> None:
    f, g = funcs
    with _before_return(f):
        a, b, _ = _body(f).arguments
        _, recipe = build.record(lambda: _max_then_scale(a, b), [a, b])
    assert recipe is not None
    with _before_return(g):
        c, d, _ = _body(g).arguments
        replayed = recipe.replay([d, c])  # other arguments, swapped
    assert replayed.owner.name == "arith.mulf"
    body_of_f = str(f).splitlines()[1:]
    swapped = [line.replace("%arg0", "%x").replace("%arg1", "%arg0").replace("%x", "%arg1") for line in body_of_f]
    assert str(g).splitlines()[1:] == swapped
    assert len(swapped) == 6  # 4 ops, the return and the closing brace
    assert "fastmath<fast>" in str(g) and str(g).count("fastmath") == 1  # explicit kept; the default is not printed


def test_replay_uses_the_given_location(block: ir.Block) -> None:
    a, b, c = block.arguments
    _, recipe = build.record(lambda: arith.addf(a, b), [a, b])
    assert recipe is not None
    elsewhere = ir.Location.file("g.mlir", 7, 1)
    assert recipe.replay([c, a], elsewhere).owner.location == elsewhere
    assert recipe.replay([c, a]).owner.location == ir.Location.file("f.mlir", 3, 5)


@pytest.mark.parametrize(
    "case",
    ["repeated argument", "value from outside", "other location", "op with a region"],
)
def test_no_recipe_when_the_ops_cannot_be_replayed_as_recorded(block: ir.Block, case: str) -> None:
    a, b, c = block.arguments
    builds: dict[str, tuple[Callable[[], ir.Value], list[ir.Value]]] = {
        "repeated argument": (lambda: arith.addf(a, a), [a, a]),
        "value from outside": (lambda: arith.addf(a, c), [a, b]),
        "other location": (lambda: _at(ir.Location.file("g.mlir", 1, 1), lambda: arith.addf(a, b)), [a, b]),
        "op with a region": (
            lambda: ir.Operation.create("scf.execute_region", results=(a.type,), regions=1).result,
            [a, b],
        ),
    }
    fn, args = builds[case]
    value, recipe = build.record(fn, args)
    assert recipe is None and value is not None


def _at(loc: ir.Location, fn: Callable[[], ir.Value]) -> ir.Value:
    with loc:
        return fn()


def test_returning_an_argument_builds_nothing(block: ir.Block) -> None:
    a, b, c = block.arguments
    _, recipe = build.record(lambda: b, [a, b])
    assert recipe is not None and recipe.replay([c, a]) == a
    assert len(block.operations) == 1  # the return


# -- the lowering: replayed bodies are the bodies built --------------------------------------------------------


def _every_body_twice() -> str:
    """Each supported op and type combination in two functions: the second one's body is replayed."""
    functions = []
    for copy in range(2):
        for index, (op, t, result) in enumerate(test_scalar._supported()):
            args, result_type, line = test_scalar._operand_text(op, t, result or None)
            functions.append(test_scalar._function(f"f{copy}_{index}", args, result_type, line))
    return "".join(functions)


def _lowered(text: str, *, locations: bool = True, canonical: bool = False, **options: bool) -> str:
    """`text` lowered, printed; with `canonical`, also canonicalized and CSE'd (which hoists all constants)."""
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        assert lower_to_linalg(module.operation, **options)
        assert module.operation.verify()
        if canonical:
            PassManager.parse("builtin.module(canonicalize,cse)").run(module.operation)
        return module.operation.get_asm(enable_debug_info=locations)


def test_lowering_with_replayed_bodies_computes_what_building_each_computes(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same IR up to where constants are (replays share them): equal once canonicalized."""
    text = _every_body_twice()
    assert len(ELEMENTWISE_ARITY) == len(scalar.SUPPORTED_TYPES)
    replayed = _lowered(text, locations=False, canonical=True)
    monkeypatch.setattr(build, "record", lambda fn, args: (fn(), None))
    built = _lowered(text, locations=False, canonical=True)
    assert replayed == built
    assert replayed.count("linalg.generic") > 400


INTDIVS = """
func.func @three(%a: tensor<?xi32>, %b: tensor<?xi32>) -> tensor<?xi32> {
  %0 = tosa.intdiv %a, %b : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
  %1 = tosa.intdiv %0, %b : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
  %2 = tosa.intdiv %1, %0 : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
  return %2 : tensor<?xi32>
}
func.func @again(%a: tensor<?xi32>, %b: tensor<?xi32>) -> tensor<?xi32> {
  %0 = tosa.intdiv %a, %b : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}
func.func @once(%a: tensor<?xi64>, %b: tensor<?xi64>) -> tensor<?xi64> {
  %0 = tosa.intdiv %a, %b : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  return %0 : tensor<?xi64>
}
"""


def test_replayed_bodies_share_their_constants_in_a_block() -> None:
    """intdiv's 0, -1 and 1 (i32): built once per block, before the first generic that uses them."""
    three, rest = _lowered(INTDIVS, locations=False, fuse=False).split("func.func @again")
    again, once = rest.split("func.func @once")
    assert three.count("arith.constant 0 : i32") == 1 and three.count("arith.constant -1 : i32") == 1
    assert three.index("arith.constant 0 : i32") < three.index("linalg.generic")
    assert three.count("linalg.generic") == 3 and three.count("arith.divf") == 3  # i32 divides in f64
    assert again.index("arith.constant 0 : i32") < again.index("linalg.generic")  # replayed: its own block's
    assert once.index("linalg.generic") < once.index("arith.constant 0 : i64")  # built once: in its body


def test_no_recipe_when_the_function_also_builds_elsewhere_in_the_block(block: ir.Block) -> None:
    a, b, _ = block.arguments

    def hoisting() -> ir.Value:
        with ir.InsertionPoint.at_block_begin(block):
            arith.subf(a, b)  # unused: only its position tells it from the ops that were there
        return arith.mulf(a, b)

    _, recipe = build.record(lambda: arith.addf(a, b), [a, b])
    assert recipe is not None  # an op is before the insertion point from now on
    value, recipe = build.record(hoisting, [a, b])
    assert recipe is None and value.owner.name == "arith.mulf"


ATTRIBUTE_VARIANTS = [
    ("max_propagate", "tosa.maximum %a, %b {nan_mode = #tosa.nan_mode<PROPAGATE>}", "f32"),
    ("max_ignore", "tosa.maximum %a, %b {nan_mode = #tosa.nan_mode<IGNORE>}", "f32"),
    ("clamp_unit", "tosa.clamp %a {min_val = -1.0 : f32, max_val = 1.0 : f32}", "f32"),
    ("clamp_half", "tosa.clamp %a {min_val = -0.5 : f32, max_val = 0.5 : f32}", "f32"),
    ("shift_round", "tosa.arithmetic_right_shift %a, %b {round = true}", "i32"),
    ("shift_floor", "tosa.arithmetic_right_shift %a, %b {round = false}", "i32"),
]


def _variant(name: str, op: str, t: str) -> str:
    operands = "(tensor<4x{0}>, tensor<4x{0}>)" if "%b" in op else "(tensor<4x{0}>)"
    return (
        f"func.func @{name}(%a: tensor<4x{t}>, %b: tensor<4x{t}>) -> tensor<4x{t}> {{\n"
        f"  %0 = {op} : {operands.format(t)} -> tensor<4x{t}>\n  return %0 : tensor<4x{t}>\n}}\n"
    )


def test_ops_that_differ_in_an_attribute_get_their_own_bodies() -> None:
    """Bodies are shared by ops equal in all `check` reads: lowering together equals lowering apart."""
    functions = {name: _variant(name, op, t) for name, op, t in ATTRIBUTE_VARIANTS}
    together = _lowered("".join(functions.values()), locations=False)
    apart = [_lowered(text, locations=False) for text in functions.values()]
    for name, alone in zip(functions, apart, strict=True):
        assert _function_text(together, name) == _function_text(alone, name)
    assert len({_function_text(alone, name) for name, alone in zip(functions, apart, strict=True)}) == 6


def _function_text(module_text: str, name: str) -> str:
    start = module_text.index(f"func.func @{name}(")
    return module_text[start : module_text.index("\n  }", start)].replace(f"@{name}", "@f")
