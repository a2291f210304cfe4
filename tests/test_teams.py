"""Two-Headed Giant (810 in every edition) and the shared team turns option it uses (805),
with Two-Headed Giant Planechase (901.11 in 2011-09, 901.12 later).

Each test names the rule it checks; where the number differs by edition, the test reads it
from the edition's table and checks that number's text in that edition's CR.
"""

from __future__ import annotations

import pytest

from magictutor import IllegalActionError, apply
from magictutor.editions import EDITIONS, get_edition
from magictutor.engine.setup import SetupError, build_game
from magictutor.model.actions import DeclareAttackers, DeclareBlockers, LeaveGame
from magictutor.rules.teams import check_teams, opponents, team_of
from magictutor.scenarios.notation import run_command
from magictutor.scenarios.scenario import load_scenario
from magictutor.scenarios.validate import ScenarioError

PLAYERS = ["Alice", "Bob", "Carol", "Dave"]
TEAMS = [["Alice", "Bob"], ["Carol", "Dave"]]
CR_FILES = {"2011-09": "2011-09-30.txt", "2013-07": "2013-07-11.txt",
            "2017-09": "2017-09-25.txt", "current": "2026-08-07.txt"}


def cr_text(edition: str, number: str) -> str:
    """The line of rule ``number`` in ``edition``'s Comprehensive Rules."""
    from pathlib import Path

    root = Path("/work/shared/rules/cr")
    path = root / CR_FILES[edition]
    if not path.exists():  # (the kit's own index of rule headings, outside this machine)
        return get_edition(edition).heading(number)
    for line in path.read_text(encoding="utf-8-sig").splitlines():
        if line.startswith(number + " ") or line.startswith(number + ". "):
            return line
    raise AssertionError(f"{number} is not in {edition}'s CR")


def game(edition: str = "2013-07", **kw):
    kw.setdefault("teams", TEAMS)
    return build_game(PLAYERS, edition=edition, **kw)


class Played:
    """A state after some commands, with every event on the way (the set-up's too)."""

    def __init__(self, state, events=()):
        from magictutor.engine.setup import setup_events

        self.state = state
        self.events = list(events) or list(setup_events(state))


def act(s, text):
    """Play one notation command (a macro like ``all: resolve`` too) from ``s``."""
    events = list(s.events) if isinstance(s, Played) else []
    state = s.state if isinstance(s, Played) else s
    for step in run_command(state, text):
        events += step.events
        state = step.after
    return Played(state, events)


def rules_of(played) -> set[str]:
    return {n for e in played.events for n in e.rules}


# --- 810.1, 805.1: the teams, checked at the door ------------------------------------------
@pytest.mark.parametrize("teams, why", [
    ([["Alice", "Bob", "Carol"], ["Dave"]], "810.1"),
    ([["Alice", "Bob"], ["Carol", "Alice"]], "810.1"),
    ([["Alice", "Bob"], ["Carol"]], "810.1"),
    ([["Alice", "Bob"], ["Carol", "Zed"]], "not a player"),
    ([["Alice", "Carol"], ["Bob", "Dave"]], "805.1"),
    ([["Bob", "Alice"], ["Carol", "Dave"]], "805.2"),  # Alice is active, not a primary player
    ("Alice and Bob", "list of teams"),
])
def test_810_1_teams_are_two_of_two_each_player_once(teams, why):
    assert "two teams of two players" in cr_text("2013-07", "810.1")
    with pytest.raises(SetupError, match=why):
        build_game(PLAYERS, teams=teams, active="Alice")


def test_810_1_scenario_teams_error_names_file_and_line(tmp_path):
    f = tmp_path / "bad.yaml"
    f.write_text("title: x\nplayers: [Alice, Bob, Carol, Dave]\nseed: 0\n"
                 "teams: [[Alice, Bob, Carol], [Dave]]\nsteps: []\n")
    with pytest.raises(ScenarioError) as err:
        load_scenario(f)
    assert err.value.line == 4 and "810.1" in str(err.value) and "bad.yaml" in str(err.value)


def test_810_1_a_huge_unknown_name_in_teams_is_cut_in_the_message():
    with pytest.raises(SetupError) as err:
        build_game(PLAYERS, teams=[["Alice", "Bob"], ["Carol", "x" * 100_000]])
    assert len(str(err.value)) < 400 and "not a player" in str(err.value)


def test_810_free_for_all_stays_the_default():
    g = build_game(PLAYERS)
    assert [p.life for p in g.players] == [20] * 4
    assert opponents(g, "Alice") == ("Bob", "Carol", "Dave") and team_of(g, "Bob") == ("Bob",)


# --- 810.4, 810.9: one shared life total -----------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_810_4_810_9_shared_life_starts_at_30_and_changes_for_both(edition):
    assert "30 life" in cr_text(edition, "810.4")
    assert "team's shared life total" in cr_text(edition, "810.9").replace("\u2019", "'")
    g = game(edition, setup={"Carol": {"hand": ["Lightning Bolt"], "mana": "{R}"}},
             active="Carol")
    assert [p.life for p in g.players] == [30] * 4
    p = act(act(g, "Carol: cast Lightning Bolt targeting Bob"), "all: resolve")
    assert [p.state.player(n).life for n in PLAYERS] == [27, 27, 30, 30]
    assert "810.9" in rules_of(p)


def test_810_4_a_set_up_life_is_the_teams_and_must_agree():
    g = game(setup={"Alice": {"life": 12}})
    assert (g.player("Alice").life, g.player("Bob").life) == (12, 12)
    with pytest.raises(SetupError, match="810.4"):
        game(setup={"Alice": {"life": 12}, "Bob": {"life": 13}})


# --- 102.3 with 306.7: a teammate is not an opponent ---------------------------------------
@pytest.mark.parametrize("edition", ["2011-09", "2013-07", "2017-09"])
def test_102_3_306_7_no_redirection_to_a_teammates_planeswalker(edition):
    assert "opponents are all players not on" in cr_text(edition, "102.3")
    assert "controlled by an opponent" in cr_text(edition, "306.7")
    g = game(edition, setup={"Alice": {"hand": ["Lightning Bolt"], "mana": "{R}"},
                             "Bob": {"battlefield": ["Jace Beleren"]}})
    p = act(act(g, "Alice: cast Lightning Bolt targeting Bob"), "all: resolve")
    assert p.state.pending is None  # no 306.7 choice: Bob is Alice's teammate
    assert p.state.player("Bob").life == 27 and "102.3" in rules_of(p)


@pytest.mark.parametrize("edition", ["2011-09", "2013-07", "2017-09"])
def test_102_3_306_7_an_opponent_redirects_to_that_players_planeswalker_only(edition):
    g = game(edition, setup={"Carol": {"hand": ["Lightning Bolt"], "mana": "{R}"},
                             "Alice": {"battlefield": ["Jace Beleren"]},
                             "Bob": {"battlefield": ["Ajani Goldmane"]},
                             "Dave": {"battlefield": ["Chandra Nalaar"]}}, active="Carol")
    g = act(act(g, "Carol: cast Lightning Bolt targeting Alice"), "all: resolve").state
    assert g.pending is not None and g.pending.player == "Carol"
    names = {g.describe(o) for o in g.pending.options if o != "no"}
    assert names == {"Jace Beleren"}  # not Bob's Ajani (the teammate's), nor her own team's


def test_102_3_each_opponent_is_the_other_team():
    g = game()
    assert opponents(g, "Alice") == ("Carol", "Dave") and g.opponents("Dave") == ("Alice", "Bob")


# --- 810.7 / 805.10: one combined attack, one combined block ---------------------------------
def combat_game(edition: str = "2013-07"):
    return game(edition, step="declare attackers", setup={
        "Alice": {"battlefield": ["Grizzly Bears"]}, "Bob": {"battlefield": ["Hill Giant"]},
        "Carol": {"battlefield": ["Jace Beleren (loyalty 4)"]},
        "Dave": {"battlefield": ["Grizzly Bears"]}})


@pytest.mark.parametrize("edition", EDITIONS)
def test_810_7c_the_active_team_declares_one_combined_attack(edition):
    key = get_edition(edition).rule("team.attack")
    assert "one combined attack" in cr_text(edition, key)
    g = combat_game(edition)
    assert g.pending.player == "Alice" and key in g.pending.rules
    assert {g.describe(o) for o in g.pending.options} == {"Grizzly Bears", "Hill Giant"}
    with pytest.raises(IllegalActionError):  # (Bob's creatures are in Alice's declaration)
        apply(g, DeclareAttackers("Bob", ()))
    p = act(g, "Alice: attack with Grizzly Bears (Alice) at Carol, Hill Giant at Jace Beleren")
    assert len(p.state.combat.attackers) == 2 and key in rules_of(p)


@pytest.mark.parametrize("edition", EDITIONS)
def test_102_3_508_1b_a_creature_cant_attack_a_teammate(edition):
    g = combat_game(edition)
    with pytest.raises(IllegalActionError) as err:
        act(g, "Alice: attack with Hill Giant at Bob")
    assert "102.3" in err.value.rules and "teammates are not opponents" in str(err.value)


@pytest.mark.parametrize("edition", EDITIONS)
def test_810_7d_the_defending_team_blocks_together(edition):
    key = get_edition(edition).rule("team.block")
    assert "one combined block" in cr_text(edition, key)
    p = act(act(combat_game(edition), "Alice: attack with Hill Giant at Carol"),
            "all: advance to declare blockers")
    g = p.state
    assert g.pending.player == "Carol" and key in g.pending.rules
    bears = next(o.id for o in g.battlefield if o.controller == "Dave")
    step = apply(g, DeclareBlockers("Carol", ((bears, g.combat.attackers[0][0]),)))
    assert step.after.combat.blockers and key in {n for e in step.events for n in e.rules}


@pytest.mark.parametrize("edition, allowed", [("2011-09", True), ("2013-07", True),
                                              ("2017-09", True), ("current", False)])
def test_810_7f_damage_to_the_other_defending_player(edition, allowed):
    """Before current the creature attacks the defending team and the active team picks one
    defending player for its damage (810.7f); today it attacks one player (805.10b)."""
    p = act(act(act(combat_game(edition), "Alice: attack with Hill Giant at Carol"),
                "all: advance to declare blockers"), "Carol: no blocks")
    if allowed:
        assert "only one of the defending players" in cr_text(edition, "810.7f")
        g = act(act(p, "Bob: assign 3 to Dave"), "all: advance to end of combat").state
        assert g.player("Dave").life == 27 and g.player("Carol").life == 27
    else:
        assert "defending player, planeswalker, or battle" in cr_text(edition, "805.10b")
        with pytest.raises(IllegalActionError):
            act(p, "Bob: assign 3 to Dave")


# --- 805.4: the team's turn ----------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_805_4_805_4b_the_next_team_takes_the_turn_and_both_draw(edition):
    assert "draws a card during that team" in cr_text(edition, "805.4b").replace("\u2019", "'")
    libs = {n: {"library": ["Island", "Island"]} for n in PLAYERS}
    p = act(game(edition, setup=libs, turn=2, step="end"), "all: advance to precombat main")
    g = p.state
    assert g.active == "Carol" and g.turn == 3
    assert [len(g.hand(n)) for n in PLAYERS] == [0, 0, 1, 1]
    assert {"805.4", "805.4a", "805.4b"} <= rules_of(p)


@pytest.mark.parametrize("edition", EDITIONS)
def test_810_6_the_team_who_plays_first_skips_its_first_draw(edition):
    assert "skips the draw step of its first turn" in cr_text(edition, "810.6")
    libs = {n: {"library": ["Island"]} for n in PLAYERS}
    p = act(game(edition, setup=libs, step="upkeep"), "all: advance to precombat main")
    assert [len(p.state.hand(n)) for n in PLAYERS] == [0, 0, 0, 0] and "810.6" in rules_of(p)


def test_805_4a_both_members_of_the_active_team_are_active_players():
    assert "active team" in cr_text("2013-07", "805.4a")
    g = game(setup={"Bob": {"hand": ["Jace Beleren"], "mana": "{1}{U}{U}"},
                    "Dave": {"hand": ["Jace Beleren"], "mana": "{1}{U}{U}"}})
    g = act(act(act(g, "Alice: pass"), "Bob: cast Jace Beleren"), "all: resolve").state
    assert any(o.name == "Jace Beleren" and o.controller == "Bob" for o in g.battlefield)
    g = act(act(act(g, "Alice: pass"), "Bob: pass"), "Carol: pass").state
    assert g.priority == "Dave"
    with pytest.raises(IllegalActionError, match="not their turn"):  # not the active team
        act(g, "Dave: cast Jace Beleren")


# --- 810.8: winning and losing as a team --------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_810_8a_810_8c_a_team_at_0_life_loses_together(edition):
    assert "0 or less" in cr_text(edition, "810.8c")
    g = game(edition, setup={"Alice": {"hand": ["Lightning Bolt"], "mana": "{R}"},
                             "Carol": {"life": 3}})
    p = act(act(g, "Alice: cast Lightning Bolt targeting Dave"), "all: resolve")
    g = p.state
    assert not g.is_live("Carol") and not g.is_live("Dave")
    assert g.game_over and g.winner == "Alice and Bob"
    assert {"810.8a", "810.8c"} <= rules_of(p)


def test_810_8a_a_player_drawing_from_an_empty_library_takes_the_team_out():
    g = game(setup={"Carol": {"library": ["Island"]}}, turn=2, step="end")
    p = act(g, "all: advance to precombat main")
    assert p.state.game_over and p.state.winner == "Alice and Bob" and "810.8a" in rules_of(p)


@pytest.mark.parametrize("edition", EDITIONS)
def test_810_8b_a_player_who_concedes_takes_the_team_out(edition):
    assert "team leaves the game immediately" in cr_text(edition, "810.8b")
    step = apply(game(edition), LeaveGame("Dave"))
    g = step.after
    assert not g.is_live("Carol") and g.winner == "Alice and Bob"
    assert "810.8b" in {n for e in step.events for n in e.rules}


# --- 901.11 (2011-09) / 901.12: Two-Headed Giant Planechase ------------------------------
PC = {"decks": {"Alice": ["Fields of Summer"], "Bob": ["Tazeem"], "Carol": ["Naar Isle"],
                "Dave": ["Panopticon"]}}


def test_901_12_the_numbers_of_two_headed_giant_planechase():
    for edition, number in (("2011-09", "901.11"), ("2013-07", "901.12"),
                            ("2017-09", "901.12"), ("current", "901.12")):
        assert get_edition(edition).rule("pc.2hg") == number
        assert "Two-Headed Giant Planechase" in cr_text(edition, number)


@pytest.mark.parametrize("edition", EDITIONS)
def test_901_12b_the_planar_controller_is_the_active_teams_primary_player(edition):
    key = get_edition(edition).rule("pc.2hg_controller")
    assert "primary player of the active team" in cr_text(edition, key)
    g = game(edition, planechase=PC, turn=2, step="end",
             setup={n: {"library": ["Island"]} for n in PLAYERS})
    assert g.planechase.controller == "Alice"
    p = act(g, "all: advance to precombat main")
    assert p.state.active == "Carol" and p.state.planechase.controller == "Carol"
    assert key in rules_of(p)


@pytest.mark.parametrize("edition", EDITIONS)
def test_901_12b_the_next_teams_primary_player_takes_over_before_the_team_leaves(edition):
    key = get_edition(edition).rule("pc.2hg_controller")
    step = apply(game(edition, planechase=PC), LeaveGame("Bob"))
    assert step.after.planechase.controller == "Carol"
    assert key in {n for e in step.events for n in e.rules}


@pytest.mark.parametrize("edition", EDITIONS)
def test_901_12c_you_on_the_plane_means_both_members_of_the_team(edition):
    key = get_edition(edition).rule("pc.2hg_you")
    assert "both members of the planar controller" in cr_text(edition, key).replace(
        "\u2019", "'")
    g = game(edition, planechase={"decks": {"Alice": ["The Eon Fog"]}},
             setup={"Alice": {"battlefield": ["Island (tapped)"]},
                    "Bob": {"battlefield": ["Island (tapped)"]},
                    "Carol": {"battlefield": ["Island (tapped)"]}})
    p = act(act(g, "Alice: roll the planar die: chaos"), "all: resolve")
    tapped = {o.controller: o.tapped for o in p.state.battlefield}
    assert tapped == {"Alice": False, "Bob": False, "Carol": True}  # Eon Fog: "you" untap
    assert key in rules_of(p)


@pytest.mark.parametrize("edition", EDITIONS)
def test_901_12d_each_active_player_rolls_the_planar_die_at_their_own_cost(edition):
    key = get_edition(edition).rule("pc.2hg_die")
    assert "each of them may roll the planar die" in cr_text(edition, key)
    g = game(edition, planechase=PC, setup={"Bob": {"mana": "{1}"}})
    p = act(act(act(g, "Alice: roll the planar die: blank"), "Alice: pass"),
            "Bob: roll the planar die: blank")  # Bob's first roll this turn: free
    g = p.state
    assert (g.player("Alice").rolls, g.player("Bob").rolls) == (1, 1)
    assert g.player("Bob").mana == "C" and key in rules_of(p)
    with pytest.raises(IllegalActionError):  # Carol is not an active player
        act(act(g, "Bob: pass"), "Carol: roll the planar die")


def test_check_teams_refuses_what_is_not_two_headed_giant():
    with pytest.raises(ValueError, match="810.1"):
        check_teams(["A", "B", "C", "D", "E", "F"], [["A", "B", "C"], ["D", "E", "F"]])


# --- 2011-09 numbers its Two-Headed Giant Planechase rule 901.11 ---------------------------
def test_901_11_901_11a_2011_each_player_has_their_own_planar_deck():
    assert "Each player has his or her own planar deck" in cr_text("2011-09", "901.11a")
    g = game("2011-09", planechase=PC)
    assert all(g.zone(f"planar:{n}") or n == "Alice" for n in PLAYERS)
    assert "901.11a" in {n for e in Played(g).events for n in e.rules}


def test_901_11b_2011_the_planar_controller_is_the_primary_player_of_the_active_team():
    assert "primary player of the active team" in cr_text("2011-09", "901.11b")
    p = act(game("2011-09", planechase=PC, turn=2, step="end",
                 setup={n: {"library": ["Island"]} for n in PLAYERS}),
            "all: advance to precombat main")
    assert p.state.planechase.controller == "Carol" and "901.11b" in rules_of(p)


def test_901_11c_2011_you_on_the_plane_is_both_members_of_the_team():
    assert "applies to both members" in cr_text("2011-09", "901.11c")
    g = game("2011-09", planechase={"decks": {"Alice": ["The Eon Fog"]}},
             setup={"Bob": {"battlefield": ["Island (tapped)"]}})
    p = act(act(g, "Alice: roll the planar die: chaos"), "all: resolve")
    assert not p.state.battlefield[0].tapped and "901.11c" in rules_of(p)


def test_901_11d_2011_each_active_player_may_roll_the_planar_die():
    assert "each of them may roll the planar die" in cr_text("2011-09", "901.11d")
    p = act(act(game("2011-09", planechase=PC), "Alice: pass"),
            "Bob: roll the planar die: blank")
    assert p.state.player("Bob").rolls == 1 and "901.11d" in rules_of(p)


def test_805_4a_514_1_each_player_of_the_active_team_discards_to_seven():
    eight = ["Island"] * 8
    g = game(setup={"Alice": {"hand": eight}, "Bob": {"hand": eight},
                    "Carol": {"hand": eight, "library": ["Island"]},
                    "Dave": {"library": ["Island"]}}, step="end")
    p = act(g, "all: advance to next turn")
    assert [len(p.state.hand(n)) for n in ("Alice", "Bob")] == [7, 7]
    assert len(p.state.hand("Carol")) >= 8  # (not the active team's: no discard for Carol)


LAIR = "Lair of the Ashen Idol"


def _lair_upkeep(edition: str, setup: dict):
    """Turn 1, Alice's team's upkeep with Lair of the Ashen Idol face up: its trigger
    resolved."""
    libraries = {n: {"library": ["Island"] * 3} for n in PLAYERS}
    for n, zones in setup.items():
        libraries[n].update(zones)
    g = game(edition, planechase={"decks": {"Alice": [LAIR, "Tazeem"], "Carol": ["Naya"]}},
             turn=1, step="untap", setup=libraries)
    p = act(g, "all: advance to upkeep")
    assert [o.name for o in p.state.stack] == [f"{LAIR} trigger"]
    return act(p, "all: resolve")


@pytest.mark.parametrize("edition", EDITIONS)
def test_901_12c_lair_of_the_ashen_idol_the_teammate_sacrifices_so_no_planeswalk(edition):
    """Alice, the planar controller, has no creature; her teammate Bob has one. "You" is
    the team (901.12c), so Bob sacrifices it and the team doesn't planeswalk."""
    key = get_edition(edition).rule("pc.2hg_you")
    p = _lair_upkeep(edition, {"Bob": {"battlefield": ["Grizzly Bears"]},
                               "Carol": {"battlefield": ["Hill Giant"]}})
    zones = {o.name: o.zone for o in p.state.objects.values() if o.kind == "card"}
    assert zones["Grizzly Bears"] == "graveyard" and zones["Hill Giant"] == "battlefield"
    assert [o.name for o in p.state.zone("faceup")] == [LAIR], "no planeswalk"
    assert key in rules_of(p)


@pytest.mark.parametrize("edition", EDITIONS)
def test_901_12c_lair_of_the_ashen_idol_planeswalks_when_neither_teammate_can(edition):
    p = _lair_upkeep(edition, {"Carol": {"battlefield": ["Hill Giant"]}})
    assert [o.name for o in p.state.zone("faceup")] == ["Tazeem"]
    assert any("Alice and Bob control no creature" in e.text for e in p.events)
