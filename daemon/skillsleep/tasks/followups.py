"""Does a request start a new task, or continue the one in progress?

Most of what people type in a long session is not a new task: "yes do it", "1", "now also handle
X", "no, keep the old name", "hmm, but what about Y?". Such a follow-up continues, refines,
corrects or approves the task in progress; it is that task's context and evidence, never a task of
its own. A new task asks for a kind of work of its own ("commit this", "now add tests for it").

The decision reads plain cues of the wording, the same for every person: the kind of work asked for
(`kinds.py`) and whether it changes, work asked for in the imperative on things neither the last
request nor the reply named (a kind of work the taxonomy lacks; a defect told, then asked for in a
closing "fix it"; other things told or asked after a short sentence that closes or sets aside the
last piece, "later. the login form accepts an empty password"), a failure reported as one users meet
now, answers and go-aheads, words that lean on what was just said ("but", "this", "the same") unless
a first sentence sets them aside before another ask, questions that doubt or confirm what was said
("isn't it X?", "..., right?") or ask whether work was done or should be ("did you run the linter?",
"should this be one PR?": the work they name is not asked for), whether the agent's last reply asked
the person something (what asks for work on other things leaves the question or offer unanswered),
how much of the request repeats the agent's words, whether the agent just reported its work done,
whether what was pasted is a log naming files or code of the work just done (its own change failing:
repairing it continues that work, whatever kind of work the failure asks for), and the time since
the last message. Each cue is a named feature (`features`); how much each weighs is learned from
labelled sessions (`learned.py`, fitted by `train.py`, shipped as `data/followups-model.json`),
never set by hand. A request that names work only to doubt or confirm what was said, ask why the
agent changed something, have the work just done checked again or undone, leave an error alone, or
pick what to start with among what was just said is a follow-up by its wording, before any weight
(`_weighs_the_work`); so is one question about the answer just given, whose subject points at what
it said or listed ("why is that slower than before?", "what does the second flag do?") or whose
things are the answer's, in its words or its code ("what's the ApiError for?", "why the shared
client?"). One question to be told what a thing is or how to do something, of things no one named
("what is a covering index?"), is a new task by its wording. An aside ("btw", "one more thing",
"also", "while you're at it") that tells of the piece just made, its subject a pronoun for it or a
thing the exchange named ("btw that broke the build", "one more thing, the test still fails"), is a
follow-up by its wording; "also" before words of things no one named adds other work instead of
going on; "also" before an ask of a kind of its own other than the work's, touching none of the
exchange's things ("also, can you bump the go version in CI" after a fix), is a new task, and before
an ask of the piece's things in a change to code's words ("also log the row number when it fails")
goes on with it (`_also_adds`). The same holds after an add-on ("one more:", "and another thing,",
"oh and", "PS:"), which may also ask for something done to the piece; one whose head names only
things of its own ("one more thing: the docker build takes 10 minutes, can you ...") adds other
work. A thing the exchange named, said to be otherwise as a correction ("the settings default should
be 1000 actually", "reason should be the error key not the message", "an invalid page_token should
be InvalidArgument, right now it panics": the thing by its head word), is the work just made set
right; so is the piece just made, run where it is meant for ("run it on prod"), which tells of no
failure met there. A log of the work just done failing (it
names the work's files or code, shows a command the reply named being run, or is pasted under the
person's trial of the piece, "ran it against staging:"), pasted with no words or a few that neither
turn to other work nor tell of users meeting it, is a follow-up by its wording, whatever the few
words ask of it; so is a request that copies a stretch of the agent's last reply, to weigh or answer
it, unless it asks an operation on it ("commit with this message: ..."), and one sentence that asks
for the work just done again on another thing ("can we do the same to src/export.py?"), whatever
kind of work the thing's
name makes it look like. At the turns of a session (`turning`), the last request said again because
the reply missed it ("let me rephrase: ..."), the work taken up again after a pause ("ok where were
we", "carry on with the view switch"), one of the options the reply laid out picked and edited ("A
is fine. use the simple config", or by a word the reply said of it, "the small one, and ...")
and the piece tried by hand ("tried it, the button does nothing on
Safari") are follow-ups by their wording; the work dropped or put off for work on other things
("actually forget the icons, can you bump node ...") and a heading of other work over its
specification ("new spec for the invoices page: ...") are new tasks by theirs. So is work said
outright to be separate ("works now. also, separately, can you look at ..."), wherever its sentence
stands, when it names things of its own; what the checks said of the work the reply pushed ("CI is
red on lint", "checks are green but the preview still shows the old date") is a follow-up by its
wording. A request typed as a list is read item by item (`_lists_the_work`): changes to the work
in progress are a follow-up, pieces of other work a new task. A correction of a thing the answer
said ("no, 400 is wrong here, use 422. and ...") or a refusal of a thing it did, by the
exchange's own things ("no, dont re-enable snippets. move those two to annotations"), is a
follow-up whatever it adds; a request that
says its matter is not the work in progress ("this is from the android build, not your change")
is a new task, and so is other work taken up by its name ("ok back to the billing export."). In
words the cues do not read, code named, all of it the exchange's, or two of the exchange's words
in Latin letters, marks a follow-up. A checker run
on the change ("run prettier on it", "eslint complains about PriceTag.tsx") and the agent's own
diff pasted back under a few words ("this hunk is wrong") are follow-ups by their wording; a
request opened by the reference of a ticket the exchange did not name ("next: PROJ-412", "#88
now") is a new task by its (`tickets`).
One question of what the piece just made will do or does in a case, by a pronoun for it or by
things the exchange named ("what happens when redis is down?"), and what trying the piece
showed, told after the trial ("ran the migration on staging, took 4 minutes"), are follow-ups by
their wording. English is told by words English alone has, or shares with other languages only
when none of theirs stands beside them; in words of another language, one word the exchange
wrote in its code ties the request to the work.
The thing worked on said to be the wrong one ("wrong file - it's in pkg/auth"), the agent's
question answered by what it named with one more ask of the same work ("legacy_id, yes. also
update the factories"), one ask of a pronoun standing first ("check it with voiceover too"),
and a paste under a few words that lean back ("this one now", "still") are follow-ups by their
wording; other work put before the work goes on ("actually before that, ...") is a new task.
What the work just done broke, told in one sentence that asks nothing ("mypy is unhappy now",
"the request ids are gone from the logs"), and a thing asked for the piece by a pronoun that is
not the object ("add a panel for it in grafana") are follow-ups by their wording; a message
passed on under its sender ("a customer emailed:") is other work when it names nothing the
exchange named, and the work's when it names two of its things.
"now" before a clause that tells how things are ("now the build takes 4 minutes") tells what the
work just done changed, when its subject is a pronoun or a thing the exchange named; an ask of a
pronoun standing first, with only an ask to be shown what came of it joined on ("run it, then
show me the diff"), is the piece's; a few words of the reply marked as a quote (">") are the reply
quoted back; a definition asked of things no one named ("what's the difference between X and
Y?") is a task of its own; a release tag is an operation, unless the exchange just raised the
version it tags (`release_taken_on`): then it is the next step of that release.
An image pasted at the request's head is read by its caption, the line under it
(`image_caption`): a caption that names the exchange's things at least as much as its own shows
the piece just made.
A failing test named after a file the reply named ("tests/test_report.py" after
`app/report.py`) is a log of the work just done; a first clause that tells a defect of code the
reply wrote, by its name ("`Config::load` panics when the port isn't a number, return an
error"), with at most one clause of repair after it, is that code set right.
What a request follows is `Exchange`'s to track, so mining and training see the same context.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, fields
from datetime import datetime
from functools import lru_cache
from pathlib import Path

from ..logs.classify import PLAN_HANDOFF
from ..sessiondata import Turn
from . import image_caption, turning
from .cues import Cues, fold
from .gated import Gated
from .instruction import Instruction, instruction_of
from .kinds import BY_ID, Kind, kind_of, tells_a_defect
from .learned import LinearModel
from .lists import one_list
from .memo import Remembered, digest
from .other_languages import LANGUAGES
from .release_taken_on import tags_the_raised_version
from .signals import similar
from .text import normalize, words
from .tickets import opens_with_other_ticket

MODEL_FILE = Path(__file__).resolve().parent / "data" / "followups-model.json"
_I = re.I


# A name of code's shape: a path or a dotted name, snake_case, camelCase, PascalCase.
_CODE_NAME_PATTERN = (r"(?:[A-Za-z_]|\b\d+[A-Za-z_])[\w-]*(?:(?:[./]|::)[\w-]+)+|"
                      r"\b[A-Za-z]+_\w+|\b[a-z]+[A-Z]\w*|\b[A-Z][a-z0-9]+[A-Z]\w*")

_ANSWER = re.compile(
    r"^\W*(?:y(?:es|eah|ep|up|a)|sure|sounds good|looks good|lgtm|go ahead|go for it|do it|"
    r"proceed|continue|correct|right|exactly|agreed|perfect|great|nice|cool|good|fine|works|"
    # The reply weighed: "close, but the error should name the file".
    r"close|almost|nearly|"
    r"it works|that works|thanks?|thank you|ty|thx|nope|no|nah|not really|both|neither|either|"
    r"option\s*\w+|(?:the )?(?:first|second|third|last) (?:one|option)|"
    # an option's letter or number, not the start of a name ("A/B test", "1+1 plan") nor of a
    # version or a decimal ("1.6.1 then", "2.5 is fine"); "a" before a word that neither says
    # how it is nor joins more to it is the article ("a user sent this", not "a is fine")
    r"(?:[b-e1-9]|a(?!\s+(?!(?:is|it|then|and|but|with|please|pls|sounds|looks|seems|works|"
    r"for|though|too|plus|or|minus|without|except)\b)[a-z]))[).:=]?(?![/&+]\w|[.:,]?\d)|"
    r"let'?s (?:do|go with|try|go)(?: (?:it|that|this|option\s*\w+|[a-e1-9]|the \w+ one))?|"
    r"let'?s go|go|please do|do that|do this|try (?:it|that)|i agree|approved|sgtm|"
    r"make it so|ship it|absolutely|definitely|of course|sounds great|works for me|up to you|"
    r"you decide|your call|whatever you think|"
    # "whichever is less code", "whatever's simpler": the choice left to a measure.
    r"(?:whichever|whatever)(?: one| option)?(?:'s| is| you think is| seems| looks)? "
    r"(?:(?:less|more|fewer) \w+|\w+(?:er|est)))\b", _I)
# The verbs that ask for work in the imperative.
_ASK_VERB = (
    r"(?:add|write|create|draft|fix|implement|build|make|generate|update|bump|upgrade|"
    r"downgrade|install|uninstall|set up|setup|configure|migrate|deploy|rename|remove|delete|"
    r"move|convert|translate|port|summari[sz]e|document|find|search|list|show|print|clean|"
    r"prepare|research|investigate|benchmark|profile|measure|optimi[sz]e|speed up|replace|"
    r"split|merge|extract|change|adjust|set|enable|disable|allow|support|handle|ensure|explain|"
    r"describe|tell me|walk me through|review|check|look at|look into|analy[sz]e|compare|"
    r"refactor|rewrite|simplify|introduce|debug|tackle|get rid of|wire up|hook up|work on|"
    r"start on|tag|publish|release|squash|label|backfill|seed|parallelize|containeri[sz]e|"
    r"dockeri[sz]e|scaffold|automate|audit|deprecate|archive|figure out|find out|sort out|"
    r"go through|go over|look for|draft|wire|cache|schedule|"
    # Operations on the workspace, asked tersely ("restart the dev server", "pull latest").
    r"run|rerun|re-run|start|restart|kill|open|pull|stash|check ?out|switch to|flush|"
    r"reset|rebuild|regenerate|reinstall|tail|turn on|turn off|spin up|pick up|scale|"
    # "let's get the table partitioned", "can we get a replica set up".
    r"get)")
_CONTINUATION = re.compile(
    # "and now publish it", "also, unrelated: ...": words that lean on the last reply, then move
    # on from it.
    r"^\W*(?:(?:and|also|plus|so|then)(?!,?\s+(?:now|unrelated|separately)\b)|but|"
    # "now add tests": "now" that opens an ask moves on; "now the same for X" goes on; "now that
    # the bucket exists, ..." takes the last piece as done before what it asks.
    r"now(?!,?\s+(?:let'?s|can you|could you|please|i'?d|i want|we need|that\s|" + _ASK_VERB
    + r")\b)|"
    r"hmm+|hm+|um+|erm+|uh+|wait|actually|instead|still|"
    r"rather|same|again|ah+|oh+|true|fair|i mean|i meant|i also meant|what about|how about|"
    r"why not|not|no,|nope|that'?s|this is|it'?s|it is|they|those|these|that one|this one|"
    r"otherwise|if so|in that case|"
    # "did that, the plan looks odd though": the step the reply left to the person, done.
    r"(?:ok(?:ay)?,?\s+)?(?:i\s+)?(?:did|done|ran|tried) (?:that|it|this|so)|"
    r"i think (?:that'?s|it'?s|we|you)|i don'?t (?:like|think|see|get)|i haven'?t|i'?m confused|"
    r"my (?:main )?(?:issue|concern|question))\b", _I)
# Thanks or praise, one or several ("ok cool.", "perfect, thanks!"), closing the last piece of work.
_ACKNOWLEDGED = (r"(?:(?:ok(?:ay)?|k{1,2}|alright|all right|right|great|cool|perfect|nice|good|"
                 r"awesome|excellent|sweet|thanks?|thank you|ty|thx|lgtm|looks good|"
                 r"(?:great|good|nice) (?:work|job))[\s,.!;:—–-]*)+")
_MOVES_ON = re.compile(r"^\W*" + _ACKNOWLEDGED + r"(?:now|next|then|new|let'?s|can|could|"
                       r"please|i'?d|i want|we need)\b", _I)
# Each opening its own pattern, run only on leads that hold a word it needs (`Cues`).
_NEW_TOPIC = Cues(
    _MOVES_ON.pattern,
    # "next: the login page ...", "new thing: ...": an opening that names what follows as new.
    # The same after a first sentence that closes the last piece ("it works now. next, ...").
    # "another one: the export times out": one more of the same sort, other work.
    r"(?:^\W*|^[^.!?\n]{1,40}[.!?]\s+)(?:next|new (?:thing|task|one|issue|bug|feature|request|"
    r"topic)|another (?:one|bug|issue))\s*[:,—–-]",
    r"\b(?:another (?:thing|task|change|topic|issue|bug|feature|request)|one more thing|"
    r"different (?:topic|thing|question|issue)|unrelated|on another note|while i have you|"
    r"separate(?:ly)? (?:task|change|thing|issue|question)|next (?:task|step|thing|up)|"
    r"switching (?:gears|topics?)|change of (?:plans?|topic)|moving on|(?:let'?s )?move on|"
    r"let'?s (?:now )?(?:switch|turn) to)\b")
_LEANS_BACK = re.compile(
    r"\bthat(?:'s| is| was| one| ones|\W*$)|\b(?:do|did|about|like|with|for|on|from|to|of|is|"
    r"was) that\b|"
    # "TOML as well as YAML" joins two things; "as well" alone adds to what was said.
    r"\b(?:this|it|those|these|them|there|the same|same thing|as well(?! as\b)|"
    r"you (?:said|mentioned|suggested|proposed|did|just)|your (?:recommendation|suggestion|"
    r"proposal|analysis|plan|approach|change|fix)s?|"
    r"the (?:one|ones|approach|option|fix|change|plan) (?:you|we|here|"
    # "above 115200 baud", "before 9am": a bound, not what was said before.
    r"above)|(?:above|before)(?!\s*[\d$€£])|again|instead|either|too)\b", _I)
_AGENTS_WORK = Cues(
    # "while I have you" tells the agent nothing of its work.
    r"\b(?:did|(?<!\bi )have|had|were|didn'?t|haven'?t|weren'?t) you\b|"
    r"\byou(?:'ve| have)? (?:did|added|"
    r"changed|made|wrote|written|removed|used|ran|run|looked at|found|just|renamed|moved|deleted|"
    r"updated|fixed|broke|broken|introduced|created|picked|chose|went with|implemented|"
    r"modified|skipped|missed|forgot|left)\b|\b(?:why|how come)\b[^?\n]{0,40}\b(?:changed|"
    r"added|removed|adding|removing|changing|renamed|renaming|moved|moving|deleted|deleting)\b")
_OFFER = Cues(
    r"\?\s*$|\b(?:would you like|do you want|want me to|shall i|should i|let me know|"
    r"which (?:one|option|approach)|what do you (?:think|prefer)|ready to|your call|"
    r"if you(?:'d| would) (?:like|prefer|rather)|(?:i'?m )?happy to|shall we|"
    r"would you (?:rather|prefer)|do you prefer|i can (?:also )?(?:add|do|make|write|update|"
    r"fix|change|implement|run|open|commit))\b")
# The agent saying its work is finished: what comes next is more often new work.
_REPORTS_DONE = Cues(
    r"\b(?:done|all (?:\d+ )?tests pass(?:ed)?|tests pass|ready (?:to|for) (?:commit|merge|push|"
    r"review)|pushed|committed|completed?|finished|successfully|is now|are now|now works|"
    r"should work now|fixed|all set|implemented|"
    r"(?:has|have) been (?:added|updated|fixed|changed|removed|created|renamed|moved|merged)|"
    r"(?:i'?ve|i have) (?:added|updated|fixed|changed|removed|created|implemented|renamed|"
    r"refactored|moved|written|made)|summary of (?:the )?changes)\b")
# A question is often about the answer just given; asking to be told or shown is a task.
_EXPLAIN_VERB = re.compile(r"\b(?:explain|show me|tell me|walk me through|describe|list me|"
                           r"how (?:does|do|is|are) (?:the|our|we)\b)", _I)
# A question that weighs what was just said instead of asking for something new: one asked
# with a negation before its subject ("isn't it the other way round?", "don't we already have
# one?"), one that asks to confirm a belief (", right?", ", no?"), or one that doubts a part is
# needed ("do we even need that?"). A new piece of work is asked for in the positive.
_NEGATED_AUX = (r"(?:isn'?t|aren'?t|wasn'?t|weren'?t|doesn'?t|don'?t|didn'?t|shouldn'?t|"
                r"wouldn'?t|couldn'?t|can'?t|won'?t|haven'?t|hasn'?t|"
                r"(?:is|are|was|does|do|did|should|would|can) not)")
_DOUBTS = Cues(
    r"(?:^|[.?!,;:(]\s*|\b(?:but|and|so|or|then|also|hmm+|wait)\s+)" + _NEGATED_AUX +
    r"\s+(?:we|you|it|this|that|they|there|the|these|those|i|he|she)\b[^?\n]{0,120}\?|"
    r"[,\s](?:right|correct|no|yes|isn'?t it|don'?t we|or not|true)\s*\?|"
    r"\b(?:do|does) (?:we|it|this|that|they) (?:even |really |still |actually )?need\b|"
    r"\b(?:is|are) (?:this|that|it|these|those|they) (?:even |really |still |actually )?"
    r"(?:needed|necessary|required)\b")
# "Bump the version number", "and now publish a homebrew formula", "we need a doctor command":
# work asked for in the imperative, of a kind the taxonomy may lack, after the words that open
# asks ("now", "also", "meanwhile").
_ASK = (r"(?:(?:ok(?:ay)?|now|then|next|please|pls|let'?s|and|also|so|first|alright|meanwhile|"
        r"in the meantime|right now|for now|instead|unrelated|separately)[\s,:]+)*"
        r"(?:please\s+)?(?:(?:can|could) (?:you|we)\s+|time to\s+)?(?:" + _ASK_VERB +
        r"|(?:i|we) (?:also )?need (?:a|an|to|the)|(?:i|we)'?d (?:like|love) (?:a|an|to|the)|"
        # Wishes: "it would be nice to have a toggle", "I want the sync to show progress".
        r"it(?:'d| would) be (?:nice|great|good|cool) to|(?:i|we) want (?:a|an|to|the))\b")
_IMPERATIVE = re.compile(r"^\W*" + _ASK, _I)
# "skip that. let's parallelize the walker", "maybe later, first set up Storybook": a short first
# sentence sets the last piece of work aside, the next one asks for other work.
_ASKS_AFTER = re.compile(r"^[^.!?;:\n]{1,40}[.!?;:,]\s+(?=" + _ASK + ")", _I)
# "the footer links 404, fix it": what is told, then asked for in a closing clause whose "it"
# is what was just told, not the last reply.
_CLOSING_ASK = (
    r"[,;.!]\s*(?:(?:so|and|pls|please|can you|could you)\s+)*(?:fix|look into|"
    r"look at|investigate|debug|check|sort out|figure out|find out|renew|handle|deal with)"
    r"(?: (?:it|that|this|them|those|why|what'?s (?:going on|wrong|up)))?(?: (?:please|pls|"
    r"first|asap|now))?\W*$")
_TOLD_THEN_ASKED = re.compile(r"\w[^.!?\n]{12,}" + _CLOSING_ASK, _I)
# Tried at each word character, the whole pattern reads on to the end of its sentence and back;
# its closing ask alone opens on a punctuation mark, found at C speed. Most requests end in none,
# and are not read further.
_ENDS_IN_AN_ASK = re.compile(_CLOSING_ASK, _I)
# "nah, good enough. ", "not now. ": a short first sentence, ended by a full stop or the like.
_FIRST_SENTENCE = re.compile(r"^[^.!?;:\n]{1,40}[.!?;:]\s+")
# "check it again", "the same for X", "that one too": more of the work in progress ("as well
# as" joins two things of the request's own).
_MORE_OF_THE_SAME = Cues(r"\b(?:again|the same|same (?:thing|for)|too|as well(?! as\b)|"
                         r"instead|once more|one more time)\b")
# "From now on, always run the linter": a rule for how the work in progress is done.
_RULE_STATEMENT = Cues(
    r"^\W*(?:(?:and|also|so|ok(?:ay)?|please)[\s,]+)*(?:always|never|from now on|going forward|"
    r"in (?:the )?future)\b|\b(?:from now on|going forward)\b|\bwe (?:always|never)\b|"
    r"\bwe (?:use|prefer)\b[^.?!\n]{0,40}\b(?:not|instead of|rather than|over)\b")
_RULE_OPENING = re.compile(
    r"^\W*(?:(?:and|also|so|ok(?:ay)?|please|no|nope)[\s,.;:!—–-]+)*(?:always|never(?!\s*mind)|"
    r"from now on|"
    r"going forward|in (?:the )?future|from here on)\b", _I)
# "This is happening in prod now", "customers are seeing this", "oncall paged me": a failure
# that users meet now, reported as such, is a defect of its own, not a step of the work in
# progress; what goes on failing after a fix says so ("still", "again").
_LIVE_FAILURE = Cues(
    r"\b(?:in|on) (?:prod(?:uction)?|the live site)\b|\bprod(?:uction)? is (?:down|broken|"
    r"failing)\b|\b(?:customers|users) (?:are|keep) (?:seeing|getting|hitting|reporting)\b|"
    r"\b(?:paged (?:me|us)|(?:got|was|were) paged|outage)\b")
# "run it on prod", "ok deploy that in production": the work taken to production, asked; no
# failure met there.
_DONE_THERE = re.compile(r"^\W*(?:(?:ok(?:ay)?|now|then|great|cool|good|perfect)\W+)*(?:run|deploy|"
                         r"apply|execute|try|ship|push|roll\s+(?:it\s+|this\s+|that\s+)?out|do)"
                         r"\b[^.?!\n]{0,30}\b(?:in|on|to)\s+prod(?:uction)?\b", re.I)
_STILL = Cues(r"\b(?:still|again|since (?:the|this|that|your)|after (?:the|this|that|your) "
              r"(?:change|fix|deploy))\b")
# "did you run the linter too?", "did the push go to the right branch?", "should this be one PR
# or three?", "do we rebase before the review or after?": a question whether something was done,
# or whether it should be, weighs the work in progress; the work it names is not asked for.
# Asked of the agent ("can you", "would you") or as a suggestion ("should we add tests?", "do we
# want a cache?") it is asked for, and so is a thing asked to exist ("do we have a test for it?").
_WEIGHS_WHETHER = re.compile(
    # "ok back. did the eviction cover the import?": a return after a pause says nothing more.
    r"^\W*(?:(?:hmm+|ok(?:ay)?|so|and|but|wait|also|(?:i'?m )?back|hi|hey|(?:good )?morning)"
    r"[\s,.!]+)*(?:"
    r"(?:did|have|had|were) (?:you|we|the \w+|it|that|this|everything|all)|"
    # "did get_invoices ever retry before?", "did CI pass?": a name, done or not.
    r"did [\w.-]+|"
    # "are there still unwraps in that file?", "is it still slow?": what the work left, checked.
    r"(?:is|are) (?:there|it|they|these|those) still|"
    r"(?:should|shall|would|will) (?:it|this|that|these|those|they|the)|"
    r"(?:do|does) (?:we|they|it|this|that|these|those)(?! (?:not |already |even |really )?want\b)"
    r"(?![^?\n]*\bha(?:ve|s)\b))"
    r"\b[^?\n]{3,}\?\s*$", _I)
# "should it cover the admin routes too? and the webhooks?": the same, more questions following.
_WEIGHS_WHETHER_AT_LENGTH = re.compile(_WEIGHS_WHETHER.pattern.removesuffix(r"\?\s*$")
                                       + r"\?(?:[^?\n]+\?)+\s*$", _I)
# "that broke the header, revert it", "put it back": the last change undone is a correction of
# the work in progress; "revert the commit that added X" names a piece of work of its own.
_UNDOES = Gated(
    r"\b(?:revert|undo|roll back|back out) (?:that|this|it|those|these|them|(?:your|that|this) "
    r"(?:last )?(?:change|edit|commit)s?|the last (?:change|edit|commit)s?)\b|"
    r"\b(?:roll|put|change) (?:it|that|this|them) back\b")
# "double check the e2e tests", "run the linter again": the work just done, checked once more.
_RECHECKS = re.compile(
    r"\b(?:double[- ]?check|re-?check|re-?verify|(?:check|verify|look at|go over|go through|"
    r"review|run)\b[^.?!\n]{0,60}\b(?:again|once more|one more time))\b", _I)
# "ignore that warning: ...", "never mind the flaky test": an error left alone asks for no work.
_IGNORES = re.compile(r"^\W*(?:(?:ok(?:ay)?|and|also|but|so|please)[\s,]+)*(?:ignore (?:that|"
                      r"this|those|these|it|the)\b|never ?mind\b|don'?t worry about\b|"
                      r"forget about\b|disregard\b)", _I)
# "the second one sounds right, let's start there", "maybe we should focus on that": what to do
# first among what was just said.
_FOCUSES = re.compile(r"\b(?:(?:focus|start) (?:on|with) (?:that|this|it|those|these|them)|"
                      r"start there)\b(?:\s+(?:one|first|for now|then))?\W*$", _I)
LONG_GAP_MINUTES = 45


@dataclass(frozen=True)
class Decision:
    new: bool
    kind: Kind | None
    probability: float
    why: tuple[str, ...]  # the cues that weighed most, for people reading a task's evidence


@dataclass
class Previous:
    """What the request follows: the person's previous request and the agent's reply since."""

    kind: Kind | None
    reply: str = ""
    time: datetime | None = None
    interrupted: bool = False
    request: str = ""  # the person's previous request in the session, "" after a resume
    answered: bool = True  # the agent replied since the person's last message
    resumed: bool = False  # no request yet since the log went on from a summary or a plan


def resumes_work(turn: Turn) -> bool:
    """A summary of earlier work, or a plan accepted in plan mode and handed over: what the
    person says next continues that work."""
    return turn.kind == "compaction" or (turn.kind == "injection"
                                         and turn.text.startswith(PLAN_HANDOFF))


@dataclass
class Exchange:
    """The running context of one session's requests, turn by turn."""

    request: str = ""
    reply: str = ""
    said: datetime | None = None
    answered: bool = False
    interrupted: bool = False
    resumed: bool = False
    started: bool = False  # a request was read, or the log resumed earlier work

    def see(self, turn: Turn) -> None:
        """Take in a turn that is not a request."""
        if turn.kind == "response":
            self.reply, self.answered = turn.text, True
        elif turn.kind == "interruption":
            self.interrupted = True
        elif resumes_work(turn):
            self.resumed = self.started = True

    def previous(self) -> Previous | None:
        """What the next request follows; None for the first request of a session."""
        if not self.started:
            return None
        return Previous(kind_of(self.request) if self.request else None, self.reply, self.said,
                        self.interrupted, self.request, self.answered,
                        self.resumed and not self.request)

    def asked(self, text: str, when: datetime | None) -> None:
        """Take in a request the person typed."""
        self.request, self.said = text, when or self.said
        self.answered = self.interrupted = False
        self.started = True


def features(text: str, previous: Previous, when: datetime | None = None) -> dict[str, float]:
    """The cues of a request that follows `previous`, each a named number (most 0 or 1)."""
    ins = instruction_of(text)
    lead = ins.lead or text.strip()
    answer = _ANSWER.match(lead)
    rest = lead[answer.end():].strip(" \t,.!-—:;") if answer else lead
    kind = (kind_of(rest) if rest else None) if answer else kind_of(text)
    reply_words = set(words(normalize(previous.reply)))
    own_words = set(words(normalize(ins.words or text)))
    said = reply_words | set(words(normalize(previous.request)))
    if kind is None and tells_a_defect(rest) \
            and not _LEANS_BACK.search(rest) and not _CONTINUATION.match(rest) \
            and _novelty(own_words, said) >= 0.5:
        # "the cart total goes negative when ...": in a coding session, a defect told of things
        # not named before is one of the software, though it names none of software's words;
        # "no, that's wrong", "hmm, somehow ...", "wrong file" are said of the last reply.
        kind = BY_ID["debug"]
    if _WEIGHS_WHETHER.match(lead):
        kind = None  # "did you run the linter?": the work is weighed, not asked for
    fails_the_work = _fails_the_work(ins, previous)
    if fails_the_work and kind is not None and kind.answers_a_failure:
        kind = None  # the agent's own change failing: repairing it is the work in progress
    operation = kind is not None and kind.operation
    explicit = kind is not None and (not kind.asks_to_be_told
                                     or _EXPLAIN_VERB.search(lead) is not None)
    n_words = len(words(ins.words or text))
    gap = (when - previous.time).total_seconds() if when and previous.time else None
    # "later. the login form accepts an empty password", "I'll do it. how do I profile the
    # importer?": what follows a short first sentence, of other things, is other work too.
    other = _other_things_after(lead, said, bool(ins.payload))
    after = _ASKS_AFTER.match(lead) or other
    a_question = lead.rstrip().endswith("?")
    # The lead's case folded once for every cue searched in it (`Cues`).
    folded = fold(lead)
    # A paste's first line stands for words only when nothing was typed: "Run pytest -q" asks
    # nothing.
    imperative = kind is None and ins.typed and _IMPERATIVE.match(rest) is not None
    offered = bool(previous.reply) and _OFFER.search(previous.reply[-200:])
    reply_asks = previous.reply.rstrip().endswith("?")
    # Work asked for on things neither the last request nor the reply named: not an answer to
    # what the agent offered or asked, though it follows an offer. What an answer opens ("yes,
    # add X", "let's do X") takes the offer up; thanks ("great, let's ...") or an answer ended
    # by a full stop ("nope. can we ...") leave it.
    takes_up = answer is not None and not _FIRST_SENTENCE.match(lead) \
        and not _MOVES_ON.match(lead)
    tail = lead[-160:]
    told_then_asked = _ENDS_IN_AN_ASK.search(tail) is not None \
        and _TOLD_THEN_ASKED.search(tail) is not None
    # "not now. the footer links 404, fix it": the first sentence set aside for what is told.
    told_after = told_then_asked and _FIRST_SENTENCE.match(lead) is not None
    # A defect told, then asked for in a closing clause, is new work though it is of a kind.
    # "also, the signup email still has the old logo, swap it": other things told after "also".
    adds_other = _adds_other_things(lead, said)
    # "fix pls" under the work just done failing asks for its repair, no work of its own.
    new_work = not fails_the_work \
        and (kind is None or (told_then_asked and kind is BY_ID["debug"]) or other is not None) \
        and (not a_question or other is not None) \
        and (imperative or after is not None or told_then_asked or adds_other) \
        and not takes_up and not _MORE_OF_THE_SAME.search(lead, folded) \
        and not _reshapes_the_last(rest if imperative else lead[after.end():] if after else "") \
        and _novelty(own_words, said) >= 0.5
    f = {
        "answer_alone": bool(answer) and len(words(rest)) <= 2,
        # "thanks. merge the lodash PR": an answer closed by a full stop, then another ask; "yes,
        # then commit": an operation, asked as such.
        "answer_then_more": bool(answer) and len(words(rest)) > 2
        and not _sets_aside(lead, after) and not operation
        and not told_after,
        "asks_operation": operation,
        "asks_kind": kind is not None and not operation and explicit,
        "asks_kind_implicitly": kind is not None and not explicit,
        "asks_in_imperative": imperative,
        "same_kind_as_before": kind is not None and previous.kind is not None
        and kind.id == previous.kind.id,
        "other_kind_than_before": kind is not None and previous.kind is not None
        and kind.id != previous.kind.id,
        "states_a_rule": _RULE_STATEMENT.search(lead, folded),
        # "not sure yet. meanwhile add X": a leaning first sentence, ended, then another ask.
        "goes_on": _CONTINUATION.match(lead) is not None and not answer
        and not _sets_aside(lead, after) and not _after_a_paste(text, ins)
        and not told_after and not adds_other,
        "turns_to_something_new": _NEW_TOPIC.search(lead, folded),
        "asks_about_the_agents_work": _AGENTS_WORK.search(lead, folded),
        # "skip that. let's add X": what leans back is the part set aside, not the ask.
        "leans_back": _LEANS_BACK.search(lead[after.end():] if after else lead) is not None
        and n_words <= 25,
        "a_question": a_question,
        "doubts_what_was_said": _DOUBTS.search(lead, folded),
        "agent_asked": offered and not new_work,
        "short_reply_to_a_question": offered and len(lead.split()) <= 3 and not operation,
        "agent_said_nothing": not previous.reply,
        "after_an_interruption": previous.interrupted,
        "after_a_resume": previous.resumed,
        "same_as_before": bool(previous.request) and _same(
            instruction_of(text).lead or text,
            instruction_of(previous.request).lead or previous.request),
        "long": n_words >= 40,
        "words": min(1.0, math.log1p(n_words) / math.log1p(200)),
        "long_gap": gap is not None and gap > LONG_GAP_MINUTES * 60,
        "reply_overlap": len(own_words & reply_words) / len(own_words) if own_words and
        reply_words else 0.0,
        "pastes_a_log": "log" in ins.payload_kinds,
        "pastes_a_finding": "finding" in ins.payload_kinds,
        "pastes_code": bool(ins.payload_kinds & {"code", "diff"}),
        "request_overlap": _overlap(own_words, previous.request),
        "agent_ended_on_a_question": reply_asks,
        "agent_reported_done": not reply_asks and _REPORTS_DONE.search(previous.reply[-300:]),
        "reports_a_live_failure": _LIVE_FAILURE.search(ins.words or lead)
        and not _STILL.search(ins.words or lead) and _DONE_THERE.match(lead) is None,
        "asks_for_new_work": new_work,
        "pastes_a_failure_of_the_work": fails_the_work,
    }
    # Work asked for on things not said before, or a failure users meet now, is a kind of work
    # of its own, though the taxonomy does not name it.
    if f["asks_for_new_work"] or f["reports_a_live_failure"]:
        f["asks_kind"] = True
    if kind is not None:
        f[f"asks_for_{kind.id}"] = True
    return {k: float(v) for k, v in f.items()}


def _weighs_the_work(lead: str) -> bool:
    """Whether the request names work only to weigh, check, undo or set aside the work in
    progress: asks in several questions whether work should be done ("should it cover the
    webhooks too? and the health check?"), doubts or confirms what was said ("isn't 5 seconds
    too short for uploads?", "we still push after the rebase, right?"), asks why the agent
    changed something (unless it asks to be told: "explain the changes you made"), asks for the
    work just done checked again or undone, leaves an error alone, or picks what to start with
    among what was just said. Whatever kind of work it names, it is no task of its own."""
    folded = fold(lead)
    return bool(_WEIGHS_WHETHER_AT_LENGTH.match(lead) or _DOUBTS.search(lead, folded)
                or (_AGENTS_WORK.search(lead, folded) and not _EXPLAIN_VERB.search(lead))
                or _UNDOES.search(lead) or _RECHECKS.search(lead) or _FOCUSES.search(lead)
                or (_IGNORES.match(lead) is not None and not _asks_other_work(lead)))


def _asks_other_work(lead: str) -> bool:
    """ "ignore that, now write the release notes", "forget the uploads, the search page is slow,
    can you profile it?": what was set aside first, other work asked for next."""
    return _ASKED_LATER.search(lead) is not None or _ENDS_IN_AN_ASK.search(lead[-160:]) is not None


_ASKED_LATER = re.compile(r"[,.;:!?—–-]\s+" + _ASK, _I)
# "why is that slower than before?", "what does the second flag do?", "which one is faster?",
# "what does the HAVING clause do here?", "what happens on iOS 16 then?": a question whose
# subject points at what the answer said or listed, or that asks what follows from it, is about
# the answer. "how do I cross-compile this?" asks for steps of its own; "why is this test
# failing?" may point at anything, and at what was pasted.
_ABOUT_THE_ANSWER = re.compile(
    r"^\W*(?:(?:hmm+|ok(?:ay)?|so|and|but|wait|oh|ah|interesting|while we wait|btw)[\s,.]+)*"
    r"(?:which (?:one|of (?:them|those|these|the two))\b[^?\n]*|"
    r"(?:why|what|how|where|when|which|who)\b(?!\s+(?:do|can|could|should|would|to)\s+(?:i|we)\b)"
    r"(?:(?:'s|'re|\s+(?:is|are|was|were|does|do|did|would|will|can|could|should|exactly))*"
    r"\s+(?:that|those|these|they|them|both|either|"
    r"the (?:first|second|third|fourth|fifth|other|two|three|four|both|former|latter|last one))\b"
    r"[^?\n]*|[^?\n]*\b(?:then|here|there|in that case|instead)))\?\s*$", _I)


# "what does the --locked flag of cargo install do?", "how do I run one test with vitest?":
# a question that asks what a thing is or how to do it. "what about the async version?", "what
# if the file is empty?" ask the work in progress to go on; "what happens when the disk fills
# up?", "how long will it take?" ask how the work just done behaves.
_WHAT_OR_HOW = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|and|also|btw|by the way)[\s,.]+)*(?:what|how)\b"
    r"(?!\s+(?:about|if|else|come|happens|(?:would|will|could) happen|long|big|many|much|often|"
    r"fast|slow)\b)[^?\n]*\?\s*$", _I)


def _asks_of_its_own(text: str, lead: str, previous: Previous) -> bool:
    """Whether one question, with nothing pasted, asks to be told what a thing is or how to do
    something, of things neither the last request nor the reply named, every one of them, and
    points at nothing said: it asks for an explanation of its own as plainly as "explain" does.
    Why-questions are left out: "why is the notifier separate from the repository?" is mostly
    asked of the code just seen."""
    ins = instruction_of(text)
    if ins.payload or _WHAT_OR_HOW.match(lead) is None or _LEANS_BACK.search(lead):
        return False
    own = set(words(normalize(ins.words or text)))
    said = set(words(normalize(previous.reply))) | set(words(normalize(previous.request)))
    return len(_content(" ".join(own))) >= 2 and _novelty(own, said) == 1.0


def _asks_about_the_answer(lead: str, pasted: bool, previous: Previous) -> bool:
    """Whether the request is one question about what the agent's answer said or listed, with
    nothing pasted that its "that" could point at instead: its subject points at it, or the
    things it names are the answer's ("what's the ApiError for?", "why the shared client?",
    "where did the session go?"), in its words or its code."""
    if pasted:
        return False
    if _ABOUT_THE_ANSWER.match(lead) is not None:
        return True
    if _WH_QUESTION.match(lead) is None:
        return False
    # "ApiError" names what the reply's `ApiError` does, by its parts as well.
    own = _names(" ".join(_WORD_OF_A_NAME.findall(lead)))
    # "what does leakDetectionThreshold do exactly?": a word of manner may be the question's.
    return bool(own) and _OF_THE_ANSWER * len(own - _named_in(previous.reply[-4000:])) \
        <= len(own)


def _asks_of_the_piece(lead: str, pasted: bool, previous: Previous) -> bool:
    """Whether the request is one question of how the piece just made behaves: its subject a
    pronoun for the piece ("will this run on pull requests too?", "does it keep ...?"), or it
    asks what a thing will, would or should do, or does in a case, and names a thing the
    exchange named, its code, its files, a term or a number of the reply ("what happens when
    redis is down?", "does get_rates still work if REDIS_URL isn't set?", "will CONCURRENTLY
    work inside the migration's transaction?"). Asked right after the work, such a question
    tests the piece, it asks for no work of its own. A question that asks for work ("can you
    ...?"), for the way to do something ("how do I ...?", "is there a way to ...?"), to be told
    what is there ("how are the checkpoints sorted?") or what the people did ("are we testing
    ...?") is left to the other readings, and so is one of things no one named, whatever verb
    of work it shares with the reply ("run", "add")."""
    if pasted or _ONE_QUESTION.match(lead) is None or _POLITE_ASK.search(lead) \
            or _HOW_TO.search(lead) or _IMPERATIVE.match(lead):
        return False
    if _PRONOUN_ASKED.match(lead):
        return True
    # "how are the checkpoints sorted?", "where is X used?", "do we have tests for it?": what
    # is there, asked to be told, is an explanation of its own; what the piece will do, or
    # does in a case, is the piece tested.
    if _OF_BEHAVIOUR.search(lead) is None or _OF_THE_PEOPLE.match(lead):
        return False
    code = {m.group(0).strip("`") for m in _CODE_OR_FLAG.finditer(lead)}
    if code:
        # "what does the --locked flag of cargo install do?": code of its own is other things.
        return all(_of_the_exchange(c, previous) for c in code)
    if any(_of_the_exchange(m.group(0), previous) for m in _NUMBER.finditer(lead)):
        return True
    # A word the exchange wrote only inside its code ("jobs" of `app/jobs.py`) is no term of
    # the reply: "how does the job queue decide the order?" asks of other things.
    things = " ".join(w for w in words(lead) if w.lower() not in _work_verbs())
    prose = _SPAN.sub(" ", previous.request + "\n" + previous.reply[-4000:])
    return bool(_names(things) & _names(prose))


# One question, one sentence: "does the json output keep the header row?".
# (The question's words open at the text's start or after a mark that ends a sentence among
# its leading marks; `^\W*[^.!?\n]*` split a pasted line of dashes every way. The note at
# `instruction._SCANNER_LINE`.)
_ONE_QUESTION = re.compile(r"^(?:\W*[.!?\n])?[^.!?\n]*+(?:\.\w[^.!?\n]*+)*+\?\s*$")
# "how do I ...?", "what's the best way to ...?", "is there a way to ...?": to be told a way.
# Asked as the question, not inside it ("should the 403 tell them how to reset it?").
_HOW_TO = re.compile(r"^\W*(?:(?:ok(?:ay)?|so|and|also|btw|by the way)[\s,.]+)*(?:how (?:do|can|"
                     r"could|should|would|to)\b|what(?:'s| is) (?:the|a) (?:best|right|good|"
                     r"proper|easiest|simplest) way\b|is there (?:a|any) way\b)", _I)
# "what's the difference between rem and em?", "what is a covering index?": a thing to be told
# of by its definition.
_DEFINITION = re.compile(r"^\W*(?:(?:ok(?:ay)?|so|and|also|btw|by the way)[\s,.]+)*"
                         r"(?:what(?:'s| is) an? |what(?:'s| is| are) the difference between)", _I)
# "will it ...?", "could the same ... happen?", "what happens when ...?", "what if ...?", "does
# X still work if ...?": what a thing will or would do, or does in a case.
_OF_BEHAVIOUR = re.compile(
    r"^\W*(?:(?:and|but|so|ok(?:ay)?|wait|hmm+|oh)[\s,]+)*(?:(?:will|would|should|can|could|"
    r"won'?t|wouldn'?t|shouldn'?t|can'?t|couldn'?t)\b|what (?:happens|(?:will|would) happen|if)\b|"
    r"how (?:long|often|many|much|fast|big) (?:will|would|can|could)\b)|"
    r"\b(?:if|when|unless|once)\b", _I)
# "are we testing that ...?", "did you run ...?", "do I have to ...?": what the people did or
# do, not what the piece does.
_OF_THE_PEOPLE = re.compile(r"^\W*(?:(?:and|but|so|ok(?:ay)?|wait|hmm+|oh)[\s,]+)*\w+(?:n'?t)?\s+"
                            r"(?:we|you|i)\b", _I)
# "will this run on ...?", "does it still ...?": an auxiliary, then a pronoun for the piece.
_PRONOUN_ASKED = re.compile(
    r"^\W*(?:(?:and|but|so|ok(?:ay)?|wait|hmm+)[\s,]+)*(?:will|would|does|did|do|is|are|was|"
    r"were|can|could|should|has|have|won'?t|doesn'?t|isn'?t|can'?t)\s+(?:it|this|that|they|"
    r"these|those)\b(?!\s+(?:mean|matter)\b)", _I)
# Code as a question writes it: a span, a flag ("--locked"), a name of code's shape.
_CODE_OR_FLAG = re.compile(r"`[^`\n]+`|(?<![\w-])--?[A-Za-z][\w-]*|" + _CODE_NAME_PATTERN)
_NUMBER = re.compile(r"\b\d{2,}\b")


@lru_cache(maxsize=1)
def _work_verbs() -> frozenset[str]:
    """The verbs that ask for work, as written ("migrate", not "migration"): a question of
    other things shares them with any reply."""
    return frozenset(re.findall(r"[a-z]{3,}", _ASK_VERB))


# One question, asked with a question word: "why the shared client?", "what's X for?".
_WH_QUESTION = re.compile(r"^\W*(?:(?:hmm+|ok(?:ay)?|so|and|but|wait|oh|ah)[\s,.]+)*"
                          r"(?:what|why|where|how|which)\b[^?\n]*\?\s*$", _I)
_OF_THE_ANSWER = 3  # of the things a question names, at most a third not the answer's


# "while you're at it": work set beside the work in progress.
_WHILE_AT_IT = r"while (?:you'?re|you are|we'?re|we are) (?:at it|there|in there)"
# "btw", "one more thing:", "also,", "while you're at it,": an opening that adds something to
# the exchange, without saying whether it is of the piece just made or of other work.
# "one more:", "and another thing,", "oh and", "PS:", "p.s.": the same, said as an add-on to
# what was said ("ps" alone may be the command, so a mark follows it).
_ASIDE = re.compile(
    r"^\W*(?:(?:oh|ah|ok(?:ay)?|and)[\s,]+)*(?:(?:(?:btw|by the way|one (?:more|last) thing|"
    r"one more|(?:one )?last thing|another thing|also|side ?note|" + _WHILE_AT_IT + r")\b|"
    r"p\.\s?s\.?|ps(?=\s*[:,.—–-])|(?<=oh )and\b|(?<=oh, )and\b|(?<=ah )and\b)"
    r"[\s,.:;!—–-]*)+", _I)
# "it still panics", "that broke the build", "they should be sorted": the piece just made, as a
# subject. "it would be nice to ...", "that reminds me, ..." point at nothing said; "this repo
# has ...", "that page ..." name their subject (`_SUBJECT`).
_NEGATION = r"(?:\w+n't|(?:do|does|did|is|are|was|were|has|have|had|ca|wo|should|would)nt)"
_PIECE_PRONOUN = re.compile(
    r"^(?:(?:it|they)\b(?!'d\b|'s time\b|\s+would\b)|(?:this|that|these|those)(?:'s\b|\s+"
    r"(?!reminds\b)(?:is|are|was|were|has|have|had|does|do|did|can|could|should|must|will|"
    r"would|still|now|never|always|also|only|just|already|" + _NEGATION + r"|\w+ed|broke|"
    r"broken|made|took|went|got|left|kept|hit)\b)|"
    # "that breaks the build", "this looks off": a verb, not "these tests", "this class".
    r"(?:this|that)\s+(?!reminds\b)\w+[^s\W]s\b)", _I)
_AT_IT = re.compile(r"^\W*(?:(?:oh|ok(?:ay)?|and|also)[\s,]+)*" + _WHILE_AT_IT + r"\b", _I)
# "the toggle flashes white ...", "our invoice emails should ...": a subject's first words.
_SUBJECT = re.compile(r"^(?:the|our|my|your|this|that|these|those)\s+([\w-]+)"
                      r"(?:\s+([\w'-]+)(?:\s+([\w'-]+))?)?", _I)
# Words that end a noun phrase: verbs that help, negations, adverbs of time, prepositions.
_NOT_OF_A_NOUN = re.compile(
    r"(?:is|are|was|were|be|been|has|have|had|does|do|did|can|could|should|must|will|would|"
    r"may|might|needs?|keeps?|still|now|never|always|also|only|just|already|again|"
    r"in|on|of|for|with|from|at|to|by|into|after|before|when|while|if|and|or|but|so|that|"
    r"which|who|" + _NEGATION + r"|"
    # "the email arrived", "the toggle flashed": a verb in the past after the noun.
    r"\w{3,}ed)$", _I)
# "also, add a pre-commit hook": an adding opening before other words.
_ALSO = re.compile(r"^\W*(?:(?:oh|ok(?:ay)?|and)[\s,]+)*(?:also|plus)\b[\s,.:;!—–-]*", _I)


def _tells_of_the_piece(lead: str, previous: Previous, pasted: bool) -> bool:
    """Whether an aside ("btw", "one more thing", "also", "while you're at it") tells of the
    piece just made (a defect, how it should be, what it does) in a sentence whose subject is
    that piece: a pronoun for it ("btw it still panics on ...", "btw that broke the build") or
    a thing the last request or the reply named ("btw the toggle flashes white on every page
    load"). A subject of things not named ("btw the docs site returns 404 since friday") is
    other work; what a pronoun points at after a paste is the paste. "While you're at it",
    which says it is at the piece, also opens an ask on what the exchange named ("while you're
    at it, add 3.13 to the matrix"). Any aside may open an ask of the kind of the work in
    progress, or of none, whose object is a pronoun or first names a thing the exchange named
    ("one more thing: make it exit non-zero ..."), and a subject may be code the exchange named
    ("oh, and findByCustomer should return a List"). The piece tried by hand opens such a
    sentence as an aside does ("tried it, the button does nothing on Safari", `turning.TRIED`)."""
    aside = _ASIDE.match(lead) or turning.TRIED.match(lead)
    if aside is None or pasted:
        return False
    rest = lead[aside.end():]
    asked = _IMPERATIVE.match(rest)
    if asked and _AT_IT.match(lead) and not rest.rstrip().endswith("?"):
        # What is asked for names things, the verb that asks none ("add", "make").
        return bool(_names(rest[asked.end():])
                    & _names(previous.request + "\n" + previous.reply[-4000:]))
    if asked and not rest.rstrip().endswith("?") and not _turns_further(rest):
        # "one more thing: make it exit non-zero ...", "PS: make fetch_user log ...": an ask
        # whose object is the piece, by a pronoun or by the first thing it names. An ask of a
        # kind of its own ("also write a test that pins ...") is that kind's work.
        what = rest[asked.end():].lstrip()
        then = kind_of(rest)
        return (then is None or (previous.kind is not None and then.id == previous.kind.id)) \
            and (_PRONOUN_FIRST.match(what) is not None or _names_first_what_was_named(what,
                                                                                      previous))
    if rest.rstrip().endswith("?") or asked or _POLITE_ASK.search(rest):
        return False
    if _PIECE_PRONOUN.match(rest):
        return True
    code = _CODE_NAME.match(rest.lstrip("`"))
    if code is not None:
        # "oh, and findByCustomer should return a List": the subject is code, the exchange's.
        parts = _names(" ".join(_WORD_OF_A_NAME.findall(code.group(0))).lower())
        return bool(parts) and parts <= _named_before(previous)
    return _subject_named(rest, previous) is True


def _subject_named(told: str, previous: Previous) -> bool | None:
    """Whether the subject a sentence opens with ("the toggle flashes white", "the invoice
    emails should ...") is a thing the last request or the reply named; None when it opens
    with no such subject."""
    subject = _SUBJECT.match(told)
    if subject is None:
        return None
    # "the toggle flashes white": one word names the subject; "the invoice emails should ...":
    # two, when a word that cannot be of a noun follows them.
    head = subject.group(1) if subject.group(3) is None or _NOT_OF_A_NOUN.match(
        subject.group(2)) or not _NOT_OF_A_NOUN.match(subject.group(3)) else \
        f"{subject.group(1)} {subject.group(2)}"
    named = _names(head)
    return bool(named) and named <= _named_in(previous.request + "\n" + previous.reply[-4000:])


def _reports_a_trial(lead: str, previous: Previous, pasted: bool) -> bool:
    """Whether the person tried the piece just made and tells, in one sentence that asks
    nothing, what came of it ("ran the migration on staging, took 4 minutes", "pushed it, the
    workflow failed at the deploy step", "deployed, users get the 403 now but ..."): the
    trial's object is a pronoun for the piece, a thing the exchange named, or left unsaid,
    and what was seen has no subject ("took 4 minutes"), or one the exchange named. What came
    of trying it is the piece's work, whatever it tells; a trial of things of its own ("tried
    the search page,"), a subject of its own ("deployed it, the payments page is blank") or a
    second sentence ("works. the export is broken too") may be other work, and is left to the
    other readings."""
    tried = turning.TRIED.match(lead)
    if tried is None or pasted or _turns_further(lead):
        return False
    trial, rest = lead[:tried.end()], lead[tried.end():].strip()
    if not rest or _SENTENCE_BREAK.search(rest) or rest.endswith("?") \
            or _IMPERATIVE.match(rest) or _POLITE_ASK.search(rest) \
            or _subject_named(rest, previous) is False:
        return False
    return len(words(trial)) <= _BARE_TRIAL or _PRONOUN_OBJECT.search(trial) is not None \
        or bool(_names(trial) & _named_before(previous))


_SENTENCE_BREAK = re.compile(r"[.!?;]\s+\S")
_BARE_TRIAL = 2  # "deployed,", "tried it,", "tested locally,": no object of its own
_PRONOUN_OBJECT = re.compile(r"\b(?:it|this|that|them|these|those)\b", _I)


_PRONOUN_FIRST = re.compile(r"(?:it|them|that|this|those|these|they)\b", _I)
_ARTICLE_FIRST = re.compile(r"^(?:(?:a|an|the|this|that|these|those|one|another|new)\s+)+", _I)


def _names_first_what_was_named(what: str, previous: Previous) -> bool:
    """Whether the first thing an ask names is one the exchange named: code by its name ("PS:
    make `fetch_user` log ..."), a word by its stem. Code of its own first ("we need a `doctor`
    command ...") is a thing of its own, whatever words follow it."""
    head = _ARTICLE_FIRST.sub("", what)
    if head.startswith("`") and "`" in head[1:]:
        return _of_the_exchange(head[1:head.index("`", 1)], previous)
    return _first_name(what) in _named_before(previous)


def _turns_further(rest: str) -> bool:
    """Whether words after an opening turn to other work once more ("btw, unrelated: ...",
    "one more thing, a separate task: ...")."""
    return bool(_NEW_TOPIC.search(rest, fold(rest)) or _TURNS_AWAY.match(rest)
                or turning.OTHER_WORK_NAMED.search(rest) or turning.SEPARATE.search(rest))


def _adds_on_other_work(lead: str, previous: Previous, pasted: bool) -> bool:
    """Whether an add-on opening ("one more thing:", "and another thing,", "oh and", "PS:",
    "btw", "while you're there,") comes before words of other work: an ask whose object, or a
    sentence whose subject ("the sentry DSN in staging is wrong, swap it"), names at its head
    only things the exchange did not name, two things of its own or more in all, leaning on
    nothing said. "also" alone is `_adds_other_things`'s; a question is left to the weights
    ("btw what does the second flag do?" may be about the answer)."""
    aside = _ASIDE.match(lead)
    if aside is None or pasted or lead.rstrip().endswith("?"):
        return False
    also = _ALSO.match(lead)
    if also is not None and also.end() >= aside.end():
        return False
    rest = lead[aside.end():]
    polite = _POLITE_OPENING.match(rest)
    asked = _IMPERATIVE.match(rest[polite.end():] if polite else rest)
    if asked is not None:
        what = (rest[polite.end():] if polite else rest)[asked.end():]
    elif _SUBJECT.match(rest) is not None and not _PIECE_PRONOUN.match(rest):
        what = rest
    else:
        return False
    head = _names(_HEAD_ENDS.split(what, maxsplit=1)[0])
    named = _named_before(previous)
    first = _FIRST_CLAUSE.match(what)
    opening = first.group(0) if first else what
    return bool(head) and not head & named and len(_names(what) - named) >= _CLOSING_NAMES \
        and _novelty(set(words(normalize(what))), _said(previous)) >= 0.5 \
        and not _leans_back(what) and not _MORE_OF_THE_SAME.search(opening, fold(opening))


_ANY_VERB = re.compile(r"\W*([a-z']+)\b", _I)
_IT = re.compile(r"\b(?:it|its|them)\b", _I)
_CODE_OR_VERSION = re.compile(r"`[^`\n]+`|\bv?\d+(?:\.\d+)+\b|" + _CODE_NAME_PATTERN)


def _also_adds(lead: str, previous: Previous, pasted: bool) -> bool | None:
    """What "also" before an ask adds (`_ALSO`, "oh and also", "also, can you ..."): True for
    work of another kind than the work in progress, a kind of its own (not a change to code's:
    `Kind.shapes_a_piece`), that touches none of its things ("also,
    can you bump the go version in CI", "oh and also write the release notes" after a fix); False
    for more of the piece just made, an ask of no kind, of the work's kind or of a change to
    code's kinds whose object is a pronoun for the piece or names a thing the exchange named
    ("also handle the case where owner is just whitespace", "also add type hints to the new
    class"); None for the rest, left to the other readings and the weights (work of another kind
    on the exchange's things, a question, a paste, words that turn further)."""
    also = _ALSO.match(lead)
    if also is None or pasted or lead.rstrip().endswith("?"):
        return None
    rest = lead[also.end():]
    polite = _POLITE_OPENING.match(rest)
    ask = rest[polite.end():] if polite else rest
    then = kind_of(ask)
    # "also log the row number ...": a verb the asking verbs do not list opens an ask too, when
    # the words ask for a kind of work.
    asked = _IMPERATIVE.match(ask) or _ANY_VERB.match(ask)
    if asked is None or (asked.lastindex and (asked.group(1).lower() in _FUNCTION_WORDS or (
            then is None and asked.group(1).lower() not in _BARE_ASKS | _work_verbs()))) \
            or _turns_further(rest) or _MORE_OF_THE_SAME.search(rest, fold(rest)):
        return None
    what = ask[asked.end():]
    own = _names(what)
    exchange = previous.request + "\n" + previous.reply[-4000:]
    # The piece by a pronoun ("when it fails"; "that" may open a clause of its own), by a thing
    # the exchange named, or by its code or version said again ("the changelog for 2.3.0").
    code = _CODE_OR_VERSION.findall(what)
    # "also we need a `doctor` command ...": code of its own is a thing of its own, whatever
    # words of the exchange ("command") it is said with.
    touches = _IT.search(what) is not None or any(v in exchange for v in code) \
        or (bool(own & _named_before(previous)) and all(v in exchange for v in code))
    before = previous.kind.id if previous.kind is not None else None
    # A change to code's kinds ("add the seed command" after a README section) is how any
    # further piece is worded: only a kind of its own tells other work by itself.
    if then is not None and not then.shapes_a_piece and then.id != before and own \
            and not touches:
        return True
    if touches and (then is None or then.id == before or then.shapes_a_piece):
        return False
    return None


# "can you set up ...", "could we please ...": the polite words before the verb that asks.
_POLITE_OPENING = re.compile(r"(?:can|could|would) (?:you|we)\s+(?:please\s+)?", _I)
# Where the head of what is asked or told ends: a mark, a preposition, a conjunction.
_HEAD_ENDS = re.compile(r"[,;:.!?]|\b(?:of|for|in|on|at|to|from|with|by|into|when|that|which|so|"
                        r"and|as|if|after|before|until|while)\b", _I)


def _named_in(text: str) -> set[str]:
    """What a text names, in its words and in the parts of its code's names ("TestShortRows",
    "go test ./importer/..." name a test)."""
    parts = " ".join(_WORD_OF_A_NAME.findall(text)).lower()
    return _names(text) | _names(parts)


# "TestShortRows" -> "Test", "Short", "Rows"; "read_rows" -> "read", "rows"; "BillingTab" ->
# "Billing", "Tab" (a capital opens a word of three letters as well).
_WORD_OF_A_NAME = re.compile(r"[A-Z][a-z]{2,}|[a-z]{3,}")
# "can you ...", "could we ...": an ask, wherever it stands in the sentence.
_POLITE_ASK = re.compile(r"\b(?:can|could|would) (?:you|we)\b", _I)
# What `normalize` puts for code, paths and numbers: placeholders that name no one thing.
_PLACEHOLDERS = frozenset({"code", "url", "path", "file", "hash", "number"})


def _said(previous: Previous) -> set[str]:
    """The words of the last request and of the reply."""
    return set(words(normalize(previous.reply))) | set(words(normalize(previous.request)))


def _named_before(previous: Previous) -> set[str]:
    return _named_in(previous.request + "\n" + previous.reply[-4000:])


def _restates(lead: str) -> bool:
    """Whether the request says the last one again because the reply missed it ("what I meant
    was ...", "let me rephrase: ...", "I think you misunderstood. by collapsible I mean ..."),
    without opening other work ("let me clarify the next feature: ...")."""
    return turning.RESTATES.match(lead) is not None \
        and not _NEW_TOPIC.search(lead, fold(lead)) \
        and not turning.OTHER_WORK_NAMED.search(lead) and _TURNS_AWAY.match(lead) is None


def _takes_up(lead: str, previous: Previous) -> bool:
    """Whether the request takes the work in progress up again after a pause ("ok where were
    we", "continue", "let's pick this up again", "morning! carry on with the view switch"):
    what it names, if anything, is what the exchange named or leans on it. "continue with the
    audit log" after other work names work of its own."""
    m = turning.TAKES_UP.match(lead)
    if m is None:
        return False
    # "ok let's continue" opens as moving on does: what follows it says whether it does.
    rest = lead[m.end():]
    if _NEW_TOPIC.search(rest, fold(rest)):
        return False
    # "go on and open a PR": an operation after it is asked as such.
    then = kind_of(rest) if rest.strip() else None
    if then is not None and then.operation:
        return False
    rest = turning.WHEN_LEFT.sub(" ", rest)
    own = _names(rest)
    # "resume the refactor": the work named by its kind, the kind of the last request.
    named = _named_before(previous) | (_names(previous.kind.id.replace("-", " "))
                                       if previous.kind is not None else set())
    # "go on and deploy it to prod" asks work on the piece, which "it" does not make the same.
    if not own or own <= named or (len(own) <= _CLOSING_NAMES and _LEANS_BACK.search(rest)
                                   is not None and _IMPERATIVE.match(rest.strip()) is None):
        return True
    # "ok back to the rate limiter. the bucket should be per api key": the piece taken up named
    # as the exchange named it, then how it should go on.
    taken = turning.TAKEN_UP.match(rest)
    if taken is None or not _names(taken.group("object")) <= named:
        return False
    after = rest[taken.end():].lstrip(" \t,.;:!—–-")
    return bool(after) and _goes_on_with(after, previous)


def _takes_up_other_work(lead: str, previous: Previous) -> bool:
    """Whether the request takes up a piece of work by its name ("ok back to the billing export
    from this morning.", "continue with the audit log") that names things of its own, none
    of them named by the exchange: work left earlier is other work than the one in progress."""
    m = turning.TAKES_UP.match(lead)
    taken = turning.TAKEN_UP.match(lead[m.end():]) if m else None
    if taken is None:
        return False
    own = _names(turning.WHEN_LEFT.sub(" ", taken.group("object")))
    return len(own) >= _CLOSING_NAMES and not own & _named_before(previous)


def _goes_on_with(rest: str, previous: Previous) -> bool:
    """Whether words go on with the work in progress: they lean on it, their subject or half
    the things they name or more the exchange named ("the menu still doesn't close"), and they
    turn to no other work."""
    if _NEW_TOPIC.search(rest, fold(rest)) or _TURNS_AWAY.match(rest) \
            or turning.OTHER_WORK_NAMED.search(rest):
        return False
    own = _names(rest)
    named = _named_before(previous)
    return _leans_back(rest) or _first_name(rest) in named \
        or 2 * len(own & named) >= len(own) > 0


def _picks_an_option(lead: str, previous: Previous) -> bool:
    """Whether the request picks one of the options the reply laid out ("A is fine. use the
    simple config", "B, but run it as a sidecar", "go with 2 and skip the backfill"), and
    says, if anything, how to do it; an opening that turns to other work after the pick
    ("B. next: ...", "2. separately, ...") asks for that work."""
    m = turning.PICKS.match(lead)
    if m is None or not turning.offers(previous.reply, m.group("option")) \
            or turning.LIST_ITEM.search(lead, m.end()):
        return False  # "1. rename the repo\n2. ...": a list of the person's own
    rest = lead[m.end():].lstrip(" \t,.;:!—–-")
    # "B, and commit it": an operation after an answer is asked as such.
    then = kind_of(rest) if rest else None
    return not _NEW_TOPIC.search(rest, fold(rest)) and _TURNS_AWAY.match(rest) is None \
        and _MOVES_ON.match("ok. " + rest) is None \
        and (then is None or not then.operation)


def _picks_a_named_option(lead: str, previous: Previous) -> bool:
    """Whether the request answers the reply's question of a choice ("should I use X or Y?",
    "which do you prefer?") by picking one option by a word the reply said of it or by its
    place ("the small one.", "mui one please, and make the week start on monday"), whatever it
    asks more of the piece, as long as it turns to no other work and asks no operation."""
    m = turning.PICKS_BY_WORD.match(lead)
    if m is None or turning.CHOICE_ASKED.search(previous.reply[-_CHOICE_CHARS:]) is None:
        return False
    option = m.group("option")
    if not turning.PLACE.match(option.split()[-1]) and not (
            _names(option) and _names(option) <= _named_in(previous.reply[-_CHOICE_CHARS:])):
        return False
    rest = lead[m.end():].lstrip(" \t,.;:!—–-")
    then = kind_of(rest) if rest else None
    return not _turns_further(rest) and _MOVES_ON.match("ok. " + rest) is None \
        and (then is None or not then.operation)


_CHOICE_CHARS = 600  # where a reply asks its question: its end


def _turns_to_separate_work(lead: str, previous: Previous) -> bool:
    """Whether a sentence says outright that what follows is other work ("also, separately,",
    "separate thing:", "on another note,") and what follows names things of its own, most of
    them not said before: work of its own, though the words before it approved, thanked or
    reported on the work in progress."""
    m = turning.SEPARATE.search(lead)
    if m is None:
        return False
    rest = lead[m.end():]
    # "separately, keep 10 dumps instead of 7" names the work in progress again.
    return len(_names(rest) - _named_before(previous)) >= _OTHER_THINGS \
        and _novelty(set(words(normalize(rest))), _said(previous)) >= 0.5


# Where a reply says it pushed the work: its last sentences.
_CHECKS_CHARS = 400


def _reports_the_checks(lead: str, previous: Previous) -> bool:
    """Whether the request only says what the checks said ("CI is red on lint", "checks
    passed"), or that the work still fails though they pass ("checks are green but the
    preview still shows the old date"), after a reply that pushed the work or left it to the
    checks: a result of the work in progress, as a pasted log of it is."""
    return turning.CHECKS_SAID.match(lead) is not None \
        and turning.LEFT_TO_CHECKS.search(previous.reply[-_CHECKS_CHARS:]) is not None


def _corrects_or_acts_on_it(lead: str, pasted: bool) -> bool:
    """Whether the request asks for what the answer laid out by a pronoun alone ("ok then
    change it"), says how the piece should be with no subject of its own ("should be
    is_archived"), or approves it with a reservation ("ok but log a warning when ..."), and
    turns to no other work after. With something pasted, "fix this" and "should be like this"
    may point at the paste instead."""
    if pasted:
        return False
    if turning.ACTS_ON_IT.match(lead):
        return True
    m = turning.SHOULD_BE.match(lead) or turning.APPROVED_BUT.match(lead)
    if m is None:
        return False
    rest = lead[m.end():].lstrip(" \t,.;:!—–-")
    # "ok but now write ...", "fine, but unrelated: ...": what follows moves on.
    return not _NEW_TOPIC.search(lead, fold(lead)) and _TURNS_AWAY.match(rest) is None \
        and _MOVES_ON.match("ok. " + rest) is None \
        and not turning.OTHER_WORK_NAMED.search(rest) and not _ASKED_LATER.search(rest)


def _corrects_what_was_named(lead: str, previous: Previous) -> bool:
    """Whether the request says how a thing the exchange named should be, as a correction ("the
    settings default should be 1000 actually", "that column needs to be nullable instead"),
    and turns to no other work after: the piece just made, set right. Of a thing no one named
    ("the sidebar should be collapsible instead of ..."), it is other work."""
    m = turning.SHOULD_BE_INSTEAD.match(lead)
    if m is None or _NEW_TOPIC.search(lead, fold(lead)) or _ASKED_LATER.search(lead[m.end():]):
        return False
    # The thing by its head, the last word: "an invalid page_token" is the page_token named,
    # whatever case of it the correction is about.
    head = _names(m.group(1).split()[-1])
    return bool(head) and head <= _named_before(previous)


def _redirects_the_work(lead: str, previous: Previous) -> bool:
    """Whether the request judges the thing the work was done on the wrong one ("wrong file -
    it's in pkg/auth", "that's the wrong endpoint, I meant v2") and, if it says more, names the
    right one: the same work, its target set right, though the target is a thing no one named.
    What turns to other work after the judgement ("wrong file. separately, ...") is other work."""
    m = turning.WRONG_TARGET.match(lead)
    if m is None:
        return False
    rest = lead[m.end():]
    if not rest.strip():
        return True
    return turning.REDIRECTED.search(rest) is not None and not _turns_further(rest) \
        and _MOVES_ON.match("ok. " + rest) is None


def _answers_then_adds(lead: str, previous: Previous) -> bool:
    """Whether, after a reply that ended on a question, the request's first sentence answers it
    by what the question named (its code, or words all of the question's: "keep it as
    legacy_id.", "legacy_id, yes.") and one more sentence at most asks more of the same work
    ("also update the factories in the tests"): the answer and an addition to what it answers.
    One that turns, drops, moves on, asks an operation or tells a defect asks other work."""
    if not previous.reply.rstrip().endswith("?"):
        return False
    first = _ANSWER_SENTENCE.match(lead)
    if first is None:
        return False
    head, question = first.group(0), previous.reply[-_CHOICE_CHARS:]
    code = _code_names(head)
    names = _names(head)
    if not ((code and code <= _code_names(question))
            or (names and not code and names <= _named_in(question))):
        return False
    rest = lead[first.end():]
    then = kind_of(rest) if rest.strip() else None
    return not _turns_further(rest) and _MOVES_ON.match("ok. " + rest) is None \
        and turning.DROPS.match(rest) is None \
        and (then is None or not then.operation) and not tells_a_defect(rest) \
        and _SENTENCE_BREAK.search(rest.rstrip(" .!")) is None


# An answer's sentence: up to its first full stop, semicolon or exclamation mark.
_ANSWER_SENTENCE = re.compile(r"^[^.!?;\n]{1,60}[.!;]\s+")


def _tells_the_work_broke(lead: str, previous: Previous, pasted: bool) -> bool:
    """Whether the request only tells, in one sentence that asks nothing, that the work just
    done broke something: a checker's complaint tied to it by its time ("mypy is unhappy now",
    "clippy has two new warnings after this", "tsc: 3 errors in the new file"), a defect whose
    subject is a pronoun for the piece or first names a thing the exchange named ("now the page
    flickers on load", "the toggle resets after a reload"), or a thing of its own said to be
    lost with the work ("the request ids are gone from the logs", "--verbose doesn't do
    anything anymore"), or one tied to the work by its time that names a thing of it
    ("spotless fails on the new controller"). What was made failing is the work in progress,
    whatever kind of work its words name. A check red on a shared branch or across the project,
    a failure users meet in production, and what turns to other work are left to the other
    readings: they are the project's as often as the piece's; so is what the person's trial
    showed ("pushed it, took 12 minutes", `_reports_a_trial`)."""
    if pasted or lead.rstrip().endswith("?") or _SENTENCE_BREAK.search(lead.rstrip(" .!")) \
            or _IMPERATIVE.match(lead) or _POLITE_ASK.search(lead) \
            or _ENDS_IN_AN_ASK.search(lead[-160:]) or _ASKED_LATER.search(lead) \
            or _turns_further(lead) \
            or _TURNS_AWAY.match(lead) or turning.SEPARATE.search(lead) \
            or _LIVE_FAILURE.search(lead, fold(lead)) or _ACROSS.search(lead) \
            or turning.SHARED_BRANCH.search(lead) or turning.DISOWNS.search(lead) \
            or turning.TRIED.match(lead):
        return False
    # "use `thiserror` for the error enum": an imperative the asking verbs do not list, whose
    # "error" tells no defect.
    first = re.match(r"\W*([a-z']+)", lead, _I)
    if first is not None and first.group(1).lower() in _BARE_ASKS | _work_verbs():
        return False
    kind = kind_of(lead)
    tied = turning.SINCE_THE_WORK.search(lead) is not None
    if kind is not None and kind.checker_complaint:
        return tied
    lost = turning.LOST_WITH_THE_WORK.search(lead) is not None
    changed = turning.NOW_TOLD.match(lead) is not None
    if not (lost or changed or tells_a_defect(lead)):
        return False
    told = re.sub(r"^\W*now\b[\s,]*", "", lead, flags=_I)
    # Named in the exchange's words, not only in its paths ("app" of `app/users.py`).
    prose = _SPAN.sub(" ", previous.request + "\n" + previous.reply[-4000:])
    of_the_piece = _PIECE_PRONOUN.match(told) is not None or _first_name(told) in _names(prose)
    # "spotless fails on the new controller", "cargo doc now warns ...": tied to the work by
    # its time, and naming a thing of it, wherever.
    return of_the_piece or lost or (tied and bool(_names(lead) & _named_before(previous)))


# The code a request opens on: a name in a code span, or of code's own shape ("`Config::load`
# panics ...", "sendWithRetry ignores ...", "the `retry` loop ...").
_CLAUSE_END = re.compile(r"[.;!\n]\s|,\s")
_OPENS_ON_CODE = re.compile(r"^[^\w`]*(?:(?:the|its|your)\s+)?(?:`([^`\n]+)`|(\S+))")


def _faults_its_code(lead: str, previous: Previous) -> bool:
    """Whether the request opens on code the agent's reply named, in a first sentence that
    tells a defect of it ("`Config::load` panics when APP_PORT isn't a number, return an error
    instead", "parse_rows drops the last line, keep it"), and asks at most its repair after
    it in one clause that adds nothing on: the code just written, set right, whatever
    kind of work the defect's words name. A code name the reply did not write ("`OrderService`
    times out in prod") is left to the other readings, and so is what turns to other work."""
    m = _OPENS_ON_CODE.match(lead)
    if m is None or lead.rstrip().endswith("?") or _TURNS_AWAY.match(lead) \
            or _NEW_TOPIC.search(lead, fold(lead)) or turning.SEPARATE.search(lead) \
            or turning.DISOWNS.search(lead) or _LIVE_FAILURE.search(lead, fold(lead)):
        return False
    name = (m.group(1) or m.group(2)).strip(".,:;()").lower()
    # A span by its name, its arguments left out ("`sendWithRetry(ctx, req)`").
    code = _code_names(previous.reply[-4000:]) | {
        c.group(1).split("(")[0].strip().lower() for c in _SPAN.finditer(previous.reply[-4000:])}
    if m.group(1) is None and not (_CODE_SHAPED.match(m.group(2).strip(".,:;()"))
                                   or _CODE_NAME.fullmatch(m.group(2).strip(".,:;()"))):
        return False
    if name not in code:
        return False
    # The defect told in the first clause; after its comma or its stop, one clause at most,
    # which adds nothing on ("return an error instead", not "also, add a healthcheck").
    told, *rest = _CLAUSE_END.split(lead, maxsplit=2)
    if not tells_a_defect(told) or len(rest) > 1:
        return False
    after = rest[0] if rest else ""
    return not (_ASIDE.match(after) or _ALSO.match(after) or _MOVES_ON.match(after)
                or _AT_IT.match(after))


# Verbs that open an ask, beside the ones that ask for work (`_ASK_VERB`): "use X", "keep Y".
_BARE_ASKS_WORDS = """use return keep throw raise wrap avoid prefer pass call put let take give
try stop do don't dont never always just please pls"""
_BARE_ASKS = frozenset(_BARE_ASKS_WORDS.split())


def _asks_for_it(lead: str, pasted: bool, previous: Previous) -> bool:
    """Whether the request, one sentence, asks for a thing of its own kind made for, on or
    around a pronoun that stands for the piece just made ("add a metric for it, the hit rate
    at least", "write a test for that", "add a panel for it in grafana"): the pronoun stands
    before any thing the request names, so it points at the piece, and what is asked is made
    for it. An operation asked as such ("add a changelog entry for it"), a kind of work that
    changes from the piece's, another ask joined on, or a turn to other work asks work of its
    own."""
    m = turning.FOR_IT.match(lead)
    if m is None or pasted or _SENTENCE_BREAK.search(lead.rstrip(" .!?")):
        return False
    kind = kind_of(lead)
    rest = lead[m.end():]
    return (kind is None or not kind.operation) and not _turns_further(lead) \
        and _ASKED_LATER.search(rest) is None and _JOINED_ASK.search(rest) is None


def _passes_on_a_message(text: str, previous: Previous) -> bool | None:
    """A message pasted under a heading that names only its sender ("a customer emailed:",
    "from support:"): True when it names nothing the exchange named, all its words its own
    ("I was charged twice for my subscription"): other work brought in; False when two things
    or more of it are the exchange's ("my profile still shows the old avatar" after the avatar
    upload, "users say dark mode makes the charts unreadable" after the toggle): what someone
    met of the work just done;
    None when it is no such message, or it names too little to tell."""
    ins = instruction_of(text)
    if not ins.payload or turning.SENDER.match(ins.words or ins.lead or "") is None:
        return None
    message = _QUOTE_MARK.sub("", ins.payload)
    own, named = _names(message), _named_before(previous)
    shared = own & named
    if own and not shared and _novelty(set(words(normalize(message))), _said(previous)) == 1.0:
        return True
    if len(shared) >= _CLOSING_NAMES:
        return False
    return None


_QUOTE_MARK = re.compile(r"(?m)^\s*>\s?")


def _asks_of_it(lead: str, pasted: bool) -> bool:
    """Whether the request, one sentence, asks one piece of work done to a pronoun that stands
    first in it ("check it with voiceover too", "can you put it on the grafana dashboard too?"):
    nothing before it to point at but the piece just made, so the work is that piece's, unless
    it is an operation asked as such ("commit it") or another ask follows ("build it and check
    that it works", "test it, then write the post")."""
    m = turning.PRONOUN_OBJECT.match(lead)
    if m is None or pasted or _SENTENCE_BREAK.search(lead.rstrip(" .!?")):
        return False
    # "run it, then show me the diff": what came of it, asked back, is no ask of its own.
    told_back = _TELLS_BACK.search(lead)
    if told_back is not None and told_back.start() >= m.end():
        lead = lead[:told_back.start()]
    kind = kind_of(lead)
    rest = lead[m.end():]
    # "build it and check if it works": a second ask joined on is work of its own, as often as not.
    return (kind is None or not kind.operation) and not _NEW_TOPIC.search(lead, fold(lead)) \
        and _ASKED_LATER.search(rest) is None and _JOINED_ASK.search(rest) is None


_JOINED_ASK = re.compile(r"\b(?:and|then)\s+(?:also\s+)?" + _ASK_VERB + r"\b", _I)
# "..., then show me the diff", "... and tell me how long it took", "... and let me know":
# a last ask, joined on, to be shown or told what the work asked before it gave.
_TELLS_BACK = re.compile(r"(?:\s*[,;]\s*|\s+)(?:and\s+|then\s+|and then\s+)?(?:show|tell|send|"
                         r"paste|give)\s+(?:me|us)\b[^.!?\n]*[.!]?\s*$|(?:\s*[,;]\s*|\s+)(?:and\s+"
                         r"|then\s+)?let (?:me|us) know\b[^.!?\n]*[.!]?\s*$", _I)


def _points_at_its_paste(text: str, lead: str, previous: Previous) -> bool:
    """Whether a log or a run is pasted under or over a few typed words that lean back or say
    it still fails ("this one now", "still", "same again") and name nothing the exchange did
    not: what the work in progress now meets. Words of their own ("the import job crashed:")
    tell of other code."""
    ins = instruction_of(text)
    # A fenced test run is often read as code: what is pasted counts, not how it is read.
    if not ins.payload_kinds & {"log", "code"} or not ins.typed \
            or not (previous.reply or previous.request):
        return False
    typed = ins.words
    return len(words(typed)) <= _POINTER_WORDS \
        and (_LEANS_BACK.search(typed) is not None or _STILL.search(typed, fold(typed))) \
        and _names(typed) <= _named_before(previous) \
        and not _NEW_TOPIC.search(lead, fold(lead)) and _TURNS_AWAY.match(lead) is None \
        and not _LIVE_FAILURE.search(typed, fold(typed)) and _IMPERATIVE.match(typed) is None


_POINTER_WORDS = 4


def _drops_for_other_work(lead: str, previous: Previous) -> bool:
    """Whether the request drops the work in progress ("actually forget the icons,", "let's
    hold off on that.", "leave the cache for now.": put off, or named by the last request's
    words, not by the reply's way of doing it) and asks next for work on things neither
    the last request nor the reply named, leaning on nothing: that work is a task of its own.
    What it asks instead of the dropped part ("forget the middleware, do it in the handler
    instead") redirects the work in progress."""
    m = turning.DROPS.match(lead)
    if m is None:
        return False
    # What is dropped is the work itself: by the last request's words, or put off ("hold off
    # on that"). "drop the redis idea, ..." and "drop that, ..." throw away a way of doing it,
    # and what follows may be the other way.
    dropped = _names(m.group("dropped") or m.group("held") or "")
    if not (dropped and (dropped <= _named_in(previous.request)
                         or dropped <= _named_in(_offer_of(previous.reply)))) \
            and not (m.group("off") or m.group("later")):
        return False
    rest = lead[m.end():]
    asked = _IMPERATIVE.match(rest)
    if asked is None and _POLITE_ASK.match(rest) is None:
        return False
    named = _names(rest[asked.end():] if asked else rest)
    return len(named) >= _OTHER_THINGS \
        and _novelty(set(words(normalize(rest))), _said(previous)) >= 0.5 \
        and not _leans_back(rest) and not _MORE_OF_THE_SAME.search(rest, fold(rest))


def _offer_of(reply: str) -> str:
    """The reply's last sentence, when it offers more work ("Want me to also update the
    docs?"): what the person may decline."""
    last = reply.rstrip()[-_OFFER_CHARS:]
    last = re.split(r"(?<=[.!?])\s+", last)[-1]
    return last if _OFFER.search(last) else ""


_OFFER_CHARS = 200


def _disowns_the_work(text: str, lead: str) -> bool:
    """Whether the request says what it is about is not the work in progress ("this is from
    the android build, not your change") and asks something of it or pastes it: other work."""
    ins = instruction_of(text)
    return turning.DISOWNS.search(ins.words or lead) is not None \
        and not lead.rstrip().endswith("?") \
        and (bool(ins.payload) or _ASKED_LATER.search(lead) is not None
             or _ENDS_IN_AN_ASK.search(lead[-160:]) is not None)


def _heads_other_work(lead: str, previous: Previous, payload: str = "") -> bool:
    """Whether a heading opens the request ("new spec for the invoices page:", "now the
    onboarding flow:", "next:") that names things the exchange did not name, or none, and
    what follows names things of its own, its first clause leaning on nothing: a
    specification of other work, however long. What follows a heading may say "again" or
    "too" of its own things, and its pronouns point at what a heading named. A heading that
    ends the typed words ("new issue from a user:") heads what was pasted below it."""
    m = turning.HEADING.match(lead + " " if payload and lead.rstrip().endswith(":") else lead)
    if m is None:
        return False
    head = m.group("of") or m.group("now") or m.group("onto") or ""
    if _names(head) and _names(head) <= _named_before(previous):
        return False
    pasted = not lead[m.end():].strip()
    rest = payload if pasted else lead[m.end():]
    first = _FIRST_CLAUSE.match(rest)
    opening = first.group(0) if first else rest
    if _names(head):
        opening = _PRONOUN.sub("", opening)  # "it" is what the heading named
    if pasted:
        opening = ""  # what the paste leans on is its own writer's, not the exchange
    return len(_content(rest)) >= _OTHER_THINGS \
        and _novelty(set(words(normalize(head + " " + rest))), _said(previous)) >= 0.5 \
        and _LEANS_BACK.search(opening) is None \
        and not _MORE_OF_THE_SAME.search(opening, fold(opening))


def _names_the_next_item(lead: str, previous: Previous) -> bool:
    """Whether the request only names or tells the next piece of work, asking nothing of the
    agent ("login page next", "next up, a health check endpoint"), and that piece names two
    things or more, not all of them named by the exchange and none leaning on it: other work.
    "the billing tab next", after a reply that listed it among the steps to come, is the next
    step of the work."""
    m = turning.NEXT_ITEM.match(lead)
    if m is None:
        return False
    what = m.group("after") or m.group("now") or m.group("before")
    own = _names(what)
    return _IMPERATIVE.match(what) is None and _POLITE_ASK.search(what) is None \
        and len(_content(what)) >= 2 and not own <= _named_before(previous) \
        and _novelty(set(words(normalize(what))), _said(previous)) >= 0.5 \
        and not _leans_back(what) and not _MORE_OF_THE_SAME.search(what, fold(what))


def _says_how_to_go_on(lead: str, previous: Previous) -> bool:
    """Whether the request says, before the work in progress goes on ("before you go on:",
    "before continuing,"), how it should: what follows leans on the work, or half of what it
    names or more was named by the exchange, and it turns to no other work ("before you go on,
    can you look at why CI fails on main" asks other work first)."""
    m = turning.BEFORE_GOING_ON.match(lead)
    return m is not None and _goes_on_with(lead[m.end():], previous)


def _puts_other_work_first(lead: str, previous: Previous) -> bool:
    """Whether what the request says before the work goes on ("actually before that, the login
    page is broken on safari, look at it first") names things of its own, most of them not said
    before, and leans on nothing in its first clause: other work put first, the question or plan
    of the work in progress left waiting."""
    m = turning.BEFORE_GOING_ON.match(lead)
    if m is None:
        return False
    rest = lead[m.end():]
    return not _goes_on_with(rest, previous) \
        and len(_names(rest) - _named_before(previous)) >= _OTHER_THINGS \
        and _novelty(set(words(normalize(rest))), _said(previous)) >= 0.5 \
        and not _leans_back(rest) and not _MORE_OF_THE_SAME.search(rest, fold(rest))


def _stays_with_the_work(rest: str) -> bool:
    """Whether what follows a correction or a refusal of the answer names no other work: no new
    topic, no other work named, nothing said to be separate."""
    return not _NEW_TOPIC.search(rest, fold(rest)) and not turning.OTHER_WORK_NAMED.search(rest) \
        and not turning.SEPARATE.search(rest)


def _corrects_the_answer(lead: str, previous: Previous) -> bool:
    """Whether the request judges wrong a thing the answer said ("no, 400 is wrong here, use
    422.") and, whatever more it asks, goes on with the work in progress: a correction opens
    it, not other work."""
    m = turning.CORRECTED.match(lead)
    if m is None:
        return False
    said = m.group("said").strip()
    own = _names(said)
    if not (said.lower() in previous.reply.lower() or (own and own <= _named_before(previous))):
        return False
    return _stays_with_the_work(lead[m.end():])


def _refuses_what_was_done(lead: str, previous: Previous) -> bool:
    """Whether the request refuses a thing the answer did ("no, dont re-enable snippets"), by
    the exchange's own things, half of them or more, and, whatever more it asks, goes on with
    the work in progress: the refusal opens it, not other work."""
    m = turning.REFUSED.match(lead)
    if m is None:
        return False
    own = _names(m.group("said"))
    if not own or 2 * len(own & _named_before(previous)) < len(own):
        return False
    return _stays_with_the_work(lead[m.end():])


def _lists_the_work(text: str, previous: Previous) -> bool | None:
    """A request typed as one list ("a few things:\n1. use 422 not 400\n2. ..."): each item is
    read by its head, the words before its first preposition or conjunction, the verb that asks
    left out. An item whose head names things the exchange named, half of them or more, or
    whose first word does, changes the work in progress ("the migration needs a reverse", "cap
    the backoff at 5s", "rename deleted_at to archived_at"); one whose head names only things
    of its own is a piece of its own ("a CSV export of the projects list"); one between counts
    for neither side ("dark mode toggle" after a reply that toggled something). True when two
    items or more change the work and they outnumber the others, False when two items or more
    are pieces of their own, one of them naming two things or more ("bump django to 5.1" names
    too little alone), and none changes the work; None when the items are mixed, too few name
    things, or it is no list. A list under a line that turns to other work ("next up, three
    things:") changes no work in progress, and a list of an operation's kind ("reviewer
    says:\n- ...") is that operation's."""
    if (kind := kind_of(text)) is not None and kind.operation:
        return None
    listed = one_list(instruction_of(text).words or "")
    if listed is None:
        return None
    intro, items = listed
    named = _named_before(previous)
    files = _short_names(previous.request + "\n" + previous.reply[-4000:])
    of_work = of_own = whole = 0
    for item in items:
        asked = _IMPERATIVE.match(item)
        what = item[asked.end():] if asked else item
        # "a CSV export of the projects list" is an export: what it is of says less.
        head_words = _ITEM_HEAD.split(what, maxsplit=1)[0]
        head = _names(head_words)
        # "backup.sh should use set -euo pipefail": a file the exchange named, which the words
        # compared read as no name at all.
        if 2 * len(head & named) >= len(head) > 0 or _first_name(what) in named \
                or _short_names(head_words) & files:
            of_work += 1
        elif head and not head & named:
            of_own += 1
            # "bump django to 5.1" names one thing: a piece of its own beside one naming more.
            whole += len(_names(what)) >= _CLOSING_NAMES
    turns = bool(_NEW_TOPIC.search(intro, fold(intro)) or _TURNS_AWAY.match(intro))
    if of_own >= _CLOSING_NAMES and whole and not of_work:
        return False
    if of_work >= _CLOSING_NAMES and of_work > of_own and not turns:
        return True
    return None


# Where an item's head ends: a preposition, a conjunction or a relative word.
_ITEM_HEAD = re.compile(r"\b(?:of|for|in|on|at|to|from|with|by|into|when|that|which|so|and|as|"
                        r"if|after|before|until|while)\b", _I)


def _first_name(text: str) -> str | None:
    """The first content word of a text, as `_names` cuts it: mostly its subject or object."""
    for w in words(normalize(text)):
        if len(w) > 2 and w not in _FUNCTION_WORDS and w not in _PLACEHOLDERS:
            return _stem(w)
    return None


def _names(text: str) -> set[str]:
    """The content words of a text, an ending of number or tense left out ("tests", "test";
    "padded", "padding"), cut to their stem, placeholders left out."""
    return {_stem(w) for w in _content(text) if w not in _PLACEHOLDERS}


def _stem(word: str) -> str:
    """A word as the words of two texts are compared: an ending of number or tense and a silent
    "e" left out, then cut to `_STEM` letters, so that "cache", "caches", "cached" and "caching"
    are one word, and "class" and "classes" another."""
    return _ENDING.sub("", word)[:_STEM]


# ("ss" is a stem's own: "process", "class"; "es" and a final "e" go with the ending, as
# "cache" keeps no "e" in "caching")
_ENDING = re.compile(r"(?<=\w{3})(?:ing|ed|es|e|(?<!s)s)$")


def _adds_other_things(lead: str, said: set[str]) -> bool:
    """Whether "also" opens words of things neither the last request nor the reply named, none
    leaning on them ("also, add a pre-commit hook that runs mypy"): other work added, not the
    work in progress going on ("also make it handle the empty case", "also return the total in
    the response", "also, the button should be blue")."""
    also = _ALSO.match(lead)
    if also is None:
        return False
    rest = lead[also.end():]
    asked = _IMPERATIVE.match(rest)
    # What is asked for names the things, not the verb that asks ("add the seed command").
    own = _names(rest[asked.end():] if asked else rest)
    return len(own) >= _OTHER_THINGS and not own & _names(" ".join(said)) \
        and not _leans_back(rest) and not _MORE_OF_THE_SAME.search(rest) \
        and not _AS_SPECIFIED.search(rest) and not _CONTINUATION.match(rest)


# "the signup email still has the old logo, swap it": a pronoun after a first clause that named
# things of its own points at them, not at what was said before.
_FIRST_CLAUSE = re.compile(r"^[^,;.!?\n]*[,;.!?]")
_PRONOUN = re.compile(r"\b(?:it|them|they|this|these|those)\b", _I)


def _leans_back(rest: str) -> bool:
    """Whether words lean on what was said before, a pronoun counted only in their first
    clause."""
    first = _FIRST_CLAUSE.match(rest)
    if first is None:
        return _LEANS_BACK.search(rest) is not None
    return _LEANS_BACK.search(rest[:first.end()] + _PRONOUN.sub("", rest[first.end():])) \
        is not None


# "tests/test_retry.py::test_backoff", "accounts.0031_add_index", "ApiClient.send", "read_rows":
# how a log and a reply name files, modules and code; a file may open on digits
# ("20261103_add_users.sql", "0031_add_index.py": a migration's), a version number ("3.11.9")
# holds no letter and names none.
_CODE_NAME = re.compile(_CODE_NAME_PATTERN)
# "queue/worker.(*Worker).Drain()": a method as Go's traces print it, its receiver in brackets.
_RECEIVER = re.compile(r"\(\*?(\w+)\)\.")


def _code_names(text: str) -> set[str]:
    """The names of files and code in a text, whole and by their parts that are names of their
    own ("test_retry" of "tests/test_retry.py")."""
    names: set[str] = set()
    for m in _CODE_NAME.finditer(text):
        name = m.group(0).strip(".:/-").lower()
        names.add(name)
        names.update(part for part in re.split(r"[./]|::", name) if "_" in part.strip("_"))
    return names


def _short_names(text: str) -> set[str]:
    """The names of files and methods in a text as a reply names them, by their last two parts:
    the file "searchbox.tsx" of "/app/src/components/SearchBox.tsx" (a tool prints the whole
    path), the method "worker.drain" of "queue/worker.(*Worker).Drain" (a trace names the
    package as well)."""
    names: set[str] = set()
    for m in _CODE_NAME.finditer(_RECEIVER.sub(r"\1.", text)):
        name = m.group(0).strip(".:/-").lower()
        last = re.split(r"/|::", name)[-1]
        if "." in last:
            names.add(".".join(last.split(".")[-2:]))
    return names


# "`ruff check .`", "`go test ./...`": a command the reply named, in a code span.
_SPAN = re.compile(r"`([^`\n]+)`")


_COMMAND_CHARS = 80


def _runs_a_named_command(payload: str, said: str) -> bool:
    """Whether a log shows a command the reply or the last request named being run ("$ mypy
    src/" after "runs `mypy src/`"): its output is the work's own."""
    commands = {c for m in _SPAN.finditer(said)
                if " " in (c := m.group(1).strip()) and len(c) <= _COMMAND_CHARS}
    return any(re.search(r"^\s*(?:\$|❯|>|Run)\s+" + re.escape(c) + r"\s*$", payload, re.M)
               for c in commands)


def _names_the_work(ins: Instruction, previous: Previous) -> bool:
    """Whether a log pasted names the work just done, by the names of `_fails_the_work` or by a
    file's or a method's short name."""
    return _fails_the_work(ins, previous) or ("log" in ins.payload_kinds and bool(
        _short_names(ins.payload)
        & _short_names(previous.reply[-4000:] + "\n" + previous.request)))


# A few words over a paste: "still failing:", "here's the CI output", "tsc says", "why?".
_FEW_WORDS = 12


def _pastes_the_work_failing(text: str, lead: str, previous: Previous) -> bool:
    """Whether the request pastes the work just done failing (`_names_the_work`), with no
    words or a few that neither turn to other work ("new thing: ...", "btw") nor tell of a
    failure users meet: whatever the few words ask of it, its repair or what it means, is the
    work in progress."""
    ins = instruction_of(text)
    if not _names_the_work(ins, previous):
        return False
    if not ins.typed:
        return True
    return len(words(ins.words)) <= _FEW_WORDS and not _NEW_TOPIC.search(lead, fold(lead)) \
        and _TURNS_AWAY.match(lead) is None and not _LIVE_FAILURE.search(lead, fold(lead))


# "on it", "over what you changed", "to the files you touched": the object a checker runs on,
# the piece just made.
_ON_THE_WORK = re.compile(
    r"\b(?:on|over|to|against|in|for)\s+(?:it|that|this|them|those|these|"
    r"(?:(?:the|all the) (?:files?|code|changes?|lines?) )?(?:that |which )?you(?:'ve| have)? "
    r"(?:just )?(?:changed|touched|wrote|written|added|edited|made|did))\b", _I)
# A checker run across the project is a chore of its own, not the piece's.
_ACROSS = re.compile(r"\b(?:whole|entire|every(?:thing| file)|all (?:the )?(?:files|code)|"
                     r"the (?:repo|repository|codebase|project)|rest of)\b", _I)


def _runs_a_checker_on_the_work(lead: str, previous: Previous) -> bool:
    """Whether the request asks a linter, a formatter or a type checker to be run on the work
    just done, or tells what one said of it: the object a pronoun or words for the change
    ("run prettier on it", "format the files you touched"), or files named, all of them the
    exchange's ("eslint --fix PriceTag.tsx", "ruff complains about timeparse.py"). Whatever
    kind of work the checker's name makes it look like, the piece is made clean."""
    kind = kind_of(lead)
    if kind is None or not kind.checker_complaint or _ACROSS.search(lead) \
            or _NEW_TOPIC.search(lead, fold(lead)) or _TURNS_AWAY.match(lead):
        return False
    files = _short_names(lead)
    if files:
        return files <= _short_names(previous.reply[-4000:] + "\n" + previous.request)
    return _ON_THE_WORK.search(lead) is not None


# A name of code, as a diff and a reply's code spans spell it: "perPage", "Store", "dry_run";
# a directory ("src/", "internal/") is in every project's paths and names no code of the work.
_IDENTIFIER = re.compile(r"\b[A-Za-z_]\w{2,}\b(?!/)")
_DIFF_HEADER = re.compile(r"^(?:---|\+\+\+|diff --git) (.+)$", re.M)
# Names a diff shares with the spans of the exchange, at the least, to be of its code: one may
# be a word any code holds ("None", "return").
_SHARED_NAMES = 2


def _pastes_the_works_diff(text: str, lead: str, previous: Previous) -> bool:
    """Whether the request pastes a diff or code holding the names the exchange spelled as code
    (in its code spans: `Store.List`, `dry_run`), with a few words typed that neither turn to
    other work nor say it is not the work's ("this hunk is wrong", "use log::info there"):
    the agent's own change shown back to be set right."""
    ins = instruction_of(text)
    if not ins.payload_kinds & {"diff", "code"} or len(words(ins.words)) > _FEW_WORDS \
            or _NEW_TOPIC.search(lead, fold(lead)) or _TURNS_AWAY.match(lead) \
            or turning.DISOWNS.search(lead) or _drops_for_other_work(lead, previous):
        return False
    spans = " ".join(m.group(1) for m in _SPAN.finditer(previous.request + "\n" + previous.reply))
    # A diff's file headers ("--- a/src/sync.rs") may be read as typed: they name its files.
    headers = " ".join(_DIFF_HEADER.findall(text))
    shared = set(_IDENTIFIER.findall(ins.payload + "\n" + headers)) \
        & set(_IDENTIFIER.findall(spans))
    return len(shared) >= _SHARED_NAMES


# "can we do the same to src/export.py?", "ok now apply the same fix in the admin routes": one
# sentence that asks for the work just done again, on another thing, whatever kind of work the
# thing's name or the question mark make it look like. "the same bug in ..." tells, not asks.
_SAME_AGAIN = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|now|then|and|also|so|please|pls|great|cool|nice|perfect|thanks?)"
    r"[\s,.!:]+)*(?:(?:can|could|would) (?:you|we)\s+|let'?s\s+|please\s+)?(?:now\s+)?"
    r"(?:do|apply|make) the same(?: (?:thing|change|changes|fix|update))?\s+"
    r"(?:to|for|in|on|with)\b(?:[^.!?\n]|\.(?=\w))*[?.!]?\s*$", _I)


# Words in a row that no two texts share by chance: a sentence of the reply, copied.
_QUOTED_WORDS = 8


def _shingles(text: str) -> set[tuple[str, ...]]:
    ws = text.lower().split()
    return {tuple(ws[i:i + _QUOTED_WORDS]) for i in range(len(ws) - _QUOTED_WORDS + 1)}


def _quotes_the_answer(text: str, lead: str, previous: Previous, kind: Kind | None) -> bool:
    """Whether the request copies a stretch of the agent's last reply (`_QUOTED_WORDS` words
    in a row) to weigh, question or answer it ("The cleanest fix is to add a lookup field to
    each struct - that clutters the real code"). An operation asked on it ("commit with this
    message: ...", where the message is the agent's draft) or an opening that turns to other
    work is asked for all the same."""
    if not previous.reply or (kind is not None and kind.operation) \
            or _NEW_TOPIC.search(lead, fold(lead)):
        return False
    # A request of fewer words than a stretch copies none: the reply is not cut into stretches.
    own = _shingles(text)
    return (bool(own) and not own.isdisjoint(_shingles(previous.reply[-8000:]))) \
        or _marks_a_quote_of(text, previous.reply[-8000:])


# "> only on 5xx and timeouts": fewer words than a stretch, marked as a quote and found whole in
# the reply, are the reply's words quoted back.
_QUOTED_LINE = re.compile(r"(?m)^\s*>\s?(.*)$")
_LEAST_QUOTED = 3


def _marks_a_quote_of(text: str, reply: str) -> bool:
    """Whether the request's lines marked as a quote (">") hold words of their own, at least
    `_LEAST_QUOTED` of them, all found in a row in `reply`."""
    quoted = " ".join(m.group(1) for m in _QUOTED_LINE.finditer(text)).lower().split()
    return len(words(" ".join(quoted))) >= _LEAST_QUOTED \
        and " ".join(quoted) in " ".join(reply.lower().split())


def _names_only_the_works_code(text: str, previous: Previous) -> bool:
    """Whether the typed words name code (a span in backticks, a name of code's shape:
    `orders.test.ts`, TestSendRetries, deleted_at) and all of it is the exchange's: said by the
    reply or the last request, whole or by its words. In words the cues do not read, such a
    request is about the work in progress, a failure or a change of it, far more often than
    work of its own; code of its own names other work."""
    typed = instruction_of(text).words or text
    code = {m.group(1) for m in _SPAN.finditer(typed)} \
        | {m.group(0) for m in _CODE_NAME.finditer(typed)}
    if not code:
        return False
    said = (previous.reply[-4000:] + "\n" + previous.request).lower()
    named = _named_before(previous)

    def of_the_work(name: str) -> bool:
        parts = _names(" ".join(_WORD_OF_A_NAME.findall(name)).lower())
        return name.lower().strip() in said or (bool(parts) and parts <= named)

    return all(of_the_work(name) for name in code)


def _shares_the_exchanges_words(text: str, previous: Previous) -> bool:
    """Whether typed words in another language carry two words or more of the exchange's own
    in Latin letters ("het script moet ook ... als de upload mislukt" after a reply about the
    backup script's uploads), and no code of their own: the loanwords of a trade are the same
    in every language, and a request that takes two of the exchange's is about its work. A
    word is long enough not to be a short word of the other language ("die", "les"), and
    English's common words are no such tie."""
    typed = instruction_of(text).words or text
    if any(not _of_the_exchange(m.group(0), previous) for m in _CODE_NAME.finditer(typed)):
        return False
    said = _latin_names(previous.request + "\n" + previous.reply[-4000:])
    shared = _latin_names(typed) & said
    if len(shared) >= _CLOSING_NAMES:
        return True
    # "der Cache soll auch beim Start gefüllt werden" after `rates/cache.py`: one word will
    # do when the exchange wrote it in its code, a name of the work's own, not of the trade,
    # and the words are surely of another language (terse English, "minor PR nitpick", has no
    # small word the cues count either).
    code = " ".join(_code_of(previous))
    return _in_another_language(typed) and bool(shared & _latin_names(" ".join(
        _WORD_OF_A_NAME.findall(code) + _WORD_OF_A_NAME.findall(code.lower()))))


def _in_another_language(text: str) -> bool:
    """Whether words show another language: a small word of one the cues know ("der", "la",
    "um") or letters outside ASCII ("gefüllt", "debería")."""
    ws = words(text)
    return any(w in _OTHER_LANGUAGES_WORDS or not w.isascii() for w in ws)


def _code_of(previous: Previous) -> list[str]:
    """The code the last request and the reply wrote: spans in backticks, names of code's
    shape."""
    said = previous.request + "\n" + previous.reply[-4000:]
    return _SPAN.findall(said) + [m.group(0) for m in _CODE_NAME.finditer(said)]


def _latin_names(text: str) -> set[str]:
    """The words of a text in Latin letters, long enough and not English's common ones, cut
    as `_names` cuts them ("uploads", "upload")."""
    return {_stem(w) for w in map(str.lower, _LATIN_WORD.findall(text))
            if w not in _FUNCTION_WORDS}


# A word long enough not to be a short word of the other language, or an acronym of three
# letters or more ("TTL", "JSON"), which is the trade's in every language ("PR" is too common).
_LATIN_WORD = re.compile(r"(?<![^\W\d_])(?:[A-Za-z]{4,}|[A-Z]{3,})(?![^\W\d_])")


def _of_the_exchange(name: str, previous: Previous) -> bool:
    """Whether a code name was said by the reply or the last request, whole or by its words."""
    said = (previous.reply[-4000:] + "\n" + previous.request).lower()
    parts = _names(" ".join(_WORD_OF_A_NAME.findall(name)).lower())
    return name.lower().strip() in said or (bool(parts) and parts <= _named_before(previous))


def _fails_the_work(ins: Instruction, previous: Previous) -> bool:
    """Whether the request pastes a log that names files or code the agent's last reply or the
    last request named, shows a command they named being run, or is told to be of the person's
    trial of the piece ("ran it against staging:"): the work just done, failing, whatever words
    come with it."""
    if "log" not in ins.payload_kinds or not (previous.reply or previous.request):
        return False
    # "ran it against staging:", "tried it on my phone:": what the person saw of the piece.
    if turning.TRIED.match(ins.lead):
        return True
    said = previous.reply[-4000:] + "\n" + previous.request
    return bool(_code_names(ins.payload) & _code_names(said)) \
        or bool(_tested(ins.payload) & _tested(said)) \
        or bool(_tested_files(ins.payload) & _file_stems(said)) \
        or _runs_a_named_command(ins.payload, said)


# "OrderWriterTest", "TestOrderWriter", "OrderWriterIT", "order_writer_test": a test by the name
# of the code it tests.
_TEST_AFFIX = re.compile(r"^(?:test_?|Test)(?=[A-Z_a-z])|(?:_?tests?|Tests?|IT|Spec)$")
# A name of code's own shape: two humps of capitals, or words joined by "_".
_CODE_SHAPED = re.compile(r"^(?:[A-Z]?[a-z0-9]+(?:[A-Z][a-z0-9]+)+|[a-z0-9]+(?:_[a-z0-9]+)+)$")


def _tested(text: str) -> set[str]:
    """The names of code in a text, each cut to its parts, a test's part to the name of what it
    tests ("OrderWriterTest.refundTwice" -> "orderwriter", "refundtwice"), kept when it has the
    shape of a name of code, not of a word."""
    out: set[str] = set()
    for m in _CODE_NAME.finditer(text):
        for part in re.split(r"[./]|::", m.group(0)):
            name = _TEST_AFFIX.sub("", part)
            if _CODE_SHAPED.match(name):
                out.add(name.lower())
    return out


# A file's name in a path: "tests/test_csv2parquet.py", "src/Cart.test.tsx", "retry_test.go".
_FILE_NAME = re.compile(r"(?<![\w.-])(?:[\w.-]+/)*([A-Za-z][\w-]*)((?:\.[A-Za-z]\w*)*)"
                        r"\.[A-Za-z]{1,5}\b")
# A test file by the name of the file it tests: "test_x", "x_test", "x.test", "x.spec", "xTest",
# "x_spec", "XTests".
_TEST_FILE = re.compile(r"^test_(?P<a>\w+)$|^(?P<b>\w+?)(?:_test|_spec|Tests?|Spec)$")
_TEST_INFIX = frozenset({".test", ".spec"})
# A file's name this short or shorter says too little to be the same file's ("io", "db").
_SHORT_STEM = 3


def _tested_files(text: str) -> set[str]:
    """The names of the files a text's test files test, by their own name cut of the test's
    affix ("tests/test_csv2parquet.py" -> "csv2parquet", "src/Cart.test.tsx" -> "cart",
    "retry_test.go" -> "retry"): a failing test named after a file tells of that file."""
    out: set[str] = set()
    for m in _FILE_NAME.finditer(text):
        stem, infix = m.group(1), m.group(2).lower()
        if infix in _TEST_INFIX:
            name = stem
        elif not infix and (t := _TEST_FILE.match(stem)) is not None:
            name = t.group("a") or t.group("b")
        else:
            continue
        if len(name) > _SHORT_STEM:
            out.add(name.lower())
    return out


def _file_stems(text: str) -> set[str]:
    """The names of the files a text names, their directories and extensions left out, test
    files left out ("tools/csv2parquet.py" -> "csv2parquet")."""
    return {m.group(1).lower() for m in _FILE_NAME.finditer(text)
            if not m.group(2) and _TEST_FILE.match(m.group(1)) is None
            and len(m.group(1)) > _SHORT_STEM}


# "make it 90 days", "split it by country", "tag them with the team name": the thing just made,
# asked for again as it should be, by a verb that changes a thing's shape, place or settings.
# "dockerize it", "deploy it to staging", "now add tests for it" ask work on it.
_RESHAPES = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|now|then|and|also|so|please|pls|just)[\s,:]+)*(?:please\s+)?"
    r"(?:(?:can|could) you\s+)?(?:make|set|change|split|group|sort|order|filter|rename|move|"
    r"tag|label|limit|cap|round|format|colou?r|break|shorten|trim|scale|turn|put|keep|wrap|"
    r"cut|bump|raise|lower|increase|decrease|reduce|align|center|centre|pin|sized?|resize)\s+"
    r"(?:it|them)\b(?=\s*[\w=.-])(?!\s+(?:up|out)\b)", _I)


def _reshapes_the_last(ask: str) -> bool:
    """Whether the ask is done to the thing just made ("it", "them") and says how it should
    be: a change of the work in progress, not work of its own."""
    return bool(ask) and _RESHAPES.match(ask) is not None


def _sets_aside(lead: str, after: re.Match[str] | None) -> bool:
    """Whether a first sentence, ended by a full stop or the like and not by a comma, comes
    before an ask: what it leans on is set aside. After a comma the ask is often the correction
    itself ("no, change it to 20")."""
    return after is not None and not lead[:after.end()].rstrip().endswith(",")


def _other_things_after(lead: str, said: set[str], pasted: bool) -> re.Match[str] | None:
    """A short first sentence that asks and names little, ended by a full stop, then words of things
    neither the last request nor the reply named, that do not lean on them: the first sentence
    closes or sets aside what was offered, the rest tells or asks of other work. What leans back
    ("this") is what was pasted below, when something was. A first sentence ended by a colon or
    a question mark introduces or asks what follows ("how about this: ..."); a rest that says how
    a thing should be ("no. the quoting should cover tabs") corrects the work in progress, a
    fact told after a bare answer ("no. the table has 30 million rows") answers what the agent
    asked, unless it comes with what was pasted, a question whether something was done ("back.
    did the eviction cover the import?") weighs the work, and a rule ("we use pytest here, not
    unittest. plain asserts please") says how the work in progress is done. An opening that turns
    away from the work ("switching gears: ...", "btw ...") closes it as a first sentence does."""
    first = _CLOSING_SENTENCE.match(lead) or _TURNS_AWAY.match(lead)
    if first is None or _IMPERATIVE.match(lead) or _RULE_STATEMENT.search(lead) \
            or len(_content(lead[:first.end()])) > _CLOSING_NAMES:
        return None
    rest = lead[first.end():]
    own = set(words(normalize(rest)))
    if len(_content(rest)) < _OTHER_THINGS \
            or _novelty(own, said) < 0.6 or _CONTINUATION.match(rest) \
            or _WEIGHS_WHETHER.match(rest) \
            or _MORE_OF_THE_SAME.search(rest) or (not pasted and _leans_back(rest)) \
            or (not rest.rstrip().endswith("?") and (
                _AS_SPECIFIED.search(rest)
                or (not pasted and _BARE_ANSWER.match(lead[:first.end()])))):
        return None
    return first


# "... should cover tabs", "staging has 3 replicas, not 4": how a thing should be, or is; "5
# bullets max", "under 200 words": a bound set on it.
_AS_SPECIFIED = re.compile(r"\b(?:should|must|needs? to|ha(?:s|ve) to|instead|rather than)\b|"
                           r",\s*not\b|\b\d+\s+(?:[\w-]+\s+)?(?:max|tops|at most)\b|"
                           r"\b(?:max(?:imum)?|at most|no more than|under|below)\s+\d+\s*\w*\s*$",
                           _I)
_BARE_ANSWER = re.compile(r"^\W*(?:y(?:es|eah|ep|up)|no|nope|nah|ok(?:ay)?|right|correct|exactly|"
                          r"sure|true)\W*$", _I)
# "switching gears: ...", "one more thing, ...", "btw ...": an opening that turns from the work
# in progress, whatever mark ends it; "while you're at it, ..." sets other work beside it.
_TURNS_AWAY = re.compile(
    r"^\W*(?:(?:oh|ok(?:ay)?|and|also|sorry)[\s,]+)?(?:btw|by the way|one more thing|"
    r"another thing|switching gears|unrelated(?: but)?|on another note|while i have you|"
    r"(?:different|new|other) topic|separately|" + _WHILE_AT_IT + r"|"
    # "sorry, more urgent: ...", "something urgent came up -": other work put first.
    r"(?:something )?(?:more |very |really )?urgent(?: thing| one| first| came up)?"
    r"(?=\s*[:—–-]))\b"
    r"[\s,.:;!—–-]*", _I)
_CLOSING_SENTENCE = re.compile(r"^[^.!?;:\n]{0,39}[^.!?;:\n\d][.!]+\s+")  # not "3. ..."
_OTHER_THINGS = 3  # content words: "the login form accepts an empty password" names three
_CLOSING_NAMES = 2  # "thanks, I'll open it.", "great, new change.": a closing names little


def _content(text: str) -> set[str]:
    """The words of a text that name something, not the common ones."""
    return {w for w in words(normalize(text)) if len(w) > 2 and w not in _FUNCTION_WORDS}


def _after_a_paste(text: str, ins: Instruction) -> bool:
    """Whether the request opens with what was pasted: "this" in the words below it is the
    paste, not the last reply."""
    return bool(ins.payload) and text.lstrip().startswith(ins.payload.lstrip()[:40])


def _novelty(own: set[str], said: set[str]) -> float:
    """The share of the request's content words that neither the last request nor the reply
    used: a new piece of work names things of its own, a follow-up names what was just said."""
    content = {w[:_STEM] for w in own if len(w) > 2 and w not in _FUNCTION_WORDS}
    if not content:
        return 0.0
    return len(content - {w[:_STEM] for w in said}) / len(content)


_STEM = 5  # "round", "rounding", "rounded": one word to compare


def _overlap(own: set[str], other: str) -> float:
    theirs = set(words(normalize(other)))
    return len(own & theirs) / len(own) if own and theirs else 0.0


@lru_cache(maxsize=1)
def model() -> LinearModel:
    return LinearModel.load(MODEL_FILE)


def decide(text: str, previous: Previous | None, when: datetime | None = None,
           weights: LinearModel | None = None) -> Decision:
    """New task or follow-up; with no task in progress every request is a new task.
    `weights`: another model than the shipped one (the benchmark's folds). With the shipped
    one, the same request after the same exchange is decided once (`memo`)."""
    if weights is not None:
        return _decide(text, previous, when, weights)
    key = (text, when, None if previous is None else _key(previous))
    return _DECIDED.get(key, lambda: _decide(text, previous, when, None))


_DECIDED: Remembered[Decision] = Remembered()
_PREVIOUS_FIELDS = fields(Previous)


def _key(previous: Previous) -> tuple[object, ...]:
    """Every field of what a request follows (each one decides), the agent's message as its
    digest."""
    return tuple(digest(previous.reply) if f.name == "reply" else getattr(previous, f.name)
                 for f in _PREVIOUS_FIELDS)


def _decide(text: str, previous: Previous | None, when: datetime | None,
            weights: LinearModel | None) -> Decision:
    if previous is not None:
        # "[Image #1] the header row is missing in excel": the image's caption is what was said.
        shown = image_caption.caption(text)
        if shown and image_caption.names_the_piece(shown, _named_before(previous), _names):
            return Decision(False, kind_of(shown), 0.0, ("shows the piece just made in an image",))
        text = shown or text
    kind = kind_of(text)
    if previous is None:
        return Decision(True, kind, 1.0, ("the first request",))
    lead = instruction_of(text).lead or text.strip()
    if not _ANSWER.match(lead) and not english(text):
        # "el `TestSendRetries` sigue fallando": what code names say in any language.
        if _pastes_the_work_failing(text, lead, previous) \
                or _names_only_the_works_code(text, previous):
            return Decision(False, kind, 0.0, ("names only the code of the work in progress",))
        # "het script moet ook ... als de upload mislukt": the trade's words of the exchange.
        if _shares_the_exchanges_words(text, previous):
            return Decision(False, kind, 0.0, ("takes the words of the work in progress",))
        return Decision(True, kind, 1.0, ("written in words these cues do not read",))
    # The very same words again are a retry, except an operation asked for again after it was
    # done ("push", more work, "push"); words only close to the last ones are the model's call
    # (people edit and resend a request they interrupted).
    repeatable = kind is not None and kind.operation and previous.answered
    if previous.request and not repeatable and normalize(text).lower() == normalize(
            previous.request).lower():
        return Decision(False, kind, 0.0, ("asks for the same thing again",))
    # "Always run the linter first": a rule for how the work in progress is done, not new work.
    if _RULE_OPENING.match(lead):
        return Decision(False, kind, 0.0, ("opens with a rule for how the work is done",))
    # "works now, thanks. also, separately, can you look at ...": what is said to be separate
    # is other work, whatever was said of the work in progress before it.
    if _turns_to_separate_work(lead, previous):
        return Decision(True, kind, 1.0, ("turns to work said to be separate",))
    # "a few things:\n1. use 422 not 400\n2. ...": changes to the work, or pieces of other work.
    listed = _lists_the_work(text, previous)
    if listed is not None:
        return Decision(not listed, kind, 0.0 if listed else 1.0,
                        ("lists changes to the work in progress",) if listed
                        else ("lists pieces of other work",))
    # "no, 400 is wrong here, use 422. and log the cart id": a correction opens the request.
    if _corrects_the_answer(lead, previous):
        return Decision(False, kind, 0.0, ("corrects what the answer said",))
    # "no, dont re-enable snippets. move those two to annotations": a refusal opens it.
    if _refuses_what_was_done(lead, previous):
        return Decision(False, kind, 0.0, ("refuses what the answer did",))
    # "isn't 5 seconds too short?", "double check the e2e tests", "revert that": decided by the
    # wording before the weights, as a rule is. The kind of work such a request names weighs
    # for a task in the model; read as no kind in the features instead, it leaves the kinds of
    # every other question about the reply weighing more for a task.
    if _weighs_the_work(lead):
        return Decision(False, kind, 0.0, ("weighs, checks or undoes the work in progress",))
    # "this is from the android build, not your change": about other work than the one in
    # progress, by its own words ("not from the last change, revert that one too" undoes it).
    if _disowns_the_work(text, lead):
        return Decision(True, kind, 1.0, ("says it is not about the work in progress",))
    # "next: PROJ-412", "#88 now": the work of a ticket the exchange did not name.
    if opens_with_other_ticket(lead, previous.request + "\n" + previous.reply):
        return Decision(True, kind, 1.0, ("opens with another ticket",))
    # An answer explained further is no task of the explain kind: what it explains is the work
    # in progress, whatever words the weights would read for a question of its own.
    if _asks_about_the_answer(lead, bool(instruction_of(text).payload), previous):
        return Decision(False, kind, 0.0, ("asks about the answer just given",))
    # "what happens when redis is down?" after a cache in redis: the piece just made, tested.
    if _asks_of_the_piece(lead, bool(instruction_of(text).payload), previous):
        return Decision(False, kind, 0.0, ("asks how the piece just made behaves",))
    # "btw that broke the build", "one more thing, the test still fails": an aside that tells
    # of the piece just made is that piece's work.
    if _tells_of_the_piece(lead, previous, bool(instruction_of(text).payload)):
        return Decision(False, kind, 0.0, ("tells of the piece just made, after an aside",))
    # "one more thing: the docker build takes 10 minutes, can you ...": other work added on.
    if _adds_on_other_work(lead, previous, bool(instruction_of(text).payload)):
        return Decision(True, kind, 1.0, ("adds other work on after the piece just made",))
    # "also, can you bump the go version in CI" after a fix: work of another kind, of things of
    # its own; "also handle the case where owner is blank": more of the piece, by its things.
    added = _also_adds(lead, previous, bool(instruction_of(text).payload))
    if added is not None:
        return Decision(added, kind, float(added),
                        ("adds work of another kind after also",) if added
                        else ("adds to the piece just made after also",))
    # "let me rephrase: ...", "ok where were we", "A is fine. use the simple config": the last
    # request said again, the work taken up again, one of the options laid out picked.
    if _restates(lead):
        return Decision(False, kind, 0.0, ("says the last request again",))
    # "before you go on: keep the same prop names ...": how the work goes on.
    if _says_how_to_go_on(lead, previous):
        return Decision(False, kind, 0.0, ("says how the work in progress goes on",))
    if _puts_other_work_first(lead, previous):
        return Decision(True, kind, 1.0, ("puts other work before the work in progress",))
    if _takes_up(lead, previous):
        return Decision(False, kind, 0.0, ("takes the work in progress up again",))
    if _takes_up_other_work(lead, previous):
        return Decision(True, kind, 1.0, ("takes up other work than the one in progress",))
    if _picks_an_option(lead, previous) or _picks_a_named_option(lead, previous):
        return Decision(False, kind, 0.0, ("picks an option the answer laid out",))
    # "CI is red on lint" after the reply pushed the work.
    if _reports_the_checks(lead, previous):
        return Decision(False, kind, 0.0, ("tells what the checks said of the work pushed",))
    # "ok then change it", "should be is_archived", "ok but log a warning when ...".
    if _corrects_or_acts_on_it(lead, bool(instruction_of(text).payload)):
        return Decision(False, kind, 0.0, ("acts on, corrects or approves the work in progress",))
    # "the page size should be 1000 actually": what was made, corrected.
    if _corrects_what_was_named(lead, previous):
        return Decision(False, kind, 0.0, ("corrects what the work in progress made",))
    # "wrong file - it's in pkg/auth": the work's target set right.
    if _redirects_the_work(lead, previous):
        return Decision(False, kind, 0.0, ("says the work was done on the wrong thing",))
    # "legacy_id, yes. also update the factories": the agent's question answered, and more.
    if _answers_then_adds(lead, previous):
        return Decision(False, kind, 0.0, ("answers the question asked, then adds to it",))
    # "`Config::load` panics when the port isn't a number, return an error": its code, faulted.
    if _faults_its_code(lead, previous):
        return Decision(False, kind, 0.0, ("tells a defect of the code just written",))
    # "mypy is unhappy now", "the request ids are gone": what the work just done broke.
    if _tells_the_work_broke(lead, previous, bool(instruction_of(text).payload)):
        return Decision(False, kind, 0.0, ("tells what the work just done broke",))
    # "add a panel for it in grafana": a thing of its own kind, made for the piece just made.
    if _asks_for_it(lead, bool(instruction_of(text).payload), previous):
        return Decision(False, kind, 0.0, ("asks a thing made for the piece just made",))
    # "a customer emailed:\n> ...": a message passed on, of the work or of other things.
    passed_on = _passes_on_a_message(text, previous)
    if passed_on is not None:
        return Decision(passed_on, kind, float(passed_on),
                        ("passes on a message of other things",) if passed_on
                        else ("passes on a message of the work in progress",))
    # "tag it as v0.9.0 and push the tag" after the version was raised to 0.9.0.
    if tags_the_raised_version(lead, previous.request + "\n" + previous.reply):
        return Decision(False, kind, 0.0, ("tags the release the work in progress raised",))
    # "check it with voiceover too", "put it on the dashboard": the piece just made, by "it".
    if _asks_of_it(lead, bool(instruction_of(text).payload)):
        return Decision(False, kind, 0.0, ("asks work of the piece just made by a pronoun",))
    # "actually forget the icons, can you bump node ...": the work dropped for other work.
    if _drops_for_other_work(lead, previous):
        return Decision(True, kind, 1.0, ("drops the work in progress for other work",))
    # "can we do the same to the export handler?": the work in progress again, on a sibling.
    if _SAME_AGAIN.match(lead) and not _ASKED_LATER.search(lead):
        return Decision(False, kind, 0.0, ("asks for the same work on another thing",))
    # "> use a mutex here ... why not a channel?": the answer quoted back, to be answered.
    if _quotes_the_answer(text, lead, previous, kind):
        return Decision(False, kind, 0.0, ("quotes the answer just given",))
    # "run prettier on it", "eslint complains about PriceTag.tsx": a checker on the change.
    if _runs_a_checker_on_the_work(lead, previous):
        return Decision(False, kind, 0.0, ("runs a checker on the work just done",))
    # "still failing:" over a log of the change just made, a bare traceback through its code:
    # told before the code it quotes is taken for the agent's own shown back.
    failing = _pastes_the_work_failing(text, lead, previous)
    if failing and "log" in instruction_of(text).payload_kinds:
        return Decision(False, kind, 0.0, ("pastes the work just done failing",))
    # "this hunk is wrong" over a stretch of the agent's own diff.
    if _pastes_the_works_diff(text, lead, previous):
        return Decision(False, kind, 0.0, ("pastes the work's own code back",))
    if failing:
        return Decision(False, kind, 0.0, ("pastes the work just done failing",))
    # "this one now", "still" over a log: what the work in progress meets now.
    if _points_at_its_paste(text, lead, previous):
        return Decision(False, kind, 0.0, ("points at a log pasted of the work in progress",))
    # "new spec for the invoices page: ...": a heading of other work, then what it should do.
    if _heads_other_work(lead, previous, instruction_of(text).payload):
        return Decision(True, kind, 1.0, ("heads a specification of other work",))
    # "login page next", "next up, a health check endpoint": the next piece named.
    if _names_the_next_item(lead, previous):
        return Decision(True, kind, 1.0, ("names other work as the next piece",))
    # "ran the migration on staging, took 4 minutes": what trying the piece showed.
    if _reports_a_trial(lead, previous, bool(instruction_of(text).payload)):
        return Decision(False, kind, 0.0, ("tells what trying the piece showed",))
    # "what's the difference between a materialized view and a regular view?": to be told of
    # things no one named is an explanation of its own, asked as plainly as "explain" asks it,
    # which the weights of a question alone do not read. So is the way to do something asked
    # of things no one named ("how do I set up a read replica for reporting?"), whatever kind
    # of work its verb names.
    if ((kind is not None and kind.asks_to_be_told) or _HOW_TO.search(lead)
            or _DEFINITION.match(lead)) \
            and _asks_of_its_own(text, lead, previous):
        return Decision(True, kind, 1.0, ("asks to be told of things not said before",))
    f = features(text, previous, when)
    m = weights or model()
    p = m.probability(f)
    answer = _ANSWER.match(lead)
    if answer:
        rest = lead[answer.end():].strip(" \t,.!-—:;")
        kind = kind_of(rest) if rest else None
    why = tuple(f"{name.replace('_', ' ')} ({value:+.1f})"
                for name, value in m.contributions(f)[:4])
    return Decision(p >= m.threshold, kind, round(p, 3), why)


def _same(text: str, request: str) -> bool:
    if normalize(text).lower() == normalize(request).lower():
        return True
    return len(words(text)) >= 3 and similar(text, request) >= 0.7


# Common English words: a request with none of them is in a language the cues do not read.
_ENGLISH_WORDS = """
the a an and or but to of in on for with is are was be it this that we you i can could would
should please let lets do does did not no yes what why how where when which if then so also
just now all any some my our your me us there here have has by at as from into up out go get
make use too same other than them they its been will were one after before over under about
off every still only"""
_ENGLISH = frozenset(_ENGLISH_WORDS.split())
# Of those, words that are as common in German, Dutch, Spanish, Portuguese, French or Italian
# ("an", "in", "also", "so", "was", "is", "a", "no", "me", "on", "do", "as"): beside a word
# of one of those languages they tell no English, and a German request counted on them
# ("schau dir das bitte an, das war so") would be read as English.
_SHARED_WORDS = "a an in so also was is we no me on or do as i will over"
_ALSO_OTHER_LANGUAGES = frozenset(_SHARED_WORDS.split())
_ENGLISH_ALONE = _ENGLISH - _ALSO_OTHER_LANGUAGES
# The small words of the other languages read elsewhere (articles, prepositions, "and",
# "please", negations) that English does not have: "das", "bitte", "de", "le", "um".
_OTHER_LANGUAGES_WORDS = frozenset(
    w for lang in LANGUAGES
    for w in lang.articles | lang.joins | lang.topics | lang.opens | lang.turned_away
    if len(w) > 1 and w.isalpha() and w not in _ENGLISH)
# With the common words, words that name nothing the request is about.
_NAMING_NOTHING = """
ok okay yeah yep sure thanks thank great cool nice good fine right also again yet need hey hi hello
want like think know see look way thing things something anything more less"""
_FUNCTION_WORDS = _ENGLISH | frozenset(_NAMING_NOTHING.split())


def english(text: str) -> bool:
    """Whether the person typed the request in English; what they pasted is not read."""
    ins = instruction_of(text)
    if not ins.typed:
        return True  # only a paste: no words typed, in any language
    sample = (ins.words or text)[:600]
    if not sample.isascii():  # (ASCII letters are no other script: most text is not counted)
        letters = [c for c in sample if c.isalpha()]
        if letters and sum(not c.isascii() for c in letters) > len(letters) // 2:
            return False  # another script
    ws = words(sample)
    if len(ws) < 6:
        return True  # "looks good, thanks", "check origin/main again": too short to tell
    # "do step 3 in a separate PR" is English by its shared words; "schau dir das bitte an"
    # is not, beside "das" and "bitte".
    counted = _ENGLISH_ALONE if any(w in _OTHER_LANGUAGES_WORDS for w in ws) else _ENGLISH
    return sum(w in counted for w in ws) >= max(1, len(ws) // 12)
