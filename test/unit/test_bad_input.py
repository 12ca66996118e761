"""Malformed and hostile input to `python -m tosabcast.opt`: errors, never tracebacks, and nothing written.

Every case runs the driver as a subprocess with `-o` pointing at a file that
holds sentinel content, and checks: exit code 1, an error at the expected
position (`file:line:col: error: ...`, or `tosabcast-opt: error: ...` when
there is no position), no Python traceback, nothing on stdout, and the
sentinel file unchanged.
"""

from __future__ import annotations

import io
import os
import random
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from mlir import ir

from tosabcast.ir.limits import MAX_NESTING

SENTINEL = "sentinel: must survive a failing run\n"

VALID = """\
func.func @add_bcast(%a: tensor<1x4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = tosa.add %a, %b : (tensor<1x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
"""

NO_POSITION = None


@dataclass(frozen=True)
class Case:
    """A bad input: the input bytes, extra arguments, and where and what the first error says.

    `where` is (line, col) in the input file, or None for a `tosabcast-opt:` error;
    `input` None means: pass `path_arg` instead of writing an input file.
    """

    input: bytes | None
    args: tuple[str, ...]
    where: tuple[int, int] | None
    message: str
    path_arg: str | None = None
    notes: tuple[str, ...] = field(default_factory=tuple)


def _random_bytes(n: int, seed: int) -> bytes:
    data = random.Random(seed).randbytes(n)
    return data.replace(b"ML\xefR", b"")  # not the bytecode magic


def _bytecode(text: str) -> bytes:
    with ir.Context():
        buffer = io.BytesIO()
        ir.Module.parse(text).operation.write_bytecode(buffer)
    return buffer.getvalue()


def _nested_regions(depth: int) -> bytes:
    body = "  scf.execute_region {\n" * depth + "  scf.yield\n  }\n" * depth
    return f"func.func @deep() {{\n{body}  return\n}}\n".encode()


LEGACY_RANKS = b"""\
func.func @add_ranks(%a: tensor<3x4xf32>, %b: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}
"""

I1_LOAD = b"""\
func.func @load_i1(%m: memref<4xi1>, %i: index) -> i1 {
  %v = memref.load %m[%i] : memref<4xi1>
  return %v : i1
}
"""

DYNAMIC_TO_STATIC = b"""\
func.func @add_dynamic(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<4xf32> {
  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""

CASES: dict[str, Case] = {
    # --- malformed MLIR ---
    "syntax_error": Case(b"func.func @f( {\n", (), (1, 14), "expected non-function type"),
    "unknown_op": Case(b"func.func @f() {\n  tosa.nope\n  return\n}\n", (), (2, 3), "custom op 'tosa.nope' is unknown"),
    "unregistered_dialect": Case(
        b'"foo.op"() : () -> ()\n', (), (1, 9), "operation being parsed with an unregistered dialect"
    ),
    "unknown_type": Case(b"func.func @f(%a: tensor<4xf33>) {\n}\n", (), (1, 27), "expected non-function type"),
    "undefined_value": Case(b"func.func @f() {\n  return %x : i32\n}\n", (), (2, 10), "use of undeclared SSA value"),
    "duplicate_symbol": Case(
        b"func.func @f() {\n  return\n}\nfunc.func @f() {\n  return\n}\n",
        (),
        (4, 1),
        "redefinition of symbol named 'f'",
        notes=("see existing symbol definition here",),
    ),
    "type_mismatch": Case(
        b"func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
        b"  %0 = tosa.abs %a : (tensor<4xf32>) -> tensor<5xf32>\n  return %0 : tensor<4xf32>\n}\n",
        (),
        (3, 10),
        "use of value '%0' expects different type than prior uses",
        notes=("prior use here",),
    ),
    "truncated_file": Case(VALID.encode()[: len(VALID) // 2], (), (2, 8), "custom op 'tosa.a' is unknown"),
    "binary_garbage": Case(b"\x7fELF\x02\x01\x01\x00" + _random_bytes(256, seed=2), (), (1, 1), "unexpected character"),
    "nul_byte": Case(b"func.func @f() {\n  re\x00turn\n}\n", (), (2, 3), "custom op 're' is unknown"),
    "non_utf8": Case(b"func.func @caf\xe9() {\n  return\n}\n", (), (1, 15), "unexpected character"),
    "non_utf8_legacy": Case(
        b"func.func @caf\xe9() {\n  return\n}\n", ("--allow-legacy-tosa",), (1, 15), "byte 0xe9 is not UTF-8"
    ),
    "truncated_bytecode": Case(_bytecode(VALID)[:30], (), (0, 0), "attempting to parse"),
    "verifier_error": Case(
        b"func.func @f(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {\n"
        b"  %0 = tosa.add %a, %b : (tensor<2xf32>, tensor<3xf32>) -> tensor<3xf32>\n  return %0 : tensor<3xf32>\n}\n",
        (),
        (2, 8),
        "'tosa.add' op operand #1 dim 0 has size 3, incompatible with size 2 of operand #0",
        notes=("shape inferred from operand #0: 2", "MLIR 22's verifier, while parsing: operands don't have broadcast"),
    ),
    "legacy_rank_mismatch_without_flag": Case(
        LEGACY_RANKS,
        (),
        (2, 8),
        "'tosa.add' op ranks of operands and results do not match",
        notes=(
            "MLIR 22's verifier, while parsing: operands don't have matching ranks",
            "rerun with --allow-legacy-tosa",
        ),
    ),
    "huge_nesting": Case(_nested_regions(MAX_NESTING + 5), (), (MAX_NESTING + 1, 22), "input nests deeper than"),
    "split_chunk_error_keeps_file_lines": Case(
        VALID.encode() + b"// -----\nfunc.func @g() {\n  tosa.nope\n}\n",
        ("--split-input-file",),
        (7, 3),
        "custom op 'tosa.nope' is unknown",
    ),
    # --- files that cannot be read or written ---
    "missing_file": Case(None, (), NO_POSITION, "could not open input file", path_arg="does-not-exist.mlir"),
    "directory_as_input": Case(None, (), NO_POSITION, "could not open input file", path_arg="."),
    "output_is_a_directory": Case(VALID.encode(), ("-o", "."), NO_POSITION, "could not open output file '.'"),
    "output_dir_missing": Case(
        VALID.encode(), ("-o", "no/such/dir/out.mlir"), NO_POSITION, "could not open output file"
    ),
    # --- bad command lines ---
    "unknown_pass": Case(VALID.encode(), ("--no-such-pass",), NO_POSITION, "unknown pass or option '--no-such-pass'"),
    "misspelled_pass": Case(VALID.encode(), ("--tosabcast-verfy",), NO_POSITION, "did you mean '--tosabcast-verify'?"),
    "bad_pass_option": Case(
        VALID.encode(), ("--tosabcast-verify=bogus=1",), NO_POSITION, "pass 'tosabcast-verify' has no option 'bogus'"
    ),
    "bad_pass_option_value": Case(
        VALID.encode(), ("--tosabcast-verify=strict=maybe",), NO_POSITION, "option 'strict' expects true or false"
    ),
    "bad_stock_pass_option": Case(
        VALID.encode(), ("--canonicalize=max-iterations=abc",), NO_POSITION, "bad options for pass 'canonicalize'"
    ),
    "bad_pipeline_text": Case(
        VALID.encode(), ("--pass-pipeline=builtin.module(cse",), NO_POSITION, "expected ')' in pipeline"
    ),
    "our_pass_nested_in_func": Case(
        VALID.encode(),
        ("--pass-pipeline=builtin.module(func.func(tosabcast-verify))",),
        NO_POSITION,
        "pass 'tosabcast-verify' must run directly on builtin.module, not nested in 'func.func'",
    ),
    "two_inputs": Case(VALID.encode(), ("other.mlir",), NO_POSITION, "expected one input file, got 2"),
    "bad_verify_diagnostics_mode": Case(
        VALID.encode(), ("--verify-diagnostics=maybe",), NO_POSITION, "expected 'all' or 'only-expected'"
    ),
    # --- failing passes and diagnostics checks ---
    "failing_pass": Case(
        DYNAMIC_TO_STATIC,
        ("--tosabcast-verify=strict=true",),
        (2, 8),
        "'tosa.add' op result dim 0 has static size 4, but the inferred size is dynamic",
        notes=("shape inferred from the operands: ?",),
    ),
    "crashing_stock_pass": Case(
        I1_LOAD, ("--finalize-memref-to-llvm",), NO_POSITION, "MLIR crashed (SIGABRT) while running"
    ),
    "expected_error_mismatch": Case(
        VALID.encode() + b"// expected-error@-2 {{not this}}\n",
        ("--verify-diagnostics",),
        (5, 4),
        'expected error "not this" was not produced',
    ),
    "invalid_expectation_regex": Case(
        VALID.encode() + b"// expected-error-re@-2 {{x{{[}}}}\n",
        ("--verify-diagnostics",),
        (5, 4),
        "invalid regex",
    ),
}


def run_driver(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("TOSABCAST_DEBUG", "TOSABCAST_NO_FORK")}
    return subprocess.run(
        [sys.executable, "-m", "tosabcast.opt", *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=120
    )


@pytest.mark.parametrize("name", list(CASES))
def test_bad_input_is_a_located_error_and_writes_nothing(name: str, tmp_path: Path) -> None:
    case = CASES[name]
    out = tmp_path / "out.mlir"
    out.write_text(SENTINEL)
    if case.input is None:
        path = case.path_arg
        assert path is not None
    else:
        path = "in.mlir"
        (tmp_path / path).write_bytes(case.input)
    args = [path, *case.args]
    if "-o" not in case.args:
        args += ["-o", str(out)]
    proc = run_driver(args, tmp_path)

    assert proc.returncode == 1, proc.stderr
    assert "Traceback" not in proc.stderr
    assert proc.stdout == ""
    assert out.read_text() == SENTINEL
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted({"out.mlir", path} - {"does-not-exist.mlir", "."})
    prefix = "tosabcast-opt: error: " if case.where is None else f"{path}:{case.where[0]}:{case.where[1]}: error: "
    errors = [line for line in proc.stderr.splitlines() if ": error: " in line]
    assert errors, proc.stderr
    assert errors[0].startswith(prefix), proc.stderr
    assert case.message in errors[0], proc.stderr
    for expected_note in case.notes:
        assert any(": note: " in line and expected_note in line for line in proc.stderr.splitlines()), proc.stderr


def test_there_are_at_least_twenty_kinds() -> None:
    assert len(CASES) >= 20


def test_unwritable_output_directory(tmp_path: Path) -> None:
    target = "/sys/tosabcast-out.mlir"  # sysfs refuses new files, even to root
    if os.access("/sys", os.W_OK) and not os.path.isdir("/sys/kernel"):
        pytest.skip("no read-only directory to write into")
    (tmp_path / "in.mlir").write_text(VALID)
    proc = run_driver(["in.mlir", "-o", target], tmp_path)
    assert proc.returncode == 1
    assert proc.stderr.startswith(f"tosabcast-opt: error: could not open output file '{target}': ")
    assert "Traceback" not in proc.stderr
    assert not os.path.exists(target)


def test_empty_input_is_an_empty_module_as_in_mlir_opt(tmp_path: Path) -> None:
    (tmp_path / "empty.mlir").write_bytes(b"")
    proc = run_driver(["empty.mlir", "--tosabcast-verify"], tmp_path)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, "module {\n}\n\n", "")


def test_output_keeps_the_mode_of_the_file_it_replaces(tmp_path: Path) -> None:
    (tmp_path / "in.mlir").write_text(VALID)
    out = tmp_path / "out.mlir"
    out.write_text(SENTINEL)
    out.chmod(0o640)
    proc = run_driver(["in.mlir", "-o", "out.mlir"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert out.stat().st_mode & 0o777 == 0o640
    assert "tosa.add" in out.read_text()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.mlir", "out.mlir"]  # no temporary left behind


def test_output_to_dev_null_leaves_it_a_device(tmp_path: Path) -> None:
    (tmp_path / "in.mlir").write_text(VALID)
    proc = run_driver(["in.mlir", "-o", os.devnull], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert not os.path.isfile(os.devnull)


@pytest.mark.parametrize("debug", [False, True])
@pytest.mark.parametrize(
    ("module", "prog", "prefix"), [("run", "tosabcast-run", ""), ("driver", "tosabcast-opt", "error: ")]
)
def test_internal_error_is_one_line_or_the_traceback_when_asked(
    module: str, prog: str, prefix: str, debug: bool, tmp_path: Path
) -> None:
    """A bug of ours in `python -m tosabcast.run` or `.opt` (here: `run` raising) is one line without
    TOSABCAST_DEBUG; with it, the traceback. Both run in a forked child, whose os._exit used to drop it."""
    (tmp_path / "in.mlir").write_text(VALID)
    script = (
        "import sys\n"
        f"import tosabcast.cli.{module} as cli\n"
        "def broken(*args, **kwargs):\n"
        "    raise ZeroDivisionError('x')\n"
        "cli.run = broken\n"
        "sys.exit(cli.main(['in.mlir']))\n"
    )
    env = {k: v for k, v in os.environ.items() if k not in ("TOSABCAST_DEBUG", "TOSABCAST_NO_FORK")}
    if debug:
        env["TOSABCAST_DEBUG"] = "1"
    proc = subprocess.run(
        [sys.executable, "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120, check=False
    )
    assert proc.returncode == 1
    if debug:
        assert "Traceback" in proc.stderr and "ZeroDivisionError: x" in proc.stderr, proc.stderr
    else:
        assert proc.stderr.strip() == (
            f"{prog}: {prefix}internal error: ZeroDivisionError: x (set TOSABCAST_DEBUG=1 for a traceback)"
        ), proc.stderr
