"""The COPIES group of issue #19: copies of spells (706.10; 707.10 in ``current``) and the
planes that make them, in every edition: Izzet Steam Maze (a copy of each instant and sorcery
cast, whose controller may choose new targets for it, 706.10c / 707.10c; chaos: instants and
sorceries cost {3} less this turn) and Glimmervoid Basin (a single-target instant or sorcery
is copied for each other player or object it could target, 706.10d / 707.10d from 2017-09;
chaos: every player but a target creature's controller creates a token copy of it, 706.2 /
707.2). A copy isn't cast, and once it leaves the stack it ceases to exist (704.5e). Each new
card word is also tested alone, on a game's own cards.
"""

from __future__ import annotations

import random

import pytest
from pwkit import Game
from test_planechase import EDITIONS, PLANE, Table, with_libraries
from test_planes_2012 import chaos, on

import magictutor as mt
from magictutor.cards import card
from magictutor.engine import shortcuts
from magictutor.engine.simulate import eager_policy, simulate
from magictutor.model.query import chars_of
from magictutor.rules.planechase.decks import planar_deck

COPY = {"2011-09": "706.10", "2013-07": "706.10", "2017-09": "706.10", "current": "707.10"}
NEW_TARGETS = {e: n + "c" for e, n in COPY.items()}
CEASES = "704.5e"
COPIABLE = {"2011-09": "706.2", "2013-07": "706.2", "2017-09": "706.2", "current": "707.2"}
REDUCE = {"2011-09": "117.7", "2013-07": "117.7", "2017-09": "117.7", "current": "118.7"}


def maze(edition: str, alice: dict | None = None, bob: dict | None = None):
    """Alice's precombat main on Izzet Steam Maze."""
    setup = {"Alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"] * 2,
                       **(alice or {})},
             "Bob": {"battlefield": ["Hill Giant"], **(bob or {})}}
    return on("Izzet Steam Maze", edition, setup=setup)


def copies(t) -> list:
    return [o for o in t.state.stack if o.kind == "copy"]


# --- Izzet Steam Maze: the triggered ability -------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_706_10_izzet_steam_maze_copy_with_a_new_target_resolves_first(edition):
    t = maze(edition)
    assert card("Izzet Steam Maze", edition).subtypes == ("Ravnica",)
    t.do(mt.Cast("Alice", t.id("Lightning Bolt"), ("Bob",)))
    assert t.stack == ["Izzet Steam Maze trigger", "Lightning Bolt"]
    t.resolve()
    p = t.pending
    assert p.player == "Alice" and p.kind == "target" and p.options[0] == "Bob", \
        "the original's target comes first: keeping it is a choice (706.10c)"
    t.choose("Hill Giant")
    assert [o.name for o in copies(t)] == ["Lightning Bolt"]
    assert copies(t)[0].id == t.state.stack[0].id, "the copy is on top: it resolves first"
    assert copies(t)[0].targets == (t.id("Hill Giant"),)
    assert copies(t)[0].owner == copies(t)[0].controller == "Alice"
    assert t.state.player("Alice").spells_cast == 1, "a copy isn't cast (706.10)"
    assert t.stack == ["Lightning Bolt", "Lightning Bolt"], "no new trigger for the copy"
    t.resolve()
    assert t.zone("Hill Giant") == "graveyard" and t.life("Bob") == 20
    assert not copies(t) and not [o for o in t.state.objects.values() if o.kind == "copy"], \
        "off the stack the copy ceases to exist (704.5e): it goes to no graveyard"
    assert t.state.graveyard("Alice") == (), "the original is still on the stack"
    t.resolve_all()
    assert t.life("Bob") == 17
    assert [o.name for o in t.state.graveyard("Alice")] == ["Lightning Bolt"]
    assert {COPY[edition], NEW_TARGETS[edition], CEASES, PLANE[edition] + ".4"} <= t.cites \
        or {COPY[edition], NEW_TARGETS[edition], CEASES} <= t.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_706_10c_izzet_steam_maze_the_copy_may_keep_its_target(edition):
    t = maze(edition)
    t.do(mt.Cast("Alice", t.id("Lightning Bolt"), ("Bob",)))
    t.resolve()
    t.choose("Bob")
    assert "its targets are left as they were" in t.log
    t.resolve_all()
    assert t.life("Bob") == 14 and t.zone("Hill Giant") == "battlefield"


@pytest.mark.parametrize("edition", EDITIONS)
def test_706_10c_a_target_kept_even_though_illegal_makes_the_copy_fizzle(edition):
    """Bolt at Grizzly Bears; with the Maze's trigger on the stack, a Shock (copied at Bob)
    kills the Bears; the Bolt's copy may keep its now illegal target (706.10c): it doesn't
    resolve (608.2b) and ceases to exist all the same."""
    t = maze(edition, {"hand": ["Lightning Bolt", "Shock"], "battlefield": ["Mountain"] * 2
                       + ["Grizzly Bears"]})
    bears = t.id("Grizzly Bears")
    t.do(mt.Cast("Alice", t.id("Lightning Bolt"), (bears,)))
    t.do(mt.Cast("Alice", t.id("Shock"), (bears,)))
    assert t.stack == ["Izzet Steam Maze trigger", "Shock", "Izzet Steam Maze trigger",
                       "Lightning Bolt"]
    t.resolve()
    t.choose("Bob")  # the Shock's copy goes to Bob
    t.resolve()  # the copy of Shock
    t.resolve()  # Shock: the Bears die
    assert t.zone("Grizzly Bears") == "graveyard" and t.life("Bob") == 18
    t.resolve()  # the Bolt's trigger: keep the Bears, now illegal
    assert t.pending.options[0] == bears
    t.choose(bears)
    assert copies(t)[0].targets == (bears,)
    t.resolve()
    assert "doesn't resolve: all its targets are illegal" in t.log
    assert not [o for o in t.state.objects.values() if o.kind == "copy"]
    assert CEASES in t.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_706_10c_a_new_target_must_be_legal_and_is_chosen_by_the_copys_controller(edition):
    t = maze(edition)
    t.do(mt.Cast("Alice", t.id("Lightning Bolt"), ("Bob",)))
    t.resolve()
    err = t.refuse(mt.Choose("Alice", t.id("Mountain")))
    assert NEW_TARGETS[edition] in err.rules and "not one of the options" in str(err)
    err = t.refuse(mt.Choose("Bob", "Alice"))
    assert "Alice makes this choice" in str(err)
    assert mt.Choose("Alice", t.id("Hill Giant")) in mt.legal_actions(t.state)
    assert mt.Choose("Alice", t.id("Mountain")) not in mt.legal_actions(t.state)


@pytest.mark.parametrize("edition", EDITIONS)
def test_706_10_the_caster_controls_the_copy_not_the_planar_controller(edition):
    """On Alice's turn (she controls the Maze and its trigger) Bob casts Shock at Alice: Bob
    copies it, Bob chooses the copy's target, and the copy is Bob's."""
    t = maze(edition, bob={"hand": ["Shock"], "battlefield": ["Hill Giant", "Mountain"]})
    t.pass_()  # Alice passes priority to Bob
    t.do(mt.Cast("Bob", t.id("Shock"), ("Alice",)))
    trigger = t.state.stack[0]
    assert trigger.controller == "Alice", "the planar controller controls the trigger"
    t.resolve()
    assert t.pending.player == "Bob"
    t.choose("Alice")
    copy = copies(t)[0]
    assert (copy.owner, copy.controller, copy.targets) == ("Bob", "Bob", ("Alice",))
    t.resolve_all()
    assert t.life("Alice") == 16


@pytest.mark.parametrize("edition", EDITIONS)
def test_izzet_steam_maze_copies_sorceries_but_not_creature_spells(edition):
    t = maze(edition, {"hand": ["Lava Axe", "Grizzly Bears"],
                       "battlefield": ["Mountain"] * 5 + ["Forest"] * 2})
    t.do(mt.Cast("Alice", t.id("Grizzly Bears"), ()))
    assert t.stack == ["Grizzly Bears"], "a creature spell is not an instant or sorcery"
    t.resolve_all()
    t.do(mt.Cast("Alice", t.id("Lava Axe"), ("Bob",)))
    t.resolve()
    assert t.pending.options == ("Bob", "Alice"), "Lava Axe targets a player"
    t.choose("Bob")
    t.resolve_all()
    assert t.life("Bob") == 10


# --- Izzet Steam Maze: chaos -----------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_117_7_izzet_steam_maze_chaos_instants_and_sorceries_cost_3_less_this_turn(edition):
    t = maze(edition, {"hand": ["Lava Axe", "Hill Giant"], "battlefield": ["Mountain"] * 2})
    axe = t.id("Lava Axe")
    err = t.refuse(mt.Cast("Alice", axe, ("Bob",)))
    assert "cannot pay {4}{R}" in str(err)
    chaos(t)
    assert REDUCE[edition] in t.cites
    assert not [a for a in mt.legal_actions(t.state)
                if isinstance(a, mt.Cast) and a.card == t.id("Hill Giant", zone="hand")], \
        "a creature spell costs no less"
    assert mt.Cast("Alice", axe, ("Bob",)) in mt.legal_actions(t.state)
    t.do(mt.Cast("Alice", axe, ("Bob",)))
    assert "costs {3} less: Alice pays {1}{R}" in t.log
    assert not [o for o in t.state.battlefield if o.name == "Mountain" and not o.tapped]
    t.resolve()
    t.choose("Bob")
    t.resolve_all()
    assert t.life("Bob") == 10
    t.advance("upkeep", turn=2)
    assert not [e for e in t.state.effects if e.kind == "spells_cost_less"], \
        "it lasts this turn only"


@pytest.mark.parametrize("edition", ["2013-07", "current"])
def test_117_7_the_maze_chaos_reduction_is_its_controllers_only(edition):
    t = maze(edition, bob={"hand": ["Lava Axe"], "battlefield": ["Mountain"] * 2})
    chaos(t)
    axe = t.id("Lava Axe")
    t.advance("upkeep", turn=2)
    t.advance("precombat main", turn=2)
    err = t.refuse(mt.Cast("Bob", axe, ("Alice",)))
    assert "cannot pay {4}{R}" in str(err)


# --- the new words, each alone on a game's own cards -----------------------------------------
def own_game(edition: str, cards: list, alice: dict, bob: dict | None = None) -> Game:
    a = {"library": ["Island"] * 5, **alice}
    b = {"library": ["Island"] * 5, **(bob or {})}
    return Game(["Alice", "Bob"], edition=edition, cards=cards,
                setup={"Alice": a, "Bob": b}, step="precombat main")


ECHO = {"name": "Test Echo Chamber", "cost": "{U}", "types": ["Enchantment"],
        "text": "Each instant its controller's opponent... (a test card)",
        "abilities": [{"kind": "triggered", "trigger": "cast",
                       "condition": {"spell": {"types": ["Instant"]}},
                       "text": "Copy each instant spell cast.",
                       "effects": [{"copy_spell": "cast"}]}]}


@pytest.mark.parametrize("edition", EDITIONS)
def test_706_10_copy_spell_alone_copies_with_the_same_targets_and_is_not_cast(edition):
    g = own_game(edition, [ECHO], {"hand": ["Shock", "Lava Axe"],
                                   "battlefield": ["Test Echo Chamber"] + ["Mountain"] * 6})
    g.cast("Alice", "Shock", "Bob")
    g.pass_()
    g.pass_()  # the trigger resolves: no new targets, nothing to choose
    assert g.pending is None
    assert [o.kind for o in g.state.stack] == ["copy", "card"]
    assert g.state.stack[0].targets == ("Bob",)
    g.resolve_all()
    assert g.life("Bob") == 16 and COPY[edition] in g.cites
    g.cast("Alice", "Lava Axe", "Bob")
    assert [o.name for o in g.state.stack] == ["Lava Axe"], "{spell: {types: [Instant]}}"


FORK_ALL = {"name": "Test Prism", "cost": "{U}", "types": ["Enchantment"],
            "text": "Each single-target sorcery is copied for every other target (a test card).",
            "abilities": [{"kind": "triggered", "trigger": "cast",
                           "condition": {"spell": {"types": ["Sorcery"],
                                                   "single_target": True}},
                           "text": "Copy it for each other thing it could target.",
                           "effects": [{"copy_spell": "cast", "for_each_target": True}]}]}
COULD = {"2011-09": COPY["2011-09"], "2013-07": COPY["2013-07"], "2017-09": "706.10d",
         "current": "707.10d"}


@pytest.mark.parametrize("edition", EDITIONS)
def test_706_10d_copy_spell_for_each_target_alone_one_copy_per_other_player(edition):
    """Three players: Lava Axe at Bob is copied once at Alice and once at Carol; Alice
    chooses the order the copies go on the stack in (706.10d from 2017-09)."""
    g = Game(["Alice", "Bob", "Carol"], edition=edition, cards=[FORK_ALL],
             setup={"Alice": {"hand": ["Lava Axe", "Shock"], "library": ["Island"] * 5,
                              "battlefield": ["Test Prism"] + ["Mountain"] * 6},
                    "Bob": {"library": ["Island"] * 5}, "Carol": {"library": ["Island"] * 5}},
             step="precombat main")
    g.cast("Alice", "Lava Axe", "Bob")
    g.pass_()
    g.pass_()
    g.pass_()
    assert g.pending.player == "Alice" and set(g.pending.options) == {"Alice", "Carol"}
    g.choose("Carol")  # the copy at Carol goes on first: it resolves last
    assert [(o.kind, o.targets) for o in g.state.stack] == [
        ("copy", ("Alice",)), ("copy", ("Carol",)), ("card", ("Bob",))]
    assert COULD[edition] in g.cites
    g.resolve_all()
    assert [g.life(p) for p in ("Alice", "Bob", "Carol")] == [15, 15, 15]
    g.cast("Alice", "Shock", "Bob")
    assert [o.kind for o in g.state.stack] == ["card"], "an instant: not copied here"


def test_spells_cost_less_this_turn_alone_takes_generic_mana_off_the_types_named():
    own = {"name": "Test Discount", "cost": "{R}", "types": ["Instant"], "text": "Discount.",
           "abilities": [{"kind": "spell", "targets": [], "effects": [
               {"spells_cost_less_this_turn": 4, "types": ["Sorcery"]}]}]}
    g = own_game("current", [own], {"hand": ["Test Discount", "Lava Axe", "Hill Giant"],
                                    "battlefield": ["Mountain"] * 2})
    g.cast("Alice", "Test Discount")
    g.resolve_all()
    assert "118.7" in g.cites
    giant = g.id("Hill Giant")
    assert "cannot pay {3}{R}" in str(g.refuse(mt.Cast("Alice", giant, ())))
    g.cast("Alice", "Lava Axe", "Bob")
    assert "costs {4} less: Alice pays {R}" in g.log, "never coloured mana"


# --- random games: the memos and shortcuts stay right with copies on the stack ---------------
COPY_PLANES = ("Izzet Steam Maze", "Glimmervoid Basin")


def _burn(players: tuple[str, ...]) -> dict:
    return {p: {"hand": ["Lightning Bolt", "Shock", "Lava Axe", "Giant Growth"] * 2,
                "battlefield": ["Mountain"] * 4 + ["Forest", "Grizzly Bears"],
                "library": ["Mountain", "Shock", "Hill Giant"] * 8} for p in players}


@pytest.mark.skipif(not shortcuts.FAST, reason="MAGICTUTOR_FAST=0: nothing to compare")
@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("players", [("Alice", "Bob"), ("Alice", "Bob", "Carol", "Dan")])
@pytest.mark.parametrize("plane", COPY_PLANES)
def test_706_10_random_games_with_copies_in_the_shadow_mode(edition, players, plane,
                                                            monkeypatch):
    """Random games on the COPIES planes: each step carried out by the fast path and by the
    plain path must agree (shadow mode), and copies are made and cease to exist."""
    monkeypatch.setattr(shortcuts, "SHADOW", True)
    rng = random.Random(f"copies:{edition}:{len(players)}")
    decks = {p: list(COPY_PLANES) + ["Tazeem", "Naar Isle"] for p in players}
    s = mt.build_game(list(players), edition=edition, seed=len(players), setup=_burn(players),
                      planechase={"decks": decks, "face up": plane})
    made = ceased = 0
    for i in range(220):
        if s.game_over:
            break
        actions = mt.legal_actions(s)
        casts = [a for a in actions if isinstance(a, mt.Cast)]
        action = casts[0] if casts and i % 4 == 0 else \
            eager_policy(s, actions, rng) if i % 2 else rng.choice(actions)
        step = mt.apply(s, action)
        made += sum(1 for e in step.events if e.kind == "copy" and "goes on the stack" in e.text)
        ceased += sum(1 for e in step.events if e.kind == "copy" and "ceases" in e.text)
        s = step.after
    assert made > 0 and ceased > 0


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("players", [("Alice", "Bob"), ("Alice", "Bob", "Carol", "Dan")])
def test_901_simulated_games_with_the_copies_planes_in_the_planar_decks(edition, players):
    decks = {p: planar_deck(edition, seed=i, include=COPY_PLANES)
             for i, p in enumerate(players)}
    rows = simulate(2, seed=7, edition=edition, players=players, max_turns=6,
                    planechase={"decks": decks}, progress=False)
    assert rows and {r["game"] for r in rows} == {0, 1}


# --- Glimmervoid Basin -----------------------------------------------------------------------
def basin(edition: str, alice: dict | None = None, bob: dict | None = None, **kw):
    """Alice's precombat main on Glimmervoid Basin: her Grizzly Bears, Bob's Hill Giant."""
    setup = {"Alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"] * 2
                       + ["Grizzly Bears"], **(alice or {})},
             "Bob": {"battlefield": ["Hill Giant"], **(bob or {})}}
    return on("Glimmervoid Basin", edition, setup=setup, **kw)


@pytest.mark.parametrize("edition", EDITIONS)
def test_706_10_glimmervoid_basin_copies_a_bolt_for_each_other_thing_it_could_target(edition):
    t = basin(edition)
    assert card("Glimmervoid Basin", edition).subtypes == ("Mirrodin",)
    bears, giant = t.id("Grizzly Bears"), t.id("Hill Giant")
    t.do(mt.Cast("Alice", t.id("Lightning Bolt"), ("Bob",)))
    t.resolve()
    assert "3 copies (Alice, Grizzly Bears, Hill Giant)" in t.log
    assert t.pending.player == "Alice" and set(t.pending.options) == {"Alice", bears, giant}
    t.choose(giant)  # first on the stack: resolves last of the copies
    t.choose(bears)
    assert t.pending is None, "the last copy needs no choice"
    assert [(o.kind, o.targets) for o in t.state.stack] == [
        ("copy", ("Alice",)), ("copy", (bears,)), ("copy", (giant,)), ("card", ("Bob",))]
    assert t.state.player("Alice").spells_cast == 1
    t.resolve_all()
    assert (t.life("Alice"), t.life("Bob")) == (17, 17)
    assert t.zone("Grizzly Bears") == t.zone("Hill Giant") == "graveyard"
    assert COPY[edition] in t.cites and COULD[edition] in t.cites and CEASES in t.cites


ZAP2 = {"name": "Test Double Zap", "cost": "{R}", "types": ["Instant"], "text": "Zap twice.",
        "abilities": [{"kind": "spell", "targets": ["creature or player", "creature or player"],
                       "effects": [{"damage": 1, "to": "target1"},
                                   {"damage": 1, "to": "target2"}]}]}


@pytest.mark.parametrize("edition", EDITIONS)
def test_glimmervoid_basin_ignores_spells_with_two_targets_even_the_same_player(edition):
    t = basin(edition, {"hand": ["Test Double Zap", "Grizzly Bears"]}, cards=[ZAP2])
    t.do(mt.Cast("Alice", t.id("Test Double Zap"), ("Bob", t.id("Hill Giant"))))
    assert t.stack == ["Test Double Zap"], "two targets: no trigger"
    t.resolve_all()
    assert t.life("Bob") == 19


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("n", [2, 3, 4])
def test_706_2_glimmervoid_basin_chaos_every_player_but_the_controller_copies_it(edition, n):
    players = ["Alice", "Bob", "Carol", "Dan"][:n]
    decks = {p: ["Glimmervoid Basin", "Tazeem"] if p == "Alice" else ["Panopticon", "Agyrem"]
             for p in players}
    t = Table(players, edition=edition, step="precombat main",
              setup=with_libraries(players, {"Bob": {"battlefield": ["Serra Angel"]},
                                             "Alice": {"battlefield": ["Grizzly Bears"]}}),
              planechase={"decks": decks, "face up": "Glimmervoid Basin"})
    t.roll("chaos")
    assert t.pending.kind == "target" and t.pending.player == "Alice"
    err = t.refuse(mt.Choose("Alice", "Bob"))
    assert "not one of the options" in str(err)
    t.choose("Serra Angel")
    t.resolve_all()
    tokens = [o for o in t.state.battlefield if o.kind == "token"]
    assert sorted(o.controller for o in tokens) == sorted(p for p in players if p != "Bob")
    assert {o.name for o in tokens} == {"Serra Angel"}
    assert all(chars_of(t.state, o.id).power == 4 for o in tokens)
    assert PLANE[edition] + ".7" in t.cites and COPIABLE[edition] in t.cites


MUSTER = {"name": "Test Muster", "cost": "{W}", "types": ["Sorcery"], "text": "A Soldier.",
          "abilities": [{"kind": "spell", "targets": [], "effects": [{"create_token": {
              "name": "Soldier", "types": ["Creature"], "subtypes": ["Soldier"], "colors": ["W"],
              "power": 1, "toughness": 1}}]}]}


@pytest.mark.parametrize("edition", ["2011-09", "current"])
def test_706_2_a_token_copy_of_a_token_copies_the_tokens_definition(edition):
    t = basin(edition, {"hand": ["Test Muster"], "battlefield": ["Plains"]}, cards=[MUSTER])
    t.do(mt.Cast("Alice", t.id("Test Muster"), ()))
    assert t.stack == ["Test Muster"], "no target: Glimmervoid Basin doesn't copy it"
    t.resolve_all()
    t.roll("chaos")
    t.choose("Soldier")
    t.resolve_all()
    bobs = [o for o in t.state.battlefield if o.controller == "Bob" and o.kind == "token"]
    assert [o.name for o in bobs] == ["Soldier"]
    c = chars_of(t.state, bobs[0].id)
    assert (c.power, c.toughness, c.is_creature) == (1, 1, True)


# --- notation, saves, the board ----------------------------------------------------------------
def test_706_10c_the_copys_new_target_in_scenario_notation_and_on_the_board():
    from magictutor.model.render import state_text
    from magictutor.scenarios.notation import format_action, run_command

    t = maze("2013-07")
    t.do(mt.Cast("Alice", t.id("Lightning Bolt"), ("Bob",)))
    t.resolve()
    choose = mt.Choose("Alice", t.id("Hill Giant"))
    assert format_action(t.state, choose) == "Alice: choose Hill Giant"
    steps = run_command(t.state, "Alice: choose Hill Giant")
    after = steps[-1].after
    assert [o.kind for o in after.stack] == ["copy", "card"]
    assert "Lightning Bolt (a copy) \u2192 Hill Giant (Alice)" in state_text(after)


def test_704_5e_a_saved_game_with_a_copy_on_the_stack_loads_back_and_a_copy_elsewhere_does_not():
    from magictutor.engine.context import Ctx
    from magictutor.engine.save_check import check_state
    from magictutor.engine.serialize import SaveFormatError
    from magictutor.engine.timeline import Timeline

    t = maze("current")
    line = Timeline(t.state)
    line.apply(mt.Cast("Alice", t.id("Lightning Bolt"), ("Bob",)))
    line.apply(mt.Pass("Alice"))
    line.apply(mt.Pass("Bob"))
    line.apply(mt.Choose("Alice", t.id("Hill Giant")))
    assert [o.kind for o in line.state.stack] == ["copy", "card"]
    back = Timeline.from_json(line.to_json())
    assert back.to_json() == line.to_json() and back.state.stack[0].kind == "copy"
    start = Timeline(line.state)  # a save whose initial state holds the copy
    assert Timeline.from_json(start.to_json()).state.stack[0].kind == "copy"
    ctx = Ctx(line.state)
    ctx.move(line.state.stack[0].id, "graveyard")  # (what the rules never leave: 704.5e)
    with pytest.raises(SaveFormatError, match="copy of a spell outside the stack"):
        check_state(ctx.freeze())
