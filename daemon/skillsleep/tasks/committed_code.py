"""What a commit is said to keep out: code, or files.

"never commit `.env.production`", "`terraform.tfstate` never goes in the repo", "never push
`id_rsa.pem`" keep files out of what is committed; "never commit `console.log` calls", "no
`fmt.Println` in commits", "don't push `print()` calls", "`t.Log` never gets committed" keep a
call or a member out of the code committed. Both are dotted names, so they are told apart by
shape: a file has a folder, a leading dot, or the ending of a file people edit or keep out of
git (".lock", ".pem", ".tfstate"); a call ends in its parentheses or a macro's "!", a member is
a dotted name whose last part ends no kind of file ("os.exit", "t.Log"), and either may be
named by the kind of code it makes ("`debugger` statements", "`fmt.Printf` debug lines"). A name
whose ending is both ("console.log" and "error.log") is neither, unless the words say which:
given nothing, the reader writes nothing.
"""

from __future__ import annotations

import re

from .terms import FILE_EXTENSIONS

# Endings of files that are kept out of a repository rather than edited: state, keys and
# certificates, local databases, builds, archives, caches, editor leftovers.
_KEPT_OUT_WORDS = """
tfstate tfvars pem crt cer p12 pfx jks keystore sqlite sqlite3 pyc pyo jar war tar gz tgz bak
swp swo orig iml
"""
KEPT_OUT_ENDINGS = frozenset(_KEPT_OUT_WORDS.split())
# Endings that close a file's name as often as a member of code ("app.log" and "console.log",
# "build.out" and "System.out", "app.db" and "self.db", "dump.zip" and "_.zip", "Foo.class"
# and "String.class"): the name alone tells neither.
_BOTH = frozenset({"log", "out", "db", "key", "class", "dump", "zip"})

_CALL = re.compile(r"[A-Za-z_$][\w$]*(?:(?:\.|::|->)[A-Za-z_$][\w$]*)*(?:\([^()]*\)|!)")
_MEMBER = re.compile(r"[A-Za-z_$][\w$]*(?:(?:\.|::)[A-Za-z_$][\w$]*)+")
# The kind of code the term makes, said after it: "`print()` calls", "`fmt.Printf` debug lines".
_KIND_OF_CODE = re.compile(r"^\s+(?:debug(?:ging)?\s+)?(?:calls?|statements?|lines?|"
                           r"debugging|prints?|output|logging|invocations?)\b", re.I)


def _ending(text: str) -> str:
    return text.rpartition(".")[2] if "." in text else ""


def is_kept_out_file(text: str) -> bool:
    """A file by the ending of files kept out of git ("terraform.tfstate", "id_rsa.pem")."""
    return _ending(text).lower() in KEPT_OUT_ENDINGS and "(" not in text


def committed_code(term: str, after: str) -> bool:
    """Is the term said committed (`after`: the words after it) a call or a member of code, no
    file?"""
    if "/" in term or term.startswith(".") or is_kept_out_file(term):
        return False
    if _CALL.fullmatch(term):
        return True
    named_as_code = _KIND_OF_CODE.match(after) is not None
    if _MEMBER.fullmatch(term):
        ending = _ending(term)
        if ending in _BOTH:
            return named_as_code
        return ending not in FILE_EXTENSIONS
    return named_as_code and re.fullmatch(r"[A-Za-z_$][\w$]*", term) is not None


def ambiguous_name(term: str) -> bool:
    """A dotted name whose ending closes files and members alike ("console.log")."""
    return _MEMBER.fullmatch(term) is not None and _ending(term) in _BOTH
