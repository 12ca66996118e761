"""Import a script that is not part of the package (bench/*.py, scripts/*.py) as a module, for the tests."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

REPO = Path(__file__).resolve().parents[1]


def load_script(relative: str, name: str) -> ModuleType:
    """Execute `REPO/relative` as module `name` (registered in sys.modules, so dataclasses and pickling work)."""
    spec = importlib.util.spec_from_file_location(name, REPO / relative)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module
