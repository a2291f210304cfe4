"""Activated abilities other than loyalty abilities (602), mana abilities (605), the tap
symbol (107.5) and summoning sickness (302.6, 602.5a), on the planes that grant them to
every creature or land (613.1f): Llanowar and Shiv (Planechase 2009), in every edition.
"""

from __future__ import annotations

import random

import pytest
from test_planechase import EDITIONS, PLANE, Table
from test_planes_2012 import chaos, on

import magictutor as mt
from magictutor.cards import card
from magictutor.engine import shortcuts
from magictutor.engine.serialize import from_jsonable, to_jsonable
from magictutor.model.actions import action_from_dict, action_to_dict
from magictutor.model.query import chars_of
from magictutor.scenarios.notation import format_action, parse_action

PRIORITY = {"2011-09": "116.1b", "2013-07": "116.1b", "2017-09": "116.1b", "current": "117.1b"}


def activations(t: Table) -> list[mt.Activate]:
    return [a for a in mt.legal_actions(t.state) if isinstance(a, mt.Activate)]


# --- Shiv: "{R}: +1/+0" for every creature ---------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_602_shiv_gives_every_creature_a_pump_ability_that_uses_the_stack(edition):
    t = on("Shiv", edition, setup={"Alice": {"battlefield": ["Grizzly Bears", "Mountain"]},
                                   "Bob": {"battlefield": ["Hill Giant"]}})
    assert card("Shiv", edition).subtypes == ("Dominaria",)
    bears, giant = t.id("Grizzly Bears"), t.id("Hill Giant")
    assert activations(t) == [mt.Activate("Alice", bears, "{R}")], "Alice's creature only"
    t.do(mt.Activate("Alice", bears, "{R}"))
    assert t.stack == ["Grizzly Bears {R}"], "not a mana ability: it uses the stack (602.2)"
    assert t.state.objects[t.id("Mountain")].tapped, "the Mountain paid {R}"
    assert t.state.priority == "Alice"
    t.resolve_all()
    assert chars_of(t.state, bears).power == 3 and chars_of(t.state, bears).toughness == 2
    assert {"602.2", "602.2b"} <= t.cites
    # no red mana left: refused, and nothing changes
    err = t.refuse(mt.Activate("Alice", bears, "{R}"))
    assert "601.2g" in err.rules or "601.2h" in err.rules or "602.2b" in err.rules
    # Bob's Hill Giant has it too, but only Bob may activate it (602.2)
    err = t.refuse(mt.Activate("Alice", giant, "{R}"))
    assert "602.2" in err.rules and "does not control" in str(err)
    err = t.refuse(mt.Activate("Bob", giant, "{R}"))  # (Alice holds priority)
    assert PRIORITY[edition] in err.rules


@pytest.mark.parametrize("edition", EDITIONS)
def test_602_shiv_chaos_dragon_is_a_plain_5_5_flyer_and_has_only_shivs_ability(edition):
    """Shiv's chaos Dragon (Oracle: a 5/5 red Dragon with flying, nothing more) has the
    {R} ability while Shiv gives it to every creature, and loses it when Shiv is gone."""
    t = on("Shiv", edition, setup={"Alice": {"battlefield": ["Mountain", "Mountain"]}})
    chaos(t)
    assert f"{PLANE[edition]}.7" in t.cites
    dragon = t.id("Dragon")
    c = chars_of(t.state, dragon)
    assert (c.power, c.toughness, "flying" in c.keywords) == (5, 5, True)
    assert activations(t) == [mt.Activate("Alice", dragon, "{R}")]
    t.do(mt.Activate("Alice", dragon, "{R}"))
    t.resolve_all()
    assert chars_of(t.state, dragon).power == 6
    t.roll("planeswalk")
    t.resolve_all()
    assert t.faceup != ["Shiv"] and activations(t) == [], "no ability of its own"


FIREBREATHER = {"name": "Test Firebreather", "types": ["Creature"], "subtypes": ["Dragon"],
                "power": 2, "toughness": 2, "abilities": [
                    {"kind": "activated", "cost": "{R}", "text": "+1/+0 until end of turn.",
                     "effects": [{"pump": [1, 0], "to": "self"}]}]}


@pytest.mark.parametrize("edition", EDITIONS)
def test_602_2_two_r_abilities_one_own_one_from_shiv_are_named_by_index(edition):
    t = on("Shiv", edition, cards=[FIREBREATHER],
           setup={"Alice": {"battlefield": ["Mountain", "Mountain", "Test Firebreather"]}})
    breather = t.id("Test Firebreather")
    own = card("Shiv", edition)  # (the creature's own {R} ability is index 0; Shiv's is 1)
    assert own.abilities[0].static
    listed = activations(t)
    assert listed == [mt.Activate("Alice", breather, "{R}", ability=0),
                      mt.Activate("Alice", breather, "{R}", ability=1)]
    err = t.refuse(mt.Activate("Alice", breather, "{R}"))  # (two abilities cost {R})
    assert "say which by its index" in str(err) and "602.2" in err.rules
    t.refuse(mt.Activate("Alice", breather, "{R}", ability=2))
    t.do(listed[1])
    t.resolve_all()
    t.do(listed[0])
    t.resolve_all()
    assert chars_of(t.state, breather).power == 4, "each {R} gave +1/+0"


# --- Llanowar: "{T}: add {G}{G}" for every creature ------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_605_llanowar_mana_ability_resolves_at_once_and_pays_for_a_spell(edition):
    t = on("Llanowar", edition, setup={"Alice": {"battlefield": ["Hill Giant"],
                                                 "hand": ["Grizzly Bears"]}})
    giant, bears = t.id("Hill Giant"), t.id("Grizzly Bears")
    assert not [a for a in mt.legal_actions(t.state) if isinstance(a, mt.Cast)], \
        "the kit never taps a creature to pay: its mana ability is activated first"
    assert activations(t) == [mt.Activate("Alice", giant, "{T}")]
    t.do(mt.Activate("Alice", giant, "{T}"))
    assert t.stack == [] and t.state.player("Alice").mana == "GG", "no stack (605.3b)"
    assert t.state.priority == "Alice" and t.state.objects[giant].tapped
    assert {"605.1a", "605.3b", "107.5"} <= t.cites
    err = t.refuse(mt.Activate("Alice", giant, "{T}"))
    assert "107.5" in err.rules, "a tapped permanent can't pay {T}"
    t.do(mt.Cast("Alice", bears))
    assert t.state.player("Alice").mana == ""
    t.resolve_all()
    assert t.zone("Grizzly Bears") == "battlefield"
    # Grizzly Bears came under Alice's control this turn: summoning sickness (302.6)
    assert activations(t) == []
    err = t.refuse(mt.Activate("Alice", bears, "{T}"))
    assert {"302.6", "602.5a"} <= set(err.rules)
    t.advance("upkeep", turn=3)  # (Alice's next turn: both creatures may tap for mana)
    t.advance("precombat main")
    assert {a.source for a in activations(t)} == {giant, bears}


@pytest.mark.parametrize("edition", EDITIONS)
def test_311_7_llanowar_chaos_untaps_your_creatures_not_your_lands(edition):
    t = on("Llanowar", edition, setup={"Alice": {"battlefield": ["Grizzly Bears", "Forest"]},
                                       "Bob": {"battlefield": ["Hill Giant"]}})
    bears, giant, forest = t.id("Grizzly Bears"), t.id("Hill Giant"), t.id("Forest")
    t.do(mt.Activate("Alice", bears, "{T}"))
    from magictutor.engine.context import Ctx

    ctx = Ctx(t.state)
    ctx.set_obj(forest, tapped=True)
    ctx.set_obj(giant, tapped=True)
    t.state = ctx.freeze()
    chaos(t)
    objs = t.state.objects
    assert not objs[bears].tapped and objs[forest].tapped and objs[giant].tapped
    assert f"{PLANE[edition]}.7" in t.cites


# --- the action, the notation, saves ---------------------------------------------------------
def test_602_activate_notation_and_saves_keep_the_cost_and_index():
    t = on("Shiv", "current", cards=[FIREBREATHER],
           setup={"Alice": {"battlefield": ["Mountain", "Test Firebreather"]}})
    breather = t.id("Test Firebreather")
    a = mt.Activate("Alice", breather, "{R}", ability=1)
    text = format_action(t.state, a)
    assert text == "Alice: activate Test Firebreather {R} (ability 1)"
    assert parse_action(t.state, text) == a
    assert parse_action(t.state, "Alice: activate Test Firebreather {r} (ability 0)"
                        ).ability == 0
    assert action_from_dict(action_to_dict(a)) == a
    t.do(a)
    assert from_jsonable(to_jsonable(t.state)) == t.state, "the ability on the stack saves"
    t.resolve_all()
    assert chars_of(t.state, breather).power == 3
    # the loyalty forms are unchanged
    j = mt.build_game(["Alice", "Bob"], setup={"Alice": {"battlefield": ["Jace Beleren"]}})
    assert parse_action(j, "Alice: activate Jace Beleren +2") == mt.Activate(
        "Alice", j.battlefield[0].id, "+2")


def test_602_1a_a_granted_ability_with_a_misspelt_word_or_cost_fails_at_load():
    plane = {"name": "Test Plane", "types": ["Plane"], "abilities": [
        {"kind": "static", "static": [{"creatures_have_ability": {
            "cost": "{T}", "effects": [{"add_mana": "G"}]}}]}]}
    bad_key = {**plane, "name": "Bad Key Plane", "abilities": [
        {"kind": "static", "static": [{"creatures_have_abilty": {"cost": "{T}"}}]}]}
    bad_cost = {**plane, "name": "Bad Cost Plane", "abilities": [
        {"kind": "static", "static": [{"lands_have_ability": {
            "cost": "{Q}", "effects": [{"add_mana": "G"}]}}]}]}
    mt.build_game(["Alice", "Bob"], cards=[plane])  # (a good one loads)
    with pytest.raises(mt.MagictutorError, match="creatures_have_ability"):
        mt.build_game(["Alice", "Bob"], cards=[bad_key])
    with pytest.raises(mt.MagictutorError, match="602.1a"):
        mt.build_game(["Alice", "Bob"], cards=[bad_cost])


# --- random games: the shadow mode, simulate -------------------------------------------------
MINE = ["Llanowar", "Shiv", "Stensia", "Truga Jungle"]


@pytest.mark.skipif(not shortcuts.FAST, reason="MAGICTUTOR_FAST=0: nothing to compare")
@pytest.mark.parametrize("edition", EDITIONS)
def test_602_random_games_on_these_planes_in_the_shadow_mode(edition, monkeypatch):
    monkeypatch.setattr(shortcuts, "SHADOW", True)
    from magictutor.engine.new_game import new_game
    from magictutor.engine.simulate import eager_policy

    rest = ["Tazeem", "Panopticon", "Naar Isle", "Goldmeadow", "Bant", "Feeding Grounds",
            "Horizon Boughs", "Celestine Reef", "Lethe Lake"]
    used = 0
    for seed, plane in enumerate(MINE):
        rng = random.Random(seed)
        decks = {"Alice": [plane, *rest], "Bob": [p for p in MINE if p != plane] + rest}
        s = new_game(("Alice", "Bob"), edition=edition, seed=seed,
                     planechase={"decks": decks})
        for i in range(200):
            if s.game_over:
                break
            actions = mt.legal_actions(s)
            mine = [a for a in actions if isinstance(a, mt.Activate) and a.cost[0] == "{"]
            used += bool(mine)
            action = rng.choice(mine) if mine and i % 3 == 0 else \
                eager_policy(s, actions, rng) if i % 2 else rng.choice(actions)
            s = mt.apply(s, action).after
    assert used, "activated abilities were offered and activated"


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("players", [2, 4])
def test_901_planar_decks_with_these_planes_simulate(edition, players):
    from magictutor.engine.simulate import simulate

    names = ("Alice", "Bob", "Carol", "Dave")[:players]
    rest = ["Tazeem", "Panopticon", "Naar Isle", "Goldmeadow", "Bant", "Feeding Grounds",
            "Horizon Boughs", "Celestine Reef", "Lethe Lake"]
    decks = {n: (MINE if i % 2 == 0 else MINE[::-1]) + rest for i, n in enumerate(names)}
    options = dict(edition=edition, planechase={"decks": decks}, max_turns=6,
                   progress=False, players=names)
    rows = simulate(2, seed=3, **options)
    assert rows and rows == simulate(2, seed=3, **options)


def test_602_the_actions_panel_lists_them_in_their_own_row():
    from magictutor.widgets.actions import ROWS, _row_of

    assert _row_of(mt.Activate("Alice", 1, "{T}")) == "Activated abilities" in ROWS
    assert _row_of(mt.Activate("Alice", 1, "+2")) == "Loyalty abilities"


# --- Stensia: damage to players grows creatures; chaos grants "{T}: 1 damage" ----------------
def resolve_unredirected(t: Table) -> None:
    """Resolve the stack; before 2018 its noncombat damage to Bob may go to his planeswalker
    instead (306.7): Alice declines."""
    t.resolve_all()
    while t.pending is not None and t.pending.kind == "redirect":
        t.do(mt.Choose("Alice", "no"))
        t.resolve_all()


@pytest.mark.parametrize("edition", EDITIONS)
def test_613_1f_stensia_chaos_grants_a_tap_ability_until_end_of_turn(edition):
    from magictutor.engine.context import Ctx

    t = on("Stensia", edition, setup={"Alice": {"battlefield": ["Grizzly Bears", "Hill Giant"]},
                                      "Bob": {"battlefield": ["Grizzly Bears", "Jace Beleren"]}})
    mine, theirs = (o.id for o in t.state.battlefield if o.name == "Grizzly Bears")
    giant, jace = t.id("Hill Giant"), t.id("Jace Beleren")
    assert activations(t) == []
    chaos(t)
    assert {"613.1f", "611.2c", f"{PLANE[edition]}.7"} <= t.cites
    listed = activations(t)
    assert {a.source for a in listed} == {mine, giant}, "Alice's creatures only"
    ping = mt.Activate("Alice", mine, "{T}", ("Bob",))
    assert ping in listed
    if edition == "current":  # ("target player or planeswalker" today)
        assert mt.Activate("Alice", mine, "{T}", (jace,)) in listed
    else:
        assert "601.2c" in t.refuse(mt.Activate("Alice", mine, "{T}", (jace,))).rules
    t.do(ping)
    assert t.stack == ["Grizzly Bears {T}"], "it uses the stack"
    resolve_unredirected(t)
    assert t.life("Bob") == 19
    assert t.state.objects[mine].counter("+1/+1") == 1, "its first damage to a player"
    # the same creature dealing damage to a player again this turn: no second counter
    ctx = Ctx(t.state)
    ctx.set_obj(mine, tapped=False)
    t.state = ctx.freeze()
    t.do(ping)
    resolve_unredirected(t)
    assert t.life("Bob") == 18 and t.state.objects[mine].counter("+1/+1") == 1
    t.advance("upkeep", turn=2)
    assert not [e for e in t.state.effects if e.kind == "grant_ability"], "until end of turn"
    assert t.state.objects[theirs].counter("+1/+1") == 0


@pytest.mark.parametrize("edition", EDITIONS)
def test_510_stensia_combat_damage_to_a_player_counts_too(edition):
    t = on("Stensia", edition, setup={"Alice": {"battlefield": ["Grizzly Bears"]}})
    bears = t.id("Grizzly Bears")
    t.advance("declare attackers")
    t.do(mt.DeclareAttackers("Alice", ((bears, "Bob"),)))
    t.advance("postcombat main")
    t.resolve_all()
    assert t.life("Bob") == 18 and t.state.objects[bears].counter("+1/+1") == 1
    assert chars_of(t.state, bears).power == 3


def test_603_a_creature_that_dealt_damage_before_stensia_turned_face_up_gets_no_counter():
    """"For the first time each turn" counts damage dealt before the plane was face up: the
    kit keeps the record on every creature (rules/this_turn.py)."""
    t = on("Tazeem", "2013-07", "Stensia", setup={"Alice": {"battlefield": ["Grizzly Bears"]}})
    bears = t.id("Grizzly Bears")
    t.advance("declare attackers")
    t.do(mt.DeclareAttackers("Alice", ((bears, "Bob"),)))
    t.advance("postcombat main")
    t.roll("planeswalk")
    t.resolve_all()
    assert "Stensia" in t.faceup
    assert t.state.objects[bears].counter("+1/+1") == 0


def test_613_1f_lands_have_ability_gives_every_land_a_mana_ability():
    """The static word alone, on a plane of the game's own (``cards:``)."""
    plane = {"name": "Verdant Test Plane", "types": ["Plane"], "abilities": [
        {"kind": "static", "static": [{"lands_have_ability": {
            "cost": "{T}", "text": "Add {G}.", "effects": [{"add_mana": "G"}]}}]}]}
    s = mt.build_game(["Alice", "Bob"], cards=[plane], setup={
        "Alice": {"battlefield": ["Mountain", "Grizzly Bears"]}},
        planechase={"decks": {"Alice": ["Verdant Test Plane", "Tazeem"], "Bob": ["Shiv"]},
                    "face up": "Verdant Test Plane"})
    mountain = next(o.id for o in s.battlefield if o.name == "Mountain")
    listed = [a for a in mt.legal_actions(s) if isinstance(a, mt.Activate)]
    assert listed == [mt.Activate("Alice", mountain, "{T}")], "lands only, not the creature"
    after = mt.apply(s, listed[0]).after
    assert after.player("Alice").mana == "G" and after.objects[mountain].tapped


# --- Truga Jungle: "{T}: add one mana of any colour" for every land --------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_605_truga_jungle_lands_tap_for_any_colour(edition):
    t = on("Truga Jungle", edition, setup={"Alice": {"battlefield": ["Forest", "Mountain"],
                                                     "hand": ["Lightning Bolt"]}})
    assert card("Truga Jungle", edition).subtypes == ("Ergamon",)
    forest, mountain = t.id("Forest"), t.id("Mountain")
    assert [a.source for a in activations(t)] == [forest, mountain]
    t.do(mt.Activate("Alice", forest, "{T}"))
    assert t.pending is not None and t.pending.options == ("W", "U", "B", "R", "G")
    t.do(mt.Choose("Alice", "U"))
    assert t.state.player("Alice").mana == "U" and t.stack == []
    assert {"605.3b", "106.1a"} <= t.cites
    t.refuse(mt.Activate("Alice", forest, "{T}"))  # (tapped: 107.5)


@pytest.mark.parametrize("edition", EDITIONS)
def test_601_2g_truga_jungle_pays_any_colour_automatically(edition):
    """Automatic payment uses the any-colour ability: two Forests pay for Lightning Bolt's
    {R} here, and nowhere else."""
    setup = {"Alice": {"battlefield": ["Forest"], "hand": ["Lightning Bolt"]}}
    plain = on("Tazeem", edition, setup=setup)
    bolt = plain.id("Lightning Bolt")
    assert not [a for a in mt.legal_actions(plain.state) if isinstance(a, mt.Cast)]
    t = on("Truga Jungle", edition, setup=setup)
    t.do(mt.Cast("Alice", bolt, ("Bob",)))
    assert t.state.objects[t.id("Forest")].tapped
    resolve_unredirected(t)
    assert t.life("Bob") == 17


@pytest.mark.parametrize("edition", EDITIONS)
def test_311_7_truga_jungle_chaos_lands_to_hand_rest_to_bottom(edition):
    t = on("Truga Jungle", edition, setup={"Alice": {
        "library": ["Forest", "Grizzly Bears", "Mountain", "Shock", "Island"]}})
    chaos(t)
    assert sorted(t.hand("Alice")) == ["Forest", "Mountain"]
    assert [o.name for o in t.state.zone("Alice:library")] == ["Shock", "Island",
                                                               "Grizzly Bears"]
    assert f"{PLANE[edition]}.7" in t.cites
