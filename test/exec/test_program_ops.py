"""The ops around the element-wise ones in whole programs, with dynamic sizes, through both lowerings: gather and
scatter (runtime sizes and index data checked), results more static than their operands (relaxed for stock,
`passes/prepare_stock.py`, and checked), convolutions and pools on a dynamic batch, TOSA control flow.

Each of these was, before 2026-11-26, a located compile error on a valid program, or a silent wrong answer,
an out-of-bounds read or a crash of the process (`double free or corruption`) on a call with sizes that do not
fit."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from call_helpers import f32, raises
from mlir import ir

import tosabcast
from tosabcast.runtime import reference
from tosabcast.runtime.jit import CallError, Program

pytestmark = pytest.mark.jit

LOWERINGS = ("tosabcast", "upstream")
Z = '"tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>'

# Line numbers matter: error messages name them.
PROGRAM = f"""\
func.func @gather(%v: tensor<?x?x2xf32>, %i: tensor<?x?xi32>) -> tensor<?x?x2xf32> {{
  %0 = tosa.gather %v, %i : (tensor<?x?x2xf32>, tensor<?x?xi32>) -> tensor<?x?x2xf32>
  %1 = tosa.abs %0 : (tensor<?x?x2xf32>) -> tensor<?x?x2xf32>
  return %1 : tensor<?x?x2xf32>
}}
func.func @scatter(%v: tensor<?x?x2xf32>, %i: tensor<?x?xi32>, %u: tensor<?x?x2xf32>) -> tensor<?x?x2xf32> {{
  %0 = tosa.scatter %v, %i, %u : (tensor<?x?x2xf32>, tensor<?x?xi32>, tensor<?x?x2xf32>) -> tensor<?x?x2xf32>
  return %0 : tensor<?x?x2xf32>
}}
func.func @reverse(%a: tensor<?x3xf32>) -> tensor<2x3xf32> {{
  %0 = tosa.reverse %a {{axis = 0 : i32}} : (tensor<?x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}}
func.func @transpose(%a: tensor<?x3xf32>) -> tensor<3x2xf32> {{
  %0 = tosa.transpose %a {{perms = array<i32: 1, 0>}} : (tensor<?x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}}
func.func @reduce_sum(%a: tensor<?x3xf32>) -> tensor<2x1xf32> {{
  %0 = tosa.reduce_sum %a {{axis = 1 : i32}} : (tensor<?x3xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}}
func.func @argmax(%a: tensor<4x?xf32>) -> tensor<3xi32> {{
  %0 = tosa.argmax %a {{axis = 0 : i32}} : (tensor<4x?xf32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}}
func.func @concat(%a: tensor<?x3xf32>, %b: tensor<?x3xf32>) -> tensor<5x3xf32> {{
  %0 = tosa.concat %a, %b {{axis = 0 : i32}} : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}}
func.func @tile(%a: tensor<?x3xf32>) -> tensor<4x6xf32> {{
  %m = tosa.const_shape {{values = dense<[2, 2]> : tensor<2xindex>}} : () -> !tosa.shape<2>
  %0 = tosa.tile %a, %m : (tensor<?x3xf32>, !tosa.shape<2>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}}
func.func @pad(%a: tensor<?x3xf32>) -> tensor<5x3xf32> {{
  %p = tosa.const_shape {{values = dense<[1, 2, 0, 0]> : tensor<4xindex>}} : () -> !tosa.shape<4>
  %c = "tosa.const"() <{{values = dense<0.5> : tensor<1xf32>}}> : () -> tensor<1xf32>
  %0 = tosa.pad %a, %p, %c : (tensor<?x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}}
func.func @max_pool(%a: tensor<?x?x?x1xf32>) -> tensor<2x3x2x1xf32> {{
  %0 = tosa.max_pool2d %a {{kernel = array<i64: 3, 2>, pad = array<i64: 1, 0, 0, 1>, stride = array<i64: 2, 2>}} : (tensor<?x?x?x1xf32>) -> tensor<2x3x2x1xf32>
  return %0 : tensor<2x3x2x1xf32>
}}
func.func @avg_pool(%a: tensor<?x4x4x1xf32>) -> tensor<2x2x2x1xf32> {{
  %z = {Z}
  %0 = tosa.avg_pool2d %a, %z, %z {{acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>}} : (tensor<?x4x4x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x2x2x1xf32>
  return %0 : tensor<2x2x2x1xf32>
}}
func.func @conv(%a: tensor<?x?x?x2xf32>) -> tensor<1x3x2x3xf32> {{
  %z = {Z}
  %w = "tosa.const"() <{{values = dense<1.0> : tensor<3x3x2x2xf32>}}> : () -> tensor<3x3x2x2xf32>
  %b = "tosa.const"() <{{values = dense<0.5> : tensor<3xf32>}}> : () -> tensor<3xf32>
  %0 = tosa.conv2d %a, %w, %b, %z, %z {{acc_type = f32, dilation = array<i64: 2, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 2>}} : (tensor<?x?x?x2xf32>, tensor<3x3x2x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x2x3xf32>
  return %0 : tensor<1x3x2x3xf32>
}}
func.func @depthwise(%a: tensor<?x?x?x2xf32>) -> tensor<1x4x4x6xf32> {{
  %z = {Z}
  %w = "tosa.const"() <{{values = dense<2.0> : tensor<1x1x2x3xf32>}}> : () -> tensor<1x1x2x3xf32>
  %b = "tosa.const"() <{{values = dense<0.0> : tensor<6xf32>}}> : () -> tensor<6xf32>
  %0 = tosa.depthwise_conv2d %a, %w, %b, %z, %z {{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}} : (tensor<?x?x?x2xf32>, tensor<1x1x2x3xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x6xf32>
  return %0 : tensor<1x4x4x6xf32>
}}
func.func @resize(%a: tensor<?x3x2x1xf32>) -> tensor<2x5x3x1xf32> {{
  %sc = tosa.const_shape {{values = dense<[4, 2, 2, 1]> : tensor<4xindex>}} : () -> !tosa.shape<4>
  %of = tosa.const_shape {{values = dense<[0, 0]> : tensor<2xindex>}} : () -> !tosa.shape<2>
  %0 = tosa.resize %a, %sc, %of, %of {{mode = NEAREST_NEIGHBOR}} : (tensor<?x3x2x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x5x3x1xf32>
  return %0 : tensor<2x5x3x1xf32>
}}
func.func @flatten(%a: tensor<?x3xf32>) -> tensor<6xf32> {{
  %f = tosa.const_shape {{values = dense<[-1]> : tensor<1xindex>}} : () -> !tosa.shape<1>
  %0 = tosa.reshape %a, %f : (tensor<?x3xf32>, !tosa.shape<1>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}}
func.func @slice_to_end(%a: tensor<?x?x3xf32>) -> tensor<1x1x3xf32> {{
  %s = tosa.const_shape {{values = dense<[1, 0, 0]> : tensor<3xindex>}} : () -> !tosa.shape<3>
  %n = tosa.const_shape {{values = dense<[-1, 1, -1]> : tensor<3xindex>}} : () -> !tosa.shape<3>
  %0 = tosa.slice %a, %s, %n : (tensor<?x?x3xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x3xf32>
  return %0 : tensor<1x1x3xf32>
}}
func.func @tile2(%a: tensor<?x?xf32>) -> tensor<?x?xf32> {{
  %m = tosa.const_shape {{values = dense<[2, 3]> : tensor<2xindex>}} : () -> !tosa.shape<2>
  %0 = tosa.tile %a, %m : (tensor<?x?xf32>, !tosa.shape<2>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}}
func.func @cond_if(%c: tensor<i1>, %a: tensor<4x?xf32>, %b: tensor<?x5xf32>) -> tensor<4x5xf32> {{
  %0 = "tosa.cond_if"(%c, %a, %b) ({{
  ^bb0(%x: tensor<4x?xf32>, %y: tensor<?x5xf32>):
    %1 = tosa.add %x, %y : (tensor<4x?xf32>, tensor<?x5xf32>) -> tensor<4x5xf32>
    tosa.yield %1 : tensor<4x5xf32>
  }}, {{
  ^bb0(%x: tensor<4x?xf32>, %y: tensor<?x5xf32>):
    %2 = tosa.sub %x, %y : (tensor<4x?xf32>, tensor<?x5xf32>) -> tensor<4x5xf32>
    tosa.yield %2 : tensor<4x5xf32>
  }}) : (tensor<i1>, tensor<4x?xf32>, tensor<?x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}}
func.func @while_loop(%n: tensor<i32>, %a: tensor<?x4xf32>) -> (tensor<i32>, tensor<?x4xf32>) {{
  %0:2 = "tosa.while_loop"(%n, %a) ({{
  ^bb0(%i: tensor<i32>, %x: tensor<?x4xf32>):
    %zero = "tosa.const"() <{{values = dense<0> : tensor<i32>}}> : () -> tensor<i32>
    %c = tosa.greater %i, %zero : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %c : tensor<i1>
  }}, {{
  ^bb0(%i: tensor<i32>, %x: tensor<?x4xf32>):
    %one = "tosa.const"() <{{values = dense<1> : tensor<i32>}}> : () -> tensor<i32>
    %j = tosa.sub %i, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %e = tosa.tanh %x : (tensor<?x4xf32>) -> tensor<?x4xf32>
    tosa.yield %j, %e : tensor<i32>, tensor<?x4xf32>
  }}) : (tensor<i32>, tensor<?x4xf32>) -> (tensor<i32>, tensor<?x4xf32>)
  return %0#0, %0#1 : tensor<i32>, tensor<?x4xf32>
}}
"""


def line_of(text: str) -> int:
    """The 1-based line of the first line of PROGRAM containing `text`."""
    return next(i + 1 for i, line in enumerate(PROGRAM.splitlines()) if text in line)


def at(text: str) -> str:
    """`m.mlir:L:8`, where the op of the line containing `text` starts."""
    return f"m.mlir:{line_of(text)}:8"


@pytest.fixture(scope="module", params=LOWERINGS)
def prog(request: pytest.FixtureRequest) -> Program:
    return tosabcast.compile(PROGRAM, lowering=request.param, name="m.mlir")


def test_gather_takes_rows_and_refuses_a_batch_mismatch_and_indices_out_of_range(prog: Program) -> None:
    v, i = f32(2, 5, 2), np.array([[4, 0, 4], [1, 1, 3]], np.int32)
    np.testing.assert_array_equal(prog.gather(v, i), np.abs(np.take_along_axis(v, i[:, :, None], axis=1)))
    assert prog.gather(v, np.zeros((2, 0), np.int32)).shape == (2, 0, 2)
    where = at("tosa.gather")
    assert raises(prog.gather, v, i[:1]) == (
        f"{where}: 'tosa.gather' op operand #1 dim 0 has runtime size 1, incompatible with size 2 of operand #0"
    )
    for bad in (5, -1, -(2**31), 2**31 - 1):
        index = i.copy()
        index[1, 2] = bad
        assert raises(prog.gather, v, index) == (
            f"{where}: 'tosa.gather' op operand #1 holds index {bad}, outside [0, 5) (operand #0 dim 1)"
        )
    np.testing.assert_array_equal(prog.gather(v, i), np.abs(np.take_along_axis(v, i[:, :, None], axis=1)))


def test_scatter_writes_rows_and_refuses_sizes_and_indices_that_do_not_fit(prog: Program) -> None:
    v, i, u = np.zeros((2, 4, 2), np.float32), np.array([[3, 0], [1, 2]], np.int32), f32(2, 2, 2)
    want = v.copy()
    for n in range(2):
        for w in range(2):
            want[n, i[n, w]] = u[n, w]
    np.testing.assert_array_equal(prog.scatter(v, i, u), want)
    where = at("tosa.scatter")
    assert raises(prog.scatter, v, i, u[:, :1]) == (
        f"{where}: 'tosa.scatter' op operand #2 dim 1 has runtime size 1, incompatible with size 2 of operand #1"
    )
    assert raises(prog.scatter, v, np.array([[3, 0], [4, 2]], np.int32), u) == (
        f"{where}: 'tosa.scatter' op operand #1 holds index 4, outside [0, 4) (operand #0 dim 1)"
    )


@pytest.mark.parametrize(
    ("name", "args", "want"),
    [
        ("reverse", (f32(2, 3),), lambda a: a[::-1]),
        ("transpose", (f32(2, 3),), lambda a: a.T),
        ("reduce_sum", (f32(2, 3),), lambda a: a.sum(axis=1, keepdims=True)),
        ("argmax", (f32(4, 3),), lambda a: a.argmax(axis=0).astype(np.int32)),
        ("concat", (f32(2, 3), f32(3, 3, seed=1)), lambda a, b: np.concatenate([a, b])),
        ("tile", (f32(2, 3),), lambda a: np.tile(a, (2, 2))),
        ("pad", (f32(2, 3),), lambda a: np.pad(a, ((1, 2), (0, 0)), constant_values=0.5)),
        ("avg_pool", (f32(2, 4, 4, 1),), lambda a: a.reshape(2, 2, 2, 2, 2, 1).mean(axis=(2, 4))),
    ],
)
def test_a_result_more_static_than_its_operands_runs_and_is_checked(
    prog: Program, name: str, args: tuple[np.ndarray[Any, Any], ...], want: Any
) -> None:
    """Stock tosa-to-linalg built invalid IR for reverse, transpose, reduce_sum, argmax and avg_pool2d here; the
    static result dims of every one are checked against the operands' runtime sizes."""
    fn = getattr(prog, name)
    np.testing.assert_allclose(fn(*args), want(*args), rtol=1e-6, atol=1e-6)
    first, axis = args[0], 1 if name == "argmax" else 0  # argmax's dynamic dim is its second
    grown = [np.concatenate([first, first[:, :1] if axis else first[:1]], axis=axis), *args[1:]]
    message = raises(fn, *grown)
    op = "tosa." + name.replace("_pool", "_pool2d")
    assert message.startswith(f"{at(f'{op} %a')}: '{op}' op result dim "), message
    assert "incompatible with runtime size" in message, message


def test_pools_and_convolutions_check_batch_and_spatial_sizes(prog: Program) -> None:
    """The spatial result sizes come from the window formula: (size - 1 + pads - (kernel - 1) dilation) // stride
    + 1. Every (n, h, w) up to 8 is tried: exactly those that give the static result type run."""
    runs = {}
    for name, channels in (("max_pool", 1), ("conv", 2), ("depthwise", 2)):
        runs[name] = []
        for n in (1, 2, 3):
            for h in range(1, 9):
                for w in range(1, 9):
                    try:
                        getattr(prog, name)(np.ones((n, h, w, channels), np.float32))
                    except CallError as exc:
                        assert "incompatible with runtime size" in str(exc), str(exc)
                        continue
                    runs[name].append((n, h, w))
    assert runs == {
        "max_pool": [(2, 6, 3), (2, 6, 4), (2, 7, 3), (2, 7, 4)],  # kernel 3x2, pads 1+0 and 0+1, stride 2
        "conv": [(1, 5, 4), (1, 5, 5)],  # kernel 3x2, dilation 2x1, pads 1+1 and 0, stride 1x2
        "depthwise": [(1, 4, 4)],
    }
    a = f32(1, 5, 4, 2)
    # every output sums a 3x2 window (with dilation 2 on h) of both channels, plus the bias 0.5
    padded = np.pad(a, ((0, 0), (1, 1), (0, 0), (0, 0)))
    want = np.stack([[padded[0, y : y + 5 : 2, 2 * x : 2 * x + 2].sum() + 0.5 for x in range(2)] for y in range(3)])
    np.testing.assert_allclose(prog.conv(a)[0, :, :, 0], want, rtol=1e-5)
    d = f32(1, 4, 4, 2)
    np.testing.assert_allclose(prog.depthwise(d), np.repeat(2 * d, 3, axis=3), rtol=1e-6)


def test_resize_checks_its_batch(prog: Program) -> None:
    """Nearest neighbour, 2x along both axes (scale 4/2 and 2/1): output y reads input row (y + 1) // 2."""
    a = f32(2, 3, 2, 1)
    out = prog.resize(a)
    np.testing.assert_array_equal(out[:, :, 0, 0], a[:, [0, 1, 1, 2, 2], 0, 0])
    assert raises(prog.resize, f32(3, 3, 2, 1)) == (
        f"{at('tosa.resize')}: 'tosa.resize' op result dim 0 has static size 2, incompatible with runtime size 3"
    )


def test_control_flow_runs(prog: Program) -> None:
    """cond_if and while_loop did not compile with either lowering before (tosa-to-linalg refuses tosa.yield)."""
    a, b = f32(4, 1), f32(1, 5, seed=1)
    np.testing.assert_allclose(prog.cond_if(np.array(True), a, b), a + b, rtol=1e-6)
    np.testing.assert_allclose(prog.cond_if(np.array(False), a, b), a - b, rtol=1e-6)
    assert "incompatible with size" in raises(prog.cond_if, np.array(True), f32(4, 2), f32(3, 5))
    x = f32(3, 4)
    count, y = prog.while_loop(np.array(3, np.int32), x)
    assert int(count) == 0
    np.testing.assert_allclose(y, np.tanh(np.tanh(np.tanh(x))), rtol=2e-6, atol=1e-7)


def test_a_reshape_to_minus_one_with_a_static_result_and_a_slice_to_the_end(prog: Program) -> None:
    """Found by the call fuzzer's tails: both returned results of another size than declared (6 and 1x1x3 here),
    and the slice did not compile (stock made a dynamic extract_slice size for the -1 on the static dim 2)."""
    a = f32(2, 3)
    np.testing.assert_array_equal(prog.flatten(a), a.reshape(-1))
    assert (
        raises(prog.flatten, f32(3, 3))
        == f"{at('tosa.reshape %a, %f')}: 'tosa.reshape' op cannot reshape 9 elements into 6"
    )
    b = f32(2, 4, 3)
    np.testing.assert_array_equal(prog.slice_to_end(b), b[1:, :1])
    assert raises(prog.slice_to_end, f32(3, 4, 3)) == (
        f"{at('tosa.slice %a')}: 'tosa.slice' op result dim 0 has static size 1, incompatible with runtime size 2"
    )


def test_a_tile_of_two_dynamic_dims(prog: Program) -> None:
    """Stock built a tosa.reshape with two -1s for it; --tosabcast-prepare-stock makes it concats."""
    for shape in ((2, 3), (1, 1), (0, 4), (3, 0)):
        a = f32(*shape)
        np.testing.assert_array_equal(prog.tile2(a), np.tile(a, (2, 3)))


CONVOLUTIONS = f"""\
func.func @transpose_conv(%x: tensor<?x?x?x3xf32>, %w: tensor<4x3x2x3xf32>, %b: tensor<4xf32>) -> tensor<?x?x?x4xf32> {{
  %z = {Z}
  %0 = tosa.transpose_conv2d %x, %w, %b, %z, %z {{acc_type = f32, out_pad = array<i64: -1, 1, 0, 2>, stride = array<i64: 2, 3>}} : (tensor<?x?x?x3xf32>, tensor<4x3x2x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x4xf32>
  return %0 : tensor<?x?x?x4xf32>
}}
func.func @transpose_conv_i8(%x: tensor<2x?x5x3xi8>, %w: tensor<4x2x2x3xi8>, %b: tensor<4xi32>) -> tensor<2x6x10x4xi32> {{
  %xz = "tosa.const"() <{{values = dense<-3> : tensor<1xi8>}}> : () -> tensor<1xi8>
  %wz = "tosa.const"() <{{values = dense<2> : tensor<1xi8>}}> : () -> tensor<1xi8>
  %0 = tosa.transpose_conv2d %x, %w, %b, %xz, %wz {{acc_type = i32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>}} : (tensor<2x?x5x3xi8>, tensor<4x2x2x3xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x6x10x4xi32>
  return %0 : tensor<2x6x10x4xi32>
}}
func.func @conv3d(%x: tensor<?x?x4x4x2xf32>, %w: tensor<3x2x2x2x2xf32>, %b: tensor<3xf32>) -> tensor<?x?x2x2x3xf32> {{
  %z = {Z}
  %0 = tosa.conv3d %x, %w, %b, %z, %z {{acc_type = f32, dilation = array<i64: 1, 2, 1>, pad = array<i64: 1, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 2>}} : (tensor<?x?x4x4x2xf32>, tensor<3x2x2x2x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x2x2x3xf32>
  return %0 : tensor<?x?x2x2x3xf32>
}}
"""


@pytest.mark.parametrize("lowering", LOWERINGS)
def test_transposed_and_3d_convolutions_with_dynamic_sizes_match_the_reference(lowering: str) -> None:
    """A transpose_conv2d of a dynamic height or width stopped at 'failed to legalize' with both lowerings
    before 2026-11-26 (stock's decomposition needs them static; `--tosabcast-prepare-stock` now makes it a
    conv2d of the zero-inserted input); neither it nor conv3d had a reference, so `run --check` could not check
    a program holding one. Each is compared with the numpy reference at two sizes, and refused at a size its
    static result dims contradict."""
    prog = tosabcast.compile(CONVOLUTIONS, lowering=lowering, name="c.mlir")
    rng = np.random.default_rng(5)
    calls = {
        "transpose_conv": [((1, 3, 2, 3), (4, 3, 2, 3), (4,)), ((2, 1, 4, 3), (4, 3, 2, 3), (4,))],
        "transpose_conv_i8": [((2, 3, 5, 3), (4, 2, 2, 3), (4,))] * 2,
        "conv3d": [((1, 3, 4, 4, 2), (3, 2, 2, 2, 2), (3,)), ((2, 5, 4, 4, 2), (3, 2, 2, 2, 2), (3,))],
    }
    with ir.Context():
        module = ir.Module.parse(CONVOLUTIONS)
        functions = {str(op.attributes["sym_name"]).strip('"'): op for op in module.body.operations}
        for name, shapes in calls.items():
            for x_shape, w_shape, b_shape in shapes:
                if name.endswith("i8"):
                    args = [rng.integers(-128, 128, s).astype(np.int8) for s in (x_shape, w_shape)]
                    args.append(rng.integers(-1000, 1000, b_shape).astype(np.int32))
                else:
                    args = [rng.standard_normal(s).astype(np.float32) for s in (x_shape, w_shape, b_shape)]
                got = getattr(prog, name)(*args)
                (want,) = reference.evaluate_function(functions[name], args)
                assert got.shape == want.shape, (name, x_shape)
                np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5, err_msg=f"{name} {x_shape}")
    bad = raises(
        prog.transpose_conv_i8, np.zeros((2, 4, 5, 3), np.int8), np.zeros((4, 2, 2, 3), np.int8), np.zeros(4, np.int32)
    )
    assert "'tosa.transpose_conv2d' op result dim 1 has static size 6, incompatible with runtime size 8" in bad


@pytest.mark.parametrize("lowering", ["tosabcast", "upstream"])
def test_a_pad_all_low_on_a_static_result_dim_compiles_runs_and_is_checked(lowering: str) -> None:
    """A result dim of 1 that is all low padding: the input must be empty along it. Stock's copy of the input
    was an out-of-bounds `memref.subview` to the verifier (a compile error on both lowerings, found by the fuzzer's
    call mode); `--tosabcast-prepare-stock` pads it high instead."""
    text = """func.func @main(%a: tensor<?x?xi16>) -> tensor<7x1xi16> {
  %p = tosa.const_shape {values = dense<[2, 0, 1, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() <{values = dense<3> : tensor<1xi16>}> : () -> tensor<1xi16>
  %t = tosa.pad %a, %p, %c : (tensor<?x?xi16>, !tosa.shape<4>, tensor<1xi16>) -> tensor<7x1xi16>
  return %t : tensor<7x1xi16>
}"""
    program = tosabcast.compile(text, lowering=lowering, name="pad.mlir")
    np.testing.assert_array_equal(program.main(np.zeros((5, 0), np.int16)), np.full((7, 1), 3, np.int16))
    with pytest.raises(CallError, match=r"pad.mlir:4:8: 'tosa.pad' op result dim 1 has static size 1"):
        program.main(np.zeros((5, 2), np.int16))
