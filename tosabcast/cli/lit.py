"""lit for users: `configure(config, lit_config)` for a `lit.cfg.py`, and `python -m tosabcast.lit PATH...`.

Upstream MLIR suites get their lit configuration from CMake's
`configure_lit_site_cfg`; ours come from the pinned wheels, so a user's
`lit.cfg.py` is two lines:

    from tosabcast.lit import configure
    configure(config, lit_config)

and then RUN lines can use `tosabcast-opt`, `tosabcast-run`, `FileCheck`,
`not`, `mlir-opt`, `mlir-runner`, `%PYTHON`, `%mlir_lib_dir`, ... (the full
list is `substitutions()` and docs/testing.md). Tool directories come from
`tosabcast.runtime.toolchain`, so the `TOSABCAST_LLVM_BIN` / `TOSABCAST_MLIR_BIN`
/ `TOSABCAST_MLIR_LIB` overrides point a suite at one's own LLVM build.

A directory without a lit configuration runs with `python -m tosabcast.lit
DIR` (or `tosabcast-lit DIR`): for each such directory a site configuration
is written into a temporary directory, with the user's directory as the
test source root and the temporary one as the exec root (so `%t` files never
land in the user's tree), and lit runs on it. Every lit flag passes through
(`-v`, `-a`, `--filter`, `-j`, ...). A directory that has its own `lit.cfg.py`
(or `lit.site.cfg.py`, `lit.cfg`, `lit.site.cfg`) is handed to lit as it is.
We chose a generated site configuration over lit's private `config_map`
parameter, which only redirects configuration files that exist.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
import sysconfig
import tempfile
from collections.abc import Sequence
from typing import Any

from tosabcast.runtime import toolchain

PROG = "tosabcast-lit"
SUFFIXES = (".mlir", ".test")
"""Test files by default. `.py` is opt-in (`suffixes=[".mlir", ".py"]`): helper scripts and pytest files would
otherwise be run as lit tests with no RUN line."""
EXCLUDES = ("Inputs", "Output", "lit.cfg.py", "lit.site.cfg.py", "lit.local.cfg", "__pycache__", "README.md")
CONFIG_NAMES = ("lit.site.cfg.py", "lit.site.cfg", "lit.cfg.py", "lit.cfg")
"""What lit looks for in a directory to call it a test suite."""
PASSED_ENVIRONMENT = ("HOME", "TMPDIR", "PYTHONPATH", "LD_LIBRARY_PATH")

_TOOLS = {"tosabcast-opt": "tosabcast.opt", "tosabcast-run": "tosabcast.run"}


class ToolchainMissing(Exception):
    """The LLVM/MLIR tools cannot be found; `str()` says what to install or set."""


def tool_dirs() -> tuple[str, str, str]:
    """Return the (LLVM bin, MLIR bin, MLIR lib) directories, checking the tools the RUN lines need are there.

    Raises:
        ToolchainMissing: a wheel is missing, or a directory lacks a tool.
    """
    try:
        llvm_bin, mlir_bin, mlir_lib = toolchain.llvm_bin(), toolchain.mlir_bin(), toolchain.mlir_lib()
    except FileNotFoundError as exc:
        raise ToolchainMissing(f"{exc}; reinstall with 'pip install tosabcast'") from None
    needed = [(llvm_bin, "FileCheck", "TOSABCAST_LLVM_BIN"), (llvm_bin, "not", "TOSABCAST_LLVM_BIN")]
    needed += [(mlir_bin, "mlir-opt", "TOSABCAST_MLIR_BIN"), (mlir_bin, "mlir-runner", "TOSABCAST_MLIR_BIN")]
    needed += [(mlir_lib, "libmlir_c_runner_utils.so", "TOSABCAST_MLIR_LIB")]
    for directory, name, variable in needed:
        if not os.path.exists(os.path.join(directory, name)):
            raise ToolchainMissing(
                f"'{name}' is not in {directory} (set {variable} to a directory that has it, "
                "or reinstall the wheels with 'pip install tosabcast'; see cmake-free-build.md)"
            )
    return llvm_bin, mlir_bin, mlir_lib


def _word(name: str) -> str:
    """A lit substitution pattern for a tool name as a whole word (not inside a path or a longer name)."""
    return r"(?<![\w./%-])" + re.escape(name) + r"(?![\w./-])"


def substitutions(python: str, llvm_bin: str, mlir_bin: str, mlir_lib: str) -> list[tuple[str, str]]:
    """The lit substitutions `configure` adds, as (pattern, replacement) pairs, in the order they apply."""
    found = [(_word(tool), f"{python} -m {module}") for tool, module in _TOOLS.items()]
    found += [
        ("%PYTHON", python),
        ("%mlir-opt", os.path.join(mlir_bin, "mlir-opt")),
        ("%mlir-runner", os.path.join(mlir_bin, "mlir-runner")),
        ("%FileCheck", os.path.join(llvm_bin, "FileCheck")),
        ("%not", os.path.join(llvm_bin, "not")),
        ("%mlir_lib_dir", mlir_lib),
        ("%mlir_c_runner_utils", os.path.join(mlir_lib, "libmlir_c_runner_utils.so")),
        ("%mlir_runner_utils", os.path.join(mlir_lib, "libmlir_runner_utils.so")),
        ("%shlibext", ".so"),
    ]
    return found


def configure(
    config: Any,
    lit_config: Any,
    *,
    name: str | None = None,
    suffixes: Sequence[str] = SUFFIXES,
    excludes: Sequence[str] = EXCLUDES,
    source_root: str | None = None,
    exec_root: str | None = None,
) -> None:
    """Set up a lit suite for tosabcast: test format, tools on PATH, substitutions, suffixes.

    Call it from a `lit.cfg.py` with lit's `config` and `lit_config`. Roots
    left as None are lit's defaults (the configuration's own directory).
    Calls `lit_config.fatal` (which exits) when the MLIR/LLVM tools are missing.
    """
    import lit.formats

    try:
        llvm_bin, mlir_bin, mlir_lib = tool_dirs()
    except ToolchainMissing as exc:
        lit_config.fatal(f"tosabcast: {exc}")
        return
    if name is not None or config.name in ("", "<unnamed>", None):
        config.name = name or "tosabcast"
    config.test_format = lit.formats.ShTest(execute_external=False)
    config.suffixes = list(suffixes)
    config.excludes = list(excludes)
    if source_root is not None:
        config.test_source_root = source_root
    if exec_root is not None:
        config.test_exec_root = exec_root

    scripts = sysconfig.get_path("scripts")
    path = [llvm_bin, mlir_bin, scripts, os.path.dirname(sys.executable), config.environment.get("PATH", "")]
    config.environment["PATH"] = os.pathsep.join(dict.fromkeys(p for p in path if p))
    for variable in PASSED_ENVIRONMENT:
        if variable in os.environ:
            config.environment[variable] = os.environ[variable]
    for variable in os.environ:
        if variable.startswith("TOSABCAST_"):
            config.environment[variable] = os.environ[variable]
    config.substitutions.extend(substitutions(sys.executable, llvm_bin, mlir_bin, mlir_lib))


# python -m tosabcast.lit ---------------------------------------------------------------------

SITE_CONFIG = '''\
"""Written by {prog} for {source!r}, which has no lit configuration of its own."""
from tosabcast.lit import configure

configure(config, lit_config, name={name!r}, source_root={source!r}, exec_root={exec_root!r})
'''


def has_config(directory: str) -> bool:
    """Say whether lit would treat `directory` as a suite root of its own."""
    return any(os.path.isfile(os.path.join(directory, n)) for n in CONFIG_NAMES)


def _suite_root(path: str) -> tuple[str, str] | None:
    """Return (root directory, path inside it) for a test path, or None when lit should see it as given."""
    if os.path.isdir(path):
        root, inside = path, ""
    elif os.path.isfile(path):
        root, inside = os.path.dirname(path) or ".", os.path.basename(path)
    else:
        return None  # lit reports it
    if has_config(root):
        return None
    return os.path.realpath(root), inside


def map_paths(paths: Sequence[str], workdir: str) -> dict[str, str]:
    """Write a site configuration for each root without a configuration; map each test path to lit's path."""
    suites: dict[str, str] = {}
    mapped: dict[str, str] = {}
    for path in paths:
        found = _suite_root(path)
        if found is None:
            continue
        root, inside = found
        if root not in suites:
            suite = os.path.join(workdir, f"suite{len(suites)}")
            os.makedirs(suite)
            text = SITE_CONFIG.format(
                prog=PROG, name=os.path.basename(root) or "tosabcast", source=root, exec_root=suite
            )
            with open(os.path.join(suite, "lit.site.cfg.py"), "w", encoding="utf-8") as f:
                f.write(text)
            suites[root] = suite
        mapped[path] = os.path.join(suites[root], inside) if inside else suites[root]
    return mapped


def _test_paths(argv: Sequence[str]) -> list[str]:
    """The test paths among lit's arguments, as lit's own parser sees them (it exits on --help or a bad flag)."""
    from lit import cl_arguments

    saved = sys.argv
    sys.argv = [PROG, *argv]
    try:
        return list(cl_arguments.parse_args().test_paths)
    finally:
        sys.argv = saved


def _replace_paths(argv: Sequence[str], mapped: dict[str, str], paths: Sequence[str]) -> list[str]:
    """Replace the positional test paths in `argv` (matched from the end, as lit takes them) with lit's paths."""
    out = list(argv)
    remaining = list(paths)
    for index in reversed(range(len(out))):
        if remaining and out[index] == remaining[-1]:
            out[index] = mapped.get(out[index], out[index])
            remaining.pop()
    return out


def main(argv: Sequence[str]) -> int:
    """Run lit on test paths, giving directories without a configuration ours; return lit's exit code."""
    import lit.main

    paths = _test_paths(argv)
    workdir = tempfile.mkdtemp(prefix="tosabcast-lit-")
    saved = sys.argv
    try:
        mapped = map_paths(paths, workdir)
        sys.argv = [PROG, *_replace_paths(argv, mapped, paths)]
        try:
            lit.main.main()
        except SystemExit as exc:
            code = exc.code
            return code if isinstance(code, int) else (0 if code is None else 1)
        return 0
    finally:
        sys.argv = saved
        shutil.rmtree(workdir, ignore_errors=True)


def console_main() -> None:
    """Entry point of the `tosabcast-lit` script."""
    sys.exit(main(sys.argv[1:]))
