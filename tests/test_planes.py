"""The fifteen planes of the teaching set (309; 311 in ``current``): every ability, by edition.

A plane's abilities work while it is face up (309.4); "you" is the planar controller
(309.5); its chaos ability triggers on the chaos face (309.7; "whenever chaos ensues" in
``current``) and uses the stack, named ``"<plane> chaos"``.
"""

from __future__ import annotations

import pytest
from test_planechase import EDITIONS, PLANE, Table, two

import magictutor as mt
from magictutor.cards import card

PLANES = ("Naar Isle", "Stronghold Furnace", "Mount Keralia", "Pools of Becoming", "Panopticon",
          "Sanctum of Serra", "Fields of Summer", "The Eon Fog", "Tazeem", "Stairs to Infinity",
          "Eloren Wilds", "Agyrem", "Cliffside Market", "Furnace Layer", "Raven's Run")
DESTROY = {"2011-09": "701.6", "2013-07": "701.6", "2017-09": "701.7", "current": "701.8"}


def on(plane: str, edition: str = "2013-07", *rest: str, **kw) -> Table:
    """Alice's turn, precombat main, with ``plane`` face up from Alice's planar deck."""
    return two(edition, planechase={"decks": {"Alice": [plane, *rest, "Tazeem"
                                                        if plane != "Tazeem" else "Agyrem"],
                                              "Bob": ["Panopticon", "Fields of Summer"]},
                                    "face up": plane}, **kw)


# --- 309.1, 309.3, 309.7: the cards themselves -----------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_309_3_each_plane_has_one_planar_type_possibly_of_several_words(edition):
    for name in PLANES:
        c = card(name, edition)
        assert c.types == ("Plane",) and len(c.subtypes) == 1, name
        assert c.abilities_of("chaos"), f"{name} has a chaos ability (309.7)"
        assert all(a.text for a in c.abilities), name
        assert c.text and "Chaos" in c.text
    assert card("Pools of Becoming", edition).subtypes == ("Bolas's Meditation Realm",)
    assert card("Sanctum of Serra", edition).type_line == "Plane \u2014 Serra's Realm"


@pytest.mark.parametrize("edition", ["2013-07", "2017-09", "current"])
def test_309_3_every_planar_type_is_in_the_editions_list(edition):
    """205.3n lists the planar types. The 2011-09 list predates Planechase 2012, so Regatha
    (Mount Keralia), Xerex (Stairs to Infinity) and New Phyrexia (Furnace Layer) appear
    only from 2013-07: the kit still lets those planes into 2011-09 lessons."""
    from test_editions import CR_DIR

    from magictutor.editions.data import EDITION_INFO

    if CR_DIR is None:
        pytest.skip("CR texts not found")
    text = (CR_DIR / EDITION_INFO[edition]["source"]).read_text(encoding="utf-8")
    line = next(x for x in text.splitlines() if x.startswith("205.3n"))
    line = line.replace("\u2019", "'")
    for name in PLANES:
        assert card(name, edition).subtypes[0] in line, name


# --- Naar Isle -------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_naar_isle_upkeep_flame_counters_damage_you(edition):
    t = on("Naar Isle", edition, step="untap")
    t.advance("draw")
    assert t.life("Alice") == 19
    t.advance("upkeep", turn=2)
    t.resolve_all()
    assert t.life("Bob") == 18, "two flame counters by Bob's upkeep: Bob is planar controller"
    assert t.state.objects[t.id("Naar Isle")].counter("flame") == 2


@pytest.mark.parametrize("edition", ["2011-09", "2013-07", "2017-09"])
def test_naar_isle_chaos_damage_to_a_player_may_be_redirected_306_7(edition):
    t = on("Naar Isle", edition, setup={"Bob": {"battlefield": ["Jace Beleren"]}})
    t.roll("chaos")
    assert t.pending.options == ("Alice", "Bob")
    t.choose("Bob")
    assert t.stack == ["Naar Isle chaos"]
    t.resolve()
    assert t.pending.kind == "redirect" and t.pending.player == "Alice"
    t.choose(t.id("Jace Beleren"))
    assert t.life("Bob") == 20 and t.state.objects[t.id("Jace Beleren")].counter("loyalty") == 0
    assert {"306.7", PLANE[edition] + ".7"} <= t.cites


def test_naar_isle_chaos_current_targets_a_player_or_planeswalker():
    t = on("Naar Isle", "current", setup={"Bob": {"battlefield": ["Jace Beleren"]}})
    t.roll("chaos")
    jace = t.id("Jace Beleren")
    assert jace in t.pending.options
    t.choose(jace)
    t.resolve_all()
    assert t.pending is None and t.life("Bob") == 20
    assert t.state.objects[jace].zone == "graveyard"
    assert "311.7" in t.cites and "306.7" not in t.cites


# --- Stronghold Furnace ----------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_stronghold_furnace_doubles_damage_and_its_chaos_pings(edition):
    t = on("Stronghold Furnace", edition,
           setup={"Alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                  "Bob": {"battlefield": ["Hill Giant"]}})
    t.do(mt.Cast("Alice", t.id("Lightning Bolt"), ("Bob",)))
    t.resolve_all()
    assert t.life("Bob") == 14
    t.roll("chaos")
    t.choose(t.id("Hill Giant"))
    t.resolve_all()
    assert t.state.objects[t.id("Hill Giant")].damage == 2


@pytest.mark.parametrize("first,loyalty,life", [("redirection", 0, 20),
                                                ("Stronghold Furnace", 0, 20)])
def test_stronghold_furnace_and_redirection_bob_orders_them_616_1(first, loyalty, life):
    """2013-07. A Bolt at Bob, who controls Ajani Goldmane (loyalty 4): the redirection rule
    and Stronghold Furnace both apply, and Bob, the affected player, picks the order.
    Furnace first: 6 damage, then redirected: Ajani loses 6 (dies). Redirect first: 3 damage
    to Ajani, a planeswalker, which the 2013 wording ("creature or player") doesn't double:
    Ajani loses 3 and keeps 1."""
    t = on("Stronghold Furnace", "2013-07",
           setup={"Alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                  "Bob": {"battlefield": ["Ajani Goldmane"]}})
    t.do(mt.Cast("Alice", t.id("Lightning Bolt"), ("Bob",)))
    t.resolve()
    assert t.pending.kind == "order" and t.pending.player == "Bob"
    t.choose(first)
    assert t.pending.kind == "redirect" and t.pending.player == "Alice"
    t.choose(t.id("Ajani Goldmane"))
    ajani = t.state.objects[t.id("Ajani Goldmane")]
    if first == "redirection":
        assert ajani.zone == "battlefield" and ajani.counter("loyalty") == 1
    else:
        assert ajani.zone == "graveyard"
    assert t.life("Bob") == life and "616.1" in t.cites


def test_stronghold_furnace_current_doubles_damage_to_permanents():
    t = on("Stronghold Furnace", "current",
           setup={"Alice": {"hand": ["Shock"], "battlefield": ["Mountain"]},
                  "Bob": {"battlefield": ["Garruk Wildspeaker"]}})
    t.do(mt.Cast("Alice", t.id("Shock"), (t.id("Garruk Wildspeaker"),)))
    t.resolve_all()
    assert t.state.objects[t.id("Garruk Wildspeaker")].zone == "graveyard"  # 4 damage, 3 loyalty


# --- Mount Keralia ---------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_mount_keralia_planeswalk_away_damage_looks_back_at_its_pressure_counters(edition):
    t = on("Mount Keralia", edition, setup={
        "Alice": {"battlefield": ["Grizzly Bears", "Jace Beleren (loyalty 4)"]},
        "Bob": {"battlefield": ["Hill Giant"]}}, step="postcombat main")
    t.advance("precombat main", turn=3)  # two end steps: Alice's (counter), Bob's (counter)
    keralia = t.state.objects[t.id("Mount Keralia")]
    assert keralia.counter("pressure") == 2
    t.roll("planeswalk")
    t.resolve_all()
    assert t.state.objects[t.id("Grizzly Bears")].zone == "graveyard"
    assert t.state.objects[t.id("Hill Giant")].damage == 2
    assert t.state.objects[t.id("Jace Beleren")].counter("loyalty") == 2
    lookback = "603.6d" if edition in ("2011-09", "2013-07") else "603.10g"
    assert t.faceup == ["Tazeem"] and lookback in t.cites
    assert "Mount Keralia deals 2 damage to Grizzly Bears" in t.log


@pytest.mark.parametrize("edition", EDITIONS)
def test_mount_keralia_chaos_prevents_its_damage_to_your_permanents(edition):
    t = on("Mount Keralia", edition, setup={
        "Alice": {"battlefield": ["Grizzly Bears", "Island", "Island"]},
        "Bob": {"battlefield": ["Grizzly Bears"]}}, step="postcombat main")
    t.advance("precombat main", turn=3)
    t.roll("chaos")
    t.resolve_all()
    t.roll("planeswalk")
    t.resolve_all()
    bears = [o for o in t.state.objects.values() if o.name == "Grizzly Bears"]
    alice = next(o for o in bears if o.owner == "Alice")
    bob = next(o for o in bears if o.owner == "Bob")
    assert alice.zone == "battlefield" and alice.damage == 0
    assert bob.zone == "graveyard"
    assert "prevented (Mount Keralia chaos)" in t.log


# --- Pools of Becoming -----------------------------------------------------------------------
def test_pools_of_becoming_end_step_hand_to_bottom_then_draw_as_many():
    """2013-07. Alice orders two different cards to the bottom, then draws two."""
    t = on("Pools of Becoming", setup={"Alice": {"hand": ["Lightning Bolt", "Shock"],
                                                 "library": ["Island", "Swamp", "Forest"]}},
           step="postcombat main")
    t.advance("end")
    t.resolve()
    assert t.pending.player == "Alice" and len(t.pending.options) == 2
    t.choose("Shock")
    assert t.hand("Alice") == ["Island", "Swamp"]
    lib = [o.name for o in t.state.library("Alice")]
    assert lib == ["Forest", "Shock", "Lightning Bolt"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_pools_of_becoming_chaos_triggers_the_revealed_cards_chaos_abilities(edition):
    t = two(edition, planechase={"decks": {"Alice": ["Pools of Becoming", "Panopticon",
                                                     "Naar Isle", "Tazeem", "Agyrem"]},
                                 "face up": "Pools of Becoming"})
    t.roll("chaos")
    t.resolve()  # Pools: reveal Panopticon, Naar Isle, Tazeem; their chaos abilities trigger
    assert t.pending.kind == "option"  # the bottom order
    t.choose("Tazeem")
    t.choose("Naar Isle")
    assert t.deck("Alice") == ["Agyrem", "Tazeem", "Naar Isle", "Panopticon"]
    assert t.pending.kind == "option"  # 603.3b: Alice orders the three chaos abilities
    t.choose("Tazeem chaos")
    t.choose("Panopticon chaos")
    assert t.pending.kind == "target"  # Naar Isle's chaos ability needs a target
    t.choose("Bob")
    assert sorted(t.stack) == ["Naar Isle chaos", "Panopticon chaos", "Tazeem chaos"]
    t.resolve_all()
    assert t.life("Bob") == 17 and len(t.hand("Alice")) == 1  # Tazeem: no lands, no cards
    assert t.faceup == ["Pools of Becoming"]


# --- Panopticon ------------------------------------------------------------------------------
def test_panopticon_planeswalk_to_draws_and_the_draw_step_draws_one_more():
    t = two(planechase={"decks": {"Alice": ["Tazeem", "Agyrem"], "Bob": ["Panopticon"]}},
            step="end")
    t.advance("precombat main", turn=2)
    assert len(t.hand("Bob")) == 1
    t.roll("planeswalk", "Bob")
    t.resolve_all()
    assert t.faceup == ["Panopticon"] and len(t.hand("Bob")) == 2
    t.advance("draw", turn=3)
    assert len(t.hand("Alice")) == 2


# --- Sanctum of Serra ------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_sanctum_of_serra_planeswalk_away_destroys_nonland_permanents(edition):
    t = on("Sanctum of Serra", edition, setup={
        "Alice": {"battlefield": ["Grizzly Bears", "Jace Beleren", "Island"]},
        "Bob": {"battlefield": ["Serra Angel", "Plains"]}})
    t.roll("planeswalk")
    t.resolve_all()
    on_bf = sorted(o.name for o in t.state.battlefield)
    assert on_bf == ["Island", "Plains"]
    assert DESTROY[edition] in t.cites


@pytest.mark.parametrize("answer,life", [("yes", 20), ("no", 7)])
def test_sanctum_of_serra_chaos_you_may_have_your_life_total_become_20(answer, life):
    t = on("Sanctum of Serra", setup={"Alice": {"life": 7}})
    t.roll("chaos")
    t.resolve()
    assert t.pending.options == ("yes", "no") and "603.5" in t.pending.rules
    t.choose(answer)
    assert t.life("Alice") == life


# --- Fields of Summer ------------------------------------------------------------------------
def test_fields_of_summer_the_caster_may_gain_2_life_and_chaos_may_gain_10():
    t = on("Fields of Summer", setup={"Alice": {"battlefield": ["Mountain"]},
                                      "Bob": {"hand": ["Lightning Bolt"],
                                              "battlefield": ["Mountain"]}})
    t.pass_()
    t.do(mt.Cast("Bob", t.id("Lightning Bolt"), ("Alice",)))
    assert t.stack == ["Fields of Summer trigger", "Lightning Bolt"]
    assert t.state.stack[0].controller == "Alice"  # the planar controller controls it
    t.resolve()
    assert t.pending.player == "Bob"  # ... but "that player" decides
    t.choose("yes")
    assert t.life("Bob") == 22
    t.resolve_all()
    assert t.life("Alice") == 17
    t.roll("chaos")
    t.resolve()
    t.choose("yes")
    assert t.life("Alice") == 27


# --- The Eon Fog -----------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_the_eon_fog_players_skip_untap_chaos_untaps_yours(edition):
    t = on("The Eon Fog", edition, setup={"Alice": {"battlefield": ["Island (tapped)"]},
                                          "Bob": {"battlefield": ["Mountain (tapped)"]}},
           step="end")
    t.advance("upkeep", turn=2)
    assert t.state.objects[t.id("Mountain")].tapped
    assert "skips their untap step" in t.log and "614.10" in t.cites
    t.advance("precombat main", turn=3)
    t.roll("chaos")
    t.resolve_all()
    assert not t.state.objects[t.id("Island")].tapped
    assert t.state.objects[t.id("Mountain")].tapped


# --- Tazeem ----------------------------------------------------------------------------------
def test_tazeem_creatures_cant_block_and_chaos_draws_per_land():
    t = on("Tazeem", setup={"Alice": {"battlefield": ["Grizzly Bears", "Island", "Island"]},
                            "Bob": {"battlefield": ["Hill Giant"]}})
    t.roll("chaos")
    t.resolve_all()
    assert len(t.hand("Alice")) == 2
    t.advance("declare attackers")
    t.do(mt.DeclareAttackers("Alice", ((t.id("Grizzly Bears"), "Bob"),)))
    t.advance("declare blockers")
    from magictutor.rules.combat import block_problems

    why = block_problems(t.state, t.id("Hill Giant"), t.id("Grizzly Bears"), "Bob")
    assert any("creatures can't block" in text for _, text in why)
    assert "Bob has no creature that could block" in t.log
    t.advance("end")
    assert t.life("Bob") == 18


# --- Stairs to Infinity ----------------------------------------------------------------------
def test_stairs_to_infinity_every_roll_draws_and_no_maximum_hand_size():
    t = on("Stairs to Infinity", setup={"Alice": {"battlefield": ["Island"] * 3,
                                                  "hand": ["Island"] * 8}})
    t.roll("blank")
    assert t.stack == ["Stairs to Infinity trigger"]
    t.resolve_all()
    assert len(t.hand("Alice")) == 9
    t.roll("chaos")
    assert t.pending.options == ("Stairs to Infinity chaos", "Stairs to Infinity trigger")
    t.choose("Stairs to Infinity trigger")  # 603.3b: the draw goes on first, resolves last
    assert t.stack == ["Stairs to Infinity chaos", "Stairs to Infinity trigger"]
    t.resolve_all()
    assert t.pending.options == ("bottom", "top")
    t.choose("bottom")
    assert t.deck("Alice") == ["Tazeem"] and "reveals Tazeem" in t.log
    t.resolve_all()
    t.advance("upkeep", turn=2)
    assert len(t.hand("Alice")) == 10  # no discard down to seven in the cleanup step
    assert "discards" not in t.log


def test_stairs_to_infinity_chaos_may_leave_the_top_card():
    t = two(planechase={"decks": {"Alice": ["Stairs to Infinity", "Agyrem", "Tazeem"]},
                        "face up": "Stairs to Infinity"})
    t.roll("chaos")
    t.choose("Stairs to Infinity trigger")  # 603.3b: order the two triggers
    t.resolve_all()
    t.choose("top")
    t.resolve_all()
    assert t.deck("Alice") == ["Agyrem", "Tazeem"] and "reveals Agyrem" in t.log


# --- Eloren Wilds ----------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_eloren_wilds_extra_mana_and_chaos_stops_casting_until_a_planeswalk(edition):
    """Tapping the Mountain for Shock adds one more {R}, which floats and pays for a second
    Shock. (The kit's automatic payment taps lands first and then adds the extra mana, so the
    extra can't help pay for the spell that tapped the land.)"""
    t = on("Eloren Wilds", edition, setup={"Alice": {"battlefield": ["Mountain"],
                                                     "hand": ["Shock", "Shock", "Shock"]}})
    t.do(mt.Cast("Alice", t.id("Shock"), ("Bob",)))
    assert t.state.player("Alice").mana == "R" and "Alice gets R more mana" in t.log
    t.resolve_all()
    t.do(mt.Cast("Alice", t.id("Shock", zone="hand"), ("Bob",)))
    t.resolve_all()
    assert t.life("Bob") == 16
    t.roll("chaos")
    t.choose("Alice")
    t.resolve_all()
    err = t.refuse(mt.Cast("Alice", t.id("Shock", zone="hand"), ("Bob",)))
    assert "can't cast spells" in str(err) and PLANE[edition] + ".4" in err.rules
    t.advance("precombat main", turn=2)
    t.roll("planeswalk", "Bob")
    t.resolve_all()
    assert t.faceup == ["Panopticon"]
    assert not [e for e in t.state.effects if e.kind == "cant_cast"]
    assert "until a player planeswalks end" in t.log


# --- Agyrem ----------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_agyrem_dead_creatures_come_back_at_the_next_end_step_603_7(edition):
    """Planeswalking away from Sanctum of Serra to Agyrem destroys every nonland permanent
    while Agyrem is face up: the white Serra Angel returns to the battlefield, the green
    Grizzly Bears to its owner's hand, and Jace (not a creature) stays dead."""
    t = two(edition, setup={"Alice": {"battlefield": ["Serra Angel", "Grizzly Bears",
                                                      "Jace Beleren", "Plains"]}},
            planechase={"decks": {"Alice": ["Sanctum of Serra", "Agyrem", "Tazeem"]},
                        "face up": "Sanctum of Serra"})
    t.roll("planeswalk")
    t.resolve_all()
    # Agyrem's two abilities triggered: Alice, its controller, orders them (603.3b)
    assert t.pending.rules == ("603.3b",)
    t.choose(t.pending.options[0])
    t.resolve_all()
    assert t.faceup == ["Agyrem"]
    assert sorted(o.name for o in t.state.graveyard("Alice")) == [
        "Grizzly Bears", "Jace Beleren", "Serra Angel"]
    assert sum("delayed" == e.kind for e in t.state.effects) == 2
    t.advance("end")
    assert t.pending.rules == ("603.3b",)  # two delayed triggers for two creatures
    t.choose(t.pending.options[0])
    t.resolve_all()
    assert t.state.objects[t.id("Serra Angel")].zone == "battlefield"
    assert t.state.objects[t.id("Serra Angel")].controller == "Alice"
    assert t.hand("Alice") == ["Grizzly Bears"]
    assert t.state.objects[t.id("Jace Beleren")].zone == "graveyard"
    assert {"603.7", "603.7b"} <= t.cites
    assert not [e for e in t.state.effects if e.kind == "delayed"]


def test_agyrem_603_7c_a_card_that_left_the_graveyard_is_a_new_object():
    """2013-07. The delayed ability remembers the card as it was in the graveyard: if it has
    moved since, the ability does nothing to it."""
    from magictutor.engine.apply import settle
    from magictutor.engine.context import Ctx
    from magictutor.rules.delayed import create_delayed

    t = on("Agyrem", setup={"Alice": {"graveyard": ["Grizzly Bears"]}})
    ctx = Ctx(t.state)
    bears = t.id("Grizzly Bears")
    create_delayed(ctx, ctx.objects[t.id("Agyrem")], "Alice", "step", "return the Bears",
                   effects=((("return_card", "hand"),),), step="end", obj=bears,
                   gen=ctx.objects[bears].gen)
    ctx.move(bears, "exile")
    ctx.move(bears, "graveyard")  # back again: a new object (400.7)
    settle(ctx)
    t.state = ctx.freeze()
    t.advance("end")
    t.resolve_all()
    assert t.state.objects[bears].zone == "graveyard" and "603.7c" in t.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_agyrem_chaos_creatures_cant_attack_you_until_a_player_planeswalks(edition):
    t = on("Agyrem", edition, setup={"Alice": {"battlefield": ["Jace Beleren"]},
                                     "Bob": {"battlefield": ["Grizzly Bears"]}})
    t.roll("chaos")
    t.resolve_all()
    t.advance("declare attackers", turn=2)
    bears = t.id("Grizzly Bears")
    err = t.refuse(mt.DeclareAttackers("Bob", ((bears, "Alice"),)))
    assert "can't attack Alice (Agyrem)" in str(err)
    assert {PLANE[edition] + ".4", "508.1"} <= set(err.rules)
    t.do(mt.DeclareAttackers("Bob", ((bears, t.id("Jace Beleren")),)))  # planeswalkers may be
    t.advance("precombat main", turn=3)
    t.roll("planeswalk", "Alice")
    t.resolve_all()
    assert "Agyrem" not in t.faceup
    t.advance("declare attackers", turn=4)
    t.do(mt.DeclareAttackers("Bob", ((bears, "Alice"),)))


# --- Cliffside Market ------------------------------------------------------------------------
def test_cliffside_market_planeswalk_to_and_upkeep_may_exchange_life_totals():
    t = two(setup={"Alice": {"life": 5}, "Bob": {"life": 30}},
            planechase={"decks": {"Alice": ["Tazeem", "Cliffside Market", "Agyrem"]}})
    t.roll("planeswalk")
    t.resolve_all()
    assert t.pending.kind == "target"
    t.choose("Bob")
    t.resolve()
    assert t.pending.player == "Alice" and t.pending.options == ("yes", "no")
    t.choose("yes")
    assert (t.life("Alice"), t.life("Bob")) == (30, 5)
    assert "701.8" in t.cites
    t.advance("upkeep", turn=2)  # Bob's upkeep: Bob is planar controller now
    t.choose("Alice")
    t.resolve()
    t.choose("no")
    assert (t.life("Alice"), t.life("Bob")) == (30, 5)


@pytest.mark.parametrize("edition", EDITIONS)
def test_cliffside_market_chaos_exchange_doesnt_reset_606_3_once_per_turn(edition):
    """Alice activates Jace, then swaps Jace for Bob's Chandra and back with two chaos rolls:
    Jace has still activated a loyalty ability this turn, whoever controls it (606.3)."""
    t = on("Cliffside Market", edition, setup={
        "Alice": {"battlefield": ["Jace Beleren", "Island", "Grizzly Bears"]},
        "Bob": {"battlefield": ["Chandra Nalaar", "Hill Giant"]}})
    jace, chandra = t.id("Jace Beleren"), t.id("Chandra Nalaar")
    t.do(mt.Activate("Alice", jace, "+2"))
    t.resolve_all()
    t.roll("chaos")
    assert set(t.pending.options) == {jace, chandra, t.id("Grizzly Bears"), t.id("Hill Giant")}
    t.choose(jace)  # the second target must share a card type: Chandra is the only one
    assert "targets Chandra Nalaar, the only legal choice" in t.log
    t.resolve_all()
    assert t.state.objects[jace].controller == "Bob"
    assert t.state.objects[chandra].controller == "Alice"
    assert "a new controller doesn't change that" in t.log
    t.roll("chaos")  # {1}: the Island
    t.choose(jace)
    t.resolve_all()
    assert t.state.objects[jace].controller == "Alice"
    err = t.refuse(mt.Activate("Alice", jace, "-1", ("Alice",)))
    assert "606.3" in err.rules and "already activated" in str(err)


# --- Furnace Layer ---------------------------------------------------------------------------
def test_furnace_layer_random_target_discards_at_random_land_costs_3_life():
    """2013-07. The target player and the discarded card are chosen at random (seeded)."""
    seen_land = seen_spell = False
    for seed in range(12):
        t = two(seed=seed, setup={"Alice": {"hand": ["Island", "Shock"]},
                                  "Bob": {"hand": ["Mountain", "Lightning Bolt"]}},
                planechase={"decks": {"Alice": ["Tazeem", "Furnace Layer", "Agyrem"]}})
        t.roll("planeswalk")
        t.resolve_all()
        assert t.faceup == ["Furnace Layer"] and "chosen at random" in t.log
        who = next(p for p in ("Alice", "Bob") if len(t.hand(p)) == 1)
        lost = next(o.name for o in t.state.graveyard(who))
        if lost in ("Island", "Mountain"):
            seen_land = True
            assert t.life(who) == 17 and "loses 3 life" in t.log
        else:
            seen_spell = True
            assert t.life(who) == 20
    assert seen_land and seen_spell


def test_furnace_layer_chaos_may_destroy_target_nonland_permanent():
    t = on("Furnace Layer", setup={"Bob": {"battlefield": ["Hill Giant", "Mountain"]}})
    t.roll("chaos")
    t.resolve()
    t.choose("yes")
    assert t.state.objects[t.id("Hill Giant")].zone == "graveyard"
    assert t.state.objects[t.id("Mountain")].zone == "battlefield"


# --- Raven's Run -----------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_ravens_run_wither_and_chaos_counters_on_three_targets(edition):
    t = on("Raven's Run", edition, setup={
        "Alice": {"hand": ["Shock"], "battlefield": ["Mountain", "Serra Angel"]},
        "Bob": {"battlefield": ["Hill Giant", "Grizzly Bears", "Colossal Dreadmaw"]}})
    t.do(mt.Cast("Alice", t.id("Shock"), (t.id("Colossal Dreadmaw"),)))
    t.resolve_all()
    dread = t.state.objects[t.id("Colossal Dreadmaw")]
    assert dread.counter("-1/-1") == 0 and dread.damage == 2  # Shock has no wither itself
    t.roll("chaos")
    t.choose("Hill Giant")
    assert t.id("Hill Giant") not in t.pending.options  # "another target creature"
    t.choose("Grizzly Bears")
    t.choose("Serra Angel")
    t.resolve_all()
    assert t.state.objects[t.id("Hill Giant")].counter("-1/-1") == 1
    assert t.state.objects[t.id("Grizzly Bears")].zone == "graveyard"
    assert t.state.objects[t.id("Serra Angel")].counter("-1/-1") == 3


def test_ravens_run_creatures_deal_combat_damage_as_counters():
    t = on("Raven's Run", setup={"Alice": {"battlefield": ["Hill Giant"]},
                                 "Bob": {"battlefield": ["Serra Angel"]}})
    t.advance("declare attackers")
    t.do(mt.DeclareAttackers("Alice", ((t.id("Hill Giant"), "Bob"),)))
    t.advance("declare blockers")
    t.do(mt.DeclareBlockers("Bob", ((t.id("Serra Angel"), t.id("Hill Giant")),)))
    t.advance("end of combat")
    angel = t.state.objects[t.id("Serra Angel")]
    assert angel.counter("-1/-1") == 3 and angel.damage == 0
    assert t.state.objects[t.id("Hill Giant")].zone == "graveyard"


def test_pools_of_becoming_its_controller_leaves_while_ordering_the_cards():
    """2013-07, three players. Alice leaves while choosing the order: the choice is dropped,
    her planar cards leave, and Bob, the new planar controller, turns up his top card."""
    from test_planechase import with_libraries

    players = ["Alice", "Bob", "Carol"]
    t = Table(players, setup=with_libraries(players, None),
              planechase={"decks": {"Alice": ["Pools of Becoming", "Panopticon", "Naar Isle",
                                              "Tazeem"], "Bob": ["Agyrem", "Eloren Wilds"]}})
    t.roll("chaos")
    t.resolve()
    assert t.pending is not None and t.pending.player == "Alice"
    t.do(mt.LeaveGame("Alice"))
    assert t.pending is None and t.controller == "Bob" and t.faceup == ["Agyrem"]
    t.resolve_all()
    assert t.stack == [] and t.pending is None
    assert not any(o.owner == "Alice" for o in t.state.objects.values())


def test_cliffside_market_a_planeswalker_changing_hands_meets_the_uniqueness_rule():
    """2013-07, 306.4 / 704.5j: a planeswalker that comes under a new controller is checked
    against that player's other planeswalkers. Alice gives Garruk for Bob's Jace and now
    controls two Jaces: she keeps one, though neither Jace entered the battlefield."""
    t = on("Cliffside Market", setup={
        "Alice": {"battlefield": ["Jace Beleren", "Garruk Wildspeaker"]},
        "Bob": {"battlefield": ["Jace Beleren"]}})
    mine, garruk = t.id("Jace Beleren"), t.id("Garruk Wildspeaker")
    bobs = next(o.id for o in t.state.battlefield
                if o.name == "Jace Beleren" and o.controller == "Bob")
    t.roll("chaos")
    t.choose(garruk)
    t.choose(bobs)
    t.resolve_all()
    assert t.state.objects[bobs].controller == "Alice"
    assert t.pending.kind == "keep" and set(t.pending.options) == {mine, bobs}


@pytest.mark.parametrize("edition", EDITIONS)
def test_106_4_eloren_wilds_adds_the_colour_a_truga_jungle_land_made(edition):
    """Truga Jungle gives the Forest "{T}: add one mana of any colour"; tapped that way for
    Shock's {R}, it made red, so Eloren Wilds' one more mana "of a type that permanent
    produced" is {R} (106.4), not the {G} its own ability would have made."""
    from test_planechase import two

    t = two(edition, planechase={"decks": {"Alice": ["Truga Jungle", "Eloren Wilds", "Tazeem"],
                                           "Bob": ["Panopticon", "Fields of Summer"]},
                                 "face up": ["Truga Jungle", "Eloren Wilds"]},
            setup={"Alice": {"battlefield": ["Forest", "Forest"], "hand": ["Shock"]}})
    t.do(mt.Cast("Alice", t.id("Shock"), ("Bob",)))
    assert t.state.player("Alice").mana == "R", t.state.player("Alice").mana
    assert "Alice gets R more mana" in t.log
