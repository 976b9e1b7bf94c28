"""How people ask for the surface of a service's API to grow: a new endpoint or RPC, and a list
made to come in pages.

Both come back for everyone who keeps a service, in every stack (a gRPC method with its proto, a
FastAPI route with its OpenAPI schema, a NestJS controller, a Spring delegate), worded far apart
("we need a RefundPayment rpc on PaymentsService", "new endpoint in the booking service: GET
/clinics/{id}/slots", "POST /orders/:id/returns in apps/api. body: ..."; "add page_size +
page_token per AIP-158", "the patients list needs cursor pagination", "server side paging +
filter by status"), so they are kinds of work (`kinds.py`) read by their shapes:

- An endpoint added: an endpoint or RPC asked for as a new thing, with nothing but its name or
  its kind between the ask and the word ("add a GET /users/{id}/sessions endpoint", "need an
  endpoint to move stock"); not work on one already there ("add logging to the users
  endpoint", "the orders endpoint is slow"). Or a request that opens on an HTTP method and a
  path and goes on to describe it, where nothing in its first line says it goes wrong.
- A list paged: paging asked for, by its words (pagination, a page token or size, paging said
  where or how it is done: server side, cursor, keyset), as the object of an ask or opening a
  sentence as one; not paging that goes wrong ("the pagination skips rows" is a defect), a
  pager's ("add paging to the output"), a product's pages ("the pricing page") or a printed
  document's ("paginate the PDF invoice").
"""

from __future__ import annotations

# The things an API grows by.
_ENDPOINT = (r"(?:endpoints?|rpcs?|rpc methods?|api routes?|route handlers?|"
             # "an api resource for credit notes": a resource of a REST API with its routes.
             r"api resources?)")
# Words that ask for a new thing.
_ASKED = (r"(?:add|adding|create|expose|implement|need|needs|want|write|build|introduce|"
          r"new)")
# Between the ask and the endpoint: its article, its name, its kind; no preposition, which
# would make the endpoint the place of other work ("add logging to the users endpoint").
_NAMED = (r"(?:(?:a|an|another|one|two|three|\d+|new|couple of|few)\s+)?"
          r"(?:(?!(?:to|in|on|for|from|of|with|into|at|by|and|or|that|which|so|the|this|its|"
          r"our|their|my)\b)[\w/{}:.@`'<>-]+\s+){0,4}?")
# The methods an HTTP endpoint is opened by.
_METHOD = r"(?:GET|POST|PUT|PATCH|DELETE)"
# What says an endpoint goes wrong: it is then a defect of one already there.
_GOES_WRONG = (r"(?:fail\w*|errors?|slow\w*|broken|breaks?|crash\w*|times? out|timing out|"
               r"timeouts?|wrong|returns? (?:an? )?[45]\d\d|[45]\d\d(?:s|\b)|panic\w*|hangs?|"
               # A result told empty: "GET /invoices returns an empty list for admins".
               r"returns? (?:an? |the )?(?:empty|blank|null|nil|nothing|undefined|stale)|"
               r"doesn'?t work|does not work|(?:is|are)n'?t working|not working|skips?|"
               r"duplicat\w*|missing)")

ENDPOINT_ADDED: tuple[str, ...] = (
    rf"\b{_ASKED}\s+{_NAMED}{_ENDPOINT}\b(?![^.?!\n]{{0,60}}\b{_GOES_WRONG})",
    # "add a cancel action to the appointments api", "new action on InvoicesController": a
    # controller's action added to an API or a controller, the place named by what it is.
    rf"\b{_ASKED}\s+{_NAMED}actions?\s+(?:to|on|in)\s+(?:the\s+|our\s+)?(?:[\w-]+\s+)?"
    rf"(?:api|(?-i:[A-Z]\w*Controller)\b|controller)\b(?![^.?!\n]{{0,60}}\b{_GOES_WRONG})",
    # "POST /orders/:id/returns in apps/api. body: ...": opening on the method and the path.
    rf"(?-i:\A\W*{_METHOD}\s+/[\w/{{}}:.-]*)(?![^\n]*\b{_GOES_WRONG})",
)

# "add GET /v1/statements ... and tests for it", "we need a cancel rpc for exports", "next: an
# endpoint to resend an invite, with tests": a request that opens on a new endpoint asks for
# it, whatever tests it asks for along with it (after the words that open any request).
ENDPOINT_OPENING = (
    r"(?:(?:(?:next(?: up)?|now)\s*[:,]?\s*|(?:we |i )?need\s+|(?:add|implement|create|"
    r"expose|build|write)\s+)(?:an?|another|one more)\s+(?:new\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:endpoint|api route|route handler|rpc|api resource|"
    # A route is a screen's too: an API's where the line names a method, an API or a hook.
    rf"route(?=[^\n]{{0,60}}(?:(?-i:\b{_METHOD}\b)|\b(?:api|webhooks?|"
    r"callbacks?)\b)))\b"
    r"(?!\s+(?:tests?|specs?|docs?|documentation|comments?)\b)"
    rf"(?=[^.?!\n]{{0,60}}\b(?:{_METHOD}|to|for|that|which)\b)|"
    rf"(?:add|implement|create|expose|build)\s+{_METHOD}\s+/)")

# Paging by its words: "pagination", "paging", "page_token", "pageSize", "cursor pagination".
# Paging alone is a pager's too ("add paging to the output"): a list's only where it is said
# where it is done or how.
_PAGING = (r"(?:pagination|paginated|page[_ ]?tokens?|page[_ ]?size|pageSize|pageToken|"
           r"next[_ ]?page[_ ]?tokens?|(?:(?:server|client)[- ]side|cursor|keyset|offset)[- ]"
           r"(?:based[- ])?(?:pagination|paging))")
# How it is qualified when it opens a sentence: "server side paging", "cursor based paging".
_PAGING_SORT = r"(?:(?:server|client)[- ]side\s+|cursor[- ]based\s+|cursor\s+|keyset\s+|offset\s+)?"

# A printed document's pages, not a list's ("paginate the PDF invoice", "a page size selector in
# the print dialog").
_NOT_PRINTED = (r"(?![^.?!\n]*\b(?:pdfs?|print|printing|printed|printouts?|printers?|docx|epub|"
                r"e-?books?|latex|typeset\w*|page breaks?|a4)\b)")

PAGING_ASKED: tuple[str, ...] = (
    rf"\b(?:add|adding|needs?|want|support|implement|introduce|use|switch\w*(?: [\w-]+){{0,5}}? "
    rf"to|paginate)\b{_NOT_PRINTED}"
    rf"(?![^.?!\n]{{0,40}}\b{_GOES_WRONG})[^.?!\n]{{0,40}}\b{_PAGING}\b",
    rf"(?:(?m:^)|(?<=[.!?;] ))\W*{_PAGING_SORT}{_PAGING}\b(?:\s*(?:\+|and|&|,)\s*\w+|\s+(?:for|"
    rf"on|to|in)\b)(?![^.?!\n]*\b{_GOES_WRONG}){_NOT_PRINTED}",
    rf"\A\W*paginate\b{_NOT_PRINTED}",
)
