"""`python -m tosabcast.fuzz`: fuzz the driver, `tosabcast.compile` and `Program` calls (see `tosabcast.cli.fuzz`)."""

from __future__ import annotations

import sys

from tosabcast.cli.fuzz import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
