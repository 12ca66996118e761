"""Build a `PassManager` from a mix of our passes, named pipelines and stock MLIR passes.

Stock passes are added by their textual names. Neither the bindings nor MLIR
22's mlir-opt nest a pass into the op it is anchored on (`--tosa-to-linalg`
on a module is "unable to schedule"), so `stock_step` finds the anchor of a
bare flag by trying it on an empty module once, and wraps it in
`func.func(...)` when that is where it runs. Every stock element is checked
when the pipeline is built, so that a typo is an error before any input is read.
"""

from __future__ import annotations

import contextlib
import difflib
import functools
import os
import re
import sys
import tempfile
import threading
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from mlir import ir
from mlir.passmanager import ExternalPass, PassManager

from tosabcast.ir.checks import report_rank_problems
from tosabcast.registry import PASSES, report_exception


class PipelineError(ValueError):
    """A pipeline that cannot be built: unknown pass, bad option, bad nesting."""


@dataclass(frozen=True)
class Step:
    """One step of a pipeline: our pass with options, or stock pipeline text."""

    ours: str | None = None
    options: dict[str, Any] = field(default_factory=dict)
    stock: str | None = None

    def describe(self) -> str:
        """The command-line flag that runs this step."""
        if self.ours is not None:
            opts = " ".join(f"{k.replace('_', '-')}={_fmt(v)}" for k, v in self.options.items())
            return f"--{self.ours}" + (f'="{opts}"' if opts else "")
        return f"--pass-pipeline='builtin.module({self.stock})'"

    def label(self) -> str:
        """The pipeline element of this step, as in `--pass-pipeline`: `cse`, `func.func(tosa-to-linalg)`."""
        if self.ours is not None:
            opts = " ".join(f"{k.replace('_', '-')}={_fmt(v)}" for k, v in self.options.items())
            return self.ours + (f"{{{opts}}}" if opts else "")
        assert self.stock is not None
        return self.stock


def _fmt(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


# Named pipelines made of our passes and stock ones: name -> (description, textual elements).
# Filled by tosabcast.pipelines.named (imported lazily to keep this module light).
def named_pipelines() -> dict[str, tuple[str, str]]:
    """Return our named pipelines: name -> (description, pipeline text inside builtin.module)."""
    try:
        from tosabcast.pipelines.named import NAMED_PIPELINES
    except ModuleNotFoundError as exc:
        if exc.name != "tosabcast.pipelines.named":
            raise
        return {}
    return NAMED_PIPELINES


@functools.lru_cache(maxsize=None)
def _anchor_prefix(text: str) -> str:
    """Return '' if `text` runs on builtin.module, else the op it must be nested in.

    The probe runs in a context of its own, so that its diagnostics reach no
    `Collector` and land in the `MLIRError`.
    """
    for wrap in ("", "func.func"):
        with ir.Context(), ir.Location.unknown():
            pm = PassManager("builtin.module")
            pm.add(f"{wrap}({text})" if wrap else text)
            try:
                pm.run(ir.Module.create().operation)
            except ir.MLIRError as exc:
                if "schedule pass" in str(exc):
                    continue
        return wrap  # scheduled (it may fail on an empty module for its own reasons)
    raise PipelineError(f"cannot find the operation that pass '{text}' runs on")


class UnknownPassError(PipelineError):
    """A pass name that is neither ours, nor one of our pipelines, nor a stock pass."""

    def __init__(self, name: str) -> None:
        known = [*PASSES, *named_pipelines()]
        close = difflib.get_close_matches(name, known, n=1, cutoff=0.75)
        super().__init__(f"unknown pass '{name}'" + (f"; did you mean '{close[0]}'?" if close else ""))
        self.name = name
        self.suggestion = close[0] if close else None


def stock_step(name: str, options: str = "") -> Step:
    """Make a step for a stock pass given by flag name and option text, nested where it runs.

    A pass restricted to an op (`func.func` for `llvm-request-c-wrappers`) is
    nested in it; a pass on an interface (`tosa-to-linalg`, on any function)
    is found by `_anchor_prefix`.

    Raises:
        PipelineError: the pass is unknown or an option is bad.
    """
    text = name + (f"{{{options}}}" if options else "")
    error = _add_error(text)
    restricted = re.search(r"restricted to '([^']+)'", error or "")
    if restricted is not None:
        text = f"{restricted.group(1)}({text})"
        check_stock(text, name)
        return Step(stock=text)
    if error is not None:
        raise _stock_error(error, name)
    prefix = _anchor_prefix(text)
    return Step(stock=f"{prefix}({text})" if prefix else text)


def check_stock(text: str, name: str) -> None:
    """Check that MLIR can parse the stock pipeline element `text` (pass `name` or a nested pipeline).

    Raises:
        PipelineError: naming the pass and what MLIR says is wrong.
    """
    error = _add_error(text)
    if error is not None:
        raise _stock_error(error, name)


def _add_error(text: str) -> str | None:
    """Add `text` to a module pass manager; return what MLIR said against it, or None.

    LLVM's option parser prints some complaints straight to stderr; they are
    captured and returned with the rest instead.
    """
    with captured_stderr() as captured:
        try:
            PassManager("builtin.module").add(text)
            return None
        except ValueError as exc:
            error = str(exc)
    return "".join(captured) + "\n" + error


def _stock_error(error: str, name: str) -> PipelineError:
    lines = [ln.strip().lstrip(":").strip() for ln in error.splitlines()]
    lines = [ln for ln in lines if ln]
    unknown = next((ln for ln in lines if "does not refer to a registered pass" in ln), None)
    if unknown is not None:
        return UnknownPassError(unknown.split("'")[1] if unknown.count("'") >= 2 else name)
    detail = next((ln for ln in lines if "error:" in ln or "option" in ln), lines[0] if lines else "rejected by MLIR")
    detail = detail.split("error:", 1)[-1].replace("<Pass-Options-Parser>:", "").strip().rstrip("!")
    return PipelineError(f"bad options for pass '{name}': {detail}")


_stderr_lock = threading.RLock()  # file descriptor 2 is the process's: one capture at a time


@contextlib.contextmanager
def captured_stderr() -> Iterator[list[str]]:
    """Redirect file descriptor 2 (where C++ code writes) to a temporary file; on exit, put its text in the list.

    Captures nest, and threads take turns (a lock), so no capture loses another's text or the terminal's.
    """
    with _stderr_lock:
        sys.stderr.flush()
        text: list[str] = []
        saved = os.dup(2)
        with tempfile.TemporaryFile() as sink:
            os.dup2(sink.fileno(), 2)
            try:
                yield text
            finally:
                os.dup2(saved, 2)
                os.close(saved)
                sink.seek(0)
                text.append(sink.read().decode("utf-8", "backslashreplace"))


def flag_steps(name: str, options: str = "") -> list[Step]:
    """Turn one command-line pass flag into steps: ours, a named pipeline, or a stock pass."""
    if name in PASSES:
        try:
            return [Step(ours=name, options=PASSES[name].parse_options(options))]
        except ValueError as exc:
            raise PipelineError(str(exc)) from None
    pipelines = named_pipelines()
    if name in pipelines:
        if options:
            raise PipelineError(f"pipeline '{name}' takes no options")
        return parse_pipeline(pipelines[name][1])
    return [stock_step(name, options)]


# Textual pipelines: `builtin.module(a, b{x=1}, func.func(c))` --------------------------------


@dataclass
class _Element:
    name: str
    options: str
    children: list[_Element] | None  # None: a pass; a list: a nested pipeline on op `name`

    def text(self) -> str:
        if self.children is not None:
            return f"{self.name}({','.join(c.text() for c in self.children)})"
        return self.name + (f"{{{self.options}}}" if self.options else "")


def _parse_elements(text: str, pos: int) -> tuple[list[_Element], int]:
    elements: list[_Element] = []
    while True:
        while pos < len(text) and text[pos] in " \t\n":
            pos += 1
        start = pos
        while pos < len(text) and text[pos] not in ",(){} \t\n":
            pos += 1
        name = text[start:pos]
        if not name:
            raise PipelineError(f"expected a pass name at offset {start} of '{text}'")
        options = ""
        children: list[_Element] | None = None
        if pos < len(text) and text[pos] == "{":
            depth, begin = 1, pos + 1
            pos += 1
            while pos < len(text) and depth:
                depth += {"{": 1, "}": -1}.get(text[pos], 0)
                pos += 1
            if depth:
                raise PipelineError(f"unbalanced '{{' in pipeline '{text}'")
            options = text[begin : pos - 1]
        if pos < len(text) and text[pos] == "(":
            children, pos = _parse_elements(text, pos + 1)
            if pos >= len(text) or text[pos] != ")":
                raise PipelineError(f"expected ')' in pipeline '{text}'")
            pos += 1
        elements.append(_Element(name, options, children))
        while pos < len(text) and text[pos] in " \t\n":
            pos += 1
        if pos < len(text) and text[pos] == ",":
            pos += 1
            continue
        return elements, pos


def parse_pipeline(text: str) -> list[Step]:
    """Parse `builtin.module(...)` (or a bare element list) into steps.

    Our passes and named pipelines must sit directly under `builtin.module`.

    Raises:
        PipelineError: a syntax error, an unknown pass, or one of ours nested too deep.
    """
    text = text.strip()
    elements, pos = _parse_elements(text, 0)
    if pos != len(text):
        raise PipelineError(f"unexpected '{text[pos:]}' in pipeline '{text}'")
    if len(elements) == 1 and elements[0].name == "builtin.module" and elements[0].children is not None:
        elements = elements[0].children
    steps: list[Step] = []
    for element in elements:
        if element.children is None:
            steps += flag_steps(element.name, element.options)
            continue
        _reject_ours_nested(element)
        check_stock(element.text(), element.name)
        steps.append(Step(stock=element.text()))
    return steps


def _reject_ours_nested(element: _Element) -> None:
    for child in element.children or []:
        if child.name in PASSES or child.name in named_pipelines():
            raise PipelineError(
                f"pass '{child.name}' must run directly on builtin.module, not nested in '{element.name}'"
            )
        _reject_ours_nested(child)


def split_runs(steps: Sequence[Step]) -> list[list[Step]]:
    """Split steps into the parts the driver runs with one `PassManager` each.

    Every stock step is a part of its own, so a crash can be blamed on it;
    consecutive steps of ours stay together (see `_add_ours`).
    """
    parts: list[list[Step]] = []
    for step in steps:
        if parts and step.ours is not None and parts[-1][-1].ours is not None:
            parts[-1].append(step)
        else:
            parts.append([step])
    return parts


def build_pass_manager(steps: Sequence[Step]) -> PassManager:
    """Assemble a `PassManager` on builtin.module from steps, in order (needs a current Context).

    Consecutive passes of ours become one pass (see `_add_ours`).
    """
    pm = PassManager("builtin.module")
    stock: list[str] = []
    ours: list[Step] = []
    for step in steps:
        if step.stock is not None:
            if ours:
                _add_ours(pm, ours)
                ours = []
            stock.append(step.stock)
            continue
        if stock:
            pm.add(",".join(stock))
            stock = []
        ours.append(step)
    if ours:
        _add_ours(pm, ours)
    if stock:
        pm.add(",".join(stock))
    return pm


def _add_ours(pm: PassManager, steps: Sequence[Step]) -> None:
    """Add a run of our passes as one pass: MLIR verifies after the run, not between its passes.

    Our passes may hand each other rank-mismatched TOSA that MLIR 22 rejects
    and a later pass of the run repairs: legacy input, or a `tosa.sub` whose
    operand `--tosabcast-infer-shapes` refined, before
    `--tosabcast-equalize-ranks`. The run ends with our AllRanksMatchIfKnown
    check, so what is left unrepaired is reported with our diagnostics.
    """
    passes = [(PASSES[step.ours], step.options) for step in steps if step.ours is not None]
    for info, options in passes:
        info.check_options(options)
    names = ",".join(info.name for info, _ in passes)

    def run(op: ir.Operation, pass_: ExternalPass) -> None:
        try:
            ok = all(info.invoke(op, **options) for info, options in passes) and report_rank_problems(
                op, after=passes[-1][0].name
            )
        except BaseException as exc:  # noqa: BLE001 -- never unwind through the C++ pass manager
            report_exception(names, op, exc)
            ok = False
        if not ok:
            pass_.signal_pass_failure()

    run.__name__ = names.replace("-", "_").replace(",", "__")
    pm.add(run, name=names, argument=names, description="; ".join(info.description for info, _ in passes))
