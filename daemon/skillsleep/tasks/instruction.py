"""The person's own words in a request, apart from what they pasted into it.

Real requests carry payloads: failing test output, a stack trace, a diff, a review finding copied
from a pull request, a block of code. What kind of work is asked for, and which constraints the
person put on it, are in the words they typed around that payload ("fix this:", "can you address
the comment below?"), so everything downstream reads the `Instruction`: the typed sentences, the
payload kept apart, and what kind of payload it was.

The split is by line and deliberately simple: fenced blocks, diff and quote lines, log and
output lines, indented code, and a finding pasted from a code review are payload; so is the text
of a document under its heading, and text that a line below it names as copied from elsewhere
("^ that's from the issue template"); so are another repository's rules for its agents, under a
line that names them as theirs ("this is the AGENTS.md from the payments service"), and a
reviewer's notes under their name and the day ("Tomasz Nowak, 12 March 2026"); the rest is the
person's words, with a line they typed below a paste ("always run `make lint` before you say
done") and one they set off as a quote for its weight ("> note: ...").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from .code_line import is_code_line
from .common_words import is_common
from .document_cues import (
    AGENT_RULES_FILE,
    ATTESTED,
    SECTION_HEADING,
    STORY_LINE,
    TABLE_RULE,
    TRACKER_TITLE,
)

# A fence is closed by the mark that opened it: a docstring's quotes inside a fenced paste close
# nothing. "~~~" opens one only near the margin, as markdown has it: further in, a run of tildes
# is a compiler's underline beneath the code it points at (tsc, rustc).
_FENCE = re.compile(r"^\s*(```|\"\"\")|^ {0,3}(~~~)")
# Diff lines start at the margin with a sign and code; "- drop the quotes" is a typed list item.
_DIFF = re.compile(r"^(?:[+-](?:\t| {2,}|[{}()\[\];/#=<>*]|$)|@@ |diff --git |index [0-9a-f]{7})")
_QUOTE = re.compile(r"^\s*>")
# "> note: always run `make lint`", "> **Important:** never ...": a line set apart as a quote
# for its weight, alone in its paragraph, under the label of a note to the reader; someone
# else's quoted words come several lines at a time, or under who wrote them.
_EMPHASIS_QUOTE = re.compile(r"^\s*>\s*(?:\*\*|__|\*|_)?(?:note|nb|n\.b\.|important|reminder|"
                             r"remember|heads[- ]up|psa|rule)(?:\*\*|__|\*|_)?\s*[:!—–-]", re.I)
# A plan of changes to infrastructure as Terraform and OpenTofu print it: a resource's address
# and what is to be done to it ("  # aws_db_instance.main will be updated in-place", in a module
# or a data source too), the plan's count ("Plan: 1 to add, 0 to change, 0 to destroy."), its
# header. Printed by a tool like a log, but no failure: what it asks for is a reading before it
# is applied (`infra_plan_cues.py`), not a repair, so it is a paste of its own kind.
_PLAN_LINE = re.compile(
    r"^\s*(?:#\s+(?:module\.[\w-]+(?:\[[^\]\n]*\])?\.)*(?:data\.)?[a-z][a-z0-9]*_[\w-]+\."
    r"[\w-]+(?:\[[^\]\n]*\])?\s+(?:will be (?:created|destroyed|updated in-place|read during "
    r"apply|replaced)|must be replaced|has moved to|is tainted)|"
    r"Plan: \d+ to (?:add|import), |Changes to Outputs:|"
    r"(?:Terraform|OpenTofu) (?:will perform the following actions|used the selected providers)|"
    r"No changes\. Your infrastructure matches the configuration)")
# "5f1c2e0 feat(orders): one-tap reorder": a commit as `git log --oneline` lists it, by its
# abbreviated hash (letters and digits both: a typed word or a number is neither) and subject.
_COMMIT_LINE = re.compile(r"^\s*(?=[0-9a-f]{0,39}\d)(?=[0-9a-f]{0,39}[a-f])[0-9a-f]{7,40}"
                          r"(?:\s+\([^()\n]*\))?\s+\S")
_LOG = re.compile(
    # "[2026-11-30T06:00:03.114+0000] {dagbag.py:540} WARNING - ...": a line by its time, in
    # brackets as many loggers print it; "2026/11/03 09:17:22 ...": with slashes, as Go's `log`
    # package prints it.
    # "26/04/01 02:14:07 INFO DAGScheduler: ...": a two-digit year, as log4j's default layout
    # (Spark, Hadoop, Kafka) prints it.
    r"^\s*(?:\[?\d{4}(?:-\d\d-|/\d\d/)\d\d[ T]\d\d:\d\d|\d\d/\d\d/\d\d \d\d:\d\d:\d\d|"
    r"\d\d:\d\d:\d\d|"
    r"(?:ERROR|WARN|INFO|DEBUG|FATAL|FAIL|PASS)\b|"
    # "   info - 'withOpacity' is deprecated ... - lib/ui/theme.dart:44:31 - deprecated_member_use":
    # a finding by its severity, then its message, file and rule set off by dashes (the Dart
    # analyzer); "37 issues found.": its count.
    r"(?:info|warning|error|hint|lint) - .+ - [\w./\\-]+:\d+:\d+ - [a-z_]+\s*$|"
    r"\d+ (?:issues?|problems?) found\.?\s*(?:\(|$)|"
    # 'Started GET "/users/password/edit" for 10.2.4.1', "Processing by Users::PasswordsController
    # #edit as HTML", "Completed 302 Found in 12ms": a request as Rails logs it.
    r"Started (?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \"/|Processing by [\w:]+#\w+ as |"
    r"Completed \d{3} [A-Z]|Redirected to https?://|"
    # "[ERROR] Tests run: 4, Failures: 1", "[INFO] BUILD FAILURE": a level in brackets, as
    # Maven, Gradle and many loggers print it.
    r"\[(?:ERROR|WARN(?:ING)?|INFO|DEBUG|FATAL|TRACE)\]\s|"
    r"ok {2,}|--- (?:FAIL|PASS)|=== RUN|panic:|goroutine \d|Traceback|  File \"|at \S+\(|"
    # "thread 'main' panicked at src/lib.rs:9:5:": how a Rust program reports its panic.
    r"thread '[^'\n]{1,80}' panicked at |"
    # "WARNING: DATA RACE", "Previous write at 0x00c0001a4018 by goroutine 9:": Go's race
    # detector.
    r"WARNING: DATA RACE|(?:Previous )?(?:[Rr]ead|[Ww]rite) at 0x[0-9a-f]+ by (?:main )?"
    r"goroutine\b|"
    # "│ Error: creating S3 Bucket ...": an error or a plan drawn in a box (terraform).
    r"[│┃]|"
    # "src/pages/blog/[slug].astro:3:10 - warning ...": a file at its line, its path holding a
    # route's parameter in brackets or a framework's "+" or "@" as some name their files.
    r"[\w./\[\]@+-]+\.\w+:\d+(?::\d+)?[: ]|\$ |❯ |"
    r"(?:error|warning)(?:\[[\w-]+\])?:|\w+Error:|npm ERR!|"
    # "Compilation Error in model fct_refunds (models/marts/fct_refunds.sql)": an error's class,
    # then the node it is in, as dbt reports it.
    r"(?:Compilation|Database|Runtime|Parsing|Dependency|Internal) Error in [a-z]+ [\w.]+ \(|"
    r"make: |go: |Error: Process completed with exit code|##\[(?:error|warning|group)\]|"
    # "scripts/backup.sh: line 14: aws: command not found", "bash: jq: command not found",
    # "sh: 1: rsync: not found": how a shell reports a script's failing line or command.
    r"(?:[\w.~-]*/)*[\w.-]+: line \d+: |(?:ba|da|k|z)?sh: (?:\d+: )?[\w./-]+: |"
    r"[✖✗×]\s+\d+\s+problems?\b|"
    r"Exception in thread |[\w.]+Exception: |FAILED |\w+Warning: |\(node:\d+\) |"
    # "(!) Some chunks are larger than 500 kB after minification. Consider:": a bundler's
    # warning by its mark (rollup, vite), with the advice it lists below it.
    r"\(!\) |"
    # "[10:42] alice: ...": a chat or a log line by its time.
    r"\[\d{1,2}:\d\d(?::\d\d)?(?:\s?[AaPp][Mm])?\]\s|"
    # "DEPRECATION: ..." (pip), "DEPRECATION WARNING: ..." (Rails), "DEPRECATED: ...": a notice
    # in capitals.
    r"DEPRECAT(?:ION|ED)(?: WARNING)?: |npm (?:WARN|warn|notice) |=\s*(?:note|help): |help: |"
    # "PHP Deprecated:  ...", "User Deprecated: Since symfony/http-kernel 6.4: ...": PHP's notices
    # by their level, as the runtime and the frameworks' deprecation logs print them.
    r"(?:PHP|User) (?:Deprecated|Notice|Warning|Fatal error|Parse error):\s|"
    # "src/a.ts(12,5): error TS2345", "  12:5  error  Unexpected var": a compiler's or a
    # linter's line and column.
    r"[\w./-]+\.\w+\(\d+,\d+\)|\d+:\d+\s+(?:error|warning|[✖⚠×])\s|"
    # "Failure/Error: expect(total).to eq(10)": how rspec quotes the line that failed.
    r"Failure/Error: |"
    # "(no-explicit-any) `any` type is not allowed": a finding opened by its linter rule's
    # name in brackets; "CMake Warning (dev) at CMakeLists.txt:14 (find_package):": a build
    # tool's notice at the line of the file it read; "[ 42%] Building CXX object ...": a
    # build's progress.
    r"\([a-z][a-z\d]*(?:[-/][a-z\d]+)+\)\s+\S|"
    r"[A-Z][\w+-]*(?: [A-Z][\w+-]*){0,2} (?:Warning|Error)(?: \([\w ]+\))? at [\w./-]+:\d+|"
    r"\[\s*\d{1,3}%\]\s|"
    # "ruff.............Failed", "detect private key...(no files to check)Skipped": a hook's or a
    # step's name led by dots to its status, as pre-commit and many runners print a checklist.
    # (The dots read whole from the first of their run: every one of a pasted row of dots
    # took the rest of it back.)
    r"\S(?:[^\n]*?(?<!\.))??\.{4,}+(?:\([^()\n]*\))?(?:Passed|Failed|Skipped|PASSED|FAILED)\s*$|"
    # "lint: src/app.ts#L12", "src/app.ts#L12-L14": a file at its line as a forge links it, alone
    # on its line over an annotation's message (GitHub's checks, GitLab's code quality).
    r"(?:[\w .-]+:\s+)?[\w./-]+\.\w+#L\d+(?:-L?\d+)?\s*$|"
    # "golangci-lint: don't use `ioutil`", "hint: use `git pull` before pushing again": a line
    # that opens with the name of the linter or tool that printed it, in the lower case tools
    # print (a person naming a topic writes "ESLint: ..."); the package managers and test
    # runners are left out, as people label their own rules with them.
    r"(?:golangci-lint|eslint|tslint|ruff|flake8|pylint|mypy|pyright|tsc|staticcheck|"
    r"revive|govet|errcheck|gosec|gocritic|clippy|rustc|rubocop|shellcheck|hadolint|stylelint|"
    r"prettier|biome|markdownlint|black|isort|bandit|pre-commit|husky|lint-staged|ktlint|"
    r"detekt|swiftlint|phpstan|semgrep|actionlint|forbidigo|depguard|goimports|gofmt|gofumpt|"
    r"ineffassign|gosimple|hint|remote|fatal)(?: hook)?(?: failed)?"
    r"(?:\[[\w-]+\])?: |"
    # "B006 Do not use mutable defaults", "SA1019: ... is deprecated": a linter's rule code.
    r"[A-Z]{1,3}\d{3,4}\b:?\s|"
    # A test runner's banner ("===== FAILURES =====", "____ test_parse ____"), its progress
    # ("....F..s"), its count ("1 failed, 86 passed in 3.1s") and its failed assertion ("E   ");
    # an exception named by its module ("django.db.utils.IntegrityError: ..."), as browsers
    # print it ("Uncaught TypeError: ..."); a line of a service's output as docker compose
    # prefixes it ("api-1  | ...").
    r"[=_]{3,} .*[=_]{3,}\s*$|[.FEsxX]{5,}(?:\s+\[\s*\d+%\])?\s*$|"
    r"\d+ (?:failed|passed|errors?)\b[^\n]{0,60}\bin [\d.]+\s?s\b|E {2,}\S|"
    # The other runners' reports of a run: rspec's ("Failures:", "57 examples, 1 failure",
    # "Finished in 2.41 seconds", "rspec ./spec/a_spec.rb:48 # ...", "# ./spec/a_spec.rb:48:in
    # `block ...'"), PHPUnit's ("There was 1 error:", "ERRORS!", "Tests: 19, Assertions: 54,
    # Errors: 1.", its banner and a test by its class and method), `dotnet test`'s ("Failed!  -
    # Failed: 1, Passed: 311", "  Failed Ns.Tests.Name [12 ms]", "Error Message:", "Stack
    # Trace:"), Unity's and ctest's ("9 Tests 1 Failures 0 Ignored", "87% tests passed, 1 tests
    # failed out of 8", "The following tests FAILED:", "  4 - test_ringbuf (Failed)").
    r"Failures:\s*$|\d+ examples?, \d+ failures?\b|Finished in [\d.]+ seconds?\b|"
    r"rspec \./[\w./-]+:\d+|# \./[\w./-]+:\d+:in |"
    r"There (?:was|were) \d+ (?:errors?|failures?|warnings?|risky tests?|skipped tests?):\s*$|"
    r"(?:ERRORS|FAILURES)!\s*$|Tests: \d+, Assertions: \d+|PHPUnit \d+\.\d+[\w.-]* by |"
    r"\d+\) (?:[A-Z]\w*\\)+[A-Z]\w*::\w+|"
    r"(?:Failed|Passed)!\s+-\s+Failed:\s+\d+|(?:Failed|Passed|Skipped) (?:[\w]+\.)+\w+ \[\d|"
    r"(?:Error Message|Stack Trace):\s*$|"
    r"\d+ Tests \d+ Failures \d+ Ignored|\d+% tests passed, \d+ tests? failed out of \d+|"
    r"The following tests (?:FAILED|did not run):|\d+ - [\w.-]+ \((?:Failed|Timeout|SEGFAULT|"
    r"Not Run|Subprocess aborted)\)\s*$|"
    r"(?:Uncaught (?:\(in promise\) )?)?[\w.]+(?:Error|Exception):\s|[\w.-]+-\d+ +\| )")
# "'total' is never reassigned. Use 'const' instead.  prefer-const": a linter's message with the
# name of its rule at the end, set off by the spaces of the linter's columns (ESLint, stylelint,
# markdownlint); a person typing a rule's name puts one space before it, and a list item's
# marker is no message.
_RULE_AT_END = re.compile(
    r"[\w.'\")\]] {2,}(?:@[\w-]+/)?(?:[\w-]+/)?[a-z][a-z\d]*(?:-[a-z\d]+)+\s*$")
# "Prefer `const` over `let` (prefer-const)", "use of `fmt.Println` forbidden by pattern
# (forbidigo)", "Avoid using `eval` (no-eval) in src/run.js:4": a linter's message closed by the
# id of the rule or the linter that reported it, in brackets (pylint, golangci-lint, ESLint's
# compact form, ktlint), and at most the place it was found. The id is a compound ("no-eval",
# "standard:no-wildcard-imports") or a coined word ("eqeqeq", "errcheck"): a word of prose in
# brackets ("(please)", "(strict)") is a person's aside, and a name joined by "_" is code's
# ("join users using (user_id)"). A linter's message speaks of the code in no one's voice, and
# asks no one: a line with the person's "I", "we" or "you", or where a sentence opens with an ask
# of the work or a limit of a rule ("Except in the CLI (legacy)"), is typed; and a message is
# copied from its first word, at the margin: an indented line with a word in brackets is a
# program's display under its command, a heading's or a list item's marks are a document's.
_RULE_ID_AT_END = re.compile(
    r"^(?P<message>[A-Za-z'\"`].*\s)\((?P<id>(?:@?[\w-]+[:/])*[a-z][a-z\d]*(?:-[a-z\d]+)*)\)"
    r"(?:\s+(?:in|at)\s+[\w./-]+(?::\d+)+)?\s*$")
_VOICED = re.compile(r"\b(?:i|i'[mdv]\w*|we|we'\w+|our|us|my|me|you|your|you'\w+)\b|"
                     r"(?:^|[.!?;,]\s)\W*(?:fix|address|resolve|clean|silence|disable|suppress|"
                     r"ignore|handle|"
                     r"can|could|would|please|pls|and|also|then|so|except|unless|only|but|"
                     r"when|if|for|in|on|outside)\b|"
                     r"\b(?:from now on|going forward|from here on)\b", re.I)


def _rule_id_at_end(line: str) -> bool:
    m = _RULE_ID_AT_END.match(line)
    if m is None or _VOICED.search(m.group("message")):
        return False
    rule = m.group("id")
    # (a single word ending in "ed" is a reason given in brackets: "(deprecated)")
    return bool(re.search(r"[-:/]", rule)) or not (is_common(rule) or rule.endswith("ed"))


# "  on main.tf line 12, in resource ...", "  with aws_s3_bucket.logs,": where a diagnostic of
# Terraform (and the other tools of HCL) points, indented below its "Warning: summary", over the
# source line it quotes; the prose paragraph after it is the diagnostic's detail ("Use the
# aws_s3_bucket_acl resource instead"), the tool's advice.
_AT_A_LINE = re.compile(r"^\s+(?:on [\w./\\-]+ line \d+(?:,|:|$)|with [\w.\[\]\"-]+,$)")
# A CI step as the runner prints it: "Run make check", a command and no sentence.
_STEP = re.compile(r"^Run (?:[\w./-]+)(?: [^.!?;,]*)?$")
# A tab, then spaces or none ("\t  7 - mesh_test (Failed)"), or four spaces.
_INDENTED = re.compile(r"^(?:\t[ \t]*| {4,})\S")
# "  - no `panic`" below "- in the api package:": a list item indented under an item typed
# above it is typed too, and keeps its indent, which says whose child it is.
_NESTED_ITEM = re.compile(r"^(?:\t|\s{2,})(?:[-*•]|\d{1,2}[.)])\s+[^\W\d_]")
_TYPED_ITEM = re.compile(r"^\s*(?:[-*•]|\d{1,2}[.)])\s+\S")
# "/app/src/SearchBox.tsx" over a linter's "23:6  warning ...", "export interface Store {" over
# its members, a banner of "=" over a report: a line that only heads the paste below it. A
# sentence typed above a paste ends on a colon or on words, never on a bracket that opens.
_HEADS_A_PASTE = re.compile(r"^\s*(?:(?:[A-Za-z]:)?[\w.\\/-]*[\\/][\w.-]+\.\w{1,6}|[^\w\s]{3,}|"
                            r"\S.*[{(\[])\s*$|"
                            # "  1) Appointments POST /appointments returns 422": a failure as a
                            # test runner numbers it, indented, over its report's lines.
                            r"^\s+\d+\)\s+\S")
_UNDER_A_HEAD = re.compile(r"^(?:\s+\S|\S.*[;,{]\s*$)")
# Besides a line of source code (code_line.py): a comment's marks, a note left in code, a line
# quoted under its number, a Dockerfile's instruction.
_CODE = re.compile(r"^\s*(?://\s|/\*|\*/|<!--|"
                   # "TODO: use `ctx` here": a note left in code, or work put off for later.
                   r"(?:TODO|FIXME|XXX)(?:\([^()\n]{0,40}\))?:\s|"
                   # "Deprecated: use `NewClient` instead.": a doc comment's deprecation notice.
                   r"Deprecated:\s|@deprecated\b|"
                   # "34     baseUrl: ...", "  > 20 |   expect(...)": a line of source under its
                   # number, as a compiler or a test runner quotes it.
                   r">?\s*\d+ +\|(?:\s|$)|\d+ {2,}\S|"
                   # "RUN pip install ...": a Dockerfile's instruction, in its capitals.
                   r"(?:FROM|RUN|COPY|ADD|ENV|ARG|WORKDIR|CMD|ENTRYPOINT|EXPOSE|USER)\s+\S)")
_SEVERITY = re.compile(r"^\s*(?:\*\*)?(?:critical|high|medium|low|minor|major)\s+(?:severity|"
                       r"priority)\b", re.I)
# A code scanner's finding as it is copied ("CodeQL alert: ...", "SonarCloud: Code smell - ...",
# "... (java:S106)", "Severity: warning"): a scanner's name with the kind of its finding, or the
# id of the scanner's rule.
# (A name is read whole from the first character of its run of `[\w.-]`, after nothing or after
# a character that can be no part of it: a line of dashes is \W and a name's characters at once,
# and `^\W*[\w.-]+` took it back from every dash for every split of it, 40 s on a pasted line of
# 20,000. The same texts match, on the same spans: tests/test_tasks_reader_worst_case.py.)
_SCANNER_LINE = re.compile(
    r"^(?:\W*[^\w.-])?[\w.-]++(?:\s++[\w.-]++)?\s++(?:alert|finding)\s*(?:#?\d+\s*)?:\s+\S|"
    # (not "bug": "Update: bug - the login ..." is the person's own label)
    r"^(?:\W*[^\w.-])?[\w.-]++:\s+(?:(?:blocker|critical|high|medium|low|major|minor|info)\s+)?"
    r"(?:code smell|vulnerability|security hotspot)\s*[-—–:]\s+\S|"
    r"\((?:[a-z]+:S\d{3,5}|CWE-\d+)\)|"
    r"\bseverity\s*:\s*(?:note|warning|error|info|blocker|critical|high|medium|low|major|minor)\b",
    re.I)
# A finding copied from a review tool or a reviewer, in the third person about the code.
_FINDING_OPENING = re.compile(
    r"^\s*(?:the\s+(?:\w+\s+){0,6}?(?:function|method|comment|variable|test|file|code|call|"
    r"check|logic|loop|handler|script|entry point|field|struct|class|type|parameter|flag|"
    r"error|constant|import|condition)s?\b|(?:direct|missing|unused|duplicate[d]?|redundant|"
    r"potential|possible|inconsistent|outdated|unnecessary|incorrect)\s+\S+|[A-Z]\w+(?:\.\w+)*"
    r"(?:\(\))?\s+(?:is|are|lacks|uses|has|does|returns|skips|calls)\b)", re.I)
_FINDING_WORDS = re.compile(
    r"\b(?:consider|should be|could (?:allow|cause|lead)|this (?:causes|means|produces|could|"
    r"can|will|may)|lacks|instead of|however|potentially|line \d+|lines \d+|outdated|"
    r"never asserted|is not (?:used|needed|handled)|redundant|severity)\b", re.I)
# "the description from Priya", "a comment by the tech lead": a text named by whom it is from
# ("one more thing from me" is the person's own).
_TEXT_NOUNS = (r"description|comments?|review|feedback|e-?mail|message|notes?|ticket|summary|"
               r"suggestions?|write-?up|proposal")
_FROM_WHOM = r"\s+(?:from|by)\s+(?!(?:me|us|myself)\b)"
# "gemini returns this message: ⚠ Agent execution blocked ...", "reviewer: ...": what follows
# is pasted output or someone else's words.
_SOURCE_WORDS = (r"says|said|reviewers?|copilot|coderabbit(?:ai)?|(?<=\w)\[bot\]|wrote|commented|"
                 r"suggested|suggests|warns|warned|complains|recommends|recommended|"
                 r"(?:review\s+)?comments?\s+on\s+[\w./`-]+|"
                 # "... also the description from Priya:", at the end of the person's line.
                 rf"(?:{_TEXT_NOUNS}){_FROM_WHOM}[\w@.-]+(?:\s+[\w@.-]+)?")
_INTRO = re.compile(rf"\b(?:error|message|output|log|logs|returns|printed|prints|shows|"
                    rf"following|trace|response|(?:fail(?:s|ed)?|crash(?:es|ed)?|dies|died|"
                    rf"exit(?:s|ed)?|errors? out|errored out) with|{_SOURCE_WORDS})\s*:\s+(?=\S)",
                    re.I)
# "Review comment on handler.go:" or "the reviewer said:" ending its line: the words below it,
# to the end of the next paragraph, are the source's. Someone's prose shows no mark of its own;
# a log ("this is the error:") is told by its own lines, and "do the following:" introduces
# the person's own list.
_INTRO_AT_END = re.compile(
    rf"\b(?:{_SOURCE_WORDS}|flagged|reported|raised)(?:\s+(?:this|these|that|the following))?"
    # "what you suggested last time:": the agent's words quoted back in a later session
    r"(?:\s+(?:earlier|before|previously|last time|yesterday|today|in (?:the|an|another|your|my) "
    r"(?:other |last |previous )?(?:session|chat|conversation|thread|answer|reply|pr|review)))?"
    r"\s*:\s*$", re.I)
# "this is from our team's style guide on notion:", "here's a bit from the runbook:" ending its
# line: the paragraphs below are the named source's, as below "the reviewer said:".
_FROM_SOURCE_AT_END = re.compile(
    r"^\W*(?:(?:this|that|these|those|below|here)(?:'s|\s+is|\s+are|\s+was|\s+were)|"
    r"here\s+(?:is|are))\s+(?:[\w-]+\s+){0,4}?(?:taken\s+|copied\s+|pasted\s+|quoted\s+)?"
    # "here's what I want from now on:", "a list from me:" are the person's own.
    r"from\s+(?!(?:now|here|today|then|me|my|myself|us)\b)\S[^:\n]{0,80}:\s*$", re.I)
# "implement this ticket:", "here's the spec, build it:", "pick up this story:" ending its line:
# the paragraphs below are the tracker's or the spec's text, whose "never" and "always" are its
# author's requirements for that work, no rule the person set for all work.
_WORK_ITEM_AT_END = re.compile(
    r"^\W*(?:(?:please|pls|ok(?:ay)?|so|now|then|and|next|can you|could you)\W+)*"
    r"(?:here(?:'s|\s+is|\s+are)|(?:implement|build|do|work on|tackle|pick up|handle|start on|"
    r"take)(?:\s+(?:this|that|the following|the))?)\s+(?:(?:the|a|an|this|that|our|my)\s+)?"
    r"(?:[\w#-]+\s+){0,2}?(?:ticket|issue|story|user story|spec(?:ification)?|prd|rfc|"
    r"design doc|bug report|task description|card|epic)\b[^:\n]{0,60}:\s*$", re.I)
# "commit with:", "open the PR with this description:", "reply with the following:", "PR
# description:" ending its line: the paragraphs below are a message the person dictates, whose
# "always" and "never" are what it tells its readers, no rule for the work.
_DICTATED_AT_END = re.compile(
    r"^\W*(?:(?:please\s+|now\s+|then\s+|and\s+|ok\W+)*(?:commit|amend|squash|merge|tag|open|"
    r"create|file|post|reply|respond|comment|answer|write|draft|update|send|title|describe)\b"
    r"[^:\n]{0,50}?\s(?:with|as|using|saying)(?:\s+(?:this|these|the following|the|a|an|my))?"
    r"(?:\s+[\w-]+){0,2}?|"
    # "PR description:", "the commit message:"; a bare "Description:" may head the person's own
    # account of the task.
    r"(?:(?:the|this|my)\s+)?(?:commit|pr|pull request|mr|merge request|squash|tag|release)\s+"
    r"(?:message|description|body|title|subject|notes)|(?:the|this|my)\s+(?:message|description|"
    r"body|title|subject)|release notes|changelog entry)\s*:\s*$", re.I)
# "here's the PR description I wrote, can you tighten it?", "proofread this paragraph for the
# README:", "polish my release notes?" ending its line: the paragraphs below are text given to
# edit, whose "always" and "never" are what it tells its readers, no rule for the work.
_PROSE = (r"(?:pr\s+|pull request\s+|mr\s+|commit\s+|release\s+)?(?:description|message|"
          r"paragraph|text|copy|draft|e-?mail|summary|blurb|intro(?:duction)?|section|notes|"
          r"announcement|post|bio|wording|write-?up|letter|reply|comment)")
_TEXT_TO_EDIT_AT_END = re.compile(
    r"^\W*(?:(?:please|pls|ok(?:ay)?|so|now|and|then|can you|could you|would you)\W+)*"
    rf"(?:here(?:'s|\s+is)\s+(?:the|my|a|our)\s+(?:[\w-]+\s+){{0,2}}?{_PROSE}\b|"
    r"(?:tighten|proofread|reword|rephrase|polish|shorten|copy-?edit|edit|rewrite|improve|tidy|"
    r"clean|fix the (?:grammar|wording|typos) (?:of|in))(?:\s+up)?\s+(?:this|the following|my|"
    rf"these)\s+(?:[\w-]+\s+){{0,2}}?{_PROSE}\b)[^:?\n]{{0,80}}[:?]\s*$", re.I)

# "Contributing guidelines", "## Pull request template", "**Code of Conduct**", "README.md",
# "Node maintenance runbook" alone on its line: the heading of a document a project keeps for its
# contributors, its users or those who run it, copied with its text (a rendered page loses the
# "#"). The prose below it, up to a paragraph addressed to the agent, is the document's: its
# "always" and "never" are its authors', which the person asks about. The document's name ends
# the heading, or comes before what it is for ("Contributing to Acme"); a request that names
# one mostly has an article or a preposition before it ("fix the README", "add to
# CONTRIBUTING.md"), and a heading over the person's own words names no document ("## Rules",
# "## Testing").
# (The title ends where only spaces follow at the first of them: tried after each of a run of
# spaces too, `\s*$` took the rest of the run back from every one.)
_HEADING_MARKS = re.compile(
    r"^\s*(?:#{1,6}\s+|\*\*|__)?(?P<title>[^\W_][^:\n]*?)(?:\*\*|__|(?<!\s))\s*+$")
_DOCUMENT_TITLE = re.compile(
    r"(?:(?!(?:the|a|an|this|that|these|our|my|your|to|in|into|from|of|on|with)\b)[\w'-]+\s+)"
    r"{0,3}?(?:contribut(?:ing|ion|ions|ors?)(?:\s+guide(?:lines)?)?|how to contribute|"
    r"code[\s_-]of[\s_-]conduct|(?:pull[\s_-]request|pr|mr|merge[\s_-]request|issue|"
    r"bug[\s_-]report|feature[\s_-]request)[\s_-]templates?|readme|changelog|release notes|"
    r"handbook|runbook|playbook|security[\s_-]policy)"
    r"(?:\.(?:md|markdown|rst|txt))?(?:\s+(?:for|to|of)\s+[\w .'-]{1,40})?", re.I)


def _document_heading(line: str) -> bool:
    m = _HEADING_MARKS.match(line)
    return m is not None and _DOCUMENT_TITLE.fullmatch(m.group("title").strip()) is not None


# "^ that's from the bug report template", "the above was copied from our wiki": said below a
# text, the words name it someone else's, and the lines typed above, in the paragraph or the one
# before it, are that text. Not "^ from now on ..." (the person's own rule after a pointer at
# a paste), nor "that's from the old code" (a thing of the code, no text).
_NOT_A_SOURCE = r"(?!(?:now|here|today|then|me|my|myself|us)\b)"
# The kinds of document people copy a line from: a guide, the docs, a README, a FAQ, a manual.
_DOCUMENTS = (r"templates?|guides?|guidelines|docs?|documentation|readme|wiki|spec|faq|manual|"
              r"man ?page|changelog|release notes|runbook|handbook|page|post|article|tutorial|"
              r"contribut\w*")
# "^ from the docs", "↑ that's copied from the wiki": a pointer at the lines above, then
# their source.
_POINTER_FROM = (r"[\^↑☝]\W*+(?:(?:that|this|these|those|it|above)(?:'s|\s+is|\s+are|\s+was|"
                 rf"\s+were)\s+)?(?:(?:copied|pasted|quoted|taken)\s+)?from\s+{_NOT_A_SOURCE}")
_SAID_ABOVE = (
    r"(?:that|this|these|those|the above|above)(?:'s|\s+is|\s+are|\s+was|\s+were)\s+(?:"
    rf"(?:copied|pasted|quoted|taken)\s+(?:straight\s+|verbatim\s+)?from\s+{_NOT_A_SOURCE}|"
    r"from\s+(?:the|our|a|an|their|his|her|\w+'s)\s+(?:[\w-]+\s+){0,3}?"
    rf"(?:{_TEXT_NOUNS}|{_DOCUMENTS}|issue|pr|thread)\b|"
    # "that's what npm printed after install", "this is what the linter says": the lines above
    # are a program's or another person's words, told by who put them out; not "that's what I
    # want" (the person's own), nor "that's what we do" (no words put out).
    r"what\s+(?!(?:i|we|you)\b)(?:[\w.@-]+\s+){1,3}?(?:printed|prints|said|says|showed|shows|"
    r"output|outputs|spat out|spits out|gave me|gives me|returned|returns|logged|logs|"
    r"reported|reports|complained|complains|suggested|suggests|wrote|writes)\b)")
# "the bot left this on line 40", "Copilot posted that": who put the lines above there;
# not "I left this" (the person's own).
_PUT_THERE = (r"(?:(?:the|a|an|that|their|his|her|\w+'s)\s+)?(?!(?:i|we|you|it|this|that)\b)"
              r"(?:[\w.@-]++\s++){0,2}?(?:left|posted|dropped|added)\s+(?:this|that|these|those)\b")
# "where is this coming from?", "what is this rule?", "what does that even mean?": a question,
# whole on its line, of where the words above come from or what they mean; no one asks so of
# what they typed themselves.
_ASKED_OF_IT = (
    r"(?:where(?:'s|\s+is|\s+are|\s+does|\s+do|\s+did)\s+(?:this|that|it|these|those)\s+"
    r"(?:(?:even\s+)?com(?:e|es|ing)\s+)?from|what(?:'s|\s+is|\s+are)\s+(?:this|that|these|"
    r"those)(?:\s+(?:rule|warning|error|message|lint|check|complaint|thing)s?)?|"
    r"what\s+(?:does|do)\s+(?:this|that|it|these|those)\s+(?:even\s+)?mean)\s*+\?*+\s*+$")
# Each reading opens after the line's leading marks: the words ones at the first word
# character; the others, from inside the marks, at the last pointer (each one reads the same
# words after the marks, and the last is the one a greedy `\W*` tried first) or at the first
# character of a run of `[.@-]` ("- I left this", as a list item): `^\W*(?:...)` tried every
# reading at every character of a pasted line of dashes (the note at `_SCANNER_LINE`).
_SOURCE_BELOW = re.compile(
    rf"^(?:\W*+(?:{_SAID_ABOVE}|{_PUT_THERE}|{_ASKED_OF_IT})|"
    rf"\W*(?:(?=[\^↑☝][^\w\^↑☝]*+(?![\^↑☝])){_POINTER_FROM}|(?<![.@-])(?=[.@-]){_PUT_THERE}))",
    re.I)
# "per the style guide link below, is our code ok?", "from the Airbnb guide pasted below": a
# line that points at another's text the paragraphs below hold; what the person asks about it
# is theirs, the text is not. Not "follow the rules below" (the person's own list to keep), nor
# "our guide below".
_SOURCE_POINTED_BELOW = re.compile(
    r"^\W*(?:(?:so|ok(?:ay)?|and|hey)\W+)*(?:(?:as\s+)?per|according to|from|in|based on|"
    r"going by)\s+(?:the|their|his|her|this|that|(?!(?:my|our)\b)\w+'s)\s+(?:[\w.'-]+\s+){0,3}?"
    r"(?:style\s?guide|guide(?:lines)?|docs?|documentation|readme|contributing(?:\.md)?|wiki|"
    r"page|article|post|rules|conventions|spec|policy|checklist|excerpt|link)\s+(?:(?:pasted|"
    r"quoted|copied|linked)\s+)?below\b", re.I)

# "this is the AGENTS.md from the payments service, thoughts?", "their .cursorrules:", "found
# this CLAUDE.md in another repo": a line that names the rules file of another repository, team
# or person; the paragraphs below are that file, whose "never" and "always" are its team's. Not
# "our CLAUDE.md", "add to CLAUDE.md", nor a file taken up ("use these here too", "copy their
# AGENTS.md into ours": the person's own rules from then on).
_OTHERS_RULES_FILE = re.compile(
    rf"^(?=[^\n]*?(?:{AGENT_RULES_FILE}))"
    r"(?![^\n]*?\b(?:our|my|add|update|edit|write|put|append)\b)"
    r"(?![^\n]*?\b(?:(?:use|apply|adopt|follow|copy|port|take)\s+(?:these|them|it|those|that|"
    r"the same|their)|same\s+(?:rules?|here))\b)"
    r"[^\n]*?\b(?:their|they|another|(?:the|an?)\s+other|someone(?:\s+else)?|somebody|"
    r"(?<!\.)(?!(?:let|that|it|what|here|there|who|he|she)'s)[a-z]\w*'s|"
    r"(?:from|in|of)\s+(?:the|a|an|this|that)\s+(?:[\w/.-]+\s+){0,2}?(?:repo|repository|project|service|team|codebase|org|monorepo))\b",
    re.I)


# "update CLAUDE.md with:", "add to the README as a rule:": what is written into a file of the
# project is said for the work (`file_asks` and the rule reader weigh it), no message.
_INTO_A_FILE = re.compile(r"[\w/-]\.(?:md|mdc|txt|rst|adoc|toml|ya?ml|json)\b|\b(?:readme|claude|"
                          r"agents|instructions?|rules?|docs?|guide|handbook|wiki)\b", re.I)


def _dictated(line: str) -> re.Match[str] | None:
    m = _DICTATED_AT_END.match(line)
    return None if m is None or _INTO_A_FILE.search(line) else m


# "which of these does harbor-core break?": a question of one line about the paste above it,
# asked of the agent.
_ASKED_OF_IT = re.compile(r"^\W*(?:which|what|how|where|why|who|whose)\b[^\n]*\?")
# A review's header as the forge shows it ("Copilot AI reviewed 2 out of 2 changed files in this
# pull request", "bugbot commented on line 12", "**marta** commented on `db.go`:"): an
# introduction like `_INTRO_AT_END`'s. Not "I reviewed ...": the person's own account. A header
# that names no place or count is its whole line ("jlee reviewed 3 hours ago", "@okafor started a
# thread on the diff", "Marta Ruiz @mruiz · 2 hours ago"), as a sentence that goes on after
# "reviewed" is the person's telling of it; Gerrit's "Patch Set 3: Code-Review-1" opens a change's
# comments. (A name is read whole, and from within a run of dots or dashes only from its last
# but one: from further back it reads the same, tried after; a pasted line of them is not read
# again from each.)
_REVIEW_HEADER = re.compile(
    r"^\W*(?![.-][.-])(?!(?:i|we|you)\b)[\w.-]++(?:\[bot\])?(?:\*\*|__)?(?:\s+AI)?\s+(?:reviewed\s+"
    r"\d+\s+out\s+of\s+\d+|commented\s+on\b|left\s+(?:a\s+)?(?:review\s+)?comments?\b|"
    r"requested\s+changes\b|approved\s+these\s+changes\b|"
    r"(?:reviewed|commented|started\s+a\s+(?:thread|discussion)(?:\s+on\s+[^.!?\n]{1,40})?)"
    r"(?:\s+(?:\d+|an?)\s+(?:seconds?|minutes?|hours?|days?|weeks?|months?)\s+ago|\s+(?:on|at)"
    r"\s+[\w ,:]{1,20}|\s+(?:yesterday|today|just now))?\W*$)|"
    r"^[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3}\s+@[\w.-]+\s*[·•]\s*[^\n]{1,30}$|"
    # "Kenji Ito @kito started a thread on the diff · 2 hours ago": a name, its handle, and what
    # they did, as GitLab heads a discussion.
    r"^[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3}\s+@[\w.-]+\s+(?:started\s+a\s+(?:thread|"
    r"discussion)|commented|replied|reviewed)\b[^.!?\n]{0,60}(?:[·•][^\n]{1,30})?$|"
    # "Olga Petrova started a new discussion on app/models/order.rb:": as GitLab's mail heads
    # it, the name without its handle, and the file the thread is on.
    r"^[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3}\s+started\s+a\s+(?:new\s+)?(?:thread|"
    r"discussion)\s+on\s+(?:[^.!?\n]|\.(?=\w)){1,60}:?\s*$|"
    r"^\W*Patch\s+Set\s+\d+\s*:", re.I)
# The label a review tool puts over each finding ("⚠️ Potential issue", "_🧹 Nitpick_",
# "🛠️ Refactor suggestion | 🟠 Major"), alone on its line: the paragraphs below are the tool's.
_REVIEW_LABEL = re.compile(
    r"^[\W_]*(?:potential issue|refactor suggestion|nitpick(?: comments?)?|verification agent|"
    r"suggested change|inline comments|bug risk|security (?:issue|hotspot)|code smell|"
    r"outside diff range comments?|actionable comments posted)(?![a-z])[^`\n]{0,40}$", re.I)
# "```suggestion" over the lines a reviewer proposes: GitHub's suggested change as its comment's
# markdown is copied; no one types it to an agent, and the prose beside it is the reviewer's.
_SUGGESTION = re.compile(r"^\s*```suggestion\s*$", re.M)
# "In `internal/db.go` around lines 40 to 52, ...": how a review tool points its finding at a
# range of lines for an agent to fix (a person says "in db.go at line 40").
_AROUND_LINES = re.compile(r"^\W*in\s+\S+\s+around\s+lines\s+\d+\s*(?:to|-|–|through)\s*\d+", re.I)
# A commit message or a pull request's description, pasted: a conventional-commit subject
# ("fix(store): ...", "feat!: ..."), a merge commit's subject, or a description template's
# heading ("## Summary", "## Test plan") on the first line. What they say was done or is
# described, in the imperative of commit subjects, is no rule of the person's. "fix: the flaky
# test" may be typed as a request: a type that is also a word of requests makes a commit
# subject only with a scope, or with a body below it.
_MESSAGE_OPENING = re.compile(
    r"^\s*(?:(?:feat|chore|perf|ci|revert)(?:\([^()\n]{1,40}\))?!?:\s+\S|"
    r"(?:fix|docs|style|refactor|test|build)(?:\([^()\n]{1,40}\)!?|!):\s+\S|"
    r"merge (?:pull request #\d+|branch '|remote-tracking)|"
    r"commit [0-9a-f]{7,40}\s*$|#{1,3}\s*(?:summary|what|why|changes|description|motivation|"
    r"test(?:ing)? plan|how to test|checklist|type of change)\b\W*$)", re.I)
_SUBJECT_WITH_BODY = re.compile(r"^\s*(?:fix|docs|style|refactor|test|build):\s+\S", re.I)
# In a pasted finding, a paragraph the person wrote to the agent.
# "is this legit? fix if so": a question about the paste is the person's too.
_ADDRESSED = re.compile(r"^\W*(?:is|are|does|do)\s+(?:this|that|it|these|those|they)\b[^\n]*\?|"
                        r"^\W*(?:(?:can|could|would) (?:you|we)|please|let'?s|i (?:think|want|got|"
                        r"would|agree|disagree)|agree(?:d)?\b|(?:fix|address|resolve|check|evaluate|reply|ignore|apply)\b)|"
                        r"\?\s*$", re.I)
# The last paragraph below pasted comments, answering them: "do both", "do all three" (the
# comments taken up by their count), "fair point, ...", "good catch, ..." (a reviewer's reply in a
# thread may open so; the person's answer comes last).
_ANSWERS_THEM = re.compile(r"^\W*(?:do (?:both|all|them|these|those|the (?:first|second|third|last|"
                           r"other|two|three)|(?:one|two|three|\d)\b)|(?:fair (?:point|enough)|"
                           r"good (?:point|catch|call|idea|rule)|makes sense)\b)", re.I)
# "the README has a caveat: ...", "the ticket states: ...": what follows a named source's colon
# is its words (a subject with its article, so that a typed "Note: ..." stays the person's).
_SOURCE_INTRO = re.compile(
    r"\b(?:the|a|an|this|that|their|his|her|its|our)\s+(?:[\w.'-]+\s+){0,3}?(?:says|reads|"
    r"states|notes|mentions|warns|recommends|suggests|has (?:a|an|this|the|one)\s+(?:\w+\s+)?"
    r"(?:caveat|note|warning|comment|remark|line|section|rule))\s*:\s+(?=\S)", re.I)
# "from the PR review: ...", "quoting the style guide: ...", "Claude's summary: ...", "your
# plan: ...": a line that opens by naming someone else's text puts that text after its colon
# ("my plan: ..." is the person's own; "let's", "here's" are no owner).
# A time a person's own rule starts from ("From Monday:", "From now on:", "from v2 on:") or the
# person ("From me:"), which credits no source.
_NOT_A_TIME = (r"(?!(?:now|today|tomorrow|tonight|here|then|next|this|me|us|myself|ourselves|"
               r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|"
               r"march|april|may|june|july|august|september|october|november|december|"
               r"jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|q[1-4])\b)")
_OTHERS_TEXT = re.compile(
    r"^\W*(?:(?:from|quoting|quote from|copied from|pasted from)\s+(?:the|a|an|this|that|their|"
    r"his|her|its|(?!(?:let|that|it|what|here|there|who|he|she)'s)\w+'s)\s+"
    r"(?:[\w.'-]+\s+){0,3}?[\w.'-]+|(?:(?:the\s+)?(?!(?:let|that|it|what|here|there|who|he|she)'s)\w+'s|"
    r"your|their|his|her)\s+(?:[\w-]+\s+){0,2}?(?:summary|plan|answer|reply|response|message|"
    r"comment|review|suggestion|words|notes?|output|proposal)"
    # "Dana's message in #frontend:": where it was written.
    r"(?:\s+(?:in|on)\s+#?[\w.-]+)?(?:\s+(?:was|were|is|reads?))?|"
    # "from CONTRIBUTING.md:", "copied from docs/style.rst:": a document's text, not the
    # person's (a code file named so is where the person's words are about).
    r"(?:from|quoting|quote from|copied from|pasted from)\s+(?:the\s+|our\s+)?`?[\w./-]+"
    r"\.(?:md|markdown|rst|txt|adoc|html?)`?|"
    # "PR description from Sam:", "a comment by the tech lead:", "email from ops:".
    r"(?:(?:the|a|an|this|that)\s+)?(?:[\w-]+\s+){0,2}?"
    rf"(?:{_TEXT_NOUNS}|reply|response|spec|answer){_FROM_WHOM}[^:\n]{{1,40}}?|"
    # "Tip from the Tailwind docs:", "a caveat straight from the Go FAQ:": a piece of a document
    # not the person's, by the document named as its source ("Lesson from the outage:" names
    # no document, and is the person's own).
    r"(?:[\w-]+\s+){1,3}?from\s+(?:the|a|an|their|his|her|its|(?!(?:my|our)\b)\w+'s)\s+"
    rf"(?:[\w.'`-]+\s+){{0,3}}?(?:{_DOCUMENTS})|"
    # "the Tailwind docs:", "Django's README:", "the `pg` docs tip:": the document named by whose
    # it is, as the label of what follows ("the docs:", "our README:" may be the project's own).
    r"(?:the\s+(?-i:[A-Z])[\w.-]*|`[^`\n]+`|(?!(?:my|our|let|that|it|what|here|there|who|he|she)"
    rf"'s)\w+'s)\s+(?:[\w-]+\s+)?(?:{_DOCUMENTS})(?:\s+(?:tips?|notes?|warnings?|caveats?|"
    r"excerpts?))?|"
    # "From MDN:", "Per Google's style guide:", "According to the React docs:": a source named
    # by its proper name, at most with the kind of document it is, after a word that credits
    # it ("From Monday:", "From now on:", "From me:" name a time or the person; "From Maria on
    # the PR:" tells where the words were said, read as such).
    rf"(?:from|per|as per|according to|via)\s+(?:the\s+)?{_NOT_A_TIME}"
    r"(?-i:[A-Z])[\w.+#'’-]*(?:\s+(?-i:[A-Z])[\w.+#'’-]*){0,3}"
    rf"(?:\s+(?:[\w'’-]+\s+){{0,2}}?(?:{_DOCUMENTS}|answers?|book))?|"
    # "API docs:", "Stack Overflow answer:", "React docs tip:": a document or an answer under
    # its proper name ("Team rule:", "Our docs:" stay the person's).
    r"(?!(?:our|my|team|project)\b)(?-i:[A-Z])[\w.+#-]*(?:\s+[\w.+#-]+){0,2}?\s+"
    rf"(?:{_DOCUMENTS}|answer|book)(?:\s+(?:tips?|notes?|warnings?|caveats?|excerpts?))?)\s*:",
    re.I)
# "alice: we always use `pnpm` now" over "bob: 👍": a chat thread pasted from Slack or Teams, each
# line opened by the name of who wrote it. A label the person types over their own words ("Goal:
# ...", "Rule: ...") is no name, and "me:" is the person.
_CHAT_LINE = re.compile(r"^\s*@?(?P<who>[A-Za-z][\w.-]{1,30})(?:\s+\[bot\])?"
                        r"(?:\s+\([^()\n]{1,30}\))?:\s+\S")
# The words of a name: "standup moved to 10:30", "deploy at 10:42" are times of the day said in
# a sentence, whose words no name is made of.
_NO_NAME_WORD = (r"(?!(?:at|to|on|in|by|for|from|until|till|since|before|after|around|about|"
                 r"the|a|an|is|was|are|were|be|moved|starts?|started|ends?|ended|set|due|"
                 r"meeting|standup|call|sync|deploy|release|lunch|back)\b)")
# "Alice Smith  10:42 AM" alone on its line: how Slack copies a message, its writer's name and
# time over the words, which are theirs to the end of the paragraph.
_CHAT_HEADER = re.compile(rf"^\s*@?{_NO_NAME_WORD}[A-Za-z][\w.-]*(?:\s{_NO_NAME_WORD}"
                          r"[A-Za-z][\w.-]*){0,2}\s+"
                          # "alice — Today at 10:42": as Discord copies it.
                          r"(?:[—–-]\s+(?:(?:today|yesterday)\s+)?(?:at\s+)?)?"
                          r"\[?\d{1,2}:\d\d(?:\s?[AaPp][Mm])?\]?\s*$"
                          # "[Yesterday 4:12 PM] Marta Lopez": as Teams copies it, the time first.
                          r"|^\s*\[(?:(?:today|yesterday|mon|tue|wed|thu|fri|sat|sun)\w*,?\s+)?"
                          r"(?:\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?,?\s+)?\d{1,2}:\d\d(?:\s?[AaPp][Mm])?\]"
                          rf"\s+{_NO_NAME_WORD}[A-Za-z][\w.-]*(?:\s{_NO_NAME_WORD}[A-Za-z][\w.-]*){{0,2}}"
                          r"\s*$", re.I)
_ME = frozenset(("me", "i"))
_NOT_A_NAME = re.compile(
    r"we|notes?|nb|ps|fyi|tldr|tasks?|goals?|rules?|context|todo|update|edit|question|problem|"
    r"answer|expected|actual|steps?|example|results?|output|input|error|warning|summary|"
    r"conventions?|constraints|requirements|background|why|what|how|bug|fix|issue|before|after|"
    r"status|ask|request|also|important|reminder|tip|hint|scope|plan|done|env|versions?|command|"
    r"files?|branch|repo|url|link|title|description|reason|cause|ideas?|options?|pros|cons|"
    r"details|info|"
    # "From: Security Team <...>", "Subject: ...": a mail's headers.
    r"from|to|cc|bcc|sent|date|subject|reply-to|"
    # "Frontend: ...", "Tests: ...": the part of the work a typed rule is for.
    r"frontend|backend|api|web|server|client|ci|docs?|db|database|style|tests?|testing|lint|"
    r"linting|format(?:ting)?|logging|naming|errors|imports|deps|dependencies|packages|tooling|"
    r"build|deploy|git|commits|prs|assertions|asserts|mocks|mocking|fixtures|validation|typing")


# "Tomasz Nowak, 12 March 2026", "Priya — 2026-03-12" alone on its line: a reviewer's or a
# colleague's notes copied under their name and the day they wrote them, as a chat copies a
# message under its writer and time; the lines below, to the end of the paragraph, are theirs.
# A name is capitalized, and no word of a day or of a person's own heading ("Notes, 12 March",
# "Monday 12 March", "Update 2026-03-12").
_MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
          r"sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?")
_DATED_HEADER = re.compile(
    rf"^\s*@?(?!(?:{_NOT_A_NAME.pattern})\b|{_MONTH}\s|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|"
    r"today\b|yesterday\b|decisions?\b|meeting\b|standup\b|retro\b|sprint\b|release\b|"
    r"changelog\b|minutes\b)(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+){0,2}\s*[,—–-]?\s+"
    rf"(?:\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTH}(?:,?\s+\d{{4}})?|{_MONTH}\s+\d{{1,2}}"
    r"(?:st|nd|rd|th)?(?:,?\s+\d{4})?|\d{4}-\d\d-\d\d|\d{1,2}[/.]\d{1,2}[/.]\d{2,4})"
    r"(?:,?\s+(?:at\s+)?\d{1,2}:\d\d(?:\s?[ap]m)?)?\s*$", re.I)


def _speaker(line: str) -> str | None:
    m = _CHAT_LINE.match(line)
    who = m.group("who").lower() if m else None
    return None if who is None or _NOT_A_NAME.fullmatch(who) else who


def _chat_from(lines: list[str]) -> int | None:
    """Where a pasted chat thread starts among a paragraph's lines: two or more lines, each
    opened by a name, from at least two people other than the person ("me"). None when the
    paragraph holds none."""
    said = [(at, who) for at, line in enumerate(lines)
            if (who := _speaker(line)) and not _line_kind(line)]
    if len(said) < 2 or len({who for _, who in said}) < 2 \
            or all(who in _ME for _, who in said):
        return None
    # "thread 'x' panicked at ...\n  left: ...\n right: ...": below a log's line, "name: value"
    # lines are what the tool printed of its values, not people speaking.
    if any(_line_kind(line) == "log" for line in lines[:said[0][0]]):
        return None
    return said[0][0]


# A tracker's or a forge's document pasted whole (`document_cues.py`): a section's heading, a
# story's opening, a box its author ticked, a table's rule.
_SECTION = re.compile(SECTION_HEADING, re.I)
_DOCUMENT_MARK = re.compile(rf"{STORY_LINE}|{ATTESTED}|{TABLE_RULE}", re.I)
_TABLE_RULE = re.compile(TABLE_RULE)
_TRACKER_TITLE = re.compile(TRACKER_TITLE)
# "---------- Forwarded message ---------", "-----Original Message-----", "Begin forwarded
# message:": how a mail client heads a message sent on, over its headers and its text.
_FORWARDED = re.compile(r"^\s*(?:-{2,}\s*(?:forwarded message|original message)\s*-{2,}|"
                        r"begin forwarded message:)\s*$", re.I)
# "[Pasted text #1 +42 lines]": what a coding agent's terminal shows in place of a long paste.
_PASTE_MARKER = re.compile(r"\s*\[Pasted text #\d+(?:\s+\+\d+\s+lines?)?\]", re.I)


def _document_span(paragraphs: list[str]) -> tuple[int, int, int] | None:
    """Where a pasted document runs among the paragraphs: (first paragraph, its first line,
    last paragraph), or None when they hold none.

    A document is read by its sections: it opens at its first mark, and ends with the paragraph
    of its last one, or with the paragraph below a last heading that stands alone (its text). What
    lies between is its author's, whatever it says to whom; what the person typed is above it or
    below it. A lone heading of the common kind ("Environment:") is no document, nor are the
    headings of a person's long request ("## Context", "## Requirements").
    """
    marks: list[tuple[int, int, bool]] = []  # (paragraph, line, alone in its paragraph's end)
    own = common = 0
    fence = ""
    for p, para in enumerate(paragraphs):
        lines = para.splitlines()
        for at, line in enumerate(lines):
            mark = _fence_mark(line)
            if mark and (not fence or mark == fence):
                fence = "" if fence else mark
                continue
            if fence:
                continue
            section = _SECTION.match(line)
            titled = section is None and at == 0 and _TRACKER_TITLE.match(line) is not None
            if section is None and not titled and _DOCUMENT_MARK.search(line) is None:
                continue
            if titled or (section is not None and section.group("common")):
                common += 1
            elif section is None or not section.group("prompt"):
                own += 1
            # (a heading a person's own request has too only places a document made by others)
            # (a table opens on the header row above its rule)
            start = at - 1 if at and _TABLE_RULE.match(line) else at
            marks.append((p, start, section is not None and at == len(lines) - 1))
    if not own and common < 2:
        return None
    first, at, _ = marks[0]
    last, _, alone = marks[-1]
    if alone and last + 1 < len(paragraphs) and not (
            last + 2 == len(paragraphs) and _ADDRESSED.search(paragraphs[-1].strip())):
        last += 1
    return first, at, last


# Sentences end at . ! ? and line ends; people often write the next one in lower case, so the
# case of the next word is not required, but "e.g. x", a "1." list marker and the dots of Go's
# every-package pattern ("go test ./... before you finish") do not end one.
_SENTENCE = re.compile(r"(?<=[.!?])(?<!\be\.g\.)(?<!\bi\.e\.)(?<!\bvs\.)(?<!\betc\.)(?<!\bcf\.)"
                       r"(?<!/\.\.\.)"
                       r"(?<!^\d\.)(?<![\s(]\d\.)(?<![\s(][a-z]\.)\s+(?=\S)|\n+")


@dataclass
class Instruction:
    words: str                    # the typed sentences, joined by newlines
    payload: str = ""             # what was pasted
    # What was pasted: "code", "diff", "log", "plan" (an infrastructure tool's plan of changes),
    # "commits", "quote", "finding" (from a code review),
    # "message" (a commit message or a pull request's description).
    payload_kinds: set[str] = field(default_factory=set)
    # False when nothing was typed around the paste and `words` is its first line, kept for
    # telling what the request is about: no constraint of the person's is in it.
    typed: bool = True

    @property
    def sentences(self) -> list[str]:
        return split_sentences(self.words)

    @cached_property  # asked for every kind of work in turn; an Instruction is never changed
    def lead(self) -> str:
        """The first typed sentences: where people state what they want."""
        return " ".join(self.sentences[:3])


# Code in backticks on one line: its dots and marks end no sentence ("`SELECT ... FOR UPDATE`").
_INLINE_CODE = re.compile(r"`[^`\n]+`")


def split_sentences(text: str) -> list[str]:
    if "`" not in text:
        return [s.strip() for s in _SENTENCE.split(text) if s and s.strip()]
    spans = [m.span() for m in _INLINE_CODE.finditer(text)]
    parts, start = [], 0
    for m in _SENTENCE.finditer(text):
        if any(a < m.start() < b for a, b in spans):
            continue
        parts.append(text[start:m.start()])
        start = m.end()
    parts.append(text[start:])
    return [s.strip() for s in parts if s and s.strip()]


def asks(sentence: str) -> bool:
    """Does the sentence end on a question mark (past closing marks and an emoji)?"""
    return sentence.rstrip(" )*_😅😂🤔🙏").endswith("?")


def _fence_mark(line: str) -> str:
    """The mark that opens or closes a fence on this line, or "" if it is no fence line."""
    m = _FENCE.match(line)
    return (m.group(1) or m.group(2)) if m else ""


def line_kind(line: str) -> str | None:
    """What a line is by its own marks: "diff", "quote", "log", "plan", "commits", "code", or
    None for prose."""
    return _line_kind(line)


def _line_kind(line: str) -> str | None:
    if _DIFF.match(line):
        return "diff"
    if _QUOTE.match(line):
        return "quote"
    if _COMMIT_LINE.match(line):
        return "commits"
    if _PLAN_LINE.match(line):
        return "plan"
    if _LOG.match(line) or _RULE_AT_END.search(line) or _AT_A_LINE.match(line) \
            or _rule_id_at_end(line):
        return "log"
    if _INDENTED.match(line) or _CODE.match(line) or is_code_line(line):
        return "code"
    return None


def _points_at_a_line(para: str) -> bool:
    return any(_AT_A_LINE.match(line) for line in para.splitlines())


def _finding(paragraphs: list[str]) -> tuple[int, int] | None:
    """Where a finding pasted from a code review (a tool's or a reviewer's) opens among the
    paragraphs (the paragraph, and the line of a tool's label in it), or None when the request
    holds none. What is above it is typed when a line of it is the person's ("fix what the bot
    found", a rule typed in lower case before the paste); a finding's title above its severity
    ("Tools passed as one string\n\nHigh Severity") is the finding's."""
    for at, p in enumerate(paragraphs):
        lines = p.strip().splitlines()
        if (_SEVERITY.match(p.lstrip().split("\n", 1)[0])
                or _SCANNER_LINE.search(p.lstrip().split("\n", 1)[0])
                or _AROUND_LINES.match(p) or _SUGGESTION.search(p)):
            line = 0
        elif labelled := [n for n, x in enumerate(lines) if _REVIEW_LABEL.match(x)]:
            line = labelled[0]
        else:
            continue
        above = [x for q in paragraphs[:at] for x in q.splitlines()] + lines[:line]
        return (at, line) if any(map(_persons_line, above)) else (0, 0)
    first = paragraphs[0].lstrip().split("\n", 1)[0] if paragraphs else ""
    return (0, 0) if (_FINDING_OPENING.match(first)
                      and len(_FINDING_WORDS.findall("\n".join(paragraphs))) >= 2) else None


def _persons_line(line: str) -> bool:
    """A line addressed to the agent, or typed in lower case as people type to it."""
    line = line.strip()
    return bool(_ADDRESSED.search(line)) or _typed_below(line)


# One line opening in lower case, below a paragraph pasted whole at the end of a request: the
# person's quick word after the paste ("always run `make lint` before you say done"). Reviewers'
# and bots' comments open as sentences do, in capitals; a reviewer's own label ("nit:", "+1")
# or a word that points at the code ("here", "this one") keeps a line of a thread theirs.
_TYPED_BELOW = re.compile(r"^(?!(?:nit|nitpick|nits|suggestion|question|typo|optional|minor|"
                          r"lgtm|ack|nack)\b)[a-z](?![^\n]*\b(?:here|this|these|that|those|"
                          r"above|below)\b)[^\n]*$")


def _typed_below(para: str) -> bool:
    line = para.strip()
    return _TYPED_BELOW.match(line) is not None and _line_kind(line) is None


def _over_a_paste(lines: list[str], at: int) -> bool:
    """Does a paste open right below the line, with no blank line between (a fence, a log's
    line)? Then "what's this" or "that's from the docs" is said of what is below it."""
    below = lines[at + 1] if at + 1 < len(lines) else ""
    return bool(below.strip()) and bool(_fence_mark(below) or _line_kind(below))


def _own_last_line(para: str) -> tuple[str, str]:
    """(the paragraph, "") or, when its last line of several is addressed to the agent ("is
    this legit? fix if so"), (the lines above it, that line)."""
    lines = para.rstrip().split("\n")
    if len(lines) > 1 and _ADDRESSED.search(lines[-1].strip()):
        return "\n".join(lines[:-1]), lines[-1].strip()
    return para, ""


@lru_cache(maxsize=4096)
def instruction_of(text: str) -> Instruction:
    """Split a request into the person's words and what they pasted."""
    kept: list[str] = []
    payload: list[str] = []
    kinds: set[str] = set()
    paragraphs = re.split(r"\n\s*\n", text.strip())
    document = _document_span(paragraphs)
    if document is not None:
        # The document opens on a paragraph of its own: the lines typed above its first mark
        # are read as the person's.
        first, at, last = document
        if at:
            lines = paragraphs[first].splitlines()
            paragraphs[first:first + 1] = ["\n".join(lines[:at]), "\n".join(lines[at:])]
            first, last = first + 1, last + 1
        document = (first, 0, last)
    found = _finding(paragraphs)
    finding_from = found[0] if found is not None else len(paragraphs)
    if found is not None and found[1] and document is None:
        # The tool's label opens a paragraph of its own: the lines typed above it are read as
        # the person's, as above a document.
        lines = paragraphs[finding_from].strip().splitlines()
        paragraphs[finding_from:finding_from + 1] = ["\n".join(lines[:found[1]]),
                                                     "\n".join(lines[found[1]:])]
        finding_from += 1
    finding = found is not None
    if finding:
        kinds.add("finding")
    first = paragraphs[0].split("\n", 1)
    message = not finding and (_MESSAGE_OPENING.match(first[0]) is not None or (
        len(paragraphs) > 1 and len(first) == 1 and _SUBJECT_WITH_BODY.match(first[0]) is not None))
    if message:
        kinds.add("message")
    fence = ""  # the mark of the fence the line is in, if any
    # A paragraph before ended on "the reviewer said:": the source's words go on, paragraph
    # after paragraph of prose (a review bot's comment has several), up to one addressed to the
    # agent; a paste with marks of its own ("> avoid `panic`") shows where it ends.
    introduced = False
    # Right below a forge's header, and below the lines of code it shows the comment on, the
    # comment is the reviewer's even where it opens as the person speaks to the agent ("Please
    # wrap the error ..."): the person's own lines come after it.
    headed = False
    starts: list[int] = []  # where each paragraph's typed lines start in `kept`
    # The paragraph before pointed at a line as a diagnostic does: this one is its detail,
    # unless the person typed it, last or to the agent.
    detail = False
    # The paragraph before was all pasted: nothing of it was typed.
    all_pasted, payloaded = False, 0
    for p, para in enumerate(paragraphs):
        all_pasted = bool(p) and len(kept) == starts[-1] and len(payload) > payloaded
        payloaded = len(payload)
        starts.append(len(kept))
        if document is not None and document[0] <= p <= document[2] and not fence:
            # A document's text, every paragraph of it; a fence opened in it goes on below.
            payload.append(para)
            kinds.add("quote")
            for line in para.splitlines():
                mark = _fence_mark(line)
                if mark and (not fence or mark == fence):
                    fence = "" if fence else mark
            introduced = headed = detail = False
            continue
        after_a_line, detail = detail, False
        if after_a_line and not fence and para is not paragraphs[-1] \
                and not _ADDRESSED.search(para.strip().split("\n", 1)[0]):
            payload.append(para)
            continue
        if (p >= finding_from or message or introduced) and not fence and (
                (not _ADDRESSED.search(para.strip().split("\n", 1)[0])
                and not (introduced and "\n" not in para.strip()
                         and _ASKED_OF_IT.search(para.strip()))
                and not (para is paragraphs[-1] and _ANSWERS_THEM.match(para.strip()))
                and not (all_pasted and para is paragraphs[-1] and _typed_below(para)))
                or (message and para is paragraphs[0]) or headed
                or (finding and _SUGGESTION.search(para) is not None)):
            para, own = _own_last_line(para) if finding else (para, "")
            payload.append(para)
            if own:
                kept.append(own)  # the finding, then the person's line right below it
            marked = any(_line_kind(x) or _FENCE.match(x) for x in para.splitlines())
            # A forge's header inside the paste ("**ines-v** commented") opens a comment too.
            last = para.strip().rsplit("\n", 1)[-1]
            headed = (headed and marked) or _REVIEW_HEADER.match(last) is not None
            introduced = (introduced and not marked) or headed
            detail = _points_at_a_line(para)
            continue
        pasting = False  # a paste goes on until the next blank line
        headed = False
        lines = para.splitlines()
        # A fence in the paragraph holds code, whose "name: value" lines are no chat.
        chat = None if fence or any(map(_fence_mark, lines)) else _chat_from(lines)
        if chat is not None:
            # The thread goes on to the end of its paragraph; the person's own lines in it
            # ("me: ...") and a last line asking the agent something of it are theirs.
            thread, own = _own_last_line("\n".join(lines[chat:]))
            own = "" if _speaker(own) else own
            kept += [line.strip() for line in lines[:chat] if line.strip()]
            who = None
            for line in thread.split("\n"):
                who = _speaker(line) or who
                (kept if who in _ME else payload).append(line.strip() if who in _ME else line)
            kept += [own] if own else []
            kinds.add("quote")
            introduced = False
            continue
        for at, line in enumerate(lines):
            # Only an introduction that ends its paragraph's typed words reaches the next: the
            # lines pasted right below it ("_⚠️ Potential issue_") keep it going.
            introduced = introduced and pasting
            mark = _fence_mark(line)
            if mark and (not fence or mark == fence):
                fence = "" if fence else mark
                kinds.add("code")
                payload.append(line)
                continue
            if fence:
                payload.append(line)
                continue
            if "[" in line and _PASTE_MARKER.search(line):
                # The marker stands for what was pasted; the words typed beside it are the
                # person's.
                payload += [m.strip() for m in _PASTE_MARKER.findall(line)]
                line = _PASTE_MARKER.sub("", line)
                if not line.strip():
                    continue
            if len(lines) == 1 and _EMPHASIS_QUOTE.match(line):
                kept.append(_QUOTE.sub("", line, count=1).strip())
                continue
            kind = _line_kind(line) or ("quote" if _CHAT_HEADER.match(line)
                                        or _DATED_HEADER.match(line) else None)
            nested = not pasting and at > 0 and kept and kept[-1].strip() == lines[at - 1].strip() \
                and _TYPED_ITEM.match(lines[at - 1]) is not None \
                and _NESTED_ITEM.match(line) is not None
            if nested and kind == "code":
                kind = None
            if not kind and _STEP.match(line) and at + 1 < len(lines) and (
                    _line_kind(lines[at + 1])
                    # GitHub Actions echoes the step's command below it, indented
                    or (lines[at + 1][:1].isspace()
                        and lines[at + 1].strip() == line[4:].strip())):
                kind = "log"  # a CI step's header over what the step printed
            if not kind and at + 1 < len(lines) and _HEADS_A_PASTE.match(line):
                below = lines[at + 1]
                kind = _line_kind(below) or ("code" if _UNDER_A_HEAD.match(below)
                                             and line.rstrip()[-1:] in "{([" else None)
            if kind:
                kinds.add(kind)
                payload.append(line)
                pasting = True
            elif pasting and not (para is paragraphs[-1] and at == len(lines) - 1
                                  and _line_kind(lines[at - 1]) == "log"
                                  and _ADDRESSED.search(line.strip())):
                # (The request's last line, right below a log's line with no blank line between,
                # asking the agent something of it, is the person's: "why does it give up?")
                payload.append(line)
            elif (_document_heading(line) or _FORWARDED.match(line)) \
                    and not (para is paragraphs[-1] and at == len(lines) - 1):
                # A document's heading, over its text, whose "Please ..." asks its readers.
                kinds.add("quote")
                payload.append(line)
                pasting = introduced = True
                headed = at == len(lines) - 1
            elif (_SOURCE_POINTED_BELOW.match(line) and at == len(lines) - 1) or (
                    (at == len(lines) - 1 or line.rstrip().endswith(":"))
                    and _OTHERS_RULES_FILE.match(line)):
                # The paragraphs below are the source's, up to one addressed to the agent.
                kept.append(line.strip())
                pasting = introduced = True
            elif _SOURCE_BELOW.match(line) and not line.rstrip().endswith(":") \
                    and not _over_a_paste(lines, at):
                # The lines typed above are the source's: this paragraph's, or the last one's
                # (one that ends on a colon introduces the lines below it).
                if at:
                    lo, hi = starts[-1], len(kept)
                else:
                    lo, hi = (starts[-2], starts[-1]) if len(starts) > 1 else (0, 0)
                payload += kept[lo:hi]
                del kept[lo:hi]
                kinds.add("quote")
                kept.append(line.strip())
            elif line.strip():
                # Every introduction ends on a colon: most lines are spared the search.
                colon = ":" in line
                dictated = None
                m = (_INTRO.search(line) or _SOURCE_INTRO.search(line)
                     or _OTHERS_TEXT.match(line)) if colon else None
                if m is not None and not line[m.end():].strip():
                    m = None  # "from the PR review:" ends its line: the paragraph below is it
                if m is None and (_REVIEW_HEADER.match(line) or (
                        line.rstrip().endswith(("?", ":")) and at == len(lines) - 1
                        and _TEXT_TO_EDIT_AT_END.match(line)) or (
                        colon and line.rstrip().endswith(":") and (
                            _INTRO_AT_END.search(line) or _OTHERS_TEXT.match(line)
                            or _FROM_SOURCE_AT_END.match(line)
                            or _WORK_ITEM_AT_END.match(line)
                            or (dictated := _dictated(line)) is not None))):
                    # What kind of paste follows, its own lines say (a fence, a log line).
                    if dictated:
                        kinds.add("message")
                    forge = m is None and _REVIEW_HEADER.match(line) is not None
                    if forge and not _VOICED.search(line):
                        # A forge's header over a reviewer's comments, pasted with them: no
                        # word of the person's ("Dana commented on my PR, can you ..." is
                        # their telling of it), and what is below it is a review's finding,
                        # whatever the typed words call it.
                        kinds.add("finding")
                        payload.append(line)
                    else:
                        kept.append(line.strip())
                    pasting = introduced = True
                    headed = forge and at == len(lines) - 1
                elif m:
                    kept.append(line[:m.end()].strip())
                    payload.append(line[m.end():])
                    kinds.add("log")
                    pasting = True
                else:
                    kept.append(line.rstrip() if nested else line.strip())
        detail = not fence and _points_at_a_line(para)
    typed = bool(kept)
    if not kept and payload and not finding:
        # Only a paste: its first line is as close to words as the request has.
        kept.append(payload[0].strip())
    return Instruction("\n".join(kept), "\n".join(payload), kinds, typed)
