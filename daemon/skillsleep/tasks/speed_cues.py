"""How people ask for code made faster or lighter: performance work, a kind of its own.

Every developer comes back to it in every stack, worded far apart: a duration told ("this query
takes 8 s", "the dashboard takes forever to load"), a thing asked to go faster ("speed up the
csv export", "make the resizing faster"), a profile or a benchmark asked for ("profile the
import", "benchmark the two serializers"), a percentile or a start-up time to cut ("cut the
p99", "the cold start is 3 seconds, bring it down"), a query's shape ("N+1 in the orders
endpoint", "a seq scan on events", "add an index on orders.customer_id"), a screen that janks.
Clustered by meaning, each fell in with the defects or the features of its topic. So it is a
kind (`kinds.py`), read by these shapes:

- Faster asked of the code: "speed up", "make ... faster", "optimize" of a part of the code, a
  figure of speed or size cut. Not of what a product shows moving ("make the enemies move
  faster", "speed up the video to 1.5x"), nor a setting raised ("increase the timeout").
- Slowness told: slow, janky, laggy; a duration that is a complaint ("takes 8 s", "takes
  forever"), not one shown to people ("takes a minute, show a progress bar").
- The tools and words of the work: a profile taken of the code (not a profile page, and not a
  heap profile of memory that grows: a leak is a defect), a flame graph, a benchmark, a query
  plan, quadratic work in big-O; a query's shape told first ("N+1 in the orders endpoint"), not
  given as the reason of an ask about the work just done ("use `select_related` for that, it's
  doing N+1 queries" goes on with it); an index added for a lookup said to be slow (alone an
  index is the schema's work as much, and a migration that adds one is the migration's,
  `upkeep_cues.py`).

Slow tests and CI are the checks' (`kinds.CHECKS` comes first), a leak or a crash the defect's.
"""

from __future__ import annotations

# What a duration is measured in: "8 s", "400ms", "40 seconds", "3 minutes", "4-6s".
_NUMBER = r"\d+(?:[.,]\d+)?"
_UNIT = r"(?:ms|s|secs?|seconds?|mins?|minutes?|hours?|hrs?)\b"
_DURATION = rf"{_NUMBER}(?:\s*(?:-|–|to)\s*{_NUMBER})?\s*{_UNIT}"
# A product's thing shown moving, not code running: "make the enemies move faster".
_MOTION = (r"move|moves|walk|walks|fly|flies|fall|falls|spin|spins|scroll|scrolls|rotate|"
           r"rotates|blink|blinks|travel|travels|drive|drives|jump|jumps|swim|swims|play|plays|"
           r"animate|animates|fade|fades|slide|slides|type|types|count|counts|tick|ticks")
# What a duration told is shown as to people: then a feature is asked, not speed.
_SHOWN_WHILE = (r"(?![^\n]*\b(?:progress|spinner|loading (?:indicator|state|bar|screen)|skeleton|"
                r"timeout|eta|countdown)\b)")
# Figures of speed and size: "the p99", "the cold start", "the bundle size". Told as they are
# or grown, they tell slowness; memory told growing tells a leak, a defect (`kinds.DEBUG`).
_TOLD_FIGURES = (r"latency|latencies|p(?:50|75|90|95|99|99\.9)|response times?|load(?:ing)? times?|"
                 r"start-?up times?|boot times?|cold starts?|ttfb|time to first byte|lcp|tti|"
                 r"first (?:contentful )?paint|bundle(?: size)?s?|query times?|"
                 r"render(?:ing)? times?|build size|binary size|page weight|throughput|fps|"
                 r"frame ?rate")
_FIGURES = _TOLD_FIGURES + r"|memory (?:usage|footprint)|allocations|image size"
# The parts of code asked to be optimized: "optimize the query", "optimize that path".
_OPTIMIZED = (r"quer(?:y|ies)|path|loop|code|function|method|handler|endpoint|render\w*|"
              r"components?|import|export|lookup|algorithm|start-?up|bundle|images?|assets|"
              r"build|pipeline|parser|serializ\w+|sql|join|index(?:es)?|hot \w+|inner loop|"
              r"database calls?|db calls?|api calls?")

# A figure of speed or size told: "p95 is 2.4s", "first paint takes 6 seconds", "the bundle
# is 4mb" (software talk, maybe told as fine), "latency is terrible" (slow).
_FIGURE_IS = (rf"\b(?:{_TOLD_FIGURES})\b[^.?!\n]{{0,30}}\b(?:is|are|was|of|at|hits?|around|"
              r"takes?|took)\s+(?:now\s+|still\s+|about\s+|over\s+|like\s+|almost\s+|"
              r"way\s+|really\s+|so\s+)?")
_FIGURE_TOLD = _FIGURE_IS + r"\d+(?:[.,]\d+)?\s*(?:ms|s|secs?|seconds?|mb|kb|gb)\b"
_FIGURE_TOLD_BAD = _FIGURE_IS + (r"(?:terrible|awful|bad|horrible|huge|too high|too big|"
                                 r"through the roof)")

# Work that grows faster than its input, told in big-O: "O(n^2)", "O(n*n)", "O(n²)".
_QUADRATIC = r"\bO\(\s*n\s*(?:\^\s*[2-9]|²|³|\*\s*n|\*\*\s*[2-9])\s*\)"

# The first clause of a line, up to a point (a file's dot is none of its ends).
_TOLD_FIRST = r"(?m:^)(?:[^,;.!?\n]|\.(?=\S))*?"

# Faster asked of the code.
FASTER_ASKED = (
    r"\bspeed(?:s|ing)? up\b(?![^.?!\n]{0,30}\b(?:videos?|audio|playback|animations?|music|"
    r"songs?|clips?|sounds?|game ?play|timers?|\d+(?:\.\d+)?x)\b)",
    rf"\bmake\b(?![^.?!\n]{{0,40}}\b(?:{_MOTION})\s+(?:\w+\s+)?(?:faster|quicker)\b)"
    r"[^.?!\n]{0,40}?\b(?:faster|quicker|snappier|leaner|less slow|more performant)\b",
    rf"\boptimi[sz](?:e|es|ed|ing)\b\s+(?:(?:the|this|that|our|my|these|those|its|their)\s+)?"
    rf"(?:[\w.`-]+\s+){{0,3}}?(?:{_OPTIMIZED})\b",
    r"\boptimi[sz](?:e|es|ed|ing)\b[^.?!\n]{0,40}\bfor (?:speed|performance|perf|memory|"
    r"latency|throughput|size)\b",
    rf"\b(?:cut|reduce|lower|shrink|bring down|improve|halve|trim|decrease|fix)\b[^.?!\n]{{0,30}}"
    rf"\b(?:{_FIGURES})\b",
    rf"\b(?:{_FIGURES})\b[^.?!\n]{{0,40}}\b(?:bring (?:it|that|them) down|get (?:it|that|them) "
    r"(?:down|under|below)|(?:cut|reduce|lower|shrink|halve) (?:it|that|them))\b",
    # (A bottleneck alone may be a team's: "code review is our bottleneck".)
    r"\b(?:performance|perf) (?:issues?|problems?|regressions?|work|pass|fix|hit|bottlenecks?)\b",
)
# Slowness told of the code or of what people use of it.
SLOW_TOLD = (
    r"\b(?:is|are|was|were|got|gets|getting|feels?|seems?|so|too|really|very|super|painfully|"
    r"unbearably|incredibly|extremely)\s+(?:\w+\s+)?(?:slow|sluggish)\b(?!\s+(?:motion|"
    r"cooker|down|dance)\b)",
    r"\bslow(?:er)? (?:than|since|after|on|with|to (?:load|open|start|render|respond|return))\b",
    # "fix the slow query"; not one named as a case ("a skeleton while the slow query runs").
    r"\b(?:fix|find|speed up|investigate|look (?:at|into)|optimi[sz]e|profile|there'?s|there are|"
    r"have|got)\s+(?:the\s+|a\s+|some\s+|these\s+|this\s+|our\s+)?slow (?:quer(?:y|ies)|"
    r"endpoints?|requests?|pages?|renders?|start-?ups?|imports?|exports?|paths?)\b",
    r"\b(?:janks?|janky|jank|laggy|lags|lagging|stutter(?:s|ing)?|choppy)\b",
    # A duration as it is, not as it may be ("the import can take 10 minutes, add a flag").
    rf"(?<!\bcan )(?<!\bcould )(?<!\bmay )(?<!\bmight )(?<!\bwill )\b(?:takes?|taking|took)\s+"
    rf"(?:over\s+|almost\s+|nearly\s+|about\s+|around\s+|like\s+|more than\s+|up to\s+)?"
    rf"{_DURATION}{_SHOWN_WHILE}",
    rf"\b(?:takes?|taking|took)\s+(?:forever|ages|way too long|too long|so long){_SHOWN_WHILE}",
    _FIGURE_TOLD_BAD,
    # A duration grown: "went from 3 to 40 minutes in the nightly run".
    rf"\b(?:went|gone|jumped|grew|grown|increased|climbed) from\s+{_NUMBER}\s*(?:{_UNIT})?\s*"
    rf"(?:to|->|→)\s*{_NUMBER}\s*{_UNIT}",
    r"\ballocat\w*\b[^.?!\n]{0,20}\b(?:too much|too many|way more|\d+x more|more than)\b",
    rf"\b(?:{_TOLD_FIGURES})\b[^.?!\n]{{0,20}}\b(?:doubled|tripled|spik\w*|jump(?:s|ed)|"
    r"regress\w*|degrad\w*|(?:goes|went) up|climb\w*|drops?|dropped|tank(?:s|ed)|"
    r"(?:went|gone|jumped|grew|increased) from)\b",
)
# The work's own tools and shapes.
TOOLS = (
    # "profile the import": the code profiled, not a profile page or photo.
    r"(?:\A|[,;:]\s*|\b(?:please|pls|can you|could you|let'?s|then|and)\s+)profile\s+(?:the|"
    r"this|our|my|that)\s+(?!(?:\w+\s+)?(?:page|picture|photo|pic|settings|screen|tab|view|"
    r"section|card|form|data|fields?)s?\b)\w+",
    r"\b(?:run|take|capture|grab|record)\s+(?:an?\s+)?cpu\s+profile\b",
    r"\b(?:flame ?graphs?|pprof|py-spy|cprofile|perf record|clinic\.js|async-profiler|"
    r"criterion|hyperfine|pytest-benchmark|jmh)\b",
    r"(?:\A|[,;:]\s*|\b(?:please|pls|can you|could you|let'?s|then|and)\s+)benchmark\s+(?:the|"
    r"this|our|my|that|both|these|those)\b",
    r"\b(?:write|add|run)\s+(?:an?\s+|some\s+)?(?:\w+\s+)?benchmarks?\b(?!\s+tests?\b)",
    # The queries' shapes, told first: "N+1 in the orders endpoint", "the endpoint does one
    # query per item"; not the reason given after an ask ("use `select_related` for that, it's
    # doing N+1 queries" goes on with the work it is said of).
    _TOLD_FIRST + r"\bn\s*\+\s*1\b",
    _TOLD_FIRST + r"\b(?:one|a|an extra|a separate) (?:query|db call|database call|request|"
    r"api call) (?:per|for each|for every) (?:item|row|record|user|order|entry|element|post)\b",
    _TOLD_FIRST + r"\b(?:seq(?:uential)?|full(?: table)?) scans?\b",
    r"\bquery plans?\b|\bexplain analy[sz]e\b",
    # Quadratic work told: "this loop is O(n^2)".
    _QUADRATIC,
    # An index added for a lookup said to be slow: alone, an index is the schema's work as much
    # ("add an index on endpoint_id as well", after a migration); not an index page or file.
    r"\b(?:add|create|need|use)\w*\s+(?:a|an|the)?\s*(?:composite |partial |covering |gin |gist |"
    r"btree |b-tree |hash )?index(?:es)?\s+(?:on|for)\b(?=[^\n]*\b(?:slow\w*|scans?|speed\w*|"
    r"faster|perf\w*|latency|takes?|took)\b)",
    r"\bmissing (?:an? )?(?:db |database )?index(?:es)?\b(?!\.)",
    r"\b(?:re-?renders?|re-?rendering)\b[^.?!\n]{0,30}\b(?:every|each|too (?:much|often)|"
    r"constantly|on every)\b",
    r"\bmemoi[sz]e\b",
)
# Words of the work that only software has: software talk by themselves, as a slowness told of
# a page, a screen or a query is ("the page is slow"), and a figure of speed told by its value.
SOFTWARE_SHAPES = (
    _FIGURE_TOLD, _QUADRATIC,
    r"\b(?:flame ?graphs?|pprof|py-spy|cprofile|n\s*\+\s*1 quer(?:y|ies)|seq scans?|query plans?|"
    r"explain analy[sz]e|memoi[sz]\w*|jank\w*|cold starts?|bundle size)\b",
    r"\b(?:page|pages|site|website|screen|screens|view|views|app|apps|query|queries|endpoint|"
    r"endpoints|request|requests)\b[^.?!\n]{0,20}\b(?:is|are|was|were|feels?|seems?|got|gets|"
    r"getting)\s+(?:\w+\s+)?(?:slow|sluggish|laggy)\b",
    r"\A\W*n\s*\+\s*1\b",
    # Seconds for a screen or a call to come up: "takes 6 seconds to load" (a truck loaded or a
    # kettle boiling takes minutes, and other verbs).
    r"\b(?:takes?|taking|took)\s+(?:over\s+|almost\s+|nearly\s+|about\s+|around\s+|like\s+|"
    r"more than\s+|up to\s+)?\d+(?:[.,]\d+)?\s*(?:ms|s|secs?|seconds?)\s+to\s+(?:load|render|"
    r"respond|open|start|boot|paint|come up|show up)\b",
)
