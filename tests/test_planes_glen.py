"""Glen Elendra (Planechase 2012, Lorwyn): the record of combat damage dealt to players this
combat (510.2; both combat damage steps: 510.5 to 2013-07, 510.4 from 2017-09; it ends with
the combat, 511.3), the "at end of combat" trigger (511.1; 511.2 from 2017-09) that may
exchange control (701.8 to 2013-07, 701.9 in 2017-09, 701.12 today; layer 2, 613.1b) of a
creature that dealt combat damage to a player and a creature of that player's, and the chaos
ability (309.7; 311.7 today) that takes back a creature its controller owns, in every edition.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

import pytest
from test_planechase import EDITIONS, PLANE, Table, two, with_libraries
from test_planes_2012 import chaos, on

import magictutor as mt
from magictutor.cards import card, own_card_names, remove_cards
from magictutor.editions import get_edition
from magictutor.engine import shortcuts
from magictutor.engine.new_game import new_game
from magictutor.engine.serialize import from_jsonable, to_jsonable
from magictutor.engine.simulate import eager_policy
from magictutor.rules.planechase.decks import planar_deck

GLEN = "Glen Elendra"
EXCHANGE = {"2011-09": "701.8", "2013-07": "701.8", "2017-09": "701.9", "current": "701.12"}
FIRST_STRIKE_STEP = {"2011-09": "510.5", "2013-07": "510.5", "2017-09": "510.4",
                     "current": "510.4"}
AT_END_OF_COMBAT = {"2011-09": "511.1", "2013-07": "511.1", "2017-09": "511.2",
                    "current": "511.2"}


def _creature(name: str, power: int, toughness: int, *keywords: str) -> dict:
    return {"name": name, "cost": "{1}{W}", "types": ["Creature"], "subtypes": ["Soldier"],
            "colors": ["W"], "power": power, "toughness": toughness,
            "keywords": list(keywords), "text": f"A {power}/{toughness} with "
            f"{' and '.join(keywords) or 'no keyword'}."}


CARDS = [_creature("Glen Duelist", 2, 1, "first strike"),
         _creature("Glen Twinblade", 1, 1, "double strike")]


@pytest.fixture(autouse=True)
def _forget_own_cards() -> Iterator[None]:
    before = set(own_card_names())
    yield
    remove_cards([n for n in own_card_names() if n not in before])


def record(t: Table) -> list[tuple[str, str]]:
    """(creature, player) for each entry of the combat record."""
    c = t.state.combat
    return [] if c is None else [(t.state.objects[i].name, p) for i, _, p in c.damaged]


def attack(t: Table, *pairs: tuple[str, str], blocks: tuple = ()) -> None:
    """The active player attacks with (creature name, player or planeswalker name); the
    defenders block with (blocker, attacker); on to the end of combat step."""
    t.advance("declare attackers")
    att = tuple((t.id(a), d if d in t.state.player_names else t.id(d)) for a, d in pairs)
    t.do(mt.DeclareAttackers(t.state.active, att))
    t.advance("declare blockers")
    while t.pending is not None and t.pending.kind == "blockers":
        who = t.pending.player
        t.do(mt.DeclareBlockers(who, tuple((t.id(b), t.id(a)) for b, a in blocks
                                           if t.obj(b).controller == who)))
    t.advance("end of combat")


# --- the record: 510.2, both damage steps, not planeswalkers, trample ------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_510_2_the_record_notes_combat_damage_to_players_over_both_steps(edition):
    """A first striker, a double striker and a plain creature: the record holds all three
    after the second combat damage step (510.5 to 2013-07, 510.4 from 2017-09); the double
    striker is noted once; the record lasts through the end of combat step and goes with
    the combat (511.3)."""
    t = two(edition, setup={"Alice": {"battlefield": ["Grizzly Bears", "Glen Duelist",
                                                      "Glen Twinblade"]}}, cards=CARDS)
    t.advance("declare attackers")
    t.do(mt.DeclareAttackers("Alice", tuple((t.id(n), "Bob") for n in
                                            ("Grizzly Bears", "Glen Duelist", "Glen Twinblade"))))
    t.advance("combat damage")
    assert sorted(record(t)) == [("Glen Duelist", "Bob"), ("Glen Twinblade", "Bob")]
    assert FIRST_STRIKE_STEP[edition] in t.cites
    t.advance("end of combat")
    assert sorted(record(t)) == [("Glen Duelist", "Bob"), ("Glen Twinblade", "Bob"),
                                 ("Grizzly Bears", "Bob")]
    assert t.life("Bob") == 20 - 2 - 1 - 1 - 2
    t.advance("postcombat main")
    assert t.state.combat is None, "511.3: the combat and its record are over"


@pytest.mark.parametrize("edition", EDITIONS)
def test_510_2_damage_to_a_planeswalker_is_not_damage_to_a_player(edition):
    t = two(edition, setup={"Alice": {"battlefield": ["Grizzly Bears", "Hill Giant"]},
                            "Bob": {"battlefield": ["Jace Beleren"]}})
    attack(t, ("Grizzly Bears", "Jace Beleren"), ("Hill Giant", "Bob"))
    assert t.obj("Jace Beleren").zone == "graveyard" or t.obj("Jace Beleren").counter(
        "loyalty") < 3, "the Bears damaged Jace"
    assert record(t) == [("Hill Giant", "Bob")]


@pytest.mark.parametrize("edition", EDITIONS)
def test_702_19_trample_damage_over_a_blocker_to_the_player_counts(edition):
    t = two(edition, setup={"Alice": {"battlefield": ["Colossal Dreadmaw"]},
                            "Bob": {"battlefield": ["Grizzly Bears"]}})
    attack(t, ("Colossal Dreadmaw", "Bob"), blocks=(("Grizzly Bears", "Colossal Dreadmaw"),))
    if t.state.step != "end of combat":  # (the trampler's controller divides its damage)
        t.do(mt.AssignDamage("Alice", t.id("Colossal Dreadmaw"),
                             ((t.id("Grizzly Bears"), 2), ("Bob", 4))))
        t.advance("end of combat")
    assert t.life("Bob") == 16
    assert record(t) == [("Colossal Dreadmaw", "Bob")]


def test_the_record_is_kept_by_saves():
    t = two(setup={"Alice": {"battlefield": ["Grizzly Bears"]}})
    attack(t, ("Grizzly Bears", "Bob"))
    t.advance("end of combat")
    again = from_jsonable(json.loads(json.dumps(to_jsonable(t.state))))
    assert again == t.state and again.combat.damaged == t.state.combat.damaged


# --- the plane's ability: at end of combat, you may exchange control ------------------------
def glen(edition: str, mine: list[str], theirs: list[str]) -> Table:
    """Alice's precombat main on Glen Elendra, her creatures and Bob's on the battlefield."""
    return on(GLEN, edition, setup={"Alice": {"battlefield": mine},
                                    "Bob": {"battlefield": theirs}}, cards=CARDS)


def four(edition: str, battlefields: dict[str, list[str]]) -> Table:
    players = ["Alice", "Bob", "Carol", "Dan"]
    setup = with_libraries(players, {p: {"battlefield": b} for p, b in battlefields.items()})
    return Table(players, edition=edition, setup=setup, cards=CARDS,
                 planechase={"decks": {"Alice": [GLEN, "Tazeem"], "Bob": ["Panopticon"],
                                       "Carol": ["Fields of Summer"], "Dan": ["Agyrem"]},
                             "face up": GLEN})


@pytest.mark.parametrize("edition", EDITIONS)
def test_511_glen_elendra_exchanges_a_creature_that_hit_a_player_for_one_of_theirs(edition):
    t = glen(edition, ["Grizzly Bears"], ["Hill Giant", "Serra Angel"])
    assert card(GLEN, edition).subtypes == ("Lorwyn",)
    attack(t, ("Grizzly Bears", "Bob"))
    assert {AT_END_OF_COMBAT[edition], "603.2"} <= t.cites
    assert t.pending.kind == "target" and set(t.pending.options) == {
        t.id("Hill Giant"), t.id("Serra Angel")}, "the first target is the only one possible"
    t.choose("Hill Giant")
    t.resolve_all()
    assert t.pending.options == ("yes", "no")  # ("you may": 603.5)
    t.choose("yes")
    assert t.obj("Grizzly Bears").controller == "Bob"
    assert t.obj("Hill Giant").controller == "Alice"
    assert t.obj("Serra Angel").controller == "Bob"
    assert {EXCHANGE[edition], "613.1b", "302.6"} <= t.cites
    assert t.obj("Hill Giant").since_turn == t.state.turn, "302.6: new to Alice this turn"
    assert not t.state.combat.is_attacking(t.id("Grizzly Bears")), "506.4: changed control"
    t.advance("declare attackers", turn=3)  # (it lasts: Alice's next turn)
    assert t.obj("Hill Giant").controller == "Alice"
    assert t.obj("Grizzly Bears").controller == "Bob"


@pytest.mark.parametrize("edition", EDITIONS)
def test_603_5_glen_elendra_the_exchange_may_be_declined(edition):
    t = glen(edition, ["Grizzly Bears"], ["Hill Giant"])
    attack(t, ("Grizzly Bears", "Bob"))
    t.resolve_all()  # (both targets were the only legal choices)
    t.choose("no")
    assert t.obj("Grizzly Bears").controller == "Alice"
    assert t.obj("Hill Giant").controller == "Bob"


@pytest.mark.parametrize("edition", EDITIONS)
def test_603_3d_without_a_creature_that_dealt_combat_damage_to_a_player_it_is_removed(edition):
    """Blocked, or no attack at all: the trigger has no legal first target and is removed
    from the stack (603.3d); the combat record is empty."""
    t = glen(edition, ["Grizzly Bears"], ["Hill Giant"])
    attack(t, ("Grizzly Bears", "Bob"), blocks=(("Hill Giant", "Grizzly Bears"),))
    assert record(t) == [] and not t.stack and t.pending is None
    assert "has no legal target and is removed" in t.log
    assert t.obj("Hill Giant").controller == "Bob"


@pytest.mark.parametrize("edition", EDITIONS)
def test_701_8a_one_target_turning_illegal_means_no_part_of_the_exchange(edition):
    """The creature of Bob's leaves the battlefield with the trigger on the stack: the
    ability still resolves (one target is legal, 608.2b) but no part of the exchange
    happens (701.8a to 2013-07, 701.9a in 2017-09, 701.12a today)."""
    from magictutor.engine.context import Ctx

    t = glen(edition, ["Grizzly Bears"], ["Hill Giant"])
    attack(t, ("Grizzly Bears", "Bob"))
    assert t.stack == ["Glen Elendra trigger"]
    ctx = Ctx(t.state)
    ctx.move(t.id("Hill Giant"), "graveyard")  # (say, a spell of Bob's destroyed it)
    t.state = ctx.freeze()
    t.resolve_all()
    t.choose("yes")
    assert t.obj("Grizzly Bears").controller == "Alice"
    assert "no part of the exchange happens" in t.log
    assert {EXCHANGE[edition] + "a", "608.2b"} <= t.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_608_2b_the_first_target_changing_controller_makes_it_illegal(edition):
    """The creature that dealt the damage is no longer Alice's as the ability resolves: it
    no longer fits "creature you control ...", so no exchange (608.2b, 701.8a)."""
    from magictutor.engine.context import Ctx

    t = glen(edition, ["Grizzly Bears"], ["Hill Giant"])
    attack(t, ("Grizzly Bears", "Bob"))
    ctx = Ctx(t.state)
    ctx.set_obj(t.id("Grizzly Bears"), controller="Bob", since_turn=t.state.turn)
    t.state = ctx.freeze()
    t.resolve_all()
    t.choose("yes")
    assert t.obj("Hill Giant").controller == "Bob", "no part of the exchange happens"
    assert "no part of the exchange happens" in t.log


@pytest.mark.parametrize("edition", EDITIONS)
def test_114_glen_elendra_in_four_players_that_player_is_the_one_damaged(edition):
    """Alice's Bears hit Bob, her Giant hit Carol; Dan was not attacked. Choosing the Giant
    first, only Carol's creatures may be the second target ("that player": the player the
    first target damaged; 114.1 to 2017-09, 115.1 today, and 601.2c); Bob's can't be
    chosen, and Dan's never."""
    t = four(edition, {"Alice": ["Grizzly Bears", "Hill Giant"], "Bob": ["Serra Angel"],
                       "Carol": ["Wall of Stone", "Glen Duelist"],
                       "Dan": ["Colossal Dreadmaw"]})
    attack(t, ("Grizzly Bears", "Bob"), ("Hill Giant", "Carol"))
    assert sorted(record(t)) == [("Grizzly Bears", "Bob"), ("Hill Giant", "Carol")]
    assert set(t.pending.options) == {t.id("Grizzly Bears"), t.id("Hill Giant")}
    t.choose("Hill Giant")
    assert set(t.pending.options) == {t.id("Wall of Stone"), t.id("Glen Duelist")}
    t.refuse(mt.Choose("Alice", t.id("Serra Angel")))  # (Bob's: the Giant didn't hit Bob)
    t.refuse(mt.Choose("Alice", t.id("Colossal Dreadmaw")))
    t.choose("Wall of Stone")
    t.resolve_all()
    t.choose("yes")
    assert t.obj("Hill Giant").controller == "Carol"
    assert t.obj("Wall of Stone").controller == "Alice"
    assert t.obj("Serra Angel").controller == "Bob"
    assert t.obj("Colossal Dreadmaw").controller == "Dan"


@pytest.mark.parametrize("edition", EDITIONS)
def test_114_in_four_players_the_bears_first_offer_bobs_creatures_only(edition):
    t = four(edition, {"Alice": ["Grizzly Bears", "Hill Giant"], "Bob": ["Serra Angel"],
                       "Carol": ["Wall of Stone"], "Dan": ["Colossal Dreadmaw"]})
    attack(t, ("Grizzly Bears", "Bob"), ("Hill Giant", "Carol"))
    t.choose("Grizzly Bears")
    # (Bob's Serra Angel is the only legal second target: chosen for her)
    assert t.stack == ["Glen Elendra trigger"]
    assert "the only legal choice" in t.log
    t.resolve_all()
    t.choose("yes")
    assert t.obj("Serra Angel").controller == "Alice"
    assert t.obj("Grizzly Bears").controller == "Bob"


# --- the chaos ability: gain control of a creature you own ----------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_613_1b_glen_elendra_chaos_takes_back_a_creature_you_own(edition):
    from magictutor.engine.context import Ctx

    t = glen(edition, ["Grizzly Bears"], ["Hill Giant"])
    ctx = Ctx(t.state)  # (Bob controls Alice's Bears: a lesson's shortcut to a later turn)
    ctx.set_obj(t.id("Grizzly Bears"), controller="Bob", since_turn=0)
    t.state = ctx.freeze()
    t.roll("chaos")
    assert t.stack == ["Glen Elendra chaos"], "the only creature she owns: targeted"
    t.resolve_all()
    assert t.obj("Grizzly Bears").controller == "Alice"
    assert t.obj("Hill Giant").controller == "Bob", "Bob's own creature is not hers to take"
    assert {PLANE[edition] + ".7", "613.1b", "302.6"} <= t.cites
    t.advance("declare attackers")  # (302.6: new to her this turn, the Bears can't attack)
    assert t.pending is None and not t.state.combat.attackers
    t.advance("declare attackers", turn=3)
    assert t.obj("Grizzly Bears").controller == "Alice", "it lasts"


@pytest.mark.parametrize("edition", EDITIONS)
def test_613_1b_glen_elendra_chaos_on_a_creature_you_already_control_changes_nothing(edition):
    t = glen(edition, ["Grizzly Bears"], ["Hill Giant"])
    chaos(t)
    assert t.obj("Grizzly Bears").controller == "Alice"
    assert "already controls Grizzly Bears" in t.log


# --- each new word alone ---------------------------------------------------------------------
def test_115_creature_you_own_meets_creatures_owned_whoever_controls_them():
    """The target word alone: the candidates for Alice are the creatures she owns, her own
    and the one Bob controls, and none of Bob's own."""
    from magictutor.engine.context import Ctx
    from magictutor.rules.targets import candidates, target_ok

    t = two(setup={"Alice": {"battlefield": ["Grizzly Bears", "Hill Giant"]},
                   "Bob": {"battlefield": ["Serra Angel"]}})
    ctx = Ctx(t.state)
    ctx.set_obj(t.id("Hill Giant"), controller="Bob")
    s = ctx.freeze()
    assert set(candidates(s, "creature you own", "Alice")) == {t.id("Grizzly Bears"),
                                                              t.id("Hill Giant")}
    assert not target_ok(s, "creature you own", t.id("Serra Angel"), "Alice")
    assert target_ok(s, "creature you own", t.id("Serra Angel"), "Bob")


def test_510_2_the_combat_record_words_alone():
    """Outside combat nothing fits either word; after the Bears hit Bob, the Bears fit the
    first for Alice only, Bob's creatures fit the second, and the second follows the
    first's damaged player."""
    from magictutor.rules.combat_record import DEALT, THAT_PLAYER
    from magictutor.rules.targets import candidates, depends_ok, target_ok

    t = two(setup={"Alice": {"battlefield": ["Grizzly Bears", "Hill Giant"]},
                   "Bob": {"battlefield": ["Serra Angel"]}})
    bears, giant, angel = t.id("Grizzly Bears"), t.id("Hill Giant"), t.id("Serra Angel")
    assert candidates(t.state, DEALT, "Alice") == [] == candidates(t.state, THAT_PLAYER, "Alice")
    attack(t, ("Grizzly Bears", "Bob"))
    s = t.state
    assert candidates(s, DEALT, "Alice") == [bears]
    assert "_targets_cache" not in s._memo or (DEALT, "Alice") not in s._memo["_targets_cache"]
    assert not target_ok(s, DEALT, bears, "Bob"), "Bob doesn't control the Bears"
    assert not target_ok(s, DEALT, giant, "Alice"), "the Giant didn't attack"
    assert candidates(s, THAT_PLAYER, "Alice") == [angel]
    assert depends_ok(s, THAT_PLAYER, angel, bears, None)
    assert not depends_ok(s, THAT_PLAYER, angel, giant, None)
    assert not depends_ok(s, THAT_PLAYER, angel, bears, s.objects[bears].gen + 1), "400.7"


def test_511_the_end_of_combat_trigger_alone_fires_only_in_its_controllers_turn():
    """A test plane with "at end of combat, gain 1 life": it triggers in each end of combat
    step of its planar controller's turns (the active player, 901.6), and only then."""
    plane = {"name": "Test Combat Plane", "types": ["Plane"], "subtypes": ["Dominaria"],
             "text": "At end of combat, you gain 1 life.",
             "abilities": [{"kind": "triggered", "trigger": "end of combat",
                            "text": "You gain 1 life.",
                            "effects": [{"gain_life": 1, "who": "you"}]}]}
    t = two(cards=[plane], planechase={"decks": {"Alice": ["Test Combat Plane", "Tazeem"],
                                                 "Bob": ["Panopticon"]},
                                       "face up": "Test Combat Plane"})
    t.advance("end of combat")
    assert t.stack == ["Test Combat Plane trigger"] and "511.1" in t.cites
    t.resolve_all()
    assert t.life("Alice") == 21
    t.advance("postcombat main", turn=2)
    assert t.life("Bob") == 21 and t.life("Alice") == 21, "Bob is the planar controller now"


@pytest.mark.parametrize("edition", EDITIONS)
def test_613_1b_gain_control_alone_lasts_until_its_controller_leaves_800_4a(edition):
    """The effect word alone, on a test plane whose chaos ability takes any creature: Alice
    gains control of Bob's Hill Giant for the rest of the game (layer 2); when she leaves
    the game, the effect ends and Bob gets it back (800.4a)."""
    plane = {"name": "Test Reclaim Plane", "types": ["Plane"], "subtypes": ["Dominaria"],
             "text": "Chaos: Gain control of a creature you target.",
             "abilities": [{"kind": "chaos", "targets": ["creature"],
                            "effects": [{"gain_control": "target"}]}]}
    players = ["Alice", "Bob", "Carol"]
    t = Table(players, edition=edition, cards=[plane],
              setup=with_libraries(players, {"Bob": {"battlefield": ["Hill Giant"]}}),
              planechase={"decks": {"Alice": ["Test Reclaim Plane", "Tazeem"],
                                    "Bob": ["Panopticon"], "Carol": ["Agyrem"]},
                          "face up": "Test Reclaim Plane"})
    chaos(t)
    assert t.obj("Hill Giant").controller == "Alice" and "613.1b" in t.cites
    assert [e.kind for e in t.state.effects if e.kind == "control"] == ["control"]
    t.do(mt.LeaveGame("Alice"))
    assert t.obj("Hill Giant").controller == "Bob"


@pytest.mark.parametrize(("targets", "kind", "message"), [
    (["creature you control that dealt combat damage to a player this combat"], "spell",
     "triggered or chaos ability only"),
    (["creature that player controls"], "triggered", "must come right after"),
    (["creature", "creature that player controls"], "triggered", "must come right after"),
    (["creature you control that dealt combat damage to a player this combt"], "triggered",
     "creature you control that dealt combat damage to a player this combat"),
], ids=["spell", "alone", "after another", "misspelt"])
def test_the_combat_record_words_are_refused_at_load_where_no_memo_follows_them(
        targets, kind, message):
    from magictutor.cards import define_cards
    from magictutor.yamlio import DataFileError

    ability = {"kind": kind, "targets": targets, "effects": [{"exchange_control": True}]}
    if kind == "triggered":
        ability["trigger"] = "end of combat"
    bad = {"name": "Test Bad Glen", "types": ["Plane"] if kind != "spell" else ["Sorcery"],
           "text": "Bad.", "abilities": [ability]}
    if kind == "spell":
        bad["cost"] = "{R}"
    else:
        bad["subtypes"] = ["Lorwyn"]
    with pytest.raises(DataFileError) as info:
        define_cards([bad], "bad-glen.yaml")
    assert message in str(info.value) and "bad-glen.yaml" in str(info.value)


# --- random games: the shadow mode, simulate -------------------------------------------------
@pytest.mark.skipif(not shortcuts.FAST, reason="MAGICTUTOR_FAST=0: nothing to compare")
@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("players", [2, 4])
def test_116_random_games_on_glen_elendra_in_the_shadow_mode(edition, players, monkeypatch):
    """Random games starting on Glen Elendra, every step and every legal-actions answer
    carried out by the fast and the plain path and compared: the combat record and the end
    of combat trigger must not be skipped by a quick path or answered from a stale memo."""
    monkeypatch.setattr(shortcuts, "SHADOW", True)
    names = ["Alice", "Bob", "Carol", "Dan"][:players]
    decks = {p: list(planar_deck(edition, seed=i, include=(GLEN,) if i == 0 else ()))
             for i, p in enumerate(names)}
    s = new_game(names, edition=edition, seed=5, planechase={"decks": decks, "face up": GLEN})
    rng = random.Random(11)
    trigger = get_edition(edition).rule("turn.end_of_combat_trigger")
    fired = recorded = 0
    for i in range(220 * players):
        if s.game_over:
            break
        actions = mt.legal_actions(s)
        if rng.random() < 0.97:  # (stay on the plane a while: roll the planar die seldom)
            actions = [a for a in actions if not isinstance(a, mt.RollPlanarDie)] or actions
        action = eager_policy(s, actions, rng) if i % 3 else rng.choice(actions)
        step = mt.apply(s, action)
        fired += sum(e.kind == "trigger" and trigger in e.rules and GLEN in e.text
                     for e in step.events)
        s = step.after
        recorded += bool(s.combat is not None and s.combat.damaged)
    assert s.turn > 1
    assert fired, "Glen Elendra's end of combat trigger never fired"
    assert recorded, "no creature ever dealt combat damage to a player"


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("players", [2, 4])
def test_901_simulated_games_with_glen_elendra_in_the_planar_decks(edition, players):
    from magictutor.engine.simulate import simulate

    names = ("Alice", "Bob", "Carol", "Dan")[:players]
    decks = {p: list(planar_deck(edition, seed=i, include=(GLEN,))) for i, p in enumerate(names)}
    assert all(GLEN in d for d in decks.values())
    options = dict(edition=edition, planechase={"decks": decks, "check decks": True},
                   max_turns=6, progress=False, players=names)
    rows = simulate(2, seed=3, **options)
    assert rows and rows == simulate(2, seed=3, **options)


def test_114_a_creature_that_damaged_several_players_offers_each_ones_creatures():
    """What this kit decided: "that player" is a player the first target dealt combat damage
    to this combat; if it damaged several (damage redirected to another player, say), a
    creature of any of them may be chosen (114.1, 601.2c: each target must fit its word as
    it is chosen). The record is written by hand here: no card in the kit makes one creature
    damage two players."""
    from dataclasses import replace

    from magictutor.model.state import Combat
    from magictutor.rules.combat_record import THAT_PLAYER
    from magictutor.rules.targets import candidates, depends_ok

    t = four("2013-07", {"Alice": ["Grizzly Bears"], "Bob": ["Serra Angel"],
                         "Carol": ["Wall of Stone"], "Dan": ["Colossal Dreadmaw"]})
    bears = t.obj("Grizzly Bears")
    s = replace(t.state, combat=Combat(damaged=((bears.id, bears.gen, "Bob"),
                                                (bears.id, bears.gen, "Carol"))))
    options = [r for r in candidates(s, THAT_PLAYER, "Alice")
               if depends_ok(s, THAT_PLAYER, r, bears.id, None)]
    assert set(options) == {t.id("Serra Angel"), t.id("Wall of Stone")}

