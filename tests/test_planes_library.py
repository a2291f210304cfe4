"""Playing cards from a library (group: library): Windriddle Palaces (top cards revealed and
playable by the planar controller: 305.1-305.2, 601.2a), Quicksilver Sea (scry 4, 701.18 /
701.16 / 701.22; its chaos plays the top card free: 117.9 / 118.9, 608.2f / 608.2g), Mirrored
Depths (a coin flip on each spell, 705.1 / 705.2, a lost flip counters it, 701.5a / 701.6a;
its chaos casts a nonland top card free, X = 0 by 107.3b), each in every edition; the new
words in isolation; and random games with these planes in the shadow mode.
"""

from __future__ import annotations

import random

import pytest
from test_planechase import EDITIONS, PLANE, Table, two

import magictutor as mt
from magictutor.engine import shortcuts
from magictutor.rules.coin import flip

COUNTER = {"2011-09": "701.5a", "2013-07": "701.5a", "2017-09": "701.5a", "current": "701.6a"}
COIN = {"2011-09": "705.1", "2013-07": "705.1", "2017-09": "705.1", "current": "705.2"}
DURING = {"2011-09": "608.2f", "2013-07": "608.2f", "2017-09": "608.2f", "current": "608.2g"}
FREE = {"2011-09": "117.9", "2013-07": "117.9", "2017-09": "117.9", "current": "118.9"}
SCRY = {"2011-09": "701.18", "2013-07": "701.18", "2017-09": "701.16", "current": "701.22"}


def on(plane: str, edition: str, setup: dict | None = None, **pc) -> Table:
    return two(edition, setup=setup, planechase={
        "decks": {"Alice": [plane, "Tazeem"], "Bob": ["Panopticon", "Fields of Summer"]},
        "face up": plane, **pc})


def chaos(t: Table) -> None:
    t.roll("chaos")
    t.resolve()


# --- Windriddle Palaces ----------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_windriddle_palaces_planar_controller_plays_any_library_top_305_601_2a(edition):
    t = on("Windriddle Palaces", edition, setup={
        "Alice": {"battlefield": ["Mountain"], "library": ["Forest", "Island"]},
        "Bob": {"library": ["Lightning Bolt", "Shock", "Island"]}})
    assert "top card revealed: Lightning Bolt" in str(t.state)
    bolt, forest = t.id("Lightning Bolt"), t.id("Forest")
    legal = mt.legal_actions(t.state)
    assert mt.Cast("Alice", bolt, ("Bob",)) in legal and mt.PlayLand("Alice", forest) in legal
    assert not [a for a in legal if getattr(a, "card", None) == t.id("Shock")]
    err = t.refuse(mt.Cast("Alice", t.id("Shock"), ("Bob",)))  # not the top card
    assert "601.2" in err.rules
    t.do(mt.Cast("Alice", bolt, ("Bob",)))
    assert "from the top of Bob's library" in t.log
    t.resolve()
    assert t.life("Bob") == 17 and t.zone("Lightning Bolt") == "graveyard"
    assert t.state.objects[bolt].owner == "Bob"
    t.do(mt.PlayLand("Alice", forest))  # the land for the turn (305.2)
    assert t.zone("Forest") == "battlefield" and t.state.objects[forest].controller == "Alice"
    err = t.refuse(mt.PlayLand("Alice", t.id("Island", owner="Alice")))
    assert "305.2" in err.rules
    # Bob is not the planar controller: he may not play from any library
    err = t.refuse(mt.Cast("Bob", t.id("Shock"), ("Alice",)))
    assert "601.2" in err.rules and "planar controller, Alice" in str(err)


@pytest.mark.parametrize("edition", EDITIONS)
def test_windriddle_palaces_chaos_each_player_mills_a_card(edition):
    t = on("Windriddle Palaces", edition, setup={"Alice": {"library": ["Forest", "Island"]},
                                                 "Bob": {"library": ["Shock", "Island"]}})
    chaos(t)
    assert t.zone("Forest") == "graveyard" and t.zone("Shock") == "graveyard"
    assert f"{PLANE[edition]}.7" in t.cites or "901.9b" in t.cites


def test_windriddle_palaces_a_sorcery_speed_top_card_keeps_its_timing_307_1():
    t = on("Windriddle Palaces", "2013-07", setup={"Bob": {"library": ["Grizzly Bears"]}})
    t.advance("end")
    bears = t.id("Grizzly Bears")
    assert not [a for a in mt.legal_actions(t.state) if getattr(a, "card", None) == bears]
    t.refuse(mt.Cast("Alice", bears, ()))


# --- Quicksilver Sea ---------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_quicksilver_sea_scry_4_on_planeswalking_to_it(edition):
    t = two(edition, setup={"Alice": {"library": ["Forest", "Island", "Shock", "Mountain",
                                                  "Plains"]}},
            planechase={"decks": {"Alice": ["Tazeem", "Quicksilver Sea"],
                                  "Bob": ["Panopticon", "Fields of Summer"]}})
    t.roll("planeswalk")
    t.resolve()
    assert t.faceup == ["Quicksilver Sea"]
    t.resolve()  # the planeswalk-to trigger: scry 4
    assert SCRY[edition] in t.cites
    t.choose("Forest")  # to the bottom
    t.choose("done")
    while t.pending is not None:
        t.choose(t.pending.options[0])
    lib = [o.name for o in t.state.library("Alice")]
    assert lib[-1] == "Forest" and lib[3] == "Plains" and len(lib) == 5


@pytest.mark.parametrize("edition", EDITIONS)
def test_quicksilver_sea_chaos_casts_the_top_card_free_with_x_0(edition):
    t = on("Quicksilver Sea", edition, setup={"Alice": {"library": ["Lightning Bolt"]}})
    chaos(t)
    t.choose("Lightning Bolt")
    t.choose("Bob")
    assert {DURING[edition], FREE[edition]} <= t.cites
    assert t.stack == ["Lightning Bolt"] and not t.state.player("Alice").mana
    t.resolve()
    assert t.life("Bob") == 17


@pytest.mark.parametrize("edition", EDITIONS)
def test_quicksilver_sea_chaos_plays_a_land_only_with_a_land_play_left_305_3(edition):
    t = on("Quicksilver Sea", edition, setup={"Alice": {"library": ["Forest", "Mountain"],
                                                        "hand": ["Island"]}})
    chaos(t)
    t.choose("Forest")
    assert t.zone("Forest") == "battlefield" and t.state.player("Alice").lands_played == 1
    t.refuse(mt.PlayLand("Alice", t.id("Island")))  # 305.2: that was the land for the turn
    chaos(t)
    assert t.pending is None and t.zone("Mountain") == "library"
    assert "305.3" in t.cites


# --- Mirrored Depths -------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_mirrored_depths_a_lost_flip_counters_the_spell_705(edition):
    t = on("Mirrored Depths", edition, setup={
        "Alice": {"battlefield": ["Mountain", "Mountain"], "hand": ["Shock", "Lightning Bolt"]}},
        **{"coin flips": ["lost", "won"]})
    t.do(mt.Cast("Alice", t.id("Shock"), ("Bob",)))
    t.resolve()  # the trigger: Alice loses the flip
    assert {COIN[edition], COUNTER[edition]} <= t.cites
    assert t.zone("Shock") == "graveyard" and not t.stack and t.life("Bob") == 20
    t.do(mt.Cast("Alice", t.id("Lightning Bolt"), ("Bob",)))
    t.resolve_all()  # won: Bolt resolves
    assert t.life("Bob") == 17 and "wins the flip" in t.log


@pytest.mark.parametrize("edition", EDITIONS)
def test_mirrored_depths_chaos_casts_a_nonland_top_card_of_the_target_free(edition):
    nissa = "Nissa, Steward of Elements"
    t = on("Mirrored Depths", edition, setup={"Bob": {"library": [nissa, "Forest"]}},
           **{"coin flips": ["won"]})
    t.roll("chaos")
    t.choose("Bob")
    t.resolve()
    t.choose(nissa)
    assert t.state.stack[-1].x == 0 and "107.3b" in t.cites  # (a main phase: any timing)
    t.resolve_all()  # the flip is won; she enters with X = 0 loyalty and dies (704.5)
    assert t.zone(nissa) == "graveyard" and t.state.objects[t.id(nissa)].owner == "Bob"


@pytest.mark.parametrize("edition", EDITIONS)
def test_mirrored_depths_chaos_leaves_a_land_card_alone(edition):
    t = on("Mirrored Depths", edition, setup={"Bob": {"library": ["Forest"]}})
    t.roll("chaos")
    t.choose("Bob")
    t.resolve()
    assert t.pending is None and t.zone("Forest") == "library" and "stays where it is" in t.log


# --- the words in isolation ------------------------------------------------------------------
def test_705_flip_coin_force_queue_and_seed():
    from magictutor.engine.context import Ctx

    s = mt.build_game(["Alice", "Bob"], planechase={"coin flips": ["won"]})
    ctx = Ctx(s)
    assert flip(ctx, "Alice", "lost") == "lost"
    assert flip(ctx, "Alice") == "won"  # (the queue)
    results = {flip(ctx, "Alice") for _ in range(40)}
    assert results == {"won", "lost"}  # drawn from the seed, recorded
    assert len(ctx.chance_out) == 40


def test_705_coin_flips_are_refused_if_not_won_or_lost():
    with pytest.raises(mt.MagictutorError):
        mt.build_game(["Alice", "Bob"], planechase={"coin flips": ["heads"]})


def test_601_2a_play_library_tops_word_alone_with_own_card():
    me = {"name": "Open Archive", "types": ["Plane"], "subtypes": ["Test"],
          "text": "Play library tops.",
          "abilities": [{"kind": "static", "text": "tops",
                         "static": [{"play_library_tops": True}]}]}
    s = mt.build_game(["Alice", "Bob"], cards=[me], setup={"Alice": {"library": ["Forest"]}},
                      planechase={"face up": "Open Archive",
                                  "decks": {"Alice": ["Tazeem"], "Bob": ["Tazeem"]}})
    forest = s.library("Alice")[0].id
    assert mt.PlayLand("Alice", forest) in mt.legal_actions(s)


# --- random games in the shadow mode ---------------------------------------------------------
DECK = ["Lightning Bolt", "Mountain", "Shock", "Forest", "Giant Growth", "Grizzly Bears",
        "Mountain", "Hill Giant", "Lava Axe", "Mountain"] * 3


@pytest.mark.skipif(not shortcuts.FAST, reason="MAGICTUTOR_FAST=0: nothing to compare")
@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("players", [2, 4])
def test_901_random_games_with_these_planes_in_the_shadow_mode(edition, players, monkeypatch):
    monkeypatch.setattr(shortcuts, "SHADOW", True)
    names = ["Alice", "Bob", "Carol", "Dave"][:players]
    rng = random.Random(players)
    planes = ["Windriddle Palaces", "Mirrored Depths", "Quicksilver Sea", "Tazeem"]
    s = mt.build_game(names, edition=edition, seed=players, setup={
        n: {"library": rng.sample(DECK, len(DECK)), "hand": ["Mountain", "Shock"]}
        for n in names}, planechase={"decks": {n: planes[i:] + planes[:i]
                                                for i, n in enumerate(names)}})
    from magictutor.engine.simulate import eager_policy

    events = []
    for i in range(220):
        if s.game_over:
            break
        actions = mt.legal_actions(s)
        step = mt.apply(s, eager_policy(s, actions, rng) if i % 2 else rng.choice(actions))
        events += step.events
        s = step.after
    assert s.turn > 1
    _cite_what_happened(edition, events)


def _cite_what_happened(edition: str, events: list) -> None:
    """Every event cites a rule of its edition that says what happened (the table of
    tests/test_citations.py)."""
    from test_citations import _entry, says

    for e in events:
        assert e.rules, e.text
        entry = _entry(e.kind, e.text)
        assert entry is not None, (e.kind, e.text)
        assert entry[2] is None or says(edition, e.rules, entry[2]), (e.text, e.rules)


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_event_of_these_planes_cites_a_rule_that_says_it(edition):
    t = on("Quicksilver Sea", edition, setup={"Alice": {
        "library": ["Lightning Bolt", "Forest", "Forest"], "battlefield": ["Mountain"] * 3}})
    chaos(t)
    t.choose("Lightning Bolt")
    t.choose("Bob")
    t.resolve()
    chaos(t)
    t.choose("decline")
    t.roll("chaos")
    t.resolve()
    t.choose("Forest")
    w = on("Windriddle Palaces", edition, setup={"Bob": {"library": ["Shock", "Forest"]}})
    w.do(mt.PlayLand("Alice", w.id("Island", owner="Alice")))
    w.roll("chaos")
    w.resolve()
    m = on("Mirrored Depths", edition, setup={"Bob": {"library": ["Forest"]},
                                              "Alice": {"hand": ["Shock"],
                                                        "battlefield": ["Mountain"]}},
           **{"coin flips": ["lost"]})
    m.do(mt.Cast("Alice", m.id("Shock"), ("Bob",)))
    m.resolve()
    m.roll("chaos")
    m.choose("Bob")
    m.resolve()
    for table in (t, w, m):
        _cite_what_happened(edition, table.events)


def test_705_a_scenario_fixes_its_coin_flips_and_a_wrong_result_gets_its_line():
    from magictutor.scenarios.scenario import load_scenario
    from magictutor.scenarios.validate import ScenarioError

    text = ('title: coins\nedition: "2013-07"\nquestion: q\nchoices: ["a", "b"]\nanswer: "a"\n'
            'explanation: e\nrules: [705.1]\nplayers: [Alice, Bob]\nplanechase:\n'
            '  face up: Mirrored Depths\n  coin flips: [lost, heads]\nsteps: []\n')
    with pytest.raises(ScenarioError) as err:
        load_scenario(text)
    assert err.value.line == 11 and "won or lost" in str(err.value)
    sc = load_scenario(text.replace("heads", "won"))
    assert sc.planechase["coin flips"] == ["lost", "won"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_601_2a_library_plays_are_written_and_read_in_scenario_notation(edition):
    from magictutor.scenarios.notation import format_action, parse_action

    s = mt.build_game(["Alice", "Bob"], edition=edition, setup={
        "Alice": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"],
                  "library": ["Forest", "Lightning Bolt"]},
        "Bob": {"library": ["Lightning Bolt", "Forest"]}},
        planechase={"face up": "Windriddle Palaces",
                    "decks": {"Alice": ["Tazeem"], "Bob": ["Tazeem"]}})
    bobs = s.library("Bob")[0].id
    for a in mt.legal_actions(s):
        assert parse_action(s, format_action(s, a)) == a
    assert parse_action(s, "Alice: cast Lightning Bolt (Bob) targeting Bob") == \
        mt.Cast("Alice", bobs, ("Bob",))
    assert parse_action(s, "Alice: play Forest") == mt.PlayLand("Alice", s.library("Alice")[0].id)


def test_601_2a_a_save_keeps_a_library_cast_and_the_coin_queue():
    t = mt.Timeline(mt.build_game(["Alice", "Bob"], setup={
        "Alice": {"battlefield": ["Mountain"]}, "Bob": {"library": ["Lightning Bolt"]}},
        planechase={"face up": "Mirrored Depths", "coin flips": ["lost"],
                    "decks": {"Alice": ["Windriddle Palaces"], "Bob": ["Tazeem"]}}))
    t.apply(mt.RollPlanarDie("Alice", force="chaos"))
    t.apply(mt.Choose("Alice", "Bob"))
    t.apply(mt.Pass("Alice"))
    t.apply(mt.Pass("Bob"))
    t.apply(mt.Choose("Alice", t.state.pending.options[0]))
    t.apply(mt.Choose("Alice", "Bob"))
    back = mt.Timeline.from_json(t.to_json())
    assert back.state == t.state
    assert [e.line() for st in back.steps for e in st.events] == \
        [e.line() for st in t.steps for e in st.events]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("players", [("Alice", "Bob"), ("Alice", "Bob", "Carol", "Dave")])
def test_901_3_simulated_games_with_these_planes_play_through_the_same_each_time(edition,
                                                                                  players):
    from magictutor.engine.simulate import simulate
    from magictutor.rules.planechase.decks import planar_deck

    ours = ["Windriddle Palaces", "Quicksilver Sea", "Mirrored Depths"]
    decks = {p: list(planar_deck(edition, seed=i, include=tuple(ours)))
             for i, p in enumerate(players)}
    assert all(set(ours) <= set(d) for d in decks.values())
    options = dict(edition=edition, planechase={"decks": decks, "check decks": True},
                   max_turns=6, progress=False, players=players)
    rows = simulate(2, seed=3, **options)
    assert rows and rows == simulate(2, seed=3, **options)


OWN = [
    {"name": "Lucky Coin Plane", "types": ["Plane"], "subtypes": ["Test"], "text": "Coins.",
     "abilities": [{"kind": "triggered", "trigger": "cast", "text": "flip, won: gain 1",
                    "effects": [{"flip_coin": "caster", "force": "won",
                                 "win": [{"gain_life": 1, "who": "you"}],
                                 "lose": [{"counter_that_spell": True}]}]}]},
    {"name": "Unlucky Coin Plane", "types": ["Plane"], "subtypes": ["Test"], "text": "Coins.",
     "abilities": [{"kind": "triggered", "trigger": "cast", "text": "flip, lost: counter",
                    "effects": [{"flip_coin": "caster", "force": "lost",
                                 "lose": [{"counter_that_spell": True}]}]}]},
    {"name": "Peek and Play", "types": ["Sorcery"], "cost": "{R}", "colors": ["R"],
     "text": "Reveal your top card; you may play it free.",
     "abilities": [{"kind": "spell", "text": "reveal and play",
                    "effects": [{"reveal_play_free": "you"}]}]},
]


def _own(plane: str, setup: dict, edition: str = "2013-07") -> Table:
    return Table(["Alice", "Bob"], cards=OWN, setup=setup, edition=edition, planechase={
        "face up": plane, "decks": {"Alice": ["Tazeem"], "Bob": ["Tazeem"]}})


@pytest.mark.parametrize("edition", ["2013-07", "current"])
def test_705_flip_coin_word_alone_force_won_runs_the_win_effects(edition):
    t = _own("Lucky Coin Plane", {"Alice": {"hand": ["Shock"], "battlefield": ["Mountain"]}},
             edition)
    t.do(mt.Cast("Alice", t.id("Shock"), ("Bob",)))
    t.resolve_all()
    assert t.life("Alice") == 21 and t.life("Bob") == 18 and "wins the flip" in t.log
    assert COIN[edition] in t.cites


def test_701_5a_counter_that_spell_word_alone():
    t = _own("Unlucky Coin Plane", {"Alice": {"hand": ["Shock"], "battlefield": ["Mountain"]}})
    t.do(mt.Cast("Alice", t.id("Shock"), ("Bob",)))
    t.resolve_all()
    assert t.life("Bob") == 20 and t.zone("Shock") == "graveyard" and "701.5a" in t.cites


def test_608_2f_reveal_play_free_word_alone_on_a_spell():
    t = _own("Tazeem", {"Alice": {"hand": ["Peek and Play"], "battlefield": ["Mountain"],
                                  "library": ["Shock", "Island"]}})
    t.do(mt.Cast("Alice", t.id("Peek and Play"), ()))
    t.resolve()
    t.choose("Shock")
    t.choose("Bob")
    assert t.stack == ["Shock"] and {"608.2f", "117.9"} <= t.cites
    t.resolve()
    assert t.life("Bob") == 18
