"""Compiling and calling: the JIT, numpy <-> memref marshalling, runtime shape checks, the numpy reference.

Above the pipelines; `tosabcast.compile` is `runtime.jit.compile`.
"""
