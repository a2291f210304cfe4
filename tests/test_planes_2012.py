"""The planes of Planechase 2012 (309; 311 in ``current``): each plane's static or triggered
ability while it is face up (309.4), and its chaos ability (309.7; "whenever chaos ensues",
311.7, in ``current``), in every edition.
"""

from __future__ import annotations

import pytest
from test_planechase import EDITIONS, PLANE, Table, two

import magictutor as mt
from magictutor.cards import card


def on(plane: str, edition: str = "2013-07", *rest: str, **kw) -> Table:
    """Alice's turn, precombat main, with ``plane`` face up from Alice's planar deck."""
    return two(edition, planechase={"decks": {"Alice": [plane, *rest, "Tazeem"],
                                              "Bob": ["Panopticon", "Fields of Summer"]},
                                    "face up": plane}, **kw)


def chaos(t: Table) -> None:
    """Alice rolls chaos; the plane's chaos ability goes on the stack and resolves."""
    t.roll("chaos")
    assert t.stack[-1].endswith("chaos"), t.stack
    t.resolve_all()


# --- Gavony ----------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_gavony_every_creature_has_vigilance_and_chaos_makes_yours_indestructible(edition):
    t = on("Gavony", edition, setup={"Alice": {"battlefield": ["Grizzly Bears"]},
                                     "Bob": {"battlefield": ["Hill Giant"]}})
    assert card("Gavony", edition).subtypes == ("Innistrad",)
    chaos(t)
    assert {PLANE[edition] + ".7", "611.2c"} <= t.cites
    bears, giant = t.id("Grizzly Bears"), t.id("Hill Giant")
    t.advance("declare attackers")
    t.do(mt.DeclareAttackers("Alice", ((bears, "Bob"),)))
    assert not t.state.objects[bears].tapped, "vigilance (702.19/702.20): it doesn't tap"
    t.advance("declare blockers")
    t.do(mt.DeclareBlockers("Bob", ((giant, bears),)))
    t.advance("end")
    assert t.state.objects[bears].zone == "battlefield", "indestructible: lethal damage"
    assert t.state.objects[bears].damage == 3, "it was dealt lethal damage and survived"
