"""One module per command group; each exposes `register(subparsers)`.

Every command builds the whole parser, so every command imports every module here: an import
marked `start-up` stays inside the command that needs it, to keep `--version`, `--help` and the
fast commands from loading the others' implementations.
"""
