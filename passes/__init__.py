"""tosabcast's passes, one module each; installed as `tosabcast.passes`.

Each module defines `PASS = PassInfo(...)`; `tosabcast.registry.PASSES` finds them.
"""
