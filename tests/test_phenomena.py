"""Phenomena (310; 312 in ``current``; none in ``2011-09``): encountering one, its ability on
the stack, and the state-based action that then planeswalks away from it (704.5x in
``2013-07``, 704.5w in ``2017-09``, 704.6f in ``current``).
"""

from __future__ import annotations

import pytest
from test_planechase import Table, two, with_libraries

import magictutor as mt
from magictutor.cards import card
from magictutor.engine.setup import SetupError

LATER = ("2013-07", "2017-09", "current")
SBA = {"2013-07": "704.5x", "2017-09": "704.5w", "current": "704.6f"}
PHEN = {"2013-07": "310", "2017-09": "310", "current": "312"}
PHENOMENA = ("Chaotic Aether", "Spatial Merging", "Interplanar Tunnel")


def walk_into(phenomenon: str, edition: str, rest: list[str], **kw) -> Table:
    """Alice's turn with Tazeem face up; the next card of her planar deck is ``phenomenon``."""
    t = two(edition, planechase={"decks": {"Alice": ["Tazeem", phenomenon, *rest]}}, **kw)
    t.roll("planeswalk")
    t.resolve()  # the planeswalking ability: Alice planeswalks to the phenomenon
    return t


# --- 310.1-310.3: the cards ------------------------------------------------------------------
@pytest.mark.parametrize("edition", LATER)
def test_310_3_phenomena_have_no_subtypes_and_an_encounter_ability(edition):
    for name in PHENOMENA:
        c = card(name, edition)
        assert c.types == ("Phenomenon",) and c.subtypes == () and c.is_planar
        assert [a.kind for a in c.abilities] == ["encounter"] and c.text


def test_310_none_in_2011_09():
    with pytest.raises(SetupError, match="no phenomena"):
        two("2011-09", planechase={"decks": {"Alice": ["Tazeem", "Spatial Merging"]}})


# --- 310.5 / 310.7: encountering one and passing through -------------------------------------
@pytest.mark.parametrize("edition", LATER)
def test_310_7_a_phenomenon_is_passed_through_by_a_state_based_action(edition):
    t = walk_into("Chaotic Aether", edition, ["Panopticon", "Agyrem"])
    assert t.faceup == ["Chaotic Aether"]
    assert t.stack == ["Chaotic Aether encounter"]
    assert t.state.stack[0].controller == "Alice"
    assert PHEN[edition] + ".5" in t.cites and SBA[edition] not in t.cites
    t.resolve()
    # the encounter ability left the stack: the planar controller planeswalks (SBA)
    assert t.faceup == ["Panopticon"] and t.deck("Alice")[-1] == "Chaotic Aether"
    assert {SBA[edition], PHEN[edition] + ".7"} <= t.cites
    assert t.stack == ["Panopticon trigger"]  # planeswalking to Panopticon
    t.resolve_all()
    assert len(t.hand("Alice")) == 1


# --- Chaotic Aether --------------------------------------------------------------------------
@pytest.mark.parametrize("edition", LATER)
def test_chaotic_aether_blank_rolls_are_chaos_until_planeswalking_away_from_a_plane(edition):
    t = walk_into("Chaotic Aether", edition, ["Panopticon", "Agyrem"],
                  setup={"Alice": {"battlefield": ["Island"] * 6}})
    t.resolve_all()  # the encounter, the SBA planeswalk (away from a phenomenon: it lasts)
    assert t.faceup == ["Panopticon"]
    assert [e.kind for e in t.state.effects] == ["blank_is_chaos"]
    hand = len(t.hand("Alice"))
    t.roll("blank")
    assert t.stack == ["Panopticon chaos"] and "chaos roll" in t.log
    t.resolve_all()
    assert len(t.hand("Alice")) == hand + 1
    t.roll("planeswalk")
    t.resolve_all()  # away from Panopticon, a plane: the effect ends
    assert t.faceup == ["Agyrem"] and not t.state.effects
    t.roll("blank")
    assert t.stack == [] and "Blank: nothing happens" in t.log


def test_chaotic_aether_makes_chaos_five_times_in_six():
    """2013-07. With the effect in place, a seeded run of 600 rolls gives chaos about 5/6 of
    the time (bound: 4.5 binomial standard deviations)."""
    from magictutor.engine.context import Ctx
    from magictutor.rules.planechase.die import face_probabilities, roll_face

    s = mt.build_game(["Alice", "Bob"], seed=7)
    ctx = Ctx(s)
    n = 600
    chaos = sum(roll_face(ctx) in ("chaos", "blank") for _ in range(n))
    p = face_probabilities(blank_is_chaos=True)["chaos"]
    assert abs(chaos - n * p) < 4.5 * (n * p * (1 - p)) ** 0.5


# --- Spatial Merging -------------------------------------------------------------------------
@pytest.mark.parametrize("edition", LATER)
def test_spatial_merging_two_planes_face_up_both_chaos_abilities_trigger(edition):
    t = walk_into("Spatial Merging", edition,
                  ["Interplanar Tunnel", "Panopticon", "Chaotic Aether", "Naar Isle", "Agyrem"],
                  setup={"Alice": {"battlefield": ["Island"] * 3}})
    t.resolve()  # Spatial Merging: reveal Tunnel, Panopticon, Aether, Naar Isle
    assert sorted(t.faceup) == ["Naar Isle", "Panopticon"]
    assert t.pending is not None and t.pending.kind == "option"  # order the other two
    t.choose("Chaotic Aether")
    assert t.deck("Alice") == ["Agyrem", "Tazeem", "Spatial Merging", "Chaotic Aether",
                               "Interplanar Tunnel"]
    assert t.stack == ["Panopticon trigger"]  # planeswalked to Panopticon; no SBA needed
    assert "901.11c" not in t.cites  # planeswalking *to* two planes: 901.11c is for leaving
    t.resolve_all()
    t.roll("chaos")
    assert t.pending.kind == "option"  # 603.3b: Alice orders her two chaos abilities
    t.choose("Panopticon chaos")
    assert t.pending.kind == "target"  # Naar Isle's chaos ability needs a target
    t.choose("Bob")
    assert t.stack == ["Naar Isle chaos", "Panopticon chaos"]  # top first
    assert "603.3b" in t.cites
    t.resolve_all()
    assert t.life("Bob") == 17
    t.roll("planeswalk")
    t.resolve_all()
    assert t.faceup == ["Agyrem"]  # away from both planes at once (901.11c)
    assert "901.11c" in t.cites
    assert t.deck("Alice")[-2:] in (["Panopticon", "Naar Isle"], ["Naar Isle", "Panopticon"])


# --- Interplanar Tunnel ----------------------------------------------------------------------
@pytest.mark.parametrize("edition", LATER)
def test_interplanar_tunnel_choose_the_next_plane_then_planeswalk_to_it(edition):
    rest = ["Naar Isle", "Chaotic Aether", "Panopticon", "Agyrem", "Fields of Summer",
            "The Eon Fog", "Mount Keralia"]
    t = walk_into("Interplanar Tunnel", edition, rest)
    t.resolve()
    assert t.pending.player == "Alice"
    names = sorted(t.state.objects[o].name for o in t.pending.options)
    assert names == ["Agyrem", "Fields of Summer", "Naar Isle", "Panopticon", "The Eon Fog"]
    t.choose("Fields of Summer")
    # the SBA planeswalks away from the Tunnel to the chosen plane
    assert t.faceup == ["Fields of Summer"]
    deck = t.deck("Alice")
    assert deck[:2] == ["Mount Keralia", "Tazeem"]  # not revealed: they keep their places
    assert sorted(deck[2:7]) == ["Agyrem", "Chaotic Aether", "Naar Isle", "Panopticon",
                                 "The Eon Fog"]  # the rest, in a random order
    assert deck[-1] == "Interplanar Tunnel"
    assert SBA[edition] in t.cites


# --- 901.10b: a phenomenon's ability outlives its owner --------------------------------------
@pytest.mark.parametrize("edition", LATER)
def test_901_10b_a_leaving_players_phenomenon_ability_stays_on_the_stack(edition):
    players = ["Alice", "Bob", "Carol"]
    t = Table(players, edition=edition, setup=with_libraries(players, None),
              planechase={"decks": {"Alice": ["Tazeem", "Chaotic Aether"],
                                    "Bob": ["Panopticon", "Agyrem"]}})
    t.roll("planeswalk")
    t.resolve()
    assert t.stack == ["Chaotic Aether encounter"]
    t.do(mt.LeaveGame("Alice"))
    assert t.controller == "Bob"
    encounter = [o for o in t.state.stack if o.name == "Chaotic Aether encounter"]
    assert len(encounter) == 1 and encounter[0].controller == "Bob"
    assert t.faceup == ["Panopticon"]  # Alice's phenomenon left with her: Bob turned one up
    assert "901.10b" in t.cites
    t.resolve_all()
    assert [e.kind for e in t.state.effects] == ["blank_is_chaos"]
    assert t.faceup == ["Panopticon"]


# --- the kit's house rule: revealing past the end of the planar deck -------------------------
@pytest.mark.parametrize("edition", LATER)
def test_house_rule_spatial_merging_with_one_plane_left_planeswalks_to_it(edition):
    t = walk_into("Spatial Merging", edition, [])
    t.resolve()
    assert t.faceup == ["Tazeem"] and t.deck("Alice") == ["Spatial Merging"]
    assert "house rule" in t.log and "101.3" in t.cites


@pytest.mark.parametrize("edition", LATER)
def test_house_rule_interplanar_tunnel_chooses_among_the_planes_there_are(edition):
    t = walk_into("Interplanar Tunnel", edition, ["Agyrem", "Chaotic Aether"])
    t.resolve()  # reveals Agyrem, Chaotic Aether, Tazeem: two planes to choose from
    assert sorted(t.state.objects[o].name for o in t.pending.options) == ["Agyrem", "Tazeem"]
    t.choose("Tazeem")
    assert t.faceup == ["Tazeem"] and "house rule" in t.log
