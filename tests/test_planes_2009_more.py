"""More Planechase (2009) planes, by edition: Bant (every creature has exalted, 702.81 in
2011-09, 702.82 to 2017-09, 702.83 today; divinity counters give indestructible), Skybreen
(no spell sharing a card type with a library's revealed top card can be cast) and The Dark
Barony (a nonblack card put into a graveyard from anywhere costs its owner 1 life)."""

from __future__ import annotations

import pytest
from test_planechase import EDITIONS, PLANE
from test_planes_2009 import cited, on

import magictutor as mt
from magictutor.model.query import chars_of

EXALTED = {"2011-09": "702.81", "2013-07": "702.82", "2017-09": "702.82", "current": "702.83"}


@pytest.mark.parametrize("edition", EDITIONS)
def test_bant_every_creature_has_exalted_and_chaos_divinity_makes_indestructible(edition):
    t = on("Bant", edition,
           setup={"Alice": {"battlefield": ["Grizzly Bears", "Serra Angel", "Hill Giant"]}})
    t.roll("chaos")
    assert {t.state.objects[i].name for i in t.pending.options} == {"Grizzly Bears",
                                                                    "Serra Angel"}
    t.choose("Grizzly Bears")
    t.resolve()
    bears = t.id("Grizzly Bears")
    assert t.obj("Grizzly Bears").counter("divinity") == 1
    assert "indestructible" in chars_of(t.state, bears).keywords
    assert "indestructible" not in chars_of(t.state, t.id("Serra Angel")).keywords
    t.advance("declare attackers")
    t.do(mt.DeclareAttackers("Alice", ((bears, "Bob"),)))
    assert sorted(t.pending.options) == ["Grizzly Bears exalted", "Hill Giant exalted",
                                         "Serra Angel exalted"], "each one's exalted triggers"
    while t.pending is not None and t.pending.kind == "option":  # (their order: 603.3b)
        t.choose(t.pending.options[0])
    assert len(t.stack) == 3
    t.resolve_all()
    c = chars_of(t.state, bears)
    assert (c.power, c.toughness) == (5, 5)
    t.advance("end of combat")
    assert t.life("Bob") == 15
    cited(t, EXALTED[edition], f"{PLANE[edition]}.7")


def test_bant_exalted_does_not_trigger_when_two_attack():
    t = on("Bant", setup={"Alice": {"battlefield": ["Grizzly Bears", "Hill Giant"]}})
    t.advance("declare attackers")
    t.do(mt.DeclareAttackers("Alice", ((t.id("Grizzly Bears"), "Bob"),
                                       (t.id("Hill Giant"), "Bob"))))
    assert t.stack == []


@pytest.mark.parametrize("edition", EDITIONS)
def test_skybreen_no_spell_sharing_a_type_with_a_top_card_and_chaos_costs_hand_size(edition):
    t = on("Skybreen", edition,
           setup={"Alice": {"hand": ["Lightning Bolt", "Grizzly Bears", "Island"],
                            "battlefield": ["Mountain", "Forest"],
                            "library": ["Forest", "Island"]},
                  "Bob": {"library": ["Shock", "Island"], "hand": ["Island"] * 4}})
    err = t.refuse(mt.Cast("Alice", t.id("Lightning Bolt"), ("Bob",)))
    assert "top card of Bob's library, Shock, is revealed" in str(err)
    assert f"{PLANE[edition]}.4" in err.rules, "a plane's static ability (309.4; 311.4)"
    bolt = t.id("Lightning Bolt")
    listed = [a for a in mt.legal_actions(t.state) if isinstance(a, mt.Cast)]
    assert {a.card for a in listed} == {t.id("Grizzly Bears")}, "the creature spell is fine"
    assert bolt not in {a.card for a in listed}
    t.roll("chaos")
    t.choose("Bob")
    t.resolve()
    assert t.life("Bob") == 16, "four cards in Bob's hand"
    t.advance("precombat main", turn=3)  # Bob drew his Shock: an Island is on top now
    assert bolt in {a.card for a in mt.legal_actions(t.state) if isinstance(a, mt.Cast)}
    cited(t, f"{PLANE[edition]}.7")


@pytest.mark.parametrize("edition", EDITIONS)
def test_dark_barony_a_nonblack_card_to_a_graveyard_costs_1_and_chaos_discards(edition):
    t = on("The Dark Barony", edition,
           setup={"Alice": {"hand": ["Shock"], "battlefield": ["Mountain"]},
                  "Bob": {"hand": ["Island", "Island"], "battlefield": ["Grizzly Bears"]}})
    t.do(mt.Cast("Alice", t.id("Shock"), (t.id("Grizzly Bears"),)))
    t.resolve_all()
    t.choose(t.pending.options[0])  # (two triggers of hers at once: she orders them, 603.3b)
    t.resolve_all()
    assert t.zone("Grizzly Bears") == "graveyard" and t.zone("Shock") == "graveyard"
    assert (t.life("Alice"), t.life("Bob")) == (19, 19), "each owner loses 1 for their card"
    t.roll("chaos")
    t.resolve_all()
    assert len(t.hand("Bob")) == 1 and t.life("Bob") == 18, "the discarded Island too"
    cited(t, f"{PLANE[edition]}.7")


@pytest.mark.parametrize("edition", EDITIONS)
def test_901_3_the_new_planes_make_legal_decks_that_simulate_plays(edition):
    """Two planar decks of the planes added from Planechase (2009) meet 901.3 (ten or more
    different cards) and seeded games with them play through, the same each time."""
    from magictutor.cards import card, card_names
    from magictutor.engine.simulate import simulate
    from magictutor.rules.planechase.core import check_planar_deck

    mine = [n for n in card_names() if card(n).source.endswith("planes_2009.yaml")]
    assert len(mine) >= 23  # (The Maelstrom too; and the planes of #19 appended since)
    decks = {"Alice": mine[::2], "Bob": mine[1::2]}
    assert all(check_planar_deck(d, edition, 2) == [] for d in decks.values())
    options = dict(edition=edition, planechase={"decks": decks, "check decks": True},
                   max_turns=8, progress=False)
    rows = simulate(3, seed=11, **options)
    assert rows and rows == simulate(3, seed=11, **options)
