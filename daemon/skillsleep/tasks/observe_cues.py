"""How people ask for observability added: a metric, a dashboard, an alert, a trace span, the
fields of structured logs, an error tracker wired in. A kind of its own.

Every service that runs somewhere is watched, and the watching is added piece by piece, worded
far apart and across stacks (Prometheus, OpenTelemetry, Datadog, StatsD, CloudWatch, Sentry):
"emit a counter for failed logins", "add a Grafana panel for queue depth", "alert when the
error rate > 2%", "add a span around the DB call", "log the job duration as a field", "wire
Sentry into the app". Clustered by meaning they fell apart or in with the features of each
service. So it is a kind (`kinds.py`), read by these shapes, which are of software alone and so
software talk by themselves:

- A metric of the code emitted, exposed or recorded (a counter, a gauge, a histogram, a timer),
  or added where it is the code's ("a metric for cache hits", "a counter metric in the worker"),
  a `/metrics` endpoint; a monitoring tool's metric, monitor, alarm, panel or dashboard.
- A dashboard or its panel for a part of the software ("a dashboard for the ingestion
  pipeline"), not a product's page ("a dashboard page for customers").
- An alert on a measured quantity of the running software (an error rate, a latency, a queue's
  depth, the disk), an alerting rule, on-call paged; not a product's alerts to its people
  ("alert the user when their upload fails", "price alerts", "send users an email alert when
  their disk quota is almost full"), nor on-call paged by a screen's part ("a button to page
  the on-call"), nor JavaScript's `alert()`.
- Tracing added to a part, a span around a call, spans tagged, a trace's context propagated;
  not an HTML span, not a call path traced to be explained.
- Fields of structured logs; an error tracker set up or its breadcrumbs.

Not a quantity told as a symptom ("the error rate jumped, find out why", a defect), not a
product's metrics, dashboards and reports, not logging in, not the tests, documents, questions
and reviews about it (`kinds.py` reads those kinds first).
"""

from __future__ import annotations

from .screen_cues import NO_PRODUCTS_YET

# Monitoring and tracing tools, and their things.
_TOOL = (r"(?:prometheus|opentelemetry|otel|datadog|dogstatsd|statsd|cloudwatch|grafana|kibana|"
         r"new ?relic|honeycomb|jaeger|zipkin|victoriametrics|influx(?:db)?|alertmanager)")
_TOOLS_THING = (r"(?:counters?|gauges?|histograms?|summar(?:y|ies)|metrics?|monitors?|alarms?|"
                r"alerts?|panels?|dashboards?|timers?|spans?|traces?|exporters?|instrumentation)")
# A metric's shapes.
_METRIC = r"(?:counter|gauge|histogram|timer|metric)s?"
# Where a product shows its own figures: "a metrics page", "the revenue metric on the admin
# dashboard" are features.
_PRODUCTS_OWN = (r"(?![^.?!\n]*\b(?:page|screen|reports?|admin|widgets?|cards?|tiles?|"
                 r"customers?|users? (?:see|can)|chart)\b)")
# A part of the running software a dashboard or tracing is for.
_SOFTWARE_PART = (r"(?:pipeline|service|services|worker|workers|queues?|api|cluster|consumers?|"
                  r"producers?|jobs?|database|db|cache|server|servers|lambdas?|functions?|"
                  r"cron|scheduler|endpoints?|handlers?|client|calls?|requests?|app|backend|"
                  r"ingest\w*|importer|exporter|batch|etl|dags?|pods?|nodes?)")
# A measured quantity of the running software.
_MEASURED = (r"(?:error (?:rate|count|budget)|errors? (?:exceed|go|goes|are|is|above|over|per)|"
             r"failure rate|5xx|4xx|latency|p\d\d|response "
             r"time|queue|backlog|lag|disk|cpu|memory|heap|throughput|saturation|uptime|"
             r"heartbeat|timeouts?|retries|restarts?|dead[- ]letter|dlq|connections|"
             r"[\w.]+_total|[\w.]+_seconds)")
# The readings and the tools of monitoring, which also tell an alert of the running software
# from a product's own alerts (`alert_cues`).
MEASURED = _MEASURED
MONITORING_TOOL = _TOOL
# What a span wraps.
_WRAPPED = (r"(?:(?:db|database|sql|http|grpc|rpc|redis|external|outbound|api|downstream)\s+)?"
            r"(?:calls?|query|queries|requests?|writes?|reads?|handlers?|functions?|methods?|"
            r"jobs?|steps?|operations?|fetch(?:es)?|lookups?)")

OBSERVABILITY = (
    # A metric emitted, exposed, recorded: "emit a counter for failed logins".
    rf"\b(?:emit|expose|record|publish|increment|instrument)\w*\s+(?:(?:a|an|the|new|some|our)\s+)?"
    rf"(?:[\w-]+\s+){{0,2}}?{_METRIC}\b{_PRODUCTS_OWN}",
    # Added where it is the code's: "add a metric for cache hits", "a counter metric in the Go
    # worker"; a metric's own word, not a counter on a button, not people's own figures tracked
    # ("let users track their metrics").
    rf"\b(?:add|create|define|register)\s+(?:(?:a|an|the|new|some)\s+)?(?:[\w-]+\s+){{0,2}}?"
    rf"(?:metrics?|(?:counter|gauge|histogram|timer) metrics?)\b(?!\s+(?:page|tab|view|section|"
    rf"card|tile|widget|panel)\b){_PRODUCTS_OWN}",
    rf"\b(?:emit|expose|record|publish|report|send|export)\w*\b[^.?!\n]{{0,40}}\bas\s+(?:a\s+|an\s+)?"
    rf"(?:{_TOOL}\s+)?{_METRIC}\b",
    r"(?:\A|\s)/metrics\b",
    # Not what a tool's readings tell ("the datadog traces show a 3s gap"): a defect or slowness.
    rf"\b{_TOOL}\s+(?:[\w-]+\s+)?{_TOOLS_THING}\b(?!\s+(?:shows?|showed|says?|said|reports?|"
    r"reported|points?|pointed|indicates?|indicated|suggests?)\b)",
    rf"\b(?:wire|set up|setup|add|integrate|hook up|install|configure|enable|instrument)\b"
    rf"[^.?!\n]{{0,40}}\b(?:{_TOOL}|sentry|bugsnag|rollbar|honeybadger)\b",
    rf"\binstrument\s+(?:the\s+|our\s+)?(?:[\w-]+\s+){{0,2}}?{_SOFTWARE_PART}\b",
    r"\b(?:sentry|bugsnag|rollbar) (?:breadcrumbs?|sdk|integration|spans?|transactions?)\b|"
    r"\bbreadcrumbs? (?:in|to) sentry\b",
    # A dashboard or its panel for a part of the software.
    rf"(?<!\badmin )(?<!\buser )(?<!\bcustomer )(?<!\bsales )(?<!\banalytics )"
    rf"\bdashboard(?:s| panels?)?\s+(?:for|of|on)\s+(?:the\s+|our\s+|each\s+|every\s+)?"
    rf"(?:[\w-]+\s+){{0,2}}?{_SOFTWARE_PART}\b(?!\s+(?:keys?|tokens?|usage|users?|customers?|"
    rf"plans?|billing)\b){_PRODUCTS_OWN}",
    rf"\bpanels?\s+(?:for|of|showing|with)\s+(?:the\s+)?(?:[\w-]+\s+){{0,2}}?{_MEASURED}\b",
    # An alert on a measured quantity, an alerting rule, on-call paged.
    # Not what a screen's part does or the product sends its people ("a button to page the
    # on-call", "send users an email alert when their disk quota is full"): a feature.
    rf"{NO_PRODUCTS_YET}\b(?:alert|alarm|page (?:me|us|someone)|notify (?:on-?call|us|me))\w*\s+"
    rf"(?:(?:us|me)\s+)?(?:when|if|whenever|once|on|for)\b[^.?!\n]{{0,40}}\b{_MEASURED}\b",
    rf"{NO_PRODUCTS_YET}\b(?:alerts?|alarms?|monitors?)\s+(?:when|if|on|for)\s+(?:the\s+)?"
    rf"(?:[\w-]+\s+){{0,3}}?{_MEASURED}\b",
    r"\b(?:alerting|alert) (?:rules?|polic(?:y|ies)|thresholds?)\b",
    rf"{NO_PRODUCTS_YET}\bpage (?:the )?on-?call\b",
    # Tracing added, spans around calls or tagged, a trace's context propagated.
    r"\b(?:add|wire|enable|set up)\s+(?:distributed\s+)?tracing\s+(?:to|in|for|on|around|"
    r"through)\b",
    rf"\bspans?\s+(?:around|for|over|on)\s+(?:the\s+|each\s+|every\s+|all\s+)?"
    rf"(?:[\w-]+\s+){{0,2}}?{_WRAPPED}\b",
    r"\b(?:tag|label|annotate|enrich)\s+(?:the\s+|all\s+|every\s+|each\s+)?spans?\b|"
    r"\bspan (?:attributes?|tags?|names?|events?)\b",
    r"\b(?:trace|tracing) (?:context|ids?|headers?|propagation|sampl\w+)\b|\btraceparent\b",
    # Fields of structured logs.
    r"\bstructured (?:log(?:ging)? )?(?:fields?|logging|logs?)\b",
    r"\blog\s+(?:the\s+|its\s+|their\s+|each\s+)?(?:[\w-]+\s+){1,2}as\s+(?:a\s+|separate\s+)?"
    r"(?:structured\s+)?(?:fields?|attributes?|keys?|labels?)\b",
    r"\b(?:fields?|attributes?|keys?) to (?:every|each|all|the) log (?:lines?|entries|records|"
    r"messages|statements|calls)\b",
)
