"""Corrections of the agent's naming taken as a rule, and close sentences that give nothing
durable: a first-sight batch.

People correct the names the agent gave its code: "we call them handlers, not controllers",
"it's `userId` here, not `userID`", "in this codebase they're called stores", "never name a
package `utils`". What such a rule can be checked on with precision is a name the change
declares, never every line that holds the word: the part of a name the agent used and the person
turned down (the `Controller` of `UserController`), a whole name respelled (`userID`), or a
package named a word the team keeps out (`utils`). Where the words name no form the code would
show (a plural of conversation, no agent's code to take the form from, "it" of one thing), the
right reading is nothing.

Written before the reader was run on it, across languages and stacks (Go, Python, TypeScript,
Java, Kotlin, Rust, C#, Ruby, SQL), with and without the agent's message: naming rules read
exactly 2/32 at first sight (the two suffixes said as suffixes of a kind, an earlier shape),
close sentences giving nothing durable 27/27. After the reader was changed for the shapes (a word
of names turned down after a naming verb, "never call anything a ...", "we don't have/use ...",
"no more ..." against the one part of the agent's names that word is; a package kept from a
name): 20/32 and 27/27. One expectation was set right after the first run: a word kept out of
names was written as a ban of the word (`diff_avoids`) and is the check of declared names
(`name_without`), which no reader gave before; the figures are counted with it.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one. `SHAPES` holds one case per shape the reader was
changed for and near shapes that must give nothing; `CHECKS`, what the check judges in a
change; `LINES`, the line the night writes.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.judges import Attempt, judge_from_doc
from skillsleep.tasks.judges.attempt import changes_from_diff
from skillsleep.tasks.judges.name_word import NameWithout

from helpers.first_sight import (
    gives_nothing_durable,
    reads_as_expected,
    reads_exactly,
    writes_lines,
)
from helpers.judged import AVOIDS, Judged, check_whole

# A word kept out of the names the change declares.
NAMED = "name_without"

CONTROLLER = "I added `UserController` in `controllers/user.go`."
REPOSITORY = "I named the new type `OrderRepository`."
MANAGER = "I wrapped the pool in a `ConnectionManager` class."
SERVICE = "I added `InvoiceService` to `billing/service.py`."
USER_ID_CAPS = "I added a `userID` field to the request type."
USER_ID_SNAKE = "I added a `user_id` field to the payload."
UTILS = "I put the helper in `pkg/utils/strings.go`."
HELPERS = "I moved the date functions into a new `helpers` package."
DTO = "I added `CreateOrderDTO` for the request body."
IMPL = "I named the implementation `PaymentGatewayImpl`."

# (name, the agent's message, the person's words, what they give)
EXCHANGES: tuple[tuple[str, str, str, Judged], ...] = (
    # a word of names turned down after the agent used it in a type's name
    ("controller, we call them handlers", CONTROLLER, "we call them handlers, not controllers",
     {(NAMED, "Controller", True)}),
    ("controller, handlers here", CONTROLLER, "in this codebase they're handlers, not "
     "controllers", {(NAMED, "Controller", True)}),
    ("controller, no controllers in go", CONTROLLER, "we don't have controllers in Go, they're "
     "handlers", {(NAMED, "Controller", True)}),
    ("repository, we call those stores", REPOSITORY, "we call those stores here, not "
     "repositories", {(NAMED, "Repository", True)}),
    ("repository, they're called stores", REPOSITORY, "in this codebase they're called stores",
     {(NAMED, "Repository", True)}),
    ("manager, never call anything a manager", MANAGER, "we never call anything a manager",
     {(NAMED, "Manager", True)}),
    ("manager, no managers", MANAGER, "no more Managers please, name it for what it does, "
     "always", {(NAMED, "Manager", True)}),
    ("service, we say use cases", SERVICE, "we call them use cases, not services",
     {(NAMED, "Service", True)}),
    ("dto, we don't use the DTO suffix", DTO, "we don't use the DTO suffix in this repo",
     {(NAMED, "DTO", True)}),
    ("impl, never Impl", IMPL, "never name a class Impl, we name it for how it differs",
     {(NAMED, "Impl", True)}),
    ("dto, request not dto", DTO, "we call them requests, not DTOs",
     {(NAMED, "DTO", True)}),
    ("controller, backticked", CONTROLLER, "it's `Handler` in this codebase, not `Controller`",
     {(NAMED, "Controller", True)}),
    # a whole name respelled
    ("userID, it's userId", USER_ID_CAPS, "it's `userId` here, not `userID`",
     {(AVOIDS, "userID", True)}),
    ("user_id, it's userId", USER_ID_SNAKE, "it's `userId` in this codebase",
     {(AVOIDS, "user_id", True)}),
    ("userID, we spell it", USER_ID_CAPS, "we spell it `userId`, always",
     {(AVOIDS, "userID", True)}),
    ("user_id, always camel", USER_ID_SNAKE, "we always write it `userId`, never `user_id`",
     {(AVOIDS, "user_id", True)}),
    ("userID, without message", "", "it's `userId` in this codebase, never `userID`",
     {(AVOIDS, "userID", True)}),
    ("is_active, we name it enabled", "I added an `is_active` column.",
     "we always name it `enabled`, not `is_active`", {(AVOIDS, "is_active", True)}),
    ("createdAt, we say created_on", "I added `createdAt` to the model.",
     "it's `created_on` in our schema, not `createdAt`", {(AVOIDS, "createdAt", True)}),
    # a package named a word the team keeps out
    ("utils, never a package", UTILS, "never name a package utils", {(NAMED, "utils", True)}),
    ("utils, no utils packages", UTILS, "no utils packages in this repo",
     {(NAMED, "utils", True)}),
    ("helpers, we don't do helpers", HELPERS, "we don't do `helpers` packages",
     {(NAMED, "helpers", True)}),
    ("utils without message", "", "never name a package `utils`", {(NAMED, "utils", True)}),
    ("common without message", "", "don't ever create a package called `common`",
     {(NAMED, "common", True)}),
    ("three names without message", "", "never name a package `utils`, `common` or `helpers`",
     {(NAMED, "utils", True), (NAMED, "common", True), (NAMED, "helpers", True)}),
    ("misc module, python", "I put it in `app/misc.py`.", "we never name a module misc",
     {(NAMED, "misc", True)}),
    # said of a kind of name, without the agent's message
    ("manager suffix without message", "", "never use a `Manager` suffix on class names",
     {(AVOIDS, "Manager", True)}),
    ("impl suffix without message", "", "Java classes here never end in `Impl`",
     {(AVOIDS, "Impl", True)}),
    ("controller suffix said", "", "types don't carry a `Controller` suffix in our Go code",
     {(AVOIDS, "Controller", True)}),
    ("i prefix interfaces", "I named the interface `IUserStore`.",
     "we don't prefix interfaces with I here", {(NAMED, "I", True)}),
    ("crate utils rust", "I added a `utils` crate to the workspace.",
     "no crates named utils, ever", {(NAMED, "utils", True)}),
    ("ruby helpers", "I added `app/helpers/format_helper.rb`.",
     "we don't call them helpers in this app, they're presenters",
     {(NAMED, "helper", True)}),
)

# (name, the agent's message, the person's words): close sentences that give nothing durable.
NOTHING: tuple[tuple[str, str, str], ...] = (
    # descriptions of names
    ("old code calls them controllers", CONTROLLER, "the old code calls them controllers, which "
     "is why the router is confusing"),
    ("rails calls them controllers", "", "in Rails they're called controllers, in Go handlers"),
    ("DDD says repositories", REPOSITORY, "they're called repositories in the DDD books"),
    ("package named utils because", UTILS, "the package is named `utils` because of the old "
     "build script"),
    ("userId in the API response", USER_ID_CAPS, "it's `userId` in the API response and "
     "`user_id` in the database"),
    ("managers everywhere in legacy", MANAGER, "the legacy app has managers everywhere"),
    # questions
    ("handlers or controllers asked", CONTROLLER, "do we call them handlers or controllers?"),
    ("why userID asked", USER_ID_CAPS, "why `userID` and not `userId`?"),
    ("utils asked", UTILS, "should this package really be called utils?"),
    ("stores asked", REPOSITORY, "aren't those called stores here?"),
    ("manager asked", MANAGER, "is Manager the right word?"),
    # a name of one thing in this task only
    ("call this one a store", REPOSITORY, "call this one `OrderStore`"),
    ("rename to handler", CONTROLLER, "rename `UserController` to `UserHandler`"),
    ("name the new type", "", "name the new type `PaymentHandler`"),
    ("call the file handlers.go", CONTROLLER, "call the file `handlers.go`"),
    ("this one a handler", CONTROLLER, "call it a handler, not a controller"),
    ("move out of utils", UTILS, "move it out of utils into `pkg/strutil`"),
    ("not a manager this one", MANAGER, "not a manager, call it a `PoolCoordinator`"),
    # someone else's words quoted or pasted
    ("reviewer said handlers", CONTROLLER, "the reviewer said we call them handlers, not "
     "controllers. do you agree?"),
    ("pasted rule", UTILS, "> never name a package utils\nwhere is that from?"),
    ("go blog says", UTILS, "the Go blog says never name a package utils; is that true for "
     "internal ones?"),
    # no agent message, two names, empty and code alone
    ("no message, we call them handlers", "", "we call them handlers"),
    ("two names, we call them handlers", "I added `UserController` and `OrderService`.",
     "we call them handlers"),
    ("empty", CONTROLLER, ""),
    ("code alone", USER_ID_CAPS, "```go\ntype Req struct { UserId string }\n```"),
    ("thanks", CONTROLLER, "thanks, that's fine"),
    ("a plain word of conversation", CONTROLLER, "the controllers are fine, move on to the "
     "tests"),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # A name said as one thing respelled ("it's `userId`, not `userID`") is read as a spelling:
    # the new form used and the old one banned from every added line, not as names declared;
    # with the old form only in the agent's message, or with "we say", nothing is read.
    "userID, it's userId", "user_id, it's userId", "userID, we spell it", "user_id, always camel",
    "userID, without message", "is_active, we name it enabled", "createdAt, we say created_on",
    # The word turned down left unsaid ("they're called stores"): which part of the agent's
    # name it replaces is a guess.
    "repository, they're called stores",
    # A module or a directory of files (`app/misc.py`, `app/helpers/`), no declared package;
    # a prefix said with a verb of its own ("we don't prefix interfaces with I").
    "misc module, python", "ruby helpers", "i prefix interfaces",
    # A kind "carries" no suffix for the convention reader, as first read.
    "controller suffix said",
})


# One case per shape the reader was changed for, and near shapes that must give nothing or stay
# as they are: (name, the agent's message, the words, what they give).
SHAPES: tuple[tuple[str, str, str, Judged], ...] = (
    # a word said in the plural, the agent's name carrying it at its end or its start
    ("a part at the end", "I added `PaymentController`.", "we call them handlers, not controllers",
     {(NAMED, "Controller", True)}),
    ("a part at the start", "I named the interface `IUserStore`.",
     "we never call anything an I, we name it for what it is", {(NAMED, "I", True)}),
    ("the word the names do not carry", "I added `PaymentHandler`.",
     "we call them handlers, not controllers", set()),
    ("the word in two forms", "I added `UserController` and `controller_test.go`.",
     "we call them handlers, not controllers", {(NAMED, "Controller", True)}),
    ("a path is no name", "I added `controllers/user.go`.",
     "we call them handlers, not controllers", set()),
    ("the one at hand", "I added `PaymentController`.", "call it a handler, not a controller",
     set()),
    ("told of the old code", "I added `PaymentController`.",
     "the old code calls them controllers, not handlers", set()),
    ("the thing turned down, not its name", "I added `UserCache`.",
     "we don't use a cache here, read it from the database", set()),
    ("no more of the thing", "I added `maxRetry`.", "no more retry, fail fast", set()),
    ("a verb of calling code", "I added `HttpClient`.", "we call the API directly here, not a "
     "client", set()),
    ("a thing said to be another", "I added `UserService`.", "it's a plain struct here, not a "
     "service", set()),
    # a package kept from a name, with or without the agent's message
    ("a package named", "", "never name a package `shared`", {(NAMED, "shared", True)}),
    ("a package kept from a list", "", "no `misc` or `stuff` packages",
     {(NAMED, "misc", True), (NAMED, "stuff", True)}),
    ("a bare word after a comma", "", "no crates named common, ever", {(NAMED, "common", True)}),
    ("a package asked", "", "should we never name a package `utils`?", set()),
    ("a word of what kind of package", "", "no new packages without asking", set()),
    ("a package added for a use", "I added `lodash`.", "don't add a package for that", set()),
    ("a kind of package, ours", "", "we don't do third-party packages here", set()),
    ("one package as a dependency", "", "no `left-pad` package, please",
     {(AVOIDS, "left-pad", False)}),
    ("a package told", "", "the Go blog says never name a package `utils`", set()),
    # the other sentences of the message are read as before
    ("a rule beside it", "I added `UserController`.",
     "we call them handlers, not controllers. Always run `go vet` before you commit.",
     {(NAMED, "Controller", True), ("runs", "go vet", True)}),
)

# The line the night writes for one rule of each shape: (name of a case, its lines).
LINES: tuple[tuple[str, list[str]], ...] = (
    ("controller, we call them handlers",
     ["Do not name types or functions with a `Controller` suffix."]),
    ("impl, never Impl", ["Do not name types or functions with an `Impl` suffix."]),
    ("utils without message", ["Do not name a package `utils`."]),
)


def _work(path: str, *lines: str) -> Attempt:
    body = "".join(f"+{line}\n" for line in lines)
    return Attempt(changes=changes_from_diff(
        f"diff --git a/{path} b/{path}\n--- a/{path}\n+++ b/{path}\n"
        f"@@ -1,0 +1,{len(lines)} @@\n{body}"))


SUFFIX = NameWithout(word="Controller", place="suffix")
PREFIX = NameWithout(word="I", place="prefix")
PACKAGE = NameWithout(word="utils", place="whole", names="packages")

# (case, the rule, the work, the score): only names the work declares are judged.
CHECKS: tuple[tuple[str, NameWithout, Attempt, float | None], ...] = (
    ("a Go type declared", SUFFIX, _work("user.go", "type OrderController struct {}"), 0.0),
    ("a TS class declared", SUFFIX, _work("a.ts", "export class OrderController {"), 0.0),
    ("a function declared", SUFFIX, _work("a.py", "def make_controller():"), 0.0),
    ("another name declared", SUFFIX, _work("user.go", "type OrderHandler struct {}"), 1.0),
    ("the existing one called", SUFFIX, _work("routes.go", "r.Get(\"/\", UserController{}.Get)"),
     None),
    ("a plural is another word", SUFFIX, _work("a.go", "type AllControllers []string"), 1.0),
    ("a prefix declared", PREFIX, _work("a.cs", "public interface IUserStore {"), 0.0),
    ("a word starting with it", PREFIX, _work("a.cs", "public class Index {"), 1.0),
    ("a package declared", PACKAGE, _work("pkg/utils/s.go", "package utils"), 0.0),
    ("another package", PACKAGE, _work("pkg/strutil/s.go", "package strutil"), 1.0),
    ("a package imported", PACKAGE, _work("main.go", "import \"example.com/pkg/utils\""), None),
    ("an answer with no code", SUFFIX, Attempt.of_answer("Renamed it."), None),
)


@pytest.mark.parametrize(("case", "rule", "attempt", "score"), CHECKS, ids=[c[0] for c in CHECKS])
def test_the_check_judges_only_the_names_the_change_declares(
        case: str, rule: NameWithout, attempt: Attempt, score: float | None) -> None:
    assert rule.score(attempt) == score


def test_the_rule_is_stored_and_read_back() -> None:
    for rule in (SUFFIX, PREFIX, PACKAGE):
        assert judge_from_doc(rule.to_doc()).params() == rule.params()
    with pytest.raises(ValueError):
        judge_from_doc({"kind": "name_without", "params": {"word": "X", "place": "middle"}})


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)


test_the_line_the_night_writes = writes_lines(LINES, EXCHANGES)


test_a_naming_correction_makes_a_rule = reads_as_expected(EXCHANGES, KNOWN_MISSES)


test_a_close_sentence_gives_nothing_durable = gives_nothing_durable(NOTHING, KNOWN_MISSES)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(EXCHANGES) >= 30 and len(NOTHING) >= 25
    check_whole([c[0] for c in (*EXCHANGES, *NOTHING)], KNOWN_MISSES)
