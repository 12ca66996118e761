"""Lower TOSA element-wise ops to linalg.generic: fused, copy-free, correct for every legal broadcast.

    %t = tosa.add %a, %b : (tensor<?x?xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
    %r = tosa.exp %t : (tensor<?x?xf32>) -> tensor<?x?xf32>
becomes one loop nest over the broadcast domain, with no copy and no branch:
    %a1 = tensor.dim %a, %c1 ; %b1 = tensor.dim %b, %c1
    %n = arith.select (%a1 == 1), %b1, %a1           // dim 1: r = (r == 1) ? s : r over the sizes
    %a1_is_1 = arith.cmpi eq, %a1, %c1 ; %b1_is_1 = arith.cmpi eq, %b1, %c1
    %e = tensor.empty(%m, %n) : tensor<?x?xf32>      // dim 0: %m = tensor.dim %a, %c0, its only dynamic size
    %r = linalg.generic {indexing_maps = [(d0, d1) -> (d0, d1)]} outs(%e) {
      %i = linalg.index 0 ; %j = linalg.index 1
      %x = tensor.extract %a[%i, select(%a1_is_1, 0, %j)]
      %y = tensor.extract %b[0, select(%b1_is_1, 0, %j)]
      linalg.yield exp(%x + %y)                      // tosabcast.scalar.emit, op by op
    }

Structure (the per-op scalar code comes from `tosabcast.scalar`):

* Fusion by clustering. An op joins its consumer's cluster when its result has
  exactly one use, as a broadcast operand of a lowered element-wise op in the
  same block, and that use does not broadcast it statically (a static
  broadcast would recompute the producer once per copy: upstream's
  `linalg-fuse-elementwise-ops` refuses the same). Each cluster becomes one
  `linalg.generic` over its root's domain whose body chains the ops' scalar
  code. Leaves (operands from outside the cluster) are indexed directly
  against the domain: broadcasting composes, so reading a leaf at its
  broadcast index equals reading each intermediate at its own. Option
  `fuse=false` lowers one op per generic.
* Per leaf and domain dim (`shapes.dim_roles`, composed along the tree):
  ABSENT (rank expansion) omits the dim from the indexing map, so no
  `tensor.expand_shape` is needed; SAME is `d_k`; BROADCAST is the constant 0;
  RUNTIME (a dynamic size that may be 1 while the domain's is not) is read
  with `tensor.extract` at `select(size == 1, 0, linalg.index k)` in the body.
  A leaf without RUNTIME dims is a plain `ins` operand with an affine map.
* Elision: RUNTIME becomes SAME when `tosabcast.symbolic_dims` proves the
  leaf dim equal to the domain dim (same SSA value, the only dynamic
  contributor, dims equal through earlier element-wise ops), and in any
  function or module carrying the unit attribute
  `tosabcast.assume_no_runtime_broadcast` (the user asserts that no dynamic
  dim ever broadcasts at run time, like torch-mlir's
  `torch.assume_strict_symbolic_shapes`).
* The domain's dynamic sizes: a SAME leaf's `tensor.dim`, else the fold
  `r = (r == 1) ? s : r` over the RUNTIME leaves' sizes -- never
  `arith.maxui`, which makes 1 against 0 give 1 (upstream's `0x2048 + 1x2048`
  bug).
* A result type other than the proven shape gets a `tensor.cast`. Unranked
  operands or results: a remark, and the op stays. An op `scalar.check`
  rejects, or operands that cannot broadcast: a located error, nothing changed.
* Speed (docs/lowering.md, Follow-ups): ops are built with `tosabcast.build`
  (`ir.Operation.create`, a third of the generated builders' cost), each
  distinct op is checked once (`scalar.Checker`), and types, attributes and
  maps are read or built once per run.

Why `tensor.extract` for RUNTIME leaves (scripts/lowering_strategies.py, table in docs/lowering.md): on
2048x2048 f32 add and a 4-op chain through the stock pipeline (one-shot bufferization, ownership-based
deallocation, loops, LLVM) and the ExecutionEngine at -O3, this scheme ran at 0.85-1.06x the time of the
same computation with static shapes and 1.9-40x faster than upstream's copies. Of the other copy-free
candidates, `index * (size != 1)` and stride-0 views (`memref.reinterpret_cast` between
`bufferization.to_buffer` and `to_tensor restrict`) were as fast, `minui(index, size - 1)` 1.5-26x slower,
and loop versioning (`scf.if` on "no runtime broadcast" between an identity-map generic and this one) 2-9x
slower: the deallocation pipeline copies the result an `scf.if` yields. The simplest one wins: no control
flow, no buffer ops in tensor IR, nothing for the deallocation passes to guess about, and every operand that
cannot broadcast stays an `ins` operand with an affine map.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from mlir import ir

from tosabcast import build, scalar
from tosabcast.build import arith
from tosabcast.diagnostics import emit_error, emit_remark
from tosabcast.ir_shapes import ELEMENTWISE_ARITY, broadcast_operands, shape_of, tensor_type, walk_ops
from tosabcast.registry import Option, PassInfo
from tosabcast.shapes import DimRole, Shape, ShapeError, dim_roles, format_shape
from tosabcast.symbolic_dims import Dims, Symbol, SymbolicDims, assumes_no_runtime_broadcast, shape

_ELEMENTWISE = frozenset(ELEMENTWISE_ARITY)
Roles = tuple[DimRole, ...]


@dataclass(eq=False)
class _Node:
    """A lowered op: its broadcast operands, proven result shape and dims, and the producers fused into it."""

    op: ir.Operation
    order: int  # position in the walk: producers come first
    operands: list[ir.Value]  # as analyzed, before any rewrite
    shape: Shape
    dims: Dims
    result: ir.Value
    type: ir.Type  # of the result
    element: ir.Type
    body: scalar.Body
    producers: dict[int, _Node] = field(default_factory=dict)  # broadcast operand index -> producer


@dataclass(slots=True)
class _Leaf:
    """Operand `index` of `owner`, read from outside the cluster, with its role per domain dim."""

    owner: ir.Operation
    index: int
    roles: Roles
    dims: Dims
    element: ir.Type

    @property
    def value(self) -> ir.Value:
        """The operand now (an earlier cluster may have replaced its producer)."""
        return self.owner.operands[self.index]

    def own_dim(self, k: int) -> int:
        """The leaf's own dim at domain dim `k`."""
        return k - (len(self.roles) - len(self.dims))


@dataclass
class _Cluster:
    root: _Node
    members: list[_Node]  # in program order, root last
    leaves: list[_Leaf]


def lower_to_linalg(module: ir.Operation, *, fuse: bool = True) -> bool:
    """Lower every supported element-wise op under `module`; False (errors emitted) if any cannot be."""
    symbols = SymbolicDims()
    checker = scalar.Checker()
    attrs = _Attributes()
    nodes: dict[ir.Operation, _Node] = {}
    ok = True
    for order, op in enumerate(walk_ops(module, _ELEMENTWISE)):
        try:
            node = _analyze(op, order, symbols, checker, attrs)
        except scalar.Unsupported as exc:
            emit_error(op.location, _op_message(op, exc))
            ok = False
            continue
        except ShapeError as exc:
            emit_error(op.location, _op_message(op, exc), _proof_notes(op, symbols))
            ok = False
            continue
        if node is not None:
            nodes[op] = node
    if not ok:
        return False
    roots = _cluster(nodes) if fuse else list(nodes.values())
    assumes: dict[ir.Operation, bool] = {}  # by parent op: the attribute is looked up once per function
    clusters = [_collect(root, symbols, attrs, _assumes(root.op.parent, assumes)) for root in roots]
    sizes: dict[ir.Block, _Sizes] = {}
    for cluster in clusters:  # every leaf is known before the first rewrite
        _rewrite(cluster, attrs, sizes.setdefault(cluster.root.op.block, _Sizes()))
    return True


def _op_message(op: ir.Operation, exc: Exception) -> str:
    text = str(exc)
    prefix = f"'{op.name}' op "
    return text if text.startswith(prefix) else prefix + text


def _proof_notes(op: ir.Operation, symbols: SymbolicDims) -> list[tuple[ir.Location, str]]:
    """Point at the ops that proved an operand's shape more static than its type says."""
    notes: list[tuple[ir.Location, str]] = []
    for index, value in enumerate(broadcast_operands(op)):
        dims = symbols.of(value)
        if dims is None or shape(dims) == shape_of(value.type) or not isinstance(value, ir.OpResult):
            continue
        notes.append((value.owner.location, f"operand #{index} has shape {format_shape(shape(dims))}, proven here"))
    return notes


def _analyze(
    op: ir.Operation, order: int, symbols: SymbolicDims, checker: scalar.Checker, attrs: _Attributes
) -> _Node | None:
    """Check `op` and symbolize its result; None (after a remark) when it has unranked types."""
    all_operands = list(op.operands)
    operands = all_operands[: ELEMENTWISE_ARITY[op.name]]
    operand_dims = [symbols.of(v) for v in operands]
    result = op.results[0]
    result_type = result.type
    if None in operand_dims or not isinstance(result_type, ir.RankedTensorType):
        unranked = next((f"operand #{i}" for i, dims in enumerate(operand_dims) if dims is None), "result")
        emit_remark(
            op.location,
            f"'{op.name}' op {unranked} is unranked; not lowered (run --tosabcast-infer-shapes first)",
        )
        return None
    body = checker.check(op, all_operands, result_type)
    proven = symbols.define(result, operand_dims)  # type: ignore[arg-type]  # no None: checked above
    dims = symbols.of(result)
    assert dims is not None
    return _Node(op, order, operands, proven, dims, result, result_type, attrs.element(result_type), body)


def _assumes(op: ir.Operation, known: dict[ir.Operation, bool]) -> bool:
    if op not in known:
        known[op] = assumes_no_runtime_broadcast(op)
    return known[op]


# -- clustering ---------------------------------------------------------------------------------------------------


def _cluster(nodes: dict[ir.Operation, _Node]) -> list[_Node]:
    """Attach each fusable node to its consumer; return the roots in program order."""
    roots: list[_Node] = []
    for node in nodes.values():
        consumer = _fusion_consumer(node, nodes)
        if consumer is None:
            roots.append(node)
        else:
            consumer_node, index = consumer
            consumer_node.producers[index] = node
    return roots


def _fusion_consumer(node: _Node, nodes: dict[ir.Operation, _Node]) -> tuple[_Node, int] | None:
    uses = iter(node.result.uses)
    use = next(uses, None)
    if use is None or next(uses, None) is not None:
        return None
    owner = use.owner.operation
    consumer = nodes.get(owner)
    if consumer is None or use.operand_number >= ELEMENTWISE_ARITY[owner.name] or owner.block != node.op.block:
        return None
    if _broadcasts_statically(node.shape, consumer.shape):
        return None
    return consumer, use.operand_number


def _broadcasts_statically(operand: Shape, domain: Shape) -> bool:
    """Say whether some dim of `operand` is repeated over a domain dim that is not statically 1."""
    return operand != domain and any(
        role in (DimRole.ABSENT, DimRole.BROADCAST) and size != 1
        for role, size in zip(dim_roles(operand, domain), domain, strict=True)
    )


def _collect(root: _Node, symbols: SymbolicDims, attrs: _Attributes, assume: bool) -> _Cluster:
    """Walk the cluster of `root`: its members and its leaves with their roles in the root's domain."""
    members: list[_Node] = []
    leaves: list[_Leaf] = []
    stack: list[tuple[_Node, Roles]] = [(root, _same(len(root.shape)))]
    while stack:
        node, outer = stack.pop()
        members.append(node)
        for index, value in enumerate(node.operands):
            producer = node.producers.get(index)
            if producer is not None:
                stack.append((producer, _compose(outer, _edge_roles(producer.dims, node, assume))))
                continue
            dims = symbols.of(value)
            assert dims is not None
            roles = _compose(outer, _edge_roles(dims, node, assume))
            leaves.append(_Leaf(node.op, index, roles, dims, attrs.element(value.type)))
    members.sort(key=lambda n: n.order)
    return _Cluster(root, members, leaves)


_SAME: dict[int, Roles] = {}


def _same(rank: int) -> Roles:
    """All SAME: read with the identity (one tuple per rank, so equal tuples are usually the same object)."""
    roles = _SAME.get(rank)
    if roles is None:
        roles = _SAME[rank] = (DimRole.SAME,) * rank
    return roles


def _edge_roles(operand: Dims, node: _Node, assume: bool) -> Roles:
    """Roles of an operand's dims in `node`'s shape; RUNTIME becomes SAME where the dims are provably equal."""
    if operand == node.dims:
        return _same(len(operand))
    roles = dim_roles(shape(operand), node.shape)
    pad = len(node.shape) - len(operand)
    return tuple(
        DimRole.SAME if role is DimRole.RUNTIME and (assume or operand[k - pad] == node.dims[k]) else role
        for k, role in enumerate(roles)
    )


_PRECEDENCE = (DimRole.ABSENT, DimRole.BROADCAST, DimRole.RUNTIME, DimRole.SAME)


def _compose(outer: Roles, inner: Roles) -> Roles:
    """Roles in the domain of a dim read through a node whose own roles in the domain are `outer`."""
    pad = len(outer) - len(inner)
    if not pad and outer == _same(len(outer)):
        return inner
    return tuple(
        DimRole.ABSENT if k < pad else min(outer[k], inner[k - pad], key=_PRECEDENCE.index) for k in range(len(outer))
    )


# -- rewriting ----------------------------------------------------------------------------------------------------


class _Attributes:
    """Attributes and types shared by all generics of one run (built once per run, not per op)."""

    def __init__(self) -> None:
        self._parallel = ir.Attribute.parse("#linalg.iterator_type<parallel>")
        self._iterators: dict[int, ir.ArrayAttr] = {}
        self._maps: dict[Roles, ir.AffineMapAttr] = {}
        self._map_arrays: dict[tuple[Roles, ...], ir.ArrayAttr] = {}
        self._types: dict[tuple[Shape, ir.Type], ir.Type] = {}
        self._elements: dict[ir.Type, ir.Type] = {}

    def element(self, type_: ir.Type) -> ir.Type:
        """The element type of a ranked tensor type."""
        if type_ not in self._elements:
            self._elements[type_] = ir.RankedTensorType(type_).element_type
        return self._elements[type_]

    def tensor(self, shape: Shape, element: ir.Type) -> ir.Type:
        """The ranked tensor type of `shape` and `element`."""
        key = (shape, element)
        if key not in self._types:
            self._types[key] = tensor_type(shape, element)
        return self._types[key]

    def iterators(self, rank: int) -> ir.ArrayAttr:
        if rank not in self._iterators:
            self._iterators[rank] = ir.ArrayAttr.get([self._parallel] * rank)
        return self._iterators[rank]

    def maps(self, operands: tuple[Roles, ...]) -> ir.ArrayAttr:
        """The `indexing_maps` of a generic whose operands (init last) are read with these roles."""
        if operands not in self._map_arrays:
            self._map_arrays[operands] = ir.ArrayAttr.get([self.map(roles) for roles in operands])
        return self._map_arrays[operands]

    def map(self, roles: Roles) -> ir.AffineMapAttr:
        """The indexing map of an operand read with `roles` (SAME and BROADCAST only)."""
        if roles not in self._maps:
            exprs = [
                ir.AffineConstantExpr.get(0) if role is DimRole.BROADCAST else ir.AffineDimExpr.get(k)
                for k, role in enumerate(roles)
                if role is not DimRole.ABSENT
            ]
            self._maps[roles] = ir.AffineMapAttr.get(ir.AffineMap.get(len(roles), 0, exprs))
        return self._maps[roles]


class _Sizes:
    """Runtime sizes of one block, by symbol: index constants, sizes and `size == 1` tests, each built once.

    Clusters are rewritten in program order and build these at their root, so
    a value cached here dominates every later root of the block.
    """

    def __init__(self) -> None:
        self._constants: dict[int, ir.Value] = {}
        self._sizes: dict[Symbol, ir.Value] = {}
        self._is_one: dict[Symbol, ir.Value] = {}

    def constant(self, value: int) -> ir.Value:
        if value not in self._constants:
            self._constants[value] = arith.constant(ir.IndexType.get(), value)
        return self._constants[value]

    def known(self, symbol: Symbol) -> ir.Value | None:
        return self._sizes.get(symbol)

    def of_leaf(self, leaf: _Leaf, k: int) -> ir.Value:
        """The size of `leaf` at domain dim `k` (a dynamic dim)."""
        j = leaf.own_dim(k)
        symbol = leaf.dims[j]
        assert not isinstance(symbol, int)
        if symbol not in self._sizes:
            self._sizes[symbol] = build.tensor_dim(leaf.value, self.constant(j))
        return self._sizes[symbol]

    def name(self, symbol: Symbol, size: ir.Value) -> ir.Value:
        """Record `size` as the runtime size of `symbol`; return it."""
        self._sizes[symbol] = size
        return size

    def is_one(self, symbol: Symbol) -> ir.Value:
        if symbol not in self._is_one:
            self._is_one[symbol] = arith.cmpi(arith.CmpIPredicate.eq, self._sizes[symbol], self.constant(1))
        return self._is_one[symbol]

    def broadcast(self, symbols: Sequence[Symbol]) -> ir.Value:
        """Fold `r = (r == 1) ? s : r` over the sizes of `symbols` (1 against 0 gives 0)."""
        result = self._sizes[symbols[0]]
        is_one = self.is_one(symbols[0])
        for step, symbol in enumerate(symbols[1:]):
            if step:
                is_one = arith.cmpi(arith.CmpIPredicate.eq, result, self.constant(1))
            result = arith.select(is_one, self._sizes[symbol], result)
        return result


def _rewrite(cluster: _Cluster, attrs: _Attributes, sizes: _Sizes) -> None:
    """Replace the cluster by one linalg.generic (plus a tensor.cast when the result type differs)."""
    root = cluster.root.op
    result_type = cluster.root.type
    element = cluster.root.element
    with root.location, ir.InsertionPoint(root):
        reads = _Reads(cluster.leaves)
        extents = [_domain_size(cluster, k, sizes) for k in range(len(cluster.root.shape))]
        init_type = attrs.tensor(cluster.root.shape, element)
        init = build.tensor_empty(init_type, [size for size in extents if isinstance(size, ir.Value)])
        runtime_tests = {key: reads.runtime_tests(key, sizes) for key in reads.extracted}
        zero = sizes.constant(0) if reads.extracted else None  # outside the body, for broadcast coordinates
        rank = len(cluster.root.shape)
        maps = attrs.maps((*(roles for _, roles in reads.inputs), _same(rank)))
        generic = build.linalg_generic(
            init_type, [value for value, _ in reads.inputs], init, maps, attrs.iterators(rank)
        )
        block = generic.regions[0].blocks.append(*[reads.leaf_of[key].element for key in reads.inputs], element)
        with ir.InsertionPoint(block):
            scalars = dict(zip(reads.inputs, block.arguments, strict=False))
            coordinates = _Coordinates(rank, zero)
            for key in reads.extracted:
                indices = coordinates.of(key[1], runtime_tests[key])
                scalars[key] = build.tensor_extract(key[0], indices, reads.leaf_of[key].element)
            build.linalg_yield(_chain(cluster, reads, scalars))
        result: ir.Value = generic.result
        if init_type != result_type:
            result = build.tensor_cast(result_type, result)
    cluster.root.result.replace_all_uses_with(result)
    for member in reversed(cluster.members):
        member.op.erase()


_Key = tuple[ir.Value, Roles]


class _Reads:
    """The cluster's distinct leaf reads: `ins` operands (affine maps) and in-body extracts (RUNTIME dims)."""

    def __init__(self, leaves: Iterable[_Leaf]) -> None:
        self.key_of: dict[tuple[ir.Operation, int], _Key] = {}
        self.leaf_of: dict[_Key, _Leaf] = {}
        for leaf in leaves:
            key = (leaf.value, leaf.roles)
            self.key_of[(leaf.owner, leaf.index)] = key
            self.leaf_of.setdefault(key, leaf)
        self.inputs = [k for k, leaf in self.leaf_of.items() if DimRole.RUNTIME not in leaf.roles]
        self.extracted = [k for k, leaf in self.leaf_of.items() if DimRole.RUNTIME in leaf.roles]

    def runtime_tests(self, key: _Key, sizes: _Sizes) -> dict[int, ir.Value]:
        """For each RUNTIME domain dim of an extracted leaf: `leaf size == 1`, built outside the loop."""
        leaf = self.leaf_of[key]
        tests: dict[int, ir.Value] = {}
        for k, role in enumerate(leaf.roles):
            if role is DimRole.RUNTIME:
                sizes.of_leaf(leaf, k)
                tests[k] = sizes.is_one(_symbol(leaf, k))
        return tests


def _symbol(leaf: _Leaf, k: int) -> Symbol:
    symbol = leaf.dims[leaf.own_dim(k)]
    assert not isinstance(symbol, int)
    return symbol


def _domain_size(cluster: _Cluster, k: int, sizes: _Sizes) -> int | ir.Value:
    """The runtime size of domain dim `k`: static, known, a SAME leaf's size, or the broadcast of RUNTIME sizes."""
    size = cluster.root.shape[k]
    if size is not None:
        return size
    symbol = cluster.root.dims[k]
    assert not isinstance(symbol, int)
    known = sizes.known(symbol)
    if known is not None:
        return known
    runtime: dict[Symbol, None] = {}
    for leaf in cluster.leaves:
        role = leaf.roles[k]
        if role is DimRole.SAME:
            return sizes.name(symbol, sizes.of_leaf(leaf, k))
        if role is DimRole.RUNTIME:
            sizes.of_leaf(leaf, k)
            runtime[_symbol(leaf, k)] = None
    if not runtime:
        raise ValueError(f"no operand gives the size of dynamic domain dim {k}")
    return sizes.name(symbol, sizes.broadcast(list(runtime)))


class _Coordinates:
    """Coordinates of in-body reads: `linalg.index k`, and `select(size == 1, 0, index)`, each built once."""

    def __init__(self, rank: int, zero: ir.Value | None) -> None:
        self._zero = zero
        self._indices: list[ir.Value | None] = [None] * rank
        self._selects: dict[tuple[int, ir.Value], ir.Value] = {}

    def index(self, k: int) -> ir.Value:
        index = self._indices[k]
        if index is None:
            index = self._indices[k] = build.linalg_index(k)
        return index

    def of(self, roles: Roles, tests: dict[int, ir.Value]) -> list[ir.Value]:
        """The coordinates of a leaf read with `roles`; `tests[k]` says if its size at RUNTIME dim `k` is 1."""
        assert self._zero is not None
        coordinates: list[ir.Value] = []
        for k, role in enumerate(roles):
            if role is DimRole.BROADCAST:
                coordinates.append(self._zero)
            elif role is DimRole.SAME:
                coordinates.append(self.index(k))
            elif role is DimRole.RUNTIME:
                coordinates.append(self._select(k, tests[k]))
        return coordinates

    def _select(self, k: int, is_one: ir.Value) -> ir.Value:
        key = (k, is_one)
        if key not in self._selects:
            self._selects[key] = arith.select(is_one, self._zero, self.index(k))
        return self._selects[key]


def _chain(cluster: _Cluster, reads: _Reads, scalars: dict[_Key, ir.Value]) -> ir.Value:
    """Emit every member's scalar code in program order; return the root's scalar."""
    results: dict[ir.Operation, ir.Value] = {}
    for member in cluster.members:
        args = [
            results[producer.op] if (producer := member.producers.get(i)) else scalars[reads.key_of[(member.op, i)]]
            for i in range(len(member.operands))
        ]
        with member.op.location:
            results[member.op] = member.body.emit(args, member.element)
    return results[cluster.root.op]


PASS = PassInfo(
    "tosabcast-lower-to-linalg",
    lower_to_linalg,
    "Lower TOSA element-wise ops to fused linalg.generic ops, correct for every legal broadcast, without copies",
    (Option("fuse", bool, True, "fuse single-use producers into their consumer's generic"),),
)
