"""Errors that reach the user as one clear sentence, never as a traceback."""


class UserError(Exception):
    """A problem the user can fix; the message says what happened and what to do next."""

    exit_code = 2


class ConfigError(UserError):
    """The config file holds a value the tool cannot use."""


class StoreError(UserError):
    """The store cannot be read or written safely."""


class StoreCorruptError(StoreError):
    """A store file is unreadable; it was kept aside and nothing was replaced."""


class LockBusy(UserError):
    """Another process holds a lock the command needs, for longer than it waits."""


class StoreLockTimeout(StoreError, LockBusy):
    """Another process held the store's lock for too long."""
