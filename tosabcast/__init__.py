"""tosabcast: check, repair, lower and run TOSA element-wise code on the upstream MLIR Python bindings.

`import tosabcast` stays light (no MLIR import): `tosabcast.compile` loads
`tosabcast.runtime.jit`, and `tosabcast.parse` (`ir.Operation.parse` with our
precise errors, see `tosabcast.ir.parsing`) loads the IR layer, on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"
__all__ = ["compile", "parse"]

if TYPE_CHECKING:
    from tosabcast.ir.parsing import parse
    from tosabcast.runtime.jit import compile


def __getattr__(name: str) -> Any:
    if name == "compile":
        from tosabcast.runtime.jit import compile

        return compile
    if name == "parse":
        from tosabcast.ir.parsing import parse

        return parse
    raise AttributeError(f"module 'tosabcast' has no attribute '{name}'")
