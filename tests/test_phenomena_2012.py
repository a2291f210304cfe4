"""The phenomena of Planechase 2012 (310; 312 in ``current``; none in ``2011-09``): each
one's encounter ability (310.5) on the stack, then the planar controller planeswalks away
from it (310.7; 704.5x, 704.5w in ``2017-09``, 704.6f in ``current``).
"""

from __future__ import annotations

import pytest
from test_phenomena import LATER, PHEN, SBA
from test_planechase import Table, with_libraries

import magictutor as mt
from magictutor.engine.setup import SetupError

DESTROY = {"2013-07": "701.6", "2017-09": "701.7", "current": "701.8"}


def walk_into(phenomenon: str, edition: str, players: tuple[str, ...] = ("Alice", "Bob"),
              setup: dict | None = None) -> Table:
    """Alice rolls the planeswalker symbol on Tazeem; her next planar card is the
    phenomenon, encountered; its encounter ability is put on the stack."""
    t = Table(list(players), edition=edition, setup=with_libraries(list(players), setup),
              planechase={"decks": {"Alice": ["Tazeem", phenomenon, "Panopticon"]}})
    t.roll("planeswalk")
    t.resolve()
    assert t.faceup == [phenomenon] and t.stack == [f"{phenomenon} encounter"]
    assert PHEN[edition] + ".5" in t.cites
    return t


def passed_through(t: Table, edition: str) -> None:
    """The encounter ability has resolved and the state-based action took Alice on."""
    assert t.faceup == ["Panopticon"], t.faceup
    assert {SBA[edition], PHEN[edition] + ".7"} <= t.cites


@pytest.mark.parametrize("name", ["Mutual Epiphany", "Planewide Disaster", "Time Distortion"])
def test_310_no_2012_phenomenon_in_2011_09(name):
    """The 2011-09 rules predate phenomena (June 2012): the CR wins over "all four
    editions", and the card is refused at setup with the reason."""
    with pytest.raises(SetupError, match="no phenomena"):
        Table(["Alice", "Bob"], edition="2011-09",
              planechase={"decks": {"Alice": ["Tazeem", name]}})


@pytest.mark.parametrize("edition", LATER)
def test_mutual_epiphany_every_player_draws_four(edition):
    t = walk_into("Mutual Epiphany", edition, ("Alice", "Bob", "Carol"))
    t.resolve()
    assert [len(t.hand(p)) for p in ("Alice", "Bob", "Carol")] == [4, 4, 4]
    assert ("121.1" if edition == "current" else "120.1") in t.cites
    passed_through(t, edition)


@pytest.mark.parametrize("edition", LATER)
def test_planewide_disaster_destroys_every_creature(edition):
    t = walk_into("Planewide Disaster", edition, setup={
        "Alice": {"battlefield": ["Grizzly Bears", "Jace Beleren", "Island"]},
        "Bob": {"battlefield": ["Serra Angel", "Hill Giant"]}})
    t.resolve()
    assert sorted(o.name for o in t.state.battlefield) == ["Island", "Jace Beleren"]
    assert sorted(o.name for o in t.state.graveyard("Bob")) == ["Hill Giant", "Serra Angel"]
    assert DESTROY[edition] in t.cites
    passed_through(t, edition)


@pytest.mark.parametrize("edition", LATER)
def test_time_distortion_reverses_turns_priority_and_apnap_101_4(edition):
    t = walk_into("Time Distortion", edition, ("Alice", "Bob", "Carol"))
    assert t.state.next_player("Alice") == "Bob"
    t.resolve()
    assert t.state.player_names == ("Carol", "Bob", "Alice")
    assert t.state.next_player("Alice") == "Carol", "Carol now takes the next turn"
    assert "101.4" in t.cites and "Carol takes the next turn" in t.log
    passed_through(t, edition)
    t.resolve_all()
    t.advance("upkeep", turn=2)
    assert t.state.active == "Carol"
    t.do(mt.Pass("Carol"))
    assert t.state.priority == "Bob", "priority passes in the new turn order (116.3d)"


@pytest.mark.parametrize("edition", LATER)
def test_time_distortion_twice_restores_the_first_order(edition):
    """A second reversal turns the order back (a scenario's deck need not follow 901.3)."""
    players = ["Alice", "Bob", "Carol"]
    t = Table(players, edition=edition, setup=with_libraries(players, None),
              planechase={"decks": {"Alice": ["Tazeem", "Time Distortion", "Time Distortion",
                                              "Panopticon"]}})
    t.roll("planeswalk")
    t.resolve()
    t.resolve()  # the first encounter: the order is reversed
    assert t.state.player_names == ("Carol", "Bob", "Alice")
    assert t.stack == ["Time Distortion encounter"]  # the SBA took Alice to the second one
    t.resolve()
    assert t.state.player_names == ("Alice", "Bob", "Carol")
    assert t.faceup == ["Panopticon"]


@pytest.mark.parametrize("edition", LATER)
def test_reality_shaping_each_player_from_you_may_put_a_permanent_card_101_4(edition):
    t = walk_into("Reality Shaping", edition, ("Alice", "Bob", "Carol"), setup={
        "Alice": {"hand": ["Grizzly Bears", "Lightning Bolt"]},
        "Bob": {"hand": ["Jace Beleren", "Island"]}, "Carol": {"hand": ["Shock"]}})
    t.pass_()
    t.pass_()
    t.pass_()
    p = t.pending
    assert p.player == "Alice" and "none" in p.options
    assert t.id("Lightning Bolt") not in p.options, "only permanent cards"
    t.choose("Grizzly Bears")
    assert t.pending.player == "Bob" and "Alice chooses Grizzly Bears" in t.log
    assert not t.state.battlefield, "nothing enters before every choice is made"
    t.choose("Jace Beleren")
    assert "Carol has no permanent card in hand" in t.log
    assert sorted(o.name for o in t.state.battlefield) == ["Grizzly Bears", "Jace Beleren"]
    jace = t.state.objects[t.id("Jace Beleren")]
    assert jace.controller == "Bob" and jace.counter("loyalty") == 3
    assert "101.4" in t.cites
    passed_through(t, edition)


@pytest.mark.parametrize("edition", LATER)
def test_morphic_tide_permanents_shuffled_in_and_as_many_revealed_come_back(edition):
    t = walk_into("Morphic Tide", edition, setup={
        "Alice": {"battlefield": ["Grizzly Bears (tapped)", "Hill Giant", "Furnace of Rath"],
                  "library": ["Shock", "Shock", "Shock"]},
        "Bob": {"battlefield": ["Jace Beleren", "Island"], "library": ["Shock"] * 3}})
    t.resolve()
    shown = {e.get("player"): e.get("revealed") for e in t.events if e.kind == "shuffle"}
    assert len(shown["Alice"]) == 3 and len(shown["Bob"]) == 2
    for p in ("Alice", "Bob"):
        back = sorted(n for n in shown[p] if n != "Shock")
        assert sorted(o.name for o in t.state.battlefield if o.owner == p) == back
        lib = [o.name for o in t.state.library(p)]
        assert len(lib) + len(back) == {"Alice": 6, "Bob": 5}[p]
        misses = [n for n in shown[p] if n == "Shock"]
        assert lib[len(lib) - len(misses):] == misses, "the rest go to the bottom"
    assert not any(o.tapped for o in t.state.battlefield), "new objects (400.7), untapped"
    if "Jace Beleren" in shown["Bob"]:
        assert t.state.objects[t.id("Jace Beleren")].counter("loyalty") == 3
    assert ("701.18" if edition == "2017-09" else "701.24" if edition == "current"
            else "701.16") in t.cites
    t.resolve_all()
    passed_through(t, edition)
