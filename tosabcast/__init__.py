"""tosabcast: check, repair, lower and run TOSA element-wise code on the upstream MLIR Python bindings."""

from __future__ import annotations

__version__ = "0.1.0"
