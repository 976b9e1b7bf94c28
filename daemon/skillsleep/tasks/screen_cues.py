"""Where a request asks for work done by a product's screen or for its people, read by the kinds'
cues.

The words of the kinds of upkeep are a product's words too: an incident tool has a button "to
page the on-call", a spreadsheet "a button to recalculate all totals", a storage app sends its
people "an email alert when their disk quota is almost full". The work is then a feature of the
product, not the running software watched or its data fixed once. Such a cue begins with
`NO_PRODUCTS_YET`: it matches only where no part of a screen that would do it and none of the
product's people it would be done for has been named in the clause before it.
"""

from __future__ import annotations

# Parts of a screen: moving or adding one changes what people see, a feature however it is said.
# The one list of them: a cue that reads more (a whole page or form made accessible, a datum an
# environment names) adds its own words to it. Pages, forms and tables are left out here, as
# words of other things too ("page the on-call", a database's tables).
SCREEN_PARTS = (r"buttons?|links?|icons?|banners?|toasts?|modals?|dialogs?|dropdowns?|menus?|"
                r"sidebars?|navbars?|toolbars?|tooltips?|checkbox(?:es)?|"
                r"search (?:box|bar|field)s?|tabs?|spinners?|logos?|panels?|badges?")
# A product's people, who get what it does ("send users an alert"); not its operators
# (admins, the on-call, the team), who are the ones watching the running software.
_PRODUCTS_PEOPLE = (r"users?|customers?|members?|subscribers?|buyers?|sellers?|shoppers?|"
                    r"visitors?|patients?|students?|teachers?|players?|guests?|readers?|"
                    r"clients?|people")
# The words of a clause up to a point, where no screen part and no product's people were named.
NO_PRODUCTS_YET = (r"(?:\A|[.?!\n;:,]\s*)(?:(?!\b(?:" + SCREEN_PARTS + "|" + _PRODUCTS_PEOPLE
                   + r")\b)[^.?!\n;:,])*?")
