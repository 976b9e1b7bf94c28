"""Checkable terms: what a phrase names that a check can look for.

A rule is only as good as the term its check looks for. A term is code-like (backticked or quoted,
or shaped like code: a call, a dotted name, a flag, a path, a decorator, an identifier in camel or
snake case, a command line, a dotfile such as ".gitignore", the comment that silences a linter
by its tool's name: "nolint", "eslint-disable"), or, only where the grammar allows
one, a plain word that names one thing ("pnpm", "testify"): not a function word, not a kind of
thing ("docs", "the cache", "tabs"), not a practice ("recursion", "nesting"), not the name of a
letter case ("snake_case"). A plain word names code (`names_code`) when it is a tool of a kind
or a coined name no common word of prose is ("zod", "namedtuples": `common_words`), and no word
of programming in general or language or system code runs on ("enums", "kotlin"). Names
joined by a slash are either name; a command line is the whole
command, never its last flag alone.

`directives.py` reads which terms a sentence asks for, avoids or keeps; this module says what a
term is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..logs.checks import CHECKERS, FORMATTERS
from .common_words import is_common, known
from .tool_kinds import tool_kind

_I = re.I
# Words that carry what is said to the work to come: a habit's, whoever reads it.
# "from here on out": the same, said to the end.
ONWARDS = r"(?:from (?:now|here) on(?: out)?|going forward|in future|in the future)"
# Words that say what is said holds as things stand, not for good: the state of the code told
# ("we don't use redis right now"), a no for the work at hand ("not for now"), the names a code
# has so far. Every reader that sets such a sentence apart from a standing rule reads them here.
# ("These days" is left out: "we use pnpm these days" is most often the way now kept.)
# A day of the week by its name ("on Fridays", "last Tuesday", "from Monday").
WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
FOR_NOW = (r"(?:currently|right\s+now|at\s+the\s+moment|today|so\s+far|for\s+now(?!\s+on\b)|"
           r"for\s+the\s+time\s+being)")


@dataclass(frozen=True)
class Term:
    """A checkable term: the words as said (without quotes), whether they look like code, and the
    alternatives a slash joins ("feat/fix" is either word, not the literal)."""

    text: str
    code: bool
    alternatives: tuple[str, ...] = ()
    # Written with its letter case as the point ("`GitHub`, not `Github`"): checked as written.
    cased: bool = False
    # A word as the team writes it ("we write 'email', not 'e-mail'", `spelling.py`): prose,
    # not a thing the code uses.
    written: bool = False

    @property
    def options(self) -> tuple[str, ...]:
        return self.alternatives or (self.text,)



def letters(text: str) -> str:
    """The letters of a form in lower case: "e-mail" and "E-Mail" are both "email"."""
    return re.sub(r"[\W_]", "", text).lower()


_QUOTED = re.compile(r"`([^`\n]{1,80})`|\"([^\"\n]{1,80})\"|“([^”\n]{1,80})”|"
                     r"(?<!\w)'([^'\n]{1,60})'(?!\w)")
# Extensions of the files a change edits: a dotted name with any other ending ("cmp.Diff",
# "os.path", "v1.2") is code or a version, not a file.
_EXTENSIONS_WORDS = """
md markdown mdx rst txt adoc org toml yaml yml json jsonc json5 lock cfg ini conf env xml proto
py pyi go mod sum rs rb js jsx ts tsx mjs cjs vue svelte java kt kts scala c h cc cpp hpp cs
swift php sh bash zsh fish ps1 sql html htm css scss sass less gradle tf hcl nix ex exs erl hs
ml lua r dart zig csv
"""
FILE_EXTENSIONS = frozenset(_EXTENSIONS_WORDS.split())
# Endings that close dotted names in code as often as files' names ("process.env", "np.sum",
# "spark.conf", "operator.mod", "rich.markdown", "self.r"): outside a path, such a name is code,
# unless a file is asked for by name ("update go.sum", `file_asks`).
_ALSO_CODE = frozenset({"env", "sum", "mod", "conf", "markdown", "org", "ml", "r", "less"})
_FILE_NAME_CHARS = re.compile(r"[\w.@+-]+")


def has_file_extension(name: str, asked: bool = False) -> bool:
    """A file's name by its ending ("app.test.ts", "Cargo.lock"), in lower case as files are
    named, not a dotted name in code ("cmp.Diff", "mu.Lock", "process.env") or a command line.
    `asked`: the name is what a verb of editing asks for ("update go.sum", "edit README.MD"),
    so every file type's ending counts, in any letter case."""
    stem, dot, ext = name.rpartition(".")
    if asked:
        ext = ext.lower()
    return bool(dot and stem.strip(".") and ext in FILE_EXTENSIONS
                and (asked or ext not in _ALSO_CODE) and _FILE_NAME_CHARS.fullmatch(name))


# A dotfile (".env", ".gitignore", ".eslintrc.json", ".env.example"), in lower case as such files
# are named; an extension alone (".js files") names a kind of file, except ".env", which is also
# the name of the file every project keeps its settings in. (Longest first, and in one order in
# every process, so that the pattern's text is the same and its compiled program is kept.)
_DOTFILE = (r"\.(?!(?:" + "|".join(sorted(FILE_EXTENSIONS - {"env"}, key=lambda e: (-len(e), e)))
            + r")(?![\w.-]))[a-z][\w-]*(?:\.[\w-]+)*")
_DOTFILE_NAME = re.compile(_DOTFILE)


# A package named by its path: a scoped npm package ("@testing-library/react") or a Go import
# path under a host ("github.com/pkg/errors"), which code imports, not a file of the project.
_PACKAGE_PATH = re.compile(r"@[a-z0-9][\w.-]*/[a-z0-9][\w.-]*|[a-z0-9-]+(?:\.[a-z0-9-]+)*\."
                           r"(?:com|org|io|in|net|dev)(?:/[\w.-]+)+")


def is_package_path(text: str) -> bool:
    """A package by its path ("@testing-library/react", "github.com/pkg/errors"), not a file."""
    return _PACKAGE_PATH.fullmatch(text) is not None


def is_dotfile(name: str) -> bool:
    """A file whose name opens with a dot (".gitignore"), not an extension alone (".js")."""
    return _DOTFILE_NAME.fullmatch(name) is not None


# The comments that silence a linter or a type checker, by the name their tool gives them: said
# as a word ("stop adding nolint comments"), each is the directive a line carries.
_SILENCING = (r"nolint|noqa|nosec|NOSONAR|eslint-disable(?:-next-line|-line)?|"
              r"@?ts-(?:ignore|expect-error|nocheck)|prettier-ignore|pylint:\s?disable|"
              r"rubocop:disable|swiftlint:disable|phpcs:ignore|istanbul ignore")

# Shapes of code outside quotes, most specific first.
_CODE_TOKEN = re.compile(
    r"(?<![\w@./-])(?:"
    r"(?:" + _SILENCING + r")(?=\W|$)"                        # a linter's silencing comment
    r"|"
    r"@[A-Za-z_][\w.]*(?:\(\))?"                               # a decorator or annotation
    r"|--?[A-Za-z][\w-]*(?:=\S+)?"                             # a flag
    r"|(?:~|\.{1,2})?/[\w.@+-]+(?:/[\w.@+-]*)*"                # an absolute or relative path
    r"|[\w-]+(?:/[\w.@+-]+)+/?"                                # a relative path, a branch prefix
    r"|[\w.-]+/(?=\s|$|[,;:.!?)])"                              # a folder
    r"|[A-Za-z][\w-]*:[A-Za-z][\w:-]*"                          # a task name: test:ci
    r"|\w+(?:\.\w+)+(?:\(\))?"                                 # dotted: a module, a call, a file
    r"|\w+\(\)"                                                # a call
    r"|[a-z]+[A-Z]\w*"                                         # camelCase
    r"|[A-Z][a-z0-9]+[A-Z]\w*"                                 # PascalCase with two humps
    r"|[A-Za-z]\w*_\w+"                                        # snake_case
    r"|[A-Z]{2,}[a-z]?\d*(?=\b)(?!\s+[a-z])"                   # an ACRONYM-like name
    r"|" + _DOTFILE +                                          # a dotfile: .env, .gitignore
    r")(?![\w@-])")
# A plain word can be a term only when it names a thing: not a function word, not a verb that
# stands for "it", not one of the words idioms are made of.
_NOT_THINGS_WORDS = """
a an the it its this that them these those they any anything something nothing everything one
ones to be do does did done make made change changes changed touch add remove write break use
used using mention call run import forget worry worries bother include leave put go so too just
please me my your you i we our us more less need needs problem problems idea rush wait way
longer matter doubt thanks thank sorry issue issues difference reason reasons point sense big
deal hurry other others chance luck comment comments code tests test new old thing things stuff
way ways longer much many lot lots time now here there then again yet all both either neither
each every good bad fine ok okay yes no not sure clue hard feelings offense offence pressure
harm way need one's own well also and or but if when while what which who how why where
option options approach approaches solution solutions version versions alternative choice step
steps part parts place places case cases example examples kind sort type types whatever whichever
"""
_NOT_THINGS = frozenset(_NOT_THINGS_WORDS.split())


# Nouns that name a kind of thing in software, not one thing a check could look for: "no docs"
# or "don't use the cache" say what not to do, but no added line can show it by that word; the
# short forms people type ("no new deps", "don't add libs") are the same nouns.
_KINDS_OF_THINGS_WORDS = """
doc docs documentation readme changelog log logs logging output error errors warning warnings
file files folder folders directory function functions method methods class classes type types
variable variables field fields module modules package packages library libraries dependency
dependencies script scripts command commands flag flags option options setting settings config
configuration cache database db network api server client endpoint endpoints request requests
response responses data value values string strings number numbers list lists map maps helper
helpers wrapper wrappers abstraction abstractions layer layers interface interfaces struct
structs check checks branch branches commit commits pr prs review reviews refactor refactoring
cleanup extra details detail description summary explanation explanations question questions
step comment emoji emojis feature features behaviour behavior support ui output
language wording tone jargon phrasing prose terminology preamble intro introduction recap
disclaimer disclaimers caveat caveats apology apologies fluff filler boilerplate table text
dep deps func funcs var vars arg args param params lib libs dir dirs msg msgs impl impls
framework frameworks toolkit toolkits plugin plugins
"""
# The natural languages, by their English names and as their speakers write them: also what an
# app's strings are given for (`locale_cues.py`).
_NATURAL_LANGUAGE_WORDS = """
english spanish french german italian portuguese dutch swedish norwegian danish finnish icelandic
polish czech slovak russian ukrainian greek turkish arabic hebrew persian farsi hindi urdu
bengali japanese chinese mandarin cantonese korean vietnamese thai indonesian malay tagalog
romanian hungarian bulgarian serbian croatian catalan basque welsh irish esperanto estonian
latvian lithuanian slovenian filipino
deutsch español espanol français francais português
"""
NATURAL_LANGUAGES = frozenset(_NATURAL_LANGUAGE_WORDS.split())
# Ways of writing: natural languages and the varieties they are named by, markup formats and the
# words of a prose style. "use English", "we use markdown", "write it in Spanish" say how a text
# is written, which neither an answer nor a change shows by containing the word; a programming
# language ("rewrite it in Go") is a tool and stays a term. "respond in JSON" is read as the
# answer's format (`judges.mine.FORM_RULES`).
_WAYS_OF_WRITING_WORDS = """
british american us uk australian canadian brazilian castilian
markdown commonmark gfm restructuredtext rst asciidoc adoc latex tex plaintext org-mode orgmode
spelling grammar punctuation voice tense tone register diction
"""
_WAYS_OF_WRITING = NATURAL_LANGUAGES | frozenset(_WAYS_OF_WRITING_WORDS.split())
_KINDS_OF_THINGS = frozenset(_KINDS_OF_THINGS_WORDS.split()) | _WAYS_OF_WRITING


def names_a_way_of_writing(word: str) -> bool:
    """A natural language, a markup format or a word of prose style ("English", "AsciiDoc")."""
    return word.strip().lower() in _WAYS_OF_WRITING


# A lower-case word made into a noun from a verb or an adjective ("recursion", "caution",
# "nesting", "inheritance", "abbreviations") names a practice or a quality, not a thing that a
# line of code or an answer shows by containing the word; names of tools are not made so.
_ABSTRACT = re.compile(r"[a-z]{3,}(?:tion|sion|ism|ity|ness|ance|ence|ment|ing)s?")


def is_thing(word: str) -> bool:
    w = word.strip().lower()
    return len(w) >= 2 and w not in _NOT_THINGS and not w.isdigit() and re.fullmatch(
        r"[a-z][\w+#.-]*", w) is not None and _ABSTRACT.fullmatch(word.strip()) is None


# A plain noun in the plural ("tabs", "mocks", "spaces") names a kind of thing or a practice, not
# one tool an answer names ("pnpm", "poetry"); a name that ends in "s" of its own ("redis") is
# read as singular.
_PLURAL = re.compile(r"[a-z]+(?:-[a-z]+)*[^sui\W]s")  # "mocks", "f-strings"


def names_a_kind(word: str) -> bool:
    """A plain word that names a kind of thing ("tabs", "the cache"), not one thing."""
    w = word.strip()
    return w.lower() in _KINDS_OF_THINGS or _PLURAL.fullmatch(w) is not None


def names_one_thing(word: str) -> bool:
    """A plain word that can be a term on its own: a thing, and not a kind of thing."""
    return is_thing(word) and word.strip().lower() not in _KINDS_OF_THINGS \
        and not names_a_concept(word)


# Words of programming in general, in any language, that no dictionary of prose holds
# ("enums", "getters", "goroutines", "stubs", "rebase"): a practice, a way of working or a kind
# of construct, not one name a change writes ("prefer enums over constants" says how, not which
# library).
_CONSTRUCT_WORDS = """
async await sync callback callbacks closure closures generic generics enum enums struct structs
decorator decorators mixin mixins hook hooks lambda lambdas regex regexes regexp tuple tuples
dict dicts hashmap hashmaps iterator iterators generator generators getter getters setter
setters goroutine goroutines mutex mutexes semaphore semaphores trait traits macro macros
ternary ternaries goto const consts varargs kwargs args params typedef typedefs monad monads
functor functors singleton singletons middleware middlewares webhook webhooks websocket
websockets retry retries timeout timeouts uuid uuids ulid ulids orm orms cron crons monorepo
monorepos polyrepo polyrepos microservice microservices microfrontends monolith serverless
linter linters formatter formatters codegen repo repos refactor refactors backend frontend
fullstack gitflow gitops devops trunk-based
mock mocks stub stubs fake fakes spy spies fixture fixtures snapshot snapshots
rebase rebases rebasing squash squashes amend cherry-pick force-push
"""
# What code runs on or is written in, not what it imports: languages, databases, systems,
# editors, browsers, clouds, the tools that run containers, and the services a team works with
# (its forge, tracker, monitoring, payments, CI). "use kotlin rather than java", "prefer
# postgres over mysql", "use jira over linear" choose one, and no added line need name it.
_PLATFORM_WORDS = """
python python2 python3 javascript typescript js ts node nodejs deno bun go golang rust ruby
java kotlin scala groovy clojure swift objc c cpp csharp fsharp dotnet php perl elixir erlang
haskell ocaml dart lua julia zig nim crystal bash zsh fish powershell sh wasm webassembly
coffeescript elm
postgres postgresql psql mysql mariadb sqlite sqlite3 mongo mongodb redis valkey memcached
cassandra dynamodb elasticsearch opensearch clickhouse snowflake bigquery kafka rabbitmq nats
linux macos osx windows ubuntu debian fedora alpine centos rhel arch nixos freebsd
vim neovim nvim emacs vscode intellij pycharm goland xcode
chrome chromium firefox safari edge
aws gcp azure heroku vercel netlify fly cloudflare digitalocean
docker podman kubernetes k8s helm terraform ansible nomad nginx caddy apache traefik
github gitlab bitbucket gitea jira linear trello asana notion confluence slack discord figma
sketch sentry datadog grafana kibana prometheus newrelic honeycomb pagerduty opsgenie stripe
paypal braintree twilio sendgrid mailgun postmark auth0 okta firebase supabase dependabot
renovate circleci travis jenkins buildkite makefile justfile
"""
_PLATFORMS = frozenset(_PLATFORM_WORDS.split())
_NOT_CODE_NAMES = frozenset(_CONSTRUCT_WORDS.split()) | _PLATFORMS
# A name shaped as a library's: letters, digits and joining hyphens, lower case but for a
# capital first letter ("Django"); a version ("es6", "py3") is none.
_A_NAME = re.compile(r"[A-Za-z][a-z0-9]*(?:[-_.][a-z0-9]+)*")
_A_VERSION = re.compile(r"[a-z]{1,4}\d+", _I)


def names_code(word: str) -> bool:
    """A plain word that names a library, a tool or a construct of one ("pytest", "zod",
    "namedtuples", "async-std"): a tool of a kind (`tool_kinds`), or a name shaped as one that
    is no common word of prose (`common_words`), no word of programming in general ("enums"),
    and no language, database or system code runs on."""
    w = word.strip().strip("`")
    low = w.lower()
    if tool_kind(low) is not None:
        return True
    return (known() and len(low) >= 3 and _A_NAME.fullmatch(w) is not None
            and _A_VERSION.fullmatch(low) is None and low not in _NOT_CODE_NAMES
            and low not in _NOT_THINGS and low not in _KINDS_OF_THINGS
            and low.removesuffix("s") not in _CONCEPT_ACRONYMS and low not in _CONCEPT_ACRONYMS
            and _ABSTRACT.fullmatch(low) is None and not names_a_case(w)
            and not is_common(low))


_A_RELEASE = re.compile(r"v?\d+(?:\.\d+)*(?:\.x)?", _I)


def names_a_version(word: str) -> bool:
    """A version or a release line ("v2", "3.12", "py3", "es2015"), not a tool's name: what a
    project is on as a release says no tool to use."""
    w = word.strip().strip("`")
    return _A_VERSION.fullmatch(w) is not None or _A_RELEASE.fullmatch(w) is not None


def names_no_library(word: str) -> bool:
    """A word of programming in general ("enums", "monorepo"), a language, a database, a
    system or a tool code runs on or is written in ("kotlin", "postgres"), said in plain words:
    what a choice between ways of working names, not code a change imports; and a format or
    a protocol by its acronym ("json", "grpc")."""
    low = word.strip().strip("`").lower()
    return low in _NOT_CODE_NAMES or low in _CONCEPT_ACRONYMS


def is_code_like(text: str) -> bool:
    """A token shaped like code, or a command line ("go test ./...")."""
    t = text.strip()
    return bool(t) and (_CODE_TOKEN.fullmatch(t) is not None
                        or (" " in t and _looks_like_command(t)))


# Checkers and formatters of each ecosystem named by a word that means nothing else in a
# sentence ("run gofmt before you commit", "run rubocop too", "can you run phpstan on it"):
# said bare in prose, the name is the program. Names that are also words of English ("jest",
# "biome", "credo") are not among them, nor is "clippy", a subcommand (`cargo clippy`,
# `_CHECKER_SUBCOMMANDS`): `directives` reads those only as what passes a check.
# "psalm", PHP's checker, is the Psalms too ("read psalm 23"): a checker where a command is
# typed (`_COMMANDS`) or a rule names what passes a check (`directives`), not in prose.
# The names are the checks reader's (`logs/checks.py`), with the formatters'.
CHECKER_PROGRAMS = "|".join(sorted((*CHECKERS, *FORMATTERS)))
# Checkers run as a subcommand of their toolchain, said by their own name after "run" ("run
# clippy too", "also run clippy on it"): the command that runs them. Rust's linter has no
# program of its own that anyone types; `cargo clippy` is how it is run.
_CHECKER_SUBCOMMANDS: dict[str, str] = {"clippy": "cargo clippy"}
_CHECKER_SUBCOMMAND_SAID = re.compile(
    r"^\s*(" + "|".join(sorted(_CHECKER_SUBCOMMANDS)) + r")(?![\w:.-])", re.I)


def checker_subcommand(phrase: str) -> str:
    """The command of a checker run as its toolchain's subcommand, when the phrase of a run
    opens with the checker's own name ("clippy too": "cargo clippy"), or ""."""
    m = _CHECKER_SUBCOMMAND_SAID.match(phrase)
    return _CHECKER_SUBCOMMANDS[m.group(1).lower()] if m else ""


_COMMANDS = re.compile(
    r"^(?:git|gh|go|npm|pnpm|yarn|bun|npx|make|cargo|mise|just|task|tox|nox|uv|pip|python|"
    r"pytest|deno|gradle|mvn|dotnet|docker|kubectl|terraform|ruff|eslint|golangci-lint|tsc|"
    r"prettier|black|mypy|pyright|rspec|bundle|rake|composer|php|swift|flutter|poetry|"
    r"alembic|psalm|" + CHECKER_PROGRAMS +
    # A program run by its path in the repository ("./gradlew", "./scripts/check.sh",
    # "bin/rails", "vendor/bin/phpunit").
    r"|\./[\w.-]+(?:/[\w.-]+)*|(?:vendor/)?bin/[\w.-]+)(?![\w/-])")


def _looks_like_command(text: str) -> bool:
    return _COMMANDS.match(text.strip()) is not None


# Words that end a command said in prose: "run pytest with `-x`", "run pytest in the container",
# "make lint before you say done", "run make lint at the end", "use gh pr create --draft next
# time" (when it is run is no argument of it); who runs it and how ("run pnpm lint yourself",
# "... locally", "... by hand", "... as well") is no argument either.
_COMMAND_LINE = re.compile(_COMMANDS.pattern + r"(?:\s+(?!(?:before|after|and|then|when|once|"
                           r"to|so|if|first|again|please|each|every|for|here|there|now|instead|too|at|"
                           r"anymore|only|with|without|using|in|inside|on|against|via|next|from|"
                           r"going|always|ever|until|whenever|or|but|since|because|this|that|"
                           r"\w*self|\w*selves|also|as|by|locally|manually|properly|yet|twice|"
                           r"everywhere|beforehand|afterwards?)(?![\w-]))"
                           # "HEAD~4", "main^": a revision counted back from another.
                           r"[\w:./=@~^-]+)*", _I)


def command_line(phrase: str) -> str:
    """The command a phrase opens with, unquoted ("make lint before you say done": "make
    lint"), or ""."""
    text = phrase.strip()
    if text[:1].isupper():
        return ""  # "Go 1.22 features", "Docker Desktop": a product's name in prose
    m = _COMMAND_LINE.match(text.strip("`"))
    return m.group(0) if m else ""


# The first folder of a repository's paths, and the top of the tree of Go's standard library:
# "src/generated", "internal/db", "log/slog", "encoding/json" name one place or one module.
_PATH_ROOT_NAMES = """
src lib libs internal pkg cmd app apps bin docs scripts tests vendor third_party packages tools
config migrations fixtures examples public static assets deploy infra
archive bufio compress container context crypto database debug embed encoding expvar go hash
html image index io iter log math mime net os path reflect regexp runtime sync syscall testing
text unicode
"""
_PATH_ROOTS = frozenset(_PATH_ROOT_NAMES.split())


def split_alternatives(text: str) -> tuple[str, ...]:
    """ "feat/fix" and "A/B" are alternatives, not a path: plain words joined by slashes. A
    word of code (`third_party`) or a known first folder ("src/", Go's "encoding/") makes a
    path or a module: one name."""
    parts = text.split("/")
    if len(parts) > 1 and all(re.fullmatch(r"[A-Za-z][\w+#-]*:?", p) for p in parts) \
            and not text.endswith("/") and not any("_" in p for p in parts) \
            and parts[0] not in _PATH_ROOTS:
        return tuple(parts)
    return ()


# The name of a letter case ("snake_case", "camelCase", "kebab-case"): a naming convention, which
# no added line shows by containing the name.
_CASE_STYLE = re.compile(r"(?:screaming[_ -]?|lower[_ -]?|upper[_ -]?)?(?:snake|camel|kebab|"
                         r"pascal|upper|lower|title|train|constant|sentence)[_ -]?case|"
                         r"lowercase|uppercase|all[_ -]?caps", _I)


def names_a_case(text: str) -> bool:
    return _CASE_STYLE.fullmatch(text.strip().strip("`\"'")) is not None


# A construct named by what it is, hyphenated ("f-strings", "for-loops", "if-statements"): no
# code spells it so, and a check of the words would pass every change, or fail every one. Quoted,
# only the endings no package, lint rule or CSS class is named with count ("`sort-imports`",
# "`btn-block`" are code); a lint rule's "no-" is no construct.
_CONSTRUCT_ENDINGS = ("strings?|literals?|loops?|statements?|expressions?|comprehensions?|"
                      "lambdas?|liners?|returns?|assignments?")
_A_CONSTRUCT_IN_WORDS = re.compile(rf"(?!no-)[a-z]+-(?:{_CONSTRUCT_ENDINGS})", _I)
_A_CONSTRUCT_IN_PLAIN_WORDS = re.compile(
    rf"(?!no-)[a-z]+-(?:{_CONSTRUCT_ENDINGS}|imports?|exports?|functions?|casts?|blocks?)", _I)


def names_a_construct_in_words(text: str, quoted: bool = False) -> bool:
    pattern = _A_CONSTRUCT_IN_WORDS if quoted else _A_CONSTRUCT_IN_PLAIN_WORDS
    return pattern.fullmatch(text.strip().strip("`\"'")) is not None


def make_term(raw: str, quoted: bool, backticked: bool = False) -> Term | None:
    text = raw.strip()
    if names_a_case(text):
        return None
    if names_a_construct_in_words(text, quoted):
        return Term(text, False)  # a word of prose, quoted or not
    joined = JOINED_CODE.fullmatch(text)
    if joined:
        # "`feat`/`fix`": either of the quoted names, not the first alone.
        parts = tuple(p.strip("`") for p in text.split("/"))
        return _either(text.replace("`", ""), parts, code=True)
    if not quoted:
        text = trim_end(text, ".,;:!?")
        if text.endswith(")") and text.count("(") < text.count(")"):
            text = text[:-1]
        if _CAPITALS_PLURAL.fullmatch(text):
            text = text[:-1]  # "TODOs", "FIXMEs": code writes each one, `TODO`
    if not text or len(text) > 80:
        return None
    # "`internal/db`": one span of code is one name; "`get`/`set`" is two (`JOINED_CODE`).
    alternatives = () if backticked else split_alternatives(text)
    if alternatives:
        return _either(text, alternatives, code=True)
    # Quoted, anything but plain words is code ("ERR_X", "v2 API"); unquoted, only code shapes.
    code = backticked or is_code_like(text) or (
        quoted and re.fullmatch(r"[A-Za-z ]+", text) is None)
    return Term(text, bool(code), alternatives)


# "./...", "internal/...": every package below a folder, in Go's package patterns.
_EVERY_PACKAGE = re.compile(r"/\.\.\.[\s.,;:!?]*$")


def trim_end(text: str, chars: str) -> str:
    """`text` without the punctuation `chars` at its end, but for the dots of Go's every-package
    pattern ("go test ./..."), which are part of the command and no sentence's end."""
    every = _EVERY_PACKAGE.search(text)
    return text[:every.start()] + "/..." if every else text.rstrip(chars)

# A name in capitals made plural in prose ("no TODOs", "FIXMEs"), unquoted.
_CAPITALS_PLURAL = re.compile(r"[A-Z][A-Z0-9_]+s")

# Backticked names joined by slashes: "`get`/`set`".
JOINED_CODE = re.compile(r"`[^`\n]+`(?:\s*/\s*`[^`\n]+`)+")
# A fenced block, to its closing fence or, cut off, to the end.
_FENCED = re.compile(r"```.*?(?:```|$)", re.S)


def blank_fences(text: str) -> str:
    """The text with its fenced blocks blanked: a block shows code and names, lists or asks
    nothing. Blanked, not cut: what follows keeps its place, and no match runs into a block."""
    return _FENCED.sub(lambda m: " " * len(m.group(0)), text) if "```" in text else text


def _either(text: str, parts: tuple[str, ...], code: bool) -> Term | None:
    """A term that is any one of `parts`; none when a part is a letter or two ("y/n", "i/o"):
    a check for such a short word finds it in every other line."""
    if any(len(p.strip(":")) < 3 for p in parts):
        return None
    return Term(text, code, parts)


def code_terms(phrase: str) -> list[Term]:
    """The code-like terms of a phrase, in order: quoted strings first where they are."""
    found: list[tuple[int, Term]] = []
    # A fenced block shows code and names nothing in it; an agent's message, kept on one line,
    # holds its blocks as "```python log.info(...) ```", whose inner backticks would otherwise
    # read as one quoted term, language tag and all.
    phrase = blank_fences(phrase)
    taken: list[tuple[int, int]] = []
    for m in JOINED_CODE.finditer(phrase):
        taken.append(m.span())
        term = make_term(m.group(0), quoted=True, backticked=True)
        if term is not None:
            found.append((m.start(), term))
    for m in _QUOTED.finditer(phrase):
        if any(s <= m.start() < e for s, e in taken):
            continue
        raw = next(g for g in m.groups() if g is not None)
        term = make_term(raw, quoted=True, backticked=m.group(1) is not None)
        if term is not None and (term.code or len(raw.split()) <= 4):
            found.append((m.start(), term))
            taken.append(m.span())
    for m in _CODE_TOKEN.finditer(phrase):
        if any(s <= m.start() < e for s, e in taken) or _OWNER.match(phrase, m.end()):
            continue
        term = make_term(m.group(0), quoted=False)
        # Unquoted, "AsciiDoc" or the "US" of "US English" is a way of writing, not code.
        if term is not None and term.code and not _is_prose_token(m.group(0)) \
                and not names_a_way_of_writing(m.group(0)) and not names_a_concept(m.group(0)) \
                and not _VERSION.fullmatch(m.group(0)):
            found.append((m.start(), term))
    return [t for _, t in sorted(found, key=lambda p: p[0])]


# "AssertJ's `assertThat`", "AssertJ's assertThat": a library named as the owner of the code term
# after it, which is what is asked for; the owner's name is no term of its own.
_OWNER = re.compile(r"['’]s\s+(?=`|[a-z_]\w*[A-Z_.]\w)")


# Unquoted, "3.12" of "Python 3.12 syntax" is a version of what it follows, which no added line
# need hold.
_VERSION = re.compile(r"v?\d+(?:\.\d+)+")


# Acronyms that name a kind of thing in software, typed in capitals outside quotes: "call the
# rates API", "add a DTO", "never log the JWT" name a kind, and their letters in a diff (matched
# without case: `api_client`, `jwt.decode`) show nothing about the rule. Backticked, they are code.
_CONCEPT_ACRONYM_WORDS = """
api sdk orm cli gui ui ux db dbms dto dao url uri urn http https json xml yaml yml toml csv tsv
jwt uuid guid id sql css html dom ast ide vm os env pr mr ci cd rest rpc grpc tcp udp dns ssl tls
ssh cdn crud etl spa ssr mvc regex llm iso utc rfc
"""
_CONCEPT_ACRONYMS = frozenset(_CONCEPT_ACRONYM_WORDS.split())


def names_a_concept(token: str) -> bool:
    """An acronym in capitals that names a kind of thing ("API", "DTOs"), not one thing."""
    t = token.strip()
    return re.fullmatch(r"[A-Z]{2,}s?", t) is not None and (
        t.lower() in _CONCEPT_ACRONYMS or t.lower().removesuffix("s") in _CONCEPT_ACRONYMS)


def _is_prose_token(token: str) -> bool:
    """Tokens shaped like code that prose makes: "e.g.", "i.e.", "etc.", "and/or", a sentence
    end glued to the next word, version-less abbreviations."""
    low = token.lower().rstrip(".")
    return low in {"e.g", "i.e", "etc", "vs", "and/or", "either/or", "w/o", "w/", "n/a", "a.k.a",
                   "aka"} or re.fullmatch(r"[a-z]\.[a-z]", low) is not None


# (runs of spaces: `directives._PROJECT_SAID_LAST`)
PHRASE_END = re.compile(r"(?<!\s)\s++(?:in|on|for|with|when|to|from|at|inside|within|across|"
                         r"because|since|so|unless|until|before|after|if|as|and|or|but|anywhere|"
                         r"anymore|please|here|there|again|either|too|at all|any more)\b.*$|"
                         r"[,;:.!?].*$", _I)


def plain_term(phrase: str) -> Term | None:
    """One plain word naming a thing, as the whole object of a short phrase ("pnpm", "testify",
    "panics in library code"), or None."""
    words = PHRASE_END.sub("", phrase.strip()).split()
    words = [w for w in words if w.lower() not in {"the", "a", "an", "plain", "any", "some"}]
    if len(words) == 1 and not re.fullmatch(r"[A-Za-z][\w+#.-]*", words[0]):
        return None
    if len(words) != 1 or not names_one_thing(words[0]) or names_a_case(words[0]):
        return None
    return Term(words[0].rstrip("."), False)


def command_term(phrase: str) -> Term | None:
    """The command line an unquoted phrase opens with, when it has arguments ("git push --force
    here": "git push --force"), or None."""
    if phrase.lstrip().startswith(("`", "'", '"')):
        return None  # quoted: the quotes say where it ends
    said = command_line(phrase)
    return Term(said, True) if " " in said else None


# Programs whose names are also verbs or adverbs of English ("go", "just", "task", "make"): said
# without backticks where a verb stands, they are as often the English word ("never go back to
# callbacks", "never just guess").
_PROGRAMS_THAT_ARE_WORDS = frozenset({"go", "just", "task", "make", "black", "bundle", "rake"})


def runs_an_english_word(text: str) -> bool:
    """Does the command run a program named by a word of English ("go back", "just guess")?"""
    first = text.strip().split(" ", 1)[0].lower()
    return first in _PROGRAMS_THAT_ARE_WORDS


def opening_term(phrase: str) -> Term | None:
    """The code term a phrase opens with ("`git push --force` here": that command), or None."""
    command = command_term(phrase)
    if command is not None:
        return command
    terms = code_terms(phrase)
    if not terms:
        return None
    start = phrase.lstrip().lstrip("`\"'")
    return terms[0] if start.startswith(terms[0].options[0]) or start.startswith(
        terms[0].text) else None


def is_tool(text: str) -> bool:
    """A command-line tool by its name, alone or with arguments ("mypy", "go vet ./..."), not a
    name in code that starts like one ("pytest.raises")."""
    return re.fullmatch(_COMMANDS.pattern + r"(?:\s+\S+)*", text.strip()) is not None


# Build tools of other ecosystems, some named by a word of English ("mix the two", "never mix
# tabs and spaces", "the cabal of reviewers"): a command only as typed in backticks with what it
# is to do ("`mix format --check-formatted`", "`sbt test`", "`cmake --build build`"), never in
# prose.
_TYPED_ONLY_PROGRAMS = re.compile(
    r"(?:mix|rebar3|lein|sbt|bazel|xcodebuild|dbt|cabal|stack|cmake|ctest|meson|ninja|dune|"
    r"opam|zig|helm|ansible-playbook|ansible-lint|Rscript)\s+-{0,2}[a-z][\w.:-]*(?:\s+\S+)*")


# "helm upgrade --install", "pulumi preview --diff", "buildifier -mode=check -r .", "julia
# --project -e '...'": words and a flag make a command line, whatever program of whatever
# ecosystem it runs.
FLAGGED_COMMAND = re.compile(r"[a-z][\w.-]*(?:\s+[\w:./=@-]+)*\s+--?[a-z][\w-]*(?:=\S*)?"
                             r"(?:\s+\S+)*")


# "sqlfluff lint models", "tflint check .", "taplo fmt": a program of any ecosystem and its task
# of checking or building the tree, with what it is run on.
_CHECKING_TASK = re.compile(r"[a-z][\w.-]*\s+(?:lint|check|test|fmt|format|build|typecheck|vet|"
                            r"verify|audit)(?:\s+[\w./:@=+-]+)*")


# "`set -euo pipefail`", "`shopt -s nullglob`", "`trap cleanup EXIT`": a line that sets the
# running shell's own options, which a script is written to hold ("every script starts with
# `set -euo pipefail`"); run alone by an agent it does nothing a check could see.
_SHELL_OWN_SETTING = re.compile(r"(?:set|shopt|trap)\s+\S+(?:\s+\S+)*")


# "`set -x`", "`set -v`", "`set -o xtrace`": the shell made to echo what it runs, switched on
# for one session of debugging and taken out again; no setting a script is written to keep.
_SHELL_TRACE = re.compile(r"set\s+(?:[-+][xv]+|[-+]o\s+(?:xtrace|verbose))")


def traces_the_shell(text: str) -> bool:
    """A line that only turns the shell's trace on or off (`set -x`, `set -o xtrace`): a
    debugging switch, neither a line a script keeps nor a program run."""
    return _SHELL_TRACE.fullmatch(text.strip().strip("`")) is not None


def sets_its_shell(text: str) -> bool:
    """A line that sets the running shell's own options (`set -euo pipefail`, `shopt -s
    globstar`, `trap cleanup EXIT`): code a script holds, never a program run."""
    return _SHELL_OWN_SETTING.fullmatch(text.strip().strip("`")) is not None


def is_program_run(text: str) -> bool:
    """What was typed in backticks is a command: a known program alone or with arguments, a
    build tool known only as typed, with its task ("mix test"), a program with its task of
    checking the tree ("sqlfluff lint models"), or any program with a flag; never a line that
    sets the shell's own options (`set -e`), which is code of a script."""
    t = text.strip()
    if sets_its_shell(t):
        return False
    return is_command_line(t) or is_tool(t) or _TYPED_ONLY_PROGRAMS.fullmatch(t) is not None \
        or _CHECKING_TASK.fullmatch(t) is not None or FLAGGED_COMMAND.fullmatch(t) is not None


def is_command_line(text: str) -> bool:
    """A command with its arguments ("git push --force", "npm install"), not a name alone."""
    return " " in text.strip() and command_line(text) == text.strip()


# `apperr.Wrap(err, "load account")`: a call with the arguments of the code at hand;
# `@Retry(maxAttempts = 5)`, `@pytest.mark.flaky(reruns=3)`: an annotation or a decorator with
# the arguments of the one place it is put on.
_CALL_WITH_ARGS = re.compile(r"^(?P<callee>@?[A-Za-z_][\w.]*[\w])\((?=[^)\s]).*\)$")


def _names_the_annotation(words: str, name: str) -> bool:
    """Do the words name the annotation by a word of its own ("suppress" for
    `@SuppressWarnings`, "flaky" for `@pytest.mark.flaky`, "disable" for `@Disabled`)?"""
    name = name.lower()
    for word in re.findall(r"[a-z]{4,}", words.lower()):
        stem = re.sub(r"(?:ing|ed|es|e|s)$", "", word) if len(word) > 5 else word
        if len(stem) >= 4 and stem in name:
            return True
    return False


# A chain of names with a way around null in it ("`user!!.name`", "`order?.customer?.email`"):
# what is made a rule of is the operator, the names are this code's. A lone "!" (TypeScript's
# non-null assertion) is left whole: as a term it would be every negation.
_NULL_CHAIN = re.compile(r"[A-Za-z_$][\w$]*(?:\(\))?"
                         r"(?:(?:!!\.?|\?\.|\.)[A-Za-z_$][\w$]*(?:\(\))?)+")


def null_operator(text: str) -> str | None:
    """The one operator around null a chain of names holds (`!!`, `?.`); None otherwise."""
    if not _NULL_CHAIN.fullmatch(text):
        return None
    ops = set(re.findall(r"!!|\?\.", text))
    return ops.pop() if len(ops) == 1 else None


def callee(term: Term, words: str = "") -> Term:
    """A call said with the arguments of the code at hand, made a rule of (taken up for all such
    work, or kept out of it): the rule is about the call, its arguments are this code's.

    An annotation or a decorator is the same when the words name it by a word of its own ("we
    never mark tests flaky" under `@pytest.mark.flaky(reruns=3)`, "never suppress warnings"
    under `@SuppressWarnings("rawtypes")`): they speak of it whatever its arguments. Said to
    with no word of its own ("no. never", "keep doing that for every read") its arguments are
    what was said yes or no to (`@Transactional(readOnly = true)`), and it is kept whole."""
    if term.code and (op := null_operator(term.text)):
        return Term(op, True)
    m = _CALL_WITH_ARGS.match(term.text) if term.code else None
    if m is None or (term.text.startswith("@")
                     and not _names_the_annotation(words, m.group("callee"))):
        return term
    return Term(m.group("callee"), True)
