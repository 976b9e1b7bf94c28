"""How people ask for two kinds of upkeep every project has: moving what it depends on to other
versions, and changing what its database stores with a migration.

Both come back for every developer in every ecosystem, worded far apart ("bump axios to 1.7",
"cargo update and fix what breaks", "renovate PR #88 is failing", "pin `urllib3<2`"; "need a
goose migration for the payouts table", "rails g migration AddIndexToUsersEmail"), so they are
kinds of work (`kinds.py`) read by their shapes, not clustered by meaning:

- A dependency moved: a package manager's updating command, a thing moved to a version-shaped
  target (v4, 1.7, 3.12-slim, node:22-alpine, `<2`), what ships by its own version (a chart,
  an image, an operator) moved with no verb to a version of two dots or an image's tag
  ("ingress-nginx chart -> 4.11.3"), a toolchain or runtime moved, the
  dependencies, lockfile, base image or CI actions brought up to date, a bot's update named.
  Not the product's own version ("bump the version to 2.4.0" is a release), not a setting
  raised ("bump the retries to 5", "the font size to 1.25rem"), not one's own things ("upgrade
  my phone to ios 18"), not the upgrade as a noun or an infinitive named by other work ("plan
  the upgrade to django 5", "file an issue to upgrade the ORM").
- A migration written: a migration asked to be made, by a migration tool's name or command, or
  what it must do to one written ("make the migration reversible"); a schema change said of a
  database's columns, tables, keys or constraints. Not a guide, a plan or a question about
  one, not moving people, photos or code between systems ("migrate the user to the new UI").
"""

from __future__ import annotations

# A version-shaped target: "v4", "1.7", "3.12-slim", "5.x", "4.17.21"; not "1.25rem" or "9.99$".
_VERSION = r"(?:v\d+(?:\.[\dx*]+)*|\d+\.(?:\d+|x|\*)(?:\.[\dx*]+)*)(?:-[a-z][\w.-]*)?(?![\w%$€])"
# A container image's tag: "node:22-alpine", "python:3.12-slim".
_IMAGE_TAG = r"[\w./-]+:\d[\w.-]*"
# Runtimes and toolchains moved by their major version alone: "java 21", "node 20".
_RUNTIMES = (r"(?:go|golang|rust|node(?:\.?js)?|python|java|jdk|jre|ruby|php|dotnet|\.net|kotlin|"
             r"typescript|scala|elixir|erlang|otp|deno|bun|swift|xcode|flutter|dart|gradle|"
             r"maven|terraform|postgres(?:ql)?|mysql|alpine|debian|ubuntu|android sdk|ndk)")
# What is raised or set, not depended on: "bump the retries to 5"; and the product's own
# version or documents ("bump the version to 2.4.0" is a release, "update the docs to v2").
_NOT_DEPENDED_ON = (r"(?:timeouts?|limits?|retries|retry|counts?|workers?|replicas?|sizes?|fonts?|"
                    r"prices?|costs?|fees?|rates?|ratios?|thresholds?|intervals?|ttls?|delays?|"
                    r"memory|cpus?|quotas?|budgets?|scores?|priorit(?:y|ies)|width|height|"
                    r"margins?|padding|opacity|zoom|volume|weights?|max\w*|min\w*|pool|"
                    r"concurrency|batch|pages?|steps?|levels?|tiers?|plans?|numbers?|releases?|"
                    r"readme|docs?|documentation|changelog|guides?|comments?|"
                    r"version(?:code|name)|(?:the |our |app |package |project |release )version)")
# The verb of a move, said as a request: not a noun ("the upgrade to 5"), not an infinitive
# named by other work ("steps to upgrade", "an issue to upgrade"), not a rule ("don't update").
_MOVE = (r"(?<!\bthe )(?<!\ban )(?<!\ba )(?<!\bthis )(?<!\bour )(?<!\bto )(?<!n't )(?<!\bnot )"
         r"(?<!\bnever )\b")
# Said of what is depended on: not one's own things ("my phone"), not a setting or a document.
_DEPENDED_ON = (rf"(?!(?:my|his|her|their|your)\b)"
                rf"(?!(?:[\w'`-]+\s+){{0,4}}?{_NOT_DEPENDED_ON}\b)")
_OBJECT = _DEPENDED_ON + r"(?:the\s+|our\s+|all\s+(?:the\s+)?)?(?:[\w.@/`+-]+\s+){1,6}?"

# A package manager's command that moves what is installed: "cargo update", "go get -u".
MANAGER_COMMAND = (
    r"\b(?:(?:npm|pnpm|bun)\s+(?:update|upgrade|up|outdated|audit fix)|yarn\s+(?:upgrade\S*|up)|"
    r"pip3?\s+install\s+(?:-U|--upgrade)|pip-compile\s+(?:-U|--upgrade\S*|-P)|(?:poetry|pipenv|cargo|bundle|composer|mix)\s+"
    r"(?:update|upgrade|outdated)|mix deps\.update|uv\s+(?:lock\s+--upgrade\S*|pip install -U|"
    r"sync\s+--upgrade)|go\s+get\s+(?:-u\b|\S+@(?:latest|v\d))|dotnet\s+outdated|"
    r"ncu\s+-u|mvn\s+versions:\S+|gradlew?\s+(?:dependencyUpdates|--refresh-dependencies)|"
    r"renovate(?:'s)?\s+(?:prs?|pull requests?|bot|wants|opened|bumps?)|"
    r"dependabot(?:'s)?\s+(?:prs?|pull requests?|alerts?|wants|opened|flagged|bumps?|"
    r"updates?))\b")
# A version no decimal is taken for: "v4", "1.7.2", "5.x".
_STRONG_VERSION = (r"(?:v\d+(?:\.[\dx*]+)*|\d+\.[\dx*]+\.[\dx*]+(?:\.[\dx*]+)*|\d+\.(?:x|\*))"
                   r"(?:-[a-z][\w.-]*)?(?![\w%$€])")
# What ships by its own version for others to install: a chart, an image, an operator.
_SHIPPED = (r"(?:(?:helm\s+)?charts?|(?:container\s+|docker\s+|base\s+)?images?|operators?|"
            r"providers?|plugins?|add-?ons?|crds?)")
# A thing moved to a version: "bump axios to 1.7", "upgrade react to 19", "pin `urllib3<2`".
MOVED_TO_A_VERSION = (
    # "bump axios to 1.7", "pin the base image to 3.12-slim"; "update" or "move" only to a
    # version no decimal or time is taken for ("update the total to 12.50", "move the meeting
    # to 3.30" name none).
    rf"{_MOVE}(?:bump|upgrade|downgrade|pin|roll back)\s+{_OBJECT}"
    rf"(?:from\s+\S+\s+)?(?:to|at|on|below|under)\s+(?:the\s+)?(?:version\s+)?(?:{_VERSION}|"
    rf"{_IMAGE_TAG}|`?(?:[<>~^]=?|==)\s*\d)",
    rf"{_MOVE}(?:update|move|switch|migrate)\s+{_OBJECT}(?:from\s+\S+\s+)?to\s+(?:version\s+)?(?:{_STRONG_VERSION}|"
    rf"{_IMAGE_TAG})",
    rf"{_MOVE}(?:upgrade|downgrade)\s+{_OBJECT}(?:from\s+\S+\s+)?to\s+(?:version\s+)?v?\d+\b",
    # "migrate to pydantic v2", "move the app to spring boot 3.2": a name, then its version.
    rf"{_MOVE}(?:upgrade|migrate|move|switch|bump)\s+{_DEPENDED_ON}(?:the\s+)?(?:[\w-]+\s+){{0,3}}?"
    rf"to\s+{_DEPENDED_ON}(?:[\w.@/-]+\s+){{1,2}}(?:{_VERSION})",
    rf"{_MOVE}(?:upgrade|downgrade)\s+to\s+{_DEPENDED_ON}[\w.@/-]+\s+v?\d+\b",
    rf"{_MOVE}(?:upgrade|migrate|move|switch|bump|update)\s+{_DEPENDED_ON}(?:the\s+|our\s+)?"
    rf"(?:[\w-]+\s+){{0,3}}?(?:to\s+)?{_RUNTIMES}\s+v?\d+\b",
    r"\bpin\s+`?[\w.@/-]+\s*(?:<=?|==|~=|>=|\^|~)\s*\d",
    # "time to go to .NET 9", "let's get to python 3.13": a runtime gone to by its version, as
    # a step the project is to take; not a place gone to ("go to node 3 in the graph") nor its
    # documents ("time to go to the python 3 docs").
    rf"\b(?:time to|let'?s|we (?:need|have|want) to|(?:can|should) we)\s+(?:finally\s+)?"
    rf"(?:go|get)\s+to\s+{_RUNTIMES}\s+v?\d+(?:\.\d+)*\b(?!\s+(?:docs?|documentation|"
    r"pages?|site|manual|guide|tutorial|course|book)\b)",
    # "we're still on laravel 10, take it to 11": what the project is on, with its version, then
    # moved by "it" to another; not a thing's setting ("on level 3, take it to 5" names no
    # project's dependency: the name before the version is read as one only after "on").
    rf"\b(?:on|using)\s+{_DEPENDED_ON}(?:[\w.@/-]+\s+){{1,2}}v?\d+(?:\.[\dx]+)*\b\s*"
    r"[,;.—-]+\s*(?:(?:so\s+|now\s+|pls\s+|please\s+)?)(?:take|move|bring|get|bump|upgrade)\s+"
    r"(?:it|us|that|everything|the (?:app|project|repo|codebase))\s+to\s+v?\d+(?:\.[\dx]+)*\b",
    # "moving to django 5.1 from 4.2", "we upgraded to pydantic 2 from 1.10": the move told as
    # under way or done, by the name and its version (a bare number only with where from).
    rf"\b(?:moving|moved|upgrading|upgraded|migrating|migrated|switching|switched)\s+"
    rf"(?:(?:us|everything|it)\s+)?to\s+{_DEPENDED_ON}[\w.@/-]+(?:\s+[\w.@/-]+)?\s+"
    rf"(?:{_VERSION}|v?\d+\s+from\s+v?\d)",
    # "next 14 -> 15", "pydantic 1.10 → 2.9": a version moved, told by an arrow; not a line,
    # a page or a step renumbered ("line 452 → 453").
    r"\b(?!(?:lines?|rows?|cols?|columns?|pages?|steps?|ports?|items?|chapters?|sections?|"
    r"slides?|offsets?|index|ids?|l)\b)[\w.@/-]+\s+v?\d+(?:\.[\dx]+)*\s*(?:->|→|=>)\s*v?\d",
    # "ingress-nginx chart -> 4.11.3", "api image to 2.19.4 in prod values": what ships by its
    # version, a chart or an image, moved with no verb, to a version no size or scale is taken
    # for ("resize the image to 2.5x" names none).
    rf"\b[\w.@/-]+\s+{_SHIPPED}\s+(?:(?:version|tag)\s+)?(?:from\s+\S+\s+)?(?:->|→|=>|to)\s+"
    rf"(?:version\s+)?(?:{_STRONG_VERSION}|{_IMAGE_TAG})"
    # Told as the cause of what went wrong, it was done: "the api image to 2.19.4 broke prod".
    r"(?![^.?!\n]*\b(?:broke|breaks|broken|break|fail(?:s|ed|ing)?|crash(?:es|ed|ing)?|"
    r"caused|causes|killed|hangs?)\b)",
)
# What is depended on, brought up to date: "update deps", "upgrade the go toolchain".
UPDATED = (
    rf"{_MOVE}(?:bump|upgrade|update|refresh)\s+(?:all\s+)?(?:of\s+)?(?:the\s+|our\s+)?"
    r"(?:[\w-]+\s+)?(?:deps|dependencies|packages|gems|crates|libraries|lockfiles?|lock ?files?|"
    r"toolchains?|github actions|(?:gh|ci) actions|providers?|base images?|docker images?|"
    r"(?:go|node|npm|python|pip|maven|gradle) modules)\b(?!\s+(?:graph|view|list|page|tab|"
    # Nor a document's part: "the dependencies section of the README".
    r"panel|diagram|sections?|chapters?|headings?|paragraphs?)\b)"
    rf"|{_MOVE}(?:bump|upgrade|update)\s+(?:the\s+)?{_RUNTIMES}\s+(?:toolchain|version|runtime|"
    r"sdk)\b"
    r"|\b(?:deps|dependencies|packages|gems|crates)\b[^.?!\n]{0,20}\b(?:out of date|outdated|"
    r"behind)\b"
    rf"|{_MOVE}(?:regenerate|rebuild|recreate|refresh|update)\s+(?:the\s+)?(?:package-lock(?:\.json)?|"
    r"yarn\.lock|pnpm-lock\.yaml|poetry\.lock|cargo\.lock|go\.sum|gemfile\.lock|uv\.lock|"
    r"composer\.lock|lockfile|lock file)\b"
    r"|\b(?:update|upgrade|bump|move)\b[^.?!\n]{0,40}\bto (?:their|the) latest (?:major |minor |"
    r"patch |stable )?(?:versions?|releases?|semver-compatible versions)\b"
    r"|\bto the latest stable\b"
    # The move named before, done: "do the bump by hand", "finish the upgrade".
    r"|\b(?:do|redo|finish|handle|take over)\s+(?:the|this|that|these)\s+(?:[\w-]+\s+)?"
    r"(?:bumps?|upgrades?|version bumps?|dependency updates?)"
    r"(?=\s+(?:by hand|manually|yourself|instead|now)\b|\s*(?:[,.;!]|\Z))")

# The tools that write migrations, named with the word: "an alembic migration".
_MIGRATION_TOOLS = (r"alembic|django|rails|flyway|liquibase|knex|prisma|typeorm|sequelize|ecto|"
                    r"goose|diesel|sqlx|dbmate|golang-migrate|ef core|ef|entity framework|ar|"
                    r"active ?record|laravel|eloquent|artisan|doctrine|phinx|"
                    r"db|database|schema|sql|"
                    r"data|down|up|reverse|rollback")
# The migration itself, the head of its phrase: not a word that qualifies another thing ("add
# migration logic to the loader", "a migration guide", "the migration plan"), nor a move from one
# thing to another ("a migration from mysql"), nor a document named for it ("MIGRATION.md").
_THE_MIGRATION = (r"(?!\.(?:md|rst|txt|adoc)\b)(?=\s*(?:\Z|[,.;:!)(]|-+\s|(?:for|that|which|to|"
                  r"on|in|with|and|adding|creating|dropping|renaming|removing|changing|altering|"
                  r"making|splitting|"
                  r"backfilling|file|files|please|pls|first|too|here|now|so|then)\b))"
                  r"(?!\s+to\s+(?:postgres\w*|mysql|sqlite|mongo\w*|the cloud|aws|gcp|azure)\b)")
_NOT_ASKED = r"(?![^\n]*\?)"
MIGRATION_WRITTEN = (
    # "write a migration that ...", "need a goose migration for ...", "generate the prisma
    # migration"; not "write a migration guide" nor a question.
    r"\b(?:write|create|add|generate|make|scaffold|need|needs)\s+(?:(?:a|an|the|another|one more|"
    rf"new|separate|small)\s+)*(?:(?:{_MIGRATION_TOOLS})\s+)?migrations?\b{_THE_MIGRATION}"
    rf"{_NOT_ASKED}",
    # A schema change asked to be written as one: "add_index on appointments (...), unique, as
    # an AR migration", "do the rename as a migration".
    r"\bas\s+(?:an?|the|its own|a separate|one)\s+(?:(?:new|single|reversible)\s+)?"
    rf"(?:(?:{_MIGRATION_TOOLS})\s+)?migration\b{_THE_MIGRATION}{_NOT_ASKED}",
    # What a written migration must do: "make the migration reversible", "the migration needs a
    # backfill".
    r"\bmake (?:the|this|that|our) migrations? (?:reversible|idempotent|re-?runnable|safe)\b"
    rf"{_NOT_ASKED}",
    r"\bmigrations?\b[^.?!\n]{0,15}\b(?:needs?|is missing|lacks)\s+(?:a|an)\s+(?:backfill|down|"
    rf"rollback|index|default)\b{_NOT_ASKED}",
    r"\bsquash\w*\b[^.?!\n]{0,20}\bmigrations\b",
    r"\b(?:flyway|liquibase)\s+(?:changesets?|changelogs?|scripts?)\b",
    # The tools' commands: "rails g migration ...", "manage.py makemigrations".
    r"\b(?:rails (?:g|generate) migration|makemigrations|alembic revision|prisma migrate dev|"
    r"knex migrate:make|(?:sequelize|typeorm) migration:(?:generate|create)|goose create|"
    r"dbmate new|diesel migration generate|ecto\.gen\.migration|sqlx migrate add|"
    r"flask db migrate|dotnet ef migrations add)\b",
    # A schema change said of what a database stores: a column, a key, a constraint.
    r"\b(?:add|drop|rename|alter|change|create|remove)\s+(?:a |an |the )?(?:new |unique |"
    r"partial |composite |nullable |not null )?(?:[\w`.()-]+\s+){0,2}?(?:column|constraint|"
    r"foreign key|primary key|table)s?\b"
    r"(?=[^\n]*\b(?:postgres\w*|mysql|sqlite|mariadb|database|db|schema|migrations?|nullable|"
    r"not null|jsonb|varchar|numeric|timestamptz|foreign key|primary key|unique constraint)\b)",
    r"\b(?:add|drop|remove|create)\s+(?:a |an |the )?(?:foreign|primary) keys?\b",
)
