"""Planes of the zone-change group (#19): leaves-the-battlefield triggers that look back in
time (603.6c; 603.6d to 2013-07, 603.10a from 2017-09), in every edition.
"""

from __future__ import annotations

import random

import pytest
from test_planechase import EDITIONS, PLANE
from test_planes_2012 import chaos, on

import magictutor as mt
from magictutor.cards import card, remove_cards
from magictutor.engine import shortcuts

LOOKBACK = {"2011-09": "603.6d", "2013-07": "603.6d", "2017-09": "603.10a",
            "current": "603.10a"}


def hand_size(t, player: str) -> int:
    return len(t.state.hand(player))


# --- Takenuma ------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_603_6c_takenuma_chaos_bounce_makes_the_creatures_controller_draw(edition):
    t = on("Takenuma", edition, setup={"Alice": {"battlefield": ["Grizzly Bears"]},
                                      "Bob": {"battlefield": ["Hill Giant"]}})
    assert card("Takenuma", edition).subtypes == ("Kamigawa",)
    before = hand_size(t, "Alice"), hand_size(t, "Bob")
    chaos(t)  # Grizzly Bears is the only creature Alice controls: the only legal target
    assert t.zone("Grizzly Bears", owner="Alice") == "hand"
    assert t.zone("Hill Giant") == "battlefield", "the chaos ability targets yours only"
    # the bear went to hand (+1) and its leaving made Alice draw (+1); Bob drew nothing
    assert (hand_size(t, "Alice"), hand_size(t, "Bob")) == (before[0] + 2, before[1])
    assert {PLANE[edition] + ".7", "603.6c", LOOKBACK[edition], "400.7"} <= t.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_603_10a_takenuma_a_creature_that_dies_still_counts_its_last_controller_draws(edition):
    t = on("Takenuma", edition, setup={"Alice": {"hand": ["Lightning Bolt"],
                                                 "battlefield": ["Mountain"]},
                                       "Bob": {"battlefield": ["Grizzly Bears"]}})
    alice, bob = hand_size(t, "Alice"), hand_size(t, "Bob")
    t.cast("Alice", "Lightning Bolt", "Grizzly Bears")
    t.resolve_all()
    assert t.zone("Grizzly Bears") == "graveyard"
    # it is no creature in the graveyard: the trigger looked back at it on the battlefield
    assert (hand_size(t, "Alice"), hand_size(t, "Bob")) == (alice - 1, bob + 1)
    assert "603.6c" in t.cites and LOOKBACK[edition] in t.cites
    assert "Takenuma trigger triggers as Grizzly Bears leaves the battlefield" in t.log


@pytest.mark.parametrize("edition", EDITIONS)
def test_603_6c_takenuma_a_land_leaving_is_no_creature_leaving(edition):
    t = on("Takenuma", edition, setup={"Alice": {"hand": ["Lightning Bolt"],
                                                 "battlefield": ["Mountain"]}})
    t.cast("Alice", "Lightning Bolt", "Bob")
    t.resolve_all()
    assert "603.6c" not in t.cites and not t.stack


@pytest.mark.parametrize("edition", EDITIONS)
def test_603_6c_takenuma_face_down_triggers_nothing(edition):
    t = on("Takenuma", edition, setup={"Alice": {"battlefield": ["Grizzly Bears"]}})
    t.roll("planeswalk")
    t.resolve_all()
    assert "Takenuma" not in t.faceup
    drawn = hand_size(t, "Alice")
    from magictutor.engine.context import Ctx

    ctx = Ctx(t.state)  # the bear leaves while Takenuma is face down: nothing waits for it
    ctx.move(t.id("Grizzly Bears"), "hand")
    assert not ctx.triggers and hand_size(t, "Alice") == drawn


LEAVER = """\
- name: Leaving Watcher
  types: [Creature]
  cost: "{1}{B}"
  power: 1
  toughness: 1
  abilities:
    - kind: triggered
      trigger: a creature leaves the battlefield
      effects:
        - {gain_life: 1, who: that player}
"""


LEAVER_CARD = {
    "name": "Leaving Watcher", "cost": "{1}{B}", "types": ["Creature"], "colors": ["B"],
    "power": 1, "toughness": 1,
    "abilities": [{"kind": "triggered", "trigger": "a creature leaves the battlefield",
                   "text": "Its last controller gains 1 life.",
                   "effects": [{"gain_life": 1, "who": "that player"}]}],
}


def test_603_6c_the_leaves_trigger_word_alone_on_a_permanent_of_a_scenario():
    """The trigger word on a creature of the game's own cards: Bob's bear dies, Bob (its last
    controller) gains the life; the watcher sees its own leaving too (603.10a looks back)."""
    t = on("Panopticon", "2017-09", cards=[LEAVER_CARD],
           setup={"Alice": {"hand": ["Lightning Bolt", "Shock"],
                            "battlefield": ["Mountain", "Mountain", "Leaving Watcher"]},
                  "Bob": {"battlefield": ["Grizzly Bears"]}})
    t.cast("Alice", "Lightning Bolt", "Grizzly Bears")
    t.resolve_all()
    assert t.life("Bob") == 21 and t.life("Alice") == 20
    t.cast("Alice", "Shock", "Leaving Watcher")
    t.resolve_all()
    assert t.life("Alice") == 21, "its own leaving: it looked back to the battlefield"
    remove_cards(["Leaving Watcher"])  # (the game's own cards: forgotten after the test)


def test_a_misspelt_leaves_trigger_is_refused_at_load_with_line_and_closest_word():
    from magictutor.cards import add_card_file
    from magictutor.yamlio import DataFileError

    text = LEAVER.replace("leaves the battlefield", "leave the battlefield")
    with pytest.raises(DataFileError) as exc:
        add_card_file(text, "leaver.yaml")
    assert exc.value.path == "leaver.yaml" and exc.value.line == 8, str(exc.value)
    assert repr("a creature leaves the battlefield") in str(exc.value)


# --- random games: the shadow mode, planar decks, two and four players -----------------------
ZONE_PLANES = ("Takenuma", "Lair of the Ashen Idol", "Orzhova", "Immersturm",
               "Grand Ossuary")
"""The planes of this group; each random game's planar decks hold all of them."""


def _random_game(edition: str, players: int, seed: int, turns: int = 240,
                 first: str | None = None) -> mt.GameState:
    from magictutor.engine.new_game import new_game
    from magictutor.engine.simulate import eager_policy
    from magictutor.rules.planechase.decks import planar_deck

    names = ("Alice", "Bob", "Carol", "Dave")[:players]
    decks = {n: list(planar_deck(edition, seed=seed + i, include=ZONE_PLANES))
             for i, n in enumerate(names)}
    pc: dict = {"decks": decks}
    if first:  # (this plane starts face up: each random game meets one of them at once)
        pc["face up"] = first
    s = new_game(names, edition=edition, seed=seed, planechase=pc)
    rng = random.Random(seed)
    for i in range(turns):
        if s.game_over:
            break
        actions = mt.legal_actions(s)
        action = eager_policy(s, actions, rng) if i % 3 else rng.choice(actions)
        s = mt.apply(s, action).after
    return s


@pytest.mark.skipif(not shortcuts.FAST, reason="MAGICTUTOR_FAST=0: nothing to shadow")
@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("players", [2, 4])
def test_901_random_games_with_these_planes_in_the_shadow_mode(edition, players, monkeypatch):
    monkeypatch.setattr(shortcuts, "SHADOW", True)  # (each step: fast and plain paths agree)
    first = ZONE_PLANES[(EDITIONS.index(edition) * 2 + players // 2 - 1) % len(ZONE_PLANES)]
    s = _random_game(edition, players, seed=players, first=first)
    assert s.turn > 1


@pytest.mark.parametrize("edition", EDITIONS)
def test_901_simulate_draws_these_planes(edition):
    from magictutor.rules.planechase.decks import planar_pool

    assert set(ZONE_PLANES) <= set(planar_pool(edition))
    for seed in range(3):
        assert _random_game(edition, 2, seed=10 + seed, turns=300).turn > 1


# --- Lair of the Ashen Idol ------------------------------------------------------------------
LAIR = "Lair of the Ashen Idol"
PLANESWALK_CAUSES = {"2011-09": "701.21c", "2013-07": "701.21c", "2017-09": "701.22c",
                     "current": "701.31c"}
SACRIFICE = {"2011-09": "701.14", "2013-07": "701.14", "2017-09": "701.15",
             "current": "701.21"}


def _to_upkeep(t) -> None:
    """On to Alice's next upkeep (turn 3), where the plane's trigger goes on the stack."""
    t.advance("upkeep", turn=3)
    assert t.stack == [f"{LAIR} trigger"], t.stack


@pytest.mark.parametrize("edition", EDITIONS)
def test_lair_upkeep_sacrifices_a_creature_of_the_planar_controllers_choice(edition):
    t = on(LAIR, edition, setup={"Alice": {"battlefield": ["Grizzly Bears", "Hill Giant"]},
                                 "Bob": {"battlefield": ["Serra Angel"]}})
    assert card(LAIR, edition).subtypes == ("Azgol",)
    t.advance("upkeep", turn=2)  # Bob's upkeep: the plane follows Alice's planar deck, but Bob
    assert t.controller == "Bob" and t.stack == [f"{LAIR} trigger"]  # is its controller now
    t.resolve_all()
    assert t.zone("Serra Angel") == "graveyard" and t.faceup == [LAIR]
    _to_upkeep(t)
    t.resolve()
    assert t.pending is not None and t.pending.player == "Alice"
    t.choose("Hill Giant")
    assert t.zone("Hill Giant") == "graveyard" and t.zone("Grizzly Bears") == "battlefield"
    assert t.faceup == [LAIR], "she could sacrifice, so she doesn't planeswalk"
    assert {"603.2", SACRIFICE[edition]} <= t.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_lair_upkeep_with_no_creature_to_sacrifice_planeswalks(edition):
    t = on(LAIR, edition, setup={"Alice": {"battlefield": ["Mountain"]},
                                 "Bob": {"battlefield": ["Grizzly Bears"]}})
    t.advance("upkeep", turn=2)
    t.resolve_all()  # Bob sacrifices his bear
    _to_upkeep(t)
    t.resolve()
    assert LAIR not in t.faceup and t.deck("Alice")[-1] == LAIR
    assert t.zone("Mountain") == "battlefield", "a land is no creature to sacrifice"
    assert "Alice controls no creature to sacrifice, so Alice can't" in t.log
    assert PLANESWALK_CAUSES[edition] in t.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_601_2c_lair_chaos_any_number_of_target_players_announced_first(edition):
    t = on(LAIR, edition)
    t.roll("chaos")
    p = t.pending
    assert p.options == ("0 targets", "1 target", "2 targets"), "0 to every player"
    assert {"601.2c"} <= set(p.rules)
    assert sorted(str(a.option) for a in mt.legal_actions(t.state)) == list(p.options)
    t.refuse(mt.Choose("Alice", "3 targets"))
    t.choose("2 targets")
    assert t.pending.kind == "target" and t.pending.options == ("Alice", "Bob")
    t.choose("Bob")  # then Alice is the only player left to target
    assert t.state.stack[-1].targets == ("Bob", "Alice")
    t.resolve_all()
    zombies = [o for o in t.state.battlefield if o.name == "Zombie"]
    assert sorted(o.controller for o in zombies) == ["Alice", "Bob"]
    c = t.state.objects[zombies[0].id]
    assert c.kind == "token"
    assert {PLANE[edition] + ".7", "601.2c", "603.3"} <= t.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_601_2c_lair_chaos_with_no_target_resolves_and_makes_nothing(edition):
    t = on(LAIR, edition)
    t.roll("chaos")
    t.choose("0 targets")
    assert t.state.stack[-1].targets == ()
    t.resolve_all()
    assert not any(o.name == "Zombie" for o in t.state.battlefield)
    assert "608.2b" not in t.cites, "no target was chosen, so none became illegal"


def test_601_2c_the_count_and_targets_in_the_notation_and_in_a_save():
    from magictutor.engine.serialize import from_jsonable, to_jsonable
    from magictutor.scenarios.notation import format_action, run_command

    t = on(LAIR, "current")
    t.roll("chaos")
    assert format_action(t.state, mt.Choose("Alice", "1 target")) == "Alice: choose 1 target"
    saved = from_jsonable(to_jsonable(t.state))  # (a save in the middle of choosing)
    s = run_command(saved, "Alice: choose 1 target")[-1].after
    s = run_command(s, "Alice: choose Bob")[-1].after
    assert s.stack[-1].targets == ("Bob",)


def test_601_2c_any_number_of_targets_alone_on_a_scenario_card_and_each_target():
    """The condition word and the ``each target`` word on a card of the game's own: three
    creatures, two targeted, each gets a counter; the count asked is bounded by the legal
    choices (0 to 3), never a question over every combination."""
    spell = {"name": "Spreading Blessing", "types": ["Plane"],
             "abilities": [{"kind": "chaos", "targets": ["creature"],
                            "condition": {"any number of targets": True},
                            "effects": [{"add_counters": 1, "kind": "+1/+1",
                                         "to": "each target"}]}]}
    t = on("Spreading Blessing", "2013-07", cards=[spell],
           setup={"Alice": {"battlefield": ["Grizzly Bears", "Hill Giant"]},
                  "Bob": {"battlefield": ["Serra Angel"]}})
    try:
        t.roll("chaos")
        assert t.pending.options == ("0 targets", "1 target", "2 targets", "3 targets")
        t.choose("2 targets")
        t.choose("Serra Angel")
        assert t.pending.options == (t.id("Grizzly Bears"), t.id("Hill Giant"))
        t.choose("Hill Giant")
        t.resolve_all()
        got = {o.name: o.counter("+1/+1") for o in t.state.battlefield}
        assert got == {"Grizzly Bears": 0, "Hill Giant": 1, "Serra Angel": 1}
    finally:
        remove_cards(["Spreading Blessing"])


# --- Orzhova -----------------------------------------------------------------------------------
def three_on(plane: str, edition: str, setup: dict):
    from test_planechase import Table, with_libraries

    names = ["Alice", "Bob", "Carol"]
    return Table(names, edition=edition, setup=with_libraries(names, setup),
                 planechase={"decks": {"Alice": [plane, "Tazeem", "Panopticon"],
                                       "Bob": ["Fields of Summer", "Agyrem"],
                                       "Carol": ["Naar Isle", "Gavony"]},
                             "face up": plane})


GRAVES = {"Alice": {"graveyard": ["Serra Angel"]},
          "Bob": {"graveyard": ["Grizzly Bears", "Hill Giant", "Lightning Bolt"]},
          "Carol": {"graveyard": ["Colossal Dreadmaw"]}}


@pytest.mark.parametrize("edition", EDITIONS)
def test_601_2c_orzhova_chaos_up_to_one_target_card_of_each_opponents_graveyard(edition):
    t = three_on("Orzhova", edition, GRAVES)
    assert card("Orzhova", edition).subtypes == ("Ravnica",)
    t.roll("chaos")
    assert t.pending.options == ("0 targets", "1 target", "2 targets"), "two opponents"
    t.choose("2 targets")
    bob_cards = (t.id("Grizzly Bears"), t.id("Hill Giant"))
    assert t.pending.options == (*bob_cards, t.id("Colossal Dreadmaw")), \
        "creature cards of opponents only: not Alice's angel, not Bob's instant"
    t.choose("Hill Giant")  # Bob has his one target now: Carol's Dreadmaw is all that is left
    assert t.state.stack[-1].targets == (t.id("Hill Giant"), t.id("Colossal Dreadmaw"))
    t.resolve_all()
    assert t.zone("Hill Giant") == "exile" and t.zone("Colossal Dreadmaw") == "exile"
    assert t.zone("Grizzly Bears") == "graveyard" and t.zone("Serra Angel") == "graveyard"
    assert {PLANE[edition] + ".7", "601.2c", "400.7"} <= t.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_601_2c_orzhova_chaos_one_target_only_one_card_of_one_opponent(edition):
    t = three_on("Orzhova", edition, GRAVES)
    t.roll("chaos")
    t.refuse(mt.Choose("Alice", "3 targets"))
    t.choose("1 target")
    t.refuse(mt.Choose("Alice", t.id("Serra Angel")))  # her own graveyard: not a legal target
    t.choose("Grizzly Bears")
    t.resolve_all()
    assert t.zone("Grizzly Bears") == "exile" and t.zone("Colossal Dreadmaw") == "graveyard"


@pytest.mark.parametrize("edition", EDITIONS)
def test_603_6d_orzhova_planeswalking_away_returns_each_players_creature_cards(edition):
    t = three_on("Orzhova", edition, GRAVES)
    t.roll("planeswalk")
    t.resolve_all()
    assert t.faceup == ["Tazeem"]
    on_field = {o.name: o.controller for o in t.state.battlefield}
    assert on_field == {"Serra Angel": "Alice", "Grizzly Bears": "Bob", "Hill Giant": "Bob",
                        "Colossal Dreadmaw": "Carol"}, "each under its owner's control"
    assert t.zone("Lightning Bolt") == "graveyard"
    lookback = "603.6d" if edition in ("2011-09", "2013-07") else "603.10g"
    assert lookback in t.cites


def test_the_exile_and_graveyards_words_alone_on_a_scenario_card():
    plane = {"name": "Exile Test Plane", "types": ["Plane"],
             "abilities": [{"kind": "chaos", "targets": ["creature"],
                            "effects": [{"exile": "target"},
                                        {"graveyards_to_battlefield": "Creature"}]}]}
    t = on("Exile Test Plane", "2013-07", cards=[plane],
           setup={"Alice": {"battlefield": ["Grizzly Bears"], "graveyard": ["Hill Giant"]},
                  "Bob": {"graveyard": ["Serra Angel", "Shock"]}})
    try:
        chaos(t)
        assert t.zone("Grizzly Bears") == "exile"
        assert {o.name: o.controller for o in t.state.battlefield} == {
            "Hill Giant": "Alice", "Serra Angel": "Bob"}
    finally:
        remove_cards(["Exile Test Plane"])


# --- Immersturm (2009) -------------------------------------------------------------------------
REDIRECT = {"2011-09": "306.7", "2013-07": "306.7", "2017-09": "306.7", "current": None}


@pytest.mark.parametrize("edition", EDITIONS)
def test_400_7_immersturm_chaos_blinks_and_the_new_creatures_controller_chooses(edition):
    t = on("Immersturm", edition, setup={"Alice": {"battlefield": ["Grizzly Bears"]},
                                        "Bob": {"battlefield": ["Hill Giant"]}})
    assert card("Immersturm", edition).subtypes == ("Valla",)
    giant = t.id("Hill Giant")
    ctx_gen = t.state.objects[giant].gen
    t.roll("chaos")
    t.choose("Hill Giant")
    t.resolve()  # exiled, then back under Bob's control: a new object, and it entered
    assert t.zone("Hill Giant") == "battlefield" and t.state.objects[giant].gen != ctx_gen
    assert t.obj("Hill Giant").controller == "Bob"
    p = t.pending  # Immersturm's trigger is Alice's (the planar controller's), but Bob chooses
    assert p.player == "Bob" and p.kind == "target"
    t.choose("Grizzly Bears")
    assert t.state.stack[-1].controller == "Alice"
    t.resolve()
    assert t.pending.player == "Bob" and t.pending.options == ("yes", "no")
    t.choose("yes")
    t.resolve_all()
    assert t.zone("Grizzly Bears") == "graveyard", "3 damage from the giant"
    assert {PLANE[edition] + ".7", "400.7", "603.5"} <= t.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_306_7_immersturm_damage_from_the_creature_to_a_player_with_a_planeswalker(edition):
    t = on("Immersturm", edition, setup={
        "Alice": {"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest"]},
        "Bob": {"battlefield": ["Jace Beleren"]}})
    t.cast("Alice", "Grizzly Bears")
    t.resolve()
    opts = t.pending.options
    assert ("Bob" in opts) and ((t.id("Jace Beleren") in opts) == (edition == "current")), \
        "only today's 'any target' takes a planeswalker (115.4)"
    t.choose("Bob")
    t.resolve()
    t.choose("yes")
    if REDIRECT[edition]:  # the creature is the source: its controller may redirect
        assert t.pending.kind == "redirect" and t.pending.player == "Alice"
        t.choose(t.id("Jace Beleren"))
        assert t.life("Bob") == 20 and t.loyalty("Jace Beleren") == 1
        assert "306.7" in t.cites
    else:
        assert t.life("Bob") == 18
    assert "Grizzly Bears deals 2 damage" in t.log


@pytest.mark.parametrize("edition", EDITIONS)
def test_608_2_immersturm_declined_or_creature_gone_last_known_power(edition):
    t = on("Immersturm", edition, setup={
        "Alice": {"hand": ["Hill Giant", "Lightning Bolt"],
                  "battlefield": ["Mountain"] * 5}})
    t.cast("Alice", "Hill Giant")
    t.resolve()
    t.choose("Bob")
    t.cast("Alice", "Lightning Bolt", "Hill Giant")  # in response: the giant dies first
    t.resolve()
    assert t.zone("Hill Giant") == "graveyard"
    t.resolve()
    t.choose("yes")
    t.resolve_all()
    assert t.life("Bob") == 17, "the giant's last known power, 3 (608.2g; 608.2h today)"
    lki = "608.2h" if edition == "current" else "608.2g"
    assert lki in t.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_603_5_immersturm_its_controller_may_decline(edition):
    t = on("Immersturm", edition, setup={
        "Alice": {"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest"]}})
    t.cast("Alice", "Grizzly Bears")
    t.resolve()
    t.choose("Bob")
    t.resolve()
    t.choose("no")
    assert t.life("Bob") == 20 and "Alice chooses not to" in t.log


def test_the_creature_enters_words_alone_a_token_enters_too():
    """``a creature enters`` meets tokens (Lair's Zombies), ``that player chooses`` hands the
    targets to the creature's controller, ``entered_deals_damage`` makes it the source, and
    ``blink`` makes a new object."""
    plane = {"name": "Token Watch Plane", "types": ["Plane"],
             "abilities": [{"kind": "triggered", "trigger": "a creature enters",
                            "targets": ["player"], "condition": {"that player chooses": True},
                            "effects": [{"entered_deals_damage": "power", "to": "target"}]},
                           {"kind": "chaos", "effects": [{"create_token": {
                               "name": "Zombie", "types": ["Creature"], "power": 2,
                               "toughness": 2}, "who": "each opponent"}]}]}
    t = on("Token Watch Plane", "2017-09", cards=[plane])
    try:
        t.roll("chaos")
        t.resolve()  # Bob's Zombie token enters: Bob chooses the target of Alice's trigger
        assert t.pending.player == "Bob"
        t.choose("Alice")
        t.resolve_all()
        assert t.life("Alice") == 18
    finally:
        remove_cards(["Token Watch Plane"])


# --- Grand Ossuary -----------------------------------------------------------------------------
OSSUARY = "Grand Ossuary"


def _bolt_bobs_giant(edition: str):
    t = on(OSSUARY, edition, setup={
        "Alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Grizzly Bears"]},
        "Bob": {"battlefield": ["Hill Giant", "Serra Angel", "Wall of Stone"]}})
    t.cast("Alice", "Lightning Bolt", "Hill Giant")
    t.resolve()
    assert t.zone("Hill Giant") == "graveyard"
    return t


@pytest.mark.parametrize("edition", EDITIONS)
def test_601_2d_grand_ossuary_the_dead_creatures_controller_divides_its_power(edition):
    t = _bolt_bobs_giant(edition)
    assert card(OSSUARY, edition).subtypes == ("Ravnica",)
    p = t.pending  # Alice's trigger (she is the planar controller), but Bob decides
    assert p.player == "Bob" and p.options == ("0 targets", "1 target", "2 targets")
    t.choose("2 targets")
    assert t.pending.options == (t.id("Serra Angel"), t.id("Wall of Stone")), "his own only"
    t.choose("Serra Angel")
    assert t.pending.options == ("1 counter", "2 counters"), "one at least is left for the wall"
    t.refuse(mt.Choose("Bob", "3 counters"))
    t.choose("2 counters")
    assert t.state.stack[-1].controller == "Alice"
    t.resolve_all()
    got = {o.name: o.counter("+1/+1") for o in t.state.battlefield}
    assert got == {"Mountain": 0, "Grizzly Bears": 0, "Serra Angel": 2, "Wall of Stone": 1}
    assert {"601.2c", "601.2d", "603.3"} <= t.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_601_2d_grand_ossuary_one_target_takes_it_all_and_a_0_power_death_divides_none(edition):
    t = _bolt_bobs_giant(edition)
    t.choose("1 target")
    t.choose("Wall of Stone")  # no division to ask: the one target gets all three
    t.resolve_all()
    assert t.obj("Wall of Stone").counter("+1/+1") == 3
    t2 = on(OSSUARY, edition, setup={"Alice": {"hand": ["Lightning Bolt"],
                                               "battlefield": ["Mountain", "Grizzly Bears"]},
                                     "Bob": {"battlefield": ["Wall of Stone"]}})
    from magictutor.engine.context import Ctx

    ctx = Ctx(t2.state)  # the wall (power 0) dies: nothing to divide, so no target
    from magictutor.rules.permanents import destroy

    destroy(ctx, t2.id("Wall of Stone"))
    assert [tr.get("dead_power") for tr in ctx.triggers] == [0]


@pytest.mark.parametrize("edition", EDITIONS)
def test_608_2b_grand_ossuary_an_illegal_targets_share_is_lost(edition):
    t = _bolt_bobs_giant(edition)
    t.choose("2 targets")
    t.choose("Serra Angel")
    t.choose("1 counter")
    from magictutor.engine.context import Ctx

    ctx = Ctx(t.state)  # the angel leaves before the trigger resolves
    ctx.move(t.id("Serra Angel"), "hand")
    t.state = ctx.freeze()
    t.resolve_all()
    assert t.obj("Wall of Stone").counter("+1/+1") == 2, "its own share, not the angel's"


@pytest.mark.parametrize("edition", EDITIONS)
def test_309_7_grand_ossuary_chaos_exiles_creatures_for_saprolings_then_planeswalks(edition):
    t = on(OSSUARY, edition, setup={"Alice": {"battlefield": ["Grizzly Bears", "Hill Giant"]},
                                    "Bob": {"battlefield": ["Serra Angel", "Wall of Stone"]}})
    from magictutor.engine.context import Ctx

    ctx = Ctx(t.state)
    ctx.add_counters(t.id("Grizzly Bears"), "+1/+1", 1)  # power 3 now: counted as it is
    t.state = ctx.freeze()
    chaos(t)
    sap = [o.controller for o in t.state.battlefield if o.name == "Saproling"]
    assert sap.count("Alice") == 6 and sap.count("Bob") == 4, "3 + 3, and 4 + 0"
    assert all(t.zone(n) == "exile" for n in ("Hill Giant", "Serra Angel", "Wall of Stone"))
    assert OSSUARY not in t.faceup and t.deck("Alice")[-1] == OSSUARY
    assert {PLANE[edition] + ".7", "400.7", PLANESWALK_CAUSES[edition]} <= t.cites


def test_a_misspelt_distribute_value_is_refused_at_load_with_line_and_closest_word():
    from magictutor.cards import add_card_file
    from magictutor.yamlio import DataFileError

    text = ("- name: Split Test\n  types: [Plane]\n  abilities:\n    - kind: triggered\n"
            "      trigger: dies\n      targets: [creature you control]\n"
            "      condition: {any number of targets: true, distribute: dead powr}\n"
            "      effects:\n        - {distribute_counters: \"+1/+1\", to: each target}\n")
    with pytest.raises(DataFileError) as exc:
        add_card_file(text, "split.yaml")
    assert exc.value.path == "split.yaml" and exc.value.line == 7, str(exc.value)
    assert repr("dead power") in str(exc.value)
