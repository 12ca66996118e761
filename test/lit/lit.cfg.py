"""lit configuration of our own suite: the same `tosabcast.lit.configure` a user's `lit.cfg.py` calls.

Output (`%t` files) goes to test/.lit-out, outside the sources.
"""

import os

from tosabcast.lit import configure

configure(
    config,  # noqa: F821 -- lit defines config and lit_config
    lit_config,  # noqa: F821
    name="tosabcast",
    source_root=os.path.dirname(__file__),
    exec_root=os.path.join(os.path.dirname(os.path.dirname(__file__)), ".lit-out"),
)
