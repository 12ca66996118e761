"""The IR layer: MLIR types <-> shapes, the verification rules, diagnostics, reading legacy TOSA.

Above `tosabcast.shapes` (pure), below the passes. Nothing here mutates IR except `legacy`'s reader.
"""
