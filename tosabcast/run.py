"""`python -m tosabcast.run`: compile a function, call it on numpy arrays (see `tosabcast.cli.run`)."""

from __future__ import annotations

import sys

from tosabcast.cli.run import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
