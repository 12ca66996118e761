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
      linalg.yield exp(%x + %y)                      // tosabcast.lowering.scalar.emit, op by op
    }

Structure (the per-op scalar code comes from `tosabcast.lowering.scalar`):

* Fusion by clustering. An op joins its consumers' cluster when every use of
  its result is a broadcast operand of a lowered element-wise op in the same
  block, all those ops are in one cluster, none broadcasts it statically (a
  static broadcast would recompute the producer once per copy: upstream's
  `linalg-fuse-elementwise-ops` refuses the same), and it is read at the same
  index on every path to the root. Each cluster becomes one `linalg.generic`
  over its root's domain whose body computes each op's scalar code once, in
  program order: a value with several uses inside the cluster is a scalar
  used several times, not a tensor, and nothing is computed twice. Leaves
  (operands from outside the cluster) are indexed directly against the
  domain: broadcasting composes, so reading a leaf at its broadcast index
  equals reading each intermediate at its own. Option `fuse=false` lowers
  one op per generic.
* Per leaf and domain dim (`shapes.dim_roles`, composed along each path):
  ABSENT (rank expansion) omits the dim from the indexing map, so no
  `tensor.expand_shape` is needed; SAME is `d_k`; BROADCAST is the constant 0;
  RUNTIME (a dynamic size that may be 1 while the domain's is not) is read
  with `tensor.extract` at `select(size == 1, 0, linalg.index k)` in the body.
  A leaf without RUNTIME dims is a plain `ins` operand with an affine map.
* Elision: RUNTIME becomes SAME when `tosabcast.ir.symbolic_dims` proves the
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
* Speed (docs/lowering.md, Follow-ups): every call into the bindings costs
  0.2-3 us, so each is made once. Ops are built with `ir.Operation.create`
  (`tosabcast.lowering.build`); each distinct op is checked once (`scalar.Checker`)
  and its scalar body built once, then replayed (`build.Recipe`: one create
  per op, no Python logic), the constants of replayed bodies built once per
  block, before the first generic that uses them (`_Constants`); an op's
  operands, result and result type are read once, each distinct type once
  (`symbolic_dims.TensorType`, which hashes in C where `ir.Type` goes
  through the bindings); uses are counted from the operands of the ops
  walked, not read from `Value.uses`; attributes, maps and generic attribute
  sets are built once per run.

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

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from mlir import ir

from tosabcast.ir.bridge import ELEMENTWISE_ARITY, broadcast_operands, shape_of, tensor_type, walk_ops
from tosabcast.ir.diagnostics import emit_error, emit_remark
from tosabcast.ir.symbolic_dims import Dims, Symbol, SymbolicDims, TensorType, assumes_no_runtime_broadcast, shape
from tosabcast.lowering import approx, build, scalar
from tosabcast.lowering.build import arith
from tosabcast.registry import Option, PassInfo
from tosabcast.shapes import DimRole, Shape, ShapeError, dim_roles, format_shape

Roles = tuple[DimRole, ...]


@dataclass(slots=True, eq=False)
class _Node:
    """A lowered op: its broadcast operands, proven result shape and dims, and the producers fused into it."""

    op: ir.Operation
    order: int  # position among the nodes: producers come first
    operands: list[ir.Value]  # the broadcast operands, as analyzed
    operand_dims: list[Dims]
    operand_types: list[TensorType]
    shape: Shape  # proven, of the result
    dims: Dims
    result: ir.Value
    type: TensorType  # of the result
    body: scalar.Body
    producers: dict[int, _Node] = field(default_factory=dict)  # broadcast operand index -> producer fused in
    sources: list[_Source] = field(default_factory=list)  # per broadcast operand, where it comes from (`collect`)


@dataclass(slots=True, eq=False)
class _Read:
    """A distinct read of a value from outside a cluster: the value, its dims and its role per domain dim."""

    value: ir.Value  # as analyzed (an earlier rewrite may have replaced it: see `_rewrite`)
    roles: Roles
    dims: Dims
    element: ir.Type
    extracted: bool  # read in the body with `tensor.extract` (some dim RUNTIME), not as an `ins` operand

    def own_dim(self, k: int) -> int:
        """The read value's own dim at domain dim `k`."""
        return k - (len(self.roles) - len(self.dims))

    def symbol(self, k: int) -> Symbol:
        """The symbol of the read value's size at domain dim `k` (a dynamic dim)."""
        symbol = self.dims[self.own_dim(k)]
        assert not isinstance(symbol, int)
        return symbol


_Source = _Node | _Read  # where a member's operand comes from: a fused producer or a read


@dataclass(slots=True)
class _Cluster:
    root: _Node
    members: list[_Node]  # in program order, root last
    reads: list[_Read]  # distinct (value, roles), in the order the walk of the cluster meets them
    inputs: list[_Read]  # the reads that are `ins` operands
    input_roles: tuple[Roles, ...]
    extracted: list[_Read]  # the others


def lower_to_linalg(
    module: ir.Operation,
    *,
    fuse: bool = True,
    libm_exp: bool = False,
    defer_exp: bool = False,
    leave_unsupported: bool = False,
) -> bool:
    """Lower every supported element-wise op under `module`; False (errors emitted) if any cannot be.

    With `leave_unsupported`, an element-wise op that `scalar.check` rejects (an element type or a
    non-constant operand we do not handle) is left as it is, for the stock `tosa-to-linalg` that follows in
    `--tosabcast-to-llvm`, instead of being an error.
    """
    # exp: our inlined polynomial, libm's expf, or math.exp for --tosabcast-expand-exp (tosabcast.lowering.approx)
    with approx.libm_exp(libm_exp), approx.deferred_exp(defer_exp):
        return _lower(module, fuse, leave_unsupported)


def _lower(module: ir.Operation, fuse: bool, leave_unsupported: bool = False) -> bool:
    analysis = _Analysis()
    ok = True
    for op in walk_ops(module):  # every op: the analysis counts uses
        try:
            analysis.visit(op)
        except scalar.Unsupported as exc:
            if not leave_unsupported:
                emit_error(op.location, _op_message(op, exc))
                ok = False
        except ShapeError as exc:
            emit_error(op.location, _op_message(op, exc), _proof_notes(op, analysis.symbols))
            ok = False
    if not ok:
        return False
    replaced: dict[ir.Value, ir.Value] = {}  # the results of the roots rewritten so far -> their new values
    blocks: dict[ir.Block, _Block] = {}
    clusters: list[tuple[_Cluster, _Block]] = []
    assumes: dict[ir.Block, bool] = {}  # per block: the attribute is looked up once

    def assume(block: ir.Block, op: ir.Operation) -> bool:
        if block not in assumes:
            assumes[block] = assumes_no_runtime_broadcast(op.parent)
        return assumes[block]

    for root in analysis.cluster(assume) if fuse else analysis.nodes:
        block = root.op.block
        if block not in blocks:
            blocks[block] = _Block(assume(block, root.op), _Sizes(replaced), _Constants(block))
        clusters.append((analysis.collect(root, blocks[block].assume), blocks[block]))
    for cluster, block_values in clusters:  # every read is known before the first rewrite
        _rewrite(cluster, analysis.attrs, block_values, replaced)
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


# -- analysis -----------------------------------------------------------------------------------------------------


class _Analysis:
    """The element-wise ops of a module, checked and symbolized in program order, and how their values are used."""

    def __init__(self) -> None:
        self.symbols = SymbolicDims()
        self.checker = scalar.Checker()
        self.attrs = _Attributes()
        self.nodes: list[_Node] = []
        self._used: list[ir.Value] = []  # the operands of every op walked: a value's uses are its occurrences
        self._consumers: dict[ir.Value, list[tuple[_Node, int]]] = {}  # the lowered ops reading it as a broadcast
        # operand, with the operand's index

    def visit(self, op: ir.Operation) -> None:
        """Note `op`'s operands; check and symbolize it if it is element-wise."""
        operands = list(op.operands)
        self._used += operands
        arity = ELEMENTWISE_ARITY.get(op.name)
        if arity is not None:
            node = self._analyze(op, operands, arity)
            if node is not None:
                self.nodes.append(node)
                for index, value in enumerate(node.operands):
                    self._consumers.setdefault(value, []).append((node, index))

    def _analyze(self, op: ir.Operation, operands: list[ir.Value], arity: int) -> _Node | None:
        """Check `op` and symbolize its result; None (after a remark) when it has unranked types."""
        symbols = self.symbols
        broadcast = operands[:arity]
        typed = [symbols.typed(v) for v in broadcast]
        result = op.result
        result_type = symbols.info(result.type)
        if None in typed or result_type is None:
            unranked = next((f"operand #{i}" for i, known in enumerate(typed) if known is None), "result")
            emit_remark(
                op.location,
                f"'{op.name}' op {unranked} is unranked; not lowered (run --tosabcast-infer-shapes first)",
            )
            return None
        operand_dims = [known[0] for known in typed]  # type: ignore[index]  # no None: checked above
        operand_types = [known[1] for known in typed]  # type: ignore[index]
        body = self.checker.check(op, [result_type, *operand_types], operands[arity:])
        proven, dims = symbols.define(result, operand_dims, result_type)
        order = len(self.nodes)
        return _Node(op, order, broadcast, operand_dims, operand_types, proven, dims, result, result_type, body)

    # -- clustering --

    def cluster(self, assume: Callable[[ir.Block, ir.Operation], bool]) -> list[_Node]:
        """Attach each fusable node to its consumers; return the roots in program order.

        Consumers come after their producers, so a walk from the last node back decides every consumer's
        cluster, and its roles in that cluster's domain, before the producer's. `assume(block, op)`: whether
        `tosabcast.assume_no_runtime_broadcast` holds for the ops of `block`.
        """
        uses = Counter(self._used)
        placed: dict[_Node, tuple[_Node, Roles]] = {}  # node -> (its cluster's root, its roles in the domain)
        roots: list[_Node] = []
        for node in reversed(self.nodes):
            joined = self._fusion_cluster(node, uses, placed, assume)
            if joined is None:
                placed[node] = (node, _same(len(node.shape)))
                roots.append(node)
            else:
                placed[node] = joined
                for consumer, index in self._consumers[node.result]:
                    consumer.producers[index] = node
        roots.reverse()
        return roots

    def _fusion_cluster(
        self,
        node: _Node,
        uses: Counter[ir.Value],
        placed: dict[_Node, tuple[_Node, Roles]],
        assume: Callable[[ir.Block, ir.Operation], bool],
    ) -> tuple[_Node, Roles] | None:
        """The cluster `node` can join and its roles there: every use of its result is a broadcast operand of a
        member of that cluster that does not broadcast it statically, and every path gives it the same roles
        (so its scalar is the same for every consumer); None if there is no such cluster."""
        consumers = self._consumers.get(node.result)
        if consumers is None or len(consumers) != uses[node.result]:
            return None  # unused, or used by an op not lowered here (a return, a shift operand, ...)
        block = node.op.block
        joined: tuple[_Node, Roles] | None = None
        for consumer, _ in consumers:
            if consumer.op.block != block or _broadcasts_statically(node.shape, consumer.shape):
                return None
            root, outer = placed[consumer]
            roles = _through(outer, node.dims, consumer, assume(block, node.op))
            if joined is None:
                joined = (root, roles)
            elif joined[0] is not root or joined[1] != roles:
                return None
        return joined

    # -- reads --

    def collect(self, root: _Node, assume: bool) -> _Cluster:
        """Walk the cluster of `root`: its members, where their operands come from, and its distinct reads."""
        members: list[_Node] = []
        reads: dict[tuple[ir.Value, Roles], _Read] = {}
        stack: list[tuple[_Node, Roles]] = [(root, _same(len(root.shape)))]
        seen = {root}  # a producer with several consumers in the cluster is a member once (same roles: `cluster`)
        while stack:
            node, outer = stack.pop()
            members.append(node)
            node.sources = []
            for index, value in enumerate(node.operands):
                producer = node.producers.get(index)
                if producer is not None:
                    if producer not in seen:
                        seen.add(producer)
                        stack.append((producer, _through(outer, producer.dims, node, assume)))
                    node.sources.append(producer)
                    continue
                dims = node.operand_dims[index]
                roles = _through(outer, dims, node, assume)
                read = reads.get((value, roles))
                if read is None:
                    element = node.operand_types[index].element
                    read = reads[(value, roles)] = _Read(value, roles, dims, element, DimRole.RUNTIME in roles)
                node.sources.append(read)
        if len(members) > 1:
            members.sort(key=lambda n: n.order)
        inputs = [read for read in reads.values() if not read.extracted]
        extracted = [read for read in reads.values() if read.extracted]
        return _Cluster(root, members, list(reads.values()), inputs, tuple([read.roles for read in inputs]), extracted)


def _through(outer: Roles, operand: Dims, node: _Node, assume: bool) -> Roles:
    """The roles in the domain of an operand of `node`, whose own roles in the domain are `outer`."""
    return outer if operand == node.dims else _compose(outer, _edge_roles(operand, node, assume))


def _broadcasts_statically(operand: Shape, domain: Shape) -> bool:
    """Say whether some dim of `operand` is repeated over a domain dim that is not statically 1."""
    return operand != domain and any(
        role in (DimRole.ABSENT, DimRole.BROADCAST) and size != 1
        for role, size in zip(dim_roles(operand, domain), domain, strict=True)
    )


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
        self._maps: dict[Roles, ir.AffineMapAttr] = {}
        self._generics: dict[tuple[tuple[Roles, ...], int], dict[str, ir.Attribute]] = {}
        self._types: dict[tuple[Shape, ir.Type], ir.Type] = {}

    def tensor(self, shape: Shape, element: ir.Type) -> ir.Type:
        """The ranked tensor type of `shape` and `element`."""
        key = (shape, element)
        if key not in self._types:
            self._types[key] = tensor_type(shape, element)
        return self._types[key]

    def generic(self, inputs: tuple[Roles, ...], rank: int) -> dict[str, ir.Attribute]:
        """The attributes of a generic of `rank` loops whose inputs are read with these roles."""
        key = (inputs, rank)
        attributes = self._generics.get(key)
        if attributes is None:
            maps = ir.ArrayAttr.get([self.map(roles) for roles in (*inputs, _same(rank))])
            iterators = ir.ArrayAttr.get([self._parallel] * rank)
            attributes = self._generics[key] = build.generic_attributes(maps, iterators, len(inputs))
        return attributes

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


@dataclass(slots=True)
class _Block:
    """What the clusters of one block share."""

    assume: bool  # no runtime broadcast (`tosabcast.assume_no_runtime_broadcast` on the block or around it)
    sizes: _Sizes
    constants: _Constants


class _Constants:
    """The scalar constants of the bodies replayed in one block, each built once (`build.Recipe.constant`).

    A constant is built before the generic being built, or moved out of the body it was recorded in to before
    that body's generic: clusters are rewritten in program order, so it dominates every later generic of the
    block. The bodies built once keep their constants.
    """

    def __init__(self, block: ir.Block) -> None:
        self._block = block
        self._values: dict[tuple[build.Recipe, int], ir.Value] = {}
        self._before: tuple[ir.Operation, ir.Location] | None = None

    def before(self, op: ir.Operation, loc: ir.Location) -> None:
        """Build the constants needed from now on before `op`, at `loc`."""
        self._before = (op, loc)

    def __call__(self, recipe: build.Recipe, step: int) -> ir.Value:
        key = (recipe, step)
        value = self._values.get(key)
        if value is None:
            assert self._before is not None
            value = self._values[key] = recipe.constant(step, self._block, *self._before)
        return value


class _Sizes:
    """Runtime sizes of one block, by symbol: index constants, sizes and `size == 1` tests, each built once.

    Clusters are rewritten in program order and build these at their root, so
    a value cached here dominates every later root of the block.
    """

    def __init__(self, replaced: dict[ir.Value, ir.Value]) -> None:
        self._replaced = replaced
        self._constants: dict[int, ir.Value] = {}
        self._sizes: dict[Symbol, ir.Value] = {}
        self._is_one: dict[Symbol, ir.Value] = {}
        self._extents: dict[Dims, list[ir.Value]] = {}

    def extents(self, cluster: _Cluster) -> list[ir.Value]:
        """The runtime sizes of the dynamic dims of the cluster's domain (the same for equal dims)."""
        root = cluster.root
        extents = self._extents.get(root.dims)
        if extents is None:
            dynamic = [k for k, size in enumerate(root.shape) if size is None]
            extents = self._extents[root.dims] = [_domain_size(cluster, k, self) for k in dynamic]
        return extents

    def constant(self, value: int) -> ir.Value:
        if value not in self._constants:
            self._constants[value] = arith.constant(ir.IndexType.get(), value)
        return self._constants[value]

    def known(self, symbol: Symbol) -> ir.Value | None:
        return self._sizes.get(symbol)

    def of_read(self, read: _Read, k: int) -> ir.Value:
        """The size of `read` at domain dim `k` (a dynamic dim)."""
        symbol = read.symbol(k)
        if symbol not in self._sizes:
            value = self._replaced.get(read.value, read.value)
            self._sizes[symbol] = build.tensor_dim(value, self.constant(read.own_dim(k)))
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


def _rewrite(cluster: _Cluster, attrs: _Attributes, block: _Block, replaced: dict[ir.Value, ir.Value]) -> None:
    """Replace the cluster by one linalg.generic (plus a tensor.cast when the result type differs)."""
    root = cluster.root
    rank = len(root.shape)
    inputs, extracted = cluster.inputs, cluster.extracted
    sizes, constants = block.sizes, block.constants
    loc = root.op.location
    with loc, ir.InsertionPoint(root.op):
        extents = sizes.extents(cluster)
        as_typed = root.shape == root.type.shape and not root.type.encoded  # else a tensor.cast to the type
        init_type = root.type.type if as_typed else attrs.tensor(root.shape, root.type.element)
        init = build.tensor_empty(init_type, extents)
        tests = [_runtime_tests(read, sizes) for read in extracted]
        zero = sizes.constant(0) if extracted else None  # outside the body, for broadcast coordinates
        values = [replaced.get(read.value, read.value) for read in inputs]
        generic = build.linalg_generic(init_type, values, init, attrs.generic(cluster.input_roles, rank))
        constants.before(generic, loc)
        block = ir.Block.create_at_start(generic.regions[0], [*[read.element for read in inputs], root.type.element])
        scalars: dict[_Source, ir.Value] = dict(zip(inputs, block.arguments, strict=False))
        with ir.InsertionPoint(block):
            if zero is not None:
                coordinates = _Coordinates(rank, zero)
                for read, read_tests in zip(extracted, tests, strict=True):
                    indices = coordinates.of(read.roles, read_tests)
                    source = replaced.get(read.value, read.value)
                    scalars[read] = build.tensor_extract(source, indices, read.element)
            for member in cluster.members:
                args = [scalars[source] for source in member.sources]
                scalars[member] = member.body.emit(
                    args, member.type.element, loc=member.op.location, constants=constants
                )
            build.linalg_yield(scalars[root])
        result: ir.Value = generic.result
        if not as_typed and init_type != root.type.type:
            result = build.tensor_cast(root.type.type, result)
    root.result.replace_all_uses_with(result)
    replaced[root.result] = result
    for member in reversed(cluster.members):
        member.op.erase()


def _runtime_tests(read: _Read, sizes: _Sizes) -> dict[int, ir.Value]:
    """For each RUNTIME domain dim of an extracted read: `size == 1`, built outside the loop."""
    tests: dict[int, ir.Value] = {}
    for k, role in enumerate(read.roles):
        if role is DimRole.RUNTIME:
            sizes.of_read(read, k)
            tests[k] = sizes.is_one(read.symbol(k))
    return tests


def _domain_size(cluster: _Cluster, k: int, sizes: _Sizes) -> ir.Value:
    """The runtime size of dynamic domain dim `k`: known, a SAME read's size, or the broadcast of RUNTIME sizes.

    Built at the cluster's root, so it dominates the later roots of the block (and is cached for them).
    """
    symbol = cluster.root.dims[k]
    assert not isinstance(symbol, int)
    known = sizes.known(symbol)
    if known is not None:
        return known
    runtime: dict[Symbol, None] = {}
    for read in cluster.reads:
        role = read.roles[k]
        if role is DimRole.SAME:
            return sizes.name(symbol, sizes.of_read(read, k))
        if role is DimRole.RUNTIME:
            sizes.of_read(read, k)
            runtime[read.symbol(k)] = None
    if not runtime:
        raise ValueError(f"no operand gives the size of dynamic domain dim {k}")
    return sizes.name(symbol, sizes.broadcast(list(runtime)))


class _Coordinates:
    """Coordinates of in-body reads: `linalg.index k`, and `select(size == 1, 0, index)`, each built once."""

    def __init__(self, rank: int, zero: ir.Value) -> None:
        self._zero = zero
        self._indices: list[ir.Value | None] = [None] * rank
        self._selects: dict[tuple[int, ir.Value], ir.Value] = {}

    def index(self, k: int) -> ir.Value:
        index = self._indices[k]
        if index is None:
            index = self._indices[k] = build.linalg_index(k)
        return index

    def of(self, roles: Roles, tests: dict[int, ir.Value]) -> list[ir.Value]:
        """The coordinates of a read with `roles`; `tests[k]` says if its size at RUNTIME dim `k` is 1."""
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


PASS = PassInfo(
    "tosabcast-lower-to-linalg",
    lower_to_linalg,
    "Lower TOSA element-wise ops to fused linalg.generic ops, correct for every legal broadcast, without copies",
    (
        Option("fuse", bool, True, "fuse single-use producers into their consumer's generic"),
        Option("libm-exp", bool, False, "lower exp to a call of libm's expf, not to our inlined polynomial"),
        Option(
            "defer-exp",
            bool,
            False,
            "lower exp to math.exp, for --tosabcast-expand-exp to expand into our polynomial after bufferization",
        ),
        Option(
            "leave-unsupported",
            bool,
            False,
            "leave element-wise ops we cannot lower (types, non-constant operands) for stock tosa-to-linalg",
        ),
    ),
)
