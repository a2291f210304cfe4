"""Planes whose abilities are replacement effects or change characteristics: Selesnya Loft
Gardens (doubling tokens and counters, 614.1a; several doublers, 616.1; extra mana from lands
this turn, 605.1b) and Jund (a creature spell gains devour as it is cast: 400.7a, 702.80a /
702.81a / 702.82a) and Velis Vel (a bonus per creature sharing a creature type, layer 7c;
every creature type, layer 4 and 205.3m), in every edition, with the words they brought
tested once in isolation.
"""

from __future__ import annotations

import random

import pytest
from test_planechase import EDITIONS, two
from test_planes_2012 import chaos, on

import magictutor as mt
from magictutor.cards.files import DataFileError
from magictutor.engine import shortcuts
from magictutor.engine.context import Ctx
from magictutor.engine.simulate import eager_policy
from magictutor.model.query import chars_of
from magictutor.rules.doubling import put_counters, token_count

DEVOUR = {"2011-09": "702.80a", "2013-07": "702.81a", "2017-09": "702.81a",
          "current": "702.82a"}
PLACED = {"2011-09": "121.6", "2013-07": "121.6", "2017-09": "121.6", "current": "122.6"}
LOFT = "Selesnya Loft Gardens"


def _gardens(edition: str, **setup: dict) -> object:
    return on(LOFT, edition, setup=setup)


# --- Selesnya Loft Gardens: tokens ----------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_614_1a_loft_gardens_doubles_the_tokens_an_effect_creates(edition):
    t = _gardens(edition, Alice={"battlefield": ["Garruk Wildspeaker"]})
    t.activate("Alice", "Garruk Wildspeaker", "-1")
    t.resolve_all()
    beasts = [o for o in t.state.battlefield if o.name == "Beast"]
    assert len(beasts) == 2, "one Beast token, doubled"
    assert all(o.controller == "Alice" for o in beasts)
    assert "614.1a" in t.cites


# --- counters: an effect's, a planeswalker's entering loyalty, not a cost's ------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_614_1a_loft_gardens_doubles_counters_an_effect_puts_on_a_permanent(edition):
    t = _gardens(edition, Alice={"battlefield": ["Ajani Goldmane", "Grizzly Bears"]},
                 Bob={"battlefield": ["Hill Giant"]})
    t.activate("Alice", "Ajani Goldmane", "-1")
    t.resolve_all()
    assert t.obj("Grizzly Bears").counter("+1/+1") == 2
    assert chars_of(t.state, t.id("Grizzly Bears")).power == 4
    assert t.obj("Hill Giant").counter("+1/+1") == 0, "only Alice's creatures got one"


@pytest.mark.parametrize("edition", EDITIONS)
def test_606_4_a_loyalty_cost_is_not_doubled_but_entering_loyalty_is(edition):
    t = _gardens(edition, Alice={"hand": ["Jace Beleren"],
                                 "battlefield": ["Island", "Island", "Island", "Island"]})
    t.cast("Alice", "Jace Beleren")
    t.resolve_all()
    assert t.loyalty("Jace Beleren") == 6, "it enters with 3 loyalty counters, doubled"
    assert PLACED[edition] in t.cites, "entering with counters is having them put on it"
    t.activate("Alice", "Jace Beleren", "+2")
    assert t.loyalty("Jace Beleren") == 8, "the +2 is a cost, not an effect: not doubled"
    assert "606.4" in t.cites
    assert "doesn't double" in t.log


# --- several doublers: 616.1 -------------------------------------------------------------------
TWIN = {"name": "Twin Harvest", "cost": "{2}{G}", "types": ["Enchantment"], "colors": ["G"],
        "text": "Effects put twice as many counters on permanents.",
        "abilities": [{"kind": "static", "text": "Counters are doubled.",
                       "static": [{"double_counters": True}]}]}


@pytest.mark.parametrize("edition", EDITIONS)
def test_616_1_two_doublers_each_apply_once_in_the_affected_players_order(edition):
    t = on(LOFT, edition, setup={"Alice": {"battlefield": ["Ajani Goldmane", "Grizzly Bears",
                                                           "Twin Harvest"]}}, cards=[TWIN])
    t.activate("Alice", "Ajani Goldmane", "-1")
    t.resolve_all()
    assert t.obj("Grizzly Bears").counter("+1/+1") == 4, "1, doubled twice (614.5: once each)"
    assert {"616.1", "614.5"} <= t.cites
    assert "Alice would choose their order" in t.log


# --- 614.16: counters a replacement effect puts ------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_614_16_counters_from_a_replacement_effect_are_doubled_from_ixalan_on(edition):
    t = _gardens(edition, Alice={"battlefield": ["Grizzly Bears"]})
    ctx = Ctx(t.state)
    bears = t.id("Grizzly Bears")
    put = put_counters(ctx, bears, "+1/+1", 2, replacing=True)
    assert put == (4 if edition in ("2017-09", "current") else 2)
    assert put_counters(ctx, bears, "+1/+1", 1) == 2, "an effect's counters: every edition"


def test_614_1a_a_plane_is_no_permanent_and_no_doubler_means_the_same_number():
    t = two("2013-07", setup={"Alice": {"battlefield": ["Grizzly Bears"]}})
    ctx = Ctx(t.state)
    assert token_count(ctx, 3, "Alice", "Goat") == 3
    assert put_counters(ctx, t.id("Grizzly Bears"), "+1/+1", 1) == 1
    assert not ctx.events, "nothing to replace: nothing said"


# --- Selesnya Loft Gardens: chaos ------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_605_1b_loft_gardens_chaos_lands_tapped_for_mana_add_one_more_this_turn(edition):
    t = _gardens(edition, Alice={"hand": ["Grizzly Bears", "Grizzly Bears"],
                                 "battlefield": ["Forest", "Forest", "Forest", "Forest"]})
    t.cast("Alice", "Grizzly Bears")
    t.resolve_all()
    assert t.state.player("Alice").mana == "", "before the chaos: no extra mana"
    chaos(t)
    t.cast("Alice", "Grizzly Bears")
    assert sorted(t.state.player("Alice").mana) == ["G", "G"], "two Forests, one more each"
    assert "605.1b" in t.cites
    t.resolve_all()
    t.advance("upkeep", turn=2)
    assert not [e for e in t.state.effects if e.kind == "land_mana"], "until end of turn"


# --- Jund: devour 5 -----------------------------------------------------------------------------
def _jund(edition: str, hand: str = "Hill Giant") -> object:
    return on("Jund", edition, setup={"Alice": {
        "hand": [hand], "battlefield": ["Grizzly Bears", "Grizzly Bears", "Wall of Stone"]
        + ["Mountain"] * 3 + ["Plains"] * 2}})


@pytest.mark.parametrize("edition", EDITIONS)
def test_702_devour_jund_gives_a_red_creature_spell_devour_5(edition):
    t = _jund(edition)
    t.cast("Alice", "Hill Giant")
    assert t.stack[0].startswith("Jund"), "Jund's ability triggers on the cast (603.2)"
    t.resolve()  # Jund's ability: the spell gains devour 5
    assert "400.7a" in t.cites
    t.resolve()  # Hill Giant resolves: what does it devour?
    assert t.pending is not None and "done" in t.pending.options
    assert t.id("Hill Giant", zone="stack") not in t.pending.options, "not itself"
    t.choose(t.id("Grizzly Bears"))
    t.choose(t.id("Grizzly Bears", n=1))
    assert t.pending is not None and t.pending.options[-1] == "done"
    t.choose("done")
    giant = t.obj("Hill Giant")
    assert giant.zone == "battlefield" and giant.counter("+1/+1") == 10
    assert chars_of(t.state, giant.id).power == 13
    assert [o.name for o in t.state.graveyard("Alice")] == ["Grizzly Bears"] * 2
    assert t.obj("Wall of Stone").zone == "battlefield"
    assert {DEVOUR[edition], "614.1c"} <= t.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_702_devour_none_devoured_and_a_white_spell_gains_nothing(edition):
    t = _jund(edition)
    t.cast("Alice", "Hill Giant")
    t.resolve_all()
    t.choose("done")
    assert t.obj("Hill Giant").counter("+1/+1") == 0
    assert len([o for o in t.state.battlefield if o.name == "Grizzly Bears"]) == 2
    t = _jund(edition, hand="Serra Angel")
    t.cast("Alice", "Serra Angel")
    assert t.stack == ["Serra Angel"], "a white creature spell: Jund doesn't trigger"
    t.resolve_all()
    assert t.pending is None and t.obj("Serra Angel").zone == "battlefield"


@pytest.mark.parametrize("edition", EDITIONS)
def test_309_7_jund_chaos_creates_two_goblins(edition):
    t = on("Jund", edition)
    chaos(t)
    goblins = [o for o in t.state.battlefield if o.name == "Goblin"]
    assert len(goblins) == 2 and chars_of(t.state, goblins[0].id).colors == ("R",)


def test_702_devour_a_countered_trigger_s_spell_left_the_stack_gains_nothing():
    t = _jund("2013-07")
    t.cast("Alice", "Hill Giant")
    ctx = Ctx(t.state)
    ctx.move(t.id("Hill Giant", zone="stack"), "graveyard")  # (gone before Jund resolves)
    t.state = ctx.freeze()
    t.resolve_all()
    assert t.pending is None and "nothing gains devour" in t.log


# --- the words, in isolation ----------------------------------------------------------------
def test_load_a_misspelt_creature_spell_color_names_line_and_closest_word():
    bad = {"name": "Bad Jund", "types": ["Plane"], "text": "x", "abilities": [
        {"kind": "triggered", "trigger": "cast", "condition": {"creature spell": ["Rd"]},
         "text": "x", "effects": [{"grant_devour": 5}]}]}
    with pytest.raises(DataFileError) as err:
        mt.build_game(["Alice", "Bob"], cards=[bad])
    assert "'Rd'" in str(err.value) and "color" in str(err.value)


def test_load_the_new_static_words_are_known_and_a_misspelt_one_is_refused():
    bad = dict(TWIN, name="Bad Harvest", abilities=[
        {"kind": "static", "text": "x", "static": [{"double_counter": True}]}])
    with pytest.raises(DataFileError) as err:
        mt.build_game(["Alice", "Bob"], cards=[bad])
    assert "double_counters" in str(err.value)


# --- random games, the speed layer's shadow check ---------------------------------------------
@pytest.mark.skipif(not shortcuts.FAST, reason="MAGICTUTOR_FAST=0: nothing to compare")
@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("players", [2, 4])
def test_901_random_games_with_loft_gardens_jund_velis_vel_in_the_shadow_mode(edition, players,
                                                                       monkeypatch):
    monkeypatch.setattr(shortcuts, "SHADOW", True)
    names = ["Alice", "Bob", "Carol", "Dave"][:players]
    decks = [[LOFT, "Jund", "Tazeem"], ["Jund", LOFT, "Naar Isle"],
             ["Velis Vel", "Jund", LOFT], [LOFT, "Velis Vel", "Jund"]]
    rng = random.Random(players)
    s = mt.build_game(names, edition=edition, seed=players, setup={
        p: {"hand": ["Hill Giant", "Grizzly Bears", "Jace Beleren"],
            "battlefield": ["Mountain", "Forest", "Island", "Island", "Grizzly Bears"],
            "library": ["Hill Giant", "Forest", "Grizzly Bears", "Mountain"] * 8}
        for p in names}, planechase={"decks": dict(zip(names, decks, strict=False))})
    seen = set()
    for i in range(220):
        if s.game_over:
            break
        actions = mt.legal_actions(s)
        action = eager_policy(s, actions, rng) if i % 2 else rng.choice(actions)
        step = mt.apply(s, action)
        seen |= {r for e in step.events for r in e.rules}
        s = step.after
    assert s.turn > 1
    if players == 2:  # (these seeds: each feature comes up)
        assert {DEVOUR[edition], "614.1a", "605.1b"} <= seen, "devour, doubling, chaos mana"


# --- Velis Vel: creatures sharing a creature type (layer 7c), all creature types (layer 4) -----
def _pt(t, name: str, n: int = 0) -> tuple:
    c = chars_of(t.state, t.id(name, zone="battlefield", n=n))
    return c.power, c.toughness


@pytest.mark.parametrize("edition", EDITIONS)
def test_613_velis_vel_each_creature_gets_a_bonus_per_other_sharing_a_type(edition):
    t = on("Velis Vel", edition, setup={"Alice": {"battlefield": ["Grizzly Bears", "Grizzly Bears",
                                                                  "Forest"]},
                                        "Bob": {"battlefield": ["Hill Giant"]}})
    assert _pt(t, "Grizzly Bears") == _pt(t, "Grizzly Bears", 1) == (3, 3), "the other Bear"
    assert _pt(t, "Hill Giant") == (3, 3), "a Giant shares no type with a Bear"
    chaos_at(t, "Hill Giant")
    assert {"613.1d", "205.3m"} <= t.cites
    assert _pt(t, "Hill Giant") == (5, 5), "every creature type: it shares one with both Bears"
    assert _pt(t, "Grizzly Bears") == (4, 4), "the other Bear and the Giant, now a Bear too"
    t.advance("upkeep", turn=2)
    assert _pt(t, "Hill Giant") == (3, 3), "until end of turn"


@pytest.mark.parametrize("edition", EDITIONS)
def test_704_velis_vel_a_bonus_lost_can_make_damage_lethal(edition):
    t = on("Velis Vel", edition, setup={"Alice": {"hand": ["Lightning Bolt", "Shock"],
                                                  "battlefield": ["Grizzly Bears", "Grizzly Bears",
                                                                  "Mountain", "Mountain"]}})
    t.cast("Alice", "Shock", t.id("Grizzly Bears"))
    t.resolve_all()
    assert t.obj("Grizzly Bears").damage == 2, "a 3/3 with 2 damage lives"
    t.cast("Alice", "Lightning Bolt", t.id("Grizzly Bears", n=1))
    t.resolve_all()
    assert [o.name for o in t.state.graveyard("Alice")].count("Grizzly Bears") == 2, \
        "the other Bear died: a 2/2 with 2 damage dies too (704.5g)"


def chaos_at(t, target: str) -> None:
    """Roll chaos and aim the chaos ability at ``target`` if asked."""
    t.roll("chaos")
    if t.pending is not None:
        t.choose(t.id(target, zone="battlefield"))
    t.resolve_all()


def test_205_3m_every_edition_has_its_own_list_of_creature_types():
    from magictutor.cards.creature_types import creature_types

    assert "Aetherborn" not in creature_types("2013-07")
    assert "Aetherborn" in creature_types("2017-09")
    assert len(set(creature_types("current"))) == len(creature_types("current"))


@pytest.mark.skipif(not shortcuts.FAST, reason="MAGICTUTOR_FAST=0: nothing to compare")
@pytest.mark.parametrize("edition", EDITIONS)
def test_613_random_games_on_velis_vel_in_the_shadow_mode(edition, monkeypatch):
    """Creatures come, go, fight and gain types on Velis Vel: the memos hand no stale power
    or toughness on (a creature's bonus reads the others, not only itself)."""
    monkeypatch.setattr(shortcuts, "SHADOW", True)
    rng = random.Random(7)
    s = mt.build_game(["Alice", "Bob"], edition=edition, seed=7, setup={
        p: {"hand": ["Grizzly Bears", "Shock", "Grizzly Bears", "Hill Giant"],
            "battlefield": ["Mountain", "Forest", "Mountain", "Forest", "Grizzly Bears"],
            "library": ["Grizzly Bears", "Shock", "Mountain", "Forest", "Hill Giant"] * 6}
        for p in ("Alice", "Bob")},
        planechase={"decks": {"Alice": ["Velis Vel", "Tazeem"], "Bob": ["Naar Isle", LOFT]},
                    "face up": "Velis Vel"})
    for i in range(200):
        if s.game_over:
            break
        actions = mt.legal_actions(s)
        s = mt.apply(s, eager_policy(s, actions, rng) if i % 2 else rng.choice(actions)).after
    assert s.turn > 1


def test_205_3m_the_creature_type_lists_are_those_of_the_cr_texts():
    """tools/creature_types.py --check: the shipped lists are what the CR texts say (skipped
    where the CR texts aren't beside the repository)."""
    import importlib.util
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    spec = importlib.util.spec_from_file_location("creature_types_tool",
                                                  root / "tools" / "creature_types.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    cr = next((d for d in (root.parent.parent / "shared" / "rules" / "cr",
                           root.parent / "shared" / "rules" / "cr") if d.is_dir()), None)
    if cr is None:
        pytest.skip("no CR texts beside the repository")
    assert tool.main(["--check", "--cr", str(cr)]) == 0


def test_702_devour_the_choice_is_saved_written_in_the_notation_and_resumed():
    """A game waiting for the devour choice is plain data: saved and loaded it goes on the
    same; the choice is written and read as "choose ..." / "choose done"."""
    import json

    from magictutor.engine.serialize import from_jsonable, to_jsonable
    from magictutor.scenarios.notation import run_command

    t = _jund("current")
    t.cast("Alice", "Hill Giant")
    t.resolve_all()
    t.choose(t.id("Grizzly Bears"))
    saved = from_jsonable(json.loads(json.dumps(to_jsonable(t.state))))
    assert saved == t.state and saved.pending == t.state.pending
    [step] = run_command(saved, "Alice: choose done")
    giant = next(o for o in step.after.battlefield if o.name == "Hill Giant")
    assert giant.counter("+1/+1") == 5, "one creature devoured, devour 5"
