"""`python -m tosabcast.lit PATH... [lit flags]`, and `configure(config, lit_config)` for a `lit.cfg.py`.

See `tosabcast.cli.lit` and docs/testing.md.
"""

from __future__ import annotations

import sys

from tosabcast.cli.lit import configure, main

__all__ = ["configure", "main"]

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
