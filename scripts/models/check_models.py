"""Check the torch-mlir fixtures in test/models/ with the MLIR 22 tools tosabcast uses (no torch needed).

Run with the project's own environment (not the dev venv of export_models.py):

    python scripts/models/check_models.py                 # parse + stock lowering + op/type inventory
    python scripts/models/check_models.py --run           # also JIT-run each fixture on its .npz inputs
    python scripts/models/check_models.py --markdown      # the inventory as a markdown table

For each test/models/*.mlir it reports:
  parse   the text parses (and verifies) with the `mlir` Python bindings, in a plain ir.Context();
  stock   stock mlir-opt runs STOCK_PIPELINE on it (tosa-optional-decompositions, as MLIR's own TOSA-to-linalg
          pipeline does first, then tosa-to-linalg-named, tosa-to-linalg, tosa-to-arith, tosa-to-tensor,
          tosa-to-scf) and no tosa op is left;
  ops     the TOSA op names in the file, and the element types of all tensor/ranked types;
  run     (--run) tosabcast.compile(path, lowering=L) for L in --lowerings, called on each input set
          of the .npz, compared with the torch outputs stored there (rtol/atol below).
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MODELS = ROOT / "test" / "models"
STOCK_PIPELINE = (
    "builtin.module(func.func(tosa-optional-decompositions,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,"
    "tosa-to-tensor,tosa-to-scf))"
)
RTOL, ATOL = 1e-4, 1e-5


def mlir_opt() -> str:
    """Stock mlir-opt: $TOSABCAST_MLIR_BIN, else the `mlir` wheel's bin/ (as tosabcast's toolchain does)."""
    override = os.environ.get("TOSABCAST_MLIR_BIN")
    if override:
        return os.path.join(override, "mlir-opt")
    spec = importlib.util.find_spec("mlir")
    for location in spec.submodule_search_locations if spec else []:
        candidate = os.path.join(location, "bin", "mlir-opt")
        if os.path.exists(candidate):
            return candidate
    raise SystemExit("no mlir-opt: install the project (pip install -e .) or set TOSABCAST_MLIR_BIN")


def body(text: str) -> str:
    """The IR without the trailing dialect_resources blob section."""
    return text.split("\n{-#", 1)[0]


def op_names(text: str) -> list[str]:
    return sorted(set(re.findall(r'(?:= |")(tosa\.[a-z_0-9]+)\b', body(text))))


def element_types(text: str) -> list[str]:
    types = set()
    for shape in re.findall(r"tensor<([^<>]*)>", body(text)):
        types.add(re.sub(r"^(?:(?:\d+|\?)x)*", "", shape))  # drop the dims: 1x?x8xf32 -> f32
    if "!tosa.shape" in text:
        types.add("!tosa.shape")
    return sorted(types, key=lambda t: (t[0] not in "fib", t))


def parse(text: str) -> str:
    from mlir import ir

    context = ir.Context()
    try:
        module = ir.Module.parse(text, context)
        ok = module.operation.verify()
        return "ok" if ok else "verify failed"
    except Exception as exc:  # noqa: BLE001 - reported
        return "FAILED: " + str(exc).strip().splitlines()[0][:300]


def stock_lower(path: Path) -> str:
    cmd = [mlir_opt(), f"--pass-pipeline={STOCK_PIPELINE}", str(path)]
    proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        first = next((ln for ln in proc.stderr.splitlines() if "error" in ln), proc.stderr.strip()[:300])
        return "FAILED: " + first.replace(str(path), path.name)[:400]
    left = set(op_names(proc.stdout))
    dead_shapes = left == {"tosa.const_shape"}
    if dead_shapes:  # the shape operands of the lowered tosa.reshape ops, now unused
        return "ok (unused tosa.const_shape left; canonicalize removes them)"
    return "ok" if not left else "ok, tosa left: " + ", ".join(sorted(left))


def run_fixture(path: Path, lowering: str) -> str:
    """Compile with tosabcast.compile and compare each input set's results with the stored torch outputs.

    A call that tosabcast's runtime shape checks refuse (they do not follow shapes through ops like
    tosa.matmul or tosa.avg_pool2d) is retried on a build with check_shapes=False, and marked so.
    """
    import numpy as np

    import tosabcast

    data = np.load(path.with_suffix(".npz"))
    prefixes = sorted({k[: k.index("in")] for k in data.files if re.match(r"^(b\d+_)?in\d+$", k)})
    programs = {}

    def program(check_shapes: bool):
        if check_shapes not in programs:
            programs[check_shapes] = tosabcast.compile(path, lowering=lowering, check_shapes=check_shapes)
        return programs[check_shapes]

    try:
        program(True)
    except Exception as exc:  # noqa: BLE001 - reported
        return "COMPILE FAILED: " + str(exc).strip().splitlines()[0][:300]
    results = []
    for prefix in prefixes:
        ins = [data[f"{prefix}in{i}"] for i in range(sum(k.startswith(prefix + "in") for k in data.files))]
        want = [data[f"{prefix}out{j}"] for j in range(sum(k.startswith(prefix + "out") for k in data.files))]
        label = prefix.rstrip("_") or "static"
        try:
            try:
                got = program(True).main(*ins)
            except Exception as exc:  # the shape checks' refusal is retried unchecked
                if "check_shapes=False" not in str(exc):
                    raise
                label += " (check_shapes=False)"
                got = program(False).main(*ins)
        except Exception as exc:  # noqa: BLE001 - reported
            results.append(f"{label}: RUN FAILED: {str(exc).strip().splitlines()[0][:200]}")
            continue
        got = list(got) if isinstance(got, (tuple, list)) else [got]
        if len(got) != len(want):
            results.append(f"{label}: {len(got)} results, want {len(want)}")
            continue
        bad = []
        for j, (g, w) in enumerate(zip(got, want)):
            g = np.asarray(g)
            if g.shape != w.shape:
                bad.append(f"out{j} shape {g.shape} != {w.shape}")
            elif w.dtype.kind in "fc":
                if not np.allclose(g, w, rtol=RTOL, atol=ATOL):
                    bad.append(f"out{j} max abs err {np.max(np.abs(g - w)):.3g}")
            elif not np.array_equal(g.astype(w.dtype), w):
                bad.append(f"out{j} differs in {int(np.sum(g.astype(w.dtype) != w))} elements")
        results.append(f"{label}: " + ("ok" if not bad else "MISMATCH " + "; ".join(bad)))
    return ", ".join(results)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path, help="fixtures (default: test/models/*.mlir)")
    parser.add_argument("--run", action="store_true", help="JIT-run each fixture on its .npz with tosabcast.compile")
    parser.add_argument("--lowerings", default="tosabcast,upstream", help="for --run (comma-separated)")
    parser.add_argument("--markdown", action="store_true", help="print the op/type inventory as a markdown table")
    opts = parser.parse_args(argv)
    files = opts.files or sorted(MODELS.glob("*.mlir"))
    failures = 0
    rows = []
    for path in files:
        text = path.read_text()
        ops, types = op_names(text), element_types(text)
        rows.append((path.stem, ops, types))
        if opts.markdown:
            continue
        p, s = parse(text), stock_lower(path)
        failures += p != "ok" or not s.startswith("ok")
        print(f"== {path.name}\n   parse: {p}\n   stock: {s}\n   ops:   {' '.join(ops)}\n   types: {' '.join(types)}")
        if opts.run:
            for lowering in opts.lowerings.split(","):
                r = run_fixture(path, lowering)
                failures += "FAIL" in r or "MISMATCH" in r
                print(f"   run[{lowering}]: {r}")
    if opts.markdown:
        print("| fixture | TOSA ops | element types |\n| --- | --- | --- |")
        for stem, ops, types in rows:
            print(f"| {stem} | {', '.join(o.removeprefix('tosa.') for o in ops)} | {', '.join(types)} |")
        return 0
    print(f"{len(files)} fixtures, {failures} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
