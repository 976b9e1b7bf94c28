"""The per-user daemon and what only it uses.

`process` is the daemon itself (one per user, see `instance`); `ingestor`, `watchers`, `spool`
and `scheduler` are its parts; `ipc` is the protocol its clients (the CLI, the language server)
speak to it; `controls` start, stop and inspect it from the command line; `servicefiles` install
it as a login service. Importing this package imports none of them: the CLI's fast commands
load only what they call.
"""
