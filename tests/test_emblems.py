"""Emblems are objects in the command zone (113 to 2017-09, 114 today; 408.2): owned and
controlled by the player who got one, with its ability and nothing else, shown on the board,
counted by the queries, untouched by what acts on permanents, kept in saved games."""

from __future__ import annotations

import dataclasses

import pytest
from pwkit import Game

import magictutor as mt
from magictutor.engine.save_check import check_state
from magictutor.engine.serialize import from_jsonable, to_jsonable
from magictutor.model.query import chars_of, emblems
from magictutor.model.render import state_html, state_text
from magictutor.widgets.board import board_html

LIB = ["Plains", "Island", "Swamp", "Mountain", "Forest"] * 2

# (edition, planeswalker, its loyalty, the emblem's cost, the emblem rule numbers)
CASES = [
    ("2011-09", "Elspeth, Knight-Errant", 8, "-8", ("113.2", "113.4")),
    ("2013-07", "Elspeth, Sun's Champion", 7, "-7", ("113.2", "113.4")),
    ("2017-09", "Gideon, Ally of Zendikar", 4, "0", ("113.2", "113.4")),
    ("current", "Gideon, Ally of Zendikar", 4, "0", ("114.2", "114.4")),
]


def emblem_game(edition: str, walker: str, loyalty: int, cost: str, alice=(), bob=()) -> Game:
    g = Game(["Alice", "Bob"], edition=edition, setup={
        "Alice": {"battlefield": [f"{walker} (loyalty {loyalty})", *alice], "library": LIB},
        "Bob": {"battlefield": list(bob), "library": LIB}})
    ability = 2 if walker == "Gideon, Ally of Zendikar" else None
    kw = {} if ability is None else {"ability": ability}
    g.do(mt.Activate("Alice", g.id(walker), cost, (), None, **kw))
    g.resolve()
    return g


@pytest.mark.parametrize("edition,walker,loyalty,cost,rules", CASES)
def test_113_2_114_2_the_emblem_is_an_object_in_the_command_zone(edition, walker, loyalty,
                                                                  cost, rules):
    g = emblem_game(edition, walker, loyalty, cost, alice=["Grizzly Bears"])
    [e] = emblems(g.state)
    assert (e.kind, e.zone, e.owner, e.controller) == ("emblem", "command", "Alice", "Alice")
    assert emblems(g.state, "Bob") == [] and e.id in g.state.zones["command"]
    assert set(rules) | {"408.2"} <= g.cites
    assert "Creatures you control" in e.get("emblem") or "indestructible" in e.get("emblem")
    bears = chars_of(g.state, g.id("Grizzly Bears"))
    assert bears.power >= 2 and (bears.power > 2 or "indestructible" in bears.keywords)


@pytest.mark.parametrize("edition,walker,loyalty,cost,rules", CASES[:2] + CASES[3:])
def test_113_4_114_4_the_emblem_outlasts_its_planeswalker(edition, walker, loyalty, cost,
                                                          rules):
    g = emblem_game(edition, walker, loyalty, cost)
    if loyalty + int(cost) == 0:
        assert g.zone(walker) == "graveyard"
    g.advance("precombat main", turn=3)
    assert len(emblems(g.state, "Alice")) == 1


def test_113_3_the_emblem_is_shown_on_the_board_and_in_the_text_2013():
    g = emblem_game("2013-07", "Elspeth, Sun's Champion", 7, "-7")
    text = "Creatures you control get +2/+2 and have flying."
    assert f"emblem: {text}" in state_text(g.state)
    assert text in state_html(g.state)
    assert f"Alice's emblem: {text}" in board_html(g.state)


def test_113_5_nothing_that_acts_on_permanents_touches_an_emblem_2011():
    """Gideon, Champion of Justice exiles every other permanent: the emblem is no permanent."""
    g = emblem_game("2011-09", "Elspeth, Knight-Errant", 8, "-8",
                    alice=["Gideon, Champion of Justice (loyalty 15)", "Forest"])
    g.activate("Alice", "Gideon, Champion of Justice", "-15")
    g.resolve()
    assert g.zone("Forest", zone="exile") == "exile"
    assert len(emblems(g.state, "Alice")) == 1


def test_113_3_an_emblem_has_no_colour_so_ugin_leaves_it_2013():
    g = emblem_game("2013-07", "Elspeth, Sun's Champion", 7, "-7",
                    alice=["Ugin, the Spirit Dragon (loyalty 7)", "Grizzly Bears"])
    g.activate("Alice", "Ugin, the Spirit Dragon", "-X", x=0)
    g.resolve()
    assert g.zone("Grizzly Bears") == "exile" and len(emblems(g.state)) == 1


def test_113_2_an_emblem_is_kept_in_a_saved_game_and_checked_on_loading_2017():
    g = emblem_game("2017-09", "Gideon, Ally of Zendikar", 4, "0")
    again = from_jsonable(to_jsonable(g.state))
    check_state(again)
    assert [o.get("emblem") for o in emblems(again)] == ["Creatures you control get +1/+1."]
    [e] = emblems(again)
    moved = again.objects.set(e.id, dataclasses.replace(e, zone="exile"))
    with pytest.raises(ValueError, match="Emblem.* in .exile. but is listed in .command"):
        check_state(dataclasses.replace(again, objects=moved))
