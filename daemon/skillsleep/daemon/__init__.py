"""The per-user daemon and what only it uses.

`process` is the daemon itself, one per user (`instance`); `ingestor`, `watchers`, `spool`,
`scheduler`, `notifier` and `logs` are its parts; `ipc` is the protocol its clients (the CLI,
the language server) speak to it; `controls` start, stop and ask after it from the command line;
`servicefiles` install it as a login service. Importing this package imports none of them: the
CLI's fast commands load only what they call, and none of them loads `process`.
"""
