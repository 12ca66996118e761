"""Pass managers built from our passes and stock ones (`manager`), and the named pipelines (`named`).

Above the passes, below the runtime and the CLI.
"""
