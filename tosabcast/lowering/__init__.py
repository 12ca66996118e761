"""Building blocks of the lowering: each op's scalar semantics as IR, the builder helpers, and math approximations.

Used by the passes in `tosabcast.passes`; imports only `tosabcast.ir` and `tosabcast.shapes`.
"""
