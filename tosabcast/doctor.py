"""`python -m tosabcast.doctor`: check an install (see `tosabcast.cli.doctor`)."""

from __future__ import annotations

import sys

from tosabcast.cli.doctor import main

if __name__ == "__main__":
    sys.exit(main())
