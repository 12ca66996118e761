"""Build a `PassManager` from a mix of our passes, named pipelines and stock MLIR passes.

Stock passes are added by their textual names. The bindings do not nest a pass
into the op it is anchored on (mlir-opt does, implicitly), so `stock_step`
finds the anchor of a bare flag like `--tosa-to-linalg` by trying it on an
empty module once, and wraps it in `func.func(...)` when that is where it runs.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from mlir import ir
from mlir.passmanager import PassManager

from tosabcast.registry import PASSES


class PipelineError(ValueError):
    """A pipeline that cannot be built: unknown pass, bad option, bad nesting."""


@dataclass(frozen=True)
class Step:
    """One step of a pipeline: our pass with options, or stock pipeline text."""

    ours: str | None = None
    options: dict[str, Any] = field(default_factory=dict)
    stock: str | None = None

    def describe(self) -> str:
        if self.ours is not None:
            opts = " ".join(f"{k}={_fmt(v)}" for k, v in self.options.items())
            return f"--{self.ours}" + (f'="{opts}"' if opts else "")
        return f"--pass-pipeline='builtin.module({self.stock})'"


def _fmt(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


# Named pipelines made of our passes and stock ones: name -> (description, textual elements).
# Filled by tosabcast.pipelines (imported lazily to keep this module light).
def named_pipelines() -> dict[str, tuple[str, str]]:
    """Return our named pipelines: name -> (description, pipeline text inside builtin.module)."""
    try:
        from tosabcast.pipelines import NAMED_PIPELINES
    except ModuleNotFoundError as exc:
        if exc.name != "tosabcast.pipelines":
            raise
        return {}
    return NAMED_PIPELINES


@functools.lru_cache(maxsize=None)
def _anchor_prefix(text: str) -> str:
    """Return '' if `text` runs on builtin.module, else the op it must be nested in."""
    for wrap in ("", "func.func"):
        pm = PassManager("builtin.module")
        pm.add(f"{wrap}({text})" if wrap else text)
        try:
            pm.run(ir.Module.create(ir.Location.unknown()).operation)
        except ir.MLIRError as exc:
            if "schedule pass" in str(exc):
                continue
            return wrap  # it was scheduled; it failed on the empty module for its own reasons
        return wrap
    raise PipelineError(f"cannot find the operation that pass '{text}' runs on")


def stock_step(name: str, options: str = "") -> Step:
    """Make a step for a stock pass given by flag name and option text, nested where it runs.

    Raises:
        PipelineError: the pass is unknown or an option is bad.
    """
    text = name + (f"{{{options}}}" if options else "")
    try:
        PassManager("builtin.module").add(text)
    except ValueError as exc:
        message = str(exc).strip().splitlines()
        raise PipelineError(_clean_stock_error(name, message)) from None
    prefix = _anchor_prefix(text)
    return Step(stock=f"{prefix}({text})" if prefix else text)


def _clean_stock_error(name: str, lines: list[str]) -> str:
    joined = " ".join(lines)
    if "does not refer to a registered pass" in joined:
        return f"unknown pass or option '--{name}'"
    detail = next((ln for ln in lines if "error:" in ln or "no such option" in ln), lines[0] if lines else "")
    detail = detail.split("error:", 1)[-1].strip()
    return f"bad options for pass '{name}': {detail}"


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
        steps.append(Step(stock=element.text()))
    return steps


def _reject_ours_nested(element: _Element) -> None:
    for child in element.children or []:
        if child.name in PASSES or child.name in named_pipelines():
            raise PipelineError(
                f"pass '{child.name}' must run directly on builtin.module, not nested in '{element.name}'"
            )
        _reject_ours_nested(child)


def build_pass_manager(steps: Sequence[Step]) -> PassManager:
    """Assemble a `PassManager` on builtin.module from steps, in order (needs a current Context)."""
    pm = PassManager("builtin.module")
    stock: list[str] = []
    for step in steps:
        if step.stock is not None:
            stock.append(step.stock)
            continue
        if stock:
            pm.add(",".join(stock))
            stock = []
        assert step.ours is not None
        PASSES[step.ours].add_to(pm, **step.options)
    if stock:
        pm.add(",".join(stock))
    return pm
