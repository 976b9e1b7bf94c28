"""How people ask for a component of a component library: a piece of a design system or a UI
package added with the stories that show it ("packages/ui needs a Tooltip ... and a story with
all placements", "new component for the ds: Badge", "add SegmentedControl to the ui package w/
stories"). Each request is worded by the component's name and its props, which meaning alone
scatters among the features; the work (the component from the library's tokens, exported, and
its stories) is the same each time. So it is a kind (`kinds.py`).

Read only where the request names the library's world: a story or Storybook, a design system,
a UI kit, package or library. Not a component's test (`kinds.py` reads tests first), not a prop
or a fix put in a component that is there ("add a size prop to the Button component"), not the
stories of a tracker ("add the stories to the sprint").
"""

from __future__ import annotations

from .asked_to_exist import made, not_a_place

# The library's world named somewhere in the request.
# A story is the library's where it is a thing of its own, not a product's word before another
# ("the story cards", "a user story", "the news stories feed").
_A_STORY = (r"(?<!\buser )(?<!\bnews )stor(?:y|ies)\b(?!\s+(?!(?:for|with|of|per|and|or|to|in|on|"
            r"that|which|showing|covering|each|every|all)\b)[a-z]+)")
_LIBRARY_TALK = (rf"\A(?=[\s\S]*?\b(?:{_A_STORY}|storybook|design[- ]system|ds|ui[- ]?(?:kit|"
                 r"library|lib|package|components?)|component[- ]?(?:library|lib)|"
                 r"packages/ui)\b)")
# Asked to exist: made or needed.
_MADE = made("implement")
# Between the verb and the component, no place something is put in: "add a size prop to the
# Button component" changes one that is there.
_NOT_A_PLACE = not_a_place("for")
# Its stories asked with it: "with stories", "w/ a story", "+ stories", "and a story with ...".
_WITH_STORIES = (r"(?:\bwith|\bw/|\bplus|\band|\+)\s+(?:(?:a|an|its|the|some|their)\s+)?"
                 r"(?:storybook\s+)?stor(?:y|ies)\b")

COMPONENT_ADDED = (
    # "add SegmentedControl to the ui package w/ stories", "packages/ui needs a Tooltip ...
    # and a story with all placements".
    rf"{_LIBRARY_TALK}[\s\S]*?{_MADE}[^\n]{{0,160}}?{_WITH_STORIES}",
    # "new component for the ds: Badge", "create a Chip component in the design system".
    rf"{_LIBRARY_TALK}[\s\S]*?(?:{_MADE}{_NOT_A_PLACE}|\A\W*)\bnew\s+(?:ui\s+)?components?\b",
    rf"{_LIBRARY_TALK}[\s\S]*?{_MADE}{_NOT_A_PLACE}\b(?:ui\s+)?components?\b"
    r"(?!\s+(?:tests?|specs?|librar\w+|lib)\b)",
)
