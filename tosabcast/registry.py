"""Our passes as objects: one `PassInfo` per pass, usable as a CLI flag and in any `PassManager`.

    from mlir.passmanager import PassManager
    from tosabcast.registry import PASSES

    pm = PassManager("builtin.module")
    pm.add("canonicalize")
    PASSES["tosabcast-verify"].add_to(pm, strict=True)
    pm.add("cse")
    pm.run(module.operation)

Python passes are added without `op_name` (the MLIR 22 bindings fail to
schedule any pass given one) and check the anchor themselves: they run on a
`builtin.module` and walk inside it.
"""

from __future__ import annotations

import importlib
import os
import sys
import traceback
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from mlir import ir
from mlir.passmanager import ExternalPass, PassManager

from tosabcast.ir.diagnostics import emit_error, report_unreadable_names

PassFn = Callable[..., bool]
"""`fn(module: ir.Operation, **options) -> bool`: True on success; errors already emitted."""


@dataclass(frozen=True)
class Option:
    """One pass option, set as `--pass="name=value"` or `pass{name=value}`."""

    name: str
    type: type
    default: Any
    help: str
    choices: tuple[Any, ...] = ()
    """The values allowed (empty: any value of `type`)."""
    minimum: int | None = None
    """The smallest value allowed, for an int option."""

    @property
    def keyword(self) -> str:
        """The keyword argument of the pass function: the name with `-` as `_`."""
        return self.name.replace("-", "_")

    def parse(self, text: str) -> Any:
        """Convert the textual value; raise ValueError with a readable message."""
        if self.type is bool:
            lowered = text.lower()
            if lowered in ("", "1", "true", "on"):
                return True
            if lowered in ("0", "false", "off"):
                return False
            raise ValueError(f"option '{self.name}' expects true or false, got '{text}'")
        try:
            value = self.type(text)
        except ValueError:
            raise ValueError(f"option '{self.name}' expects {self.type.__name__}, got '{text}'") from None
        if self.choices and value not in self.choices:
            raise ValueError(f"option '{self.name}' expects one of {', '.join(map(str, self.choices))}, got '{text}'")
        if self.minimum is not None and value < self.minimum:
            raise ValueError(f"option '{self.name}' expects {self.minimum} or more, got '{text}'")
        return value


@dataclass(frozen=True)
class PassInfo:
    """A pass: its flag name, the function that runs it, and its options."""

    name: str
    run: PassFn
    description: str
    options: tuple[Option, ...] = field(default_factory=tuple)

    def parse_options(self, text: str) -> dict[str, Any]:
        """Parse `a=1 b=true` (space or comma separated) into keyword arguments.

        Raises:
            ValueError: an unknown option or a bad value.
        """
        by_name = {o.name: o for o in self.options}
        values: dict[str, Any] = {}
        for item in text.replace(",", " ").split():
            key, _, value = item.partition("=")
            if key not in by_name:
                known = ", ".join(by_name) or "none"
                raise ValueError(f"pass '{self.name}' has no option '{key}' (options: {known})")
            values[by_name[key].keyword] = by_name[key].parse(value)
        return values

    def check_options(self, options: Mapping[str, Any]) -> None:
        """Raise TypeError if `options` names an option this pass does not have."""
        unknown = set(options) - {o.keyword for o in self.options}
        if unknown:
            raise TypeError(f"pass '{self.name}' has no option(s) {sorted(unknown)}")

    def invoke(self, op: ir.Operation, **options: Any) -> bool:
        """Run on `op`, which must be a builtin.module; True on success.

        Nothing raised in the pass leaves this method (it would unwind through
        the C++ pass manager): any exception, KeyboardInterrupt included,
        becomes a located error, and so does a result that is not a bool.
        `TOSABCAST_DEBUG=1` also prints the traceback.
        """
        try:
            if op.name != "builtin.module":
                emit_error(op.location, f"pass '{self.name}' runs on 'builtin.module', not on '{op.name}'")
                return False
            if not report_unreadable_names(op):  # reading such a name would abort the process
                return False
            ok = self.run(op, **options)
            if not isinstance(ok, bool):
                emit_error(op.location, f"internal error in pass '{self.name}': it returned {ok!r}, not True or False")
                return False
            return ok
        except BaseException as exc:  # noqa: BLE001 -- never unwind through the C++ pass manager
            report_exception(self.name, op, exc)
            return False

    def bind(self, **options: Any) -> Callable[[ir.Operation, ExternalPass], None]:
        """Return the `(op, pass_)` callable the bindings run, with options bound."""
        self.check_options(options)

        def run_pass(op: ir.Operation, pass_: ExternalPass) -> None:
            if not self.invoke(op, **options):
                pass_.signal_pass_failure()

        run_pass.__name__ = self.name.replace("-", "_")
        return run_pass

    def add_to(self, pm: PassManager, **options: Any) -> None:
        """Append this pass to `pm` (anchored on `builtin.module`)."""
        pm.add(self.bind(**options), name=self.name, argument=self.name, description=self.description)


def report_exception(name: str, op: ir.Operation, exc: BaseException) -> None:
    """Emit an exception raised in pass `name` as an error at `op`; never raise."""
    try:
        if os.environ.get("TOSABCAST_DEBUG"):
            traceback.print_exception(exc, file=sys.stderr)
        detail = "".join(traceback.format_exception_only(type(exc), exc)).strip()
        emit_error(op.location, f"internal error in pass '{name}': {detail}")
    except BaseException:  # noqa: BLE001, S110 -- reporting must not raise either; the pass still fails
        pass


# Pass modules, each defining `PASS = PassInfo(...)`. Order is the order of `--help`.
_PASS_MODULES = (
    "tosabcast.passes.verify",
    "tosabcast.passes.infer_shapes",
    "tosabcast.passes.equalize_ranks",
    "tosabcast.passes.check_shapes",
    "tosabcast.passes.check_lowerable",
    "tosabcast.passes.prepare_stock",
    "tosabcast.passes.lower_to_linalg",
    "tosabcast.passes.expand_exp",
    "tosabcast.passes.table_erf",
    "tosabcast.passes.expand_math",
    "tosabcast.passes.version_loops",
    "tosabcast.passes.split_tasks",
    "tosabcast.passes.strided_copies",
    "tosabcast.passes.collapse_dims",
    "tosabcast.passes.interchange_reductions",
    "tosabcast.passes.block_registers",
    "tosabcast.passes.transpose_tiles",
    "tosabcast.passes.version_sincos",
    "tosabcast.passes.bound_vectorizer",
    "tosabcast.passes.vectorize_small_loops",
    "tosabcast.passes.widen_i1",
    "tosabcast.passes.vectorize_bool_stores",
    "tosabcast.passes.stream_stores",
    "tosabcast.passes.fold_tails",
    "tosabcast.passes.prefetch_streams",
    "tosabcast.passes.guard_allocations",
)


def _load() -> dict[str, PassInfo]:
    passes: dict[str, PassInfo] = {}
    for module_name in _PASS_MODULES:
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name == module_name:  # not written yet: a pass exists only when it works
                continue
            raise
        info: PassInfo = module.PASS
        passes[info.name] = info
    return passes


class _Registry(Mapping[str, PassInfo]):
    """Lazy name -> PassInfo map, loaded on first use."""

    def __init__(self) -> None:
        self._passes: dict[str, PassInfo] | None = None

    def _get(self) -> dict[str, PassInfo]:
        if self._passes is None:
            self._passes = _load()
        return self._passes

    def __getitem__(self, key: str) -> PassInfo:
        return self._get()[key]

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self._get())

    def __len__(self) -> int:
        return len(self._get())


PASSES: Mapping[str, PassInfo] = _Registry()
