""""Up to N targets" on an activated ability: Nissa, Steward of Elements' -6 ("untap up to
two target lands you control..."), an Amonkhet card (2017), played under 2017-09 and the
current rules. The rules are the same in all four editions (601.2c: the number of targets
is announced, from 0 to N, 602.2b applies it to activating; 114.3, 115.3 today: the same
object can't be chosen twice for one word "target"; 608.2b: it doesn't resolve if all its
targets are illegal), so the card works alike under 2011-09 and 2013-07 too (one test
shows it). With no target chosen the ability isn't targeted (115.6 today; the Loaming
Shaman example of 701.16e / 701.18d in the older editions): it resolves, and the -6 has
still cost its 6 loyalty (606.4)."""

from __future__ import annotations

import random

import pytest
from pwkit import Game

import magictutor as mt
from magictutor.cards import define_cards
from magictutor.engine import shortcuts
from magictutor.engine.context import Ctx
from magictutor.engine.legal import legal_actions
from magictutor.engine.serialize import from_jsonable, to_jsonable
from magictutor.model.actions import Activate
from magictutor.model.query import chars_of
from magictutor.scenarios.notation import format_action, parse_action
from magictutor.yamlio import DataFileError

NISSA = "Nissa, Steward of Elements"
PRINTED = ("2017-09", "current")
LIB = ["Plains", "Island", "Swamp", "Mountain", "Forest"] * 2


def table(edition: str, lands=("Forest (tapped)", "Island (tapped)", "Plains"),
          bob=()) -> Game:
    return Game(["Alice", "Bob"], edition=edition, setup={
        "Alice": {"battlefield": [f"{NISSA} (loyalty 7)", *lands], "library": LIB},
        "Bob": {"battlefield": list(bob), "library": LIB}})


def animated(g: Game, oid: int) -> bool:
    c = chars_of(g.state, oid)
    return c.is_creature and c.is_land and (c.power, c.toughness) == (5, 5) and \
        {"flying", "haste"} <= set(c.keywords)


def lands(g: Game) -> list[int]:
    return [g.id(n, zone="battlefield") for n in ("Forest", "Island", "Plains")]


@pytest.mark.parametrize("edition", PRINTED)
def test_601_2c_up_to_two_with_no_target_costs_6_and_resolves(edition):
    g = table(edition)
    g.activate("Alice", NISSA, "-6")
    assert g.loyalty(NISSA) == 1, "the cost is paid whatever the number of targets (606.4)"
    g.resolve()
    assert not g.state.stack and "doesn't resolve" not in g.log
    assert not any(animated(g, oid) for oid in lands(g))
    assert all(g.state.objects[oid].tapped for oid in lands(g)[:2])


@pytest.mark.parametrize("edition", PRINTED)
def test_601_2c_up_to_two_with_one_land_animates_only_it(edition):
    g = table(edition)
    forest, island, plains = lands(g)
    g.activate("Alice", NISSA, "-6", forest)
    g.resolve()
    assert animated(g, forest) and not g.state.objects[forest].tapped
    assert not animated(g, island) and g.state.objects[island].tapped
    assert not animated(g, plains)


@pytest.mark.parametrize("edition", PRINTED)
def test_601_2c_up_to_two_with_two_lands_animates_both(edition):
    g = table(edition)
    forest, island, plains = lands(g)
    g.activate("Alice", NISSA, "-6", forest, island)
    g.resolve()
    assert animated(g, forest) and animated(g, island) and not animated(g, plains)
    assert not g.state.objects[forest].tapped and not g.state.objects[island].tapped


@pytest.mark.parametrize("edition", PRINTED)
def test_601_2c_three_targets_for_up_to_two_are_refused(edition):
    g = table(edition)
    err = g.refuse(Activate("Alice", g.id(NISSA), "-6", tuple(lands(g))))
    assert "601.2c" in err.rules and "up to 2 targets" in str(err)


@pytest.mark.parametrize("edition, rule", [("2017-09", "114.3"), ("current", "115.3")])
def test_115_3_one_land_chosen_twice_is_refused(edition, rule):
    g = table(edition)
    forest = lands(g)[0]
    err = g.refuse(Activate("Alice", g.id(NISSA), "-6", (forest, forest)))
    assert rule in err.rules


@pytest.mark.parametrize("edition", PRINTED)
def test_601_2c_a_land_of_the_opponent_is_refused(edition):
    g = table(edition, bob=["Mountain"])
    err = g.refuse(Activate("Alice", g.id(NISSA), "-6", (g.id("Mountain"),)))
    assert "601.2c" in err.rules


@pytest.mark.parametrize("edition", PRINTED)
def test_601_2c_legal_actions_list_each_set_of_lands_once(edition):
    """0, 1 or 2 of 3 lands: 1 + 3 + 3 sets, never one land twice nor a pair twice."""
    g = table(edition, lands=("Forest", "Island", "Plains", "Swamp"))
    sets = [a.targets for a in legal_actions(g.state)
            if isinstance(a, Activate) and a.cost == "-6"]
    assert len(sets) == 1 + 4 + 6 and () in sets
    assert len({frozenset(t) for t in sets}) == len(sets)
    assert all(len(set(t)) == len(t) for t in sets)


@pytest.mark.parametrize("edition", PRINTED)
def test_608_2b_one_land_gone_the_other_still_animates(edition):
    g = table(edition)
    forest, island, _ = lands(g)
    g.activate("Alice", NISSA, "-6", forest, island)
    ctx = Ctx(g.state)  # (the Forest leaves before the ability resolves)
    ctx.move(forest, "graveyard")
    g.state = ctx.freeze()
    g.resolve()
    assert animated(g, island) and "doesn't resolve" not in g.log


@pytest.mark.parametrize("edition", PRINTED)
def test_608_2b_its_only_land_gone_it_doesnt_resolve(edition):
    g = table(edition)
    forest = lands(g)[0]
    g.activate("Alice", NISSA, "-6", forest)
    ctx = Ctx(g.state)
    ctx.move(forest, "graveyard")
    g.state = ctx.freeze()
    g.resolve()
    assert "608.2b" in g.cites and "doesn't resolve" in g.log
    assert g.loyalty(NISSA) == 1


@pytest.mark.parametrize("edition", PRINTED)
def test_702_10_the_land_attacks_at_once_with_haste(edition):
    g = table(edition, lands=("Forest",))
    g.activate("Alice", NISSA, "-6", "Forest")
    g.resolve()
    g.advance("declare attackers")
    g.attack(("Forest", "Bob"))
    g.advance("end of combat")
    assert g.life("Bob") == 15


@pytest.mark.parametrize("edition", ("2011-09", "2013-07"))
def test_601_2c_the_older_editions_have_the_same_rules(edition):
    g = table(edition)
    forest = lands(g)[0]
    assert any(a.targets == () for a in legal_actions(g.state) if isinstance(a, Activate))
    g.activate("Alice", NISSA, "-6", forest)
    g.resolve()
    assert animated(g, forest)


@pytest.mark.parametrize("n", [0, 1, 2])
def test_601_2c_the_notation_writes_and_reads_0_1_and_2_targets(n):
    g = table("current")
    a = Activate("Alice", g.id(NISSA), "-6", tuple(lands(g)[:n]))
    text = format_action(g.state, a)
    assert text.count(",") == 1 + max(n - 1, 0) and parse_action(g.state, text) == a
    assert ("targeting" in text) == bool(n)


def test_601_2c_a_save_with_the_ability_on_the_stack_comes_back_the_same():
    g = table("current")
    g.activate("Alice", NISSA, "-6", lands(g)[0])
    again = from_jsonable(to_jsonable(g.state))
    assert to_jsonable(again) == to_jsonable(g.state)
    g.state = again
    g.resolve()
    assert animated(g, lands(g)[0])


def _card(condition: dict, kind: str = "activated", cost: str = "{T}") -> dict:
    ab = {"kind": kind, "targets": ["land you control"], "condition": condition,
          "effects": [{"untap": "target1"}]}
    if kind == "triggered":
        ab["trigger"] = "upkeep"
    else:
        ab["cost"] = cost
    return {"name": "Test Upto Idol", "cost": "{2}", "types": ["Artifact"],
            "abilities": [ab]}


def test_601_2c_up_to_is_a_word_of_the_cards_layer():
    g = Game(["Alice", "Bob"], cards=[_card({"up to": True})],
             setup={"Alice": {"battlefield": ["Test Upto Idol", "Forest (tapped)"]}})
    got = {a.targets for a in legal_actions(g.state) if isinstance(a, Activate)}
    assert got == {(), (g.id("Forest"),)}
    with pytest.raises(DataFileError, match="up to"):
        define_cards([_card({"up too": True})])
    with pytest.raises(DataFileError, match="activated or loyalty"):
        define_cards([_card({"up to": True}, kind="triggered")])


@pytest.mark.skipif(not shortcuts.FAST, reason="MAGICTUTOR_FAST=0: no fast path to compare")
@pytest.mark.parametrize("edition", PRINTED)
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_601_2c_random_games_with_nissa_in_the_shadow_mode(edition, seed, monkeypatch):
    monkeypatch.setattr(shortcuts, "SHADOW", True)
    rng = random.Random(seed)
    s = mt.build_game(["Alice", "Bob"], edition=edition, setup={
        "Alice": {"battlefield": [f"{NISSA} (loyalty 9)", "Forest", "Island (tapped)"],
                  "library": LIB},
        "Bob": {"battlefield": [f"{NISSA} (loyalty 8)", "Plains"], "library": LIB}})
    used = 0
    for _ in range(150):
        if s.game_over:
            break
        actions = mt.legal_actions(s)
        minus = [a for a in actions if isinstance(a, Activate) and a.cost == "-6"]
        action = rng.choice(minus) if minus and rng.random() < 0.5 else rng.choice(actions)
        used += action in minus
        s = mt.apply(s, action).after
    assert used


@pytest.mark.parametrize("kind, extra", [("spell", ""), ("triggered", "      trigger: upkeep\n")])
def test_601_2c_603_3d_up_to_on_a_spell_or_trigger_is_refused_at_load_with_file_and_line(
        kind, extra):
    """'Up to N targets' works for activated and loyalty abilities; on a spell (601.2c) or a
    triggered ability (603.3d) the kit refuses it where it is written, file and line, rather
    than play it wrong: nothing is added."""
    from magictutor.cards import add_card_file, card_names

    text = ('- name: Test Upto Spark\n  cost: "{R}"\n  types: [Instant]\n  abilities:\n'
            f'    - kind: {kind}\n{extra}      targets: [any target, any target]\n'
            '      condition: {up to: true}\n'
            '      effects: [{damage: 1, to: target}]\n')
    with pytest.raises(DataFileError, match="activated or loyalty") as info:
        add_card_file(text, "mine.yaml")
    line = 6 if kind == "spell" else 7  # (the line of its targets)
    assert str(info.value).startswith(f"mine.yaml, line {line}: 'Test Upto Spark'")
    assert "Test Upto Spark" not in card_names()
