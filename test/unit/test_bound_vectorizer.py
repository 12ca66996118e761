"""`--tosabcast-bound-vectorizer` on IR the lit tests do not hold: regions nested thousands deep."""

from __future__ import annotations

from mlir import ir
from tosabcast.passes.bound_vectorizer import bound_vectorizer


def _loop_around(body: str) -> str:
    return f"""func.func @f(%m: memref<?x12xi1>, %n: index, %c: i1) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  scf.for %i = %c0 to %n step %c1 {{
{body}  }}
  return
}}"""


ROW = """scf.for %j = %c0 to %c12 step %c1 {
  %x = memref.load %m[%i, %j] : memref<?x12xi1>
  memref.store %x, %m[%i, %j] : memref<?x12xi1>
}
"""


def test_a_row_loop_under_an_if_is_marked() -> None:
    with ir.Context():
        module = ir.Module.parse(_loop_around(f"scf.if %c {{\n{ROW}}}\n"))
        assert bound_vectorizer(module.operation)
        assert "loop_annotation" in str(module)


def test_regions_nested_thousands_deep_leave_the_loop_alone() -> None:
    """The inner-loop count recurses into regions; 3,000 nested `scf.if`s exceed Python's stack: the loop is
    left unmarked (a RecursionError would have been an internal error of the pass, failing the compile)."""
    body = ROW
    for _ in range(3000):
        body = f"scf.if %c {{\n{body}}}\n"
    with ir.Context():
        module = ir.Module.parse(_loop_around(body))
        assert bound_vectorizer(module.operation)
        assert "loop_annotation" not in str(module)
