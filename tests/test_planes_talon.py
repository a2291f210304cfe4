"""Talon Gates (Planechase 2012, Plane - Dominaria): its special action, exiling a nonland card
from the hand with time counters equal to its mana value (115.1 and 115.2e in 2013-07; 116
today), and suspend (702.61 in 2013-07: 702.60 in 2011-09, 702.62 today): a time counter
off at its owner's upkeep, the card cast without paying its mana cost when the last is gone
(a creature with haste), and its chaos ability, two time counters off each suspended card
its planar controller owns; in every edition, with rules cited in that edition's numbering.
"""

from __future__ import annotations

import json
import random

import pytest
from test_planechase import EDITIONS, PLANE, Table, two

import magictutor as mt
from magictutor.cards import card
from magictutor.editions import get_edition
from magictutor.engine import shortcuts
from magictutor.engine.new_game import new_game
from magictutor.engine.serialize import from_jsonable, to_jsonable
from magictutor.engine.simulate import eager_policy
from magictutor.model.render import state_text
from magictutor.rules.planechase.decks import planar_deck
from magictutor.scenarios.notation import format_action, parse_action

SUSPEND = {"2011-09": "702.60a", "2013-07": "702.61a", "2017-09": "702.61a",
           "current": "702.62a"}
SUSPENDED = {"2011-09": "702.60b", "2013-07": "702.61b", "2017-09": "702.61b",
             "current": "702.62b"}
SPECIAL = {"2011-09": "115.1", "2013-07": "115.1", "2017-09": "115.1", "current": "116.1"}
SUSPEND_ACTION = {"2011-09": "115.2e", "2013-07": "115.2e", "2017-09": "115.2f",
                  "current": "116.2f"}

BLAST = {"name": "Test Blast", "cost": "{X}{R}", "types": ["Sorcery"], "colors": ["R"],
         "text": "Test Blast deals X damage to one target creature or player.",
         "abilities": [{"kind": "spell", "targets": ["creature or player"],
                        "effects": [{"damage": "X", "to": "target"}]}]}
TRINKET = {"name": "Test Trinket", "cost": "{0}", "types": ["Artifact"],
           "text": "A trinket that does nothing."}


def on(edition: str, hand: list[str], **kw) -> Table:
    """Alice's precombat main with Talon Gates face up from her planar deck, four Mountains."""
    setup = {"Alice": {"hand": hand, "battlefield": ["Mountain"] * 4}, **kw.pop("setup", {})}
    return two(edition, planechase={"decks": {"Alice": ["Talon Gates", "Tazeem", "Panopticon"],
                                              "Bob": ["Fields of Summer", "Agyrem"]},
                                    "face up": "Talon Gates"}, setup=setup, **kw)


def suspends(t: Table) -> list[mt.Suspend]:
    return [a for a in mt.legal_actions(t.state) if isinstance(a, mt.Suspend)]


def time(t: Table, name: str) -> int:
    return t.obj(name).counter("time")


def own_upkeep(t: Table, turn: int) -> None:
    """On to Alice's upkeep of ``turn`` (her turns are the odd ones), resolving triggers."""
    t.advance("upkeep", turn=turn)
    t.resolve_all()


# --- the special action ------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_115_talon_gates_special_action_exiles_with_mana_value_time_counters(edition):
    t = on(edition, ["Hill Giant", "Lightning Bolt", "Mountain"])
    assert card("Talon Gates", edition).subtypes == ("Dominaria",)
    giant, bolt = t.id("Hill Giant"), t.id("Lightning Bolt")
    assert suspends(t) == [mt.Suspend("Alice", giant), mt.Suspend("Alice", bolt)], \
        "one per nonland card in the hand: not the Mountain"
    t.do(mt.Suspend("Alice", giant))
    assert t.zone("Hill Giant") == "exile" and time(t, "Hill Giant") == 4, "{3}{R}: four"
    assert not t.stack, "a special action doesn't use the stack"
    assert t.state.priority == "Alice", "she keeps priority (116.3c)"
    assert {SPECIAL[edition], SUSPEND_ACTION[edition], SUSPEND[edition],
            get_edition(edition).rule("priority.after_action")} <= t.cites
    t.do(mt.Suspend("Alice", bolt))  # (any number of times)
    assert time(t, "Lightning Bolt") == 1
    assert "Hill Giant (4 time counters, suspended)" in state_text(t.state), "shown"
    assert "Hill Giant (4 time counters, suspended)" in t.state._repr_html_()


@pytest.mark.parametrize("edition", EDITIONS)
def test_115_talon_gates_refusals_name_the_rule_and_change_nothing(edition):
    t = on(edition, ["Hill Giant", "Mountain"], setup={"Bob": {"hand": ["Grizzly Bears"]}})
    ed = get_edition(edition)
    err = t.refuse(mt.Suspend("Alice", t.id("Mountain")))
    assert SUSPEND_ACTION[edition] in err.rules and "is a land" in str(err)
    err = t.refuse(mt.Suspend("Bob", t.id("Grizzly Bears")))
    assert ed.rule("plane.controller") in err.rules, "only the planar controller"
    t.pass_()  # (Bob has priority now)
    err = t.refuse(mt.Suspend("Alice", t.id("Hill Giant")))
    assert ed.rule("priority.rule") in err.rules
    t = on(edition, ["Hill Giant"])
    t.advance("end")
    err = t.refuse(mt.Suspend("Alice", t.id("Hill Giant")))
    assert ed.rule("cast.timing_sorcery") in err.rules and "not a main phase" in str(err)
    assert not suspends(t)
    t = two(edition, setup={"Alice": {"hand": ["Hill Giant"]}},
            planechase={"decks": {"Alice": ["Tazeem", "Panopticon"],
                                  "Bob": ["Fields of Summer", "Agyrem"]}, "face up": "Tazeem"})
    err = t.refuse(mt.Suspend("Alice", t.id("Hill Giant")))
    assert "only Talon Gates" in str(err) and not suspends(t)


@pytest.mark.parametrize("edition", EDITIONS)
def test_115_the_stack_must_be_empty(edition):
    t = on(edition, ["Hill Giant", "Lightning Bolt"])
    t.cast("Alice", "Lightning Bolt", "Bob")
    err = t.refuse(mt.Suspend("Alice", t.id("Hill Giant")))
    assert "the stack is not empty" in str(err)


# --- suspend: the upkeep, the cast, haste ------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_702_61a_a_time_counter_off_each_own_upkeep_then_cast_free_with_haste(edition):
    t = on(edition, ["Grizzly Bears"])
    t.do(mt.Suspend("Alice", t.id("Grizzly Bears")))
    assert time(t, "Grizzly Bears") == 2
    t.advance("upkeep", turn=2)
    t.resolve_all()
    assert time(t, "Grizzly Bears") == 2, "Bob's upkeep: not its owner's"
    own_upkeep(t, 3)
    assert time(t, "Grizzly Bears") == 1
    assert SUSPEND[edition] in t.cites and "suspend (time counter)" in t.log
    t.advance("upkeep", turn=5)
    t.resolve()  # (the last counter comes off; the cast ability triggers)
    assert t.stack == ["Grizzly Bears suspend (cast)"]
    t.resolve()
    if edition == "current":  # (702.62a: "may" today)
        assert t.pending.options == ("yes", "no")
        t.choose("yes")
    assert t.stack == ["Grizzly Bears"], "cast: a spell on the stack"
    assert not any(o.tapped for o in t.state.battlefield), "without paying its mana cost"
    assert {get_edition(edition).rule("cast.during_resolution"),
            get_edition(edition).rule("cost.alternative")} <= t.cites
    t.resolve_all()
    bears = t.id("Grizzly Bears")
    assert t.zone("Grizzly Bears") == "battlefield"
    assert get_edition(edition).rule("kw.haste") in t.cites
    t.advance("declare attackers")
    t.do(mt.DeclareAttackers("Alice", ((bears, "Bob"),)))  # (haste: it came this turn)
    t.advance("end of combat")
    assert t.life("Bob") == 18


def test_702_62a_today_the_cast_may_be_declined_and_the_card_stays_exiled():
    t = on("current", ["Grizzly Bears"])
    t.do(mt.Suspend("Alice", t.id("Grizzly Bears")))
    from test_planes_2012 import counters

    counters(t, "Grizzly Bears", time=-1)  # (as if one upkeep had passed)
    t.advance("upkeep", turn=3)
    t.resolve()
    t.resolve()
    t.choose("no")
    assert t.zone("Grizzly Bears") == "exile" and time(t, "Grizzly Bears") == 0
    assert "603.5" in t.cites
    own_upkeep(t, 5)
    assert t.zone("Grizzly Bears") == "exile", "no longer suspended: nothing triggers"


@pytest.mark.parametrize("edition", EDITIONS)
def test_702_61a_the_free_cast_chooses_targets_then_and_x_is_0(edition):
    t = on(edition, ["Test Blast"], cards=[BLAST],
           setup={"Bob": {"battlefield": ["Grizzly Bears"]}})
    t.do(mt.Suspend("Alice", t.id("Test Blast")))
    assert time(t, "Test Blast") == 1, "{X}{R}: X is 0 in the hand, mana value 1"
    t.advance("upkeep", turn=3)
    t.resolve()
    t.resolve()
    if edition == "current":
        t.choose("yes")
    assert t.pending.kind == "target", "its targets are chosen as it is cast (601.2c)"
    t.choose("Grizzly Bears")
    assert t.state.stack[-1].x == 0 and "with X = 0" in t.log
    t.resolve_all()
    assert t.zone("Grizzly Bears") == "battlefield", "0 damage"
    assert t.zone("Test Blast") == "graveyard"


@pytest.mark.parametrize("edition", EDITIONS)
def test_702_61a_a_card_without_a_legal_target_stays_exiled(edition):
    t = on(edition, ["Giant Growth"])
    t.do(mt.Suspend("Alice", t.id("Giant Growth")))
    own_upkeep(t, 3)
    t.resolve_all()
    if t.pending is not None:
        t.choose("yes")
    assert t.zone("Giant Growth") == "exile" and "no legal target" in t.log


@pytest.mark.parametrize("edition", EDITIONS)
def test_702_61b_mana_value_0_no_time_counter_never_suspended_never_cast(edition):
    t = on(edition, ["Test Trinket"], cards=[TRINKET])
    t.do(mt.Suspend("Alice", t.id("Test Trinket")))
    assert t.zone("Test Trinket") == "exile" and time(t, "Test Trinket") == 0
    assert SUSPENDED[edition] in t.cites, "not suspended: no time counter on it"
    assert "has suspend, no time counter" in state_text(t.state)
    own_upkeep(t, 3)
    own_upkeep(t, 5)
    assert t.zone("Test Trinket") == "exile", "no counter ever comes off: it is never cast"
    assert "Test Trinket suspend" not in t.log


@pytest.mark.parametrize("edition", EDITIONS)
def test_702_61a_suspended_cards_count_down_after_leaving_talon_gates(edition):
    t = on(edition, ["Grizzly Bears"])
    t.do(mt.Suspend("Alice", t.id("Grizzly Bears")))
    t.roll("planeswalk")
    t.resolve_all()
    assert t.faceup == ["Tazeem"]
    own_upkeep(t, 3)
    assert time(t, "Grizzly Bears") == 1, "it keeps suspend (the plane's rulings)"


# --- the chaos ability -------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_talon_gates_chaos_removes_two_time_counters_and_the_last_casts_it(edition):
    t = on(edition, ["Hill Giant", "Grizzly Bears"], setup={"Bob": {"hand": ["Serra Angel"]}})
    t.do(mt.Suspend("Alice", t.id("Hill Giant")))
    t.do(mt.Suspend("Alice", t.id("Grizzly Bears")))
    t.roll("chaos")
    assert t.stack[-1] == "Talon Gates chaos"
    t.resolve()
    assert time(t, "Hill Giant") == 2, "four less two"
    assert time(t, "Grizzly Bears") == 0 and t.stack == ["Grizzly Bears suspend (cast)"]
    assert PLANE[edition] + ".7" in t.cites and SUSPENDED[edition] in t.cites
    t.resolve()
    if edition == "current":
        t.choose("yes")
    t.resolve_all()
    assert t.zone("Grizzly Bears") == "battlefield"


@pytest.mark.parametrize("edition", EDITIONS)
def test_talon_gates_chaos_only_the_planar_controllers_own_cards(edition):
    t = on(edition, ["Hill Giant"])
    t.do(mt.Suspend("Alice", t.id("Hill Giant")))
    t.advance("precombat main", turn=2)  # (Bob is the planar controller now: 309.5)
    t.roll("chaos")
    t.resolve_all()
    assert time(t, "Hill Giant") == 4 and "owns no suspended card" in t.log


def test_remove_time_counters_word_alone_and_a_misspelt_word_fails_at_load():
    from magictutor.cards import define_cards

    own = {"name": "Test Hourglass", "cost": "{1}", "types": ["Sorcery"], "text": "Time.",
           "abilities": [{"kind": "spell", "effects": [{"remove_time_counters": 3}]}]}
    t = on("2013-07", ["Hill Giant", "Test Hourglass"], cards=[own])
    t.do(mt.Suspend("Alice", t.id("Hill Giant")))
    t.cast("Alice", "Test Hourglass")
    t.resolve_all()
    assert time(t, "Hill Giant") == 1
    bad = {**own, "name": "Test Sandglass",
           "abilities": [{"kind": "spell", "effects": [{"remove_time_countres": 3}]}]}
    with pytest.raises(mt.MagictutorError) as info:
        define_cards([bad], "mine.yaml")
    assert "remove_time_counters" in str(info.value)


# --- Two-Headed Giant: "you" is both players of the planar controller's team ----------------
TEAM_PC = {"2011-09": "901.11c", "2013-07": "901.12c", "2017-09": "901.12c",
           "current": "901.12c"}


@pytest.mark.parametrize("edition", EDITIONS)
def test_901_12c_in_two_headed_giant_both_teammates_may_exile_and_chaos_counts_both(edition):
    libs = {p: {"library": ["Island"] * 6} for p in ("Alice", "Bob", "Carol", "Dan")}
    libs["Alice"]["hand"] = ["Hill Giant"]
    libs["Bob"]["hand"] = ["Grizzly Bears"]
    libs["Carol"]["hand"] = ["Serra Angel"]
    t = Table(["Alice", "Bob", "Carol", "Dan"], edition=edition,
              teams=[["Alice", "Bob"], ["Carol", "Dan"]], setup=libs, step="precombat main",
              planechase={"decks": {"Alice": ["Talon Gates", "Tazeem"], "Bob": ["Panopticon"],
                                    "Carol": ["Fields of Summer"], "Dan": ["Agyrem"]},
                          "face up": "Talon Gates"})
    assert t.controller == "Alice"
    t.do(mt.Suspend("Alice", t.id("Hill Giant")))
    t.pass_()
    assert t.state.priority == "Bob" and t.state.step == "precombat main"
    err = t.refuse(mt.Suspend("Carol", t.id("Serra Angel")))
    assert TEAM_PC[edition] in err.rules and "not Carol" in str(err), "the other team"
    t.do(mt.Suspend("Bob", t.id("Grizzly Bears")))  # (a teammate: "you" too)
    while t.state.priority != "Alice":
        t.pass_()
    t.roll("chaos")
    t.resolve()
    assert time(t, "Hill Giant") == 2 and time(t, "Grizzly Bears") == 0
    assert TEAM_PC[edition] in t.cites


# --- notation, saves ---------------------------------------------------------------------------
def test_115_suspend_is_written_and_read_in_the_notation_and_saved():
    t = on("2013-07", ["Hill Giant"])
    a = mt.Suspend("Alice", t.id("Hill Giant"))
    assert format_action(t.state, a) == "Alice: suspend Hill Giant"
    assert parse_action(t.state, "Alice: suspend Hill Giant") == a
    from magictutor.model.actions import action_from_dict, action_to_dict

    assert action_from_dict(json.loads(json.dumps(action_to_dict(a)))) == a
    t.do(a)
    again = from_jsonable(json.loads(json.dumps(to_jsonable(t.state))))
    assert again == t.state and again.objects[a.card].counter("time") == 4
    tl = mt.Timeline(on("2013-07", ["Hill Giant"]).state)
    tl.apply(a)
    back = mt.Timeline.from_json(tl.to_json())
    assert back.state == tl.state


# --- the speed layer: random games on Talon Gates, in the shadow mode --------------------------
@pytest.mark.skipif(not shortcuts.FAST, reason="MAGICTUTOR_FAST=0: nothing to compare")
@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("players", [2, 4])
def test_116_random_games_on_talon_gates_in_the_shadow_mode(edition, players, monkeypatch):
    """Random games starting on Talon Gates, every step and legal-actions answer carried out
    by the fast and the plain path and compared; cards are suspended and counted down."""
    monkeypatch.setattr(shortcuts, "SHADOW", True)
    names = ["Alice", "Bob", "Carol", "Dan"][:players]
    decks = {p: list(planar_deck(edition, seed=i, include=("Talon Gates",) if i == 0 else ()))
             for i, p in enumerate(names)}
    s = new_game(names, edition=edition, seed=5,
                 planechase={"decks": decks, "face up": "Talon Gates"})
    rng = random.Random(11)
    keyword = get_edition(edition).rule("kw.suspend")
    exiled = ticked = 0
    for i in range(200 * players):
        if s.game_over:
            break
        actions = mt.legal_actions(s)
        if rng.random() < 0.97:  # (stay on the plane a while)
            actions = [a for a in actions if not isinstance(a, mt.RollPlanarDie)] or actions
        mine = [a for a in actions if isinstance(a, mt.Suspend)]
        if mine and rng.random() < 0.5:
            action = rng.choice(mine)
        else:
            action = eager_policy(s, actions, rng) if i % 2 else rng.choice(actions)
        step = mt.apply(s, action)
        exiled += isinstance(action, mt.Suspend)
        ticked += sum(keyword in e.rules and "removed" in e.text for e in step.events)
        s = step.after
    assert s.turn > 1 and exiled and ticked, (exiled, ticked)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("players", [2, 4])
def test_901_simulate_plays_games_whose_planar_decks_hold_talon_gates(edition, players):
    from magictutor.engine.simulate import simulate

    names = ("Alice", "Bob", "Carol", "Dan")[:players]
    decks = {p: list(planar_deck(edition, seed=i, include=("Talon Gates",)))
             for i, p in enumerate(names)}
    rows = simulate(1, seed=3, edition=edition, max_turns=4, progress=False, players=names,
                    planechase={"decks": decks, "face up": "Talon Gates"})
    assert rows and {r["kind"] for r in rows} >= {"life"}
