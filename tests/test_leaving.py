"""Players leaving a multiplayer game (800.4): control effects end before what the leaver
still controls is exiled (800.4a), players who lose at the same time leave together
(704.3) and the planar controller passes straight to the next player who stays (309.5 and
800.4i in 2011-09, 800.4k / 800.4n / 800.4p later), and a turn whose player left goes on
without an active player (800.4g / 800.4h / 800.4i / 800.4j)."""

from __future__ import annotations

import pytest

import magictutor as mt
from magictutor.scenarios.notation import run_command

EDITIONS = mt.EDITIONS


def run(s: mt.GameState, *lines: str) -> tuple[mt.GameState, list[mt.Event]]:
    events: list[mt.Event] = []
    for line in lines:
        for step in run_command(s, line):
            events += step.events
            s = step.after
    return s, events


def exchanged(edition: str) -> mt.GameState:
    """Three players; Alice's Cliffside Market chaos has swapped her Jace for Bob's Chandra."""
    s = mt.build_game(["Alice", "Bob", "Carol"], edition=edition, active="Alice",
                      setup={"Alice": {"battlefield": ["Jace Beleren"], "library": ["Island"]},
                             "Bob": {"battlefield": ["Chandra Nalaar"], "library": ["Island"]},
                             "Carol": {"library": ["Island"]}},
                      planechase={"decks": {"Alice": ["Cliffside Market", "Tazeem"],
                                            "Bob": ["The Eon Fog"], "Carol": ["Naar Isle"]},
                                  "face up": "Cliffside Market"})
    s, _ = run(s, "Alice: roll the planar die: chaos")
    while s.pending is not None:
        s, _ = run(s, f"{s.pending.player}: choose {s.describe(s.pending.options[0])}")
    s, _ = run(s, "all: resolve")
    while s.pending is not None:  # (the targets: Alice's Jace for Bob's Chandra)
        s, _ = run(s, f"{s.pending.player}: choose Jace Beleren")
    s, _ = run(s, "all: resolve") if s.stack else (s, [])
    return s


def controller(s: mt.GameState, name: str) -> str | None:
    hits = [o for o in s.battlefield if o.name == name]
    return hits[0].controller if hits else None


@pytest.mark.parametrize("edition", EDITIONS)
def test_800_4a_control_effects_end_before_the_leavers_permanents_are_exiled(edition):
    s = exchanged(edition)
    assert (controller(s, "Jace Beleren"), controller(s, "Chandra Nalaar")) == ("Bob", "Alice")
    step = mt.apply(s, mt.LeaveGame("Bob"))
    after = step.after
    jace = next(o for o in after.objects.values() if o.name == "Jace Beleren")
    assert jace.zone == "battlefield" and jace.controller == "Alice"  # not exiled
    assert all(o.name != "Chandra Nalaar" or o.zone != "battlefield"
               for o in after.objects.values())  # Bob's own card left with him
    line = next(e for e in step.events if "controls it again" in e.text)
    assert "800.4a" in line.rules and "Cliffside Market" in line.text
    assert not [e for e in after.effects if e.kind == "control" and e.controller == "Bob"]


PLANAR_CONTROLLER_LEAVES = {"2011-09": ("309.5", "800.4i"), "2013-07": ("309.5", "800.4k"),
                            "2017-09": ("309.5", "800.4n"), "current": ("311.5", "800.4p")}


@pytest.mark.parametrize("edition", EDITIONS)
def test_704_3_players_losing_together_the_planar_controller_skips_every_loser(edition):
    """Alice (the planar controller) and Bob, next in turn order, both draw from an empty
    library off Jace Beleren's +2 and lose in the same check (of four players): Carol, the
    next player who
    wouldn't leave the game, becomes planar controller; Bob never does, and never
    planeswalks."""
    s = mt.build_game(["Alice", "Bob", "Carol", "Dave"], edition=edition, active="Alice",
                      setup={"Alice": {"battlefield": ["Jace Beleren"]},
                             "Carol": {"library": ["Island", "Island"]},
                             "Dave": {"library": ["Island", "Island"]}},
                      planechase={"decks": {"Alice": ["Tazeem"], "Bob": ["Agyrem"],
                                            "Carol": ["Naar Isle", "The Eon Fog"],
                                            "Dave": ["Cliffside Market"]},
                                  "face up": "Tazeem"})
    s, events = run(s, "Alice: activate Jace Beleren +2", "all: resolve")
    text = "\n".join(e.text for e in events)
    assert s.player("Alice").lost and s.player("Bob").lost and not s.game_over
    assert "Alice and Bob lose the game at the same time" in text
    assert "704.3" in next(e for e in events if "at the same time" in e.text).rules
    assert s.planechase.controller == "Carol"
    assert "Bob becomes the planar controller" not in text and "Bob planeswalks" not in text
    handover = next(e for e in events if "Carol becomes the planar controller" in e.text)
    assert set(PLANAR_CONTROLLER_LEAVES[edition]) <= set(handover.rules)
    faceup = [s.objects[i].name for i in s.zones.get("faceup", ())]
    assert faceup == ["Naar Isle"]  # Carol planeswalked from her own deck


TURN_CONTINUES = {"2011-09": "800.4g", "2013-07": "800.4h", "2017-09": "800.4i",
                  "current": "800.4j"}


@pytest.mark.parametrize("edition", EDITIONS)
def test_800_4_a_turn_whose_player_left_goes_on_without_an_active_player(edition):
    s = mt.build_game(["Alice", "Bob", "Carol"], edition=edition, active="Alice", turn=2,
                      setup={who: {"battlefield": ["Grizzly Bears"], "library": ["Island"] * 3}
                             for who in ("Alice", "Bob", "Carol")})
    s, events = run(s, "Alice: leave the game", "all: advance to next turn")
    text = "\n".join(e.text for e in events)
    assert "Alice declares no attackers" not in text
    assert "Alice has no creature that could attack" not in text
    note = next(e for e in events if "nobody declares attackers" in e.text)
    assert note.rules == (TURN_CONTINUES[edition],)
    left = next(e for e in events if "left during their own turn" in e.text)
    assert left.rules == (TURN_CONTINUES[edition],) and "Bob, next in turn order" in left.text
    assert s.active == "Bob" and s.turn == 3


@pytest.mark.parametrize("edition", EDITIONS)
def test_901_5_the_starting_plane_comes_from_the_first_players_planar_deck(edition):
    decks = {"decks": {"Alice": ["Tazeem"], "Bob": ["Naar Isle"], "Carol": ["Agyrem"]}}
    faceup = lambda s: [s.objects[i].name for i in s.zones.get("faceup", ())]  # noqa: E731
    # a scenario starting on turn 3 with Alice active: Bob took turn 1 (Bob, Carol, Alice)
    s = mt.build_game(["Alice", "Bob", "Carol"], edition=edition, active="Alice", turn=3,
                      planechase=decks)
    assert faceup(s) == ["Naar Isle"] and s.planechase.controller == "Alice"
    assert "901.5" in next(e for e in s.get("setup_log") if "starting plane" in e.text).rules
    s = mt.build_game(["Alice", "Bob", "Carol"], edition=edition, active="Alice", turn=3,
                      planechase=decks, first_player="Carol")
    assert faceup(s) == ["Agyrem"]
    s = mt.build_game(["Alice", "Bob", "Carol"], edition=edition, active="Bob",
                      planechase=decks)  # turn 1: the active player took it
    assert faceup(s) == ["Naar Isle"]


def test_901_5_a_scenario_names_the_first_player_under_turn():
    from magictutor.scenarios.scenario import ScenarioError, load_scenario, run_scenario

    text = """title: first player
players: [Alice, Bob]
turn: {active: Bob, number: 4, first player: Bob}
planechase:
  decks: {Alice: [Tazeem], Bob: [Naar Isle]}
steps: []
expect:
  face up: [Naar Isle]
"""
    sc = load_scenario(text)
    assert sc.first_player == "Bob" and run_scenario(sc).passed
    with pytest.raises(ScenarioError, match="first player"):
        load_scenario(text.replace("first player: Bob", "first player: Bobb"))


@pytest.mark.parametrize("edition", EDITIONS)
def test_104_4a_704_3_the_last_players_losing_together_draw_the_game(edition):
    s = mt.build_game(["Alice", "Bob"], edition=edition,
                      setup={"Alice": {"battlefield": ["Jace Beleren"]}})
    s, events = run(s, "Alice: activate Jace Beleren +2", "all: resolve")
    assert s.game_over and s.winner is None
    end = events[-1]
    assert "is a draw" in end.text and end.rules == ("104.4a",)
    assert "Alice and Bob lose the game at the same time" in "\n".join(e.text for e in events)
