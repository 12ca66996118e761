"""Export small PyTorch models to TOSA with torch-mlir: the real-model fixtures in test/models/.

DEV ONLY. Run it with the python of a separate virtual environment that has torch and torch-mlir
(scripts/models/requirements-dev.txt); torch and torch-mlir are never dependencies of tosabcast:

    python3 -m venv /work/devvenv
    /work/devvenv/bin/pip install -r scripts/models/requirements-dev.txt
    /work/devvenv/bin/python scripts/models/export_models.py            # all models
    /work/devvenv/bin/python scripts/models/export_models.py cnn swiglu # some models

For every model it writes, into test/models/ (or --out DIR):

    <name>_static.mlir   TOSA for fixed input shapes (the static input set below)
    <name>_static.npz    in0, in1, ... (inputs) and out0, out1, ... (torch outputs) for those shapes
    <name>_dynamic.mlir  TOSA with a dynamic batch (dim 0 of every batched input marked dynamic),
                         when torch.export and torch-mlir allow it
    <name>_dynamic.npz   b<N>_in<i> / b<N>_out<j> for each batch size N in DYNAMIC_BATCHES

and manifest.json: per model and variant, the entry function, input/output shapes and dtypes,
the batch sizes in the .npz, and for an export that failed, the error with MLIR's diagnostic (no
file is written then); under "probes", the outcome of the PROBES spellings (no files).

The .mlir text is what torch-mlir's `export_and_import(..., output_type="tosa")` returns, printed
without debug info (so an op's location is the fixture's own line:col when it is parsed), weights as
`dense_resource` blobs in the trailing `{-# dialect_resources #-}` section (folded constants inline as
hex), entry function `@main`. See decomposition_table() for the one non-default export option.
The text goes through `postprocess()` below; it is a no-op now (the printed IR parses unchanged with
the MLIR 22 bindings); it is the one place to put a documented text rewrite should a torch-mlir
release print TOSA syntax that MLIR 22 cannot parse.

Everything is deterministic: each model is built after torch.manual_seed(SEED) and its inputs come
from a numpy Generator seeded by SEED and the model name.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import os
import sys
import traceback
import warnings
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

SEED = 0
STATIC_BATCH = 4
DYNAMIC_BATCHES = (3, 5, 1)  # two distinct sizes > 1, plus batch 1 (size-1 vs broadcast ambiguity)
DYN_MIN, DYN_MAX = 1, 1024
ENTRY = "main"  # torch-mlir's default func_name

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_OUT = ROOT / "test" / "models"


# --------------------------------------------------------------------------------------------------
# Models
# --------------------------------------------------------------------------------------------------


class MLP(nn.Module):
    def __init__(self, act: nn.Module, dims=(16, 32, 32, 8)):
        super().__init__()
        layers: list[nn.Module] = []
        for i, (a, b) in enumerate(itertools.pairwise(dims)):
            layers.append(nn.Linear(a, b))
            if i < len(dims) - 2:
                layers.append(act)
        self.net = nn.Sequential(*layers)

    def forward(self, x):
        return self.net(x)


class NewGELU(nn.Module):
    """GPT-2's `gelu_new`, spelled as Hugging Face's NewGELUActivation: the tanh approximation with `x ** 3`
    (torch-mlir exports `nn.GELU(approximate="tanh")` statically only: aten.gelu fails to legalize at a dynamic
    batch)."""

    def forward(self, x):
        return 0.5 * x * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * torch.pow(x, 3.0))))


class LayerNormSoftmax(nn.Module):
    def __init__(self, d=16):
        super().__init__()
        self.norm = nn.LayerNorm(d)

    def forward(self, x):
        return torch.softmax(self.norm(x), dim=-1)


class Attention(nn.Module):
    """Two-head self-attention written with matmuls and softmax, one Q/K/V/O projection per head.

    Per-head projections and a summed output projection are the same function as the usual
    fused-QKV + reshape/transpose + concat spelling; this one has no reshape to a batch-derived size and
    no concat, which torch-mlir's TOSA backend cannot lower with a dynamic batch (see PROBES).
    """

    def __init__(self, d=16, heads=2):
        super().__init__()
        self.dh = d // heads
        self.q = nn.ModuleList(nn.Linear(d, self.dh) for _ in range(heads))
        self.k = nn.ModuleList(nn.Linear(d, self.dh) for _ in range(heads))
        self.v = nn.ModuleList(nn.Linear(d, self.dh) for _ in range(heads))
        self.o = nn.ModuleList(nn.Linear(self.dh, d, bias=i == 0) for i in range(heads))

    def forward(self, x):  # x: (B, T, D)
        out = 0
        for q, k, v, o in zip(self.q, self.k, self.v, self.o):
            scores = torch.matmul(q(x), k(x).transpose(1, 2)) * (1.0 / self.dh**0.5)
            out = out + o(torch.matmul(torch.softmax(scores, dim=-1), v(x)))
        return out


class AttentionReshape(nn.Module):
    """PROBE: the usual multi-head spelling (fused QKV, reshape to heads, transpose, reshape back)."""

    def __init__(self, d=16, heads=2):
        super().__init__()
        self.heads, self.dh = heads, d // heads
        self.qkv = nn.Linear(d, 3 * d)
        self.out = nn.Linear(d, d)

    def forward(self, x):
        b, t, d = x.shape
        q, k, v = self.qkv(x).chunk(3, dim=-1)

        def split(z):
            return z.reshape(b, t, self.heads, self.dh).transpose(1, 2)  # b, h, t, dh

        q, k, v = split(q), split(k), split(v)
        scores = torch.matmul(q, k.transpose(-2, -1)) * (1.0 / self.dh**0.5)
        ctx = torch.matmul(torch.softmax(scores, dim=-1), v).transpose(1, 2).reshape(b, t, d)
        return self.out(ctx)


class AttentionConcat(Attention):
    """PROBE: per-head projections, heads concatenated before one output projection."""

    def __init__(self, d=16, heads=2):
        super().__init__(d, heads)
        self.proj = nn.Linear(d, d)

    def forward(self, x):
        heads = []
        for q, k, v in zip(self.q, self.k, self.v):
            scores = torch.matmul(q(x), k(x).transpose(1, 2)) * (1.0 / self.dh**0.5)
            heads.append(torch.matmul(torch.softmax(scores, dim=-1), v(x)))
        return self.proj(torch.cat(heads, dim=-1))


class MultiheadAttention(nn.Module):
    """PROBE: nn.MultiheadAttention as self-attention."""

    def __init__(self, d=16, heads=2):
        super().__init__()
        self.mha = nn.MultiheadAttention(d, heads, dropout=0.0, batch_first=True)

    def forward(self, x):
        return self.mha(x, x, x, need_weights=False)[0]


class CNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 8, 3, padding=1)
        self.bn1 = nn.BatchNorm2d(8)
        self.pool = nn.MaxPool2d(2)
        self.conv2 = nn.Conv2d(8, 8, 3, padding=1)
        self.avg = nn.AvgPool2d(4)
        self.fc = nn.Linear(8, 4)

    def forward(self, x):  # x: (B, 3, 8, 8) NCHW
        x = self.pool(F.relu(self.bn1(self.conv1(x))))  # B, 8, 4, 4
        x = self.avg(F.relu(self.conv2(x)))  # B, 8, 1, 1
        # reshape(-1, 8), not torch.flatten(x, 1): the latter fails with a dynamic batch (see PROBES)
        return self.fc(x.reshape(-1, 8))


class CNNFlatten(CNN):
    """PROBE: the CNN with torch.flatten(x, 1) before the classifier."""

    def forward(self, x):
        x = self.pool(F.relu(self.bn1(self.conv1(x))))
        x = self.avg(F.relu(self.conv2(x)))
        return self.fc(torch.flatten(x, 1))


class SwiGLU(nn.Module):
    def __init__(self, d=16, hidden=32):
        super().__init__()
        self.w1 = nn.Linear(d, hidden, bias=False)
        self.w3 = nn.Linear(d, hidden, bias=False)
        self.w2 = nn.Linear(hidden, d, bias=False)

    def forward(self, x):
        return self.w2(F.silu(self.w1(x)) * self.w3(x))


class MaskedWhere(nn.Module):
    """torch.where with a broadcast boolean mask input and with a comparison against a Python float."""

    def forward(self, x, mask):  # x: (B, N) f32, mask: (1, N) bool
        y = torch.where(mask, x, 0.0)  # not torch.zeros_like(x): fails with a dynamic batch (see PROBES)
        z = torch.where(x > 0.5, y * 2.0, -y)
        return z, x > 0.5


class MaskedWhereZerosLike(nn.Module):
    """PROBE: MaskedWhere with torch.zeros_like(x) as the masked-out value."""

    def forward(self, x, mask):
        y = torch.where(mask, x, torch.zeros_like(x))
        return torch.where(x > 0.5, y * 2.0, -y), x > 0.5


class Int32Fn(nn.Module):
    """int32 element-wise arithmetic, comparisons, select, clamp, bitwise ops, floor division."""

    def forward(self, a, b):  # a, b: (B, N) int32
        c = a * 3 + b - 7
        d = torch.where(a > b, c, a - b)
        e = torch.clamp(d, -50, 50)
        f = torch.bitwise_xor(torch.bitwise_and(e, 0x3C), b) | b  # `| <int>` (bitwise_or.Scalar) fails: PROBES
        g = torch.maximum(f, torch.abs(a)) + torch.div(~e, 3, rounding_mode="floor")
        return g, a == b


class Int32Op(nn.Module):
    """PROBE: one int32 operation."""

    def __init__(self, fn: Callable):
        super().__init__()
        self.fn = fn

    def forward(self, a, b):
        return self.fn(a, b)


class Decoder(nn.Module):
    """An upsampling decoder: conv, a stride-2 ConvTranspose2d (torch-mlir emits tosa.transpose_conv2d), conv."""

    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(4, 8, 3, padding=1)
        self.up = nn.ConvTranspose2d(8, 4, 3, stride=2, padding=1, output_padding=1)
        self.conv2 = nn.Conv2d(4, 2, 3, padding=1)

    def forward(self, x):  # x: (B, 4, 4, 4) NCHW
        x = F.relu(self.conv1(x))  # B, 8, 4, 4
        x = F.relu(self.up(x))  # B, 4, 8, 8
        return torch.sigmoid(self.conv2(x))  # B, 2, 8, 8


class UpsampleBilinear(nn.Module):
    """conv, then nn.Upsample(scale_factor=2, mode="bilinear"): torch-mlir writes the interpolation as gathers,
    tiles and arithmetic over index tables (some as `arith.constant` tensors), no tosa.resize. With a dynamic
    batch its TOSA conversion fails; mode "nearest" (the probe upsample_nearest) fails statically too."""

    def __init__(self, mode: str = "bilinear"):
        super().__init__()
        self.conv = nn.Conv2d(3, 4, 3, padding=1)
        self.up = nn.Upsample(scale_factor=2, mode=mode)

    def forward(self, x):  # x: (B, 3, 4, 5) NCHW
        return self.up(self.conv(x))  # B, 4, 8, 10


class Activations(nn.Module):
    """Element-wise activations between two small linears: mish, softplus, ELU, leaky ReLU, hardsigmoid, SiLU,
    tanh, sin, cos, exp, log1p, rsqrt, a clamp and a division (tosa tanh, log, sin, cos, exp, sigmoid, rsqrt,
    reciprocal, select, clamp). Two results: the sum, and the clamp over 1 + |x|."""

    def __init__(self, d=16):
        super().__init__()
        self.inp = nn.Linear(d, d)
        self.out = nn.Linear(d, d)

    def forward(self, x):  # x: (B, 16)
        x = self.inp(x)
        a = F.mish(x) + F.softplus(x) * F.elu(x)
        b = F.leaky_relu(x, 0.1) - F.hardsigmoid(x) + F.silu(x)
        c = torch.tanh(x) * torch.sin(x) + torch.cos(x) * torch.exp(-x * x)
        d = torch.log1p(torch.abs(x)) + torch.rsqrt(x * x + 1.0)
        return self.out(a + b + c + d), torch.clamp(x, -0.5, 0.5) / (1.0 + x.abs())


class Depthwise(nn.Module):
    """A MobileNet-style inverted residual: depthwise conv3x3 (groups = channels: tosa.depthwise_conv2d) +
    hardswish, pointwise conv1x1 8->16 + ReLU6, pointwise conv1x1 16->8, plus the input. (`x.repeat(...)` as
    the residual fails with a dynamic batch on `torch.aten.size.int`.)"""

    def __init__(self):
        super().__init__()
        self.dw = nn.Conv2d(8, 8, 3, padding=1, groups=8)
        self.expand = nn.Conv2d(8, 16, 1)
        self.project = nn.Conv2d(16, 8, 1)

    def forward(self, x):  # x: (B, 8, 6, 6) NCHW
        y = F.relu6(self.expand(F.hardswish(self.dw(x))))  # B, 16, 6, 6
        return self.project(y) + x


class DepthwiseRepeat(Depthwise):
    """PROBE: the block with the input repeated to 16 channels as the residual (no projection back)."""

    def forward(self, x):
        return F.relu6(self.expand(F.hardswish(self.dw(x)))) + x.repeat(1, 2, 1, 1)


class ReduceArgmax(nn.Module):
    """Reductions: a hand-written normalization over the last dim (mean, sum of squares, sqrt), a max over
    dim 1 broadcast back, and argmax (tosa.argmax, an i64 result after torch-mlir's cast)."""

    def forward(self, x):  # x: (B, 8, 16)
        m = x.mean(dim=-1, keepdim=True)
        v = ((x - m) ** 2).sum(dim=-1, keepdim=True)
        mx = x.amax(dim=1, keepdim=True)
        return (x - m) / torch.sqrt(v + 1e-5) + mx, torch.argmax(x, dim=-1)


class LSTMCell(nn.Module):
    """One LSTM step with one input and one hidden projection per gate: the function of nn.LSTMCell, whose
    fused 4-gate projection is chunked with slices torch-mlir cannot lower with a dynamic batch (see PROBES)."""

    def __init__(self, d=16, hidden=8):
        super().__init__()
        self.x = nn.ModuleList(nn.Linear(d, hidden) for _ in range(4))
        self.h = nn.ModuleList(nn.Linear(hidden, hidden, bias=False) for _ in range(4))

    def forward(self, x, h, c):  # x: (B, 16), h, c: (B, 8)
        i, f, g, o = (lx(x) + lh(h) for lx, lh in zip(self.x, self.h))
        c = torch.sigmoid(f) * c + torch.sigmoid(i) * torch.tanh(g)
        return torch.sigmoid(o) * torch.tanh(c), c


class TorchLSTMCell(nn.Module):
    """PROBE: nn.LSTMCell itself."""

    def __init__(self, d=16, hidden=8):
        super().__init__()
        self.cell = nn.LSTMCell(d, hidden)

    def forward(self, x, h, c):
        return self.cell(x, (h, c))


class EmbeddingMean(nn.Module):
    """nn.Embedding (tosa.gather of int64 token ids cast to i32), mean over the tokens, a linear."""

    def __init__(self, vocab=50, d=16):
        super().__init__()
        self.embed = nn.Embedding(vocab, d)
        self.fc = nn.Linear(d, 4)

    def forward(self, ids):  # ids: (B, 6) int64
        return self.fc(self.embed(ids).mean(dim=1))


class Conv1dGroupNorm(nn.Module):
    """Conv1d (torch-mlir: a conv2d over a reshaped input), GroupNorm(2 groups; its index tables are
    `arith.constant dense_resource<...>` tensors), exact GELU, log_softmax over channels. Static only: with a
    dynamic batch the export fails on `aten.as_strided` with a symbolic size."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv1d(4, 8, 3, padding=1)
        self.norm = nn.GroupNorm(2, 8)

    def forward(self, x):  # x: (B, 4, 10) NCL
        return F.log_softmax(F.gelu(self.norm(self.conv(x))), dim=1)


class PoolAdaptive(nn.Module):
    """A stride-2 conv, ReLU, max pooling with padding, adaptive average pooling to 1x1, a scale."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 6, 3, stride=2, padding=1)
        self.pool = nn.MaxPool2d(3, stride=2, padding=1)
        self.avg = nn.AdaptiveAvgPool2d(1)

    def forward(self, x):  # x: (B, 3, 8, 8) NCHW
        return self.avg(self.pool(F.relu(self.conv(x)))).reshape(-1, 6) * 2.0


class PadScale(nn.Module):
    """F.pad with a constant (tosa.pad) on both sides of the last dim, then element-wise arithmetic."""

    def forward(self, x):  # x: (B, 12)
        return F.pad(x, (1, 2), value=0.5) * 2.0 - 1.0


class PadSlice(nn.Module):
    """PROBE: F.pad, then a slice of the padded tensor."""

    def forward(self, x):
        return F.pad(x, (1, 2))[:, 1:-1] * 2.0


# --------------------------------------------------------------------------------------------------
# Specs
# --------------------------------------------------------------------------------------------------


@dataclass
class Spec:
    name: str
    build: Callable[[], nn.Module]
    # input makers: (rng, batch) -> numpy array
    inputs: list[Callable[[np.random.Generator, int], np.ndarray]]
    # per input: is dim 0 the dynamic batch dimension? (False keeps that input static)
    batched: list[bool] = field(default_factory=list)
    # decomposition table variant, see decomposition_table()
    table: str = ""


def f32(*tail: int, scale: float = 1.0):
    return lambda rng, b: (scale * rng.standard_normal((b, *tail))).astype(np.float32)


def i32(*tail: int, lo: int = -20, hi: int = 20):
    return lambda rng, b: rng.integers(lo, hi, size=(b, *tail), dtype=np.int32)


def token_ids(*tail: int, vocab: int = 50):
    return lambda rng, b: rng.integers(0, vocab, size=(b, *tail), dtype=np.int64)


def bool_mask(*shape: int):
    return lambda rng, b: rng.random(shape) < 0.5  # no batch dim: broadcast against x


SPECS = [
    Spec("mlp_relu", lambda: MLP(nn.ReLU()), [f32(16)], [True]),
    Spec("mlp_gelu", lambda: MLP(nn.GELU()), [f32(16)], [True]),
    Spec("mlp_gelu_new", lambda: MLP(NewGELU()), [f32(16)], [True]),
    Spec("layernorm_softmax", LayerNormSoftmax, [f32(8, 16)], [True]),
    Spec("attention", Attention, [f32(8, 16)], [True]),
    Spec(
        "transformer_encoder",
        lambda: nn.TransformerEncoderLayer(d_model=16, nhead=2, dim_feedforward=32, dropout=0.0, batch_first=True),
        [f32(8, 16)],
        [True],
    ),
    Spec("cnn", CNN, [f32(3, 8, 8)], [True]),
    Spec("swiglu", SwiGLU, [f32(8, 16)], [True]),
    Spec("masked_where", MaskedWhere, [f32(16), bool_mask(1, 16)], [True, False]),
    Spec("int32_fn", Int32Fn, [i32(16), i32(16)], [True, True]),
    Spec("decoder", Decoder, [f32(4, 4, 4)], [True]),
    Spec("upsample_bilinear", UpsampleBilinear, [f32(3, 4, 5)], [True]),
    Spec("activations", Activations, [f32(16)], [True]),
    Spec("depthwise", Depthwise, [f32(8, 6, 6)], [True]),
    Spec("reduce_argmax", ReduceArgmax, [f32(8, 16)], [True]),
    Spec("lstm_cell", LSTMCell, [f32(16), f32(8), f32(8)], [True, True, True]),
    Spec("embedding_mean", EmbeddingMean, [token_ids(6)], [True]),
    Spec("pad_scale", PadScale, [f32(12)], [True]),
    Spec("conv1d_groupnorm", Conv1dGroupNorm, [f32(4, 10)], [True]),
    Spec("pool_adaptive", PoolAdaptive, [f32(3, 8, 8)], [True]),
]


# Spellings that show what does and does not export (statically and/or with a dynamic batch), kept so
# that the table in test/models/README.md can be re-checked: each is tried, its outcome goes into manifest.json "probes",
# and no file is written for it. A probe with table "nodecomp" uses torch-mlir's default decomposition
# table unchanged (aten.linear and aten.matmul decomposed), the others use the fixtures' table.
PROBES = [
    Spec("attention_reshape", AttentionReshape, [f32(8, 16)], [True]),
    Spec("upsample_nearest", lambda: UpsampleBilinear("nearest"), [f32(3, 4, 5)], [True]),
    Spec("attention_concat", AttentionConcat, [f32(8, 16)], [True]),
    Spec("multihead_attention", MultiheadAttention, [f32(8, 16)], [True]),
    Spec("cnn_flatten", CNNFlatten, [f32(3, 8, 8)], [True]),
    Spec("masked_where_zeros_like", MaskedWhereZerosLike, [f32(16), bool_mask(1, 16)], [True, False]),
    Spec("swiglu_nodecomp", SwiGLU, [f32(8, 16)], [True], table="nodecomp"),
    Spec("attention_nodecomp", Attention, [f32(8, 16)], [True], table="nodecomp"),
    Spec("layernorm_softmax_nodecomp_layer_norm", LayerNormSoftmax, [f32(8, 16)], [True], table="keep_layer_norm"),
    Spec("int32_bitwise_or_scalar", lambda: Int32Op(lambda a, b: a | 1), [i32(16), i32(16)], [True, True]),
    Spec("int32_lshift", lambda: Int32Op(lambda a, b: a << (b & 3)), [i32(16), i32(16)], [True, True]),
    Spec("int32_rshift_scalar", lambda: Int32Op(lambda a, b: a >> 2), [i32(16), i32(16)], [True, True]),
    Spec("int32_to_f32", lambda: Int32Op(lambda a, b: a.to(torch.float32) * 0.5), [i32(16), i32(16)], [True, True]),
    Spec("int32_sum", lambda: Int32Op(lambda a, b: a.sum(dim=-1)), [i32(16), i32(16)], [True, True]),
    Spec("torch_lstm_cell", TorchLSTMCell, [f32(16), f32(8), f32(8)], [True, True, True]),
    Spec("pad_slice", PadSlice, [f32(12)], [True]),
    Spec("depthwise_repeat", DepthwiseRepeat, [f32(8, 6, 6)], [True]),
    Spec("int32_remainder", lambda: Int32Op(lambda a, b: torch.remainder(a, 5)), [i32(16), i32(16)], [True, True]),
]


# --------------------------------------------------------------------------------------------------
# Export
# --------------------------------------------------------------------------------------------------


def postprocess(text: str) -> str:
    """Text rewrites between torch-mlir's printer and MLIR 22's parser.

    None are needed with torch-mlir 20261001: its TOSA (tosa.const_shape, !tosa.shape, tosa.reshape
    with a shape operand, tosa.mul's shift operand, tosa.matmul/conv2d zero-point operands,
    `values =` on tosa.const) is the MLIR 22 syntax. Only the trailing newline is normalized.
    """
    return text.rstrip("\n") + "\n"


def decomposition_table(variant: str = ""):
    """torch-mlir's default table without aten.linear and aten.matmul (variant "nodecomp": unchanged).

    PyTorch's decompositions of aten.linear on an N-D input (N > 2) and of a batched aten.matmul
    reshape with views to computed sizes (view(x, [size(x, 0) * T, D]), expand + view to
    [size(x, 0) * H, ...]); torch-mlir's TOSA backend cannot lower a view to such a size, so those
    exports fail with a dynamic batch on `torch.aten.size.int`. Kept whole, aten.linear and
    aten.matmul go through torch-mlir's own lowerings (tosa.reshape with -1, tosa.matmul). For 2-D
    inputs the TOSA is the same either way. Variant "keep_layer_norm" also keeps
    aten.native_layer_norm whole.
    """
    from torch_mlir.extras.fx_decomp_util import get_decomposition_table

    table = get_decomposition_table()
    if variant == "nodecomp":
        return table
    keep = {torch.ops.aten.linear, torch.ops.aten.matmul}
    if variant == "keep_layer_norm":
        keep |= {torch.ops.aten.native_layer_norm, torch.ops.aten.layer_norm}
    return {k: v for k, v in table.items() if k._overloadpacket not in keep}


class CapturedStderr:
    """Capture the process's fd 2 (where MLIR prints diagnostics) while exporting."""

    def __enter__(self):
        import tempfile

        sys.stderr.flush()
        self._file = tempfile.TemporaryFile(mode="w+b")
        self._saved = os.dup(2)
        os.dup2(self._file.fileno(), 2)
        self.text = ""
        return self

    def __exit__(self, *exc):
        sys.stderr.flush()
        os.dup2(self._saved, 2)
        os.close(self._saved)
        self._file.seek(0)
        self.text = self._file.read().decode(errors="replace")
        self._file.close()
        return False


def mlir_errors(stderr: str) -> list[str]:
    """The `error: ...` lines of MLIR diagnostics, without their torch source locations."""
    out = []
    for line in stderr.splitlines():
        if "error:" in line:
            msg = line[line.index("error:") :]
            if msg not in out:
                out.append(msg)
    return out


def make_model(spec: Spec) -> nn.Module:
    torch.manual_seed(SEED)
    model = spec.build()
    model.eval()
    if isinstance(model, CNN):  # give batchnorm non-trivial running statistics (eval mode uses them)
        with torch.no_grad():
            model.bn1.running_mean.uniform_(-0.5, 0.5)
            model.bn1.running_var.uniform_(0.5, 1.5)
    return model


def make_inputs(spec: Spec, batch: int, salt: int) -> list[np.ndarray]:
    rng = np.random.default_rng([SEED, zlib.crc32(spec.name.encode()), batch, salt])
    return [make(rng, batch) for make in spec.inputs]


def run_torch(model: nn.Module, inputs: list[np.ndarray]) -> list[np.ndarray]:
    with torch.no_grad():
        out = model(*[torch.from_numpy(a) for a in inputs])
    outs = out if isinstance(out, (tuple, list)) else (out,)
    return [o.detach().numpy() for o in outs]


class ExportError(Exception):
    pass


def export(model: nn.Module, inputs: list[np.ndarray], dynamic_shapes, table_variant: str = "") -> str:
    # Imported here, not at the top: torch-mlir's MLIR registers LLVM's command-line options a second time in a
    # process that has loaded the MLIR wheel's, and LLVM aborts. bench/models.py imports this module for the
    # model definitions alone (torch eager beside our code) and must not load it.
    from torch_mlir import fx

    args = [torch.from_numpy(a) for a in inputs]
    with CapturedStderr() as err:
        try:
            module = fx.export_and_import(
                model,
                *args,
                output_type="tosa",
                dynamic_shapes=dynamic_shapes,
                func_name=ENTRY,
                decomposition_table=decomposition_table(table_variant),
            )
        except Exception as exc:  # noqa: BLE001 - re-raised with MLIR's diagnostics
            caught = exc
        else:
            caught = None
    if caught is not None:
        errors = mlir_errors(err.text)
        stage = str(caught).strip().splitlines()[0] if str(caught).strip() else ""
        raise ExportError(" | ".join([f"{type(caught).__name__}: {stage}", *errors])) from caught
    text = module.operation.get_asm(enable_debug_info=False)
    return postprocess(text)


def describe(arrays: list[np.ndarray]) -> list[dict]:
    return [{"shape": list(a.shape), "dtype": str(a.dtype)} for a in arrays]


def short_error(exc: BaseException) -> str:
    if isinstance(exc, ExportError):
        return str(exc)
    lines = [ln for ln in str(exc).strip().splitlines() if ln.strip()]
    head = f"{type(exc).__name__}: " + (lines[0] if lines else "")
    return head if len(lines) <= 1 else head + " | " + " | ".join(lines[1:4])


def dynamic_shapes(spec: Spec):
    """Dim 0 of every batched input is one shared torch.export.Dim; other inputs stay static."""
    batch = torch.export.Dim("batch", min=DYN_MIN, max=DYN_MAX)
    return tuple({0: batch} if b else None for b in spec.batched)


def export_variant(spec: Spec, model: nn.Module, variant: str) -> str:
    """The TOSA text of one variant ("static" or "dynamic"); raises on failure."""
    if variant == "static":
        return export(model, make_inputs(spec, STATIC_BATCH, 0), None, spec.table)
    text = export(model, make_inputs(spec, DYNAMIC_BATCHES[0], 1), dynamic_shapes(spec), spec.table)
    if "?" not in text.split("{-#")[0]:
        raise ExportError("export specialized the batch dimension: no dynamic dim in the IR")
    return text


def export_spec(spec: Spec, out: Path, verbose: bool) -> dict:
    """Export both variants of a fixture model and write its .mlir/.npz files."""
    entry: dict = {"entry": ENTRY, "table": spec.table or "default without aten.linear, aten.matmul"}
    model = make_model(spec)
    for variant in ("static", "dynamic"):
        mlir_path, npz_path = out / f"{spec.name}_{variant}.mlir", out / f"{spec.name}_{variant}.npz"
        if variant == "static":
            runs = {"": make_inputs(spec, STATIC_BATCH, 0)}
            record: dict = {"batch": STATIC_BATCH}
        else:
            runs = {f"b{n}_": make_inputs(spec, n, 1) for n in DYNAMIC_BATCHES}
            record = {"batches": list(DYNAMIC_BATCHES), "export_batch": DYNAMIC_BATCHES[0], "dim": [DYN_MIN, DYN_MAX]}
        arrays: dict[str, np.ndarray] = {}
        record["inputs"], record["outputs"] = {}, {}
        for prefix, ins in runs.items():
            outs = run_torch(model, ins)
            arrays.update({f"{prefix}in{i}": a for i, a in enumerate(ins)})
            arrays.update({f"{prefix}out{j}": o for j, o in enumerate(outs)})
            record["inputs"][prefix.rstrip("_") or "static"] = describe(ins)
            record["outputs"][prefix.rstrip("_") or "static"] = describe(outs)
        try:
            text = export_variant(spec, model, variant)
        except Exception as exc:  # noqa: BLE001 - recorded in the manifest
            record = {"status": "failed", "error": short_error(exc)}
            mlir_path.unlink(missing_ok=True)
            npz_path.unlink(missing_ok=True)
            if verbose:
                traceback.print_exc()
        else:
            mlir_path.write_text(text)
            np.savez_compressed(npz_path, **arrays)
            record = {"status": "ok", "files": [mlir_path.name, npz_path.name], **record}
        entry[variant] = record
    return entry


def run_probe(spec: Spec, verbose: bool) -> dict:
    """Try both variants of a probe spelling; write nothing."""
    entry: dict = {"table": spec.table or "default without aten.linear, aten.matmul"}
    model = make_model(spec)
    for variant in ("static", "dynamic"):
        try:
            export_variant(spec, model, variant)
            entry[variant] = {"status": "ok"}
        except Exception as exc:  # noqa: BLE001 - recorded in the manifest
            entry[variant] = {"status": "failed", "error": short_error(exc)}
            if verbose:
                traceback.print_exc()
    return entry


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("models", nargs="*", help="model or probe names (default: all models and probes)")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--no-probes", action="store_true", help="do not try the PROBES spellings")
    parser.add_argument("-v", "--verbose", action="store_true", help="print tracebacks of failed exports")
    opts = parser.parse_args(argv)
    names = {s.name for s in SPECS} | {s.name for s in PROBES}
    unknown = set(opts.models) - names
    if unknown:
        parser.error(f"unknown model(s): {', '.join(sorted(unknown))}")
    opts.out.mkdir(parents=True, exist_ok=True)
    warnings.filterwarnings("ignore", category=FutureWarning)
    warnings.filterwarnings("ignore", category=UserWarning)

    manifest_path = opts.out / "manifest.json"
    manifest = json.loads(manifest_path.read_text()) if manifest_path.exists() else {}
    if not opts.models:  # a full run rebuilds the records (probes only when they are tried)
        manifest["models"] = {}
        if not opts.no_probes:
            manifest["probes"] = {}
    manifest["versions"] = {
        "torch": torch.__version__,
        "torch_mlir": _version("torch-mlir"),
        "numpy": np.__version__,
        "python": sys.version.split()[0],
    }
    manifest["entry"] = ENTRY
    manifest["static_batch"] = STATIC_BATCH
    manifest["dynamic_batches"] = list(DYNAMIC_BATCHES)
    manifest.setdefault("models", {})
    manifest.setdefault("probes", {})
    failed = 0

    def report(name: str, entry: dict) -> None:
        for variant in ("static", "dynamic"):
            rec = entry[variant]
            print(f"{name:40s} {variant:8s} {rec['status']}" + (f"  {rec['error']}" if rec["status"] != "ok" else ""))

    for spec in SPECS:
        if not opts.models or spec.name in opts.models:
            entry = manifest["models"][spec.name] = export_spec(spec, opts.out, opts.verbose)
            failed += sum(entry[v]["status"] != "ok" for v in ("static", "dynamic"))
            report(spec.name, entry)
    if not opts.no_probes:
        for spec in PROBES:
            if not opts.models or spec.name in opts.models:
                entry = manifest["probes"][spec.name] = run_probe(spec, opts.verbose)
                report("probe " + spec.name, entry)
    for key in ("models", "probes"):
        manifest[key] = dict(sorted(manifest[key].items()))
    manifest_path.write_text(json.dumps(manifest, indent=2) + "\n")
    print(f"wrote {opts.out}; {failed} fixture export(s) failed (see manifest.json)")
    return 0


def _version(dist: str) -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(dist)
    except PackageNotFoundError:
        return "unknown"


if __name__ == "__main__":
    sys.exit(main())
