"""Planes that let cards be cast or activated from a graveyard or exile, and the extra turn:
Otaria (flashback for instants and sorceries in graveyards, 702.33a in 2013-07; chaos: an
extra turn, 500.7), in every edition, with their rules cited in that edition's numbering.
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
from magictutor.rules.planechase.decks import planar_deck
from magictutor.scenarios.notation import format_action, parse_action

FLASHBACK = {"2011-09": "702.32a", "2013-07": "702.33a", "2017-09": "702.33a",
             "current": "702.34a"}


def on(plane: str, edition: str = "2013-07", **kw) -> Table:
    """Alice's turn, precombat main, with ``plane`` face up from Alice's planar deck."""
    return two(edition, planechase={"decks": {"Alice": [plane, "Tazeem", "Panopticon"],
                                              "Bob": ["Fields of Summer", "Agyrem"]},
                                    "face up": plane}, **kw)


def chaos(t: Table) -> None:
    t.roll("chaos")
    assert t.stack[-1].endswith("chaos"), t.stack
    t.resolve_all()


def casts_of(t: Table, name: str) -> list[mt.Cast]:
    oid = t.id(name)
    return [a for a in mt.legal_actions(t.state) if isinstance(a, mt.Cast) and a.card == oid]


# --- Otaria: flashback ---------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_otaria_702_33a_instant_cast_from_graveyard_for_its_mana_cost_then_exiled(edition):
    t = on("Otaria", edition, setup={"Alice": {"graveyard": ["Lightning Bolt"],
                                               "battlefield": ["Mountain"]}})
    assert card("Otaria", edition).subtypes == ("Dominaria",)
    bolt = t.id("Lightning Bolt")
    offered = casts_of(t, "Lightning Bolt")
    assert mt.Cast("Alice", bolt, ("Bob",)) in offered, "flashback is a legal action"
    t.do(mt.Cast("Alice", bolt, ("Bob",)))
    assert t.state.objects[bolt].zone == "stack"
    assert t.obj("Mountain").tapped, "the flashback cost is its mana cost, {R}"
    assert {FLASHBACK[edition], get_edition(edition).rule("cost.alternative")} <= t.cites
    t.resolve_all()
    assert t.life("Bob") == 17
    assert t.state.objects[bolt].zone == "exile", "exiled instead of the graveyard (702.33a)"
    assert not casts_of(t, "Lightning Bolt"), "nothing casts it from exile"


@pytest.mark.parametrize("edition", EDITIONS)
def test_otaria_702_33a_sorcery_keeps_sorcery_timing_and_cost_must_be_paid(edition):
    t = on("Otaria", edition, setup={"Alice": {"graveyard": ["Lava Axe"],
                                               "battlefield": ["Mountain"] * 4}})
    axe = t.id("Lava Axe")
    err = t.refuse(mt.Cast("Alice", axe, ("Bob",)))
    assert get_edition(edition).rule("cast.pay") in err.rules, "{4}{R} with four lands"
    t.state = mt.build_game(["Alice", "Bob"], edition=edition, setup={
        "Alice": {"graveyard": ["Lava Axe"], "battlefield": ["Mountain"] * 5,
                  "library": ["Island"] * 5}, "Bob": {"library": ["Island"] * 5}},
        planechase={"decks": {"Alice": ["Otaria", "Tazeem", "Panopticon"],
                              "Bob": ["Fields of Summer", "Agyrem"]}, "face up": "Otaria"})
    axe = t.id("Lava Axe")
    t.advance("end")
    err = t.refuse(mt.Cast("Alice", axe, ("Bob",)))
    assert get_edition(edition).rule("cast.timing_sorcery") in err.rules
    assert not casts_of(t, "Lava Axe")


@pytest.mark.parametrize("edition", EDITIONS)
def test_otaria_702_33a_only_own_graveyard_and_only_instants_and_sorceries(edition):
    t = on("Otaria", edition, setup={"Alice": {"graveyard": ["Grizzly Bears"],
                                               "battlefield": ["Forest", "Forest"]},
                                     "Bob": {"graveyard": ["Lightning Bolt"]}})
    err = t.refuse(mt.Cast("Alice", t.id("Grizzly Bears"), ()))
    assert get_edition(edition).rule("cast.steps") in err.rules
    err = t.refuse(mt.Cast("Alice", t.id("Lightning Bolt"), ("Bob",)))
    assert get_edition(edition).rule("cast.steps") in err.rules
    assert not [a for a in mt.legal_actions(t.state) if isinstance(a, mt.Cast)]


@pytest.mark.parametrize("edition", EDITIONS)
def test_without_otaria_601_2_a_graveyard_card_cannot_be_cast(edition):
    t = on("Tazeem", edition, setup={"Alice": {"graveyard": ["Lightning Bolt"],
                                               "battlefield": ["Mountain"]}})
    err = t.refuse(mt.Cast("Alice", t.id("Lightning Bolt"), ("Bob",)))
    assert "nothing lets them cast it" in str(err)


@pytest.mark.parametrize("edition", EDITIONS)
def test_otaria_702_33a_a_fizzled_flashback_spell_is_exiled_too(edition):
    t = on("Otaria", edition, setup={"Alice": {"graveyard": ["Lightning Bolt"],
                                               "battlefield": ["Mountain", "Mountain"],
                                               "hand": ["Lightning Bolt"]},
                                     "Bob": {"battlefield": ["Grizzly Bears"]}})
    bolt = t.id("Lightning Bolt", zone="graveyard")
    bears = t.id("Grizzly Bears")
    t.do(mt.Cast("Alice", bolt, (bears,)))
    t.do(mt.Cast("Alice", t.id("Lightning Bolt", zone="hand"), (bears,)))
    t.resolve_all()
    assert t.state.objects[bolt].zone == "exile"
    assert [o.name for o in t.state.zone("Alice:graveyard")] == ["Lightning Bolt"]


# --- Otaria: an extra turn -------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_otaria_chaos_500_7_extra_turn_after_this_one(edition):
    t = on("Otaria", edition)
    chaos(t)
    assert {PLANE[edition] + ".7", "500.7"} <= t.cites
    t.advance("upkeep", turn=2)
    assert t.state.active == "Alice", "the extra turn is Alice's"
    assert "Turn 2 is an extra turn for Alice" in t.log
    t.advance("upkeep", turn=3)
    assert t.state.active == "Bob", "then the turn order goes on"
    t.advance("upkeep", turn=4)
    assert t.state.active == "Alice"


@pytest.mark.parametrize("edition", EDITIONS)
def test_500_7_two_extra_turns_then_the_next_player_in_order(edition):
    setup: dict = {p: {"library": ["Island"] * 10} for p in ("Alice", "Bob", "Carol")}
    setup["Alice"]["battlefield"] = ["Mountain"]
    t = Table(["Alice", "Bob", "Carol"], edition=edition, setup=setup,
        planechase={"decks": {"Alice": ["Otaria", "Tazeem"], "Bob": ["Agyrem", "Panopticon"],
                              "Carol": ["Fields of Summer", "Lethe Lake"]},
                    "face up": "Otaria"})
    chaos(t)
    t.roll("chaos")  # (the second roll costs {1}: her Mountain pays it)
    t.resolve_all()
    for turn in (2, 3):
        t.advance("upkeep", turn=turn)
        assert t.state.active == "Alice", f"turn {turn}"
    t.advance("upkeep", turn=4)
    assert t.state.active == "Bob"


def test_500_7_extra_turns_and_a_flashback_spell_survive_a_save():
    t = on("Otaria", setup={"Alice": {"graveyard": ["Lightning Bolt"],
                                      "battlefield": ["Mountain"]}})
    chaos(t)
    t.do(mt.Cast("Alice", t.id("Lightning Bolt"), ("Bob",)))
    again = from_jsonable(json.loads(json.dumps(to_jsonable(t.state))))
    assert again == t.state
    assert again.get("extra turns") == ("Alice",)
    assert again.stack[0].get("flashback") is True


def test_702_33a_notation_names_a_graveyard_card_to_cast_and_reads_it_back():
    t = on("Otaria", setup={"Alice": {"graveyard": ["Lightning Bolt"], "hand": ["Lightning Bolt"],
                                      "battlefield": ["Mountain"]}})
    grave = t.id("Lightning Bolt", zone="graveyard")
    a = mt.Cast("Alice", grave, ("Bob",))
    assert a in mt.legal_actions(t.state)
    text = format_action(t.state, a)
    assert text == "Alice: cast Lightning Bolt #2 targeting Bob"
    assert parse_action(t.state, text) == a
    assert parse_action(t.state, "Alice: cast Lightning Bolt targeting Bob").card != grave


# --- Trail of the Mage-Rings: rebound ---------------------------------------------------------
REBOUND = {"2011-09": "702.86a", "2013-07": "702.87a", "2017-09": "702.87a",
           "current": "702.88a"}


@pytest.mark.parametrize("edition", EDITIONS)
def test_trail_702_87a_a_spell_cast_from_hand_is_exiled_and_cast_free_next_upkeep(edition):
    t = on("Trail of the Mage-Rings", edition,
           setup={"Alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    assert card("Trail of the Mage-Rings", edition).subtypes == ("Vryn",)
    bolt = t.id("Lightning Bolt")
    t.cast("Alice", "Lightning Bolt", "Bob")
    t.resolve_all()
    assert t.life("Bob") == 17
    assert t.state.objects[bolt].zone == "exile", "rebound: exiled as it resolves"
    assert REBOUND[edition] in t.cites
    t.advance("upkeep", turn=2)  # (Bob's upkeep: nothing)
    assert t.state.objects[bolt].zone == "exile" and not t.state.stack
    t.advance("upkeep", turn=3)
    assert t.stack, "the delayed ability triggers at Alice's next upkeep (603.7)"
    t.resolve()
    assert t.pending.options == ("yes", "no")
    t.choose("yes")
    assert t.pending.kind == "target", "its targets are chosen now (601.2c)"
    t.choose("Bob")
    assert t.state.objects[bolt].zone == "stack"
    assert not t.obj("Mountain").tapped, "without paying its mana cost"
    assert {get_edition(edition).rule("cast.during_resolution"),
            get_edition(edition).rule("cost.alternative")} <= t.cites
    t.resolve_all()
    assert t.life("Bob") == 14
    assert t.state.objects[bolt].zone == "graveyard", "cast from exile: no rebound again"


@pytest.mark.parametrize("edition", EDITIONS)
def test_trail_702_87a_no_rebound_for_a_fizzled_spell_nor_one_cast_from_the_graveyard(edition):
    t = on("Trail of the Mage-Rings", edition,
           setup={"Alice": {"hand": ["Lightning Bolt", "Lightning Bolt"],
                            "battlefield": ["Mountain", "Mountain"]},
                  "Bob": {"battlefield": ["Grizzly Bears"]}})
    first, second = t.id("Lightning Bolt"), t.id("Lightning Bolt", n=1)
    bears = t.id("Grizzly Bears")
    t.do(mt.Cast("Alice", first, (bears,)))
    t.do(mt.Cast("Alice", second, (bears,)))
    t.resolve_all()
    assert t.state.objects[second].zone == "exile", "it resolved: rebound"
    assert t.state.objects[first].zone == "graveyard", "its target was gone: no rebound"


@pytest.mark.parametrize("edition", EDITIONS)
def test_trail_702_87a_the_rebound_may_be_declined_and_the_card_stays_exiled(edition):
    t = on("Trail of the Mage-Rings", edition,
           setup={"Alice": {"hand": ["Giant Growth"], "battlefield": ["Forest",
                                                                     "Grizzly Bears"]}})
    growth = t.id("Giant Growth")
    t.cast("Alice", "Giant Growth", "Grizzly Bears")
    t.resolve_all()
    t.advance("upkeep", turn=3)
    t.resolve()
    t.choose("no")
    assert t.state.objects[growth].zone == "exile"
    assert get_edition(edition).rule("ability.optional") in t.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_trail_chaos_701_15_search_an_instant_or_sorcery_into_hand(edition):
    t = on("Trail of the Mage-Rings", edition,
           setup={"Alice": {"library": ["Island", "Lava Axe", "Grizzly Bears", "Island"]}})
    t.roll("chaos")
    t.resolve()
    t.choose("yes")
    assert [t.state.objects[o].name for o in t.pending.options if isinstance(o, int)] == \
        ["Lava Axe"], "only instants and sorceries"
    t.choose("Lava Axe")
    assert t.hand("Alice") == ["Lava Axe"]
    assert len(t.state.library("Alice")) == 3
    assert {PLANE[edition] + ".7", get_edition(edition).rule("kw.search"),
            get_edition(edition).rule("kw.shuffle")} <= t.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_trail_chaos_701_15b_the_search_may_find_nothing(edition):
    t = on("Trail of the Mage-Rings", edition,
           setup={"Alice": {"library": ["Island", "Lava Axe"]}})
    t.roll("chaos")
    t.resolve()
    t.choose("yes")
    t.choose("done")
    assert t.hand("Alice") == []
    assert get_edition(edition).rule("kw.search_fail") in t.cites


def test_vocabulary_search_to_hand_refuses_a_misspelt_card_type():
    from magictutor.cards.check import check_effects
    from magictutor.yamlio import DataFileError

    with pytest.raises(DataFileError) as err:
        check_effects([{"search_to_hand": ["Instnat"]}], "x.yaml", 3, "Test", 0)
    assert "x.yaml" in str(err.value) and "Instant" in str(err.value)


# --- Grixis: unearth ---------------------------------------------------------------------------
UNEARTH = {"2011-09": "702.82a", "2013-07": "702.83a", "2017-09": "702.83a",
           "current": "702.84a"}


def grixis(edition: str, **setup) -> Table:
    alice = {"graveyard": ["Hill Giant", "Grizzly Bears"], "battlefield": ["Mountain"] * 4}
    alice.update(setup.pop("alice", {}))
    return on("Grixis", edition, setup={"Alice": alice, **setup})


@pytest.mark.parametrize("edition", EDITIONS)
def test_grixis_702_83a_unearth_returns_with_haste_and_is_exiled_at_the_end_step(edition):
    t = grixis(edition)
    assert card("Grixis", edition).subtypes == ("Alara",)
    giant, bears = t.id("Hill Giant"), t.id("Grizzly Bears")
    offered = [a for a in mt.legal_actions(t.state) if isinstance(a, mt.Unearth)]
    assert offered == [mt.Unearth("Alice", giant)], "red: it has unearth; green: not"
    t.do(mt.Unearth("Alice", giant))
    assert t.stack == ["Hill Giant unearth"], "an activated ability on the stack"
    assert all(o.tapped for o in t.state.battlefield if o.name == "Mountain"), "{3}{R} paid"
    t.resolve_all()
    assert t.zone("Hill Giant") == "battlefield"
    giant = t.id("Hill Giant")
    assert {UNEARTH[edition], get_edition(edition).rule("kw.haste")} <= t.cites
    t.advance("declare attackers")
    t.do(mt.DeclareAttackers("Alice", ((giant, "Bob"),)))  # haste: it may attack at once
    t.advance("end")
    t.resolve_all()
    assert t.zone("Hill Giant") == "exile", "exiled at the beginning of the end step"
    assert t.life("Bob") == 17
    err = t.refuse(mt.Unearth("Alice", bears))
    assert UNEARTH[edition] in err.rules


@pytest.mark.parametrize("edition", EDITIONS)
def test_grixis_702_83a_an_unearthed_creature_that_would_die_is_exiled_instead(edition):
    t = grixis(edition, alice={"hand": ["Lightning Bolt"], "battlefield": ["Mountain"] * 5},
               Bob={"battlefield": ["Mountain"]})
    t.do(mt.Unearth("Alice", t.id("Hill Giant")))
    t.resolve_all()
    t.cast("Alice", "Lightning Bolt", t.id("Hill Giant"))
    t.resolve_all()

    assert t.zone("Hill Giant") == "exile", "it would go to the graveyard: exile instead"
    assert get_edition(edition).rule("replacement.rule") in t.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_grixis_702_83a_unearth_only_as_a_sorcery_and_only_if_paid(edition):
    t = grixis(edition, alice={"battlefield": ["Mountain"] * 3})
    giant = t.id("Hill Giant")
    err = t.refuse(mt.Unearth("Alice", giant))
    assert get_edition(edition).rule("ability.cost_paid") in err.rules, "three lands for {3}{R}"
    t = grixis(edition)
    t.advance("end")
    err = t.refuse(mt.Unearth("Alice", t.id("Hill Giant")))
    assert get_edition(edition).rule("cast.timing_sorcery") in err.rules
    assert not [a for a in mt.legal_actions(t.state) if isinstance(a, mt.Unearth)]
    t = on("Tazeem", edition, setup={"Alice": {"graveyard": ["Hill Giant"],
                                               "battlefield": ["Mountain"] * 4}})
    err = t.refuse(mt.Unearth("Alice", t.id("Hill Giant")))
    assert "on Grixis" in str(err), "no unearth without Grixis"


@pytest.mark.parametrize("edition", EDITIONS)
def test_grixis_chaos_a_creature_card_from_any_graveyard_under_your_control(edition):
    t = grixis(edition, Bob={"graveyard": ["Serra Angel", "Lightning Bolt"]})
    t.roll("chaos")
    assert t.pending is not None and t.pending.kind == "target"
    names = sorted(t.state.objects[o].name for o in t.pending.options)
    assert names == ["Grizzly Bears", "Hill Giant", "Serra Angel"], "creature cards, any graveyard"
    t.choose("Serra Angel")
    t.resolve_all()
    angel = t.obj("Serra Angel")
    assert angel.zone == "battlefield" and angel.controller == "Alice" and angel.owner == "Bob"
    assert PLANE[edition] + ".7" in t.cites
    t.advance("end")
    t.resolve_all()
    assert t.zone("Serra Angel") == "battlefield", "for good: it wasn't unearthed"


def test_702_83a_unearth_is_written_and_read_in_the_notation_and_saved():
    t = grixis("2013-07")
    a = mt.Unearth("Alice", t.id("Hill Giant"))
    assert format_action(t.state, a) == "Alice: unearth Hill Giant"
    assert parse_action(t.state, "Alice: unearth Hill Giant") == a
    from magictutor.model.actions import action_from_dict, action_to_dict

    assert action_from_dict(json.loads(json.dumps(action_to_dict(a)))) == a
    t.do(a)
    again = from_jsonable(json.loads(json.dumps(to_jsonable(t.state))))
    assert again == t.state


# --- the speed layer: random games with these planes, in the shadow mode --------------------
GRAVEYARD_PLANES = {"Otaria": "kw.flashback", "Trail of the Mage-Rings": "kw.rebound",
                    "Grixis": "kw.unearth"}


def milled(s: mt.GameState) -> mt.GameState:
    """``s`` with each player's first four nonland library cards put into their graveyard
    and four lands of their library onto the battlefield (a lesson's shortcut to a later
    turn), so the graveyards have something to offer and there is mana to pay for it."""
    from magictutor.engine.context import Ctx

    ctx = Ctx(s)
    for p in s.player_names:
        lands = [o for o in s.library(p) if "Land" in card(o.name, s.edition).types]
        rest = [o for o in s.library(p) if o not in lands]
        for o in rest[:4]:
            ctx.move(o.id, "graveyard")
        for o in lands[:4]:
            ctx.move(o.id, "battlefield", controller=p)
    return ctx.freeze()


@pytest.mark.skipif(not shortcuts.FAST, reason="MAGICTUTOR_FAST=0: nothing to compare")
@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("plane", sorted(GRAVEYARD_PLANES))
def test_116_random_games_with_graveyard_planes_in_the_shadow_mode(edition, players, plane,
                                                                    monkeypatch):
    """Random games starting on the plane, every step and every legal-actions answer
    carried out by the fast and the plain path and compared (the legal actions' memo must
    see a card entering or leaving a graveyard: 702.33a); the plane's keyword is used."""
    monkeypatch.setattr(shortcuts, "SHADOW", True)
    names = ["Alice", "Bob", "Carol", "Dan"][:players]
    decks = {p: list(planar_deck(edition, seed=i, include=(plane,) if i == 0 else ()))
             for i, p in enumerate(names)}
    s = milled(new_game(names, edition=edition, seed=3,
                        planechase={"decks": decks, "face up": plane}))
    rng = random.Random(7)
    keyword = get_edition(edition).rule(GRAVEYARD_PLANES[plane])
    used = 0
    for i in range(150 * players):
        if s.game_over:
            break
        actions = mt.legal_actions(s)
        if rng.random() < 0.97:  # (stay on the plane a while: roll the planar die seldom)
            actions = [a for a in actions if not isinstance(a, mt.RollPlanarDie)] or actions
        from_elsewhere = [a for a in actions if isinstance(a, mt.Unearth) or (
            isinstance(a, mt.Cast) and s.objects[a.card].zone != "hand")]
        if from_elsewhere and rng.random() < 0.7:
            action = rng.choice(from_elsewhere)
        else:
            action = eager_policy(s, actions, rng) if i % 2 else rng.choice(actions)
        step = mt.apply(s, action)
        used += sum(keyword in e.rules for e in step.events)
        s = step.after
    assert s.turn > 1
    assert used, f"{plane}'s keyword ({keyword}) was never used"
