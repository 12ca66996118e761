"""The command-line tools: `tosabcast-opt` (`driver`), `tosabcast-run` (`run`), `doctor`.

The top layer; `python -m tosabcast.opt|run|doctor` are thin shims over these modules.
"""
