"""`python -m tosabcast.opt`: an mlir-opt for TOSA element-wise code, with our passes beside the stock ones."""

from __future__ import annotations

import sys

from tosabcast.cli.driver import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
